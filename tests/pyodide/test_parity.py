"""A seed means the same deal, and the evaluator gives the same figures, in CPython and in Pyodide.

Lessons, bug reports and tests share deals as seeds, and the site computes
them in the browser with Pyodide, so ``hanafuda_core.rng.Rng`` must produce
bit-identical streams in both interpreters.  The same position, seed and
budget must give the same answer everywhere too: a lesson's value-judged
answer is proved at build time in CPython and checked again in the learner's
browser, and a match review must list the same decisions.

The same Python expressions are evaluated here (CPython) and in Pyodide
(``run_core_tests.mjs --eval``, once for both, on the site's standard library
as in the browser, the core installed from a freshly built wheel), and the
JSON results must match.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))
from node_pyodide import ROOT, run_runner, site_stdlib  # noqa: E402

if str(ROOT) not in sys.path:  # plain `pytest` (not `python -m pytest`) may not have the repo root
    sys.path.append(str(ROOT))

SEEDS = [
    0, 1, 7, 42, 2024, 2**31 - 1, 2**32 + 7, 2**53 + 1, 2**63 + 5, 2**64 - 1, 2**64 + 3, -1, -123456789,
    "", "0", "hanafuda", "koi-koi", "花札", "seed with spaces", "🎴",
]

# Evaluated verbatim by both interpreters.  Everything of the generator that could
# differ between them is in here: 64-bit arithmetic (next64), rejection sampling
# (below with bounds that are not powers of two), float conversion (random),
# the str-seed hashing, fork(), shuffles and the dealer draw built on them.
RNG = """(lambda rng, dealer, seeds: {
    "platform": __import__("sys").platform,
    "cases": [
        {
            "seed": s,
            "shuffled48": rng.Rng(s).shuffled(range(48)),
            "next64": (lambda r: [r.next64() for _ in range(5)])(rng.Rng(s)),
            "below": (lambda r: [r.below(n) for n in (1, 2, 3, 7, 12, 48, 1000, 2**40 + 1, 2**63 + 1)])(rng.Rng(s)),
            "random": (lambda r: [r.random() for _ in range(3)])(rng.Rng(s)),
            "fork": (lambda r: [r.fork().shuffled(range(12)), r.shuffled(range(12))])(rng.Rng(s)),
            "dealer3": dealer.choose_dealer(3, s).to_dict(),
            "dealer2": dealer.choose_dealer(2, s).to_dict(),
            "dealer8": dealer.choose_dealer(8, s).to_dict(),
        }
        for s in seeds
    ],
})(__import__("hanafuda_core.rng", fromlist=["Rng"]),
   __import__("hanafuda_core.dealer", fromlist=["choose_dealer"]),
   SEEDS)"""


# Every registered game, a position a few moves into a seeded match, a small
# budget; Strong with and without a raced budget scored by the match.
EVALUATOR = """(lambda games, ev, levels, Rng: {
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


def _expr() -> str:
    return '{"rng": ' + RNG.replace("SEEDS", repr(SEEDS)) + ', "evaluator": ' + EVALUATOR + "}"


_RESULT: dict = {}  # one Pyodide run for every test of this file (xdist keeps a file on one process)


def _both() -> tuple[dict, dict]:
    """Run both interpreters once; later calls reuse the result (or the failure)."""
    if "error" in _RESULT:
        pytest.fail(_RESULT["error"], pytrace=False)
    if "value" not in _RESULT:
        try:
            cpython = json.loads(json.dumps(eval(_expr(), {"__name__": "__parity__"})))
            import tempfile

            with tempfile.TemporaryDirectory() as tmp:  # the site's standard library, as in the browser
                proc = run_runner("--stdlib", str(site_stdlib(Path(tmp))), "--eval", _expr())
            if proc.returncode != 0:
                pytest.fail(f"--eval in Pyodide failed (exit {proc.returncode}):\n{proc.stdout}\n{proc.stderr}",
                            pytrace=False)
            lines = proc.stdout.strip().splitlines()
            if not lines:
                pytest.fail(f"no output from --eval:\n{proc.stderr}", pytrace=False)
            _RESULT["value"] = (cpython, json.loads(lines[-1]))
        except BaseException as exc:
            _RESULT["error"] = str(exc) or repr(exc)
            raise
    return _RESULT["value"]


def _rng() -> tuple[dict, dict]:
    """The generator's part of ``_both()``."""
    cpython, pyodide = _both()
    return cpython["rng"], pyodide["rng"]


@pytest.fixture
def both():
    """``get()`` -> ``(CPython result, Pyodide result)`` of the generator, both as parsed JSON.

    Computed once, on first use inside a test (so a missing Node FAILS the test).
    """
    return _rng


def test_really_two_interpreters(both):
    cpython, pyodide = both()
    assert pyodide["platform"] == "emscripten"
    assert cpython["platform"] != "emscripten"
    assert [c["seed"] for c in pyodide["cases"]] == [c["seed"] for c in cpython["cases"]] == SEEDS


@pytest.mark.parametrize("index", range(len(SEEDS)), ids=[repr(s) for s in SEEDS])
def test_shuffle_is_the_same(both, index):
    cpython, pyodide = both()
    c, p = cpython["cases"][index], pyodide["cases"][index]
    assert sorted(c["shuffled48"]) == list(range(48))
    for key in ("shuffled48", "next64", "below", "random", "fork"):
        assert p[key] == c[key], f"{key} differs for seed {SEEDS[index]!r}"


@pytest.mark.parametrize("index", range(len(SEEDS)), ids=[repr(s) for s in SEEDS])
def test_dealer_draw_is_the_same(both, index):
    cpython, pyodide = both()
    c, p = cpython["cases"][index], pyodide["cases"][index]
    for key in ("dealer3", "dealer2", "dealer8"):
        assert p[key] == c[key], f"{key} differs for seed {SEEDS[index]!r}"


def test_known_values():
    """Pin a few outputs so that a change of algorithm is noticed, not just a divergence."""
    from hanafuda_core.rng import Rng

    # SplitMix64 reference: the first output for seed 0 is 0xE220A8397B1DCDAF.
    assert Rng(0).next64() == 0xE220A8397B1DCDAF
    assert Rng(1).next64() == 0x910A2DEC89025CC1


def test_the_evaluator_is_the_same_in_cpython_and_pyodide():
    cpython, pyodide = (result["evaluator"] for result in _both())
    assert pyodide["platform"] == "emscripten" and cpython["platform"] != "emscripten"
    # the test-only game is registered in CPython's test session only
    cases = [c for c in cpython["cases"] if c["game"] in {p["game"] for p in pyodide["cases"]}]
    assert len(cases) == len(pyodide["cases"]) >= 5
    for c, p in zip(cases, pyodide["cases"]):
        assert p == c, f"{c['game']} at {c['seats']} seats differs"
