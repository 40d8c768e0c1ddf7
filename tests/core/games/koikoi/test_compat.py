"""Old saved Koi-Koi matches still open, and the rules that existed before the
rules became data play exactly as they did (``old_saves.py``)."""

from __future__ import annotations

import hashlib

import pytest

from hanafuda_core.games.koikoi import KoiKoiOptions, choose_action, play_match, play_random_round
from hanafuda_core.play import PlaySession
from hanafuda_core.rng import Rng

from .old_saves import FINGERPRINTS, SAVES


@pytest.mark.parametrize("rules", list(SAVES))
def test_old_saved_matches_restore(rules):
    text = SAVES[rules]
    s = PlaySession.from_text(text)
    # same moves, same position, same scores (written in the current save format)
    assert s.to_text() == text.replace("hanafuda-play 2\n", "hanafuda-play 3\n", 1)
    assert s.options == KoiKoiOptions.from_text(rules)
    # and the match goes on
    while s.waiting == "computer":
        s.computer_step()
    if s.waiting == "you":
        assert s.act(s.game.legal_actions(s.position)[0])["ok"]


def test_the_retired_nintendo_set_opens_but_is_not_offered():
    s = PlaySession.from_text(SAVES["nintendo"])
    assert s.options.preset.retired and "first version" in str(s.options.words())
    from hanafuda_core.play import describe_options

    assert "nintendo" not in [c["value"] for c in describe_options("koikoi")[0]["choices"]]


def _yaku_fingerprint(rules) -> str:
    rng = Rng("fingerprint")
    h = hashlib.sha256()
    for i in range(20000):
        deck = list(range(48))
        rng.shuffle(deck)
        m = 0
        for c in deck[: i % 30]:
            m |= 1 << c
        ys = [(s.key, s.points) for s in rules.yaku_of(m)]
        h.update(repr((m, ys, rules.score_of(m), rules.signature(m))).encode())
    return h.hexdigest()


def _rounds_fingerprint(rules) -> str:
    h = hashlib.sha256()
    rng = Rng("rounds")
    for i in range(3000):
        h.update(repr(play_random_round(rng, rules, i % 2)).encode())
    return h.hexdigest()


def _matches_fingerprint(rules) -> str:
    h = hashlib.sha256()
    for s in range(15):
        m = play_match(s, rules, players=(choose_action, choose_action))
        h.update(repr([(r.outcome.reason, r.outcome.winner, r.outcome.points,
                        r.actions and [a.text() for a in r.actions]) for r in m.rounds]).encode())
    return h.hexdigest()


@pytest.mark.slow
@pytest.mark.parametrize("rules", list(FINGERPRINTS))
def test_old_rules_play_exactly_as_before(rules):
    r = KoiKoiOptions.from_text(rules)
    want = FINGERPRINTS[rules]
    assert _yaku_fingerprint(r) == want["yaku"]
    assert _rounds_fingerprint(r) == want["rounds"]
    assert _matches_fingerprint(r) == want["matches"]
