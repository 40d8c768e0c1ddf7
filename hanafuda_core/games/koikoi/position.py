"""The position: a Koi-Koi round in progress, its legal actions and their explanations, push and pop."""

from __future__ import annotations

from typing import Iterable
from typing import Sequence

from ...cardset import bits as _bits, codes as _codes, index as _index, to_list as _to_list, to_mask as _to_mask
from ...deck import CARDS, Card, FULL_DECK
from ...families import capture as ha
from ...families.capture.position import CapturePosition
from ...families.capture import DealtHand, LIGHTNING, MONTH_BITS
from ...families.capture.field import LOW_NIBBLE_BITS
from ...game import IllegalActionError, PositionError
from ...match import record_maker
from ...messages import Message, listed, msg, msg_in, sentences
from ...names import card_words as _card_words
from ...notation import NotationError, format_cards
from ...rng import Rng
from .yaku import BITS, YakuScore, yaku_name
from .evaluator import POINT_BITS, POINT_MASK
from .rules import DEFAULT_RULES, KoiKoiOptions
from .scoring import ScoreBreakdown, score_breakdown
from .actions import KoiKoiAction, DRAW_ACTIONS, DRAWS, KOIKOI, LIGHTNING_BIT, PHASES, PHASE_DECIDE, PHASE_DRAW, PHASE_END, PHASE_PLAY, PHASE_STOP, PLAYS, PLAY_ACTIONS, PLAY_TABLE, KoiKoiOutcome, STOP, play_target
from .notation import HAND_SIZE, koikoi_text, position_text, read_position, validate

_outcome = record_maker(KoiKoiOutcome)
_DECK = tuple(range(48))


