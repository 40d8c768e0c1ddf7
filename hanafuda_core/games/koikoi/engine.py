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
rule that differs between sources is an option (:class:`KoiKoiOptions`,
applied to the yaku by :func:`apply_options`), and a rule set with its
options is a :class:`KoiKoiRules`.  Rules may depend on the round (Cards of
the Month): :meth:`KoiKoiRules.for_round`, and a position's ``scoring``.
Yaku evaluation is compiled into a few table look-ups per rules instance
(:meth:`KoiKoiRules.yaku_of`, :meth:`KoiKoiRules.score_of`).

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
:meth:`KoiKoiRules.to_text`.  A fresh deal (the scripted round of the
tests, ``tests/core/games/koikoi/test_engine.py``)::

    1B 2C1 3B 4C1 6C1 7C1 8B 12B; 2C2 4C2 5A 5R 6C2 9C2 10A 10R;
    1C1 3C1 5C1 8C1 10C1 11A 11R 12C1;
    12C3 12C2 11C 11B 9A 8C2 8A 7C2 7A 6A 5C2 4A 3C2 3R 2A 1C2 1R 10C2 7R 6R 4R 2R 9C1 9R;
    -; -; 1; play; 1; -; 1/12; 0-0; seed

(one line in practice).  After player 1 took three lights and called
koi-koi, the koi-koi field reads ``1@1B 1C1 3B 3C1 8B 8C1``.
"""

from __future__ import annotations

from ...words import READER, Speaker, plural, speaker

import re
from dataclasses import dataclass, field, fields, replace
from typing import Callable, Iterable, Iterator, Sequence

from ...cardset import bits as _bits, card_words as _card_words, cards_words as _cards_words
from ...cardset import code_words as _code_words, codes as _codes
from ...cardset import index as _index
from ...cardset import mask as _mask, month_words as _month_words, to_list as _to_list, to_mask as _to_mask
from ...deck import BY_KEY, CARDS, FLOWERS, FULL_DECK, Card, Kind, RibbonStyle
from ...families import capture as ha
from ...families.capture import FOUR_OF_A_MONTH, FOUR_PAIRS, LIGHTNING, MONTH_BITS, DealtHand
from ...notation import NotationError, format_cards, is_number_text, parse_card, parse_cards
from ...game import IllegalActionError, Match as _Match, MatchOutcome, Outcome, Position, PositionError
from ...game import RoundRecord, walk_turns
from ...options import MAX_OPTIONS_TEXT, OptionError, OptionSet
from ...rng import Rng
from . import rules_data as _DATA

__all__ = [
    "Yaku", "YakuScore", "Preset", "PRESETS", "SEED", "NINTENDO", "OLD_NINTENDO", "YAKU_CATALOG", "ROLES",
    "KoiKoiOptions", "OPTION_INFO", "KoiKoiRules", "DEFAULT_RULES", "RulesDataError", "yaku_from_data",
    "preset_from_data", "apply_options", "yaku_of", "score_of",
    "yaku_cards", "Multiplier", "ScoreBreakdown", "score_breakdown", "Action", "STOP", "KOIKOI",
    "RoundOutcome", "MatchOutcome", "PositionError", "IllegalActionError", "KoiKoiPosition",
    "deal", "random_action", "choose_action", "koikoi_advice", "explain_move", "turn_sequences", "KoiKoiMatch", "RoundRecord",
    "play_match", "play_random_round", "LIGHTS", "ANIMALS", "RIBBONS", "CHAFF",
    "POETRY_RIBBONS", "BLUE_RIBBONS", "SAKE_CUP", "RAIN_MAN",
]

# ---------------------------------------------------------------------------
# Card sets


def _mask_where(pred) -> int:
    m = 0
    for c in CARDS:
        if pred(c):
            m |= 1 << c.index
    return m


def _bit(key: str) -> int:
    return 1 << BY_KEY[key].index


LIGHTS = _mask_where(lambda c: c.kind is Kind.BRIGHT)
"""The five lights (brights): 1B 3B 8B 11B 12B."""
ANIMALS = _mask_where(lambda c: c.kind is Kind.ANIMAL)
"""The nine animals (earth cards, tane), the Sake Cup included."""
RIBBONS = _mask_where(lambda c: c.kind is Kind.RIBBON)
"""The ten ribbons (scrolls, tanzaku), the willow ribbon included."""
CHAFF = _mask_where(lambda c: c.kind is Kind.CHAFF)
"""The 24 chaff cards (junk, kasu), the Lightning and the coloured paulownia included."""
POETRY_RIBBONS = _mask_where(lambda c: c.ribbon is RibbonStyle.POETRY)
BLUE_RIBBONS = _mask_where(lambda c: c.ribbon is RibbonStyle.BLUE)
SAKE_CUP = _bit("sake-cup")
RAIN_MAN = _bit("rain-man")
MOON = _bit("moon")
CURTAIN = _bit("curtain")
BOAR_DEER_BUTTERFLIES = _bit("boar") | _bit("deer") | _bit("butterflies")

_BITS = tuple(1 << i for i in range(48))


# ---------------------------------------------------------------------------
# Options

_SECOND = ("end", "choose-again")
_VIEWING = ("yes", "moon", "blossom", "no")  # yes/no: the spelling of texts saved when this was a flag
_SPOILERS = ("none", "rain-man", "willow", "lightning", "rain-man-or-lightning")
_CUP = ("both", "animal", "chaff")
_RED_BLUE = ("instead", "extra", "none")
_OPPONENT = ("double", "per-call", "none")
_BONUS = tuple(s["key"] for s in _DATA.KOIKOI_SCHEDULES)
_DEALT = ("score", "redeal", "off")

class RulesDataError(ValueError):
    """A mistake in the rules data (:mod:`.rules_data`): which entry, and why."""


_EXPR = re.compile(r"^(?:(?P<n>\d{1,3})|calls(?:(?P<sign>[+-])(?P<k>\d{1,3}))?|(?P<base>\d{1,2})\^calls)$")
_CALLS = re.compile(r"^(?P<lo>\d{1,2})(?:(?P<plus>\+)|-(?P<hi>\d{1,2}))?$")


def _calls_expr(text, where: str) -> Callable[[int], int]:
    """A schedule's ``add`` or ``times`` (see :data:`.rules_data.KOIKOI_SCHEDULES`) as a function of the calls."""
    m = _EXPR.match(str(text).strip()) if isinstance(text, (str, int)) and not isinstance(text, bool) else None
    if m is None:
        raise RulesDataError(f"{where}: {text!r} is not a whole number, 'calls', 'calls+N', 'calls-N' "
                             "or 'N^calls'")
    if m["n"] is not None:
        n = int(m["n"])
        return lambda calls: n
    if m["base"] is not None:
        b = int(m["base"])
        return lambda calls: b ** calls
    k = int(m["k"] or 0) * (-1 if m["sign"] == "-" else 1)
    return lambda calls: calls + k


@dataclass(frozen=True)
class KoikoiSchedule:
    """What a winner's own koi-koi calls do to their score: points added to
    the yaku total and a factor, by the number of calls (from
    :data:`.rules_data.KOIKOI_SCHEDULES`)."""

    key: str
    label: str
    steps: tuple[tuple[int, int | None, Callable[[int], int], Callable[[int], int]], ...]
    source: str = ""

    @classmethod
    def from_data(cls, data: dict) -> "KoikoiSchedule":
        where = f"koi-koi schedule {data.get('key', '?')!r}"
        unknown = set(data) - {"key", "label", "source", "steps"}
        if unknown:
            raise RulesDataError(f"{where}: unknown field {', '.join(sorted(unknown))}")
        steps = []
        for st in data.get("steps", []):
            bad = set(st) - {"calls", "add", "times"}
            if bad or "calls" not in st:
                raise RulesDataError(f"{where}: a step has 'calls' and 'add' and/or 'times'")
            m = _CALLS.match(str(st["calls"]))
            if m is None:
                raise RulesDataError(f"{where}: calls {st['calls']!r} is 'N', 'N-M' or 'N+'")
            lo = int(m["lo"])
            hi = None if m["plus"] else int(m["hi"] or lo)
            add = _calls_expr(st.get("add", 0), where)
            times = _calls_expr(st.get("times", 1), where)
            if lo < 1 or (hi is not None and hi < lo) or times(lo) < 1 or add(lo) < 0:
                raise RulesDataError(f"{where}: step {st!r}: calls from 1 up, no negative points, a factor of "
                                     "1 or more")
            steps.append((lo, hi, add, times))
        return cls(data["key"], data["label"], tuple(steps), data.get("source", ""))

    def effect(self, calls: int) -> tuple[int, int]:
        """``(points added, factor)`` for a winner who called koi-koi ``calls`` times."""
        if calls > 0:
            for lo, hi, add, times in self.steps:
                if lo <= calls and (hi is None or calls <= hi):
                    return add(calls), times(calls)
        return 0, 1


_YAKU_GROUP = "The yaku"
_KOIKOI_GROUP = "Koi-koi and doubling"
_MATCH_GROUP = "The deal and the match"


def _number(default: int, code: str, label: str, doc: str, choices: tuple, labels: dict, lo: int = 0,
            hi: int = 99, group: str = _YAKU_GROUP):
    return field(default=default, metadata={
        "code": code, "label": label, "doc": doc, "choices": choices, "choice_labels": labels,
        "range": (lo, hi), "group": group})


def _choice(default: str, code: str, label: str, doc: str, choices: tuple, labels: dict,
            group: str = _YAKU_GROUP, aliases: dict | None = None):
    meta = {"code": code, "label": label, "doc": doc, "choices": choices, "choice_labels": labels,
            "group": group}
    if aliases:
        meta["aliases"] = aliases
    return field(default=default, metadata=meta)


def _flag(default: bool, code: str, label: str, doc: str, group: str = _YAKU_GROUP, labels=None):
    meta = {"code": code, "label": label, "doc": doc, "group": group}
    if labels:
        meta["choice_labels"] = labels
    return field(default=default, metadata=meta)


