"""Sakura in words, as messages: the yaku's names and cards, kept in the
yaku's data (:mod:`.yaku`), which the catalogs read from
:func:`data_messages`; a team's players; a card's name on Sakura's boards."""

from __future__ import annotations

from typing import Sequence

from ...deck import CARDS
from ...messages import Message, msg_in
from ...names import card_name, flower_name, kind_name, month_name
from .cards import GAJI, RAIN_MAN, VALUES

YAKU_NAME = "a yaku of Sakura: its name (a syllable of the Iroha poem)"
YAKU_CARDS = "a yaku of Sakura: its cards"


def yaku_name(yaku) -> Message:
    """A yaku's name: "I", "Ro"."""
    return Message(yaku.name, {}, context=YAKU_NAME)


def yaku_cards(yaku) -> Message:
    """A yaku's cards in words: "the Curtain, the Moon and the Sake Cup"."""
    return Message(yaku.what, {}, context=YAKU_CARDS)


def data_messages():
    """Every message made here from the yaku's data (:meth:`SakuraGame.data_messages`)."""
    from .yaku import YAKU

    for y in YAKU:
        yield yaku_name(y)
        yield yaku_cards(y)


def players_words(players: Sequence[Message]) -> Message:
    """A team's players, each joined with "and": "You and Computer 2",
    "Computer 1 and Computer 3 and Computer 5"."""
    out = players[0]
    for p in players[1:]:
        out = msg_in("the players of a team of Sakura: one more", "{first} and {next}", first=out, next=p)
    return out


def card_label(c: int) -> Message:
    """A card's accessible name on Sakura's boards, with Sakura's value (not
    the deck's Japanese points): "March (Cherry blossom): Curtain, bright,
    worth 20"; the Lightning is the wild card, the Rain Man an animal."""
    card = CARDS[c]
    month, flower = month_name(card.month), flower_name(card.flower)
    if c == GAJI:
        return msg_in("a card's description on Sakura's boards",
                      "{month} ({flower}): the Lightning, the wild card, worth nothing", month=month, flower=flower)
    if c == RAIN_MAN:
        detail = msg_in("a card's kind on Sakura's boards", "an animal here")
    elif card.ribbon is not None:
        detail = Message(card.ribbon.label, {}, context="a ribbon's kind")  # a name of the deck's (names.every_name)
    else:
        detail = kind_name(card.kind)
    return msg_in("a card's description on Sakura's boards", "{month} ({flower}): {card}, {detail}, worth {n}",
                  month=month, flower=flower, card=card_name(card), detail=detail, n=VALUES[c])
