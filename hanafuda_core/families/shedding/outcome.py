"""The end of a shedding round (:class:`ShedOutcome`), what the engine did by
itself after an action (:class:`Event`) and the log of a round (:class:`LogEntry`)."""

from __future__ import annotations

from dataclasses import dataclass

from ...deck import CARDS
from ...game import Outcome
from .actions import ShedAction

__all__ = ["ShedOutcome", "Event", "LogEntry"]


@dataclass(frozen=True)
class ShedOutcome(Outcome):
    """The end of a round: ``winner`` scores ``points`` (``reason`` says why:
    ``"empty-hand"``, ...); ``scores`` after the round; ``match_winner`` when
    it ends the match.  A game subclasses it with its :meth:`explain` (and may
    add fields, written into :meth:`to_dict` by :meth:`_dict_extra`)."""

    winner: int
    points: int
    reason: str
    scores: tuple[int, int]
    match_winner: int | None = None

    @property
    def match_over(self) -> bool:
        return self.match_winner is not None

    @property
    def winners(self) -> tuple[int, ...]:
        return (self.winner,)

    @property
    def seat_points(self) -> tuple[int, ...]:
        return tuple(self.points if p == self.winner else 0 for p in range(len(self.scores)))

    def _dict_extra(self) -> dict:
        return {}

    def to_dict(self) -> dict:
        return {"winner": self.winner, "points": self.points, "reason": self.reason,
                "scores": list(self.scores), "match_winner": self.match_winner,
                **self._dict_extra(), "explanation": self.explain()}


@dataclass(frozen=True)
class Event:
    """Something the engine did by itself after an action: ``turn-end`` (nothing
    could follow, so the turn ended), ``reshuffle`` (``count`` cards of the
    discard pile became the new draw pile), ``draw`` (``card`` turned up from
    the draw pile; ``player`` plays on it), or a game's own (e.g. ``bonus``:
    all six cards in one turn)."""

    kind: str
    card: int | None = None
    count: int = 0
    player: int | None = None

    def text(self) -> str:
        if self.kind == "draw":
            return f"draw {CARDS[self.card].code}"
        if self.kind == "reshuffle":
            return f"reshuffle {self.count}"
        return self.kind

    __str__ = text


@dataclass(frozen=True)
class LogEntry:
    """One pushed action (``None`` for a card revealed with
    :meth:`ShedPosition.reveal`) with the events it caused."""

    player: int
    action: ShedAction | None
    events: tuple[Event, ...] = ()

    def text(self) -> str:
        head = f"{self.player + 1}: {self.action.text() if self.action else 'reveal'}"
        return head + "".join(f" [{e.text()}]" for e in self.events)

    __str__ = text
