"""Where the package's data is: installed, next to the modules; in this
project's working tree, the folders that pyproject.toml maps into the package
(docs/ for the runtime's files, overrides/ for the theme partial)."""

from __future__ import annotations

from importlib import resources
from pathlib import Path


def package_data(name: str) -> Path:
    """A folder of the package's data: ``site`` (the runtime's JS, CSS and
    service worker) or ``templates`` (the theme partial). Installed, they sit
    in the package; in this project's working tree they are docs/ and overrides/."""
    try:
        found = resources.files(f"{__package__}.{name}")
        path = Path(str(found))
        if path.is_dir() and any(path.iterdir()):
            return path
    except (ModuleNotFoundError, TypeError, ValueError):
        pass
    here = Path(__file__).resolve().parent
    if (here / name).is_dir():
        return here / name
    return here.parents[1] / {"site": "docs", "templates": "overrides"}[name]
