"""A Hachi-Hachi round in progress: the deal, the turns, sage and shoubu,
and the outcome.

Three players, seven cards each and six on the field, the other 21 the
draw pile; the dealer plays first and play passes counter-clockwise (to
the next seat).  Four of a month on the field is a misdeal: the cards are
dealt again.  The field dealt sets the round's multiplier (:mod:`.cards`,
option ``fields``) and each hand's dealt yaku (:func:`.yaku.teyaku_of`),
paid at the end of the round.

A turn (the seat to move, :attr:`HachiHachiPosition.turn`):

1. **The hand card** takes a field card of its month (one of two, as the
   player names it; all three when three lie there); with none it joins the
   field.  A player who went on (sage) may instead end the round
   (``cancel``, option ``cancel``).
2. **The card turned up** from the draw pile plays the same way.
3. **A new or better captured yaku**: the player calls ``sage`` (go on) or
   ``shoubu`` (stop: the round ends).  On the round's last turn the stop is
   made for them.

The round ends with a stop, a cancel, or when the cards run out.

Positions are mutable (push/pop, python-chess style); every push keeps a
snapshot of the state for :meth:`pop`.
"""

from __future__ import annotations

from typing import Sequence

from ...cardset import bits, mask as _mask, to_list
from ...deck import ALL_CARDS
from ...families import capture as ha
from ...families.capture import MONTH_BITS
from ...families.capture.position import CapturePosition, given_cards
from ...game import IllegalActionError, PositionError
from ...messages import Message
from ...notation import NotationError
from ...rng import Rng
from .actions import (CANCEL, DRAW_ACTIONS, PHASE_DECIDE, PHASE_DRAW, PHASE_OVER, PHASE_PLAY, PHASES,
                      PLAY_TABLE, SAGE, SHOUBU, HachiHachiAction)
from .cards import card_points, chaff_count, field_multipliers
from .options import DEFAULT_OPTIONS, HachiHachiOptions
from .outcome import HachiHachiOutcome
from .scoring import at_once, net, settle
from .yaku import dekiyaku_value, teyaku_of

SEATS = 3
HAND, FIELD = 7, 6
"""Cards in each hand and on the field."""


def round_multiplier(field: int, carried: Sequence[int], rules: HachiHachiOptions) -> tuple[int, tuple[int, ...]]:
    """The round's multiplier and the multipliers carried to the rounds after
    it, from the field dealt and those carried to this round (option
    ``fields``): with ``carry`` a round with a multiplier carried to it plays
    the first of them and carries the new ones too; otherwise it plays the
    largest of its own, the grand fields first, and carries the others."""
    new = field_multipliers(field)
    if rules.fields == "off":
        return 1, ()
    if rules.fields == "largest":
        return (new[0] if new else 1), ()
    if rules.fields == "stack":
        m = 1
        for x in new:
            m *= x
        return m, ()
    if carried:
        return carried[0], tuple(sorted(carried[1:] + new, reverse=True))
    return (new[0], new[1:]) if new else (1, ())


