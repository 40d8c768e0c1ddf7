"""Whole Hachi-Hachi rounds settled by hand: how each ended, every player's
cards, dealt hands and yaku, the field, and what each player pays, worked
out in the comment above each case and cited to its source (the keys of
docs/design/hachihachi-sources.md: FW = FudaWiki's English page, FWFR =
FudaWiki's French page from the English translation of Nintendo's leaflet,
KI = the kirisame archive, SH = the Shiragiku rules, NO = the porg.es
curriculum draft, PA = pagat; "rules page" where the sources are silent and
the Rule notes choose).  Amounts are points; a kan is 12 unless a case says
otherwise.  Where a case gives no cards, they score 89, 88 and 87: the last
player pays the first one point (times the field).
"""

from __future__ import annotations

import pytest

from hanafuda_core.games.hachihachi.options import PRESETS, HachiHachiOptions
from hanafuda_core.games.hachihachi.scoring import Payment, at_once, card_payments, net, settle

FULL = HachiHachiOptions()
LEAFLET = HachiHachiOptions.from_text(PRESETS["leaflet"])
CORE = HachiHachiOptions.from_text(PRESETS["core"])
NONE = ((), (), ())


def end(reason="cards", seat=None, *, values=(0, 0, 0), sages=(), teyaku=NONE, cards=(89, 88, 87),
        chaff=(9, 9, 9), dealer=0, mult=1, rules=FULL):
    out = settle(reason, seat, values, sages, teyaku, cards, chaff, dealer, mult, rules)
    return net(out.payments, 3), out.winner, out.special


CASES = [
    # 1. FWFR's worked round (Leonardo, Donatello, Michelangelo; the Rain Man on the field, ×4): two
    #    triplés (10 each) paid 40 by each other player; cards 76, 95, 93: Leonardo, the only one under
    #    88, pays 7×4 = 28 and 5×4 = 20. Net: Leo −28−20−40−40 = −128, Don +28+40+40−40 = +68,
    #    Mich +20+40+40−40 = +60; Donatello has the most points and wins.
    ("the leaflet's worked round", dict(teyaku=((), (("sanbon", 10),), (("sanbon", 10),)), cards=(76, 95, 93),
                                        mult=4, rules=LEAFLET), ((-128, 68, 60), 1, None)),
    # 2. FW, PA: each pays or is paid the difference from 88; one player under 88 pays the two over.
    ("cards, one player under 88", dict(cards=(100, 90, 74)), ((12, 2, -14), 0, None)),
    # 3. FWFR: two players under 88 pay the one over what they are under.
    ("cards, two players under 88", dict(cards=(120, 80, 64)), ((32, -8, -24), 0, None)),
    # 4. FW, KI: a large field doubles the cards' payments: +7 −3 −4 → +14 −6 −8.
    ("cards on a large field", dict(cards=(95, 85, 84), mult=2), ((14, -6, -8), 0, None)),
    # 5. FW: a tie for the most points goes to the earliest in the turn order (the dealer is seat 2).
    ("a tie for the most cards", dict(cards=(100, 64, 100), dealer=2), ((12, -24, 12), 2, None)),
    # 6. SH: aka and sanbon both paid, 4 kan on a small field from each: 48 × 2 = 96.
    ("aka and sanbon", dict(teyaku=((("sanbon", 2), ("aka", 2)), (), ())), ((97, -48, -49), 0, None)),
    # 7. SH: aka and a standing triplet, 5 kan (60) from each.
    ("aka and tatesanbon", dict(teyaku=((("tatesanbon", 3), ("aka", 2)), (), ())), ((121, -60, -61), 0, None)),
    # 8. KI: three of a month is 24 points from each other player, a standing three 36; both held by
    #    different players: seat 0 +48 −36, seat 1 +72 −24, seat 2 −24 −36.
    ("two players' dealt hands", dict(teyaku=((("sanbon", 2),), (("tatesanbon", 3),), ())),
     ((13, 48, -61), 0, None)),
    # 9. FW: a grand field multiplies the dealt hands: teshi 6 kan × 4 = 288 from each.
    ("teshi on a grand field", dict(teyaku=((), (("teshi", 6),), ()), mult=4), ((-284, 576, -292), 0, None)),
    # 10. FW: a kan of 10 points: shisō 20 kan = 200 from each.
    ("shiso counted in tens", dict(teyaku=((), (), (("shiso", 20),)), rules=HachiHachiOptions(kan=10)),
     ((-199, -200, 399), 0, None)),
    # 11. NO, SH: shikō and shoubu, 10 kan (120 points) from each; the cards do not count.
    ("shiko and shoubu", dict(reason="shoubu", seat=1, values=(0, 10, 0), cards=(40, 150, 74)),
     ((-120, 240, -120), 1, None)),
    # 12. FW: the stopper's yaku, 7 + 7 = 14 kan; seat 2 went on (sage) earlier and seat 0 did not: seat 2
    #     pays double (28 kan = 336), seat 0 nothing.
    ("an overtaken caller pays double", dict(reason="shoubu", seat=1, values=(0, 14, 7), sages=(2,)),
     ((0, 336, -336), 1, None)),
    # 13. Rules page (FW silent): both opponents went on: each pays the stopper once.
    ("both opponents had gone on", dict(reason="shoubu", seat=0, values=(7, 7, 10), sages=(1, 2)),
     ((168, -84, -84), 0, None)),
    # 14. FW: dealt hands are paid as well as the stopper's yaku: gokō 12 kan = 144 from each; seat 1's
    #     kuttsuki 4 kan = 48 from each.
    ("goko and a dealt hand", dict(reason="shoubu", seat=0, values=(12, 0, 0), teyaku=((), (("kuttsuki", 4),), ())),
     ((288 - 48, -144 + 96, -144 - 48), 0, None)),
    # 15. FW: cancel after going on pays half: shikō 10 kan on a large field, 5 × 2 = 10 kan = 120 from each.
    ("cancel on a large field", dict(reason="cancel", seat=2, values=(0, 0, 10), sages=(2,), mult=2),
     ((-120, -120, 240), 2, None)),
    # 16. FW: the cards ran out after yaku: everyone is paid half of their yaku by each other player
    #     (akatan 7 kan and aotan 7 kan: 42 each); the first to go on wins the round.
    ("the cards ran out after two yaku", dict(reason="exhausted", values=(7, 7, 0), sages=(1, 0)),
     ((42, 42, -84), 1, None)),
    # 17. FW: double eights, 170 points: 10 kan + 2 = 12 kan (144) from each; the dealt hands are not paid.
    ("double eights", dict(cards=(50, 170, 44), chaff=(8, 10, 9), teyaku=((("sanbon", 2),), (), ())),
     ((-144, 288, -144), 1, "doubleeights")),
    # 18. SH, NO: sixteen chaff, 18 of them: 12 + 2 × 2 = 16 kan (192) from each; SH: dealt hands returned.
    ("sixteen chaff", dict(cards=(60, 100, 104), chaff=(5, 4, 18), teyaku=((), (("teshi", 6),), ())),
     ((-192, -192, 384), 2, "sixteenchaff")),
    # 19. FW: all eights: the dealer (seat 1) takes 10 kan (120) from each and deals again.
    ("all eights", dict(cards=(88, 88, 88), dealer=1), ((-120, 240, -120), 1, "alleights")),
    # 20. FWFR: all eights, 50 from each, to the dealer.
    ("all eights, the leaflet", dict(cards=(88, 88, 88), dealer=2, rules=LEAFLET), ((-50, -50, 100), 2, "alleights")),
    # 21. FWFR: sixteen chaff, 17 of them: 60 from each, on a large field 120.
    ("seventeen chaff, the leaflet", dict(cards=(60, 100, 104), chaff=(17, 4, 5), mult=2, rules=LEAFLET),
     ((240, -120, -120), 0, "sixteenchaff")),
    # 22. FW: a kan of 10: akatan 7 kan = 70 from each.
    ("akatan counted in tens", dict(reason="shoubu", seat=0, values=(7, 0, 0), rules=HachiHachiOptions(kan=10)),
     ((140, -70, -70), 0, None)),
    # 23. NO's core game: the cards over or under 88 only; a dealt hand is nothing.
    ("the core game", dict(cards=(150, 60, 54), teyaku=NONE, rules=CORE), ((62, -28, -34), 0, None)),
    # 24. FW: the cards ran out after one yaku: its maker, who went on, is paid half (akatan on a grand
    #     field: 7 kan × 4 / 2 = 168 from each).
    ("one yaku, then the cards ran out", dict(reason="exhausted", values=(0, 0, 7), sages=(2,), mult=4),
     ((-168, -168, 336), 2, None)),
    # 25. FW: the stopper's own sage earlier is no overtaking: akatan, sage, then aotan and shoubu, 14 kan
    #     (168) from each.
    ("sage, a second yaku, shoubu", dict(reason="shoubu", seat=0, values=(14, 0, 0), sages=(0,)),
     ((336, -168, -168), 0, None)),
    # 26. FW: cancel counted in tens: nanatan 10 kan = 100, half of it 50 from each.
    ("cancel counted in tens", dict(reason="cancel", seat=1, values=(0, 10, 0), sages=(1,),
                                    rules=HachiHachiOptions(kan=10)), ((-50, 100, -50), 1, None)),
]


