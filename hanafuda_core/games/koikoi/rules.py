"""The rule sets: presets (named rule sets, from :mod:`.rules_data`) and :class:`KoiKoiOptions`, a preset with its options and yaku."""

from __future__ import annotations

from typing import Iterable, Iterator, Mapping
from typing import Sequence
from dataclasses import dataclass
from dataclasses import fields
from dataclasses import replace

from . import rules_data as _DATA
from ...cardset import to_mask as _to_mask
from ...families import capture as ha
from ...families.capture import DealtHand, FOUR_OF_A_MONTH, FOUR_PAIRS
from ...messages import Message, msg_in
from ...options import MAX_OPTIONS_TEXT, OptionError, form_with_rule_sets
from .options import DEFAULT_OPTIONS, KoiKoiHouseRules, Multiplier, RulesDataError
from .options import data_messages as _schedule_messages
from .yaku import BY_ROLE, CATALOGUE, KEY_PATTERN, OLD_NINTENDO_YAKU, Yaku, YakuScore, apply_options, month_yaku, yaku_from_data
from .evaluator import CompiledYaku, POINT_BITS, POINT_MASK, resolve_yaku


# Presets

RULE_SET_NAME = "a rule set's name"
RULE_SET_ABOUT = "a rule set's description"
"""The contexts of a preset's name and description (data: :func:`data_messages`)."""


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
    options: KoiKoiHouseRules
    short: str = ""
    unstated: tuple[str, ...] = ()
    notes: tuple[tuple[str, str], ...] = ()
    retired: bool = False

    @property
    def name_words(self) -> Message:
        """The preset's name as a learner reads it (on the form, in the board's "Rules" line)."""
        return Message(self.name, {}, context=RULE_SET_NAME)

    @property
    def description_words(self) -> Message:
        """The preset's description as the play page's form gives it."""
        return Message(self.description, {}, context=RULE_SET_ABOUT)

    def to_dict(self) -> dict:
        return {
            "key": self.key, "name": self.name, "short": self.short or self.name,
            "description": self.description, "source": self.source,
            "yaku": [y.to_dict() for y in self.yaku],
            "dealt_hands": [d.to_dict() for d in self.dealt_hands],
            "options": {f.name: getattr(self.options, f.name) for f in fields(self.options)},
            "unstated": list(self.unstated), "notes": dict(self.notes), "retired": self.retired,
        }


DEALT_CATALOG: dict[str, DealtHand] = {d.key: d for d in (FOUR_OF_A_MONTH, FOUR_PAIRS)}
_FEW_MONTHS = (FOUR_OF_A_MONTH.test, FOUR_PAIRS.test)  # tests held only by a hand of at most five months
_PRESET_FIELDS = {"key", "name", "short", "description", "source", "yaku", "dealt_hands", "options",
                  "unstated", "notes"}


def preset_from_data(data: dict, catalogue: Sequence[Yaku] = CATALOGUE) -> Preset:
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
        if k not in DEALT_CATALOG:
            raise RulesDataError(f"{where}: unknown dealt hand {k!r}; known: {', '.join(DEALT_CATALOG)}")
        dealt.append(DEALT_CATALOG[k])
    try:
        options = replace(DEFAULT_OPTIONS, **data.get("options", {}))
    except (TypeError, ValueError) as e:
        raise RulesDataError(f"{where}: options: {e}") from None
    names = {f.name for f in fields(KoiKoiHouseRules)}
    for k in list(data.get("unstated", ())) + list(data.get("notes", {})):
        if k not in names:
            raise RulesDataError(f"{where}: {k!r} is not an option")
    for need in ("key", "name", "description", "source"):
        if not isinstance(data.get(need), str) or not data[need].strip():
            raise RulesDataError(f"{where}: '{need}' must be a text")
    if not KEY_PATTERN.match(data["key"]):
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
    OLD_NINTENDO_YAKU, (FOUR_OF_A_MONTH, FOUR_PAIRS),
    KoiKoiHouseRules(multiple_koikoi=True, caller_second_yaku="choose-again", growing_yaku=True),
    short="Nintendo (first version)", retired=True,
)
"""The first Nintendo preset (retired: it reads, it is not offered)."""
NINTENDO = PRESETS["nintendo-leaflet"]
ALL_PRESETS: dict[str, Preset] = {**PRESETS, OLD_NINTENDO.key: OLD_NINTENDO}

