"""Rounds and matches, the same for every game.

* :class:`Outcome` — the end of a round: reason, winners, points per seat,
  scores after the round, whether it ends the match, a readable explanation;
* :class:`MatchOutcome` — the end of a match;
* :class:`Match` — rounds dealt one after the other (dealer draw, records,
  scores per seat), with the game-specific deal and end as hooks.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Sequence, TypeVar

from .dealer import choose_dealer
from .position import GameError
from .rng import Rng

if TYPE_CHECKING:  # pragma: no cover
    from .messages import Message
    from .seats import SeatName

__all__ = ["Outcome", "MatchOutcome", "RoundRecord", "Match", "frozen_record", "record_maker"]

T = TypeVar("T")


def frozen_record(cls: type[T], *values: Any) -> T:
    """The same as ``cls(*values)`` for a frozen dataclass ``cls`` (without
    ``__post_init__``) given a value for every field, in order, made faster:
    the generated ``__init__`` of a frozen dataclass sets each field through
    a call of ``object.__setattr__``, and a round's outcome is made at the end
    of every simulated round.  (A hot path keeps :func:`record_maker` itself.)"""
    names = cls.__dataclass_fields__
    if len(values) != len(names):
        raise TypeError(f"{cls.__name__} has {len(names)} fields, given {len(values)} values")
    return (_MAKERS.get(cls) or record_maker(cls))(*values)


_MAKERS: dict[type, Any] = {}


def record_maker(cls: type[T]) -> Any:
    """A function of one value per field of the frozen dataclass ``cls``, in
    order, that makes the record as :func:`frozen_record` does: each field
    stored straight into the new record's ``__dict__`` (written once per class)."""
    make = _MAKERS.get(cls)
    if make is None:
        args = ", ".join(f"v{i}" for i in range(len(cls.__dataclass_fields__)))
        lines = [f"def make({args}):", "    r = new(cls)", "    d = r.__dict__"]
        lines += [f"    d[{name!r}] = v{i}" for i, name in enumerate(cls.__dataclass_fields__)]
        lines.append("    return r")
        env = {"new": object.__new__, "cls": cls}
        exec(compile("\n".join(lines), f"<{cls.__name__} record>", "exec"), env)  # noqa: S102 - field names only
        make = _MAKERS[cls] = env["make"]
    return make


class Outcome:
    """The end of a round, the same for every game.

    Subclasses (each game's round outcome, usually a frozen dataclass) keep
    their own details and provide:

    * ``reason``: a short key (``"empty-hand"``, ``"stop"``, ...);
    * :attr:`winners`: the seats that won the round (empty: nobody);
    * :attr:`seat_points`: the points each seat scores in this round;
    * ``scores``: the match scores per seat after the round;
    * :attr:`match_over`: whether this round ends the match;
    * :meth:`explain`: one readable paragraph, a message naming the seats
      as the board does (``names``, :class:`~hanafuda_core.seats.SeatName`;
      by their numbers, "Player 1", when none are given).
    """

    reason: str
    scores: tuple[int, ...]

    @property
    def winners(self) -> tuple[int, ...]:
        raise NotImplementedError

    @property
    def seat_points(self) -> tuple[int, ...]:
        raise NotImplementedError

    @property
    def match_over(self) -> bool:
        return False

    def explain(self, names: "Sequence[SeatName] | None" = None) -> "Message":
        raise NotImplementedError

    def summary(self) -> dict:
        """The shared fields as JSON-able data."""
        return {"reason": self.reason, "winners": list(self.winners), "points": list(self.seat_points),
                "scores": list(self.scores), "matchOver": self.match_over, "explanation": self.explain()}


@dataclass(frozen=True)
class MatchOutcome:
    """The end of a match: ``winner`` (None: a tie), the final scores, the
    number of rounds and why it ended (``"target"``, ``"rounds"``, ...)."""

    winner: int | None
    scores: tuple[int, ...]
    rounds: int
    reason: str = "target"

    def to_dict(self) -> dict:
        return {"winner": self.winner, "scores": list(self.scores), "rounds": self.rounds,
                "reason": self.reason}


