"""The computer player's shared evaluation in the capture games: the chance
that an opponent can take a card left on the field, the choice among
equally good actions, and the greedy capture of the rollout policies."""

from __future__ import annotations

from math import comb
from typing import Callable, Sequence, TypeVar

from ...rng import Rng

A = TypeVar("A")


def opp_match_chance(unseen: int, opp_cards: int, month_unseen: int) -> float:
    """Chance that a hand of ``opp_cards`` cards drawn from ``unseen`` cards
    holds at least one of ``month_unseen`` given cards."""
    if month_unseen <= 0 or opp_cards <= 0 or unseen <= 0:
        return 0.0
    n = min(opp_cards, unseen)
    return 1.0 - comb(unseen - month_unseen, n) / comb(unseen, n)


def best_actions(actions: Sequence[A], value: Callable[[A], float]) -> list[A]:
    """The actions of the highest ``value`` (equal within 1e-9), in their order."""
    best: list[A] = []
    top = None
    for a in actions:
        v = value(a)
        if top is None or v > top + 1e-9:
            top, best = v, [a]
        elif abs(v - top) <= 1e-9:
            best.append(a)
    return best


def pick(best: Sequence[A], rng: Rng | None) -> A:
    """One of equally good actions: the first without ``rng``, else at random."""
    if rng is None or len(best) == 1:
        return best[0]
    return best[rng.below(len(best))]


def greedy_capture(actions: Sequence[A], capture: Callable[[A], tuple[int, int]],
                   card_value: Sequence[float], rng: Rng) -> A:
    """The rollout policies' play: the action capturing the most valuable
    cards (``capture(action)`` -> ``(card, taken)``; a card left on the field
    costs its own worth), ties broken at random."""
    best: list[A] = []
    top = -1e9
    for a in actions:
        card, taken = capture(a)
        if taken:
            won = 0
            while taken:  # the taken cards' worth, added up first (as sum() would)
                low = taken & -taken
                taken ^= low
                won += card_value[low.bit_length() - 1]
            v = card_value[card] + won
        else:
            v = -card_value[card]
        if v > top + 1e-9:
            top, best = v, [a]
        elif v > top - 1e-9:
            best.append(a)
    return pick(best, rng)
