"""Generated tables for the Go-Stop rules page: the card classes with their
Korean names, the Korean months against the project's notation, what the
cards score (worked examples computed by the engine), what go calls add,
the penalties, the presets compared and the rule options.  Everything is
read from the engine; Korean words are marked ``lang="ko"``."""

from __future__ import annotations

import html

from ...cardset import bits, to_mask
from ...deck import CARDS
from ...pagetables import options_table as _options_table, pile_html as _pile_html, position_fields, table
from ...pagetables import presets_table as _presets_table
from .cards import (ANIMALS, BONUS, BRIGHTS, CLASS_NAMES, DOUBLE_JUNK, JUNK, KOREAN_MONTH_NAMES, RIBBONS,
                    SAKE_CUP, deck_cards, korean_month)
from .notation import POSITION_FIELDS
from .options import DEFAULT_OPTIONS, GoStopOptions, PRESET_NAMES, PRESETS
from .position import DEAL_SIZES, GoStopPosition
from .outcome import payment_reasons
from .scoring import PART_KOREAN, PART_NAMES, card_points, go_terms, settle
from .view import MONTHS, card_words

_esc = html.escape
EXAMPLE_SEED = 7
"""The seed of the deal the notation table writes out."""


def ko(text: str) -> str:
    """Korean words, marked as such (screen readers and the Korean font)."""
    return f'<span lang="ko">{_esc(text)}</span>'


def _named(text: str) -> str:
    """An English name with its Korean one in brackets, the Korean marked."""
    head, sep, rest = text.partition(" (")
    return _esc(head) + (f" ({ko(rest.rstrip(')'))})" if sep else "")


def pile_html(cards, width: int = 30) -> str:
    """A row of small cards (:func:`hanafuda_core.pagetables.pile_html`)."""
    return _pile_html(cards, width, "hf-gostop-pile")


def classes_table() -> str:
    rows = []
    for key, cards, note in (
            ("bright", BRIGHTS, "Three score 3 (2 with the rain bright), four 4, five 15."),
            ("animal", ANIMALS, "Five score 1, each more 1; the three birds (고도리) 5. The sake cup counts as "
                                "an animal or as double junk."),
            ("ribbon", RIBBONS, "Five score 1, each more 1; each set of three 3 (the rain's ribbon is in none)."),
            ("junk", JUNK & ~DOUBLE_JUNK, "Ten score 1, each more 1."),
            ("double-junk", DOUBLE_JUNK, "Each counts as two junk."),
            ("bonus", BONUS, "Cards of no month that many decks add, two or three (option Bonus cards): the first "
                             "two count as double junk, the third as triple junk.")):
        en, kr = CLASS_NAMES[key]
        rows.append([f"<strong>{_esc(en)}</strong> ({ko(kr)})", str(cards.bit_count()),
                     pile_html(bits(cards)), _esc(note).replace("고도리", ko("고도리"))])
    return table(["Class", "Cards", "", "Scoring"], rows, "hf-table hf-gostop-classes")


def months_table() -> str:
    rows = []
    for m in range(1, 13):
        cards = [c for c in range(48) if korean_month(c) == m]
        code_month = cards[0] // 4 + 1
        rows.append([f"{MONTHS[m - 1]} ({m})", ko(KOREAN_MONTH_NAMES[m]), f"<code>{code_month}…</code>",
                     pile_html(cards, 26)])
    return table(["Korean month", "Korean name", "In this site's notation", "Cards"], rows,
                 "hf-table hf-gostop-months")


SCORING_EXAMPLES = (
    ("1B 3B 8B", False),
    ("1B 3B 11B", False),
    ("2A 4A 8A 5A 6A", False),
    ("1R 2R 3R 6R 9R 10R", False),
    ("1C1 1C2 2C1 2C2 3C1 3C2 4C1 11C 12C1", False),
    ("9A 5A 6A 7A 10A 1C1 1C2 2C1 2C2 3C1 3C2 4C1 4C2", True),
    ("1C1 1C2 2C1 2C2 3C1 3C2 4C1 X1 X3", False),
)
"""Captured cards the rules page scores with the engine (and whether the sake cup counts as junk)."""


