"""Generated tables for the Hachi-Hachi rules page: the cards' points, the
deal, the field multipliers, the dealt hands of both groups, the captured
yaku, the special endings, rounds settled by the engine, the presets
compared and the rule options.  Everything is read from the engine;
Japanese words are marked ``lang="ja"``."""

from __future__ import annotations

from ...cardset import bits, to_mask
from ...deck import CARDS, Kind
from ...messages import joined, listed, msg_in
from ...names import kind_name
from ...pagetables import Gloss, Html, capital, options_table as _options_table, pile_html as _pile_html
from ...pagetables import position_fields, presets_table as _presets_table, table
from .cards import GRAND_FIELD, LARGE_FIELD, POINTS, WILLOW
from .notation import POSITION_FIELDS
from .options import HachiHachiOptions, PRESET_NAMES, PRESETS
from .outcome import payment_words
from .position import FIELD, HAND, SEATS, HachiHachiPosition
from .scoring import net, settle
from .words import romaji_name, yaku_what
from .yaku import DEKIYAKU, SPECIALS, TEYAKU, points, teyaku_of

EXAMPLE_SEED = 7
"""The seed of the deal the notation table writes out."""
FULL = HachiHachiOptions()
LEAFLET = HachiHachiOptions.from_text(PRESETS["leaflet"])


def ja(text: str) -> Gloss:
    """Japanese words in brackets after a name (" (小場)"), marked as such (screen
    readers and the Japanese font): a gloss, left out on a Japanese page."""
    return Gloss("ja", Html(' (<span lang="ja">{text}</span>)', text=text))


def named(name, japanese: str) -> Html:
    """A name in bold with its Japanese in brackets."""
    return Html("<strong>{name}</strong>{japanese}", name=name, japanese=ja(japanese))


def pile_html(cards, width: int = 30) -> str:
    return _pile_html(cards, width, "hf-hachihachi-pile")


_KAN = msg_in("a column of Hachi-Hachi's yaku tables: the value in kan", "Kan (FudaWiki)")
_LEAFLET_POINTS = msg_in("a column of Hachi-Hachi's yaku tables: the value in the leaflet's points",
                         "Points (leaflet)")


def cards_table() -> Html:
    rows = []
    for kind in (Kind.BRIGHT, Kind.ANIMAL, Kind.RIBBON, Kind.CHAFF):
        cards = [c.index for c in CARDS if c.kind is kind]
        rows.append([named(capital(kind_name(kind)), kind.japanese.split(" ")[0]), str(len(cards)),
                     pile_html(cards), str(POINTS[cards[0]]), str(POINTS[cards[0]] * len(cards))])
    rows.append([Html("<strong>{all}</strong>", all=msg_in("the last row of a table of the cards: all of them", "All")),
                 "48", "", "", f"<strong>{sum(POINTS)}</strong> (88 × 3)"])
    return table([msg_in("a column of a table of card classes", "Class"),
                  msg_in("a column of a table: how many cards", "Cards"), "",
                  msg_in("a column of Hachi-Hachi's card points table", "Points each"),
                  msg_in("a column of Hachi-Hachi's card points table", "Points in all")], rows,
                 "hf-table hf-hachihachi-cards")


def willow_table() -> Html:
    return table([msg_in("a column of Hachi-Hachi's willow table", "The willow cards"),
                  msg_in("a column of Hachi-Hachi's willow table", "Their points"),
                  msg_in("a column of Hachi-Hachi's willow table", "For every yaku")],
                 [[pile_html(bits(WILLOW)),
                   msg_in("the willow cards' points in Hachi-Hachi", "{points}, as their class",
                          points=listed([20, 10, 5, 1])),
                   msg_in("what the willow cards count as, for every yaku of Hachi-Hachi", "chaff")]], "hf-table")


