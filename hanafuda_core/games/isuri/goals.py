"""Isuri's own goals, added to Hiyoko's: earn the most this turn (a move
goal), and which first discard earns the most (a question).  The engine
plays out every way to finish the turn (:func:`~.engine.best_earnings`);
nothing is typed in as an answer."""

from __future__ import annotations

from ...learning.goals import Goal, GoalError
from ..hiyoko import engine as _h
from ..hiyoko.engine import card_text, cards_text
from . import engine as _e


def _points(n: int) -> str:
    return f"{n} point{'s' if n != 1 else ''}"


def _best_line(pos) -> tuple[list, object, int]:
    """The first way to finish the turn that earns the most: (actions, end, earned)."""
    best = None
    for seq, end in _h.turn_sequences(pos, 20000):
        e = _e.earned(pos, end)
        if best is None or e > best[2]:
            best = (seq, end, e)
    return best if best is not None else ([], pos, 0)


def _first_words(pos, action) -> str:
    a = pos.normalize(action)
    if a.kind == "multi":
        return f"{cards_text(a.cards)} together"
    if a.kind == "discard":
        return card_text(a.cards[0])
    return "passing" if a.kind == "pass" else "stopping"


def _why_better(start, done_actions, best_seq, best_end) -> str:
    """What the best line does that the learner's line does not, in words."""
    me = start.turn
    done = [start.normalize(a) for a in done_actions]
    reasons = []
    if not best_end.hands[me]:
        extra = []
        if best_end.pot:
            extra.append(f"takes the pot of {_points(best_end.pot)}")
        if best_end.chain == 6:
            extra.append(f"earns {_e.SOU_DASHI_BONUS} more for all six cards")
        if extra:
            reasons.append("emptying your hand " + " and ".join(extra))
    if any(a.kind == "multi" for a in best_seq) and not any(a.kind == "multi" for a in done):
        reasons.append("three or more cards of one month can go down together, and each of them is paid")
    if done and done[-1].kind == "stop" and len(best_seq) > len(done):
        reasons.append("you stopped while cards could still follow")
    if not reasons:
        reasons.append("another order lets more valuable cards go")
    return "; ".join(reasons)


class EarnMost(Goal):
    """Earn as many points as possible this turn: payments for the cards discarded, and the pot if the hand empties (the engine finds the maximum)."""

    type = "earn-most"

    def prepare(self, start) -> None:
        if not isinstance(start, _e.IsuriPosition):
            raise GoalError("earn-most is an Isuri goal", "type")
        self.best = _e.best_earnings(start)
        if self.best <= 0:
            raise GoalError("nothing can be earned this turn in this position", "type")

    def describe(self, start) -> str:
        return "Earn as many points as you can this turn."

    def achieved(self, start, actions, pos, turn_ended) -> bool:
        return (turn_ended or pos.outcome() is not None) and _e.earned(start, pos) >= self.best

    def missed_reason(self, start, actions, pos, turn_ended) -> str:
        got = _e.earned(start, pos)
        seq, end, best = _best_line(start)
        why = _why_better(start, actions, seq, end)
        if turn_ended or pos.outcome() is not None:
            return f"This turn earned {_points(got)}, and {_points(best)} were possible: {why}."
        _seq2, _end2, reach = _best_line(pos)
        return (f"After {_first_words(start, actions[0]) if len(actions) == 1 else 'these moves'}, at most "
                f"{_points(got + reach)} can be earned this turn, and {_points(best)} are possible: {why}.")

    def success_message(self, start, actions, pos) -> str:
        return f"{_points(self.best)}, the most this turn can earn: {self.game.actions_words(start, actions)}."


class BestDiscard(Goal):
    """Question: which first discard earns the most this turn? (the engine plays out every way to finish the turn after each)"""

    type = "best-discard"
    kind = "question"

    def prepare(self, start) -> None:
        if not isinstance(start, _e.IsuriPosition):
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
                after._push(a)
                if after.outcome() is not None or after.turn != start.turn:
                    e = _e.earned(start, after)
                else:
                    e = _e.earned(start, after) + _e.best_earnings(after)
                out.append((a, e))
            self._table = (start, out)
        return self._table[1]

    def describe(self, start) -> str:
        return "Which discard should start your turn to earn the most points this turn?"

    def choices(self, start) -> list[dict]:
        return [{"value": a.text(), "label": _cap(_first_words(start, a))} for a, _ in self._by_first(start)]

    def correct(self, start) -> set[str]:
        table = self._by_first(start)
        best = max(e for _, e in table)
        return {a.text() for a, e in table if e == best}

    def explain_answer(self, start, answer) -> str:
        table = sorted(self._by_first(start), key=lambda t: -t[1])
        parts = [f"Starting with {_first_words(start, a)}, the turn earns at most {_points(e)}" for a, e in table]
        return "; ".join(parts) + "."


def _cap(text: str) -> str:
    return text[:1].upper() + text[1:]


ISURI_GOALS = (EarnMost, BestDiscard)
