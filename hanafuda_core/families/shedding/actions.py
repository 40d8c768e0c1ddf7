"""The actions of a shedding turn and their notation (``3R``, ``5C1+5C2+1B``,
``stop``, ``pass``): :class:`ShedAction`, which each game subclasses with the
words of its notation errors."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar, Iterable

from ...cardset import index as _index, mask as _mask
from ...deck import CARDS
from ...notation import NotationError, ReadOnce, parse_card, read_action_word

__all__ = ["ShedAction"]


@dataclass(frozen=True)
class ShedAction(ReadOnce):
    """One atomic action of a turn: ``discard`` (one card), ``multi``
    (several cards at once; the last card ends on top), ``stop`` (end your
    chain) or ``pass``.  Texts: ``3R``, ``5C1+5C2``, ``stop``, ``pass``.

    A game subclasses it (no new fields) and states :attr:`MULTI_WORDS` and
    :attr:`JOINED_HINT`, the words of its notation errors; each subclass gets
    its own single discards and ``stop``/``pass`` actions."""

    kind: str
    cards: tuple[int, ...] = ()

    MULTI_WORDS: ClassVar[str] = "a multiple discard"
    """How the errors of :meth:`multi` call a discard of several cards."""
    JOINED_HINT: ClassVar[str] = "cards joined with '+' (5C1+5C2)"
    """How the error of :meth:`parse` shows a discard of several cards."""
    DISCARDS: ClassVar[tuple]
    """The single discards of the subclass, by card index."""
    STOP: ClassVar["ShedAction"]
    PASS: ClassVar["ShedAction"]
    WORDS: ClassVar[dict]
    """The word actions by their lower-case text (``stop``, ``pass``)."""

    def __init_subclass__(cls, **kwargs):
        super().__init_subclass__(**kwargs)
        cls.DISCARDS = tuple(cls("discard", (i,)) for i in range(48))
        cls.STOP = cls("stop")
        cls.PASS = cls("pass")
        cls.WORDS = {"stop": cls.STOP, "pass": cls.PASS}

    @classmethod
    def discard(cls, card) -> "ShedAction":
        return cls.DISCARDS[_index(card)]

    @classmethod
    def multi(cls, cards: Iterable, top=None) -> "ShedAction":
        """Several cards together; ``top`` (default the last one) ends on top,
        the others are kept in deck order so that equal plays compare equal."""
        idx = [_index(c) for c in cards]
        if len(idx) < 2:
            raise NotationError(f"{cls.MULTI_WORDS} needs at least two cards")
        if len(set(idx)) != len(idx):
            raise NotationError(f"{cls.MULTI_WORDS} cannot name a card twice")
        last = idx[-1] if top is None else _index(top)
        return cls("multi", tuple(sorted(x for x in idx if x != last)) + (last,))

    @classmethod
    def _read(cls, text) -> "ShedAction":
        """Read ``3R``, ``crane``, ``1C1+1C2``, ``stop`` or ``pass`` (:meth:`parse` keeps it)."""
        t = read_action_word(text, cls, cls.WORDS)
        if t.__class__ is not str:
            return t
        try:
            if "+" in t:
                return cls.multi(parse_card(p) for p in t.split("+"))
            return cls.discard(parse_card(t))
        except NotationError as e:
            raise NotationError(
                f"not an action: {text[:40]!r}. Write a card code such as 3R, {cls.JOINED_HINT}, "
                f"'stop' or 'pass' — {e.reason}", e.token) from None
        except ValueError as e:  # pragma: no cover - card codes are read by parse_card
            raise NotationError(f"not an action: {text[:40]!r} — {e}") from None

    @property
    def card(self) -> int | None:
        """The card of a single discard (None for other kinds)."""
        return self.cards[0] if self.kind == "discard" else None

    @property
    def is_discard(self) -> bool:
        return self.kind in ("discard", "multi")

    @property
    def mask(self) -> int:
        return _mask(self.cards)

    def text(self) -> str:
        if self.kind in ("discard", "multi"):
            return "+".join(CARDS[c].code for c in self.cards)
        return self.kind

    __str__ = text

    def __repr__(self) -> str:
        return f"{type(self).__name__}({self.text()!r})"
