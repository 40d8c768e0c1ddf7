"""Helpers for the Koi-Koi option and preset tests: legal positions built
from a capture pile, so that a test states only what it is about.

``table("1B 3B 12B", rules="seed")`` is a position where player 1, the dealer,
has just finished a turn holding those captured cards (each month's cards
completed to an even number with cards of that month, as captures take them
in pairs), with four cards left in hand against the opponent's five; the
phase is ``decide`` (stop or koi-koi) or ``end`` when the yaku ends the round
by itself.  ``finish(pos)`` stops if needed and returns the outcome.
"""

from __future__ import annotations

from hanafuda_core.cardset import bits, to_mask
from hanafuda_core.deck import CARDS, Kind
from hanafuda_core.families.capture import full_months
from hanafuda_core.games.koikoi import STOP, KoiKoiPosition, KoiKoiOptions
from hanafuda_core.notation import format_cards


def mask(text: str) -> int:
    return to_mask(text or "-")


def paired(pile: int, avoid: int = 0) -> int:
    """``pile`` with one more card for each month it holds an odd number of
    (a chaff card of that month when there is one)."""
    out = pile
    for month in range(12):
        cards = [4 * month + i for i in range(4)]
        have = [c for c in cards if out >> c & 1]
        if len(have) % 2:
            free = [c for c in cards if not (out | avoid) >> c & 1]
            free.sort(key=lambda c: CARDS[c].kind is not Kind.CHAFF)
            out |= 1 << free[0]
    return out


def table(captured1: str, rules: str = "seed", captured2: str = "-", calls: str = "-",
          phase: str = "decide", round_no: int = 1, scores: str = "0-0", turn: str = "1",
          hand1: int = 4, hand2: int = 5) -> KoiKoiPosition:
    """A legal position around a capture pile (see the module notes)."""
    r = KoiKoiOptions.from_text(rules)
    c2 = paired(mask(captured2))
    c1 = paired(mask(captured1), c2)
    assert not c1 & c2
    # the other cards, months spread out (so that no month lies whole on the field)
    rest = sorted((c for c in range(48) if not (c1 | c2) >> c & 1), key=lambda c: (c % 4, c))
    n_draw = 24 - (16 - hand1 - hand2)
    for shift in range(len(rest)):
        order = rest[shift:] + rest[:shift]
        h1, h2 = order[:hand1], order[hand1:hand1 + hand2]
        draw = order[hand1 + hand2:hand1 + hand2 + n_draw]
        fld = order[hand1 + hand2 + n_draw:]
        if not full_months(sum(1 << c for c in fld)):
            break
    rounds = r.options.rounds or "-"
    text = "; ".join([format_cards(sorted(h1)) or "-", format_cards(sorted(h2)) or "-",
                      format_cards(sorted(fld)) or "-", format_cards(draw) or "-",
                      format_cards(bits(c1)) or "-", format_cards(bits(c2)) or "-", turn, phase, "1",
                      calls, f"{round_no}/{rounds}", scores, r.to_text()])
    return KoiKoiPosition.from_text(text)


def finish(pos: KoiKoiPosition):
    """The outcome: stop first when the player is still to choose."""
    if pos.outcome() is None:
        assert pos.phase_name == "decide", pos.phase_name
        pos.push(STOP)
    return pos.outcome()


def won(captured1: str, rules: str = "seed", **kw) -> int:
    """What player 1 scores by stopping (or by the round's end) with ``captured1``."""
    out = finish(table(captured1, rules, **kw))
    assert out.winner == 0
    return out.points[0]


def position(h1, h2, field, cap1="-", cap2="-", draws="", turn="1", phase="play", dealer="1",
             koikoi="-", rules="seed", round_no="", scores="0-0"):
    """A position from its parts; the draw pile is ``draws`` (in the order they
    are turned up) followed by every card not placed elsewhere, in deck order."""
    used = 0
    for t in (h1, h2, field, cap1, cap2, draws):
        used |= mask(t)
    first = draws.split()
    order = first + [c.code for c in CARDS if not used >> c.index & 1]
    pile = " ".join(reversed(order)) or "-"
    r = KoiKoiOptions.from_text(rules)
    text = "; ".join([h1, h2, field, pile, cap1, cap2, turn, phase, dealer, koikoi,
                      round_no or f"1/{r.options.rounds or '-'}", scores, r.to_text()])
    return KoiKoiPosition.from_text(text)
