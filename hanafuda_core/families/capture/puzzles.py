"""The mined puzzles every capture game offers: the goals tried at a turn's
first decision (take a bright card, finish a yaku, score the most) and the
note that tells the next card of the draw pile (:mod:`hanafuda_core.learning.mining`).
A game's ``puzzles.py`` adds its own goals and writes the themes in its words."""

from __future__ import annotations

from typing import Any, Callable

from ...cardset import bits
from ...goal import PuzzleTheme
from ...messages import Message, msg, msg_in
from ...notation import format_cards

__all__ = ["capture_candidates", "draw_note", "FINISH_A_YAKU", "MOST_YAKU_POINTS"]

FINISH_A_YAKU = PuzzleTheme(
    msg_in("a puzzle theme", "Complete yaku"),
    msg("Finish a yaku this turn with the cards your hand and the draw can take."))
"""The theme ``complete-yaku`` where a game's yaku are made from captured cards alone."""

MOST_YAKU_POINTS = PuzzleTheme(
    msg_in("a puzzle theme", "Best score"),
    msg("Of all the ways to play the turn, find the one that ends it with the most yaku points."))
"""The theme ``best-score`` where a game scores by its yaku."""


def capture_candidates(pos: Any, brights: int) -> list[tuple[dict, list[str]]]:
    """At the start of a turn (phase ``play``): capture each bright card
    (``brights``, a bit set) still to be taken from the field or the hand
    (theme ``capture-light``), complete a yaku (``complete-yaku``), score
    the most this turn (``best-score``); none at another phase."""
    if getattr(pos, "phase_name", "") != "play":
        return []
    taken = 0
    for c in pos.captured:
        taken |= c
    reach = (pos.field | pos.hands[pos.turn]) & brights & ~taken
    out = [({"type": "capture-card", "cards": format_cards([c])}, ["capture-light"]) for c in bits(reach)]
    out.append(({"type": "complete-yaku"}, ["complete-yaku"]))
    out.append(({"type": "score-most"}, ["best-score"]))
    return out


def draw_note(pos: Any, card_words: Callable[[int], Message]) -> Message | None:
    """During a turn, the next card of the draw pile in words (the board does not show it)."""
    if getattr(pos, "phase_name", "") in ("play", "draw") and pos.draw:
        return msg("The next card of the draw pile is {card}.", card=card_words(pos.draw[-1]))
    return None
