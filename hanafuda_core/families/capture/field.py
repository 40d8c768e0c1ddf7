"""Capturing, and the months in a card set (see :mod:`hanafuda_core.families.capture`)."""

from __future__ import annotations

from ...cardset import bits, month_of
from ...deck import BY_KEY, CARDS, FLOWERS, MONTH_MASKS
from ...messages import Message, msg, msg_in, msg_n
from ...names import card_name, card_words, cards_words, flower_name, month_card, month_name, the_card

LIGHTNING: int = BY_KEY["lightning"].index
"""Index of the Lightning (11C), an optional wild card in some rule sets."""

MONTH_BITS: tuple[int, ...] = tuple(MONTH_MASKS[i >> 2] for i in range(48))
"""MONTH_BITS[card] is the bit set of the four cards of that card's month."""

LOW_NIBBLE_BITS = int("0001" * 12, 2)
"""Bit 0 of each month's 4-bit group."""
_M1 = int("0101" * 12, 2)
_M2 = int("0011" * 12, 2)

def matching(card: int, field_mask: int) -> int:
    """The field cards of ``card``'s month (a bit set)."""
    return field_mask & MONTH_BITS[card]


def capture_choices(card: int, field_mask: int, wild: bool = False) -> list[tuple[int | None, int]]:
    """The ways ``card`` can be played onto the field.

    Returns ``(target, taken)`` pairs: ``taken`` is the bit set of field cards
    captured (``0``: nothing matches, the card joins the field); ``target`` is
    the field card the player must name to pick this way, or None when there
    is only one way.  One matching card: it is captured.  Two: two choices.
    Three (a stack): all three are captured.

    ``wild``: ``card`` captures any one field card (an optional
    Lightning).  A field card that belongs to a stack of three takes its whole
    stack with it; each stack is offered once, named by its first card.
    """
    m = field_mask & MONTH_BITS[card]
    if wild and field_mask:
        out: list[tuple[int | None, int]] = []
        seen = 0
        for t in bits(field_mask):
            if seen >> t & 1:
                continue
            stack = field_mask & MONTH_BITS[t]
            taken = stack if stack.bit_count() == 3 else 1 << t
            seen |= taken
            out.append((t, taken))
        if len(out) == 1:
            return [(None, out[0][1])]
        return out
    n = m.bit_count()
    if n == 2:
        low = m & -m
        return [(low.bit_length() - 1, low), ((m ^ low).bit_length() - 1, m ^ low)]
    return [(None, m)]  # 0, 1 or 3 matching cards: no choice


def apply_capture(card: int, field_mask: int, taken: int) -> tuple[int, int]:
    """Play ``card`` onto the field, capturing ``taken`` (from :func:`capture_choices`).

    Returns ``(new_field, won)``: ``won`` is the bit set that goes to the
    player's captured cards (the card and what it took), 0 when it joined the field.
    """
    if taken:
        return field_mask & ~taken, taken | (1 << card)
    return field_mask | (1 << card), 0


def explain_capture(card: int, target: int | None, field_mask: int, wild: bool = False,
                    drawn: bool = False) -> Message | None:
    """Why playing ``card`` with ``target`` (None: no target named) is not a
    legal capture on ``field_mask``, in words for the player (a message);
    None when it is legal.

    A redundant target (the only card that could be captured anyway) is
    accepted.  ``drawn`` words the text for the card turned up from the draw pile.
    """
    choices = capture_choices(card, field_mask, wild)
    played = CARDS[card]
    the = (msg_in("a card played, starting a sentence", "The drawn {card}", card=card_name(played)) if drawn
           else msg_in("a card played, starting a sentence", "The {card}", card=card_name(played)))
    month = month_of(card)
    same = field_mask & MONTH_BITS[card]
    if target is None:
        if len(choices) == 1:
            return None
        if wild and card == LIGHTNING:
            return msg("{card} is wild under these rules: it captures any one field card, so choose "
                       "which one (click it on the field).", card=the)
        a, b = choices[0][0], choices[1][0]
        return msg("{card} matches two {month} cards on the field, {first} and {second}: choose which one it "
                   "captures (click it on the field).", card=the,
                   month=msg_in("a month with its flower", "{month} ({flower})", month=month_name(month),
                                flower=flower_name(FLOWERS[month - 1])),
                   first=card_words(a), second=card_words(b))
    if not field_mask >> target & 1:
        return msg("{card} is not on the field.", card=card_words_first(target))
    if wild and card == LIGHTNING:
        return None  # any field card; a stack member names the stack
    if not same >> target & 1:
        aimed = the_card(CARDS[target])
        if same:
            return msg_n("{card} does not match {target}: a card captures a field card of its own month "
                         "({month}), and {target} is {target_month}; the {month} card on the field: {cards}.",
                         "{card} does not match {target}: a card captures a field card of its own month "
                         "({month}), and {target} is {target_month}; the {month} cards on the field: {cards}.",
                         same.bit_count(), card=the, target=aimed, month=month_name(month),
                         target_month=month_card(month_of(target)), cards=cards_words(same))
        if drawn:
            return msg("{card} does not match {target}: a card captures a field card of its own month ({month}), "
                       "and there is no {month} card on the field.", card=the, target=aimed,
                       month=month_name(month))
        return msg("{card} does not match {target}: a card captures a field card of its own month ({month}), "
                   "and there is no {month} card on the field, so it is simply played and joins the field.",
                   card=the, target=aimed, month=month_name(month))
    return None  # a matching target: a real choice, or redundant (one card, or one of a stack)