@dataclass(frozen=True)
class KoiKoiOptions(OptionSet):
    """The rule options of Koi-Koi.  Defaults are the ``seed`` preset's (this
    site's source, ``koikoi.txt``); a preset sets others.  The rules page's
    rule notes (``docs/games/koikoi.md``) give each choice and its sources.

    Yaku (each adjusts the catalogue yaku with the matching ``role``, see
    :data:`ROLES`):

    * ``five_lights``, ``four_lights``, ``three_lights``: points of Five
      Lights, Dry Four Lights and Dry Three Lights.  ``rainy_four``: points of
      Rainy Four Lights, or 0: no such yaku, four lights with the Rain Man
      score as three lights (three lights other than the Rain Man).
    * ``viewing_yaku``: which viewing yaku count (``yes``: both, ``moon``,
      ``blossom``, ``no``: neither); ``viewing_points``: what each is worth;
      ``viewing_spoiler``: a card that voids them when it is in the same
      capture pile (``none``, ``rain-man``, ``willow`` — any willow card —,
      ``lightning``, ``rain-man-or-lightning``: either of the two);
      ``viewing_alone``: False: they count only beside another yaku.
    * ``sake_cup``: the Sake Cup counts for the animal yaku and the chaff
      yaku (``both``), or only one of them.
    * ``bdb_extra``: Boar, Deer, Butterflies gains 1 point per further
      animal; ``tane_with_bdb``: False: Tane does not count while Boar, Deer,
      Butterflies is held.
    * ``scrolls_stack``: Five Scrolls adds up with the other scroll yaku
      (False: it counts only on its own); ``ribbon_extra``: the poetry and
      purple scrolls (and the pair) gain 1 point per further ribbon;
      ``red_and_blue``: the pair of scroll yaku as one yaku that replaces the
      two (``instead``), that counts on top of them (``extra``), or no such
      yaku: the two simply add up (``none``).
    * ``monthly_cards``: points of Cards of the Month (the four cards of the
      round's month; round 1 is January); 0: no such yaku.

    Koi-koi and doubling:

    * ``multiple_koikoi``: more than one koi-koi per round (the opponent may
      answer a koi-koi with their own); ``caller_second_yaku``: a koi-koi
      caller's next yaku ends the round (``end``) or offers the choice again
      (``choose-again``, needs ``multiple_koikoi``); ``growing_yaku``: a
      yaku that gains points counts as a new yaku.
    * ``koikoi_min``: the yaku points a player needs to call koi-koi (0: any).
    * ``double_at``: a round score of this many yaku points or more is
      doubled (0: never).  ``opponent_koikoi``: a win after the opponent's
      koi-koi is doubled (``double``), multiplied by their calls plus one
      (``per-call``) or not changed (``none``).  ``koikoi_bonus``: what the
      winner's own calls add, a schedule of :data:`.rules_data.KOIKOI_SCHEDULES`:
      nothing, 1 point each (``plus-one``, added to the yaku total), ×2 each
      (``double``), ×(calls + 1) (``calls-plus-one``) or 1 point each up to
      three calls and ×(calls − 2) from four (``add-then-multiply``).  ``viewing_after_koikoi``: a viewing yaku of a
      winner who called koi-koi is worth this many points (0: unchanged).

    The deal and the match:

    * ``dealt_hand_rule``: four of a month or four pairs in a dealt hand score
      (``score``), make the deal void (``redeal``) or count for nothing (``off``).
    * ``no_yaku_points``: when the cards run out with no yaku, the dealer
      scores this many points (the dealer's privilege; 0: nobody scores).
    * ``lightning_wild``: the Lightning (11C) captures any field card.
    * ``rounds``: rounds in the match (0: no limit, with a ``target``);
      ``target``: the match ends after the round in which a player reaches
      this score (0: no target).
    """

    BARE_FLAGS = False  # flags are written code=yes / code=no (a preset may turn one on)

    # -- yaku
    five_lights: int = _number(10, "five-lights", "Five Lights are worth",
                               "Points of Five Lights.", (10, 15), {10: "10 points", 15: "15 points"})
    four_lights: int = _number(8, "four-lights", "Dry Four Lights are worth",
                               "Points of the four lights without the Rain Man.", (8, 10),
                               {8: "8 points", 10: "10 points"})
    rainy_four: int = _number(7, "rainy-four", "Four lights with the Rain Man",
                              "Rainy Four Lights as a yaku of its own, or scored as three lights (the "
                              "three lights other than the Rain Man).", (7, 8, 0),
                              {7: "Rainy Four Lights, 7 points", 8: "Rainy Four Lights, 8 points",
                               0: "Score as three lights"})
    three_lights: int = _number(6, "three-lights", "Dry Three Lights are worth",
                                "Points of three lights without the Rain Man.", (6, 5),
                                {6: "6 points", 5: "5 points"})
    viewing_yaku: str = _choice("yes", "viewing", "Viewing yaku counted",
                                "Moon Viewing and Blossom Viewing, one of them, or neither (some players "
                                "leave them out: they are easy to make).", _VIEWING,
                                {"yes": "Both", "moon": "Moon Viewing only",
                                 "blossom": "Blossom Viewing only", "no": "Neither"},
                                aliases={"both": "yes", "none": "no", True: "yes", False: "no"})
    viewing_spoiler: str = _choice("none", "spoiled-by", "Viewing yaku spoiled by",
                                   "A viewing yaku does not count while the same capture pile holds this "
                                   "card (rain spoils the party).", _SPOILERS,
                                   {"none": "Nothing", "rain-man": "The Rain Man",
                                    "willow": "Any willow card", "lightning": "The Lightning",
                                    "rain-man-or-lightning": "The Rain Man or the Lightning"})
    viewing_points: int = _number(5, "viewing-points", "Viewing yaku are worth",
                                  "Points of Moon Viewing and of Blossom Viewing (each).", (5, 3, 1),
                                  {5: "5 points each", 3: "3 points each", 1: "1 point each"}, 1, 20)
    viewing_alone: bool = _flag(True, "viewing-alone", "Viewing yaku score on their own",
                                "When off, a viewing yaku counts only beside another yaku.")
    sake_cup: str = _choice("both", "cup", "The Sake Cup counts as",
                            "The Sake Cup is an animal card; it may count as a chaff card too.", _CUP,
                            {"both": "An animal and a chaff card", "animal": "An animal card only",
                             "chaff": "A chaff card only"})
    tane_with_bdb: bool = _flag(True, "tane-bdb", "Tane counts beside Boar, Deer, Butterflies",
                                "When off, Tane does not count while Boar, Deer, Butterflies is held.")
    bdb_extra: bool = _flag(False, "bdb-extra", "Boar, Deer, Butterflies grows",
                            "Boar, Deer, Butterflies gains 1 point for every further animal card.")
    scrolls_stack: bool = _flag(False, "scrolls-stack", "Five Scrolls adds to the other scroll yaku",
                                "When off, Five Scrolls counts only when no other scroll yaku is held.")
    ribbon_extra: bool = _flag(True, "ribbon-extra", "Poetry and purple scrolls grow",
                               "All Poetry Scrolls and All Purple Scrolls gain 1 point for every further "
                               "ribbon.")
    red_and_blue: str = _choice("instead", "red-blue", "Poetry and purple scrolls together",
                                "Holding both scroll sets: one yaku that replaces the two, one more yaku on "
                                "top of the two, or simply the two yaku added up.", _RED_BLUE,
                                {"instead": "One yaku instead of the two", "extra": "One more yaku on top",
                                 "none": "The two yaku add up"})
    monthly_cards: int = _number(0, "month-cards", "Cards of the Month",
                                 "The four cards of the round's month (round 1 is January) as a yaku.",
                                 (0, 4), {0: "Not a yaku", 4: "A yaku worth 4 points"})
    # -- koi-koi and doubling
    multiple_koikoi: bool = _flag(False, "multi", "More than one koi-koi per round",
                                  "The other player may answer a koi-koi with their own, and a caller may "
                                  "call again if the next option allows it.", _KOIKOI_GROUP)
    caller_second_yaku: str = _choice("end", "second", "A koi-koi caller's next yaku",
                                      "Ends the round and scores, or offers stop or koi-koi again (this "
                                      "needs more than one koi-koi per round).", _SECOND,
                                      {"end": "Ends the round", "choose-again": "Stop or koi-koi again"},
                                      _KOIKOI_GROUP)
    growing_yaku: bool = _flag(False, "grow", "A grown yaku counts as new",
                               "A yaku that gains points (one more card of a yaku that grows) offers stop "
                               "or koi-koi like a new yaku.", _KOIKOI_GROUP)
    koikoi_min: int = _number(0, "koikoi-min", "Points needed to call koi-koi",
                              "With fewer yaku points than this, a player who makes a yaku must stop.",
                              (0, 3), {0: "Any yaku", 3: "3 points"}, group=_KOIKOI_GROUP)
    double_at: int = _number(7, "double-at", "Double a round score of",
                             "A round score of this many points or more is doubled.", (7, 0),
                             {7: "7 points or more", 0: "Never double"}, group=_KOIKOI_GROUP)
    opponent_koikoi: str = _choice("double", "opp-koikoi", "A win after the opponent's koi-koi",
                                   "What a win is worth when the loser had called koi-koi.", _OPPONENT,
                                   {"double": "Doubled", "per-call": "×2 after one call, ×3 after two…",
                                    "none": "Not changed"}, _KOIKOI_GROUP)
    koikoi_bonus: str = _choice("none", "bonus", "The winner's own koi-koi calls",
                                "What the winner's own koi-koi calls add to their score.", _BONUS,
                                {s["key"]: s["label"] for s in _DATA.KOIKOI_SCHEDULES}, _KOIKOI_GROUP)
    viewing_after_koikoi: int = _number(0, "viewing-koikoi", "Viewing yaku after your own koi-koi",
                                        "A winner who called koi-koi scores each viewing yaku at this value.",
                                        (0, 3, 10), {0: "Their usual value", 3: "3 points each",
                                                     10: "10 points each"}, hi=20, group=_KOIKOI_GROUP)
    # -- the deal and the match
    dealt_hand_rule: str = _choice("score", "teyaku", "Four of a month or four pairs in a dealt hand",
                               "A hand dealt with all four cards of a month, or four pairs, wins the round "
                               "at once, makes the deal void, or counts for nothing.", _DEALT,
                               {"score": "Scores 6 points", "redeal": "The cards are dealt again",
                                "off": "Counts for nothing"}, _MATCH_GROUP)
    no_yaku_points: int = _number(0, "oya-ken", "When nobody makes a yaku",
                                  "When the cards run out without a yaku, nobody scores, or the dealer "
                                  "scores (the dealer's privilege).", (0, 1, 6),
                                  {0: "Nobody scores", 1: "The dealer scores 1", 6: "The dealer scores 6"},
                                  group=_MATCH_GROUP)
    lightning_wild: bool = _flag(False, "wild", "The Lightning is wild",
                                 "The Lightning (the November chaff) captures any field card; it scores as "
                                 "before.", _MATCH_GROUP)
    rounds: int = _number(12, "rounds", "Rounds in the match",
                          "Twelve rounds (one per month), a half game of six, eight as in KoiKoi-Japan, or no "
                          "limit with a target score.", (12, 6, 8, 0),
                          {12: "12 (a full year)", 6: "6 (half a year)", 8: "8 rounds",
                           0: "No limit (play to the target)"}, 0, 12, _MATCH_GROUP)
    target: int = _number(0, "target", "Play to a target score",
                          "The match ends after the round in which a player reaches this score.",
                          (0, 50, 100), {0: "No target", 50: "50 points", 100: "100 points"}, 0, 999,
                          _MATCH_GROUP)

    def __post_init__(self):
        for f in fields(self):
            v = getattr(self, f.name)
            aliases = f.metadata.get("aliases")
            if aliases and isinstance(v, (str, bool)) and v in aliases:  # viewing_yaku=False still reads
                v = aliases[v]
                object.__setattr__(self, f.name, v)
            if f.type in (bool, "bool"):
                if not isinstance(v, bool):
                    raise ValueError(f"{f.name} must be True or False, got {v!r}")
            elif f.type in (int, "int"):
                lo, hi = f.metadata["range"]
                if isinstance(v, bool) or not isinstance(v, int) or not lo <= v <= hi:
                    raise ValueError(f"{f.name} must be a whole number from {lo} to {hi}, got {v!r}")
            elif v not in f.metadata["choices"]:
                raise ValueError(f"{f.name} must be one of {', '.join(f.metadata['choices'])}; got {v!r}")
        if self.caller_second_yaku == "choose-again" and not self.multiple_koikoi:
            raise ValueError("caller_second_yaku='choose-again' lets a caller call koi-koi again, "
                             "which needs multiple_koikoi=True")
        if self.rounds == 0 and not self.target:
            raise ValueError("rounds=0 (no limit) needs a target score: set target, e.g. 50")

    # -- what the options mean for a round

    def win_points(self, base: int, own_calls: int, opponent_calls: int
                   ) -> tuple[int, int, tuple["Multiplier", ...]]:
        """``(bonus, total, multipliers)`` for a winner whose yaku are worth
        ``base``: bonus points for their own calls are added to the yaku
        total, then the doubling at ``double_at``, then the multipliers for
        their own calls and for the opponent's calls, in that order."""
        add, factor = _SCHEDULES[self.koikoi_bonus].effect(own_calls)
        bonus = add
        total = base + bonus
        mults = []
        if self.double_at and total >= self.double_at:
            mults.append(Multiplier("seven-plus", 2, f"{self.double_at} points or more: doubled"))
            total *= 2
        if factor != 1:
            calls = "one koi-koi call" if own_calls == 1 else f"{own_calls} koi-koi calls"
            mults.append(Multiplier("own-koikoi", factor, f"this player's {calls}"))
            total *= factor
        if opponent_calls and self.opponent_koikoi != "none":
            f = 2 if self.opponent_koikoi == "double" else opponent_calls + 1
            if self.opponent_koikoi == "double" or opponent_calls == 1:
                why = "the opponent called koi-koi and this player made the next yaku"
            else:
                why = f"the opponent called koi-koi {opponent_calls} times"
            mults.append(Multiplier("koikoi", f, why + (": doubled" if f == 2 else "")))
            total *= f
        return bonus, total, tuple(mults)

    def is_final(self, round_no: int, scores: Sequence[int]) -> bool:
        """Whether round ``round_no``, ending with these match scores, is the last."""
        return bool((self.rounds and round_no >= self.rounds) or (self.target and max(scores) >= self.target))


_SCHEDULES: dict[str, KoikoiSchedule] = {d["key"]: KoikoiSchedule.from_data(d) for d in _DATA.KOIKOI_SCHEDULES}
"""The koi-koi schedules by key (the choices of ``koikoi_bonus``)."""

_BOOL_OPTIONS = tuple(f.name for f in fields(KoiKoiOptions) if f.type in (bool, "bool"))
_DEFAULT_OPTIONS = KoiKoiOptions()
OPTION_INFO: list[dict] = KoiKoiOptions.describe()

# ---------------------------------------------------------------------------
# Yaku as data

_CARD_CLASSES: dict[str, int] = {
    "lights": LIGHTS, "animals": ANIMALS, "ribbons": RIBBONS, "chaff": CHAFF,
    "poetry-ribbons": POETRY_RIBBONS, "blue-ribbons": BLUE_RIBBONS,
}
"""The card classes a yaku's ``cards`` may name in the rules data."""

ROLES = (
    "five-lights", "four-lights", "rainy-four", "three-lights", "tane", "boar-deer-butterflies",
    "moon-viewing", "blossom-viewing", "five-scrolls", "poetry-scrolls", "blue-scrolls",
    "poetry-and-blue", "cards-of-the-month", "kasu",
)
"""The roles the rule options adjust (a yaku's ``role``; see :class:`KoiKoiOptions`)."""
_VIEWING_ROLES = ("moon-viewing", "blossom-viewing")


@dataclass(frozen=True)
class Yaku:
    """A captured hand (yaku), declared as data (see :mod:`.rules_data`).

    A player holds the yaku when their captured cards contain at least
    ``min_count`` cards of ``mask`` (plus the Sake Cup when
    ``sake_cup_dual``), all of ``required`` and none of ``excluded``.  It is
    worth ``points``, plus ``per_extra`` for every counted card beyond
    ``min_count`` (the "+1 per additional card" rule).

    Stacking: of the held yaku sharing a ``group``, only the most valuable
    counts (the first declared on a tie) — e.g. the light yaku.  A yaku does
    not count when any yaku named in ``blocked_by`` is held — e.g. Five
    Scrolls "only counts if it is the only scroll yaku formed".  A yaku with
    ``needs_other`` counts only when the player also holds a yaku without it.

    ``card_class``: the class named in the data (``"animals"``, ``"chaff"``,
    ...), which the Sake Cup option reads.  ``month``: the yaku's cards are
    the four cards of the round's month (``mask`` is filled in for each round
    by :meth:`KoiKoiRules.for_round`).  ``role``: the rule options that adjust
    it (:data:`ROLES`).
    """

    key: str
    name: str
    japanese: str
    romaji: str
    points: int
    description: str
    mask: int
    min_count: int = 1
    required: int = 0
    excluded: int = 0
    per_extra: int = 0
    group: str | None = None
    blocked_by: tuple[str, ...] = ()
    sake_cup_dual: bool = False
    role: str | None = None
    card_class: str | None = None
    month: bool = False
    needs_other: bool = False

    def __post_init__(self):
        if not isinstance(self.key, str) or not _KEY.match(self.key):
            raise ValueError(f"yaku key {self.key!r}: lowercase words joined by hyphens, e.g. 'moon-viewing'")
        for name in ("points", "min_count", "per_extra"):
            v = getattr(self, name)
            if isinstance(v, bool) or not isinstance(v, int) or v < 0:
                raise ValueError(f"yaku {self.key!r}: {name} must be a whole number >= 0, got {v!r}")
        for name in ("mask", "required", "excluded"):
            v = getattr(self, name)
            if isinstance(v, bool) or not isinstance(v, int) or not 0 <= v <= FULL_DECK:
                raise ValueError(f"yaku {self.key!r}: {name} must be a card bit set")
        if self.required & self.excluded:
            raise ValueError(f"yaku {self.key!r}: {_codes(self.required & self.excluded)} is both "
                             f"required and excluded")
        if self.month:
            if self.min_count > 4 or self.required or self.mask & ~FULL_DECK:
                raise ValueError(f"yaku {self.key!r}: a yaku of the round's month counts its four cards")
        else:
            if self.min_count > self.counted.bit_count():
                raise ValueError(f"yaku {self.key!r} needs {self.min_count} of only "
                                 f"{self.counted.bit_count()} cards: it can never be made")
            if not self.mask and not self.required:
                raise ValueError(f"yaku {self.key!r} names no cards")
        if self.min_count < 1 and not self.required:
            raise ValueError(f"yaku {self.key!r} needs at least one card (min_count >= 1 or required "
                             f"cards): a yaku held with no cards makes no sense")
        if self.role is not None and self.role not in ROLES:
            raise ValueError(f"yaku {self.key!r}: role must be one of {', '.join(ROLES)}, got {self.role!r}")
        if self.card_class is not None and self.card_class not in _CARD_CLASSES:
            raise ValueError(f"yaku {self.key!r}: card_class must be one of {', '.join(_CARD_CLASSES)}")
        if isinstance(self.blocked_by, str) or not all(isinstance(b, str) for b in self.blocked_by):
            raise ValueError(f"yaku {self.key!r}: blocked_by is a tuple of yaku keys")
        if self.key in self.blocked_by:
            raise ValueError(f"yaku {self.key!r} cannot be blocked by itself")

    @property
    def counted(self) -> int:
        """The cards counted towards ``min_count`` (the mask, plus the cup when dual)."""
        return self.mask | (SAKE_CUP if self.sake_cup_dual else 0)

    def value(self, captured: int) -> int:
        """Points this yaku is worth on its own for ``captured`` (0 when not held);
        stacking with other yaku is not applied here."""
        n = (captured & self.counted).bit_count()
        if n < self.min_count or captured & self.required != self.required or captured & self.excluded:
            return 0
        return self.points + self.per_extra * (n - self.min_count)

    def held(self, captured: int) -> bool:
        n = (captured & self.counted).bit_count()
        return n >= self.min_count and captured & self.required == self.required and not captured & self.excluded

    def cards(self, captured: int) -> int:
        """The captured cards that make this yaku."""
        return captured & (self.counted | self.required)

    @property
    def viewing(self) -> bool:
        """A viewing yaku (Moon Viewing, Blossom Viewing): the viewing options apply."""
        return self.role in _VIEWING_ROLES

    @property
    def words(self) -> str:
        """What the yaku needs and is worth, in words, written from its fields
        (the data's ``description`` when it has one)."""
        return self.description or _yaku_words(self)

    @property
    def points_text(self) -> str:
        return f"{self.points}+" if self.per_extra else str(self.points)

    def to_dict(self) -> dict:
        return {
            "key": self.key, "name": self.name, "japanese": self.japanese, "romaji": self.romaji,
            "points": self.points, "points_text": self.points_text, "per_extra": self.per_extra,
            "description": self.description, "cards": _codes(self.counted | self.required).split(),
            "min_count": self.min_count, "required": _codes(self.required).split(),
            "excluded": _codes(self.excluded).split(), "group": self.group,
            "blocked_by": list(self.blocked_by), "sake_cup_dual": self.sake_cup_dual,
            "role": self.role, "month": self.month, "needs_other": self.needs_other,
        }


_CLASS_WORDS = {"lights": "the five lights", "animals": "the animal cards", "ribbons": "the ribbons",
                "chaff": "the chaff cards", "poetry-ribbons": "the three poetry ribbons",
                "blue-ribbons": "the three purple ribbons"}



_CLASS_ONE = {"lights": "light", "animals": "animal card", "ribbons": "ribbon", "chaff": "chaff card",
              "poetry-ribbons": "poetry ribbon", "blue-ribbons": "purple ribbon"}


def _class_of(mask: int) -> str | None:
    for name, m in _CARD_CLASSES.items():
        if mask & ~SAKE_CUP == m & ~SAKE_CUP:
            return name
    return None


def _yaku_words(y: Yaku) -> str:
    """What ``y`` needs, in a learner's words (never typed per yaku)."""
    one = "card"
    if y.month:
        if y.mask:
            m = (y.mask & -y.mask).bit_length() - 1 >> 2
            what = f"All four cards of the round's month (this round: {FLOWERS[m].month_name})"
        else:
            what = "All four cards of the round's month (round 1 is January, round 2 February, and so on)"
    else:
        counted = y.counted
        cls = _class_of(counted)
        if cls:
            one = _CLASS_ONE[cls]
            pool = _CLASS_WORDS[cls]
            if cls == "animals" and not counted & SAKE_CUP:
                pool += " other than the Sake Cup"
            elif y.sake_cup_dual:
                pool += ", the Sake Cup counting as one"
        else:
            pool = _cards_words(counted)
        if y.required and y.required.bit_count() >= y.min_count:
            what = _cards_words(y.required)
            what = what[0].upper() + what[1:]
        elif y.min_count == counted.bit_count():
            what = f"All of {pool}" if cls else pool[0].upper() + pool[1:]
        else:
            what = f"Any {y.min_count} of {pool}"
            if y.required:
                what += f", including {_cards_words(y.required)}"
    if y.excluded:
        what += f", without {_cards_words(y.excluded)}"
    text = what + "."
    if y.per_extra:
        text += f" Each further {one} adds {y.per_extra} point{'s' if y.per_extra != 1 else ''}."
    if y.needs_other:
        text += " Counts only beside another yaku."
    return text


