"""A whole match of a shedding game: :class:`ShedMatch` (rounds until a
target, the winner deals) and :func:`play_rounds`, which plays one out with
the given players."""

from __future__ import annotations

from typing import Callable, Sequence

from ...game import Match, MatchOutcome
from .position import ShedPosition

__all__ = ["ShedMatch", "play_rounds"]


def play_rounds(m: Match, players: Sequence[Callable], max_actions: int) -> Match:
    """Play the match ``m`` to its end; ``players[p](position, rng)`` chooses
    player p's actions.  A round over from the deal (a teyaku) is scored at once."""
    r = m.rng
    n = 0
    while m.result is None:
        pos = m.position
        if not pos.is_over():
            hands = pos.hands
            while True:  # after the first action only an empty hand ends the round
                pos.push_unchecked(players[pos.turn](pos, r))
                n += 1
                if not hands[0] or not hands[1]:
                    break
                if n > max_actions:
                    raise RuntimeError(f"match did not finish within {max_actions} actions")
        m.next_round()
    return m


class ShedMatch(Match):
    """Rounds until a player reaches ``options.target`` points; the round's
    winner deals the next (:attr:`position_type` plays the rounds)."""

    position_type: type = ShedPosition

    def default_options(self):
        return self.position_type.options_type.defaults()

    def deal(self, dealer: int, round_no: int):
        return self.position_type.deal(self.rng, dealer, self.scores, self.options)

    def round_log(self) -> list:
        return self.position.log

    def _end_reason(self, out) -> str:
        """Why the match ended with round outcome ``out``."""
        return "target"

    def finished(self, out) -> MatchOutcome | None:
        if out.match_winner is None:
            return None
        return MatchOutcome(out.match_winner, tuple(out.scores), len(self.rounds), self._end_reason(out))
