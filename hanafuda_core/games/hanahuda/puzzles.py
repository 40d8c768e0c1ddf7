"""Palauan Hanahuda's mined puzzles: the goals tried at each decision and their themes."""

from __future__ import annotations

from ...cardset import bits
from ...notation import format_cards
from .engine import BRIGHTS, active_yaku, card_words

THEMES = {
    "capture-light": "Take a bright card this turn: find the card of your hand, or the target, that gets it.",
    "complete-yaku": "Finish a yaku this turn with the cards your hand and the draw can take.",
    "best-score": "Of all the ways to play the turn, find the one that ends it with the most yaku points.",
    "stop-yaku": "The other side is close to a yaku: take a card it needs so that it can never be made this round.",
}


def candidates(pos) -> list[tuple[dict, list[str]]]:
    if getattr(pos, "phase_name", "") != "play":
        return []
    out = []
    taken = 0
    for c in pos.captured:
        taken |= c
    reach = (pos.field | pos.hands[pos.turn]) & BRIGHTS & ~taken
    for c in bits(reach):
        out.append(({"type": "capture-card", "cards": format_cards([c])}, ["capture-light"]))
    out.append(({"type": "complete-yaku"}, ["complete-yaku"]))
    out.append(({"type": "score-most"}, ["best-score"]))
    me = pos.side(pos.turn)
    for y in active_yaku(pos.options):
        for s in range(pos.n_sides):
            if s != me and (pos.captured[s] & y.cards).bit_count() >= y.need - 1:
                out.append(({"type": "deny-yaku", "yaku": y.key}, ["stop-yaku"]))
                break
    return out


def note(pos) -> str:
    if getattr(pos, "phase_name", "") in ("play", "draw") and pos.draw:
        return f"The next card of the draw pile is {card_words(pos.draw[-1])}."
    return ""
