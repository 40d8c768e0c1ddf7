"""Generated tables for the Koi-Koi rules page (``docs/games/koikoi.md``).

Everything here is read from :mod:`hanafuda_core.games.koikoi.engine` (and the capture
rules of :mod:`hanafuda_core.families.capture`): the yaku of each preset as the rules
compile them (``KoiKoiOptions(preset).yaku``: the data of :mod:`.rules_data` with the
preset's options applied; what each needs is written from those fields, and an example
capture pile is found by searching card sets, checked with ``KoiKoiOptions.yaku_of``), the
presets and their sources, the comparison of the presets (yaku and rule options as rows),
the rule options from ``OPTION_INFO`` in words, the dealt hands and special deals, and
worked scoring examples computed with ``score_breakdown``.  Offered by the game's
``tables()``.  No engine identifier is shown: options go by their labels, presets by
their names.
"""

from __future__ import annotations

import html
from dataclasses import dataclass, fields
from functools import lru_cache
from itertools import combinations

from ...families import capture as ha
from ...cardset import bits as _bits, mask as _mask
from ...deck import CARDS
from .engine import (
    KoiKoiHouseRules,
    ANIMALS, CHAFF, LIGHTS, OPTION_INFO, PRESETS, RIBBONS, SAKE_CUP, KoiKoiOptions,
    ScoreBreakdown, Yaku, score_breakdown,
)
from .engine import POSITION_FIELDS, CLASS_ONE, class_of_mask
from ...notation import format_cards, parse_cards
from ...rng import Rng

from ...pagetables import draw, position_fields, table as _table

_esc = html.escape
_MAX_COMBINATIONS = 200_000
_INFO = {o["name"]: o for o in OPTION_INFO}

ROLE_OPTIONS: dict[str, tuple[str, ...]] = {
    "five-lights": ("five_lights",),
    "four-lights": ("four_lights",),
    "rainy-four": ("rainy_four",),
    "three-lights": ("three_lights", "rainy_four"),
    "tane": ("sake_cup", "tane_with_bdb"),
    "boar-deer-butterflies": ("bdb_extra", "tane_with_bdb"),
    "moon-viewing": ("viewing_yaku", "viewing_points", "viewing_spoiler", "viewing_alone", "viewing_after_koikoi"),
    "blossom-viewing": ("viewing_yaku", "viewing_points", "viewing_spoiler", "viewing_alone",
                        "viewing_after_koikoi"),
    "five-scrolls": ("scrolls_stack",),
    "poetry-scrolls": ("ribbon_extra", "red_and_blue"),
    "blue-scrolls": ("ribbon_extra", "red_and_blue"),
    "poetry-and-blue": ("red_and_blue", "ribbon_extra"),
    "cards-of-the-month": ("monthly_cards",),
    "kasu": ("sake_cup",),
}
"""The rule options that change each catalogue yaku (by its role), for the yaku tables."""


def label(name: str) -> str:
    """An option's label (its name in words)."""
    return _INFO[name]["label"]


def value_words(name: str, value) -> str:
    """An option's value in words (the label of the choice)."""
    info = _INFO[name]
    return next((c["label"] for c in info["choices"] if c["value"] == value), str(value))


def _codes(mask: int) -> str:
    return format_cards(_bits(mask)) if mask else "-"


def _pile_html(cards, key_cards=None, width: int = 34) -> str:
    """A flex row of small cards (inline styles: Material's list styles would turn a
    list inside a table cell into a bulleted column).  Cards outside ``key_cards`` are faded."""
    items = []
    for c in cards:
        svg = draw(c, width)
        if key_cards is not None and c not in key_cards:
            svg = svg.replace('class="hf-card"', 'class="hf-card is-dimmed"', 1)
        items.append(f'<span role="listitem" style="flex:none;width:{width}px">{svg}</span>')
    return ('<span class="hf-koikoi-pile" role="list" style="display:flex;flex-wrap:wrap;'
            f'gap:.25rem;align-items:flex-end;margin:.5rem 0 .2rem">{"".join(items)}</span>')


