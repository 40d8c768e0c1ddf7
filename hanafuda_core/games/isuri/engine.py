"""Isuri (いすり): Hiyoko played for payments — a variant of
:mod:`hanafuda_core.games.hiyoko`, written as subclasses that override only
what differs (the python-chess way of writing variants).

What differs from Hiyoko (sources: ``docs/games/isuri.md``):

* 46 cards: two Paulownia chaffs are taken out; the coloured one stays and
  is a second Phoenix (its own month, Paulownia, in a hand; January only when
  turned up from the draw pile).
* Every discarded card is paid at once, by the other player: a January (Pine)
  card 10 points, any other card its month's number in the Nagoya order
  (option ``card_values``).  A pass puts 1 point of the passer's into a pot;
  whoever empties their hand takes the pot.  Discarding all six cards of a
  hand in one turn earns 10 points more.
* Three to six cards that count as the same month may be discarded together
  where one card of that month could go (option ``several``: wild cards
  count as the months of their range, or only printed months count, or the
  rule is off).
* Scores are running totals (they may go below zero); the match lasts a
  number of rounds or until a player reaches a total (option ``length``).

Position notation: Hiyoko's ten fields, then ``round; pot; payments;
options``: the round number, the points in the pot, and what each player has
gained or lost so far this round (``14,-17``); scores are written ``a,b`` as
they may be negative.  Example::

    3C1 4R 7C1 9A 10C2 11B; 2C1 5C2 6R 8B 8C1 12B; 1C1; ?; 1; 0; 0; d; 0,0; 1; 1; 0; 0,0; -
"""

from __future__ import annotations

from dataclasses import dataclass, field
from itertools import combinations
from typing import Sequence

from ...cardset import bits as _bits
from ...deck import DECK_SUBSETS
from ...families.shedding.months import month_list, next_months
from ...families.shedding.notation import notation_fields
from ...families.shedding.options import check_choices, check_flags
from ...families.shedding.solver import turn_sequences
from ...game import MatchOutcome, Outcome, PositionError
from ...notation import is_number_text
from ...options import OptionSet
from ..hiyoko import notation as hiyoko_notation
from ..hiyoko.actions import Action
from ..hiyoko.cards import COLOURED_CHAFF, JANUARY, ORDER, WILD_TURNED
from ..hiyoko.computer import wild_worth
from ..hiyoko.match import HiyokoMatch
from ..hiyoko.options import (SHARED_CHOICES, SHARED_FLAGS, deal_card_field, draw_rule_field, must_continue_field,
                              willow_field)
from ..hiyoko.position import HiyokoPosition
from ..hiyoko.words import card_text, months_text, plural

__all__ = ["ISURI_DECK", "ISURI_WILD_TURNED", "IsuriOptions", "OPTION_INFO", "IsuriOutcome", "IsuriPosition",
           "IsuriMatch", "card_value", "best_earnings", "earned", "SOU_DASHI_BONUS", "LENGTHS", "parse_length"]

ISURI_DECK: int = DECK_SUBSETS["one-paulownia-chaff"].mask
"""The 46 cards of Isuri: two Paulownia chaffs out, the coloured one kept."""

ISURI_WILD_TURNED: dict[int, int] = {**WILD_TURNED, COLOURED_CHAFF: JANUARY}
"""Hiyoko's turned-up wild cards plus the coloured Paulownia chaff, a second Phoenix."""

SOU_DASHI_BONUS = 10
PASS_COST = 1

# ---------------------------------------------------------------------------
# Options

_SEVERAL = ("wilds-count", "printed-only", "off")
_VALUES = ("nagoya", "printed")
LENGTHS = ("6-rounds", "12-rounds", "3-rounds", "50-points", "100-points")


def parse_length(value: str) -> tuple[str, int]:
    """``"6-rounds"`` -> ``("rounds", 6)``; ``"50-points"`` -> ``("points", 50)``."""
    n, _, unit = value.partition("-")
    return unit, int(n)


