"""The rule options of Koi-Koi (:class:`KoiKoiOptions`), the koi-koi schedules and the multipliers of a win."""

from __future__ import annotations

from typing import Callable
from typing import Sequence
from dataclasses import dataclass
from dataclasses import field
from dataclasses import fields
import re

from . import rules_data as _DATA
from ...options import OptionSet


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
                object.__setattr__(self, f.name, aliases[v])
        self.check_values()
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
        add, factor = SCHEDULES[self.koikoi_bonus].effect(own_calls) if own_calls > 0 else (0, 1)
        bonus = add
        total = base + bonus
        if not total >= self.double_at > 0 and factor == 1 and not opponent_calls:
            return bonus, total, ()  # the usual case: nothing doubled
        mults = []
        if self.double_at and total >= self.double_at:
            mults.append(_seven_plus(self.double_at))
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


def _seven_plus(double_at: int) -> "Multiplier":
    """The doubling at ``double_at`` points (made once for each threshold)."""
    m = _SEVEN_PLUS.get(double_at)
    if m is None:
        m = _SEVEN_PLUS[double_at] = Multiplier("seven-plus", 2, f"{double_at} points or more: doubled")
    return m


_SEVEN_PLUS: dict[int, "Multiplier"] = {}

SCHEDULES: dict[str, KoikoiSchedule] = {d["key"]: KoikoiSchedule.from_data(d) for d in _DATA.KOIKOI_SCHEDULES}
"""The koi-koi schedules by key (the choices of ``koikoi_bonus``)."""

_BOOL_OPTIONS = tuple(f.name for f in fields(KoiKoiOptions) if f.type in (bool, "bool"))
DEFAULT_OPTIONS = KoiKoiOptions()
OPTION_INFO: list[dict] = KoiKoiOptions.describe()


@dataclass(frozen=True)
class Multiplier:
    key: str  # 'seven-plus' | 'koikoi'
    factor: int
    reason: str

    def to_dict(self) -> dict:
        return {"key": self.key, "factor": self.factor, "reason": self.reason}
