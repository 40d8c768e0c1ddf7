"""Who a text speaks of: the seats at the table by the names the board gives
them, as messages.

A :class:`SeatName` says what the board calls a seat ("You", "Partner",
"Computer", "Computer 2"; in a lesson "Opponent" or "Player 3") and how a
sentence names it ("you", "your partner", "the Computer").  A sentence
about a seat has two messages, one for the reader and one for another seat
(:func:`by_seat`)::

    by_seat(name, msg("You score {n}.", n=n), msg("{who} scores {n}.", who=name.label, n=n))

so that each language writes each as it must (English makes the verb agree;
Japanese writes あなた or the seat's name).  A message the engine keeps (a
round's result in a review) keeps the seat's name as a message, written in
the reader's language when it is shown.
"""

from __future__ import annotations

from typing import Sequence

from .messages import Message, listed, msg, msg_in

__all__ = ["SeatName", "YOU", "by_seat", "possessive", "seat_named", "seat_names", "exercise_names", "numbered_names",
           "score_words", "team_words"]


class SeatName:
    """What the board calls one seat.  ``kind``: ``you``, ``partner``,
    ``computer``, ``opponent`` or ``player``; ``number``: a computer's (when
    there are several) or a player's number."""

    __slots__ = ("kind", "number")
    KINDS = ("you", "partner", "computer", "opponent", "player")

    def __init__(self, kind: str, number: int | None = None):
        if kind not in self.KINDS:
            raise ValueError(f"a seat is one of {', '.join(self.KINDS)}, not {kind!r}")
        object.__setattr__(self, "kind", kind)
        object.__setattr__(self, "number", number)

    def __setattr__(self, name, value):
        raise AttributeError("a seat's name cannot be changed")

    @property
    def is_reader(self) -> bool:
        """The reader's own seat ("You")."""
        return self.kind == "you"

    @property
    def label(self) -> Message:
        """The seat's name as the board shows it: "You", "Computer 2"."""
        n = self.number
        if self.kind == "you":
            return msg_in("a seat's name", "You")
        if self.kind == "partner":
            return msg_in("a seat's name", "Partner")
        if self.kind == "opponent":
            return msg_in("a seat's name", "Opponent {n}", n=n) if n else msg_in("a seat's name", "Opponent")
        if self.kind == "player":
            return msg_in("a seat's name", "Player {n}", n=n)
        return msg_in("a seat's name", "Computer {n}", n=n) if n else msg_in("a seat's name", "Computer")

    @property
    def subject(self) -> Message:
        """The seat within a sentence: "you", "your partner", "the Computer", "Computer 2"."""
        n = self.number
        if self.kind == "you":
            return msg_in("a seat, within a sentence", "you")
        if self.kind == "partner":
            return msg_in("a seat, within a sentence", "your partner")
        if self.kind == "opponent":
            if n:
                return msg_in("a seat, within a sentence", "Opponent {n}", n=n)
            return msg_in("a seat, within a sentence", "your opponent")
        if self.kind == "player":
            return msg_in("a seat, within a sentence", "Player {n}", n=n)
        if n:
            return msg_in("a seat, within a sentence", "Computer {n}", n=n)
        return msg_in("a seat, within a sentence", "the Computer")

    def __eq__(self, other) -> bool:
        return isinstance(other, SeatName) and (self.kind, self.number) == (other.kind, other.number)

    def __hash__(self) -> int:
        return hash((self.kind, self.number))

    def __str__(self) -> str:
        return str(self.label)

    def __repr__(self) -> str:
        return f"SeatName({self.kind!r}, {self.number!r})"


YOU = SeatName("you")


def seat_named(names: Sequence[SeatName] | None, seat: int) -> SeatName:
    """The name of ``seat`` in a text that names the seats as the board does
    (``names``), or the reader's ("you") when no names are given: a text
    spoken to the player it is about (a hint, a review's reason)."""
    return names[seat] if names else YOU


def by_seat(name: SeatName, you: Message, other: Message) -> Message:
    """``you`` when ``name`` is the reader's seat, else ``other`` (a message
    that names the seat itself, as ``{who}``)."""
    return you if name.is_reader else other


def possessive(name: SeatName) -> Message:
    """Whose, before a noun: "Your", "Computer 2's" (Japanese あなたの, コンピューター2の)."""
    return by_seat(name, msg_in("a seat's, before a noun", "Your"),
                   msg_in("a seat's, before a noun", "{who}'s", who=name.label))


def seat_names(seats: int, learner: int, teams: Sequence[Sequence[int]] | None = None,
               rival: str = "computer") -> tuple[SeatName, ...]:
    """What the board calls each seat: "You", your "Partner", and the
    others, the computer players ("Computer", or "Computer 1", "Computer 2"
    when there are several), counted from your right; ``rival="opponent"``:
    "Opponent", "Opponent 1" … (a lesson's board)."""
    partner = next((t for t in (teams or ()) if learner in t), ())
    others = [(learner + k) % seats for k in range(1, seats)]
    rivals = [p for p in others if p not in partner]
    names: list[SeatName] = [YOU] * seats
    for p in others:
        if p in partner:
            names[p] = SeatName("partner")
    for i, p in enumerate(rivals, start=1):
        names[p] = SeatName(rival, None if len(rivals) == 1 else i)
    return tuple(names)


def exercise_names(seats: int, me: int) -> tuple[SeatName, ...]:
    """The seats of a lesson's or puzzle's board: "You", and your
    "Opponent" (two seats) or each other player by number."""
    return tuple(YOU if p == me else (SeatName("opponent") if seats == 2 else SeatName("player", p + 1))
                 for p in range(seats))


def numbered_names(seats: int) -> tuple[SeatName, ...]:
    """Every seat by its number ("Player 1" …): a text that speaks of no reader."""
    return tuple(SeatName("player", p + 1) for p in range(seats))


def score_words(scores: Sequence[int], names: Sequence[SeatName]) -> Message:
    """"You 1 – 0 Computer" (two seats) or "You 1, Computer 1 0, Computer 2 3"."""
    if len(scores) == 2:
        return msg_in("a score, two seats", "{first} {a} – {b} {second}", first=names[0].label, a=scores[0],
                      b=scores[1], second=names[1].label)
    return listed([msg_in("a score, one seat's", "{who} {n}", who=n.label, n=s) for n, s in zip(names, scores)],
                  commas_only=True)


def team_words(names: Sequence[SeatName] | None, seats: Sequence[int]) -> Message:
    """A side of the table in words: "your side" (the reader's side, or no
    names), "the Computer" (a side of one), "the team of Computer 1 and
    Computer 2"."""
    if not names or any(names[s].is_reader for s in seats):
        return msg("your side") if len(seats) == 1 else msg("your team")
    who = [names[s].subject for s in seats]
    if len(who) == 1:
        return who[0]
    return msg("the team of {players}", players=listed(who))
