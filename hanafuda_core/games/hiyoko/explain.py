"""Why an action is illegal in a Hiyoko (or Isuri) position, in words a
learner reads (:func:`illegal_reason`, a message): what may follow the top
card, the wild cards, the One-Two combo.  A variant's own reasons come
through the position's hooks (``explain_multi``, ``deck_words``,
``game_words``)."""

from __future__ import annotations

from ...cardset import bits as _bits
from ...families.shedding.words import rule_label
from ...messages import Message, msg, msg_n, sentences
from ...words import article
from .cards import JANUARY
from .words import card_text, cards_text, month_name

__all__ = ["illegal_reason", "owe_reason"]


def illegal_reason(pos, action, legal: list) -> Message:
    """Why ``action``, not in ``legal``, is illegal in ``pos`` while the round goes on."""
    hand = pos.hands[pos.turn]
    plays = [a for a in legal if a.is_discard]
    kind = action.kind
    # the cards that may go alone, in words ("" when none)
    play_words = cards_text(sorted({a.cards[-1] for a in plays if a.kind == "discard"})) \
        if kind in ("pass", "stop") else ""
    if kind == "pass":
        if pos.chain:
            return msg("You have already discarded this turn: go on with a card that follows, or stop. "
                       "Passing is only for a turn in which you cannot play at all.")
        if play_words:
            return msg("You can't pass while you can play: {cards} can go on the pile, since {top}.",
                       cards=play_words, top=pos.top_words())
        return msg("You can't pass while you can play: you can discard several cards of one month together.")
    if kind == "stop":
        if pos.chain == 0:
            if plays:
                return msg("You haven't discarded anything this turn, so there is nothing to stop; play a card "
                           "that follows ({cards}).", cards=play_words)
            return msg("You haven't discarded anything this turn, so there is nothing to stop; you cannot play, "
                       "so pass.")
        if pos.owe:
            return owe_reason(pos, hand)
        return msg("With the rule option '{rule}' you have to go on while a card can follow: {cards} can go next.",
                   rule=rule_label(type(pos.options), "must_continue_chain"),
                   cards=play_words or msg("a group of cards of one month"))
    cards = action.cards
    absent = [c for c in cards if not pos.deck_mask >> c & 1]
    if absent:
        return msg_n("{cards} is not used in {game}: {why}", "{cards} are not used in {game}: {why}", len(absent),
                     cards=cards_text(absent, capital=True), game=pos.game_words(), why=pos.deck_words())
    missing = [c for c in cards if not hand >> c & 1]
    if missing:
        return msg("You don't have {cards} in your hand.", cards=cards_text(missing))
    if pos.owe:
        return owe_reason(pos, hand)
    if kind == "multi":
        return pos.explain_multi(action, hand)
    c = cards[0]
    parts = [msg("{card} cannot go on the pile: {top}.", card=pos.card_words(c, capital=True),
                 top=pos.top_words())]
    if not pos.rules.is_wild_in_hand(c) and c in pos.wild_turned:
        flower = month_name(pos.rules.own_month(c))
        if article(flower.text) == "an":
            own = msg("{card} is wild only when it is turned up from the draw pile; in your hand it is just an "
                      "{flower} card.", card=card_text(c, capital=True), flower=flower)
        else:
            own = msg("{card} is wild only when it is turned up from the draw pile; in your hand it is just a "
                      "{flower} card.", card=card_text(c, capital=True), flower=flower)
        parts.append(own)
    if pos.rules.counting_as(JANUARY) >> c & 1 and pos.top_months() & JANUARY:
        parts.append(msg("The One-Two combo lets a pine card go on a January card only when you also hold a card "
                         "that can follow it at once, such as a Willow card (month 2)."))
    return sentences(parts)


def owe_reason(pos, hand: int) -> Message:
    """Why the One-Two combo started in ``pos`` needs a card that follows at once."""
    need = cards_text(_bits(pos.rules.follow(pos.top, False) & hand))
    return msg("You started the One-Two combo with {card}, so a card that follows it must come next, without "
               "stopping: {cards}.", card=card_text(pos.top), cards=need)
