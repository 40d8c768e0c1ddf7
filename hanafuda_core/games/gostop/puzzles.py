"""Go-Stop's mined puzzles: the themes of the goals tried at each decision
(the family's: :func:`hanafuda_core.families.capture.puzzles.capture_candidates`)."""

from __future__ import annotations

THEMES = {
    "capture-light": "Take a bright this turn: find the card of your hand, or the target, that gets it.",
    "complete-yaku": "Make a new part of your points score this turn (godori, a ribbon set, three brights...).",
    "best-score": "Of all the ways to play the turn, find the one that ends it with the most points.",
}
