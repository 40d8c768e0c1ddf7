"""Poka's rule options (:class:`PokaOptions`), each with the default this
site plays with; ``docs/games/poka.md`` ("Rule notes") explains each choice."""

from __future__ import annotations

from dataclasses import dataclass

from ...options import OptionSet, option

__all__ = ["PokaOptions", "OPTION_INFO", "DEFAULT_OPTIONS"]


@dataclass(frozen=True)
class PokaOptions(OptionSet):
    """The rule options of a Poka match: each field's ``option(...)`` gives
    its code, label and description (:meth:`describe`), and the default this
    site plays with."""

    target: int = option(
        5, code="target", label="Points to win the match", range=(1, 99),
        choices={5: "5 points (Go-mon Shobu)", 3: "3 points (San-mon Shobu)"},
        doc="Points needed to win the match: 5 (Go-mon Shobu) or 3 (San-mon Shobu).")
    jan_feb_all_at_once: bool = option(
        False, code="jan-feb", label="January/February cards all at once",
        doc="On a January or February top card, all your cards of that month may be "
            "discarded at once (at least two, ghosts of that month included).")
    after_draw: str = option(
        "first-passer", code="after-draw", label="Who plays first after a draw",
        choices={"first-passer": "The player who passed first",
                 "second-passer": "The player who passed second", "dealer": "The dealer"},
        doc="Who plays first on a card turned up after two passes: the player who passed "
            "first (normal alternation), the one who passed second, or the dealer.")
    teyaku_count: str = option(
        "best", code="teyaku", label="A hand with two teyaku",
        choices={"best": "The best one counts", "sum": "Both count (sum)"},
        doc="A hand with two teyaku scores the best one or the sum of both.")
    unequal_teyaku: str = option(
        "higher", code="unequal", label="Both players hold teyaku of different values",
        choices={"higher": "The higher one wins", "void": "Both are void"},
        doc="Both players hold teyaku of different values: the higher one wins, or both "
            "are void.")
    must_continue_chain: bool = option(
        False, code="must-continue", label="Must keep discarding while you can",
        doc="A player must keep discarding while they can (no voluntary stop).")
    may_pass_holding_ghost: bool = option(
        False, code="ghost-pass", label="May pass while holding only ghosts",
        doc="A player whose only playable cards are ghosts may pass (or stop) instead.")


OPTION_INFO: list[dict] = PokaOptions.option_descriptions()
DEFAULT_OPTIONS = PokaOptions()
