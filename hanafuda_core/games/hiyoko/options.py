"""Hiyoko's rule options (:class:`HiyokoOptions`); ``docs/games/hiyoko.md``
("Rule notes") explains each default.  Isuri's options take the last four
fields and their checks from here (:func:`draw_rule_field`, ...,
:data:`SHARED_CHOICES`, :data:`SHARED_FLAGS`)."""

from __future__ import annotations

from dataclasses import dataclass, field

from ...families.shedding.options import check_choices, check_flags
from ...options import OptionSet

__all__ = ["HiyokoOptions", "OPTION_INFO", "DEFAULT_OPTIONS", "DRAW_RULES", "WILLOW_RIBBONS", "SHARED_CHOICES",
           "SHARED_FLAGS", "draw_rule_field", "must_continue_field", "willow_field", "deal_card_field"]

DRAW_RULES = ("discarder", "first-passer")
WILLOW_RIBBONS = ("feb-oct", "feb-nov")
SHARED_CHOICES = (("draw_rule", DRAW_RULES), ("willow_ribbon", WILLOW_RIBBONS))
"""The choices of the fields Isuri shares with Hiyoko (:func:`check_choices`)."""
SHARED_FLAGS = ("must_continue_chain", "deal_card_turned")
"""The flags Isuri shares with Hiyoko (:func:`check_flags`)."""


def draw_rule_field():
    return field(default="discarder", metadata={
        "code": "draw", "choices": DRAW_RULES, "label": "Who turns up a card",
        "choice_labels": {
            "discarder": "The player whose card could not be followed; on the dealt card, the dealer (the source)",
            "first-passer": "After two passes, the first who passed (Fuda Wiki, 2025)",
        },
        "doc": "When nobody can follow, who turns up the next card from the draw pile and plays on it: as "
               "soon as a player passes on the other's discard, the player who discarded it, and when "
               "nobody can follow the card dealt face up, the dealer after both have passed (the source's "
               "three cases); or, the later wording of the same page (Fuda Wiki, 2025), after both players "
               "have passed, the one who passed first."})


def must_continue_field():
    return field(default=False, metadata={
        "code": "must-continue", "label": "Must keep discarding while you can",
        "doc": "A player must keep discarding while a card can follow (no stopping by choice)."})


def willow_field():
    return field(default="feb-oct", metadata={
        "code": "willow-ribbon", "choices": WILLOW_RIBBONS, "label": "The Willow ribbon counts as",
        "choice_labels": {"feb-oct": "Months 2 to 10", "feb-nov": "Months 2 to 11"},
        "doc": "The months the wild Willow ribbon counts as: 2 to 10 (the hanafuda rules) or 2 to 11 "
               "(the Ise-deck version of the rules)."})


def deal_card_field():
    return field(default=True, metadata={
        "code": "deal-card", "label": "The card face up at the deal counts as turned up",
        "doc": "The card turned face up at the deal counts as turned up from the draw pile, so the "
               "Phoenix, the Plum cards and the Bush Warbler are wild there too."})


@dataclass(frozen=True)
class HiyokoOptions(OptionSet):
    """The rule options of a Hiyoko match; ``docs/games/hiyoko.md`` ("Rule
    notes") explains each default.

    Attributes:
        target: points that win the match (3).
        draw_rule: who turns up a card when nobody can follow (see the module notes).
        must_continue_chain: a player must discard while they can (default: may stop).
        willow_ribbon: the wild Willow ribbon's months, ``feb-oct`` or ``feb-nov``.
        deal_card_turned: the card dealt face up counts as turned up from the draw pile.
    """

    target: int = field(default=3, metadata={
        "code": "target", "choices": (3, 5, 1), "range": (1, 99), "label": "Points to win the match",
        "choice_labels": {3: "3 points", 5: "5 points", 1: "1 point (a single round)"},
        "doc": "Round wins needed to win the match."})
    draw_rule: str = draw_rule_field()
    must_continue_chain: bool = must_continue_field()
    willow_ribbon: str = willow_field()
    deal_card_turned: bool = deal_card_field()

    def __post_init__(self):
        self._check()

    def _check(self) -> None:
        for name in ("target",):
            v = getattr(self, name)
            if isinstance(v, bool) or not isinstance(v, int) or not 1 <= v <= 99:
                raise ValueError(f"{name} must be a whole number from 1 to 99, got {v!r}")
        check_choices(self, SHARED_CHOICES)
        check_flags(self, SHARED_FLAGS)


OPTION_INFO: list[dict] = HiyokoOptions.describe()
DEFAULT_OPTIONS = HiyokoOptions()
