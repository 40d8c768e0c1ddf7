"""Drills on the common rules: "Who deals?" and "Which card do you capture?".

Both drills share one small interface, so a single thin widget shows them:

* ``question(rng, language) -> dict``: a view model — ``prompt``, ``groups``
  of cards (HTML from :func:`hanafuda_core.art.board_card_html`), ``choices``
  (value and label) and ``state``, the plain JSON the browser sends back to
  check the answer (the drills keep nothing between calls).
* ``check(state, answer, language) -> dict``: the verdict, with an
  explanation worked out by the engine (:mod:`hanafuda_core.dealer`,
  :mod:`hanafuda_core.families.capture`).

Every text a learner reads is a message written in ``language``
(:mod:`hanafuda_core.messages`; English by default).  ``state`` comes back
from the browser, so it is validated: bad input raises
:class:`RuleDrillError` (a ``ValueError``) with a readable message, in
English: the page sends back only what the engine gave it, so only a
damaged page meets one.
"""

from __future__ import annotations

from typing import Any

from .dealer import compare_draws, rank_draws
from .deck import CARDS, FLOWERS, STANDARD_ORDER, Card, Kind
from .errors import HanafudaError
from .families.capture import capture_choices, needs_redeal, stacked_months
from .messages import ENGLISH, Language, Message, listed, msg, msg_in, msg_n, sentences
from .names import card_label, card_name, card_with_month, flower_in_sentence, kind_name, month_card, month_name
from .notation import card
from .rng import Rng

__all__ = ["RuleDrillError", "WhoDeals", "WhichCapture", "QUIZZES", "get_quiz", "correct_answers"]


class RuleDrillError(HanafudaError):
    pass


def _card_from(value: Any, what: str) -> Card:
    if not isinstance(value, str) or not value.strip():
        raise RuleDrillError(f"{what} must be a card code such as '3B', not {value!r}")
    try:
        return card(value.strip())
    except ValueError as e:
        raise RuleDrillError(f"{what}: {value!r} is not a card ({e})") from None


def _cards_from(value: Any, what: str, low: int, high: int) -> list[Card]:
    if not isinstance(value, list):
        raise RuleDrillError(f"{what} must be a list of card codes, not {value!r}")
    if not low <= len(value) <= high:
        raise RuleDrillError(f"{what} must hold {low} to {high} cards, not {len(value)}")
    cards = [_card_from(v, what) for v in value]
    seen: set[str] = set()
    for c in cards:
        if c.code in seen:
            raise RuleDrillError(f"{what}: {c.code} appears twice, but a deck has each card once")
        seen.add(c.code)
    return cards


def _month(m: int) -> Message:
    """ "March (cherry blossom)"."""
    return msg_in("a month with its flower", "{month} ({flower})", month=month_name(m),
                  flower=flower_in_sentence(FLOWERS[m - 1]))


def _points(c: Card) -> Message:
    return msg_n("{n} point", "{n} points", c.points, n=c.points)


def _card_words(c: Card) -> Message:
    """ "the Curtain (bright, 20 points)"."""
    return msg("the {card} ({kind}, {points})", card=card_name(c), kind=kind_name(c.kind), points=_points(c))


def _the(c: Card) -> Message:
    """ "the Curtain"."""
    return msg_in("a card, within a sentence", "the {card}", card=card_name(c))


def _player(p: int) -> Message:
    """ "player 2", within a sentence."""
    return msg_in("a seat, within a sentence", "player {n}", n=p + 1)


def _players(ps: list[int]) -> Message:
    return listed([_player(p) for p in ps])


def _view_card(c: Card, language: Language, caption: Message | None = None) -> dict:
    from .art import board_card_html

    label = card_label(c).render(language)
    return {"code": c.code, "label": label, "caption": caption.render(language) if caption else None,
            "html": board_card_html(c, label=label)}


def _answer_from(answer: Any, choices: list[dict]) -> str:
    values = [ch["value"] for ch in choices]
    if isinstance(answer, int) and not isinstance(answer, bool):
        answer = str(answer)
    if not isinstance(answer, str) or answer not in values:
        raise RuleDrillError(f"the answer must be one of {', '.join(values)}; got {answer!r}")
    return answer


# ---------------------------------------------------------------------------
# Who deals?

AGAIN = "again"


