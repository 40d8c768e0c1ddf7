"""The position: a round in progress, its legal actions and their explanations, push and pop."""

from __future__ import annotations

from typing import Sequence

from ...cardset import bits as _bits, index as _index, mask as _mask, to_list as _to_list, to_mask as ha_mask
from ...families import capture as ha
from ...families.capture.position import CapturePosition
from ...families.capture import MONTH_BITS
from ...game import IllegalActionError, PositionError
from ...notation import NotationError, format_cards
from ...rng import Rng
from ...messages import Message, listed, msg, msg_in, sentences
from .cards import (ANIMALS, BRIGHTS, HAND_SIZE, RIBBONS, card_words, cards_words, month_words, months_words, sides_of,
                    triple_months)
from .options import DEFAULT_OPTIONS, HanahudaOptions
from .yaku import Yaku, card_points, score_of, stop_yaku_held, stop_yaku_named, yaku_name, yaku_of
from .actions import HanahudaAction, CONTINUE, DRAW_ACTIONS, FIELD_FIRST, KEEP, PHASES, PHASE_CUT, PHASE_DECIDE, PHASE_DRAW, PHASE_PLAY, PHASE_STOP, PHASE_TRADE, PLAYERS_FIRST, PLAY_ACTIONS, PLAY_TABLE, HanahudaOutcome, STOP, TRADE_ACTIONS
from .notation import position_text, read_position, validate


