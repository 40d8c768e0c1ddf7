"""The core tests register a test-only game, Relay (3 seats, or 4 in two
teams), so that every test parametrised over the registry also proves the
shared modules for more than two seats and for partnerships."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from hanafuda_core import games  # noqa: E402
from relay_game import RelayGame  # noqa: E402

games.register(RelayGame())

# Go-Stop, whose site section is not joined yet, is not declared
# (tests/core/test_declared_games.py, UNDECLARED); the core tests register it
# so that every test over the registry holds it already.  The browser's wheel
# leaves undeclared games out, so inside Pyodide it is not there to register.
try:
    from hanafuda_core.games.gostop import GAME as _GOSTOP
except ImportError:  # the engine's wheel in Pyodide
    _GOSTOP = None
if _GOSTOP is not None:
    games.register(_GOSTOP)  # (importing it registers it; said here for the reader)
