"""The deal's quick test: a hand that holds one of the rules' dealt hands spans
at most ``KoiKoiOptions.dealt_months`` months, so a deal does not test a hand
that spans more (the random rounds' deal, made faster without changing one)."""

from __future__ import annotations

from hanafuda_core.games.koikoi import DEFAULT_RULES, PRESETS, KoiKoiOptions
from hanafuda_core.rng import Rng


def _hands() -> list[int]:
    """Random opening hands, and hands made to hold Four of a Month or Four Pairs."""
    rng = Rng(35)
    hands = []
    for _ in range(2000):
        deck = rng.shuffled(range(48))
        hands.append(sum(1 << c for c in deck[:8]))
        month = deck[0] // 4
        others = [c for c in deck if c // 4 != month][:4]
        hands.append((15 << (4 * month)) | sum(1 << c for c in others))
        months = list(dict.fromkeys(c // 4 for c in deck))[:4]
        hands.append(sum(3 << (4 * m + (deck[m] % 3)) for m in months))  # two cards of each of four months
    return hands


def test_a_hand_holding_a_dealt_hand_spans_at_most_dealt_months():
    assert DEFAULT_RULES.dealt_months == 5
    hands = _hands()
    held = 0
    for preset in PRESETS.values():
        rules = KoiKoiOptions(preset, dealt_hand_rule="score")
        for h in hands:
            if any(d.test(h) for d in rules.dealt_hands):
                held += 1
                assert len({c // 4 for c in range(48) if h >> c & 1}) <= rules.dealt_months
    assert held > 1000
