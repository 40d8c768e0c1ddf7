"""The puzzle miner: every game yields puzzles that validate, the same seed
gives the same puzzles, and what it keeps has tempting moves that fail."""

import pytest

from hanafuda_core import games
from hanafuda_core.learning import mining
from hanafuda_core.learning.judge import judge_actions
from hanafuda_core.learning.goals import make_goal

MINED = [k for k in games.keys() if games.get(k).puzzle_themes]


@pytest.mark.parametrize("key", MINED)
def test_mines_puzzles_that_the_engine_accepts(key):
    game = games.get(key)
    found, figures = mining.mine(game, seed="test", target=6)
    assert len(found) == 6 and figures["positions"] >= 1
    for m in found:
        assert set(m.themes) <= set(game.puzzle_themes)
        assert m.legal >= mining.MIN_LEGAL and 1 <= m.good <= m.legal * mining.MAX_GOOD_SHARE
        pos = game.parse_position(m.position)
        goal = make_goal(game, m.goal)
        goal.prepare(pos)
        assert judge_actions(game, goal, pos, m.answer).status == "success"
        assert 800 <= m.rating <= 2400


@pytest.mark.parametrize("key", MINED)
def test_same_seed_same_puzzles(key):
    game = games.get(key)
    a, _ = mining.mine(game, seed="again", target=4)
    b, _ = mining.mine(game, seed="again", target=4)
    assert [(m.position, m.goal, m.rating, m.explanation) for m in a] == \
        [(m.position, m.goal, m.rating, m.explanation) for m in b]


def test_rating_grows_with_difficulty():
    assert mining.rate(0.5, True, 1) < mining.rate(0.1, True, 1) < mining.rate(0.1, False, 1) \
        < mining.rate(0.1, False, 4)

