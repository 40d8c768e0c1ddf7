"""Mined-puzzle hooks shared by the shedding games: the goals tried at each
decision and their themes (``Game.puzzle_candidates``)."""

from __future__ import annotations

SHEDDING_THEMES = {
    "empty-hand": "Get rid of every card in your hand this turn: find the order that never breaks.",
    "longest-chain": "Discard as many cards as you can this turn: the first card decides how far the chain runs.",
}


def shedding_candidates(pos) -> list[tuple[dict, list[str]]]:
    return [({"type": "empty-hand"}, ["empty-hand"]), ({"type": "longest-chain"}, ["longest-chain"])]
