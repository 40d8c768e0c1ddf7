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
from .engine import POSITION_FIELDS, class_card, class_of_mask, dealt_hand_name, yaku_name
from ...messages import ENGLISH, Language, Message, Writable, joined, listed, msg, msg_in, msg_n, sentences
from ...names import month_name, the_card
from ...notation import format_cards, parse_cards
from ...rng import Rng

from ...pagetables import Gloss, Html, by_english, draw, joined_markup, markup, position_fields, table as _table

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


def label(name: str) -> Message:
    """An option's label (its name in words)."""
    return _INFO[name]["label"]


def value_words(name: str, value) -> Message | str:
    """An option's value in words (the label of the choice)."""
    info = _INFO[name]
    return next((c["label"] for c in info["choices"] if c["value"] == value), str(value))


def _quoted(name: str) -> Message:
    """An option's label in quotes, escaped as a cell escapes it: "“Five Lights are worth”"."""
    return msg_in("a rule option's label, quoted", "“{label}”", label=Html("{label}", label=label(name)))


def _quoted_list(names) -> Message:
    """Options' labels in quotes, one after another with semicolons in English."""
    return joined([_quoted(o) for o in names], lambda first, item, _: msg_in(
        "rule options of Koi-Koi, one after another", "{first}; {next}", first=first, next=item))


class _Lowered(Writable):
    """A text (a message) within a sentence, its first letter lower-case (in
    a language that has capitals; escaped, as a cell's text is)."""

    __slots__ = ("text",)

    def __init__(self, text):
        self.text = text

    def render(self, language: Language = ENGLISH) -> str:
        text = self.text.render(language) if isinstance(self.text, Message) else str(self.text)
        return _esc(text[:1].lower() + text[1:])


def _codes(mask: int) -> str:
    return format_cards(_bits(mask)) if mask else "-"


def _code(text: str) -> Html:
    """Notation, as written."""
    return Html("<code>{text}</code>", text=text)


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


def _names(name, japanese: str, romaji: str) -> Html:
    """A name in bold, then its Japanese and its rōmaji (a gloss, left out on a Japanese page)."""
    return Html("<strong>{name}</strong>{gloss}", name=name, gloss=Gloss("ja", Html(
        '<br><span lang="ja">{japanese}</span><br><em>{romaji}</em>', japanese=japanese, romaji=romaji)))


def _small(text, quote: bool = True) -> Html:
    """A note under a table cell's example."""
    return Html('<small style="display:block;margin-bottom:.8rem">{text}</small>', quote=quote, text=text)


def _sentence(text) -> Message:
    """A sentence: ``text`` and its full stop."""
    return msg_in("a sentence: its full stop", "{sentence}.", sentence=text)


# ---------------------------------------------------------------------------
# Yaku: what each needs, in words generated from its data

_NAMED_SETS = (
    (LIGHTS, msg_in("the cards a yaku of Koi-Koi counts, on the rules page", "the five lights")),
    (ANIMALS, msg_in("the cards a yaku of Koi-Koi counts, on the rules page", "the nine animal cards")),
    (ANIMALS & ~SAKE_CUP, msg_in("the cards a yaku of Koi-Koi counts, on the rules page",
                                 "the animal cards other than the Sake Cup")),
    (RIBBONS, msg_in("the cards a yaku of Koi-Koi counts, on the rules page", "the ten ribbons")),
    (CHAFF, msg_in("the cards a yaku of Koi-Koi counts, on the rules page", "the 24 chaff cards")),
)


def _set_words(mask: int):
    """A card set in words: a named kind of card (plus the Sake Cup), or its card codes."""
    for named, words in _NAMED_SETS:
        if mask == named:
            return words
        if mask == named | SAKE_CUP and not named & SAKE_CUP:
            cup = CARDS[_bits(SAKE_CUP)[0]]
            return msg_in("the cards a yaku of Koi-Koi counts, on the rules page", "{cards} and {card} ({code})",
                          cards=words, card=the_card(cup), code=_code(cup.code))
    return _code(_codes(mask))


