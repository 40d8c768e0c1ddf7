"""The wheels that run the core's tests inside Pyodide: pytest, Hypothesis and
what they need there, at exactly the versions installed in this interpreter.

    python tests/pyodide/fetch_wheels.py      # prints a JSON list of wheel paths

The requirement closure of ``pytest`` and ``hypothesis`` is resolved from this
interpreter's installed metadata, with environment markers evaluated for
Pyodide (``sys_platform == "emscripten"``), so CPython and Pyodide run the
same test framework.  The wheels are fetched once with ``pip download`` (pure
Python, ``py3-none-any``) into ``.cache/pyodide-test-wheels/``; later runs
reuse them and need no network.
"""

from __future__ import annotations

import importlib.metadata as metadata
import json
import subprocess
import sys
from pathlib import Path

from packaging.markers import default_environment
from packaging.requirements import Requirement
from packaging.utils import canonicalize_name, parse_wheel_filename

ROOT = Path(__file__).resolve().parents[2]
CACHE = ROOT / ".cache" / "pyodide-test-wheels"
ROOTS = ("pytest", "hypothesis")
# Pyodide is CPython compiled for Emscripten: markers see that platform.
PYODIDE_ENV = {**default_environment(), "sys_platform": "emscripten", "platform_system": "Emscripten",
               "python_version": "3.14", "python_full_version": "3.14.2", "extra": ""}


class WheelError(Exception):
    pass


def closure(roots=ROOTS) -> dict[str, str]:
    """``{distribution name: installed version}`` for roots and their requirements."""
    found: dict[str, str] = {}
    todo = list(roots)
    while todo:
        name = canonicalize_name(todo.pop())
        if name in found:
            continue
        try:
            dist = metadata.distribution(name)
        except metadata.PackageNotFoundError:
            raise WheelError(f"{name} is not installed in {sys.executable}: run scripts/setup.sh") from None
        found[name] = dist.version
        for text in dist.requires or ():
            req = Requirement(text)
            if req.marker is None or req.marker.evaluate(PYODIDE_ENV):
                todo.append(req.name)
    return found


def cached_wheels() -> dict[tuple[str, str], Path]:
    """``{(name, version): path}`` of the pure-Python wheels in the cache."""
    out = {}
    for whl in CACHE.glob("*.whl") if CACHE.is_dir() else ():
        name, version, _build, tags = parse_wheel_filename(whl.name)
        if any(t.abi == "none" and t.platform == "any" for t in tags):
            out[name, str(version)] = whl
    return out


def wheels() -> list[Path]:
    wanted = closure()
    have = cached_wheels()
    missing = [f"{n}=={v}" for n, v in sorted(wanted.items()) if (n, v) not in have]
    if missing:
        CACHE.mkdir(parents=True, exist_ok=True)
        cmd = [sys.executable, "-m", "pip", "download", "-q", "--disable-pip-version-check", "--no-deps",
               "--only-binary=:all:", "-d", str(CACHE), *missing]
        proc = subprocess.run(cmd, capture_output=True, text=True)
        if proc.returncode != 0:
            raise WheelError(f"pip download {' '.join(missing)} failed:\n{proc.stdout}{proc.stderr}")
        have = cached_wheels()
    result = []
    for name, version in sorted(wanted.items()):
        if (name, version) not in have:
            raise WheelError(f"no pure-Python wheel of {name}=={version} on the package index")
        result.append(have[name, version])
    return result


def main() -> int:
    try:
        print(json.dumps([str(p) for p in wheels()]))
    except WheelError as exc:
        print(f"fetch_wheels: {exc}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
