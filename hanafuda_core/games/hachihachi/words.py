"""Hachi-Hachi in words, as messages: why an action is not legal, and an
amount with its kan."""

from __future__ import annotations

from ...cardset import bits
from ...deck import CARDS
from ...families.capture import MONTH_BITS
from ...messages import Message, msg, msg_in, msg_n
from ...names import card_name
from .actions import PHASE_DECIDE, PHASE_DRAW, PHASE_PLAY


def _name(card: int) -> Message:
    """"Curtain"."""
    return card_name(CARDS[card])


def _either(cards: list[int]) -> Message:
    """"Moon or Geese": the cards one of which is taken."""
    out = _name(cards[0])
    for c in cards[1:]:
        out = msg_in("a choice between cards: one or the other", "{first} or {other}", first=out, other=_name(c))
    return out


def amount_words(amount: int, rules) -> Message:
    """Points, with kan where the rules count in kan: "84 points (7 kan)"."""
    if rules.values == "fudawiki" and amount and amount % rules.kan == 0:
        return msg_n("{n} point ({kan} kan)", "{n} points ({kan} kan)", amount, n=amount, kan=amount // rules.kan)
    return msg_n("{n} point", "{n} points", amount, n=amount)


def why_illegal(pos, action) -> Message:
    """Why ``action`` (not in the legal list) cannot be played now, for the player to move."""
    ph, kind = pos.phase, action.kind
    if ph == PHASE_DRAW:
        options = _either(bits(pos.field & MONTH_BITS[pos.pending]))
        return msg("The card turned up, the {card}, takes one of two cards first: the {options}.",
                   card=_name(pos.pending), options=options)
    if ph == PHASE_DECIDE:
        return msg("You have made a yaku: say whether you go on (sage) or stop (shoubu) first.")
    if ph != PHASE_PLAY:  # pragma: no cover - a round over is explained by explain_illegal
        return msg("The round is over.")
    if kind in ("sage", "shoubu"):
        return msg("You may go on or stop only after a turn that makes a new or better yaku.")
    if kind == "cancel":
        if not (pos.rules.cancel and pos.rules.sage == "fudawiki"):
            return msg("Ending the round after going on is not played under these rules.")
        return msg("Only a player who went on after a yaku (sage) may end the round at the start of their turn.")
    if kind == "draw":
        return msg("Play a card from your hand first; the card turned up comes after it.")
    c = action.card
    if c is None or not pos.hands[pos.turn] >> c & 1:
        return msg("That card is not in your hand.")
    on = (pos.field & MONTH_BITS[c]).bit_count()
    if action.target is None and on == 2:
        return msg("Two field cards match: say which one you take.")
    if action.target is not None:
        if not pos.field >> action.target & 1:
            return msg("The {card} is not on the field.", card=_name(action.target))
        return msg("The {card} can only take a field card of its own month.", card=_name(c))
    return msg("That is not a legal move now.")  # pragma: no cover - every illegal play is named above


# -- the yaku's names, kept in the yaku's data (.yaku): messages the catalogs
# read from :func:`data_messages`

YAKU_NAME = "a yaku of Hachi-Hachi: its name in rōmaji, then in Japanese"
ROMAJI = "a yaku of Hachi-Hachi: its name in rōmaji"
WHAT = "a yaku of Hachi-Hachi: what it is"


def yaku_name(yaku) -> Message:
    """A yaku's name as the goals give it: "Gokō (五光)" (Japanese: 五光)."""
    return Message(f"{yaku.name} ({yaku.japanese})", {}, context=YAKU_NAME)


def romaji_name(yaku) -> Message:
    """A yaku's name in rōmaji alone: "Shisō" (Japanese: 四三)."""
    return Message(yaku.name, {}, context=ROMAJI)


def yaku_what(yaku) -> Message:
    """What a yaku is: "four cards of one month and three of another"."""
    return Message(yaku.what, {}, context=WHAT)


def data_messages():
    """Every message made here from the yaku's data (:meth:`HachiHachiGame.data_messages`)."""
    from .yaku import DEKIYAKU, SPECIALS, TEYAKU

    for y in TEYAKU:
        yield yaku_name(y)
        yield romaji_name(y)
        yield yaku_what(y)
    for y in DEKIYAKU:
        yield yaku_name(y)
        yield romaji_name(y)
        yield yaku_what(y)
    for y in SPECIALS:
        yield romaji_name(y)
        yield yaku_what(y)
