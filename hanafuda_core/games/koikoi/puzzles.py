"""Koi-Koi's mined puzzles: the goals tried at each decision and their themes."""

from __future__ import annotations

from ...cardset import card_words
from ...families.capture.puzzles import capture_candidates, draw_note
from .engine import LIGHTS

THEMES = {
    "capture-light": "Take a bright card (a light) this turn: find the card of your hand, or the target, that gets it.",
    "complete-yaku": "Finish a yaku this turn with the cards your hand and the draw can take.",
    "best-score": "Of all the ways to play the turn, find the one that ends it with the most yaku points.",
}


def candidates(pos) -> list[tuple[dict, list[str]]]:
    return capture_candidates(pos, LIGHTS)


def note(pos) -> str:
    return draw_note(pos, card_words)
