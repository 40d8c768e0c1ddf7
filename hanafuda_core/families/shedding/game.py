"""What the shedding games show the shared modules alike: :class:`ShedGame`,
the :class:`~hanafuda_core.game.Game` hooks that read a shedding position the
same way in every game of the family: when an action ends the turn, the turn
sequences as texts, where the cards are, the deck, the mined puzzles' goals;
and :class:`ShedComputer`, the computer player's hooks (rollouts, the Strong
level's budget, what the other player's choices tell).  Each game's
``game.py`` subclasses them with its names, its words, its views and its
engine's players."""

from __future__ import annotations

from typing import ClassVar

from ...cardset import mask as _pile
from ...game import Computer, Game
from ...messages import msg
from .inference import choice_likelihood, excluded_cards
from .puzzles import SHEDDING_GOALS, SHEDDING_THEMES, shedding_candidates
from .solver import turn_sequences

__all__ = ["ShedGame", "ShedComputer"]


class ShedComputer(Computer):
    """A shedding game's computer player (a game declares its engine's functions as its players)."""

    standard_words = msg("Plays by rules of thumb: it looks at every way to finish its turn and keeps the one "
                         "that leaves it best placed.")

    strong_weighs_turns = True
    """The Strong level weighs whole turns (a chain of discards is one plan)."""

    def hidden_constraints(self, pos, seat: int) -> dict[str, int]:
        """The cards the other hand cannot hold, by what the seat saw it do
        (passes, stops, turns that ended by themselves): used by the evaluator."""
        return excluded_cards(pos, seat)

    def play_out(self, pos, rng) -> None:
        # The rollout policy on the engine's own actions, unchecked (they come
        # from the player): the same moves as the shared loop, without
        # writing and reading every action as text.
        from ...evaluation import MAX_ROLLOUT_STEPS

        choose = self.rollout
        for _ in range(MAX_ROLLOUT_STEPS):
            if pos.outcome() is not None:
                return
            pos.push(choose(pos, rng), check=False)

    def strong_settings(self):
        # Deals weighed by the other player's choices (8 dealt for each one
        # kept), and a move trusted at 1.5 standard errors: see
        # docs/design/computer-levels.md, "Weighing the deals".
        from dataclasses import replace

        from ...levels import STRONG

        return replace(STRONG, weigh_choices=8, confidence=1.5)

    likelihood_slip = 0.05
    """How often the other player is assumed to play any legal move rather
    than the rule-of-thumb one, when the evaluator weighs its choices."""

    def choice_likelihood(self, pos, seat: int):
        """How likely the other player's choices this round were for a
        sampled hand, if they played by the rule of thumb (with a slip now
        and then): used by the Strong level's sampler."""
        return choice_likelihood(pos, seat, self.standard, self.likelihood_slip)


class ShedGame(Game):
    """A shedding game as the shared modules see it (``position_type`` is a
    :class:`~hanafuda_core.families.shedding.position.ShedPosition`)."""

    computer_type = ShedComputer
    puzzle_themes = SHEDDING_THEMES
    puzzle_goals: ClassVar[tuple[str, ...]] = SHEDDING_GOALS
    """The goals a mined puzzle tries at every decision, by type (each goal
    its own theme, in :attr:`puzzle_themes`), most interesting first."""

    def ends_turn(self, action: str, after) -> bool:
        # The rule of turn_sequences: a pass or a stop ends the turn, and so does
        # a discard after which the engine closed the chain (nothing can follow).
        a = self.position_type.action_type.parse(action)
        return not a.is_discard or after.chain == 0 or after.outcome() is not None

    def turn_sequences(self, pos, limit: int | None = None):
        for actions, end in turn_sequences(pos, limit):
            yield [a.text() for a in actions], end

    def card_places(self, pos) -> dict[str, int]:
        places = {"hand-0": pos.hands[0], "hand-1": pos.hands[1], "discard": _pile(pos.discard)}
        if pos.draw is not None:
            places["draw"] = _pile(pos.draw)
        return places

    def deck(self, pos) -> int:
        if pos.draw is None:  # the draw pile's order is unknown: whatever is not elsewhere
            return pos.hands[0] | pos.hands[1] | _pile(pos.discard)
        return pos.deck_mask

    # -- mined puzzles

    def puzzle_candidates(self, pos):
        return shedding_candidates(pos, self.puzzle_goals)