def _cards_words(mask: int):
    if mask.bit_count() == 1:
        c = CARDS[_bits(mask)[0]]
        return msg_in("a card and its code", "{card} ({code})", card=the_card(c), code=_code(c.code))
    return _code(_codes(mask))


def needs_text(y: Yaku) -> Message:
    """What a yaku needs, written from its fields (never typed per yaku)."""
    if y.month:
        return msg("All four cards of the round's month: January's in the first round, February's in the second, "
                   "and so on.")
    counted = y.counted
    if y.required and y.required.bit_count() >= y.min_count:
        what = msg_in("what a yaku of Koi-Koi needs, on the rules page", "all of {cards}",
                      cards=_code(_codes(y.required)))
    elif y.min_count == counted.bit_count() and y.required in (0, counted):
        what = msg_in("what a yaku of Koi-Koi needs, on the rules page", "all of {cards}", cards=_set_words(counted))
    elif y.required:
        what = msg_in("what a yaku of Koi-Koi needs, on the rules page", "any {n} of {cards}, including {required}",
                      n=y.min_count, cards=_set_words(counted), required=_cards_words(y.required))
    else:
        what = msg_in("what a yaku of Koi-Koi needs, on the rules page", "any {n} of {cards}", n=y.min_count,
                      cards=_set_words(counted))
    if y.excluded:
        what = msg_in("what a yaku of Koi-Koi needs, on the rules page", "{cards}, without {excluded}", cards=what,
                      excluded=_cards_words(y.excluded))
    if y.sake_cup_dual:
        what = msg_in("what a yaku of Koi-Koi needs, on the rules page",
                      "{cards}; the Sake Cup counts here as a chaff card as well as an animal", cards=what)
    parts = [msg_in("what a yaku of Koi-Koi needs, on the rules page", "{needs:capital}.", needs=what)]
    if y.per_extra:
        cls = class_of_mask(counted)
        kind = class_card(cls) if cls else msg_in("one card a yaku of Koi-Koi counts", "counted card")
        parts.append(msg_n("Each further {card} adds {n} point.", "Each further {card} adds {n} points.",
                           y.per_extra, card=kind, n=y.per_extra))
    if y.needs_other:
        parts.append(msg("It counts only beside another yaku."))
    return sentences(parts)


def points_text(y: Yaku) -> Html:
    return Html("<strong>{points}</strong>{extra}", points=y.points, extra=Html(
        "<br>{extra}", extra=msg_in("a yaku of Koi-Koi: what each card more adds", "+{n} per extra card",
                                    n=y.per_extra)) if y.per_extra else markup(""))


def _one_or_another(names: list[Message]) -> Message:
    return joined(names, lambda first, name, _: msg_in("yaku of Koi-Koi, one or another", "{first} or {next}",
                                                       first=first, next=name))


def stacking_text(y: Yaku, rules: KoiKoiOptions) -> Message:
    """How a yaku adds up with the others under ``rules`` (from ``group``,
    ``blocked_by`` and ``needs_other``), and the rule options that change it."""
    by_key = {x.key: x for x in rules.yaku}
    notes = []
    if y.group is not None:
        others = [yaku_name(x) for x in rules.yaku if x.group == y.group and x.key != y.key]
        notes.append(msg("Does not add up with {yaku}: of these only the most valuable counts.",
                         yaku=listed(others, commas_only=True)))
    blocked = [yaku_name(by_key[k]) for k in y.blocked_by if k in by_key]
    if blocked:
        notes.append(msg("Counts only when {yaku} is not held.", yaku=_one_or_another(blocked)))
    if y.needs_other:
        notes.append(msg("Counts only beside another yaku."))
    if not notes:
        notes.append(msg("Adds up with every other yaku."))
    opts = ROLE_OPTIONS.get(y.role or "", ())
    if opts:
        notes.append(msg("Rule options that change it: {options}.",
                         options=listed([_quoted(o) for o in opts], commas_only=True)))
    return sentences(notes)


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


