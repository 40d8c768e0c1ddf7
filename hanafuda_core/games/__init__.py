"""The game registry: every game is declared by the package that holds it.

A game is one package (the built-in ones are ``hanafuda_core/games/<key>/``;
another installed distribution may bring more) holding everything one game
is (its engine, options, computer player, board view, lesson goals and
rules-page tables); importing it registers one
:class:`~hanafuda_core.game.Game` object with :func:`register`.  Shared code
asks the registry::

    from hanafuda_core import games
    games.keys()            # ['hanahuda', 'hiyoko', ...]  (found without importing them)
    games.get("koikoi")     # imports that game's module only, returns its Game
    games.all_games()       # every game, in menu order (info.order, then key)

Games are imported lazily, so a page that uses one game only loads that
game's modules.  Tests may :func:`register` a game of their own.

Where the declarations come from (:func:`declarations`), read once and kept:

* **An installed package** (CPython, the working tree installed editable, or
  any distribution on ``sys.path``): the entry points of the group
  ``hanafuda.games``.  Each names a game key and the module whose import
  registers that game, as in the project's ``pyproject.toml``::

      [project.entry-points."hanafuda.games"]
      koikoi = "hanafuda_core.games.koikoi"

  A third-party distribution declares its games the same way.
  ``importlib.metadata`` is imported only then, by name: it pulls in email,
  zipfile, tempfile, socket... which the browser's standard library, cut
  down to what the engine's import statements name
  (scripts/sitegen/trim_stdlib.py), leaves out.
* **The engine's wheel for the browser** (scripts/sitegen/build_wheel.py):
  the generated module ``hanafuda_core/games/_declared.py``, the declarations
  of the games the site selected, frozen when the wheel was built
  (``GAMES = {key: module}``, ``DISTRIBUTIONS = {key: distribution}``).  It
  is never in the source tree; when it exists it is the only source.

A declared module that fails to import, or that imports but registers no
game under its key, raises :class:`GameLoadError`.
"""

from __future__ import annotations

import importlib
import sys
import traceback
from typing import TYPE_CHECKING

from ..errors import HanafudaError

if TYPE_CHECKING:  # pragma: no cover
    from ..game import Game

__all__ = ["register", "unregister", "get", "keys", "all_games", "declarations", "distribution", "rescan",
           "UnknownGameError", "GameLoadError", "ENTRY_POINT_GROUP"]

ENTRY_POINT_GROUP = "hanafuda.games"
"""The entry-point group that declares games (name: the game's key, value: its module)."""

_GENERATED = __name__ + "._declared"

_REGISTRY: dict[str, "Game"] = {}
# key -> (module, distribution); None until read (declarations())
_DECLARED: dict[str, tuple[str, str]] | None = None


class UnknownGameError(KeyError, HanafudaError):
    """A game key that no game has."""

    def __str__(self) -> str:
        return self.args[0] if self.args else "unknown game"


class GameLoadError(HanafudaError):
    """A declared game that cannot be loaded: its module fails to import, or
    registers no game under the declared key, or two distributions declare
    the same key."""


def register(game: "Game") -> "Game":
    """Add a game (an instance of a :class:`~hanafuda_core.game.Game` subclass)."""
    if not game.key or not game.name:
        raise ValueError("a game needs a key and a name")
    _REGISTRY[game.key] = game
    return game


def unregister(key: str) -> None:
    """Remove a game registered by :func:`register` (tests)."""
    _REGISTRY.pop(key, None)


def _generated() -> dict[str, tuple[str, str]] | None:
    """The declarations frozen into the engine's wheel, or None (no such module)."""
    try:
        frozen = importlib.import_module(_GENERATED)
    except ModuleNotFoundError as e:
        if e.name != _GENERATED:
            raise
        return None
    names = frozen.DISTRIBUTIONS
    return {key: (module, names.get(key, "")) for key, module in frozen.GAMES.items()}


