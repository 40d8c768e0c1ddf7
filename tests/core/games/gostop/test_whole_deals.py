"""Whole deals settled by hand: every seat's cards at the stop, the go calls,
shakes and the deals nobody won before, and what each loser pays, worked out
in the comment above each case and cited to its source (the keys of
docs/design/gostop-sources.md: SLOPE = Tom Sloper's scoring page, KOWP =
Korean Wikipedia, KBLOG = the Korean how-to posts, NAMU = Namu Wiki, JON =
Jon's Guide to Go Stop, WP = the English Wikipedia articles, STOPGO = the
StopGo app listing; "rules page" where the sources are silent and the rules
page's Rule notes choose)."""

from __future__ import annotations

import pytest

from hanafuda_core.cardset import to_mask
from hanafuda_core.games.gostop.options import GoStopOptions
from hanafuda_core.games.gostop.scoring import settle

TEN_JUNK = "1C1 1C2 2C1 2C2 3C1 3C2 4C1 4C2 5C1 5C2"


def deal(options="-", *, piles, winner=0, cup_junk=False, gos=None, go_order=(), shakes=0, carried=1):
    return settle(winner, [to_mask(p, bonus=True) for p in piles], cup_junk, tuple(gos or [0] * len(piles)), go_order,
                  shakes, carried, GoStopOptions.from_text(options))