# ---------------------------------------------------------------------------
# Yaku: what each needs, in words generated from its data

_NAMED_SETS = (
    (LIGHTS, "the five lights"),
    (ANIMALS, "the nine animal cards"),
    (ANIMALS & ~SAKE_CUP, "the animal cards other than the Sake Cup"),
    (RIBBONS, "the ten ribbons"),
    (CHAFF, "the 24 chaff cards"),
)


def _set_words(mask: int) -> str:
    """A card set in words: a named kind of card (plus the Sake Cup), or its card codes."""
    for named, words in _NAMED_SETS:
        if mask == named:
            return words
        if mask == named | SAKE_CUP and not named & SAKE_CUP:
            return f"{words} and the Sake Cup (<code>{CARDS[_bits(SAKE_CUP)[0]].code}</code>)"
    return f"<code>{_codes(mask)}</code>"


def _cards_words(mask: int) -> str:
    if mask.bit_count() == 1:
        c = CARDS[_bits(mask)[0]]
        return f"the {_esc(c.name)} (<code>{c.code}</code>)"
    return f"<code>{_codes(mask)}</code>"


def needs_text(y: Yaku) -> str:
    """What a yaku needs, written from its fields (never typed per yaku)."""
    if y.month:
        text = ("All four cards of the round's month: January's in the first round, February's in "
                "the second, and so on.")
        return text
    counted = y.counted
    if y.required and y.required.bit_count() >= y.min_count:
        text = f"all of <code>{_codes(y.required)}</code>"
    elif y.min_count == counted.bit_count() and y.required in (0, counted):
        text = f"all of {_set_words(counted)}"
    else:
        text = f"any {y.min_count} of {_set_words(counted)}"
        if y.required:
            text += f", including {_cards_words(y.required)}"
    if y.excluded:
        text += f", without {_cards_words(y.excluded)}"
    if y.sake_cup_dual:
        text += "; the Sake Cup counts here as a chaff card as well as an animal"
    text = text[0].upper() + text[1:] + "."
    if y.per_extra:
        cls = class_of_mask(counted)
        kind = CLASS_ONE[cls] if cls else "counted card"
        text += f" Each further {kind} adds {y.per_extra} point{'s' if y.per_extra != 1 else ''}."
    if y.needs_other:
        text += " It counts only beside another yaku."
    return text


def points_text(y: Yaku) -> str:
    text = f"<strong>{y.points}</strong>"
    if y.per_extra:
        text += f"<br>+{y.per_extra} per extra card"
    return text


def stacking_text(y: Yaku, rules: KoiKoiOptions) -> str:
    """How a yaku adds up with the others under ``rules`` (from ``group``,
    ``blocked_by`` and ``needs_other``), and the rule options that change it."""
    by_key = {x.key: x for x in rules.yaku}
    notes = []
    if y.group is not None:
        others = [x.name for x in rules.yaku if x.group == y.group and x.key != y.key]
        notes.append("Does not add up with " + ", ".join(_esc(o) for o in others)
                     + ": of these only the most valuable counts.")
    blocked = [by_key[k].name for k in y.blocked_by if k in by_key]
    if blocked:
        notes.append("Counts only when " + " or ".join(_esc(n) for n in blocked) + " is not held.")
    if y.needs_other:
        notes.append("Counts only beside another yaku.")
    if not notes:
        notes.append("Adds up with every other yaku.")
    opts = ROLE_OPTIONS.get(y.role or "", ())
    if opts:
        notes.append("Rule options that change it: " + ", ".join(f"“{_esc(label(o))}”" for o in opts) + ".")
    return " ".join(notes)


