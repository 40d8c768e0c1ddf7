"""The players of the shedding games: a random one (:func:`random_action`),
the computer players' loop over every way to finish the turn
(:func:`choose_best`, each game scoring where a line leaves it) and their
main worry, the chance that the opponent can follow (:func:`follow_chance`)."""

from __future__ import annotations

from math import comb
from typing import Callable

from ...game import walk_turns
from ...rng import Rng
from .solver import turn_over

__all__ = ["random_action", "choose_best", "follow_chance"]


def random_action(position, rng: Rng):
    """A uniformly random legal action (a forced action uses no randomness)."""
    acts = position.legal_actions()
    if len(acts) == 1:
        return acts[0]
    return rng.choice(acts)


def choose_best(position, score: Callable[[int, object], float], rng: Rng | None, limit: int):
    """The computer players' move: every complete way to play the rest of the
    turn (:func:`turn_sequences`) is scored by ``score(me, result)``; the
    first action of the best line is returned (ties broken with ``rng``)."""
    acts = position.legal_actions()
    if not acts:
        raise position.illegal_error(position.explain_illegal(position.action_type.PASS) or "no legal action")
    if len(acts) == 1:
        return acts[0]
    me = position.turn
    best_score = None
    best: list = []
    for seq, result in walk_turns(position, turn_over, limit, copies=False):  # scored at once, nothing kept
        s = score(me, result)
        if best_score is None or s > best_score + 1e-9:
            best_score, best = s, [seq[0]]
        elif abs(s - best_score) <= 1e-9 and seq[0] not in best:
            best.append(seq[0])
    if rng is None or len(best) == 1:
        return best[0]
    return rng.choice(best)


def follow_chance(followers: int, unseen: int, hand_size: int) -> float:
    """The chance that a hand of ``hand_size`` cards, drawn from the ``unseen``
    cards, holds at least one card of ``followers``."""
    u_total = unseen.bit_count()
    u = (followers & unseen).bit_count()
    if hand_size <= 0:
        return 0.0
    if u == 0 or u_total <= 0:
        return 0.0
    n = min(hand_size, u_total)
    return 1.0 - comb(u_total - u, n) / comb(u_total, n)
