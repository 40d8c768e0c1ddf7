"""pytest plugin for the run of tests/core inside Pyodide (run_core_tests.mjs).

Loaded with ``-p pyodide_plugin``, it

* refuses to run anywhere but Pyodide (``sys.platform == "emscripten"``);
* skips tests marked ``cpython_only``, and ``slow`` ones unless ``--run-slow``;
* runs every test function, but of a parametrized one's cases only the first
  and one in ``SAMPLE`` of the others, picked by a fixed hash of their ids
  (``--all-cases`` runs them all): the CPython run goes through every case,
  and this run shows that the same code gives the same answers in Pyodide,
  which every function and an eighth of the cases show as well;
* writes every test's outcome to ``--report-json FILE`` (in Pyodide's file
  system; the runner copies it out), so the CPython side can check what ran.
"""

from __future__ import annotations

import json
import platform
import sys
import zlib

import pytest

_report: dict = {}

SAMPLE = 8
"""One in SAMPLE of a parametrized test function's cases (after its first) runs inside Pyodide."""


def pytest_addoption(parser):
    group = parser.getgroup("pyodide")
    group.addoption("--run-slow", action="store_true", help="also run tests marked slow")
    group.addoption("--all-cases", action="store_true",
                    help="run every case of a parametrized test (default: the first and one in SAMPLE)")
    group.addoption("--report-json", metavar="FILE", help="write per-test outcomes as JSON")


def pytest_configure(config):
    if sys.platform != "emscripten":
        raise pytest.UsageError(f"pyodide_plugin runs inside Pyodide only, not on {sys.platform!r}")
    _report.clear()
    _report.update(collected=[], collection_errors=[], items={})


def pytest_report_header(config):
    return f"platform {sys.platform} -- Python {platform.python_version()}, {platform.platform()}"


def _sampled_out(item, firsts: set) -> bool:
    """Whether ``item``, a case of a parametrized test function, is left to the
    CPython run: every function's first case runs, and one in SAMPLE of the others."""
    if not hasattr(item, "callspec"):
        return False
    function = item.nodeid.split("[", 1)[0]
    if function not in firsts:
        firsts.add(function)
        return False
    return zlib.crc32(item.nodeid.encode()) % SAMPLE != 0


def pytest_collection_modifyitems(config, items):
    slow = pytest.mark.skip(reason="slow: run with --slow")
    cpython = pytest.mark.skip(reason="cpython_only: does not run inside Pyodide")
    sampled = pytest.mark.skip(reason=f"sampled: one case in {SAMPLE} runs inside Pyodide (--all-cases)")
    firsts: set = set()
    for item in items:
        if item.get_closest_marker("cpython_only"):
            item.add_marker(cpython)
        elif item.get_closest_marker("slow") and not config.getoption("run_slow"):
            item.add_marker(slow)
        elif not config.getoption("all_cases") and _sampled_out(item, firsts):
            item.add_marker(sampled)
    _report["collected"] = [item.nodeid for item in items]


def pytest_collectreport(report):
    if report.failed:
        _report["collection_errors"].append(report.nodeid)


def pytest_runtest_logreport(report):
    item = _report["items"].setdefault(report.nodeid, {"nodeid": report.nodeid, "outcome": "passed",
                                                       "duration": 0.0})
    item["duration"] = round(item["duration"] + report.duration, 4)
    if report.skipped:
        item["outcome"] = "skipped"
        if isinstance(report.longrepr, tuple):
            item["reason"] = str(report.longrepr[2]).removeprefix("Skipped: ")
    elif report.failed:
        item["outcome"] = "failed" if report.when == "call" else "error"


def pytest_sessionfinish(session, exitstatus):
    path = session.config.getoption("report_json")
    if path:
        data = {**_report, "exitstatus": int(exitstatus), "items": list(_report["items"].values())}
        with open(path, "w", encoding="utf-8") as fh:
            json.dump(data, fh, indent=1)
