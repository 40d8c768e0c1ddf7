"""The learning system: goals, judge, solver and tutorial validation (plain data)."""

import pytest

import judged as judge
from hanafuda_core.games import get as game
from hanafuda_core.learning.goals import GoalError, make_goal
from hanafuda_core.learning.tutorial import TutorialError, load_tutorial

# Player 1 to move; top card June (6C1); 7C1 8C1 9R make a chain; 1B is a ghost.
CHAIN = "7C1 8C1 9R 3C1 5A 12C2; 2A 2C2 3R 4A 10C2 12C3; 6C1; ?; 1; -; 0; 0; 0-0; 1; -"
GHOST = "7C1 1B 9R 10A 3C1 5A; 2A 2C2 3R 4A 10C2 12C3; 6C1; ?; 1; -; 0; 0; 0-0; 1; -"


def ex(position, goal):
    return {"game": "poka", "position": position, "goal": goal}


def test_any_legal_discard_is_accepted():
    r = judge.move(ex(GHOST, {"type": "legal-discard"}), ["7C1"])
    assert r["status"] == "success"
    r = judge.move(ex(GHOST, {"type": "legal-discard"}), ["1B"])  # a ghost follows anything
    assert r["status"] == "success" and "1B" in " ".join(r["actions"])


def test_illegal_move_gets_the_engines_reason_and_is_not_kept():
    r = judge.move(ex(CHAIN, {"type": "legal-discard"}), ["9R"])
    assert r["status"] == "illegal"
    assert "September card can only follow an August card" in r["message"]
    assert r["actions"] == []


def test_longest_chain_accepts_only_the_longest():
    e = ex(CHAIN, {"type": "longest-chain"})
    assert judge.move(e, ["7C1"])["status"] == "continue"
    assert judge.move(e, ["7C1", "8C1"])["status"] == "continue"
    r = judge.move(e, ["7C1", "8C1", "stop"])
    assert r["status"] == "missed"
    assert "You discarded 2 cards; the longest chain here is 3" in r["message"]
    assert judge.move(e, ["7C1", "8C1", "9R"])["status"] == "success"


def test_empty_hand_missed_early_with_reason():
    # Hand: 7C1 1B 9R 10A 3C1 5A. Emptying is impossible from the start (3C1, 5A cannot all go).
    adapter = game("poka")
    start = adapter.parse_position(GHOST)
    goal = make_goal(adapter, {"type": "empty-hand"})
    assert judge.solve(adapter, goal, start) == []
    r = judge.move(ex(GHOST, {"type": "empty-hand"}), ["7C1"])
    assert r["status"] == "missed"
    assert "cannot be emptied this turn" in r["message"]


def test_empty_hand_any_order_that_works():
    pos = "7C1 1B 8C1 9R; 2A 2C2 3R 4A 10C2 12C3; 6C1; ?; 1; -; 0; 0; 0-0; 1; -"
    adapter = game("poka")
    goal = make_goal(adapter, {"type": "empty-hand"})
    solutions = judge.solve(adapter, goal, adapter.parse_position(pos))
    assert ["7C1", "8C1", "9R", "1B"] in solutions
    assert ["1B", "7C1", "8C1", "9R"] in solutions
    assert all(len(s) == 4 for s in solutions)
    for s in solutions:
        assert judge.move(ex(pos, {"type": "empty-hand"}), s)["status"] == "success"
    # The ghost fits anywhere in the chain: every order the engine accepts is a solution.
    assert len(solutions) >= 3


def test_discard_cards_goal():
    e = ex(CHAIN, {"type": "discard-cards", "cards": "7C1 8C1"})
    assert judge.move(e, ["7C1", "8C1"])["status"] == "success"
    r = judge.move(e, ["7C1", "stop"])
    assert r["status"] == "missed" and "the Susuki chaff 1 (August) is still in your hand" in r["message"]


def test_question_goals_are_computed_by_the_engine():
    e = ex(CHAIN, {"type": "next-month"})
    assert judge.answer(e, ["7"])["status"] == "success"
    wrong = judge.answer(e, ["8"])
    assert wrong["status"] == "wrong" and "July" in wrong["message"] + wrong["explanation"]
    teyaku = "1C1 1C2 1R 5A 6A 7A; 2A 2C2 3R 4A 10C2 12C3; 6C1; ?; 1; 12; 0; 0; 0-0; 1; -"
    e = ex(teyaku, {"type": "name-teyaku"})
    assert judge.answer(e, ["january-triplet"])["status"] == "success"
    assert judge.answer(e, ["none"])["status"] == "wrong"
    with pytest.raises(GoalError):
        judge.answer(e, ["not-a-choice"])


def test_solution_endpoint_plays_a_real_solution():
    s = judge.solution(ex(CHAIN, {"type": "longest-chain"}))
    assert s["actions"] == ["7C1", "8C1", "9R"]
    assert s["view"]["zones"]


