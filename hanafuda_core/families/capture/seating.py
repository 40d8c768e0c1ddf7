"""Turn order (counter-clockwise) and stay or drop (see :mod:`hanafuda_core.families.capture`)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Iterable, Mapping, Sequence

from ...cardset import bits
from ...messages import Message, listed, msg, msg_in, sentences
from ...seats import SeatName

# Turn order (counter-clockwise)


def _check_player(p: int, n: int) -> None:
    if not 2 <= n:
        raise ValueError(f"a game needs at least 2 players, got {n}")
    if not 0 <= p < n:
        raise ValueError(f"player must be 0..{n - 1}, got {p}")


def next_player(p: int, n: int) -> int:
    """Who plays after player ``p`` of ``n``: play goes counter-clockwise, to
    the player on ``p``'s right."""
    _check_player(p, n)
    return (p + 1) % n


player_to_right = next_player


def previous_player(p: int, n: int) -> int:
    """Who played before ``p``: the player on ``p``'s left."""
    _check_player(p, n)
    return (p - 1) % n


player_to_left = previous_player


def turn_order(first: int, n: int) -> list[int]:
    """The ``n`` players in playing order, starting with ``first`` (usually the dealer)."""
    _check_player(first, n)
    return [(first + i) % n for i in range(n)]


def seating(ranking: Sequence[int]) -> list[int]:
    """Seat order (counter-clockwise from the dealer) from a dealer draw's ranking.

    The earliest card deals, the second earliest sits to the dealer's right
    (and plays next), the latest to the dealer's left: the ranking *is* the
    counter-clockwise seat order (see :func:`hanafuda_core.dealer.choose_dealer`).
    """
    if sorted(ranking) != list(range(len(ranking))):
        raise ValueError(f"a ranking lists every player once, got {list(ranking)}")
    return list(ranking)


# ---------------------------------------------------------------------------
# The seats in an outcome's words


class SeatWords:
    """How a round's explanation names the seats: by the board's names
    (:class:`~hanafuda_core.seats.SeatName`: "You", "Computer 1", "you"
    within a sentence), or, when it is given none, by number ("Player 1"
    starting a sentence, "player 1" within one)."""

    __slots__ = ("names",)

    def __init__(self, names: Sequence[SeatName] | None):
        self.names = tuple(names) if names is not None else None

    def first(self, seat: int) -> Message:
        """The seat starting a sentence: "You", "Computer 1", "Player 1"."""
        if self.names is None:
            return SeatName("player", seat + 1).label
        return self.names[seat].label

    def within(self, seat: int) -> Message:
        """The seat within a sentence: "you", "Computer 1", "player 1"."""
        if self.names is None:
            return msg_in("a seat by its number, within a sentence", "player {n}", n=seat + 1)
        name = self.names[seat]
        return name.subject if name.is_reader else name.label

    def is_reader(self, seat: int) -> bool:
        """Whether ``seat`` is the reader's own."""
        return self.names is not None and self.names[seat].is_reader

    def by_seat(self, seat: int, you: Message, other: Message) -> Message:
        """``you`` for the reader's seat, else ``other`` (see :func:`~hanafuda_core.seats.by_seat`)."""
        return you if self.is_reader(seat) else other


# ---------------------------------------------------------------------------
# Stay or drop


@dataclass(frozen=True)
class StayDropResult:
    """The outcome of the stay/drop procedure.

    ``declarations`` lists ``(player, "stay" | "drop", forced)`` in the order
    they were made, starting with the dealer and going counter-clockwise;
    ``forced`` is True for a player who had no choice.  ``staying`` holds the
    players in the game in playing order from the (possibly new) ``dealer``;
    ``dropped`` the others in order of declaration.  ``payments`` is every
    player's change of balance (zero-sum): each player who dropped pays the
    penalty (or only those who chose to), shared by the players who stay (see
    :func:`stay_or_drop`).
    """

    players: int
    old_dealer: int
    dealer: int
    declarations: tuple[tuple[int, str, bool], ...]
    staying: tuple[int, ...]
    dropped: tuple[int, ...]
    payments: tuple[int, ...]
    penalty: int

    @property
    def forced(self) -> tuple[int, ...]:
        return tuple(p for p, _, f in self.declarations if f)

    def explain(self, names: Sequence[SeatName] | None = None) -> Message:
        """The declarations and what they come to, naming the seats by
        ``names`` (by number when none are given: "Player 1 stays; player 2
        has to drop.")."""
        seats = SeatWords(names)
        decl = None
        for i, (p, d, f) in enumerate(self.declarations):
            who = seats.first(p) if i == 0 else seats.within(p)
            if d == "stay" and f:
                part = seats.by_seat(p, msg_in("stay or drop: a declaration", "{you} have to stay", you=who),
                                     msg_in("stay or drop: a declaration", "{who} has to stay", who=who))
            elif d == "stay":
                part = seats.by_seat(p, msg_in("stay or drop: a declaration", "{you} stay", you=who),
                                     msg_in("stay or drop: a declaration", "{who} stays", who=who))
            elif f:
                part = seats.by_seat(p, msg_in("stay or drop: a declaration", "{you} have to drop", you=who),
                                     msg_in("stay or drop: a declaration", "{who} has to drop", who=who))
            else:
                part = seats.by_seat(p, msg_in("stay or drop: a declaration", "{you} drop", you=who),
                                     msg_in("stay or drop: a declaration", "{who} drops", who=who))
            decl = part if decl is None else msg_in("stay or drop: one declaration after another", "{first}; {next}",
                                                    first=decl, next=part)
        parts = [msg("{declarations}.", declarations=decl)]
        if self.dealer != self.old_dealer:
            old, new = seats.within(self.old_dealer), seats.within(self.dealer)
            parts.append(seats.by_seat(
                self.dealer,
                msg("The dealer ({old}) dropped, so you, the first remaining player to the dealer's right, deal.",
                    old=old),
                msg("The dealer ({old}) dropped, so {new}, the first remaining player to the dealer's right, deals.",
                    old=old, new=new)))
        payers = [p for p in range(self.players) if self.payments[p] < 0]
        if len(payers) == 1:
            p = payers[0]
            parts.append(seats.by_seat(p, msg("You pay the {n}-point penalty.", n=self.penalty),
                                       msg("{who} pays the {n}-point penalty.", who=seats.first(p), n=self.penalty)))
        elif payers:
            if names is None:
                who = msg("Players {numbers}", numbers=listed([p + 1 for p in payers]))
            else:
                who = listed([seats.first(p) if i == 0 else seats.within(p) for i, p in enumerate(payers)])
            parts.append(msg("{who} pay the {n}-point penalty.", who=who, n=self.penalty))
        return sentences(parts)

    def to_dict(self) -> dict:
        return {
            "players": self.players, "old_dealer": self.old_dealer, "dealer": self.dealer,
            "declarations": [{"player": p, "decision": d, "forced": f} for p, d, f in self.declarations],
            "staying": list(self.staying), "dropped": list(self.dropped),
            "payments": list(self.payments), "penalty": self.penalty, "explanation": self.explain(),
        }


