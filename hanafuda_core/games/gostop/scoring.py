"""Go-Stop's scoring: the points of a player's cards, what the go calls add,
and what each loser pays the winner.

Points of the cards (every part counts, they add up):

* brights: three score 3 (2 when the rain bright is one of them), four 4
  (five without the rain bright under the ``dry-four`` option), five 15;
* animals: five score 1 and each further animal 1; the three birds (고도리) 5;
* ribbons: five score 1 and each further ribbon 1; each set of three (홍단,
  청단, 초단) 3;
* junk: ten score 1 and each further junk 1, a double junk counted as two.

A winner's points, paid by each loser: the cards' points, plus what the go
calls add, times the go factor (:func:`go_terms`), doubled for each shake or
bomb of the winner's, doubled for each penalty of that loser's (피박, 광박,
and 멍박 for every loser), doubled again for each deal before it that nobody
won (나가리).  A go caller who is overtaken pays every loser's share (고박;
with two players, double).
"""

from __future__ import annotations

from dataclasses import dataclass

from .cards import (BRIGHTS, CHEONGDAN, CHODAN, GODORI, HONGDAN, RAIN_BRIGHT, RIBBONS, animal_count,
                    junk_count)
from .options import GoStopOptions


@dataclass(frozen=True)
class CardPoints:
    """The points of one player's captured cards, by part (each a list of
    ``(key, points)``, in the order of the rules page)."""

    parts: tuple[tuple[str, int], ...]
    brights: int
    animals: int
    ribbons: int
    junk: int

    @property
    def total(self) -> int:
        return sum(p for _, p in self.parts)

    def points_of(self, key: str) -> int:
        return sum(p for k, p in self.parts if k == key)


PART_NAMES = {"brights": "Brights", "animals": "Animals", "godori": "Godori", "ribbons": "Ribbons",
              "hongdan": "Red poetry ribbons", "cheongdan": "Blue ribbons", "chodan": "Plain red ribbons",
              "junk": "Junk"}
"""Each part of the cards' points, as learners read it."""
PART_KOREAN = {"brights": "광", "animals": "열끗", "godori": "고도리", "ribbons": "띠", "hongdan": "홍단",
               "cheongdan": "청단", "chodan": "초단", "junk": "피"}
"""Each part's Korean name (the rules page shows it beside the English one)."""


def card_points(captured: int, cup_junk: bool, options: GoStopOptions) -> CardPoints:
    """The points of ``captured`` (``cup_junk``: the sake cup counts as double junk)."""
    parts: list[tuple[str, int]] = []
    b = (captured & BRIGHTS).bit_count()
    if b == 5:
        parts.append(("brights", 15))
    elif b == 4:
        parts.append(("brights", 4 if captured & RAIN_BRIGHT else options.dry_four))
    elif b == 3:
        parts.append(("brights", 2 if captured & RAIN_BRIGHT else 3))
    a = animal_count(captured, cup_junk)
    if a >= 5:
        parts.append(("animals", a - 4))
    if captured & GODORI == GODORI:
        parts.append(("godori", 5))
    r = (captured & RIBBONS).bit_count()
    if r >= 5:
        parts.append(("ribbons", r - 4))
    for key, cards in (("hongdan", HONGDAN), ("cheongdan", CHEONGDAN), ("chodan", CHODAN)):
        if captured & cards == cards:
            parts.append((key, 3))
    j = junk_count(captured, cup_junk)
    if j >= 10:
        parts.append(("junk", j - 9))
    return CardPoints(tuple(parts), b, a, r, j)


def go_terms(gos: int, schedule: str) -> tuple[int, int]:
    """What ``gos`` go calls do to the winner's points: ``(added, factor)``.

    ``korean``: each of the first two adds a point, and from the third go the
    score is doubled with every go (×2, ×4, ×8); ``linear``: the same points,
    then ×2, ×3, ×4; ``add``: each go adds a point and nothing more."""
    if gos <= 0:
        return 0, 1
    if schedule == "add":
        return gos, 1
    added = min(gos, 2)
    if gos < 3:
        return added, 1
    return added, (1 << (gos - 2)) if schedule == "korean" else gos - 1


@dataclass(frozen=True)
class Payment:
    """What one loser pays the winner, and why: the doublings that apply to
    this loser (``penalties``, keys ``pibak``, ``gwangbak``, ``meongbak``) and
    the shares this loser pays for others (고박: ``for_others``)."""

    loser: int
    amount: int
    penalties: tuple[str, ...]
    for_others: tuple[int, ...] = ()


@dataclass(frozen=True)
class Settlement:
    """What a winner's stop is worth: the cards' points, what the go calls
    add and multiply, the doublings for shaking and bombs and for the deals
    nobody won, and each loser's payment."""

    winner: int
    cards: CardPoints
    gos: int
    added: int
    go_factor: int
    shakes: int
    carried: int
    payments: tuple[Payment, ...]

    @property
    def base(self) -> int:
        """The points before each loser's own doublings."""
        return (self.cards.total + self.added) * self.go_factor * (2 ** self.shakes) * self.carried

    def seat_points(self, seats: int) -> tuple[int, ...]:
        """The points each seat wins (the winner) or loses (the payers): zero-sum."""
        out = [0] * seats
        for pay in self.payments:
            out[pay.loser] -= pay.amount
            out[self.winner] += pay.amount
        return tuple(out)


def settle(winner: int, captured, cup_junk: bool, gos, go_order, shakes: int, carried: int,
           options: GoStopOptions) -> Settlement:
    """The settlement of ``winner``'s stop at a table of ``len(captured)``
    seats: ``captured`` every seat's cards, ``gos`` every seat's go calls,
    ``go_order`` the seats in the order of their last go call (the last
    caller last), ``shakes`` the winner's shakes and bombs, ``carried`` the
    factor of the deals before that nobody won."""
    seats = len(captured)
    pts = card_points(captured[winner], cup_junk, options)
    added, factor = go_terms(gos[winner], options.go_schedule)
    base = (pts.total + added) * factor * (2 ** shakes) * carried
    limit = options.pibak_limit(seats)
    own: dict[int, tuple[int, tuple[str, ...]]] = {}
    for q in range(seats):
        if q == winner:
            continue
        why = []
        if limit and pts.points_of("junk") and 0 < junk_count(captured[q], cup_junk) <= limit:
            why.append("pibak")
        if options.gwangbak and pts.points_of("brights") and not captured[q] & BRIGHTS:
            why.append("gwangbak")
        if options.meongbak and pts.animals >= 7:
            why.append("meongbak")
        own[q] = (base * 2 ** len(why), tuple(why))
    callers = [q for q in go_order if q != winner and gos[q]]
    if options.gobak and callers:  # the last go caller overtaken pays for everyone
        caller = callers[-1]
        if seats == 2:
            amount, why = own[caller]
            payments = (Payment(caller, amount * 2, why + ("gobak",)),)
        else:
            total = sum(a for a, _ in own.values())
            others = tuple(q for q in own if q != caller)
            payments = tuple(Payment(q, total if q == caller else 0,
                                     own[q][1] + (("gobak",) if q == caller else ()),
                                     others if q == caller else ()) for q in sorted(own))
    else:
        payments = tuple(Payment(q, a, why) for q, (a, why) in sorted(own.items()))
    return Settlement(winner, pts, gos[winner], added, factor, shakes, carried, payments)
