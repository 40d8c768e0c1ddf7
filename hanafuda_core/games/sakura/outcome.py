"""The end of a Sakura round, and its explanation in words."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

from ...families import capture as ha
from ...families.capture.seating import SeatWords
from ...messages import Message, listed, msg, msg_in, msg_n, sentences
from ...seats import SeatName
from .cards import card_value
from .words import players_words, yaku_name
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

    def _side_name(self, side: int, seats: SeatWords) -> Message:
        """A side starting a sentence or an item: "Player 1", "Player 1 and player 3", "You and Computer 2"."""
        if self.teams is None:
            return seats.first(side)
        team = self.teams[side]
        return players_words([seats.first(p) if i == 0 else seats.within(p) for i, p in enumerate(team)])

    def explain(self, names: Sequence[SeatName] | None = None) -> Message:
        """The round in two sentences: each side's cards' worth (with its yaku),
        then, if any yaku was made, each side's score after the penalties."""
        seats = SeatWords(names)
        worth = []
        for side, pile in enumerate(self.piles):
            yaku = yaku_of(pile)
            who, value = self._side_name(side, seats), card_value(pile)
            if yaku:
                made = listed([yaku_name(y) for y in yaku], commas_only=True)
                worth.append(msg_in("a side's cards' worth in Sakura", "{side} {worth} ({yaku})", side=who,
                                    worth=value, yaku=made))
            else:
                worth.append(msg_in("a side's cards' worth in Sakura", "{side} {worth}", side=who, worth=value))
        parts = [msg("The cards' worth: {worths}.", worths=listed(worth, commas_only=True))]
        if any(yaku_of(p) for p in self.piles):
            firsts = [t[0] for t in self.teams] if self.teams else range(len(self.piles))
            scores = listed([msg_in("a side's score in Sakura", "{side} {score}", side=self._side_name(side, seats),
                                    score=signed(self.points[seat])) for side, seat in enumerate(firsts)],
                            commas_only=True)
            parts.append(msg("Each yaku costs every other side {penalty}: {scores}.", penalty=PENALTY, scores=scores))
        if self.victories is not None:
            parts.append(self._victory(seats))
        return sentences(parts)

    def _victory(self, seats: SeatWords) -> Message:
        """The round's victories in a sentence: who won it, by how much, and
        what it counts."""
        if not self.margin:
            return msg("No side has the best score alone: no one wins a victory.")
        seat = next(p for p, v in enumerate(self.victories) if v)
        side = next(i for i, team in enumerate(self.teams) if seat in team) if self.teams else seat
        name = win_name(self.margin, self.scoring)
        n = self.margin
        if name == "basa" and not yaku_of(self.piles[side]):
            by = msg_in("a round of Sakura won by a margin", "by {n}, a shira basa, a basa without a yaku", n=n)
        elif name == "basa":
            by = msg_in("a round of Sakura won by a margin", "by {n}, a basa", n=n)
        elif name == "chu":
            by = msg_in("a round of Sakura won by a margin", "by {n}, a chu", n=n)
        else:
            by = msg_in("a round of Sakura won by a margin", "by {n}", n=n)
        won = self.victories[seat]
        who = self._side_name(side, seats)
        if self.teams:
            return msg_n("{side} win the round {by}: {n} victory.", "{side} win the round {by}: {n} victories.", won,
                         side=who, by=by, n=won)
        return seats.by_seat(side,
                             msg_n("You win the round {by}: {n} victory.",
                                   "You win the round {by}: {n} victories.", won, by=by, n=won),
                             msg_n("{side} wins the round {by}: {n} victory.",
                                   "{side} wins the round {by}: {n} victories.", won, side=who, by=by, n=won))

    def to_dict(self) -> dict:
        return {**self.common_dict(), "winners": list(self.best), "piles": [hex(p) for p in self.piles],
                **({} if self.victories is None else {"margin": self.margin, "victories": list(self.victories)})}
