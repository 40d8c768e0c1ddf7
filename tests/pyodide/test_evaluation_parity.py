"""The evaluator gives the same figures in CPython and in Pyodide.

The same position, seed and budget must give the same answer everywhere: a
lesson's value-judged answer is proved at build time in CPython and checked
again in the learner's browser, and a match review must list the same
decisions.  The same expression (every registered game, a position a few
moves into a seeded match, a small budget; Strong with and without a raced
budget scored by the match, where a game has that) is evaluated here and in Pyodide
(``run_core_tests.mjs --eval``), and the JSON results must match exactly.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from node_pyodide import ROOT, run_runner  # noqa: E402

if str(ROOT) not in sys.path:
    sys.path.append(str(ROOT))

EXPR = """(lambda games, ev, levels, Rng: {
    "platform": __import__("sys").platform,
    "cases": [
        (lambda game, seats: (lambda pos: {
            "game": game.key, "seats": seats,
            "evaluation": ev.evaluate(game, pos, Rng("parity"), 6).to_dict(),
            "strong": levels.strong_choice(game, pos, Rng("parity"),
                                           levels.StrongSettings(rollouts=40, min_samples=4, max_samples=8, trust_from=4, confidence=0.5)),
            "raced": levels.strong_choice(game, pos, Rng("parity"),
                                          levels.StrongSettings(rollouts=40, min_samples=4, max_samples=8, trust_from=4, confidence=0.5,
                                                                race=2, race_samples=10, match_value=True)),
            "beginner": levels.level(game, "beginner").choose(game, pos, Rng("parity")),
        })((lambda m: ([game.push(m.position, game.computer.random_action(m.position, Rng(k))) for k in range(5)
                        if game.to_move(m.position) is not None], m.position)[1])(game.new_match(None, Rng(3), seats))))
        (game, seats)
        for game in games.all_games() for seats in game.info.seat_counts
    ],
})(__import__("hanafuda_core.games", fromlist=["get"]),
   __import__("hanafuda_core.evaluation", fromlist=["evaluate"]),
   __import__("hanafuda_core.levels", fromlist=["level"]),
   __import__("hanafuda_core.rng", fromlist=["Rng"]).Rng)"""


def test_the_evaluator_is_the_same_in_cpython_and_pyodide():
    cpython = json.loads(json.dumps(eval(EXPR, {"__name__": "__parity__"})))
    proc = run_runner("--eval", EXPR)
    assert proc.returncode == 0, f"--eval in Pyodide failed:\n{proc.stdout}\n{proc.stderr}"
    pyodide = json.loads(proc.stdout.strip().splitlines()[-1])
    assert pyodide["platform"] == "emscripten" and cpython["platform"] != "emscripten"
    # the test-only game is registered in CPython's test session only
    cases = [c for c in cpython["cases"] if c["game"] in {p["game"] for p in pyodide["cases"]}]
    assert len(cases) == len(pyodide["cases"]) >= 5
    for c, p in zip(cases, pyodide["cases"]):
        assert p == c, f"{c['game']} at {c['seats']} seats differs"
