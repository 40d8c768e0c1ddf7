"""Poka goals: discard legally, empty the hand, the longest chain, discard
given cards, name the next month, name the teyaku, the deal's outcome.
Every answer is computed by the engine (:mod:`hanafuda_core.games.poka.engine`);
the move goals' shared part is the shedding family's
(:mod:`hanafuda_core.families.shedding.goals`), their words are Poka's."""

from __future__ import annotations

from ...words import with_article

from ...deck import CARDS, FLOWERS
from ...families.shedding.solver import longest_chain_length
from ...goal import Goal, GoalError, player_parameter
from ...families.shedding.goals import DiscardCardsGoal, EmptyHandGoal, LegalDiscardGoal, LongestChainGoal
from ...cardset import cards_words as _cards_words
from .actions import PokaAction
from .cards import GHOSTS
from .teyaku import TEYAKU, teyaku_of


def _hand_words(pos, player) -> str:
    return _cards_words(c.index for c in pos.hand(player))


def _discarded(start, pos) -> int:
    return len(pos.discard) - len(start.discard)


class LegalDiscard(LegalDiscardGoal):
    """Put any card on the discard pile that may legally go there."""

    def describe(self, start) -> str:
        top = CARDS[start.top]
        return f"Discard a card that may go on the {top.name}."

    def achieved(self, start, actions, pos, turn_ended) -> bool:
        return bool(actions) and PokaAction.parse(actions[0]).is_discard

    def success_message(self, start, actions, pos) -> str:
        c = CARDS[PokaAction.parse(actions[0]).cards[-1]]
        return f"Right: the {c.name} may go on the {CARDS[start.top].name}."


class EmptyHand(EmptyHandGoal):
    """Get rid of every card in hand this turn (on the first turn: All Out)."""

    def missed_reason(self, start, actions, pos, turn_ended) -> str:
        p = start.turn
        left = _hand_words(pos, p)
        n = len(pos.hand(p))
        if turn_ended:
            return f"Your turn is over with {n} card{'s' if n != 1 else ''} left ({left})."
        top = CARDS[pos.top]
        return (
            f"From here your hand cannot be emptied this turn: {n} card{'s' if n != 1 else ''} ({left}) "
            f"would be left whatever you play on the {top.name}."
        )

    def success_message(self, start, actions, pos) -> str:
        out = pos.outcome()
        if out is not None and out.reason == "all-out":
            return "Your hand is empty on your first turn: All Out, worth 2 points."
        return f"Your hand is empty after {self.game.presenter.actions_phrase(start, actions).gerund}."


class LongestChain(LongestChainGoal):
    """Discard as many cards as the position allows this turn (the solver computes the maximum)."""

    def describe(self, start) -> str:
        return "Discard as many cards as possible this turn."

    def achieved(self, start, actions, pos, turn_ended) -> bool:
        return turn_ended and _discarded(start, pos) >= self.best

    def missed_reason(self, start, actions, pos, turn_ended) -> str:
        done = _discarded(start, pos)
        if turn_ended:
            return f"You discarded {done} card{'s' if done != 1 else ''}; the longest chain here is {self.best}."
        reachable = done + longest_chain_length(pos)
        return (
            f"After this, at most {reachable} card{'s' if reachable != 1 else ''} can be discarded this turn; "
            f"the longest chain here is {self.best}."
        )

    def success_message(self, start, actions, pos) -> str:
        return f"{self.best} cards: the longest chain possible."


class DiscardCards(DiscardCardsGoal):
    """Discard all of the given `cards` this turn, in any order the rules allow."""

    def describe(self, start) -> str:
        return f"Discard {_cards_words(self.cards)} this turn."

    def missed_reason(self, start, actions, pos, turn_ended) -> str:
        hand = pos.hands[start.turn]
        kept = [c for c in self.cards if hand >> c & 1]
        left = _cards_words(kept)
        if turn_ended:
            return f"Your turn is over and {left} {'is' if len(kept) == 1 else 'are'} still in your hand."
        return f"From here {left} can no longer all be discarded this turn."


