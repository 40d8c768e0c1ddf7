"""The actions every capture game shares, and their tables.

A hand card played (``play``, with the ``target`` it captures when it
matches two field cards), the target of the card turned up from the draw
pile (``draw``), and words such as ``stop`` (the game's own kinds; one with a
``card`` is written ``kind>CARD``, e.g. ``trade>9C1``).  A game subclasses
:class:`CaptureAction` (its word actions, other ``kind>CARD`` kinds and the
words of a misread text) and builds one :class:`PlayTable` of it: the actions made once (compared by identity in the hot paths) and the
legal plays of a hand card by the field cards of its month.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from ...deck import ALL_CARDS
from ...notation import NotationError, ReadOnce, parse_card, read_action_word
from .field import MONTH_BITS


@dataclass(frozen=True)
class CaptureAction(ReadOnce):
    """One action: ``kind``, the ``card`` played (or given up), the field card
    ``target`` it captures.  Texts: ``3R``, ``3R>3C1``, ``draw>8A``, ``stop``."""

    kind: str
    card: int | None = None
    target: int | None = None

    WORDS: ClassVar[dict] = {}
    """The word actions (``stop``...) by their lower-case text."""
    HEADS: ClassVar[dict] = {}
    """Other kinds written ``kind>CARD`` (``trade``): word -> (the action
    without a card, the actions by card index)."""
    TABLE: ClassVar["PlayTable"]
    """The game's :class:`PlayTable` (set once it is built)."""
    BONUS_CARDS: ClassVar[bool] = False
    """Whether the game's actions may name the bonus cards (``X1``...)."""

    @classmethod
    def _read(cls, text):
        """Read an action (:meth:`parse` keeps it): a word of :attr:`WORDS`,
        ``draw`` or ``draw>CARD``, ``kind>CARD`` of :attr:`HEADS`, ``CARD`` or
        ``CARD>TARGET`` (cards by code or name); an action object is returned
        as it is."""
        t = read_action_word(text, cls, cls.WORDS)
        if t.__class__ is not str:
            return t
        head, sep, tail = t.partition(">")
        h = head.strip().lower()
        table, bonus = cls.TABLE, cls.BONUS_CARDS
        try:
            if h == "draw":
                return table.draw[parse_card(tail, bonus=bonus).index] if sep else table.draw_any
            if h in cls.HEADS:
                bare, by_card = cls.HEADS[h]
                return by_card[parse_card(tail, bonus=bonus).index] if sep else bare
            card = parse_card(head, bonus=bonus).index
            return table.play_target(card, parse_card(tail, bonus=bonus).index) if sep else table.play[card]
        except NotationError as e:
            raise cls.misread(text, e) from None

    @classmethod
    def misread(cls, text: str, error: NotationError) -> NotationError:
        """The error for a text that is not an action of the game."""
        return NotationError(f"not an action: {text!r} — {error.reason}", error.token)

    @property
    def is_play(self) -> bool:
        return self.kind == "play"

    def text(self) -> str:
        if self.kind == "play":
            code = ALL_CARDS[self.card].code
            return code if self.target is None else f"{code}>{ALL_CARDS[self.target].code}"
        if self.kind == "draw":
            return "draw" if self.target is None else f"draw>{ALL_CARDS[self.target].code}"
        return self.kind if self.card is None else f"{self.kind}>{ALL_CARDS[self.card].code}"

    __str__ = text

    def __repr__(self) -> str:
        return f"{type(self).__name__}({self.text()!r})"


class PlayTable:
    """The play and draw actions of one action class, each made once, and
    the legal plays of every hand card by the field cards of its month."""

    def __init__(self, action_type: type[CaptureAction]):
        self.action_type = action_type
        self.play = tuple(action_type("play", c) for c in range(len(ALL_CARDS)))
        """``play[c]``: play hand card ``c`` without naming a target (a bonus card too)."""
        self.draw = tuple(action_type("draw", None, t) for t in range(len(ALL_CARDS)))
        """``draw[t]``: the card turned up captures field card ``t``."""
        self.draw_any = action_type("draw")
        self._targets: dict[tuple[int, int], CaptureAction] = {}
        self.plays = tuple(tuple(self._plays_for(c, n) for n in range(16)) for c in range(48))
        """``plays[c][nibble]``: the legal plays of hand card ``c`` when the field
        holds the cards of its month in ``nibble`` (bit s: the month's card s)."""
        self.draws = tuple(tuple(tuple(self.draw[(c & ~3) + s] for s in range(4) if n >> s & 1)
                                 if bin(n).count("1") == 2 else () for n in range(16)) for c in range(48))
        """``draws[c][nibble]``: the targets of card ``c`` turned up from the draw
        pile when it matches two field cards (``nibble`` as in :attr:`plays`);
        empty when it has no choice."""

    def play_target(self, card: int, target: int) -> CaptureAction:
        """The play of ``card`` naming ``target`` (made once)."""
        a = self._targets.get((card, target))
        if a is None:
            a = self._targets[(card, target)] = self.action_type("play", card, target)
        return a

    def _plays_for(self, c: int, nibble: int) -> tuple[CaptureAction, ...]:
        if bin(nibble).count("1") == 2:
            base = c & ~3
            return tuple(self.play_target(c, base + s) for s in range(4) if nibble >> s & 1)
        return (self.play[c],)

    def plays_of(self, card: int, field_mask: int) -> tuple[CaptureAction, ...]:
        """The legal plays of hand card ``card`` (not wild) on ``field_mask``."""
        return self.plays[card][(field_mask >> (card & 60)) & 15]

    def hand_plays(self, hand: int, field_mask: int) -> list[CaptureAction]:
        """Every legal play of ``hand`` (no wild card): by hand card in deck
        order, targets in deck order."""
        plays = self.plays
        out: list[CaptureAction] = []
        while hand:
            low = hand & -hand
            hand ^= low
            c = low.bit_length() - 1
            out += plays[c][(field_mask >> (c & 60)) & 15]
        return out

    def month_targets(self) -> None:
        """Make the plays naming another card of the same month (all of them)."""
        for c in range(48):
            m = MONTH_BITS[c] & ~(1 << c)
            while m:
                low = m & -m
                m ^= low
                self.play_target(c, low.bit_length() - 1)
