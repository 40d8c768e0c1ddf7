"""What a Hachi-Hachi round pays: the dealt hands, the captured yaku (with
sage and shoubu), the special endings and the cards over or under 88.

Every amount is in points (a kan is ``kan`` points: :func:`.yaku.points`)
and multiplied by the round's field multiplier.  A yaku is paid to its
holder by each other player.  The round's end decides what else is paid
(:func:`settle`):

* **shoubu** (a player stopped after a yaku): FudaWiki (``sage=fudawiki``)
  pays the stopper the value of their captured yaku from each other player;
  an opponent who had gone on (sage) while the other had not pays double,
  the other nothing.  The leaflet (``sage=leaflet``) paid each yaku as it
  was made (:func:`at_once`).
* **cancel** (a player who went on ended the round at the start of their
  turn): half of their yaku from each other player.
* **exhausted** (the cards ran out after a yaku, its maker having gone on):
  every player is paid half of their yaku by each other player (FudaWiki).
* **cards** (no captured yaku): a special ending (all eights, double eights,
  sixteen chaff) is paid instead of everything else; otherwise each
  player's card points over or under 88 (the players under 88 pay those
  over), and the dealt hands.

With the leaflet's rules a yaku is paid as it is made; a player who had
gone on and is overtaken by another's yaku before making one more gives
back half of what they were paid to each other player and pays the new
yaku's maker double its value, the third player paying nothing for it.
Half of an odd amount is rounded up.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

from .options import HachiHachiOptions
from .yaku import points, special_ending


@dataclass(frozen=True)
class Payment:
    """``payer`` pays ``payee`` ``amount`` points for ``what``: a yaku's key,
    ``cards`` (the card points over 88), ``refund`` (half of an overtaken
    caller's yaku given back) or ``overtaken`` (the overtaken caller paying
    the new yaku double)."""

    payer: int
    payee: int
    amount: int
    what: str


def half(amount: int) -> int:
    """Half of ``amount``, rounded up."""
    return (amount + 1) // 2


def teyaku_payments(teyaku: Sequence[tuple[tuple[str, int], ...]], multiplier: int, rules: HachiHachiOptions
                    ) -> list[Payment]:
    """Each dealt hand paid to its holder by each other player."""
    out = []
    seats = len(teyaku)
    for s, held in enumerate(teyaku):
        for key, units in held:
            amount = points(units, rules) * multiplier
            out += [Payment(o, s, amount, key) for o in range(seats) if o != s]
    return out


def card_payments(card_points: Sequence[int], multiplier: int) -> list[Payment]:
    """The cards over or under 88: the players under 88 pay those over (a
    lone player under 88 pays each other player what they are over; two under
    88 each pay the one over what they are under)."""
    diffs = [(p - 88) * multiplier for p in card_points]
    over = [s for s, d in enumerate(diffs) if d > 0]
    under = [s for s, d in enumerate(diffs) if d < 0]
    if len(under) == 1:
        return [Payment(under[0], s, diffs[s], "cards") for s in over]
    return [Payment(s, over[0], -diffs[s], "cards") for s in under] if over else []


def at_once(maker: int, value: int, decided: Sequence[int], open_sage: Sequence[bool], multiplier: int,
            rules: HachiHachiOptions) -> list[Payment]:
    """The leaflet's payments when ``maker``'s captured yaku reach ``value``
    (the rules' unit; ``decided``: each player's value already paid): the
    new part from each other player, or, when another player had gone on and
    made nothing since, that player's refund and double payment."""
    seats = len(decided)
    out = []
    failed = [x for x in range(seats) if x != maker and open_sage[x]]
    for x in failed:
        back = half(points(decided[x], rules) * multiplier)
        out += [Payment(x, o, back, "refund") for o in range(seats) if o != x]
        out.append(Payment(x, maker, 2 * points(value, rules) * multiplier, "overtaken"))
    if not failed:
        new = points(value - decided[maker], rules) * multiplier
        out += [Payment(o, maker, new, "dekiyaku") for o in range(seats) if o != maker]
    return out


@dataclass(frozen=True)
class RoundEnd:
    """What :func:`settle` decides: the payments at the end, the round's
    winner and the special ending, if any (its key)."""

    payments: tuple[Payment, ...]
    winner: int | None
    special: str | None


def settle(reason: str, seat: int | None, values: Sequence[int], sages: Sequence[int],
           teyaku: Sequence[tuple[tuple[str, int], ...]], card_points: Sequence[int], chaff: Sequence[int],
           dealer: int, multiplier: int, rules: HachiHachiOptions) -> RoundEnd:
    """The payments made at the end of a round (the leaflet's yaku paid as
    they were made are not among them: :func:`at_once`).

    ``reason`` and ``seat``: how the round ended and by whom (``shoubu``,
    ``cancel``; ``exhausted`` and ``cards`` have no seat); ``values``: each
    player's captured yaku in the rules' unit; ``sages``: the players who
    went on, in the order they first did."""
    seats = len(values)
    order = [(dealer + i) % seats for i in range(seats)]  # the turn order, for ties
    if reason == "cards":
        special = special_ending(tuple(card_points), tuple(chaff), rules)
        if special is not None:
            yaku, holder, units = special
            holder = dealer if holder is None else holder
            amount = points(units, rules) * multiplier
            return RoundEnd(tuple(Payment(o, holder, amount, yaku.key) for o in range(seats) if o != holder),
                            holder, yaku.key)
        pays = teyaku_payments(teyaku, multiplier, rules) + card_payments(card_points, multiplier)
        best = max(card_points)
        winner = next(s for s in order if card_points[s] == best)
        return RoundEnd(tuple(pays), winner, None)
    pays = teyaku_payments(teyaku, multiplier, rules)
    leaflet = rules.sage == "leaflet"
    if reason == "shoubu":
        if not leaflet:
            amount = points(values[seat], rules) * multiplier
            others = [o for o in range(seats) if o != seat]
            callers = [o for o in others if o in sages]
            if len(callers) == 1:
                pays.append(Payment(callers[0], seat, 2 * amount, "dekiyaku"))
            else:
                pays += [Payment(o, seat, amount, "dekiyaku") for o in others]
        return RoundEnd(tuple(pays), seat, None)
    if reason == "cancel":
        amount = half(points(values[seat], rules) * multiplier)
        pays += [Payment(o, seat, amount, "dekiyaku") for o in range(seats) if o != seat]
        return RoundEnd(tuple(pays), seat, None)
    if reason == "exhausted":
        if not leaflet:
            for s in range(seats):
                if values[s]:
                    amount = half(points(values[s], rules) * multiplier)
                    pays += [Payment(o, s, amount, "dekiyaku") for o in range(seats) if o != s]
        return RoundEnd(tuple(pays), sages[0] if sages else None, None)
    raise ValueError(f"unknown end of round {reason!r}")


def net(payments: Sequence[Payment], seats: int) -> tuple[int, ...]:
    """Each seat's points from ``payments`` (zero-sum)."""
    out = [0] * seats
    for p in payments:
        out[p.payer] -= p.amount
        out[p.payee] += p.amount
    return tuple(out)
