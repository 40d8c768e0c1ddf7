"""Hachi-Hachi's engine in one place: the public names of its modules
(:mod:`.cards`, :mod:`.options`, :mod:`.yaku`, :mod:`.scoring`,
:mod:`.actions`, :mod:`.position`, :mod:`.outcome`, :mod:`.notation`,
:mod:`.match`, :mod:`.computer`)."""

from __future__ import annotations

from ...game import IllegalActionError, PositionError
from .actions import PHASES, HachiHachiAction
from .cards import BRIGHTS, POINTS, WILLOW, YAKU_CHAFF, card_points, field_multipliers
from .computer import choose_action, random_action, rollout_action, turn_sequences
from .match import HachiHachiMatch
from .notation import POSITION_FIELDS
from .options import DEFAULT_OPTIONS, PRESETS, HachiHachiOptions
from .outcome import HachiHachiOutcome
from .position import HachiHachiPosition, round_multiplier
from .scoring import Payment, settle
from .yaku import DEKIYAKU, SPECIALS, TEYAKU, dekiyaku_of, teyaku_of

__all__ = [
    "BRIGHTS", "POINTS", "WILLOW", "YAKU_CHAFF", "card_points", "field_multipliers", "HachiHachiOptions",
    "DEFAULT_OPTIONS", "PRESETS", "TEYAKU", "DEKIYAKU", "SPECIALS", "teyaku_of", "dekiyaku_of", "Payment", "settle",
    "HachiHachiAction", "PHASES", "HachiHachiPosition", "round_multiplier", "HachiHachiOutcome", "POSITION_FIELDS",
    "HachiHachiMatch", "choose_action", "random_action", "rollout_action", "turn_sequences", "IllegalActionError",
    "PositionError",
]