def deal_table() -> Html:
    return table([msg_in("a column of a deal table", "Players"),
                  msg_in("a column of a deal table", "Cards in each hand"),
                  msg_in("a column of a deal table", "Cards on the field"),
                  msg_in("a column of a deal table", "Draw pile")],
                 [[str(SEATS), str(HAND), str(FIELD), str(48 - SEATS * HAND - FIELD)]], "hf-table")


def fields_table() -> Html:
    rows = [[Html("{name}{japanese}", name=msg_in("a field of Hachi-Hachi", "Ordinary field"), japanese=ja("小場")),
             msg_in("an ordinary field of Hachi-Hachi: its cards", "no bright"), "×1"],
            [Html("{name}{japanese}", name=msg_in("a field of Hachi-Hachi", "Large field"), japanese=ja("大場")),
             pile_html(bits(LARGE_FIELD)), "×2"],
            [Html("{name}{japanese}", name=msg_in("a field of Hachi-Hachi", "Grand field"), japanese=ja("絶場")),
             pile_html(bits(GRAND_FIELD)), "×4"]]
    return table([msg_in("a column of Hachi-Hachi's fields table", "Field"),
                  msg_in("a column of Hachi-Hachi's fields table", "A card of these on the field dealt"),
                  msg_in("a column of Hachi-Hachi's fields table", "Every payment")], rows, "hf-table")


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


def teyaku_table(group: str) -> Html:
    rows = []
    for y in TEYAKU:
        if y.group != group:
            continue
        hand = to_mask(TEYAKU_EXAMPLES[y.key])
        assert [k.key for k, _ in teyaku_of(hand, FULL)][:1] == [y.key] or group == "A"
        rows.append([named(romaji_name(y), y.japanese), Html("{what}", what=yaku_what(y)), pile_html(bits(hand), 24),
                     _value(y, FULL), _value(y, LEAFLET)])
    return table([msg_in("a column of Hachi-Hachi's dealt hands table", "Dealt hand"),
                  msg_in("a column of Hachi-Hachi's dealt hands table", "The seven cards"),
                  msg_in("a column of Hachi-Hachi's dealt hands table: an example hand", "For example"),
                  _KAN, _LEAFLET_POINTS], rows, "hf-table hf-hachihachi-teyaku")


DEKIYAKU_CARDS = {"goko": "1B 3B 8B 11B 12B", "shiko": "1B 3B 8B 12B", "nanatan": "1R 2R 3R 4R 5R 6R 7R",
                  "akatan": "1R 2R 3R", "aotan": "6R 9R 10R", "inoshikacho": "6A 7A 10A"}


def dekiyaku_table() -> Html:
    rows = []
    for y in DEKIYAKU:
        what = (msg_in("a captured yaku of Hachi-Hachi played only with an option", "{what} (only with the option, "
                       "or the leaflet)", what=yaku_what(y)) if y.key == "inoshikacho" else yaku_what(y))
        rows.append([named(romaji_name(y), y.japanese), Html("{what}", what=what),
                     pile_html(bits(to_mask(DEKIYAKU_CARDS[y.key])), 24), _value(y, FULL), _value(y, LEAFLET)])
    return table([msg_in("a column of Hachi-Hachi's captured yaku table", "Captured yaku"),
                  msg_in("a column of a yaku table: the cards it needs", "Cards"), "",
                  _KAN, _LEAFLET_POINTS], rows, "hf-table hf-hachihachi-dekiyaku")


def _special_kan(key: str, kan: int):
    """What each other player pays for a special ending, in kan."""
    if key == "alleights":
        return msg_in("a special ending of Hachi-Hachi: the kan from each player",
                      "{kan} to the dealer, who deals again", kan=kan)
    if key == "doubleeights":
        return msg_in("a special ending of Hachi-Hachi: the kan from each player",
                      "{kan} and 1 more for each point over 168", kan=kan)
    return msg_in("a special ending of Hachi-Hachi: the kan from each player",
                  "{kan} and 2 more for each chaff over sixteen", kan=kan)


