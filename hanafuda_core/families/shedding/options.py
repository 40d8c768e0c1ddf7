"""The checks the shedding games' rule options share: a choice among named
values, a flag that is True or False (each game's ``OptionSet`` calls them
from its ``__post_init__``)."""

from __future__ import annotations

from typing import Iterable, Sequence

__all__ = ["check_choices", "check_flags"]


def check_choices(options, choices: Iterable[tuple[str, Sequence[str]]]) -> None:
    """Raise ``ValueError`` unless every field ``name`` holds one of its ``choices``."""
    for name, allowed in choices:
        if getattr(options, name) not in allowed:
            raise ValueError(f"{name} must be one of {', '.join(allowed)}; got {getattr(options, name)!r}")


def check_flags(options, names: Iterable[str]) -> None:
    """Raise ``ValueError`` unless every field of ``names`` is True or False."""
    for name in names:
        if not isinstance(getattr(options, name), bool):
            raise ValueError(f"{name} must be True or False, got {getattr(options, name)!r}")
