"""Go-Stop's deck (hwatu, 화투): the Korean months, the card classes as Go-Stop
counts them, and the sets its scoring reads.

The cards are the project's 48 (:mod:`hanafuda_core.deck`, months in the
Japanese order).  The Korean deck numbers two months the other way round:
paulownia (오동) is month 11 and willow, the rain (비), month 12, so the
project's ``12…`` cards are Korean month 11 and its ``11…`` cards Korean
month 12 (:func:`korean_month`).  Months 1 to 10 are the same.

Classes (sources: the Korea Herald's and Namu Wiki's counts, Korean
Wikipedia; ``docs/design/gostop-sources.md``): 5 brights (광), 9 animals
(열끗), 10 ribbons (띠) and 24 junk (피), of which two count double (쌍피):
the Lightning of the rain month and the coloured paulownia chaff.  The sake
cup (국진, the chrysanthemum animal) is an animal or a double junk, as its
holder chooses (:data:`SAKE_CUP`).  The bonus cards (보너스 피) some decks
add (option ``bonus``) are junk of no month: two count as double junk, a
third as triple junk (:data:`BONUS`).
"""

from __future__ import annotations

from ...cardset import bits
from ...deck import ALL_CARDS, BONUS_CARDS, FULL_DECK
from ...game import PositionError
from ...messages import msg_in

# Card indices (month m's cards are 4*(m-1) .. 4*(m-1)+3, in the project's months)
CRANE, PINE_RIBBON = 0, 1
WARBLER, PLUM_RIBBON = 4, 5
CURTAIN, CHERRY_RIBBON = 8, 9
CUCKOO, WISTERIA_RIBBON = 12, 13
IRIS_RIBBON = 17
PEONY_RIBBON = 21
CLOVER_RIBBON = 25
MOON, GEESE = 28, 29
SAKE_CUP, CHRYSANTHEMUM_RIBBON = 32, 33
MAPLE_RIBBON = 37
RAIN_MAN, SWALLOW, WILLOW_RIBBON, LIGHTNING = 40, 41, 42, 43
PHOENIX, PAULOWNIA_DOUBLE = 44, 45


def _set(*cards: int) -> int:
    out = 0
    for c in cards:
        out |= 1 << c
    return out


BRIGHTS = _set(CRANE, CURTAIN, MOON, RAIN_MAN, PHOENIX)
"""The five brights (광)."""
RAIN_BRIGHT = 1 << RAIN_MAN
"""The rain bright (비광): three brights with it score less."""
ANIMALS = _set(WARBLER, CUCKOO, 16, 20, 24, GEESE, SAKE_CUP, 36, SWALLOW)
"""The nine animals (열끗), the sake cup among them (:data:`SAKE_CUP`)."""
GODORI = _set(WARBLER, CUCKOO, GEESE)
"""The three bird cards of 고도리 (Korean months 2, 4 and 8)."""
RIBBONS = _set(PINE_RIBBON, PLUM_RIBBON, CHERRY_RIBBON, WISTERIA_RIBBON, IRIS_RIBBON, PEONY_RIBBON,
               CLOVER_RIBBON, CHRYSANTHEMUM_RIBBON, MAPLE_RIBBON, WILLOW_RIBBON)
"""The ten ribbons (띠)."""
HONGDAN = _set(PINE_RIBBON, PLUM_RIBBON, CHERRY_RIBBON)
"""홍단: the red ribbons with writing (Korean months 1, 2, 3)."""
CHEONGDAN = _set(PEONY_RIBBON, CHRYSANTHEMUM_RIBBON, MAPLE_RIBBON)
"""청단: the blue ribbons (months 6, 9, 10)."""
CHODAN = _set(WISTERIA_RIBBON, IRIS_RIBBON, CLOVER_RIBBON)
"""초단: the plain red ribbons (months 4, 5, 7); the rain's ribbon is in no set."""
DOUBLE_JUNK = _set(LIGHTNING, PAULOWNIA_DOUBLE)
"""The two double junk cards (쌍피), each counted as two junk."""
JUNK = ((1 << 48) - 1) & ~(BRIGHTS | ANIMALS | RIBBONS)
"""The 24 junk cards (피), the two double ones among them."""
SINGLE_JUNK = JUNK & ~DOUBLE_JUNK
BONUS = sum(c.bit for c in BONUS_CARDS)
"""The bonus cards (indices 48 to 50): taken as soon as they turn up, never on the field."""
BONUS_DOUBLE = sum(c.bit for c in BONUS_CARDS if c.bonus_junk == 2)
BONUS_TRIPLE = sum(c.bit for c in BONUS_CARDS if c.bonus_junk == 3)
BONUS_SETS = {"none": 0, "two": BONUS_DOUBLE, "three": BONUS}
"""The bonus cards in the deck, by the ``bonus`` option's value."""