@dataclass(frozen=True)
class IsuriOptions(OptionSet):
    """The rule options of an Isuri match; ``docs/games/isuri.md`` ("Rule
    notes") explains each default.  The last four are Hiyoko's."""

    length: str = field(default="6-rounds", metadata={
        "code": "length", "choices": LENGTHS, "label": "Length of the match",
        "choice_labels": {"6-rounds": "6 rounds", "12-rounds": "12 rounds", "3-rounds": "3 rounds",
                          "50-points": "Until a player has 50 points", "100-points": "Until a player has 100 points"},
        "doc": "A match lasts a number of rounds, or until a player's running total reaches a number of "
               "points; the higher total wins (equal totals: a draw)."})
    several: str = field(default="wilds-count", metadata={
        "code": "several", "choices": _SEVERAL, "label": "Three to six cards of one month at once",
        "choice_labels": {"wilds-count": "Allowed; wild cards count as their months",
                          "printed-only": "Allowed; only cards of that flower", "off": "Not allowed"},
        "doc": "Three to six cards that count as the month that may follow go down together: wild cards in "
               "the hand count as every month of their range, or only cards of that flower count, or the "
               "rule is not used."})
    card_values: str = field(default="nagoya", metadata={
        "code": "values", "choices": _VALUES, "label": "What a card is paid",
        "choice_labels": {"nagoya": "Its month in the Nagoya order (January 10)",
                          "printed": "The month printed on it (January 10)"},
        "doc": "A discarded card is paid its month's number in the Nagoya order (Willow 2, Paulownia 6, "
               "Peony 11, Plum 12), or the calendar month printed on the card; a Pine card is paid 10 either way."})
    draw_rule: str = draw_rule_field()
    must_continue_chain: bool = must_continue_field()
    willow_ribbon: str = willow_field()
    deal_card_turned: bool = deal_card_field()

    def __post_init__(self):
        check_choices(self, (("length", LENGTHS), ("several", _SEVERAL), ("card_values", _VALUES)) + SHARED_CHOICES)
        check_flags(self, SHARED_FLAGS)

    @property
    def rounds(self) -> int:
        """The number of rounds of the match (0: until a player reaches :attr:`target`)."""
        unit, n = parse_length(self.length)
        return n if unit == "rounds" else 0

    @property
    def target(self) -> int:
        """The total that ends the match (0: it lasts :attr:`rounds` rounds)."""
        unit, n = parse_length(self.length)
        return n if unit == "points" else 0


OPTION_INFO: list[dict] = IsuriOptions.describe()


def num(x: int) -> str:
    """A whole number for a learner, with a true minus sign: "−5"."""
    return f"−{-x}" if x < 0 else str(x)


def card_value(c: int, options: IsuriOptions = IsuriOptions()) -> int:
    """What discarding card ``c`` is paid: 10 for a Pine (January) card, else
    its month's number (Nagoya order, or the printed month)."""
    printed = (c >> 2) + 1
    if printed == 1:
        return 10
    if options.card_values == "printed":
        return printed
    return ORDER.position(printed)


# ---------------------------------------------------------------------------
# Outcome


