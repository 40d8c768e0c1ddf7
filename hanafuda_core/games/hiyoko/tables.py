"""Generated tables for the Hiyoko rules page (``docs/games/hiyoko.md``);
the builders take the position class, so Isuri's page uses them too.

Everything is read from the engine: the month order and the deck from the
position class, each wild card's months from its :class:`MonthRules` (in a
hand, discarded, turned up), the cards that may follow a wild top card from
the same rules, and the options from ``option_descriptions()``.
"""

from __future__ import annotations

from ...deck import FLOWERS
from ...families.shedding.months import next_months
from ...messages import listed, msg, msg_in
from ...names import flower_name
from ...pagetables import Gloss, Html, draw, joined_markup, markup, options_table, position_fields, table as _table
from .cards import ORDER
from .notation import POSITION_FIELDS
from .position import HiyokoPosition
from .words import card_name, month_name, months_text


def month_strip(months: int, label=None) -> Html:
    """Twelve small numbered boxes on a line of their own, the ``months``
    filled (with an accessible label: ``label``, a message, or the months in words)."""
    cells = []
    for m in range(1, 13):
        on = months >> (m - 1) & 1
        style = ("display:inline-block;min-width:.95rem;text-align:center;font-size:.58rem;"
                 "line-height:1.45;border-radius:2px;")
        style += ("background:var(--md-primary-fg-color);color:var(--md-primary-bg-color);font-weight:700"
                  if on else "background:var(--md-default-fg-color--lightest);color:var(--md-default-fg-color--light)")
        cells.append(f'<span aria-hidden="true" style="{style}">{m}</span>')
    return Html('<span role="img" aria-label="{label}" style="display:flex;flex-wrap:nowrap;gap:1px;'
                'margin:.3rem 0">{cells}</span>', label=label or months_text(months), cells=markup("".join(cells)))


def cards_row(cards: list[int], width: int = 34, dim: set[int] | None = None) -> str:
    items = []
    for c in cards:
        svg = draw(c, width)
        if dim and c in dim:
            svg = svg.replace('class="hf-card"', 'class="hf-card is-dimmed"', 1)
        items.append(f'<span role="listitem" style="flex:none;width:{width}px">{svg}</span>')
    return ('<span role="list" style="display:flex;flex-wrap:wrap;gap:.25rem;align-items:flex-end;'
            f'margin:.3rem 0">{"".join(items)}</span>')


def _wild_names(wild: list[int]) -> list:
    """The wild cards' names, two of the same name as one ("both Phoenixes")."""
    names: list = []
    last = None
    for c in wild:
        n = card_name(c)
        if names and n == last:
            names[-1] = msg_in("two wild cards of the same name, in a list", "both {card}s", card=n)
        else:
            names.append(n)
        last = n
    return names


def months_table(position_type: type = HiyokoPosition) -> Html:
    """The Nagoya order with the cards of each month in the game's deck (wild cards marked)."""
    rules = position_type.rules_for(position_type.options_type())
    deck = position_type.deck_mask
    rows = []
    for m in range(1, 13):
        f = FLOWERS[ORDER.sequence[m - 1] - 1]
        cards = [c for c in range((f.month - 1) * 4, f.month * 4) if deck >> c & 1]
        wild = [c for c in cards if rules.is_wild_in_hand(c) or rules.turned[c] != rules.played[c]]
        moved = f.month != m
        flower = Html("<strong>{flower}</strong>" if moved else "{flower}", flower=flower_name(f))
        note = (msg_in("a month of the Nagoya order: the month printed on its cards", "printed month {month} (moved)",
                       month=f.month) if moved else
                msg_in("a month of the Nagoya order: the month printed on its cards", "printed month {month}",
                       month=f.month))
        w = Html("<br><small>{wild}</small>", wild=msg_in(
            "a month of the Nagoya order: its wild cards", "wild: {cards}",
            cards=listed(_wild_names(wild), commas_only=True))) if wild else ""
        rows.append([f"<strong>{m}</strong>",
                     Html('{flower}{gloss}<br><small>{note}</small>', flower=flower, note=note,
                          gloss=Gloss("ja", Html('<br><span lang="ja">{kanji}</span> <em>{reading}</em>',
                                                 kanji=f.kanji, reading=f.reading))),
                     joined_markup("", [cards_row(cards), w]), str(len(cards))])
    return _table([msg_in("a column of the months table of a shedding game", "Month"),
                   msg_in("a column of the months table of a shedding game", "Flower"),
                   msg_in("a column of the months table of a shedding game", "Its cards in the game"),
                   msg_in("a column of a table: how many cards", "Cards")], rows, "hf-table hf-hiyoko-months")