def deck_cards(bonus: str) -> int:
    """The cards a deal is dealt from: the 48 and the bonus cards the option adds."""
    return FULL_DECK | BONUS_SETS[bonus]


def check_deck(cards: int, fld: int, bonus: str) -> None:
    """Raise :class:`PositionError` for a bonus card the ``bonus`` option
    leaves out of the deck, or one on the field (it never stays there)."""
    extra = cards & ~deck_cards(bonus)
    if extra:
        codes = " ".join(ALL_CARDS[c].code for c in bits(extra))
        held = {"none": "no bonus cards", "two": "two bonus cards, X1 and X2", "three": "three bonus cards"}[bonus]
        raise PositionError(f"{codes}: not in the deck under these rules ({held})")
    if fld & BONUS:
        raise PositionError("a bonus card is never on the field: it goes to the player who starts, and the "
                            "stock's top card takes its place")

CUP_BIT = 1 << SAKE_CUP

KOREAN_MONTH_NAMES = {1: "송학", 2: "매조", 3: "벚꽃", 4: "흑싸리", 5: "난초", 6: "모란", 7: "홍싸리",
                      8: "공산", 9: "국화", 10: "단풍", 11: "오동", 12: "비"}
"""The Korean names of the months, by Korean month number."""
CLASS_NAMES = {"bright": (msg_in("a card class of Go-Stop, as a title", "Bright"), "광"),
               "animal": (msg_in("a card class of Go-Stop, as a title", "Animal"), "열끗"),
               "ribbon": (msg_in("a card class of Go-Stop, as a title", "Ribbon"), "띠"),
               "junk": (msg_in("a card class of Go-Stop, as a title", "Junk"), "피"),
               "double-junk": (msg_in("a card class of Go-Stop, as a title", "Double junk"), "쌍피"),
               "bonus": (msg_in("a card class of Go-Stop, as a title", "Bonus junk"), "보너스 피")}
"""Each class's name (a message) and its Korean name."""


def korean_month(card: int) -> int:
    """The month of ``card`` as Go-Stop numbers them (paulownia 11, rain 12;
    a bonus card 0: it has none)."""
    if card >= 48:
        return 0
    m = card // 4 + 1
    return {11: 12, 12: 11}.get(m, m)


def card_class(card: int) -> str:
    """The class of ``card`` (the sake cup: ``"animal"``, its class until its holder chooses)."""
    bit = 1 << card
    if bit & BONUS:
        return "bonus"
    if bit & BRIGHTS:
        return "bright"
    if bit & ANIMALS:
        return "animal"
    if bit & RIBBONS:
        return "ribbon"
    return "double-junk" if bit & DOUBLE_JUNK else "junk"


def junk_count(cards: int, cup_junk: bool) -> int:
    """How many junk ``cards`` hold, each double junk counted as two (the sake
    cup too when it counts as junk, ``cup_junk``), a bonus card as two or three."""
    n = ((cards & SINGLE_JUNK).bit_count() + 2 * (cards & (DOUBLE_JUNK | BONUS_DOUBLE)).bit_count()
         + 3 * (cards & BONUS_TRIPLE).bit_count())
    if cup_junk and cards & CUP_BIT:
        n += 2
    return n


def animal_count(cards: int, cup_junk: bool) -> int:
    """How many animals ``cards`` hold (the sake cup not, when it counts as junk)."""
    n = (cards & ANIMALS).bit_count()
    if cup_junk and cards & CUP_BIT:
        n -= 1
    return n


def steal_order(cards: int, cup_junk: bool) -> list[int]:
    """The junk cards of ``cards`` in the order a player gives them up when
    another takes junk from them: single junk first, then the double junk
    (bonus cards among them), then the sake cup when it counts as junk, the
    triple junk bonus card last (no change is given back for a double; a
    sake cup counted as an animal is never taken)."""
    out = bits(cards & SINGLE_JUNK) + bits(cards & (DOUBLE_JUNK | BONUS_DOUBLE))
    if cup_junk and cards & CUP_BIT:
        out.append(SAKE_CUP)
    return out + bits(cards & BONUS_TRIPLE)
