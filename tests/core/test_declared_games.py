"""Games are declared by entry points (the group ``hanafuda.games``), the
built-in ones in pyproject.toml like any other distribution's; in the
engine's wheel, by the module build_wheel.py generates
(hanafuda_core/games/__init__.py)."""

from __future__ import annotations

import importlib.util
import sys
import tomllib
from pathlib import Path

import pytest

from hanafuda_core import games
from hanafuda_core.errors import HanafudaError

from declared_game import DISTRIBUTION, GAMES, KEY, write_distribution

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def installed(tmp_path, monkeypatch):
    """The test distribution (declared_game.py) on sys.path, read by the registry."""
    monkeypatch.syspath_prepend(str(write_distribution(tmp_path)))
    games.rescan()
    yield tmp_path
    games.unregister(KEY)
    for module in {m.split(".")[0] for m in GAMES.values()}:
        for name in [n for n in sys.modules if n == module or n.startswith(module + ".")]:
            del sys.modules[name]
    monkeypatch.undo()
    games.rescan()


def test_declarations_come_from_the_wheel_or_else_the_entry_points():
    frozen = importlib.util.find_spec("hanafuda_core.games._declared")
    declared = games.declarations()
    if frozen is not None:  # the engine's wheel (Pyodide)
        from hanafuda_core.games._declared import GAMES as FROZEN

        assert declared == FROZEN
    else:
        assert not (ROOT / "hanafuda_core" / "games" / "_declared.py").exists()
    assert declared and set(declared) <= set(games.keys()) and games.keys() == sorted(games.keys())
    menu = games.all_games()
    assert set(declared) <= {g.key for g in menu} and menu == sorted(menu, key=lambda g: (g.info.order, g.key))


UNDECLARED: dict[str, str] = {}
"""Built-in game packages being written and not declared yet, with why: the
core tests register them (tests/core/conftest.py); the site and the engine's
wheel leave them out until they are declared."""


@pytest.mark.cpython_only
def test_pyproject_declares_every_built_in_game_package():
    with open(ROOT / "pyproject.toml", "rb") as f:
        table = tomllib.load(f)["project"]["entry-points"]["hanafuda.games"]
    packages = sorted(p.name for p in (ROOT / "hanafuda_core" / "games").iterdir() if (p / "__init__.py").is_file())
    assert table == {name: f"hanafuda_core.games.{name}" for name in packages if name not in UNDECLARED}
    assert set(UNDECLARED) <= set(packages) and not set(UNDECLARED) & set(table)


@pytest.mark.cpython_only
def test_a_declared_game_is_listed_without_importing_it_and_imported_by_get(installed):
    assert KEY in games.keys() and "hf_relay_extra" not in sys.modules
    from hanafuda_core.games import installed

    assert games.declarations()[KEY] == "hf_relay_extra"
    assert installed.distribution(games.ENTRY_POINT_GROUP, KEY) == DISTRIBUTION
    game = games.get(KEY)
    assert game.key == KEY and game.name == "Relay (declared)" and "hf_relay_extra" in sys.modules
    assert "hf_broken" not in sys.modules and "hf_silent" not in sys.modules


@pytest.mark.cpython_only
def test_a_declared_game_that_fails_to_load_is_a_clear_error(installed):
    with pytest.raises(games.GameLoadError) as info:
        games.get("broken")
    message = str(info.value)
    assert isinstance(info.value, HanafudaError) and isinstance(info.value.__cause__, RuntimeError)
    assert f"distribution {DISTRIBUTION!r}" in message and "entry point broken = 'hf_broken'" in message
    assert f"{installed / 'hf_broken' / '__init__.py'}, line 2" in message and "broken on purpose" in message
    with pytest.raises(games.GameLoadError, match="the module 'hf_silent' imports but registers no game 'silent'"):
        games.get("silent")
    with pytest.raises(games.GameLoadError):
        games.all_games()