def yaku_table(preset_key: str) -> Html:
    rules = KoiKoiOptions(preset_key)
    rows = []
    for y in rules.yaku:
        pile, exact = example_pile(preset_key, y.key)
        held = rules.yaku_of(_mask(pile))
        score = next(s.points for s in held if s.yaku.key == y.key)
        others = [s for s in held if s.yaku.key != y.key]
        cards = _code(format_cards(pile))
        if y.month:
            note = msg_n("Example pile: {cards}, {n} point in the first round ({month})",
                         "Example pile: {cards}, {n} points in the first round ({month})", score, cards=cards, n=score,
                         month=month_name(1))
        else:
            note = msg_n("Example pile: {cards}, {n} point", "Example pile: {cards}, {n} points", score, cards=cards,
                         n=score)
        if not exact:
            also = [msg_in("a yaku of Koi-Koi and its points, in brackets", "{yaku} ({points})", yaku=yaku_name(s.yaku),
                           points=s.points) for s in others]
            note = msg("{pile}; it also holds {yaku}", pile=note, yaku=listed(also, commas_only=True))
        rows.append([
            _names(yaku_name(y), y.japanese, y.romaji),
            points_text(y),
            # The stacking note and the example sit under the description: more columns
            # would leave each one a word wide on a phone.
            Html('{needs}<br><em class="hf-koikoi-stacking">{stacking}</em>{pile}{note}',
                 needs=Html("{needs}", quote=False, needs=needs_text(y)),
                 stacking=stacking_text(y, rules), pile=markup(_pile_html(pile)), note=_small(_sentence(note))),
        ])
    return _table([msg_in("a column of a yaku table", "Yaku"), msg_in("a column of a yaku table", "Points"),
                   msg_in("a column of Koi-Koi's yaku table", "What it needs")], rows, "hf-table hf-koikoi-yaku")


def _yaku_table_for(key: str):
    def render() -> Html:
        return yaku_table(key)
    render.__name__ = f"yaku_table_{key}"
    return render


def other_yaku_tables() -> Html:
    """The yaku table of every preset but the first, each in a box that opens."""
    return joined_markup("", [
        Html('<details class="hf-koikoi-preset-yaku" id="yaku-{key}"><summary>{title}</summary>{table}</details>',
             key=p.key, title=msg("The yaku of “{rule_set}”", rule_set=p.name_words), table=yaku_table(p.key))
        for p in list(PRESETS.values())[1:]])


# ---------------------------------------------------------------------------
# Presets: name, source, and what their sources leave open

_SOURCES = by_english(
    msg_in("the source of a rule set of Koi-Koi",
           "The Koi-Koi rules page of a hanafuda website whose cards were drawn by SuperJer after Nintendo's decks "
           "(kept for this site as koikoi.txt), with the rules shared by the matching games (common-rules.txt)."),
    msg_in("the source of a rule set of Koi-Koi",
           "Nintendo's Japanese Koi-Koi leaflet, as Fuda Wiki's page on the app Hanafuda Koi-Koi Collection (which "
           "follows it) describes it, with Sorairo's rules page for the app Hanafuda MIYABI agreeing."),
    msg_in("the source of a rule set of Koi-Koi",
           "The yaku table and the rules of Fuda Wiki's Koi-Koi page, \"fairly typical of modern forms of the game, "
           "as seen in video games\"."),
    msg_in("the source of a rule set of Koi-Koi",
           "Fuda Wiki's page on Hanafuda Flash (GameDesign.jp, 2004) and the game's own English rules page (a copy "
           "on Scribd)."),
    msg_in("the source of a rule set of Koi-Koi",
           "This site's choice for a first game: the rules of this site's source with the simplifications that the "
           "sources themselves describe as common options (see the rule notes)."),
    msg_in("the source of a rule set of Koi-Koi",
           "KoiKoi-Japan (the Steam and Switch game), as its rules are published and as the public research engine "
           "KoiKoi-AI (guansanghai/KoiKoi-AI on GitHub, koikoigame.py, written to play that game) implements them."),
)
"""Each rule set's source (the rules data's, which the catalogs cannot read), by its English."""

