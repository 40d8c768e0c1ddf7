"""Hachi-Hachi's mined puzzles: the themes of the goals tried at each decision
(the family's: :func:`hanafuda_core.families.capture.puzzles.capture_candidates`)."""

from __future__ import annotations

from ...goal import PuzzleTheme
from ...messages import msg, msg_in

THEMES = {
    "capture-light": PuzzleTheme(
        msg_in("a puzzle theme", "Capture light"),
        msg("Take a bright this turn: find the card of your hand, or the target, that gets it.")),
    "complete-yaku": PuzzleTheme(
        msg_in("a puzzle theme", "Complete yaku"),
        msg("Make a captured yaku this turn (the red or blue ribbons, four brights...).")),
    "best-score": PuzzleTheme(
        msg_in("a puzzle theme", "Best score"),
        msg("Of all the ways to play the turn, find the one that takes the most card points.")),
}
