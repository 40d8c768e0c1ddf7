"""Poka goals: discard legally, empty the hand, the longest chain, discard
given cards, name the next month, name the teyaku, the deal's outcome.
Every answer is computed by the engine (:mod:`hanafuda_core.games.poka.engine`);
the move goals' shared part is the shedding family's
(:mod:`hanafuda_core.families.shedding.goals`), their words are Poka's."""

from __future__ import annotations

from ...deck import CARDS, FLOWERS
from ...families.shedding.goals import DiscardCardsGoal, EmptyHandGoal, LegalDiscardGoal, LongestChainGoal
from ...families.shedding.solver import longest_chain_length
from ...families.shedding.words import the_card_capital
from ...goal import Goal, GoalError, player_parameter
from ...messages import Message, msg, msg_in, msg_n, sentences
from ...names import cards_words as _cards_words, flower_in_sentence, flower_name, month_card, month_name, the_card
from ...words import article
from .actions import PokaAction
from .cards import GHOSTS
from .teyaku import TEYAKU, teyaku_of


def _hand_words(pos, player) -> Message:
    return _cards_words(c.index for c in pos.hand(player))


def _discarded(start, pos) -> int:
    return len(pos.discard) - len(start.discard)


class LegalDiscard(LegalDiscardGoal):
    """Put any card on the discard pile that may legally go there."""

    def describe(self, start) -> Message:
        return msg("Discard a card that may go on {card}.", card=the_card(CARDS[start.top]))

    def achieved(self, start, actions, pos, turn_ended) -> bool:
        return bool(actions) and PokaAction.parse(actions[0]).is_discard

    def success_message(self, start, actions, pos) -> Message:
        c = CARDS[PokaAction.parse(actions[0]).cards[-1]]
        return msg("Right: {card} may go on {top}.", card=the_card(c), top=the_card(CARDS[start.top]))


class EmptyHand(EmptyHandGoal):
    """Get rid of every card in hand this turn (on the first turn: All Out)."""

    def missed_reason(self, start, actions, pos, turn_ended) -> Message:
        p = start.turn
        left = _hand_words(pos, p)
        n = len(pos.hand(p))
        if turn_ended:
            return msg_n("Your turn is over with {n} card left ({cards}).",
                         "Your turn is over with {n} cards left ({cards}).", n, n=n, cards=left)
        top = the_card(CARDS[pos.top])
        return msg_n("From here your hand cannot be emptied this turn: {n} card ({cards}) would be left whatever "
                     "you play on {top}.",
                     "From here your hand cannot be emptied this turn: {n} cards ({cards}) would be left whatever "
                     "you play on {top}.", n, n=n, cards=left, top=top)

    def success_message(self, start, actions, pos) -> Message:
        out = pos.outcome()
        if out is not None and out.reason == "all-out":
            return msg("Your hand is empty on your first turn: All Out, worth 2 points.")
        return msg("Your hand is empty after {actions}.",
                   actions=self.game.presenter.actions_phrase(start, actions).gerund)


class LongestChain(LongestChainGoal):
    """Discard as many cards as the position allows this turn (the solver computes the maximum)."""

    def describe(self, start) -> Message:
        return msg("Discard as many cards as possible this turn.")

    def achieved(self, start, actions, pos, turn_ended) -> bool:
        return turn_ended and _discarded(start, pos) >= self.best

    def missed_reason(self, start, actions, pos, turn_ended) -> Message:
        done = _discarded(start, pos)
        if turn_ended:
            return msg_n("You discarded {n} card; the longest chain here is {best}.",
                         "You discarded {n} cards; the longest chain here is {best}.", done, n=done, best=self.best)
        reachable = done + longest_chain_length(pos)
        return msg_n("After this, at most {n} card can be discarded this turn; the longest chain here is {best}.",
                     "After this, at most {n} cards can be discarded this turn; the longest chain here is {best}.",
                     reachable, n=reachable, best=self.best)

    def success_message(self, start, actions, pos) -> Message:
        return msg("{best} cards: the longest chain possible.", best=self.best)


class DiscardCards(DiscardCardsGoal):
    """Discard all of the given `cards` this turn, in any order the rules allow."""

    def describe(self, start) -> Message:
        return msg("Discard {cards} this turn.", cards=_cards_words(self.cards))

    def missed_reason(self, start, actions, pos, turn_ended) -> Message:
        hand = pos.hands[start.turn]
        kept = [c for c in self.cards if hand >> c & 1]
        left = _cards_words(kept)
        if turn_ended:
            return msg_n("Your turn is over and {cards} is still in your hand.",
                         "Your turn is over and {cards} are still in your hand.", len(kept), cards=left)
        return msg("From here {cards} can no longer all be discarded this turn.", cards=left)


