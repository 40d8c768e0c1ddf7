"""10,000 random Hiyoko matches over the option sets, with the invariants
checked after every action: every card of the 45 in exactly one place (two
hands, the discard pile, the draw pile), a discard moves exactly its cards
from the mover's hand to the top of the pile, hands never grow, every match
ends at its target, and the round winner deals the next round."""

from __future__ import annotations

import pytest

from hanafuda_core.games.hiyoko.engine import HIYOKO_DECK, HiyokoMatch, HiyokoOptions

MATCHES = 10_000
BLOCKS = 10
PER_BLOCK = MATCHES // BLOCKS
OPTION_SETS = (
    HiyokoOptions(),
    HiyokoOptions(draw_rule="discarder"),
    HiyokoOptions(must_continue_chain=True, willow_ribbon="feb-nov"),
    HiyokoOptions(target=5, deal_card_turned=False, draw_rule="discarder"),
)


def _all_once(p) -> bool:
    seen = p.hands[0] | p.hands[1]
    n = p.hands[0].bit_count() + p.hands[1].bit_count() + len(p.discard) + len(p.draw)
    for x in p.discard:
        seen |= 1 << x
    for x in p.draw:
        seen |= 1 << x
    return n == 45 and seen == HIYOKO_DECK


def play_checked(seed: int, options) -> HiyokoMatch:
    """One random match; plain ``if``/``raise`` in the hot loop (pytest's
    assertion rewriting would slow it down)."""
    m = HiyokoMatch(options, seed, record=False)
    r = m.rng
    actions = 0
    total = [0, 0]
    last_winner = None
    while not m.over:
        p = m.position
        if last_winner is not None and p.dealer != last_winner:
            raise AssertionError(f"seed {seed}: the winner did not deal")
        if not _all_once(p) or p.turn != p.dealer:
            raise AssertionError(f"seed {seed}: bad deal {p.to_text()}")
        hands = p.hands
        while p.outcome() is None:
            legal = p.legal_actions()
            if not legal:
                raise AssertionError(f"seed {seed}: no legal action in {p.to_text()}")
            a = legal[0] if len(legal) == 1 else r.choice(legal)
            t = p.turn
            mine, theirs, n_discard = hands[t], hands[1 - t], len(p.discard)
            p.push(a, check=False)
            actions += 1
            if actions > 50_000:
                raise AssertionError(f"seed {seed}: the match does not end")
            if hands[1 - t] != theirs or hands[t] & ~mine:
                raise AssertionError(f"seed {seed}: {a} changed the wrong hand")
            if a.is_discard:
                if mine & ~hands[t] != a.mask or p.discard[n_discard:] != list(a.cards):
                    raise AssertionError(f"seed {seed}: {a} moved the wrong cards")
            elif hands[t] != mine:
                raise AssertionError(f"seed {seed}: {a} changed the hand")
            if p.draw is not None and len(p.draw) + len(p.discard) != 45 - hands[0].bit_count() - hands[1].bit_count():
                raise AssertionError(f"seed {seed}: cards lost: {p.to_text()}")
            if a.kind == "pass" and not _all_once(p):
                raise AssertionError(f"seed {seed}: cards lost in a draw: {p.to_text()}")
        out = p.outcome()
        total[out.winner] += 1
        if out.scores != (total[0], total[1]):
            raise AssertionError(f"seed {seed}: scores {out.scores} != {total}")
        last_winner = out.winner
        m.next_round()
    return m


# Block 0 runs everywhere (Pyodide included); the others are slow and run in CPython.
@pytest.mark.parametrize("block", [0] + [pytest.param(b, marks=pytest.mark.slow) for b in range(1, BLOCKS)])
def test_random_matches_keep_every_invariant(block):
    for seed in range(block * PER_BLOCK, (block + 1) * PER_BLOCK):
        options = OPTION_SETS[seed % len(OPTION_SETS)]
        m = play_checked(seed, options)
        res = m.result
        assert res.scores[res.winner] == options.target > res.scores[1 - res.winner]
        assert res.rounds == len(m.rounds) == sum(res.scores)
