"""10,000 random rounds per number of players, with the invariants checked
after every action: every card in exactly one place, captures going to the
mover's side only (partners share one pile), and every round's points
consistent with its yaku, its stop or its card points."""

from __future__ import annotations

import pytest

from hanafuda_core.games.hanahuda.engine import (
    HanahudaOptions, HanahudaPosition, card_points, random_action, score_of, side_of, stop_yaku_held,
)
from hanafuda_core.rng import Rng

ROUNDS = 10_000
FULL = (1 << 48) - 1
OPTIONS = (HanahudaOptions(), HanahudaOptions(empty_pile="end-round", fallback="none", ribbon_points=5),
           HanahudaOptions(plum_four=True, nine_animals="with-warbler", team_dealer="stay"))


def _places(pos) -> None:
    total = len(pos.draw) + pos.field.bit_count() + (pos.pending is not None)
    seen = pos.field | (1 << pos.pending if pos.pending is not None else 0)
    for m in pos.hands + pos.captured:
        total += m.bit_count()
        seen |= m
    for c in pos.draw:
        seen |= 1 << c
    assert total == 48 and seen == FULL, pos.to_text()


def _play(seats: int, i: int) -> str:
    rng = Rng(f"hanahuda-random/{seats}/{i}")
    opts = OPTIONS[i % len(OPTIONS)]
    scores = tuple(rng.below(4000) for _ in range(seats))
    if seats == 4:
        scores = (scores[0], scores[1], scores[0], scores[1])
    pos = HanahudaPosition.new_round(rng, i % seats, seats, scores, opts)
    n_sides = len(pos.captured)
    actions = 0
    while not pos.is_over():
        p = pos.turn
        before = list(pos.captured)
        pos.push_unchecked(random_action(pos, rng))
        actions += 1
        _places(pos)
        mine = side_of(p, seats)
        for s in range(n_sides):
            if s == mine:
                assert pos.captured[s] & before[s] == before[s]
            else:
                assert pos.captured[s] == before[s], "a capture went to another side"
        assert actions < 200
    out = pos.outcome()
    sides = [side_of(p, seats) for p in range(seats)]
    assert out.points == tuple(out.side_points[sides[p]] for p in range(seats))
    assert out.scores == tuple(a + b for a, b in zip(scores, out.points))
    if seats == 4:
        assert out.points[0] == out.points[2] and out.points[1] == out.points[3]
    if out.reason == "stop":
        s = sides[out.stopper]
        assert out.side_points[s] in (1000, 700, 1700)
        assert stop_yaku_held(pos.captured[s])
        assert all(x == 0 for t, x in enumerate(out.side_points) if t != s)
        assert out.next_dealer == out.stopper
    elif out.reason == "yaku":
        assert list(out.side_points) == [score_of(c, opts) for c in pos.captured]
    elif out.reason == "card-points":
        assert not any(score_of(c, opts) for c in pos.captured)
        assert list(out.side_points) == [card_points(c, opts) for c in pos.captured]
    else:
        assert out.reason == "no-yaku" and not any(out.side_points) and opts.fallback == "none"
    if out.reason != "stop":
        low = min(out.side_points)
        assert out.side_points[sides[out.next_dealer]] == low
    if opts.empty_pile == "hand-only" and out.reason != "stop":
        assert not any(pos.hands)
    return out.reason


@pytest.mark.slow  # about 4 s per player count in CPython; skipped inside Pyodide
@pytest.mark.parametrize("seats", [2, 3, 4])
def test_ten_thousand_random_rounds(seats):
    reasons: dict[str, int] = {}
    for i in range(ROUNDS):
        r = _play(seats, i)
        reasons[r] = reasons.get(r, 0) + 1
    assert {"stop", "yaku", "card-points", "no-yaku"} <= set(reasons), reasons
