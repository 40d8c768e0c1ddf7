"""Poka's teyaku, the hand combinations checked at the deal (:data:`TEYAKU`),
and how the teyaku of both hands are settled (:func:`resolve_teyaku`)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable, Iterable

from ...cardset import to_mask as _to_mask
from ...deck import MONTH_MASKS
from ...messages import Message, msg, msg_in
from .cards import GHOST_MASK, JANUARY_CARDS
from .options import DEFAULT_OPTIONS, PokaOptions

__all__ = ["Teyaku", "TEYAKU", "TEYAKU_BY_KEY", "teyaku_of", "TeyakuResult", "resolve_teyaku", "teyaku_name",
           "teyaku_names", "data_messages"]


@dataclass(frozen=True)
class Teyaku:
    """A hand combination checked at the deal."""

    key: str
    name: str
    japanese: str
    reading: str
    romaji: str
    points: int
    description: str
    predicate: Callable[[int], bool] = field(compare=False, repr=False)
    ends_match: bool = False

    def held_by(self, hand: int) -> bool:
        return self.predicate(hand)

    @property
    def name_words(self) -> Message:
        """The teyaku's name, as a message: "January Triplet" (Japanese: ピン三枚)."""
        return Message(self.name, {}, context=NAME)

    @property
    def description_words(self) -> Message:
        """What the teyaku is, without its last full stop: "Three January (pine) cards. The crane …"."""
        return Message(self.description.rstrip("."), {}, context=DESCRIPTION)

    @property
    def short_words(self) -> Message:
        """What the teyaku is in a few words: "three january (pine) cards"."""
        return Message(self.description.split(".")[0].split(":")[0].lower(), {}, context=SHORT)

    def to_dict(self) -> dict:
        return {
            "key": self.key, "name": self.name, "japanese": self.japanese,
            "reading": self.reading, "romaji": self.romaji, "points": self.points,
            "description": self.description, "ends_match": self.ends_match,
        }


NAME = "a teyaku of Poka: its name"
DESCRIPTION = "a teyaku of Poka: what it is"
SHORT = "a teyaku of Poka: what it is, in a few words (lower-case in English)"
"""The contexts of the teyaku's words, made from their data (:func:`data_messages`)."""


def teyaku_name(t: Teyaku) -> Message:
    """The teyaku's name: "January Triplet" (Japanese: ピン三枚)."""
    return t.name_words


def teyaku_names(teyaku) -> Message:
    """Teyaku added together: "January Triplet + Triple Sticky"."""
    out = None
    for t in teyaku:
        out = t.name_words if out is None else msg_in("teyaku added together", "{first} + {next}", first=out,
                                                       next=t.name_words)
    if out is None:
        raise ValueError("no teyaku")
    return out


def _month_counts(hand: int) -> list[int]:
    return [(hand & m).bit_count() for m in MONTH_MASKS]


TEYAKU: tuple[Teyaku, ...] = (
    Teyaku(
        "january-triplet", "January Triplet", "ピン三枚", "ぴんさんまい", "pin-sanmai", 2,
        "Three January (pine) cards. The crane and the pine ribbon count: they are January "
        "cards as well as ghosts.",
        lambda h: (h & JANUARY_CARDS).bit_count() >= 3,
    ),
    Teyaku(
        "ghost-triplet", "Ghost Triplet", "化三枚", "ばけさんまい", "bake-sanmai", 2,
        "All three ghost cards: the Crane and Sun, the Pine poetry ribbon and the Bush Warbler.",
        lambda h: h & GHOST_MASK == GHOST_MASK,
    ),
    Teyaku(
        "triple-sticky", "Triple Sticky", "三双", "みつくっつき", "mitsu-kuttsuki", 2,
        "Three pairs: three different months with exactly two cards each. A month of three is "
        "not a pair, and four of a month is Four of a Kind, not two pairs.",
        lambda h: sum(1 for n in _month_counts(h) if n == 2) >= 3,
    ),
    Teyaku(
        "buttakuri", "Four of a Kind", "ブッタクリ", "ぶったくり", "buttakuri", 5,
        "All four cards of one month. Wins the whole match at once.",
        lambda h: any(n == 4 for n in _month_counts(h)),
        ends_match=True,
    ),
)
TEYAKU_BY_KEY = {t.key: t for t in TEYAKU}
_BUTTAKURI = TEYAKU_BY_KEY["buttakuri"]


