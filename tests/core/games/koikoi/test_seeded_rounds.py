"""Seeded random rounds play exactly as recorded: every action, every card
turned up, the final position, the outcome and the state of the random
source, under every preset and the rule options that change the play.

A seeded round is part of the product (a deal shared as a seed, a
simulation's answer, a puzzle made from a seed), so a faster simulation path
must not change a single move.  The digests were recorded with the engine as
it was before the random rounds were made faster; a change of any action,
card or random number changes them.
"""

from __future__ import annotations

import hashlib

import pytest

from hanafuda_core.games.koikoi import KoiKoiPosition, KoiKoiOptions, play_match, play_random_round, random_action
from hanafuda_core.rng import Rng

RULE_SETS = {
    "seed": "705bb655ede741ec",
    "nintendo-leaflet": "4f426162238e75ef",
    "modern": "cf98122de6e065ad",
    "hanafuda-flash": "57539ecbf3723bc0",
    "koikoi-japan": "e480f87005926e10",
    "first-game": "d420d78203f09589",
    "seed,wild=yes": "9ac432ce5d084fe3",
    "seed,multi=yes,second=choose-again,koikoi-min=3": "81d4bce11eb1b9ad",
    "nintendo,second=end,grow=no": "3f38f7e88a2e9417",
    "modern,teyaku=redeal,oya-ken=1": "6716c5e1befe45da",
}
ROUNDS = 1000


def _position_digest(rules: KoiKoiOptions) -> str:
    """Rounds dealt and played through the position, action by action."""
    h = hashlib.sha256()
    for i in range(ROUNDS):
        rng = Rng(i)
        pos = KoiKoiPosition.deal(rng, i % 2, rules, round_no=1 + i % 12)
        h.update(f"{pos.redeals} {pos.to_text()}\n".encode())
        while not pos.is_over():
            a = random_action(pos, rng)
            pos.push(a, check=False)
            h.update(f"{a.text()} {pos.turn} {pos.phase} {pos.pending} {len(pos.draw)}\n".encode())
        out = pos.outcome()
        h.update(f"{pos.to_text()} {pos.history} {out.reason} {out.winner} {out.points} "
                 f"{out.dealt} {pos.outcome_summary()} {rng.state}\n".encode())
    return h.hexdigest()


def _simulation_digest(rules: KoiKoiOptions) -> str:
    """The same rounds on the simulation path (outcome and random source only)."""
    h = hashlib.sha256()
    rng = Rng(f"simulated {rules.to_text()}")
    for i in range(ROUNDS):
        out = play_random_round(rng, rules, i % 2, 1 + i % 12)
        h.update(f"{out} {rng.state}\n".encode())
    return h.hexdigest()


def _digest(rules: KoiKoiOptions) -> str:
    return hashlib.sha256((_position_digest(rules) + _simulation_digest(rules)).encode()).hexdigest()[:16]


@pytest.mark.parametrize("text", list(RULE_SETS))
def test_seeded_rounds_play_as_recorded(text):
    assert _digest(KoiKoiOptions.from_text(text)) == RULE_SETS[text]


def test_seeded_random_matches_play_as_recorded():
    h = hashlib.sha256()
    for seed in range(6):
        m = play_match(seed, KoiKoiOptions.from_text("seed"))
        h.update(repr([(r.outcome.reason, r.outcome.winner, r.outcome.points, [a.text() for a in r.actions])
                       for r in m.rounds]).encode())
    assert h.hexdigest()[:16] == "3d789a64c7a1836a"
