"""Generated tables for the Go-Stop rules page: the card classes with their
Korean names, the Korean months against the project's notation, what the
cards score (worked examples computed by the engine), what go calls add,
the penalties, the presets compared and the rule options.  Everything is
read from the engine; Korean words are marked ``lang="ko"``."""

from __future__ import annotations

import html

from ...cardset import bits, to_mask
from ...deck import CARDS
from ...messages import ENGLISH, Language, Message, Writable, joined, listed, msg, msg_in
from ...pagetables import Html, options_table as _options_table, pile_html as _pile_html, position_fields, table
from ...pagetables import presets_table as _presets_table
from .cards import (ANIMALS, BONUS, BRIGHTS, CLASS_NAMES, DOUBLE_JUNK, JUNK, KOREAN_MONTH_NAMES, RIBBONS,
                    SAKE_CUP, deck_cards, korean_month)
from .notation import POSITION_FIELDS
from .options import DEFAULT_OPTIONS, GoStopOptions, PRESET_NAMES, PRESETS
from .outcome import PENALTY_WORDS
from .position import DEAL_SIZES, GoStopPosition
from .scoring import PART_KOREAN, card_points, go_terms, settle
from .view import card_words
from .words import month_words, part_name

_esc = html.escape
EXAMPLE_SEED = 7
"""The seed of the deal the notation table writes out."""


def ko(text: str) -> str:
    """Korean words, marked as such (screen readers and the Korean font)."""
    return f'<span lang="ko">{_esc(text)}</span>'


class _Korean(Writable):
    """A text (a message) as a cell writes it, its Korean words marked:
    ``words``, wherever they are, or (``named``) the bracket after a name
    ("Junk penalty (피박)")."""

    __slots__ = ("text", "words", "named")

    def __init__(self, text: Message, words: str = "", named: bool = False):
        self.text, self.words, self.named = text, words, named

    def render(self, language: Language = ENGLISH) -> str:
        text = self.text.render(language)
        if self.named:
            head, sep, rest = text.partition(" (")
            return _esc(head) + (f" ({ko(rest.rstrip(')'))})" if sep else "")
        return _esc(text).replace(self.words, ko(self.words))


def _named(label: Message) -> _Korean:
    """A name with its Korean one in brackets, the Korean marked."""
    return _Korean(label, named=True)


def pile_html(cards, width: int = 30) -> str:
    """A row of small cards (:func:`hanafuda_core.pagetables.pile_html`)."""
    return _pile_html(cards, width, "hf-gostop-pile")


_CLASS_NOTES = (
    ("bright", BRIGHTS, msg_in("how a card class of Go-Stop scores",
                               "Three score 3 (2 with the rain bright), four 4, five 15.")),
    ("animal", ANIMALS, msg_in("how a card class of Go-Stop scores",
                               "Five score 1, each more 1; the three birds (고도리) 5. The sake cup counts as an "
                               "animal or as double junk.")),
    ("ribbon", RIBBONS, msg_in("how a card class of Go-Stop scores",
                               "Five score 1, each more 1; each set of three 3 (the rain's ribbon is in none).")),
    ("junk", JUNK & ~DOUBLE_JUNK, msg_in("how a card class of Go-Stop scores", "Ten score 1, each more 1.")),
    ("double-junk", DOUBLE_JUNK, msg_in("how a card class of Go-Stop scores", "Each counts as two junk.")),
    ("bonus", BONUS, msg_in("how a card class of Go-Stop scores",
                            "Cards of no month that many decks add, two or three (option Bonus cards): the first "
                            "two count as double junk, the third as triple junk.")))


def classes_table() -> Html:
    rows = []
    for key, cards, note in _CLASS_NOTES:
        name, korean = CLASS_NAMES[key]
        rows.append([Html("<strong>{name}</strong> ({korean})", name=name, korean=Html(ko(korean))),
                     str(cards.bit_count()), pile_html(bits(cards)), _Korean(note, "고도리")])
    return table([msg_in("a column of a table of card classes", "Class"),
                  msg_in("a column of a table: how many cards", "Cards"), "",
                  msg_in("a column of Go-Stop's card classes table", "Scoring")], rows, "hf-table hf-gostop-classes")


