"""Hachi-Hachi's mined puzzles: the themes of the goals tried at each decision
(the family's: :func:`hanafuda_core.families.capture.puzzles.capture_candidates`)."""

from __future__ import annotations

THEMES = {
    "capture-light": "Take a bright this turn: find the card of your hand, or the target, that gets it.",
    "complete-yaku": "Make a captured yaku this turn (the red or blue ribbons, four brights...).",
    "best-score": "Of all the ways to play the turn, find the one that takes the most card points.",
}
