"""Sakura's mined puzzles: the themes of the goals tried at each decision
(the family's: :func:`hanafuda_core.families.capture.puzzles.capture_candidates`,
with the cards worth 20 as the ones to take)."""

from __future__ import annotations

from ...cardset import to_mask
from ...goal import PuzzleTheme
from ...messages import msg, msg_in

TWENTIES = to_mask("1B 3B 8B 12B")
"""The cards worth 20 (the Rain Man is worth 5 here)."""

THEMES = {
    "capture-light": PuzzleTheme(
        msg_in("a puzzle theme", "Capture light"),
        msg("Take a card worth 20 this turn: find the card of your hand, or the target, that gets it.")),
    "complete-yaku": PuzzleTheme(
        msg_in("a puzzle theme", "Complete yaku"),
        msg("Make a yaku this turn, and every other player pays 50 for it.")),
    "best-score": PuzzleTheme(
        msg_in("a puzzle theme", "Best score"),
        msg("Of all the ways to play the turn, find the one that takes the cards worth the most.")),
}
