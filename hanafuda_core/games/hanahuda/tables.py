"""Generated tables for the Palauan Hanahuda rules page (``docs/games/hanahuda.md``).

Everything is read from :mod:`hanafuda_core.games.hanahuda.engine`: the card
classes, the deal per number of players, the yaku (cards, points, groups,
stop-yaku, options), the rule options and worked scoring examples computed
with ``yaku_of`` and ``card_points``.  Offered by the game's ``tables()``.
"""

from __future__ import annotations

from dataclasses import dataclass

from ...cardset import bits
from ...deck import CARDS, Kind
from ...messages import Message, joined, msg, msg_in, msg_n, sentences
from ...notation import parse_cards
from ...pagetables import Html, joined_markup, options_table as _options_table, pile_html as _pile_html
from ...pagetables import position_fields, table as _table
from .cards import class_meaning, class_palauan, class_plural
from .engine import (
    CLASSES, DEFAULT_OPTIONS, HAND_SIZE, POSITION_FIELDS, YAKU_CATALOG, HanahudaOptions, Yaku, card_points,
    card_words, pile_size, yaku_of,
)
from .yaku import yaku_name, yaku_palauan

_JAPANESE = {Kind.BRIGHT: "bright", Kind.ANIMAL: "animal", Kind.RIBBON: "ribbon", Kind.CHAFF: "chaff"}


def pile_html(cards, width: int = 34) -> str:
    """A row of small cards (:func:`hanafuda_core.pagetables.pile_html`)."""
    return _pile_html(cards, width, "hf-hanahuda-pile")


def _one_after_another(items: list[Message]) -> Message:
    """Cards or yaku one after another, with semicolons in English."""
    return joined(items, lambda first, item, _: msg_in("cards or yaku of Palauan Hanahuda, one after another",
                                                       "{first}; {next}", first=first, next=item))


# ---------------------------------------------------------------------------
# Card classes


def moved_cards(k) -> list[int]:
    """The cards of class ``k`` that belong to another class in the Japanese deck."""
    return [c for c in bits(k.cards) if _JAPANESE[CARDS[c].kind] != k.key]


_IN_THE_JAPANESE_DECK = {
    Kind.BRIGHT: lambda c: msg_in("a card of Palauan Hanahuda in another class in the Japanese deck",
                                  "{card}, a bright in the Japanese deck", card=c),
    Kind.ANIMAL: lambda c: msg_in("a card of Palauan Hanahuda in another class in the Japanese deck",
                                  "{card}, an animal in the Japanese deck", card=c),
    Kind.RIBBON: lambda c: msg_in("a card of Palauan Hanahuda in another class in the Japanese deck",
                                  "{card}, a ribbon in the Japanese deck", card=c),
    Kind.CHAFF: lambda c: msg_in("a card of Palauan Hanahuda in another class in the Japanese deck",
                                 "{card}, a chaff in the Japanese deck", card=c),
}
"""A card and its class in the Japanese deck (written out, one a kind: Babel reads only what is written)."""


def _class_note(k) -> Message:
    """How a Palauan class differs from the Japanese deck's."""
    moved = moved_cards(k)
    missing = [c for c in range(48) if _JAPANESE[CARDS[c].kind] == k.key and not k.cards >> c & 1]
    note = msg("Includes {cards}.", cards=_one_after_another(
        [_IN_THE_JAPANESE_DECK[CARDS[c].kind](card_words(c)) for c in moved])) if moved else msg(
        "As in the Japanese deck.")
    if missing:
        note = sentences([note, msg("Leaves out {cards}.", cards=_one_after_another([card_words(c) for c in missing]))])
    return note


