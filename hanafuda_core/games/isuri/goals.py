"""Isuri's own goals, added to Hiyoko's: earn the most this turn (a move
goal), and which first discard earns the most (a question).  The engine
plays out every way to finish the turn (:func:`~.earnings.best_earnings`);
nothing is typed in as an answer."""

from __future__ import annotations

from ...cardset import bits as _bits
from ...families.shedding.solver import turn_sequences
from ...families.shedding.words import as_sentence, clauses
from ...goal import Goal, GoalError
from ...messages import Message, listed, msg, msg_n
from ..hiyoko.words import card_text, cards_text
from .cards import SOU_DASHI_BONUS
from .earnings import best_earnings, earned
from .position import IsuriPosition


def _points(n: int) -> Message:
    return msg_n("{n} point", "{n} points", n, n=n)


def _best_line(pos) -> tuple[list, object, int]:
    """The first way to finish the turn that earns the most: (actions, end, earned)."""
    best = None
    for seq, end in turn_sequences(pos, 20000):
        e = earned(pos, end)
        if best is None or e > best[2]:
            best = (seq, end, e)
    return best if best is not None else ([], pos, 0)


def _first_words(pos, action, capital: bool = False) -> Message:
    """A first move, as a choice names it: "the Curtain", "two Pine chaffs together"."""
    a = pos.normalize(action)
    if a.kind == "multi":
        return msg("{cards} together", cards=cards_text(a.cards, capital))
    if a.kind == "discard":
        return card_text(a.cards[0], capital)
    if a.kind == "pass":
        return msg("Passing") if capital else msg("passing")
    return msg("Stopping") if capital else msg("stopping")


def _paid_words(pos, action) -> Message:
    """A move with what it is paid: "the Curtain (paid 3)", "stopping"."""
    a = pos.normalize(action)
    if a.kind == "multi":
        return msg("{cards} together (paid {n})", cards=cards_text(a.cards), n=sum(pos.value(c) for c in a.cards))
    if a.kind == "discard":
        return msg("{card} (paid {n})", card=card_text(a.cards[0]), n=pos.value(a.cards[0]))
    return msg("stopping") if a.kind == "stop" else msg("passing")


def _why_better(start, done_actions, best_seq, best_end) -> Message:
    """What the best line does that the learner's line does not, in words:
    where the learner's moves leave the best line nearest to them, and what
    that line earns that theirs does not."""
    me = start.turn
    done = [start.normalize(a) for a in done_actions]
    best_lines = []
    for seq, end in turn_sequences(start, 20000):
        if earned(start, end) == earned(start, best_end):
            best_lines.append((seq, end))

    def common(seq) -> int:
        k = 0
        while k < len(seq) and k < len(done) and seq[k] == done[k]:
            k += 1
        return k

    seq, end = max(best_lines, key=lambda t: common(t[0]))
    k = common(seq)
    reasons = []
    if k < len(done) and k < len(seq):
        at = start.copy(stack=False)
        for a in seq[:k]:
            at.push_unchecked(a)
        if done[k].kind == "stop":
            reasons.append(msg("you stopped, but {move} could still follow", move=_paid_words(at, seq[k])))
        elif k == 0:
            reasons.append(msg("at the start of the turn, {move} earns more in the end than {other}",
                               move=_paid_words(at, seq[k]), other=_paid_words(at, done[k])))
        else:
            reasons.append(msg("after {moves}, {move} earns more in the end than {other}",
                               moves=self_words(start, seq[:k]), move=_paid_words(at, seq[k]),
                               other=_paid_words(at, done[k])))
    if not end.hands[me]:
        extra = []
        if end.pot:
            extra.append(msg("takes the pot of {points}", points=_points(end.pot)))
        if end.chain == 6:
            extra.append(msg("earns {n} more for all six cards", n=SOU_DASHI_BONUS))
        if extra:
            reasons.append(msg("emptying your hand {does}", does=listed(extra)))
    if any(a.kind == "multi" for a in seq) and not any(a.kind == "multi" for a in done):
        reasons.append(msg("three or more cards of one month can go down together, and each of them is paid"))
    if not reasons:
        reasons.append(msg("another order lets more valuable cards go"))
    return clauses(reasons)


def self_words(start, seq) -> Message:
    """Moves one after the other, by their cards: "the Curtain and two Pine chaffs together"."""
    return listed([msg("{cards} together", cards=cards_text(a.cards)) if a.kind == "multi" else cards_text(a.cards)
                   for a in seq])


