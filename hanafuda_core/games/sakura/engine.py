"""Sakura's engine in one place: the public names of its modules."""

from __future__ import annotations

from ...game import IllegalActionError, PositionError
from .cards import DEAL_SIZES, GAJI, VALUES, card_value
from .computer import choose_action, random_action, rollout_action, turn_sequences
from .match import SakuraMatch
from .notation import POSITION_FIELDS
from .options import DEFAULT_OPTIONS, PRESETS, SakuraOptions
from .outcome import SakuraOutcome
from .actions import PHASES, SakuraAction
from .position import SakuraPosition, teams_of
from .yaku import PENALTY, YAKU, round_scores, yaku_of

__all__ = [
    "DEAL_SIZES", "GAJI", "VALUES", "card_value", "choose_action", "random_action", "rollout_action",
    "turn_sequences", "SakuraMatch", "POSITION_FIELDS", "DEFAULT_OPTIONS", "PRESETS", "SakuraOptions",
    "SakuraOutcome", "PHASES", "SakuraAction", "SakuraPosition", "teams_of", "PENALTY", "YAKU", "round_scores",
    "yaku_of", "IllegalActionError", "PositionError",
]
