"""The review and its puzzles share one judgement (:class:`hanafuda_core.review.Judgement`).

Rounds of every registered game, at every seat count, are played by a
learner who picks its moves at random, then reviewed.  For every decision:
one tolerance, the larger of the game's review margin and SIGMAS standard
errors of the noisiest paired difference, rounded up to the figure the
learner reads; the decision is listed exactly when the move played is worth
less than the best by more than the tolerance; and its puzzle accepts
exactly the moves within the tolerance (the move played is rejected), so
that no two moves of equal value get opposite verdicts, and every text
states the tolerance."""

from __future__ import annotations

import math
import random

import pytest

from hanafuda_core import games
from hanafuda_core.play import PlaySession
from hanafuda_core.review import SIGMAS, MatchReview, number_words

pytestmark = pytest.mark.cpython_only  # a round and its review per game and seat count: long for Pyodide

SAMPLES = 32
CONFIGS = [(g.key, seats) for g in games.all_games() for seats in g.info.seat_counts]


def _reviewed(key: str, seats: int, seed: int) -> MatchReview:
    s = PlaySession(key, seed=seed, seats=seats)
    pick = random.Random(seed)
    while s.waiting in ("you", "computer"):
        if s.waiting == "you":
            assert s.act(pick.choice(s.game.legal_actions(s.position)))["ok"]
        else:
            assert s.computer_step()["ok"]
    return MatchReview(s, samples=SAMPLES)


def _read(x: float) -> float:
    """A figure as the learner reads it."""
    return float(number_words(x))


def _expected_tolerance(review: MatchReview, k: int) -> float:
    ev = review.evaluation(k)
    best = ev.values[0].mean
    # the largest shortfall of a move the samples cannot tell from the best, and at least the margin
    raw = max([review.game.computer.review_margin()]
              + [best - v.mean for v in ev.values if best - v.mean <= SIGMAS * v.diff_stderr])
    return math.ceil(raw * 10 - 1e-9) / 10 if raw < 20 else float(math.ceil(raw - 1e-9))


def _rule_words(tol: float) -> str:
    n = number_words(tol)
    return f"Moves within {n} point{'' if n == '1' else 's'} of the best one are too close to call."


@pytest.mark.parametrize("key, seats", CONFIGS)
def test_the_list_and_the_puzzles_judge_by_one_rule(key, seats):
    weighed = listed = 0
    for seed in (3, 4, 5):
        review = _reviewed(key, seats, seed)
        for k in range(review.count):
            weighed += 1
            ev = review.evaluation(k)
            tol = _expected_tolerance(review, k)
            assert review.judgement(k).tolerance == tol
            best = ev.values[0].mean
            worse = {v.action: _read(best - v.mean) > tol for v in ev.values}
            played = review._points[k][-1]
            item = review.step(k)
            # listed exactly when the move played is clearly worse; else it is within the tolerance
            assert (item is not None) == worse[played], (k, played, tol)
            if item is not None:
                listed += 1
                assert item["tolerance"] == tol and _rule_words(tol) in str(item["reason"])
            # the puzzle (any decision may be opened as one): the same rule for every move
            verdicts: dict[float, set[bool]] = {}
            for v in ev.values:
                c = review.check(k, v.action)
                assert c["correct"] == (not worse[v.action]), (k, v.action, c["text"])
                assert _rule_words(tol) in str(c["text"]), c["text"]
                verdicts.setdefault(v.mean, set()).add(c["correct"])
            assert review.check(k, played)["correct"] == (item is None)
            assert all(len(seen) == 1 for seen in verdicts.values()), "two moves of equal value judged apart"
            accepted = [m for m, seen in verdicts.items() if True in seen]
            rejected = [m for m, seen in verdicts.items() if False in seen]
            assert not rejected or min(accepted) > max(rejected), "a move judged worse than a poorer one"
    assert weighed >= 4, f"{key} at {seats} seats: too few decisions to review"


def test_a_listed_decision_and_a_close_call_are_both_met():
    """The rounds above do meet both sides of the rule: decisions listed, and
    puzzles accepting a move that is not the best."""
    listed = close = 0
    for key, seats in CONFIGS:
        review = _reviewed(key, seats, 3)
        for k in range(review.count):
            j = review.judgement(k)
            listed += review.step(k) is not None
            close += any(0 < j.behind(v.action) <= j.tolerance for v in j.evaluation.values)
    assert listed >= 5 and close >= 5, (listed, close)