_SHORT_NAMES = by_english(
    msg_in("a rule set of Koi-Koi: its short name, as a column's heading", "This site"),
    msg_in("a rule set of Koi-Koi: its short name, as a column's heading", "Nintendo"),
    msg_in("a rule set of Koi-Koi: its short name, as a column's heading", "Modern"),
    msg_in("a rule set of Koi-Koi: its short name, as a column's heading", "Hanafuda Flash"),
    msg_in("a rule set of Koi-Koi: its short name, as a column's heading", "KoiKoi-Japan"),
    msg_in("a rule set of Koi-Koi: its short name, as a column's heading", "First game"),
)
"""Each rule set's short name (the rules data's), by its English."""


def presets_table() -> Html:
    """Each rule set: what it is, its source, and what the source leaves open (two
    columns: three would be a word wide each on a phone)."""
    rows = []
    for p in PRESETS.values():
        source = Html("{source}", source=_SOURCES[p.source])
        if p.unstated:  # (this sentence's quotes as they are, as the page has always had them)
            source = Html("{source}", quote=False, source=msg(
                "{source} Not settled by it, so this site's choice: {options}.", source=source,
                options=_quoted_list(p.unstated)))
        rows.append([Html("<strong>{name}</strong>", name=p.name_words),
                     Html("{what}<br><small><strong>{heading}</strong> {source}</small>", what=p.description_words,
                          heading=msg_in("the source of a rule set, as a heading", "Source:"),
                          source=source)])
    return _table([msg_in("a column of a table of rule sets", "Rule set"),
                   msg_in("a column of a table of rule sets", "What it is, and its source")], rows,
                  "hf-table hf-koikoi-presets")


# ---------------------------------------------------------------------------
# The comparison: presets as columns, yaku and rule options as rows

_UNSETTLED = "a rule set's choice, not settled by its source (marked with a dagger)"


def _yaku_cell(y: Yaku | None):
    if y is None:
        return "—"
    if y.per_extra:
        return msg_in("a yaku's points in a rule set, and what each card more adds", "{points}, +{n} per card",
                      points=y.points, n=y.per_extra)
    return str(y.points)


def _unsettled(cell):
    """The choice a cell shows, without its dagger."""
    return cell.params["choice"] if isinstance(cell, Message) and cell.context == _UNSETTLED else cell


def comparison_rows() -> list[tuple[str, Message, list]]:
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
        out.append(("yaku", yaku_name(y), cells))
    for f in fields(KoiKoiHouseRules):
        cells = []
        for p in presets:
            cell = value_words(f.name, getattr(p.options, f.name))
            if f.name in p.unstated:
                cell = msg_in("a rule set's choice, not settled by its source (marked with a dagger)", "{choice} †",
                              choice=cell)
            cells.append(cell)
        out.append(("option", label(f.name), cells))
    return out


