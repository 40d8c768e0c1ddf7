"""The rule options of Koi-Koi (:class:`KoiKoiHouseRules`), the koi-koi schedules and the multipliers of a win."""

from __future__ import annotations

from typing import Callable
from typing import Sequence
from dataclasses import dataclass
import re

from . import rules_data as _DATA
from ...messages import Message, msg, msg_in, msg_n
from ...options import OptionSet, option


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
class KoiKoiSchedule:
    """What a winner's own koi-koi calls do to their score: points added to
    the yaku total and a factor, by the number of calls (from
    :data:`.rules_data.KOIKOI_SCHEDULES`)."""

    key: str
    label: str
    steps: tuple[tuple[int, int | None, Callable[[int], int], Callable[[int], int]], ...]
    source: str = ""

    @classmethod
    def from_data(cls, data: dict) -> "KoiKoiSchedule":
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


# the headings of the options form
_YAKU = msg_in("a heading of the rule options form", "The yaku")
_KOIKOI = msg_in("a heading of the rule options form", "Koi-koi and doubling")
_MATCH = msg_in("a heading of the rule options form", "The deal and the match")

SCHEDULE_LABEL = "a rule option's choice"
"""The context of a koi-koi schedule's label (the labels are data: :func:`data_messages`)."""


def schedule_label(data: dict) -> Message:
    """A koi-koi schedule's label on the form (one entry of :data:`.rules_data.KOIKOI_SCHEDULES`)."""
    return Message(data["label"], {}, context=SCHEDULE_LABEL)


def data_messages():
    """The messages made here from the rules data: each koi-koi schedule's label."""
    for data in _DATA.KOIKOI_SCHEDULES:
        yield schedule_label(data)