CASES = [
    # 1. JON, KBLOG: godori 5 + 청단 3 = 8; the loser holds a bright and no junk: no penalty.
    ("godori and blue ribbons, two players", dict(piles=["2A 4A 8A 6R 9R 10R", "1B"]), [(1, 8, ())]),
    # 2. KBLOG: 11 junk (nine plain, the Lightning two) = 2, + 홍단 3 = 5; losers with 6 junk and none: no 피박.
    ("junk and red poetry ribbons, three players",
     dict(piles=["1C1 1C2 2C1 2C2 3C1 3C2 4C1 4C2 5C1 11C 1R 2R 3R", "6C1 6C2 7C1 7C2 8C1 8C2", "8B"]),
     [(1, 5, ()), (2, 5, ())]),
    # 3. KBLOG soul-photo, WP: as 2 but the first loser holds 5 junk: 피박, 5 × 2 = 10.
    ("junk penalty at five junk",
     dict(piles=["1C1 1C2 2C1 2C2 3C1 3C2 4C1 4C2 5C1 11C 1R 2R 3R", "6C1 6C2 7C1 7C2 8C1", "8B"]),
     [(1, 10, ("pibak",)), (2, 5, ())]),
    # 4. NAMU: a double junk counts two for the loser too: 6C1 6C2 7C1 + the paulownia's double = 5: 피박.
    ("the loser's double junk counts two",
     dict(piles=["1C1 1C2 2C1 2C2 3C1 3C2 4C1 4C2 5C1 11C 1R 2R 3R", "6C1 6C2 7C1 12C1", "8B"]),
     [(1, 10, ("pibak",)), (2, 5, ())]),
    # 5. KBLOG (usefulsense): some play 피박 at seven or fewer with three players too: 6 junk pays 10.
    ("junk penalty limit seven by option",
     ("pibak=7", dict(piles=["1C1 1C2 2C1 2C2 3C1 3C2 4C1 4C2 5C1 11C 1R 2R 3R", "6C1 6C2 7C1 7C2 8C1 8C2", "8B"])),
     [(1, 10, ("pibak",)), (2, 5, ())]),
    # 6. rules page (the first game): no junk penalty: 5 each.
    ("no junk penalty by option",
     ("pibak=off", dict(piles=["1C1 1C2 2C1 2C2 3C1 3C2 4C1 4C2 5C1 11C 1R 2R 3R", "6C1", "8B"])),
     [(1, 5, ()), (2, 5, ())]),
    # 7. JON, KBLOG: three brights without the rain bright = 3; the loser without a bright pays double (광박).
    ("three brights, bright penalty for one loser",
     dict(piles=["1B 3B 8B", "9R", "12B"]), [(1, 6, ("gwangbak",)), (2, 3, ())]),
    # 8. rules page: bright penalty off: 3 each.
    ("no bright penalty by option", ("gwangbak=no", dict(piles=["1B 3B 8B", "9R", "12B"])),
     [(1, 3, ()), (2, 3, ())]),
    # 9. SLOPE, KOWP: three brights with the rain bright = 2, + godori 5 = 7 (two players); 광박: 14.
    ("rain bright among three, two players", dict(piles=["1B 3B 11B 2A 4A 8A", "9R"]),
     [(1, 14, ("gwangbak",))]),
    # 10. SLOPE, KOWP, JON: five brights = 15; neither loser can hold a bright: 광박, 30 each.
    ("five brights", dict(piles=["1B 3B 8B 11B 12B", "9R", "10R"]),
     [(1, 30, ("gwangbak",)), (2, 30, ("gwangbak",))]),
    # 11. KOWP: four brights with the rain bright = 4; the first loser holds a bright, the second none: 광박.
    ("four brights with the rain bright", dict(piles=["1B 3B 8B 11B", "12B 9R", "10R"]),
     [(1, 4, ()), (2, 8, ("gwangbak",))]),
    # 12. KBLOG: some give four brights without the rain bright 5 (dry-four=5); the loser holds the rain bright.
    ("four dry brights worth five by option", ("dry-four=5", dict(piles=["1B 3B 8B 12B", "11B"])),
     [(1, 5, ())]),
    # 13. KOWP (older text), KBLOG: seven animals = 3 (5 → 1, +1 each) + godori 5 = 8; 멍박 for every loser: 16.
    ("seven animals, animal penalty", dict(piles=["2A 4A 5A 6A 7A 8A 10A", "9R", "10R"]),
     [(1, 16, ("meongbak",)), (2, 16, ("meongbak",))]),
    # 14. rules page: animal penalty off: 8 each.
    ("no animal penalty by option", ("meongbak=no", dict(piles=["2A 4A 5A 6A 7A 8A 10A", "9R", "10R"])),
     [(1, 8, ()), (2, 8, ())]),
    # 15. KOWP, NAMU: the sake cup as an animal: 5 animals = 1, 9 junk = 0, + 홍단 3 = 4.
    ("the sake cup counted as an animal",
     dict(piles=["5A 6A 7A 10A 9A 1C1 1C2 2C1 2C2 3C1 3C2 4C1 4C2 5C1 1R 2R 3R", "8B", "12B"]),
     [(1, 4, ()), (2, 4, ())]),
    # 16. KOWP, NAMU: the same cards, the cup as double junk: 4 animals = 0, 11 junk = 2, + 3 = 5;
    #     both losers hold no junk: exempt from 피박.
    ("the sake cup counted as double junk",
     dict(piles=["5A 6A 7A 10A 9A 1C1 1C2 2C1 2C2 3C1 3C2 4C1 4C2 5C1 1R 2R 3R", "8B", "12B"], cup_junk=True),
     [(1, 5, ()), (2, 5, ())]),
    # 17. KBLOG, NAMU: 홍단 3, one go: +1 = 4 (two players).
    ("one go adds a point", dict(piles=["1R 2R 3R", "9R"], gos=[1, 0]), [(1, 4, ())]),
    # 18. KBLOG, NAMU: three gos: (3 + 2) × 2 = 10.
    ("three gos double", dict(piles=["1R 2R 3R", "9R"], gos=[3, 0]), [(1, 10, ())]),
    # 19. NAMU: four gos: (3 + 2) × 4 = 20.
    ("four gos, Korean schedule", dict(piles=["1R 2R 3R", "9R"], gos=[4, 0]), [(1, 20, ())]),
    # 20. WP lead, STOPGO: four gos tripled: (3 + 2) × 3 = 15.
    ("four gos, linear schedule", ("go=linear", dict(piles=["1R 2R 3R", "9R"], gos=[4, 0])), [(1, 15, ())]),
    # 21. rules page (the first game): each go one point: 3 + 4 = 7.
    ("four gos, a point each", ("go=add", dict(piles=["1R 2R 3R", "9R"], gos=[4, 0])), [(1, 7, ())]),
    # 22. STOPGO: each shake doubles: 3 × 2 × 2 = 12.
    ("two shakes", dict(piles=["1R 2R 3R", "9R"], shakes=2), [(1, 12, ())]),
    # 23. issue text, rules page: a deal nobody won doubles the next; with a shake: 3 × 2 × 2 = 12 each.
    ("a shake after a deal nobody won", dict(piles=["1R 2R 3R", "9R", "10R"], shakes=1, carried=2),
     [(1, 12, ()), (2, 12, ())]),
    # 24. rules page: two deals in a row nobody won: × 4: 3 × 4 = 12.
    ("two deals nobody won", dict(piles=["6R 9R 10R", "1R"], carried=4), [(1, 12, ())]),
    # 25. WP (Simple English): the overtaken go caller pays the other loser's share too: 3 + 3 = 6.
    ("overtaken go caller pays for both, three players",
     dict(piles=["1R 2R 3R", "9R", "10R"], gos=[0, 1, 0], go_order=(1,)), [(1, 6, ("gobak",)), (2, 0, ())]),
    # 26. WP (Simple English), KBLOG: the shares include the other loser's own penalty: 3 (caller) + 6 (광박 of
    #     the other) when the winner scores brights; the other's penalty is still named, its payment 0.
    ("overtaken go caller pays the other's doubled share",
     dict(piles=["1B 3B 8B", "12B", "9R"], gos=[0, 2, 0], go_order=(1,)),
     [(1, 9, ("gobak",)), (2, 0, ("gwangbak",))]),
    # 27. KBLOG (akholdem, Matgo): with two players the overtaken go caller pays double: 7 × 2 = 14.
    ("overtaken go caller, two players",
     dict(piles=["2A 4A 8A 1C1 1C2 2C1 2C2 3C1 3C2 4C1 4C2 5C1 5C2 6C1", "1R 2R 3R 4R 5R 12B"],
          gos=[0, 1], go_order=(1,)), [(1, 14, ("gobak",))]),
    # 28. rules page: with 고박 off each loser pays its own: 3 each.
    ("no go-caller's penalty by option", ("gobak=no", dict(piles=["1R 2R 3R", "9R", "10R"], gos=[0, 1, 0],
                                                          go_order=(1,))),
     [(1, 3, ()), (2, 3, ())]),
    # 29. WP (Simple English): of two go callers overtaken, the last to call pays for everyone: seat 2.
    ("two go callers, the last pays",
     dict(piles=["1R 2R 3R", "9R", "10R"], gos=[0, 1, 1], go_order=(1, 2)), [(1, 0, ()), (2, 6, ("gobak",))]),
    # 30. KBLOG: a winner who called go twice and an overtaken caller: (3 + 2) = 5, the caller pays 10.
    ("a winner's gos and an overtaken caller",
     dict(piles=["1R 2R 3R", "9R", "10R"], gos=[2, 1, 0], go_order=(1, 0)), [(1, 10, ("gobak",)), (2, 0, ())]),
    # 31. JON, KBLOG, STOPGO: every doubling at once: 5 brights 15 + 홍단 3 = 18, one go (+1) = 19, one
    #     shake × 2 = 38, after a deal nobody won × 2 = 76; the loser has no bright (광박) × 2 = 152.
    ("every doubling at once, two players",
     dict(piles=["1B 3B 8B 11B 12B 1R 2R 3R", "9R"], gos=[1, 0], shakes=1, carried=2),
     [(1, 152, ("gwangbak",))]),
    # 32. KBLOG: ribbons from five: 4R 5R 7R 9R 11R = 1, + 초단 (4R 5R 7R) 3 = 4.
    ("five ribbons and the plain red ribbons", dict(piles=["4R 5R 7R 9R 11R", "1C1 1C2", "8B"]),
     [(1, 4, ()), (2, 4, ())]),
    # 33. KOWP (current text): a bonus junk card counts as double junk: 8 junk + X1 (2) = 10 = 1, + 홍단 3 = 4;
    #     losers with 6 junk (more than 5) and with none: no 피박.
    ("a bonus card counts as double junk",
     dict(piles=["1C1 1C2 2C1 2C2 3C1 3C2 4C1 4C2 X1 1R 2R 3R", "6C1 6C2 7C1 7C2 8C1 8C2", "8B"]),
     [(1, 4, ()), (2, 4, ())]),
    # 34. NAMU, KOWP (older text): the triple junk bonus card counts three: 7 junk + X3 (3) + the Lightning (2)
    #     = 12 = 3, + 홍단 3 = 6; a loser holding only X1 has 2 junk: 피박, 12; a loser with none: 6.
    ("the triple junk bonus card counts three",
     ("bonus=three", dict(piles=["1C1 1C2 2C1 2C2 3C1 3C2 4C1 X3 11C 1R 2R 3R", "X1", "8B"])),
     [(1, 12, ("pibak",)), (2, 6, ())]),
    # 35. KOWP, NAMU: a loser's bonus cards count for the junk penalty too: 10 junk = 1, + 3 = 4; the first
    #     loser's 6A 6C1 6C2 X1 X2 hold 6 junk: no 피박; the second holds one: 피박, 8.
    ("a loser's bonus cards count against the junk penalty",
     dict(piles=["1C1 1C2 2C1 2C2 3C1 3C2 4C1 4C2 5C1 5C2 1R 2R 3R", "6A 6C1 6C2 X1 X2", "7C1"]),
     [(1, 4, ()), (2, 8, ("pibak",))]),
]


@pytest.mark.parametrize("name, given, payments", CASES, ids=[c[0] for c in CASES])
def test_a_whole_deal_settled_by_hand(name, given, payments):
    options, args = given if isinstance(given, tuple) else ("-", given)
    s = deal(options, **args)
    assert [(p.loser, p.amount, p.penalties) for p in s.payments] == payments
    assert sum(s.seat_points(len(args["piles"]))) == 0