def classes_table() -> Html:
    rows = []
    for k in CLASSES:
        cards = bits(k.cards)
        note = _class_note(k)
        points = (str(k.points) if k.points else msg("0 (5 with the option)") if k.key == "ribbon" else "0")
        rows.append([
            Html("<strong>{name}</strong><br><em>{palauan}</em> (&ldquo;{meaning}&rdquo;)",
                 name=class_plural(k, title=True), palauan=class_palauan(k), meaning=class_meaning(k)),
            str(len(cards)),
            points,
            Html('{cards}<small style="display:block">{note}</small>', cards=Html(pile_html(cards, 30)), note=note),
        ])
    return _table([msg_in("a column of a table of card classes", "Class"),
                   msg_in("a column of a table: how many cards", "Cards"),
                   msg_in("a column of Palauan Hanahuda's card classes table", "Card points"),
                   msg_in("a column of Palauan Hanahuda's card classes table", "The cards")], rows,
                  "hf-table hf-hanahuda-classes")


# ---------------------------------------------------------------------------
# The deal


def deal_table() -> Html:
    rows = []
    for n in sorted(HAND_SIZE):
        h = HAND_SIZE[n]
        pile = pile_size(n)
        turns = pile // n
        left = h - turns
        rows.append([
            Html("{players}", players=msg_in("the players of Palauan Hanahuda's four-player game", "{n} (two teams)",
                                             n=Html("<strong>{n}</strong>", n=n))) if n == 4
            else f"<strong>{n}</strong>",
            str(h), str(h), str(pile),
            msg_n("after {turns} turns each, with {n} card left in each hand",
                  "after {turns} turns each, with {n} cards left in each hand", left, turns=turns, n=left),
        ])
    return _table([msg_in("a column of a deal table", "Players"),
                   msg_in("a column of a deal table", "Cards in each hand"),
                   msg_in("a column of a deal table", "Cards on the field"),
                   msg_in("a column of a deal table", "Draw pile"),
                   msg_in("a column of Palauan Hanahuda's deal table", "The draw pile runs out")], rows,
                  "hf-table hf-hanahuda-deal")


# ---------------------------------------------------------------------------
# Yaku

_GROUP_TITLES = {"brights": msg_in("a group of Palauan Hanahuda's yaku", "Brights yaku"),
                 "viewing": msg_in("a group of Palauan Hanahuda's yaku", "Viewing yaku"),
                 None: msg_in("a group of Palauan Hanahuda's yaku", "Other yaku")}
_GROUP_NOTES = {
    "brights": msg("Exclusive with each other: of the brights yaku you hold, only the most valuable counts."),
    "viewing": msg("Exclusive with each other: of the viewing yaku you hold, only the most valuable counts."),
    None: msg("These stack: each one you hold scores, with each other and with one brights yaku and one viewing "
              "yaku."),
}


def _option_note(y: Yaku) -> Message | None:
    if y.option == "plum_four":
        return msg("Optional (rule option, off by default).")
    if y.option == "with-warbler":
        return msg("Optional: replaces Nine Animals when the rule option says so.")
    if y.option == "nine":
        return msg("The usual rule; a rule option replaces it with the version with the Bush Warbler.")
    return None


def needs_words(y: Yaku) -> Message:
    """Which of the yaku's cards it needs, before them: "All three:", "Any 7 of these 10:"."""
    n = y.cards.bit_count()
    if y.all_needed:
        if n > 3:
            return msg_in("the cards a yaku of Palauan Hanahuda needs, before them", "All {n}:", n=n)
        if n == 3:
            return msg_in("the cards a yaku of Palauan Hanahuda needs, before them", "All three:")
        return msg_in("the cards a yaku of Palauan Hanahuda needs, before them", "Both:")
    return msg_in("the cards a yaku of Palauan Hanahuda needs, before them", "Any {need} of these {n}:",
                  need=y.need, n=n)


