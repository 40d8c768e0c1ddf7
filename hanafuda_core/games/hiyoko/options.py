"""Hiyoko's rule options (:class:`HiyokoOptions`); ``docs/games/hiyoko.md``
("Rule notes") explains each default.  Isuri's options take the last four
fields from here (:func:`draw_rule_field`, ...)."""

from __future__ import annotations

from dataclasses import dataclass

from ...messages import msg_in
from ...options import OptionSet, option

__all__ = ["HiyokoOptions", "OPTION_INFO", "DEFAULT_OPTIONS", "DRAW_RULES", "WILLOW_RIBBONS", "draw_rule_field",
           "must_continue_field", "willow_field", "deal_card_field"]


def draw_rule_field():
    return option(
        "discarder", code="draw", label=msg_in("a rule option's label", "Who turns up a card"),
        choices={"discarder": msg_in("a rule option's choice", "The player whose card could not be followed; on "
                                     "the dealt card, the dealer (the source)"),
                 "first-passer": msg_in("a rule option's choice", "After two passes, the first who passed (Fuda "
                                        "Wiki, 2025)")},
        doc=msg_in("a rule option's description", "When nobody can follow, who turns up the next card from the "
                   "draw pile and plays on it: as soon as a player passes on the other's discard, the player who "
                   "discarded it, and when nobody can follow the card dealt face up, the dealer after both have "
                   "passed (the source's three cases); or, the later wording of the same page (Fuda Wiki, 2025), "
                   "after both players have passed, the one who passed first."))


def must_continue_field():
    return option(
        False, code="must-continue", label=msg_in("a rule option's label", "Must keep discarding while you can"),
        doc=msg_in("a rule option's description", "A player must keep discarding while a card can follow (no "
                   "stopping by choice)."))


def willow_field():
    return option(
        "feb-oct", code="willow-ribbon", label=msg_in("a rule option's label", "The Willow ribbon counts as"),
        choices={"feb-oct": msg_in("a rule option's choice", "Months 2 to 10"),
                 "feb-nov": msg_in("a rule option's choice", "Months 2 to 11")},
        doc=msg_in("a rule option's description", "The months the wild Willow ribbon counts as: 2 to 10 (the "
                   "hanafuda rules) or 2 to 11 (the Ise-deck version of the rules)."))


def deal_card_field():
    return option(
        True, code="deal-card",
        label=msg_in("a rule option's label", "The card face up at the deal counts as turned up"),
        doc=msg_in("a rule option's description", "The card turned face up at the deal counts as turned up from "
                   "the draw pile, so the Phoenix, the Plum cards and the Bush Warbler are wild there too."))


@dataclass(frozen=True)
class HiyokoOptions(OptionSet):
    """The rule options of a Hiyoko match: each field's ``option(...)`` gives
    its code, label and description (:meth:`describe`) and its default;
    ``docs/games/hiyoko.md`` ("Rule notes") explains each default."""

    target: int = option(
        3, code="target", label=msg_in("a rule option's label", "Points to win the match"), range=(1, 99),
        choices={3: msg_in("a rule option's choice", "3 points"),
                 5: msg_in("a rule option's choice", "5 points"),
                 1: msg_in("a rule option's choice", "1 point (a single round)")},
        doc=msg_in("a rule option's description", "Round wins needed to win the match."))
    draw_rule: str = draw_rule_field()
    must_continue_chain: bool = must_continue_field()
    willow_ribbon: str = willow_field()
    deal_card_turned: bool = deal_card_field()


DRAW_RULES = HiyokoOptions.choices_of("draw_rule")
WILLOW_RIBBONS = HiyokoOptions.choices_of("willow_ribbon")
OPTION_INFO: list[dict] = HiyokoOptions.option_descriptions()
DEFAULT_OPTIONS = HiyokoOptions()
