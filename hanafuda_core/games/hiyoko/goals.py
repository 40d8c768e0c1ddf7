"""Hiyoko goals (Isuri offers them too): discard legally, empty the hand,
the longest chain, discard given cards; questions on the months that may
follow, the cards that may go, and what happens after a pass.  Every answer
is computed by the engine; every message names cards and months in words.
The move goals' shared part is the shedding family's
(:mod:`hanafuda_core.families.shedding.goals`), their words are Hiyoko's."""

from __future__ import annotations

from ...cardset import bits as _bits
from ...deck import CARDS
from ...families.shedding.months import month_list, next_months
from ...families.shedding.solver import longest_chain_length, turn_sequences
from ...families.shedding.words import as_sentence
from ...goal import Goal, GoalError
from ...families.shedding.goals import DiscardCardsGoal, EmptyHandGoal, LegalDiscardGoal, LongestChainGoal
from ...messages import Message, msg, msg_in, msg_n, sentences
from .actions import PASS
from .words import card_text, cards_text, chaff_name, month_name, month_text, months_text


def _n_cards(n: int) -> Message:
    return msg_n("{n} card", "{n} cards", n, n=n)


def _discarded(start, pos) -> int:
    return len(pos.discard) - len(start.discard) if len(pos.discard) >= len(start.discard) else 0


def _cards_played(game, start, actions) -> int:
    return sum(len(start.normalize(a).cards) for a in actions if start.normalize(a).is_discard)


def _why_stuck(pos, player: int) -> Message:
    """Why the chain cannot go on from ``pos`` (the top card and the months it needs)."""
    return pos.top_words()


class LegalDiscard(LegalDiscardGoal):
    """Put any card on the discard pile that may legally go there."""

    def describe(self, start) -> Message:
        return msg("Discard a card that may go on {card}.", card=card_text(start.top))

    def achieved(self, start, actions, pos, turn_ended) -> bool:
        return bool(actions) and start.normalize(actions[0]).is_discard

    def success_message(self, start, actions, pos) -> Message:
        a = start.normalize(actions[0])
        if a.kind == "multi":
            return msg("Right: {cards} may go down together on {card}.", cards=cards_text(a.cards),
                       card=card_text(start.top))
        c = a.cards[0]
        return msg("Right: {card} may go on the pile, since {top}.", card=start.card_words(c),
                   top=start.top_words())


class EmptyHand(EmptyHandGoal):
    """Get rid of every card in hand this turn."""

    def missed_reason(self, start, actions, pos, turn_ended) -> Message:
        p = start.turn
        left = _bits(pos.hands[p])
        if turn_ended:
            return msg("Your turn is over with {count} left ({cards}): {why}", count=_n_cards(len(left)),
                       cards=cards_text(left), why=_after_words(pos, start, actions))
        return msg("From here your hand cannot be emptied this turn: whatever follows, {cards} would be left. "
                   "Now {top}.", cards=cards_text(_stuck_cards(pos)), top=pos.top_words())

    def success_message(self, start, actions, pos) -> Message:
        return msg("Your hand is empty after {actions}. You win the round.",
                   actions=self.game.presenter.actions_phrase(start, actions).gerund)


def _after_words(pos, start=None, actions=()) -> Message:
    """After a turn ended: why it ended (a pass, a stop, or nothing could follow)."""
    last = start.normalize(actions[-1]) if start is not None and actions else None
    if last is not None and last.kind == "pass":
        return msg("you passed.")
    if last is not None and last.kind == "stop":
        me = start.turn
        could = _bits(pos.rules.follow(pos.top, False) & pos.hands[me])
        if could:
            return msg("you stopped, although {cards} could still follow {card}.", cards=cards_text(could),
                       card=card_text(pos.top))
        return msg("you stopped.")
    return msg("{top}, and nothing in your hand could.", top=pos.top_words())


def _removable(pos) -> int:
    """The cards of the player to move that some way of finishing the turn discards."""
    p = pos.turn
    hand = pos.hands[p]
    gone = 0
    for seq, end in turn_sequences(pos, 2000):
        gone |= hand & ~end.hands[p]
    return gone


