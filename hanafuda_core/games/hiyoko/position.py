"""A Hiyoko round in progress (:class:`HiyokoPosition`): its state, the deal,
the month rules under its options, legal actions (the One-Two combo), making
and undoing moves, who turns up a card, the outcome.  Isuri subclasses it
through the hooks marked "variant hook".  The position text and its checks
are in :mod:`.notation`, the explanations of illegal actions in
:mod:`.explain`."""

from __future__ import annotations

from functools import lru_cache
from typing import Iterable, Sequence

from ...cardset import bits as _bits, index as _index, to_list as _to_list
from ...cardset import to_mask as _to_mask
from ...families.shedding.deal import deal_six
from ...families.shedding.months import MonthRules, month_rules, next_months
from ...families.shedding.notation import read_scores
from ...families.shedding.position import ShedPosition
from ...game import IllegalActionError, PositionError
from ...messages import Message, msg, msg_in
from ...notation import NotationError, format_cards
from ...rng import Rng
from .actions import PASS, STOP, HiyokoAction
from .cards import DEALT, HIYOKO_DECK, JANUARY, ORDER, TOP_CODES, TURNED, WILD_IN_HAND, WILD_TURNED, wild_table
from .explain import illegal_reason
from .measure import evaluate
from .notation import FIELD_NAMES, check_position, read_position
from .options import DEFAULT_OPTIONS, HiyokoOptions
from .outcome import HiyokoOutcome
from .words import card_text, month_name, month_text, months_text

__all__ = ["HiyokoPosition", "deal"]

_DISCARD: tuple[HiyokoAction, ...] = HiyokoAction.DISCARDS


@lru_cache(maxsize=None)
def _deck_cards(deck_mask: int) -> tuple[int, ...]:
    """The cards of a deck, in deck order (the deal shuffles a list of them)."""
    return tuple(_bits(deck_mask))


