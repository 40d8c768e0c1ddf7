"""An Isuri round (:class:`IsuriPosition`): Hiyoko's position with the
payments, the pot and the discards of three to six cards of one month,
through Hiyoko's variant hooks; its position text adds the round, the pot and
the payments (:data:`POSITION_FIELDS`)."""

from __future__ import annotations

from itertools import combinations
from typing import Sequence

from ...cardset import bits as _bits
from ...families.shedding.months import month_list, next_months
from ...families.shedding.notation import notation_fields
from ...families.shedding.words import clauses
from ...game import PositionError
from ...messages import Message, msg, msg_in
from ...notation import is_number_text
from ..hiyoko import notation as hiyoko_notation
from ..hiyoko.actions import HiyokoAction
from ..hiyoko.measure import wild_worth
from ..hiyoko.position import HiyokoPosition
from ..hiyoko.words import card_text, months_text
from .cards import ISURI_DECK, ISURI_WILD_TURNED, ORDER, PASS_COST, SOU_DASHI_BONUS, card_value, card_values
from .options import IsuriOptions
from .outcome import IsuriOutcome

__all__ = ["POSITION_FIELDS", "IsuriPosition"]

# Hiyoko's fields (scores may be negative), then the round, the pot and the payments.
POSITION_FIELDS = notation_fields(
    tuple(name for name, _ in hiyoko_notation.POSITION_FIELDS[:-1])
    + (msg_in("a field of a position in notation", "round"), msg_in("a field of a position in notation", "pot"),
       msg_in("a field of a position in notation", "payments this round"), "options"),
    {**{str(name): text for name, text in hiyoko_notation.POSITION_FIELDS},
     "scores": msg_in("what a field of a position in notation holds (`code` as written)",
                      "the match score before this round, player 1 first: `a,b` (a score may be negative)"),
     "round": msg_in("what a field of a position in notation holds (`code` as written)",
                     "the round being played: `1`, `2`, …"),
     "pot": msg_in("what a field of a position in notation holds (`code` as written)", "the points in the pot"),
     "payments this round": msg_in("what a field of a position in notation holds (`code` as written)",
                                   "what each player has gained (or, below zero, lost) so far this round, "
                                   "player 1 first: `a,b`; with the pot they add up to 0")})
_FIELD_NAMES = tuple(str(name) for name, _ in POSITION_FIELDS)  # the names in English: the fields' keys

_PRINTED = tuple(sum(1 << c for c in range(48) if ORDER.position((c >> 2) + 1) == m) for m in range(1, 13))
"""``_PRINTED[m - 1]``: the cards whose own flower is month ``m`` (a position) of the order."""


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
        values = card_values(self.options)
        v = 0
        for c in cards:
            v += values[c]
        a, b = self.paid
        self.paid = (a + v, b - v) if p == 0 else (a - v, b + v)

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

    def _group_cards(self, hand: int, m: int) -> int:
        """The cards of ``hand`` that may go down together as month ``m`` (a position)."""
        if self.options.several == "printed-only":
            return hand & _PRINTED[m - 1]
        return hand & self.rules.counting_as_month(m)

    def _multis(self, hand: int, top: int, turned: bool) -> list[HiyokoAction]:
        if self.options.several == "off" or hand.bit_count() < 3:
            return []
        out: list[HiyokoAction] = []
        seen: set[int] = set()
        wild = self.rules.is_wild_in_hand
        for m in month_list(next_months(self.rules.top_months(top, turned))):
            group = self._group_cards(hand, m)
            if group.bit_count() < 3:
                continue
            cand = _bits(group)
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
                        out.append(HiyokoAction.multi(group, top=t))
        return out

    def explain_multi(self, action: HiyokoAction, hand: int) -> Message:
        cards = action.cards
        if self.options.several == "off":
            return msg("With the rule option 'Three to six cards of one month at once' set to 'Not allowed', you "
                       "discard one card at a time.")
        if len(cards) < 3:
            return msg("Cards of one month go down together three to six at a time; two is not enough.")
        if len(cards) > 6:  # pragma: no cover - a hand holds six cards at most
            return msg("At most six cards go down together.")
        need = next_months(self.top_months())
        common = need
        for c in cards:
            if self.options.several == "printed-only":
                common &= 1 << (self.rules.own_month(c) - 1)
            else:
                common &= self.rules.hand[c]
        if common:  # pragma: no cover - such a group is legal
            return msg("These cards can go down together.")
        shared = (1 << 12) - 1
        for c in cards:
            shared &= (1 << (self.rules.own_month(c) - 1)) if self.options.several == "printed-only" \
                else self.rules.hand[c]
        if not shared:
            each = [msg("{card} counts as {months}", card=card_text(c), months=months_text(self._months_shown(c)))
                    for c in cards]
            return msg("Cards that go down together must all count as one month, and these do not: {why}.",
                       why=clauses(each))
        return msg("Together these cards count as {months}, but {top}; a group must be of a month that may follow "
                   "({need}).", months=months_text(shared), top=self.top_words(), need=months_text(need))

    def _months_shown(self, c: int) -> int:
        if self.options.several == "printed-only":
            return 1 << (self.rules.own_month(c) - 1)
        return self.rules.hand[c]

    def game_words(self) -> Message:
        return msg_in("a game's name", "Isuri")

    def deck_words(self) -> Message:
        return msg("two Paulownia chaffs are taken out of the deck; only the coloured one stays, as a second "
                   "Phoenix.")

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

    def validate_scores(self) -> None:
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