class WhoDeals:
    """One card was laid face down for each player and each has turned one over
    (the source's dealer draw): who deals, or must the leaders draw again?"""

    name = "who-deals"
    title = msg("Who deals?")

    @staticmethod
    def generate(rng: Rng) -> list[Card]:
        """The drawn cards, player 1 first: 2 to 4 players.  A third of the
        questions tie the earliest month between cards of different values, a
        third are a full tie for first place (two chaffs of one month)."""
        n = 2 + rng.below(3)
        mode = rng.below(3)
        if mode == 0:
            return rng.shuffled(CARDS)[:n]
        if mode == 1:  # same earliest month, different values
            month = 1 + rng.below(11)
            pool = [c for c in CARDS if c.month == month]
            first = rng.choice(pool)
            second = rng.choice([c for c in pool if c.points != first.points])
        else:  # full tie: two chaffs of the earliest month
            month = rng.choice([m for m in range(1, 12)
                                if sum(c.kind is Kind.CHAFF for c in CARDS if c.month == m) >= 2])
            chaffs = rng.shuffled([c for c in CARDS if c.month == month and c.kind is Kind.CHAFF])
            first, second = chaffs[0], chaffs[1]
        later = [c for c in CARDS if STANDARD_ORDER.position(c.month) > STANDARD_ORDER.position(month)]
        return rng.shuffled([first, second] + rng.shuffled(later)[: n - 2])

    @classmethod
    def _state(cls, state: Any) -> list[Card]:
        if not isinstance(state, dict) or "cards" not in state:
            raise RuleDrillError("the question state must be an object with the drawn 'cards'")
        return _cards_from(state["cards"], "the drawn cards", 2, 4)

    @staticmethod
    def _choices(n: int, language: Language = ENGLISH) -> list[dict]:
        out = [{"value": str(p + 1), "label": msg_in("a seat", "Player {n}", n=p + 1).render(language)}
               for p in range(n)]
        out.append({"value": AGAIN, "label": msg("Draw again").render(language)})
        return out

    @classmethod
    def question(cls, rng: Rng, language: Language = ENGLISH) -> dict:
        cards = cls.generate(rng)
        write = language.write
        return {
            "quiz": cls.name,
            "title": write(cls.title),
            "prompt": write(msg("To choose the dealer, one card was laid face down for each of the {n} players, "
                                "and each has taken one and turned it over. Who deals the first round?",
                                n=len(cards))),
            "groups": [{"label": write(msg("The cards drawn")),
                        "cards": [_view_card(c, language, msg_in("a seat", "Player {n}", n=p + 1))
                                  for p, c in enumerate(cards)]}],
            "choices": cls._choices(len(cards), language),
            "state": {"cards": [c.code for c in cards]},
        }

    @classmethod
    def correct(cls, state: Any) -> set[str]:
        cards = cls._state(state)
        top = rank_draws(dict(enumerate(cards)))[0]
        return {AGAIN} if len(top) > 1 else {str(top[0] + 1)}

    @classmethod
    def _why(cls, cards: list[Card]) -> Message:
        """The engine's reasoning, in words: the earliest month, then the value tie-break."""
        draws = dict(enumerate(cards))
        top = rank_draws(draws)[0]
        lead = cards[top[0]]
        same = [p for p, c in draws.items() if c.month == lead.month]
        month = _month(lead.month)
        if len(same) == 1:
            parts = [msg("The earliest month drawn is {month}: only {player} has one, {card}.", month=month,
                         player=_player(top[0]), card=_card_words(lead))]
        else:
            held = _clauses([msg("{player} drew {card}", player=_player(p), card=_card_words(cards[p]))
                             for p in same])
            parts = [msg("The earliest month drawn is {month}, drawn by {players}: {held}.", month=month,
                         players=_players(same), held=held)]
            if len(top) == 1:
                parts.append(msg("Between cards of the same month the higher point value wins: the {card} is worth "
                                 "{points}.", card=card_name(lead), points=_points(lead)))
            else:
                parts.append(msg("Between cards of the same month the higher point value wins, but {players} hold "
                                 "cards of the same value ({points} each): a full tie, so they draw again.",
                                 players=_players(top), points=_points(lead)))
        if len(top) == 1:
            parts.append(msg("Player {n} deals.", n=top[0] + 1))
        return sentences(parts)

    @classmethod
    def check(cls, state: Any, answer: Any, language: Language = ENGLISH) -> dict:
        cards = cls._state(state)
        answer = _answer_from(answer, cls._choices(len(cards)))
        right = cls.correct(state)
        ok = answer in right
        draws = dict(enumerate(cards))
        top = rank_draws(draws)[0]
        why = cls._why(cards)
        if ok:
            verdict = msg("Right: the tied players draw again.") if answer == AGAIN else \
                msg("Right: player {n} deals.", n=int(answer))
            explanation = why
        else:
            verdict = msg("Not quite.")
            if answer == AGAIN:
                first = msg("No need to draw again: only a full tie for first place (same month and same value) "
                            "is drawn again.")
            else:
                p = int(answer) - 1
                mine = cards[p]
                best = cards[top[0]]
                if p in top:  # tied for first, but the answer ignores the tie
                    first = msg("Player {n}'s {card} is not better than the other leading card.", n=p + 1,
                                card=card_name(mine))
                else:
                    assert compare_draws(best, mine) < 0
                    if mine.month != best.month:
                        reason = msg("player {n}'s {card} is {month_card}, and {earlier} comes earlier", n=p + 1,
                                     card=card_name(mine), month_card=month_card(mine.month),
                                     earlier=month_name(best.month))
                    else:
                        reason = msg("player {n}'s {card} is of the same month as the {best} but worth less "
                                     "({points} against {best_points})", n=p + 1, card=card_name(mine),
                                     best=card_name(best), points=_points(mine), best_points=_points(best))
                    first = msg("The earliest month deals, and {reason}.", reason=reason)
            explanation = sentences([first, why])
        return {"correct": ok, "answer": answer, "verdict": verdict.render(language),
                "explanation": explanation.render(language)}