_KEY = re.compile(r"^[a-z0-9]+(?:-[a-z0-9]+)*$")
_YAKU_FIELDS = {"key", "name", "japanese", "romaji", "cards", "count", "required", "excluded", "points",
                "extra", "group", "only_without", "role", "description"}



def _data_cards(value, what: str, where: str) -> int:
    if not isinstance(value, str) or not value.strip():
        raise RulesDataError(f"{where}: '{what}' must be card codes such as '6A 7A 10A'")
    try:
        return _mask(c.index for c in parse_cards(value))
    except NotationError as e:
        raise RulesDataError(f"{where}: '{what}': {e}") from None


def yaku_from_data(data: dict) -> Yaku:
    """A :class:`Yaku` from one entry of the rules data (see :mod:`.rules_data`
    for the fields); raises :class:`RulesDataError` saying which field is wrong."""
    if not isinstance(data, dict):
        raise RulesDataError(f"a yaku is a mapping of fields, not {type(data).__name__}")
    where = f"yaku {data.get('key', '?')!r}"
    unknown = set(data) - _YAKU_FIELDS
    if unknown:
        raise RulesDataError(f"{where}: unknown field {', '.join(sorted(map(str, unknown)))}; the fields are "
                             f"{', '.join(sorted(_YAKU_FIELDS))}")
    for need in ("key", "name", "cards", "points"):
        if need not in data:
            raise RulesDataError(f"{where}: '{need}' is missing")
    cards = data["cards"]
    month = cards == "month"
    card_class = cards if cards in _CARD_CLASSES else None
    if month:
        mask = 0
    elif card_class:
        mask = _CARD_CLASSES[card_class]
    else:
        mask = _data_cards(cards, "cards", where)
    required = data.get("required", 0)
    if required == "all":
        required = mask
    elif required:
        required = _data_cards(required, "required", where)
    excluded = _data_cards(data["excluded"], "excluded", where) if data.get("excluded") else 0
    count = data.get("count", 4 if month else (mask | required).bit_count())
    blocked = data.get("only_without", ())
    if isinstance(blocked, str):
        blocked = tuple(blocked.split())
    try:
        return Yaku(
            data["key"], data["name"], data.get("japanese", ""), data.get("romaji", ""), data["points"],
            data.get("description", ""), mask, count, required, excluded, data.get("extra", 0),
            data.get("group"), tuple(blocked), False, data.get("role"), card_class, month)
    except (TypeError, ValueError) as e:
        raise RulesDataError(str(e)) from None


@dataclass(frozen=True)
class YakuScore:
    """A yaku a player holds, with the points it is worth."""

    yaku: Yaku
    points: int

    @property
    def key(self) -> str:
        return self.yaku.key

    @property
    def name(self) -> str:
        return self.yaku.name

    def to_dict(self, captured: int | None = None) -> dict:
        d = {"key": self.yaku.key, "name": self.yaku.name, "japanese": self.yaku.japanese,
             "romaji": self.yaku.romaji, "points": self.points}
        if captured is not None:
            d["cards"] = _codes(self.yaku.cards(captured)).split()
        return d

    def __repr__(self) -> str:
        return f"YakuScore({self.yaku.key!r}, {self.points})"


def yaku_cards(yaku: Yaku, captured: int) -> list[Card]:
    """The captured cards that make ``yaku`` (for display)."""
    return [CARDS[c] for c in _bits(yaku.cards(captured))]


# -- the catalogue, and the rule options applied to it -----------------------

_CATALOGUE: tuple[Yaku, ...] = tuple(yaku_from_data(d) for d in _DATA.YAKU)
_BY_ROLE = {}


def _animals(cup: str) -> int:
    return ANIMALS if cup in ("both", "animal") else ANIMALS & ~SAKE_CUP


_SPOILER_CARDS = {"none": 0, "rain-man": RAIN_MAN, "willow": MONTH_BITS[RAIN_MAN.bit_length() - 1],
                  "lightning": 1 << LIGHTNING, "rain-man-or-lightning": RAIN_MAN | 1 << LIGHTNING}


def apply_options(base: Sequence[Yaku], o: KoiKoiOptions) -> tuple[Yaku, ...]:
    """The yaku that count under the options ``o``: ``base`` with each yaku
    adjusted by its ``role`` (and its card class, for the Sake Cup), and the
    yaku the options turn off left out.  A yaku without a role is as its
    data says, except for the Sake Cup."""
    roles = {y.role: y.key for y in base if y.role}

    def keys(*rs):
        return tuple(roles[r] for r in rs if r in roles)

    out = []
    for y in base:
        ch: dict = {}
        if y.card_class == "animals":
            ch["mask"] = _animals(o.sake_cup)
        elif y.card_class == "chaff":
            ch["sake_cup_dual"] = o.sake_cup in ("both", "chaff")
        r = y.role
        if r == "five-lights":
            ch["points"] = o.five_lights
        elif r == "four-lights":
            ch["points"] = o.four_lights
        elif r == "rainy-four":
            if not o.rainy_four:
                continue
            ch["points"] = o.rainy_four
        elif r == "three-lights":
            ch["points"] = o.three_lights
            if not o.rainy_four:  # any three lights other than the Rain Man, with it or not
                ch.update(mask=y.mask & ~RAIN_MAN, excluded=y.excluded & ~RAIN_MAN)
        elif r == "tane":
            blocked = tuple(b for b in y.blocked_by if b not in keys("boar-deer-butterflies"))
            ch["blocked_by"] = blocked if o.tane_with_bdb else blocked + keys("boar-deer-butterflies")
        elif r == "boar-deer-butterflies" and o.bdb_extra:
            trio = y.required or y.mask
            ch.update(mask=_animals(o.sake_cup) | trio, required=trio, min_count=trio.bit_count(), per_extra=1)
        elif r in _VIEWING_ROLES:
            if o.viewing_yaku not in ("yes", r.partition("-")[0]):
                continue
            ch.update(excluded=y.excluded | (_SPOILER_CARDS[o.viewing_spoiler] & ~y.required),
                      needs_other=not o.viewing_alone, points=o.viewing_points)
        elif r == "five-scrolls":
            others = keys("poetry-scrolls", "blue-scrolls", "poetry-and-blue")
            blocked = tuple(b for b in y.blocked_by if b not in others)
            ch["blocked_by"] = blocked if o.scrolls_stack else blocked + others
        elif r in ("poetry-scrolls", "blue-scrolls", "poetry-and-blue"):
            if r == "poetry-and-blue" and o.red_and_blue == "none":
                continue
            ch.update(per_extra=1 if o.ribbon_extra else 0,
                      group="red-blue-scrolls" if o.red_and_blue == "instead" else None)
        elif r == "cards-of-the-month":
            if not o.monthly_cards:
                continue
            ch["points"] = o.monthly_cards
        out.append(replace(y, **ch) if ch else y)
    return tuple(out)


def _month_yaku(y: Yaku, round_no: int) -> Yaku:
    month = (round_no - 1) % 12
    return replace(y, mask=MONTH_BITS[4 * month])


# -- the yaku of the first version of the Nintendo preset (kept so that matches saved with it
#    still open; it is no longer offered) ------------------------------------

_LIGHT_GROUP = "lights"
_BY_KEY = {y.key: y for y in _CATALOGUE}
_TANE, _KASU = _BY_KEY["tane"], _BY_KEY["kasu"]

_OLD_NINTENDO_YAKU: tuple[Yaku, ...] = (
    Yaku("goko", "Gokō (Five Brights)", "五光", "gokō", 10,
         "All five brights.", LIGHTS, 5, group=_LIGHT_GROUP),
    Yaku("shiko", "Shikō (Four Brights)", "四光", "shikō", 8,
         "The four brights other than the Rain Man.", LIGHTS, 4, excluded=RAIN_MAN,
         group=_LIGHT_GROUP),
    Yaku("ame-shiko", "Ame-Shikō (Rainy Four Brights)", "雨四光", "ame-shikō", 7,
         "Four brights, the Rain Man among them.", LIGHTS, 4, required=RAIN_MAN,
         group=_LIGHT_GROUP),
    Yaku("sanko", "Sankō (Three Brights)", "三光", "sankō", 5,
         "Three brights, none of them the Rain Man.", LIGHTS, 3, excluded=RAIN_MAN,
         group=_LIGHT_GROUP),
    Yaku("inoshikacho", "Inoshikachō (Boar, Deer, Butterflies)", "猪鹿蝶", "ino-shika-chō", 5,
         "The Boar, the Deer and the Butterflies.",
         BOAR_DEER_BUTTERFLIES, 3, required=BOAR_DEER_BUTTERFLIES),
    Yaku("akatan", "Akatan (Red Poetry Ribbons)", "赤短", "akatan", 5,
         "The three red ribbons with writing.", POETRY_RIBBONS, 3, required=POETRY_RIBBONS),
    Yaku("aotan", "Aotan (Blue Ribbons)", "青短", "aotan", 5,
         "The three blue ribbons.", BLUE_RIBBONS, 3, required=BLUE_RIBBONS),
    _TANE,
    Yaku("tan", "Tan (Ribbons)", "タン", "tan", 1,
         "Any five ribbons; each further ribbon adds 1 point.", RIBBONS, 5, per_extra=1),
    _KASU,
    Yaku("tsukimi-zake", "Tsukimi-zake (Moon Viewing)", "月見酒", "tsukimi-zake", 5,
         "The Moon and the Sake Cup.", MOON | SAKE_CUP, 2, required=MOON | SAKE_CUP,
         role="moon-viewing"),
    Yaku("hanami-zake", "Hanami-zake (Blossom Viewing)", "花見酒", "hanami-zake", 5,
         "The Curtain and the Sake Cup.", CURTAIN | SAKE_CUP, 2, required=CURTAIN | SAKE_CUP,
         role="blossom-viewing"),
)

# ---------------------------------------------------------------------------
# Presets


@dataclass(frozen=True)
class Preset:
    """A named rule set: its yaku, dealt hands and option values, where they
    come from (``source``), which options its source leaves open
    (``unstated``: the values are this site's) and why some values were
    chosen (``notes``).  A ``retired`` preset still reads (old saved
    matches) but is not offered."""

    key: str
    name: str
    description: str
    source: str
    yaku: tuple[Yaku, ...]
    dealt_hands: tuple[DealtHand, ...]
    options: KoiKoiOptions
    short: str = ""
    unstated: tuple[str, ...] = ()
    notes: tuple[tuple[str, str], ...] = ()
    retired: bool = False

    def to_dict(self) -> dict:
        return {
            "key": self.key, "name": self.name, "short": self.short or self.name,
            "description": self.description, "source": self.source,
            "yaku": [y.to_dict() for y in self.yaku],
            "dealt_hands": [d.to_dict() for d in self.dealt_hands],
            "options": {f.name: getattr(self.options, f.name) for f in fields(self.options)},
            "unstated": list(self.unstated), "notes": dict(self.notes), "retired": self.retired,
        }


_DEALT_CATALOG: dict[str, DealtHand] = {d.key: d for d in (FOUR_OF_A_MONTH, FOUR_PAIRS)}
_PRESET_FIELDS = {"key", "name", "short", "description", "source", "yaku", "dealt_hands", "options",
                  "unstated", "notes"}


def preset_from_data(data: dict, catalogue: Sequence[Yaku] = _CATALOGUE) -> Preset:
    """A :class:`Preset` from one entry of the rules data; raises
    :class:`RulesDataError` saying what is wrong."""
    if not isinstance(data, dict):
        raise RulesDataError(f"a preset is a mapping of fields, not {type(data).__name__}")
    where = f"preset {data.get('key', '?')!r}"
    unknown = set(data) - _PRESET_FIELDS
    if unknown:
        raise RulesDataError(f"{where}: unknown field {', '.join(sorted(map(str, unknown)))}")
    by_key = {y.key: y for y in catalogue}
    yaku = []
    for entry in data.get("yaku", [y.key for y in catalogue]):
        ref = entry if isinstance(entry, str) else entry.get("key") if isinstance(entry, dict) else None
        if ref not in by_key:
            raise RulesDataError(f"{where}: unknown yaku {ref!r}; known: {', '.join(by_key)}")
        y = by_key[ref]
        if isinstance(entry, dict):
            changes = {k: v for k, v in entry.items() if k != "key"}
            bad = set(changes) - {"points", "name"}
            if bad:
                raise RulesDataError(f"{where}: yaku {ref!r}: only points and name can be changed here")
            try:
                y = replace(y, **changes)
            except (TypeError, ValueError) as e:
                raise RulesDataError(f"{where}: {e}") from None
        yaku.append(y)
    dealt = []
    for k in data.get("dealt_hands", []):
        if k not in _DEALT_CATALOG:
            raise RulesDataError(f"{where}: unknown dealt hand {k!r}; known: {', '.join(_DEALT_CATALOG)}")
        dealt.append(_DEALT_CATALOG[k])
    try:
        options = replace(_DEFAULT_OPTIONS, **data.get("options", {}))
    except (TypeError, ValueError) as e:
        raise RulesDataError(f"{where}: options: {e}") from None
    names = {f.name for f in fields(KoiKoiOptions)}
    for k in list(data.get("unstated", ())) + list(data.get("notes", {})):
        if k not in names:
            raise RulesDataError(f"{where}: {k!r} is not an option")
    for need in ("key", "name", "description", "source"):
        if not isinstance(data.get(need), str) or not data[need].strip():
            raise RulesDataError(f"{where}: '{need}' must be a text")
    if not _KEY.match(data["key"]):
        raise RulesDataError(f"{where}: the key is lowercase words joined by hyphens")
    return Preset(data["key"], data["name"], data["description"], data["source"], tuple(yaku), tuple(dealt),
                  options, data.get("short", ""), tuple(data.get("unstated", ())),
                  tuple(data.get("notes", {}).items()))


PRESETS: dict[str, Preset] = {}
"""The presets offered, in order (the first is the default); from :data:`.rules_data.PRESETS`."""
for _d in _DATA.PRESETS:
    _p = preset_from_data(_d)
    if _p.key in PRESETS:  # pragma: no cover - a data error
        raise RulesDataError(f"two presets share the key {_p.key!r}")
    PRESETS[_p.key] = _p
SEED = PRESETS["seed"]

OLD_NINTENDO = Preset(
    "nintendo", "Nintendo / standard Japanese scoring (this site's first version)",
    "The Nintendo scoring as this site first wrote it: Gokō 10, Shikō 8, Ame-Shikō 7, Sankō 5, "
    "Inoshikachō, Akatan and Aotan 5, Tane, Tan and Kasu 1 point and 1 more per card, the two viewing "
    "yaku 5, every yaku stacking except the brights, koi-koi callable again after each new yaku.",
    "Written from memory of summaries of Nintendo's rules, not checked against a source; replaced by "
    "the preset \"Nintendo's printed rules\". Kept so that matches saved with it still open.",
    _OLD_NINTENDO_YAKU, (FOUR_OF_A_MONTH, FOUR_PAIRS),
    KoiKoiOptions(multiple_koikoi=True, caller_second_yaku="choose-again", growing_yaku=True),
    short="Nintendo (first version)", retired=True,
)
"""The first Nintendo preset (retired: it reads, it is not offered)."""
NINTENDO = PRESETS["nintendo-leaflet"]
_ALL_PRESETS: dict[str, Preset] = {**PRESETS, OLD_NINTENDO.key: OLD_NINTENDO}

YAKU_CATALOG: dict[str, Yaku] = {}
"""Every yaku of the catalogue and of the retired preset, by key (a key names one definition)."""
for _y in _CATALOGUE + _OLD_NINTENDO_YAKU:
    if YAKU_CATALOG.setdefault(_y.key, _y) != _y:  # pragma: no cover - a data error
        raise RulesDataError(f"two different yaku share the key {_y.key!r}")
for _p in PRESETS.values():
    for _y in _p.yaku:
        if _y.role and _BY_ROLE.setdefault(_y.role, _y.key) != _y.key:  # pragma: no cover
            raise RulesDataError(f"preset {_p.key!r}: two yaku keys for the role {_y.role!r}")

# ---------------------------------------------------------------------------
# Rules and the compiled yaku evaluator

_MAX_TABLE_BITS = 10  # a unit keyed by its card subset has at most 2**10 entries
_POINT_BITS = 16  # a signature is points | (held-yaku bits << 16)
_POINT_MASK = (1 << _POINT_BITS) - 1


def _resolve(members: Sequence[Yaku], captured: int) -> tuple[YakuScore, ...]:
    """The yaku of ``members`` held with ``captured``, stacking rules applied.

    The direct evaluation from the definitions: the compiled tables are built
    from it, and the tests compare the two."""
    held = [(y, y.value(captured)) for y in members if y.held(captured)]
    if not held:
        return ()
    keys = {y.key for y, _ in held}
    held = [(y, v) for y, v in held if not any(b in keys for b in y.blocked_by)]
    held = ha.best_exclusive(held, lambda h: h[0].group, lambda h: h[1])
    return tuple(YakuScore(y, v) for y, v in held)


