"""Poka's rule options (:class:`PokaOptions`), each with the default this
site plays with; ``docs/games/poka.md`` ("Rule notes") explains each choice."""

from __future__ import annotations

from dataclasses import dataclass

from ...messages import msg_in
from ...options import OptionSet, option

__all__ = ["PokaOptions", "OPTION_INFO", "DEFAULT_OPTIONS"]


@dataclass(frozen=True)
class PokaOptions(OptionSet):
    """The rule options of a Poka match: each field's ``option(...)`` gives
    its code, label and description (:meth:`describe`), and the default this
    site plays with."""

    target: int = option(
        5, code="target", label=msg_in("a rule option's label", "Points to win the match"), range=(1, 99),
        choices={5: msg_in("a rule option's choice", "5 points (Go-mon Shobu)"),
                 3: msg_in("a rule option's choice", "3 points (San-mon Shobu)")},
        doc=msg_in("a rule option's description", "Points needed to win the match: 5 (Go-mon Shobu) or 3 (San-mon "
                   "Shobu)."))
    jan_feb_all_at_once: bool = option(
        False, code="jan-feb", label=msg_in("a rule option's label", "January/February cards all at once"),
        doc=msg_in("a rule option's description", "On a January or February top card, all your cards of that "
                   "month may be discarded at once (at least two, ghosts of that month included)."))
    after_draw: str = option(
        "first-passer", code="after-draw", label=msg_in("a rule option's label", "Who plays first after a draw"),
        choices={"first-passer": msg_in("a rule option's choice", "The player who passed first"),
                 "second-passer": msg_in("a rule option's choice", "The player who passed second"),
                 "dealer": msg_in("a rule option's choice", "The dealer")},
        doc=msg_in("a rule option's description", "Who plays first on a card turned up after two passes: the "
                   "player who passed first (normal alternation), the one who passed second, or the dealer."))
    teyaku_count: str = option(
        "best", code="teyaku", label=msg_in("a rule option's label", "A hand with two teyaku"),
        choices={"best": msg_in("a rule option's choice", "The best one counts"),
                 "sum": msg_in("a rule option's choice", "Both count (sum)")},
        doc=msg_in("a rule option's description", "A hand with two teyaku scores the best one or the sum of both."))
    unequal_teyaku: str = option(
        "higher", code="unequal",
        label=msg_in("a rule option's label", "Both players hold teyaku of different values"),
        choices={"higher": msg_in("a rule option's choice", "The higher one wins"),
                 "void": msg_in("a rule option's choice", "Both are void")},
        doc=msg_in("a rule option's description", "Both players hold teyaku of different values: the higher one "
                   "wins, or both are void."))
    must_continue_chain: bool = option(
        False, code="must-continue", label=msg_in("a rule option's label", "Must keep discarding while you can"),
        doc=msg_in("a rule option's description", "A player must keep discarding while they can (no voluntary "
                   "stop)."))
    may_pass_holding_ghost: bool = option(
        False, code="ghost-pass", label=msg_in("a rule option's label", "May pass while holding only ghosts"),
        doc=msg_in("a rule option's description", "A player whose only playable cards are ghosts may pass (or "
                   "stop) instead."))


OPTION_INFO: list[dict] = PokaOptions.option_descriptions()
DEFAULT_OPTIONS = PokaOptions()
