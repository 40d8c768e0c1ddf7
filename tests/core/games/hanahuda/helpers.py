"""Positions for the Palauan Hanahuda tests, written from the cards that matter.

``position(...)`` takes the hands, the field, the captured piles and the top
of the draw pile; every other card goes to the bottom of the pile, and what
does not fit there goes to the captured piles of the sides named in ``dump``
(two cards of one month at a time, chaff first; an odd one to the field, of a
month the player to move cannot capture this turn), so the position is legal."""

from __future__ import annotations

from hanafuda_core.cardset import bits, to_list, to_mask
from hanafuda_core.deck import CARDS, Kind
from hanafuda_core.games.hanahuda.engine import HAND_SIZE, HanahudaOptions, HanahudaPosition, pile_size


def position(seats: int = 2, hands=(), field="", captured=(), top="", turn: int = 1, dealer: int = 1,
             phase: str = "play", pending=None, declined="-", options="-", scores=None, dump=(),
             round_no: int = 1) -> HanahudaPosition:
    hands = [to_mask(h) for h in hands]
    n_sides = 2 if seats == 4 else seats
    captured = [to_mask(c) for c in captured] or [0] * n_sides
    fld = to_mask(field)
    top = to_list(top)
    used = fld | sum(1 << c for c in top) | (1 << to_list(pending)[0] if pending else 0)
    for m in hands + captured:
        used |= m
    played = seats * HAND_SIZE[seats] - sum(h.bit_count() for h in hands)
    want = max(pile_size(seats) - played, 0)
    rest = [c for c in range(48) if not used >> c & 1]
    room = want - len(top)
    if room < 0 or room > len(rest):
        raise ValueError(f"the pile needs {want} cards: {len(top)} on top and {len(rest)} others")

    def count(cards, m):
        return sum(1 for x in cards if x >> 2 == m)

    busy = (1 << to_list(pending)[0] if pending else 0) | hands[turn - 1]  # what the mover can capture with
    for c in top:
        busy |= 1 << c
    months = {c >> 2 for c in bits(busy)}
    by_month: dict[int, list[int]] = {}
    for c in sorted(rest, key=lambda c: (CARDS[c].kind is not Kind.CHAFF, c)):
        by_month.setdefault(c >> 2, []).append(c)
    # the pile takes one card of each month with an odd number left, then pairs, chaff first
    pile: list[int] = []
    for m in sorted(by_month, key=lambda m: (m not in months, m)):
        if len(by_month[m]) % 2 and len(pile) < room:
            pile.append(by_month[m].pop(0))
    for m in sorted(by_month, key=lambda m: (not all(CARDS[c].kind is Kind.CHAFF for c in by_month[m]), m)):
        while len(by_month[m]) >= 2 and room - len(pile) >= 2:
            pile += [by_month[m].pop(0), by_month[m].pop(0)]
    for m in sorted(by_month, key=lambda m: (m in months, m)):
        if by_month[m] and len(pile) < room:
            pile.append(by_month[m].pop(0))
    out = [c for cs in by_month.values() for c in cs]
    for m in sorted({c >> 2 for c in out}):
        cs = [c for c in out if c >> 2 == m]
        if len(cs) % 2:
            if m in months or (fld >> (4 * m) & 15).bit_count() >= 3:
                raise ValueError(f"an odd card of month {m + 1} has nowhere to go; adjust the position")
            fld |= 1 << cs[-1]
            out.remove(cs[-1])
    if out and not dump:
        raise ValueError(f"{len(out)} cards too many for the pile; name sides in dump")
    from hanafuda_core.games.hanahuda.engine import yaku_of

    i = 0
    for m in sorted({c >> 2 for c in out}, key=lambda m: (not all(CARDS[c].kind is Kind.CHAFF
                                                                  for c in out if c >> 2 == m), m)):
        cs = [c for c in out if c >> 2 == m]
        for k in range(0, len(cs), 2):
            pair = (1 << cs[k]) | (1 << cs[k + 1])
            order = [dump[(i + j) % len(dump)] for j in range(len(dump))]
            side = next((d for d in order if {y.key for y, _ in yaku_of(captured[d] | pair)}
                         == {y.key for y, _ in yaku_of(captured[d])}), order[0])
            captured[side] |= pair
            i += 1
    rest = pile
    pile = rest + top
    opts = HanahudaOptions.from_text(options)
    return HanahudaPosition(seats, hands, fld, pile, captured, turn - 1, phase, pending, dealer - 1,
                            _declined(declined, n_sides), 0, round_no, scores or (0,) * seats, opts)


def _declined(text: str, n: int) -> list[int]:
    from hanafuda_core.games.hanahuda.engine import STOP_BIT

    out = [0] * n
    for entry in text.split() if text != "-" else []:
        s, _, key = entry.partition(":")
        out[int(s) - 1] |= STOP_BIT[key]
    return out


def mask(text: str) -> int:
    return to_mask(text)


def codes(m: int) -> list[str]:
    return [CARDS[c].code for c in bits(m)]