class HachiHachiPosition(CapturePosition):
    """A Hachi-Hachi round (see the module notes).

    State: ``hands``, ``captured`` per seat; ``field`` (a bit set); ``draw``
    (its top *last*); ``turn``, ``phase``, ``pending`` (the card turned up
    that waits for its target); ``multiplier`` and ``carry`` (the field's,
    and those carried to the next rounds); ``teyaku`` (per seat, the dealt
    yaku paid: ``(key, value)`` pairs); ``decided`` (per seat, the value of
    the captured yaku at their last sage or shoubu); ``sages`` (the seats
    that went on, in the order they first did); ``open_sage`` (per seat:
    went on and made nothing since; the leaflet's overtaking rule reads it);
    ``paid`` (the payments made at once, the leaflet's); ``ended``
    (``(reason, seat)`` once over); ``dealer``, ``round_no``, ``scores``
    (before this round), ``rules``.
    """

    __slots__ = ("seats", "hands", "field", "draw", "captured", "turn", "phase", "pending", "dealer", "round_no",
                 "scores", "redeals", "rules", "multiplier", "carry", "teyaku", "decided", "sages", "open_sage",
                 "paid", "ended")

    illegal_error = IllegalActionError
    action_type = HachiHachiAction
    phases = PHASES

    # -- construction ----------------------------------------------------------

    @classmethod
    def deal(cls, rng: Rng | int | str | None = None, dealer: int = 0, rules: HachiHachiOptions = DEFAULT_OPTIONS,
             scores: Sequence[int] | None = None, round_no: int = 1, carried: Sequence[int] = ()
             ) -> "HachiHachiPosition":
        """Shuffle and deal seven cards to each player and six to the field,
        the rest the draw pile; four of a month on the field deals again
        (``redeals`` counts)."""
        if not isinstance(rng, Rng):
            rng = Rng(rng)
        if dealer not in range(SEATS):
            raise ValueError(f"the dealer is a seat from 0 to {SEATS - 1}, got {dealer!r}")
        redeals = 0
        while True:
            deck = list(range(48))
            rng.shuffle(deck)
            # the dealer deals from the player after them, the dealer last
            order = [(dealer + 1 + i) % SEATS for i in range(SEATS)]
            hands = [0] * SEATS
            for i, p in enumerate(order):
                hands[p] = _mask(deck[i * HAND:(i + 1) * HAND])
            fld = _mask(deck[SEATS * HAND:SEATS * HAND + FIELD])
            if not ha.full_months(fld):
                break
            redeals += 1
        pos = cls(hands, fld, deck[SEATS * HAND + FIELD:][::-1], dealer, rules, scores, round_no, carried)
        pos.redeals = redeals
        return pos

    @classmethod
    def from_deal(cls, hands: Sequence, field, draw_order, dealer: int = 0,
                  rules: HachiHachiOptions = DEFAULT_OPTIONS, captured: Sequence | None = None,
                  first: int | None = None, carried: Sequence[int] = (), dealt: Sequence | None = None
                  ) -> "HachiHachiPosition":
        """A round from explicit cards (lessons, puzzles, tests): ``hands`` one
        card list per seat (texts such as ``"1B 3R"``, or bit sets),
        ``field``, ``draw_order`` the draw pile in the order its cards are
        turned up (the first is the top), ``captured`` the cards each seat
        already holds, ``first`` the seat to play (default the dealer),
        ``dealt`` the hands as dealt, for the dealt yaku (default ``hands``).
        Four of a month on the field, or a card given twice, raise
        :class:`PositionError`."""
        if len(hands) != SEATS:
            raise PositionError(f"give three hands, not {len(hands)}")
        hand_bits = [given_cards(h, f"hand {i + 1}") for i, h in enumerate(hands)]
        fld = given_cards(field, "field")
        try:
            order = to_list(draw_order)
        except (NotationError, ValueError) as e:
            raise PositionError(f"draw pile: {e}") from None
        caps = [given_cards(c, f"captured {i + 1}") for i, c in enumerate(captured or [0] * SEATS)]
        seen = 0
        for m in hand_bits + [fld, _mask(order)] + caps:
            if seen & m:
                raise PositionError(f"a card is given twice: {' '.join(ALL_CARDS[c].code for c in bits(seen & m))}")
            seen |= m
        if ha.full_months(fld):
            raise PositionError("four cards of a month on the field: such a deal is dealt again")
        pos = cls(hand_bits, fld, order[::-1], dealer, rules, carried=carried,
                  dealt=[given_cards(h, f"dealt hand {i + 1}") for i, h in enumerate(dealt)] if dealt else None)
        pos.captured = caps
        if first is not None:
            pos.turn = first
        turns = sum(h.bit_count() for h in hand_bits)
        if len(order) != turns:
            raise PositionError(f"the draw pile must hold one card for each card in the hands ({turns}), "
                                f"not {len(order)}")
        return pos

    def __init__(self, hands: Sequence[int], fld: int, draw: Sequence[int], dealer: int,
                 rules: HachiHachiOptions = DEFAULT_OPTIONS, scores: Sequence[int] | None = None, round_no: int = 1,
                 carried: Sequence[int] = (), dealt: Sequence[int] | None = None):
        """A round as dealt: ``hands`` (bit sets), the field, the draw pile
        (``draw``, its top last); the dealer plays first."""
        self.seats = SEATS
        self.hands = list(hands)
        self.field = fld
        self.draw = list(draw)
        self.captured = [0] * SEATS
        self.turn = dealer
        self.phase = PHASE_PLAY
        self.pending = None
        self.dealer = dealer
        self.round_no = round_no
        self.scores = tuple(scores) if scores is not None else (0,) * SEATS
        self.redeals = 0
        self.rules = rules
        self.multiplier, self.carry = round_multiplier(fld, tuple(carried), rules)
        self.teyaku = tuple(tuple((y.key, v) for y, v in teyaku_of(h, rules)) for h in (dealt or hands))
        self.decided = (0,) * SEATS
        self.sages = ()
        self.open_sage = (False,) * SEATS
        self.paid = ()
        self.ended = None
        self._stack = []

    def _copy_rest(self, pos) -> None:
        pos.seats = self.seats
        pos.rules = self.rules
        pos.multiplier = self.multiplier
        pos.carry = self.carry
        pos.teyaku = self.teyaku
        pos.decided = self.decided
        pos.sages = self.sages
        pos.open_sage = self.open_sage
        pos.paid = self.paid
        pos.ended = self.ended

    def _key(self) -> tuple:
        return (tuple(self.hands), self.field, tuple(self.draw), tuple(self.captured), self.turn, self.phase,
                self.pending, self.dealer, self.round_no, self.scores, self.rules, self.multiplier, self.carry,
                self.teyaku, self.decided, self.sages, self.open_sage, self.paid, self.ended)

    # -- reading ---------------------------------------------------------------

    def card_points(self, seat: int) -> int:
        """The points of ``seat``'s captured cards."""
        return card_points(self.captured[seat])

    def yaku_value(self, seat: int) -> int:
        """The value of ``seat``'s captured yaku now (the rules' unit)."""
        return dekiyaku_value(self.captured[seat], self.rules)

    def is_over(self) -> bool:
        return self.ended is not None

    def can_cancel(self) -> bool:
        """Whether the player to move may end the round (they went on before)."""
        return (self.phase == PHASE_PLAY and self.rules.cancel and self.rules.sage == "fudawiki"
                and self.turn in self.sages and self.ended is None)

    # -- legal actions -----------------------------------------------------------

    def legal_actions(self) -> list[HachiHachiAction]:
        """Every legal action, in a fixed order: the plays by hand card (deck
        order, targets in deck order) and the cancel; the targets of the card
        turned up; sage and shoubu.  Empty once the round is over."""
        ph = self.phase
        if ph == PHASE_PLAY:
            out = PLAY_TABLE.hand_plays(self.hands[self.turn], self.field)
            if self.can_cancel():
                out.append(CANCEL)
            return out
        if ph == PHASE_DRAW:
            return [DRAW_ACTIONS[t] for t in bits(self.field & MONTH_BITS[self.pending])]
        if ph == PHASE_DECIDE:
            return [SAGE, SHOUBU]
        return []

    def normalize(self, action) -> HachiHachiAction:
        """``action`` (a text or an action) as the legal list writes it: a play
        naming a target it cannot choose (one or three of its month on the
        field) is the bare play."""
        a = self._read_action(action)
        if a.kind == "play" and a.target is not None and self.phase == PHASE_PLAY:
            on = self.field & MONTH_BITS[a.card]
            if on.bit_count() != 2 and on >> a.target & 1:
                return PLAY_TABLE.play[a.card]
        return a

    def _why_illegal(self, action: HachiHachiAction, legal: list) -> Message:
        from .words import why_illegal

        return why_illegal(self, action)

    # -- playing -----------------------------------------------------------------

    def push(self, action, check: bool = True) -> None:
        """Play ``action`` (its text or an action), checked: an illegal action
        raises :class:`IllegalActionError` with the reason."""
        a = self.normalize(action)
        if check and a not in self.legal_actions():
            raise IllegalActionError(self.explain_illegal(a) or "That is not a legal action.", a)
        self.push_unchecked(a)

    def push_unchecked(self, action: HachiHachiAction) -> None:
        self._stack.append((action, self._snapshot()))
        kind = action.kind
        p = self.turn
        if kind == "play":
            self._play(p, action.card, action.target)
        elif kind == "draw":
            d, t = self.pending, action.target
            self.field &= ~(1 << t)
            self.captured[p] |= 1 << t | 1 << d
            self.pending = None
            self.phase = PHASE_PLAY
            self._end_turn(p)
        elif kind == "sage":
            if p not in self.sages:
                self.sages += (p,)
            self.open_sage = _with(self.open_sage, p, True)
            self._next_turn()
        elif kind in ("shoubu", "cancel"):
            self.ended = (kind, p)
            self.phase = PHASE_OVER
        else:  # pragma: no cover - the kinds are fixed
            self._stack.pop()
            raise ValueError(f"unknown action kind {kind!r}")

    def _snapshot(self) -> tuple:
        return (tuple(self.hands), self.field, tuple(self.draw), tuple(self.captured), self.turn, self.phase,
                self.pending, self.decided, self.sages, self.open_sage, self.paid, self.ended)

    def records(self) -> list[tuple]:
        """What each action of the round did, in order (the move log):
        ``(action, seat, taken, turned_up)``: the cards the seat took with it,
        the card turned up from the draw pile (None if none)."""
        out = []
        states = [s for _, s in self._stack] + [self._snapshot()]
        for (action, before), after in zip(self._stack, states[1:]):
            seat = before[4]
            taken = after[3][seat] & ~before[3][seat]
            turned = before[2][-1] if len(after[2]) < len(before[2]) else None
            out.append((action, seat, taken, turned))
        return out

    def pop(self) -> HachiHachiAction:
        """Undo the last action, restoring the position exactly.  Returns the action."""
        if not self._stack:
            raise IndexError("nothing to undo")
        action, s = self._stack.pop()
        (hands, self.field, draw, captured, self.turn, self.phase, self.pending, self.decided, self.sages,
         self.open_sage, self.paid, self.ended) = s
        self.hands, self.draw, self.captured = list(hands), list(draw), list(captured)
        return action

    def _play(self, p: int, c: int, target: int | None) -> None:
        self.hands[p] ^= 1 << c
        on = self.field & MONTH_BITS[c]
        k = on.bit_count()
        if k == 0:
            self.field |= 1 << c
        elif k == 2:
            self.field ^= 1 << target
            self.captured[p] |= 1 << target | 1 << c
        else:  # one, or all three
            self.field ^= on
            self.captured[p] |= on | 1 << c
        d = self.draw.pop()
        on = self.field & MONTH_BITS[d]
        k = on.bit_count()
        if k == 2:
            self.pending = d
            self.phase = PHASE_DRAW
            return
        if k:
            self.field ^= on
            self.captured[p] |= on | 1 << d
        else:
            self.field |= 1 << d
        self._end_turn(p)

    def _end_turn(self, p: int) -> None:
        """After both cards of the turn: a new or better captured yaku asks for
        sage or shoubu (made for the player on the round's last turn)."""
        value = dekiyaku_value(self.captured[p], self.rules)
        if value > self.decided[p]:
            if self.rules.sage == "leaflet":
                pays = at_once(p, value, self.decided, self.open_sage, self.multiplier, self.rules)
                self.paid += tuple(pays)
                self.open_sage = (False,) * SEATS
            else:
                self.open_sage = _with(self.open_sage, p, False)
            self.decided = _with(self.decided, p, value)
            if not any(self.hands):
                self.ended = ("shoubu", p)
                self.phase = PHASE_OVER
            else:
                self.phase = PHASE_DECIDE
            return
        self._next_turn()

    def _next_turn(self) -> None:
        self.phase = PHASE_PLAY
        if not any(self.hands):
            self.ended = ("exhausted" if any(self.decided) else "cards", None)
            self.phase = PHASE_OVER
            return
        self.turn = (self.turn + 1) % SEATS

    # -- the end ---------------------------------------------------------------

    def outcome(self) -> HachiHachiOutcome | None:
        """The result of the round, or None while it goes on."""
        if self.ended is None:
            return None
        reason, seat = self.ended
        rules = self.rules
        end = settle(reason, seat, self.decided, self.sages, self.teyaku,
                     [card_points(c) for c in self.captured], [chaff_count(c) for c in self.captured],
                     self.dealer, self.multiplier, rules)
        payments = self.paid + end.payments
        pts = net(payments, SEATS)
        nd = self.dealer if end.special == "alleights" or end.winner is None else end.winner
        return HachiHachiOutcome(reason, end.winner, pts, tuple(s + d for s, d in zip(self.scores, pts)), nd,
                                 self.multiplier, payments, end.special, self.carry,
                                 self.round_no >= rules.rounds)

    # -- texts -------------------------------------------------------------------

    def to_text(self) -> str:
        from .notation import position_text

        return position_text(self)

    @classmethod
    def from_text(cls, text: str) -> "HachiHachiPosition":
        from .notation import read_position

        return read_position(cls, text)



def _with(values: tuple, i: int, value) -> tuple:
    return values[:i] + (value,) + values[i + 1:]