class _Unit:
    """Yaku evaluated together: a stacking group (with the yaku that block or
    are blocked by its members), or several small ones merged.  ``count``
    units depend only on how many cards of ``keymask`` are held."""

    __slots__ = ("members", "keymask", "count")

    def __init__(self, members: list[Yaku], keymask: int, count: bool):
        self.members = members
        self.keymask = keymask
        self.count = count


def _units(active: Sequence[Yaku]) -> list[_Unit]:
    index = {y.key: i for i, y in enumerate(active)}
    parent = list(range(len(active)))

    def find(i):
        while parent[i] != i:
            parent[i] = parent[parent[i]]
            i = parent[i]
        return i

    def union(i, j):
        parent[find(i)] = find(j)

    by_group: dict[str, int] = {}
    for i, y in enumerate(active):
        if y.group is not None:
            if y.group in by_group:
                union(i, by_group[y.group])
            else:
                by_group[y.group] = i
        for b in y.blocked_by:
            if b in index:
                union(i, index[b])
    comps: dict[int, list[Yaku]] = {}
    for i, y in enumerate(active):
        comps.setdefault(find(i), []).append(y)
    units: list[_Unit] = []
    for members in comps.values():
        key = 0
        for y in members:
            key |= y.counted | y.required | y.excluded
        pure = all(not y.required and not y.excluded for y in members)
        same = len({y.counted for y in members}) == 1
        units.append(_Unit(members, key, pure and same))
    # merge small subset units, then count units over the same cards
    merged: list[_Unit] = []
    for u in units:
        if u.count:
            for m in merged:
                if m.count and m.keymask == u.keymask:
                    m.members.extend(u.members)
                    break
            else:
                merged.append(u)
            continue
        for m in merged:
            if not m.count and (m.keymask | u.keymask).bit_count() <= _MAX_TABLE_BITS:
                m.members.extend(u.members)
                m.keymask |= u.keymask
                break
        else:
            merged.append(u)
    order = {y.key: i for i, y in enumerate(active)}
    for m in merged:
        m.members.sort(key=lambda y: order[y.key])
    merged.sort(key=lambda m: order[m.members[0].key])
    return merged


def _submasks(mask: int) -> Iterator[int]:
    sub = mask
    while True:
        yield sub
        if sub == 0:
            return
        sub = (sub - 1) & mask


class _Compiled:
    """Per-rules look-up tables and the three straight-line evaluation functions."""

    __slots__ = ("yaku_of", "score_of", "signature", "units", "bit_of", "needs_other")

    def __init__(self, active: Sequence[Yaku]):
        self.units = _units(active)
        self.bit_of = {y.key: 1 << i for i, y in enumerate(active)}
        if sum(y.points + y.per_extra * 48 for y in active) > _POINT_MASK:
            raise ValueError("yaku points are too large")
        env: dict = {}
        y_terms, p_terms, s_terms = [], [], []
        for i, u in enumerate(self.units):
            ytab: dict | list
            if u.count:
                n = u.keymask.bit_count()
                low = _bits(u.keymask)
                ytab, ptab, stab = [], [], []
                for k in range(n + 1):
                    m = _mask(low[:k])
                    r = _resolve(u.members, m)
                    ytab.append(r)
                    ptab.append(sum(s.points for s in r))
                    stab.append(ptab[-1] | (self._keybits(r) << _POINT_BITS))
                look = f"[(m & {u.keymask:#x}).bit_count()]"
            else:
                ytab, ptab, stab = {}, {}, {}
                for sub in _submasks(u.keymask):
                    r = _resolve(u.members, sub)
                    ytab[sub] = r
                    ptab[sub] = sum(s.points for s in r)
                    stab[sub] = ptab[sub] | (self._keybits(r) << _POINT_BITS)
                look = f"[m & {u.keymask:#x}]"
            env[f"Y{i}"], env[f"P{i}"], env[f"S{i}"] = ytab, ptab, stab
            y_terms.append(f"*Y{i}{look}")
            p_terms.append(f"P{i}{look}")
            s_terms.append(f"S{i}{look}")
        # Yaku that count only beside another one (needs_other): when no other
        # yaku is held, every held yaku is one of them, and none counts.
        others = sum(self.bit_of[y.key] for y in active if not y.needs_other) << _POINT_BITS
        self.needs_other = others != sum(self.bit_of.values()) << _POINT_BITS
        sig = " + ".join(s_terms) or "0"
        if not self.needs_other:
            src = (
                f"def yaku_of(m):\n    return [{', '.join(y_terms)}]\n"
                f"def score_of(m):\n    return {' + '.join(p_terms) or '0'}\n"
                f"def signature(m):\n    return {sig}\n"
            )
        else:
            src = (
                f"def signature(m):\n    s = {sig}\n    return s if s & {others:#x} else 0\n"
                f"def yaku_of(m):\n    return [{', '.join(y_terms)}] if ({sig}) & {others:#x} else []\n"
                f"def score_of(m):\n    return signature(m) & {_POINT_MASK:#x}\n"
            )
        exec(compile(src, "<koikoi yaku tables>", "exec"), env)  # noqa: S102 - generated from integers only
        self.yaku_of = env["yaku_of"]
        self.score_of = env["score_of"]
        self.signature = env["signature"]

    def _keybits(self, scores: Iterable[YakuScore]) -> int:
        b = 0
        for s in scores:
            b |= self.bit_of[s.yaku.key]
        return b


_OPTION_FIELDS = {f.name for f in fields(KoiKoiOptions)}
_COMPILED: dict[tuple[Yaku, ...], _Compiled] = {}  # rules with the same active yaku share tables
_RULES_BY_TEXT: dict[str, "KoiKoiRules"] = {}


class KoiKoiRules:
    """A complete Koi-Koi rule set: a preset, option values and the yaku.

    ``KoiKoiRules()`` is the ``seed`` preset; ``KoiKoiRules("modern")``
    another preset; options override the preset's
    (``KoiKoiRules("seed", viewing_yaku="none", rounds=6)``); ``yaku=``
    replaces the preset's yaku list (:class:`Yaku` objects, keys of
    :data:`YAKU_CATALOG`, or yaku written as data: see :mod:`.rules_data`),
    ``dealt_hands=`` its dealt hands.  ``name`` labels a custom rule set.

    ``all_yaku`` is the yaku list before the options; ``yaku`` the yaku
    that count under the options (:func:`apply_options`), Cards of the Month
    taken as January's.  :meth:`for_round` gives the rules of another round
    (the same rules, Cards of the Month for that round's month).

    Immutable and hashable.  The yaku evaluator is compiled on first use:
    :meth:`yaku_of` (the held yaku, stacking applied), :meth:`score_of` (their
    points, the fast path) and :meth:`signature` (points and which yaku, for
    the engine).
    """

    round_no = 1

    def __init__(self, preset: str | Preset = "seed", *, yaku: Sequence[Yaku | str | dict] | None = None,
                 dealt_hands: Sequence[DealtHand | str] | None = None, name: str | None = None,
                 options: KoiKoiOptions | None = None, **overrides):
        if isinstance(preset, str):
            if preset not in _ALL_PRESETS:
                raise OptionError(f"unknown preset {preset!r}; the presets are {', '.join(PRESETS)}")
            preset = _ALL_PRESETS[preset]
        if not isinstance(preset, Preset):
            raise OptionError("preset must be a preset key or a Preset")
        unknown = set(overrides) - _OPTION_FIELDS
        if unknown:
            raise OptionError(f"unknown option {', '.join(sorted(unknown))}; the options are "
                             f"{', '.join(sorted(_OPTION_FIELDS))}")
        base = options if options is not None else preset.options
        self.preset = preset
        self.options = replace(base, **overrides) if overrides else base
        self.all_yaku: tuple[Yaku, ...] = preset.yaku if yaku is None else tuple(
            self._yaku_ref(y) for y in yaku)
        keys = [y.key for y in self.all_yaku]
        if len(set(keys)) != len(keys):
            raise OptionError("a yaku key appears twice in the rules")
        self.all_dealt_hands: tuple[DealtHand, ...] = preset.dealt_hands if dealt_hands is None else tuple(
            self._lookup(d, _DEALT_CATALOG, DealtHand, "dealt hand") for d in dealt_hands)
        self.custom = self.all_yaku != preset.yaku or self.all_dealt_hands != preset.dealt_hands
        self.name = name or (preset.key if not self.custom else "custom")
        opts = self.options
        self.dealt_hands: tuple[DealtHand, ...] = self.all_dealt_hands if opts.dealt_hand_rule == "score" else ()
        """The dealt hands that score (none unless the option says they score)."""
        self.redeal_hands: tuple[DealtHand, ...] = self.all_dealt_hands if opts.dealt_hand_rule == "redeal" else ()
        """The dealt hands that make a deal void (the option "dealt again")."""
        self._template = apply_options(self.all_yaku, opts)
        self.monthly = any(y.month for y in self._template)
        self.yaku: tuple[Yaku, ...] = self._resolved(1)
        self._compiled: _Compiled | None = None
        self._rounds: dict[int, KoiKoiRules] = {}
        self._viewing: tuple[tuple[int, int], ...] | None = None

    def _resolved(self, round_no: int) -> tuple[Yaku, ...]:
        if not self.monthly:
            return self._template
        return tuple(_month_yaku(y, round_no) if y.month else y for y in self._template)

    @staticmethod
    def _yaku_ref(ref) -> Yaku:
        if isinstance(ref, dict):
            try:
                return yaku_from_data(ref)
            except RulesDataError as e:
                raise OptionError(str(e)) from None
        return KoiKoiRules._lookup(ref, YAKU_CATALOG, Yaku, "yaku")

    @staticmethod
    def _lookup(ref, catalog, cls, what):
        if isinstance(ref, cls):
            return ref
        if isinstance(ref, str) and ref in catalog:
            return catalog[ref]
        raise OptionError(f"unknown {what} {ref!r}; known: {', '.join(catalog)}")

    def for_round(self, round_no: int) -> "KoiKoiRules":
        """These rules in round ``round_no`` (Cards of the Month is that
        month's four cards: round 1 January, round 13 January again).
        Without a yaku of the round's month, the rules themselves."""
        month = (round_no - 1) % 12
        if not self.monthly or month == self.round_no - 1:
            return self
        r = self._rounds.get(month)
        if r is None:
            r = object.__new__(KoiKoiRules)
            r.__dict__.update({k: v for k, v in self.__dict__.items()
                               if k not in ("yaku_of", "score_of", "signature")})
            r.yaku = self._resolved(round_no)
            r.round_no = month + 1
            r._compiled = None
            self._rounds[month] = r
        return r

    # -- identity ------------------------------------------------------------

    def _key(self) -> tuple:
        return (self.preset.key, self.all_yaku, tuple(d.key for d in self.all_dealt_hands),
                tuple(d.points for d in self.all_dealt_hands), self.options)

    def __eq__(self, other) -> bool:
        if not isinstance(other, KoiKoiRules):
            return NotImplemented
        return self._key() == other._key()

    def __hash__(self) -> int:
        return hash(self._key())

    def __repr__(self) -> str:
        return f"KoiKoiRules({self.to_text()!r})"

    # -- evaluation ----------------------------------------------------------

    def _compile(self) -> _Compiled:
        c = self._compiled
        if c is None:
            c = _COMPILED.get(self.yaku)
            if c is None:
                c = _COMPILED[self.yaku] = _Compiled(self.yaku)
            self._compiled = c
            # later calls go straight to the compiled functions
            self.yaku_of = c.yaku_of
            self.score_of = c.score_of
            self.signature = c.signature
        return c

    def yaku_of(self, captured: int) -> list[YakuScore]:
        """The yaku held with the captured cards ``captured`` (a bit set), stacking applied."""
        return self._compile().yaku_of(captured)

    def score_of(self, captured: int) -> int:
        """The total points of :meth:`yaku_of` (no doubling) — the fast path."""
        return self._compile().score_of(captured)

    def signature(self, captured: int) -> int:
        """``points | (held-yaku bits << 16)``: what the engine compares to
        tell a new yaku (bit ``i`` is ``self.yaku[i]``)."""
        return self._compile().signature(captured)

    def yaku_bit(self, key: str) -> int:
        return self._compile().bit_of[key]

    def reference_yaku_of(self, captured: int) -> list[YakuScore]:
        """:meth:`yaku_of` evaluated directly from the definitions (slow; for tests)."""
        out: list[YakuScore] = []
        for u in self._compile().units:
            out.extend(_resolve(u.members, captured))
        if out and all(s.yaku.needs_other for s in out):
            return []
        return out

    def dealt_hands_of(self, hand: int) -> list[DealtHand]:
        """The dealt hands that score, held by an opening hand."""
        return ha.dealt_hands_of(hand, self.dealt_hands)

    def voids_deal(self, hands: Iterable[int]) -> bool:
        """Whether a dealt hand makes the deal void (the option "dealt again")."""
        red = self.redeal_hands
        return bool(red) and any(d.test(h) for h in hands for d in red)

    def multiplied(self, base: int, opponent_calls: int | bool = 0, own_calls: int = 0
                   ) -> tuple[int, tuple["Multiplier", ...]]:
        """A yaku total ``base`` with the bonus and the multipliers of a win
        (see :meth:`KoiKoiOptions.win_points`)."""
        _, total, mults = self.options.win_points(base, own_calls, int(opponent_calls))
        return total, mults

    def viewing_bonus(self, scores: Iterable[YakuScore], own_calls: int) -> list[YakuScore]:
        """``scores`` with the viewing yaku at their value after one's own
        koi-koi (the option), when ``own_calls``."""
        x = self.options.viewing_after_koikoi
        if not own_calls or not x:
            return list(scores)
        return [YakuScore(s.yaku, x) if s.yaku.viewing and s.points < x else s for s in scores]

    def win_total(self, signature: int, own_calls: int, opponent_calls: int) -> int:
        """What a winner scores with this yaku ``signature`` (the fast path of
        :func:`score_breakdown`)."""
        base = signature & _POINT_MASK
        if own_calls and self.options.viewing_after_koikoi:
            v = self._viewing
            if v is None:
                x = self.options.viewing_after_koikoi
                bits = self._compile().bit_of
                v = self._viewing = tuple((bits[y.key] << _POINT_BITS, x - y.points)
                                          for y in self.yaku if y.viewing and y.points < x)
            for b, extra in v:
                if signature & b:
                    base += extra
        return self.options.win_points(base, own_calls, opponent_calls)[1]

    # -- text ----------------------------------------------------------------

    def to_text(self) -> str:
        """``preset[,option=value...][,yaku=k1/k2...][,dealt=k1/k2]``, e.g.
        ``seed``, ``seed,viewing=none,rounds=6``, ``modern,five-lights=10``.

        A yaku list is written by its keys when they are all in
        :data:`YAKU_CATALOG`; custom yaku objects cannot be written and
        :meth:`from_text` then needs the rules object.
        """
        text = self.__dict__.get("_text")
        if text is None:  # the rules never change: written once (positions write it often)
            text = self.__dict__["_text"] = self._write_text()
        return text

    def _write_text(self) -> str:
        parts = [self.preset.key]
        o = self.options.to_text(self.preset.options)
        if o != "-":
            parts.append(o)
        if self.all_yaku != self.preset.yaku:
            parts.append("yaku=" + ("/".join(y.key for y in self.all_yaku) or "-"))
        if self.all_dealt_hands != self.preset.dealt_hands:
            parts.append("dealt=" + ("/".join(d.key for d in self.all_dealt_hands) or "-"))
        return ",".join(parts)

    def words(self) -> str:
        """The rules in words for a learner: the preset's name, and the
        options that differ from it ("Nintendo's printed rules (Five Lights
        are worth: 15 points)")."""
        changed = self.options.words(self.preset.options)
        text = self.preset.name + (f" ({changed})" if changed else "")
        if self.custom:
            text += ", with other yaku"
        return text

    @property
    def writable(self) -> bool:
        """True when :meth:`to_text` fully describes these rules."""
        return ((self.all_yaku == self.preset.yaku or all(YAKU_CATALOG.get(y.key) == y for y in self.all_yaku))
                and all(_DEALT_CATALOG.get(d.key) == d for d in self.all_dealt_hands))

    @classmethod
    def from_text(cls, text: str) -> "KoiKoiRules":
        """Read :meth:`to_text`; equal texts give the same (cached) object."""
        if not isinstance(text, str):
            raise OptionError(f"rules are a text such as 'seed,rounds=6', not {type(text).__name__}")
        if len(text) > MAX_OPTIONS_TEXT:
            raise OptionError("the rules text is too long")
        text = text.strip()
        cached = _RULES_BY_TEXT.get(text)
        if cached is not None:
            return cached
        rules = cls._from_text(text)
        if len(_RULES_BY_TEXT) < 256:
            _RULES_BY_TEXT[text] = rules
        return rules

    @classmethod
    def _from_text(cls, text: str) -> "KoiKoiRules":
        if not text:
            raise OptionError(f"empty rules: write a preset name such as {', '.join(PRESETS)}")
        head, _, rest = text.partition(",")
        head = head.strip()
        if head not in _ALL_PRESETS:
            raise OptionError(f"unknown preset {head!r}; the presets are {', '.join(PRESETS)}")
        yaku = dealt = None
        opt_parts = []
        for part in rest.split(",") if rest else []:
            code, _, raw = part.strip().partition("=")
            if code.strip() == "yaku":
                yaku = [] if raw.strip() == "-" else [k.strip() for k in raw.split("/")]
            elif code.strip() == "dealt":
                dealt = [] if raw.strip() == "-" else [k.strip() for k in raw.split("/")]
            else:
                opt_parts.append(part)
        overrides = KoiKoiOptions.parse_overrides(",".join(opt_parts))
        try:
            return cls(head, yaku=yaku, dealt_hands=dealt, **overrides)
        except OptionError:
            raise
        except (TypeError, ValueError) as e:
            raise OptionError(str(e)) from None

    def describe(self) -> dict:
        """The rules as data for a page: preset, source, options, yaku table, dealt hands."""
        return {
            "preset": self.preset.key, "name": self.name, "source": self.preset.source,
            "text": self.to_text(), "words": self.words(),
            "options": {f.name: getattr(self.options, f.name) for f in fields(self.options)},
            "yaku": [y.to_dict() for y in self.yaku],
            "dealt_hands": [d.to_dict() for d in self.dealt_hands],
        }