@dataclass(frozen=True)
class KoiKoiHouseRules(OptionSet):
    """The rule options of Koi-Koi: each field's ``option(...)`` gives its
    code, label and description (:meth:`describe`); the form shows them under
    three headings (the yaku; koi-koi and doubling; the deal and the match).
    Defaults are the ``seed`` preset's (this site's source, ``koikoi.txt``); a
    preset sets others.  The rules page's rule notes (``docs/games/koikoi.md``)
    give each choice and its sources.  The yaku options adjust the catalogue
    yaku with the matching ``role`` (:func:`.yaku.apply_options`); the
    choices of ``koikoi_bonus`` are the schedules of
    :data:`.rules_data.KOIKOI_SCHEDULES` (:data:`SCHEDULES`).
    """

    BARE_FLAGS = False  # flags are written code=yes / code=no (a preset may turn one on)

    # -- yaku
    five_lights: int = option(
        10, code="five-lights", label=msg_in("a rule option's label", "Five Lights are worth"), range=(0, 99),
        group=_YAKU,
        choices={10: msg_in("a rule option's choice", "10 points"),
                 15: msg_in("a rule option's choice", "15 points")},
        doc=msg_in("a rule option's description", "Points of Five Lights."))
    four_lights: int = option(
        8, code="four-lights", label=msg_in("a rule option's label", "Dry Four Lights are worth"), range=(0, 99),
        group=_YAKU,
        choices={8: msg_in("a rule option's choice", "8 points"),
                 10: msg_in("a rule option's choice", "10 points")},
        doc=msg_in("a rule option's description", "Points of the four lights without the Rain Man."))
    rainy_four: int = option(
        7, code="rainy-four", label=msg_in("a rule option's label", "Four lights with the Rain Man"), range=(0, 99),
        group=_YAKU,
        choices={7: msg_in("a rule option's choice", "Rainy Four Lights, 7 points"),
                 8: msg_in("a rule option's choice", "Rainy Four Lights, 8 points"),
                 0: msg_in("a rule option's choice", "Score as three lights")},
        doc=msg_in("a rule option's description", "Rainy Four Lights as a yaku of its own, or scored as three "
                   "lights (the three lights other than the Rain Man)."))
    three_lights: int = option(
        6, code="three-lights", label=msg_in("a rule option's label", "Dry Three Lights are worth"), range=(0, 99),
        group=_YAKU,
        choices={6: msg_in("a rule option's choice", "6 points"),
                 5: msg_in("a rule option's choice", "5 points")},
        doc=msg_in("a rule option's description", "Points of three lights without the Rain Man."))
    viewing_yaku: str = option(  # yes/no: the spelling of texts saved when this was a flag
        "yes", code="viewing", label=msg_in("a rule option's label", "Viewing yaku counted"), group=_YAKU,
        choices={"yes": msg_in("a rule option's choice", "Both"),
                 "moon": msg_in("a rule option's choice", "Moon Viewing only"),
                 "blossom": msg_in("a rule option's choice", "Blossom Viewing only"),
                 "no": msg_in("a rule option's choice", "Neither")},
        aliases={"both": "yes", "none": "no", True: "yes", False: "no"},
        doc=msg_in("a rule option's description", "Moon Viewing and Blossom Viewing, one of them, or neither "
                   "(some players leave them out: they are easy to make)."))
    viewing_spoiler: str = option(
        "none", code="spoiled-by", label=msg_in("a rule option's label", "Viewing yaku spoiled by"), group=_YAKU,
        choices={"none": msg_in("a rule option's choice", "Nothing"),
                 "rain-man": msg_in("a rule option's choice", "The Rain Man"),
                 "willow": msg_in("a rule option's choice", "Any willow card"),
                 "lightning": msg_in("a rule option's choice", "The Lightning"),
                 "rain-man-or-lightning": msg_in("a rule option's choice", "The Rain Man or the Lightning")},
        doc=msg_in("a rule option's description", "A viewing yaku does not count while the same capture pile "
                   "holds this card (rain spoils the party)."))
    viewing_points: int = option(
        5, code="viewing-points", label=msg_in("a rule option's label", "Viewing yaku are worth"), range=(1, 20),
        group=_YAKU,
        choices={5: msg_in("a rule option's choice", "5 points each"),
                 3: msg_in("a rule option's choice", "3 points each"),
                 1: msg_in("a rule option's choice", "1 point each")},
        doc=msg_in("a rule option's description", "Points of Moon Viewing and of Blossom Viewing (each)."))
    viewing_alone: bool = option(
        True, code="viewing-alone", label=msg_in("a rule option's label", "Viewing yaku score on their own"),
        group=_YAKU,
        doc=msg_in("a rule option's description", "When off, a viewing yaku counts only beside another yaku."))
    sake_cup: str = option(
        "both", code="cup", label=msg_in("a rule option's label", "The Sake Cup counts as"), group=_YAKU,
        choices={"both": msg_in("a rule option's choice", "An animal and a chaff card"),
                 "animal": msg_in("a rule option's choice", "An animal card only"),
                 "chaff": msg_in("a rule option's choice", "A chaff card only")},
        doc=msg_in("a rule option's description", "The Sake Cup is an animal card; it may count as a chaff card "
                   "too."))
    tane_with_bdb: bool = option(
        True, code="tane-bdb", label=msg_in("a rule option's label", "Tane counts beside Boar, Deer, Butterflies"),
        group=_YAKU,
        doc=msg_in("a rule option's description", "When off, Tane does not count while Boar, Deer, Butterflies is "
                   "held."))
    bdb_extra: bool = option(
        False, code="bdb-extra", label=msg_in("a rule option's label", "Boar, Deer, Butterflies grows"),
        group=_YAKU,
        doc=msg_in("a rule option's description", "Boar, Deer, Butterflies gains 1 point for every further animal "
                   "card."))
    scrolls_stack: bool = option(
        False, code="scrolls-stack",
        label=msg_in("a rule option's label", "Five Scrolls adds to the other scroll yaku"), group=_YAKU,
        doc=msg_in("a rule option's description", "When off, Five Scrolls counts only when no other scroll yaku "
                   "is held."))
    ribbon_extra: bool = option(
        True, code="ribbon-extra", label=msg_in("a rule option's label", "Poetry and purple scrolls grow"),
        group=_YAKU,
        doc=msg_in("a rule option's description", "All Poetry Scrolls and All Purple Scrolls gain 1 point for "
                   "every further ribbon."))
    red_and_blue: str = option(
        "instead", code="red-blue", label=msg_in("a rule option's label", "Poetry and purple scrolls together"),
        group=_YAKU,
        choices={"instead": msg_in("a rule option's choice", "One yaku instead of the two"),
                 "extra": msg_in("a rule option's choice", "One more yaku on top"),
                 "none": msg_in("a rule option's choice", "The two yaku add up")},
        doc=msg_in("a rule option's description", "Holding both scroll sets: one yaku that replaces the two, one "
                   "more yaku on top of the two, or simply the two yaku added up."))
    monthly_cards: int = option(
        0, code="month-cards", label=msg_in("a rule option's label", "Cards of the Month"), range=(0, 99),
        group=_YAKU,
        choices={0: msg_in("a rule option's choice", "Not a yaku"),
                 4: msg_in("a rule option's choice", "A yaku worth 4 points")},
        doc=msg_in("a rule option's description", "The four cards of the round's month (round 1 is January) as a "
                   "yaku."))
    # -- koi-koi and doubling
    multiple_koikoi: bool = option(
        False, code="multi", label=msg_in("a rule option's label", "More than one koi-koi per round"),
        group=_KOIKOI,
        doc=msg_in("a rule option's description", "The other player may answer a koi-koi with their own, and a "
                   "caller may call again if the next option allows it."))
    caller_second_yaku: str = option(
        "end", code="second", label=msg_in("a rule option's label", "A koi-koi caller's next yaku"), group=_KOIKOI,
        choices={"end": msg_in("a rule option's choice", "Ends the round"),
                 "choose-again": msg_in("a rule option's choice", "Stop or koi-koi again")},
        doc=msg_in("a rule option's description", "Ends the round and scores, or offers stop or koi-koi again "
                   "(this needs more than one koi-koi per round)."))
    growing_yaku: bool = option(
        False, code="grow", label=msg_in("a rule option's label", "A grown yaku counts as new"), group=_KOIKOI,
        doc=msg_in("a rule option's description", "A yaku that gains points (one more card of a yaku that grows) "
                   "offers stop or koi-koi like a new yaku."))
    koikoi_min: int = option(
        0, code="koikoi-min", label=msg_in("a rule option's label", "Points needed to call koi-koi"), range=(0, 99),
        group=_KOIKOI,
        choices={0: msg_in("a rule option's choice", "Any yaku"),
                 3: msg_in("a rule option's choice", "3 points")},
        doc=msg_in("a rule option's description", "With fewer yaku points than this, a player who makes a yaku "
                   "must stop."))
    double_at: int = option(
        7, code="double-at", label=msg_in("a rule option's label", "Double a round score of"), range=(0, 99),
        group=_KOIKOI,
        choices={7: msg_in("a rule option's choice", "7 points or more"),
                 0: msg_in("a rule option's choice", "Never double")},
        doc=msg_in("a rule option's description", "A round score of this many points or more is doubled."))
    opponent_koikoi: str = option(
        "double", code="opp-koikoi", label=msg_in("a rule option's label", "A win after the opponent's koi-koi"),
        group=_KOIKOI,
        choices={"double": msg_in("a rule option's choice", "Doubled"),
                 "per-call": msg_in("a rule option's choice", "×2 after one call, ×3 after two…"),
                 "none": msg_in("a rule option's choice", "Not changed")},
        doc=msg_in("a rule option's description", "What a win is worth when the loser had called koi-koi."))
    koikoi_bonus: str = option(
        "none", code="bonus", label=msg_in("a rule option's label", "The winner's own koi-koi calls"),
        group=_KOIKOI, choices={s["key"]: schedule_label(s) for s in _DATA.KOIKOI_SCHEDULES},
        doc=msg_in("a rule option's description", "What the winner's own koi-koi calls add to their score."))
    viewing_after_koikoi: int = option(
        0, code="viewing-koikoi", label=msg_in("a rule option's label", "Viewing yaku after your own koi-koi"),
        range=(0, 20), group=_KOIKOI,
        choices={0: msg_in("a rule option's choice", "Their usual value"),
                 3: msg_in("a rule option's choice", "3 points each"),
                 10: msg_in("a rule option's choice", "10 points each")},
        doc=msg_in("a rule option's description", "A winner who called koi-koi scores each viewing yaku at this "
                   "value."))
    # -- the deal and the match
    dealt_hand_rule: str = option(
        "score", code="teyaku",
        label=msg_in("a rule option's label", "Four of a month or four pairs in a dealt hand"), group=_MATCH,
        choices={"score": msg_in("a rule option's choice", "Scores 6 points"),
                 "redeal": msg_in("a rule option's choice", "The cards are dealt again"),
                 "off": msg_in("a rule option's choice", "Counts for nothing")},
        doc=msg_in("a rule option's description", "A hand dealt with all four cards of a month, or four pairs, "
                   "wins the round at once, makes the deal void, or counts for nothing."))
    no_yaku_points: int = option(
        0, code="oya-ken", label=msg_in("a rule option's label", "When nobody makes a yaku"), range=(0, 99),
        group=_MATCH,
        choices={0: msg_in("a rule option's choice", "Nobody scores"),
                 1: msg_in("a rule option's choice", "The dealer scores 1"),
                 6: msg_in("a rule option's choice", "The dealer scores 6")},
        doc=msg_in("a rule option's description", "When the cards run out without a yaku, nobody scores, or the "
                   "dealer scores (the dealer's privilege)."))
    lightning_wild: bool = option(
        False, code="wild", label=msg_in("a rule option's label", "The Lightning is wild"), group=_MATCH,
        doc=msg_in("a rule option's description", "The Lightning (the November chaff) captures any field card; it "
                   "scores as before."))
    rounds: int = option(
        12, code="rounds", label=msg_in("a rule option's label", "Rounds in the match"), range=(0, 12),
        group=_MATCH,
        choices={12: msg_in("a rule option's choice", "12 (a full year)"),
                 6: msg_in("a rule option's choice", "6 (half a year)"),
                 8: msg_in("a rule option's choice", "8 rounds"),
                 0: msg_in("a rule option's choice", "No limit (play to the target)")},
        doc=msg_in("a rule option's description", "Twelve rounds (one per month), a half game of six, eight as in "
                   "KoiKoi-Japan, or no limit with a target score."))
    target: int = option(
        0, code="target", label=msg_in("a rule option's label", "Play to a target score"), range=(0, 999),
        group=_MATCH,
        choices={0: msg_in("a rule option's choice", "No target"),
                 50: msg_in("a rule option's choice", "50 points"),
                 100: msg_in("a rule option's choice", "100 points")},
        doc=msg_in("a rule option's description", "The match ends after the round in which a player reaches this "
                   "score."))

    def __post_init__(self):
        super().__post_init__()
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
            mults.append(Multiplier("own-koikoi", factor, own_calls))
            total *= factor
        if opponent_calls and self.opponent_koikoi != "none":
            f = 2 if self.opponent_koikoi == "double" else opponent_calls + 1
            mults.append(Multiplier("koikoi", f, opponent_calls))
            total *= f
        return bonus, total, tuple(mults)

    def is_final(self, round_no: int, scores: Sequence[int]) -> bool:
        """Whether round ``round_no``, ending with these match scores, is the last."""
        return bool((self.rounds and round_no >= self.rounds) or (self.target and max(scores) >= self.target))


