"""The hana-awase family: the capture engine shared by the "matching" games.

Written once, as plain functions over bit sets, so every game of the family
(two to four players) uses the same rules for the parts they share
(source: ``common-rules.txt``, see ``docs/games``):

* **Capturing** (:func:`capture_choices`, :func:`apply_capture`,
  :func:`explain_capture`): a card played to the field captures a field card
  of its own month; when two field cards match, the player chooses one (the
  action names the target); when three match, all three are captured (a
  stack); when none matches, the card joins the field.  The card turned up
  from the draw pile is played the same way.  An optional *wild* card (the
  Lightning, in some rule sets) may capture any field card.
* **Four of a month on the field** (:func:`needs_redeal`): the deal is void.
* **Dealt hands vs captured hands** (:class:`DealtHand`, :func:`dealt_hands_of`,
  :data:`FOUR_OF_A_MONTH`, :data:`FOUR_PAIRS`): dealt hands are judged on the
  opening hand alone.
* **Exclusive hands** (:func:`best_exclusive`): of hands marked exclusive with
  each other, the player claims one: their choice (``choose``), or else the
  most valuable one.
* **Zero-sum settlement** (:func:`settle`): the points of a captured hand are
  taken from every other player.
* **Turn order** (:func:`next_player`, :func:`turn_order`, ...): play goes
  counter-clockwise.  Players are numbered in seat order counter-clockwise, so
  the next player (``p + 1``) sits to a player's right.
* **Stay or drop** (:func:`stay_or_drop`): choosing the three players of a
  three-player game when more want to play, with its penalty (paid by every
  player who drops, as the source says; ``forced_drop_pays=False`` excuses
  those who had no choice).
* **Dealing** (:func:`shuffled_deck`, :func:`deal_packets`).

Cards are indices 0..47 (:mod:`hanafuda_core.deck`); card sets are ``int``
bit sets (bit ``i`` = card ``i``).
"""

from __future__ import annotations

from ..words import with_article

from dataclasses import dataclass, field
from typing import Callable, Iterable, Mapping, Sequence, TypeVar

from ..cardset import (bits, capitalized as _cap, card_words as _card_words, cards_words as _cards_words,
                       codes, month_of, month_words as _month_words)
from ..deck import BY_KEY, CARDS, FLOWERS, MONTH_MASKS
from ..rng import Rng

__all__ = [
    "LIGHTNING", "FIELD", "MONTH_BITS", "month_of", "matching", "capture_choices", "apply_capture",
    "explain_capture", "needs_redeal", "full_months", "stacked_months", "month_counts",
    "pair_count", "DealtHand", "FOUR_OF_A_MONTH", "FOUR_PAIRS", "dealt_hands_of",
    "best_exclusive", "settle", "next_player", "previous_player", "player_to_right",
    "player_to_left", "turn_order", "seating", "StayDropResult", "stay_or_drop",
    "drop_cards_onto_deck", "shuffled_deck", "shuffle", "deal_packets", "bits", "codes",
]

T = TypeVar("T")

LIGHTNING: int = BY_KEY["lightning"].index
"""Index of the Lightning (11C), an optional wild card in some rule sets."""

FIELD = -1
"""Recipient code for the field in :func:`deal_packets`."""

MONTH_BITS: tuple[int, ...] = tuple(MONTH_MASKS[i >> 2] for i in range(48))
"""MONTH_BITS[card] is the bit set of the four cards of that card's month."""

_LOW_NIBBLE_BITS = int("0001" * 12, 2)  # bit 0 of each month's 4-bit group
_M1 = int("0101" * 12, 2)
_M2 = int("0011" * 12, 2)




# ---------------------------------------------------------------------------
# Capturing


def matching(card: int, field_mask: int) -> int:
    """The field cards of ``card``'s month (a bit set)."""
    return field_mask & MONTH_BITS[card]