def comparison_table() -> Html:
    """The comparison as HTML: a heading row per part (yaku points, then each group
    of rule options), a value that differs from the first rule set's in bold."""
    presets = list(PRESETS.values())
    n = len(presets)
    groups = {o["label"]: o.get("group") for o in OPTION_INFO}
    body = []
    part = None
    for kind, name, cells in comparison_rows():
        if kind == "yaku":
            key, heading = kind, msg_in("a part of the rule sets compared", "Points of each yaku")
        else:
            key = groups[name]
            heading = msg_in("a part of the rule sets compared: a group of rule options", "Rules: {group}",
                             group=_Lowered(key))
        if key != part:
            part = key
            body.append(Html('<tr class="hf-compare-part"><th scope="rowgroup" colspan="{n}">{heading}</th></tr>',
                             n=n + 1, heading=heading))
        tds = []
        for i, c in enumerate(cells):
            same = _unsettled(c) == _unsettled(cells[0])
            tds.append(Html("<td>{c}</td>" if i == 0 or same else '<td class="is-different"><strong>{c}</strong></td>',
                            c=c))
        body.append(Html('<tr><th scope="row">{name}</th>{tds}</tr>', name=name, tds=joined_markup("", tds)))
    head = joined_markup("", ["<th></th>"] + [Html('<th scope="col">{name}</th>', name=_SHORT_NAMES[p.short]
                                                   if p.short else p.name_words) for p in presets])
    return Html('<div class="hf-table-wrap"><table class="hf-table hf-koikoi-compare"><thead><tr>{head}</tr>'
                '</thead><tbody>{body}</tbody></table></div><p><small>{note}</small></p>', head=head,
                body=joined_markup("", body), note=Html("{note}", quote=False, note=msg(
                    "In bold: a value that differs from this site's rules. † Not settled by the rule set's source: "
                    "the value is this site's choice (see the rule notes).")))


# ---------------------------------------------------------------------------
# Rule options, in words