def _lost_words(start, pos) -> Message | None:
    """"The Pine chaff can no longer go this turn." — the cards the last moves stranded (None: none)."""
    me = start.turn
    lost = _removable(start) & pos.hands[me] & ~_removable(pos) if pos.turn == me else 0
    if not lost:
        return None
    return msg("{cards} can no longer go this turn.", cards=cards_text(_bits(lost), capital=True))


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

    def describe(self, start) -> Message:
        return msg("Discard as many cards as you can this turn.")

    def achieved(self, start, actions, pos, turn_ended) -> bool:
        return (turn_ended or pos.outcome() is not None) and _discarded(start, pos) >= self.best

    def missed_reason(self, start, actions, pos, turn_ended) -> Message:
        done = _discarded(start, pos)
        if turn_ended:
            return msg("You discarded {count}, and {best} cards can go this turn: {why}", count=_n_cards(done),
                       best=self.best, why=_after_words(pos, start, actions))
        reachable = done + longest_chain_length(pos)
        text = msg("After this, at most {count} can go this turn, and {best} could: {top}.",
                   count=_n_cards(reachable), best=self.best, top=pos.top_words())
        lost = _lost_words(start, pos)
        return text if lost is None else sentences([text, lost])

    def success_message(self, start, actions, pos) -> Message:
        return msg("{best} cards, the longest chain possible, by {actions}.", best=self.best,
                   actions=self.game.presenter.actions_phrase(start, actions).gerund)


class DiscardCards(DiscardCardsGoal):
    """Discard all of the given `cards` this turn, in any order the rules allow."""

    def describe(self, start) -> Message:
        return msg("Discard {cards} this turn.", cards=cards_text(self.cards))

    def missed_reason(self, start, actions, pos, turn_ended) -> Message:
        hand = pos.hands[start.turn]
        left = [c for c in self.cards if hand >> c & 1]
        if turn_ended:
            return msg_n("Your turn is over and {cards} is still in your hand: {why}",
                         "Your turn is over and {cards} are still in your hand: {why}", len(left),
                         cards=cards_text(left), why=_after_words(pos, start, actions))
        return msg("From here {cards} can no longer all go this turn: {top}.", cards=cards_text(left),
                   top=pos.top_words())


class FollowMonths(Goal):
    """Question: which months may go on the top card? (all that apply, by their place in the Nagoya order)"""

    type = "follow-months"
    kind = "question"
    multiple = True

    def describe(self, start) -> Message:
        return msg("Which months may go on {card}? Choose all that apply.", card=card_text(start.top))

    def choices(self, start) -> list[dict]:
        return [{"value": str(m), "label": msg_in("a month of the Nagoya order as a choice: its place and flower",
                                                  "{m} · {flower}", m=m, flower=month_name(m))}
                for m in range(1, 13)]

    def correct(self, start) -> set[str]:
        return {str(m) for m in month_list(next_months(start.top_months()))}

    def explain_answer(self, start) -> Message:
        top = start.top
        months = start.top_months()
        rules = start.rules
        parts = [as_sentence(start.top_words(capital=True))]
        if start.top_turned and top in start.wild_turned:
            parts.append(msg("{card} is wild because it was turned up from the draw pile; discarded from a hand it "
                             "would be just {month}.", card=card_text(top, capital=True),
                             month=month_text(rules.own_month(top))))
        elif top in start.wild_turned:
            parts.append(msg("{card} was discarded from a hand, so it is just its own month; only turned up from "
                             "the draw pile would it be wild.", card=card_text(top, capital=True)))
        elif months.bit_count() == 1:
            m = month_list(months)[0]
            parts.append(msg("In the Nagoya order {next} comes after {month}.", next=month_text(m % 12 + 1),
                             month=month_text(m)))
        need = next_months(months)
        parts.append(msg("A wild card that counts as {months} may go too.",
                         months=months_text(need) if need.bit_count() < 12 else msg("any month")))
        return sentences(parts)