def scoring_table() -> str:
    rows = []
    for text, cup_junk in SCORING_EXAMPLES:
        cards = bits(to_mask(text, bonus=True))
        pts = card_points(to_mask(text, bonus=True), cup_junk, DEFAULT_OPTIONS)
        parts = " + ".join(f"{_esc(PART_NAMES[k])} ({ko(PART_KOREAN[k])}) {p}" for k, p in pts.parts) or "nothing"
        note = " (the sake cup counted as double junk)" if cup_junk and SAKE_CUP in cards else ""
        rows.append([pile_html(cards, 26), parts + note, f"<strong>{pts.total}</strong>"])
    return table(["Cards taken", "What scores", "Points"], rows, "hf-table hf-gostop-scoring")


def go_table() -> str:
    rows = []
    for gos in range(1, 6):
        cells = [str(gos)]
        for schedule in ("korean", "linear", "add"):
            added, factor = go_terms(gos, schedule)
            cells.append(f"+{added}" + (f", ×{factor}" if factor > 1 else ""))
        rows.append(cells)
    labels = GoStopOptions.option_descriptions()
    go = next(o for o in labels if o["name"] == "go_schedule")
    heads = ["Go calls"] + [_esc(c["label"]) for c in go["choices"]]
    return table(heads, rows, "hf-table hf-gostop-go")


SETTLEMENT_EXAMPLES = (
    ("Three players, a plain stop", ("1R 2R 3R 1C1", "8B 4C1", "3B 5C1"), (0, 0, 0), ()),
    ("Three players, the winner scores junk; player 2 holds two junk",
     ("1C1 1C2 2C1 2C2 3C1 3C2 4C1 4C2 5C1 5C2 6C1", "7C1 7C2 8B", "12B 9C1 9C2 10C1 10C2 12C2 12C3"), (0, 0, 0), ()),
    ("Three players, the winner scores brights; player 3 holds none", ("1B 3B 8B", "12B", "9R"), (0, 0, 0), ()),
    ("Three players, player 2 called go and is overtaken", ("1R 2R 3R", "8B 4C1", "3B 5C1"), (0, 1, 0), (1,)),
    ("Two players, two gos then a stop", ("1B 3B 8B 12B 4R 5R 7R", "11B 6C1"), (2, 0), (0,)),
)
"""Deals the rules page settles with the engine: captured cards per seat, go calls, the go order."""


def settlement_table() -> str:
    rows = []
    for title, caps, gos, order in SETTLEMENT_EXAMPLES:
        s = settle(0, [to_mask(c) for c in caps], False, gos, order, 0, 1, DEFAULT_OPTIONS)
        pays = []
        for pay in s.payments:
            pays.append(f"player {pay.loser + 1}: {pay.amount}{_esc(payment_reasons(pay))}")
        win = f"{s.cards.total}" + (f" + {s.added}" if s.added else "") + (f", ×{s.go_factor}" if s.go_factor > 1 else "")
        rows.append([_esc(title), win, "; ".join(pays)])
    return table(["Player 1 stops", "Player 1's points", "Each loser pays"], rows, "hf-table hf-gostop-settlement")


def presets_table() -> str:
    return _presets_table(GoStopOptions, PRESETS, PRESET_NAMES, "hf-table hf-gostop-presets", label=_named)


def deal_table() -> str:
    sizes = {v: deck_cards(v).bit_count() for v in ("none", "two", "three")}
    rows = [[str(n), str(h), str(f), str(sizes["none"] - n * h - f),
             f"{sizes['two'] - n * h - f} or {sizes['three'] - n * h - f}"] for n, (h, f) in DEAL_SIZES.items()]
    return table(["Players", "Cards in each hand", "Cards on the field", "Stock", "Stock with two or three bonus cards"],
                 rows, "hf-table")


def options_table() -> str:
    return _options_table(GoStopOptions, "hf-table hf-gostop-options")


def position_table() -> str:
    return position_fields(POSITION_FIELDS, GoStopPosition.deal(EXAMPLE_SEED, 0, 2).to_text())


GOSTOP_TABLES = {
    "gostop-position": position_table,
    "gostop-classes": classes_table,
    "gostop-months": months_table,
    "gostop-deal": deal_table,
    "gostop-scoring": scoring_table,
    "gostop-go": go_table,
    "gostop-settlement": settlement_table,
    "gostop-presets": presets_table,
    "gostop-options": options_table,
}

__all__ = ["GOSTOP_TABLES", "SCORING_EXAMPLES", "card_words", "CARDS"]
