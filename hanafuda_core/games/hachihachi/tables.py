"""Generated tables for the Hachi-Hachi rules page: the cards' points, the
deal, the field multipliers, the dealt hands of both groups, the captured
yaku, the special endings, rounds settled by the engine, the presets
compared and the rule options.  Everything is read from the engine;
Japanese words are marked ``lang="ja"``."""

from __future__ import annotations

import html

from ...cardset import bits, to_mask
from ...deck import CARDS, Kind
from ...pagetables import options_table as _options_table, pile_html as _pile_html, position_fields, table
from ...pagetables import presets_table as _presets_table
from .cards import GRAND_FIELD, LARGE_FIELD, POINTS, WILLOW
from .notation import POSITION_FIELDS
from .options import HachiHachiOptions, PRESET_NAMES, PRESETS
from .outcome import payment_words
from .position import FIELD, HAND, SEATS, HachiHachiPosition
from .scoring import net, settle
from .yaku import DEKIYAKU, SPECIALS, TEYAKU, points, teyaku_of

_esc = html.escape
EXAMPLE_SEED = 7
"""The seed of the deal the notation table writes out."""
FULL = HachiHachiOptions()
LEAFLET = HachiHachiOptions.from_text(PRESETS["leaflet"])


def ja(text: str) -> str:
    """Japanese words, marked as such (screen readers and the Japanese font)."""
    return f'<span lang="ja">{_esc(text)}</span>'


def pile_html(cards, width: int = 30) -> str:
    return _pile_html(cards, width, "hf-hachihachi-pile")


def cards_table() -> str:
    rows = []
    for kind, name in ((Kind.BRIGHT, "Bright"), (Kind.ANIMAL, "Animal"), (Kind.RIBBON, "Ribbon"),
                       (Kind.CHAFF, "Chaff")):
        cards = [c.index for c in CARDS if c.kind is kind]
        rows.append([f"<strong>{name}</strong> ({ja(kind.japanese.split(' ')[0])})", str(len(cards)),
                     pile_html(cards), str(POINTS[cards[0]]), str(POINTS[cards[0]] * len(cards))])
    rows.append(["<strong>All</strong>", "48", "", "", f"<strong>{sum(POINTS)}</strong> (88 × 3)"])
    return table(["Class", "Cards", "", "Points each", "Points in all"], rows, "hf-table hf-hachihachi-cards")


def willow_table() -> str:
    return table(["The willow cards", "Their points", "For every yaku"],
                 [[pile_html(bits(WILLOW)), "20, 10, 5 and 1, as their class", "chaff"]], "hf-table")


def deal_table() -> str:
    return table(["Players", "Cards in each hand", "Cards on the field", "Draw pile"],
                 [[str(SEATS), str(HAND), str(FIELD), str(48 - SEATS * HAND - FIELD)]], "hf-table")


def fields_table() -> str:
    rows = [["Ordinary field (" + ja("小場") + ")", "no bright", "×1"],
            ["Large field (" + ja("大場") + ")", pile_html(bits(LARGE_FIELD)), "×2"],
            ["Grand field (" + ja("絶場") + ")", pile_html(bits(GRAND_FIELD)), "×4"]]
    return table(["Field", "A card of these on the field dealt", "Every payment"], rows, "hf-table")


TEYAKU_EXAMPLES = {
    "shiso": "1B 1R 1C1 1C2 2A 2R 2C1", "ichinishi": "1B 1R 1C1 1C2 2A 2R 3B",
    "futatatesanbon": "5A 5R 5C1 7A 7R 7C1 8A", "sanbontatesanbon": "1B 1R 1C1 4A 4R 4C1 8A",
    "haneken": "1B 1R 1C1 2A 2R 3B 3R", "teshi": "1B 1R 1C1 1C2 2A 3B 8A",
    "futasanbon": "1B 1R 1C1 2A 2R 2C1 8A", "kuttsuki": "1B 1R 2A 2R 3B 3R 8A",
    "tatesanbon": "4A 4R 4C1 1B 2A 6A 8A", "sanbon": "1B 1R 1C1 2A 4A 6A 8A",
    "karasu": "1C1 2C1 3C1 4C1 5C1 11B 11A", "pikaichi": "1B 1C1 2C1 3C1 4C1 5C1 6C1",
    "tanichi": "1R 1C1 2C1 3C1 4C1 5C1 11R", "toichi": "2A 1C1 2C1 3C1 4C1 5C1 6C1",
    "aka": "1R 6R 1C1 2C1 3C1 4C1 11C",
}
"""A hand showing each dealt hand (the engine checks that it is paid as that hand)."""


def _value(y, rules) -> str:
    v = y.value(rules)
    return "–" if v is None else str(v)