def capture_choices(card: int, field_mask: int, wild: bool = False) -> list[tuple[int | None, int]]:
    """The ways ``card`` can be played onto the field.

    Returns ``(target, taken)`` pairs: ``taken`` is the bit set of field cards
    captured (``0``: nothing matches, the card joins the field); ``target`` is
    the field card the player must name to pick this way, or None when there
    is only one way.  One matching card: it is captured.  Two: two choices.
    Three (a stack): all three are captured.

    ``wild``: ``card`` captures any one field card (an optional
    Lightning).  A field card that belongs to a stack of three takes its whole
    stack with it; each stack is offered once, named by its first card.
    """
    m = field_mask & MONTH_BITS[card]
    if wild and field_mask:
        out: list[tuple[int | None, int]] = []
        seen = 0
        for t in bits(field_mask):
            if seen >> t & 1:
                continue
            stack = field_mask & MONTH_BITS[t]
            taken = stack if stack.bit_count() == 3 else 1 << t
            seen |= taken
            out.append((t, taken))
        if len(out) == 1:
            return [(None, out[0][1])]
        return out
    n = m.bit_count()
    if n == 2:
        low = m & -m
        return [(low.bit_length() - 1, low), ((m ^ low).bit_length() - 1, m ^ low)]
    return [(None, m)]  # 0, 1 or 3 matching cards: no choice


def apply_capture(card: int, field_mask: int, taken: int) -> tuple[int, int]:
    """Play ``card`` onto the field, capturing ``taken`` (from :func:`capture_choices`).

    Returns ``(new_field, won)``: ``won`` is the bit set that goes to the
    player's captured cards (the card and what it took), 0 when it joined the field.
    """
    if taken:
        return field_mask & ~taken, taken | (1 << card)
    return field_mask | (1 << card), 0


def explain_capture(card: int, target: int | None, field_mask: int, wild: bool = False,
                    drawn: bool = False) -> str | None:
    """Why playing ``card`` with ``target`` (None: no target named) is not a
    legal capture on ``field_mask``; None when it is legal.

    A redundant target (the only card that could be captured anyway) is
    accepted.  ``drawn`` words the text for the card turned up from the draw pile.
    """
    choices = capture_choices(card, field_mask, wild)
    name = CARDS[card].name
    the = f"the drawn {name}" if drawn else f"the {name}"
    The = the[0].upper() + the[1:]
    month = month_of(card)
    mname = FLOWERS[month - 1].month_name
    same = field_mask & MONTH_BITS[card]
    if target is None:
        if len(choices) == 1:
            return None
        if wild and card == LIGHTNING:
            return (f"{The} is wild under these rules: it captures any one field card, so choose "
                    f"which one (click it on the field).")
        a, b = choices[0][0], choices[1][0]
        return (f"{The} matches two {_month_words(month)} cards on the field, {_card_words(a)} and "
                f"{_card_words(b)}: choose which one it captures (click it on the field).")
    if not field_mask >> target & 1:
        return f"{_cap(_card_words(target))} is not on the field."
    if wild and card == LIGHTNING:
        return None  # any field card; a stack member names the stack
    if not same >> target & 1:
        tm = month_of(target)
        if same:
            where = f"the {mname} card{'s' if same.bit_count() > 1 else ''} on the field: {_cards_words(same)}"
            return (f"{The} does not match the {CARDS[target].name}: a card captures a field card of "
                    f"its own month ({mname}), and the {CARDS[target].name} is "
                    f"{with_article(FLOWERS[tm - 1].month_name)} card; {where}.")
        return (f"{The} does not match the {CARDS[target].name}: a card captures a field card of its "
                f"own month ({mname}), and there is no {mname} card on the field"
                + (", so it is simply played and joins the field." if not drawn else "."))
    return None  # a matching target: a real choice, or redundant (one card, or one of a stack)


# ---------------------------------------------------------------------------
# Months in a card set


def _nibble_counts(mask: int) -> int:
    """Per-month card counts packed in 4-bit groups (SWAR popcount)."""
    x = mask - ((mask >> 1) & _M1)
    return (x & _M2) + ((x >> 2) & _M2)


