"""Go-Stop's engine in one place: the public names of its modules
(:mod:`.cards`, :mod:`.options`, :mod:`.scoring`, :mod:`.actions`,
:mod:`.position`, :mod:`.outcome`, :mod:`.notation`, :mod:`.match`,
:mod:`.computer`)."""

from __future__ import annotations

from ...game import IllegalActionError, PositionError
from .actions import PHASES, GoStopAction
from .cards import ANIMALS, BRIGHTS, DOUBLE_JUNK, JUNK, RIBBONS, card_class, korean_month
from .computer import choose_action, random_action, rollout_action, turn_sequences
from .match import GoStopMatch
from .notation import POSITION_FIELDS
from .options import DEFAULT_OPTIONS, PRESETS, GoStopOptions
from .outcome import GoStopOutcome
from .position import GoStopPosition
from .scoring import card_points, go_terms, settle

__all__ = [
    "BRIGHTS", "ANIMALS", "RIBBONS", "JUNK", "DOUBLE_JUNK", "card_class", "korean_month", "GoStopOptions",
    "DEFAULT_OPTIONS", "PRESETS", "card_points", "go_terms", "settle", "GoStopAction", "PHASES", "GoStopPosition",
    "GoStopOutcome", "POSITION_FIELDS", "GoStopMatch", "choose_action", "random_action", "rollout_action",
    "turn_sequences", "IllegalActionError", "PositionError",
]