DEFAULT_RULES = KoiKoiRules()


def yaku_of(captured: int | str | Iterable, rules: KoiKoiRules = DEFAULT_RULES) -> list[YakuScore]:
    """The yaku held with ``captured`` (a bit set, a card-list text or cards)."""
    m = captured if type(captured) is int else _to_mask(captured)
    return rules.yaku_of(m)


def score_of(captured: int, rules: KoiKoiRules = DEFAULT_RULES) -> int:
    """Total yaku points of ``captured`` (a bit set), without doubling: the fast path."""
    return rules.score_of(captured)


# ---------------------------------------------------------------------------
# Scoring


@dataclass(frozen=True)
class Multiplier:
    key: str  # 'seven-plus' | 'koikoi'
    factor: int
    reason: str

    def to_dict(self) -> dict:
        return {"key": self.key, "factor": self.factor, "reason": self.reason}


@dataclass(frozen=True)
class ScoreBreakdown:
    """How a player's round score is made: the yaku with their points, the
    base total (the yaku), the bonus points for the player's own koi-koi
    calls, the multipliers applied in order, and the total."""

    player: int
    captured: int
    yaku: tuple[YakuScore, ...]
    base: int
    multipliers: tuple[Multiplier, ...]
    total: int
    bonus: int = 0

    def explain(self) -> str:
        if not self.yaku:
            return f"Player {self.player + 1} has no yaku."
        text = " + ".join(f"{s.yaku.name} {s.points}" for s in self.yaku)
        if self.bonus:
            text += f" + {self.bonus} for koi-koi call{'s' if self.bonus != 1 else ''}"
        if len(self.yaku) > 1 or self.bonus:
            text += f" = {self.base + self.bonus}"
        for m in self.multipliers:
            text += f", ×{m.factor} ({m.reason})"
        if self.multipliers:
            text += f" = {self.total}"
        return text

    def to_dict(self) -> dict:
        return {
            "player": self.player,
            "yaku": [s.to_dict(self.captured) for s in self.yaku],
            "base": self.base,
            "bonus": self.bonus,
            "multipliers": [m.to_dict() for m in self.multipliers],
            "total": self.total,
            "explanation": self.explain(),
        }


def score_breakdown(captured: int, rules: KoiKoiRules = DEFAULT_RULES, opponent_called: bool | int = False,
                    player: int = 0, own_calls: int = 0) -> ScoreBreakdown:
    """The score of a winning player with ``captured``: all their yaku (a
    viewing yaku at its value after one's own koi-koi when ``own_calls`` and
    the option says so), the bonus for their own calls, the doubling at 7
    points and the koi-koi multipliers (``opponent_called``: the opponent's
    calls, or True for one).  ``rules`` are the round's
    (:meth:`KoiKoiRules.for_round`)."""
    order = {y.key: i for i, y in enumerate(rules.yaku)}
    ys = tuple(rules.viewing_bonus(sorted(rules.yaku_of(captured), key=lambda s: order[s.yaku.key]),
                                   own_calls))
    base = sum(s.points for s in ys)
    bonus, total, mults = rules.options.win_points(base, own_calls, int(opponent_called))
    return ScoreBreakdown(player, captured, ys, base, mults, total, bonus)


# ---------------------------------------------------------------------------
# Actions


class Action(ha.CaptureAction):
    """One action.

    ``kind``: ``"play"`` (play ``card`` from the hand; ``target`` names the
    field card it captures when there is a choice), ``"draw"`` (``target``:
    the field card the card turned up from the draw pile captures, when it
    matches two), ``"stop"`` or ``"koikoi"``.  Text forms: ``3R``,
    ``3R>3C1``, ``draw>8A``, ``stop``, ``koikoi``.
    """

    __slots__ = ()

    @staticmethod
    def play(card: int | str | Card, target: int | str | Card | None = None) -> "Action":
        c = _index(card)
        if target is None:
            return _PLAY_ACTIONS[c]
        return _play_target(c, _index(target))

    @staticmethod
    def draw(target: int | str | Card | None) -> "Action":
        return _DRAW_ANY if target is None else _DRAW_ACTIONS[_index(target)]

    @staticmethod
    def parse(text: "str | Action") -> "Action":
        """Read ``3R``, ``3R>3C1``, ``moon>8C1``, ``draw>8A``, ``stop`` or ``koikoi``."""
        if isinstance(text, Action):
            return text
        if not isinstance(text, str):
            raise NotationError(f"expected an action text, got {type(text).__name__}")
        t = text.strip()
        low = t.lower()
        if low == "stop":
            return STOP
        if low in ("koikoi", "koi-koi"):
            return KOIKOI
        head, sep, tail = t.partition(">")
        try:
            if head.strip().lower() == "draw":
                if not sep:
                    return _DRAW_ANY
                return Action.draw(parse_card(tail))
            card = parse_card(head)
            return Action.play(card, parse_card(tail) if sep else None)
        except NotationError as e:
            raise NotationError(
                f"not an action: {text!r}. Write a card to play (3R), a card and the field card it "
                f"captures (3R>3C1), draw>CARD for the drawn card's target, 'stop' or 'koikoi' — "
                f"{e.reason}", e.token) from None


_TABLE = ha.PlayTable(Action)
_TABLE.month_targets()
for _t in range(48):
    if _t != LIGHTNING:
        _TABLE.play_target(LIGHTNING, _t)
_PLAY_ACTIONS = _TABLE.play
_DRAW_ACTIONS = _TABLE.draw
_DRAW_ANY = _TABLE.draw_any
_play_target = _TABLE.play_target
_PLAYS = _TABLE.plays
"""_PLAYS[c][nibble]: the legal plays of hand card c (without the wild Lightning)."""

STOP = Action("stop")
KOIKOI = Action("koikoi")
_LIGHTNING_BIT = 1 << LIGHTNING

# ---------------------------------------------------------------------------
# Outcomes and errors


@dataclass(frozen=True)
class RoundOutcome(ha.CaptureOutcome):
    """The end of a round.

    ``reason``: ``"stop"`` (the winner stopped after a yaku), ``"yaku"`` (the
    round ended on the winner's yaku by itself: after a koi-koi, or on the
    last turn), ``"dealt-hand"`` (a dealt hand at the deal) or
    ``"exhausted"`` (the cards ran out: no points, or the dealer's
    privilege to the dealer, the winner then).  ``points`` are what each
    player scores this round; ``settlement`` the same as zero-sum balance
    changes; ``scores`` the game scores after the round.  ``breakdown`` shows
    the winner's yaku and multipliers (for ``stop``/``yaku``).
    """

    reason: str
    winner: int | None
    points: tuple[int, int]
    scores: tuple[int, int]
    next_dealer: int
    breakdown: ScoreBreakdown | None = None
    dealt: tuple[tuple[str, ...], tuple[str, ...]] = ((), ())
    calls: tuple[int, int] = (0, 0)
    last_turn: bool = False
    final: bool = False  # the last round of the match

    @property
    def winners(self) -> tuple[int, ...]:
        return () if self.winner is None else (self.winner,)

    @property
    def match_over(self) -> bool:
        return self.final

    @property
    def settlement(self) -> list[int]:
        return ha.settle(self.points)

    def explain(self) -> str:
        if self.reason == "exhausted":
            if self.winner is not None:
                text = (f"The cards ran out and nobody won with a yaku: the dealer, player {self.winner + 1}, "
                        f"scores {self.points[self.winner]} (the dealer's privilege).")
            else:
                text = "The cards ran out and nobody won with a yaku: no points this round."
            callers = [p for p in (0, 1) if self.calls[p]]
            if callers:
                text += " " + " and ".join(f"Player {p + 1}" for p in callers) + \
                        " called koi-koi but made no further yaku."
            return text
        if self.reason == "dealt-hand":
            parts = []
            for p in (0, 1):
                if self.dealt[p]:
                    names = " and ".join(_DEALT_CATALOG[k].name if k in _DEALT_CATALOG else k
                                         for k in self.dealt[p])
                    parts.append(f"player {p + 1} was dealt {names} ({self.points[p]} points)")
            text = "; ".join(parts)
            return text[0].upper() + text[1:] + ": the round is over."
        w = self.winner
        b = self.breakdown
        if self.reason == "stop":
            head = f"Player {w + 1} stops"
        elif self.calls[1 - w] and not self.calls[w]:
            head = f"Player {w + 1} made a yaku after player {2 - w}'s koi-koi"
        elif self.calls[w]:
            head = f"Player {w + 1}, who called koi-koi, made another yaku"
        else:
            head = f"Player {w + 1} made a yaku on the last turn"
        text = f"{head}: {b.explain()}. Player {w + 1} scores {self.points[w]}"
        if self.calls[1 - w]:
            return text + f"; player {2 - w}, who called koi-koi, scores nothing."
        return text + "."

    def to_dict(self) -> dict:
        return {
            **self.common_dict(), "winner": self.winner, "settlement": self.settlement,
            "breakdown": self.breakdown.to_dict() if self.breakdown else None,
            "dealt": [list(d) for d in self.dealt], "calls": list(self.calls),
        }




# ---------------------------------------------------------------------------
# The position

_PLAY, _DRAW, _DECIDE, _STOP, _END = 0, 1, 2, 3, 4
_PHASES = ("play", "draw", "decide", "stop", "end")
# The fields of the position text, in order, with what each holds (the rules page's table).
POSITION_FIELDS = (
    ("player 1's hand", "the cards in player 1's hand, in card notation (`-` when empty)"),
    ("player 2's hand", "the cards in player 2's hand"),
    ("field", "the cards face up on the table"),
    ("draw pile", "the draw pile, bottom to top: its last card is the next one turned up"),
    ("player 1's captured cards", "the cards player 1 has captured"),
    ("player 2's captured cards", "the cards player 2 has captured"),
    ("turn", "whose turn it is: `1` or `2`"),
    ("phase", "`play` (play a card from the hand), `draw 8C1` (the card turned up, here 8C1, matches two field "
              "cards: choose which it takes), `decide` (stop or call koi-koi), `stop` (the player to move "
              "stopped: the round is over) or `end` (the round ended on the yaku of the player to move)"),
    ("dealer", "who dealt this round: `1` or `2`"),
    ("koi-koi", "`-`, or for each player who has called koi-koi `P@cards` (`PxN@cards` after N calls): the "
                "cards they had captured at their last call; entries separated by `|`"),
    ("round", "`n/N`: round n of a match of N rounds (`n/-` in a match played to a target score)"),
    ("scores", "the match score before this round, player 1 first: `a-b`"),
    ("rules", "the rule set's key, then the rules changed from it, separated by commas (`seed`, "
              "`modern,rounds=6`; see Other rule sets and Rule options)"),
)
_FIELD_NAMES = tuple(name for name, _ in POSITION_FIELDS)
_HAND = 8  # cards per hand at the deal
_PILE = 24  # cards left in the draw pile after the deal


