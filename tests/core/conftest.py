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
