"""The game registry: every game is one package in this folder.

A package ``hanafuda_core/games/<key>/`` holds everything one game is (its
engine, options, computer player, board view, lesson goals and rules-page
tables) and its ``__init__`` registers one :class:`~hanafuda_core.game.Game`
object with :func:`register`.  Shared code asks the registry::

    from hanafuda_core import games
    games.keys()            # ['poka', 'koikoi', ...]  (found without importing them)
    games.get("koikoi")     # imports that package only, returns its Game
    games.all_games()       # every game, in menu order

Games are imported lazily, so a page that uses one game only loads that
game's modules.  Tests may :func:`register` a game of their own.
"""

from __future__ import annotations

import importlib
import pkgutil
from typing import TYPE_CHECKING

from ..errors import HanafudaError

if TYPE_CHECKING:  # pragma: no cover
    from ..game import Game

__all__ = ["register", "unregister", "get", "keys", "all_games", "UnknownGameError"]

_REGISTRY: dict[str, "Game"] = {}


class UnknownGameError(KeyError, HanafudaError):
    """A game key that no game has."""

    def __str__(self) -> str:
        return self.args[0] if self.args else "unknown game"


def register(game: "Game") -> "Game":
    """Add a game (an instance of a :class:`~hanafuda_core.game.Game` subclass)."""
    if not game.key or not game.name:
        raise ValueError("a game needs a key and a name")
    _REGISTRY[game.key] = game
    return game


def unregister(key: str) -> None:
    """Remove a game registered by :func:`register` (tests)."""
    _REGISTRY.pop(key, None)


def _packages() -> list[str]:
    return sorted(m.name for m in pkgutil.iter_modules(__path__) if m.ispkg and not m.name.startswith("_"))


def keys() -> list[str]:
    """Every game's key, in menu order."""
    return [g.key for g in all_games()]


def get(key: object) -> "Game":
    """The game called ``key``; raises :class:`UnknownGameError`."""
    if isinstance(key, str):
        game = _REGISTRY.get(key)
        if game is None and key in _packages():
            importlib.import_module(f"{__name__}.{key}")
            game = _REGISTRY.get(key)
        if game is not None:
            return game
    known = ", ".join(sorted(set(_packages()) | set(_REGISTRY)))
    shown = repr(key) if isinstance(key, str) and len(key) <= 40 else "given"
    raise UnknownGameError(f"unknown game {shown}; the games are {known}")


def all_games() -> list["Game"]:
    """Every game (each package imported), in menu order."""
    for name in _packages():
        if name not in _REGISTRY:
            importlib.import_module(f"{__name__}.{name}")
    return sorted(_REGISTRY.values(), key=lambda g: (g.info.order, g.key))
