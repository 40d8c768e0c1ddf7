"""Actions, the round outcome and the phases of a round."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

from ...families import capture as ha
from ...messages import Message, listed, msg, msg_in, msg_n, sentences
from ...notation import NotationError
from ...seats import SeatName, by_seat, numbered_names
from .cards import side_of, side_seats
from .yaku import YAKU_BY_KEY, yaku_name


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

    def explain(self, names: "Sequence[SeatName] | None" = None) -> Message:
        """The round's end in words, the seats named as the board does
        (``names``; by their numbers, "Player 1", when there are none)."""
        seats = self.seats
        numbered = names is None
        names = numbered_names(seats) if names is None else names

        def within(p: int) -> Message:
            # a seat within a sentence: "you", "Computer", "player 2" (numbered)
            if numbered:
                return msg_in("a seat, within a sentence", "player {n}", n=p + 1)
            return names[p].subject if names[p].is_reader else names[p].label

        def side_within(side: int) -> Message:
            ps = side_seats(side, seats)
            return within(ps[0]) if len(ps) == 1 else listed([within(p) for p in ps])

        def side_first(side: int) -> Message:
            # a side starting a sentence: "You", "Computer 1 and Computer 2", "Partner and you"
            ps = side_seats(side, seats)
            return names[ps[0]].label if len(ps) == 1 else listed([names[ps[0]].label, within(ps[1])])

        def yaku_points(key: str, pts: int) -> Message:
            return msg_in("a yaku and its points, in brackets", "{yaku} ({points})",
                          yaku=yaku_name(YAKU_BY_KEY[key]), points=pts)

        n = len(self.side_points)
        parts: list[Message] = []
        if self.reason == "stop":
            side = side_of(self.stopper, seats)
            ys = listed([yaku_points(key, pts) for key, _, pts in self.side_yaku[side]])
            who, pts = names[self.stopper], self.side_points[side]
            if seats == 4:
                parts.append(by_seat(
                    who, msg("You stopped the round on {yaku}: only that counts, {side} score {n} and nobody else "
                             "scores.", yaku=ys, side=side_within(side), n=pts),
                    msg("{who} stopped the round on {yaku}: only that counts, {side} score {n} and nobody else "
                        "scores.", who=who.label, yaku=ys, side=side_within(side), n=pts)))
            else:
                parts.append(by_seat(
                    who, msg("You stopped the round on {yaku}: only that counts, you score {n} and nobody else "
                             "scores.", yaku=ys, n=pts),
                    msg("{who} stopped the round on {yaku}: only that counts, {side} scores {n} and nobody else "
                        "scores.", who=who.label, yaku=ys, side=within(self.stopper), n=pts)))
        elif self.reason == "yaku":
            for s in range(n):
                ys = self.side_yaku[s]
                if not ys:
                    parts.append(msg("{side}: no yaku, 0.", side=side_first(s)))
                    continue
                total = None
                for key, _, pts in ys:
                    item = msg_in("a yaku and its points", "{yaku} {points}", yaku=yaku_name(YAKU_BY_KEY[key]),
                                  points=pts)
                    total = item if total is None else msg_in("a sum", "{first} + {next}", first=total, next=item)
                if len(ys) > 1:
                    total = msg_in("a sum", "{sum} = {total}", sum=total, total=self.side_points[s])
                parts.append(msg("{side}: {points}.", side=side_first(s), points=total))
        elif self.reason == "card-points":
            if self.ribbon_points:
                parts.append(msg("Nobody made a yaku, so the card points count (brights 50, animals 10, "
                                 "ribbons {n}).", n=self.ribbon_points))
            else:
                parts.append(msg("Nobody made a yaku, so the card points count (brights 50, animals 10)."))
            for s in range(n):
                b, a, r = self.side_cards[s]
                what = [msg_n("{n} bright", "{n} brights", b, n=b), msg_n("{n} animal", "{n} animals", a, n=a)]
                if self.ribbon_points:
                    what.append(msg_n("{n} ribbon", "{n} ribbons", r, n=r))
                parts.append(msg("{side}: {cards}, {points}.", side=side_first(s), cards=listed(what, commas_only=True),
                                 points=self.side_points[s]))
        else:
            parts.append(msg("Nobody made a yaku: the round is a draw and nobody scores."))
        if self.reason == "stop":
            parts.append(msg("Next dealer: {who} (the stopper deals).", who=within(self.next_dealer)))
        else:
            parts.append(msg("Next dealer: {who} (the lowest score of the round deals).", who=within(self.next_dealer)))
        return sentences(parts)

    def to_dict(self) -> dict:
        return {**self.common_dict(), "side_points": list(self.side_points),
                "side_yaku": [[{"key": k, "name": nm, "points": p} for k, nm, p in ys] for ys in self.side_yaku],
                "stopper": self.stopper}


PHASE_CUT, PHASE_TRADE, PHASE_PLAY, PHASE_DRAW, PHASE_DECIDE, PHASE_STOP = range(6)
PHASES = ("cut", "trade", "play", "draw", "decide", "stop")
# The fields of the position text, in order, with what each holds (the rules page's table).
