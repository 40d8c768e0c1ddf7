"""A Go-Stop deal in progress: the deal, every turn's captures and their
special cases, the declarations, go and stop, and the outcome.

A turn (the seat to move, :attr:`GoStopPosition.turn`):

1. **The hand card.**  A card played takes a field card of its month (one of
   two, as the player names it; all three of a stuck pile); with none it
   joins the field.  Or a **bomb**: three cards of a month from the hand
   onto the fourth on the field, all four taken, and two spare turns that
   only turn a card up (``flip``).  **Shaking**: playing one of three cards
   of a month held, with none on the field, the player may show the three.
2. **The card turned up** from the stock plays the same way, except when it
   is of the hand card's month:

   * the hand card took nothing (**kiss**, 쪽): both are taken;
   * it took one (**stuck pile**, 뻑): the three stay on the field, together,
     until the fourth takes them (not on the player's last card: then the
     three are taken);
   * it took one of two (**double**, 따닥): all four are taken.

3. **Junk from each other player**: one for a kiss, a double, a bomb, a
   stuck pile taken (two when it was the taker's own) and for a **sweep**
   (the field emptied, not on the last card): ``steals``.
4. The sake cup just taken: its class (option ``cup``).
5. Points at the threshold and more than at the player's last go: **go** or
   **stop** (on the player's last turn, the stop is made for them).

**Bonus cards** (option ``bonus``) are taken as they come: one turned up
from the stock goes to the player, who turns up the next card; one in hand
is played to the player's cards (``X1``), the top card of the stock goes to
their hand, and the turn goes on; one dealt to the field goes to the player
who starts, and the stock's top card takes its place.

The deal ends with a stop (the stopper wins), with four of a month dealt to
a hand (총통, option ``chongtong``), or when the cards run out and nobody
stopped (나가리: nobody wins).

Positions are mutable (push/pop, python-chess style); every push keeps a
snapshot of the state for :meth:`pop`.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

from ...cardset import bits, to_list
from ...deck import ALL_CARDS, FULL_DECK
from ...families import capture as ha
from ...families.capture import MONTH_BITS
from ...families.capture.position import CapturePosition, given_cards
from ...game import IllegalActionError, PositionError
from ...messages import Message
from ...notation import NotationError
from ...rng import Rng
from .actions import (AS_ANIMAL, AS_JUNK, BOMB_ACTIONS, DRAW_ACTIONS, FLIP, GO, PHASE_CUP, PHASE_DECIDE,
                      PHASE_DRAW, PHASE_OVER, PHASE_PLAY, PHASES, PLAY_TABLE, SHAKE_ACTIONS, STOP, GoStopAction)
from .cards import BONUS, CUP_BIT, SAKE_CUP, check_deck, deck_cards, steal_order
from .options import DEFAULT_OPTIONS, GoStopOptions
from .outcome import GoStopOutcome
from .scoring import Payment, card_points, settle

DEAL_SIZES = {2: (10, 8), 3: (7, 6)}
"""Seats -> (cards in each hand, cards on the field)."""

_NO_PILE = -2  # stuck[m]: no stuck pile of month m on the field
_DEALT_PILE = -1  # three of the month dealt to the field: taking them takes no junk


@dataclass
class _Turn:
    """What the turn in progress keeps between its actions: the hand card's
    month (a bit set, 0 for a bomb's flip), how many field cards of it there
    were, the hand card, the cards it takes once the card turned up is known,
    junk owed by each other player, whether the sake cup was taken."""

    month: int = 0
    matched: int = 0
    card: int = -1
    taking: int = 0
    steals: int = 0
    took_cup: bool = False

    def copy(self) -> "_Turn":
        return _Turn(self.month, self.matched, self.card, self.taking, self.steals, self.took_cup)


class GoStopPosition(CapturePosition):
    """A Go-Stop deal (see the module notes).

    State: ``seats``; ``hands``, ``captured`` and ``tokens`` (a bomb's spare
    turns) per seat; ``field`` (a bit set) and ``stuck`` (per month, the seat
    that made the stuck pile on the field, -1 for three dealt, -2 none);
    ``draw`` (the stock, its top *last*); ``turn``, ``phase``, ``pending``
    (the card turned up that waits for its target); ``gos``, ``go_points``
    (the points at each seat's last go, -1 before any) and ``go_order`` (the
    seats by their last go, the latest last); ``shakes`` (shakes and bombs
    per seat); ``cup_junk`` (the sake cup counts as double junk) and
    ``cup_set`` (its class chosen); ``events`` (``(seat, what)`` in order:
    ``kiss``, ``ppeok``, ``ttadak``, ``sweep``, ``pile``, ``shake``,
    ``bomb``, ``steal``); ``ended`` (``(reason, winner)`` once over);
    ``dealer``, ``round_no``, ``scores`` (before this deal), ``carried``
    (the factor of the deals before it that nobody won), ``rules``.
    """

    __slots__ = ("seats", "hands", "field", "draw", "captured", "tokens", "turn", "phase", "pending", "dealer",
                 "round_no", "scores", "redeals", "rules", "carried", "stuck", "gos", "go_points", "go_order",
                 "shakes", "cup_junk", "cup_set", "events", "ended", "_turn")

    illegal_error = IllegalActionError
    action_type = GoStopAction
    phases = PHASES

    # -- construction ----------------------------------------------------------

    @classmethod
    def deal(cls, rng: Rng | int | str | None = None, dealer: int = 0, seats: int = 2,
             rules: GoStopOptions = DEFAULT_OPTIONS, scores: Sequence[int] | None = None,
             round_no: int = 1, carried: int = 1) -> "GoStopPosition":
        """Shuffle and deal: each hand and the field (:data:`DEAL_SIZES`), the
        rest the stock.  Four of a month on the field, or in a hand when the
        ``chongtong`` option redeals, voids the deal (``redeals`` counts)."""
        if not isinstance(rng, Rng):
            rng = Rng(rng)
        if seats not in DEAL_SIZES:
            raise ValueError(f"Go-Stop is played by 2 or 3 players, not {seats!r}")
        if dealer not in range(seats):
            raise ValueError(f"the dealer is a seat from 0 to {seats - 1}, got {dealer!r}")
        per_hand, on_field = DEAL_SIZES[seats]
        redeals = 0
        while True:
            deck = bits(deck_cards(rules.bonus))
            rng.shuffle(deck)
            hands = [_mask(deck[p * per_hand:(p + 1) * per_hand]) for p in range(seats)]
            fld = _mask(deck[seats * per_hand:seats * per_hand + on_field])
            stock = deck[seats * per_hand + on_field:]  # its first card is turned up first
            bonus = fld & BONUS  # bonus cards dealt to the field: replaced from the stock
            fld ^= bonus
            while fld.bit_count() < on_field:
                c = stock.pop(0)
                if 1 << c & BONUS:
                    bonus |= 1 << c
                else:
                    fld |= 1 << c
            if not ha.full_months(fld) and not (rules.chongtong == "redeal" and any(map(ha.full_months, hands))):
                break
            redeals += 1
        first = dealer if rules.first_player == "dealer" else (dealer + 1) % seats
        pos = cls(seats, hands, fld, stock[::-1], first, dealer, rules, scores, round_no, carried)
        pos.captured[first] = bonus
        pos.redeals = redeals
        return pos

    @classmethod
    def from_deal(cls, hands: Sequence, field, draw_order, dealer: int = 0, rules: GoStopOptions = DEFAULT_OPTIONS,
                  captured: Sequence | None = None, first: int | None = None) -> "GoStopPosition":
        """A deal from explicit cards (lessons, puzzles, tests): ``hands`` one
        card list per seat (texts such as ``"1B 3R"``, or bit sets), ``field``,
        ``draw_order`` the stock in the order its cards are turned up (the
        first is the top), ``captured`` the cards each seat already holds
        (default none), ``first`` the seat to play (default as the rules say).
        Three of a month on the field are a pile dealt; four of a month, or a
        card given twice, a bonus card on the field or one the rules leave
        out of the deck (option ``bonus``), raise :class:`PositionError`."""
        seats = len(hands)
        if seats not in DEAL_SIZES:
            raise PositionError(f"give 2 or 3 hands, not {seats}")
        hand_bits = [given_cards(h, f"hand {i + 1}", bonus=True) for i, h in enumerate(hands)]
        fld = given_cards(field, "field", bonus=True)
        try:
            order = to_list(draw_order, bonus=True)
        except (NotationError, ValueError) as e:
            raise PositionError(f"stock: {e}") from None
        caps = [given_cards(c, f"captured {i + 1}", bonus=True) for i, c in enumerate(captured or [0] * seats)]
        seen = 0
        for m in hand_bits + [fld, _mask(order)] + caps:
            if seen & m:
                raise PositionError(f"a card is given twice: {' '.join(ALL_CARDS[c].code for c in bits(seen & m))}")
            seen |= m
        check_deck(seen, fld, rules.bonus)
        if ha.full_months(fld):
            raise PositionError("four cards of a month on the field: such a deal is dealt again")
        if first is None:
            first = dealer if rules.first_player == "dealer" else (dealer + 1) % seats
        pos = cls(seats, hand_bits, fld, order[::-1], first, dealer, rules)
        pos.captured = caps
        pos.check_stock()
        return pos

    def check_stock(self) -> None:
        """Raise :class:`PositionError` unless the stock holds one card for each
        turn left and one more for each bonus card in a hand or in the stock
        (every turn turns one up and every bonus card is replaced, so a deal
        always does)."""
        turns = sum(self.turns_left(q) for q in range(self.seats))
        bonus = sum((h & BONUS).bit_count() for h in self.hands) + sum(1 << c & BONUS != 0 for c in self.draw)
        if len(self.draw) != turns + bonus:
            more = f" and one for each bonus card in a hand or in the stock ({bonus})" if bonus else ""
            raise PositionError(f"the stock must hold one card for each turn left ({turns}: the cards in the "
                                f"hands and the spare turns){more}, not {len(self.draw)}")

    def __init__(self, seats: int, hands: Sequence[int], fld: int, draw: Sequence[int], first: int, dealer: int,
                 rules: GoStopOptions = DEFAULT_OPTIONS, scores: Sequence[int] | None = None, round_no: int = 1,
                 carried: int = 1):
        """A deal as dealt: ``hands`` (bit sets), the field, the stock
        (``draw``, its top last), the seat to play first."""
        self.seats = seats
        self.hands = list(hands)
        self.field = fld
        self.draw = list(draw)
        self.captured = [0] * seats
        self.tokens = [0] * seats
        self.turn = first
        self.phase = PHASE_PLAY
        self.pending = None
        self.dealer = dealer
        self.round_no = round_no
        self.scores = tuple(scores) if scores is not None else (0,) * seats
        self.redeals = 0
        self.rules = rules
        self.carried = carried
        self.stuck = tuple(_DEALT_PILE if (fld >> (4 * m) & 15).bit_count() == 3 else _NO_PILE for m in range(12))
        self.gos = (0,) * seats
        self.go_points = (-1,) * seats
        self.go_order = ()
        self.shakes = (0,) * seats
        self.cup_junk = rules.sake_cup == "junk"
        self.cup_set = rules.sake_cup != "choice"
        self.events = ()
        self.ended = None
        self._turn = _Turn()
        self._stack = []
        if rules.chongtong == "win":
            for q in [(first + i) % seats for i in range(seats)]:
                if ha.full_months(hands[q]):
                    self.ended = ("chongtong", q)
                    self.phase = PHASE_OVER
                    break

    def _copy_rest(self, pos) -> None:
        pos.seats = self.seats
        pos.tokens = list(self.tokens)
        pos.rules = self.rules
        pos.carried = self.carried
        pos.stuck = self.stuck
        pos.gos = self.gos
        pos.go_points = self.go_points
        pos.go_order = self.go_order
        pos.shakes = self.shakes
        pos.cup_junk = self.cup_junk
        pos.cup_set = self.cup_set
        pos.events = self.events
        pos.ended = self.ended
        pos._turn = self._turn.copy()

    def _key(self) -> tuple:
        return (self.seats, tuple(self.hands), self.field, tuple(self.draw), tuple(self.captured),
                tuple(self.tokens), self.turn, self.phase, self.pending, self.dealer, self.round_no,
                self.scores, self.stuck, self.gos, self.go_points, self.go_order, self.shakes,
                self.cup_junk, self.cup_set, self.ended, self.carried, self.rules, self.turn_so_far)

    # -- reading ---------------------------------------------------------------

    @property
    def threshold(self) -> int:
        return self.rules.threshold_for(self.seats)

    def points(self, seat: int) -> int:
        """The points of ``seat``'s captured cards now."""
        return card_points(self.captured[seat], self.cup_junk, self.rules).total

    def turns_left(self, seat: int) -> int:
        """How many more turns ``seat`` has this deal (hand cards and a bomb's spare turns)."""
        return self.hands[seat].bit_count() + self.tokens[seat]

    def is_over(self) -> bool:
        return self.ended is not None

    @property
    def turn_so_far(self) -> tuple[int, bool]:
        """In the middle of a turn: the junk each other player owes, and
        whether the sake cup was taken this turn."""
        return self._turn.steals, self._turn.took_cup

    def resume_turn(self, steals: int, took_cup: bool) -> None:
        """Set :attr:`turn_so_far` (a position read from its text)."""
        self._turn = _Turn(steals=steals, took_cup=took_cup)

    # -- legal actions -----------------------------------------------------------

    def legal_actions(self) -> list[GoStopAction]:
        """Every legal action, in a fixed order: the plays by hand card (deck
        order, targets in deck order), then shakes, bombs and a spare turn's
        flip; the targets of the card turned up; the sake cup's classes; go
        and stop.  Empty once the deal is over."""
        ph = self.phase
        if ph == PHASE_PLAY:
            p = self.turn
            hand, fld, rules = self.hands[p], self.field, self.rules
            out = PLAY_TABLE.hand_plays(hand & FULL_DECK, fld)
            if hand & BONUS:
                out += [PLAY_TABLE.play[c] for c in bits(hand & BONUS)]
            for m in range(12):
                held = hand >> (4 * m) & 15
                if held.bit_count() == 3:
                    on = (fld >> (4 * m) & 15).bit_count()
                    low = 4 * m + (held & -held).bit_length() - 1
                    if on == 0 and rules.shaking:
                        out += [SHAKE_ACTIONS[c] for c in bits(hand & MONTH_BITS[low])]
                    elif on == 1 and rules.bomb:
                        out.append(BOMB_ACTIONS[low])
            if self.tokens[p]:
                out.append(FLIP)
            return out
        if ph == PHASE_DRAW:
            return [DRAW_ACTIONS[t] for t in bits(self.field & MONTH_BITS[self.pending])]
        if ph == PHASE_CUP:
            return [AS_ANIMAL, AS_JUNK]
        if ph == PHASE_DECIDE:
            return [GO, STOP]
        return []

    def normalize(self, action) -> GoStopAction:
        """``action`` (a text or an action) as the legal list writes it: a bomb
        named by any of its three cards is named by the lowest; a play naming a
        target it cannot choose (one or three of its month on the field) is
        the bare play."""
        a = self._read_action(action)
        if a.card is not None and a.card >= 48 or a.target is not None and a.target >= 48:
            return a  # a bonus card: no month to read
        if a.kind == "bomb" and a.card is not None and self.phase == PHASE_PLAY:
            held = self.hands[self.turn] & MONTH_BITS[a.card]
            if held >> a.card & 1 and held.bit_count() == 3:
                return BOMB_ACTIONS[(held & -held).bit_length() - 1]
        if a.kind == "play" and a.target is not None and self.phase == PHASE_PLAY:
            on = self.field & MONTH_BITS[a.card]
            if on.bit_count() != 2 and on >> a.target & 1:  # a redundant target is accepted
                return PLAY_TABLE.play[a.card]
        return a

    def _check_action(self, action):
        return self.normalize(action)

    def _why_illegal(self, action: GoStopAction, legal: list) -> Message:
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

    def push_unchecked(self, action: GoStopAction) -> None:
        self._stack.append((action, self._snapshot()))
        kind = action.kind
        if kind in ("play", "shake", "bomb", "flip"):
            self._hand_part(action)
        elif kind == "draw":
            self._take_turned_up(self.pending, action.target)
        elif kind in ("animal", "junk"):
            self.cup_junk = kind == "junk"
            self.cup_set = True
            self._after_cup()
        elif kind == "go":
            p = self.turn
            self.gos = _with(self.gos, p, self.gos[p] + 1)
            self.go_points = _with(self.go_points, p, self.points(p))
            self.go_order = tuple(q for q in self.go_order if q != p) + (p,)
            self._next_turn()
        elif kind == "stop":
            self.ended = ("stop", self.turn)
            self.phase = PHASE_OVER
        else:  # pragma: no cover - the kinds are fixed
            self._stack.pop()
            raise ValueError(f"unknown action kind {kind!r}")

    def _snapshot(self) -> tuple:
        return (tuple(self.hands), self.field, tuple(self.draw), tuple(self.captured), tuple(self.tokens),
                self.turn, self.phase, self.pending, self.stuck, self.gos, self.go_points, self.go_order,
                self.shakes, self.cup_junk, self.cup_set, self.events, self.ended, self._turn.copy())

    def records(self) -> list[tuple]:
        """What each action of the deal did, in order (the move log):
        ``(action, seat, taken, turned_up, events)``: the cards the seat took
        with it (junk taken from others included), the card turned up from the
        stock (None if none), the events it caused (``(seat, what)``)."""
        out = []
        states = [s for _, s in self._stack] + [self._snapshot()]
        for (action, before), after in zip(self._stack, states[1:]):
            seat = before[5]
            taken = after[3][seat] & ~before[3][seat]
            # The cards the action took from the stock, the first first: bonus cards
            # (taken) and the card turned up; a bonus card played takes one to the hand, unseen.
            off_stock = before[2][len(after[2]):][::-1]
            turned = None if action.card is not None and 1 << action.card & BONUS else next(
                (c for c in off_stock if not 1 << c & BONUS), None)
            out.append((action, seat, taken, turned, after[15][len(before[15]):]))
        return out

    def pop(self) -> GoStopAction:
        """Undo the last action, restoring the position exactly.  Returns the action."""
        if not self._stack:
            raise IndexError("nothing to undo")
        action, s = self._stack.pop()
        (hands, self.field, draw, captured, tokens, self.turn, self.phase, self.pending, self.stuck, self.gos,
         self.go_points, self.go_order, self.shakes, self.cup_junk, self.cup_set, self.events, self.ended,
         turn) = s
        self.hands, self.draw, self.captured, self.tokens = list(hands), list(draw), list(captured), list(tokens)
        self._turn = turn
        return action

    def _event(self, seat: int, what: str) -> None:
        self.events += ((seat, what),)

    def _capture(self, seat: int, cards: int) -> None:
        self.captured[seat] |= cards
        if cards & CUP_BIT:
            self._turn.took_cup = True

    def _take_pile(self, seat: int, month_index: int) -> None:
        """A stuck pile taken: junk from each other player by who made it."""
        maker = self.stuck[month_index]
        if maker >= 0:
            self._turn.steals += self.rules.own_pile if maker == seat else 1
            self._event(seat, "pile")
        self.stuck = _with(self.stuck, month_index, _NO_PILE)

    def _hand_part(self, a: GoStopAction) -> None:
        p = self.turn
        t = self._turn = _Turn()
        kind = a.kind
        if kind == "flip":
            self.tokens[p] -= 1
        elif kind == "bomb":
            m = MONTH_BITS[a.card]
            held = self.hands[p] & m
            self.hands[p] ^= held
            on = self.field & m
            self.field ^= on
            self._capture(p, held | on)
            self.tokens[p] += 2
            self.shakes = _with(self.shakes, p, self.shakes[p] + 1)
            t.steals += 1
            self._event(p, "bomb")
        elif 1 << a.card & BONUS:  # a bonus card: to the player's cards, the stock's top card to the hand
            self.hands[p] ^= 1 << a.card
            self._capture(p, 1 << a.card)
            self._event(p, "bonus")
            if self.draw:
                self.hands[p] |= 1 << self.draw.pop()
            return
        else:
            c = a.card
            if kind == "shake":
                self.shakes = _with(self.shakes, p, self.shakes[p] + 1)
                self._event(p, "shake")
            self.hands[p] ^= 1 << c
            m = MONTH_BITS[c]
            on = self.field & m
            k = on.bit_count()
            t.month, t.matched, t.card = m, k, c
            if k == 0:
                self.field |= 1 << c
            elif k == 1:
                t.taking = on | 1 << c
            elif k == 2:
                t.taking = 1 << a.target | 1 << c
            else:  # the three of a stuck pile (or dealt): all four
                self.field ^= on
                self._capture(p, on | 1 << c)
                self._take_pile(p, c // 4)
        self._turn_up()

    def _last_card(self, seat: int) -> bool:
        return self.hands[seat] == 0 and self.tokens[seat] == 0

    def _turn_up(self) -> None:
        """Turn the top card of the stock up and play it."""
        p, t = self.turn, self._turn
        d = self.draw.pop()
        while 1 << d & BONUS and self.draw:  # a bonus card: taken, and the next card turned up
            self._capture(p, 1 << d)
            self._event(p, "bonus")
            d = self.draw.pop()
        bit = 1 << d
        if t.month and bit & t.month:  # the hand card's month
            if t.matched == 0:  # kiss: the hand card and this one
                self.field &= ~(1 << t.card)
                self._capture(p, 1 << t.card | bit)
                t.steals += 1
                self._event(p, "kiss")
            elif t.matched == 1:
                if self._last_card(p):  # the last card makes no stuck pile: the three are taken
                    self.field &= ~t.taking
                    self._capture(p, t.taking | bit)
                else:  # a stuck pile: the three stay together
                    self.field |= t.taking | bit
                    self.stuck = _with(self.stuck, t.card // 4, p)
                    self._event(p, "ppeok")
            else:  # a double: all four
                self.field &= ~t.month
                self._capture(p, t.month)
                t.steals += 1
                self._event(p, "ttadak")
            t.taking = 0
            return self._end_turn()
        if t.taking:
            self.field &= ~t.taking
            self._capture(p, t.taking)
            t.taking = 0
        on = self.field & MONTH_BITS[d]
        k = on.bit_count()
        if k == 0:
            self.field |= bit
        elif k == 1:
            self.field ^= on
            self._capture(p, on | bit)
        elif k == 2:
            self.pending = d
            self.phase = PHASE_DRAW
            return None
        else:
            self.field ^= on
            self._capture(p, on | bit)
            self._take_pile(p, d // 4)
        return self._end_turn()

    def _take_turned_up(self, d: int, target: int) -> None:
        """The card turned up, ``d``, takes ``target`` (one of two of its month)."""
        p = self.turn
        self.field &= ~(1 << target)
        self._capture(p, 1 << target | 1 << d)
        self.pending = None
        self.phase = PHASE_PLAY
        self._end_turn()

    def _end_turn(self) -> None:
        p, t, rules = self.turn, self._turn, self.rules
        if not self.field and not self._last_card(p):
            t.steals += 1
            self._event(p, "sweep")
        if t.steals and rules.steals:
            for q in range(self.seats):
                if q != p:
                    for c in steal_order(self.captured[q], self.cup_junk)[:t.steals]:
                        self.captured[q] &= ~(1 << c)
                        self.captured[p] |= 1 << c
                        self._event(p, "steal")
        if t.took_cup and not self.cup_set and self.captured[p] & CUP_BIT:
            self.phase = PHASE_CUP
            return
        self._after_cup()

    def _after_cup(self) -> None:
        p = self.turn
        pts = self.points(p)
        if pts >= self.threshold and pts > self.go_points[p]:
            if self._last_card(p):  # no turn left to go on: the stop is made
                self.ended = ("stop", p)
                self.phase = PHASE_OVER
            else:
                self.phase = PHASE_DECIDE
            return
        self._next_turn()

    def _next_turn(self) -> None:
        q = (self.turn + 1) % self.seats
        self.phase = PHASE_PLAY
        if self._last_card(q):  # every seat has played its cards: nobody stopped
            self.ended = ("nagari", None)
            self.phase = PHASE_OVER
            return
        self.turn = q

    # -- the end ---------------------------------------------------------------

    def outcome(self) -> GoStopOutcome | None:
        """The result of the deal, or None while it goes on."""
        if self.ended is None:
            return None
        reason, w = self.ended
        rules, seats = self.rules, self.seats
        final = self.round_no >= rules.deals
        if reason == "nagari":
            return GoStopOutcome(reason, None, (0,) * seats, self.scores, self.dealer, None, (),
                                 self.carried * 2 if rules.nagari else 1, final)
        if reason == "chongtong":
            amount = self.threshold * self.carried
            payments = tuple(Payment(q, amount, ()) for q in range(seats) if q != w)
            settlement = None
        else:
            settlement = settle(w, self.captured, self.cup_junk, self.gos, self.go_order, self.shakes[w],
                                self.carried, rules)
            payments = settlement.payments
        pts = [0] * seats
        for pay in payments:
            pts[pay.loser] -= pay.amount
            pts[w] += pay.amount
        scores = tuple(s + d for s, d in zip(self.scores, pts))
        return GoStopOutcome(reason, w, tuple(pts), scores, w, settlement, payments, 1, final)

    # -- texts -------------------------------------------------------------------

    def to_text(self) -> str:
        from .notation import position_text

        return position_text(self)

    @classmethod
    def from_text(cls, text: str) -> "GoStopPosition":
        from .notation import read_position

        return read_position(cls, text)



def _mask(cards) -> int:
    m = 0
    for c in cards:
        m |= 1 << c
    return m


def _with(values: tuple, i: int, value) -> tuple:
    return values[:i] + (value,) + values[i + 1:]