@dataclass(frozen=True)
class IsuriOutcome(Outcome):
    """The end of an Isuri round.  ``winner`` emptied their hand and takes the
    ``pot``; ``payments`` are what each player gained or lost by discards and
    passes this round (the all-six bonus included); ``seat_points`` their sum
    with the pot; ``scores`` the running totals after the round."""

    winner: int
    payments: tuple[int, int]
    pot: int
    bonus: bool
    scores: tuple[int, int]
    ends_match: bool = False
    match_winner: int | None = None
    reason: str = "empty-hand"

    @property
    def match_over(self) -> bool:
        return self.ends_match

    @property
    def winners(self) -> tuple[int, ...]:
        return (self.winner,)

    @property
    def seat_points(self) -> tuple[int, ...]:
        return tuple(self.payments[p] + (self.pot if p == self.winner else 0) for p in range(2))

    @property
    def points(self) -> int:
        return self.seat_points[self.winner]

    def explain(self) -> str:
        w = self.winner
        parts = [f"Player {w + 1} emptied their hand"]
        if self.bonus:
            parts[0] += f", all six cards in one turn ({SOU_DASHI_BONUS} points more)"
        if self.pot:
            parts[0] += f", and takes the pot of {plural(self.pot, 'point')}"
        pts = self.seat_points

        def signed(x: int) -> str:
            return f"+{x}" if x > 0 else ("−" + str(-x) if x < 0 else "0")

        text = (parts[0] + f". This round: player 1 {signed(pts[0])}, player 2 {signed(pts[1])}; "
                f"totals {num(self.scores[0])} and {num(self.scores[1])}.")
        if self.ends_match:
            if self.match_winner is None:
                text += " The match ends in a draw."
            else:
                m = self.match_winner
                text += f" Player {m + 1} wins the match {num(self.scores[m])} to {num(self.scores[1 - m])}."
        return text

    def to_dict(self) -> dict:
        return {"winner": self.winner, "payments": list(self.payments), "pot": self.pot, "bonus": self.bonus,
                "points": list(self.seat_points), "scores": list(self.scores), "match_over": self.ends_match,
                "match_winner": self.match_winner, "explanation": self.explain()}


# ---------------------------------------------------------------------------
# The position

# Hiyoko's fields (scores may be negative), then the round, the pot and the payments.
POSITION_FIELDS = notation_fields(
    hiyoko_notation.FIELD_NAMES[:-1] + ("round", "pot", "payments this round", "options"),
    {**dict(hiyoko_notation.POSITION_FIELDS),
     "scores": "the match score before this round, player 1 first: `a,b` (a score may be negative)",
     "round": "the round being played: `1`, `2`, …",
     "pot": "the points in the pot",
     "payments this round": "what each player has gained (or, below zero, lost) so far this round, player 1 "
                            "first: `a,b`; with the pot they add up to 0"})
_FIELD_NAMES = tuple(name for name, _ in POSITION_FIELDS)


