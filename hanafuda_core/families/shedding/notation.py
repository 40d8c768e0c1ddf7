"""The position text of the shedding games: the fields they share and what
each holds (:data:`FIELD_TEXT`, :func:`notation_fields`, for the rules
page's table), and reading the fields one by one with the errors a learner
sees (:class:`PositionText`, :func:`read_scores`)."""

from __future__ import annotations

from typing import Mapping, Sequence

from ...game import PositionError
from ...messages import Message, msg_in
from ...notation import NotationError, is_number_text, parse_cards
from ...words import with_article

__all__ = ["FIELD_NAME", "FIELD_TEXT", "notation_fields", "PositionText", "read_scores"]


# The fields a shedding game's position text shares: their names, and what
# each holds, for the "Writing down a position" table of its rules page
# (pagetables.position_fields).  Backticks mark what is written as it stands.
FIELD_NAME = {
    "player 1's hand": msg_in("a field of a position in notation", "player 1's hand"),
    "player 2's hand": msg_in("a field of a position in notation", "player 2's hand"),
    "discard pile": msg_in("a field of a position in notation", "discard pile"),
    "draw pile": msg_in("a field of a position in notation", "draw pile"),
    "turn": msg_in("a field of a position in notation", "turn"),
    "scores": msg_in("a field of a position in notation", "scores"),
    "dealer": msg_in("a field of a position in notation", "dealer"),
    "options": msg_in("a field of a position in notation", "options"),
}
FIELD_TEXT = {
    "player 1's hand": msg_in("what a field of a position in notation holds (`code` as written)",
                              "the cards in player 1's hand, in card notation"),
    "player 2's hand": msg_in("what a field of a position in notation holds (`code` as written)",
                              "the cards in player 2's hand"),
    "discard pile": msg_in("what a field of a position in notation holds (`code` as written)",
                           "the discard pile, bottom to top: the last card is the top card"),
    "draw pile": msg_in("what a field of a position in notation holds (`code` as written)",
                        "the draw pile, bottom to top; `?` when its order does not matter, `-` when it is empty"),
    "turn": msg_in("what a field of a position in notation holds (`code` as written)",
                   "whose turn it is: `1` or `2`"),
    "scores": msg_in("what a field of a position in notation holds (`code` as written)",
                     "the match score before this round, player 1 first"),
    "dealer": msg_in("what a field of a position in notation holds (`code` as written)",
                     "who dealt this round: `1` or `2`"),
    "options": msg_in("what a field of a position in notation holds (`code` as written)",
                      "the rule options that differ from the defaults, written as in the rule options table and "
                      "separated by commas; `-` if none"),
}


def notation_fields(names: Sequence[str | Message], own: Mapping[str, Message]) -> tuple[tuple[Message, Message], ...]:
    """A game's position fields in order, each ``(name, what it holds)``, both
    messages: a field of the family's named by its English name (``str``), a
    game's own field by its name's message; what each holds is the game's
    own text (``own``, by the field's English name) or the family's."""
    return tuple((FIELD_NAME.get(name, name) if isinstance(name, str) else name,
                  own.get(str(name)) or FIELD_TEXT[str(name)]) for name in names)


class PositionText:
    """The fields of a position text, read one by one with the errors a
    learner sees (``clip``: how much of a wrong field an error shows)."""

    def __init__(self, text, names: Sequence[str], game_name: str, max_length: int | None = None,
                 clip: int | None = None):
        if not isinstance(text, str):
            raise PositionError(f"expected text, got {type(text).__name__}")
        if max_length is not None and len(text) > max_length:
            raise PositionError("the position text is too long")
        parts = [p.strip() for p in text.split(";")]
        if len(parts) != len(names):
            raise PositionError(f"{with_article(game_name)} position has {len(names)} fields separated by ';' "
                                f"({', '.join(names)}); found {len(parts)}")
        self.parts = parts
        self.names = names
        self.clip = clip

    def __getitem__(self, i: int) -> str:
        return self.parts[i]

    def shown(self, i: int) -> str:
        text = self.parts[i]
        return repr(text if self.clip is None else text[:self.clip])

    def cards(self, i: int, allow_unknown: bool = False) -> list[int] | None:
        """A card list (None for ``?`` when ``allow_unknown``)."""
        if allow_unknown and self.parts[i] == "?":
            return None
        try:
            return [c.index for c in parse_cards(self.parts[i])]
        except NotationError as e:
            raise PositionError(f"{self.names[i]}: {e}") from e

    def player(self, i: int) -> int:
        """``1`` or ``2``, as player 0 or 1."""
        if self.parts[i] not in ("1", "2"):
            raise PositionError(f"{self.names[i]} must be 1 or 2, got {self.shown(i)}")
        return int(self.parts[i]) - 1

    def chain(self, i: int) -> tuple[int, bool]:
        """The chain: a number of cards, ``!`` when the One-Two combo owes a card."""
        ch = self.parts[i]
        owe = ch.endswith("!")
        if owe:
            ch = ch[:-1]
        if not is_number_text(ch):
            raise PositionError(f"chain must be a number of cards, optionally followed by '!', got {self.shown(i)}")
        return int(ch), owe

    def passes(self, i: int) -> int:
        if not is_number_text(self.parts[i]):
            raise PositionError(f"passes must be 0, 1 or 2, got {self.shown(i)}")
        return int(self.parts[i])


def read_scores(text: str) -> tuple[int, int]:
    """Scores written ``a-b``."""
    sc = text.split("-")
    if len(sc) != 2 or not all(is_number_text(s.strip()) for s in sc):
        raise PositionError(f"scores must be written like 2-1, got {text!r}")
    return int(sc[0]), int(sc[1])
