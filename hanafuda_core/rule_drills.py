"""Drills on the common rules: "Who deals?" and "Which card do you capture?".

Both drills share one small interface, so a single thin widget shows them:

* ``question(rng) -> dict``: a view model — ``prompt``, ``groups`` of cards
  (HTML from :func:`hanafuda_core.art.board_card_html`), ``choices`` (value
  and label) and ``state``, the plain JSON the browser sends back to check
  the answer (the drills keep nothing between calls).
* ``check(state, answer) -> dict``: the verdict, with an explanation worked
  out by the engine (:mod:`hanafuda_core.dealer`, :mod:`hanafuda_core.families.capture`).

``state`` comes back from the browser, so it is validated: bad input raises
:class:`RuleDrillError` (a ``ValueError``) with a readable message.
"""

from __future__ import annotations

from .words import with_article

from .errors import HanafudaError

from typing import Any

from .deck import CARDS, FLOWERS, Card, Kind, STANDARD_ORDER
from .notation import card
from .dealer import compare_draws, rank_draws
from .families.capture import capture_choices, explain_capture, needs_redeal, stacked_months
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


def _month(m: int) -> str:
    f = FLOWERS[m - 1]
    return f"{f.month_name} ({f.english.lower()})"


def _points(c: Card) -> str:
    return f"{c.points} point{'s' if c.points != 1 else ''}"


def _card_words(c: Card) -> str:
    return f"the {c.name} ({c.kind.value}, {_points(c)})"


def _players(ps: list[int]) -> str:
    names = [f"player {p + 1}" for p in ps]
    if len(names) == 1:
        return names[0]
    return ", ".join(names[:-1]) + " and " + names[-1]


def _view_card(c: Card, caption: str | None = None) -> dict:
    from .art import board_card_html

    return {"code": c.code, "label": c.label, "caption": caption, "html": board_card_html(c)}


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
    title = "Who deals?"

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
    def _choices(n: int) -> list[dict]:
        out = [{"value": str(p + 1), "label": f"Player {p + 1}"} for p in range(n)]
        out.append({"value": AGAIN, "label": "Draw again"})
        return out

    @classmethod
    def question(cls, rng: Rng) -> dict:
        cards = cls.generate(rng)
        return {
            "quiz": cls.name,
            "title": cls.title,
            "prompt": (f"To choose the dealer, one card was laid face down for each of the {len(cards)} "
                       "players, and each has taken one and turned it over. Who deals the first round?"),
            "groups": [{"label": "The cards drawn",
                        "cards": [_view_card(c, f"Player {p + 1}") for p, c in enumerate(cards)]}],
            "choices": cls._choices(len(cards)),
            "state": {"cards": [c.code for c in cards]},
        }

    @classmethod
    def correct(cls, state: Any) -> set[str]:
        cards = cls._state(state)
        top = rank_draws(dict(enumerate(cards)))[0]
        return {AGAIN} if len(top) > 1 else {str(top[0] + 1)}

    @classmethod
    def _why(cls, cards: list[Card]) -> str:
        """The engine's reasoning, in words: the earliest month, then the value tie-break."""
        draws = dict(enumerate(cards))
        top = rank_draws(draws)[0]
        lead = cards[top[0]]
        same = [p for p, c in draws.items() if c.month == lead.month]
        month = _month(lead.month)
        if len(same) == 1:
            text = (f"The earliest month drawn is {month}: only player {top[0] + 1} has one, "
                    f"{_card_words(lead)}.")
        else:
            held = "; ".join(f"player {p + 1} drew {_card_words(cards[p])}" for p in same)
            text = f"The earliest month drawn is {month}, drawn by {_players(same)}: {held}."
            if len(top) == 1:
                text += (f" Between cards of the same month the higher point value wins: "
                         f"the {lead.name} is worth {_points(lead)}.")
            else:
                text += (f" Between cards of the same month the higher point value wins, but "
                         f"{_players(top)} hold cards of the same value ({_points(lead)} each): a "
                         "full tie, so they draw again.")
        if len(top) == 1:
            text += f" Player {top[0] + 1} deals."
        return text

    @classmethod
    def check(cls, state: Any, answer: Any) -> dict:
        cards = cls._state(state)
        answer = _answer_from(answer, cls._choices(len(cards)))
        right = cls.correct(state)
        ok = answer in right
        draws = dict(enumerate(cards))
        top = rank_draws(draws)[0]
        why = cls._why(cards)
        if ok:
            verdict = "Right: the tied players draw again." if answer == AGAIN else f"Right: player {answer} deals."
            explanation = why
        else:
            verdict = "Not quite."
            if answer == AGAIN:
                explanation = (f"No need to draw again: only a full tie for first place (same month and "
                               f"same value) is drawn again. {why}")
            else:
                p = int(answer) - 1
                mine = cards[p]
                best = cards[top[0]]
                if p in top:  # tied for first, but the answer ignores the tie
                    explanation = (f"Player {p + 1}'s {mine.name} is not better than the other "
                                   f"leading card. {why}")
                else:
                    assert compare_draws(best, mine) < 0
                    if mine.month != best.month:
                        reason = (f"player {p + 1}'s {mine.name} is {with_article(FLOWERS[mine.month - 1].month_name)} "
                                  f"card, and {FLOWERS[best.month - 1].month_name} comes earlier")
                    else:
                        reason = (f"player {p + 1}'s {mine.name} is of the same month as the {best.name} but "
                                  f"worth less ({_points(mine)} against {_points(best)})")
                    explanation = f"The earliest month deals, and {reason}. {why}"
        return {"correct": ok, "answer": answer, "verdict": verdict, "explanation": explanation}


