"""Text notation for cards and lists of cards.

A card is written as its month number followed by a kind letter:
``B`` bright, ``A`` animal, ``R`` ribbon, ``C`` chaff; chaffs get a number
when the month has more than one (``1C1``, ``1C2``; ``12C1`` is the coloured
paulownia chaff).  So ``1B`` is the Crane, ``8A`` the Geese and ``11C`` the
Lightning.  Letters are case-insensitive.  Individually named cards may also
be written by name: ``crane``, ``moon``, ``sake-cup`` ... (see
:data:`hanafuda_core.deck.BY_KEY`).  The Korean deck's bonus cards are
``X1``, ``X2`` (two junk each) and ``X3`` (three junk); the readers accept
them only when asked (``bonus=True``: a game that plays with them).

A list is cards separated by spaces and/or commas.  ``-`` alone is the empty
list.  Formatting always writes the canonical codes separated by spaces, so
``format_cards(parse_cards(s))`` is canonical and parsing it gives the same
cards back.

Codes and names are ASCII: digits are ``0``-``9`` only (other scripts' digits
such as ``٣`` or ``²`` are refused with a message that says so).  Input size
is bounded (:data:`MAX_TEXT` characters for a list, :data:`MAX_TOKEN` for one
card), so a stray paste cannot make the engine work on megabytes.  Every bad
input, including a value that is not text at all, raises
:class:`NotationError`.
"""

from __future__ import annotations

import re
from typing import Any, ClassVar, Iterable, Mapping

from .deck import ALL_CARDS, BONUS_BY_CODE, BY_CODE, BY_KEY, FLOWERS, Card, month_cards
from .errors import HanafudaError

_TOKEN_RE = re.compile(r"[^\s,]+")
_CODE_RE = re.compile(r"^([0-9]{1,2})([A-Za-z])([0-9]*)$")

CODE_IN_TEXT = re.compile(r"\b(?:\d{1,2}[BARC]\d?|X[1-3])\b")
"""A card code inside a sentence ("3B", "12C3").  Learners never read notation:
the tests and the build look for it in every text a page shows."""

MAX_TEXT = 4000
"""Longest card list accepted, in characters (the whole deck, named cards by name, is 410)."""

MAX_TOKEN = 32
"""Longest single card accepted, in characters (the longest name has 20)."""


class NotationError(HanafudaError):
    """A card or card list that cannot be read.

    ``token`` is the offending text, ``position`` its 1-based index among the
    tokens of the list and ``column`` its 1-based character offset in the text.
    """

    def __init__(self, message: str, token: str = "", position: int = 0, column: int = 0):
        where = ""
        if position:
            where = f" (card {position}, column {column})"
        super().__init__(f"{message}{where}")
        self.reason = message
        self.token = token
        self.position = position
        self.column = column

    def to_dict(self) -> dict:
        return {
            "message": str(self),
            "reason": self.reason,
            "token": self.token,
            "position": self.position,
            "column": self.column,
        }


def _codes(month: int) -> str:
    return " ".join(c.code for c in month_cards(month))


def _shown(token: str) -> str:
    """The token as quoted in a message, cut short if it is long."""
    return repr(token) if len(token) <= MAX_TOKEN else repr(token[:MAX_TOKEN]) + f"... ({len(token)} characters)"


def _type_name(value: object) -> str:
    return "nothing (None)" if value is None else f"a {type(value).__name__}"


def _explain_unknown(token: str) -> str:
    if len(token) > MAX_TOKEN:
        return (
            f"unknown card {_shown(token)}: too long for a card; write a code such as 9A "
            f"or a name such as 'moon'"
        )
    if not token.isascii():
        if any(ch.isdigit() and not "0" <= ch <= "9" for ch in token):
            return f"unknown card {token!r}: write the month number with the digits 0-9"
        return (
            f"unknown card {token!r}: card codes and names use only the letters a-z, "
            f"the digits 0-9 and '-'"
        )
    m = _CODE_RE.match(token)
    if not m:
        return (
            f"unknown card {token!r}: write a month number and a kind letter "
            f"(B bright, A animal, R ribbon, C chaff), e.g. 1B or 9A, or a card name such as 'moon'"
        )
    month, letter, number = int(m.group(1)), m.group(2).upper(), m.group(3)
    if not 1 <= month <= 12:
        return f"unknown card {token!r}: the month must be 1 to 12"
    flower = FLOWERS[month - 1]
    if letter not in "BARC":
        return f"unknown card {token!r}: the kind letter must be B, A, R or C, not {letter!r}"
    if letter == "C":
        chaffs = [c.code for c in month_cards(month) if c.code.startswith(f"{month}C")]
        if len(chaffs) > 1 and not number:
            return (
                f"unknown card {token!r}: {flower.month_name} has {len(chaffs)} chaff cards, "
                f"write {' or '.join(chaffs)}"
            )
    return f"unknown card {token!r}: the {flower.month_name} cards are {_codes(month)}"


