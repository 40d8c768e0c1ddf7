"""Sakura in words, as messages: the yaku's names and cards, kept in the
yaku's data (:mod:`.yaku`), which the catalogs read from
:func:`data_messages`."""

from __future__ import annotations

from ...messages import Message

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