class NextMonth(Goal):
    """Question: which month may follow the top card? (answer: a month number, or `any` on a ghost)"""

    type = "next-month"
    kind = "question"

    def describe(self, start) -> str:
        return f"Which month may go on the {CARDS[start.top].name}?"

    def choices(self, start) -> list[dict]:
        out = [{"value": str(f.month), "label": f"{f.month} · {f.english}"} for f in FLOWERS]
        out.append({"value": "any", "label": "Any month"})
        return out

    def correct(self, start) -> set[str]:
        top = start.top
        if top in GHOSTS:
            return {"any"}
        return {str(CARDS[top].month % 12 + 1)}

    def explain_answer(self, start) -> str:
        top = CARDS[start.top]
        if start.top in GHOSTS:
            return f"The {top.name} is a ghost card: any card may go on it."
        nxt = FLOWERS[top.month % 12]
        return (f"The {top.name} is {with_article(top.flower.month_name)} card, so "
                f"{with_article(nxt.month_name)} ({nxt.english.lower()}) card follows it — or a ghost card.")


class NameTeyaku(Goal):
    """Question: which teyaku does a hand hold? (several or `none`; `player: 1|2`, default the player to move)"""

    type = "name-teyaku"
    kind = "question"
    multiple = True
    allowed = ("player",)

    def setup(self) -> None:
        self.player = player_parameter(self)

    def _hand(self, start) -> int:
        p = start.turn if self.player == "to-move" else self.player - 1
        return start.hands[p]

    def describe(self, start) -> str:
        who = "your hand" if self.player == "to-move" else f"player {self.player}'s hand"
        return f"Which teyaku does {who} hold? Choose all that apply, or none."

    def choices(self, start) -> list[dict]:
        out = [{"value": t.key, "label": f"{t.name} ({t.points})"} for t in TEYAKU]
        out.append({"value": "none", "label": "None"})
        return out

    def correct(self, start) -> set[str]:
        held = {t.key for t in teyaku_of(self._hand(start))}
        return held or {"none"}

    def explain_answer(self, start) -> str:
        held = teyaku_of(self._hand(start))
        if not held:
            return "This hand holds no teyaku. " + " ".join(
                f"{t.name}: {t.description.split('.')[0].split(':')[0].lower()}." for t in TEYAKU
            )
        return "This hand holds " + "; ".join(f"{t.name}, worth {t.points} points — {t.description.rstrip('.')}"
                                             for t in held) + "."


class DealOutcome(Goal):
    """Question: with both hands dealt, what happens before play starts? (play, void, p1, p2, p1-match, p2-match)"""

    type = "deal-outcome"
    kind = "question"

    def prepare(self, start) -> None:
        if not start.at_deal:
            raise GoalError("deal-outcome needs a position at the deal (nobody has played yet)", "type")

    def describe(self, start) -> str:
        return "Both hands are dealt. What happens before the first card is played?"

    def choices(self, start) -> list[dict]:
        return [
            {"value": "play", "label": "No teyaku: play starts"},
            {"value": "void", "label": "Teyaku cancel out: play starts"},
            {"value": "p1", "label": "Player 1 wins the round at once"},
            {"value": "p2", "label": "Player 2 wins the round at once"},
            {"value": "p1-match", "label": "Player 1 wins the whole match"},
            {"value": "p2-match", "label": "Player 2 wins the whole match"},
        ]

    def correct(self, start) -> set[str]:
        r = start.teyaku()
        if r.winner is None:
            return {"void"} if r.voided else {"play"}
        key = f"p{r.winner + 1}"
        return {key + "-match"} if r.reason == "buttakuri" else {key}

    def explain_answer(self, start) -> str:
        return start.teyaku().explain()