def specials_table() -> Html:
    leaflet = {"alleights": "50", "doubleeights": "50",
               "sixteenchaff": msg_in("a special ending of Hachi-Hachi: its points in the leaflet",
                                      "50; 17 chaff 60, 18 75, 19 or more 100")}
    rows = [[named(romaji_name(y), y.japanese), Html("{what}", what=yaku_what(y)),
             Html("{kan}", kan=_special_kan(y.key, y.kan)), Html("{points}", points=leaflet[y.key])] for y in SPECIALS]
    return table([msg_in("a column of Hachi-Hachi's special endings table", "Special ending"),
                  msg_in("a column of Hachi-Hachi's special endings table", "When"),
                  msg_in("a column of Hachi-Hachi's special endings table", "Kan from each (FudaWiki)"),
                  _LEAFLET_POINTS], rows, "hf-table")


SETTLEMENTS = (
    (msg_in("a round of Hachi-Hachi settled on the rules page",
            "The cards: player 1 has 100 points, player 2 90, player 3 74"),
     dict(reason="cards", cards=(100, 90, 74))),
    (msg_in("a round of Hachi-Hachi settled on the rules page", "The cards on a large field, player 2 dealt sanbon"),
     dict(reason="cards", cards=(95, 85, 84), mult=2, teyaku=((), (("sanbon", 2),), ()))),
    (msg_in("a round of Hachi-Hachi settled on the rules page", "Player 1 stops with akatan"),
     dict(reason="shoubu", seat=0, values=(7, 0, 0))),
    (msg_in("a round of Hachi-Hachi settled on the rules page",
            "Player 1 stops with shikō; player 3 had gone on (sage)"),
     dict(reason="shoubu", seat=0, values=(10, 0, 7), sages=(2,))),
    (msg_in("a round of Hachi-Hachi settled on the rules page", "Player 1 went on and ends the round with akatan"),
     dict(reason="cancel", seat=0, values=(7, 0, 0), sages=(0,))),
    (msg_in("a round of Hachi-Hachi settled on the rules page", "Sixteen chaff for player 3 (18 of them)"),
     dict(reason="cards", cards=(60, 100, 104), chaff=(5, 4, 18))),
)
"""Rounds the rules page settles with the engine (full rules, a kan of 12 points)."""


def settlement_table() -> Html:
    rows = []
    for title, kw in SETTLEMENTS:
        end = settle(kw["reason"], kw.get("seat"), kw.get("values", (0, 0, 0)), kw.get("sages", ()),
                     kw.get("teyaku", ((), (), ())), kw.get("cards", (89, 88, 87)), kw.get("chaff", (9, 9, 9)), 0,
                     kw.get("mult", 1), FULL)
        pays = joined([msg_in("a payment of Hachi-Hachi, on the rules page",
                              "player {payer} pays player {payee} {amount} {what}", payer=p.payer + 1,
                              payee=p.payee + 1, amount=p.amount, what=payment_words(p)) for p in end.payments],
                      lambda first, pay, _: msg_in("payments of Hachi-Hachi on the rules page, one after another",
                                                   "{first}; {next}", first=first, next=pay))
        rows.append([Html("{title}", title=title), Html("{pays}", pays=pays),
                     " ".join(f"{x:+d}" for x in net(end.payments, SEATS))])
    return table([msg_in("a column of a table of rounds scored", "Round"),
                  msg_in("a column of Hachi-Hachi's settlement table", "Payments (points)"),
                  msg_in("a column of Hachi-Hachi's settlement table", "Each player")], rows,
                 "hf-table hf-hachihachi-settlement")


def presets_table() -> Html:
    return _presets_table(HachiHachiOptions, PRESETS, PRESET_NAMES, "hf-table hf-hachihachi-presets")


def options_table() -> Html:
    return _options_table(HachiHachiOptions, "hf-table hf-hachihachi-options")


def position_table() -> Html:
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