class EarnMost(Goal):
    """Earn as many points as possible this turn: payments for the cards discarded, and the pot if the hand empties (the engine finds the maximum)."""

    type = "earn-most"

    def prepare(self, start) -> None:
        if not isinstance(start, IsuriPosition):
            raise GoalError("earn-most is an Isuri goal", "type")
        self.best = best_earnings(start)
        if self.best <= 0:
            raise GoalError("nothing can be earned this turn in this position", "type")

    def describe(self, start) -> Message:
        return msg("Earn as many points as you can this turn.")

    def achieved(self, start, actions, pos, turn_ended) -> bool:
        return (turn_ended or pos.outcome() is not None) and earned(start, pos) >= self.best

    def missed_reason(self, start, actions, pos, turn_ended) -> Message:
        got = earned(start, pos)
        seq, end, best = _best_line(start)
        why = _why_better(start, actions, seq, end)
        if turn_ended or pos.outcome() is not None:
            return msg("This turn earned {got}, and {best} were possible: {why}.", got=_points(got),
                       best=_points(best), why=why)
        _seq2, _end2, reach = _best_line(pos)
        first = (self.game.presenter.action_phrase(start, actions[0]).gerund if len(actions) == 1
                 else msg("these moves"))
        return msg("After {moves}, at most {most} can be earned this turn, and {best} are possible: {why}.",
                   moves=first, most=_points(got + reach), best=_points(best), why=why)

    def success_message(self, start, actions, pos) -> Message:
        return msg("{best}, the most this turn can earn ({breakdown}), by {actions}.", best=_points(self.best),
                   breakdown=breakdown(start, pos), actions=self.game.presenter.actions_phrase(start, actions).gerund)


def breakdown(start, end) -> Message:
    """What a turn earned, in words: the cards, the bonus, the pot, a pass."""
    me = start.turn
    mine = _bits(start.hands[me] & ~end.hands[me])
    parts = []
    paid = sum(start.value(c) for c in mine)
    if mine:
        parts.append(msg_n("{points} for {n} card", "{points} for {n} cards", len(mine), points=_points(paid),
                           n=len(mine)))
    if not end.hands[me]:
        if end.chain == 6:
            parts.append(msg("{n} for all six in one turn", n=SOU_DASHI_BONUS))
        if end.pot:
            parts.append(msg("the pot of {points}", points=_points(end.pot)))
    return listed(parts, commas_only=True) if parts else msg("nothing")


class BestDiscard(Goal):
    """Question: which first discard earns the most this turn? (the engine plays out every way to finish the turn after each)"""

    type = "best-discard"
    kind = "question"

    def prepare(self, start) -> None:
        if not isinstance(start, IsuriPosition):
            raise GoalError("best-discard is an Isuri goal", "type")
        firsts = [a for a in start.legal_actions() if a.is_discard]
        if len(firsts) < 2:
            raise GoalError("best-discard needs a position with at least two possible discards", "type")
        self._table = None

    def _by_first(self, start) -> list[tuple[object, int]]:
        if self._table is None or self._table[0] is not start:
            out = []
            for a in start.legal_actions():
                if not a.is_discard:
                    continue
                after = start.copy(stack=False)
                after.push_unchecked(a)
                if after.outcome() is not None or after.turn != start.turn:
                    e = earned(start, after)
                else:
                    e = earned(start, after) + best_earnings(after)
                out.append((a, e))
            self._table = (start, out)
        return self._table[1]

    def describe(self, start) -> Message:
        return msg("Which discard should start your turn to earn the most points this turn?")

    def choices(self, start) -> list[dict]:
        return [{"value": a.text(), "label": _first_words(start, a, capital=True)} for a, _ in self._by_first(start)]

    def correct(self, start) -> set[str]:
        table = self._by_first(start)
        best = max(e for _, e in table)
        return {a.text() for a, e in table if e == best}

    def explain_answer(self, start) -> Message:
        table = sorted(self._by_first(start), key=lambda t: -t[1])
        parts = [msg("Starting with {move}, the turn earns at most {points}", move=_paid_words(start, a),
                     points=_points(e)) if i == 0 else
                 msg("starting with {move}, the turn earns at most {points}", move=_paid_words(start, a),
                     points=_points(e)) for i, (a, e) in enumerate(table)]
        return as_sentence(clauses(parts))


ISURI_GOALS = (EarnMost, BestDiscard)
