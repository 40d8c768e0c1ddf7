"""Palauan Hanahuda's mined puzzles: the goals tried at each decision and their themes."""

from __future__ import annotations

from ...families.capture.puzzles import FINISH_A_YAKU, MOST_YAKU_POINTS
from ...goal import PuzzleTheme
from ...messages import msg, msg_in
from .engine import active_yaku

THEMES = {
    "capture-light": PuzzleTheme(
        msg_in("a puzzle theme", "Capture light"),
        msg("Take a bright card this turn: find the card of your hand, or the target, that gets it.")),
    "complete-yaku": FINISH_A_YAKU,
    "best-score": MOST_YAKU_POINTS,
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
