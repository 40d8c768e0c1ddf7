"""Choosing the dealer by drawing cards (the common hana-awase rule).

One card is laid face down on the table for each player; each player takes
one and turns it over (the source: "one card is placed face-down on the table
for each player.  Each player chooses one card and turns it over").  The
cards are face down, so which one a player takes is blind: the engine lays
the top cards of a shuffled deck and gives them out in seat order.  The
earliest month deals; between cards of the same month the higher-ranked card
wins: by default the higher point value, or a game's own ranking (``value``:
a game whose card classes differ from the Japanese points ranks by its own).  If the best cards are still tied (two chaffs of one month), which the
source does not settle, the tied players draw again, as Fuda Wiki's rules say ("this process can be
repeated").  The others are ranked the same
way, which also gives the seating: the second earliest card sits to the
dealer's right, the latest to the dealer's left.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable

from .deck import CARDS, Card, STANDARD_ORDER, MonthOrder
from .rng import Rng


CardValue = Callable[[Card], int]
"""A card's rank within its month for the dealer draw (higher wins)."""


def card_points(c: Card) -> int:
    """The default rank within a month: the card's points."""
    return c.points


def draw_key(c: Card, order: MonthOrder = STANDARD_ORDER, value: CardValue = card_points) -> tuple[int, int]:
    """Sort key: smaller is better (earlier month, then the higher rank: points by default)."""
    if order is STANDARD_ORDER and value is card_points:
        return _STANDARD_KEYS[c.index]  # every match opens with this draw
    return (order.position(c.month), -value(c))


_STANDARD_KEYS = tuple((STANDARD_ORDER.position(c.month), -card_points(c)) for c in CARDS)
"""The keys of the standard draw, by card index."""


def compare_draws(a: Card, b: Card, order: MonthOrder = STANDARD_ORDER, value: CardValue = card_points) -> int:
    """-1 if ``a`` beats ``b``, 1 if ``b`` beats ``a``, 0 if tied."""
    ka, kb = draw_key(a, order, value), draw_key(b, order, value)
    return (ka > kb) - (ka < kb)


@dataclass
class DealerDraw:
    """The outcome of a dealer draw.

    ``rounds`` lists every drawing round as ``{player: card}``; the first
    round involves every player, later rounds only the players tied for the
    lead.  ``ranking`` orders all players from dealer to last.
    """

    players: int
    rounds: list[dict[int, Card]] = field(default_factory=list)
    ranking: list[int] = field(default_factory=list)

    @property
    def dealer(self) -> int:
        return self.ranking[0]

    def explain(self) -> str:
        lines = []
        for i, r in enumerate(self.rounds):
            drawn = ", ".join(f"player {p + 1} draws {c.code} ({c.name})" for p, c in sorted(r.items()))
            lines.append(("Redraw: " if i else "") + drawn + ".")
        lines.append(f"Player {self.dealer + 1} deals.")
        return " ".join(lines)

    def to_dict(self) -> dict:
        return {
            "players": self.players,
            "rounds": [{str(p): c.code for p, c in r.items()} for r in self.rounds],
            "ranking": self.ranking,
            "dealer": self.dealer,
            "explanation": self.explain(),
        }


def rank_draws(draws: dict[int, Card], order: MonthOrder = STANDARD_ORDER,
               value: CardValue = card_points) -> list[list[int]]:
    """Group players by the strength of their card, best group first.

    Players in the same group are tied (same month, same rank).
    """
    out: list[list[int]] = []
    last = None
    for key, p in sorted([(draw_key(c, order, value), p) for p, c in draws.items()]):
        if key == last:
            out[-1].append(p)
        else:
            out.append([p])
            last = key
    return out


def choose_dealer(
    players: int,
    rng: Rng | int | str | None = None,
    order: MonthOrder = STANDARD_ORDER,
    deck: list[Card] | None = None,
    value: CardValue = card_points,
) -> DealerDraw:
    """Draw cards for ``players`` players until the dealer is known.

    Each drawing round lays one face-down card per player from a freshly
    shuffled deck (the drawn cards go back).
    Ties below first place are broken by redraws too, so the full ranking
    (and therefore the seating) is always decided.  ``value`` ranks the
    cards of one month (higher wins; by default their points).
    """
    if not 2 <= players <= 8:
        raise ValueError(f"a dealer draw needs 2 to 8 players, got {players}")
    if not isinstance(rng, Rng):
        rng = Rng(rng)
    pool = tuple(deck) if deck is not None else CARDS
    result = DealerDraw(players)
    standard = order is STANDARD_ORDER and value is card_points  # every match opens with this draw
    if standard and players == 2:  # the loop below for two players, written out
        keys = _STANDARD_KEYS
        while True:
            a, b = rng.shuffled(pool)[:2]
            result.rounds.append({0: a, 1: b})
            ka, kb = keys[a.index], keys[b.index]
            if ka != kb:
                result.ranking += (0, 1) if ka < kb else (1, 0)
                return result
    # Groups of players still tied, the best last; each group draws in turn
    # (best first), and its tied players draw again right after it.
    todo = [list(range(players))]
    while todo:
        group = todo.pop()
        if len(group) == 1:
            result.ranking.append(group[0])
            continue
        drawn = dict(zip(group, rng.shuffled(pool)))
        result.rounds.append(drawn)
        if standard and len(group) == 2:  # rank_draws of two cards, written out
            (p, a), (q, b) = drawn.items()
            ka, kb = _STANDARD_KEYS[a.index], _STANDARD_KEYS[b.index]
            if ka == kb:
                todo.append(sorted(group))
            else:
                todo += ([q], [p]) if ka < kb else ([p], [q])
            continue
        todo += reversed(rank_draws(drawn, order, value))
    return result
