"""The core's tests (tests/core) must also pass inside Pyodide, the browser's Python.

This runs ``node tests/pyodide/run_core_tests.mjs``: pytest itself inside
Pyodide from ``node_modules/pyodide`` under Node, the core installed from a
freshly built wheel, on the site's trimmed standard library (with the full
one behind it for the test tools), and checks its result.  Without Node or ``node_modules`` the test fails
rather than skips: run ``npm ci`` first.
"""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))
from node_pyodide import ROOT, require_node, run_runner, site_stdlib  # noqa: E402

# pytest's last line, e.g. "==== 1041 passed, 31 skipped in 39.07s ===="
SUMMARY = re.compile(r"^=+ (?P<counts>[^=]*?) in (?P<seconds>[\d.]+)s(?: \([^)]*\))? =+$", re.M)
# The only reasons a test may be skipped inside Pyodide (pyodide_plugin.py).
PYODIDE_SKIPS = ("slow:", "cpython_only:", "sampled:")


@pytest.fixture(scope="module")
def pyodide_run(tmp_path_factory):
    """``get()`` -> ``(process, JSON report)`` of one Pyodide run of tests/core.

    The run happens on the first call, inside a test, so that a missing Node
    or node_modules makes the test FAIL (an error in a fixture would read as
    a setup problem).
    """
    cache = {}

    def get():
        if not cache:
            require_node()
            work = tmp_path_factory.mktemp("pyodide")
            report = work / "report.json"
            # on the site's trimmed standard library; a module the engine takes
            # from the full one behind it fails the run (test_trimmed_stdlib.py)
            proc = run_runner("--stdlib", str(site_stdlib(work)), "--report-json", str(report), "--", "--durations=5")
            data = json.loads(report.read_text(encoding="utf-8")) if report.exists() else None
            cache["run"] = (proc, data)
        return cache["run"]

    return get


def _output(proc: subprocess.CompletedProcess) -> str:
    return proc.stdout + (f"\n--- stderr ---\n{proc.stderr}" if proc.stderr.strip() else "")


def test_core_tests_pass_in_pyodide(pyodide_run):
    proc, data = pyodide_run()
    out = _output(proc)
    print(out)
    assert proc.returncode == 0, f"the Pyodide test run failed (exit {proc.returncode}):\n{out}"
    m = SUMMARY.search(proc.stdout)
    assert m, f"no pytest summary line in the runner's output:\n{out}"
    counts = dict(reversed(part.split(" ", 1)) for part in m["counts"].split(", "))
    assert set(counts) <= {"passed", "skipped"}, m.group(0)
    assert int(counts["passed"]) > 0, f"no test passed in Pyodide:\n{out}"
    assert "platform emscripten -- Python 3." in proc.stdout, out
    assert data is not None and data["exitstatus"] == 0 and not data["collection_errors"], data
    outcomes = {i["outcome"] for i in data["items"]}
    assert outcomes <= {"passed", "skipped"}, outcomes


def _function(nodeid: str) -> str:
    """The test function a test's id names (without its case's parameters)."""
    return nodeid.split("[", 1)[0]


def test_pyodide_runs_what_cpython_runs(pyodide_run):
    """pytest inside Pyodide collects the same tests as in CPython, and skips
    only those marked slow or cpython_only and the cases of parametrized tests
    left to CPython (every test function runs): a dependency missing there (an
    ``importorskip``) or a module it cannot import would show up here."""
    proc, data = pyodide_run()
    assert data is not None, f"the runner wrote no JSON report:\n{_output(proc)}"
    collected = subprocess.run(
        [sys.executable, "-m", "pytest", "--collect-only", "-q", "-p", "no:cacheprovider",
         "-o", "addopts=", "tests/core"],
        cwd=ROOT, capture_output=True, text=True, encoding="utf-8", timeout=300,
    )
    assert collected.returncode == 0, f"pytest could not collect tests/core:\n{collected.stdout}{collected.stderr}"
    # (but the tests of a built-in game not declared yet: the wheel leaves its package out)
    from hanafuda_core import games

    undeclared = tuple(f"tests/core/games/{p.name}/" for p in (ROOT / "hanafuda_core" / "games").iterdir()
                       if (p / "__init__.py").is_file() and p.name not in games.declarations())
    in_cpython = {line.strip() for line in collected.stdout.splitlines()
                  if "::" in line and not line.strip().startswith(undeclared)}
    in_pyodide = set(data["collected"])
    assert in_pyodide == in_cpython, (
        f"only in CPython: {sorted(in_cpython - in_pyodide)[:20]}\n"
        f"only in Pyodide: {sorted(in_pyodide - in_cpython)[:20]}"
    )
    skipped = [i for i in data["items"] if i["outcome"] == "skipped"]
    wrong = [(i["nodeid"], i.get("reason")) for i in skipped if not str(i.get("reason")).startswith(PYODIDE_SKIPS)]
    assert not wrong, f"skipped inside Pyodide for another reason than slow/cpython_only/sampled: {wrong[:10]}"
    # every test function that is not marked slow or cpython_only runs, in one case at least
    ran = {_function(i["nodeid"]) for i in data["items"] if i["outcome"] == "passed"}
    left = {_function(i["nodeid"]) for i in skipped if str(i.get("reason")).startswith("sampled:")}
    assert left <= ran, f"test functions none of whose cases ran inside Pyodide: {sorted(left - ran)[:10]}"
    ran_files = {i["nodeid"].split("::")[0] for i in data["items"] if i["outcome"] == "passed"}
    assert any("from hypothesis import" in (ROOT / f).read_text(encoding="utf-8") for f in ran_files), \
        "no property-based (Hypothesis) test ran inside Pyodide"