def full_months(mask: int) -> int:
    """Bit set over months (bit ``m - 1``) of the months whose four cards are all in ``mask``."""
    x = mask & (mask >> 1) & (mask >> 2) & (mask >> 3) & _LOW_NIBBLE_BITS
    out = 0
    while x:
        low = x & -x
        out |= 1 << ((low.bit_length() - 1) >> 2)
        x ^= low
    return out


def needs_redeal(field_mask: int) -> bool:
    """True when the field holds all four cards of a month: the deal is void."""
    return bool(field_mask & (field_mask >> 1) & (field_mask >> 2) & (field_mask >> 3) & _LOW_NIBBLE_BITS)


def stacked_months(field_mask: int) -> list[int]:
    """Months (1..12) with exactly three cards on the field: they are stacked,
    and the fourth card captures all three."""
    c = _nibble_counts(field_mask)
    return [m + 1 for m in range(12) if (c >> (4 * m)) & 15 == 3]


def month_counts(mask: int) -> tuple[int, ...]:
    """How many cards of each month (index 0 = January) a card set holds."""
    c = _nibble_counts(mask)
    return tuple((c >> (4 * m)) & 15 for m in range(12))


def pair_count(mask: int) -> int:
    """The number of months with exactly two cards in ``mask``."""
    c = _nibble_counts(mask)
    # a count of 2 is 0b0010 in its 4-bit group
    return ((c >> 1) & ~c & ~(c >> 2) & _LOW_NIBBLE_BITS).bit_count()


# ---------------------------------------------------------------------------
# Dealt hands


@dataclass(frozen=True)
class DealtHand:
    """A hand judged on the opening hand alone (a *dealt hand*, teyaku).

    ``test(hand_mask)`` says whether a hand holds it.  ``group`` makes dealt
    hands exclusive with each other (only the most valuable counts).
    """

    key: str
    name: str
    japanese: str
    romaji: str
    points: int
    description: str
    test: Callable[[int], bool] = field(compare=False, repr=False)
    group: str | None = None

    def held_by(self, hand: int) -> bool:
        return bool(self.test(hand))

    def with_points(self, points: int) -> "DealtHand":
        return DealtHand(self.key, self.name, self.japanese, self.romaji, points,
                         self.description, self.test, self.group)

    def to_dict(self) -> dict:
        return {"key": self.key, "name": self.name, "japanese": self.japanese,
                "romaji": self.romaji, "points": self.points, "description": self.description,
                "group": self.group}


FOUR_OF_A_MONTH = DealtHand(
    "four-of-a-month", "Four of a Month", "手四", "teshi", 6,
    "All four cards of one month in the dealt hand.",
    lambda h: bool(h & (h >> 1) & (h >> 2) & (h >> 3) & _LOW_NIBBLE_BITS),
    group="dealt",
)
FOUR_PAIRS = DealtHand(
    "four-pairs", "Four Pairs", "くっつき", "kuttsuki", 6,
    "Four months with exactly two cards each in the dealt hand (a month of four is Four of a "
    "Month, not two pairs).",
    lambda h: pair_count(h) >= 4,
    group="dealt",
)


def dealt_hands_of(hand: int, table: Sequence[DealtHand]) -> list[DealtHand]:
    """The dealt hands of ``table`` that an opening hand holds, exclusive ones
    resolved with :func:`best_exclusive`."""
    held = [d for d in table if d.test(hand)]
    if len(held) < 2:
        return held
    return best_exclusive(held, lambda d: d.group, lambda d: d.points)


# ---------------------------------------------------------------------------
# Exclusive hands