class IsuriPosition(HiyokoPosition):
    """An Isuri round: a Hiyoko position plus ``round_no``, ``pot`` and
    ``paid`` (what each player gained or lost this round, before the pot)."""

    game_name = "Isuri"
    deck_mask = ISURI_DECK
    options_type = IsuriOptions
    wild_turned = ISURI_WILD_TURNED
    field_names = _FIELD_NAMES

    __slots__ = ("round_no", "pot", "paid")

    # -- variant hooks -----------------------------------------------------

    def _init_extra(self, round_no: int = 1, pot: int = 0, paid: Sequence[int] = (0, 0)) -> None:
        self.round_no = round_no
        self.pot = pot
        self.paid = (paid[0], paid[1])

    def _extra_state(self) -> tuple:
        return (self.round_no, self.pot, self.paid)

    def _restore_extra(self, state: tuple) -> None:
        self.round_no, self.pot, self.paid = state

    def value(self, c: int) -> int:
        """What discarding ``c`` is paid under these options."""
        return card_value(c, self.options)

    def _on_discard(self, p: int, cards: tuple[int, ...]) -> None:
        v = sum(card_value(c, self.options) for c in cards)
        paid = list(self.paid)
        paid[p] += v
        paid[1 - p] -= v
        self.paid = (paid[0], paid[1])

    def _on_pass(self, p: int) -> None:
        paid = list(self.paid)
        paid[p] -= PASS_COST
        self.paid = (paid[0], paid[1])
        self.pot += PASS_COST

    def _on_empty(self, p: int) -> tuple:
        if self.chain == 6:
            paid = list(self.paid)
            paid[p] += SOU_DASHI_BONUS
            paid[1 - p] -= SOU_DASHI_BONUS
            self.paid = (paid[0], paid[1])
            return (("bonus",),)
        return ()

    def _months_of(self, c: int, m: int) -> bool:
        if self.options.several == "printed-only":
            return self.rules.own_month(c) == m
        return bool(self.rules.hand[c] >> (m - 1) & 1)

    def _group_cards(self, hand: int, m: int) -> int:
        out = 0
        for c in _bits(hand):
            if self._months_of(c, m):
                out |= 1 << c
        return out

    def _multis(self, hand: int, top: int, turned: bool) -> list[Action]:
        if self.options.several == "off" or hand.bit_count() < 3:
            return []
        out: list[Action] = []
        seen: set[int] = set()
        wild = self.rules.is_wild_in_hand
        for m in month_list(next_months(self.rules.top_months(top, turned))):
            cand = _bits(self._group_cards(hand, m))
            if len(cand) < 3:
                continue
            for size in range(3, min(6, len(cand)) + 1):
                for group in combinations(cand, size):
                    key = 0
                    for c in group:
                        key |= 1 << c
                    if key in seen:
                        continue
                    seen.add(key)
                    plain = [c for c in group if not wild(c)]
                    tops = ([min(plain)] if plain else []) + [c for c in group if wild(c)]
                    for t in tops:
                        out.append(Action.multi(group, top=t))
        return out

    def _explain_multi(self, action: Action, hand: int) -> str:
        cards = action.cards
        if self.options.several == "off":
            return ("With the rule option 'Three to six cards of one month at once' set to 'Not allowed', you "
                    "discard one card at a time.")
        if len(cards) < 3:
            return "Cards of one month go down together three to six at a time; two is not enough."
        if len(cards) > 6:  # pragma: no cover - a hand holds six cards at most
            return "At most six cards go down together."
        need = next_months(self.top_months())
        common = need
        for c in cards:
            if self.options.several == "printed-only":
                common &= 1 << (self.rules.own_month(c) - 1)
            else:
                common &= self.rules.hand[c]
        if common:  # pragma: no cover - such a group is legal
            return "These cards can go down together."
        shared = (1 << 12) - 1
        for c in cards:
            shared &= (1 << (self.rules.own_month(c) - 1)) if self.options.several == "printed-only" \
                else self.rules.hand[c]
        if not shared:
            return ("Cards that go down together must all count as one month, and these do not: "
                    + "; ".join(f"{card_text(c)} counts as {months_text(self._months_shown(c))}" for c in cards) + ".")
        return (f"Together these cards count as {months_text(shared)}, but {self.top_words()}; a group must be "
                f"of a month that may follow ({months_text(need)}).")

    def _months_shown(self, c: int) -> int:
        if self.options.several == "printed-only":
            return 1 << (self.rules.own_month(c) - 1)
        return self.rules.hand[c]

    def _deck_words(self) -> str:
        return "two Paulownia chaffs are taken out of the deck; only the coloured one stays, as a second Phoenix."

    def evaluate_end(self, me: int, after: "IsuriPosition") -> float:
        """The computer's measure in Isuri: the points the turn earns, the pot
        and 20 more for emptying the hand (20 less when the other player did),
        6 per card still held (a card kept is a payment not yet collected, and
        the round may end first), and a little for the wild cards kept."""
        gain = after.paid[me] - self.paid[me]
        out = after.outcome()
        if out is not None:
            if out.winners == (me,):
                return gain + after.pot + 20.0
            return gain - 20.0
        hand = after.hands[me]
        return gain - 6.0 * hand.bit_count() + 0.5 * wild_worth(after.rules, hand)

    # -- outcome -----------------------------------------------------------

    def _make_outcome(self, w: int) -> IsuriOutcome:
        bonus = self.chain == 6
        points = [self.paid[p] + (self.pot if p == w else 0) for p in (0, 1)]
        scores = (self.scores[0] + points[0], self.scores[1] + points[1])
        opts = self.options
        ends = (opts.rounds and self.round_no >= opts.rounds) or (opts.target and max(scores) >= opts.target)
        mw = None
        if ends and scores[0] != scores[1]:
            mw = 0 if scores[0] > scores[1] else 1
        return IsuriOutcome(w, self.paid, self.pot, bonus, scores, bool(ends), mw)

    # -- notation ----------------------------------------------------------

    def _score_text(self) -> str:
        return f"{self.scores[0]},{self.scores[1]}"

    @staticmethod
    def _signed(text: str) -> bool:
        t = text.strip()
        return is_number_text(t[1:] if t.startswith("-") else t)

    @classmethod
    def _read_pair(cls, text: str, what: str) -> tuple[int, int]:
        sc = text.split(",")
        if len(sc) != 2 or not all(cls._signed(s) for s in sc):
            raise PositionError(f"{what} must be two whole numbers written like 12,-5, got {text[:30]!r}")
        return int(sc[0]), int(sc[1])

    @classmethod
    def _read_scores(cls, text: str) -> tuple[int, int]:
        return cls._read_pair(text, "scores")

    def _fields(self) -> list[str]:
        return super()._fields() + [str(self.round_no), str(self.pot), f"{self.paid[0]},{self.paid[1]}"]

    @classmethod
    def _read_extra(cls, parts: list[str]) -> dict:
        if not is_number_text(parts[10]) or int(parts[10]) < 1:
            raise PositionError(f"round must be a round number (1, 2, ...), got {parts[10][:20]!r}")
        if not is_number_text(parts[11]):
            raise PositionError(f"pot must be a number of points, got {parts[11][:20]!r}")
        return {"round_no": int(parts[10]), "pot": int(parts[11]),
                "paid": cls._read_pair(parts[12], "payments this round")}

    def _validate_scores(self) -> None:
        for s in tuple(self.scores) + tuple(self.paid) + (self.pot, self.round_no):
            if isinstance(s, bool) or not isinstance(s, int):
                raise PositionError("scores, payments, the pot and the round must be whole numbers")
        if len(self.scores) != 2:
            raise PositionError("give two scores")
        if self.pot < 0 or self.round_no < 1:
            raise PositionError("the pot cannot be negative, and rounds are counted from 1")
        if self.paid[0] + self.paid[1] + self.pot != 0:
            raise PositionError(f"what one player is paid, the other pays, and passes go into the pot: the "
                                f"payments ({self.paid[0]} and {self.paid[1]}) and the pot ({self.pot}) must add "
                                f"up to 0")
        opts = self.options
        if opts.rounds and self.round_no > opts.rounds:
            raise PositionError(f"round {self.round_no} of a match of {opts.rounds} rounds: the match is over")
        if opts.target and max(self.scores) >= opts.target:
            raise PositionError(f"a player already has {max(self.scores)} points with a target of {opts.target}: "
                                f"the match is over")