def card_words_first(index: int) -> Message:
    """A card with its month, starting a sentence: "The Curtain (March)"
    (:func:`hanafuda_core.names.card_words` with a capital, which names.py
    does not offer yet; Japanese has no capitals: the same words)."""
    card = CARDS[index]
    if card.name.endswith(")"):  # the month joins the name's own brackets: a name made from the deck's data
        return Message(f"The {card.name[:-1]}, {{month}})", {"month": month_name(card.month)}, context=CARD_FIRST)
    return msg_in("a card with its month, starting a sentence", "The {card} ({month})", card=card_name(card),
                  month=month_name(card.month))


CARD_FIRST = "a card with its month, starting a sentence"


def first_card_names() -> list[Message]:
    """The names :func:`card_words_first` makes from the deck's data (for a
    game's :meth:`~hanafuda_core.game.Game.data_messages`)."""
    return [card_words_first(c.index) for c in CARDS if c.name.endswith(")")]


def taken_by(card: int, target: int | None, field_mask: int) -> int:
    """The field cards ``card`` (not wild) captures, naming ``target`` when
    it matches two field cards (a target named without a choice is ignored)."""
    taken = field_mask & MONTH_BITS[card]
    if target is not None and taken.bit_count() == 2:
        return 1 << target
    return taken


# ---------------------------------------------------------------------------
# Months in a card set


def _nibble_counts(mask: int) -> int:
    """Per-month card counts packed in 4-bit groups (SWAR popcount)."""
    x = mask - ((mask >> 1) & _M1)
    return (x & _M2) + ((x >> 2) & _M2)


def full_months(mask: int) -> int:
    """Bit set over months (bit ``m - 1``) of the months whose four cards are all in ``mask``."""
    x = mask & (mask >> 1) & (mask >> 2) & (mask >> 3) & LOW_NIBBLE_BITS
    out = 0
    while x:
        low = x & -x
        out |= 1 << ((low.bit_length() - 1) >> 2)
        x ^= low
    return out


def needs_redeal(field_mask: int) -> bool:
    """True when the field holds all four cards of a month: the deal is void."""
    x = field_mask & (field_mask >> 1)
    return bool(x & (x >> 2) & LOW_NIBBLE_BITS)


def stacked_months(field_mask: int) -> list[int]:
    """Months (1..12) with exactly three cards on the field: they are stacked,
    and the fourth card captures all three."""
    c = _nibble_counts(field_mask)
    return [m + 1 for m in range(12) if (c >> (4 * m)) & 15 == 3]


def month_counts(mask: int) -> tuple[int, ...]:
    """How many cards of each month (index 0 = January) a card set holds."""
    c = _nibble_counts(mask)
    return tuple((c >> (4 * m)) & 15 for m in range(12))


def pair_count(mask: int) -> int:
    """The number of months with exactly two cards in ``mask``."""
    x = mask - ((mask >> 1) & _M1)  # _nibble_counts, inlined: a dealt hand is tested at every deal
    c = (x & _M2) + ((x >> 2) & _M2)
    # a count of 2 is 0b010 in its 4-bit group: bit 1 without bit 0 (a count of 4 is 0b100)
    return ((c >> 1) & ~c & LOW_NIBBLE_BITS).bit_count()
