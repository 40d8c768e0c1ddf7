"""The project's sections: every game's built-in tutorials (its package's
``tutorials/*.yaml``) loaded and validated once per test process, and where
its pages' files are (``section_page``).

Several test modules parametrize their tests by the tutorials, so they load
them while pytest collects, and every test process (scripts/test.sh runs two)
collects every module: loading and validating the files (each exercise's goal
is checked by the engine) is most of the collection's time, so it is done once
here and shared. Each caller gets its own list of the same loaded tutorials,
which no test changes.
"""

from __future__ import annotations

import functools
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


@functools.cache
def _plan():
    """sitegen.sections.plan over every game (imported here: a caller may run where
    the plugin's dependencies are not installed and never ask)."""
    sys.path.insert(0, str(ROOT / "scripts"))
    from hanafuda_core import games
    from sitegen import sections

    return sections.plan(games.all_games(), None, ROOT / "docs")


def tutorial_folders() -> list[tuple[str, Path]]:
    """``(game key, folder)`` of every game's built-in tutorials."""
    return list(_plan().tutorials)


def tutorial_folder(key: str) -> Path:
    """The folder of one game's built-in tutorials."""
    return dict(_plan().tutorials)[key]


def tutorial_files() -> list[Path]:
    """Every built-in lesson and puzzle file (not the trainer's)."""
    from sitegen.tutorials import tutorial_files as files_of

    return [f for _, folder in tutorial_folders() for f in files_of(folder)]


def section_page(path: str) -> Path:
    """The file of a site page that a package brings (a game's, a family's, the plugin's)."""
    return _plan().sources[path]


def section_pages() -> dict[str, Path]:
    """Every page the packages bring: site path -> file."""
    return dict(_plan().sources)


@functools.cache
def _loaded() -> tuple:
    from sitegen import tutorials

    return tuple(tutorials.load_folders(tutorial_folders()))


def project_tutorials() -> list:
    """``sitegen.tutorials.load_folders(tutorial_folders())``, loaded once per process."""
    return list(_loaded())