def teyaku_table(group: str) -> str:
    rows = []
    for y in TEYAKU:
        if y.group != group:
            continue
        hand = to_mask(TEYAKU_EXAMPLES[y.key])
        assert [k.key for k, _ in teyaku_of(hand, FULL)][:1] == [y.key] or group == "A"
        rows.append([f"<strong>{_esc(y.name)}</strong> ({ja(y.japanese)})", _esc(y.what), pile_html(bits(hand), 24),
                     _value(y, FULL), _value(y, LEAFLET)])
    return table(["Dealt hand", "The seven cards", "For example", "Kan (FudaWiki)", "Points (leaflet)"], rows,
                 "hf-table hf-hachihachi-teyaku")


DEKIYAKU_CARDS = {"goko": "1B 3B 8B 11B 12B", "shiko": "1B 3B 8B 12B", "nanatan": "1R 2R 3R 4R 5R 6R 7R",
                  "akatan": "1R 2R 3R", "aotan": "6R 9R 10R", "inoshikacho": "6A 7A 10A"}


def dekiyaku_table() -> str:
    rows = []
    for y in DEKIYAKU:
        note = " (only with the option, or the leaflet)" if y.key == "inoshikacho" else ""
        rows.append([f"<strong>{_esc(y.name)}</strong> ({ja(y.japanese)})", _esc(y.what + note),
                     pile_html(bits(to_mask(DEKIYAKU_CARDS[y.key])), 24), _value(y, FULL), _value(y, LEAFLET)])
    return table(["Captured yaku", "Cards", "", "Kan (FudaWiki)", "Points (leaflet)"], rows,
                 "hf-table hf-hachihachi-dekiyaku")


def specials_table() -> str:
    more = {"alleights": ("to the dealer, who deals again", "50"),
            "doubleeights": ("and 1 more for each point over 168", "50"),
            "sixteenchaff": ("and 2 more for each chaff over sixteen", "50; 17 chaff 60, 18 75, 19 or more 100")}
    rows = [[f"<strong>{_esc(y.name)}</strong> ({ja(y.japanese)})", _esc(y.what),
             f"{y.kan} {_esc(more[y.key][0])}", _esc(more[y.key][1])] for y in SPECIALS]
    return table(["Special ending", "When", "Kan from each (FudaWiki)", "Points (leaflet)"], rows, "hf-table")


SETTLEMENTS = (
    ("The cards: player 1 has 100 points, player 2 90, player 3 74", dict(reason="cards", cards=(100, 90, 74))),
    ("The cards on a large field, player 2 dealt sanbon", dict(reason="cards", cards=(95, 85, 84), mult=2,
                                                              teyaku=((), (("sanbon", 2),), ()))),
    ("Player 1 stops with akatan", dict(reason="shoubu", seat=0, values=(7, 0, 0))),
    ("Player 1 stops with shikō; player 3 had gone on (sage)", dict(reason="shoubu", seat=0, values=(10, 0, 7),
                                                                    sages=(2,))),
    ("Player 1 went on and ends the round with akatan", dict(reason="cancel", seat=0, values=(7, 0, 0), sages=(0,))),
    ("Sixteen chaff for player 3 (18 of them)", dict(reason="cards", cards=(60, 100, 104), chaff=(5, 4, 18))),
)
"""Rounds the rules page settles with the engine (full rules, a kan of 12 points)."""


def settlement_table() -> str:
    rows = []
    for title, kw in SETTLEMENTS:
        end = settle(kw["reason"], kw.get("seat"), kw.get("values", (0, 0, 0)), kw.get("sages", ()),
                     kw.get("teyaku", ((), (), ())), kw.get("cards", (89, 88, 87)), kw.get("chaff", (9, 9, 9)), 0,
                     kw.get("mult", 1), FULL)
        pays = "; ".join(f"player {p.payer + 1} pays player {p.payee + 1} {p.amount} {_esc(str(payment_words(p)))}"
                         for p in end.payments)
        rows.append([_esc(title), pays, " ".join(f"{x:+d}" for x in net(end.payments, SEATS))])
    return table(["Round", "Payments (points)", "Each player"], rows, "hf-table hf-hachihachi-settlement")


def presets_table() -> str:
    return _presets_table(HachiHachiOptions, PRESETS, PRESET_NAMES, "hf-table hf-hachihachi-presets")


def options_table() -> str:
    return _options_table(HachiHachiOptions, "hf-table hf-hachihachi-options")


def position_table() -> str:
    return position_fields(POSITION_FIELDS, HachiHachiPosition.deal(EXAMPLE_SEED).to_text())


def worth(units: int) -> str:
    """A value in kan as points, for the page's prose."""
    return str(points(units, FULL))


HACHIHACHI_TABLES = {
    "hachihachi-cards": cards_table,
    "hachihachi-willow": willow_table,
    "hachihachi-deal": deal_table,
    "hachihachi-fields": fields_table,
    "hachihachi-teyaku-a": lambda: teyaku_table("A"),
    "hachihachi-teyaku-b": lambda: teyaku_table("B"),
    "hachihachi-dekiyaku": dekiyaku_table,
    "hachihachi-specials": specials_table,
    "hachihachi-settlement": settlement_table,
    "hachihachi-presets": presets_table,
    "hachihachi-options": options_table,
    "hachihachi-position": position_table,
}

__all__ = ["HACHIHACHI_TABLES"]
