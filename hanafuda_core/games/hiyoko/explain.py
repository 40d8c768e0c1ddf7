"""Why an action is illegal in a Hiyoko (or Isuri) position, in words a
learner reads (:func:`illegal_reason`): what may follow the top card, the
wild cards, the One-Two combo.  A variant's own reasons come through the
position's hooks (``explain_multi``, ``deck_words``)."""

from __future__ import annotations

from ...cardset import bits as _bits, capitalized as _cap
from ...words import with_article
from .cards import JANUARY
from .words import card_text, cards_text, month_name

__all__ = ["illegal_reason", "owe_reason"]


def illegal_reason(pos, action, legal: list) -> str:
    """Why ``action``, not in ``legal``, is illegal in ``pos`` while the round goes on."""
    hand = pos.hands[pos.turn]
    plays = [a for a in legal if a.is_discard]
    play_words = cards_text(sorted({a.cards[-1] for a in plays if a.kind == "discard"}))
    kind = action.kind
    if kind == "pass":
        if pos.chain:
            return ("You have already discarded this turn: go on with a card that follows, or stop. "
                    "Passing is only for a turn in which you cannot play at all.")
        if play_words:
            return (f"You can't pass while you can play: {play_words} can go on the pile, since "
                    f"{pos.top_words()}.")
        return "You can't pass while you can play: you can discard several cards of one month together."
    if kind == "stop":
        if pos.chain == 0:
            if plays:
                return (f"You haven't discarded anything this turn, so there is nothing to stop; play a "
                        f"card that follows ({play_words}).")
            return "You haven't discarded anything this turn, so there is nothing to stop; you cannot play, so pass."
        if pos.owe:
            return owe_reason(pos, hand)
        rule = pos.options.label_of("must_continue_chain")
        return (f"With the rule option '{rule}' you have to go on while a card can follow: "
                f"{play_words or 'a group of cards of one month'} can go next.")
    cards = action.cards
    absent = [c for c in cards if not pos.deck_mask >> c & 1]
    if absent:
        return f"{_cap(cards_text(absent))} {'is' if len(absent) == 1 else 'are'} not used in {pos.game_name}: {pos.deck_words()}"
    missing = [c for c in cards if not hand >> c & 1]
    if missing:
        return f"You don't have {cards_text(missing)} in your hand."
    if pos.owe:
        return owe_reason(pos, hand)
    if kind == "multi":
        return pos.explain_multi(action, hand)
    c = cards[0]
    text = (f"{_cap(pos.card_words(c))} cannot go on the pile: {pos.top_words()}.")
    if not pos.rules.is_wild_in_hand(c) and c in pos.wild_turned:
        text += (f" {_cap(card_text(c))} is wild only when it is turned up from the draw pile; in your hand "
                 f"it is just {with_article(month_name(pos.rules.own_month(c)))} card.")
    if pos.rules.counting_as(JANUARY) >> c & 1 and pos.top_months() & JANUARY:
        text += (" The One-Two combo lets a pine card go on a January card only when you also hold a card "
                 "that can follow it at once, such as a Willow card (month 2).")
    return text


def owe_reason(pos, hand: int) -> str:
    """Why the One-Two combo started in ``pos`` needs a card that follows at once."""
    need = cards_text(_bits(pos.rules.follow(pos.top, False) & hand))
    return (f"You started the One-Two combo with {card_text(pos.top)}, so a card that follows it must come "
            f"next, without stopping: {need}.")
