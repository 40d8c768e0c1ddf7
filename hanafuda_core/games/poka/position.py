"""A Poka round in progress (:class:`PokaPosition`): its state, the deal,
legal actions, making and undoing moves, the outcome.  The position text and
its checks are in :mod:`.notation`, the explanations of illegal actions in
:mod:`.explain`."""

from __future__ import annotations

from typing import Iterable, Sequence

from ...cardset import bits as _bits, capitalized as _cap, card_words as _card_words, code_words as _code_words
from ...cardset import index as _index, mask as _mask, to_list as _to_list, to_mask as _to_mask
from ...deck import MONTH_MASKS, Card
from ...families.shedding.deal import deal_six
from ...families.shedding.position import ShedPosition
from ...game import IllegalActionError, PositionError
from ...messages import msg
from ...notation import NotationError, format_cards
from ...rng import Rng
from .actions import PokaAction, PASS, STOP
from .cards import FEBRUARY_CARDS, FOLLOW, NOT_GHOSTS, PLAIN_JANUARY
from .explain import illegal_reason
from .notation import FIELD_NAMES, check_position, position_text, read_position
from .options import DEFAULT_OPTIONS, PokaOptions
from .outcome import PokaOutcome
from .teyaku import TeyakuResult, resolve_teyaku

__all__ = ["PokaPosition", "deal"]

_DISCARD: tuple[PokaAction, ...] = PokaAction.DISCARDS