def wilds_table(position_type: type = HiyokoPosition) -> Html:
    """Every wild card, drawn: where it is wild, the months it counts as in a
    hand and on the discard pile, and the months that may follow it there
    (each as a strip of the twelve months)."""
    rules = position_type.rules_for(position_type.options_type())
    deck = position_type.deck_mask
    wild_hand = [c for c in range(48) if deck >> c & 1 and rules.is_wild_in_hand(c)]
    wild_turn = [c for c in range(48) if deck >> c & 1 and not rules.is_wild_in_hand(c)
                 and rules.turned[c] != rules.played[c]]
    rows = []
    for c in wild_hand + wild_turn:
        own = rules.own_month(c)
        if c in wild_hand:
            where = msg_in("where a wild card is wild", "Wild in a hand and on the pile")
            counts = rules.hand[c]
            followed = next_months(counts)
            in_hand = Html("{text}{strip}", text=msg("Counts as {months}", months=months_text(counts)),
                           strip=month_strip(counts))
            on_pile = Html("{text}{strip}", text=msg("Counts as the same months. Followed by {months}",
                                                     months=months_text(followed)), strip=month_strip(followed))
        else:
            where = msg_in("where a wild card is wild", "Wild only when turned up from the draw pile")
            counts = rules.turned[c]
            followed = next_months(counts)
            in_hand = Html("{text}{strip}", text=msg("Only its own month, {month} ({n})", month=month_name(own), n=own),
                           strip=month_strip(1 << (own - 1)))
            on_pile = Html("{text}{strip}{then}",
                           text=msg("Turned up, it counts as {months}. Followed by {followed}",
                                    months=months_text(counts), followed=months_text(followed)),
                           strip=month_strip(followed),
                           then=msg("Discarded from a hand, it is only its own month."))
        card = Html('<span style="display:block;min-width:7.5rem"><span style="display:block;width:48px;'
                    'margin-bottom:.3rem">{drawn}</span><strong>{card}</strong><br>{month}<br><em>{where}</em></span>',
                    drawn=markup(draw(c, 48)), card=card_name(c), where=where,
                    month=msg_in("a wild card's own month: its flower, then its number", "{month}, month {n}",
                                 month=month_name(own), n=own))
        rows.append([card, in_hand, on_pile])
    return _table([msg_in("a column of the wild cards table", "Card"),
                   msg_in("a column of the wild cards table", "In a hand"),
                   msg_in("a column of the wild cards table", "On the discard pile")], rows,
                  "hf-table hf-hiyoko-wilds")


def _hiyoko_options() -> Html:
    from .options import HiyokoOptions

    return options_table(HiyokoOptions, "hf-table hf-hiyoko-options")


# The example of the "Writing down a position" table: player 1, the dealer, has put a willow
# card on the pine chaff turned up at the deal and may go on.
POSITION_EXAMPLE = "3C1 4R 7C1 9A 10C2; 2C1 5C2 6R 8B 8C1 12B; 1C1 11C; ?; 1; 1; 0; 1; 1-0; 1; -"

HIYOKO_TABLES = {
    "hiyoko-position": lambda: position_fields(POSITION_FIELDS, POSITION_EXAMPLE),
    "hiyoko-months": lambda: months_table(HiyokoPosition),
    "hiyoko-wilds": lambda: wilds_table(HiyokoPosition),
    "hiyoko-options": _hiyoko_options,
}
