"""Koi-Koi's mined puzzles: the goals tried at each decision and their themes."""

from __future__ import annotations

from ...cardset import bits, card_words
from ...notation import format_cards
from .engine import LIGHTS

THEMES = {
    "capture-light": "Take a bright card (a light) this turn: find the card of your hand, or the target, that gets it.",
    "complete-yaku": "Finish a yaku this turn with the cards your hand and the draw can take.",
    "best-score": "Of all the ways to play the turn, find the one that ends it with the most yaku points.",
}


def candidates(pos) -> list[tuple[dict, list[str]]]:
    if getattr(pos, "phase_name", "") != "play":
        return []
    out = []
    taken = pos.captured[0] | pos.captured[1]
    reach = (pos.field | pos.hands[pos.turn]) & LIGHTS & ~taken
    for c in bits(reach):
        out.append(({"type": "capture-card", "cards": format_cards([c])}, ["capture-light"]))
    out.append(({"type": "complete-yaku"}, ["complete-yaku"]))
    out.append(({"type": "score-most"}, ["best-score"]))
    return out


def note(pos) -> str:
    if getattr(pos, "phase_name", "") in ("play", "draw") and pos.draw:
        return f"The next card of the draw pile is {card_words(pos.draw[-1])}."
    return ""