def _entry_points() -> dict[str, tuple[str, str]]:
    """The ``hanafuda.games`` entry points of the installed distributions."""
    # By name, not by an import statement: see the module's docstring.
    metadata = importlib.import_module("importlib.metadata")
    found: dict[str, tuple[str, str]] = {}
    for ep in metadata.entry_points(group=ENTRY_POINT_GROUP):
        dist = ep.dist.name if ep.dist is not None else ""
        module = ep.value.partition(":")[0].strip()
        if ep.name in found and found[ep.name] != (module, dist):
            other_module, other_dist = found[ep.name]
            raise GameLoadError(
                f"the game {ep.name!r} is declared twice (entry points of the group {ENTRY_POINT_GROUP!r}): "
                f"{other_module!r} by the distribution {other_dist or '?'!r} and {module!r} by {dist or '?'!r}")
        found[ep.name] = (module, dist)
    return found


def declarations() -> dict[str, str]:
    """Every declared game: ``{key: module whose import registers it}``, in
    the order found (read once, then kept; :func:`rescan` forgets them)."""
    global _DECLARED
    if _DECLARED is None:
        found = _generated()
        _DECLARED = found if found is not None else _entry_points()
    return {key: module for key, (module, _) in _DECLARED.items()}


def distribution(key: str) -> str:
    """The name of the distribution that declares the game ``key`` ('' when unknown)."""
    declarations()
    return (_DECLARED or {}).get(key, ("", ""))[1]


def rescan() -> None:
    """Forget the declarations read, so that the next call reads them again
    (a test that puts a distribution on ``sys.path``, or takes it away).
    Games already registered stay."""
    global _DECLARED
    _DECLARED = None
    importlib.invalidate_caches()


def _failed_at(exc: BaseException, module: str) -> str:
    """``file, line N`` where the import of ``module`` failed (from the traceback)."""
    if isinstance(exc, SyntaxError) and exc.filename:
        return f"{exc.filename}, line {exc.lineno}"
    machinery = (__file__, importlib.__file__)
    frames = [f for f in traceback.extract_tb(exc.__traceback__)
              if not f.filename.startswith("<frozen ") and f.filename not in machinery]
    if frames:
        return f"{frames[-1].filename}, line {frames[-1].lineno}"
    if isinstance(exc, ModuleNotFoundError) and exc.name and module.startswith(exc.name):
        return f"no module named {exc.name!r}"
    return "an unknown place"


def _load(key: str) -> "Game":
    module, dist = (_DECLARED or {})[key]
    declared = (f"the game {key!r} (entry point {key} = {module!r} of the group {ENTRY_POINT_GROUP!r}, "
                f"distribution {dist or 'unknown'!r})")
    before, imported_before = set(_REGISTRY), module in sys.modules
    try:
        importlib.import_module(module)
    except Exception as e:
        raise GameLoadError(f"{declared} failed to load: {type(e).__name__}: {e} "
                            f"(at {_failed_at(e, module)})") from e
    game = _REGISTRY.get(key)
    if game is None:
        others = sorted(set(_REGISTRY) - before)
        also = f" (it registered {', '.join(map(repr, others))})" if others else ""
        again = " (it was imported before: an unregistered game does not come back)" if imported_before else ""
        raise GameLoadError(f"{declared}: the module {module!r} imports but registers no game {key!r}{also}{again}")
    return game


def keys() -> list[str]:
    """Every game's key, sorted (the declared ones without importing them,
    and those registered); :func:`all_games` gives the menu order."""
    return sorted(set(declarations()) | set(_REGISTRY))


def get(key: object) -> "Game":
    """The game called ``key``; raises :class:`UnknownGameError`, or
    :class:`GameLoadError` for a declared game that fails to load."""
    if isinstance(key, str):
        game = _REGISTRY.get(key)
        if game is not None:
            return game
        if key in declarations():
            return _load(key)
    known = ", ".join(keys())
    shown = repr(key) if isinstance(key, str) and len(key) <= 40 else "given"
    raise UnknownGameError(f"unknown game {shown}; the games are {known}")


def all_games() -> list["Game"]:
    """Every game (each declared one imported), in menu order (``info.order``, key)."""
    for key in declarations():
        if key not in _REGISTRY:
            _load(key)
    return sorted(_REGISTRY.values(), key=lambda g: (g.info.order, g.key))
