"""Hiyoko goals (Isuri offers them too): discard legally, empty the hand,
the longest chain, discard given cards; questions on the months that may
follow, the cards that may go, and what happens after a pass.  Every answer
is computed by the engine; every message names cards and months in words.
The move goals' shared part is the shedding family's
(:mod:`hanafuda_core.families.shedding.goals`), their words are Hiyoko's."""

from __future__ import annotations

from ...cardset import bits as _bits, capitalized as _cap
from ...deck import CARDS
from ...families.shedding.months import month_list, next_months
from ...families.shedding.solver import longest_chain_length, turn_sequences
from ...goal import Goal, GoalError
from ...families.shedding.goals import DiscardCardsGoal, EmptyHandGoal, LegalDiscardGoal, LongestChainGoal
from .actions import PASS
from .words import card_name, card_text, cards_text, month_name, month_text, months_text


def _n_cards(n: int) -> str:
    return f"{n} card{'s' if n != 1 else ''}"


def _discarded(start, pos) -> int:
    return len(pos.discard) - len(start.discard) if len(pos.discard) >= len(start.discard) else 0


def _cards_played(game, start, actions) -> int:
    return sum(len(start.normalize(a).cards) for a in actions if start.normalize(a).is_discard)


def _why_stuck(pos, player: int) -> str:
    """Why the chain cannot go on from ``pos`` (the top card and the months it needs)."""
    return f"{pos.top_words()}"


class LegalDiscard(LegalDiscardGoal):
    """Put any card on the discard pile that may legally go there."""

    def describe(self, start) -> str:
        return f"Discard a card that may go on {card_text(start.top)}."

    def achieved(self, start, actions, pos, turn_ended) -> bool:
        return bool(actions) and start.normalize(actions[0]).is_discard

    def success_message(self, start, actions, pos) -> str:
        a = start.normalize(actions[0])
        if a.kind == "multi":
            return f"Right: {cards_text(a.cards)} may go down together on {card_text(start.top)}."
        c = a.cards[0]
        return f"Right: {start.card_words(c)} may go on the pile, since {start.top_words()}."


class EmptyHand(EmptyHandGoal):
    """Get rid of every card in hand this turn."""

    def missed_reason(self, start, actions, pos, turn_ended) -> str:
        p = start.turn
        left = _bits(pos.hands[p])
        if turn_ended:
            return (f"Your turn is over with {_n_cards(len(left))} left ({cards_text(left)}): "
                    f"{_after_words(pos, start, actions)}")
        return (f"From here your hand cannot be emptied this turn: whatever follows, "
                f"{cards_text(_stuck_cards(pos))} would be left. Now {pos.top_words()}.")

    def success_message(self, start, actions, pos) -> str:
        return f"Your hand is empty after {self.game.presenter.actions_phrase(start, actions).gerund}. You win the round."


def _after_words(pos, start=None, actions=()) -> str:
    """After a turn ended: why it ended (a pass, a stop, or nothing could follow)."""
    last = start.normalize(actions[-1]) if start is not None and actions else None
    if last is not None and last.kind == "pass":
        return "you passed."
    if last is not None and last.kind == "stop":
        me = start.turn
        could = _bits(pos.rules.follow(pos.top, False) & pos.hands[me])
        if could:
            return f"you stopped, although {cards_text(could)} could still follow {card_text(pos.top)}."
        return "you stopped."
    return f"{pos.top_words()}, and nothing in your hand could."


def _removable(pos) -> int:
    """The cards of the player to move that some way of finishing the turn discards."""
    p = pos.turn
    hand = pos.hands[p]
    gone = 0
    for seq, end in turn_sequences(pos, 2000):
        gone |= hand & ~end.hands[p]
    return gone


def _lost_words(start, pos) -> str:
    """" The Pine chaff can no longer go this turn." — the cards the last moves stranded."""
    me = start.turn
    lost = _removable(start) & pos.hands[me] & ~_removable(pos) if pos.turn == me else 0
    if not lost:
        return ""
    cards = _bits(lost)
    return f" {_cap(cards_text(cards))} can no longer go this turn."