@lru_cache(maxsize=None)
def example_pile(preset_key: str, yaku_key: str) -> tuple[tuple[int, ...], bool]:
    """A small capture pile (card indices, deck order) that holds ``yaku_key`` under the
    preset (in its first round, for Cards of the Month).

    Deterministic: the required cards plus every combination (in deck order) of
    the fewest counted cards that reaches ``min_count``; the first pile whose
    ``yaku_of`` is exactly that yaku wins.  When no such pile exists, the first
    one whose yaku include it.  Returns ``(pile, exact)``.
    """
    rules = KoiKoiOptions(preset_key)
    y = next(x for x in rules.yaku if x.key == yaku_key)
    base = y.required
    need = max(y.min_count - (base & y.counted).bit_count(), 0)
    pool = _bits(y.counted & ~base & ~y.excluded)
    fallback = None
    extra_yaku = [x for x in rules.yaku if not x.needs_other and x.key != yaku_key]
    for tried, extra in enumerate(combinations(pool, need)):
        if tried >= _MAX_COMBINATIONS:
            break
        pile = base | _mask(extra)
        held = [s.yaku.key for s in rules.yaku_of(pile)]
        if held == [yaku_key]:
            return tuple(_bits(pile)), True
        if fallback is None and yaku_key in held:
            fallback = pile
    if fallback is None and y.needs_other and extra_yaku:
        # a yaku that counts only beside another one: add the smallest other yaku
        for other in sorted(extra_yaku, key=lambda x: (x.min_count, x.key)):
            pile = base | _mask(pool[:need]) | other.required | _mask(_bits(other.counted & ~other.excluded)[:other.min_count])
            if yaku_key in [s.yaku.key for s in rules.yaku_of(pile)]:
                fallback = pile
                break
    if fallback is None:  # pragma: no cover - a data error
        raise RuntimeError(f"no capture pile holds the yaku {yaku_key!r} under {preset_key!r}")
    return tuple(_bits(fallback)), False


def yaku_table(preset_key: str) -> str:
    rules = KoiKoiOptions(preset_key)
    rows = []
    for y in rules.yaku:
        pile, exact = example_pile(preset_key, y.key)
        held = rules.yaku_of(_mask(pile))
        score = next(s.points for s in held if s.yaku.key == y.key)
        others = [s for s in held if s.yaku.key != y.key]
        note = f"Example pile: <code>{format_cards(pile)}</code>, {score} point{'s' if score != 1 else ''}"
        if y.month:
            note += " in the first round (January)"
        if not exact:
            note += "; it also holds " + ", ".join(f"{_esc(s.yaku.name)} ({s.points})" for s in others)
        rows.append([
            f'<strong>{_esc(y.name)}</strong><br><span lang="ja">{_esc(y.japanese)}</span>'
            f"<br><em>{_esc(y.romaji)}</em>",
            points_text(y),
            # The stacking note and the example sit under the description: more columns
            # would leave each one a word wide on a phone.
            needs_text(y) + f'<br><em class="hf-koikoi-stacking">{stacking_text(y, rules)}</em>'
            + _pile_html(pile)
            + f'<small style="display:block;margin-bottom:.8rem">{note}.</small>',
        ])
    return _table(["Yaku", "Points", "What it needs"], rows, "hf-table hf-koikoi-yaku")


def _yaku_table_for(key: str):
    def render() -> str:
        return yaku_table(key)
    render.__name__ = f"yaku_table_{key}"
    return render


def other_yaku_tables() -> str:
    """The yaku table of every preset but the first, each in a box that opens."""
    parts = []
    for p in list(PRESETS.values())[1:]:
        parts.append(f'<details class="hf-koikoi-preset-yaku" id="yaku-{p.key}"><summary>The yaku of '
                     f"“{_esc(p.name)}”</summary>{yaku_table(p.key)}</details>")
    return "".join(parts)


# ---------------------------------------------------------------------------
# Presets: name, source, and what their sources leave open


