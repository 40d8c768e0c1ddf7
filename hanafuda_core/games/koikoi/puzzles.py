"""Koi-Koi's mined puzzles: the goals tried at each decision and their themes."""

from __future__ import annotations

from ...families.capture.puzzles import FINISH_A_YAKU, MOST_YAKU_POINTS
from ...goal import PuzzleTheme
from ...messages import msg, msg_in

THEMES = {
    "capture-light": PuzzleTheme(
        msg_in("a puzzle theme", "Capture light"),
        msg("Take a bright card (a light) this turn: find the card of your hand, or the target, that gets it.")),
    "complete-yaku": FINISH_A_YAKU,
    "best-score": MOST_YAKU_POINTS,
}
