"""A Sakura round in progress: the deal, the turns with the Lightning and hiki,
the end of the round and its scores (Fudawiki's rules; the options of
:mod:`.options` for the others).

Two to seven players (:data:`.cards.DEAL_SIZES`); the dealer plays first and
play passes counter-clockwise (to the next seat).  Four of a month dealt to
the field go to the dealer.  Each player takes as many turns as a hand
holds; a player whose hand is empty (after a hiki) only turns a card up.

A turn (the seat to move, :attr:`SakuraPosition.turn`):

1. **The hand card** takes a field card of its month (one of two, as the
   player names it; all three when three lie there), or stays on the field.
   **The Lightning** (Gaji) takes any field card the player names, or stays
   on an empty field.  Aimed at a card whose month another player can take
   whole (hiki), it is blocked: that player takes the four at once, and the
   Lightning takes another card or stays on the field (Fudawiki; option
   ``blocked-gaji=hand``: it goes back to the hand and the player plays
   again).  Or **hiki**: with all four cards of a month in the
   hand and on the field, the player takes the four instead (option
   ``hiki=declared``).  With an empty hand: ``flip``, the card turned up only.
2. **The card turned up** from the draw pile plays the same way; the
   Lightning turned up is wild too (option ``drawn-gaji``).

At the end, the field's cards of the month the Lightning took go to its
player's side (option ``leftovers``).  Positions are mutable (push/pop);
every push keeps a snapshot for :meth:`pop`.
"""

from __future__ import annotations

from typing import Sequence

from ...cardset import bits, to_list, to_mask
from ...deck import CARDS
from ...families.capture import MONTH_BITS
from ...families.capture.position import CapturePosition, given_cards
from ...game import IllegalActionError, PositionError
from ...messages import Message, msg
from ...names import card_name
from ...notation import NotationError
from ...rng import Rng
from .actions import (FLIP, HIKI, PHASE_DRAW, PHASE_GAJI, PHASE_OVER, PHASE_PLAY, PHASES, PLAY_TABLE, WILLOW,
                      SakuraAction)
from .cards import DEAL_SIZES, GAJI
from .options import DEFAULT_OPTIONS, SakuraOptions
from .outcome import SakuraOutcome
from .yaku import round_scores, round_victories

def teams_of(seats: int, rules: SakuraOptions) -> tuple[tuple[int, ...], ...] | None:
    """The teams at a table of ``seats`` (None: everyone alone): partners in
    teams of two sit opposite, teams of three alternate (Fudawiki)."""
    if rules.teams == "pairs" and seats in (4, 6):
        half = seats // 2
        return tuple((p, p + half) for p in range(half))
    if rules.teams == "threes" and seats == 6:
        return ((0, 2, 4), (1, 3, 5))
    return None


