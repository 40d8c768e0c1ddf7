"""Koi-Koi (こいこい): the complete two-player engine.

The design follows :mod:`hanafuda_core.games.poka.engine` (itself modelled on
python-chess): a mutable :class:`KoiKoiPosition` with a legal-move
generator, ``push``/``pop`` (exact undo), ``outcome()`` returning a value,
learner-readable ``explain_illegal`` and a text notation that round-trips.
Capturing comes from the shared hana-awase engine
(:mod:`hanafuda_core.families.capture`).

Rules in brief (default preset ``seed``; source: ``koikoi.txt`` and
``common-rules.txt``, see ``docs/games``):

* Deal 8/8/8 in packets of four: opponent, field, dealer, twice.  The rest
  is the draw pile.  Four of a month on the field: redeal.  Three of a month
  on the field are stacked: the fourth card captures all three.
* The dealer plays first.  A turn: play a hand card (capture a field card of
  its month, choosing when two match; else it joins the field), then turn up
  the top card of the draw pile and play it the same way.
* A turn that completes a new yaku lets the player ``stop`` (the round ends,
  they score all their yaku) or call ``koikoi`` (play on).  After a koi-koi
  the next yaku ends the round: the caller's pays all their yaku, the
  opponent's pays the opponent double and the caller nothing.
* Dealt hands: four of a month, or four pairs, in a dealt hand: 6 points and
  the round is over.  No yaku when the cards run out: no points.
* 7 points or more are doubled.  The round winner deals next; a game lasts 12
  rounds (or 6).

Koi-Koi is played with many house rules.  Yaku and rule sets are data
(:mod:`.rules_data`, read into :class:`Yaku` and :class:`Preset`), every
rule that differs between sources is an option (:class:`KoiKoiHouseRules`,
applied to the yaku by :func:`apply_options`), and a rule set with its
options is a :class:`KoiKoiOptions`.  Rules may depend on the round (Cards of
the Month): :meth:`KoiKoiOptions.for_round`, and a position's ``scoring``.
Yaku evaluation is compiled into a few table look-ups per rules instance
(:meth:`KoiKoiOptions.yaku_of`, :meth:`KoiKoiOptions.score_of`).

Players are 0 and 1 in the API; texts meant for people call them player 1
and player 2.  Cards are indices 0..47, card sets are ``int`` bit sets.

Position notation (:meth:`KoiKoiPosition.to_text` /
:meth:`KoiKoiPosition.from_text`), thirteen fields separated by ``;``::

    hand 1; hand 2; field; draw pile; captured 1; captured 2; turn; phase;
    dealer; koi-koi; round; scores; rules

Card sets are card lists in deck order (``-`` if empty).  The draw pile is
written bottom to top: its last card is the next one turned up.  ``turn``
and ``dealer`` are ``1`` or ``2``.  ``phase`` is ``play`` (play a hand card),
``draw 8C1`` (the card turned up, 8C1, matches two field cards: choose its
target), ``decide`` (stop or koi-koi), ``stop`` (the player to move stopped:
round over) or ``end`` (the round ended on the player to move's yaku).
``koi-koi`` is ``-`` or, per player who called it, ``P@cards`` or
``PxN@cards`` (player P called N times; ``cards`` are the cards they had
captured at their last call), entries separated by ``|``.  ``round`` is
``n/N`` (``n/-`` in a match with no round limit, played to a target score);
``scores`` the game scores ``a-b`` before this round; ``rules`` is
:meth:`KoiKoiOptions.to_text`.  A fresh deal (the scripted round of the
tests, ``tests/core/games/koikoi/test_engine.py``)::

    1B 2C1 3B 4C1 6C1 7C1 8B 12B; 2C2 4C2 5A 5R 6C2 9C2 10A 10R;
    1C1 3C1 5C1 8C1 10C1 11A 11R 12C1;
    12C3 12C2 11C 11B 9A 8C2 8A 7C2 7A 6A 5C2 4A 3C2 3R 2A 1C2 1R 10C2 7R 6R 4R 2R 9C1 9R;
    -; -; 1; play; 1; -; 1/12; 0-0; seed

(one line in practice).  After player 1 took three lights and called
koi-koi, the koi-koi field reads ``1@1B 1C1 3B 3C1 8B 8C1``.

The engine's modules, each named for what it holds: :mod:`.options` (the
rule options), :mod:`.yaku` (yaku as data and the card classes),
:mod:`.evaluator` (the compiled yaku evaluator), :mod:`.rules` (presets and
rule sets), :mod:`.scoring` (a winner's score), :mod:`.actions` (actions,
the round outcome, the phases), :mod:`.position` (the position),
:mod:`.notation` (its text), :mod:`.computer` (the random and the computer
players, moves explained) and :mod:`.match` (a whole game).  This module
gathers their public names.
"""

from __future__ import annotations

from ...game import IllegalActionError, MatchOutcome, PositionError, RoundRecord
from .actions import *  # noqa: F401,F403
from .computer import *  # noqa: F401,F403
from .evaluator import *  # noqa: F401,F403
from .match import *  # noqa: F401,F403
from .notation import *  # noqa: F401,F403
from .options import *  # noqa: F401,F403
from .position import *  # noqa: F401,F403
from .rules import *  # noqa: F401,F403
from .rules import ALL_PRESETS as _ALL_PRESETS  # noqa: F401 - the name pages' tests extend
from .scoring import *  # noqa: F401,F403
from .yaku import *  # noqa: F401,F403

__all__ = [
    "Yaku", "YakuScore", "Preset", "PRESETS", "SEED", "NINTENDO", "OLD_NINTENDO", "YAKU_CATALOG", "ROLES",
    "KoiKoiHouseRules", "OPTION_INFO", "KoiKoiOptions", "DEFAULT_RULES", "RulesDataError", "yaku_from_data",
    "preset_from_data", "apply_options", "yaku_of", "score_of",
    "yaku_cards", "Multiplier", "ScoreBreakdown", "score_breakdown", "KoiKoiAction", "STOP", "KOIKOI",
    "KoiKoiOutcome", "MatchOutcome", "PositionError", "IllegalActionError", "KoiKoiPosition",
    "deal", "random_action", "choose_action", "koikoi_advice", "explain_move", "turn_sequences", "KoiKoiMatch", "RoundRecord",
    "play_match", "play_random_round", "LIGHTS", "ANIMALS", "RIBBONS", "CHAFF",
    "POETRY_RIBBONS", "BLUE_RIBBONS", "SAKE_CUP", "RAIN_MAN",
]
