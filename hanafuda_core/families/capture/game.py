"""What the capture games show the shared modules alike: :class:`CaptureGame`,
the :class:`~hanafuda_core.game.Game` hooks that read a capture position the
same way in every game of the family: an action's text read, when a turn ends
and every way to finish it, where the cards are, and the mined puzzles (the
goals tried and the note on the draw pile); and :class:`CaptureComputer`, the
computer player's (its description, its rollouts on the engine's own
actions).  Each game's ``game.py`` subclasses them with its names, its words,
its views, its engine's players and what differs."""

from __future__ import annotations

from typing import Callable, ClassVar, Mapping

from ...cardset import mask as _pile
from ...game import Computer, Game, walk_turns
from ...messages import Message, msg
from ...names import card_words
from .puzzles import capture_candidates, draw_note

__all__ = ["CaptureGame", "CaptureComputer"]


class CaptureComputer(Computer):
    """A capture game's computer player (a game declares its engine's functions as its players)."""

    standard_words = msg("Plays by rules of thumb: it values a capture by the yaku it builds and blocks, and "
                         "weighs what a card left on the field gives away.")

    def play_out(self, pos, rng) -> None:
        # The rollout policy on the engine's own actions, pushed unchecked (they
        # come from the player): the same moves as the shared loop, without
        # writing and reading every action as text.
        choose = self.rollout
        while not pos.is_over():
            pos.push_unchecked(choose(pos, rng))


class CaptureGame(Game):
    """A capture game as the shared modules see it (``position_type`` is a
    :class:`~hanafuda_core.families.capture.position.CapturePosition` with
    ``normalize`` and ``is_over()``, the round over)."""

    computer_type = CaptureComputer

    turn_phases: ClassVar[tuple[str, ...]] = ("play",)
    """The phases (by name) whose decision opens a turn: a turn is over when
    the round is, or when the next decision is in one of them (a card turned
    up waiting for its target, or a new yaku waiting for the call, leave it open)."""
    puzzle_brights: ClassVar[int]
    """The bright cards (a bit set): a mined puzzle may ask to take one
    (theme ``capture-light``)."""
    card_words: ClassVar[Callable[[int], Message]] = staticmethod(card_words)
    """A card in words as the game names it (a mined puzzle's note names the
    next card of the draw pile)."""
    rule_sets: ClassVar[Mapping[str, str]] = {}
    """The named rule sets: key -> options text (``options_type.from_text``)."""
    rule_set_names: ClassVar[Mapping[str, Message]] = {}
    """The named rule sets: key -> name in words (a message)."""

    # -- rule sets

    def presets(self) -> dict[str, Message]:
        return dict(self.rule_set_names)

    def position_preset(self, pos) -> str | None:
        """The first named rule set whose options are the position's."""
        for key, text in self.rule_sets.items():
            if self.options_type.from_text(text) == pos.rules:
                return key
        return None

    # -- positions

    def parse_action(self, pos, action: str):
        return pos.normalize(action)

    def ends_turn(self, action: str, after) -> bool:
        return after.is_over() or after.phase_name in self.turn_phases

    def turn_sequences(self, pos, limit: int | None = None):
        phases = self.turn_phases
        for actions, end in walk_turns(pos, lambda after, a: after.is_over() or after.phase_name in phases, limit):
            yield [a.text() for a in actions], end

    def card_places(self, pos) -> dict[str, int]:
        places = {f"hand-{p}": h for p, h in enumerate(pos.hands)}
        places["field"] = pos.field
        places.update({f"captured-{s}": c for s, c in enumerate(pos.captured)})
        places["draw"] = _pile(pos.draw)
        if pos.pending is not None:  # the card turned up, waiting for its target
            places["turned-up"] = 1 << pos.pending
        return places

    # -- mined puzzles

    def puzzle_candidates(self, pos):
        return capture_candidates(pos, self.puzzle_brights)

    def puzzle_note(self, pos) -> Message | None:
        return draw_note(pos, self.card_words)
