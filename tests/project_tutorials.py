"""The project's tutorials (tutorials/<game>/*.yaml), loaded and validated once
per test process.

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
def _loaded() -> tuple:
    sys.path.insert(0, str(ROOT / "scripts"))
    from sitegen import tutorials

    return tuple(tutorials.load_all(ROOT / "tutorials"))


def project_tutorials() -> list:
    """``sitegen.tutorials.load_all(ROOT / "tutorials")``, loaded once per process."""
    return list(_loaded())
