"""Generated tables for the Palauan Hanahuda rules page (``docs/games/hanahuda.md``).

Everything is read from :mod:`hanafuda_core.games.hanahuda.engine`: the card
classes, the deal per number of players, the yaku (cards, points, groups,
stop-yaku, options), the rule options and worked scoring examples computed
with ``yaku_of`` and ``card_points``.  Offered by the game's ``tables()``.
"""

from __future__ import annotations

import html
from dataclasses import dataclass

from ...cardset import bits
from ...deck import CARDS, Kind
from ...notation import parse_cards
from ...pagetables import options_table as _options_table, pile_html as _pile_html, position_fields, table as _table
from .engine import (
    CLASSES, DEFAULT_OPTIONS, HAND_SIZE, POSITION_FIELDS, YAKU_CATALOG, HanahudaOptions, Yaku, card_points,
    card_words, pile_size, yaku_of,
)

_esc = html.escape  # (card_words is a message: str() it, English until this module is converted)

_JAPANESE = {Kind.BRIGHT: "bright", Kind.ANIMAL: "animal", Kind.RIBBON: "ribbon", Kind.CHAFF: "chaff"}


def pile_html(cards, width: int = 34) -> str:
    """A row of small cards (:func:`hanafuda_core.pagetables.pile_html`)."""
    return _pile_html(cards, width, "hf-hanahuda-pile")


def _names(cards) -> str:
    return ", ".join(_esc(str(card_words(c))) for c in cards)  # English until this module is converted


# ---------------------------------------------------------------------------
# Card classes


def moved_cards(k) -> list[int]:
    """The cards of class ``k`` that belong to another class in the Japanese deck."""
    return [c for c in bits(k.cards) if _JAPANESE[CARDS[c].kind] != k.key]


def classes_table() -> str:
    rows = []
    for k in CLASSES:
        cards = bits(k.cards)
        moved = moved_cards(k)
        note = "As in the Japanese deck."
        if moved:
            note = "Includes " + "; ".join(
                f"{_esc(str(card_words(c)))}, a{'n' if _JAPANESE[CARDS[c].kind][0] in 'a' else ''} "
                f"{_JAPANESE[CARDS[c].kind]} in the Japanese deck" for c in moved) + "."
        missing = [c for c in range(48) if _JAPANESE[CARDS[c].kind] == k.key and not k.cards >> c & 1]
        if missing:
            note += " Leaves out " + "; ".join(_esc(str(card_words(c))) for c in missing) + "."
        rows.append([
            f"<strong>{_esc(k.plural.capitalize())}</strong><br><em>{_esc(k.palauan)}</em> "
            f"(&ldquo;{_esc(k.meaning)}&rdquo;)",
            str(len(cards)),
            f"{k.points}" if k.points else "0 (5 with the option)" if k.key == "ribbon" else "0",
            pile_html(cards, 30) + f'<small style="display:block">{_esc(note)}</small>',
        ])
    return _table(["Class", "Cards", "Card points", "The cards"], rows, "hf-table hf-hanahuda-classes")


# ---------------------------------------------------------------------------
# The deal


def deal_table() -> str:
    rows = []
    for n in sorted(HAND_SIZE):
        h = HAND_SIZE[n]
        pile = pile_size(n)
        turns = pile // n
        rows.append([
            f"<strong>{n}</strong>" + (" (two teams)" if n == 4 else ""),
            str(h), str(h), str(pile),
            f"after {turns} turns each, with {h - turns} card{'s' if h - turns != 1 else ''} left in each hand",
        ])
    return _table(["Players", "Cards in each hand", "Cards on the field", "Draw pile",
                   "The draw pile runs out"], rows, "hf-table hf-hanahuda-deal")


# ---------------------------------------------------------------------------
# Yaku

_GROUP_TITLES = {"brights": "Brights yaku", "viewing": "Viewing yaku", None: "Other yaku"}
_GROUP_NOTES = {
    "brights": "Exclusive with each other: of the brights yaku you hold, only the most valuable counts.",
    "viewing": "Exclusive with each other: of the viewing yaku you hold, only the most valuable counts.",
    None: "These stack: each one you hold scores, with each other and with one brights yaku and one viewing "
          "yaku.",
}


def _option_note(y: Yaku) -> str:
    if y.option == "plum_four":
        return "Optional (rule option, off by default)."
    if y.option == "with-warbler":
        return "Optional: replaces Nine Animals when the rule option says so."
    if y.option == "nine":
        return "The usual rule; a rule option replaces it with the version with the Bush Warbler."
    return ""


def needs_words(y: Yaku) -> str:
    n = y.cards.bit_count()
    if y.all_needed:
        return f"All {n}" if n > 3 else "All three" if n == 3 else "Both"
    return f"Any {y.need} of these {n}"