class PokaPosition(ShedPosition):
    """A Poka round in progress (or over).

    State: ``hands`` (two bit sets), ``discard`` (list, top last), ``draw``
    (list, top last — the next card turned up is ``draw[-1]`` — or None when
    its order is unknown), ``turn`` (0/1), ``first`` (per player: still on
    their first turn), ``chain`` (cards discarded so far this turn),
    ``owe_february`` (the One-Two combo was started: a February card must come
    next), ``passes`` (consecutive passes; 2 only while a card from an unknown
    draw pile is awaited), ``scores`` (match scores before this round),
    ``dealer``, ``options``.  ``rng`` shuffles the discard pile when the draw
    pile runs out; undo restores its state too.
    """

    illegal_error = IllegalActionError
    game_name = "Poka"
    options_type = PokaOptions
    action_type = PokaAction
    field_names = FIELD_NAMES
    hand_noun = "a Poka hand"
    pending_text = msg("Both players have passed, so the next card must be turned up from the draw pile, but its "
                       "order is unknown in this position; say which card is turned up (reveal) before playing on.")

    __slots__ = ("hands", "discard", "draw", "turn", "first", "chain", "owe_february", "passes",
                 "scores", "dealer", "options", "rng", "_teyaku_cache")

    def __init__(
        self,
        hands: Sequence = (0, 0),
        discard: Iterable | str = (),
        draw: Iterable | str | None = None,
        turn: int = 0,
        first: Sequence[bool] = (False, False),
        chain: int = 0,
        owe_february: bool = False,
        passes: int = 0,
        scores: Sequence[int] = (0, 0),
        dealer: int = 0,
        options: PokaOptions = DEFAULT_OPTIONS,
        rng: Rng | int | str | None = None,
        validate: bool = True,
    ):
        if len(hands) != 2:
            raise PositionError("Poka is played by two players: give two hands")
        try:
            self.hands = [_to_mask(hands[0]), _to_mask(hands[1])]
            self.discard = _to_list(discard)
            unknown = draw is None or (isinstance(draw, str) and draw.strip() == "?")
            self.draw = None if unknown else _to_list(draw)
        except NotationError as e:
            raise PositionError(str(e)) from e
        self.turn = turn
        self.first = [bool(first[0]), bool(first[1])]
        self.chain = chain
        self.owe_february = bool(owe_february)
        self.passes = passes
        self.scores = (scores[0], scores[1])
        self.dealer = dealer
        self.options = options
        self.rng = rng if isinstance(rng, Rng) else Rng(rng if rng is not None else 0)
        self._stack: list[tuple] = []
        self._teyaku_cache = None
        if validate:
            self._validate()

    # -- construction ------------------------------------------------------

    @classmethod
    def deal(
        cls,
        rng: Rng | int | str | None = None,
        dealer: int = 0,
        scores: Sequence[int] = (0, 0),
        options: PokaOptions = DEFAULT_OPTIONS,
    ) -> "PokaPosition":
        """Shuffle and deal a new round.  The dealer gives three cards to the
        other player, three to themself, and again; then turns up one card."""
        if not isinstance(rng, Rng):
            rng = Rng(rng)
        hands, face_up, draw = deal_six(rng, range(48), dealer)
        pos = cls.__new__(cls)
        pos.hands = hands
        pos.discard = [face_up]
        pos.draw = draw
        pos.turn = dealer
        pos.first = [True, True]
        pos.chain = 0
        pos.owe_february = False
        pos.passes = 0
        pos.scores = (scores[0], scores[1])
        pos.dealer = dealer
        pos.options = options
        pos.rng = rng
        pos._stack = []
        pos._teyaku_cache = None
        return pos

    def _copy_rest(self, pos: "PokaPosition") -> None:
        pos.first = list(self.first)
        pos.owe_february = self.owe_february
        pos._teyaku_cache = self._teyaku_cache

    def _key(self) -> tuple:
        return (self.hands[0], self.hands[1], tuple(self.discard),
                None if self.draw is None else tuple(self.draw), self.turn, tuple(self.first),
                self.chain, self.owe_february, self.passes, self.scores, self.dealer, self.options)




    # -- queries -----------------------------------------------------------

    @property
    def at_deal(self) -> bool:
        """True before the first action of the round (teyaku are checked here)."""
        return self.first[0] and self.first[1] and self.turn == self.dealer and self.chain == 0

    @property
    def draw_pending(self) -> bool:
        """Both players passed but the draw pile's order is unknown: call :meth:`reveal`."""
        return self.passes >= 2

    @property
    def can_draw(self) -> bool:
        """Whether the engine can turn up a card itself (the draw pile is known)."""
        return self.draw is not None


    def teyaku(self) -> TeyakuResult:
        """The teyaku of the two hands as they are now (meaningful at the deal)."""
        c = self._teyaku_cache
        h0, h1 = self.hands
        if c is None or c[0] != h0 or c[1] != h1 or c[2] is not self.options:
            c = (h0, h1, self.options, resolve_teyaku(h0, h1, self.options))
            self._teyaku_cache = c
        return c[3]

    def outcome(self) -> PokaOutcome | None:
        """The result of the round, or None while it goes on."""
        h0, h1 = self.hands
        if h0 == 0 or h1 == 0:
            w = 0 if h0 == 0 else 1
            all_out = self.first[w]
            return self._make_outcome(w, 2 if all_out else 1, "all-out" if all_out else "empty-hand")
        if self.at_deal:
            t = self.teyaku()
            if t.winner is not None:
                return self._make_outcome(t.winner, t.points, t.reason,
                                          tuple(x.key for x in t.counted[t.winner]))
        return None

    def _make_outcome(self, winner: int, points: int, reason: str, teyaku: tuple = ()) -> PokaOutcome:
        s = list(self.scores)
        s[winner] += points
        mw = None
        if reason == "buttakuri" or s[winner] >= self.options.target:
            mw = winner
        return PokaOutcome(winner, points, reason, (s[0], s[1]), mw, teyaku)


    def is_over(self) -> bool:
        h0, h1 = self.hands
        if h0 == 0 or h1 == 0:
            return True
        if self.chain == 0 and self.first[0] and self.first[1] and self.turn == self.dealer:
            return self.teyaku().winner is not None
        return False

    # -- move generation ---------------------------------------------------

    def _singles(self, hand: int, top: int) -> int:
        """Bit set of the cards that may be discarded one at a time now."""
        if self.owe_february:
            return hand & FEBRUARY_CARDS
        m = hand & FOLLOW[top]
        if (top == 2 or top == 3) and hand & FEBRUARY_CARDS:  # One-Two: non-ghost January on a non-ghost January
            m |= hand & PLAIN_JANUARY
        return m

    def _multis(self, hand: int, top: int) -> list[PokaAction]:
        if not self.options.jan_feb_all_at_once or self.owe_february or top >= 8:
            return []
        same = hand & MONTH_MASKS[top >> 2]
        if same.bit_count() < 2:
            return []
        cards = _bits(same)
        return [PokaAction("multi", tuple(x for x in cards if x != last) + (last,)) for last in cards]

    def _can_continue(self, hand: int, top: int) -> bool:
        if self._singles(hand, top):
            return True
        return bool(self.options.jan_feb_all_at_once and not self.owe_february and top < 8
                    and (hand & MONTH_MASKS[top >> 2]).bit_count() >= 2)

    def legal_actions(self) -> list[PokaAction]:
        """Every legal action: single discards (deck order), multiple discards,
        then ``stop`` or ``pass``.  Empty when the round is over or a card from
        an unknown draw pile is awaited."""
        hands = self.hands
        turn = self.turn
        if not hands[0] or not hands[1] or self.passes >= 2:
            return []
        if (not self.chain and self.first[0] and self.first[1] and turn == self.dealer
                and self.teyaku().winner is not None):
            return []
        hand = hands[turn]
        top = self.discard[-1]
        if self.owe_february:
            return [_DISCARD[c] for c in _bits(hand & FEBRUARY_CARDS)]
        singles = hand & FOLLOW[top]
        if (top == 2 or top == 3) and hand & FEBRUARY_CARDS:  # One-Two: non-ghost January on a non-ghost January
            singles |= hand & PLAIN_JANUARY
        acts = [_DISCARD[c] for c in _bits(singles)] if singles else []
        opts = self.options
        multis = self._multis(hand, top) if opts.jan_feb_all_at_once and top < 8 else []
        if multis:
            acts.extend(multis)
        if self.chain:
            if not self.owe_february:
                if not opts.must_continue_chain or not (singles or multis):
                    acts.append(STOP)
                elif opts.may_pass_holding_ghost and not self._non_ghost_plays(singles, multis):
                    acts.append(STOP)
        elif not (singles or multis) or (opts.may_pass_holding_ghost
                                         and not self._non_ghost_plays(singles, multis)):
            acts.append(PASS)
        return acts

    @staticmethod
    def _non_ghost_plays(singles: int, multis: list[PokaAction]) -> bool:
        if singles & NOT_GHOSTS:
            return True
        return any(_mask(a.cards) & NOT_GHOSTS for a in multis)

    _explain_illegal = illegal_reason  # why an action is illegal, in words (:mod:`.explain`)

    # -- making moves ------------------------------------------------------


    def push_unchecked(self, action: PokaAction) -> None:
        p = self.turn
        hands = self.hands
        first = self.first
        discard = self.discard
        chain = self.chain
        entry_head = (action, p, hands[0], hands[1], first[0], first[1], chain,
                      self.owe_february, self.passes, len(discard))
        events: tuple = ()
        drew = False
        extra = None
        kind = action.kind
        if kind == "discard":
            c = action.cards[0]
            top = discard[-1]
            hand = hands[p] & ~(1 << c)
            hands[p] = hand
            # a plain January on a plain January can only be the One-Two combo
            owe = (c == 2 or c == 3) and (top == 2 or top == 3)
            self.owe_february = owe
            discard.append(c)
            self.chain = chain + 1
            self.passes = 0
            if hand and not owe and not (hand & FOLLOW[c]) and not self._can_continue(hand, c):
                events = (("turn-end",),)
                self._end_turn(p)
        elif kind == "multi":
            cards = action.cards
            for c in cards:
                hands[p] &= ~(1 << c)
            discard.extend(cards)
            self.chain = chain + len(cards)
            self.owe_february = False
            self.passes = 0
            if hands[p] and not self._can_continue(hands[p], discard[-1]):
                events = (("turn-end",),)
                self._end_turn(p)
        elif kind == "stop":
            self._end_turn(p)
        elif kind == "pass":
            first[p] = False
            self.turn = 1 - p
            self.passes += 1
            if self.passes >= 2 and self.draw is not None:
                drew = True
                events, extra = self._draw(p)
        else:  # pragma: no cover - Action kinds are fixed
            raise ValueError(f"unknown action kind {kind!r}")
        self._stack.append(entry_head + (drew, extra, events))

    def _end_turn(self, p: int) -> None:
        self.first[p] = False
        self.chain = 0
        self.owe_february = False
        self.turn = 1 - p

    def _next_after_draw(self, second_passer: int) -> int:
        rule = self.options.after_draw
        if rule == "first-passer":
            return 1 - second_passer
        if rule == "second-passer":
            return second_passer
        return self.dealer

    def _draw(self, second_passer: int) -> tuple[tuple, tuple | None]:
        events = []
        extra = None
        if not self.draw:
            extra, events = self._rebuild_draw("no card left to draw: both piles are empty")
        card = self.draw.pop()
        self.discard.append(card)
        self.passes = 0
        self.turn = self._next_after_draw(second_passer)
        events.append(("draw", card, self.turn))
        return tuple(events), extra

    def reveal(self, card: int | str | Card) -> None:
        """Turn up ``card`` as the next card of an unknown draw pile (after two
        passes).  When no card is unseen, the discard pile except its top card
        is first reshuffled (an unknown order again) and the card must come from it."""
        if not self.draw_pending:
            raise IllegalActionError("No card is waiting to be turned up: reveal is only used after "
                                     "two passes in a row when the draw pile is unknown.")
        c = _index(card)
        p = 1 - self.turn  # the second passer
        entry_head = (None, p, self.hands[0], self.hands[1], self.first[0], self.first[1],
                      self.chain, self.owe_february, self.passes, len(self.discard))
        extra, events = self._turn_up(c, _cap(_card_words(c)))
        self.turn = self._next_after_draw(p)
        events.append(("draw", c, self.turn))
        self._stack.append(entry_head + (True, extra, tuple(events)))

    def pop(self) -> PokaAction | None:
        """Undo the last action (or reveal), restoring the position exactly,
        including draws, reshuffles and the rng state.  Returns the action."""
        if not self._stack:
            raise IndexError("nothing to undo")
        (action, p, h0, h1, f0, f1, chain, owe, passes, dlen, drew, extra, _events) = self._stack.pop()
        if extra is not None:
            self._undo_rebuild(extra)
        else:
            if drew and self.draw is not None:
                self.draw.append(self.discard[-1])
            del self.discard[dlen:]
        self.hands[0] = h0
        self.hands[1] = h1
        self.first[0] = f0
        self.first[1] = f1
        self.turn = p
        self.chain = chain
        self.owe_february = owe
        self.passes = passes
        return action

    # -- notation: the functions of :mod:`.notation`, as methods ------------

    to_text = position_text
    from_text = classmethod(read_position)
    _validate = check_position

    # -- display -----------------------------------------------------------

    def pretty(self) -> str:
        lines = self._hand_lines()
        lines.append(f"  discard: {format_cards(self.discard)}   top: {_code_words(self.discard[-1])}")
        lines.append("  draw pile: unknown order" if self.draw is None
                     else f"  draw pile: {len(self.draw)} cards")
        lines.append(f"  score: {self.scores[0]}-{self.scores[1]}  chain: {self.chain}  passes: {self.passes}")
        return "\n".join(lines)


def deal(rng: Rng | int | str | None = None, dealer: int = 0, scores: Sequence[int] = (0, 0),
         options: PokaOptions = DEFAULT_OPTIONS) -> PokaPosition:
    """Shorthand for :meth:`PokaPosition.deal`."""
    return PokaPosition.deal(rng, dealer, scores, options)
