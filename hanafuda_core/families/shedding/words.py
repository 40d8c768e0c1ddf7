"""The words the shedding games' explanations share, as messages (written in
the reader's language when shown): stopping, passing and discarding a card
as actions, a card or a month's card at the start of a sentence, a choice between moves ("A, B or C"), cards that
go down together ("A + B"), clauses one after another
with semicolons, a clause made a sentence, and an optional rule by its label.

English has capitals where a sentence starts; the other languages need not,
so each capitalised form is a message of its own (the code picks it)."""

from __future__ import annotations

from typing import Iterator

from ...deck import FLOWERS, Card
from ...messages import Message, joined, msg_in
from ...names import card_name, month_name
from ...phrases import ActionPhrase
from ...words import article

__all__ = ["stop_or_pass", "discard_phrase", "the_card_capital", "month_card_capital", "plus_joined", "clauses",
           "as_sentence", "quoted", "rule_label", "option_labels"]

OPTION_LABEL = "a rule option's label"
"""The context of an option's label (each is written in its game's options declaration)."""


def stop_or_pass(kind: str) -> ActionPhrase:
    """Stopping (ending one's chain) or passing, in words.  (Stopping has
    contexts of its own: a capture game's "stop", which ends the round, is
    another action in the other languages.)"""
    if kind == "stop":
        return ActionPhrase(msg_in("an action: what to do (a shedding game: end the turn's discards)", "stop"),
                            msg_in("an action: doing it (a shedding game: end the turn's discards)", "stopping"),
                            msg_in("an action: done (a shedding game: end the turn's discards)", "stopped"))
    return ActionPhrase(msg_in("an action: what to do", "pass"), msg_in("an action: doing it", "passing"),
                        msg_in("an action: done", "passed"))


def discard_phrase(card: Message) -> ActionPhrase:
    """Discarding one card onto the pile: "discard the Curtain"."""
    return ActionPhrase(msg_in("an action: what to do", "discard {card}", card=card),
                        msg_in("an action: doing it", "discarding {card}", card=card),
                        msg_in("an action: done", "discarded {card}", card=card))


def the_card_capital(card: Card) -> Message:
    """The card meant, starting a sentence: "The Curtain" (Japanese: 桜に幕)."""
    return msg_in("a card by its name, the one meant, starting a sentence", "The {card}", card=card_name(card))


def month_card_capital(month: int) -> Message:
    """A card of the month, starting a sentence: "A March card", "An April card"."""
    if article(FLOWERS[month - 1].month_name) == "an":
        return msg_in("a card of the month, starting a sentence", "An {month} card", month=month_name(month))
    return msg_in("a card of the month, starting a sentence", "A {month} card", month=month_name(month))


def plus_joined(items: list[Message]) -> Message:
    """Cards that go down together, joined with plus signs: "Pine chaff 1 + Pine chaff 2"."""
    return joined(items, lambda first, item, _: msg_in("cards that go down together, joined with plus signs",
                                                       "{first} + {next}", first=first, next=item))


def clauses(parts: list[Message]) -> Message:
    """Clauses of one sentence joined with semicolons: "A; B; C"."""
    return joined(parts, lambda first, part, _: msg_in("clauses of one sentence, joined with semicolons",
                                                       "{first}; {next}", first=first, next=part))


def as_sentence(clause: Message) -> Message:
    """A clause (already capitalised) made a sentence: "The top card is … ."."""
    return msg_in("a clause made a sentence", "{clause}.", clause=clause)


def quoted(text: Message) -> Message:
    """A label quoted in a sentence: “Must keep discarding while you can”."""
    return msg_in("a label quoted in a sentence", "“{label}”", label=text)


def rule_label(options_type: type, name: str) -> Message:
    """An option by its label on the options form: "Must keep discarding while you can"."""
    return options_type.label_of(name)  # a message, with the context OPTION_LABEL


def option_labels(options_type: type, names: tuple[str, ...]) -> Iterator[Message]:
    """The labels of the options ``names`` of ``options_type`` that the
    explanations quote, as messages (for the game's
    :meth:`~hanafuda_core.game.Game.data_messages`)."""
    for name in names:
        yield rule_label(options_type, name)
