"""10,000 random Isuri matches over the option sets, with the invariants
checked after every action: every card of the 46 in exactly one place, a
discard moves exactly its cards, what one player is paid the other pays and
every pass goes into the pot (the payments and the pot add up to zero at every
step, and each player's payments are exactly the value of their discards,
minus their passes, plus the all-six bonus), the pot goes to the winner, the
running totals stay zero-sum, and every match lasts its length."""

from __future__ import annotations

import pytest

from hanafuda_core.games.isuri.engine import ISURI_DECK, SOU_DASHI_BONUS, IsuriMatch, IsuriOptions, card_value

MATCHES = 10_000
BLOCKS = 10
PER_BLOCK = MATCHES // BLOCKS
OPTION_SETS = (
    IsuriOptions(),
    IsuriOptions(length="3-rounds", several="printed-only", draw_rule="discarder"),
    IsuriOptions(length="50-points", card_values="printed", must_continue_chain=True),
    IsuriOptions(length="12-rounds", several="off", willow_ribbon="feb-nov", deal_card_turned=False),
)


def _all_once(p) -> bool:
    seen = p.hands[0] | p.hands[1]
    n = p.hands[0].bit_count() + p.hands[1].bit_count() + len(p.discard) + len(p.draw)
    for x in p.discard:
        seen |= 1 << x
    for x in p.draw:
        seen |= 1 << x
    return n == 46 and seen == ISURI_DECK


def play_checked(seed: int, options) -> IsuriMatch:
    m = IsuriMatch(options, seed, record=False)
    r = m.rng
    actions = 0
    totals = [0, 0]
    while not m.over:
        p = m.position
        if not _all_once(p) or p.pot or p.paid != (0, 0) or p.round_no != len(m.rounds) + 1:
            raise AssertionError(f"seed {seed}: bad deal {p.to_text()}")
        earned = [0, 0]
        passes = [0, 0]
        chain_cards = 0
        hands = p.hands
        while p.outcome() is None:
            legal = p.legal_actions()
            a = legal[0] if len(legal) == 1 else r.choice(legal)
            t = p.turn
            mine, theirs, n_discard = hands[t], hands[1 - t], len(p.discard)
            p.push(a, check=False)
            actions += 1
            if actions > 100_000:
                raise AssertionError(f"seed {seed}: the match does not end")
            if hands[1 - t] != theirs or hands[t] & ~mine:
                raise AssertionError(f"seed {seed}: {a} changed the wrong hand")
            if a.is_discard:
                if mine & ~hands[t] != a.mask or p.discard[n_discard:] != list(a.cards):
                    raise AssertionError(f"seed {seed}: {a} moved the wrong cards")
                earned[t] += sum(card_value(x, options) for x in a.cards)
                chain_cards += len(a.cards)
                if len(a.cards) > 1 and (len(a.cards) < 3 or options.several == "off"):
                    raise AssertionError(f"seed {seed}: a group of {len(a.cards)} cards")
            else:
                chain_cards = 0
                if a.kind == "pass":
                    passes[t] += 1
                    if not _all_once(p):
                        raise AssertionError(f"seed {seed}: cards lost in a draw")
            if p.chain == 0 and p.outcome() is None:
                chain_cards = 0
            bonus = [0, 0]
            if not hands[t] and chain_cards == 6:
                bonus[t] = SOU_DASHI_BONUS
            expect = tuple(earned[q] - earned[1 - q] - passes[q] + bonus[q] - bonus[1 - q] for q in (0, 1))
            if p.paid != expect or p.pot != passes[0] + passes[1] or sum(p.paid) + p.pot != 0:
                raise AssertionError(f"seed {seed}: payments {p.paid} pot {p.pot} != {expect} {passes}")
        out = p.outcome()
        if out.seat_points[out.winner] != p.paid[out.winner] + p.pot or sum(out.seat_points) != 0:
            raise AssertionError(f"seed {seed}: the pot did not go to the winner")
        if out.bonus != (p.chain == 6):
            raise AssertionError(f"seed {seed}: bonus")
        totals = [totals[0] + out.seat_points[0], totals[1] + out.seat_points[1]]
        if tuple(totals) != out.scores:
            raise AssertionError(f"seed {seed}: totals {out.scores} != {totals}")
        m.next_round()
    return m


@pytest.mark.parametrize("block", [0] + [pytest.param(b, marks=pytest.mark.slow) for b in range(1, BLOCKS)])
def test_random_matches_keep_every_invariant(block):
    for seed in range(block * PER_BLOCK, (block + 1) * PER_BLOCK):
        options = OPTION_SETS[seed % len(OPTION_SETS)]
        m = play_checked(seed, options)
        res = m.result
        assert sum(res.scores) == 0
        if options.rounds:
            assert res.rounds == options.rounds == len(m.rounds)
        else:
            assert max(res.scores) >= options.target
        if res.winner is None:
            assert res.scores[0] == res.scores[1]
        else:
            assert res.scores[res.winner] > res.scores[1 - res.winner]
