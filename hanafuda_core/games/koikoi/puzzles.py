"""Koi-Koi's mined puzzles: the goals tried at each decision and their themes."""

from __future__ import annotations

THEMES = {
    "capture-light": "Take a bright card (a light) this turn: find the card of your hand, or the target, that gets it.",
    "complete-yaku": "Finish a yaku this turn with the cards your hand and the draw can take.",
    "best-score": "Of all the ways to play the turn, find the one that ends it with the most yaku points.",
}