def best_exclusive(held: Iterable[T], group: Callable[[T], str | None],
                   value: Callable[[T], int], choose: Callable[[list[T]], T] | None = None) -> list[T]:
    """Resolve mutually exclusive hands.

    Hands whose ``group`` is None all count.  Of the hands sharing a group,
    one counts: "if a hand is marked as being exclusive with another one, the
    player must choose which hand they want to claim" (the source).
    ``choose(candidates)`` is that choice (it returns one of the candidates,
    listed in the order of ``held``); without it the most valuable one is
    claimed (the first one listed on a tie), the claim that gains the player
    most, as the games of this site do.  The order of ``held`` is kept.
    """
    items = list(held)
    best: dict[str, tuple[int, int]] = {}
    for i, h in enumerate(items):
        g = group(h)
        if g is None:
            continue
        v = value(h)
        if g not in best or v > best[g][0]:
            best[g] = (v, i)
    if choose is not None:
        for g in best:
            candidates = [h for h in items if group(h) == g]
            picked = choose(candidates)
            if not any(picked is c for c in candidates):
                raise ValueError(f"the claimed hand must be one of the exclusive hands of group {g!r}")
            best[g] = (value(picked), next(i for i, h in enumerate(items) if h is picked))
    return [h for i, h in enumerate(items) if group(h) is None or best[group(h)][1] == i]


# ---------------------------------------------------------------------------
# Settlement


def settle(points_by_player: Sequence[int]) -> list[int]:
    """Zero-sum settlement: every player's points are taken from each other player.

    ``points_by_player[p]`` is what player p's hands are worth this round; the
    result is each player's change of balance, summing to 0.  A 20-point hand
    in a three-player game: ``settle([20, 0, 0]) == [40, -20, -20]``.
    """
    pts = list(points_by_player)
    total = sum(pts)
    n = len(pts)
    return [p * n - total for p in pts]


# ---------------------------------------------------------------------------
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

    def explain(self) -> str:
        parts = []
        for p, d, f in self.declarations:
            parts.append(f"player {p + 1} {'has to ' if f else ''}{d}{'' if f else 's'}")
        text = "; ".join(parts) + "."
        if self.dealer != self.old_dealer:
            text += (f" The dealer (player {self.old_dealer + 1}) dropped, so player {self.dealer + 1}, "
                     f"the first remaining player to the dealer's right, deals.")
        payers = [p for p in range(self.players) if self.payments[p] < 0]
        if payers:
            who = (f"Player {payers[0] + 1} pays" if len(payers) == 1 else
                   "Players " + ", ".join(str(p + 1) for p in payers[:-1]) + f" and {payers[-1] + 1} pay")
            text += f" {who} the {self.penalty}-point penalty."
        return text[0].upper() + text[1:]

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


# ---------------------------------------------------------------------------
# Shuffling and dealing


def shuffle(rng: Rng, items: list) -> None:
    """Shuffle in place with the seeded :class:`Rng` (same result in CPython and Pyodide)."""
    rng.shuffle(items)


def shuffled_deck(rng: Rng, cards: Iterable[int] | None = None) -> list[int]:
    """A shuffled deck (a list of indices; ``deck[0]`` is dealt first)."""
    deck = list(range(48)) if cards is None else list(cards)
    shuffle(rng, deck)
    return deck


def deal_packets(deck: Sequence[int], order: Sequence[int], packet: int, passes: int
                 ) -> tuple[dict[int, int], int, list[int]]:
    """Deal from the top of ``deck`` (``deck[0]`` first) in packets.

    ``order`` lists the recipients of one pass: player numbers, or
    :data:`FIELD` for the field (face up).  Each gets ``packet`` cards per
    pass, for ``passes`` passes.  Two players, eight cards each: ``order = [opponent, FIELD,
    dealer]``, 4 cards, 2 passes.  Returns ``(hands, field, draw)``:
    ``hands`` maps each player to a bit set, ``draw`` is the rest of the deck
    as a pile with its top card *last* (the next card turned up is ``draw[-1]``).
    """
    hands = {r: 0 for r in order if r != FIELD}
    field_mask = 0
    i = 0
    for _ in range(passes):
        for r in order:
            m = 0
            for c in deck[i:i + packet]:
                m |= 1 << c
            i += packet
            if r == FIELD:
                field_mask |= m
            else:
                hands[r] |= m
    if i > len(deck):
        raise ValueError(f"the deck has {len(deck)} cards, the deal needs {i}")
    return hands, field_mask, list(reversed(deck[i:]))
