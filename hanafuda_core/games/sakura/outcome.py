"""The end of a Sakura round, and its explanation in words."""

from __future__ import annotations

from dataclasses import dataclass

from ...families import capture as ha
from .cards import card_value
from .yaku import PENALTY, win_name, yaku_of


def signed(n: int) -> str:
    """A score as it is written: 30, 0, −20."""
    return f"−{-n}" if n < 0 else str(n)


@dataclass(frozen=True)
class SakuraOutcome(ha.CaptureOutcome):
    """The end of a round: each side's ``piles`` (its captured cards, the
    field's leftovers given), ``teams`` (None: everyone alone), ``points``
    per seat (its side's score: the cards' value less 50 for every yaku of
    every other side), ``scores`` the match scores after it, ``winners``
    (the seats of the best side), ``next_dealer`` and ``final``; in a match
    scored in victories (``scoring`` not ``"points"``), the best side's
    ``margin`` (0: a tie) and the ``victories`` each seat won, which are
    then what the round adds to the match scores."""

    reason: str
    piles: tuple[int, ...]
    teams: tuple[tuple[int, ...], ...] | None
    points: tuple[int, ...]
    scores: tuple[int, ...]
    best: tuple[int, ...]
    next_dealer: int
    final: bool
    scoring: str = "points"
    margin: int = 0
    victories: tuple[int, ...] | None = None

    @property
    def seat_points(self) -> tuple[int, ...]:
        return self.points if self.victories is None else self.victories

    @property
    def winners(self) -> tuple[int, ...]:
        return self.best

    @property
    def match_over(self) -> bool:
        return self.final

    def _side_name(self, side: int) -> str:
        if self.teams is None:
            return f"Player {side + 1}"
        return " and ".join(f"player {p + 1}" for p in self.teams[side]).capitalize()

    def explain(self) -> str:
        """The round in two sentences: each side's cards' worth (with its yaku),
        then, if any yaku was made, each side's score after the penalties."""
        worth = []
        for side, pile in enumerate(self.piles):
            yaku = yaku_of(pile)
            worth.append(f"{self._side_name(side)} {card_value(pile)}" + (f" ({', '.join(y.name for y in yaku)})"
                                                                          if yaku else ""))
        text = "The cards' worth: " + ", ".join(worth) + "."
        if any(yaku_of(p) for p in self.piles):
            seats = [t[0] for t in self.teams] if self.teams else range(len(self.piles))
            scores = ", ".join(f"{self._side_name(side)} {signed(self.points[seat])}"
                               for side, seat in enumerate(seats))
            text += f" Each yaku costs every other side {PENALTY}: {scores}."
        if self.victories is not None:
            text += " " + self._victory()
        return text

    def _victory(self) -> str:
        """The round's victories in a sentence: who won it, by how much, and
        what it counts."""
        if not self.margin:
            return "No side has the best score alone: no one wins a victory."
        seat = next(p for p, v in enumerate(self.victories) if v)
        side = next(i for i, team in enumerate(self.teams) if seat in team) if self.teams else seat
        name = win_name(self.margin, self.scoring)
        if name == "basa" and not yaku_of(self.piles[side]):
            name = "shira basa, a basa without a yaku"
        won = self.victories[seat]
        return (f"{self._side_name(side)} {'win' if self.teams else 'wins'} the round by {self.margin}"
                + (f", a {name}" if name else "") + f": {won} victor{'y' if won == 1 else 'ies'}.")

    def to_dict(self) -> dict:
        return {**self.common_dict(), "winners": list(self.best), "piles": [hex(p) for p in self.piles],
                **({} if self.victories is None else {"margin": self.margin, "victories": list(self.victories)})}