def presets_table() -> str:
    """Each rule set: what it is, its source, and what the source leaves open (two
    columns: three would be a word wide each on a phone)."""
    rows = []
    for p in PRESETS.values():
        what = _esc(p.description) + f"<br><small><strong>Source:</strong> {_esc(p.source)}"
        if p.unstated:
            what += (" Not settled by it, so this site's choice: "
                     + "; ".join(f"“{_esc(label(o))}”" for o in p.unstated) + ".")
        rows.append([f"<strong>{_esc(p.name)}</strong>", what + "</small>"])
    return _table(["Rule set", "What it is, and its source"], rows, "hf-table hf-koikoi-presets")


# ---------------------------------------------------------------------------
# The comparison: presets as columns, yaku and rule options as rows


def _yaku_cell(y: Yaku | None) -> str:
    if y is None:
        return "—"
    text = str(y.points)
    if y.per_extra:
        text += f", +{y.per_extra} per card"
    return text


def comparison_rows() -> list[tuple[str, str, list[str]]]:
    """``(kind, row label, one cell per preset)``: a row per yaku (its points
    under each preset, "—" when it does not count) and a row per rule option
    (the choice in words, marked † where the preset's source does not settle it)."""
    presets = list(PRESETS.values())
    rules = [KoiKoiOptions(p.key) for p in presets]
    order: list[Yaku] = []
    seen = set()
    for r in rules:
        for y in r.all_yaku:
            if y.key not in seen:
                seen.add(y.key)
                order.append(y)
    out = []
    for y in order:
        cells = [_yaku_cell(next((x for x in r.yaku if x.key == y.key), None)) for r in rules]
        out.append(("yaku", y.name, cells))
    for f in fields(KoiKoiHouseRules):
        cells = []
        for p in presets:
            cell = value_words(f.name, getattr(p.options, f.name))
            if f.name in p.unstated:
                cell += " †"
            cells.append(cell)
        out.append(("option", label(f.name), cells))
    return out


def comparison_table() -> str:
    """The comparison as HTML: a heading row per part (yaku points, then each group
    of rule options), a value that differs from the first rule set's in bold."""
    presets = list(PRESETS.values())
    n = len(presets)
    groups = {o["label"]: o.get("group") for o in OPTION_INFO}
    body = []
    part = None
    for kind, name, cells in comparison_rows():
        heading = "Points of each yaku" if kind == "yaku" else f"Rules: {groups[name][0].lower()}{groups[name][1:]}"
        if heading != part:
            part = heading
            body.append(f'<tr class="hf-compare-part"><th scope="rowgroup" colspan="{n + 1}">{_esc(heading)}</th></tr>')
        tds = []
        for i, c in enumerate(cells):
            same = c.rstrip(" †") == cells[0].rstrip(" †")
            tds.append(f"<td>{_esc(c)}</td>" if i == 0 or same else f'<td class="is-different"><strong>{_esc(c)}</strong></td>')
        body.append(f'<tr><th scope="row">{_esc(name)}</th>{"".join(tds)}</tr>')
    head = "<th></th>" + "".join(f'<th scope="col">{_esc(p.short or p.name)}</th>' for p in presets)
    return (f'<div class="hf-table-wrap"><table class="hf-table hf-koikoi-compare"><thead><tr>{head}</tr>'
            f'</thead><tbody>{"".join(body)}</tbody></table></div>'
            "<p><small>In bold: a value that differs from this site's rules. † Not settled by the rule "
            "set's source: the value is this site's choice (see the rule notes).</small></p>")


# ---------------------------------------------------------------------------
# Rule options, in words


def options_table() -> str:
    rows = []
    first = next(iter(PRESETS.values()))
    for info in OPTION_INFO:
        default = getattr(first.options, info["name"])
        choices = "<br>".join(
            f"<strong>{_esc(c['label'])}</strong>" if c["value"] == default else _esc(c["label"])
            for c in info["choices"]
        )
        # In a position's rules field, after the rule set's key (seed,five-lights=15).
        example = type(first.options).notation_example(info["name"], first.options)
        rows.append([f"<strong>{_esc(info['label'])}</strong>",
                     f'<code style="white-space:nowrap">{_esc(example or "")}</code>', choices,
                     _esc(info["description"])])
    return _table(["Rule", "In notation", "Choices (this site's in bold)", "What it changes"], rows,
                  "hf-table hf-koikoi-options")