class KoiKoiPosition(CapturePosition):
    """A Koi-Koi round in progress (or over).

    State: ``hands`` and ``captured`` (two bit sets each), ``field`` (a bit
    set), ``draw`` (the draw pile, a list with its top card *last*),
    ``turn`` (0/1), ``phase`` (a small int; :attr:`phase_name` is ``"play"``,
    ``"draw"``, ``"decide"``, ``"stop"`` or ``"end"``), ``pending`` (in the
    ``draw`` phase, the card turned up that waits for its target),
    ``calls`` (koi-koi calls per player), ``basis`` (each caller's captured
    cards at their last call: a new yaku is one they did not hold then),
    ``dealer``, ``round_no``, ``scores`` (game scores before this round),
    ``rules`` (:class:`KoiKoiOptions`).  Derived from these (see
    :meth:`refresh`): ``scoring`` (the round's rules,
    :meth:`KoiKoiOptions.for_round`), ``wild`` (the Lightning is wild) and
    ``dealt`` (the dealt hands that ended the round at the deal, a tuple per
    player, or None: the usual case), plain attributes since the engines
    read them at every action.
    """

    illegal_error = IllegalActionError
    action_type = KoiKoiAction
    phases = PHASES

    __slots__ = ("hands", "field", "draw", "captured", "turn", "phase", "pending", "calls", "basis",
                 "dealer", "round_no", "scores", "rules", "redeals", "_bsig", "dealt",
                 "wild", "_sigf", "scoring")

    def __init__(
        self,
        hands: Sequence = (0, 0),
        field: int | str | Iterable = 0,
        draw: Iterable | str = (),
        captured: Sequence = (0, 0),
        turn: int | None = None,
        phase: str = "play",
        pending: int | str | Card | None = None,
        calls: Sequence[int] = (0, 0),
        basis: Sequence = (0, 0),
        dealer: int = 0,
        round_no: int = 1,
        scores: Sequence[int] = (0, 0),
        rules: KoiKoiOptions = DEFAULT_RULES,
        validate: bool = True,
    ):
        if len(hands) != 2 or len(captured) != 2:
            raise PositionError("Koi-Koi is played by two players: give two hands and two captured piles")
        try:
            self.hands = [_to_mask(hands[0]), _to_mask(hands[1])]
            self.field = _to_mask(field)
            self.draw = _to_list(draw)
            self.captured = [_to_mask(captured[0]), _to_mask(captured[1])]
            self.pending = None if pending is None else _index(pending)
            self.basis = (_to_mask(basis[0]), _to_mask(basis[1]))
        except (NotationError, ValueError) as e:
            raise PositionError(str(e)) from e
        if phase not in PHASES:
            raise PositionError(f"phase must be one of {', '.join(PHASES)}, got {phase!r}")
        if not isinstance(rules, KoiKoiOptions):
            raise PositionError("rules must be a KoiKoiOptions")
        self.phase = PHASES.index(phase)
        self.dealer = dealer
        self.turn = dealer if turn is None else turn
        self.calls = (calls[0], calls[1])
        self.round_no = round_no
        self.scores = (scores[0], scores[1])
        self.rules = rules
        self.redeals = 0
        self._stack: list[tuple] = []
        if validate:
            self._validate()
        self.refresh()

    def refresh(self) -> None:
        """Derive again what the position keeps from its state (the round's
        scoring, the koi-koi signatures, the dealt hands at the deal): after
        its hands were changed in place (a deal of the hidden cards)."""
        self.scoring = self.rules.for_round(self.round_no)
        sig = self._sigf = self.scoring.compiled().signature
        self.wild = self.rules.options.lightning_wild
        self._bsig = (sig(self.basis[0]), sig(self.basis[1]))
        self.dealt = None
        if self.at_deal:
            d = (tuple(self.rules.dealt_hands_of(self.hands[0])),
                 tuple(self.rules.dealt_hands_of(self.hands[1])))
            if d[0] or d[1]:
                self.dealt = d

    # -- construction --------------------------------------------------------

    @classmethod
    def deal(cls, rng: Rng | int | str | None = None, dealer: int = 0,
             rules: KoiKoiOptions = DEFAULT_RULES, scores: Sequence[int] = (0, 0),
             round_no: int = 1) -> "KoiKoiPosition":
        """Shuffle and deal a round: four cards to the dealer's opponent, four
        to the field, four to the dealer, twice.  A field with four cards of
        a month is void: the cards are shuffled and dealt again (``redeals``
        counts how often)."""
        return cls.deal_with_deck(rng, dealer, rules, scores, round_no)[0]

    @classmethod
    def deal_with_deck(cls, rng: Rng | int | str | None, dealer: int, rules: KoiKoiOptions,
              scores: Sequence[int] = (0, 0), round_no: int = 1) -> tuple["KoiKoiPosition", list[int]]:
        """:meth:`deal`, and the deck as dealt (see :func:`dealt_hand_cards`)."""
        if not isinstance(rng, Rng):
            rng = Rng(rng)
        if dealer not in (0, 1):
            raise ValueError(f"dealer must be player 0 or 1, got {dealer!r}")
        redeals = 0
        b = BITS
        hands = [0, 0]
        shuffle = rng.shuffle
        while True:
            # the same as ha.deal_packets(ha.shuffled_deck(rng), (other, FIELD, dealer), 4, 2), unrolled
            d = list(_DECK)
            shuffle(d)
            field_mask = (b[d[4]] | b[d[5]] | b[d[6]] | b[d[7]]
                          | b[d[16]] | b[d[17]] | b[d[18]] | b[d[19]])
            x = field_mask & (field_mask >> 1)
            if not x & (x >> 2) & LOW_NIBBLE_BITS:  # not ha.needs_redeal(field_mask)
                hands[1 - dealer] = (b[d[0]] | b[d[1]] | b[d[2]] | b[d[3]]
                                     | b[d[12]] | b[d[13]] | b[d[14]] | b[d[15]])
                hands[dealer] = (b[d[8]] | b[d[9]] | b[d[10]] | b[d[11]]
                                 | b[d[20]] | b[d[21]] | b[d[22]] | b[d[23]])
                if not rules.redeal_hands or not rules.voids_deal(hands):
                    break
            redeals += 1
        pos = cls.__new__(cls)
        pos.hands = hands
        pos.field = field_mask
        pos.draw = d[:23:-1]  # d[24] is turned up first, so it goes last (top)
        pos.captured = [0, 0]
        pos.turn = dealer
        pos.phase = PHASE_PLAY
        pos.pending = None
        pos.calls = (0, 0)
        pos.basis = (0, 0)
        pos.dealer = dealer
        pos.round_no = round_no
        pos.scores = (scores[0], scores[1])
        pos.rules = rules
        pos.redeals = redeals
        pos._stack = []
        scoring = pos.scoring = rules.for_round(round_no) if rules.monthly else rules
        pos._sigf = scoring.compiled().signature
        pos.wild = rules.options.lightning_wild
        pos._bsig = (0, 0)
        pos.dealt = None
        h0, h1 = hands
        # A dealt hand that scores, in either hand, ends the round at once.  A hand
        # that spans more months (nibbles with any bit) than one can is not tested.
        most = rules.dealt_months
        x0, x1 = h0 | (h0 >> 1), h1 | (h1 >> 1)
        t0 = ((x0 | (x0 >> 2)) & LOW_NIBBLE_BITS).bit_count() <= most
        t1 = ((x1 | (x1 >> 2)) & LOW_NIBBLE_BITS).bit_count() <= most
        if t0 or t1:
            for dh in rules.dealt_hands:
                test = dh.test
                if (t0 and test(h0)) or (t1 and test(h1)):
                    pos.dealt = (tuple(ha.dealt_hands_of(h0, rules.dealt_hands)),
                                 tuple(ha.dealt_hands_of(h1, rules.dealt_hands)))
                    break
        return pos, d

    @classmethod
    def from_deal(cls, hand1, hand2, field, draw_order, dealer: int = 0,
                  rules: KoiKoiOptions = DEFAULT_RULES, scores: Sequence[int] = (0, 0),
                  round_no: int = 1) -> "KoiKoiPosition":
        """A round from an explicit deal (for recorded games and puzzles).

        ``hand1``/``hand2``: player 1's and player 2's hands, ``field`` the
        eight face-up cards (card-list texts, bit sets or cards);
        ``draw_order``: the 24 other cards in the order they will be turned
        up (the first one is the top of the pile).  Raises
        :class:`PositionError` when it is not a possible deal, including a
        field with four cards of a month (such a deal is re-dealt).
        """
        try:
            order = _to_list(draw_order)
        except (NotationError, ValueError) as e:
            raise PositionError(f"draw pile: {e}") from e
        return cls((hand1, hand2), field, list(reversed(order)), (0, 0), dealer, "play",
                   dealer=dealer, round_no=round_no, scores=scores, rules=rules)

    def _copy_rest(self, pos: "KoiKoiPosition") -> None:
        pos.calls = self.calls
        pos.basis = self.basis
        pos.rules = self.rules
        pos._bsig = self._bsig
        pos.dealt = self.dealt
        pos.wild = self.wild
        pos._sigf = self._sigf
        pos.scoring = self.scoring

    def _key(self) -> tuple:
        return (self.hands[0], self.hands[1], self.field, tuple(self.draw), self.captured[0],
                self.captured[1], self.turn, self.phase, self.pending, self.calls, self.basis,
                self.dealer, self.round_no, self.scores, self.rules)


    # -- queries -------------------------------------------------------------

    @property
    def at_deal(self) -> bool:
        """True before the first action of the round (dealt hands are judged here)."""
        return (self.phase == PHASE_PLAY and not self.captured[0] and not self.captured[1]
                and self.turn == self.dealer and self.hands[0].bit_count() == HAND_SIZE
                and self.hands[1].bit_count() == HAND_SIZE)


    def unseen(self, player: int | None = None) -> int:
        """The cards ``player`` cannot see: the other hand and the draw pile."""
        p = self.turn if player is None else player
        return FULL_DECK & ~self.hands[p] & ~self.field & ~self.captured[0] & ~self.captured[1] & ~(
            (1 << self.pending) if self.pending is not None else 0)

    def yaku(self, player: int) -> list[YakuScore]:
        """The yaku player ``player`` holds now."""
        return self.scoring.yaku_of(self.captured[player])

    def new_yaku(self, player: int) -> list[YakuScore]:
        """The yaku ``player`` holds that are new since their last koi-koi
        (all their yaku if they have not called)."""
        old = self.scoring.yaku_of(self.basis[player])
        old_pts = {s.key: s.points for s in old}
        grow = self.rules.options.growing_yaku
        return [s for s in self.yaku(player) if s.key not in old_pts
                or (grow and s.points > old_pts[s.key])]

    def score(self, player: int) -> ScoreBreakdown:
        """What ``player`` would score if they won the round now."""
        return score_breakdown(self.captured[player], self.scoring, self.calls[1 - player], player,
                               self.calls[player])

    def dealt_hands(self) -> tuple[tuple[DealtHand, ...], tuple[DealtHand, ...]]:
        """The dealt hands held at the deal (empty when none, or not at the deal)."""
        return self.dealt if self.dealt is not None else ((), ())

    def outcome(self) -> KoiKoiOutcome | None:
        """The result of the round, or None while it goes on."""
        ph = self.phase
        if not ph:  # PHASE_PLAY
            if self.dealt is None and (self.hands[0] or self.hands[1]):
                return None  # the usual case, first
        elif ph < PHASE_STOP:
            return None
        if self.dealt is not None:
            pts = (sum(d.points for d in self.dealt[0]), sum(d.points for d in self.dealt[1]))
            w = None if pts[0] == pts[1] else (0 if pts[0] > pts[1] else 1)
            return self._make_outcome("dealt-hand", w, pts,
                                      dealt=(tuple(d.key for d in self.dealt[0]),
                                             tuple(d.key for d in self.dealt[1])))
        if ph >= PHASE_STOP:
            w = self.turn
            b = self.score(w)
            pts = (b.total, 0) if w == 0 else (0, b.total)
            last = not self.hands[0] and not self.hands[1]
            return self._make_outcome("stop" if ph == PHASE_STOP else "yaku", w, pts, breakdown=b,
                                      last_turn=last)
        if ph == PHASE_PLAY and not self.hands[0] and not self.hands[1]:
            w, pts = self._exhausted()
            return self._make_outcome("exhausted", w, pts)
        return None

    def _exhausted(self) -> tuple[int | None, tuple[int, int]]:
        """The winner and points of a round whose cards ran out: nobody and
        nothing, or the dealer's privilege when the rules give one."""
        privilege = self.rules.options.no_yaku_points
        if privilege:
            d = self.dealer
            return d, ((privilege, 0) if d == 0 else (0, privilege))
        return None, (0, 0)

    def outcome_summary(self) -> tuple[str, int | None, tuple[int, int]]:
        """``(reason, winner, points)`` of a round that is over, as
        :meth:`outcome` has them, without the details: a winner's points come
        from the yaku signature (:meth:`KoiKoiOptions.win_total`), no score
        breakdown is made (the end of every simulated round)."""
        ph = self.phase
        if ph >= PHASE_STOP and self.dealt is None:
            w = self.turn
            calls = self.calls
            total = self.scoring.win_total(self._sigf(self.captured[w]), calls[w], calls[1 - w])
            return ("stop" if ph == PHASE_STOP else "yaku"), w, ((total, 0) if w == 0 else (0, total))
        if ph == PHASE_PLAY and self.dealt is None and not self.hands[0] and not self.hands[1]:
            w, pts = self._exhausted()
            return "exhausted", w, pts
        out = self.outcome()
        return out.reason, out.winner, out.points

    def _make_outcome(self, reason, winner, pts, breakdown=None, dealt=((), ()), last_turn=False):
        scores = (self.scores[0] + pts[0], self.scores[1] + pts[1])
        nd = self.dealer if winner is None else winner
        return _outcome(reason, winner, pts, scores, nd, breakdown, dealt, self.calls, last_turn,
                        self.rules.options.is_final(self.round_no, scores))


    def is_over(self) -> bool:
        ph = self.phase
        return (ph >= PHASE_STOP or self.dealt is not None
                or (ph == PHASE_PLAY and not self.hands[0] and not self.hands[1]))

    # -- move generation -----------------------------------------------------

    def _choices(self, card: int) -> list[tuple[int | None, int]]:
        return ha.capture_choices(card, self.field, self.wild and card == LIGHTNING)

    def legal_actions(self) -> list[KoiKoiAction]:
        """Every legal action: plays in deck order of the hand card (targets in
        deck order), the drawn card's targets, or stop / koi-koi.  Empty when
        the round is over."""
        ph = self.phase
        if ph == PHASE_PLAY:
            if self.dealt is not None:
                return []
            hand = self.hands[self.turn]
            field_mask = self.field
            if self.wild and hand & LIGHTNING_BIT and field_mask:
                return self._legal_wild(hand, field_mask)
            return PLAY_TABLE.hand_plays(hand, field_mask)
        if ph == PHASE_DRAW:
            d = self.pending
            if d == LIGHTNING and self.wild:
                return [DRAW_ACTIONS[t] for t, _ in self._choices(d)]
            return list(DRAWS[d][(self.field >> (d & 60)) & 15])
        if ph == PHASE_DECIDE:
            opts = self.rules.options
            if ((self.calls[self.turn] == 0 or opts.multiple_koikoi)
                    and (not opts.koikoi_min or self._sigf(self.captured[self.turn]) & POINT_MASK >= opts.koikoi_min)):
                return [STOP, KOIKOI]
            return [STOP]
        return []

    def _legal_wild(self, hand: int, field_mask: int) -> list[KoiKoiAction]:
        out: list[KoiKoiAction] = []
        for c in _bits(hand):
            if c == LIGHTNING:
                ch = ha.capture_choices(c, field_mask, True)
                if len(ch) == 1:
                    out.append(PLAY_ACTIONS[c])
                else:
                    out.extend(play_target(c, t) for t, _ in ch)
            else:
                out += PLAYS[c][(field_mask >> (c & 60)) & 15]
        return out

    def normalize(self, action: KoiKoiAction | str) -> KoiKoiAction:
        """The canonical form of ``action``: a target named where there is no
        choice (the only matching card, or a card of a stack of three) is
        dropped, so ``3R>3B`` with 3B the only March card is ``3R``."""
        if isinstance(action, str):
            action = KoiKoiAction.parse(action)
        if action.kind == "play" and action.target is not None and self.phase == PHASE_PLAY:
            c = action.card
            if not (c == LIGHTNING and self.wild):
                m = self.field & MONTH_BITS[c]
                if m >> action.target & 1 and m.bit_count() != 2:
                    return PLAY_ACTIONS[c]
            elif self.field >> action.target & 1:
                ch = self._choices(c)
                if len(ch) == 1:
                    return PLAY_ACTIONS[c]
                stack = self.field & MONTH_BITS[action.target]
                if stack.bit_count() == 3:
                    return play_target(c, (stack & -stack).bit_length() - 1)
        if action.kind == "draw" and action.target is not None and self.phase == PHASE_DRAW \
                and self.pending == LIGHTNING and self.wild \
                and self.field >> action.target & 1:
            stack = self.field & MONTH_BITS[action.target]
            if stack.bit_count() == 3:
                return DRAW_ACTIONS[(stack & -stack).bit_length() - 1]
        return action


    def _why_illegal(self, action: KoiKoiAction, legal: list[KoiKoiAction]) -> Message:
        p = self.turn
        kind = action.kind
        ph = self.phase
        if ph == PHASE_DECIDE:
            if kind == "koikoi":
                return msg("Under these rules a koi-koi needs yaku worth at least {least} points, and yours are "
                           "worth {n}: stop to score them.", least=self.rules.options.koikoi_min,
                           n=self.scoring.score_of(self.captured[p]))
            names = listed([msg_in("a yaku and its points", "{yaku} ({points})", yaku=yaku_name(s.yaku),
                                   points=s.points) for s in self.new_yaku(p)], commas_only=True)
            return msg("You completed a yaku this turn ({yaku}): first choose Stop (end the round and score {n}) "
                       "or Koi-koi (play on for more).", yaku=names, n=self.score(p).total)
        if kind in ("stop", "koikoi"):
            if ph == PHASE_DRAW:
                return msg("Finish your turn first: the card you turned up, {card}, must capture one of two field "
                           "cards; stop or koi-koi come after the turn, and only when it completes a new yaku.",
                           card=_card_words(self.pending))
            if kind == "stop":
                return msg("You can stop only right after a turn in which you complete a new yaku; now play a "
                           "card from your hand.")
            return msg("You can call koi-koi only right after a turn in which you complete a new yaku; now play "
                       "a card from your hand.")
        if ph == PHASE_DRAW:
            d = self.pending
            opts = _card_words(legal[0].target)
            for a in legal[1:]:
                opts = msg_in("choices, one or another", "{first} or {next}", first=opts, next=_card_words(a.target))
            if kind == "play":
                return msg("You have already played a card this turn; the card turned up from the draw pile, "
                           "{card}, matches two field cards: choose which it captures: {choices}.",
                           card=_card_words(d), choices=opts)
            reason = ha.explain_capture(d, action.target, self.field, self.wild and d == LIGHTNING,
                                        drawn=True)
            return reason or msg("Choose the drawn card's target: {choices}.", choices=opts)  # pragma: no cover
        # play phase
        if kind == "draw":
            return msg("No card is waiting to be turned up: play a card from your hand first; the top card of the "
                       "draw pile is then turned up and played by itself (you name its target only when it "
                       "matches two field cards).")
        c = action.card
        if not self.hands[p] >> c & 1:
            missing = msg("You don't have {card} in your hand.", card=_card_words(c))
            if self.hands[1 - p] >> c & 1:
                return sentences([missing, msg("It is in the other player's hand.")])
            if self.field >> c & 1:
                return sentences([missing, msg("It is on the field.")])
            if (self.captured[0] | self.captured[1]) >> c & 1:
                return sentences([missing, msg("It has been captured.")])
            return missing
        reason = ha.explain_capture(c, action.target, self.field, self.wild and c == LIGHTNING)
        return reason or msg("That is not a legal play.")  # pragma: no cover

    # -- making moves ----------------------------------------------------------


    def taken_by(self, card: int, target: int | None, field_mask: int) -> int:
        """The field cards ``card`` captures with ``target``."""
        m = field_mask & MONTH_BITS[card]
        if card == LIGHTNING and self.wild and field_mask:
            if target is None:
                return ha.capture_choices(card, field_mask, True)[0][1]
            stack = field_mask & MONTH_BITS[target]
            return stack if stack.bit_count() == 3 else 1 << target
        if target is None or m.bit_count() != 2:
            return m
        return 1 << target

    def push(self, action, *, check: bool = True) -> None:
        """Play an action (see :meth:`hanafuda_core.game.Position.push`);
        ``check=False`` reads the text, then is :meth:`push_unchecked`."""
        if action.__class__ is str:
            action = KoiKoiAction.parse(action)
        if check:
            # a hand card's play as the legal list has it (the usual case) is legal as it is
            c = action.card
            if not (action.kind == "play" and self.phase == PHASE_PLAY and self.dealt is None
                    and self.hands[self.turn] >> c & 1 and not (c == LIGHTNING and self.wild)
                    and action in PLAYS[c][(self.field >> (c & 60)) & 15]):
                action = self._checked(action)
        self.push_unchecked(action)

    def push_unchecked(self, action: KoiKoiAction) -> None:
        """Play ``action``, taken from :meth:`legal_actions`, without checks
        (the fast path: see :class:`~hanafuda_core.position.PositionProtocol`)."""
        if action.kind != "play":
            return self._push_other(action)
        # A hand card, then the card turned up from the draw pile (the path
        # of every simulated turn, so written out here).
        p = self.turn
        c = action.card
        hands = self.hands
        hand = hands[p]
        hands[p] = hand ^ (1 << c)
        fld = fld0 = self.field
        if self.wild and c == LIGHTNING:
            taken = self.taken_by(c, action.target, fld)
        else:
            taken = fld & MONTH_BITS[c]
            if taken and action.target is not None and taken.bit_count() == 2:
                taken = 1 << action.target
        cap = self.captured
        won = won0 = cap[p]
        if taken:
            fld ^= taken
            won |= taken | (1 << c)
        else:
            fld |= 1 << c
        d = self.draw.pop()
        self._stack.append((action, p, hand, won0, fld0, d))
        if self.wild and d == LIGHTNING and fld:
            ch = ha.capture_choices(d, fld, True)
            if len(ch) > 1:
                return self._await_target(p, won, fld, d)
            m = ch[0][1]
        else:
            m = fld & MONTH_BITS[d]
            if m and m.bit_count() == 2:
                return self._await_target(p, won, fld, d)
        if m:
            self.field = fld ^ m
            cap[p] = won = won | m | (1 << d)
        else:
            self.field = fld | (1 << d)
            cap[p] = won
            if not taken:  # nothing captured this turn: no new yaku either
                self.turn = 1 - p
                return
        sig = self._sigf(won)
        if sig:
            self._end_turn(p, sig)
        else:
            self.turn = 1 - p

    def _await_target(self, p: int, won: int, fld: int, d: int) -> None:
        """The card turned up, ``d``, matches two field cards: its target is
        the next action (the captured pile and field so far, from :meth:`push`)."""
        self.captured[p] = won
        self.field = fld
        self.phase = PHASE_DRAW
        self.pending = d

    def _checked(self, action: KoiKoiAction) -> KoiKoiAction:
        """``action`` as :meth:`legal_actions` writes it (see :meth:`normalize`);
        raises :class:`IllegalActionError` with the reason when it is not legal.
        (:meth:`push` tells the usual case, a hand card's play as the legal
        list has it, without it.)"""
        action = self.normalize(action)
        if action not in self.legal_actions():
            raise IllegalActionError(self.explain_illegal(action), action)
        return action

    # Undo records (``_stack``): a play, which changes only the mover's hand,
    # captured pile and the field, and turns up a card, keeps
    # ``(action, player, hand, captured, field, card turned up)``; any other
    # action ``(action, player, field, captured, phase, pending, calls, basis,
    # basis signatures, None)``.  The action is first, the card turned up last.

    def _push_other(self, action: KoiKoiAction) -> None:
        """:meth:`push_unchecked` of an action other than a hand card's play."""
        p = self.turn
        kind = action.kind
        cap = self.captured
        self._stack.append((action, p, self.field, cap[p], self.phase, self.pending, self.calls, self.basis,
                            self._bsig, None))
        if kind == "draw":
            d = self.pending
            t = action.target
            if t is None or (d == LIGHTNING and self.wild):
                taken = self.taken_by(d, t, self.field)
            else:  # one of the two field cards of its month
                taken = BITS[t]
            self.field &= ~taken
            cap[p] |= taken | (1 << d)
            self.pending = None
            self._end_turn(p)
        elif kind == "koikoi":
            c, b, s = self.calls, self.basis, self._bsig
            won = cap[p]
            if p:
                self.calls, self.basis, self._bsig = (c[0], c[1] + 1), (b[0], won), (s[0], self._sigf(won))
            else:
                self.calls, self.basis, self._bsig = (c[0] + 1, c[1]), (won, b[1]), (self._sigf(won), s[1])
            self.turn = 1 - p
            self.phase = PHASE_PLAY
        elif kind == "stop":
            self.phase = PHASE_STOP
        else:  # pragma: no cover - Action kinds are fixed
            self._stack.pop()
            raise ValueError(f"unknown action kind {kind!r}")

    def _end_turn(self, p: int, sig: int | None = None) -> None:
        """After both cards of the turn (``sig``: the player's yaku signature
        now): a new yaku asks for a decision (or ends the round by itself);
        otherwise the turn passes."""
        if sig is None:
            sig = self._sigf(self.captured[p])
        if sig:
            b = self._bsig[p]
            if (sig >> POINT_BITS) & ~(b >> POINT_BITS) or (
                    (sig & POINT_MASK) > (b & POINT_MASK) and self.rules.options.growing_yaku):
                opts = self.rules.options
                calls = self.calls
                if ((not self.hands[0] and not self.hands[1])
                        or (calls[p] and opts.caller_second_yaku == "end")
                        or (calls[1 - p] and not opts.multiple_koikoi)):
                    self.phase = PHASE_END
                else:
                    self.phase = PHASE_DECIDE
                return
        self.turn = 1 - p
        self.phase = PHASE_PLAY

    def pop(self) -> KoiKoiAction:
        """Undo the last action, restoring the position exactly (the draw pile
        too).  Returns the action."""
        if not self._stack:
            raise IndexError("nothing to undo")
        e = self._stack.pop()
        action, p = e[0], e[1]
        if action.kind == "play":
            _, _, self.hands[p], self.captured[p], self.field, drawn = e
            self.draw.append(drawn)
            self.phase = PHASE_PLAY
            self.pending = None
        else:
            _, _, self.field, self.captured[p], self.phase, self.pending, self.calls, self.basis, self._bsig, _ = e
        self.turn = p
        return action

    @property
    def history(self) -> list[tuple[KoiKoiAction, int, int | None]]:
        """Each action pushed so far, with the player who made it and the card
        it turned up from the draw pile (None when it turned up none)."""
        return [(e[0], e[1], e[-1]) for e in self._stack]

    @property
    def turned_up(self) -> list[int]:
        """The cards turned up from the draw pile so far (one per played hand card)."""
        return [e[-1] for e in self._stack if e[-1] is not None]

    # -- notation (:mod:`.notation`) -------------------------------------------

    def _koikoi_text(self) -> str:
        return koikoi_text(self)

    def to_text(self) -> str:
        """The position as one line of text (see :mod:`.notation` and :meth:`from_text`)."""
        return position_text(self)

    @classmethod
    def from_text(cls, text: str, rules: KoiKoiOptions | None = None) -> "KoiKoiPosition":
        """Read a position written by :meth:`to_text` (see :func:`.notation.read_position`).
        Raises :class:`PositionError` with the reason."""
        return read_position(cls, text, rules)

    def _validate(self, lists: list[list[int]] | None = None) -> None:
        """Raise :class:`PositionError` unless this is a possible Koi-Koi position."""
        validate(self, lists)

    # -- display ---------------------------------------------------------------

    def pretty(self) -> str:
        lines = []
        for p in (0, 1):
            mark = ">" if self.turn == p else " "
            tag = " (dealer)" if self.dealer == p else ""
            lines.append(f"{mark} player {p + 1}{tag}: {format_cards(_bits(self.hands[p]))}")
            lines.append(f"    captured: {format_cards(_bits(self.captured[p]))}")
        lines.append(f"  field: {format_cards(_bits(self.field))}")
        lines.append(f"  draw pile: {len(self.draw)} cards" + (
            f"; turned up: {CARDS[self.pending].code}" if self.pending is not None else ""))
        lines.append(f"  phase: {PHASES[self.phase]}  koi-koi: {self._koikoi_text()}  "
                     f"round {self.round_no}/{self.rules.options.rounds or '-'}  "
                     f"score {self.scores[0]}-{self.scores[1]}")
        return "\n".join(lines)

    def to_dict(self) -> dict:
        out = self.outcome()
        return {
            "text": self.to_text(),
            "hands": [_codes(h).split() for h in self.hands],
            "field": _codes(self.field).split(),
            "draw_count": len(self.draw),
            "captured": [_codes(c).split() for c in self.captured],
            "turn": self.turn, "phase": PHASES[self.phase],
            "pending": CARDS[self.pending].code if self.pending is not None else None,
            "calls": list(self.calls), "dealer": self.dealer, "round": self.round_no,
            "scores": list(self.scores),
            "yaku": [[s.to_dict(self.captured[p]) for s in self.yaku(p)] for p in (0, 1)],
            "legal": [a.text() for a in self.legal_actions()],
            "outcome": out.to_dict() if out else None,
        }


def dealt_hand_cards(deck: list[int], dealer: int) -> tuple[list[int], list[int]]:
    """Player 0's and player 1's hand cards in deck order, from the deck as
    :meth:`KoiKoiPosition.deal` dealt it (``deck[0]`` first: four cards to
    the dealer's opponent, four to the field, four to the dealer, twice)."""
    other, own = deck[0:4] + deck[12:16], deck[8:12] + deck[20:24]
    other.sort()
    own.sort()
    return (own, other) if dealer == 0 else (other, own)


def deal(rng: Rng | int | str | None = None, dealer: int = 0, rules: KoiKoiOptions = DEFAULT_RULES,
         scores: Sequence[int] = (0, 0), round_no: int = 1) -> KoiKoiPosition:
    """Shorthand for :meth:`KoiKoiPosition.deal`."""
    return KoiKoiPosition.deal(rng, dealer, rules, scores, round_no)
