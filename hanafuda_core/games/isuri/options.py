"""Isuri's rule options (:class:`IsuriOptions`): the length of the match, the
discards of three to six cards, the card values, and Hiyoko's last four;
``docs/games/isuri.md`` ("Rule notes") explains each default."""

from __future__ import annotations

from dataclasses import dataclass

from ...messages import msg_in
from ...options import OptionSet, option
from ..hiyoko.options import deal_card_field, draw_rule_field, must_continue_field, willow_field

__all__ = ["IsuriOptions", "OPTION_INFO", "LENGTHS", "parse_length"]


def parse_length(value: str) -> tuple[str, int]:
    """``"6-rounds"`` -> ``("rounds", 6)``; ``"50-points"`` -> ``("points", 50)``."""
    n, _, unit = value.partition("-")
    return unit, int(n)


@dataclass(frozen=True)
class IsuriOptions(OptionSet):
    """The rule options of an Isuri match: each field's ``option(...)``
    gives its code, label and description (:meth:`describe`) and its
    default; ``docs/games/isuri.md`` ("Rule notes") explains each default.
    The last four are Hiyoko's."""

    length: str = option(
        "6-rounds", code="length", label=msg_in("a rule option's label", "Length of the match"),
        choices={"6-rounds": msg_in("a rule option's choice", "6 rounds"),
                 "12-rounds": msg_in("a rule option's choice", "12 rounds"),
                 "3-rounds": msg_in("a rule option's choice", "3 rounds"),
                 "50-points": msg_in("a rule option's choice", "Until a player has 50 points"),
                 "100-points": msg_in("a rule option's choice", "Until a player has 100 points")},
        doc=msg_in("a rule option's description", "A match lasts a number of rounds, or until a player's running "
                   "total reaches a number of points; the higher total wins (equal totals: a draw)."))
    several: str = option(
        "wilds-count", code="several",
        label=msg_in("a rule option's label", "Three to six cards of one month at once"),
        choices={"wilds-count": msg_in("a rule option's choice", "Allowed; wild cards count as their months"),
                 "printed-only": msg_in("a rule option's choice", "Allowed; only cards of that flower"),
                 "off": msg_in("a rule option's choice", "Not allowed")},
        doc=msg_in("a rule option's description", "Three to six cards that count as the month that may follow go "
                   "down together: wild cards in the hand count as every month of their range, or only cards of "
                   "that flower count, or the rule is not used."))
    card_values: str = option(
        "nagoya", code="values", label=msg_in("a rule option's label", "What a card is paid"),
        choices={"nagoya": msg_in("a rule option's choice", "Its month in the Nagoya order (January 10)"),
                 "printed": msg_in("a rule option's choice", "The month printed on it (January 10)")},
        doc=msg_in("a rule option's description", "A discarded card is paid its month's number in the Nagoya "
                   "order (Willow 2, Paulownia 6, Peony 11, Plum 12), or the calendar month printed on the card; "
                   "a Pine card is paid 10 either way."))
    draw_rule: str = draw_rule_field()
    must_continue_chain: bool = must_continue_field()
    willow_ribbon: str = willow_field()
    deal_card_turned: bool = deal_card_field()

    @property
    def rounds(self) -> int:
        """The number of rounds of the match (0: until a player reaches :attr:`target`)."""
        unit, n = parse_length(self.length)
        return n if unit == "rounds" else 0

    @property
    def target(self) -> int:
        """The total that ends the match (0: it lasts :attr:`rounds` rounds)."""
        unit, n = parse_length(self.length)
        return n if unit == "points" else 0


LENGTHS = IsuriOptions.choices_of("length")
OPTION_INFO: list[dict] = IsuriOptions.option_descriptions()