def _marks(y: Yaku) -> list:
    """The notes on a yaku: exclusive, a stop-yaku, its option, its own note."""
    marks = []
    if y.group is not None:
        marks.append(Html('<span title="{exclusive}">⊘ {exclusive}</span>',
                          exclusive=msg_in("a yaku of Palauan Hanahuda: one of a group", "exclusive")))
    if y.stop:
        mark = Html('<strong title="{stop}">■ {stop}</strong>',
                    stop=msg_in("a yaku of Palauan Hanahuda", "stop-yaku"))
        marks.append(Html("{mark}", mark=msg("{mark}: completing it lets you stop the round", mark=mark)))
    opt = _option_note(y)
    if opt is not None:
        marks.append(Html("{note}", note=opt))
    if y.note is not None:
        marks.append(Html("{note}", note=y.note))
    return marks


def yaku_table() -> Html:
    rows = []
    for group in ("brights", "viewing", None):
        rows.append([Html("<strong>{title}</strong>", title=_GROUP_TITLES[group]), "", "",
                     Html("<em>{note}</em>", note=_GROUP_NOTES[group])])
        for y in YAKU_CATALOG:
            if y.group != group:
                continue
            rows.append([
                Html("<strong>{name}</strong><br><em>{palauan}</em>", name=yaku_name(y), palauan=yaku_palauan(y)),
                f"<strong>{y.points}</strong>",
                Html("{needs}{cards}", quote=False, needs=needs_words(y), cards=Html(pile_html(bits(y.cards)))),
                joined_markup("<br>", _marks(y)),
            ])
    return _table([msg_in("a column of a yaku table", "Yaku"),
                   msg_in("a column of a yaku table", "Points"),
                   msg_in("a column of a yaku table: the cards it needs", "Cards"),
                   msg_in("a column of Palauan Hanahuda's yaku table", "Notes")], rows, "hf-table hf-hanahuda-yaku")


# ---------------------------------------------------------------------------
# Options


def options_table() -> Html:
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


def example_score(ex: ScoringExample) -> tuple[list[Message], int, str]:
    """(yaku texts, points, how) of a worked example, from the engine."""
    opts = HanahudaOptions.from_text(ex.options)
    pile = example_pile(ex)
    held = yaku_of(pile, opts)
    if held:
        return ([msg_in("a yaku of Palauan Hanahuda and its points", "{yaku} {points}", yaku=yaku_name(y), points=p)
                 for y, p in held], sum(p for _, p in held), "yaku")
    return [], card_points(pile, opts), "card points"


def _excluded(ex: ScoringExample) -> list[Message]:
    from .engine import active_yaku

    opts = HanahudaOptions.from_text(ex.options)
    pile = example_pile(ex)
    keys = {y.key for y, _ in yaku_of(pile, opts)}
    return [yaku_name(y) for y in active_yaku(opts) if y.key not in keys and y.held(pile)]


def scoring_table() -> Html:
    rows = []
    for ex in SCORING_EXAMPLES:
        yaku, pts, how = example_score(ex)
        cards = [c.index for c in parse_cards(ex.pile)]
        opts = HanahudaOptions.from_text(ex.options)
        rules = opts.words() or msg_in("the rules of a worked example of Palauan Hanahuda", "the defaults")
        if yaku:
            what = joined_markup("<br>", [Html("{y}", y=y) for y in yaku])
            dropped = _excluded(ex)
            if dropped:
                what = Html("{what}<br><small>{dropped}</small>", what=what, dropped=msg(
                    "⊘ not counted: {yaku}", yaku=_one_after_another(dropped)))
        else:
            what = msg("no yaku: card points, if nobody else has a yaku either")
        rows.append([pile_html(cards, 28), Html("{rules}", rules=rules), what, f"<strong>{pts}</strong>"])
    return _table([msg_in("a column of a scoring table: the captured cards", "Captured cards"),
                   msg_in("a column of a scoring table: the rules played", "Rules"),
                   msg_in("a column of Palauan Hanahuda's scoring table", "What counts"),
                   msg_in("a column of a table of points scored", "Points")], rows, "hf-table hf-hanahuda-scoring")


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
