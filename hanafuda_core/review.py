"""Match review: which of the learner's decisions cost points, and what was better.

After a round or a match against the computer, the learner's decisions are
weighed one by one with the evaluator (:mod:`hanafuda_core.evaluation`), so
a page can show a progress bar (one call per decision, in the worker)::

    r = MatchReview(session)
    for i in range(r.count):
        item = r.step(i)          # None, or a decision where a move was clearly better
    r.check(i, action)            # the decision as a puzzle: "find the better move"

A decision is listed when the best move was worth clearly more than the one
played: by at least :data:`SIGMAS` standard errors of the paired difference
(the same sampled deals for both moves), and by at least the game's
:meth:`~hanafuda_core.game.Computer.review_margin`.  Each weighing uses a seed
made from the match's seed and the decision's place, so a review gives the
same list every time, in CPython and in Pyodide.

The board of a listed decision is drawn as the learner saw it (the cards
they could not see stay face down); the evaluator only read what they could
see.
"""

from __future__ import annotations

from typing import Any

from .evaluation import Evaluation, evaluate
from .rng import Rng

__all__ = ["MatchReview", "SIGMAS", "points_words"]

SIGMAS = 2.5
"""Standard errors by which the better move must beat the move played."""


def _num(x: float) -> str:
    r = round(x, 1) if abs(x) < 20 else round(x)
    if r == int(r):
        return str(int(r))
    return f"{r:.1f}"


def points_words(x: float, seats: int) -> str:
    """Net points in words: "about 2.5 points ahead", "about 1 point behind"."""
    rival = "the computer" if seats == 2 else "the other players on average"
    if abs(x) < 0.05:
        return f"level with {rival}"
    n = _num(abs(x))
    unit = "point" if n == "1" else "points"
    return f"about {n} {unit} {'ahead of' if x > 0 else 'behind'} {rival}"


class MatchReview:
    """The learner's decisions in a :class:`~hanafuda_core.play.PlaySession`
    (every finished or current round), and their weighing."""

    def __init__(self, session: Any, samples: int | None = None):
        self.session = session
        self.game = session.game
        self.samples = samples
        self._points: list[tuple[int, int, Any, str]] = []  # round, move, position before, action played
        self._results: dict[int, Evaluation] = {}
        self._collect()

    def _collect(self) -> None:
        s = self.session
        g = self.game
        match = g.new_match(s.options, s.seed, s.seats)
        for r, actions in enumerate(s.rounds):
            if r:
                match.next_round()
            pos = match.position
            for i, a in enumerate(actions):
                if g.to_move(pos) == s.learner and len(g.legal_actions(pos)) > 1:
                    self._points.append((r, i, pos.copy(), a))
                g.push(pos, a)

    @property
    def count(self) -> int:
        """How many decisions the learner made (moves with a choice)."""
        return len(self._points)

    def _weigh(self, k: int) -> Evaluation:
        if k not in self._results:
            r, i, pos, _ = self._points[k]
            g = self.game
            legal = g.legal_actions(pos)
            n = self.samples or g.strong_settings().samples_for(len(legal))
            rng = Rng(f"{self.session.seed}/review/{r}/{i}")
            self._results[k] = evaluate(g, pos, rng, n, seat=self.session.learner, actions=legal)
        return self._results[k]

    def _check_index(self, k: Any) -> int:
        if isinstance(k, bool) or not isinstance(k, int) or not 0 <= k < self.count:
            raise ValueError(f"there is no decision {k!r} to review (there are {self.count})")
        return k

    def step(self, k: int) -> dict | None:
        """Weigh decision ``k``: None when the move played was as good as any
        (within the evaluator's error), else the review item (a dict)."""
        k = self._check_index(k)
        ev = self._weigh(k)
        r, i, pos, played = self._points[k]
        g = self.game
        margin = g.review_margin()
        if played == ev.best or not ev.clearly_worse(played, SIGMAS, margin):
            return None
        best = ev.values[0]
        mine = ev.value_of(played)
        seats = self.session.seats
        names = self.session.names
        better_words = g.presenter.action_words(pos, best.action)
        played_words = g.presenter.action_words(pos, played)
        why = g.explain_move(pos, best.action)
        diff = best.mean - mine.mean
        reason = (f"On average over {ev.samples} deals of the cards you could not see, the better move ends "
                  f"the round {points_words(best.mean, seats)}, yours {points_words(mine.mean, seats)}: "
                  f"{_num(diff)} point{'s' if _num(diff) != '1' else ''} more.")
        view = g.presenter.view(pos, me=self.session.learner, names=names, interactive=False)
        view["log"] = []
        view["status"] = f"The table as you saw it before round {r + 1}, move {i + 1}."
        return {
            "index": k, "round": r + 1, "move": i + 1,
            "played": {"action": played, "words": played_words, "mean": mine.mean,
                       "value": points_words(mine.mean, seats)},
            "better": {"action": best.action, "words": better_words, "mean": best.mean,
                       "value": points_words(best.mean, seats)},
            "difference": diff, "samples": ev.samples,
            "reason": reason, "why": why,
            "view": view,
        }

    def puzzle(self, k: int) -> dict:
        """Decision ``k`` as a puzzle: the board to click on (as the learner saw it)."""
        k = self._check_index(k)
        r, i, pos, _ = self._points[k]
        s = self.session
        view = self.game.presenter.view(pos, me=s.learner, names=s.names, interactive=True)
        view["log"] = []
        view["status"] = "Find the better move."
        return {"index": k, "view": view}

    def check(self, k: int, action: Any) -> dict:
        """The learner's answer to the puzzle of decision ``k``: correct when
        the move is not clearly worse than the best (moves too close to call
        are all accepted), with the figures in words."""
        k = self._check_index(k)
        ev = self._weigh(k)
        r, i, pos, played = self._points[k]
        g = self.game
        if not isinstance(action, str) or g.explain_illegal(pos, action) is not None:
            reason = g.explain_illegal(pos, action) if isinstance(action, str) else None
            return {"correct": False, "text": reason or "That is not a move of this game."}
        from .evaluation import copy_position

        canon = g.push(copy_position(pos), action)  # the legal action, as the engine writes it
        try:
            v = ev.value_of(canon)
        except KeyError:
            v = None
        seats = self.session.seats
        words = g.presenter.action_words(pos, action)
        if v is None:
            return {"correct": False, "text": "That move was not weighed."}
        best = ev.values[0]
        if canon == played:
            return {"correct": False,
                    "text": f"That is the move you played: it ends the round {points_words(v.mean, seats)} on "
                            f"average, while {g.presenter.action_words(pos, best.action)} ends it "
                            f"{points_words(best.mean, seats)}."}
        if ev.clearly_worse(canon, SIGMAS, g.review_margin()):
            return {"correct": False,
                    "text": f"Not this one: {words} ends the round {points_words(v.mean, seats)} on average, "
                            f"{g.presenter.action_words(pos, best.action)} {points_words(best.mean, seats)}."}
        close = "" if canon == best.action else " (too close to call against the best one)"
        return {"correct": True,
                "text": f"Yes: {words} ends the round {points_words(v.mean, seats)} on average{close}; "
                        f"the move you played, {points_words(ev.value_of(played).mean, seats)}."}
