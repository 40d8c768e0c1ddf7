"""Isuri (いすり): Hiyoko played for payments — a variant of
:mod:`hanafuda_core.games.hiyoko`, written as subclasses that override only
what differs (the python-chess way of writing variants).

What differs from Hiyoko (sources: ``docs/games/isuri.md``):

* 46 cards: two Paulownia chaffs are taken out; the coloured one stays and
  is a second Phoenix (its own month, Paulownia, in a hand; January only when
  turned up from the draw pile).
* Every discarded card is paid at once, by the other player: a January (Pine)
  card 10 points, any other card its month's number in the Nagoya order
  (option ``card_values``).  A pass puts 1 point of the passer's into a pot;
  whoever empties their hand takes the pot.  Discarding all six cards of a
  hand in one turn earns 10 points more.
* Three to six cards that count as the same month may be discarded together
  where one card of that month could go (option ``several``: wild cards
  count as the months of their range, or only printed months count, or the
  rule is off).
* Scores are running totals (they may go below zero); the match lasts a
  number of rounds or until a player reaches a total (option ``length``).

Isuri's own parts are written one part a module; this module gathers their
public names (the parts are listed in the package's notes,
:mod:`hanafuda_core.games.isuri`).

Position notation (:mod:`.position`): Hiyoko's ten fields, then ``round; pot; payments;
options``: the round number, the points in the pot, and what each player has
gained or lost so far this round (``14,-17``); scores are written ``a,b`` as
they may be negative.  Example::

    3C1 4R 7C1 9A 10C2 11B; 2C1 5C2 6R 8B 8C1 12B; 1C1; ?; 1; 0; 0; d; 0,0; 1; 1; 0; 0,0; -
"""

from __future__ import annotations

from .cards import ISURI_DECK, ISURI_WILD_TURNED, SOU_DASHI_BONUS, card_value
from .earnings import best_earnings, earned
from .match import IsuriMatch
from .options import LENGTHS, OPTION_INFO, IsuriOptions, parse_length
from .outcome import IsuriOutcome, num  # noqa: F401 - num is read here by the game
from .position import IsuriPosition

__all__ = ["ISURI_DECK", "ISURI_WILD_TURNED", "IsuriOptions", "OPTION_INFO", "IsuriOutcome", "IsuriPosition",
           "IsuriMatch", "card_value", "best_earnings", "earned", "SOU_DASHI_BONUS", "LENGTHS", "parse_length"]
