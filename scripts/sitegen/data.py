"""Where the package's data is: folders beside its modules, the same in this
project's working tree and installed (pyproject.toml ships them)."""

from __future__ import annotations

from pathlib import Path

HERE = Path(__file__).resolve().parent


def package_data(name: str) -> Path:
    """A folder of the package's data: ``site`` (the runtime's JS, CSS, service
    worker and the tutorial schema), ``templates`` (the theme partials) or
    ``pages`` (the site's own pages about the cards)."""
    return HERE / name
