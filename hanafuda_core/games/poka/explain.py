"""Why an action is illegal in a Poka position, in words a learner reads
(:func:`illegal_reason`, a message), and the words these explanations share:
months, the top card, the optional rules by their labels."""

from __future__ import annotations

from ...cardset import bits as _bits, mask as _mask
from ...deck import FLOWERS, MONTH_MASKS
from ...families.shedding.words import month_card_capital, quoted, rule_label
from ...messages import Message, listed, msg, msg_in, msg_n, sentences
from ...names import card_words, cards_words, flower_name, month_card, month_name as _month_name
from ...words import with_article
from .cards import FEBRUARY_CARDS, GHOST_MASK, NOT_GHOSTS, PLAIN_JANUARY
from .options import PokaOptions

__all__ = ["month_name", "month_with_article", "month_with_flower", "action_words", "illegal_reason",
           "owe_reason", "RULES_QUOTED"]

RULES_QUOTED = ("may_pass_holding_ghost", "must_continue_chain", "jan_feb_all_at_once")
"""The options whose labels the explanations quote (:meth:`PokaGame.data_messages`)."""


def month_name(month: int) -> Message:
    """The month's name: "March"."""
    return _month_name(month)


def month_with_article(month: int, capital: bool = False) -> str:
    """The month's name after its English article: "an April" (English: the
    explanations say a month's card with :func:`~hanafuda_core.names.month_card`)."""
    return with_article(FLOWERS[month - 1].month_name, capital)


def month_with_flower(month: int) -> Message:
    """The month with its flower: "March (Cherry blossom)"."""
    return msg_in("a month with its flower", "{month} ({flower})", month=_month_name(month),
                  flower=flower_name(FLOWERS[month - 1]))


def action_words(action) -> Message:
    """A discard for a learner, without notation: "the Curtain (March)",
    "the Pine chaff 1 (January) and the Pine chaff 2 (January) together"."""
    if action.kind == "discard":
        return card_words(action.cards[0])
    return msg("{cards} together", cards=listed([card_words(c) for c in action.cards]))


def _top_short(top: int) -> Message:
    if (1 << top) & GHOST_MASK:
        return msg("{card}, a ghost card", card=card_words(top))
    return month_with_flower((top >> 2) + 1)


def _either(actions) -> Message | str:
    """Discards a learner may choose from, in words: "the Curtain (March) or the
    Cherry chaff 1 (March)"."""
    return listed([action_words(a) for a in actions], choices=True) if actions else ""


def _rule(name: str) -> Message:
    """An optional rule by its label on the options form: “Must keep discarding while you can”."""
    return quoted(rule_label(PokaOptions, name))


def _top_words(top: int) -> Message:
    if (1 << top) & GHOST_MASK:
        return msg("the top card is {card}, a ghost card, which any card can follow", card=card_words(top))
    return msg("the top card is {month}", month=month_with_flower((top >> 2) + 1))


def illegal_reason(pos, action, legal: list) -> Message:
    """Why ``action``, not in ``legal``, is illegal in ``pos`` while the round goes on."""
    p = pos.turn
    hand = pos.hands[p]
    top = pos.discard[-1]
    top_month = (top >> 2) + 1
    plays = [a for a in legal if a.is_discard]
    kind = action.kind

    if kind == "pass":
        if pos.chain:
            return msg("You have already discarded this turn; you can keep going with a card of the next month or "
                       "stop, not pass.")
        non_ghost = [a for a in plays if _mask(a.cards) & NOT_GHOSTS]
        if non_ghost:
            return msg("You can't pass while you can play: {plays} can follow the top card, {top}.",
                       plays=_either(non_ghost), top=_top_short(top))
        return msg("You can't pass while you hold a ghost card, {plays}: a ghost can follow any card, so you always "
                   "have a card to play. (The optional rule {rule} allows passing here.)", plays=_either(plays),
                   rule=_rule("may_pass_holding_ghost"))

    if kind == "stop":
        if pos.chain == 0:
            if plays:
                return msg("You haven't discarded anything this turn, so there is no chain to stop; play a card "
                           "that can follow the top card: {plays}.", plays=_either(plays))
            return msg("You haven't discarded anything this turn, so there is no chain to stop; you cannot play, "
                       "so pass.")
        if pos.owe_february:
            return owe_reason(pos, hand)
        return msg("Under the optional rule {rule} you have to keep discarding while you can: {plays} can go next.",
                   rule=_rule("must_continue_chain"), plays=_either(plays))

    cards = action.cards
    missing = [c for c in cards if not hand >> c & 1]
    if missing:
        if len(missing) == 1:
            return msg("You don't have {cards} in your hand.", cards=cards_words(missing))
    if pos.owe_february:
        return owe_reason(pos, hand)

    if kind == "multi":
        if not pos.options.jan_feb_all_at_once:
            return msg("You can discard several cards at once only with the optional rule {rule}, which is off.",
                       rule=_rule("jan_feb_all_at_once"))
        if top_month > 2:
            return msg("You can discard several cards at once only when the top card is a January or February "
                       "card; {top}.", top=_top_words(top))
        wrong = [c for c in cards if (c >> 2) + 1 != top_month]
        if wrong:  # (a January or a February top card: "a" in English)
            return msg_n("On a {month} top card, the cards you discard together must all be {month} cards; {cards} "
                         "is not.",
                         "On a {month} top card, the cards you discard together must all be {month} cards; {cards} "
                         "are not.", len(wrong), month=month_name(top_month), cards=cards_words(wrong))
        same = _bits(hand & MONTH_MASKS[top_month - 1])
        return msg("You must discard all your {month} cards together: {cards}.", month=month_name(top_month),
                   cards=cards_words(same))

    # a single discard of a card held that does not follow
    c = cards[0]
    month = (c >> 2) + 1
    prev = (month - 2) % 12 + 1
    parts = [msg("{card} can only follow {prev}; the top card is {top}.", card=month_card_capital(month),
                 prev=month_card(prev), top=month_with_flower(top_month))]
    if pos.options.jan_feb_all_at_once and month == top_month and top_month <= 2:
        same = _bits(hand & MONTH_MASKS[month - 1])
        if len(same) >= 2:
            parts.append(msg("The January/February rule lets you discard all your {month} cards together, not just "
                             "one: {cards}.", month=month_name(month), cards=cards_words(same)))
        elif month == 1 and (1 << top) & PLAIN_JANUARY:
            parts.append(msg("The One-Two combo lets you put a January card on a January card only when you also "
                             "hold a February card to play right after it."))
    elif month == 1 and (1 << top) & PLAIN_JANUARY:
        parts.append(msg("The One-Two combo lets you put a January card on a January card only when you also hold "
                         "a February card to play right after it."))
    return sentences(parts)


def owe_reason(pos, hand: int) -> Message:
    """Why the One-Two combo started in ``pos`` needs a February card next."""
    feb = cards_words(_bits(hand & FEBRUARY_CARDS))
    return msg("You started the One-Two combo with {card} on a January card, so your next card must be a February "
               "(Plum blossom) card: {cards}.", card=card_words(pos.discard[-1]), cards=feb)
