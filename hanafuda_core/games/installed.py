"""What the installed distributions declare: the entry points of a group,
read with ``importlib.metadata``, and, in words, why a declared game does not
load (which distribution declares it, the file and line where its import
failed).  The registry (``hanafuda_core.games``) asks this module in
CPython; the browser's engine reads the declarations frozen into its wheel
instead (``_declared.py``), and its wheel leaves this module out
(scripts/sitegen/build_wheel.py): every module of that wheel was imported when
it was built.
"""

from __future__ import annotations

import importlib
import traceback


def entry_points(group: str) -> dict[str, tuple[str, str]]:
    """``{name: (module, distribution)}`` of the entry points of ``group``;
    raises ValueError for a name two distributions declare differently."""
    # By name, not by an import statement: importlib.metadata pulls email,
    # zipfile, tempfile, socket... and the browser's standard library is cut down
    # to what the engine's import statements name (scripts/sitegen/trim_stdlib.py).
    metadata = importlib.import_module("importlib.metadata")
    found: dict[str, tuple[str, str]] = {}
    for ep in metadata.entry_points(group=group):
        dist = ep.dist.name if ep.dist is not None else ""
        module = ep.value.partition(":")[0].strip()
        if ep.name in found and found[ep.name] != (module, dist):
            other_module, other_dist = found[ep.name]
            raise ValueError(f"the game {ep.name!r} is declared twice (entry points of the group {group!r}): "
                             f"{other_module!r} by the distribution {other_dist or '?'!r} and {module!r} by "
                             f"{dist or '?'!r}")
        found[ep.name] = (module, dist)
    return found


def distribution(group: str, key: str) -> str:
    """The name of the distribution that declares ``key`` in ``group`` ('' when none does)."""
    return entry_points(group).get(key, ("", ""))[1]


def _declared(group: str, key: str, module: str) -> str:
    return (f"the game {key!r} (entry point {key} = {module!r} of the group {group!r}, "
            f"distribution {distribution(group, key) or 'unknown'!r})")


def load_failure(group: str, key: str, module: str, exc: BaseException, machinery: tuple[str, ...]) -> str:
    """Why the game ``key`` did not load: its module raised ``exc`` on import."""
    return (f"{_declared(group, key, module)} failed to load: {type(exc).__name__}: {exc} "
            f"(at {failed_at(exc, module, machinery)})")


def registers_nothing(group: str, key: str, module: str, others: set[str], imported_before: bool) -> str:
    """Why the game ``key`` did not load: its module imports but registers no game of that key."""
    also = f" (it registered {', '.join(map(repr, sorted(others)))})" if others else ""
    again = " (it was imported before: an unregistered game does not come back)" if imported_before else ""
    return f"{_declared(group, key, module)}: the module {module!r} imports but registers no game {key!r}{also}{again}"


def failed_at(exc: BaseException, module: str, machinery: tuple[str, ...]) -> str:
    """``file, line N`` where the import of ``module`` failed (from the
    traceback, leaving out the frames of ``machinery``: the importing code)."""
    if isinstance(exc, SyntaxError) and exc.filename:
        return f"{exc.filename}, line {exc.lineno}"
    skipped = (*machinery, importlib.__file__)
    frames = [f for f in traceback.extract_tb(exc.__traceback__)
              if not f.filename.startswith("<frozen ") and f.filename not in skipped]
    if frames:
        return f"{frames[-1].filename}, line {frames[-1].lineno}"
    if isinstance(exc, ModuleNotFoundError) and exc.name and module.startswith(exc.name):
        return f"no module named {exc.name!r}"
    return "an unknown place"