def parse_card(text: str, *, bonus: bool = False) -> Card:
    """Read one card; raise :class:`NotationError` if it is not a card (a
    bonus card is one only with ``bonus``)."""
    if not isinstance(text, str):
        raise NotationError(f"a card must be given as text, not {_type_name(text)}")
    if len(text) > MAX_TEXT:
        raise NotationError(f"unknown card {_shown(text)}: too long for a card", text[:MAX_TOKEN])
    token = text.strip()
    if not token:
        raise NotationError("empty card code", token)
    found = (BY_CODE.get(token.upper()) or BY_KEY.get(token.lower())) if token.isascii() else None
    if found is None and token.isascii() and token.upper() in BONUS_BY_CODE:
        found = BONUS_BY_CODE[token.upper()]
        if not bonus:
            raise NotationError(f"{found.code} is a bonus card of the Korean deck, which this game does not play "
                                f"with: it plays with the 48 cards of the twelve months", token)
    if found is None:
        raise NotationError(_explain_unknown(token), token)
    return found


def card(ref: int | str | Card) -> Card:
    """Look up a card by index, code, named-card key or the card itself
    (any card, the bonus cards too: a game's input is read with :func:`parse_cards`).

    Anything else (an index out of range, ``True``, ``None``, a float, a text
    that names no card) raises :class:`NotationError`, a ``ValueError``.
    """
    if isinstance(ref, Card):
        return ref
    if isinstance(ref, bool):
        raise NotationError(f"a card is an index 0..{len(ALL_CARDS) - 1}, a code or a name, not {ref!r}")
    if isinstance(ref, int):
        if 0 <= ref < len(ALL_CARDS):
            return ALL_CARDS[ref]
        shown = ref if abs(ref) < 10**6 else "a number that large"
        raise NotationError(f"card index must be 0..{len(ALL_CARDS) - 1}, got {shown}")
    if not isinstance(ref, str):
        what = "None" if ref is None else f"a {type(ref).__name__}"
        raise NotationError(f"a card is an index 0..{len(ALL_CARDS) - 1}, a code or a name, not {what}")
    return parse_card(ref, bonus=True)


def parse_cards(text: str, *, allow_duplicates: bool = False, bonus: bool = False) -> list[Card]:
    """Read a list of cards.

    Raises :class:`NotationError` naming the first bad token and where it is,
    or the first card that appears twice (unless ``allow_duplicates``).
    """
    if not isinstance(text, str):
        raise NotationError(f"expected text, got {type(text).__name__}: a card list is text such as '1B 8A'")
    if len(text) > MAX_TEXT:
        raise NotationError(f"the card list is too long: {len(text)} characters, at most {MAX_TEXT}")
    if text.strip() == "-":
        return []
    out: list[Card] = []
    seen: dict[int, int] = {}
    for position, m in enumerate(_TOKEN_RE.finditer(text), start=1):
        token = m.group(0)
        try:
            c = parse_card(token, bonus=bonus)
        except NotationError as e:
            raise NotationError(e.reason, token, position, m.start() + 1) from None
        if not allow_duplicates and c.index in seen:
            raise NotationError(
                f"card {c.code} ({c.name}) appears twice, first as card {seen[c.index]}",
                token,
                position,
                m.start() + 1,
            )
        seen.setdefault(c.index, position)
        out.append(c)
    return out


def format_card(c: Card | int) -> str:
    return (ALL_CARDS[c] if isinstance(c, int) else c).code


def format_cards(cards: Iterable[Card | int]) -> str:
    """Canonical text of a card list: codes separated by single spaces, ``-`` if empty."""
    text = " ".join(format_card(c) for c in cards)
    return text or "-"


def is_number_text(text: object, max_len: int = 6) -> bool:
    """True for a short text of ASCII digits (what every number field of the
    notations must be; ``str.isdigit`` also accepts "²" and other digits that
    ``int`` cannot read)."""
    return isinstance(text, str) and 0 < len(text) <= max_len and text.isascii() and text.isdigit()



def read_action_word(text: object, action_type: type, words: Mapping[str, Any]) -> Any:
    """The first step of every game's ``Action.parse``: an ``action_type``
    object as it is; a word action (``stop``, in any case) from ``words``
    (lower-case text -> action); else the text stripped, for the game to read
    its cards.  Raises :class:`NotationError` when ``text`` is not text."""
    if isinstance(text, action_type):
        return text
    if not isinstance(text, str):
        raise NotationError(f"expected an action text, got {type(text).__name__}")
    t = text.strip()
    return words.get(t.lower(), t)


class ReadOnce:
    """A base of action classes: :meth:`parse` reads each text once and keeps
    its action (every action crosses the Game interface as text); a subclass
    writes ``_read(text)``, which reads a text or an action object.  Each
    subclass keeps its own texts, at most :attr:`READ_LIMIT` of them."""

    READ: ClassVar[dict] = {}
    READ_LIMIT: ClassVar[int] = 4096

    def __init_subclass__(cls, **kwargs):
        super().__init_subclass__(**kwargs)
        cls.READ = {}

    @classmethod
    def parse(cls, text):
        if text.__class__ is str:
            a = cls.READ.get(text)
            if a is None:
                a = cls._read(text)
                if len(cls.READ) < cls.READ_LIMIT:
                    cls.READ[text] = a
            return a
        return cls._read(text)

    @classmethod
    def _read(cls, text):
        raise NotImplementedError
