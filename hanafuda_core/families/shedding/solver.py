"""The turn solver of the shedding games: every way to finish the turn
(:func:`turn_sequences`) and the longest chain (:func:`longest_chain_length`)."""

from __future__ import annotations

from typing import Iterator

from ...game import walk_turns

__all__ = ["turn_over", "turn_sequences", "longest_chain_length"]


def turn_over(work, action) -> bool:
    """The turn is over after a pass or a stop, when the chain was reset by an
    automatic turn end, or when the round ended."""
    return not action.is_discard or work.chain == 0 or work.is_over()


def turn_sequences(position, limit: int | None = None) -> Iterator[tuple[list, object]]:
    """Every way the player to move can finish their turn.

    Yields ``(actions, resulting_position)``: the actions from now until the
    turn passes to the other player or the round ends (a pass counts as a
    whole turn; a card it turns up is in the result, using a copy of the
    rng).  ``limit`` caps the number of sequences.
    """
    return walk_turns(position, turn_over, limit)


def longest_chain_length(position) -> int:
    """The most cards the player to move can still discard this turn."""
    work = position.copy(stack=False)
    best = 0

    def dfs(n: int):
        nonlocal best
        if n > best:
            best = n
        for a in work.legal_actions():
            if a.is_discard:
                work.push_unchecked(a)
                if work.chain == 0 or work.is_over():  # the turn ended with this discard
                    best = max(best, n + len(a.cards))
                else:
                    dfs(n + len(a.cards))
                work.pop()

    dfs(0)
    return best