class SakuraPosition(CapturePosition):
    """A Sakura round (see the module notes).

    State: ``seats``; ``hands`` per seat, ``captured`` per side (a team shares
    one: :meth:`side`); ``field``; ``draw`` (its top *last*); ``turns`` (the
    turns each seat has left); ``turn``, ``phase``, ``pending`` (the card
    turned up that waits for its target); ``gaji`` (``(seat, month)`` once
    the Lightning has taken a card, else None); ``dealer``, ``round_no``,
    ``scores`` (before this round), ``rules``.
    """

    __slots__ = ("seats", "hands", "field", "draw", "captured", "turns", "turn", "phase", "pending", "dealer",
                 "round_no", "scores", "redeals", "rules", "gaji", "teams", "ended", "aside")

    wild = True
    """The Lightning played from the hand takes any field card (as Koi-Koi's
    position says when its option makes it wild)."""

    illegal_error = IllegalActionError
    action_type = SakuraAction
    phases = PHASES

    @classmethod
    def deal(cls, rng: Rng | int | str | None = None, dealer: int = 0, seats: int = 3,
             rules: SakuraOptions = DEFAULT_OPTIONS, scores: Sequence[int] | None = None,
             round_no: int = 1) -> "SakuraPosition":
        """Shuffle and deal (:data:`.cards.DEAL_SIZES`; ten cards a hand at two
        players with option ``two-hand=10``), the rest the draw pile."""
        if not isinstance(rng, Rng):
            rng = Rng(rng)
        if seats not in DEAL_SIZES:
            raise ValueError(f"Sakura is played by 2 to 7 players, not {seats!r}")
        if dealer not in range(seats):
            raise ValueError(f"the dealer is a seat from 0 to {seats - 1}, got {dealer!r}")
        per_hand, on_field = DEAL_SIZES[seats]
        if seats == 2:
            per_hand = rules.two_player_hand
        deck = list(range(48))
        rng.shuffle(deck)
        hands = [to_mask(deck[i * per_hand:(i + 1) * per_hand]) for i in range(seats)]
        fld = to_mask(deck[seats * per_hand:seats * per_hand + on_field])
        pos = cls(hands, fld, deck[seats * per_hand + on_field:][::-1], dealer, rules, scores, round_no)
        if rules.gaji_dealt == "discarded" and pos.field >> GAJI & 1:  # the Lightning dealt is put aside
            pos.field ^= 1 << GAJI
            pos.aside = 1 << GAJI
        return pos

    @classmethod
    def from_deal(cls, hands: Sequence, field, draw_order, dealer: int = 0, rules: SakuraOptions = DEFAULT_OPTIONS,
                  captured: Sequence | None = None, first: int | None = None) -> "SakuraPosition":
        """A round from explicit cards (lessons, tests): ``hands`` one card list
        per seat, ``field``, ``draw_order`` the draw pile in the order its cards
        are turned up, ``captured`` per side (default none), ``first`` the seat
        to play (default the dealer).  Each seat has as many turns as its hand
        holds.  A card given twice raises :class:`PositionError`."""
        if len(hands) not in DEAL_SIZES:
            raise PositionError(f"give 2 to 7 hands, not {len(hands)}")
        hand_bits = [given_cards(h, f"hand {i + 1}") for i, h in enumerate(hands)]
        fld = given_cards(field, "field")
        try:
            order = to_list(draw_order)
        except (NotationError, ValueError) as e:
            raise PositionError(f"draw pile: {e}") from None
        caps = [given_cards(c, f"captured {i + 1}") for i, c in enumerate(captured or ())]
        seen = 0
        for m in hand_bits + [fld, to_mask(order)] + caps:
            if seen & m:
                raise PositionError("a card is given twice")
            seen |= m
        pos = cls(hand_bits, fld, order[::-1], dealer, rules)
        for i, c in enumerate(caps):
            pos.captured[i] |= c
        if first is not None:
            pos.turn = first
        return pos

    def __init__(self, hands: Sequence[int], fld: int, draw: Sequence[int], dealer: int,
                 rules: SakuraOptions = DEFAULT_OPTIONS, scores: Sequence[int] | None = None, round_no: int = 1):
        seats = len(hands)
        self.seats = seats
        self.hands = list(hands)
        self.draw = list(draw)
        self.teams = teams_of(seats, rules)
        self.captured = [0] * (len(self.teams) if self.teams else seats)
        self.field = fld
        for m in range(12):  # four of a month dealt to the field: the dealer's (Fudawiki)
            month = fld & (0xF << 4 * m)
            if month.bit_count() == 4:
                self.field ^= month
                self.captured[self._side_of(dealer)] |= month
        self.turns = [h.bit_count() for h in hands]  # a turn for each card dealt to the hand
        self.turn = dealer
        self.phase = PHASE_PLAY
        self.pending = None
        self.dealer = dealer
        self.round_no = round_no
        self.scores = tuple(scores) if scores is not None else (0,) * seats
        self.redeals = 0
        self.rules = rules
        self.gaji = None
        self.ended = False
        self.aside = 0  # the cards out of play: the Lightning dealt to the field and put aside (option)
        self._stack = []

    def _side_of(self, seat: int) -> int:
        if self.teams is None:
            return seat
        return next(i for i, t in enumerate(self.teams) if seat in t)

    def side(self, seat: int) -> int:
        return self._side_of(seat)

    def _copy_rest(self, pos) -> None:
        pos.seats, pos.rules, pos.teams = self.seats, self.rules, self.teams
        pos.turns = list(self.turns)
        pos.gaji = self.gaji
        pos.ended = self.ended
        pos.aside = self.aside

    def _key(self) -> tuple:
        return (tuple(self.hands), self.field, tuple(self.draw), tuple(self.captured), tuple(self.turns), self.turn,
                self.phase, self.pending, self.dealer, self.round_no, self.scores, self.rules, self.gaji, self.ended)

    def is_over(self) -> bool:
        return self.ended

    # -- legal actions

    def legal_actions(self) -> list[SakuraAction]:
        """The plays by hand card (the Lightning naming any field card), the
        hikis, or ``flip`` with an empty hand; the targets of the card turned up."""
        if self.phase == PHASE_DRAW:
            d = self.pending
            targets = self.field if self._wild(d) else self.field & MONTH_BITS[d]
            return [PLAY_TABLE.draw[t] for t in bits(targets)]
        if self.phase == PHASE_GAJI:
            return [PLAY_TABLE.play_target(GAJI, t) for t in bits(self.field)] + [PLAY_TABLE.play[GAJI]]
        if self.phase != PHASE_PLAY:
            return []
        hand, fld = self.hands[self.turn], self.field
        if not hand:
            return [FLIP]
        out = PLAY_TABLE.hand_plays(hand & ~(1 << GAJI), fld)
        if hand >> GAJI & 1:
            out += [PLAY_TABLE.play_target(GAJI, t) for t in bits(fld)] or [PLAY_TABLE.play[GAJI]]
            out.sort(key=lambda a: (a.card, -1 if a.target is None else a.target))
        if self.rules.hiki == "declared":
            for m in range(12):
                month = 0xF << 4 * m
                held = hand & month
                if held and (hand | fld) & month == month:
                    out.append(HIKI[(held & -held).bit_length() - 1])  # named by its lowest card in hand
        return out

    def _wild(self, d: int) -> bool:
        return d == GAJI and self.rules.drawn_gaji == "wild"

    def normalize(self, action) -> SakuraAction:
        a = self._read_action(action)
        if a.kind == "hiki" and a.card is not None:
            month = MONTH_BITS[a.card] & self.hands[self.turn]
            if month:
                return HIKI[(month & -month).bit_length() - 1]
        if a.kind == "play" and a.target is not None and a.card != GAJI and self.phase == PHASE_PLAY:
            on = self.field & MONTH_BITS[a.card]
            if on.bit_count() != 2 and on >> a.target & 1:
                return PLAY_TABLE.play[a.card]
        return a

    def _why_illegal(self, action, legal) -> Message:
        if self.phase == PHASE_GAJI:
            return msg("Another player took that month whole: the {card} takes another field card, or stays.",
                       card=card_name(CARDS[GAJI]))
        if self.phase == PHASE_DRAW:
            return msg("The card turned up takes a field card first: choose which.")
        if action.kind == "hiki":
            return msg("Hiki takes a month whose four cards are all in your hand and on the field.")
        if action.card is not None and not self.hands[self.turn] >> action.card & 1:
            return msg("That card is not in your hand.")
        return msg("That is not a legal move now.")

    # -- playing

    def push(self, action, check: bool = True) -> None:
        a = self.normalize(action)
        if check and a not in self.legal_actions():
            raise IllegalActionError(self.explain_illegal(a) or "That is not a legal move now.", a)
        self.push_unchecked(a)

    def push_unchecked(self, action: SakuraAction) -> None:
        self._stack.append((action, (tuple(self.hands), self.field, tuple(self.draw), tuple(self.captured),
                                     tuple(self.turns), self.turn, self.phase, self.pending, self.gaji, self.ended)))
        p = self.turn
        s = self._side_of(p)
        k = action.kind
        if k == "draw":
            self._take(p, self.pending, action.target)
            self.pending = None
            self.phase = PHASE_PLAY
            return self._next()
        if k == "hiki":
            month = MONTH_BITS[action.card]
            self.hands[p] &= ~month
            self.field &= ~month
            self.captured[s] |= month
        elif k == "play":
            c, t = action.card, action.target
            if self.phase == PHASE_GAJI:  # the Lightning again, after a hiki took its first target
                self.pending = None
                self.phase = PHASE_PLAY
            else:
                self.hands[p] ^= 1 << c
            if c == GAJI and t is not None and self._blocked(p, t):
                if self.rules.blocked_gaji == "hand":  # back to the hand: the player plays again
                    self.hands[p] |= 1 << GAJI
                    return None
                self.pending = GAJI
                self.phase = PHASE_GAJI
                return None
            self._take(p, c, t)
        self.turns[p] -= 1
        self._turn_up(p)

    def _blocked(self, p: int, target: int) -> bool:
        """The Lightning played by ``p`` at ``target``: another player who holds
        the rest of that month in hand and on the field announces the hiki and
        takes the four at once (Fudawiki; option ``hiki=declared``), the next
        player in the turn order first.  True when that happened."""
        month = MONTH_BITS[target]
        if self.rules.hiki != "declared" or month == WILLOW:
            return False
        for i in range(1, self.seats):
            q = (p + i) % self.seats
            if self.hands[q] & month and (self.hands[q] | self.field) & month == month:
                self.captured[self._side_of(q)] |= month
                self.hands[q] &= ~month
                self.field &= ~month
                return True
        return False

    def _take(self, p: int, c: int, target: int | None) -> None:
        """Card ``c`` (played or turned up) onto the field: it takes ``target``
        (the Lightning, or one of two of its month), all three of its month,
        the one of its month, or stays."""
        s = self._side_of(p)
        if target is not None:
            self.field &= ~(1 << target)
            self.captured[s] |= 1 << target | 1 << c
            if c == GAJI and MONTH_BITS[target] != WILLOW:
                self.gaji = (p, target // 4)
            return
        on = self.field & MONTH_BITS[c]
        if on.bit_count() in (1, 3):
            self.field ^= on
            self.captured[s] |= on | 1 << c
        else:
            self.field |= 1 << c

    def _turn_up(self, p: int) -> None:
        if not self.draw:
            return self._next()
        d = self.draw.pop()
        choices = self.field if self._wild(d) else self.field & MONTH_BITS[d]
        if choices.bit_count() >= 2 and (self._wild(d) or choices.bit_count() == 2):
            self.pending = d
            self.phase = PHASE_DRAW
            return None
        if self._wild(d) and choices:
            self._take(p, d, (choices & -choices).bit_length() - 1)
        else:
            self._take(p, d, None)
        return self._next()

    def _next(self) -> None:
        n = self.seats
        for i in range(1, n + 1):
            q = (self.turn + i) % n
            if self.turns[q] > 0:
                self.turn = q
                return
        self.ended = True
        self.phase = PHASE_OVER

    def records(self) -> list[tuple]:
        """What each action of the round did (the move log): ``(action, seat,
        taken, turned_up)``: the cards the seat's side took with it, the card
        turned up from the draw pile (None if none)."""
        out = []
        states = [s for _, s in self._stack] + [(tuple(self.hands), self.field, tuple(self.draw),
                                                  tuple(self.captured))]
        for (action, before), after in zip(self._stack, states[1:]):
            seat = before[5]
            side = self._side_of(seat)
            taken = after[3][side] & ~before[3][side]
            turned = before[2][-1] if len(after[2]) < len(before[2]) else None
            out.append((action, seat, taken, turned))
        return out

    def pop(self) -> SakuraAction:
        if not self._stack:
            raise IndexError("nothing to undo")
        action, (hands, self.field, draw, captured, turns, self.turn, self.phase, self.pending, self.gaji,
                 self.ended) = self._stack.pop()
        self.hands, self.draw, self.captured, self.turns = list(hands), list(draw), list(captured), list(turns)
        return action

    # -- the end

    def outcome(self) -> SakuraOutcome | None:
        """The round's end: the leftovers given, each side's score, the winners
        and the next dealer (the best side's seat earliest in turn order from
        the dealer, the dealer first)."""
        if not self.ended:
            return None
        piles = list(self.captured)
        if self.gaji is not None and self.rules.gaji_leftovers != "none":
            seat, month = self.gaji
            given = self.field if self.rules.gaji_leftovers == "all" else self.field & (0xF << 4 * month)
            piles[self._side_of(seat)] |= given
        side_scores = round_scores(piles)
        points = tuple(side_scores[self._side_of(p)] for p in range(self.seats))
        best = max(points)
        winners = tuple(p for p in range(self.seats) if points[p] == best)
        order = [(self.dealer + i) % self.seats for i in range(self.seats)]
        scoring, margin, victories = self.rules.match_scoring, 0, None
        if scoring != "points":
            margin, side_wins = round_victories(side_scores, scoring)
            victories = tuple(side_wins[self._side_of(p)] for p in range(self.seats))
        won = points if victories is None else victories
        return SakuraOutcome("played-out", tuple(piles), self.teams, points,
                             tuple(s + d for s, d in zip(self.scores, won)), winners,
                             next(p for p in order if p in winners), self.round_no >= self.rules.rounds,
                             scoring, margin, victories)


    # -- texts

    def to_text(self) -> str:
        from .notation import position_text

        return position_text(self)

    @classmethod
    def from_text(cls, text: str) -> "SakuraPosition":
        from .notation import read_position

        return read_position(cls, text)

