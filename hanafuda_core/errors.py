"""The project's own error type.

Every error the core raises on bad input — a card code, a position text,
options, an illegal move, a tutorial, a saved match, an API call — is a
:class:`HanafudaError` with a message written for people.  Anything else
that escapes (a plain ``ValueError`` from Python, a ``KeyError``) is a bug in
the engine, and the JSON API reports it as an internal error.
"""

from __future__ import annotations

__all__ = ["HanafudaError"]


class HanafudaError(ValueError):
    """Bad input, explained: the message is meant to be shown as it is."""
