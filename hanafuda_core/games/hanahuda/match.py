"""A match: rounds until a player or team reaches the target."""

from __future__ import annotations

from ...game import IllegalActionError, Match as _Match, MatchOutcome
from ...rng import Rng
from .cards import dealer_draw_rank, side_of
from .options import DEFAULT_OPTIONS, HanahudaOptions

from .actions import HanahudaOutcome
from .position import HanahudaPosition


# A match


class HanahudaMatch(_Match):
    """Rounds until a player (or team) reaches the target score.  The first
    dealer is drawn; then the lowest scorer of a round deals (a stopper deals
    after a stop).  Everything else is :class:`hanafuda_core.game.Match`."""

    error = IllegalActionError

    def __init__(self, options: HanahudaOptions | None = None, rng: Rng | int | str | None = None,
                 dealer: int | None = None, record: bool = True, seats: int = 2):
        rng = rng if isinstance(rng, Rng) else Rng(rng)
        if dealer is None and options is not None and options.dealer_draw == "points":
            dealer = self.draw_for_dealer(seats, rng, "points").dealer
        super().__init__(options, rng, dealer, record, seats)

    @classmethod
    def draw_for_dealer(cls, seats: int, rng: Rng, rank: str = "classes"):
        """The first dealer: the earliest month deals, and between cards of one
        month the higher Palauan class (bright, animal, ribbon, chaff): the
        source's "highest-ranked card within the month", so the yellow
        Paulownia chaff, an animal here, beats the plain Paulownia chaff.
        ``rank="points"``: the Japanese points (the option ``dealer_draw``)."""
        from ...dealer import card_points, choose_dealer

        return choose_dealer(seats, rng, value=dealer_draw_rank if rank == "classes" else card_points)

    def default_options(self) -> HanahudaOptions:
        return DEFAULT_OPTIONS

    def deal(self, dealer: int, round_no: int) -> HanahudaPosition:
        return HanahudaPosition.new_round(self.rng, dealer, self.seats, self.scores, self.options, round_no)

    def next_dealer(self, out: HanahudaOutcome) -> int:
        return out.next_dealer

    def finished(self, out: HanahudaOutcome) -> MatchOutcome | None:
        if not out.match_over:
            return None
        scores = self.scores
        best = max(scores)
        sides = {side_of(p, self.seats) for p, s in enumerate(scores) if s == best}
        winner = None
        if len(sides) == 1:
            winner = next(p for p, s in enumerate(scores) if s == best)
        return MatchOutcome(winner, tuple(scores), len(self.rounds), "target")


def play_round(rng: Rng, seats: int, players, dealer: int = 0, options: HanahudaOptions = DEFAULT_OPTIONS,
               scores=None) -> HanahudaPosition:
    """Deal and play one round; ``players[seat](position, rng)`` chooses the actions."""
    pos = HanahudaPosition.new_round(rng, dealer, seats, scores, options)
    while not pos.is_over():
        pos.push_unchecked(players[pos.turn](pos, rng))
    return pos