def months_table() -> Html:
    rows = []
    for m in range(1, 13):
        cards = [c for c in range(48) if korean_month(c) == m]
        code_month = cards[0] // 4 + 1
        rows.append([msg_in("a Korean month: its name and its number", "{month} ({n})", month=month_words(m), n=m),
                     ko(KOREAN_MONTH_NAMES[m]), f"<code>{code_month}…</code>", pile_html(cards, 26)])
    return table([msg_in("a column of Go-Stop's months table", "Korean month"),
                  msg_in("a column of Go-Stop's months table", "Korean name"),
                  msg_in("a column of Go-Stop's months table", "In this site's notation"),
                  msg_in("a column of a table: the cards drawn", "Cards")], rows, "hf-table hf-gostop-months")


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


def _parts_words(parts) -> Message:
    """What scores, part by part: "Brights (광) 3 + Ribbons (띠) 1" ("nothing" for nothing)."""
    if not parts:
        return msg_in("what Go-Stop's cards score: nothing", "nothing")
    return joined([msg_in("a part of Go-Stop's points: its name, its Korean name and what it scores",
                          "{part} ({korean}) {points}", part=part_name(k), korean=Html(ko(PART_KOREAN[k])), points=p)
                   for k, p in parts],
                  lambda first, part, _: msg_in("parts of Go-Stop's points, added up", "{first} + {next}",
                                                first=first, next=part))


def scoring_table() -> Html:
    rows = []
    for text, cup_junk in SCORING_EXAMPLES:
        cards = bits(to_mask(text, bonus=True))
        pts = card_points(to_mask(text, bonus=True), cup_junk, DEFAULT_OPTIONS)
        what = _parts_words(pts.parts)
        if cup_junk and SAKE_CUP in cards:
            what = msg("{parts} (the sake cup counted as double junk)", parts=what)
        rows.append([pile_html(cards, 26), Html("{what}", what=what), f"<strong>{pts.total}</strong>"])
    return table([msg_in("a column of Go-Stop's scoring table", "Cards taken"),
                  msg_in("a column of Go-Stop's scoring table", "What scores"),
                  msg_in("a column of a table of points scored", "Points")], rows, "hf-table hf-gostop-scoring")


def go_table() -> Html:
    rows = []
    for gos in range(1, 6):
        cells = [str(gos)]
        for schedule in ("korean", "linear", "add"):
            added, factor = go_terms(gos, schedule)
            cells.append(f"+{added}" + (f", ×{factor}" if factor > 1 else ""))
        rows.append(cells)
    go = next(o for o in GoStopOptions.option_descriptions() if o["name"] == "go_schedule")
    heads = [msg_in("a column of Go-Stop's go table", "Go calls")] + [Html("{label}", label=c["label"])
                                                                      for c in go["choices"]]
    return table(heads, rows, "hf-table hf-gostop-go")


SETTLEMENT_EXAMPLES = (
    (msg_in("a deal of Go-Stop settled on the rules page", "Three players, a plain stop"),
     ("1R 2R 3R 1C1", "8B 4C1", "3B 5C1"), (0, 0, 0), ()),
    (msg_in("a deal of Go-Stop settled on the rules page",
            "Three players, the winner scores junk; player 2 holds two junk"),
     ("1C1 1C2 2C1 2C2 3C1 3C2 4C1 4C2 5C1 5C2 6C1", "7C1 7C2 8B", "12B 9C1 9C2 10C1 10C2 12C2 12C3"), (0, 0, 0), ()),
    (msg_in("a deal of Go-Stop settled on the rules page",
            "Three players, the winner scores brights; player 3 holds none"),
     ("1B 3B 8B", "12B", "9R"), (0, 0, 0), ()),
    (msg_in("a deal of Go-Stop settled on the rules page", "Three players, player 2 called go and is overtaken"),
     ("1R 2R 3R", "8B 4C1", "3B 5C1"), (0, 1, 0), (1,)),
    (msg_in("a deal of Go-Stop settled on the rules page", "Two players, two gos then a stop"),
     ("1B 3B 8B 12B 4R 5R 7R", "11B 6C1"), (2, 0), (0,)),
)
"""Deals the rules page settles with the engine: captured cards per seat, go calls, the go order."""


