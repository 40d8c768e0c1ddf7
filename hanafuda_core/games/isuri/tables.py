"""Generated tables for the Isuri rules page (``docs/games/isuri.md``):
what each card is paid, the wild cards (Hiyoko's builder with Isuri's
position class, so the second Phoenix appears), and the options."""

from __future__ import annotations

from ...deck import FLOWERS
from ...messages import msg_in
from ...names import flower_name
from ...pagetables import Html, options_table, position_fields, table as _table
from ..hiyoko.cards import ORDER
from ..hiyoko.tables import cards_row, wilds_table
from .cards import card_value
from .options import IsuriOptions
from .position import POSITION_FIELDS, IsuriPosition


def values_table() -> Html:
    """Each month of the Nagoya order, its cards in the 46-card deck, and what
    a discard of one of them is paid (by default and with printed months)."""
    nagoya = IsuriOptions()
    printed = IsuriOptions(card_values="printed")
    rows = []
    for m in range(1, 13):
        f = FLOWERS[ORDER.sequence[m - 1] - 1]
        cards = [c for c in range((f.month - 1) * 4, f.month * 4) if IsuriPosition.deck_mask >> c & 1]
        v = {card_value(c, nagoya) for c in cards}
        p = {card_value(c, printed) for c in cards}
        assert len(v) == 1 and len(p) == 1
        rows.append([f"<strong>{m}</strong>", Html("{flower}", flower=flower_name(f)), cards_row(cards, 30),
                     f"<strong>{v.pop()}</strong>", str(p.pop())])
    return _table([msg_in("a column of the months table of a shedding game", "Month"),
                   msg_in("a column of the months table of a shedding game", "Flower"),
                   msg_in("a column of a table: the cards drawn", "Cards"),
                   msg_in("a column of Isuri's card values table", "Paid"),
                   msg_in("a column of Isuri's card values table", "Paid by printed month (option)")], rows,
                  "hf-table hf-isuri-values")


# The example of the "Writing down a position" table: Hiyoko's, in the second round of a match.
POSITION_EXAMPLE = "3C1 4R 7C1 9A 10C2; 2C1 5C2 6R 8B 8C1 12B; 1C1 11C; ?; 1; 1; 0; 1; 4,-4; 1; 2; 0; 0,0; -"

ISURI_TABLES = {
    "isuri-position": lambda: position_fields(POSITION_FIELDS, POSITION_EXAMPLE),
    "isuri-values": values_table,
    "isuri-wilds": lambda: wilds_table(IsuriPosition),
    "isuri-options": lambda: options_table(IsuriOptions, "hf-table hf-isuri-options"),
}