# ---------------------------------------------------------------------------
# Solver: the most a turn can earn


def earned(start: IsuriPosition, after: IsuriPosition) -> int:
    """What the player to move at ``start`` earned by ``after``: payments
    received, minus a pass, plus the pot when their hand is empty."""
    me = start.turn
    gain = after.paid[me] - start.paid[me]
    if not after.hands[me]:
        gain += after.pot
    return gain


def best_earnings(position: IsuriPosition, limit: int | None = 20000) -> int:
    """The most the player to move can earn this turn (:func:`earned`)."""
    best = None
    for _seq, result in turn_sequences(position, limit):
        e = earned(position, result)
        if best is None or e > best:
            best = e
    return best if best is not None else 0


# ---------------------------------------------------------------------------
# A whole match


class IsuriMatch(HiyokoMatch):
    """Rounds until the match's length (a number of rounds or a total)."""

    position_type = IsuriPosition

    def deal(self, dealer: int, round_no: int):
        return IsuriPosition.deal(self.rng, dealer, self.scores, self.options, round_no=round_no)

    def finished(self, out) -> MatchOutcome | None:
        if not out.match_over:
            return None
        return MatchOutcome(out.match_winner, tuple(out.scores), len(self.rounds),
                            "rounds" if self.options.rounds else "target")