def _seven_plus(double_at: int) -> "Multiplier":
    """The doubling at ``double_at`` points (made once for each threshold)."""
    m = _SEVEN_PLUS.get(double_at)
    if m is None:
        m = _SEVEN_PLUS[double_at] = Multiplier("seven-plus", 2, double_at)
    return m


_SEVEN_PLUS: dict[int, "Multiplier"] = {}

SCHEDULES: dict[str, KoiKoiSchedule] = {d["key"]: KoiKoiSchedule.from_data(d) for d in _DATA.KOIKOI_SCHEDULES}
"""The koi-koi schedules by key (the choices of ``koikoi_bonus``)."""

DEFAULT_OPTIONS = KoiKoiHouseRules()
OPTION_INFO: list[dict] = KoiKoiHouseRules.option_descriptions()


@dataclass(frozen=True)
class Multiplier:
    """A factor a winner's score is multiplied by, and why."""

    key: str  # 'seven-plus' | 'own-koikoi' | 'koikoi'
    factor: int
    count: int
    """The figure the reason names: the points that double (``seven-plus``),
    the winner's calls (``own-koikoi``), the opponent's calls (``koikoi``)."""

    @property
    def words(self) -> Message:
        """Why the score is multiplied, in words for a learner."""
        if self.key == "seven-plus":
            return msg("{n} points or more: doubled", n=self.count)
        if self.key == "own-koikoi":
            return msg_n("this player's one koi-koi call", "this player's {n} koi-koi calls", self.count,
                         n=self.count)
        if self.factor == 2:  # the opponent's koi-koi doubles (one call, or any number with the option "double")
            return msg("the opponent called koi-koi and this player made the next yaku: doubled")
        return msg("the opponent called koi-koi {n} times", n=self.count)

    @property
    def reason(self) -> str:
        """:attr:`words` in English."""
        return str(self.words)  # English until the outcomes and the rules page are converted

    def to_dict(self) -> dict:
        return {"key": self.key, "factor": self.factor, "reason": self.reason}