# ---------------------------------------------------------------------------
# Dealt hands and special deals


@lru_cache(maxsize=None)
def dealt_example(key: str) -> tuple[int, ...]:
    """An eight-card hand holding exactly the dealt hand ``key`` (searched with a seeded
    generator; checked with ``dealt_hands_of``)."""
    table = tuple({d.key: d for p in PRESETS.values() for d in p.dealt_hands}.values())
    target = next(d for d in table if d.key == key)
    rng = Rng(f"koikoi-dealt-example:{key}")
    for _ in range(2_000_000):
        deck = ha.shuffled_deck(rng)
        hand = _mask(deck[:8])
        if [d.key for d in ha.dealt_hands_of(hand, table)] == [key] and target.held_by(hand):
            return tuple(_bits(hand))
    raise RuntimeError(f"no hand holds the dealt hand {key!r}")  # pragma: no cover


# Special deals of the field and the end of the cards: each with an example checked by
# the capture engine (``check``) in the tests and at build time.
@dataclass(frozen=True)
class Situation:
    name: str
    what: str
    example: str
    check: str  # "redeal", "stack" or "exhausted"


SITUATIONS = (
    Situation("Four of a month on the field",
              "The deal does not count: shuffle and deal again (same dealer).",
              "3B 3R 3C1 3C2 5A 7C1 10R 12C2", "redeal"),
    Situation("Three of a month on the field",
              "The three are stacked; whoever plays the fourth card of that month takes all three.",
              "8B 8A 8C1 2R 4C1 6A 9C1 11C", "stack"),
    Situation("The cards run out with no yaku",
              "Nobody scores this round (or the dealer scores, under the rule "
              "“When nobody makes a yaku”); the same dealer deals again.",
              "", "exhausted"),
)


def situation_holds(s: Situation) -> bool:
    if not s.example:
        return True
    fld = _mask(c.index for c in parse_cards(s.example))
    if s.check == "redeal":
        return ha.needs_redeal(fld)
    if s.check == "stack":
        return bool(ha.stacked_months(fld)) and not ha.needs_redeal(fld)
    return False


def special_deals_table() -> str:
    rows = []
    dealt = {d.key: d for p in PRESETS.values() for d in p.dealt_hands}
    rule = "dealt_hand_rule"
    for d in dealt.values():
        hand = dealt_example(d.key)
        scoring = [p.name for p in PRESETS.values() if d in p.dealt_hands and getattr(p.options, rule) == "score"]
        other = [p for p in PRESETS.values() if d in p.dealt_hands and getattr(p.options, rule) != "score"]
        text = (f"{_esc(d.description)} The round ends at once: <strong>{d.points} points</strong>, "
                f"not doubled (in {', '.join('“' + _esc(n) + '”' for n in scoring)}).")
        for p in other:
            text += (f" In “{_esc(p.name)}”: {_esc(value_words(rule, getattr(p.options, rule)).lower())}.")
        rows.append([
            f'<strong>{_esc(d.name)}</strong><br><span lang="ja">{_esc(d.japanese)}</span>'
            f"<br><em>{_esc(d.romaji)}</em>",
            "A dealt hand",
            text + _pile_html(hand)
            + f'<small style="display:block;margin-bottom:.8rem">Example hand: '
              f"<code>{format_cards(hand)}</code>.</small>",
        ])
    for s in SITUATIONS:
        if not situation_holds(s):
            raise RuntimeError(f"special deal example {s.name!r} is wrong")
        cell = _esc(s.what)
        if s.example:
            cards = [c.index for c in parse_cards(s.example)]
            cell += (_pile_html(cards) + '<small style="display:block;margin-bottom:.8rem">'
                     f"Example field: <code>{s.example}</code>.</small>")
        rows.append([f"<strong>{_esc(s.name)}</strong>",
                     "The field" if s.check != "exhausted" else "The end of the cards", cell])
    return _table(["Situation", "Where", "What happens"], rows, "hf-table hf-koikoi-deals")


