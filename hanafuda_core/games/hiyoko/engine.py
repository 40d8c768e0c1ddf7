"""Hiyoko (ひよこ, also Shosho しょっしょ): the complete two-player engine.

Like the other engines, python-chess style: a mutable :class:`HiyokoPosition`
with a legal-move generator, ``push``/``pop`` (exact undo), ``outcome()``
returning a value, and a one-line text notation that round-trips.  Isuri
(:mod:`hanafuda_core.games.isuri`) is a variant: a subclass that overrides
the deck, the options, the scoring and the multiple discards, through the
hooks marked "variant hook" in :mod:`.position`.  What every shedding game
does alike (the action type and its notation, events and the log, the draw
pile, the common checks of a position, the turn solver, the random and
computer players' loop, the match) comes from the shedding family
(:mod:`hanafuda_core.families.shedding`).  Hiyoko's own rules are written one
part a module (listed in the package's notes, :mod:`hanafuda_core.games.hiyoko`);
this module gathers their public names.

Rules in brief (sources: the rules pages, ``docs/games/hiyoko.md``):

* 45 cards (the three Paulownia chaffs removed), the **Nagoya month order**
  (Pine, Willow, Cherry, Wisteria, Iris, Paulownia, Bush clover, Susuki,
  Chrysanthemum, Maple, Peony, Plum).  6 cards each, one card face up starts
  the discard pile, the rest is the draw pile.  The dealer plays first.
* A turn is a chain of discards, each card of the month after the top card
  (month 12, Plum, is followed by month 1, Pine).  After the first discard a
  player may stop; when nothing can follow, the turn ends by itself.
* Ten wild cards (:data:`WILD_IN_HAND`, :data:`WILD_TURNED`): five count as a
  range of months in a hand and on the pile; five count as January only (or
  every month) only when turned up from the draw pile.
* One-Two combo: on a top card that counts as January, a pine card that could
  not follow may go first when a card that counts as month 2 (willow) follows
  it at once.
* A player who cannot follow passes.  Who turns up a card from the draw pile
  is the ``draw_rule`` option.  Default (``discarder``), the source's three
  cases, which depend on who is dealer: the dealer cannot follow on the first
  turn and the other player passes too: the dealer turns up; the dealer
  discards and the other player passes: the dealer turns up; the other player
  discards and the dealer passes: the other player turns up — that is, the
  player whose discard could not be followed turns up at once, and on the
  dealt card after two passes the dealer (the first who passed).  The
  option ``first-passer`` is the later wording of the same page (Fuda Wiki,
  2025): after two passes in a row the first player who passed.  A player
  who turned up a card and still cannot follow passes like anyone else (the
  source leaves this open): after two more passes the first who passed —
  the drawer — turns up again.  An empty draw pile is
  rebuilt from the discard pile except its top card.
* Emptying the hand wins the round: 1 point, the winner deals next; first to
  ``target`` (3) points wins the match.

Cards are indices 0..47 (:mod:`hanafuda_core.deck`); hands are bit sets,
piles lists with the top card *last*.  Months are positions in the Nagoya
order (1..12), sets of months 12-bit sets (:mod:`hanafuda_core.families.shedding.months`).

Position notation (:meth:`HiyokoPosition.to_text`, :mod:`.notation`), eleven fields separated by ``;``::

    hand 1; hand 2; discard pile; draw pile; turn; chain; passes; top; scores; dealer; options

``top`` says where the top card of the discard pile came from: ``d`` dealt face
up at the start of the round, ``t`` turned up from the draw pile, ``1`` or ``2``
discarded by that player.  ``chain`` is the number of cards discarded so far
this turn (``!`` when the One-Two combo still owes a month-2 card), ``passes``
the passes in a row, ``scores`` ``a-b`` before this round.  Example::

    3C1 4R 7C1 9A 10C2 11B; 2C1 5C2 6R 8B 8C1 12B; 1C1; ?; 1; 0; 0; d; 0-0; 1; -
"""

from __future__ import annotations

from ...families.shedding.outcome import Event, LogEntry
from ...families.shedding.players import random_action
from ...families.shedding.solver import longest_chain_length, turn_sequences
from ...game import IllegalActionError, MatchOutcome, PositionError
from .actions import PASS, STOP, HiyokoAction
from .cards import DEALT, HIYOKO_DECK, ORDER, TURNED, WILD_IN_HAND, WILD_TURNED, wild_table
from .computer import choose_action, explain_move
from .match import HiyokoMatch, play_match
from .options import OPTION_INFO, HiyokoOptions
from .outcome import HiyokoOutcome
from .position import HiyokoPosition, deal
from .words import card_text, month_name, month_text, months_text
from .words import card_name, cards_text  # noqa: F401 - read here by the game and its tests

__all__ = [
    "ORDER", "HIYOKO_DECK", "WILD_IN_HAND", "WILD_TURNED", "HiyokoOptions", "OPTION_INFO", "HiyokoAction",
    "PASS", "STOP", "HiyokoOutcome", "Event", "LogEntry", "HiyokoPosition", "HiyokoMatch", "deal",
    "play_match", "random_action", "choose_action", "explain_move", "turn_sequences",
    "longest_chain_length", "month_name", "month_text", "months_text", "card_text", "wild_table",
    "DEALT", "TURNED", "PositionError", "IllegalActionError", "MatchOutcome",
]
