"""Generated tables for the Hiyoko rules page (``docs/games/hiyoko.md``);
the builders take the position class, so Isuri's page uses them too.

Everything is read from the engine: the month order and the deck from the
position class, each wild card's months from its :class:`MonthRules` (in a
hand, discarded, turned up), the cards that may follow a wild top card from
the same rules, and the options from ``option_descriptions()``.
"""

from __future__ import annotations

import html

from ...deck import FLOWERS
from ...families.shedding.months import next_months
from ...pagetables import draw, options_table, position_fields, table as _table
from .cards import ORDER
from .notation import POSITION_FIELDS
from .position import HiyokoPosition
from .words import card_name, month_name, months_text


def _esc(text) -> str:
    return html.escape(str(text))  # English until this module is converted (the words are messages)


def month_strip(months: int, label: str | None = None) -> str:
    """Twelve small numbered boxes on a line of their own, the ``months``
    filled (with an accessible label)."""
    cells = []
    for m in range(1, 13):
        on = months >> (m - 1) & 1
        style = ("display:inline-block;min-width:.95rem;text-align:center;font-size:.58rem;"
                 "line-height:1.45;border-radius:2px;")
        style += ("background:var(--md-primary-fg-color);color:var(--md-primary-bg-color);font-weight:700"
                  if on else "background:var(--md-default-fg-color--lightest);color:var(--md-default-fg-color--light)")
        cells.append(f'<span aria-hidden="true" style="{style}">{m}</span>')
    text = label or months_text(months)
    return (f'<span role="img" aria-label="{_esc(text)}" style="display:flex;flex-wrap:nowrap;gap:1px;'
            f'margin:.3rem 0">{"".join(cells)}</span>')


def cards_row(cards: list[int], width: int = 34, dim: set[int] | None = None) -> str:
    items = []
    for c in cards:
        svg = draw(c, width)
        if dim and c in dim:
            svg = svg.replace('class="hf-card"', 'class="hf-card is-dimmed"', 1)
        items.append(f'<span role="listitem" style="flex:none;width:{width}px">{svg}</span>')
    return ('<span role="list" style="display:flex;flex-wrap:wrap;gap:.25rem;align-items:flex-end;'
            f'margin:.3rem 0">{"".join(items)}</span>')


def months_table(position_type: type = HiyokoPosition) -> str:
    """The Nagoya order with the cards of each month in the game's deck (wild cards marked)."""
    rules = position_type.rules_for(position_type.options_type())
    deck = position_type.deck_mask
    rows = []
    for m in range(1, 13):
        f = FLOWERS[ORDER.sequence[m - 1] - 1]
        cards = [c for c in range((f.month - 1) * 4, f.month * 4) if deck >> c & 1]
        wild = [c for c in cards if rules.is_wild_in_hand(c) or rules.turned[c] != rules.played[c]]
        moved = f.month != m
        flower = f"<strong>{_esc(f.english)}</strong>" if moved else _esc(f.english)
        note = f"printed month {f.month}" + (" (moved)" if moved else "")
        names: list[str] = []
        for c in wild:
            n = str(card_name(c))  # English until this module is converted
            if names and names[-1] in (n, f"both {n}s"):
                names[-1] = f"both {n}s"
            else:
                names.append(n)
        w = f"<br><small>wild: {', '.join(_esc(n) for n in names)}</small>" if wild else ""
        rows.append([f"<strong>{m}</strong>", f'{flower}<br><span lang="ja">{f.kanji}</span> '
                     f"<em>{_esc(f.reading)}</em><br><small>{note}</small>",
                     cards_row(cards) + w, str(len(cards))])
    return _table(["Month", "Flower", "Its cards in the game", "Cards"], rows, "hf-table hf-hiyoko-months")


def wilds_table(position_type: type = HiyokoPosition) -> str:
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
            where = "Wild in a hand and on the pile"
            counts = rules.hand[c]
            in_hand = f"Counts as {_esc(months_text(counts))}{month_strip(counts)}"
            on_pile = (f"Counts as the same months. Followed by {_esc(months_text(next_months(counts)))}"
                       f"{month_strip(next_months(counts))}")
        else:
            where = "Wild only when turned up from the draw pile"
            counts = rules.turned[c]
            mine = 1 << (own - 1)
            in_hand = f"Only its own month, {_esc(month_name(own))} ({own}){month_strip(mine)}"
            on_pile = (f"Turned up, it counts as {_esc(months_text(counts))}. Followed by "
                       f"{_esc(months_text(next_months(counts)))}{month_strip(next_months(counts))}"
                       f"Discarded from a hand, it is only its own month.")
        card = (f'<span style="display:block;min-width:7.5rem"><span style="display:block;width:48px;'
                f'margin-bottom:.3rem">{draw(c, 48)}</span>'
                f"<strong>{_esc(card_name(c))}</strong><br>{_esc(month_name(own))}, month {own}"
                f"<br><em>{where}</em></span>")
        rows.append([card, in_hand, on_pile])
    return _table(["Card", "In a hand", "On the discard pile"], rows, "hf-table hf-hiyoko-wilds")


def _hiyoko_options() -> str:
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
