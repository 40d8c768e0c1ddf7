"""Why an action is illegal in a Poka position, in words a learner reads
(:func:`illegal_reason`), and the words these explanations share: months,
the top card, the optional rules by their labels."""

from __future__ import annotations

from ...cardset import bits as _bits, card_words as _card_words, cards_words as _cards_words, mask as _mask
from ...deck import FLOWERS, MONTH_MASKS
from ...words import with_article
from .cards import FEBRUARY_CARDS, GHOST_MASK, NOT_GHOSTS, PLAIN_JANUARY
from .options import PokaOptions

__all__ = ["month_name", "month_with_article", "month_with_flower", "illegal_reason", "owe_reason"]


def month_name(month: int) -> str:
    return FLOWERS[month - 1].month_name


def month_with_article(month: int, capital: bool = False) -> str:
    return with_article(month_name(month), capital)


def month_with_flower(month: int) -> str:
    f = FLOWERS[month - 1]
    return f"{f.month_name} ({f.english})"


def _top_short(top: int) -> str:
    if (1 << top) & GHOST_MASK:
        return f"{_card_words(top)}, a ghost card"
    return month_with_flower((top >> 2) + 1)


def _either(actions) -> str:
    """Discards a learner may choose from, in words: "the Curtain (March) or the
    Cherry chaff 1 (March)"."""
    words = [a.words() for a in actions]
    return ", ".join(words[:-1]) + " or " + words[-1] if len(words) > 1 else "".join(words)


def _rule(name: str) -> str:
    """An optional rule by its label on the options form: “Must keep discarding while you can”."""
    return f"“{PokaOptions.label_of(name)}”"


def _top_words(top: int) -> str:
    if (1 << top) & GHOST_MASK:
        return f"the top card is {_card_words(top)}, a ghost card, which any card can follow"
    return f"the top card is {month_with_flower((top >> 2) + 1)}"


def illegal_reason(pos, action, legal: list) -> str:
    """Why ``action``, not in ``legal``, is illegal in ``pos`` while the round goes on."""
    p = pos.turn
    hand = pos.hands[p]
    top = pos.discard[-1]
    top_month = (top >> 2) + 1
    plays = [a for a in legal if a.is_discard]
    play_text = _either(plays)
    kind = action.kind

    if kind == "pass":
        if pos.chain:
            return ("You have already discarded this turn; you can keep going with a card of the "
                    "next month or stop, not pass.")
        non_ghost = [a for a in plays if _mask(a.cards) & NOT_GHOSTS]
        if non_ghost:
            return (f"You can't pass while you can play: {_either(non_ghost)} "
                    f"can follow the top card, {_top_short(top)}.")
        return (f"You can't pass while you hold a ghost card, {play_text}: a ghost can follow any "
                f"card, so you always have a card to play. (The optional rule "
                f"{_rule('may_pass_holding_ghost')} allows passing here.)")

    if kind == "stop":
        if pos.chain == 0:
            if plays:
                return (f"You haven't discarded anything this turn, so there is no chain to stop; "
                        f"play a card that can follow the top card: {play_text}.")
            return ("You haven't discarded anything this turn, so there is no chain to stop; you "
                    "cannot play, so pass.")
        if pos.owe_february:
            return owe_reason(pos, hand)
        return (f"Under the optional rule {_rule('must_continue_chain')} you have to keep discarding while you can: "
                f"{play_text} can go next.")

    cards = action.cards
    missing = [c for c in cards if not hand >> c & 1]
    if missing:
        if len(missing) == 1:
            return f"You don't have {_cards_words(missing)} in your hand."
    if pos.owe_february:
        return owe_reason(pos, hand)

    if kind == "multi":
        if not pos.options.jan_feb_all_at_once:
            return ("You can discard several cards at once only with the optional rule "
                    f"{_rule('jan_feb_all_at_once')}, which is off.")
        if top_month > 2:
            return (f"You can discard several cards at once only when the top card is a January "
                    f"or February card; {_top_words(top)}.")
        wrong = [c for c in cards if (c >> 2) + 1 != top_month]
        if wrong:
            return (f"On {month_with_article(top_month)} top card, the cards you discard together must all be "
                    f"{month_name(top_month)} cards; {_cards_words(wrong)} {'is' if len(wrong) == 1 else 'are'} not.")
        same = _bits(hand & MONTH_MASKS[top_month - 1])
        return (f"You must discard all your {month_name(top_month)} cards together: "
                f"{_cards_words(same)}.")

    # a single discard of a card held that does not follow
    c = cards[0]
    month = (c >> 2) + 1
    prev = (month - 2) % 12 + 1
    text = (f"{month_with_article(month, capital=True)} card can only follow {month_with_article(prev)} card; "
            f"the top card is {month_with_flower(top_month)}.")
    if pos.options.jan_feb_all_at_once and month == top_month and top_month <= 2:
        same = _bits(hand & MONTH_MASKS[month - 1])
        if len(same) >= 2:
            text += (f" The January/February rule lets you discard all your "
                     f"{month_name(month)} cards together, not just one: {_cards_words(same)}.")
        elif month == 1 and (1 << top) & PLAIN_JANUARY:
            text += (" The One-Two combo lets you put a January card on a January card only when "
                     "you also hold a February card to play right after it.")
    elif month == 1 and (1 << top) & PLAIN_JANUARY:
        text += (" The One-Two combo lets you put a January card on a January card only when you "
                 "also hold a February card to play right after it.")
    return text

def owe_reason(pos, hand: int) -> str:
    """Why the One-Two combo started in ``pos`` needs a February card next."""
    feb = _cards_words(_bits(hand & FEBRUARY_CARDS))
    return (f"You started the One-Two combo with {_card_words(pos.discard[-1])} on a January card, "
            f"so your next card must be a February (Plum blossom) card: {feb}.")
