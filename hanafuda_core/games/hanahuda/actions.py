"""Actions, the round outcome and the phases of a round."""

from __future__ import annotations

from dataclasses import dataclass

from ...families import capture as ha
from ...notation import NotationError
from .cards import side_of, side_seats


# Actions


class HanahudaAction(ha.CaptureAction):
    """One action.  ``kind``: ``play`` (``card``, with ``target`` when it
    matches two field cards), ``draw`` (the target of the card turned up),
    ``trade`` (``card`` given up for the top of the pile), ``keep``, ``stop``,
    ``continue``, ``field-first`` or ``players-first``.  Texts: ``3R``,
    ``3R>3C1``, ``draw>8A``, ``trade>9C1``, ``keep``, ``stop``, ``continue``,
    ``field-first``, ``players-first``."""

    __slots__ = ()

    @classmethod
    def misread(cls, text: str, error: NotationError) -> NotationError:
        return NotationError("That is not a move of this game: play a card from your hand, "
                             "or use one of the buttons.")


PLAY_TABLE = ha.PlayTable(HanahudaAction)
PLAY_ACTIONS = PLAY_TABLE.play
DRAW_ACTIONS = PLAY_TABLE.draw
DRAW_ANY = PLAY_TABLE.draw_any
play_target = PLAY_TABLE.play_target
TRADE_ACTIONS = tuple(HanahudaAction("trade", c) for c in range(48))
TRADE_ANY = HanahudaAction("trade")

STOP = HanahudaAction("stop")
CONTINUE = HanahudaAction("continue")
KEEP = HanahudaAction("keep")
FIELD_FIRST = HanahudaAction("field-first")
PLAYERS_FIRST = HanahudaAction("players-first")
ACTION_WORDS = {"stop": STOP, "continue": CONTINUE, "keep": KEEP, "field-first": FIELD_FIRST,
                "players-first": PLAYERS_FIRST}
HanahudaAction.TABLE = PLAY_TABLE
HanahudaAction.WORDS = ACTION_WORDS
HanahudaAction.HEADS = {"trade": (TRADE_ANY, TRADE_ACTIONS)}

# ---------------------------------------------------------------------------
# Outcome


@dataclass(frozen=True)
class HanahudaOutcome(ha.CaptureOutcome):
    """The end of a round.

    ``reason``: ``stop`` (a player stopped on a stop-yaku), ``yaku`` (the
    cards were played and the yaku scored), ``card-points`` (nobody made a
    yaku; the card points scored) or ``no-yaku`` (nobody made a yaku and
    nobody scores).  ``points``/``scores`` are per seat (partners alike);
    ``side_points`` and ``side_yaku`` per side; ``stopper`` the seat that
    stopped; ``next_dealer`` who deals the next round.
    """

    reason: str
    points: tuple[int, ...]
    scores: tuple[int, ...]
    side_points: tuple[int, ...]
    side_yaku: tuple[tuple[tuple[str, str, int], ...], ...]
    side_cards: tuple[tuple[int, int, int], ...]  # brights, animals, ribbons per side
    stopper: int | None
    next_dealer: int
    target: int
    seats: int
    ribbon_points: int = 0

    @property
    def winners(self) -> tuple[int, ...]:
        best = max(self.points)
        if best <= 0:
            return ()
        return tuple(p for p, x in enumerate(self.points) if x == best)

    @property
    def match_over(self) -> bool:
        return max(self.scores) >= self.target

    def side_words(self, side: int) -> str:
        return " and ".join(f"player {p + 1}" for p in side_seats(side, self.seats))

    def _side_label(self, side: int) -> str:
        text = self.side_words(side)
        return text[0].upper() + text[1:]

    def explain(self) -> str:
        n = len(self.side_points)
        parts: list[str] = []
        if self.reason == "stop":
            side = side_of(self.stopper, self.seats)
            ys = " and ".join(f"{name} ({pts})" for _, name, pts in self.side_yaku[side])
            parts.append(f"Player {self.stopper + 1} stopped the round on {ys}: only that counts, "
                         f"{self.side_words(side)} {'score' if self.seats == 4 else 'scores'} "
                         f"{self.side_points[side]} and nobody else scores.")
        elif self.reason == "yaku":
            for s in range(n):
                ys = self.side_yaku[s]
                if ys:
                    total = " + ".join(f"{name} {pts}" for _, name, pts in ys)
                    if len(ys) > 1:
                        total += f" = {self.side_points[s]}"
                    parts.append(f"{self._side_label(s)}: {total}.")
                else:
                    parts.append(f"{self._side_label(s)}: no yaku, 0.")
        else:
            if self.reason == "card-points":
                rib = f", ribbons {self.ribbon_points}" if self.ribbon_points else ""
                parts.append(f"Nobody made a yaku, so the card points count (brights 50, animals 10{rib}).")
                for s in range(n):
                    b, a, r = self.side_cards[s]
                    what = [f"{b} bright{'s' if b != 1 else ''}", f"{a} animal{'s' if a != 1 else ''}"]
                    if self.ribbon_points:
                        what.append(f"{r} ribbon{'s' if r != 1 else ''}")
                    parts.append(f"{self._side_label(s)}: {', '.join(what)}, {self.side_points[s]}.")
            else:
                parts.append("Nobody made a yaku: the round is a draw and nobody scores.")
        why = "the stopper deals" if self.reason == "stop" else "the lowest score of the round deals"
        parts.append(f"Next dealer: player {self.next_dealer + 1} ({why}).")
        return " ".join(parts)

    def to_dict(self) -> dict:
        return {**self.common_dict(), "side_points": list(self.side_points),
                "side_yaku": [[{"key": k, "name": nm, "points": p} for k, nm, p in ys] for ys in self.side_yaku],
                "stopper": self.stopper}


PHASE_CUT, PHASE_TRADE, PHASE_PLAY, PHASE_DRAW, PHASE_DECIDE, PHASE_STOP = range(6)
PHASES = ("cut", "trade", "play", "draw", "decide", "stop")
# The fields of the position text, in order, with what each holds (the rules page's table).
