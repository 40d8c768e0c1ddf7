"""A winner's score: the yaku, the bonus for koi-koi calls and the multipliers."""

from __future__ import annotations

from dataclasses import dataclass

from ...match import record_maker
from ...messages import Message, msg, msg_in, msg_n
from .options import Multiplier
from .yaku import YakuScore, yaku_name
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
        """:meth:`explanation` in English."""
        return str(self.explanation())

    def explanation(self) -> Message:
        """How the score is made, in words: "Five Lights 10 + Tane 1 = 11, ×2
        (7 points or more: doubled) = 22"."""
        if not self.yaku:
            return msg("Player {n} has no yaku.", n=self.player + 1)
        terms = [msg_in("a yaku and its points, in a sum", "{yaku} {points}", yaku=yaku_name(s.yaku),
                        points=s.points) for s in self.yaku]
        if self.bonus:
            terms.append(msg_n("{n} for koi-koi call", "{n} for koi-koi calls", self.bonus, n=self.bonus))
        text = terms[0]
        for t in terms[1:]:
            text = msg_in("a sum: one more term", "{sum} + {term}", sum=text, term=t)
        if len(self.yaku) > 1 or self.bonus:
            text = msg_in("a sum and its result", "{sum} = {total}", sum=text, total=self.base + self.bonus)
        for m in self.multipliers:
            text = msg_in("a score multiplied, and why", "{score}, ×{factor} ({reason})", score=text,
                          factor=m.factor, reason=m.words)
        if self.multipliers:
            text = msg_in("a sum and its result", "{sum} = {total}", sum=text, total=self.total)
        return text

    def to_dict(self) -> dict:
        return {
            "player": self.player,
            "yaku": [s.to_dict(self.captured) for s in self.yaku],
            "base": self.base,
            "bonus": self.bonus,
            "multipliers": [m.to_dict() for m in self.multipliers],
            "total": self.total,
            "explanation": self.explanation(),
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