class KoiKoiPosition(Position):
    """A Koi-Koi round in progress (or over).

    State: ``hands`` and ``captured`` (two bit sets each), ``field`` (a bit
    set), ``draw`` (the draw pile, a list with its top card *last*),
    ``turn`` (0/1), ``phase`` (a small int; :attr:`phase_name` is ``"play"``,
    ``"draw"``, ``"decide"``, ``"stop"`` or ``"end"``), ``pending`` (in the
    ``draw`` phase, the card turned up that waits for its target),
    ``calls`` (koi-koi calls per player), ``basis`` (each caller's captured
    cards at their last call: a new yaku is one they did not hold then),
    ``dealer``, ``round_no``, ``scores`` (game scores before this round),
    ``rules`` (:class:`KoiKoiRules`).
    """

    illegal_error = IllegalActionError

    __slots__ = ("hands", "field", "draw", "captured", "turn", "phase", "pending", "calls", "basis",
                 "dealer", "round_no", "scores", "rules", "redeals", "_bsig", "_dealt", "_stack",
                 "_wild", "_sigf", "scoring")

    def __init__(
        self,
        hands: Sequence = (0, 0),
        field: int | str | Iterable = 0,
        draw: Iterable | str = (),
        captured: Sequence = (0, 0),
        turn: int | None = None,
        phase: str = "play",
        pending: int | str | Card | None = None,
        calls: Sequence[int] = (0, 0),
        basis: Sequence = (0, 0),
        dealer: int = 0,
        round_no: int = 1,
        scores: Sequence[int] = (0, 0),
        rules: KoiKoiRules = DEFAULT_RULES,
        validate: bool = True,
    ):
        if len(hands) != 2 or len(captured) != 2:
            raise PositionError("Koi-Koi is played by two players: give two hands and two captured piles")
        try:
            self.hands = [_to_mask(hands[0]), _to_mask(hands[1])]
            self.field = _to_mask(field)
            self.draw = _to_list(draw)
            self.captured = [_to_mask(captured[0]), _to_mask(captured[1])]
            self.pending = None if pending is None else _index(pending)
            self.basis = (_to_mask(basis[0]), _to_mask(basis[1]))
        except (NotationError, ValueError) as e:
            raise PositionError(str(e)) from e
        if phase not in _PHASES:
            raise PositionError(f"phase must be one of {', '.join(_PHASES)}, got {phase!r}")
        if not isinstance(rules, KoiKoiRules):
            raise PositionError("rules must be a KoiKoiRules")
        self.phase = _PHASES.index(phase)
        self.dealer = dealer
        self.turn = dealer if turn is None else turn
        self.calls = (calls[0], calls[1])
        self.round_no = round_no
        self.scores = (scores[0], scores[1])
        self.rules = rules
        self.redeals = 0
        self._stack: list[tuple] = []
        if validate:
            self._validate()
        self._setup()

    def _setup(self) -> None:
        self.scoring = self.rules.for_round(self.round_no)
        sig = self._sigf = self.scoring._compile().signature
        self._wild = self.rules.options.lightning_wild
        self._bsig = (sig(self.basis[0]), sig(self.basis[1]))
        self._dealt = None
        if self.at_deal:
            d = (tuple(self.rules.dealt_hands_of(self.hands[0])),
                 tuple(self.rules.dealt_hands_of(self.hands[1])))
            if d[0] or d[1]:
                self._dealt = d

    # -- construction --------------------------------------------------------

    @classmethod
    def deal(cls, rng: Rng | int | str | None = None, dealer: int = 0,
             rules: KoiKoiRules = DEFAULT_RULES, scores: Sequence[int] = (0, 0),
             round_no: int = 1) -> "KoiKoiPosition":
        """Shuffle and deal a round: four cards to the dealer's opponent, four
        to the field, four to the dealer, twice.  A field with four cards of
        a month is void: the cards are shuffled and dealt again (``redeals``
        counts how often)."""
        if not isinstance(rng, Rng):
            rng = Rng(rng)
        if dealer not in (0, 1):
            raise ValueError(f"dealer must be player 0 or 1, got {dealer!r}")
        redeals = 0
        bit = _BITS.__getitem__
        hands = [0, 0]
        while True:
            # the same as ha.deal_packets(deck, (other, FIELD, dealer), 4, 2), unrolled
            deck = ha.shuffled_deck(rng)
            field_mask = sum(map(bit, deck[4:8] + deck[16:20]))
            if not ha.needs_redeal(field_mask):
                hands[1 - dealer] = sum(map(bit, deck[0:4] + deck[12:16]))
                hands[dealer] = sum(map(bit, deck[8:12] + deck[20:24]))
                if not rules.redeal_hands or not rules.voids_deal(hands):
                    break
            redeals += 1
        pos = cls.__new__(cls)
        pos.hands = hands
        pos.field = field_mask
        pos.draw = deck[:23:-1]  # deck[24] is turned up first, so it goes last (top)
        pos.captured = [0, 0]
        pos.turn = dealer
        pos.phase = _PLAY
        pos.pending = None
        pos.calls = (0, 0)
        pos.basis = (0, 0)
        pos.dealer = dealer
        pos.round_no = round_no
        pos.scores = (scores[0], scores[1])
        pos.rules = rules
        pos.redeals = redeals
        pos._stack = []
        pos.scoring = rules.for_round(round_no)
        pos._sigf = pos.scoring._compile().signature
        pos._wild = rules.options.lightning_wild
        pos._bsig = (0, 0)
        pos._dealt = None
        d0 = ha.dealt_hands_of(hands[0], rules.dealt_hands) if rules.dealt_hands else ()
        d1 = ha.dealt_hands_of(hands[1], rules.dealt_hands) if rules.dealt_hands else ()
        if d0 or d1:
            pos._dealt = (tuple(d0), tuple(d1))
        return pos

    @classmethod
    def from_deal(cls, hand1, hand2, field, draw_order, dealer: int = 0,
                  rules: KoiKoiRules = DEFAULT_RULES, scores: Sequence[int] = (0, 0),
                  round_no: int = 1) -> "KoiKoiPosition":
        """A round from an explicit deal (for recorded games and puzzles).

        ``hand1``/``hand2``: player 1's and player 2's hands, ``field`` the
        eight face-up cards (card-list texts, bit sets or cards);
        ``draw_order``: the 24 other cards in the order they will be turned
        up (the first one is the top of the pile).  Raises
        :class:`PositionError` when it is not a possible deal, including a
        field with four cards of a month (such a deal is re-dealt).
        """
        try:
            order = _to_list(draw_order)
        except (NotationError, ValueError) as e:
            raise PositionError(f"draw pile: {e}") from e
        return cls((hand1, hand2), field, list(reversed(order)), (0, 0), dealer, "play",
                   dealer=dealer, round_no=round_no, scores=scores, rules=rules)

    def copy(self, stack: bool = True) -> "KoiKoiPosition":
        """An independent copy.  With ``stack=False`` the copy cannot undo
        past its starting point."""
        pos = KoiKoiPosition.__new__(KoiKoiPosition)
        pos.hands = list(self.hands)
        pos.field = self.field
        pos.draw = list(self.draw)
        pos.captured = list(self.captured)
        pos.turn = self.turn
        pos.phase = self.phase
        pos.pending = self.pending
        pos.calls = self.calls
        pos.basis = self.basis
        pos.dealer = self.dealer
        pos.round_no = self.round_no
        pos.scores = self.scores
        pos.rules = self.rules
        pos.redeals = self.redeals
        pos._bsig = self._bsig
        pos._dealt = self._dealt
        pos._wild = self._wild
        pos._sigf = self._sigf
        pos.scoring = self.scoring
        pos._stack = list(self._stack) if stack else []
        return pos

    __copy__ = copy

    def _read_action(self, action):
        return Action.parse(action) if isinstance(action, str) else action

    def _check_action(self, action):
        return self.normalize(action)  # a redundant target is accepted

    def _key(self) -> tuple:
        return (self.hands[0], self.hands[1], self.field, tuple(self.draw), self.captured[0],
                self.captured[1], self.turn, self.phase, self.pending, self.calls, self.basis,
                self.dealer, self.round_no, self.scores, self.rules)




    # -- queries -------------------------------------------------------------

    @property
    def phase_name(self) -> str:
        return _PHASES[self.phase]

    @property
    def at_deal(self) -> bool:
        """True before the first action of the round (dealt hands are judged here)."""
        return (self.phase == _PLAY and not self.captured[0] and not self.captured[1]
                and self.turn == self.dealer and self.hands[0].bit_count() == _HAND
                and self.hands[1].bit_count() == _HAND)

    @property
    def wild(self) -> bool:
        return self._wild


    def unseen(self, player: int | None = None) -> int:
        """The cards ``player`` cannot see: the other hand and the draw pile."""
        p = self.turn if player is None else player
        return FULL_DECK & ~self.hands[p] & ~self.field & ~self.captured[0] & ~self.captured[1] & ~(
            (1 << self.pending) if self.pending is not None else 0)

    def yaku(self, player: int) -> list[YakuScore]:
        """The yaku player ``player`` holds now."""
        return self.scoring.yaku_of(self.captured[player])

    def new_yaku(self, player: int) -> list[YakuScore]:
        """The yaku ``player`` holds that are new since their last koi-koi
        (all their yaku if they have not called)."""
        old = self.scoring.yaku_of(self.basis[player])
        old_pts = {s.key: s.points for s in old}
        grow = self.rules.options.growing_yaku
        return [s for s in self.yaku(player) if s.key not in old_pts
                or (grow and s.points > old_pts[s.key])]

    def _is_new(self, p: int, sig: int) -> bool:
        b = self._bsig[p]
        return bool((sig >> _POINT_BITS) & ~(b >> _POINT_BITS)) or (
            self.rules.options.growing_yaku and (sig & _POINT_MASK) > (b & _POINT_MASK))

    def score(self, player: int) -> ScoreBreakdown:
        """What ``player`` would score if they won the round now."""
        return score_breakdown(self.captured[player], self.scoring, self.calls[1 - player], player,
                               self.calls[player])

    def dealt_hands(self) -> tuple[tuple[DealtHand, ...], tuple[DealtHand, ...]]:
        """The dealt hands held at the deal (empty when none, or not at the deal)."""
        return self._dealt if self._dealt is not None else ((), ())

    def outcome(self) -> RoundOutcome | None:
        """The result of the round, or None while it goes on."""
        ph = self.phase
        if self._dealt is not None:
            pts = (sum(d.points for d in self._dealt[0]), sum(d.points for d in self._dealt[1]))
            w = None if pts[0] == pts[1] else (0 if pts[0] > pts[1] else 1)
            return self._make_outcome("dealt-hand", w, pts,
                                      dealt=(tuple(d.key for d in self._dealt[0]),
                                             tuple(d.key for d in self._dealt[1])))
        if ph >= _STOP:
            w = self.turn
            b = self.score(w)
            pts = (b.total, 0) if w == 0 else (0, b.total)
            last = not self.hands[0] and not self.hands[1]
            return self._make_outcome("stop" if ph == _STOP else "yaku", w, pts, breakdown=b,
                                      last_turn=last)
        if ph == _PLAY and not self.hands[0] and not self.hands[1]:
            privilege = self.rules.options.no_yaku_points
            if privilege:  # the dealer's privilege
                d = self.dealer
                return self._make_outcome("exhausted", d, (privilege, 0) if d == 0 else (0, privilege))
            return self._make_outcome("exhausted", None, (0, 0))
        return None

    def _make_outcome(self, reason, winner, pts, breakdown=None, dealt=((), ()), last_turn=False):
        scores = (self.scores[0] + pts[0], self.scores[1] + pts[1])
        nd = self.dealer if winner is None else winner
        return RoundOutcome(reason, winner, pts, scores, nd, breakdown, dealt, self.calls, last_turn,
                            self.rules.options.is_final(self.round_no, scores))


    def _over(self) -> bool:
        ph = self.phase
        return (ph >= _STOP or self._dealt is not None
                or (ph == _PLAY and not self.hands[0] and not self.hands[1]))

    # -- move generation -----------------------------------------------------

    def _choices(self, card: int) -> list[tuple[int | None, int]]:
        return ha.capture_choices(card, self.field, self._wild and card == LIGHTNING)

    def legal_actions(self) -> list[Action]:
        """Every legal action: plays in deck order of the hand card (targets in
        deck order), the drawn card's targets, or stop / koi-koi.  Empty when
        the round is over."""
        ph = self.phase
        if ph == _PLAY:
            if self._dealt is not None:
                return []
            hand = self.hands[self.turn]
            field_mask = self.field
            if self._wild and hand & _LIGHTNING_BIT and field_mask:
                return self._legal_wild(hand, field_mask)
            out: list[Action] = []
            while hand:
                low = hand & -hand
                hand ^= low
                c = low.bit_length() - 1
                out += _PLAYS[c][(field_mask >> (c & 60)) & 15]
            return out
        if ph == _DRAW:
            return [_DRAW_ACTIONS[t] for t, _ in self._choices(self.pending)]
        if ph == _DECIDE:
            opts = self.rules.options
            if ((self.calls[self.turn] == 0 or opts.multiple_koikoi)
                    and (not opts.koikoi_min or self._sigf(self.captured[self.turn]) & _POINT_MASK >= opts.koikoi_min)):
                return [STOP, KOIKOI]
            return [STOP]
        return []

    def _legal_wild(self, hand: int, field_mask: int) -> list[Action]:
        out: list[Action] = []
        for c in _bits(hand):
            if c == LIGHTNING:
                ch = ha.capture_choices(c, field_mask, True)
                if len(ch) == 1:
                    out.append(_PLAY_ACTIONS[c])
                else:
                    out.extend(_play_target(c, t) for t, _ in ch)
            else:
                out += _PLAYS[c][(field_mask >> (c & 60)) & 15]
        return out

    def normalize(self, action: Action | str) -> Action:
        """The canonical form of ``action``: a target named where there is no
        choice (the only matching card, or a card of a stack of three) is
        dropped, so ``3R>3B`` with 3B the only March card is ``3R``."""
        if isinstance(action, str):
            action = Action.parse(action)
        if action.kind == "play" and action.target is not None and self.phase == _PLAY:
            c = action.card
            if not (c == LIGHTNING and self._wild):
                m = self.field & MONTH_BITS[c]
                if m >> action.target & 1 and m.bit_count() != 2:
                    return _PLAY_ACTIONS[c]
            elif self.field >> action.target & 1:
                ch = self._choices(c)
                if len(ch) == 1:
                    return _PLAY_ACTIONS[c]
                stack = self.field & MONTH_BITS[action.target]
                if stack.bit_count() == 3:
                    return _play_target(c, (stack & -stack).bit_length() - 1)
        if action.kind == "draw" and action.target is not None and self.phase == _DRAW \
                and self.pending == LIGHTNING and self._wild \
                and self.field >> action.target & 1:
            stack = self.field & MONTH_BITS[action.target]
            if stack.bit_count() == 3:
                return _DRAW_ACTIONS[(stack & -stack).bit_length() - 1]
        return action


    def explain_illegal(self, action: Action | str) -> str | None:
        """None if the action is legal, else a reason a learner can read."""
        if isinstance(action, str):
            try:
                action = Action.parse(action)
            except ValueError as e:
                return str(e)
        action = self.normalize(action)
        legal = self.legal_actions()
        if action in legal:
            return None
        out = self.outcome()
        if out is not None:
            return f"The round is over: {out.explain()}"
        p = self.turn
        kind = action.kind
        ph = self.phase
        if ph == _DECIDE:
            names = ", ".join(f"{s.name} ({s.points})" for s in self.new_yaku(p))
            if kind == "koikoi":
                need = self.rules.options.koikoi_min
                have = self.scoring.score_of(self.captured[p])
                return (f"Under these rules a koi-koi needs yaku worth at least {need} points, and yours "
                        f"are worth {have}: stop to score them.")
            return (f"You completed a yaku this turn ({names}): first choose Stop (end the round "
                    f"and score {self.score(p).total}) or Koi-koi (play on for more).")
        if kind in ("stop", "koikoi"):
            if ph == _DRAW:
                return (f"Finish your turn first: the card you turned up, {_card_words(self.pending)}, "
                        f"must capture one of two field cards; stop or koi-koi come after the turn, "
                        f"and only when it completes a new yaku.")
            return (f"You can {'stop' if kind == 'stop' else 'call koi-koi'} only right after a turn "
                    f"in which you complete a new yaku; now play a card from your hand.")
        if ph == _DRAW:
            d = self.pending
            opts = " or ".join(_card_words(a.target) for a in legal)
            if kind == "play":
                return (f"You have already played a card this turn; the card turned up from the draw "
                        f"pile, {_card_words(d)}, matches two field cards: choose which it captures: "
                        f"{opts}.")
            reason = ha.explain_capture(d, action.target, self.field, self.wild and d == LIGHTNING,
                                        drawn=True)
            return reason or f"Choose the drawn card's target: {opts}."  # pragma: no cover
        # play phase
        if kind == "draw":
            return ("No card is waiting to be turned up: play a card from your hand first; the top "
                    "card of the draw pile is then turned up and played by itself (you name its "
                    "target only when it matches two field cards).")
        c = action.card
        if not self.hands[p] >> c & 1:
            where = ""
            if self.hands[1 - p] >> c & 1:
                where = " It is in the other player's hand."
            elif self.field >> c & 1:
                where = " It is on the field."
            elif (self.captured[0] | self.captured[1]) >> c & 1:
                where = " It has been captured."
            return f"You don't have {_card_words(c)} in your hand.{where}"
        reason = ha.explain_capture(c, action.target, self.field, self.wild and c == LIGHTNING)
        return reason or "That is not a legal play."  # pragma: no cover

    # -- making moves ----------------------------------------------------------


    def _take(self, card: int, target: int | None, field_mask: int) -> int:
        """The field cards ``card`` captures with ``target``."""
        m = field_mask & MONTH_BITS[card]
        if card == LIGHTNING and self._wild and field_mask:
            if target is None:
                return ha.capture_choices(card, field_mask, True)[0][1]
            stack = field_mask & MONTH_BITS[target]
            return stack if stack.bit_count() == 3 else 1 << target
        if target is None or m.bit_count() != 2:
            return m
        return 1 << target

    def push(self, action, *, check: bool = True) -> None:
        """Play an action (see :meth:`hanafuda_core.game.Position.push`);
        ``check=False`` is for actions taken from :meth:`legal_actions`."""
        if action.__class__ is str:
            action = Action.parse(action)
        if check:
            action = self.normalize(action)
            if action not in self.legal_actions():
                raise IllegalActionError(self.explain_illegal(action), action)
        self._push(action)

    def _push(self, action: Action) -> None:
        p = self.turn
        if action.kind == "play":
            return self._play(action, p)
        cap = self.captured
        self._stack.append((action, p, self.hands[0], self.hands[1], self.field, cap[0], cap[1], self.phase,
                            self.pending, self.calls, self.basis, self._bsig, None))
        kind = action.kind
        if kind == "draw":
            d = self.pending
            taken = self._take(d, action.target, self.field)
            self.field &= ~taken
            cap[p] |= taken | (1 << d)
            self.pending = None
            self._end_turn(p)
        elif kind == "koikoi":
            c = list(self.calls)
            c[p] += 1
            self.calls = (c[0], c[1])
            b = list(self.basis)
            b[p] = cap[p]
            self.basis = (b[0], b[1])
            s = list(self._bsig)
            s[p] = self._sigf(cap[p])
            self._bsig = (s[0], s[1])
            self.turn = 1 - p
            self.phase = _PLAY
        elif kind == "stop":
            self.phase = _STOP
        else:  # pragma: no cover - Action kinds are fixed
            self._stack.pop()
            raise ValueError(f"unknown action kind {kind!r}")

    def _play(self, action: Action, p: int) -> None:
        """A hand card, then the card turned up from the draw pile."""
        hands = self.hands
        cap = self.captured
        c = action.card
        fld = fld0 = self.field
        h0, h1, c0, c1 = hands[0], hands[1], cap[0], cap[1]
        hands[p] ^= 1 << c
        t = action.target
        if c == LIGHTNING and self._wild:
            taken = self._take(c, t, fld)
        else:
            taken = fld & MONTH_BITS[c]
            if t is not None and taken.bit_count() == 2:
                taken = 1 << t
        if taken:
            fld &= ~taken
            cap[p] |= taken | (1 << c)
        else:
            fld |= 1 << c
        d = self.draw.pop()
        self._stack.append((action, p, h0, h1, fld0, c0, c1, _PLAY, None, self.calls, self.basis, self._bsig, d))
        m = fld & MONTH_BITS[d]
        if d == LIGHTNING and self._wild and fld:
            ch = ha.capture_choices(d, fld, True)
            if len(ch) > 1:
                self.field = fld
                self.phase = _DRAW
                self.pending = d
                return
            m = ch[0][1]
        elif m and m.bit_count() == 2:
            self.field = fld
            self.phase = _DRAW
            self.pending = d
            return
        if m:
            self.field = fld & ~m
            cap[p] |= m | (1 << d)
        else:
            self.field = fld | (1 << d)
            if not taken:  # nothing captured this turn: no new yaku either
                self.turn = 1 - p
                return
        sig = self._sigf(cap[p])
        if sig:
            self._end_turn(p, sig)
        else:
            self.turn = 1 - p

    def _end_turn(self, p: int, sig: int | None = None) -> None:
        """After both cards of the turn (``sig``: the player's yaku signature
        now): a new yaku asks for a decision (or ends the round by itself);
        otherwise the turn passes."""
        if sig is None:
            sig = self._sigf(self.captured[p])
        if sig:
            b = self._bsig[p]
            if (sig >> _POINT_BITS) & ~(b >> _POINT_BITS) or (
                    (sig & _POINT_MASK) > (b & _POINT_MASK) and self.rules.options.growing_yaku):
                opts = self.rules.options
                calls = self.calls
                if ((not self.hands[0] and not self.hands[1])
                        or (calls[p] and opts.caller_second_yaku == "end")
                        or (calls[1 - p] and not opts.multiple_koikoi)):
                    self.phase = _END
                else:
                    self.phase = _DECIDE
                return
        self.turn = 1 - p
        self.phase = _PLAY

    def pop(self) -> Action:
        """Undo the last action, restoring the position exactly (the draw pile
        too).  Returns the action."""
        if not self._stack:
            raise IndexError("nothing to undo")
        (action, p, h0, h1, fld, c0, c1, phase, pending, calls, basis, bsig, drawn) = self._stack.pop()
        if drawn is not None:
            self.draw.append(drawn)
        self.hands[0] = h0
        self.hands[1] = h1
        self.field = fld
        self.captured[0] = c0
        self.captured[1] = c1
        self.turn = p
        self.phase = phase
        self.pending = pending
        self.calls = calls
        self.basis = basis
        self._bsig = bsig
        return action

    @property
    def move_stack(self) -> list[Action]:
        """The actions pushed so far."""
        return [e[0] for e in self._stack]

    @property
    def history(self) -> list[tuple[Action, int, int | None]]:
        """Each action pushed so far, with the player who made it and the card
        it turned up from the draw pile (None when it turned up none)."""
        return [(e[0], e[1], e[-1]) for e in self._stack]

    @property
    def turned_up(self) -> list[int]:
        """The cards turned up from the draw pile so far (one per played hand card)."""
        return [e[-1] for e in self._stack if e[-1] is not None]

    # -- notation --------------------------------------------------------------

    def _koikoi_text(self) -> str:
        parts = []
        for p in (0, 1):
            n = self.calls[p]
            if n:
                parts.append(f"{p + 1}{'' if n == 1 else f'x{n}'}@{format_cards(_bits(self.basis[p]))}")
        return " | ".join(parts) or "-"

    def to_text(self) -> str:
        """The position as one line of text (see the module notes and :meth:`from_text`)."""
        phase = _PHASES[self.phase]
        if self.phase == _DRAW:
            phase += " " + CARDS[self.pending].code
        return "; ".join((
            format_cards(_bits(self.hands[0])),
            format_cards(_bits(self.hands[1])),
            format_cards(_bits(self.field)),
            format_cards(self.draw),
            format_cards(_bits(self.captured[0])),
            format_cards(_bits(self.captured[1])),
            str(self.turn + 1),
            phase,
            str(self.dealer + 1),
            self._koikoi_text(),
            f"{self.round_no}/{self.rules.options.rounds or '-'}",
            f"{self.scores[0]}-{self.scores[1]}",
            self.rules.to_text(),
        ))

    @classmethod
    def from_text(cls, text: str, rules: KoiKoiRules | None = None) -> "KoiKoiPosition":
        """Read a position written by :meth:`to_text`.

        Thirteen fields separated by ``;``: player 1's hand; player 2's hand;
        the field; the draw pile (bottom to top: the last card is turned up
        next); player 1's and player 2's captured cards; whose turn (1 or 2);
        the phase (``play``, ``draw CARD``, ``decide``, ``stop``, ``end``);
        the dealer (1 or 2); koi-koi calls (``-``, or e.g. ``1@1B 3B 8B 12B``,
        ``2x2@...``, separated by ``|``); the round ``n/N``; the scores
        ``a-b``; the rules (e.g. ``seed`` or ``nintendo,viewing=no``).  Card
        lists are ``-`` when empty.  ``rules`` supplies a rule set that its
        text cannot describe (custom yaku); its text must then match.
        Raises :class:`PositionError` with the reason.
        """
        if not isinstance(text, str):
            raise PositionError(f"expected text, got {type(text).__name__}")
        parts = [p.strip() for p in text.split(";")]
        if len(parts) != 13:
            raise PositionError(
                f"a Koi-Koi position has 13 fields separated by ';' ({', '.join(_FIELD_NAMES)}); "
                f"found {len(parts)}")

        def cards(i: int) -> list[int]:
            try:
                return [c.index for c in parse_cards(parts[i])]
            except NotationError as e:
                raise PositionError(f"{_FIELD_NAMES[i]}: {e}") from e

        lists = [cards(i) for i in range(6)]

        def player(i: int) -> int:
            if parts[i] not in ("1", "2"):
                raise PositionError(f"{_FIELD_NAMES[i]} must be 1 or 2, got {parts[i]!r}")
            return int(parts[i]) - 1

        turn, dealer = player(6), player(8)
        ph, _, pend = parts[7].partition(" ")
        pending = None
        if ph not in _PHASES:
            raise PositionError(f"phase must be play, draw CARD, decide, stop or end; got {parts[7]!r}")
        if ph == "draw":
            if not pend.strip():
                raise PositionError("phase 'draw' names the card turned up, e.g. 'draw 8C1'")
            try:
                pending = parse_card(pend).index
            except NotationError as e:
                raise PositionError(f"phase: {e}") from e
        elif pend.strip():
            raise PositionError(f"phase {ph!r} takes no card; only 'draw CARD' does")
        if rules is None:
            try:
                rules = KoiKoiRules.from_text(parts[12])
            except ValueError as e:
                raise PositionError(f"rules: {e}") from e
        elif parts[12] != rules.to_text():
            raise PositionError(f"rules: the text says {parts[12]!r} but the rules given are "
                                f"{rules.to_text()!r}")
        calls, basis = [0, 0], [0, 0]
        if parts[9] != "-":
            for entry in parts[9].split("|"):
                entry = entry.strip()
                who, at, cards_text = entry.partition("@")
                pl, x, n = who.strip().partition("x")
                if not at or pl not in ("1", "2") or (x and not is_number_text(n)) or (x and int(n) < 1):
                    raise PositionError(
                        f"koi-koi: write '-' or, per caller, PLAYER@CARDS or PLAYERxCALLS@CARDS "
                        f"(e.g. 1@1B 3B 8B or 2x2@9A 9C1 ...); got {entry!r}")
                q = int(pl) - 1
                if calls[q]:
                    raise PositionError(f"koi-koi: player {q + 1} is listed twice")
                calls[q] = int(n) if x else 1
                try:
                    basis[q] = _mask(c.index for c in parse_cards(cards_text))
                except NotationError as e:
                    raise PositionError(f"koi-koi: {e}") from e
        rn, slash, total = parts[10].partition("/")
        if not is_number_text(rn) or not slash or not (is_number_text(total) or total.strip() == "-"):
            raise PositionError(f"round must be written n/N (n/- without a limit), e.g. 1/12; got {parts[10]!r}")
        if (0 if total.strip() == "-" else int(total)) != rules.options.rounds:
            want = rules.options.rounds or "no limit ('-')"
            raise PositionError(f"round: the game has {want} rounds under these rules, not {total.strip()} "
                                f"(set the rounds in the rules)")
        sc = parts[11].split("-")
        if len(sc) != 2 or not all(is_number_text(s.strip()) for s in sc):
            raise PositionError(f"scores must be written like 12-5, got {parts[11]!r}")
        pos = cls(
            hands=(_mask(lists[0]), _mask(lists[1])), field=_mask(lists[2]), draw=lists[3],
            captured=(_mask(lists[4]), _mask(lists[5])), turn=turn, phase=ph, pending=pending,
            calls=calls, basis=basis, dealer=dealer, round_no=int(rn),
            scores=(int(sc[0]), int(sc[1])), rules=rules, validate=False)
        pos._validate(lists)
        pos._setup()
        return pos

    def _validate(self, lists: list[list[int]] | None = None) -> None:
        """Raise :class:`PositionError` unless this is a possible Koi-Koi position."""
        for name in ("turn", "dealer"):
            if getattr(self, name) not in (0, 1):
                raise PositionError(f"{name} must be player 0 or 1, got {getattr(self, name)!r}")
        opts = self.rules.options
        if isinstance(self.round_no, bool) or not isinstance(self.round_no, int) \
                or not 1 <= self.round_no <= (opts.rounds or 999):
            raise PositionError(f"round must be 1 to {opts.rounds or 999}, got {self.round_no!r}")
        rules = self.scoring = self.rules.for_round(self.round_no)  # the round's yaku
        if lists is None:
            lists = [_bits(self.hands[0]), _bits(self.hands[1]), _bits(self.field), self.draw,
                     _bits(self.captured[0]), _bits(self.captured[1])]
        places = list(zip(("player 1's hand", "player 2's hand", "the field", "the draw pile",
                           "player 1's captured cards", "player 2's captured cards"), lists))
        if self.pending is not None:
            places.append(("the turned-up card", [self.pending]))
        where: dict[int, str] = {}
        for name, lst in places:
            for c in lst:
                if c in where:
                    other = where[c]
                    if other == name:
                        raise PositionError(f"card {_code_words(c)} appears twice in {name}")
                    raise PositionError(f"card {_code_words(c)} is in both {other} and {name}")
                where[c] = name
        if len(where) != 48:
            missing = [c for c in range(48) if c not in where]
            raise PositionError(f"all 48 cards must appear exactly once; missing: {_codes(missing)}")
        if self.phase == _DRAW and self.pending is None:
            raise PositionError("phase 'draw' needs the card turned up")
        if self.phase != _DRAW and self.pending is not None:
            raise PositionError("only the 'draw' phase has a turned-up card waiting")
        h = [self.hands[0].bit_count(), self.hands[1].bit_count()]
        for p in (0, 1):
            if h[p] > _HAND:
                raise PositionError(f"player {p + 1} holds {h[p]} cards; a hand is dealt {_HAND} "
                                    f"and never grows")
        d, o = self.dealer, 1 - self.dealer
        played = self.phase != _PLAY  # the player to move has played their hand card
        if self.turn == d:
            want_d = h[o] - (1 if played else 0)
            ok = h[d] == want_d
        else:
            ok = h[o] == h[d] + (0 if played else 1)
        if not ok:
            state = "has played a card this turn" if played else "is about to play"
            raise PositionError(
                f"the hands hold {h[0]} and {h[1]} cards, which does not fit: the dealer (player "
                f"{d + 1}) plays first and the players alternate, and player {self.turn + 1} {state}")
        want = _PILE - (2 * _HAND - h[0] - h[1])
        if len(self.draw) != want:
            raise PositionError(
                f"the draw pile holds {len(self.draw)} cards, but with {h[0] + h[1]} cards left in the "
                f"hands it must hold {want}: the deal leaves {_PILE} and every turn turns up one")
        full = ha.full_months(self.field)
        if full:
            m = (full & -full).bit_length()
            raise PositionError(
                f"all four {_month_words(m)} cards are on the field: such a deal is void and dealt "
                f"again, and in play the fourth card of a month always captures the other three")
        for p in (0, 1):
            n = self.captured[p].bit_count()
            if n % 2:
                raise PositionError(f"player {p + 1} has captured {n} cards; every capture takes a "
                                    f"card and one or three field cards, so the number is even")
            if not opts.lightning_wild:
                for m, k in enumerate(ha.month_counts(self.captured[p])):
                    if k % 2:
                        raise PositionError(
                            f"player {p + 1} has captured {k} {_month_words(m + 1)} cards; captures "
                            f"take cards of one month two or four at a time")
        if self.phase == _DRAW:
            ch = ha.capture_choices(self.pending, self.field, opts.lightning_wild and self.pending == LIGHTNING)
            if len(ch) < 2:
                raise PositionError(
                    f"phase 'draw {CARDS[self.pending].code}' waits for the turned-up card's target, "
                    f"but it does not match two field cards: there is nothing to choose")
        for p in (0, 1):
            n = self.calls[p]
            if isinstance(n, bool) or not isinstance(n, int) or n < 0:
                raise PositionError(f"koi-koi calls must be whole numbers, got {self.calls!r}")
            if n > 1 and not opts.multiple_koikoi:
                raise PositionError(f"player {p + 1} called koi-koi {n} times, but under these rules "
                                    f"a player calls it at most once (the rules allow one koi-koi per round)")
            if not n and self.basis[p]:
                raise PositionError(f"player {p + 1} has cards recorded for a koi-koi call but no call")
            if n:
                if self.basis[p] & ~self.captured[p]:
                    raise PositionError(
                        f"player {p + 1}'s koi-koi cards ({_codes(self.basis[p] & ~self.captured[p])}) "
                        f"are not among their captured cards")
                if not rules.score_of(self.basis[p]) and not rules.yaku_of(self.basis[p]):
                    raise PositionError(f"player {p + 1} called koi-koi without a yaku: the cards "
                                        f"recorded at the call make none")
                if rules.score_of(self.basis[p]) < opts.koikoi_min:
                    raise PositionError(f"player {p + 1} called koi-koi with yaku worth "
                                        f"{rules.score_of(self.basis[p])} points, but under these rules a "
                                        f"koi-koi needs {opts.koikoi_min}")
        if self.calls[0] and self.calls[1] and not opts.multiple_koikoi:
            raise PositionError("both players called koi-koi, but under these rules the first yaku "
                                "after a koi-koi ends the round (the rules allow one koi-koi per round)")
        self._bsig = (rules.signature(self.basis[0]), rules.signature(self.basis[1]))
        sigs = [rules.signature(self.captured[0]), rules.signature(self.captured[1])]
        new = [bool(sigs[p]) and self._is_new(p, sigs[p]) for p in (0, 1)]
        other = 1 - self.turn
        if new[other]:
            raise PositionError(
                f"player {other + 1} holds a new yaku ({', '.join(s.name for s in self.new_yaku(other))}) "
                f"that was never answered: a turn that completes a yaku ends with stop or koi-koi")
        p = self.turn
        if self.phase == _PLAY and new[p]:
            raise PositionError(
                f"player {p + 1} holds a new yaku ({', '.join(s.name for s in self.new_yaku(p))}) "
                f"but the phase is 'play': a turn that completes a yaku ends with stop or koi-koi")
        if self.phase >= _DECIDE and not new[p]:
            raise PositionError(f"phase {_PHASES[self.phase]!r} follows a turn that completed a new "
                                f"yaku, but player {p + 1} has none")
        auto = (not self.hands[0] and not self.hands[1]
                or (self.calls[p] and opts.caller_second_yaku == "end")
                or (self.calls[1 - p] and not opts.multiple_koikoi))
        if self.phase == _DECIDE and auto:
            raise PositionError("this yaku ends the round by itself (it comes after a koi-koi, or "
                                "on the last turn), so the phase is 'end', not 'decide'")
        if self.phase == _END and not auto:
            raise PositionError(f"phase 'end' is for a yaku that ends the round by itself; here "
                                f"player {p + 1} chooses: the phase is 'decide'")
        for s in self.scores:
            if isinstance(s, bool) or not isinstance(s, int) or s < 0:
                raise PositionError(f"scores must be whole numbers of points, got {self.scores!r}")
        if self.at_deal and self.rules.voids_deal(self.hands):
            raise PositionError("a hand holds four of a month or four pairs: under these rules such a deal "
                                "is void and the cards are dealt again")

    # -- display ---------------------------------------------------------------

    def pretty(self) -> str:
        lines = []
        for p in (0, 1):
            mark = ">" if self.turn == p else " "
            tag = " (dealer)" if self.dealer == p else ""
            lines.append(f"{mark} player {p + 1}{tag}: {format_cards(_bits(self.hands[p]))}")
            lines.append(f"    captured: {format_cards(_bits(self.captured[p]))}")
        lines.append(f"  field: {format_cards(_bits(self.field))}")
        lines.append(f"  draw pile: {len(self.draw)} cards" + (
            f"; turned up: {CARDS[self.pending].code}" if self.pending is not None else ""))
        lines.append(f"  phase: {_PHASES[self.phase]}  koi-koi: {self._koikoi_text()}  "
                     f"round {self.round_no}/{self.rules.options.rounds or '-'}  "
                     f"score {self.scores[0]}-{self.scores[1]}")
        return "\n".join(lines)

    def to_dict(self) -> dict:
        out = self.outcome()
        return {
            "text": self.to_text(),
            "hands": [_codes(h).split() for h in self.hands],
            "field": _codes(self.field).split(),
            "draw_count": len(self.draw),
            "captured": [_codes(c).split() for c in self.captured],
            "turn": self.turn, "phase": _PHASES[self.phase],
            "pending": CARDS[self.pending].code if self.pending is not None else None,
            "calls": list(self.calls), "dealer": self.dealer, "round": self.round_no,
            "scores": list(self.scores),
            "yaku": [[s.to_dict(self.captured[p]) for s in self.yaku(p)] for p in (0, 1)],
            "legal": [a.text() for a in self.legal_actions()],
            "outcome": out.to_dict() if out else None,
        }


