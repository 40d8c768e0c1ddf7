"""The core's tests (tests/core) must also pass inside Pyodide, the browser's Python.

This runs ``node tests/pyodide/run_core_tests.mjs`` (Pyodide from
``node_modules/pyodide`` under Node, the core installed from a freshly built
wheel) and checks its result.  Without Node or ``node_modules`` the test fails
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
from node_pyodide import ROOT, require_node, run_runner  # noqa: E402

SUMMARY = re.compile(
    r"^pyodide: (?P<passed>\d+) passed, (?P<failed>\d+) failed, (?P<skipped>\d+) skipped"
    r".* in (?P<seconds>[\d.]+)s \((?P<impl>[^)]*)\)$",
    re.M,
)


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
            report = tmp_path_factory.mktemp("pyodide") / "report.json"
            proc = run_runner("--report-json", str(report), "--durations", "5")
            data = json.loads(report.read_text(encoding="utf-8")) if report.exists() else None
            cache["run"] = (proc, data)
        return cache["run"]

    return get


def _output(proc: subprocess.CompletedProcess) -> str:
    return proc.stdout + (f"\n--- stderr ---\n{proc.stderr}" if proc.stderr.strip() else "")


def test_core_tests_pass_in_pyodide(pyodide_run):
    proc, _ = pyodide_run()
    out = _output(proc)
    print(out)
    assert proc.returncode == 0, f"the Pyodide test run failed (exit {proc.returncode}):\n{out}"
    m = SUMMARY.search(proc.stdout)
    assert m, f"no summary line in the runner's output:\n{out}"
    assert int(m["failed"]) == 0, out
    assert int(m["passed"]) > 0, f"no test passed in Pyodide:\n{out}"
    assert "Python 3." in m["impl"] and "Pyodide" in m["impl"], m.group(0)
    assert "platform emscripten" in proc.stdout, out


def test_pyodide_collects_what_pytest_collects(pyodide_run):
    """Every test pytest finds in tests/core is run (or knowingly skipped) in Pyodide.

    Guards the pytest shim: a parametrize expansion it got wrong, or a test it
    silently missed, shows up here as a difference in test ids.
    """
    proc, data = pyodide_run()
    assert data is not None, f"the runner wrote no JSON report:\n{_output(proc)}"
    collected = subprocess.run(
        [sys.executable, "-m", "pytest", "--collect-only", "-q", "-p", "no:cacheprovider",
         "-o", "addopts=", "tests/core"],
        cwd=ROOT, capture_output=True, text=True, encoding="utf-8", timeout=300,
    )
    assert collected.returncode == 0, f"pytest could not collect tests/core:\n{collected.stdout}{collected.stderr}"
    in_cpython = {line.strip() for line in collected.stdout.splitlines() if "::" in line}
    # Modules skipped wholesale (PYODIDE_SKIP) or that failed to import in
    # Pyodide have no per-test ids there; the other test reports those.
    not_itemized = {m["module"] for m in data["modules"] if m["status"] != "collected"}
    in_cpython = {t for t in in_cpython if t.split("::", 1)[0] not in not_itemized}
    in_pyodide = {i["nodeid"] for i in data["items"] if "::" in i["nodeid"] and not i["nodeid"].endswith("::*")}
    missing = sorted(in_cpython - in_pyodide)
    extra = sorted(in_pyodide - in_cpython)
    assert not missing and not extra, (
        "the Pyodide runner's tests differ from pytest's collection\n"
        f"only in pytest ({len(missing)}): {missing[:20]}\n"
        f"only in Pyodide ({len(extra)}): {extra[:20]}"
    )
    assert in_pyodide, "no tests collected"