# ---------------------------------------------------------------------------
# Which card do you capture?

NOTHING = "nothing"
ALL = "all"


class WhichCapture:
    """A card is played onto the field: what does it capture?"""

    name = "capture"
    title = "Which card do you capture?"

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
    def _choices(field: list[Card]) -> list[dict]:
        out = [{"value": c.code, "label": c.name} for c in field]
        if stacked_months(sum(c.bit for c in field)):
            out.append({"value": ALL, "label": "All three cards of a month"})
        out.append({"value": NOTHING, "label": "Nothing — it joins the field"})
        return out

    @classmethod
    def question(cls, rng: Rng) -> dict:
        played, field = cls.generate(rng)
        return {
            "quiz": cls.name,
            "title": cls.title,
            "prompt": f"You play the {played.name} onto this field. What does it capture?",
            "groups": [
                {"label": "The card you play", "cards": [_view_card(played)]},
                {"label": "The field", "cards": [_view_card(c) for c in field]},
            ],
            "choices": cls._choices(field),
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
    def check(cls, state: Any, answer: Any) -> dict:
        played, field = cls._state(state)
        answer = _answer_from(answer, cls._choices(field))
        mask = sum(c.bit for c in field)
        right = cls.correct(state)
        ok = answer in right
        same = [c for c in field if c.month == played.month]
        month = _month(played.month)
        names = " and ".join(f"the {c.name}" for c in same) if len(same) < 3 else ", ".join(f"the {c.name}" for c in same)
        if not same:
            why = f"No {month} card is on the field, so the {played.name} joins the field."
        elif len(same) == 1:
            why = f"The {played.name} matches the only {month} card on the field, the {same[0].name}, and captures it."
        elif len(same) == 2:
            why = (f"The {played.name} matches two {month} cards on the field, {names}: the player "
                   f"chooses which one to capture, so both answers are right.")
        else:
            why = (f"Three {month} cards are on the field ({names}): the {played.name}, the fourth "
                   f"card of the month, captures all three of them together.")
        if ok:
            verdict = "Right."
            explanation = why
        else:
            verdict = "Not quite."
            if answer == NOTHING:
                explanation = (f"The {played.name} cannot simply join the field: a card that matches "
                               f"a field card of its month captures it. {why}")
            elif answer == ALL:
                stacks = ", ".join(_month(m) for m in stacked_months(mask))
                explanation = (f"The three cards stacked on the field are of {stacks}, not "
                               f"{month}, so the {played.name} cannot take them. {why}")
            else:
                target = card(answer)
                reason = explain_capture(played.index, target.index, mask)
                if reason is not None and not same:  # the engine's wording ends with the field's cards
                    reason = (f"The {played.name} does not match the {target.name}: a card captures a "
                              f"field card of its own month ({FLOWERS[played.month - 1].month_name}), "
                              f"and the {target.name} is {with_article(FLOWERS[target.month - 1].month_name)} card.")
                if reason is None:  # one card of a stack of three: the whole stack goes
                    reason = (f"The {target.name} is one of three {month} cards on the field, and "
                              f"the {played.name} takes all three, not just one.")
                explanation = f"{reason} {why}"
        return {"correct": ok, "answer": answer, "verdict": verdict, "explanation": explanation}


QUIZZES = {WhoDeals.name: WhoDeals, WhichCapture.name: WhichCapture}


def get_quiz(name: Any):
    q = QUIZZES.get(name) if isinstance(name, str) else None
    if q is None:
        raise RuleDrillError(f"unknown quiz {name!r}; known quizzes: {', '.join(QUIZZES)}")
    return q


def correct_answers(quiz: str, state: Any) -> set[str]:
    """The set of right answers (choice values) for a question state."""
    return get_quiz(quiz).correct(state)
