"""A whole Poka match (:class:`PokaMatch`): rounds until a player reaches the
target or is dealt buttakuri; :func:`play_match` plays one out."""

from __future__ import annotations

from typing import Callable, Sequence

from ...families.shedding.match import ShedMatch, play_rounds
from ...families.shedding.players import random_action
from ...game import IllegalActionError
from ...rng import Rng
from .actions import PokaAction
from .options import DEFAULT_OPTIONS, PokaOptions
from .outcome import PokaOutcome
from .position import PokaPosition

__all__ = ["PokaMatch", "play_match"]


class PokaMatch(ShedMatch):
    """A match: rounds until a player reaches ``options.target`` (or buttakuri).

    ``PokaMatch(options, rng, dealer)``: ``rng`` is an :class:`Rng` or a seed;
    when ``dealer`` is None the first dealer is chosen by drawing cards.  Play
    the current round with ``match.position`` / ``match.push``; when the
    round has an outcome call :meth:`next_round` to score it and deal the
    next (dealt by the winner).  A round won by a teyaku has an outcome
    straight from the deal.  Everything else is :class:`hanafuda_core.game.Match`.
    """

    error = IllegalActionError
    position_type = PokaPosition

    def default_options(self) -> PokaOptions:
        return DEFAULT_OPTIONS

    def _end_reason(self, out: PokaOutcome) -> str:
        return "buttakuri" if out.reason == "buttakuri" else "target"


def play_match(
    rng: Rng | int | str | None = None,
    options: PokaOptions = DEFAULT_OPTIONS,
    players: Sequence[Callable[[PokaPosition, Rng], PokaAction]] | None = None,
    dealer: int | None = None,
    max_actions: int = 100_000,
    record: bool = True,
) -> PokaMatch:
    """Play a whole match; ``players[p](position, rng)`` chooses player p's
    actions (default: :func:`random_action` for both)."""
    m = PokaMatch(options, rng, dealer, record=record)
    return play_rounds(m, (random_action, random_action) if players is None else players, max_actions)