class CanFollow(Goal):
    """Question: which cards of your hand may go on the top card now? (all that apply, or none)"""

    type = "can-follow"
    kind = "question"
    multiple = True

    def prepare(self, start) -> None:
        if not start.hands[start.turn]:
            raise GoalError("the player to move has no cards", "type")

    def describe(self, start) -> Message:
        return msg("Which cards of your hand may go on {card} now? Choose all that apply, or none.",
                   card=card_text(start.top))

    def choices(self, start) -> list[dict]:
        out = [{"value": CARDS[c].code, "label": card_text(c, capital=True)} for c in _bits(start.hands[start.turn])]
        out.append({"value": "none", "label": msg("None of them")})
        return out

    def _legal(self, start) -> list[int]:
        return sorted({a.cards[0] for a in start.legal_actions() if a.kind == "discard"})

    def correct(self, start) -> set[str]:
        return {CARDS[c].code for c in self._legal(start)} or {"none"}

    def explain_answer(self, start) -> Message:
        legal = set(self._legal(start))
        parts = [as_sentence(start.top_words(capital=True))]
        said: list[tuple[Message, str]] = []
        turned_months = next_months(start.top_months())
        hand = _bits(start.hands[start.turn])
        for c in hand:
            fits = c in legal
            why = start.card_words(c)
            if fits and not start.rules.follows(start.top, c, start.top_turned):
                verdict = "combo"
            elif fits:
                verdict = "may"
            elif c in start.wild_turned and not start.rules.is_wild_in_hand(c) \
                    and start.wild_turned[c] & turned_months:
                verdict = "turned"
            else:
                verdict = "may not"
            said.append((why, verdict))
        i = 0
        while i < len(said):
            j = i
            while j + 1 < len(said) and said[j + 1] == said[i]:
                j += 1
            c = hand[i]
            verdict = said[i][1]
            if j > i:
                name = chaff_name(c)
                both = (msg_in("chaffs of one flower, all of them, starting a sentence", "Both {chaff}s", chaff=name)
                        if j == i + 1 else
                        msg_in("chaffs of one flower, all of them, starting a sentence", "All {chaff}s", chaff=name))
                parts.append(_verdict(start.card_words(c, card=both), verdict, True))
            else:
                parts.append(_verdict(start.card_words(c, capital=True), verdict, False))
            i = j + 1
        return sentences(parts)


def _verdict(card: Message, verdict: str, several: bool) -> Message:
    """Whether ``card`` (or cards alike) may go on the top card, as a sentence."""
    if verdict == "combo":
        return msg("{card} may go, thanks to the One-Two combo.", card=card)
    if verdict == "may":
        return msg("{card} may go.", card=card)
    if verdict == "turned":
        if several:
            return msg("{card} may not: they are wild only when turned up from the draw pile, and in a hand they "
                       "are only its own month.", card=card)
        return msg("{card} may not: it is wild only when turned up from the draw pile, and in a hand it is only "
                   "its own month.", card=card)
    return msg("{card} may not.", card=card)


class AfterPass(Goal):
    """Question: the player to move cannot follow and passes; what happens next? (the engine plays it out)"""

    type = "after-pass"
    kind = "question"

    def prepare(self, start) -> None:
        if start.legal_actions() != [PASS]:
            raise GoalError("after-pass needs a position where the player to move can only pass", "type")

    def describe(self, start) -> Message:
        return msg("Nothing in your hand can follow, so you pass. What happens next?")

    def choices(self, start) -> list[dict]:
        return [
            {"value": "opponent-plays", "label": msg("Your opponent plays on the same top card")},
            {"value": "you-draw", "label": msg("You turn up the next card and play on it")},
            {"value": "opponent-draws", "label": msg("Your opponent turns up the next card and plays on it")},
        ]

    def correct(self, start) -> set[str]:
        what, who = start.who_draws_after_pass()
        if what == "plays":
            return {"opponent-plays"}
        return {"you-draw" if who == start.turn else "opponent-draws"}

    def explain_answer(self, start) -> Message:
        what, who = start.who_draws_after_pass()
        me = start.turn
        rule = start.options.draw_rule
        if what == "plays":
            return msg("Your opponent holds a card that can follow, so they play on after your pass: {top}.",
                       top=start.top_words())
        if start.passes == 1:
            return msg("Your opponent passed just before you, so after your pass nobody has played twice in a row: "
                       "the player who passed first, your opponent, turns up the next card from the draw pile and "
                       "plays on it.")
        if rule == "discarder" and start.top_by == 1 - me:
            return msg("When you cannot follow your opponent's discard, the player who discarded it — your "
                       "opponent — turns up the next card from the draw pile at once and plays on it.")
        return msg("Your opponent cannot follow either and passes too. After two passes in a row the player who "
                   "passed first — you — turns up the next card from the draw pile and plays on it.")


GOALS = (LegalDiscard, EmptyHand, LongestChain, DiscardCards, FollowMonths, CanFollow, AfterPass)
