"""The deck's tables on the site's pages: the cards by month and by kind,
the cards with names of their own, the notation's card codes, the month
orders compared, and which cards each game plays with.

Each is markup with messages inside (:class:`~hanafuda_core.pagetables.Html`),
written in the page's language where the page is made; the cards are drawn
by :func:`~hanafuda_core.pagetables.draw` (the site's card sprite in the
site build).  Every table is given the site's games (``deck_by_game`` lists
them; the others read the deck alone).
"""

from __future__ import annotations

from typing import Callable

from .deck import BY_KEY, CARDS, FLOWERS, MONTH_ORDERS, Kind, month_cards
from .messages import Message, msg, msg_in, msg_n
from .names import RIBBON, card_name, flower_name, kind_name, month_name
from .pagetables import Gloss, Html, by_english, capital, draw, joined_markup, markup, table

__all__ = ["DECK_TABLES", "deck_by_month", "deck_by_kind", "named_cards", "notation_codes", "month_orders",
           "deck_by_game"]

_ORDER_NAMES = by_english(msg_in("a month order's name", "Standard"), msg_in("a month order's name", "Nagoya"))
"""The month orders' names (the deck's data), by their English."""


def _small(c, width: int = 44) -> str:
    return draw(c, width)


def _card_columns() -> list[Message]:
    return [msg_in("a column of a table of the cards of a month", "Card {n}", n=n) for n in range(1, 5)]


def _card_cell(c) -> Html:
    return Html('<span class="hf-card-cell">{drawn}<span><strong>{name}</strong><br><code>{code}</code> · {points}'
                "</span></span>", drawn=markup(_small(c)), name=card_name(c), code=c.code,
                points=msg_n("{n} pt", "{n} pts", c.points, n=c.points))


def deck_by_month(site_games: list) -> Html:
    rows = []
    for f in FLOWERS:
        rows.append([
            Html("<strong>{n}</strong> {month}", n=f.month, month=month_name(f.month)),
            Html("{flower}{gloss}", flower=flower_name(f), gloss=Gloss("ja", Html(
                '<br><span lang="ja">{kanji}</span> <em>{reading}</em>', kanji=f.kanji, reading=f.reading))),
            *(_card_cell(c) for c in month_cards(f.month)),
        ])
    return table([msg_in("a column of a table of the months", "Month"),
                  msg_in("a column of a table of the months", "Flower"), *_card_columns()], rows,
                 "hf-table hf-deck-table")


def deck_by_kind(site_games: list) -> Html:
    parts = []
    for kind in Kind:
        cards = [c for c in CARDS if c.kind is kind]
        rows = []
        for c in cards:
            rows.append([
                _small(c, 40),
                f"<code>{c.code}</code>",
                Html("{name}", name=card_name(c)),
                Html('<span lang="ja">{kanji}</span>{reading}', kanji=c.kanji,
                     reading=Gloss("ja", Html("<br><em>{reading}</em>", reading=c.reading))),
                Html("{month}", month=month_name(c.month)),
                Html("{ribbon}", ribbon=Message(c.ribbon.label, {}, context=RIBBON) if c.ribbon else ""),
            ])
        title = msg_n("{kind} cards{japanese} — {n} cards, {points} point each",
                      "{kind} cards{japanese} — {n} cards, {points} points each", kind.points,
                      kind=capital(kind_name(kind)), n=len(cards), points=kind.points,
                      japanese=Gloss("ja", Html(" — {japanese}", japanese=kind.japanese)))
        parts.append(Html('<h3 id="kind-{key}">{title}</h3>{table}', key=kind.value, title=title, table=table(
            ["", msg_in("a column of a table of cards: the card's code", "Code"),
             msg_in("a column of a table of cards: the card's name", "Name"),
             msg_in("a column of a table of cards: the card's name in Japanese", "Japanese"),
             msg_in("a column of a table of the months", "Month"),
             msg_in("a column of a table of cards: the ribbon's kind", "Ribbon")], rows)))
    return joined_markup("", parts)


def named_cards(site_games: list) -> Html:
    rows = [
        [_small(c, 40), f"<code>{c.code}</code>", f"<code>{c.key}</code>", Html("{name}", name=card_name(c)),
         Html("{month}", month=month_name(c.month))]
        for c in sorted(BY_KEY.values(), key=lambda c: c.index)
    ]
    return table(["", msg_in("a column of a table of cards: the card's code", "Code"),
                  msg_in("a column of a table of cards: the card's name in the notation", "Name in notation"),
                  msg_in("a column of a table: the card's name", "Card"),
                  msg_in("a column of a table of the months", "Month")], rows)


def notation_codes(site_games: list) -> Html:
    rows = []
    for f in FLOWERS:
        month = msg_in("a month: its number, its name and its flower", "{n} {month} ({flower})", n=f.month,
                       month=month_name(f.month), flower=flower_name(f))
        rows.append([Html("{month}", month=month)] + [Html("<code>{code}</code> {name}", code=c.code, name=card_name(c))
                                                      for c in month_cards(f.month)])
    return table([msg_in("a column of a table of the months", "Month"), *_card_columns()], rows)


def month_orders(site_games: list) -> Html:
    orders = list(MONTH_ORDERS.values())
    rows = []
    for pos in range(1, 13):
        row = [f"<strong>{pos}</strong>"]
        for o in orders:
            f = o.flower_at(pos)
            moved = f.month != pos
            row.append(Html('<span class="hf-card-cell">{drawn}<span>{flower}<br>{kanji}{printed}</span></span>',
                            drawn=markup(_small(month_cards(f.month)[0], 36)),
                            flower=Html("<strong>{f}</strong>" if moved else "{f}", f=flower_name(f)),
                            kanji=Gloss("ja", Html('<span lang="ja">{kanji}</span> · ', kanji=f.kanji)),
                            printed=msg_in("a month of the Nagoya order: the month printed on its cards",
                                           "printed month {month}", month=f.month)))
        rows.append(row)
    return table([msg_in("a column of the month orders table: a month's place in the order", "Position")]
                 + [msg_in("a column of the month orders table", "{order} order", order=_ORDER_NAMES[o.name])
                    for o in orders], rows)


def deck_by_game(site_games: list) -> Html:
    """Which cards each of the site's games plays with."""
    rows = []
    for g in site_games:
        missing = [c for c in CARDS if not g.info.deck_cards >> c.index & 1]
        left_out = " ".join(_small(c, 32) for c in missing) if missing else "—"
        rows.append([Html("<strong>{name}</strong>", name=g.name_words), str(48 - len(missing)), left_out,
                     Html("{note}", note=g.site.deck_note or msg("The whole deck."))])
    return table([msg_in("a column of a table of the games", "Game"),
                  msg_in("a column of a table: how many cards", "Cards"),
                  msg_in("a column of the table of each game's cards", "Left out"),
                  msg_in("a column of the table of each game's cards", "Notes")], rows)


DECK_TABLES: dict[str, Callable[[list], Html]] = {
    "deck-by-game": deck_by_game,
    "deck-by-month": deck_by_month,
    "deck-by-kind": deck_by_kind,
    "named-cards": named_cards,
    "notation-codes": notation_codes,
    "month-orders": month_orders,
}
"""The deck's tables; each is given the site's games (the cards' pages list them)."""