class NextMonth(Goal):
    """Question: which month may follow the top card? (answer: a month number, or `any` on a ghost)"""

    type = "next-month"
    kind = "question"

    def describe(self, start) -> Message:
        return msg("Which month may go on {card}?", card=the_card(CARDS[start.top]))

    def choices(self, start) -> list[dict]:
        out = [{"value": str(f.month), "label": msg_in("a month as a choice: its number and flower", "{n} · {flower}",
                                                       n=f.month, flower=flower_name(f))} for f in FLOWERS]
        out.append({"value": "any", "label": msg("Any month")})
        return out

    def correct(self, start) -> set[str]:
        top = start.top
        if top in GHOSTS:
            return {"any"}
        return {str(CARDS[top].month % 12 + 1)}

    def explain_answer(self, start) -> Message:
        top = CARDS[start.top]
        if start.top in GHOSTS:
            return msg("{card} is a ghost card: any card may go on it.", card=the_card_capital(top))
        nxt = FLOWERS[top.month % 12]
        if article(nxt.month_name) == "an":
            return msg("{card} is {month_card}, so an {month} ({flower}) card follows it — or a ghost card.",
                       card=the_card_capital(top), month_card=month_card(top.month), month=month_name(nxt.month),
                       flower=flower_in_sentence(nxt))
        return msg("{card} is {month_card}, so a {month} ({flower}) card follows it — or a ghost card.",
                   card=the_card_capital(top), month_card=month_card(top.month), month=month_name(nxt.month),
                   flower=flower_in_sentence(nxt))


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

    def describe(self, start) -> Message:
        if self.player == "to-move":
            return msg("Which teyaku does your hand hold? Choose all that apply, or none.")
        return msg("Which teyaku does player {n}'s hand hold? Choose all that apply, or none.", n=self.player)

    def choices(self, start) -> list[dict]:
        out = [{"value": t.key, "label": msg_in("a teyaku as a choice: its name and points", "{name} ({points})",
                                                name=t.name_words, points=t.points)} for t in TEYAKU]
        out.append({"value": "none", "label": msg_in("a question's choice: no teyaku", "None")})
        return out

    def correct(self, start) -> set[str]:
        held = {t.key for t in teyaku_of(self._hand(start))}
        return held or {"none"}

    def explain_answer(self, start) -> Message:
        held = teyaku_of(self._hand(start))
        if not held:
            return sentences([msg("This hand holds no teyaku.")] + [
                msg("{name}: {what}.", name=t.name_words, what=t.short_words) for t in TEYAKU])
        out = None
        for t in held:
            one = msg("{name}, worth {points} points — {description}", name=t.name_words, points=t.points,
                      description=t.description_words)
            out = one if out is None else msg_in("teyaku in a list, joined with semicolons", "{first}; {next}",
                                                 first=out, next=one)
        return msg("This hand holds {teyaku}.", teyaku=out)


class DealOutcome(Goal):
    """Question: with both hands dealt, what happens before play starts? (`play`, `void`, `p1`, `p2`, `p1-match`, `p2-match`)"""

    type = "deal-outcome"
    kind = "question"

    def prepare(self, start) -> None:
        if not start.at_deal:
            raise GoalError("deal-outcome needs a position at the deal (nobody has played yet)", "type")

    def describe(self, start) -> Message:
        return msg("Both hands are dealt. What happens before the first card is played?")

    def choices(self, start) -> list[dict]:
        return [
            {"value": "play", "label": msg("No teyaku: play starts")},
            {"value": "void", "label": msg("Teyaku cancel out: play starts")},
            {"value": "p1", "label": msg("Player 1 wins the round at once")},
            {"value": "p2", "label": msg("Player 2 wins the round at once")},
            {"value": "p1-match", "label": msg("Player 1 wins the whole match")},
            {"value": "p2-match", "label": msg("Player 2 wins the whole match")},
        ]

    def correct(self, start) -> set[str]:
        r = start.teyaku()
        if r.winner is None:
            return {"void"} if r.voided else {"play"}
        key = f"p{r.winner + 1}"
        return {key + "-match"} if r.reason == "buttakuri" else {key}

    def explain_answer(self, start) -> Message:
        return start.teyaku().explain()