def _stuck_cards(pos) -> list[int]:
    """Cards of the player to move that no line of this turn gets rid of."""
    p = pos.turn
    hand = pos.hands[p]
    gone = 0
    for seq, end in turn_sequences(pos, 2000):
        gone |= hand & ~end.hands[p]
    return _bits(hand & ~gone) or _bits(hand)


class LongestChain(LongestChainGoal):
    """Discard as many cards as the position allows this turn (the solver computes the maximum)."""

    def describe(self, start) -> str:
        return "Discard as many cards as you can this turn."

    def achieved(self, start, actions, pos, turn_ended) -> bool:
        return (turn_ended or pos.outcome() is not None) and _discarded(start, pos) >= self.best

    def missed_reason(self, start, actions, pos, turn_ended) -> str:
        done = _discarded(start, pos)
        if turn_ended:
            return (f"You discarded {_n_cards(done)}, and {self.best} cards can go this turn: "
                    f"{_after_words(pos, start, actions)}")
        reachable = done + longest_chain_length(pos)
        return (f"After this, at most {_n_cards(reachable)} can go this turn, and {self.best} could: "
                f"{pos.top_words()}.{_lost_words(start, pos)}")

    def success_message(self, start, actions, pos) -> str:
        return f"{self.best} cards, the longest chain possible, by {self.game.presenter.actions_phrase(start, actions).gerund}."


class DiscardCards(DiscardCardsGoal):
    """Discard all of the given `cards` this turn, in any order the rules allow."""

    def describe(self, start) -> str:
        return f"Discard {cards_text(self.cards)} this turn."

    def missed_reason(self, start, actions, pos, turn_ended) -> str:
        hand = pos.hands[start.turn]
        left = [c for c in self.cards if hand >> c & 1]
        verb = "is" if len(left) == 1 else "are"
        if turn_ended:
            return (f"Your turn is over and {cards_text(left)} {verb} still in your hand: "
                    f"{_after_words(pos, start, actions)}")
        return f"From here {cards_text(left)} can no longer all go this turn: {pos.top_words()}."


class FollowMonths(Goal):
    """Question: which months may go on the top card? (all that apply, by their place in the Nagoya order)"""

    type = "follow-months"
    kind = "question"
    multiple = True

    def describe(self, start) -> str:
        return f"Which months may go on {card_text(start.top)}? Choose all that apply."

    def choices(self, start) -> list[dict]:
        return [{"value": str(m), "label": f"{m} · {month_name(m)}"} for m in range(1, 13)]

    def correct(self, start) -> set[str]:
        return {str(m) for m in month_list(next_months(start.top_months()))}

    def explain_answer(self, start) -> str:
        top = start.top
        months = start.top_months()
        rules = start.rules
        text = f"{_cap(start.top_words())}."
        if start.top_turned and top in start.wild_turned:
            text += (f" {_cap(card_text(top))} is wild because it was turned up from the draw pile; discarded "
                     f"from a hand it would be just {month_text(rules.own_month(top))}.")
        elif top in start.wild_turned:
            text += (f" {_cap(card_text(top))} was discarded from a hand, so it is just its own month; only "
                     f"turned up from the draw pile would it be wild.")
        elif months.bit_count() == 1:
            m = month_list(months)[0]
            text += f" In the Nagoya order {month_text(m % 12 + 1)} comes after {month_text(m)}."
        need = next_months(months)
        return text + f" A wild card that counts as {months_text(need) if need.bit_count() < 12 else 'any month'} may go too."


