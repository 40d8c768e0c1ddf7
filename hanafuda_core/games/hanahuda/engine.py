"""Palauan Hanahuda: the engine for two, three or four players (four: two teams).

A capture game of the hana-awase family, built on
:mod:`hanafuda_core.families.capture`, with Palau's own card classes and
yaku.  Sources (see ``docs/games/hanahuda.md``): the rules text
``palauan-hanahuda.txt`` (an incomplete copy of Fuda Wiki's "Hanahuda"
page), Fuda Wiki's current page for the exclusions that copy lost, and John
Bent's first-hand "Palauan Hanahuda" page (tekinged.com) for the
compositions, the deal and the customs.

Rules in brief:

* **Card classes** differ from the Japanese deck: 6 brights (*okeiim*, "fifty":
  the five brights and the Bush Warbler), 9 animals (*teruich*, "ten": the
  other animals and the yellow Paulownia chaff), 10 ribbons (*tang*) and 23
  chaff (*kas*).
* **The deal.**  The player to the dealer's right (the cutter) chooses
  whether the field or the players get their cards first (``field-first`` /
  ``players-first``).  2 players: 10 cards each and 10 on the field; 3: 9 and
  9; 4: 8 and 8.  Four of a month on the field: the deal is void, the cards
  are shuffled again and the cutter chooses again.
* **Chitsiobiki.**  Before the first card, each player holding three cards
  of a month (in turn, from the dealer) may trade one of them for the top
  card of the draw pile (``trade>CARD``) or keep the hand (``keep``).  The
  three are shown to everyone; the card given up goes to the bottom of the pile.
* **A turn** (the dealer first, then counter-clockwise): play a hand card
  (it must capture a field card of its month when one is there; with two,
  name the target: ``3R>3C1``), then the top card of the draw pile is turned
  up and played the same way (``draw>CARD`` when it matches two).  The pile
  runs out before the hands: then (option ``empty_pile``) the remaining turns
  are hand cards only, or the round ends.
* **Stop-yaku.**  A turn that completes Six Brights or Seven Ribbons lets
  the player ``stop`` (only that yaku scores, nobody else scores, the
  stopper deals next) or ``continue``.
* **Scoring** at the end: every side scores its yaku (all the brights yaku
  exclusive with each other, the viewing yaku exclusive with each other,
  everything else stacks); if nobody holds a yaku, the card points (brights
  50, animals 10) count (option ``fallback``).  Scores add up to the target
  (5000); the lowest scorer of the round deals next.
* **Teams** (four players): partners sit opposite (seats 1 and 3, 2 and 4),
  share one capture pile and one score.

Seats are 0..n-1 in the API, counter-clockwise; texts for people say
"player 1" ... .  Sides (capture piles) are the seats, or the two teams.

Position notation (:meth:`HanahudaPosition.to_text`), twelve fields
separated by ``;``::

    hands (one per seat, separated by |); field; pile; captured (one per
    side, |); turn; phase; dealer; played on; traded; round; scores; options

``pile`` is the face-down pile bottom to top (its last card is turned up
next); in the ``cut`` phase it is the whole shuffled deck, its last card
dealt first.  ``phase`` is ``cut``, ``trade``, ``play``, ``draw CARD`` (the
card turned up waits for its target), ``decide`` or ``stop``.  ``played on``
lists the stop-yaku a side chose to play on after (``-`` or ``2:six-brights``
...); ``traded`` the seats that have made their trade decision (``-`` outside
the ``trade`` phase); ``scores`` one number per seat, ``a-b-c``; ``options``
the options text (``-`` for the defaults).

The engine's modules: :mod:`.cards` (card classes, cards in words, sides),
:mod:`.options`, :mod:`.yaku`, :mod:`.actions` (actions, the round outcome,
the phases), :mod:`.position`, :mod:`.notation` (its text),
:mod:`.computer` (the random and the computer players) and :mod:`.match`.
This module gathers their public names.
"""

from __future__ import annotations

from ...game import IllegalActionError, PositionError
from .actions import *  # noqa: F401,F403
from .cards import *  # noqa: F401,F403
from .computer import *  # noqa: F401,F403
from .match import *  # noqa: F401,F403
from .notation import *  # noqa: F401,F403
from .options import *  # noqa: F401,F403
from .position import *  # noqa: F401,F403
from .yaku import *  # noqa: F401,F403

__all__ = [
    "BRIGHTS", "ANIMALS", "RIBBONS", "CHAFF", "CLASSES", "CardClass", "class_of", "card_words",
    "HAND_SIZE", "Yaku", "YAKU_CATALOG", "STOP_YAKU", "HanahudaOptions", "OPTION_INFO", "active_yaku",
    "yaku_of", "score_of", "card_points", "HanahudaAction", "HanahudaOutcome", "HanahudaPosition",
    "HanahudaMatch", "choose_action", "random_action", "explain_move", "decision_words", "turn_sequences",
    "side_of", "sides_of",
    "IllegalActionError", "PositionError",
]
