"""Match review: which of the learner's decisions cost points, and what was better.

After a round or a match against the computer, the learner's decisions are
weighed one by one with the evaluator (:mod:`hanafuda_core.evaluation`), so
a page can show a progress bar (one call per decision, in the worker)::

    r = MatchReview(session)
    for i in range(r.count):
        item = r.step(i)          # None, or a decision where a move was clearly better
    r.check(i, action)            # the decision as a puzzle: "find the better move"

**One rule judges a decision** (:class:`Judgement`), for the list and for
its puzzle alike.  The decision has one *tolerance*, the same for every
move of it (:meth:`~hanafuda_core.evaluation.Evaluation.tolerance`): the
largest shortfall from the best move of any move the samples cannot tell
from it (short by no more than :data:`SIGMAS` standard errors of its paired
difference with the best: the same sampled deals for both), and at least the
game's :meth:`~hanafuda_core.game.Computer.review_margin`; rounded up to the
figure the learner reads.  A move is *clearly worse* when the best one is
worth more than it by more than the tolerance (as the learner reads the
figures); the decision is listed when the move played is clearly worse, and
a puzzle answer is right when it is not.  So two moves of the same value
always get the same verdict, a move closer to the best than an accepted one
is accepted too, a move is never called worse when its own paired test
cannot tell it from the best, and every text says the tolerance ("Moves
within 0.8 points of the best one are too close to call").

Each weighing uses a seed made from the match's seed and the decision's
place, so a review gives the same list every time, in CPython and in
Pyodide.  The board of a listed decision is drawn as the learner saw it (the
cards they could not see stay face down); the evaluator only read what they
could see.  Moves are numbered as the learner counts them: their own moves
of the round ("your move 9 (round 1)").
"""

from __future__ import annotations

import math
from typing import Any

from .evaluation import Evaluation, copy_position, evaluate
from .messages import Message, msg, msg_in, msg_n, sentences
from .rng import Rng

__all__ = ["MatchReview", "Judgement", "SIGMAS", "points_words", "rival_words", "ends_words", "number_words"]

SIGMAS = 2.5
"""Standard errors of its paired difference with the best within which a move cannot be told from the best."""


def number_words(x: float) -> str:
    """A figure as the learner reads it: one decimal under 20 ("1.3", "2"), whole above ("458")."""
    r = _shown(x)
    return str(int(r)) if r == int(r) else f"{r:.1f}"


def _shown(x: float) -> float:
    return round(x, 1) if abs(x) < 20 else float(round(x))


def _shown_up(x: float) -> float:
    """``x`` rounded up to the figure the learner reads."""
    if x < 20:
        return math.ceil(x * 10 - 1e-9) / 10
    return float(math.ceil(x - 1e-9))


def _pts(x: float) -> Message:
    """A number of points as the learner reads it: "1 point", "2.5 points"."""
    n = number_words(abs(x))
    return msg_n("{n} point", "{n} points", 1 if n == "1" else 2, n=n)


def rival_words(game: Any, seats: int) -> Message:
    """Whom the learner's net points are counted against: "the computer",
    "the other team", "the other players' mean score"."""
    teams = game.info.teams(seats)
    if seats == 2:
        return msg("the computer")
    if teams and len(teams) == 2:
        return msg("the other team")
    return msg("the other players' mean score")


def points_words(x: float, rival: Message) -> Message:
    """Net points in words: "about 2.5 points ahead of the computer", "level with the other team"."""
    if _shown(x) == 0:
        return msg("level with {rival}", rival=rival)
    if x > 0:
        return msg("about {points} ahead of {rival}", points=_pts(x), rival=rival)
    return msg("about {points} behind {rival}", points=_pts(x), rival=rival)


def ends_words(x: float, rival: Message) -> Message:
    """What a move is worth, as the predicate of a sentence whose subject is
    the move: "ends the round, on average, about 1.3 points behind the
    computer".  The one place that says "on average" of a move's value."""
    return msg_in("a move's worth, said of the move", "ends the round, on average, {where}",
                  where=points_words(x, rival))