class CanFollow(Goal):
    """Question: which cards of your hand may go on the top card now? (all that apply, or none)"""

    type = "can-follow"
    kind = "question"
    multiple = True

    def prepare(self, start) -> None:
        if not start.hands[start.turn]:
            raise GoalError("the player to move has no cards", "type")

    def describe(self, start) -> str:
        return f"Which cards of your hand may go on {card_text(start.top)} now? Choose all that apply, or none."

    def choices(self, start) -> list[dict]:
        out = [{"value": CARDS[c].code, "label": _cap(card_text(c))} for c in _bits(start.hands[start.turn])]
        out.append({"value": "none", "label": "None of them"})
        return out

    def _legal(self, start) -> list[int]:
        return sorted({a.cards[0] for a in start.legal_actions() if a.kind == "discard"})

    def correct(self, start) -> set[str]:
        return {CARDS[c].code for c in self._legal(start)} or {"none"}

    def explain_answer(self, start) -> str:
        legal = set(self._legal(start))
        parts = [f"{_cap(start.top_words())}."]
        said: list[tuple[str, str]] = []
        turned_months = next_months(start.top_months())
        for c in _bits(start.hands[start.turn]):
            fits = c in legal
            why = start.card_words(c)
            if fits and not start.rules.follows(start.top, c, start.top_turned):
                verdict = "may go, thanks to the One-Two combo"
            elif fits:
                verdict = "may go"
            elif c in start.wild_turned and not start.rules.is_wild_in_hand(c) \
                    and start.wild_turned[c] & turned_months:
                verdict = "may not: it is wild only when turned up from the draw pile, and in a hand it is only its own month"
            else:
                verdict = "may not"
            said.append((why, verdict))
        i = 0
        while i < len(said):
            j = i
            while j + 1 < len(said) and said[j + 1] == said[i]:
                j += 1
            why, verdict = said[i]
            if j > i:
                why = f"{'Both' if j == i + 1 else 'All'} {card_name(_bits(start.hands[start.turn])[i])}s" \
                      f"{why[why.index(' ('):]}"
                verdict = verdict.replace("may go", "may go").replace("it is", "they are")
            parts.append(f"{_cap(why)} {verdict}.")
            i = j + 1
        return " ".join(parts)


class AfterPass(Goal):
    """Question: the player to move cannot follow and passes; what happens next? (the engine plays it out)"""

    type = "after-pass"
    kind = "question"

    def prepare(self, start) -> None:
        if start.legal_actions() != [PASS]:
            raise GoalError("after-pass needs a position where the player to move can only pass", "type")

    def describe(self, start) -> str:
        return "Nothing in your hand can follow, so you pass. What happens next?"

    def choices(self, start) -> list[dict]:
        return [
            {"value": "opponent-plays", "label": "Your opponent plays on the same top card"},
            {"value": "you-draw", "label": "You turn up the next card and play on it"},
            {"value": "opponent-draws", "label": "Your opponent turns up the next card and plays on it"},
        ]

    def correct(self, start) -> set[str]:
        what, who = start.who_draws_after_pass()
        if what == "plays":
            return {"opponent-plays"}
        return {"you-draw" if who == start.turn else "opponent-draws"}

    def explain_answer(self, start) -> str:
        what, who = start.who_draws_after_pass()
        me = start.turn
        rule = start.options.draw_rule
        if what == "plays":
            return ("Your opponent holds a card that can follow, so they play on after your pass: "
                    f"{start.top_words()}.")
        if start.passes == 1:
            return ("Your opponent passed just before you, so after your pass nobody has played twice in a row: "
                    "the player who passed first, your opponent, turns up the next card from the draw pile and "
                    "plays on it.")
        if rule == "discarder" and start.top_by == 1 - me:
            return ("When you cannot follow your opponent's discard, the player who discarded it — your "
                    "opponent — turns up the next card from the draw pile at once and plays on it.")
        return ("Your opponent cannot follow either and passes too. After two passes in a row the player who "
                "passed first — you — turns up the next card from the draw pile and plays on it.")


GOALS = (LegalDiscard, EmptyHand, LongestChain, DiscardCards, FollowMonths, CanFollow, AfterPass)