def deal(rng: Rng | int | str | None = None, dealer: int = 0, rules: KoiKoiRules = DEFAULT_RULES,
         scores: Sequence[int] = (0, 0), round_no: int = 1) -> KoiKoiPosition:
    """Shorthand for :meth:`KoiKoiPosition.deal`."""
    return KoiKoiPosition.deal(rng, dealer, rules, scores, round_no)


# ---------------------------------------------------------------------------
# Turns and players


def turn_sequences(position: KoiKoiPosition, limit: int | None = None
                   ) -> Iterator[tuple[list[Action], KoiKoiPosition]]:
    """Every way the player to move can finish their turn.

    Yields ``(actions, resulting_position)``: the actions from now until the
    turn passes to the other player or the round ends — the hand card, the
    turned-up card's target when it has a choice, and stop or koi-koi when a
    new yaku is made.  (The draw pile is known, so a turn's draw is part of
    it.)  ``limit`` caps the number of sequences.
    """
    me = position.turn
    return walk_turns(position, lambda work, a: work.turn != me or work._over(), limit)


def random_action(position: KoiKoiPosition, rng: Rng) -> Action:
    """A random legal action: a hand card chosen uniformly, then (when it has
    a choice) one of its targets uniformly; otherwise uniformly among the
    legal actions.  A forced choice uses no randomness."""
    if position.phase == _PLAY and position._dealt is None:
        hand = position.hands[position.turn]
        n = hand.bit_count()
        if n == 0:
            raise IllegalActionError("The round is over.")
        if n > 1:  # the k-th card of the hand in deck order
            for _ in range(rng.below(n)):
                hand &= hand - 1
        c = (hand & -hand).bit_length() - 1
        fld = position.field
        if c == LIGHTNING and position._wild and fld:
            ch = ha.capture_choices(c, fld, True)
            if len(ch) == 1:
                return _PLAY_ACTIONS[c]
            return _play_target(c, ch[rng.below(len(ch))][0])
        plays = _PLAYS[c][(fld >> (c & 60)) & 15]
        return plays[0] if len(plays) == 1 else plays[rng.below(2)]
    acts = position.legal_actions()
    if len(acts) == 1:
        return acts[0]
    if not acts:
        raise IllegalActionError("The round is over.")
    return acts[rng.below(len(acts))]