def test_undo_is_replay_of_a_shorter_list():
    e = ex(CHAIN, {"type": "longest-chain"})
    one = judge.view(e, ["7C1"])["view"]
    assert judge.view(e, [])["view"] != one


@pytest.mark.parametrize(
    "spec, message",
    [
        ({"type": "fly"}, "unknown goal type 'fly'"),
        ({"type": "longest-chain", "depth": 3}, "has no parameter 'depth'"),
        ({"type": "discard-cards"}, "needs the parameter 'cards'"),
        ({"type": "discard-cards", "cards": "13Z"}, "cards:"),
        ("not a mapping", "unknown goal type"),
    ],
)
def test_goal_errors(spec, message):
    with pytest.raises(GoalError, match=message):
        make_goal(game("poka"), spec)


def lesson(**step):
    base = {"id": "s", "title": "S", "text": "t", "position": CHAIN, "goal": {"type": "longest-chain"},
            "explanation": "e", "answer": "7C1 8C1 9R"}
    base.update(step)
    return {"id": "x", "game": "poka", "kind": "lesson", "title": "X", "summary": "Y", "steps": [base]}


def test_valid_lesson_loads_with_solution_count():
    t = load_tutorial(lesson())
    ex_ = t.steps[0].exercise
    assert ex_.solution_count == 1 and str(ex_.goal_text).startswith("Discard as many")
    assert ex_.config()["goal"] == {"type": "longest-chain"}


@pytest.mark.parametrize(
    "change, path, message",
    [
        ({"answer": "7C1 8C1"}, ("steps", 0, "answer"), "not met yet"),
        ({"answer": "9R"}, ("steps", 0, "answer"), "move 1 (9R) is illegal"),
        ({"answer": "7C1 8C1 9R pass"}, ("steps", 0, "answer"), "already settled"),
        ({"position": "1B 1B; -; -; ?; 1; -; 0; 0; 0-0; 1; -"}, ("steps", 0, "position"), "position:"),
        ({"goal": {"type": "empty-hand"}}, ("steps", 0, "goal"), "no sequence of moves reaches"),
        ({"goal": {"type": "longest-chain", "x": 1}}, ("steps", 0, "goal", "x"), "no parameter 'x'"),
        ({"hint": ["a"]}, ("steps", 0, "hint"), "did you mean 'hints'"),
        ({"id": "Bad Id"}, ("steps", 0, "id"), "lowercase words"),
        ({"goal": {"type": "next-month"}, "answer": "8"}, ("steps", 0, "answer"), "the engine's answer is 7"),
        ({"goal": {"type": "next-month"}, "answer": "13"}, ("steps", 0, "answer"), "not a choice"),
    ],
)
def test_lesson_errors_carry_the_path(change, path, message):
    with pytest.raises(TutorialError) as info:
        load_tutorial(lesson(**change))
    assert info.value.path == path
    assert message in str(info.value)


def test_missing_fields_and_unknown_game():
    data = lesson()
    del data["steps"][0]["explanation"]
    with pytest.raises(TutorialError, match="'explanation' must be a non-empty text"):
        load_tutorial(data)
    with pytest.raises(TutorialError, match="unknown game 'chess'"):
        load_tutorial({**lesson(), "game": "chess"})
    with pytest.raises(TutorialError, match="is missing 'steps'"):
        load_tutorial({k: v for k, v in lesson().items() if k != "steps"})
    with pytest.raises(TutorialError, match="'kind' must be 'lesson' or 'puzzles'"):
        load_tutorial({**lesson(), "kind": "quiz"})


def test_puzzle_set():
    data = {"id": "p", "game": "poka", "kind": "puzzles", "title": "P", "summary": "S", "puzzles": [
        {"id": "a", "title": "A", "difficulty": 2, "position": CHAIN, "goal": {"type": "longest-chain"},
         "explanation": "e", "answer": "7C1 8C1 9R"}]}
    t = load_tutorial(data)
    assert t.puzzles[0].exercise.solution_count == 1
    data["puzzles"][0]["difficulty"] = 9
    with pytest.raises(TutorialError, match="difficulty"):
        load_tutorial(data)


def test_question_boards_do_not_give_the_answer_away():
    # Player 1 holds three January cards at the deal: the board must not announce the result.
    at_deal = "1B 1C1 1C2 5A 6A 7A; 2A 2C2 3R 4A 10C2 12C3; 8C1; ?; 1; 12; 0; 0; 0-0; 1; -"
    e = ex(at_deal, {"type": "deal-outcome"})
    for v in (judge.start(e)["view"], judge.view(e, [])["view"]):
        assert v["outcome"] is None
        assert "January Triplet" not in str(v)
    assert judge.answer(e, ["p1"])["status"] == "success"


def test_duplicate_step_ids_are_reported():
    data = lesson()
    data["steps"].append(dict(data["steps"][0]))
    with pytest.raises(TutorialError, match="step id 's' is used twice \\(steps 1 and 2\\)") as info:
        load_tutorial(data)
    assert info.value.path == ("steps", 1, "id")
