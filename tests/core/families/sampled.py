"""Positions of seeded matches, for the family tests (every game of a family, every seat count)."""

from __future__ import annotations

from hanafuda_core.rng import Rng


def positions(game, seed: str, count: int = 12) -> list:
    """Positions of a seeded match at each of the game's seat counts, one
    every few random actions, at most ``count`` from each match."""
    out = []
    for seats in game.info.seat_counts:
        m = game.new_match(None, Rng(f"{seed}/{seats}"), seats)
        rng, pos, mine = Rng(f"{seed}/{seats}/moves"), m.position, 0
        for step in range(400):
            if game.to_move(pos) is None or mine == count:
                break
            if step % 3 == 0:
                out.append(pos.copy())
                mine += 1
            game.push(pos, game.computer.random_action(pos, rng))
    assert out, f"{game.name}: no position sampled"
    return out