def _decision(value) -> str:
    if value is True or value == "stay":
        return "stay"
    if value is False or value == "drop":
        return "drop"
    raise ValueError(f"a decision is 'stay' or 'drop' (or True/False), got {value!r}")


def stay_or_drop(
    players: int,
    dealer: int,
    decide: Callable[[int], str | bool] | Mapping[int, str | bool],
    seats: int = 3,
    penalty: int = 12,
    forced_drop_pays: bool = True,
    paid_to: str = "stayers",
) -> StayDropResult:
    """Choose the ``seats`` players (three) of a game when ``players`` want to play.

    Every player has been dealt a hand.  Starting from the dealer and going
    counter-clockwise, each player looks at their hand and declares stay or
    drop (``decide(player)`` or ``decide[player]``: ``"stay"``/``"drop"`` or
    True/False; only the players who really choose are asked).  As soon as
    ``seats`` players stay, the others have no choice but to drop; as soon as
    ``players - seats`` have dropped, the others have no choice but to stay.
    If the dealer drops, the first remaining player to the dealer's right
    becomes the dealer.

    The penalty (usually 12 points): each player who drops pays it, those who
    had no choice too, as the source says ("those players who 'drop' have to
    pay"); ``forced_drop_pays=False`` excuses the players who had no choice (a
    house rule this site used to follow).  The source does not say who gets it:
    here it is shared equally by the staying players (``paid_to="stayers"``; a remainder
    goes one point each to the stayers in playing order from the dealer) or
    goes to the new dealer (``paid_to="dealer"``), so the payments sum to 0.
    The dropped hands go on top of the deck: see :func:`drop_cards_onto_deck`.
    """
    _check_player(dealer, players)
    if not 1 <= seats < players:
        raise ValueError(f"stay or drop needs more players ({players}) than seats ({seats})")
    if penalty < 0:
        raise ValueError("the penalty cannot be negative")
    if paid_to not in ("stayers", "dealer"):
        raise ValueError(f"paid_to must be 'stayers' or 'dealer', got {paid_to!r}")
    ask = decide if callable(decide) else (lambda p: decide[p])
    order = turn_order(dealer, players)
    stay: list[int] = []
    drop: list[int] = []
    decl: list[tuple[int, str, bool]] = []
    payers: list[int] = []
    for p in order:
        if len(stay) == seats:
            d, forced = "drop", True
        elif len(drop) == players - seats:
            d, forced = "stay", True
        else:
            d, forced = _decision(ask(p)), False
        decl.append((p, d, forced))
        (stay if d == "stay" else drop).append(p)
        if d == "drop" and (not forced or forced_drop_pays):
            payers.append(p)
    new_dealer = dealer if dealer in stay else next(p for p in order if p in stay)
    staying = tuple(p for p in turn_order(new_dealer, players) if p in stay)
    pay = [0] * players
    for p in payers:
        pay[p] -= penalty
    total = penalty * len(payers)
    if paid_to == "dealer":
        pay[new_dealer] += total
    else:
        share, rest = divmod(total, len(staying))
        for i, p in enumerate(staying):
            pay[p] += share + (1 if i < rest else 0)
    return StayDropResult(players, dealer, new_dealer, tuple(decl), staying, tuple(drop),
                          tuple(pay), penalty)


def drop_cards_onto_deck(draw: Sequence[int], dropped_hands: Sequence[int | Iterable[int]]) -> list[int]:
    """The draw pile (top last) after the dropped players' cards are put on top
    of it, in the order the players dropped (each hand in deck order)."""
    out = list(draw)
    for h in dropped_hands:
        out.extend(bits(h) if isinstance(h, int) else list(h))
    return out
