"""The hana-awase family: the capture engine shared by the "matching" games.

Written once, as plain functions over bit sets, so every game of the family
(two to four players) uses the same rules for the parts they share
(source: ``common-rules.txt``, see ``docs/games``):

* **Capturing** (:func:`capture_choices`, :func:`apply_capture`,
  :func:`explain_capture`): a card played to the field captures a field card
  of its own month; when two field cards match, the player chooses one (the
  action names the target); when three match, all three are captured (a
  stack); when none matches, the card joins the field.  The card turned up
  from the draw pile is played the same way.  An optional *wild* card (the
  Lightning, in some rule sets) may capture any field card.
* **Four of a month on the field** (:func:`needs_redeal`): the deal is void.
* **Dealt hands vs captured hands** (:class:`DealtHand`, :func:`dealt_hands_of`,
  :data:`FOUR_OF_A_MONTH`, :data:`FOUR_PAIRS`): dealt hands are judged on the
  opening hand alone.
* **Exclusive hands** (:func:`best_exclusive`): of hands marked exclusive with
  each other, the player claims one: their choice (``choose``), or else the
  most valuable one.
* **Zero-sum settlement** (:func:`settle`): the points of a captured hand are
  taken from every other player.
* **Turn order** (:func:`next_player`, :func:`turn_order`, ...): play goes
  counter-clockwise.  Players are numbered in seat order counter-clockwise, so
  the next player (``p + 1``) sits to a player's right.
* **Stay or drop** (:func:`stay_or_drop`): choosing the three players of a
  three-player game when more want to play, with its penalty (paid by every
  player who drops, as the source says; ``forced_drop_pays=False`` excuses
  those who had no choice).
* **Dealing** (:func:`shuffled_deck`, :func:`deal_packets`).

Cards are indices 0..47 (:mod:`hanafuda_core.deck`); card sets are ``int``
bit sets (bit ``i`` = card ``i``).

The package's modules: :mod:`.field` (capturing, months in a card set),
:mod:`.deal` (shuffling, dealing, dealt hands), :mod:`.scoring` (exclusive
hands, settlement), :mod:`.seating` (turn order, stay or drop),
:mod:`.actions` (the actions every capture game shares and their tables),
:mod:`.outcome` (what a round outcome shares), :mod:`.position` (what the
positions share), :mod:`.computer` (the computer player's shared
evaluation), :mod:`.goals` (the lesson goals every capture game offers),
:mod:`.puzzles` (the mined puzzles they offer) and :mod:`.game`
(:class:`~.game.CaptureGame` and :class:`~.game.CaptureComputer`, the
``Game`` and ``Computer`` hooks every capture game reads alike).
"""

from __future__ import annotations

from ...cardset import bits, codes, month_of
from .actions import CaptureAction, PlayTable
from .computer import best_actions, greedy_capture, opp_match_chance, pick
from .deal import (FIELD, FOUR_OF_A_MONTH, FOUR_PAIRS, DealtHand, deal_packets, dealt_hands_of, shuffle,
                   shuffled_deck)
from .field import (LIGHTNING, MONTH_BITS, apply_capture, capture_choices, explain_capture, full_months,
                    matching, month_counts, needs_redeal, pair_count, stacked_months, taken_by)
from .outcome import CaptureOutcome
from .scoring import best_exclusive, settle
from .seating import (StayDropResult, drop_cards_onto_deck, next_player, player_to_left, player_to_right,
                      previous_player, seating, stay_or_drop, turn_order)

__all__ = [
    "LIGHTNING", "FIELD", "MONTH_BITS", "month_of", "matching", "capture_choices", "apply_capture",
    "explain_capture", "taken_by", "needs_redeal", "full_months", "stacked_months", "month_counts",
    "pair_count", "DealtHand", "FOUR_OF_A_MONTH", "FOUR_PAIRS", "dealt_hands_of",
    "best_exclusive", "settle", "next_player", "previous_player", "player_to_right",
    "player_to_left", "turn_order", "seating", "StayDropResult", "stay_or_drop",
    "drop_cards_onto_deck", "shuffled_deck", "shuffle", "deal_packets", "bits", "codes",
    "CaptureAction", "PlayTable", "CaptureOutcome", "opp_match_chance", "best_actions", "pick", "greedy_capture",
]