@pytest.mark.parametrize("name, kwargs, expected", CASES, ids=[c[0] for c in CASES])
def test_a_whole_round_settled_by_hand(name, kwargs, expected):
    got = end(**kwargs)
    assert got == expected
    assert sum(got[0]) == 0


def test_the_leaflet_pays_a_yaku_at_once():
    # FWFR: a yaku is paid by each other player as it is made: akatan 35 from each.
    pays = at_once(0, 35, (0, 0, 0), (False, False, False), 1, LEAFLET)
    assert net(pays, 3) == (70, -35, -35)
    # ... and after going on, the next one (aotan: 70 in all) pays the new 35 from each.
    pays = at_once(0, 70, (35, 0, 0), (True, False, False), 1, LEAFLET)
    assert net(pays, 3) == (70, -35, -35)


def test_the_leaflet_overtaken_caller_refunds_half_and_pays_double():
    # FWFR: seat 0 was paid 35 for akatan and went on; seat 1 makes aotan first: seat 0 gives back half of
    # 35 (17.5, rounded up to 18) to each of the two others and pays seat 1 double aotan, 70; seat 2 pays
    # nothing for aotan.
    pays = at_once(1, 35, (35, 0, 0), (True, False, False), 1, LEAFLET)
    assert sorted(pays, key=lambda p: (p.payer, p.payee)) == [
        Payment(0, 1, 18, "refund"), Payment(0, 1, 70, "overtaken"), Payment(0, 2, 18, "refund")]
    assert net(pays, 3) == (-106, 88, 18)


def test_the_card_payments_add_to_nothing_at_88_each():
    assert card_payments((88, 88, 88), 4) == []