YAKU_CATALOG: dict[str, Yaku] = {}
"""Every yaku of the catalogue and of the retired preset, by key (a key names one definition)."""
for _y in CATALOGUE + OLD_NINTENDO_YAKU:
    if YAKU_CATALOG.setdefault(_y.key, _y) != _y:  # pragma: no cover - a data error
        raise RulesDataError(f"two different yaku share the key {_y.key!r}")
for _p in PRESETS.values():
    for _y in _p.yaku:
        if _y.role and BY_ROLE.setdefault(_y.role, _y.key) != _y.key:  # pragma: no cover
            raise RulesDataError(f"preset {_p.key!r}: two yaku keys for the role {_y.role!r}")


_OPTION_FIELDS = {f.name for f in fields(KoiKoiHouseRules)}
_COMPILED: dict[tuple[Yaku, ...], CompiledYaku] = {}  # rules with the same active yaku share tables
_RULES_BY_TEXT: dict[str, "KoiKoiOptions"] = {}


class KoiKoiOptions:
    """Koi-Koi's options (the game's ``options_type``): a complete rule set,
    a preset, the house rules (:class:`KoiKoiHouseRules`) and the yaku.

    ``KoiKoiOptions()`` is the ``seed`` preset; ``KoiKoiOptions("modern")``
    another preset; options override the preset's
    (``KoiKoiOptions("seed", viewing_yaku="none", rounds=6)``); ``yaku=``
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
                 options: KoiKoiHouseRules | None = None, **overrides):
        if isinstance(preset, str):
            if preset not in ALL_PRESETS:
                raise OptionError(f"unknown preset {preset!r}; the presets are {', '.join(PRESETS)}")
            preset = ALL_PRESETS[preset]
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
            self._lookup(d, DEALT_CATALOG, DealtHand, "dealt hand") for d in dealt_hands)
        self.custom = self.all_yaku != preset.yaku or self.all_dealt_hands != preset.dealt_hands
        self.name = name or (preset.key if not self.custom else "custom")
        opts = self.options
        self.dealt_hands: tuple[DealtHand, ...] = self.all_dealt_hands if opts.dealt_hand_rule == "score" else ()
        """The dealt hands that score (none unless the option says they score)."""
        self.redeal_hands: tuple[DealtHand, ...] = self.all_dealt_hands if opts.dealt_hand_rule == "redeal" else ()
        """The dealt hands that make a deal void (the option "dealt again")."""
        self.dealt_months = 5 if all(d.test in _FEW_MONTHS for d in self.dealt_hands) else 12
        """The most months a dealt hand of eight cards holding one of :attr:`dealt_hands`
        spans (Four of a Month and Four Pairs leave at most five): a quick test at the deal."""
        self._template = apply_options(self.all_yaku, opts)
        self.monthly = any(y.month for y in self._template)
        self.yaku: tuple[Yaku, ...] = self._resolved(1)
        self._compiled: CompiledYaku | None = None
        self._rounds: dict[int, KoiKoiOptions] = {}
        self._viewing: tuple[tuple[int, int], ...] | None = None

    def _resolved(self, round_no: int) -> tuple[Yaku, ...]:
        if not self.monthly:
            return self._template
        return tuple(month_yaku(y, round_no) if y.month else y for y in self._template)

    @staticmethod
    def _yaku_ref(ref) -> Yaku:
        if isinstance(ref, dict):
            try:
                return yaku_from_data(ref)
            except RulesDataError as e:
                raise OptionError(str(e)) from None
        return KoiKoiOptions._lookup(ref, YAKU_CATALOG, Yaku, "yaku")

    @staticmethod
    def _lookup(ref, catalog, cls, what):
        if isinstance(ref, cls):
            return ref
        if isinstance(ref, str) and ref in catalog:
            return catalog[ref]
        raise OptionError(f"unknown {what} {ref!r}; known: {', '.join(catalog)}")

    def for_round(self, round_no: int) -> "KoiKoiOptions":
        """These rules in round ``round_no`` (Cards of the Month is that
        month's four cards: round 1 January, round 13 January again).
        Without a yaku of the round's month, the rules themselves."""
        month = (round_no - 1) % 12
        if not self.monthly or month == self.round_no - 1:
            return self
        r = self._rounds.get(month)
        if r is None:
            r = object.__new__(KoiKoiOptions)
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
        if not isinstance(other, KoiKoiOptions):
            return NotImplemented
        return self._key() == other._key()

    def __hash__(self) -> int:
        return hash(self._key())

    def __repr__(self) -> str:
        return f"KoiKoiOptions({self.to_text()!r})"

    # -- evaluation ----------------------------------------------------------

    def compiled(self) -> CompiledYaku:
        """The yaku of these rules compiled into table look-ups (built on the
        first call, shared by rules with the same yaku); from then on
        :meth:`yaku_of`, :meth:`score_of` and :meth:`signature` are the
        compiled functions themselves."""
        c = self._compiled
        if c is None:
            c = _COMPILED.get(self.yaku)
            if c is None:
                c = _COMPILED[self.yaku] = CompiledYaku(self.yaku)
            self._compiled = c
            # later calls go straight to the compiled functions
            self.yaku_of = c.yaku_of
            self.score_of = c.score_of
            self.signature = c.signature
        return c

    def yaku_of(self, captured: int) -> list[YakuScore]:
        """The yaku held with the captured cards ``captured`` (a bit set), stacking applied."""
        return self.compiled().yaku_of(captured)

    def score_of(self, captured: int) -> int:
        """The total points of :meth:`yaku_of` (no doubling) — the fast path."""
        return self.compiled().score_of(captured)

    def signature(self, captured: int) -> int:
        """``points | (held-yaku bits << 16)``: what the engine compares to
        tell a new yaku (bit ``i`` is ``self.yaku[i]``)."""
        return self.compiled().signature(captured)

    def yaku_bit(self, key: str) -> int:
        return self.compiled().bit_of[key]

    def reference_yaku_of(self, captured: int) -> list[YakuScore]:
        """:meth:`yaku_of` evaluated directly from the definitions (slow; for tests)."""
        out: list[YakuScore] = []
        for u in self.compiled().units:
            out.extend(resolve_yaku(u.members, captured))
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
        (see :meth:`KoiKoiHouseRules.win_points`)."""
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
        base = signature & POINT_MASK
        if own_calls and self.options.viewing_after_koikoi:
            v = self._viewing
            if v is None:
                x = self.options.viewing_after_koikoi
                bits = self.compiled().bit_of
                v = self._viewing = tuple((bits[y.key] << POINT_BITS, x - y.points)
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

    def words(self, base: "KoiKoiOptions | None" = None) -> Message:
        """The rules in words for a learner (a message): the preset's name,
        and the options that differ from it ("Nintendo's printed rules (Five
        Lights are worth: 15 points)").  (``base``, of the options protocol,
        is not read: a rule set is always said whole.)"""
        changed = self.options.words(self.preset.options)
        text = self.preset.name_words
        if changed is not None:
            text = msg_in("a rule set in words, with the options changed from it", "{rule_set} ({changes})",
                          rule_set=text, changes=changed)
        if self.custom:
            text = msg_in("a rule set in words, whose yaku are not the rule set's", "{rules}, with other yaku",
                          rules=text)
        return text

    @property
    def writable(self) -> bool:
        """True when :meth:`to_text` fully describes these rules."""
        return ((self.all_yaku == self.preset.yaku or all(YAKU_CATALOG.get(y.key) == y for y in self.all_yaku))
                and all(DEALT_CATALOG.get(d.key) == d for d in self.all_dealt_hands))

    @classmethod
    def from_text(cls, text: str) -> "KoiKoiOptions":
        """Read :meth:`to_text` (an empty text: the ``seed`` preset); equal
        texts give the same (cached) object."""
        if not isinstance(text, str):
            raise OptionError(f"rules are a text such as 'seed,rounds=6', not {type(text).__name__}")
        if len(text) > MAX_OPTIONS_TEXT:
            raise OptionError("the rules text is too long")
        text = text.strip() or "seed"
        cached = _RULES_BY_TEXT.get(text)
        if cached is not None:
            return cached
        rules = cls._from_text(text)
        if len(_RULES_BY_TEXT) < 256:
            _RULES_BY_TEXT[text] = rules
        return rules

    @classmethod
    def _from_text(cls, text: str) -> "KoiKoiOptions":
        head, _, rest = text.partition(",")
        head = head.strip()
        if head not in ALL_PRESETS:
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
        overrides = KoiKoiHouseRules.parse_overrides(",".join(opt_parts))
        return cls._made(head, yaku=yaku, dealt_hands=dealt, **overrides)

    @classmethod
    def _made(cls, preset: str, **values) -> "KoiKoiOptions":
        """The rules of ``preset`` with these values (a rule they break is an :class:`OptionError`)."""
        try:
            return cls(preset, **values)
        except OptionError:
            raise
        except (TypeError, ValueError) as e:
            raise OptionError(str(e)) from None

    # -- the play page's form (the options protocol) ---------------------------

    @classmethod
    def describe(cls) -> list[dict]:
        """The form: the rule set (a preset) first, then each option, whose
        first choice is the rule set's own (the form names its value)."""
        return form_with_rule_sets(KoiKoiHouseRules.option_descriptions(),
                                   [(p.key, p.name_words, p.description_words, p.options) for p in PRESETS.values()])

    @classmethod
    def from_form(cls, form: Mapping) -> "KoiKoiOptions":
        """The rules a form chose: its ``preset`` (default ``seed``) and the
        options it sets (the others are the preset's)."""
        form = dict(form)
        preset = form.pop("preset", None) or "seed"
        if not isinstance(preset, str) or preset not in PRESETS:
            raise OptionError(f"unknown rule set; the rule sets are {', '.join(PRESETS)}")
        return cls._made(preset, **KoiKoiHouseRules.form_values(form))

    def as_data(self) -> dict:
        """The rules as data for a page: preset, source, options, yaku table, dealt hands."""
        return {
            "preset": self.preset.key, "name": self.name, "source": self.preset.source,
            "text": self.to_text(), "words": self.words(),
            "options": {f.name: getattr(self.options, f.name) for f in fields(self.options)},
            "yaku": [y.to_dict() for y in self.yaku],
            "dealt_hands": [d.to_dict() for d in self.dealt_hands],
        }


DEFAULT_RULES = KoiKoiOptions()


def data_messages() -> Iterator[Message]:
    """The messages made from the rules data: the koi-koi schedules' labels,
    each preset's name (the retired one's too: a saved match names it) and
    each offered preset's description."""
    yield from _schedule_messages()
    for p in ALL_PRESETS.values():
        yield p.name_words
        if not p.retired:
            yield p.description_words


def yaku_of(captured: int | str | Iterable, rules: KoiKoiOptions = DEFAULT_RULES) -> list[YakuScore]:
    """The yaku held with ``captured`` (a bit set, a card-list text or cards)."""
    m = captured if type(captured) is int else _to_mask(captured)
    return rules.yaku_of(m)


def score_of(captured: int, rules: KoiKoiOptions = DEFAULT_RULES) -> int:
    """Total yaku points of ``captured`` (a bit set), without doubling: the fast path."""
    return rules.score_of(captured)
