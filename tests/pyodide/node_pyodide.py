"""Helpers for the CPython tests that drive ``run_core_tests.mjs`` under Node."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
RUNNER = ROOT / "tests" / "pyodide" / "run_core_tests.mjs"
PYODIDE_DIR = ROOT / "node_modules" / "pyodide"
# Pyodide starts in 5-10 s; leave room for a slow CI machine.
TIMEOUT = float(os.environ.get("HANAFUDA_PYODIDE_TIMEOUT", "900"))


def require_node() -> str:
    """The ``node`` executable, or fail (not skip): the Pyodide checks are mandatory."""
    node = shutil.which("node")
    if node is None:
        pytest.fail(
            "`node` is not on PATH: the core's tests must also pass in Pyodide. "
            f"Install Node.js (20 or newer), then run `npm ci` in {ROOT}.",
            pytrace=False,
        )
    if not (PYODIDE_DIR / "pyodide.mjs").is_file() or not (PYODIDE_DIR / "pyodide.asm.wasm").is_file():
        pytest.fail(
            f"{PYODIDE_DIR} is missing or incomplete: run `npm ci` in {ROOT} "
            "to install the pinned Pyodide from package-lock.json.",
            pytrace=False,
        )
    return node


def run_runner(*args: str, timeout: float = TIMEOUT) -> subprocess.CompletedProcess:
    """Run ``node tests/pyodide/run_core_tests.mjs ARGS`` from the repo root."""
    node = require_node()
    # build the wheel with this very interpreter (unless HANAFUDA_WHEEL is set)
    env = {**os.environ, "PYTHON": sys.executable}
    try:
        return subprocess.run(
            [node, str(RUNNER), *args],
            cwd=ROOT,
            env=env,
            capture_output=True,
            text=True,
            encoding="utf-8",
            timeout=timeout,
        )
    except subprocess.TimeoutExpired as exc:
        out = (exc.stdout or b"").decode("utf-8", "replace") if isinstance(exc.stdout, bytes) else (exc.stdout or "")
        pytest.fail(f"the Pyodide run did not finish in {timeout:.0f}s; output so far:\n{out}", pytrace=False)


def site_stdlib(directory: Path) -> Path:
    """The standard library archive the site ships (scripts/sitegen/trim_stdlib.py), written into ``directory``."""
    sys.path.insert(0, str(ROOT / "scripts"))
    from sitegen.vendor import trimmed_stdlib

    path = Path(directory) / "python_stdlib.zip"
    path.write_bytes(trimmed_stdlib(PYODIDE_DIR, ROOT / ".cache")[0])
    return path