class Judgement:
    """The one rule for a weighed decision (see the module's docstring):
    ``tolerance`` in points, :meth:`clearly_worse` for any move of it, and
    the rule in words (:attr:`rule_words`)."""

    def __init__(self, ev: Evaluation, margin: float):
        self.evaluation = ev
        self.best = ev.values[0]
        self.tolerance = _shown_up(ev.tolerance(SIGMAS, margin))

    def behind(self, action: str) -> float:
        """How much less ``action`` is worth than the best move, as the learner reads it."""
        return _shown(self.best.mean - self.evaluation.value_of(action).mean)

    def clearly_worse(self, action: str) -> bool:
        return self.behind(action) > self.tolerance

    @property
    def rule_words(self) -> Message:
        return msg("Moves within {points} of the best one are too close to call.", points=_pts(self.tolerance))


class MatchReview:
    """The learner's decisions in a :class:`~hanafuda_core.play.PlaySession`
    (every finished or current round), and their weighing."""

    def __init__(self, session: Any, samples: int | None = None):
        self.session = session
        self.game = session.game
        self.samples = samples
        # round, index in the round's actions, the learner's move number in the round, position before, action
        self._points: list[tuple[int, int, int, Any, str]] = []
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
            mine = 0
            for i, a in enumerate(actions):
                if g.to_move(pos) == s.learner:
                    mine += 1
                    if len(g.legal_actions(pos)) > 1:
                        self._points.append((r, i, mine, pos.copy(), a))
                g.push(pos, a)

    @property
    def count(self) -> int:
        """How many decisions the learner made (moves with a choice)."""
        return len(self._points)

    def evaluation(self, k: int) -> Evaluation:
        """Every move of decision ``k`` weighed (seeded: the same every time)."""
        k = self._check_index(k)
        if k not in self._results:
            r, i, _, pos, _ = self._points[k]
            g = self.game
            legal = g.legal_actions(pos)
            n = self.samples or g.computer.strong_settings().samples_for(len(legal))
            rng = Rng(f"{self.session.seed}/review/{r}/{i}")
            self._results[k] = evaluate(g, pos, rng, n, seat=self.session.learner, actions=legal)
        return self._results[k]

    def judgement(self, k: int) -> Judgement:
        """The rule that lists decision ``k`` and judges its puzzle."""
        return Judgement(self.evaluation(k), self.game.computer.review_margin())

    def _check_index(self, k: Any) -> int:
        if isinstance(k, bool) or not isinstance(k, int) or not 0 <= k < self.count:
            raise ValueError(f"there is no decision {k!r} to review (there are {self.count})")
        return k

    def _where(self, k: int) -> Message:
        r, _, mine, _, _ = self._points[k]
        return msg("your move {n} (round {round})", n=mine, round=r + 1)

    def step(self, k: int) -> dict | None:
        """Weigh decision ``k``: None when the move played is not clearly
        worse than the best (:class:`Judgement`), else the review item: a
        dict whose texts are whole sentences (``title``, ``line`` for a list,
        ``facts``, ``reason``: messages), for a page to place as they are."""
        k = self._check_index(k)
        j = self.judgement(k)
        r, _, mine, pos, played = self._points[k]
        if not j.clearly_worse(played):
            return None
        g, s = self.game, self.session
        ev = j.evaluation
        best, mine_v = j.best, ev.value_of(played)
        rival = rival_words(g, s.seats)
        better = g.presenter.action_phrase(pos, best.action)
        yours = g.presenter.action_phrase(pos, played)
        why = g.computer.explain_move(pos, best.action)
        diff = best.mean - mine_v.mean
        where = self._where(k)
        reason = [msg("Weighed over {n} deals of the cards you could not see, the better move scores about "
                      "{points} more than yours.", n=ev.samples, points=_pts(diff)), j.rule_words]
        if why:
            reason.append(msg("Why: {why}.", why=why))
        view = g.presenter.view(pos, me=s.learner, names=s.names, interactive=False)
        view["log"] = []
        view["status"] = msg("The table as you saw it before {where}.", where=where)
        return {
            "index": k, "round": r + 1, "move": mine,
            "title": msg_in("the review: a decision, as a title", "{where:capital}", where=where),
            "line": msg("{where:capital}: {played}; {better} was better, by about {points}.", where=where,
                        played=yours.past(), better=better.gerund, points=_pts(diff)),
            "facts": [
                {"term": msg_in("the review: a fact's term", "You played"),
                 "text": msg("{played:capital}, which {worth}.", played=yours.past(),
                             worth=ends_words(mine_v.mean, rival))},
                {"term": msg_in("the review: a fact's term", "Better"),
                 "text": msg("{move:capital} {worth}.", move=better.gerund, worth=ends_words(best.mean, rival))},
            ],
            "played": {"action": played, "mean": mine_v.mean},
            "better": {"action": best.action, "mean": best.mean},
            "difference": diff, "tolerance": j.tolerance, "samples": ev.samples,
            "reason": sentences(reason), "why": why,
            "view": view,
        }

    def puzzle(self, k: int) -> dict:
        """Decision ``k`` as a puzzle: the board to click on (as the learner saw it)."""
        k = self._check_index(k)
        _, _, _, pos, _ = self._points[k]
        s = self.session
        view = self.game.presenter.view(pos, me=s.learner, names=s.names, interactive=True)
        view["log"] = []
        view["status"] = msg("Find the better move.")
        return {"index": k, "view": view}

    def check(self, k: int, action: Any) -> dict:
        """The learner's answer to the puzzle of decision ``k``: correct when
        the move is not clearly worse than the best (:class:`Judgement`:
        moves too close to call are all accepted), with the figures and the
        tolerance in words."""
        k = self._check_index(k)
        _, _, _, pos, played = self._points[k]
        g = self.game
        if not isinstance(action, str) or g.explain_illegal(pos, action) is not None:
            reason = g.explain_illegal(pos, action) if isinstance(action, str) else None
            return {"correct": False, "text": reason or msg("That is not a move of this game.")}
        j = self.judgement(k)
        canon = g.push(copy_position(pos), action)  # the legal action, as the engine writes it
        try:
            v = j.evaluation.value_of(canon)
        except KeyError:
            return {"correct": False, "text": msg("That move was not weighed.")}
        rival = rival_words(g, self.session.seats)
        move = g.presenter.action_phrase(pos, canon).gerund
        best = g.presenter.action_phrase(pos, j.best.action).gerund
        behind = j.behind(canon)
        worth = ends_words(v.mean, rival)
        than_best = msg("The best move, {best}, ends it {where}: {points} more.", best=best,
                        where=points_words(j.best.mean, rival), points=_pts(behind))
        yours = msg("The move you played ends it {where}.",
                    where=points_words(j.evaluation.value_of(played).mean, rival))
        rule = j.rule_words
        if canon == played and j.clearly_worse(canon):
            return {"correct": False,
                    "text": sentences([msg("That is the move you played: it {worth}.", worth=worth), than_best, rule])}
        if canon == played:  # a decision the review does not list: the move played was close enough
            yours = msg("It is the move you played.")
        if j.clearly_worse(canon):
            return {"correct": False,
                    "text": sentences([msg("Not this one: {move} {worth}.", move=move, worth=worth), than_best, rule])}
        if canon == j.best.action:
            return {"correct": True,
                    "text": sentences([msg("Yes: {move} is the best move: it {worth}.", move=move, worth=worth),
                                       yours, rule])}
        if behind == 0:
            return {"correct": True,
                    "text": sentences([msg("Yes: {move} {worth}, as the best move, {best}, does.", move=move,
                                           worth=worth, best=best), yours, rule])}
        return {"correct": True,
                "text": sentences([msg("Yes: {move} {worth}.", move=move, worth=worth), than_best, rule, yours])}