# ---------------------------------------------------------------------------
# Worked scoring examples (computed with score_breakdown)


@dataclass(frozen=True)
class ScoringExample:
    preset: str
    pile: str  # card notation
    opponent_called: bool


SCORING_EXAMPLES = (
    ScoringExample("seed", "2A 4A 6A 7A 10A", False),
    ScoringExample("seed", "2A 4A 6A 7A 10A", True),
    ScoringExample("seed", "1R 2R 3R 4R 5R", False),
    ScoringExample("nintendo-leaflet", "1R 2R 3R 4R 5R", False),
    ScoringExample("modern", "2A 4A 6A 7A 10A", False),
    ScoringExample("seed", "1B 8B 9A 12B", False),
    ScoringExample("seed", "1B 8B 9A 12B", True),
    ScoringExample("hanafuda-flash", "1B 8B 9A 12B", True),
    ScoringExample("seed", "1B 3B 8B 11B", True),
)


def example_breakdown(ex: ScoringExample) -> ScoreBreakdown:
    pile = _mask(c.index for c in parse_cards(ex.pile))
    return score_breakdown(pile, KoiKoiOptions(ex.preset), opponent_called=ex.opponent_called)


def _mult_cell(b: ScoreBreakdown, key: str) -> str:
    m = next((m for m in b.multipliers if m.key == key), None)
    return f"<strong>×{m.factor}</strong>" if m else "—"


def scoring_table() -> str:
    rows = []
    for ex in SCORING_EXAMPLES:
        b = example_breakdown(ex)
        cards = [c.index for c in parse_cards(ex.pile)]
        yaku = "<br>".join(f"{_esc(s.yaku.name)} {s.points}" for s in b.yaku) or "no yaku"
        rows.append([
            _pile_html(cards, width=28) + f"<code>{ex.pile}</code>",
            _esc(PRESETS[ex.preset].name),
            "yes" if ex.opponent_called else "no",
            yaku,
            f"{b.base}",
            _mult_cell(b, "seven-plus"),
            _mult_cell(b, "koikoi"),
            f"<strong>{b.total}</strong>",
        ])
    return _table(["Winner's captured cards", "Rules", "Opponent called koi-koi", "Yaku",
                   "Base", "7 or more", "Koi-koi", "Total"], rows, "hf-table hf-koikoi-scoring")


# ---------------------------------------------------------------------------

# The example of the "Writing down a position" table: player 1 to play, each player having made
# two captures, in the third round of a six-round match.
POSITION_EXAMPLE = ("3B 4C1 6C1 7C1 8B 12B; 5A 5R 6C2 9C2 10A 10R; 2R 3C1 5C1 8C1 10C1 11A 11R 12C1; 12C3 12C2 11C 11B 9A 8C2 8A 7C2 7A 6A 5C2 4A 3C2 3R 2A 1C2 1R 10C2 7R 6R; 1B 1C1 2C1 2C2; 4R 4C2 9R 9C1; 1; play; 1; -; 3/6; 4-2; seed,rounds=6")

KOIKOI_TABLES = {
    "koikoi-position": lambda: position_fields(POSITION_FIELDS, POSITION_EXAMPLE),
    # this page's rules in full; the other rule sets' yaku in boxes that open
    f"koikoi-yaku-{next(iter(PRESETS))}": _yaku_table_for(next(iter(PRESETS))),
    "koikoi-yaku-others": other_yaku_tables,
    "koikoi-presets": presets_table,
    "koikoi-comparison": comparison_table,
    "koikoi-options": options_table,
    "koikoi-special-deals": special_deals_table,
    "koikoi-scoring": scoring_table,
}
