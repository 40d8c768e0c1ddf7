"""Poka's rule options (:class:`PokaOptions`), each with the default this
site plays with; ``docs/games/poka.md`` ("Rule notes") explains each choice."""

from __future__ import annotations

from dataclasses import dataclass, field

from ...families.shedding.options import check_choices, check_flags
from ...options import OptionSet

__all__ = ["PokaOptions", "OPTION_INFO", "DEFAULT_OPTIONS"]

_AFTER_DRAW = ("first-passer", "second-passer", "dealer")
_TEYAKU_COUNT = ("best", "sum")
_UNEQUAL = ("higher", "void")


@dataclass(frozen=True)
class PokaOptions(OptionSet):
    """The rule options of a Poka match.  Every field has the default this
    site plays with; ``docs/games/poka.md ("Rule notes")`` explains each choice.

    Attributes:
        target: points needed to win the match: 5 (Go-mon Shobu, the usual
            game) or 3 (San-mon Shobu).  Any positive number is accepted.
        jan_feb_all_at_once: the optional rule of the source: when the top
            card is a January (or February) card, a player may discard all
            their cards of that month at once.  "All" is literal (ghost cards
            of that month included) and it takes at least two cards.
        after_draw: who plays first on the card turned up after two passes in
            a row.  ``"first-passer"`` (default): play simply goes on
            alternating, so the player who passed first is next;
            ``"second-passer"``: the player who passed last plays first;
            ``"dealer"``: the dealer of the round always plays first.
        teyaku_count: a player holding two teyaku counts ``"best"`` (default,
            the more valuable one) or their ``"sum"``.  Four of a Kind always
            counts alone.
        unequal_teyaku: both players hold teyaku of different values:
            ``"higher"`` (default) wins the round with its value, ``"void"``
            cancels them like equal teyaku.  (Buttakuri always beats a lower
            teyaku; two buttakuri void each other.)
        must_continue_chain: when True a player has to keep discarding while
            they can and may only stop when no card can go next.  Default
            False: the source says a player *may* discard further cards.
        may_pass_holding_ghost: when True a player whose only playable cards
            are ghosts may pass instead (or stop, under
            ``must_continue_chain``).  Default False: a ghost can follow any
            card, so a player holding one is never unable to play.
    """

    target: int = field(default=5, metadata={
        "code": "target", "choices": (5, 3), "range": (1, 99),
        "label": "Points to win the match",
        "choice_labels": {5: "5 points (Go-mon Shobu)", 3: "3 points (San-mon Shobu)"},
        "doc": "Points needed to win the match: 5 (Go-mon Shobu) or 3 (San-mon Shobu)."})
    jan_feb_all_at_once: bool = field(default=False, metadata={
        "code": "jan-feb", "label": "January/February cards all at once",
        "doc": "On a January or February top card, all your cards of that month may be "
               "discarded at once (at least two, ghosts of that month included)."})
    after_draw: str = field(default="first-passer", metadata={
        "code": "after-draw", "choices": _AFTER_DRAW, "label": "Who plays first after a draw",
        "choice_labels": {"first-passer": "The player who passed first",
                          "second-passer": "The player who passed second", "dealer": "The dealer"},
        "doc": "Who plays first on a card turned up after two passes: the player who passed "
               "first (normal alternation), the one who passed second, or the dealer."})
    teyaku_count: str = field(default="best", metadata={
        "code": "teyaku", "choices": _TEYAKU_COUNT, "label": "A hand with two teyaku",
        "choice_labels": {"best": "The best one counts", "sum": "Both count (sum)"},
        "doc": "A hand with two teyaku scores the best one or the sum of both."})
    unequal_teyaku: str = field(default="higher", metadata={
        "code": "unequal", "choices": _UNEQUAL, "label": "Both players hold teyaku of different values",
        "choice_labels": {"higher": "The higher one wins", "void": "Both are void"},
        "doc": "Both players hold teyaku of different values: the higher one wins, or both "
               "are void."})
    must_continue_chain: bool = field(default=False, metadata={
        "code": "must-continue", "label": "Must keep discarding while you can",
        "doc": "A player must keep discarding while they can (no voluntary stop)."})
    may_pass_holding_ghost: bool = field(default=False, metadata={
        "code": "ghost-pass", "label": "May pass while holding only ghosts",
        "doc": "A player whose only playable cards are ghosts may pass (or stop) instead."})

    def __post_init__(self):
        if isinstance(self.target, bool) or not isinstance(self.target, int) or not 1 <= self.target <= 99:
            raise ValueError(f"target must be a whole number of points from 1 to 99, got {self.target!r}")
        check_choices(self, (("after_draw", _AFTER_DRAW), ("teyaku_count", _TEYAKU_COUNT),
                             ("unequal_teyaku", _UNEQUAL)))
        check_flags(self, ("jan_feb_all_at_once", "must_continue_chain", "may_pass_holding_ghost"))


OPTION_INFO: list[dict] = PokaOptions.describe()
DEFAULT_OPTIONS = PokaOptions()