class HiyokoPosition(ShedPosition):
    """A Hiyoko round in progress (or over).

    State: ``hands`` (two bit sets), ``discard`` (top last), ``draw`` (top
    last — the next card turned up is ``draw[-1]`` — or None when its order is
    unknown), ``turn``, ``chain`` (cards discarded this turn), ``owe`` (the
    One-Two combo was started: a card must follow at once), ``passes`` (in a
    row), ``top_by`` (0/1: discarded by that player; :data:`DEALT`,
    :data:`TURNED`), ``scores`` (before this round), ``dealer``, ``options``;
    ``rng`` shuffles the rebuilt draw pile (undo restores it too).
    """

    game_name = "Hiyoko"
    deck_mask: int = HIYOKO_DECK
    options_type: type = HiyokoOptions
    wild_in_hand: dict[int, int] = WILD_IN_HAND
    wild_turned: dict[int, int] = WILD_TURNED
    field_names: tuple[str, ...] = FIELD_NAMES
    action_type = HiyokoAction
    events_at = 11
    pending_text = msg("Nobody can follow, so the next card is turned up from the draw pile, but its order is "
                       "unknown in this position; say which card is turned up before playing on.")
    illegal_error = IllegalActionError
    _RULES: dict = {}

    __slots__ = ("hands", "discard", "draw", "turn", "chain", "owe", "passes", "top_by", "scores", "dealer",
                 "options", "rng", "rules")

    def __init__(self, hands: Sequence = (0, 0), discard: Iterable | str = (), draw: Iterable | str | None = None,
                 turn: int = 0, chain: int = 0, owe: bool = False, passes: int = 0, top_by: int = DEALT,
                 scores: Sequence[int] = (0, 0), dealer: int = 0, options=None,
                 rng: Rng | int | str | None = None, validate: bool = True, **extra):
        if len(hands) != 2:
            raise PositionError(f"{self.game_name} is played by two players: give two hands")
        try:
            self.hands = [_to_mask(hands[0]), _to_mask(hands[1])]
            self.discard = _to_list(discard)
            unknown = draw is None or (isinstance(draw, str) and draw.strip() == "?")
            self.draw = None if unknown else _to_list(draw)
        except (NotationError, ValueError) as e:
            raise PositionError(str(e)) from e
        self.turn = turn
        self.chain = chain
        self.owe = bool(owe)
        self.passes = passes
        self.top_by = top_by
        self.scores = tuple(scores)
        self.dealer = dealer
        self.options = options if options is not None else self.options_type.defaults()
        self.rng = rng if isinstance(rng, Rng) else Rng(rng if rng is not None else 0)
        self._stack: list[tuple] = []
        self._init_extra(**extra)
        self.rules = self.rules_for(self.options)
        if validate:
            self._validate()

    # -- variant hooks -----------------------------------------------------

    def _init_extra(self, **extra) -> None:
        """Variant hook: the variant's own state (Isuri: round, pot, payments)."""
        if extra:
            raise TypeError(f"unknown position fields: {', '.join(extra)}")

    def _extra_state(self) -> tuple:
        """Variant hook: the variant's own state as a tuple (undo, equality)."""
        return ()

    def _restore_extra(self, state: tuple) -> None:
        pass

    def _multis(self, hand: int, top: int, turned: bool) -> list[HiyokoAction]:
        """Variant hook: discards of several cards at once (none in Hiyoko)."""
        return []

    def _on_discard(self, p: int, cards: tuple[int, ...]) -> None:
        """Variant hook: called after ``p`` discarded ``cards`` (Isuri pays them)."""

    def _on_pass(self, p: int) -> None:
        """Variant hook: called when ``p`` passes (Isuri: 1 point into the pot)."""

    def _on_empty(self, p: int) -> tuple:
        """Variant hook: ``p`` emptied their hand; returns extra events."""
        return ()

    def evaluate_end(self, me: int, after: "HiyokoPosition") -> float:
        """Variant hook: the computer's measure of ``after``, the end of a turn
        of ``me`` played from this position (:func:`evaluate`)."""
        return evaluate(me, self, after)

    @classmethod
    def rules_for(cls, options) -> MonthRules:
        """The month rules (which card follows which) of this variant under ``options``."""
        key = (cls.deck_mask, options.willow_ribbon, tuple(sorted(cls.wild_turned.items())))
        rules = cls._RULES.get(key)
        if rules is None:
            hand, turned = wild_table(cls.wild_in_hand, cls.wild_turned, options.willow_ribbon)
            rules = month_rules(ORDER, cls.deck_mask, wild=hand, wild_turned=turned)
            cls._RULES[key] = rules
        return rules

    # -- construction ------------------------------------------------------

    @classmethod
    def deal(cls, rng: Rng | int | str | None = None, dealer: int = 0, scores: Sequence[int] = (0, 0),
             options=None, **extra) -> "HiyokoPosition":
        """Shuffle and deal a new round (three cards each, twice; one card face up)."""
        if not isinstance(rng, Rng):
            rng = Rng(rng)
        options = options if options is not None else cls.options_type.defaults()
        hands, face_up, draw = deal_six(rng, _deck_cards(cls.deck_mask), dealer)
        pos = cls(hands, [face_up], (), turn=dealer, top_by=DEALT, scores=scores, dealer=dealer,
                  options=options, rng=rng, validate=False, **extra)
        pos.draw = draw  # card indices already: nothing to read
        return pos

    def _copy_rest(self, pos: "HiyokoPosition") -> None:
        pos.owe, pos.top_by, pos.rules = self.owe, self.top_by, self.rules
        pos._restore_extra(self._extra_state())  # the variant's own state (immutable values)

    def _check_action(self, action):
        return self.normalize(action)

    def normalize(self, action) -> HiyokoAction:
        """The canonical form of a discard of several cards: when the top card
        is not a wild card, which plain card of the month ends on top changes
        nothing, so the first of them in deck order is used."""
        a = self._read_action(action)
        if a.kind != "multi":
            return a
        top = a.cards[-1]
        if self.rules.is_wild_in_hand(top):
            return a
        plain = [c for c in a.cards if not self.rules.is_wild_in_hand(c)]
        return HiyokoAction.multi(a.cards, top=min(plain))

    def _key(self) -> tuple:
        return (self.hands[0], self.hands[1], tuple(self.discard), None if self.draw is None else tuple(self.draw),
                self.turn, self.chain, self.owe, self.passes, self.top_by, tuple(self.scores), self.dealer,
                self.options, self._extra_state())

    # -- queries -----------------------------------------------------------

    @property
    def top_turned(self) -> bool:
        """Does the top card count as turned up from the draw pile (its draw-pile wildness)?"""
        return self.top_by == TURNED or (self.top_by == DEALT and self.options.deal_card_turned)

    def top_months(self) -> int:
        """The months the top card counts as."""
        return self.rules.top_months(self.top, self.top_turned)

    def followers(self) -> int:
        """The cards (of the whole deck) that may follow the top card one at a time."""
        return self.rules.follow(self.top, self.top_turned)

    def draw_due(self) -> bool:
        """Nobody can follow: the next card is turned up now (two passes, or
        one with the rule that the player who discarded the top card draws)."""
        if self.passes >= 2:
            return True
        return self.options.draw_rule == "discarder" and self.passes == 1 and self.top_by == self.turn

    @property
    def draw_pending(self) -> bool:
        """A card must be turned up but the draw pile's order is unknown: call :meth:`reveal`."""
        return self.draw is None and self.draw_due()

    def is_over(self) -> bool:
        return not self.hands[0] or not self.hands[1]

    def outcome(self):
        h0, h1 = self.hands
        if h0 and h1:
            return None
        return self._make_outcome(0 if not h0 else 1)

    def _make_outcome(self, w: int):
        """Variant hook: the round's outcome, ``w`` having emptied their hand."""
        s = list(self.scores)
        s[w] += 1
        mw = w if s[w] >= self.options.target else None
        return HiyokoOutcome(w, 1, "empty-hand", (s[0], s[1]), mw)

    # -- move generation ---------------------------------------------------

    def _combo(self, hand: int, top: int, turned: bool, fol: int) -> int:
        """The cards that may start the One-Two combo now: cards counting as
        January that cannot follow the top card normally, on a top card that
        counts as January, when a card of the hand could follow them at once."""
        rules = self.rules
        if not rules.top_months(top, turned) & JANUARY:
            return 0
        cand = hand & ~fol & rules.counting_as(JANUARY)
        out = 0
        while cand:
            low = cand & -cand
            x = low.bit_length() - 1
            if rules.follow(x, False) & hand & ~low:
                out |= low
            cand ^= low
        return out

    def singles(self, hand: int, top: int, turned: bool) -> int:
        """The cards of ``hand`` that may be discarded one at a time on
        ``top`` (``turned``: it counts as turned up), the One-Two combo included."""
        fol = self.rules.follow(top, turned) & hand
        if self.owe:
            return fol
        return fol | self._combo(hand, top, turned, fol)

    def _can_continue(self, hand: int, top: int) -> bool:
        return bool(self.singles(hand, top, False) or self._multis(hand, top, False))

    def legal_actions(self) -> list[HiyokoAction]:
        """Single discards (deck order), discards of several cards, then ``stop``
        or ``pass``.  Empty when the round is over or a card must be revealed."""
        hands = self.hands
        if not hands[0] or not hands[1] or self.draw_pending:
            return []
        hand = hands[self.turn]
        top = self.discard[-1]
        turned = self.top_turned
        singles = self.singles(hand, top, turned)
        acts = []
        while singles:  # in deck order
            low = singles & -singles
            acts.append(_DISCARD[low.bit_length() - 1])
            singles ^= low
        acts.extend(self._multis(hand, top, turned))
        if self.chain:
            if not self.owe and (not self.options.must_continue_chain or not acts):
                acts.append(STOP)
        elif not acts:
            acts.append(PASS)
        return acts

    # -- explanations ------------------------------------------------------

    def top_words(self, capital: bool = False) -> Message:
        """The top card and what may follow it, in words: "the top card is …,
        so a card that counts as … may follow it" (``capital``: "The top card is …")."""
        top = self.top
        turned = self.top_turned
        months = self.rules.top_months(top, turned)
        own = 1 << (self.rules.own_month(top) - 1)
        name = card_text(top)
        if months == own:
            m = self.rules.own_month(top)
            if capital:
                return msg_in("the top card and what may follow it, starting a sentence",
                              "The top card is {card} ({flower}, month {m}), so a card that counts as {next} may "
                              "follow it", card=name, flower=month_name(m), m=m, next=month_text(m % 12 + 1))
            return msg_in("the top card and what may follow it",
                          "the top card is {card} ({flower}, month {m}), so a card that counts as {next} may "
                          "follow it", card=name, flower=month_name(m), m=m, next=month_text(m % 12 + 1))
        counts, follow = months_text(months), months_text(next_months(months))
        if turned and top in self.wild_turned:
            if capital:
                return msg_in("the top card and what may follow it, starting a sentence",
                              "The top card is {card}, turned up from the draw pile, which counts as {months}, so "
                              "a card that counts as {next} may follow it", card=name, months=counts, next=follow)
            return msg_in("the top card and what may follow it",
                          "the top card is {card}, turned up from the draw pile, which counts as {months}, so a "
                          "card that counts as {next} may follow it", card=name, months=counts, next=follow)
        if capital:
            return msg_in("the top card and what may follow it, starting a sentence",
                          "The top card is {card}, which counts as {months}, so a card that counts as {next} may "
                          "follow it", card=name, months=counts, next=follow)
        return msg_in("the top card and what may follow it",
                      "the top card is {card}, which counts as {months}, so a card that counts as {next} may "
                      "follow it", card=name, months=counts, next=follow)

    def card_words(self, c: int, capital: bool = False, card: Message | None = None) -> Message:
        """A hand card and the months it counts as, in words, to be followed by a verb
        ("the Phoenix (Paulownia, month 6)", "the Crane and Sun, a wild card for months 1 to 10 (Pine to Maple),";
        ``capital``: "The Phoenix …"; ``card``: other words for the card, such as "Both Pine chaffs")."""
        name = card_text(c, capital) if card is None else card
        months = self.rules.hand[c]
        if self.rules.is_wild_in_hand(c):
            return msg_in("a card in a hand and the months it counts as", "{card}, a wild card for {months},",
                          card=name, months=months_text(months))
        m = self.rules.own_month(c)
        return msg_in("a card in a hand and the months it counts as", "{card} ({flower}, month {m})", card=name,
                      flower=month_name(m), m=m)

    _explain_illegal = illegal_reason  # why an action is illegal, in words (:mod:`.explain`)

    def game_words(self) -> Message:
        """Variant hook: the game's name in a sentence."""
        return msg_in("a game's name", "Hiyoko")

    def deck_words(self) -> Message:
        """Variant hook: which cards the game takes out of the deck, in words."""
        return msg("the three Paulownia chaffs are taken out of the deck.")

    def explain_multi(self, action: HiyokoAction, hand: int) -> Message:
        """Variant hook: why a discard of several cards at once, not legal, is not."""
        return msg("In {game} you discard one card at a time.", game=self.game_words())

    # -- making moves ------------------------------------------------------

    def _snapshot(self, action) -> list:
        return [action, self.turn, self.hands[0], self.hands[1], self.chain, self.owe, self.passes, self.top_by,
                len(self.discard), (), None, (), self._extra_state()]

    def push_unchecked(self, action: HiyokoAction) -> None:
        p = self.turn
        entry = self._snapshot(action)
        events: list = []
        kind = action.kind
        if kind in ("discard", "multi"):
            cards = action.cards
            top = self.discard[-1]
            combo = kind == "discard" and not self.rules.follow(top, self.top_turned) >> cards[0] & 1
            hand = self.hands[p]
            for c in cards:
                hand &= ~(1 << c)
            self.hands[p] = hand
            self.discard.extend(cards)
            self.chain += len(cards)
            self.passes = 0
            self.top_by = p
            self.owe = combo
            self._on_discard(p, cards)
            if not hand:
                events.extend(self._on_empty(p))
            elif not combo and not self._can_continue(hand, cards[-1]):
                events.append(("turn-end",))
                self._end_turn(p)
        elif kind == "stop":
            self._end_turn(p)
        elif kind == "pass":
            self.passes += 1
            self.turn = 1 - p
            self._on_pass(p)
            if self.draw is not None and self.draw_due():
                drawn, rebuilt, evs = self._draw()
                entry[9], entry[10] = drawn, rebuilt
                events.extend(evs)
        else:  # pragma: no cover - Action kinds are fixed
            raise ValueError(f"unknown action kind {kind!r}")
        entry[11] = tuple(events)
        self._stack.append(tuple(entry))

    def _end_turn(self, p: int) -> None:
        self.chain = 0
        self.owe = False
        self.turn = 1 - p

    def _draw(self) -> tuple[tuple, tuple | None, list]:
        """Turn up the top card of the draw pile for the player to move."""
        events: list = []
        rebuilt = None
        if not self.draw:
            rebuilt, events = self._rebuild_draw("no card left to turn up: the discard pile holds only its top card")
        card = self.draw.pop()
        self.discard.append(card)
        self.passes = 0
        self.top_by = TURNED
        events.append(("draw", card, self.turn))
        return (card,), rebuilt, events

    def reveal(self, card) -> None:
        """Turn up ``card`` as the next card of an unknown draw pile (when :attr:`draw_pending`)."""
        if not self.draw_pending:
            raise IllegalActionError("No card is waiting to be turned up.")
        c = _index(card)
        entry = self._snapshot(None)
        entry[10], events = self._turn_up(c, str(card_text(c, capital=True)))
        self.top_by = TURNED
        events.append(("draw", c, self.turn))
        entry[11] = tuple(events)
        self._stack.append(tuple(entry))

    def pop(self) -> HiyokoAction | None:
        """Undo the last action (draws, reshuffles and the rng included)."""
        if not self._stack:
            raise IndexError("nothing to undo")
        (action, turn, h0, h1, chain, owe, passes, top_by, dlen, drawn, rebuilt, _events,
         extra) = self._stack.pop()
        if rebuilt is not None:
            self._undo_rebuild(rebuilt)
        else:
            if self.draw is not None:
                for c in reversed(drawn):
                    self.draw.append(c)
            del self.discard[dlen:]
        self.hands[0], self.hands[1] = h0, h1
        self.turn, self.chain, self.owe, self.passes, self.top_by = turn, chain, owe, passes, top_by
        self._restore_extra(extra)
        return action

    def who_draws_after_pass(self) -> tuple[str, int | None]:
        """What happens when the player to move, who cannot play, passes:
        ``("plays", other)`` the other player can follow; ``("draws", p)``
        player ``p`` turns up the next card."""
        if self.legal_actions() != [PASS]:
            raise ValueError("the player to move can play, so they do not pass")
        after = self.copy(stack=False)
        after.draw = None  # decide without turning anything up
        after.push_unchecked(PASS)
        if after.draw_pending:
            return "draws", after.turn
        if any(a.is_discard for a in after.legal_actions()):
            return "plays", after.turn
        after.push_unchecked(PASS)
        return "draws", after.turn

    # -- notation ----------------------------------------------------------

    def _score_text(self) -> str:
        return f"{self.scores[0]}-{self.scores[1]}"

    @classmethod
    def _read_scores(cls, text: str) -> tuple[int, int]:
        return read_scores(text)

    def _fields(self) -> list[str]:
        draw = "?" if self.draw is None else format_cards(self.draw)
        return [format_cards(_bits(self.hands[0])), format_cards(_bits(self.hands[1])), format_cards(self.discard),
                draw, str(self.turn + 1), f"{self.chain}{'!' if self.owe else ''}", str(self.passes),
                TOP_CODES.get(self.top_by, "?"), self._score_text(), str(self.dealer + 1)]

    def to_text(self) -> str:
        return "; ".join(self._fields() + [self.options.to_text()])

    @classmethod
    def _read_extra(cls, parts: list[str]) -> dict:
        """Variant hook: the variant's own fields (between the dealer and the options)."""
        return {}

    # the functions of :mod:`.notation`, as methods
    from_text = classmethod(read_position)
    _validate = check_position

    def validate_scores(self) -> None:
        """Variant hook: the scores field (two scores, see :meth:`check_scores`)."""
        if len(self.scores) != 2:
            raise PositionError("give two scores")
        self.check_scores()

    def pretty(self) -> str:
        lines = self._hand_lines()
        lines.append(f"  discard: {format_cards(self.discard)}  ({self.top_words()})")
        lines.append("  draw pile: unknown order" if self.draw is None else f"  draw pile: {len(self.draw)} cards")
        lines.append(f"  scores: {self._score_text()}  chain: {self.chain}  passes: {self.passes}")
        return "\n".join(lines)


def deal(rng=None, dealer: int = 0, scores: Sequence[int] = (0, 0), options: HiyokoOptions = DEFAULT_OPTIONS
         ) -> HiyokoPosition:
    """Shorthand for :meth:`HiyokoPosition.deal`."""
    return HiyokoPosition.deal(rng, dealer, scores, options)
