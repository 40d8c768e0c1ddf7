"""The site's standard library (scripts/sitegen/trim_stdlib.py) holds every module the engine imports.

The browser's worker starts Pyodide on an archive cut down to what Pyodide's
start-up and the engine import.  Here Pyodide starts on that very archive
(built by the site's own code, scripts/sitegen/vendor.py) under Node:

* alone, it imports every module of the engine and runs what a page asks of
  it (tests/pyodide/engine_workout.py);
* the core's whole test suite runs on it too (test_in_pyodide.py passes
  ``--stdlib``), with the full archive behind it for pytest and Hypothesis,
  and fails if engine code takes any module from the full one; the last test
  here shows that this check fails when a module is missing.
"""

from __future__ import annotations

import json
import sys
import zipfile
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))
from node_pyodide import PYODIDE_DIR, ROOT, run_runner  # noqa: E402

sys.path.insert(0, str(ROOT / "scripts"))
from sitegen.vendor import trimmed_stdlib  # noqa: E402

WORKOUT = Path(__file__).with_name("engine_workout.py")


@pytest.fixture(scope="module")
def trimmed(tmp_path_factory) -> Path:
    data, _ = trimmed_stdlib(PYODIDE_DIR, ROOT / ".cache")
    path = tmp_path_factory.mktemp("stdlib") / "python_stdlib.zip"
    path.write_bytes(data)
    return path


def _source_name(member: str) -> str:
    return member[:-1] if member.endswith(".pyc") else member


def test_the_archive_is_a_part_of_pyodides_own(trimmed):
    full = zipfile.ZipFile(PYODIDE_DIR / "python_stdlib.zip")
    kept = zipfile.ZipFile(trimmed)
    names = [_source_name(n) for n in kept.namelist()]
    assert len(set(names)) == len(names) and set(names) < set(full.namelist())
    assert all(i.compress_type == zipfile.ZIP_STORED for i in kept.infolist())
    # the modules every page needs, and modules no page needs left out
    for needed in ("json/__init__.py", "dataclasses.py", "difflib.py", "hashlib.py", "encodings/utf_8.py",
                   "_pyodide/_base.py", "pyodide/ffi/__init__.py"):
        assert needed in names, needed
    for unused in ("unittest/__init__.py", "pdb.py", "doctest.py", "xml/dom/minidom.py", "pydoc.py",
                   "asyncio/windows_events.py", "asyncio/proactor_events.py"):
        assert unused not in names, unused
    assert len(names) < 0.4 * len([n for n in full.namelist() if n.endswith(".py")])


def test_the_engine_runs_on_the_trimmed_archive_alone(trimmed):
    expr = f'(lambda ns: (exec(compile({WORKOUT.read_text()!r}, "engine_workout.py", "exec"), ns), ns["RESULT"])[1])({{}})'
    proc = run_runner("--stdlib", str(trimmed), "--eval", expr)
    assert proc.returncode == 0, f"exit {proc.returncode}:\n{proc.stdout}\n{proc.stderr}"
    result = json.loads(proc.stdout.strip().splitlines()[-1])
    assert result["platform"] == "emscripten"
    # Python's own path holds one archive: the trimmed one, where every standard module came from
    assert len(result["path"]) == 1 and result["archives"] == result["path"], result
    import pkgutil

    import hanafuda_core
    from hanafuda_core import games

    # every module of the source tree, and the games' declarations the wheel carries in place of
    # the module that reads the installed distributions' (build_wheel.py)
    # (but a built-in game package not declared yet, which the wheel leaves out)
    undeclared = tuple(f"hanafuda_core.games.{m.name}" for m in pkgutil.iter_modules(games.__path__)
                       if m.ispkg and m.name not in games.declarations())
    tree = {m.name for m in pkgutil.walk_packages(hanafuda_core.__path__, "hanafuda_core.")
            if not (m.name + ".").startswith(tuple(u + "." for u in undeclared))}
    assert result["modules"] == sorted(tree - {"hanafuda_core.games.installed"} | {"hanafuda_core.games._declared"})
    # the games the engine ships (not the test-only ones tests/core/conftest.py may have registered)
    shipped = [g.key for g in games.all_games() if type(g).__module__.startswith("hanafuda_core.")]
    assert sorted(result["games"]) == sorted(shipped)
    assert all(g["moves"] > 0 and g["tables"] > 0 for g in result["games"].values()), result["games"]
    assert result["question"] and result["error"] is False


def test_modules_go_as_bytecode_where_it_pays(trimmed):
    """Most of Pyodide's start is compiling the modules it imports: the big ones
    go as bytecode the pinned interpreter compiled (sourceless ``.pyc``), the
    small ones, whose bytecode would cost more to download than to compile on a
    slow connection, as slimmed sources."""
    kept = zipfile.ZipFile(trimmed)
    compiled = [n for n in kept.namelist() if n.endswith(".pyc")]
    for big in ("typing.pyc", "inspect.pyc", "enum.pyc", "re/_parser.pyc", "collections/__init__.pyc"):
        assert big in compiled, big
    for small in ("keyword.py", "encodings/utf_8.py", "_weakrefset.py"):
        assert small in kept.namelist(), small
    # one interpreter's magic number; unchecked hash-based (valid whatever the
    # archive's timestamps): the engine's wheel's bytecode is alike
    assert len({kept.read(n)[:4] for n in compiled}) == 1
    assert all(int.from_bytes(kept.read(n)[4:8], "little") == 0b01 for n in compiled)


def test_an_engine_import_missing_from_the_archive_fails_the_pyodide_run(trimmed, tmp_path):
    """The guard of the core suite's run: without difflib (imported by the tutorial
    reader), the run fails and names it, even though the tests pass."""
    short = tmp_path / "short.zip"
    with zipfile.ZipFile(trimmed) as src, zipfile.ZipFile(short, "w") as out:
        for info in src.infolist():
            if _source_name(info.filename) != "difflib.py":
                out.writestr(info, src.read(info))
    proc = run_runner("--stdlib", str(short), "--tests", str(ROOT / "tests" / "core" / "webapi"), "--", "-q", "-k",
                      "test_webapi_input")
    assert proc.returncode == 1, f"exit {proc.returncode}:\n{proc.stdout}\n{proc.stderr}"
    assert " passed" in proc.stdout and " failed" not in proc.stdout, proc.stdout
    assert "difflib (from " in proc.stdout and "hanafuda_core/learning/tutorial.py" in proc.stdout, proc.stdout