def options_table() -> Html:
    rows = []
    first = next(iter(PRESETS.values()))
    for info in OPTION_INFO:
        default = getattr(first.options, info["name"])
        choices = joined_markup("<br>", [Html("<strong>{label}</strong>" if c["value"] == default else "{label}",
                                              label=c["label"]) for c in info["choices"]])
        # In a position's rules field, after the rule set's key (seed,five-lights=15).
        example = type(first.options).notation_example(info["name"], first.options)
        rows.append([Html("<strong>{label}</strong>", label=info["label"]),
                     Html('<code style="white-space:nowrap">{example}</code>', example=example or ""), choices,
                     Html("{what}", what=info["description"])])
    return _table([msg_in("a column of a table of rule sets compared: the rule", "Rule"),
                   msg_in("a column of the rule options table", "In notation"),
                   msg_in("a column of the rule options table", "Choices (this site's in bold)"),
                   msg_in("a column of the rule options table", "What it changes")], rows,
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
    name: Message
    what: Message
    example: str
    check: str  # "redeal", "stack" or "exhausted"


SITUATIONS = (
    Situation(msg_in("a special deal of Koi-Koi", "Four of a month on the field"),
              msg("The deal does not count: shuffle and deal again (same dealer)."),
              "3B 3R 3C1 3C2 5A 7C1 10R 12C2", "redeal"),
    Situation(msg_in("a special deal of Koi-Koi", "Three of a month on the field"),
              msg("The three are stacked; whoever plays the fourth card of that month takes all three."),
              "8B 8A 8C1 2R 4C1 6A 9C1 11C", "stack"),
    Situation(msg_in("a special deal of Koi-Koi", "The cards run out with no yaku"),
              msg("Nobody scores this round (or the dealer scores, under the rule “{rule}”); the same dealer deals "
                  "again.", rule=label("no_yaku_points")),
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


_DEALT_ABOUT = by_english(
    msg_in("what a dealt hand of Koi-Koi is", "All four cards of one month in the dealt hand."),
    msg_in("what a dealt hand of Koi-Koi is", "Four months with exactly two cards each in the dealt hand (a month of "
                                              "four is Four of a Month, not two pairs)."),
)
"""What each dealt hand is (the capture family's data, which the catalogs cannot read), by its English."""


def _rule_sets(names: list[Message]) -> Message:
    """Rule sets' names in quotes, listed with commas."""
    return listed([msg_in("a rule set's name, quoted", "“{rule_set}”", rule_set=n) for n in names],
                  commas_only=True)


def _dealt_text(d) -> Message:
    """What a dealt hand is, and what it scores under each rule set."""
    rule = "dealt_hand_rule"
    scoring = [p.name_words for p in PRESETS.values() if d in p.dealt_hands and getattr(p.options, rule) == "score"]
    other = [p for p in PRESETS.values() if d in p.dealt_hands and getattr(p.options, rule) != "score"]
    points = Html("<strong>{points}</strong>", points=msg_n("{n} point", "{n} points", d.points, n=d.points))
    parts = [_DEALT_ABOUT[d.description],
             msg("The round ends at once: {points}, not doubled (in {rule_sets}).", points=points,
                 rule_sets=_rule_sets(scoring))]
    for p in other:
        parts.append(msg("In “{rule_set}”: {rule}.", rule_set=p.name_words,
                         rule=_Lowered(value_words(rule, getattr(p.options, rule)))))
    return sentences(parts)


def special_deals_table() -> Html:
    rows = []
    dealt = {d.key: d for p in PRESETS.values() for d in p.dealt_hands}
    for d in dealt.values():
        hand = dealt_example(d.key)
        rows.append([
            _names(dealt_hand_name(d.key), d.japanese, d.romaji),
            msg_in("where a special deal of Koi-Koi happens", "A dealt hand"),
            Html("{text}{pile}{note}", text=_dealt_text(d), pile=markup(_pile_html(hand)),
                 note=_small(msg("Example hand: {cards}.", cards=_code(format_cards(hand))))),
        ])
    for s in SITUATIONS:
        if not situation_holds(s):
            raise RuntimeError(f"special deal example {s.name!r} is wrong")
        cell = Html("{what}", what=s.what)
        if s.example:
            cards = [c.index for c in parse_cards(s.example)]
            cell = Html("{what}{pile}{note}", what=s.what, pile=markup(_pile_html(cards)),
                        note=_small(msg("Example field: {cards}.", cards=_code(s.example))))
        where = (msg_in("where a special deal of Koi-Koi happens", "The field") if s.check != "exhausted"
                 else msg_in("where a special deal of Koi-Koi happens", "The end of the cards"))
        rows.append([Html("<strong>{name}</strong>", name=s.name), where, cell])
    return _table([msg_in("a column of Koi-Koi's special deals table", "Situation"),
                   msg_in("a column of Koi-Koi's special deals table", "Where"),
                   msg_in("a column of Koi-Koi's special deals table", "What happens")], rows,
                  "hf-table hf-koikoi-deals")


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


def scoring_table() -> Html:
    rows = []
    for ex in SCORING_EXAMPLES:
        b = example_breakdown(ex)
        cards = [c.index for c in parse_cards(ex.pile)]
        yaku = (joined_markup("<br>", [Html("{yaku}", yaku=msg_in("a yaku of Koi-Koi and its points", "{yaku} {points}",
                                                                  yaku=yaku_name(s.yaku), points=s.points))
                                       for s in b.yaku]) if b.yaku
                else msg_in("the yaku of a worked example of Koi-Koi: none", "no yaku"))
        rows.append([
            Html("{pile}<code>{cards}</code>", pile=markup(_pile_html(cards, width=28)), cards=ex.pile),
            Html("{name}", name=PRESETS[ex.preset].name_words),
            msg_in("whether the opponent called koi-koi", "yes") if ex.opponent_called
            else msg_in("whether the opponent called koi-koi", "no"),
            yaku,
            f"{b.base}",
            _mult_cell(b, "seven-plus"),
            _mult_cell(b, "koikoi"),
            f"<strong>{b.total}</strong>",
        ])
    return _table([msg_in("a column of Koi-Koi's scoring table", "Winner's captured cards"),
                   msg_in("a column of a scoring table: the rules played", "Rules"),
                   msg_in("a column of Koi-Koi's scoring table", "Opponent called koi-koi"),
                   msg_in("a column of a yaku table", "Yaku"),
                   msg_in("a column of Koi-Koi's scoring table: the yaku points before any doubling", "Base"),
                   msg_in("a column of Koi-Koi's scoring table: the doubling at 7 points or more", "7 or more"),
                   msg_in("a column of Koi-Koi's scoring table: the doubling after the opponent's koi-koi", "Koi-koi"),
                   msg_in("a column of Koi-Koi's scoring table", "Total")], rows, "hf-table hf-koikoi-scoring")


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
