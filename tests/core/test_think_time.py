"""The Strong computer's time in the browser (:data:`hanafuda_core.levels.TIME_CAP`).

The play pages say it weighs its move for at most a quarter of a second:
the budget counts everything the move costs from the moment it is asked
(the Standard move, the turns weighed, the worlds dealt and weighed by
likelihood, the rollouts), the sampling stops as soon as one more sample,
at the pace so far, would end past the deadline, and a tenth of the time is
left for what follows the choice (its reason, the log, the board).

The clock is a fake one here, moved by the work done, so the checks hold on
any machine however loaded.
"""

from __future__ import annotations

import types

import pytest

from hanafuda_core import evaluation, games, levels
from hanafuda_core.evaluation import evaluate, weighted_worlds
from hanafuda_core.levels import StrongSettings, strong_choice, strong_settings
from hanafuda_core.rng import Rng

ROLLOUT = 0.010  # what one rollout costs on the fake clock


class Clock:
    def __init__(self):
        self.now = 1000.0

    def perf_counter(self) -> float:
        return self.now


@pytest.fixture
def clock(monkeypatch):
    c = Clock()
    fake = types.SimpleNamespace(perf_counter=c.perf_counter)
    monkeypatch.setattr(evaluation, "time", fake)
    monkeypatch.setattr(levels, "time", fake)
    real = evaluation.rollout

    def timed_rollout(*args, **kwargs):
        c.now += ROLLOUT
        return real(*args, **kwargs)

    monkeypatch.setattr(evaluation, "rollout", timed_rollout)
    return c


def _position_with_choices(key: str = "koikoi", seats: int = 2, want: int = 2):
    game = games.get(key)
    pos = game.new_match(None, Rng("think-time"), seats).position
    rng = Rng("think-time/walk")
    while len(game.legal_actions(pos)) < want:
        game.push(pos, game.computer.random_action(pos, rng))
    return game, pos


def test_sampling_stops_when_one_more_sample_would_end_past_the_deadline(clock):
    game, pos = _position_with_choices()
    acts = game.legal_actions(pos)[:2]  # two candidates: a sample costs two rollouts, 20 ms
    ev = evaluate(game, pos, Rng(1), 1000, actions=acts, deadline=clock.now + 0.100)
    # after 5 samples (100 ms) a sixth would end at 120 ms: it is not started
    assert ev.samples == 5
    ev = evaluate(game, pos, Rng(1), 1000, actions=acts, seconds=0.095)
    assert ev.samples == 4  # the fifth would end at 100 ms, past 95


def test_a_deadline_never_cuts_below_the_least_samples(clock):
    game, pos = _position_with_choices()
    acts = game.legal_actions(pos)[:2]
    ev = evaluate(game, pos, Rng(1), 1000, actions=acts, deadline=clock.now, min_samples=3)
    assert ev.samples == 3


def test_without_a_deadline_the_budget_in_samples_decides(clock):
    game, pos = _position_with_choices()
    acts = game.legal_actions(pos)[:2]
    assert evaluate(game, pos, Rng(1), 12, actions=acts).samples == 12


def test_the_worlds_weighed_by_likelihood_stop_being_dealt_at_the_deadline(clock):
    game, pos = _position_with_choices("hiyoko", 2)
    seat = game.to_move(pos)
    weighed = []

    def likelihood(world):
        weighed.append(world)
        clock.now += 0.005
        return 1.0

    worlds = weighted_worlds(game, pos, seat, Rng(2), 16, 8, likelihood, deadline=clock.now + 0.012, least=2)
    assert len(weighed) == 3  # 2 (the least), then one more while the time lasts
    assert len(worlds) == 16  # still as many worlds, drawn from those dealt


def test_the_strong_move_counts_the_time_spent_before_the_rollouts(clock, monkeypatch):
    game, pos = _position_with_choices()
    standard = levels._standard

    def slow_standard(*args):
        clock.now += 0.300  # the whole budget gone on the Standard move
        return standard(*args)

    monkeypatch.setattr(levels, "_standard", slow_standard)
    evs: list = []
    settings = StrongSettings(seconds=0.250)
    assert strong_choice(game, pos, Rng(3), settings, evaluation=evs) == standard(game, pos, Rng(3).fork())
    assert evs == []  # no time left: no rollout was played, and the Standard move stands


def test_the_strong_move_keeps_within_its_time(clock):
    game, pos = _position_with_choices(want=3)
    start = clock.now
    strong_choice(game, pos, Rng(4), StrongSettings(rollouts=100_000, max_samples=10_000, seconds=0.250))
    assert clock.now - start <= 0.250


def test_the_browser_cap_leaves_a_share_for_what_follows_the_choice(monkeypatch):
    game = games.get("hanahuda")
    monkeypatch.setattr(levels, "TIME_CAP", 0.25)
    assert strong_settings(game).seconds == pytest.approx(0.25 * (1 - levels.AFTER_CHOICE))
    monkeypatch.setattr(levels, "TIME_CAP", None)
    assert strong_settings(game).seconds is None