def teyaku_of(hand: int | str | Iterable) -> list[Teyaku]:
    """The teyaku a hand holds, in :data:`TEYAKU` order.  Accepts a bit set,
    a card-list text or an iterable of cards."""
    h = _to_mask(hand)
    return [t for t in TEYAKU if t.predicate(h)]


@dataclass(frozen=True)
class TeyakuResult:
    """How the teyaku at a deal are settled.

    ``held[p]`` lists player p's teyaku; ``counted[p]`` the ones that count
    (best one, all of them, or buttakuri alone); ``values[p]`` their value.
    ``winner`` is None when nobody has a teyaku or they void each other.
    """

    held: tuple[tuple[Teyaku, ...], tuple[Teyaku, ...]]
    counted: tuple[tuple[Teyaku, ...], tuple[Teyaku, ...]]
    values: tuple[int, int]
    winner: int | None
    points: int
    reason: str | None  # 'teyaku' | 'buttakuri' | None
    voided: bool

    def explain(self) -> Message:
        """How the teyaku are settled, in words."""
        if not self.held[0] and not self.held[1]:
            return msg("Nobody holds a teyaku.")
        if self.winner is not None:
            p = self.winner
            if self.reason == "buttakuri":
                return msg("Player {p} holds Four of a Kind (buttakuri) and wins the match at once.", p=p + 1)
            other = 1 - p
            if self.held[other]:
                return msg("Player {p} holds {teyaku} and wins the round with {points} points, beating player "
                           "{other}'s {other_teyaku} ({value}).", p=p + 1, teyaku=teyaku_names(self.counted[p]),
                           points=self.points, other=other + 1, other_teyaku=teyaku_names(self.counted[other]),
                           value=self.values[other])
            return msg("Player {p} holds {teyaku} and wins the round with {points} points.", p=p + 1,
                       teyaku=teyaku_names(self.counted[p]), points=self.points)
        return msg("Both players hold a teyaku (player 1: {first}, {first_value} points; player 2: {second}, "
                   "{second_value} points); they void each other and play goes on.",
                   first=teyaku_names(self.counted[0]), first_value=self.values[0],
                   second=teyaku_names(self.counted[1]), second_value=self.values[1])


def resolve_teyaku(hand0: int, hand1: int, options: PokaOptions = DEFAULT_OPTIONS) -> TeyakuResult:
    """Settle the teyaku of two dealt hands (bit sets)."""
    held = (tuple(teyaku_of(hand0)), tuple(teyaku_of(hand1)))
    counted: list[tuple[Teyaku, ...]] = []
    values: list[int] = []
    for h in held:
        if _BUTTAKURI in h:
            c = (_BUTTAKURI,)
        elif not h:
            c = ()
        elif options.teyaku_count == "sum":
            c = h
        else:
            c = (max(h, key=lambda t: t.points),)
        counted.append(c)
        values.append(sum(t.points for t in c))
    bt = [_BUTTAKURI in h for h in held]
    winner, reason, voided = None, None, False
    if bt[0] != bt[1]:
        winner, reason = (0 if bt[0] else 1), "buttakuri"
    elif held[0] and held[1]:
        if values[0] == values[1] or options.unequal_teyaku == "void" or bt[0]:
            voided = True
        else:
            winner, reason = (0 if values[0] > values[1] else 1), "teyaku"
    elif held[0] or held[1]:
        winner = 0 if held[0] else 1
        reason = "buttakuri" if bt[winner] else "teyaku"
    points = values[winner] if winner is not None else 0
    return TeyakuResult(held, (counted[0], counted[1]), (values[0], values[1]), winner, points, reason, voided)


def data_messages():
    """Every message made here from the teyaku's data (:meth:`PokaGame.data_messages`)."""
    for t in TEYAKU:
        yield t.name_words
        yield t.description_words
        yield t.short_words
