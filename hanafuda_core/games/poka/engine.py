"""Poka (ポカ, Go-mon Shobu): the complete two-player engine.

The design follows python-chess: a mutable :class:`PokaPosition` with a
legal-move generator, ``push``/``pop`` (exact undo), ``outcome()`` returning
a value, and a text notation (like FEN) that round-trips.  Rule choices the
source leaves open are data in :class:`PokaOptions`.  What every shedding
game does alike (the action type and its notation, events and the log, the
draw pile, the common checks of a position, the turn solver, the random and
computer players' loop, the match) comes from the shedding family
(:mod:`hanafuda_core.families.shedding`).  Poka's own rules are written one
part a module (listed in the package's notes, :mod:`hanafuda_core.games.poka`);
this module gathers their public names.

Rules in brief (source: the Poka rules page, see ``docs/games``):

* 48 cards, standard month order.  6 cards to each player, one card face up
  starts the discard pile, the rest is the face-down draw pile.
* Teyaku are checked at the deal (:data:`TEYAKU`).  A teyaku wins the round
  at once; equal teyaku on both sides void each other; Four of a Kind
  (buttakuri) wins the whole match.
* The dealer plays first.  A turn is a chain of discards: each card must be
  of the month right after the top card's month (December → January).  After
  at least one discard the player may stop.  A player who cannot discard
  passes; after two passes in a row the top card of the draw pile is turned
  onto the discard pile (when the draw pile is empty, the discard pile except
  its top card is shuffled into a new draw pile).
* Ghost cards (1B crane, 1R pine ribbon, 2A bush warbler) follow any card,
  and any card follows them.
* One-Two combo: on a (non-ghost) January top, a player holding a January and
  a February card may discard the January card and then the February card.
* Optional: on a January or February top, all the player's cards of that
  month may be discarded at once (``jan_feb_all_at_once``).
* Emptying your hand wins the round: 1 point, 2 for All Out (on your first
  turn).  The round winner deals next.  First to ``target`` points (5, or 3
  for San-mon Shobu) wins the match.

Players are 0 and 1 in the API; texts meant for people (notation,
explanations) call them player 1 and player 2.

Cards are indices 0..47 (see :mod:`hanafuda_core.deck`); hands are bit sets
(``int``), piles are lists with the top card *last*.

Position notation (:meth:`PokaPosition.to_text` / :meth:`PokaPosition.from_text`, :mod:`.notation`),
eleven fields separated by ``;``::

    hand 1; hand 2; discard pile; draw pile; turn; first; chain; passes; scores; dealer; options

Hands are card lists (``-`` if empty, written in deck order); piles are
written bottom to top (the last card is the top one) and the draw pile is
``?`` when its order is unknown (puzzles).  ``turn`` and ``dealer`` are ``1``
or ``2``; ``first`` lists the players still on their first turn (``12``,
``1``, ``2`` or ``-``); ``chain`` is the number of cards discarded so far this
turn, with ``!`` when the One-Two combo still owes a February card; ``passes``
counts passes in a row; ``scores`` is ``a-b`` before this round; ``options``
is :meth:`PokaOptions.to_text` (``-`` for the defaults).  Example, a fresh
deal with an unknown draw pile::

    3C1 7C1 8C1 9R 9C2 11A; 2A 2C2 3R 4A 10C2 12C3; 2C1; ?; 1; 12; 0; 0; 0-0; 1; -
"""

from __future__ import annotations

from ...families.shedding.outcome import Event, LogEntry
from ...families.shedding.players import random_action
from ...families.shedding.solver import longest_chain_length, turn_sequences
from ...game import IllegalActionError, MatchOutcome, PositionError, RoundRecord
from .actions import PASS, STOP, PokaAction
from .cards import GHOST_MASK, GHOSTS, follows
from .computer import choose_action, explain_move
from .match import PokaMatch, play_match
from .options import OPTION_INFO, PokaOptions
from .outcome import PokaOutcome
from .position import PokaPosition, deal
from .solver import TurnSolution, solve_turn
from .teyaku import TEYAKU, Teyaku, TeyakuResult, resolve_teyaku, teyaku_of

__all__ = [
    "GHOST_MASK", "GHOSTS", "PokaOptions", "OPTION_INFO", "PokaAction", "PASS", "STOP",
    "Teyaku", "TEYAKU", "teyaku_of", "TeyakuResult", "resolve_teyaku", "PokaOutcome",
    "MatchOutcome", "Event", "LogEntry", "PositionError", "IllegalActionError",
    "PokaPosition", "deal", "PokaMatch", "RoundRecord", "play_match", "random_action",
    "choose_action", "explain_move", "turn_sequences", "solve_turn", "TurnSolution",
    "longest_chain_length", "follows",
]
