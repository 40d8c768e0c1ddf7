"""A question answered with a set of choices: the engine's decision diagram
(``judge.answer_diagram``) leads every set to an answer that gets the very
same reply, so the page's recorded answers reply to all 2**n sets from a few
recorded ones (scripts/sitegen/answers.py)."""

from __future__ import annotations

import itertools
import sys
from pathlib import Path

import pytest

import judged as judge
from hanafuda_core.rng import Rng

pytestmark = pytest.mark.cpython_only  # reads the tutorials from the source tree

ROOT = Path(__file__).resolve().parents[3]
EVERY_SET_UP_TO = 10
"""Questions of up to this many choices are checked on every set; larger ones on SAMPLED sets."""
SAMPLED = 600


def _questions() -> list[tuple[str, dict]]:
    """Every question of the project's tutorials answered with a set of choices."""
    sys.path.insert(0, str(ROOT))
    from tests.project_tutorials import project_tutorials
    from tests.site.games.shared import exercises

    out = []
    for loaded in project_tutorials():
        t = loaded.tutorial
        lessons, puzzles = ([t], []) if t.kind == "lesson" else ([], t.puzzles)
        for where, ex in exercises(lessons, puzzles):
            cfg = {"game": t.game, "position": ex.position, "goal": ex.goal_spec}
            started = judge.start(cfg)
            if started["kind"] == "question" and started["multiple"]:
                out.append((f"{t.game}/{where}", cfg))
    return out


def _walk(nodes: list[list], chosen: set[str]) -> list[str]:
    """The page's walk (assets/js/hanafuda-runtime.js): from node 0, each
    node's first branch where its choice is chosen, else its second."""
    at: int | list = 0
    while isinstance(at, int):
        value, yes, no = nodes[at]
        at = yes if value in chosen else no
    return at


def _reply(cfg: dict, answer: list[str]) -> dict:
    try:
        return {"ok": True, "result": judge.answer(cfg, answer)}
    except judge.GoalError as e:
        return {"ok": False, "error": str(e)}


def test_every_set_of_choices_gets_the_reply_of_the_answer_the_diagram_leads_to():
    questions = _questions()
    assert len(questions) >= 20
    largest = 0
    for where, cfg in questions:
        values = [c["value"] for c in judge.start(cfg)["choices"]]
        nodes = judge.answer_diagram(cfg)
        assert {n[0] for n in nodes} == set(values), where
        if len(values) <= EVERY_SET_UP_TO:
            sets = itertools.chain.from_iterable(itertools.combinations(values, k) for k in range(len(values) + 1))
        else:
            rng = Rng(where)
            sets = ([v for v in values if rng.random() < share] for share in (0.1, 0.3, 0.6) * (SAMPLED // 3))
        for chosen in sets:
            answer = list(chosen)
            assert _reply(cfg, answer) == _reply(cfg, _walk(nodes, set(answer))), (where, answer)
        largest = max(largest, len(values))
    assert largest >= 14


def test_a_wrong_answer_names_its_first_wrong_choice_as_listed_and_the_diagram_stays_small():
    for where, cfg in _questions():
        started = judge.start(cfg)
        labels = {c["value"]: c["label"] for c in started["choices"]}
        right = judge.solution(cfg)["answer"]
        wrong = [c["value"] for c in started["choices"] if c["value"] not in right]
        if len(wrong) >= 2:
            reply = judge.answer(cfg, [wrong[-1], wrong[0]])
            assert reply["message"] == f"Not “{labels[wrong[0]]}”.", where
        if len(right) >= 2:
            assert judge.answer(cfg, right[:1])["message"] == "Something is missing.", where
        # at most four nodes a choice: whether a right one was chosen, or left out
        assert len(judge.answer_diagram(cfg)) <= 4 * len(labels), where
