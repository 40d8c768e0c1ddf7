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

  A third-party distribution declares its games the same way.  They are
  read by :mod:`.installed` (``importlib.metadata``, which the browser's
  trimmed standard library leaves out).
* **The engine's wheel for the browser** (scripts/sitegen/build_wheel.py):
  the generated module ``hanafuda_core/games/_declared.py``, the declarations
  of the games the site selected, frozen when the wheel was built
  (``GAMES = {key: module}``).  It is never in the source tree; when it exists it is the only source, and
  that wheel leaves :mod:`.installed` out.

A declared module that fails to import, or that imports but registers no
game under its key, raises :class:`GameLoadError`.
"""

from __future__ import annotations

import importlib
import sys
from typing import TYPE_CHECKING

from ..errors import HanafudaError

if TYPE_CHECKING:  # pragma: no cover
    from ..game import Game

__all__ = ["register", "unregister", "get", "keys", "all_games", "declarations", "rescan",
           "UnknownGameError", "GameLoadError", "ENTRY_POINT_GROUP"]

ENTRY_POINT_GROUP = "hanafuda.games"
"""The entry-point group that declares games (name: the game's key, value: its module)."""

_GENERATED = __name__ + "._declared"

_REGISTRY: dict[str, "Game"] = {}
_DECLARED: dict[str, str] | None = None  # key -> module; None until read (declarations())


class UnknownGameError(KeyError, HanafudaError):
    """A game key that no game has."""

    def __str__(self) -> str:
        return self.args[0] if self.args else "unknown game"


class GameLoadError(HanafudaError):
    """A declared game that cannot be loaded (:mod:`.installed` says why)."""


def register(game: "Game") -> "Game":
    """Add a game (an instance of a :class:`~hanafuda_core.game.Game` subclass)."""
    if not game.key or not game.name:
        raise ValueError("a game needs a key and a name")
    _REGISTRY[game.key] = game
    return game


def unregister(key: str) -> None:
    """Remove a game registered by :func:`register` (tests)."""
    _REGISTRY.pop(key, None)


def _read() -> dict[str, str]:
    """The declarations frozen into the engine's wheel, or else the installed
    distributions' entry points."""
    try:
        return dict(importlib.import_module(_GENERATED).GAMES)
    except ModuleNotFoundError as e:
        if e.name != _GENERATED:
            raise
    from . import installed  # not in the browser's wheel, which has _declared.py

    try:
        return {key: module for key, (module, _) in installed.entry_points(ENTRY_POINT_GROUP).items()}
    except ValueError as e:
        raise GameLoadError(str(e)) from None


def declarations() -> dict[str, str]:
    """Every declared game: ``{key: module whose import registers it}``, in
    the order found (read once, then kept; :func:`rescan` forgets them)."""
    global _DECLARED
    if _DECLARED is None:
        _DECLARED = _read()
    return dict(_DECLARED)


def rescan() -> None:
    """Forget the declarations read, so that the next call reads them again
    (a test that puts a distribution on ``sys.path``, or takes it away).
    Games already registered stay."""
    global _DECLARED
    _DECLARED = None
    importlib.invalidate_caches()


def _load(key: str) -> "Game":
    module = declarations()[key]
    before, imported_before = set(_REGISTRY), module in sys.modules
    try:
        importlib.import_module(module)
    except Exception as e:
        from . import installed

        raise GameLoadError(installed.load_failure(ENTRY_POINT_GROUP, key, module, e, (__file__,))) from e
    if key not in _REGISTRY:
        from . import installed

        raise GameLoadError(installed.registers_nothing(ENTRY_POINT_GROUP, key, module, set(_REGISTRY) - before,
                                                        imported_before))
    return _REGISTRY[key]


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