def _payment(pay) -> Message:
    """What a loser pays, and why (when a doubling applies): "player 2: 6
    (doubled: few junk, no bright)", "player 2: 4 (for player 3 too:
    overtaken after a go)"."""
    doubled = [PENALTY_WORDS[k] for k in pay.penalties if not (k == "gobak" and pay.for_others)]
    penalties = listed(doubled, commas_only=True) if doubled else None
    others = listed([msg_in("a seat of a Go-Stop outcome explained without names", "player {n}", n=q + 1)
                     for q in pay.for_others]) if pay.for_others else None
    n, amount, why = pay.loser + 1, pay.amount, PENALTY_WORDS["gobak"]
    if penalties is not None and others is not None:
        return msg_in("what a loser pays in Go-Stop, on the rules page",
                      "player {n}: {amount} (doubled: {penalties}) (for {others} too: {why})", n=n, amount=amount,
                      penalties=penalties, others=others, why=why)
    if penalties is not None:
        return msg_in("what a loser pays in Go-Stop, on the rules page", "player {n}: {amount} (doubled: {penalties})",
                      n=n, amount=amount, penalties=penalties)
    if others is not None:
        return msg_in("what a loser pays in Go-Stop, on the rules page",
                      "player {n}: {amount} (for {others} too: {why})", n=n, amount=amount, others=others, why=why)
    return msg_in("what a loser pays in Go-Stop, on the rules page", "player {n}: {amount}", n=n, amount=amount)


def settlement_table() -> Html:
    rows = []
    for title, caps, gos, order in SETTLEMENT_EXAMPLES:
        s = settle(0, [to_mask(c) for c in caps], False, gos, order, 0, 1, DEFAULT_OPTIONS)
        pays = joined([_payment(pay) for pay in s.payments], lambda first, pay, _: msg_in(
            "what each loser pays in Go-Stop, on the rules page: one after another", "{first}; {next}",
            first=first, next=pay))
        win = (f"{s.cards.total}" + (f" + {s.added}" if s.added else "")
               + (f", ×{s.go_factor}" if s.go_factor > 1 else ""))
        rows.append([Html("{title}", title=title), win, Html("{pays}", pays=pays)])
    return table([msg_in("a column of Go-Stop's settlement table", "Player 1 stops"),
                  msg_in("a column of Go-Stop's settlement table", "Player 1's points"),
                  msg_in("a column of Go-Stop's settlement table", "Each loser pays")], rows,
                 "hf-table hf-gostop-settlement")


def presets_table() -> Html:
    return _presets_table(GoStopOptions, PRESETS, PRESET_NAMES, "hf-table hf-gostop-presets", label=_named)


def deal_table() -> Html:
    sizes = {v: deck_cards(v).bit_count() for v in ("none", "two", "three")}
    rows = [[str(n), str(h), str(f), str(sizes["none"] - n * h - f),
             listed([sizes["two"] - n * h - f, sizes["three"] - n * h - f], choices=True)]
            for n, (h, f) in DEAL_SIZES.items()]
    return table([msg_in("a column of a deal table", "Players"),
                  msg_in("a column of a deal table", "Cards in each hand"),
                  msg_in("a column of a deal table", "Cards on the field"),
                  msg_in("a column of Go-Stop's deal table", "Stock"),
                  msg_in("a column of Go-Stop's deal table", "Stock with two or three bonus cards")],
                 rows, "hf-table")


def options_table() -> Html:
    return _options_table(GoStopOptions, "hf-table hf-gostop-options")


def position_table() -> Html:
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
