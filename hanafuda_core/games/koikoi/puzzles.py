"""Koi-Koi's mined puzzles: the goals tried at each decision and their themes."""

from __future__ import annotations

from ...goal import PuzzleTheme
from ...messages import msg, msg_in
THEMES = {
    "capture-light": PuzzleTheme(
        msg_in("a puzzle theme", "Capture light"),
        msg("Take a bright card (a light) this turn: find the card of your hand, or the target, that gets it.")),
    "complete-yaku": PuzzleTheme(
        msg_in("a puzzle theme", "Complete yaku"),
        msg("Finish a yaku this turn with the cards your hand and the draw can take.")),
    "best-score": PuzzleTheme(
        msg_in("a puzzle theme", "Best score"),
        msg("Of all the ways to play the turn, find the one that ends it with the most yaku points.")),
}