class HanahudaPosition(CapturePosition):
    """A round in progress (or over).  See the module notes for the rules and the notation."""

    illegal_error = IllegalActionError
    action_type = HanahudaAction
    phases = PHASES

    __slots__ = ("seats", "hands", "field", "draw", "captured", "turn", "phase", "pending", "dealer",
                 "declined", "decided", "round_no", "scores", "options", "redeals", "_out")

    def __init__(self, seats: int, hands, field, draw, captured, turn: int, phase: str = "play",
                 pending=None, dealer: int = 0, declined=None, decided=(), round_no: int = 1,
                 scores=None, options: HanahudaOptions = DEFAULT_OPTIONS, validate: bool = True):
        if seats not in HAND_SIZE:
            raise PositionError(f"Palauan Hanahuda is played by 2, 3 or 4 players, not {seats!r}")
        self.seats = seats
        n_sides = sides_of(seats)
        try:
            self.hands = [ha_mask(h) for h in hands]
            self.field = ha_mask(field)
            self.draw = _to_list(draw)
            self.captured = [ha_mask(c) for c in captured]
            self.pending = None if pending is None else _index(pending)
        except (NotationError, ValueError) as e:
            raise PositionError(str(e)) from None
        if len(self.hands) != seats:
            raise PositionError(f"give one hand per player: {seats} hands, not {len(self.hands)}")
        if len(self.captured) != n_sides:
            raise PositionError(f"give one captured pile per {'team' if seats == 4 else 'player'}: "
                                f"{n_sides}, not {len(self.captured)}")
        if phase not in PHASES:
            raise PositionError(f"the phase is one of {', '.join(PHASES)}, not {phase!r}")
        self.phase = PHASES.index(phase)
        self.turn = turn
        self.dealer = dealer
        self.declined = list(declined) if declined is not None else [0] * n_sides
        self.decided = _mask(decided) if not isinstance(decided, int) else decided
        self.round_no = round_no
        self.scores = tuple(scores) if scores is not None else (0,) * seats
        self.options = options
        self.redeals = 0
        self._stack: list = []
        self._out = False
        if validate:
            self._validate()

    # -- construction --------------------------------------------------------

    @classmethod
    def new_round(cls, rng: Rng | int | str | None, dealer: int, seats: int, scores=None,
                  options: HanahudaOptions = DEFAULT_OPTIONS, round_no: int = 1) -> "HanahudaPosition":
        """A shuffled deck waiting for the cutter's choice (phase ``cut``)."""
        if not isinstance(rng, Rng):
            rng = Rng(rng)
        n = sides_of(seats)
        pos = cls(seats, [0] * seats, 0, (), [0] * n, (dealer + 1) % seats, "cut", dealer=dealer,
                  round_no=round_no, scores=scores, options=options, validate=False)
        pos.draw = ha.shuffled_deck(rng)  # card indices already: nothing to read
        return pos

    def _copy_rest(self, pos: "HanahudaPosition") -> None:
        pos.seats = self.seats
        pos.declined = list(self.declined)
        pos.decided = self.decided
        pos.options = self.options
        pos._out = self._out

    def _key(self) -> tuple:
        return (self.seats, tuple(self.hands), self.field, tuple(self.draw), tuple(self.captured), self.turn,
                self.phase, self.pending, self.dealer, tuple(self.declined), self.decided, self.round_no,
                self.scores, self.options)

    # -- queries ---------------------------------------------------------------

    @property
    def n_sides(self) -> int:
        return len(self.captured)

    def side(self, seat: int) -> int:
        return seat % 2 if self.seats == 4 else seat  # side_of(seat, self.seats), inlined: read at every move

    @property
    def cutter(self) -> int:
        return (self.dealer + 1) % self.seats

    @property
    def hand_size(self) -> int:
        return HAND_SIZE[self.seats]

    def yaku(self, side: int) -> tuple[tuple[Yaku, int], ...]:
        return yaku_of(self.captured[side], self.options)

    def side_score(self, side: int) -> int:
        return score_of(self.captured[side], self.options)

    def stop_held(self, side: int) -> int:
        return stop_yaku_held(self.captured[side])

    def undecided_stop(self, side: int) -> list[Yaku]:
        """The stop-yaku ``side`` holds and has not yet played on after."""
        return stop_yaku_named(self.stop_held(side) & ~self.declined[side])

    def stop_value(self, side: int) -> int:
        """What stopping now would score: the stop-yaku the side holds."""
        return sum(y.points for y in stop_yaku_named(self.stop_held(side)))

    def trade_months(self, seat: int | None = None) -> list[int]:
        """The months ``seat`` may trade from (three or more in hand), in the trade phase."""
        p = self.turn if seat is None else seat
        return triple_months(self.hands[p])

    def unseen(self, seat: int | None = None) -> int:
        """The cards ``seat`` cannot see: the other hands and the draw pile."""
        p = self.turn if seat is None else seat
        seen = self.hands[p] | self.field
        for c in self.captured:
            seen |= c
        if self.pending is not None:
            seen |= 1 << self.pending
        return ((1 << 48) - 1) & ~seen

    # -- the end of the round --------------------------------------------------

    def is_over(self) -> bool:
        ph = self.phase
        if ph == PHASE_STOP:
            return True
        if ph != PHASE_PLAY:
            return False
        if not any(self.hands):
            return True
        return self.options.empty_pile == "end-round" and not self.draw

    def outcome(self) -> HanahudaOutcome | None:
        out = self._out
        if out is False:
            out = self._out = self._outcome() if self.is_over() else None
        return out

    def _outcome(self) -> HanahudaOutcome:
        n, seats, opts = self.n_sides, self.seats, self.options
        side_yaku = [self.yaku(s) for s in range(n)]
        cards = tuple(((c & BRIGHTS).bit_count(), (c & ANIMALS).bit_count(), (c & RIBBONS).bit_count())
                      for c in self.captured)
        stopper = None
        if self.phase == PHASE_STOP:
            stopper = self.turn
            ss = self.side(stopper)
            held = stop_yaku_named(self.stop_held(ss))
            side_yaku = [tuple((y, y.points) for y in held) if s == ss else () for s in range(n)]
            side_points = [sum(p for _, p in ys) for ys in side_yaku]
            reason = "stop"
        elif any(side_yaku):
            side_points = [sum(p for _, p in ys) for ys in side_yaku]
            reason = "yaku"
        elif opts.fallback == "card-points":
            side_points = [card_points(c, opts) for c in self.captured]
            reason = "card-points"
        else:
            side_points = [0] * n
            reason = "no-yaku"
        points = tuple(side_points[self.side(p)] for p in range(seats))
        scores = tuple(s + x for s, x in zip(self.scores, points))
        if stopper is not None:
            nd = stopper
        else:
            nd = self._lowest(side_points)
        return HanahudaOutcome(reason, points, scores, tuple(side_points),
                            tuple(tuple((y.key, y.name, p) for y, p in ys) for ys in side_yaku),
                            cards, stopper, nd, opts.target, seats, opts.ribbon_points)

    def _lowest(self, side_points: Sequence[int]) -> int:
        """Who deals next: the lowest scorer of the round (see the rule notes for ties and teams)."""
        low = min(side_points)
        seats = self.seats
        start = self.dealer
        if seats == 4 and self.options.team_dealer == "next":
            start = self.dealer + 1
        for k in range(seats):
            p = (start + k) % seats
            if side_points[self.side(p)] == low:
                return p
        return self.dealer  # pragma: no cover

    # -- legal actions -----------------------------------------------------------

    def legal_actions(self) -> list[HanahudaAction]:
        ph = self.phase
        if ph == PHASE_PLAY:
            if self.is_over():
                return []
            return PLAY_TABLE.hand_plays(self.hands[self.turn], self.field)
        if ph == PHASE_DRAW:
            return [DRAW_ACTIONS[t] for t, _ in ha.capture_choices(self.pending, self.field)]
        if ph == PHASE_DECIDE:
            return [STOP, CONTINUE]
        if ph == PHASE_TRADE:
            hand = self.hands[self.turn]
            out = []
            for m in triple_months(hand):
                out += [TRADE_ACTIONS[c] for c in _bits(hand & ha.MONTH_BITS[(m - 1) * 4])]
            out.append(KEEP)
            return out
        if ph == PHASE_CUT:
            return [FIELD_FIRST, PLAYERS_FIRST]
        return []

    def normalize(self, action: "HanahudaAction | str") -> HanahudaAction:
        """The canonical action: a target named where there is no choice is dropped."""
        if isinstance(action, str):
            action = HanahudaAction.parse(action)
        if action.kind == "play" and action.target is not None and self.phase == PHASE_PLAY:
            m = self.field & MONTH_BITS[action.card]
            if m >> action.target & 1 and m.bit_count() != 2 and self.hands[self.turn] >> action.card & 1:
                return PLAY_ACTIONS[action.card]
        return action

    def _why_illegal(self, action: HanahudaAction, legal: list[HanahudaAction]) -> Message:
        ph, kind = self.phase, action.kind
        if ph == PHASE_CUT:
            return msg("First the cards are dealt. You cut the deck, so you choose where the dealer deals first: "
                       "to the field or to the players.")
        if ph == PHASE_TRADE:
            months = months_words(self.trade_months())
            if kind == "trade" and action.card is not None:
                c = action.card
                if not self.hands[self.turn] >> c & 1:
                    return msg("You don't have {card} in your hand.", card=card_words(c))
                return msg("You may only trade a card of a month you hold three of ({months}); {card} is not one.",
                           months=months, card=card_words(c))
            return msg("Before the first card is played: you hold three {months} cards, so you may trade one of "
                       "them for the top card of the draw pile (click it), or keep your hand.", months=months)
        if ph == PHASE_DECIDE:
            names = listed([msg_in("a yaku and its points", "{yaku} ({points})", yaku=yaku_name(y), points=y.points)
                            for y in self.undecided_stop(self.side(self.turn))])
            return msg("You completed {yaku}: first choose to stop the round (only that yaku scores, and nobody "
                       "else scores) or to play on.", yaku=names)
        if kind in ("stop", "continue"):
            return msg("You can stop or play on only right after a turn that completes Six Brights or Seven "
                       "Ribbons.")
        if kind == "keep" or kind == "trade":
            return msg("Trading one of three cards of a month is only allowed before the first card of the round.")
        if kind in ("field-first", "players-first"):
            return msg("The cards have already been dealt.")
        if ph == PHASE_DRAW:
            d = self.pending
            if kind == "play":
                return msg("You have already played a card this turn. The card turned up, {card}, matches two "
                           "field cards: click the one it captures.", card=card_words(d))
            return (self._capture_reason(d, action.target, drawn=True)
                    or msg("Choose what the card turned up captures."))
        # play phase
        if kind == "draw":
            return msg("Play a card from your hand first; then the top card of the draw pile is turned up by itself.")
        c = action.card
        p = self.turn
        if not self.hands[p] >> c & 1:
            missing = msg("You don't have {card} in your hand.", card=card_words(c))
            if self.field >> c & 1:
                return sentences([missing, msg("It is on the field.")])
            if any(cap >> c & 1 for cap in self.captured):
                return sentences([missing, msg("It has been captured.")])
            return missing
        return self._capture_reason(c, action.target) or msg("That is not a legal play.")

    def _capture_reason(self, card: int, target: int | None, drawn: bool = False) -> Message | None:
        fld = self.field
        same = fld & MONTH_BITS[card]
        if drawn:
            the = msg_in("a card turned up, as the subject of a sentence", "The card turned up, {card},",
                         card=card_words(card))
        else:
            the = card_words(card, capital=True)
        month = month_words((card >> 2) + 1)
        if target is None:
            if same.bit_count() == 2:
                a, b = _bits(same)
                return msg("{card} matches two field cards of {month}, {first} and {second}: choose which one it "
                           "captures.", card=the, month=month, first=card_words(a), second=card_words(b))
            return None
        if not fld >> target & 1:
            return msg("{card} is not on the field.", card=card_words(target, capital=True))
        if not same >> target & 1:
            if same:
                return msg("{card} cannot capture {target}: a card only captures a field card of its own month, "
                           "{month}, here {cards}.", card=the, target=card_words(target), month=month,
                           cards=cards_words(_bits(same)))
            return msg("{card} cannot capture {target}: a card only captures a field card of its own month, and "
                       "no {month} card is on the field, so it joins the field.", card=the,
                       target=card_words(target), month=month)
        return None

    # -- making moves --------------------------------------------------------------

    def push_unchecked(self, action: HanahudaAction) -> None:
        p = self.turn
        kind = action.kind
        entry = [action, p, tuple(self.hands), self.field, tuple(self.captured), self.phase, self.pending,
                 tuple(self.declined), self.decided, self.turn, None, 0, None, 0, self.redeals]
        # entry[10]: the draw pile before (for cut/trade), [11] taken by the card played,
        # [12] the card turned up, [13] taken by it
        self._out = False
        if kind == "play":
            c = action.card
            s = self.side(p)
            self.hands[p] ^= 1 << c
            fld = self.field
            taken = fld & MONTH_BITS[c]
            if action.target is not None and taken.bit_count() == 2:
                taken = 1 << action.target
            if taken:
                fld &= ~taken
                self.captured[s] |= taken | (1 << c)
            else:
                fld |= 1 << c
            entry[11] = taken
            self._stack.append(entry)
            if not self.draw:  # the pile has run out: a hand card only
                self.field = fld
                self._end_turn(p)
                return
            d = self.draw.pop()
            entry[12] = d
            m = fld & MONTH_BITS[d]
            if m.bit_count() == 2:
                self.field = fld
                self.phase = PHASE_DRAW
                self.pending = d
                return
            if m:
                self.field = fld & ~m
                self.captured[s] |= m | (1 << d)
            else:
                self.field = fld | (1 << d)
            entry[13] = m
            self._end_turn(p)
            return
        if kind == "draw":
            d = self.pending
            taken = 1 << action.target
            self.field &= ~taken
            self.captured[self.side(p)] |= taken | (1 << d)
            self.pending = None
            entry[13] = taken
            self._stack.append(entry)
            self._end_turn(p)
            return
        self._stack.append(entry)
        if kind == "stop":
            self.phase = PHASE_STOP
        elif kind == "continue":
            s = self.side(p)
            self.declined[s] |= self.stop_held(s)
            self._next_turn(p)
        elif kind == "trade":
            entry[10] = tuple(self.draw)
            c = action.card
            top = self.draw.pop()
            self.draw.insert(0, c)
            self.hands[p] = (self.hands[p] & ~(1 << c)) | (1 << top)
            entry[12] = top
            self.decided |= 1 << p
            self._next_trader()
        elif kind == "keep":
            self.decided |= 1 << p
            self._next_trader()
        elif kind in ("field-first", "players-first"):
            entry[10] = tuple(self.draw)
            self._deal(kind == "field-first")
        else:  # pragma: no cover - fixed kinds
            self._stack.pop()
            raise ValueError(f"unknown action {action!r}")

    def _deal(self, field_first: bool) -> None:
        """Deal from the shuffled deck (its last card first): each recipient gets
        all its cards at once, from the cutter counter-clockwise to the dealer,
        the field before or after them.  A void field is shuffled and dealt again."""
        n, size = self.seats, self.hand_size
        deck = self.draw
        order = [(self.dealer + 1 + k) % n for k in range(n)]
        recipients = ([ha.FIELD] + order) if field_first else (order + [ha.FIELD])
        hands = [0] * n
        fld = 0
        for r in recipients:
            m = 0
            for _ in range(size):
                m |= 1 << deck.pop()
            if r == ha.FIELD:
                fld = m
            else:
                hands[r] = m
        if ha.needs_redeal(fld):
            self._stack[-1][13] = fld
            # The deal is void: gather, shuffle (reproducibly) and cut again.
            rng = Rng("hanahuda-redeal:" + format_cards(_bits(fld)) + "|" + format_cards(deck)
                      + "|" + "|".join(format_cards(_bits(h)) for h in hands))
            self.draw = ha.shuffled_deck(rng)
            self.redeals += 1
            self.turn = self.cutter
            self.phase = PHASE_CUT
            return
        self.hands = hands
        self.field = fld
        self.decided = 0
        self._start_trades()

    def _start_trades(self) -> None:
        self._next_trader()

    def _next_trader(self) -> None:
        """The next player, from the dealer counter-clockwise, who holds three
        cards of a month and has not decided yet; else play begins."""
        n = self.seats
        for i in range(n):
            p = (self.dealer + i) % n
            if not self.decided >> p & 1 and triple_months(self.hands[p]):
                self.turn = p
                self.phase = PHASE_TRADE
                return
        self.decided = 0
        self.turn = self.dealer
        self.phase = PHASE_PLAY

    def _end_turn(self, p: int) -> None:
        s = self.side(p)
        if stop_yaku_held(self.captured[s]) & ~self.declined[s]:
            self.phase = PHASE_DECIDE
            return
        self._next_turn(p)

    def _next_turn(self, p: int) -> None:
        self.phase = PHASE_PLAY
        self.pending = None
        self.turn = (p + 1) % self.seats

    def pop(self) -> HanahudaAction:
        if not self._stack:
            raise IndexError("nothing to undo")
        (action, p, hands, fld, caps, phase, pending, declined, decided, turn, draw_before, _t, drawn, _dt,
         redeals) = self._stack.pop()
        if draw_before is not None:
            self.draw = list(draw_before)
        elif drawn is not None and action.kind == "play":
            self.draw.append(drawn)
        self.hands = list(hands)
        self.field = fld
        self.captured = list(caps)
        self.phase = phase
        self.pending = pending
        self.declined = list(declined)
        self.decided = decided
        self.turn = turn
        self.redeals = redeals
        self._out = False
        return action

    @property
    def history(self) -> list[tuple]:
        """Per action: ``(action, seat, taken by the hand card, card turned up
        (or received in a trade), taken by it (for a cut: the void field of a
        redeal), cards shown in a trade)`` for the move log."""
        out = []
        for e in self._stack:
            action, p, hands = e[0], e[1], e[2]
            shown = None
            drawn = e[12]
            if action.kind == "trade":
                shown = hands[p] & MONTH_BITS[action.card]
            elif action.kind == "draw":
                drawn = e[6]
            out.append((action, p, e[11], drawn, e[13], shown))
        return out

    # -- notation (:mod:`.notation`) ---------------------------------------------

    def to_text(self) -> str:
        return position_text(self)

    @classmethod
    def from_text(cls, text: str) -> "HanahudaPosition":
        return read_position(cls, text)

    def _validate(self, lists=None) -> None:
        validate(self, lists)

    def pretty(self) -> str:
        lines = []
        for p in range(self.seats):
            mark = ">" if p == self.turn else " "
            tag = " (dealer)" if p == self.dealer else ""
            lines.append(f"{mark} player {p + 1}{tag}: {format_cards(_bits(self.hands[p]))}")
        for s in range(self.n_sides):
            lines.append(f"  captured {s + 1}: {format_cards(_bits(self.captured[s]))}")
        lines.append(f"  field: {format_cards(_bits(self.field))}")
        lines.append(f"  pile: {len(self.draw)}  phase: {self.phase_name}")
        return "\n".join(lines)