def yaku_table() -> str:
    rows = []
    for group in ("brights", "viewing", None):
        rows.append([f'<strong>{_GROUP_TITLES[group]}</strong>', "", "",
                     f"<em>{_esc(_GROUP_NOTES[group])}</em>"])
        for y in YAKU_CATALOG:
            if y.group != group:
                continue
            marks = []
            if y.group is not None:
                marks.append('<span title="exclusive">⊘ exclusive</span>')
            if y.stop:
                marks.append('<strong title="stop-yaku">■ stop-yaku</strong>: completing it lets you stop the round')
            opt = _option_note(y)
            if opt:
                marks.append(_esc(opt))
            if y.note:
                marks.append(_esc(y.note[0].upper() + y.note[1:]) + ".")
            rows.append([
                f"<strong>{_esc(y.name)}</strong><br><em>{_esc(y.palauan)}</em>",
                f"<strong>{y.points}</strong>",
                f"{needs_words(y)}:" + pile_html(bits(y.cards)),
                "<br>".join(marks),
            ])
    return _table(["Yaku", "Points", "Cards", "Notes"], rows, "hf-table hf-hanahuda-yaku")


# ---------------------------------------------------------------------------
# Options


def _value(info: dict, v) -> str:
    for c in info["choices"]:
        if c["value"] == v:
            return c["label"]
    return str(v)


def options_table() -> str:
    return _options_table(HanahudaOptions, "hf-table hf-hanahuda-options")


# ---------------------------------------------------------------------------
# Worked scoring examples


@dataclass(frozen=True)
class ScoringExample:
    pile: str  # card notation (page source only; the table shows the cards)
    options: str = "-"


SCORING_EXAMPLES = (
    ScoringExample("1B 3B 8B 9A 12B"),
    ScoringExample("1B 2A 3B 8B 11B 12B 9A"),
    ScoringExample("1R 2R 3R 4R 6R 9R 11R"),
    ScoringExample("6A 7A 10A 11B 11A 11R 4R 5R 7R"),
    ScoringExample("1B 2A 8B 12B", "plum-four"),
    ScoringExample("1B 8B 4A 5A 6A 2R 10R 1C1 1C2"),
    ScoringExample("1B 8B 4A 5A 6A 2R 10R 1C1 1C2", "ribbons=5"),
)


def example_pile(ex: ScoringExample) -> int:
    return sum(1 << c.index for c in parse_cards(ex.pile))


def example_score(ex: ScoringExample) -> tuple[list[str], int, str]:
    """(yaku texts, points, how) of a worked example, from the engine."""
    opts = HanahudaOptions.from_text(ex.options)
    pile = example_pile(ex)
    held = yaku_of(pile, opts)
    if held:
        return [f"{y.name} {p}" for y, p in held], sum(p for _, p in held), "yaku"
    return [], card_points(pile, opts), "card points"


def _excluded(ex: ScoringExample) -> list[str]:
    from .engine import active_yaku

    opts = HanahudaOptions.from_text(ex.options)
    pile = example_pile(ex)
    keys = {y.key for y, _ in yaku_of(pile, opts)}
    return [y.name for y in active_yaku(opts) if y.key not in keys and y.held(pile)]


def scoring_table() -> str:
    rows = []
    for ex in SCORING_EXAMPLES:
        yaku, pts, how = example_score(ex)
        cards = [c.index for c in parse_cards(ex.pile)]
        opts = HanahudaOptions.from_text(ex.options)
        rules = opts.words() or "the defaults"
        if yaku:
            what = "<br>".join(_esc(t) for t in yaku)
            dropped = _excluded(ex)
            if dropped:
                what += "<br><small>⊘ not counted: " + _esc("; ".join(dropped)) + "</small>"
        else:
            what = "no yaku: card points, if nobody else has a yaku either"
        rows.append([pile_html(cards, 28), _esc(rules), what, f"<strong>{pts}</strong>"])
    return _table(["Captured cards", "Rules", "What counts", "Points"], rows, "hf-table hf-hanahuda-scoring")


# The example of the "Writing down a position" table: three players in the second round; player 3
# dealt, and player 2 is to play.
POSITION_EXAMPLE = ("5C2 8C2 9R 9C2 10A 10C2 11B | 2C2 4C2 5A 6C1 6C2 7C1 11C 12C2 | 4A 5R 6R 7A 8B 8C1 12C1; 1B 5C1 6A 7R 8A 9C1 12C3; 2C1 2A 12B 7C2 9A 2R 1C2; 4R 4C1 | - | 1R 1C1 3B 3R 3C1 3C2 10R 10C1 11A 11R; 2; play; 3; -; -; 2; 150-20-0; -")

HANAHUDA_TABLES = {
    "hanahuda-position": lambda: position_fields(POSITION_FIELDS, POSITION_EXAMPLE),
    "hanahuda-classes": classes_table,
    "hanahuda-deal": deal_table,
    "hanahuda-yaku": yaku_table,
    "hanahuda-options": options_table,
    "hanahuda-scoring": scoring_table,
}

__all__ = ["HANAHUDA_TABLES", "SCORING_EXAMPLES", "classes_table", "deal_table", "yaku_table", "options_table",
           "scoring_table", "example_score", "moved_cards", "pile_html", "DEFAULT_OPTIONS"]
