"""Generated tables for the Koi-Koi rules page (``docs/games/koikoi.md``).

Everything here is read from :mod:`hanafuda_core.games.koikoi.engine` (and the capture
rules of :mod:`hanafuda_core.families.capture`): the yaku of each preset from
``PRESETS`` (what each needs is written from its data, and an example capture
pile is found by searching card sets, checked with ``KoiKoiRules.yaku_of``),
the presets and their sources, the rule options from ``OPTION_INFO``, the
dealt hands and special deals, and worked scoring examples computed with
``score_breakdown``.  Offered by the game's ``tables()``.
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
    KoiKoiOptions,
    ANIMALS, CHAFF, LIGHTS, OPTION_INFO, PRESETS, RIBBONS, SAKE_CUP, KoiKoiRules,
    Preset, ScoreBreakdown, Yaku, score_breakdown,
)
from ...notation import format_cards, parse_cards
from ...rng import Rng

from ...pagetables import draw, table as _table

_esc = html.escape
_MAX_COMBINATIONS = 200_000





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
    counted = y.counted
    if y.min_count == counted.bit_count() and y.required in (0, counted):
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
        text += (f" Each counted card beyond the first {y.min_count} adds "
                 f"{y.per_extra} point{'s' if y.per_extra != 1 else ''}.")
    return text


def points_text(y: Yaku) -> str:
    text = f"<strong>{y.points}</strong>"
    if y.per_extra:
        text += f"<br>+{y.per_extra} per extra card"
    return text


def stacking_text(y: Yaku, preset: Preset) -> str:
    """The stacking rules of a yaku within its preset, from ``group``, ``blocked_by`` and ``option``."""
    by_key = {x.key: x for x in preset.yaku}
    notes = []
    if y.group is not None:
        others = [x.name for x in preset.yaku if x.group == y.group and x.key != y.key]
        notes.append("Does not stack with " + ", ".join(_esc(o) for o in others)
                     + ": of these only the most valuable counts.")
    if y.blocked_by:
        names = [by_key[k].name if k in by_key else k for k in y.blocked_by]
        notes.append("Counts only when none of " + ", ".join(_esc(n) for n in names)
                     + " is held.")
    if y.option is not None:
        label = next((o["label"] for o in KoiKoiOptions.describe() if o["name"] == y.option), y.option)
        notes.append(f"Only with the option “{_esc(label)}” (on by default).")
    if not notes:
        notes.append("Stacks with every other yaku.")
    return " ".join(notes)


@lru_cache(maxsize=None)
def example_pile(preset_key: str, yaku_key: str) -> tuple[tuple[int, ...], bool]:
    """A small capture pile (card indices, deck order) that holds ``yaku_key`` under the preset.

    Deterministic: the required cards plus every combination (in deck order) of
    the fewest counted cards that reaches ``min_count``; the first pile whose
    ``yaku_of`` is exactly that yaku wins.  When no such pile exists, the first
    one whose yaku include it.  Returns ``(pile, exact)``.
    """
    rules = KoiKoiRules(preset_key)
    y = next(x for x in rules.yaku if x.key == yaku_key)
    base = y.required
    need = max(y.min_count - (base & y.counted).bit_count(), 0)
    pool = _bits(y.counted & ~base & ~y.excluded)
    fallback = None
    for tried, extra in enumerate(combinations(pool, need)):
        if tried >= _MAX_COMBINATIONS:
            break
        pile = base | _mask(extra)
        held = [s.yaku.key for s in rules.yaku_of(pile)]
        if held == [yaku_key]:
            return tuple(_bits(pile)), True
        if fallback is None and yaku_key in held:
            fallback = pile
    if fallback is None:  # pragma: no cover - a data error
        raise RuntimeError(f"no capture pile holds the yaku {yaku_key!r} under {preset_key!r}")
    return tuple(_bits(fallback)), False


def yaku_table(preset_key: str) -> str:
    preset = PRESETS[preset_key]
    rules = KoiKoiRules(preset_key)
    rows = []
    for y in preset.yaku:
        pile, exact = example_pile(preset_key, y.key)
        score = next(s.points for s in rules.yaku_of(_mask(pile)) if s.yaku.key == y.key)
        others = [s for s in rules.yaku_of(_mask(pile)) if s.yaku.key != y.key]
        note = f"Example pile: <code>{format_cards(pile)}</code>, {score} point{'s' if score != 1 else ''}"
        if not exact:
            note += "; it also holds " + ", ".join(f"{_esc(s.yaku.name)} ({s.points})" for s in others)
        rows.append([
            f'<strong>{_esc(y.name)}</strong><br><span lang="ja">{_esc(y.japanese)}</span>'
            f"<br><em>{_esc(y.romaji)}</em>",
            points_text(y),
            # The stacking note and the example sit under the description: more columns
            # would leave each one a word wide on a phone.
            needs_text(y) + f'<br><em class="hf-koikoi-stacking">{stacking_text(y, preset)}</em>'
            + _pile_html(pile)
            + f'<small style="display:block;margin-bottom:.8rem">{note}.</small>',
        ])
    return _table(["Yaku", "Points", "What it needs"], rows, "hf-table hf-koikoi-yaku")


def _yaku_table_for(key: str):
    def render() -> str:
        return yaku_table(key)
    render.__name__ = f"yaku_table_{key}"
    return render


# ---------------------------------------------------------------------------
# Presets: name, source, and what differs from the first preset (generated)


def _counterpart(y: Yaku, others: tuple[Yaku, ...]) -> Yaku | None:
    """The yaku of another preset that is "the same" yaku: same Japanese name, or
    the same cards and count."""
    for x in others:
        if x.japanese == y.japanese:
            return x
    for x in others:
        if (x.counted | x.required, x.min_count) == (y.counted | y.required, y.min_count):
            return x
    return None


def _value(v) -> str:
    if isinstance(v, bool):
        return "on" if v else "off"
    return str(v)


def preset_differences(preset: Preset, base: Preset) -> list[str]:
    """What ``preset`` changes compared with ``base``, as short sentences."""
    if preset.key == base.key:
        return []
    out = []
    matched = set()
    for y in preset.yaku:
        b = _counterpart(y, base.yaku)
        if b is None:
            out.append(f"adds {_esc(y.name)} ({y.points_text})")
            continue
        matched.add(b.key)
        changes = []
        if (y.points, y.per_extra) != (b.points, b.per_extra):
            changes.append(f"{y.points_text} points instead of {b.points_text}")
        if (y.counted, y.required, y.excluded, y.min_count) != (b.counted, b.required, b.excluded, b.min_count):
            changes.append(f"needs {needs_text(y)[0].lower() + needs_text(y)[1:].split('.')[0]}")
        if (y.group is None) != (b.group is None) or bool(y.blocked_by) != bool(b.blocked_by):
            changes.append("stacks with every other yaku" if y.group is None and not y.blocked_by
                           else "does not stack freely")
        if changes:
            out.append(f"{_esc(y.name)} (for {_esc(b.name)}): " + "; ".join(changes))
    for b in base.yaku:
        if b.key not in matched:
            out.append(f"has no {_esc(b.name)}")
    base_dealt = {d.key for d in base.dealt_hands}
    for d in preset.dealt_hands:
        if d.key not in base_dealt:
            out.append(f"adds the dealt hand {_esc(d.name)}")
    for f in fields(preset.options):
        v, w = getattr(preset.options, f.name), getattr(base.options, f.name)
        if v != w:
            out.append(f"option <code>{f.name}</code>: {_esc(_value(v))} (instead of {_esc(_value(w))})")
    return out


def presets_table() -> str:
    base = next(iter(PRESETS.values()))
    rows = []
    for p in PRESETS.values():
        diffs = preset_differences(p, base)
        what = (_esc(p.description) + "<br><strong>Compared with "
                f"<code>{base.key}</code>:</strong><ul>" + "".join(f"<li>{d}</li>" for d in diffs)
                + "</ul>") if diffs else _esc(p.description) + "<br><em>The rules of this page.</em>"
        rows.append([
            f"<strong>{_esc(p.name)}</strong><br><code>{p.key}</code>",
            _esc(p.source),
            what,
        ])
    return _table(["Preset", "Source", "What it is"], rows, "hf-table hf-koikoi-presets")


# ---------------------------------------------------------------------------
# Rule options


def options_table() -> str:
    rows = []
    for info in OPTION_INFO:
        choices = ", ".join(
            f"<strong>{_esc(_value(c))}</strong>" if c == info["default"] else _esc(_value(c))
            for c in (x["value"] for x in info["choices"])
        )
        name = "_<wbr>".join(_esc(part) for part in info["name"].split("_"))
        per_preset = "<br>".join(
            f"<code>{k}</code>: {_esc(_value(getattr(p.options, info['name'])))}"
            for k, p in PRESETS.items())
        rows.append([
            f'<code style="word-break:normal;overflow-wrap:normal">{name}</code>',
            f'<code style="white-space:nowrap">{_esc(info["code"])}</code>',
            _esc(_value(info["default"])),
            choices,
            per_preset,
            _esc(info["description"]),
        ])
    return _table(["Option", "In rules text", "Default", "Choices", "In the presets", "What it changes"],
                  rows, "hf-table hf-koikoi-options")


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
              "Nobody scores this round; the same dealer deals again.",
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
    for d in dealt.values():
        hand = dealt_example(d.key)
        in_presets = ", ".join(f"<code>{k}</code>" for k, p in PRESETS.items() if d in p.dealt_hands)
        rows.append([
            f'<strong>{_esc(d.name)}</strong><br><span lang="ja">{_esc(d.japanese)}</span>'
            f"<br><em>{_esc(d.romaji)}</em>",
            "A dealt hand",
            f"{_esc(d.description)} The round ends at once: <strong>{d.points} points</strong> "
            f"(in {in_presets}), not doubled."
            + _pile_html(hand)
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
    ScoringExample("nintendo", "1R 2R 3R 4R 5R", False),
    ScoringExample("seed", "1B 8B 9A 12B", False),
    ScoringExample("seed", "1B 8B 9A 12B", True),
    ScoringExample("seed", "1B 3B 8B 11B", True),
)


def example_breakdown(ex: ScoringExample) -> ScoreBreakdown:
    pile = _mask(c.index for c in parse_cards(ex.pile))
    return score_breakdown(pile, KoiKoiRules(ex.preset), opponent_called=ex.opponent_called)


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
            f"<code>{ex.preset}</code>",
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

KOIKOI_TABLES = {
    **{f"koikoi-yaku-{key}": _yaku_table_for(key) for key in PRESETS},
    "koikoi-presets": presets_table,
    "koikoi-options": options_table,
    "koikoi-special-deals": special_deals_table,
    "koikoi-scoring": scoring_table,
}
