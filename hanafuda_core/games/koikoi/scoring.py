"""A winner's score: the yaku, the bonus for koi-koi calls and the multipliers."""

from __future__ import annotations

from dataclasses import dataclass

from ...match import record_maker
from .options import Multiplier
from .yaku import YakuScore
from .rules import DEFAULT_RULES, KoiKoiOptions


# Scoring


@dataclass(frozen=True)
class ScoreBreakdown:
    """How a player's round score is made: the yaku with their points, the
    base total (the yaku), the bonus points for the player's own koi-koi
    calls, the multipliers applied in order, and the total."""

    player: int
    captured: int
    yaku: tuple[YakuScore, ...]
    base: int
    multipliers: tuple[Multiplier, ...]
    total: int
    bonus: int = 0

    def explain(self) -> str:
        if not self.yaku:
            return f"Player {self.player + 1} has no yaku."
        text = " + ".join(f"{s.yaku.name} {s.points}" for s in self.yaku)
        if self.bonus:
            text += f" + {self.bonus} for koi-koi call{'s' if self.bonus != 1 else ''}"
        if len(self.yaku) > 1 or self.bonus:
            text += f" = {self.base + self.bonus}"
        for m in self.multipliers:
            text += f", ×{m.factor} ({m.reason})"
        if self.multipliers:
            text += f" = {self.total}"
        return text

    def to_dict(self) -> dict:
        return {
            "player": self.player,
            "yaku": [s.to_dict(self.captured) for s in self.yaku],
            "base": self.base,
            "bonus": self.bonus,
            "multipliers": [m.to_dict() for m in self.multipliers],
            "total": self.total,
            "explanation": self.explain(),
        }


_breakdown = record_maker(ScoreBreakdown)


def score_breakdown(captured: int, rules: KoiKoiOptions = DEFAULT_RULES, opponent_called: bool | int = False,
                    player: int = 0, own_calls: int = 0) -> ScoreBreakdown:
    """The score of a winning player with ``captured``: all their yaku (a
    viewing yaku at its value after one's own koi-koi when ``own_calls`` and
    the option says so), the bonus for their own calls, the doubling at 7
    points and the koi-koi multipliers (``opponent_called``: the opponent's
    calls, or True for one).  ``rules`` are the round's
    (:meth:`KoiKoiOptions.for_round`)."""
    held = rules.yaku_of(captured)  # a new list
    if len(held) > 1:  # in the order of the rules' yaku (their bits in the compiled tables)
        order = rules.compiled().bit_of
        held.sort(key=lambda s: order[s.yaku.key])
    ys = tuple(rules.viewing_bonus(held, own_calls) if own_calls else held)
    base = 0
    for s in ys:  # a few yaku: a loop is quicker than sum() over a generator
        base += s.points
    bonus, total, mults = rules.options.win_points(base, own_calls, int(opponent_called))
    return _breakdown(player, captured, ys, base, mults, total, bonus)
