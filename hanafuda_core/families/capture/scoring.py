"""Exclusive hands and the zero-sum settlement (see :mod:`hanafuda_core.families.capture`)."""

from __future__ import annotations

from typing import Callable, Iterable, Sequence, TypeVar

T = TypeVar("T")

# Exclusive hands


def best_exclusive(held: Iterable[T], group: Callable[[T], str | None],
                   value: Callable[[T], int], choose: Callable[[list[T]], T] | None = None) -> list[T]:
    """Resolve mutually exclusive hands.

    Hands whose ``group`` is None all count.  Of the hands sharing a group,
    one counts: "if a hand is marked as being exclusive with another one, the
    player must choose which hand they want to claim" (the source).
    ``choose(candidates)`` is that choice (it returns one of the candidates,
    listed in the order of ``held``); without it the most valuable one is
    claimed (the first one listed on a tie), the claim that gains the player
    most, as the games of this site do.  The order of ``held`` is kept.
    """
    items = list(held)
    best: dict[str, tuple[int, int]] = {}
    for i, h in enumerate(items):
        g = group(h)
        if g is None:
            continue
        v = value(h)
        if g not in best or v > best[g][0]:
            best[g] = (v, i)
    if choose is not None:
        for g in best:
            candidates = [h for h in items if group(h) == g]
            picked = choose(candidates)
            if not any(picked is c for c in candidates):
                raise ValueError(f"the claimed hand must be one of the exclusive hands of group {g!r}")
            best[g] = (value(picked), next(i for i, h in enumerate(items) if h is picked))
    return [h for i, h in enumerate(items) if group(h) is None or best[group(h)][1] == i]


# ---------------------------------------------------------------------------
# Settlement


def settle(points_by_player: Sequence[int]) -> list[int]:
    """Zero-sum settlement: every player's points are taken from each other player.

    ``points_by_player[p]`` is what player p's hands are worth this round; the
    result is each player's change of balance, summing to 0.  A 20-point hand
    in a three-player game: ``settle([20, 0, 0]) == [40, -20, -20]``.
    """
    pts = list(points_by_player)
    total = sum(pts)
    n = len(pts)
    return [p * n - total for p in pts]
