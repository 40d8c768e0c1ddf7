"""A whole Hiyoko match (:class:`HiyokoMatch`): rounds until a player reaches
the target, the first dealer drawn in the Nagoya order; :func:`play_match`
plays one out."""

from __future__ import annotations

from typing import Callable, Sequence

from ...cardset import bits as _bits
from ...deck import CARDS
from ...families.shedding.match import ShedMatch, play_rounds
from ...families.shedding.players import random_action
from ...game import IllegalActionError, Match
from ...rng import Rng
from .cards import ORDER
from .position import HiyokoPosition

__all__ = ["HiyokoMatch", "play_match"]


class HiyokoMatch(ShedMatch):
    """Rounds until a player reaches ``options.target`` points; the round's
    winner deals the next."""

    error = IllegalActionError
    position_type: type = HiyokoPosition

    @classmethod
    def draw_for_dealer(cls, seats: int, rng: Rng):
        """The first dealer: each player draws a card of the game's deck; the
        earlier month in the Nagoya order deals."""
        from ...dealer import choose_dealer

        return choose_dealer(seats, rng, ORDER, [CARDS[c] for c in _bits(cls.position_type.deck_mask)])


def play_match(rng=None, options=None, players: Sequence[Callable] | None = None, dealer: int | None = None,
               max_actions: int = 200_000, record: bool = True, match_type: type = HiyokoMatch) -> Match:
    """Play a whole match; ``players[p](position, rng)`` chooses player p's
    actions (default :func:`random_action` for both)."""
    m = match_type(options, rng, dealer, record=record)
    return play_rounds(m, players or (random_action, random_action), max_actions)
