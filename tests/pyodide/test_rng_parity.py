"""A seed means the same deal in CPython and in Pyodide.

Lessons, bug reports and tests share deals as seeds, and the site computes
them in the browser with Pyodide, so ``hanafuda_core.rng.Rng`` must produce
bit-identical streams in both interpreters.  The same Python expression is
evaluated here (CPython) and in Pyodide (``run_core_tests.mjs --eval``, the
core installed from a freshly built wheel), and the JSON results must match.
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

# Evaluated verbatim by both interpreters.  Everything that could differ
# between them is in here: 64-bit arithmetic (next64), rejection sampling
# (below with bounds that are not powers of two), float conversion (random),
# the str-seed hashing, fork(), shuffles and the dealer draw built on them.
EXPR = """(lambda rng, dealer, seeds: {
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


def _expr() -> str:
    return EXPR.replace("SEEDS", repr(SEEDS))


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


@pytest.fixture
def both():
    """``get()`` -> ``(CPython result, Pyodide result)``, both as parsed JSON.

    Computed once, on first use inside a test (so a missing Node FAILS the test).
    """
    return _both


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
