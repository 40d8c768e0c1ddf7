"""Palauan Hanahuda's mined puzzles: the goals tried at each decision and their themes."""

from __future__ import annotations

from ...goal import PuzzleTheme
from ...messages import msg, msg_in
from .engine import active_yaku

THEMES = {
    "capture-light": PuzzleTheme(
        msg_in("a puzzle theme", "Capture light"),
        msg("Take a bright card this turn: find the card of your hand, or the target, that gets it.")),
    "complete-yaku": PuzzleTheme(
        msg_in("a puzzle theme", "Complete yaku"),
        msg("Finish a yaku this turn with the cards your hand and the draw can take.")),
    "best-score": PuzzleTheme(
        msg_in("a puzzle theme", "Best score"),
        msg("Of all the ways to play the turn, find the one that ends it with the most yaku points.")),
    "stop-yaku": PuzzleTheme(
        msg_in("a puzzle theme", "Stop yaku"),
        msg("The other side is close to a yaku: take a card it needs so that it can never be made this round.")),
}


def deny_candidates(pos) -> list[tuple[dict, list[str]]]:
    """Palau's goal besides the family's (:class:`~hanafuda_core.families.capture.game.CaptureGame`):
    deny each yaku another side is one card short of (theme ``stop-yaku``)."""
    out = []
    me = pos.side(pos.turn)
    for y in active_yaku(pos.options):
        for s in range(pos.n_sides):
            if s != me and (pos.captured[s] & y.cards).bit_count() >= y.need - 1:
                out.append(({"type": "deny-yaku", "yaku": y.key}, ["stop-yaku"]))
                break
    return out