@dataclass
class RoundRecord:
    """A finished round of a :class:`Match`: the dealt position (notation),
    the actions played, the outcome, and the game's own log when it keeps one."""

    number: int
    dealer: int
    start: str
    actions: list
    outcome: Outcome
    log: list = field(default_factory=list)


class Match:
    """Rounds of one game until the game says the match is over.

    ``Match(options, rng, dealer, record, seats)``: ``rng`` is an
    :class:`Rng` or a seed; when ``dealer`` is None the first dealer is drawn
    (:func:`hanafuda_core.dealer.choose_dealer`).  Play the current round
    through ``match.position``; when it has an outcome call
    :meth:`next_round` to score it and deal the next one.

    A game subclasses it and provides :meth:`deal` (a new round's position),
    and may override :meth:`finished` and :meth:`next_dealer`.
    """

    error: type = GameError
    """The error raised by :meth:`next_round` out of turn (a game may use its own)."""

    def __init__(self, options: Any = None, rng: Rng | int | str | None = None, dealer: int | None = None,
                 record: bool = True, seats: int = 2):
        self.options = options if options is not None else self.default_options()
        self.rng = rng if isinstance(rng, Rng) else Rng(rng)
        self.seats = seats
        if dealer is None:
            dealer = type(self).draw_for_dealer(seats, self.rng).dealer
        self.scores: tuple[int, ...] = (0,) * seats
        self.rounds: list[RoundRecord] = []
        self.result: MatchOutcome | None = None
        self.record = record
        self.round_no = 1
        self.position = self.deal(dealer, 1)
        self._dealt = self.position.copy() if record else None

    # -- the game's hooks

    @classmethod
    def draw_for_dealer(cls, seats: int, rng: Rng):
        """The dealer draw that opens a match (a :class:`~hanafuda_core.dealer.DealerDraw`):
        by default the common rule, with the standard month order and the
        whole deck; a game that counts months in another order, or plays with
        fewer cards, draws with those."""
        return choose_dealer(seats, rng)

    def default_options(self) -> Any:
        raise NotImplementedError

    def deal(self, dealer: int, round_no: int) -> Any:
        """The position of a freshly dealt round (scores are ``self.scores``)."""
        raise NotImplementedError

    def finished(self, out: Outcome) -> MatchOutcome | None:
        """The match outcome when round ``out`` ends the match."""
        if not out.match_over:
            return None
        best = max(self.scores)
        leaders = [p for p, s in enumerate(self.scores) if s == best]
        return MatchOutcome(leaders[0] if len(leaders) == 1 else None, tuple(self.scores), len(self.rounds))

    def next_dealer(self, out: Outcome) -> int:
        """Who deals the next round (default: the round's winner, else the same dealer)."""
        return out.winners[0] if out.winners else self.position.dealer

    def round_log(self) -> list:
        return []

    # -- playing

    def push(self, action, check: bool = True) -> None:
        self.position.push(action, check=check)

    def outcome(self) -> MatchOutcome | None:
        return self.result

    @property
    def over(self) -> bool:
        return self.result is not None

    def next_round(self):
        """Score the finished round and deal the next (None when the match is over)."""
        if self.result is not None:
            raise self.error("The match is over.")
        pos = self.position
        out = pos.outcome()
        if out is None:
            raise self.error("The round is not over yet.")
        self.rounds.append(RoundRecord(self.round_no, pos.dealer, self.start_text(),
                                       pos.move_stack if self.record else [], out,
                                       self.round_log() if self.record else []))
        self.scores = tuple(out.scores)
        self.result = self.finished(out)
        if self.result is not None:
            return None
        self.round_no += 1
        self.position = self.deal(self.next_dealer(out), self.round_no)
        self._dealt = self.position.copy() if self.record else None
        return self.position

    def start_text(self) -> str:
        """The current round's position as dealt, in the game's notation (empty
        when the match keeps no records).  The deal is kept as a copy and
        written out only when asked: writing a position costs more than
        copying it."""
        return "" if self._dealt is None else self._dealt.to_text()
