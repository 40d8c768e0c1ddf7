"""The position base of the shedding games (:class:`ShedPosition`): the top
card, the unseen cards, explanations of illegal actions, turning up a card
from the draw pile (rebuilt when empty, or named by ``reveal`` when its
order is unknown), the move stack and the log, the common checks of a
position and the hand lines of ``pretty()``."""

from __future__ import annotations

from typing import Callable, Sequence

from ...cardset import bits as _bits, mask as _mask
from ...deck import CARDS
from ...game import Position, PositionError
from ...messages import Message
from ...notation import format_cards
from .actions import ShedAction
from .deal import rebuild_draw_pile
from .outcome import Event, LogEntry

__all__ = ["ShedPosition"]


class ShedPosition(Position):
    """What the positions of the shedding games share.

    A subclass has ``hands`` (two bit sets), ``discard`` (top last), ``draw``
    (top last, or None when its order is unknown), ``turn``, ``chain``,
    ``passes``, ``scores``, ``dealer``, ``options``, ``rng`` and ``_stack``
    (one tuple a pushed action: the action at 0, the player at 1, the
    events at :attr:`events_at`), copies the rest of its state in
    :meth:`_copy_rest`, and states the class attributes below.
    """

    __slots__ = ("_stack",)

    game_name: str = ""
    deck_mask: int = (1 << 48) - 1
    """The cards the game is played with."""
    options_type: type = object
    action_type: type = ShedAction
    field_names: tuple[str, ...] = ()
    """The names of the fields of the position text (used in its errors)."""
    pending_text: Message
    """Why nothing can be played while a card of an unknown draw pile is awaited (a message)."""
    hand_noun: str = "a hand"
    """How the errors of a position call a player's hand ("a hand of this game")."""
    events_at: int = -1
    """Where the events stand in an entry of ``_stack``."""

    def _read_action(self, action):
        return self.action_type.parse(action) if isinstance(action, str) else action

    def copy(self, stack: bool = True):
        """An independent copy (its own rng, in the same state).  With
        ``stack=False`` the copy cannot undo past its starting point."""
        cls = self.__class__
        pos = cls.__new__(cls)
        pos.hands = list(self.hands)
        pos.discard = list(self.discard)
        pos.draw = None if self.draw is None else list(self.draw)
        pos.turn = self.turn
        pos.chain = self.chain
        pos.passes = self.passes
        pos.scores = self.scores
        pos.dealer = self.dealer
        pos.options = self.options
        pos.rng = self.rng.copy()
        pos._stack = list(self._stack) if stack else []
        self._copy_rest(pos)
        return pos

    @property
    def top(self) -> int:
        """Index of the top card of the discard pile."""
        return self.discard[-1]

    def unseen(self, player: int | None = None) -> int:
        """Bit set of the cards ``player`` cannot see: the other hand and the draw pile."""
        p = self.turn if player is None else player
        return self.deck_mask & ~self.hands[p] & ~_mask(self.discard)

    # -- explanations ------------------------------------------------------

    def _why_illegal(self, action, legal: list) -> Message:
        if self.draw_pending:
            return self.pending_text
        return self._explain_illegal(action, legal)

    def _explain_illegal(self, action, legal: list) -> Message:
        """Why ``action``, not in ``legal``, is illegal while the round goes on (a message)."""
        raise NotImplementedError

    # -- turning up a card -------------------------------------------------

    def _undo_rebuild(self, rebuilt: tuple) -> None:
        """Undo an action that rebuilt the draw pile (or emptied an unknown
        one): the piles and the rng as they were before it."""
        self.discard = list(rebuilt[0])
        if rebuilt[1] is not None:
            self.draw = list(rebuilt[1])
        if rebuilt[2] is not None:
            self.rng.state = rebuilt[2]

    def _rebuild_draw(self, empty: str) -> tuple[tuple, list]:
        """The draw pile ran out: rebuild it from the discard pile.  Returns
        what undo restores and the events; raises ``RuntimeError(empty)``
        when there is nothing to rebuild it from."""
        rebuilt = (list(self.discard), list(self.draw), self.rng.state)
        pile, self.discard = rebuild_draw_pile(self.discard, self.rng)
        if not pile:
            raise RuntimeError(empty)
        self.draw = pile
        return rebuilt, [("reshuffle", len(pile))]

    def _turn_up(self, c: int, words: str) -> tuple[tuple | None, list]:
        """Put ``c``, named by :meth:`reveal`, on the discard pile as the next
        card of an unknown draw pile (``words``: the card in an error, English).  When
        no card is unseen the draw pile is the discard pile under its top card
        (an unknown order again).  Returns what undo restores and the events
        so far."""
        unseen = self.deck_mask & ~self.hands[0] & ~self.hands[1] & ~_mask(self.discard)
        rebuilt = None
        events: list = []
        if not unseen:
            pile = self.discard[:-1]
            if not (1 << c) & _mask(pile):
                raise self.illegal_error(f"{words} cannot be turned up: the draw pile is empty, so it is made of "
                                         f"the discard pile under its top card.")
            rebuilt = (list(self.discard), None, None)
            self.discard = [self.discard[-1]]
            events.append(("reshuffle", len(pile)))
        elif not (1 << c) & unseen:
            raise self.illegal_error(f"{words} cannot be turned up: it is not in the draw pile.")
        self.discard.append(c)
        self.passes = 0
        return rebuilt, events

    # -- history -----------------------------------------------------------

    @property
    def move_stack(self) -> list:
        """The actions pushed so far (reveals excluded)."""
        return [e[0] for e in self._stack if e[0] is not None]

    @property
    def history(self) -> list[tuple]:
        """Every entry pushed so far, oldest first, as ``(action, player)``:
        the action is None for a card named by ``reveal``; :meth:`pop`
        undoes the last entry."""
        return [(e[0], e[1]) for e in self._stack]

    @property
    def log(self) -> list[LogEntry]:
        """Every pushed action with the events the engine added (draws, reshuffles, turn ends)."""
        out = []
        at = self.events_at
        for e in self._stack:
            events = []
            for ev in e[at]:
                if ev[0] == "draw":
                    events.append(Event("draw", card=ev[1], player=ev[2]))
                elif ev[0] == "reshuffle":
                    events.append(Event("reshuffle", count=ev[1]))
                else:
                    events.append(Event(ev[0]))
            out.append(LogEntry(e[1], e[0], tuple(events)))
        return out

    # -- checks (a game's position text reads them: see its notation module) --

    def check_players(self) -> None:
        """The player to move and the dealer are players 0 or 1 (else :class:`PositionError`)."""
        for name in ("turn", "dealer"):
            if getattr(self, name) not in (0, 1):
                raise PositionError(f"{name} must be player 0 or 1, got {getattr(self, name)!r}")

    def check_cards(self, hand_lists: Sequence[Sequence[int]], card_words: Callable[[int], str],
                    absent: Callable[[int], str] | None = None) -> None:
        """Every card in one place at most (``card_words(c)`` names it in the
        error; ``absent(c)`` is the error for a card outside the game's deck),
        all of the deck when the draw pile is known, a discard pile, hands of
        at most six cards, not both empty."""
        places = [("player 1's hand", hand_lists[0]), ("player 2's hand", hand_lists[1]),
                  ("the discard pile", self.discard)]
        if self.draw is not None:
            places.append(("the draw pile", self.draw))
        deck = self.deck_mask
        where: dict[int, str] = {}
        for name, lst in places:
            for c in lst:
                if absent is not None and not deck >> c & 1:
                    raise PositionError(absent(c))
                if c in where:
                    other = where[c]
                    if other == name:
                        raise PositionError(f"{card_words(c)} appears twice in {name}")
                    raise PositionError(f"{card_words(c)} is in both {other} and {name}")
                where[c] = name
        n_deck = deck.bit_count()
        if self.draw is not None and len(where) != n_deck:
            missing = [CARDS[c].code for c in _bits(deck) if c not in where]
            raise PositionError(f"the draw pile is given, so all {n_deck} cards must appear exactly once; missing: "
                                f"{' '.join(missing)}. Write '?' for a draw pile whose order is unknown.")
        if not self.discard:
            raise PositionError("the discard pile is empty; it always holds at least the card turned up at the deal")
        for p in (0, 1):
            n = self.hands[p].bit_count()
            if n > 6:
                raise PositionError(f"player {p + 1} holds {n} cards; {self.hand_noun} starts with 6 and never grows")
        if not self.hands[0] and not self.hands[1]:
            raise PositionError("both hands are empty; a round ends as soon as one hand is empty")

    def check_scores(self) -> None:
        """The scores are whole numbers of points, none at the match target yet."""
        for s in self.scores:
            if isinstance(s, bool) or not isinstance(s, int) or s < 0:
                raise PositionError(f"scores must be whole numbers of points, got {self.scores!r}")
            if s >= self.options.target:
                raise PositionError(f"a player already has {s} points with a target of {self.options.target}: "
                                    f"the match is over")

    def check_counts(self) -> None:
        """The chain fits the discard pile; passes are 0, 1 or 2."""
        if self.chain > len(self.discard) - 1:
            raise PositionError(f"chain says {self.chain} cards were discarded this turn, but the discard pile has "
                                f"only {len(self.discard)} cards")
        if self.passes not in (0, 1, 2):
            raise PositionError(f"passes must be 0, 1 or 2, got {self.passes!r}")

    # -- display -----------------------------------------------------------

    def _hand_lines(self) -> list[str]:
        """The first lines of ``pretty()``: each hand, the player to move and the dealer marked."""
        lines = []
        for p in (0, 1):
            mark = ">" if self.turn == p else " "
            tag = " (dealer)" if self.dealer == p else ""
            lines.append(f"{mark} player {p + 1}{tag}: {format_cards(_bits(self.hands[p]))}")
        return lines
