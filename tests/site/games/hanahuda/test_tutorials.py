"""The Palauan Hanahuda teaching content: lessons and puzzles in tutorials/hanahuda/.

The build validates every file with the engine, and the tests over every
game replay the sample answers; these tests check the content as a whole:
the topics, the seat counts, every seat on the lesson boards, and no
notation in what learners read."""

from __future__ import annotations


from hanafuda_core import games
from tests.core import judged as judge

KEY = "hanahuda"  # the game of the fixtures loaded, lessons and puzzles (conftest.py)
GAME = games.get(KEY)


def test_the_lessons_cover_the_game(lessons):
    ids = [t.id for t in lessons]
    assert len(lessons) >= 6
    for needed in ("card-classes", "capturing", "the-draw", "yaku-and-exclusions", "stop-or-play-on", "teams"):
        assert needed in ids
    for t in lessons:
        assert 3 <= len(t.steps) <= 5, t.id


def test_the_puzzles(puzzles):
    assert len(puzzles) >= 12
    assert {p.difficulty for p in puzzles} == {1, 2, 3, 4, 5}
    types = {p.exercise.goal_spec["type"] for p in puzzles}
    assert {"complete-yaku", "stop-or-play-on", "deny-yaku", "score-most", "capture-card"} <= types
    seats = [GAME.parse_position(p.exercise.position).seats for p in puzzles]
    assert {2, 3, 4} <= set(seats)
    assert sum(1 for s in seats if s > 2) >= 5


def test_lessons_have_three_and_four_seat_boards_showing_every_seat(lessons):
    seen = set()
    for t in lessons:
        for s in t.steps:
            if not s.exercise:
                continue
            pos = GAME.parse_position(s.exercise.position)
            seen.add(pos.seats)
            view = judge.start({"game": "hanahuda", "position": s.exercise.position,
                                "goal": s.exercise.goal_spec})["view"]
            hands = [z for z in view["zones"] if z["id"].startswith("hand-")]
            assert len(hands) == pos.seats
            for z in hands:
                assert all(c["code"] for c in z["cards"]), "every hand is face up on a lesson board"
    assert {2, 3, 4} <= seen


def test_the_teams_lesson_is_played_with_four(lessons):
    teams = next(t for t in lessons if t.id == "teams")
    for s in teams.steps:
        if s.exercise:
            assert GAME.parse_position(s.exercise.position).seats == 4
            view = judge.start({"game": "hanahuda", "position": s.exercise.position,
                                "goal": s.exercise.goal_spec})["view"]
            titles = [z["title"] for z in view["zones"]]
            assert "Partner's hand" in titles and "Your team's captures" in titles



def test_a_wrong_answer_is_explained(puzzles):
    p = next(p for p in puzzles if p.id == "deer-or-ribbon")
    cfg = {"game": "hanahuda", "position": p.exercise.position, "goal": p.exercise.goal_spec}
    out = judge.move(cfg, ["10C1>10R"])
    assert out["status"] == "missed"
    assert "another side can still complete Boar, Deer, Butterflies" in out["message"]