def _clauses(items: list[Message]) -> Message:
    """Clauses one after another: English "A; B; C"."""
    out = items[0]
    for item in items[1:]:
        out = msg_in("clauses one after another", "{first}; {next}", first=out, next=item)
    return out


# ---------------------------------------------------------------------------
# Which card do you capture?

NOTHING = "nothing"
ALL = "all"


class WhichCapture:
    """A card is played onto the field: what does it capture?"""

    name = "capture"
    title = msg("Which card do you capture?")

    @staticmethod
    def generate(rng: Rng) -> tuple[Card, list[Card]]:
        """The played card and a field of 6 to 8 cards, with 0, 1, 2 or 3
        cards of the played card's month (and sometimes a stack of another
        month, so "all three" is not always the answer when it is offered)."""
        while True:
            played = rng.choice(CARDS)
            same = rng.below(4)
            size = 6 + rng.below(3)
            mates = rng.shuffled([c for c in CARDS if c.month == played.month and c != played])[:same]
            others = [c for c in CARDS if c.month != played.month]
            extra: list[Card] = []
            if same != 3 and rng.below(3) == 0:
                m = rng.choice(sorted({c.month for c in others}))
                extra = rng.shuffled([c for c in CARDS if c.month == m])[:3]
            rest = rng.shuffled([c for c in others if c not in extra])
            field = mates + extra
            for c in rest:
                if len(field) == size:
                    break
                field.append(c)
            mask = sum(c.bit for c in field)
            if needs_redeal(mask):
                continue
            # A stack of another month only when deliberately made (keeps ``same`` meaningful).
            if len(stacked_months(mask)) > (1 if extra or same == 3 else 0):
                continue
            return played, rng.shuffled(field)

    @classmethod
    def _state(cls, state: Any) -> tuple[Card, list[Card]]:
        if not isinstance(state, dict) or "card" not in state or "field" not in state:
            raise RuleDrillError("the question state must be an object with the played 'card' and the 'field'")
        played = _card_from(state["card"], "the played card")
        field = _cards_from(state["field"], "the field", 1, 12)
        if played in field:
            raise RuleDrillError(f"{played.name} cannot be both played and on the field")
        mask = sum(c.bit for c in field)
        if needs_redeal(mask):
            raise RuleDrillError("the field holds all four cards of a month: that deal is void and "
                                 "is dealt again, so there is nothing to capture")
        return played, field

    @staticmethod
    def _choices(field: list[Card], language: Language = ENGLISH) -> list[dict]:
        out = [{"value": c.code, "label": card_name(c).render(language)} for c in field]
        if stacked_months(sum(c.bit for c in field)):
            out.append({"value": ALL, "label": msg("All three cards of a month").render(language)})
        out.append({"value": NOTHING, "label": msg("Nothing — it joins the field").render(language)})
        return out

    @classmethod
    def question(cls, rng: Rng, language: Language = ENGLISH) -> dict:
        played, field = cls.generate(rng)
        write = language.write
        return {
            "quiz": cls.name,
            "title": write(cls.title),
            "prompt": write(msg("You play the {card} onto this field. What does it capture?", card=card_name(played))),
            "groups": [
                {"label": write(msg("The card you play")), "cards": [_view_card(played, language)]},
                {"label": write(msg("The field")), "cards": [_view_card(c, language) for c in field]},
            ],
            "choices": cls._choices(field, language),
            "state": {"card": played.code, "field": [c.code for c in field]},
        }

    @classmethod
    def correct(cls, state: Any) -> set[str]:
        played, field = cls._state(state)
        out = set()
        for _target, taken in capture_choices(played.index, sum(c.bit for c in field)):
            n = taken.bit_count()
            if n == 0:
                out.add(NOTHING)
            elif n == 3:
                out.add(ALL)
            else:
                out.add(CARDS[taken.bit_length() - 1].code)
        return out

    @classmethod
    def check(cls, state: Any, answer: Any, language: Language = ENGLISH) -> dict:
        played, field = cls._state(state)
        answer = _answer_from(answer, cls._choices(field))
        mask = sum(c.bit for c in field)
        right = cls.correct(state)
        ok = answer in right
        same = [c for c in field if c.month == played.month]
        month = _month(played.month)
        names = listed([_the(c) for c in same], commas_only=len(same) >= 3) if same else None
        card_ = card_name(played)
        if not same:
            why = msg("No {month} card is on the field, so the {card} joins the field.", month=month, card=card_)
        elif len(same) == 1:
            why = msg("The {card} matches the only {month} card on the field, the {other}, and captures it.",
                      card=card_, month=month, other=card_name(same[0]))
        elif len(same) == 2:
            why = msg("The {card} matches two {month} cards on the field, {names}: the player chooses which one to "
                      "capture, so both answers are right.", card=card_, month=month, names=names)
        else:
            why = msg("Three {month} cards are on the field ({names}): the {card}, the fourth card of the month, "
                      "captures all three of them together.", month=month, names=names, card=card_)
        if ok:
            verdict = msg("Right.")
            explanation = why
        else:
            verdict = msg("Not quite.")
            if answer == NOTHING:
                first = msg("The {card} cannot simply join the field: a card that matches a field card of its month "
                            "captures it.", card=card_)
            elif answer == ALL:
                first = msg("The three cards stacked on the field are of {stacks}, not {month}, so the {card} cannot "
                            "take them.", stacks=listed([_month(m) for m in stacked_months(mask)], commas_only=True),
                            month=month, card=card_)
            else:
                target = card(answer)
                if target.month != played.month:
                    args = dict(card=card_, target=card_name(target), month=month_name(played.month),
                                month_card=month_card(target.month))
                    if same:  # with the cards it does match
                        first = msg("The {card} does not match the {target}: a card captures a field card of its own "
                                    "month ({month}), and the {target} is {month_card}; {where}.", **args,
                                    where=msg_n("the {month} card on the field: {cards}",
                                                "the {month} cards on the field: {cards}", len(same),
                                                month=month_name(played.month),
                                                cards=listed([card_with_month(c) for c in
                                                              sorted(same, key=lambda c: c.index)])))
                    else:
                        first = msg("The {card} does not match the {target}: a card captures a field card of its own "
                                    "month ({month}), and the {target} is {month_card}.", **args)
                else:  # one card of a stack of three: the whole stack goes
                    first = msg("The {target} is one of three {month} cards on the field, and the {card} takes all "
                                "three, not just one.", target=card_name(target), month=month, card=card_)
            explanation = sentences([first, why])
        return {"correct": ok, "answer": answer, "verdict": verdict.render(language),
                "explanation": explanation.render(language)}


QUIZZES = {WhoDeals.name: WhoDeals, WhichCapture.name: WhichCapture}


def get_quiz(name: Any):
    q = QUIZZES.get(name) if isinstance(name, str) else None
    if q is None:
        raise RuleDrillError(f"unknown quiz {name!r}; known quizzes: {', '.join(QUIZZES)}")
    return q


def correct_answers(quiz: str, state: Any) -> set[str]:
    """The set of right answers (choice values) for a question state."""
    return get_quiz(quiz).correct(state)