# -- the computer player --------------------------------------------------------

_KIND_VALUE = {Kind.BRIGHT: 4.0, Kind.ANIMAL: 1.5, Kind.RIBBON: 1.5, Kind.CHAFF: 0.4}
_CARD_VALUE = tuple(_KIND_VALUE[c.kind] for c in CARDS)
_YAKU_WEIGHT = 3.0  # how much a step towards a yaku is worth, per point of the yaku
_MADE_WEIGHT = 12.0  # a yaku actually completed, per point


def _potential(rules: KoiKoiRules, mine: int, lost: int) -> float:
    """How close ``mine`` (captured cards) is to the yaku still possible when
    the cards in ``lost`` can no longer be had: the sum, over the yaku, of
    their points times the square of the fraction already collected."""
    total = 0.0
    for y in rules.yaku:
        cnt, req, k = y.counted, y.required, y.min_count
        if req & lost or y.excluded & mine or (cnt & ~lost).bit_count() < k:
            continue
        have = (mine & cnt).bit_count()
        frac = min(have, k) / k if k else 1.0
        if req:
            frac = (mine & req).bit_count() / req.bit_count() * (frac if k > req.bit_count() else 1.0)
        total += (y.points + y.per_extra * max(0, have - k)) * frac * frac
    return total


def _distance(rules: KoiKoiRules, mine: int, lost: int) -> int:
    """The fewest cards ``mine`` still needs for any yaku (99 if none is possible)."""
    best = 99
    for y in rules.yaku:
        cnt = y.counted
        if y.required & lost or y.excluded & mine or (cnt & ~lost).bit_count() < y.min_count:
            continue
        n = max(y.min_count - (mine & cnt).bit_count(), (y.required & ~mine).bit_count(), 0)
        if n < best:
            best = n
    return best


def _evaluate_capture(pos: KoiKoiPosition, me: int, card: int, taken: int) -> float:
    """The value of playing ``card`` capturing ``taken`` (0: it joins the field)."""
    rules = pos.scoring
    opp = 1 - me
    mine, theirs = pos.captured[me], pos.captured[opp]
    score = 0.0
    if taken:
        won = taken | (1 << card)
        before = rules.score_of(mine)
        after = rules.score_of(mine | won)
        score += _MADE_WEIGHT * (after - before)
        score += _YAKU_WEIGHT * (_potential(rules, mine | won, theirs) - _potential(rules, mine, theirs))
        # taking cards away from the opponent's yaku
        score += 0.6 * _YAKU_WEIGHT * (_potential(rules, theirs, mine) - _potential(rules, theirs, mine | won))
        score += sum(_CARD_VALUE[c] for c in _bits(won))
        rest = pos.field & ~taken & MONTH_BITS[card]  # a card of the month left behind
    else:
        rest = 1 << card
    # what the opponent may capture from the field next turn
    if rest:
        unseen = pos.unseen(me)
        month_unseen = (unseen & MONTH_BITS[card]).bit_count()
        p = ha.opp_match_chance(unseen.bit_count(), pos.hands[opp].bit_count(), month_unseen)
        gift = 0.0
        for c in _bits(rest):
            gift += _CARD_VALUE[c] + 0.6 * _YAKU_WEIGHT * (
                _potential(rules, theirs | (1 << c), mine) - _potential(rules, theirs, mine))
        score -= p * gift
    return score


def koikoi_advice(pos: KoiKoiPosition, who: Speaker = READER) -> tuple[Action, str]:
    """The sound choice at a stop / koi-koi decision and the reason, in words
    (spoken to the player to move, or of ``who``: :mod:`hanafuda_core.words`).

    The rule the computer player follows (and lessons judge by): stop when the
    points are already doubled, when the opponent has called koi-koi (this
    win is doubled anyway), when too few cards are left in hand to make
    another yaku, when the opponent is close to a yaku, or when no further
    yaku of one's own is near; call koi-koi only when the next yaku is at most
    two cards away, the opponent is at least three cards from any yaku and
    both hands still hold three cards or more.
    """
    me = pos.turn
    opp = 1 - me
    rules = pos.scoring
    opts = rules.options
    mine, theirs = pos.captured[me], pos.captured[opp]
    base = pos.score(me).base
    pts = f"{base} point{'s' if base != 1 else ''}"
    double_at = opts.double_at
    if double_at and base >= double_at:
        return STOP, f"{who.possessive} {pts} already reach {double_at} and are doubled: take them"
    if pos.calls[opp]:
        if opts.opponent_koikoi != "none":
            return STOP, (f"the opponent called koi-koi, so {who.possessive} points are doubled if "
                          f"{who.does('stop', 'stops')} now")
        return STOP, "the opponent called koi-koi and may make another yaku any turn: win the round now"
    if KOIKOI not in pos.legal_actions():
        if opts.koikoi_min and base < opts.koikoi_min:
            return STOP, f"a koi-koi needs yaku worth {opts.koikoi_min} points under these rules: stop"
        return STOP, "koi-koi is not allowed here"
    left = pos.hands[me].bit_count()
    if left < 3:
        return STOP, (f"{who.does('hold', 'holds')} only {plural(left, 'card')}: too few turns to make "
                      f"another yaku, while any yaku of the opponent would score double")
    # the nearest yaku not held yet, and how many cards it still needs
    held = {s.key for s in pos.yaku(me)}
    nxt, name = 99, ""
    for y in rules.yaku:
        cnt = y.counted
        if (y.key in held or y.required & theirs or y.excluded & mine
                or (cnt & ~theirs).bit_count() < y.min_count):
            continue
        n = max(y.min_count - (mine & cnt).bit_count(), (y.required & ~mine).bit_count(), 0)
        if n < nxt:
            nxt, name = n, y.name
    threat = _distance(rules, theirs, mine)
    if threat < 3:
        return STOP, (f"the opponent is only {threat} card{'s' if threat != 1 else ''} from a yaku, which "
                      f"would score double after a koi-koi: bank {who.possessive} {pts}")
    if pos.hands[opp].bit_count() < 3:
        return STOP, f"the round is nearly over: bank {who.possessive} points"
    if nxt > 2:
        what = "no further yaku is within reach" if nxt == 99 else \
            f"{who.possessive} nearest new yaku ({name}) still needs {nxt} cards"
        return STOP, f"{what}: bank {who.possessive} {pts}"
    return KOIKOI, (f"{name} needs only {nxt} more card{'s' if nxt != 1 else ''}, "
                    f"{who.does('hold', 'holds')} {left} cards, "
                    f"and the opponent is at least {threat} cards from any yaku: the risk is small")


def _koikoi_decision(pos: KoiKoiPosition) -> Action:
    """Stop, or koi-koi when it looks safe and promising (:func:`koikoi_advice`)."""
    return koikoi_advice(pos)[0]


def choose_action(position: KoiKoiPosition, rng: Rng | None = None) -> Action:
    """A sensible computer move (not random; it does not look at hidden cards).

    * A play is valued by what it captures: the cards' worth, the points of
      any yaku it completes (heavily), the progress towards yaku still
      possible, and the progress it takes away from the opponent's yaku.
    * A card that stays on the field (played without a capture, or the
      second card of a month left behind) is a gift the opponent may take:
      its value to them is weighed by the chance that they hold a card of
      that month, computed from the cards this player cannot see.
    * The target of a turned-up card is chosen the same way.
    * Stop or koi-koi: it stops when the score is already doubled (7+), when
      the opponent has called koi-koi (the win is doubled), or when the
      opponent could be close to a yaku; it calls koi-koi only when it still
      holds several cards, the opponent needs three or more cards for any
      yaku, and it is itself within two cards of another yaku.

    Ties are broken with ``rng`` (the first legal action without one).
    """
    acts = position.legal_actions()
    if not acts:
        raise IllegalActionError(position.explain_illegal(STOP) or "no legal action")
    if len(acts) == 1:
        return acts[0]
    if position.phase == _DECIDE:
        return _koikoi_decision(position)
    me = position.turn
    fld = position.field

    def value(a: Action) -> float:
        card = a.card if a.kind == "play" else position.pending
        return _evaluate_capture(position, me, card, position._take(card, a.target, fld))

    return ha.pick(ha.best_actions(acts, value), rng)


def rollout_action(position: KoiKoiPosition, rng: Rng) -> Action:
    """The evaluator's rollout policy, a cheap sketch of the computer player:
    the play that captures the most valuable cards (a card left on the field
    costs its own worth; ties broken at random), and stop or koi-koi by the
    rule of thumb (:func:`koikoi_advice`).  Random plays would be faster but
    make a koi-koi look far too good: nobody would block anybody's yaku."""
    ph = position.phase
    if ph == _DECIDE:
        return _koikoi_decision(position)
    acts = position.legal_actions()
    if len(acts) == 1:
        return acts[0]
    fld = position.field

    def capture(a: Action) -> tuple[int, int]:
        card = a.card if a.kind == "play" else position.pending
        return card, position._take(card, a.target, fld)

    return ha.greedy_capture(acts, capture, _CARD_VALUE, rng)


# ---------------------------------------------------------------------------
# A whole game


class KoiKoiMatch(_Match):
    """A game of ``rules.options.rounds`` rounds (12, or 6), or to a target score.

    ``KoiKoiMatch(rules, rng, dealer)``: ``rng`` is an :class:`Rng` or a
    seed; when ``dealer`` is None the first dealer is chosen by drawing cards.
    Play the current round with ``match.position`` / ``match.push``; when it
    has an outcome call :meth:`next_round` to score it and deal the next one
    (the round winner deals; after a round without a winner the same dealer
    deals again).  Everything else is :class:`hanafuda_core.game.Match`.
    """

    error = IllegalActionError

    @property
    def rules(self) -> KoiKoiRules:
        return self.options

    def default_options(self) -> KoiKoiRules:
        return DEFAULT_RULES

    def deal(self, dealer: int, round_no: int) -> "KoiKoiPosition":
        return KoiKoiPosition.deal(self.rng, dealer, self.options, self.scores, round_no)

    def next_dealer(self, out: RoundOutcome) -> int:
        return out.next_dealer

    def finished(self, out: RoundOutcome) -> MatchOutcome | None:
        if not out.final:
            return None
        a, b = self.scores
        t = self.options.options.target
        why = "target" if t and max(a, b) >= t else "rounds"
        return MatchOutcome(None if a == b else (0 if a > b else 1), self.scores, len(self.rounds), why)

    @property
    def balance(self) -> list[int]:
        """The scores as zero-sum balances (each player's points taken from the other)."""
        return ha.settle(self.scores)


def play_match(rng: Rng | int | str | None = None, rules: KoiKoiRules = DEFAULT_RULES,
               players: Sequence[Callable[[KoiKoiPosition, Rng], Action]] | None = None,
               dealer: int | None = None, record: bool = True) -> KoiKoiMatch:
    """Play a whole game; ``players[p](position, rng)`` chooses player p's
    actions (default: :func:`random_action` for both)."""
    m = KoiKoiMatch(rules, rng, dealer, record=record)
    r = m.rng
    if players is None:
        players = (random_action, random_action)
    while m.result is None:
        pos = m.position
        while not pos._over():
            pos._push(players[pos.turn](pos, r))
        m.next_round()
    return m


def play_random_round(rng: Rng, rules: KoiKoiRules = DEFAULT_RULES, dealer: int = 0, round_no: int = 1
                      ) -> tuple[str, int | None, tuple[int, int]]:
    """Deal and play one round with both players choosing uniformly at random
    (:func:`random_action`, pushed without checks): the simulations' and the
    benchmark's random round.  Returns ``(reason, winner, points)`` like
    :class:`RoundOutcome`."""
    pos = KoiKoiPosition.deal(rng, dealer, rules, round_no=round_no)
    while not pos._over():
        pos._push(random_action(pos, rng))
    out = pos.outcome()
    return out.reason, out.winner, out.points


# ---------------------------------------------------------------------------
# Moves explained in words (the computer's moves, hints)


def explain_move(position: KoiKoiPosition, action: Action | str, names: Sequence[str] | None = None) -> str:
    """Why ``action`` (legal in ``position``) is a sensible move, in words:
    what it completes, blocks, or builds towards.  The computer player's own
    considerations (:func:`choose_action`), written out for a learner: to the
    player to move, or of them by name when ``names`` (the seat names) are given."""
    a = position.normalize(action)
    me, opp = position.turn, 1 - position.turn
    who = speaker(names, me)
    if a.kind in ("stop", "koikoi"):
        return koikoi_advice(position, who)[1]
    card = a.card if a.kind == "play" else position.pending
    taken = position._take(card, a.target, position.field)
    rules = position.scoring
    mine, theirs = position.captured[me], position.captured[opp]
    if not taken:
        return (f"no capture was worth more, so the {CARDS[card].name} goes to the field, where it helps "
                f"the opponent least")
    gained = mine | taken
    before = {s.key for s in rules.yaku_of(mine)}
    made = [s.name for s in rules.yaku_of(gained) if s.key not in before]
    cards = " and ".join(f"the {CARDS[c].name}" for c in _bits(taken))
    if made:
        return f"it captures {cards} and completes {' and '.join(made)}"
    # a card the opponent needs for a yaku close to them
    for y in rules.yaku:
        need = y.counted | y.required
        if y.required & mine or not taken & need or y.excluded & theirs:
            continue
        dist = max(y.min_count - (theirs & y.counted).bit_count(), (y.required & ~theirs).bit_count(), 0)
        if dist <= 2 and (theirs & need):
            return f"it captures {cards}, a card the opponent needs for {y.name}"
    near = _distance(rules, gained, theirs)
    if near < _distance(rules, mine, theirs):
        return f"it captures {cards} and brings {who.object} within {plural(near, 'card')} of a yaku"
    return f"it captures {cards}, the most valuable capture available"
