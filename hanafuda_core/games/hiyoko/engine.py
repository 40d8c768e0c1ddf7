"""Hiyoko (ひよこ, also Shosho しょっしょ): the complete two-player engine.

Like the other engines, python-chess style: a mutable :class:`HiyokoPosition`
with a legal-move generator, ``push``/``pop`` (exact undo), ``outcome()``
returning a value, and a one-line text notation that round-trips.  Isuri
(:mod:`hanafuda_core.games.isuri`) is a variant: a subclass that overrides
the deck, the options, the scoring and the multiple discards, through the
hooks marked "variant hook" below.  What every shedding game does alike
(the action type and its notation, events and the log, the draw pile, the
common checks of a position, the turn solver, the random and computer
players' loop, the match) comes from
:mod:`hanafuda_core.families.shedding_engine`; this module holds Hiyoko's
own rules, and re-exports those names.

Rules in brief (sources: the rules pages, ``docs/games/hiyoko.md``):

* 45 cards (the three Paulownia chaffs removed), the **Nagoya month order**
  (Pine, Willow, Cherry, Wisteria, Iris, Paulownia, Bush clover, Susuki,
  Chrysanthemum, Maple, Peony, Plum).  6 cards each, one card face up starts
  the discard pile, the rest is the draw pile.  The dealer plays first.
* A turn is a chain of discards, each card of the month after the top card
  (month 12, Plum, is followed by month 1, Pine).  After the first discard a
  player may stop; when nothing can follow, the turn ends by itself.
* Ten wild cards (:data:`WILD_IN_HAND`, :data:`WILD_TURNED`): five count as a
  range of months in a hand and on the pile; five count as January only (or
  every month) only when turned up from the draw pile.
* One-Two combo: on a top card that counts as January, a pine card that could
  not follow may go first when a card that counts as month 2 (willow) follows
  it at once.
* A player who cannot follow passes.  Who turns up a card from the draw pile
  is the ``draw_rule`` option.  Default (``discarder``), the source's three
  cases, which depend on who is dealer: the dealer cannot follow on the first
  turn and the other player passes too: the dealer turns up; the dealer
  discards and the other player passes: the dealer turns up; the other player
  discards and the dealer passes: the other player turns up — that is, the
  player whose discard could not be followed turns up at once, and on the
  dealt card after two passes the dealer (the first who passed).  The
  option ``first-passer`` is the later wording of the same page (Fuda Wiki,
  2025): after two passes in a row the first player who passed.  A player
  who turned up a card and still cannot follow passes like anyone else (the
  source leaves this open): after two more passes the first who passed —
  the drawer — turns up again.  An empty draw pile is
  rebuilt from the discard pile except its top card.
* Emptying the hand wins the round: 1 point, the winner deals next; first to
  ``target`` (3) points wins the match.

Cards are indices 0..47 (:mod:`hanafuda_core.deck`); hands are bit sets,
piles lists with the top card *last*.  Months are positions in the Nagoya
order (1..12), sets of months 12-bit sets (:mod:`hanafuda_core.families.shedding`).

Position notation (:meth:`HiyokoPosition.to_text`), eleven fields separated by ``;``::

    hand 1; hand 2; discard pile; draw pile; turn; chain; passes; top; scores; dealer; options

``top`` says where the top card of the discard pile came from: ``d`` dealt face
up at the start of the round, ``t`` turned up from the draw pile, ``1`` or ``2``
discarded by that player.  ``chain`` is the number of cards discarded so far
this turn (``!`` when the One-Two combo still owes a month-2 card), ``passes``
the passes in a row, ``scores`` ``a-b`` before this round.  Example::

    3C1 4R 7C1 9A 10C2 11B; 2C1 5C2 6R 8B 8C1 12B; 1C1; ?; 1; 0; 0; d; 0-0; 1; -
"""

from __future__ import annotations

from ...words import with_article

from dataclasses import dataclass, field
from typing import Callable, Iterable, Sequence

from ...cardset import (bits as _bits, capitalized as _cap, index as _index, mask as _mask, to_list as _to_list,
                        to_mask as _to_mask)
from ...deck import CARDS, DECK_SUBSETS, FLOWERS, NAGOYA_ORDER, Kind
from ...families.shedding import (ALL_MONTHS, MonthRules, deal_six, month_list, month_rules,
                                  months_between, next_months)
from ...families.shedding_engine import (Event, LogEntry, PositionText, ShedAction, ShedMatch, ShedOutcome,
                                         ShedPosition, notation_fields,
                                         choose_best, longest_chain_length, play_rounds, random_action,
                                         read_scores, turn_sequences)
from ...game import IllegalActionError, Match as _Match, MatchOutcome, PositionError
from ...notation import NotationError, format_cards
from ...options import OptionSet
from ...rng import Rng

__all__ = [
    "ORDER", "HIYOKO_DECK", "WILD_IN_HAND", "WILD_TURNED", "HiyokoOptions", "OPTION_INFO", "Action",
    "PASS", "STOP", "RoundOutcome", "Event", "LogEntry", "HiyokoPosition", "HiyokoMatch", "deal",
    "play_match", "random_action", "choose_action", "explain_move", "turn_sequences",
    "longest_chain_length", "month_name", "month_text", "months_text", "card_text", "wild_table",
    "DEALT", "TURNED", "PositionError", "IllegalActionError", "MatchOutcome",
]

ORDER = NAGOYA_ORDER
HIYOKO_DECK: int = DECK_SUBSETS["no-paulownia-chaff"].mask
"""The 45 cards of Hiyoko: the whole deck without the three Paulownia chaffs."""

# The cards named by the rules
CRANE, PINE_RIBBON, PINE_CHAFFS = 0, 1, (2, 3)
WARBLER, PLUM_RIBBON, PLUM_CHAFFS = 4, 5, (6, 7)
CHERRY_RIBBON = 9
RAIN_MAN, WILLOW_RIBBON = 40, 42
PHOENIX, COLOURED_CHAFF = 44, 45

JANUARY = 1  # the month bit of position 1 (Pine)
FEBRUARY = 2  # position 2 (Willow)

WILD_IN_HAND: dict[int, int] = {
    CRANE: months_between(1, 10),
    PINE_RIBBON: months_between(1, 10),
    RAIN_MAN: months_between(2, 11),
    WILLOW_RIBBON: months_between(2, 10),
    CHERRY_RIBBON: ALL_MONTHS,
}
"""The five wild cards that count as a range of months in a hand and on the pile."""

WILD_TURNED: dict[int, int] = {
    PHOENIX: JANUARY,
    PLUM_RIBBON: JANUARY,
    PLUM_CHAFFS[0]: JANUARY,
    PLUM_CHAFFS[1]: JANUARY,
    WARBLER: ALL_MONTHS,
}
"""The five wild cards that count as other months only when turned up from the draw pile."""

DEALT, TURNED = 2, 3
"""Where the top card came from, besides a player's discard (0 or 1)."""
_TOP_TEXT = {0: "1", 1: "2", DEALT: "d", TURNED: "t"}
_TOP_READ = {v: k for k, v in _TOP_TEXT.items()}

# ---------------------------------------------------------------------------
# Words (no card codes: what learners read names cards and months)

_ORDINAL = {1: "1st", 2: "2nd", 3: "3rd"}


def month_name(m: int) -> str:
    """The flower at position ``m`` of the Nagoya order: "Willow"."""
    f = FLOWERS[ORDER.sequence[m - 1] - 1]
    return f.english


def month_text(m: int) -> str:
    """A month position for a learner: "Willow (month 2)"."""
    return f"{month_name(m)} (month {m})"


def _runs(months: int) -> list[tuple[int, int]]:
    out: list[tuple[int, int]] = []
    for m in month_list(months):
        if out and out[-1][1] == m - 1:
            out[-1] = (out[-1][0], m)
        else:
            out.append((m, m))
    return out


def months_text(months: int) -> str:
    """A set of month positions for a learner: "every month", "Pine (month 1)",
    "months 2 to 11 (Willow to Peony)"."""
    if months == ALL_MONTHS:
        return "every month"
    parts = []
    for a, b in _runs(months):
        if a == b:
            parts.append(month_text(a))
        elif b == a + 1:
            parts.append(f"{month_text(a)} and {month_text(b)}")
        else:
            parts.append(f"months {a} to {b} ({month_name(a)} to {month_name(b)})")
    return " and ".join(parts) if len(parts) <= 2 else ", ".join(parts[:-1]) + " and " + parts[-1]


def card_name(c: int) -> str:
    """A card's name without article: "Crane and Sun", "Pine chaff"."""
    card = CARDS[c]
    if c == COLOURED_CHAFF:
        return "coloured Paulownia chaff"
    if card.kind is Kind.CHAFF and card.key is None:
        return card.name.rstrip(" 0123456789")
    return card.name


def card_text(c: int) -> str:
    """A card for a learner: "the Crane and Sun", "a Pine chaff", "an Iris chaff"."""
    card = CARDS[c]
    name = card_name(c)
    if card.kind is Kind.CHAFF and card.key is None:
        return with_article(name)
    return f"the {name}"


_NUMBERS = {2: "two", 3: "three", 4: "four"}


def cards_text(cards: Iterable[int]) -> str:
    """Cards for a learner, joined with "and"; chaffs of one flower counted
    ("two Maple chaffs")."""
    counts: dict[str, int] = {}
    order: list[str] = []
    for c in cards:
        t = card_text(c)
        if t not in counts:
            order.append(t)
            counts[t] = 0
        counts[t] += 1
    names = []
    for t in order:
        n = counts[t]
        names.append(t if n == 1 else f"{_NUMBERS.get(n, str(n))} {t.split(' ', 1)[1]}s")
    if len(names) <= 1:
        return "".join(names)
    return ", ".join(names[:-1]) + " and " + names[-1]


def _plural(n: int, word: str) -> str:
    return f"{n} {word}{'' if n == 1 else 's'}"


# ---------------------------------------------------------------------------
# Options

_DRAW_RULES = ("discarder", "first-passer")
_WILLOW = ("feb-oct", "feb-nov")


def _draw_rule_field():
    return field(default="discarder", metadata={
        "code": "draw", "choices": _DRAW_RULES, "label": "Who turns up a card",
        "choice_labels": {
            "discarder": "The player whose card could not be followed; on the dealt card, the dealer (the source)",
            "first-passer": "After two passes, the first who passed (Fuda Wiki, 2025)",
        },
        "doc": "When nobody can follow, who turns up the next card from the draw pile and plays on it: as "
               "soon as a player passes on the other's discard, the player who discarded it, and when "
               "nobody can follow the card dealt face up, the dealer after both have passed (the source's "
               "three cases); or, the later wording of the same page (Fuda Wiki, 2025), after both players "
               "have passed, the one who passed first."})


def _must_continue_field():
    return field(default=False, metadata={
        "code": "must-continue", "label": "Must keep discarding while you can",
        "doc": "A player must keep discarding while a card can follow (no stopping by choice)."})


def _willow_field():
    return field(default="feb-oct", metadata={
        "code": "willow-ribbon", "choices": _WILLOW, "label": "The Willow ribbon counts as",
        "choice_labels": {"feb-oct": "Months 2 to 10", "feb-nov": "Months 2 to 11"},
        "doc": "The months the wild Willow ribbon counts as: 2 to 10 (the hanafuda rules) or 2 to 11 "
               "(the Ise-deck version of the rules)."})


def _deal_card_field():
    return field(default=True, metadata={
        "code": "deal-card", "label": "The card face up at the deal counts as turned up",
        "doc": "The card turned face up at the deal counts as turned up from the draw pile, so the "
               "Phoenix, the Plum cards and the Bush Warbler are wild there too."})


@dataclass(frozen=True)
class HiyokoOptions(OptionSet):
    """The rule options of a Hiyoko match; ``docs/games/hiyoko.md`` ("Rule
    notes") explains each default.

    Attributes:
        target: points that win the match (3).
        draw_rule: who turns up a card when nobody can follow (see the module notes).
        must_continue_chain: a player must discard while they can (default: may stop).
        willow_ribbon: the wild Willow ribbon's months, ``feb-oct`` or ``feb-nov``.
        deal_card_turned: the card dealt face up counts as turned up from the draw pile.
    """

    target: int = field(default=3, metadata={
        "code": "target", "choices": (3, 5, 1), "range": (1, 99), "label": "Points to win the match",
        "choice_labels": {3: "3 points", 5: "5 points", 1: "1 point (a single round)"},
        "doc": "Round wins needed to win the match."})
    draw_rule: str = _draw_rule_field()
    must_continue_chain: bool = _must_continue_field()
    willow_ribbon: str = _willow_field()
    deal_card_turned: bool = _deal_card_field()

    def __post_init__(self):
        self._check()

    def _check(self) -> None:
        for name in ("target",):
            v = getattr(self, name)
            if isinstance(v, bool) or not isinstance(v, int) or not 1 <= v <= 99:
                raise ValueError(f"{name} must be a whole number from 1 to 99, got {v!r}")
        for name, choices in (("draw_rule", _DRAW_RULES), ("willow_ribbon", _WILLOW)):
            if getattr(self, name) not in choices:
                raise ValueError(f"{name} must be one of {', '.join(choices)}; got {getattr(self, name)!r}")
        for name in ("must_continue_chain", "deal_card_turned"):
            if not isinstance(getattr(self, name), bool):
                raise ValueError(f"{name} must be True or False, got {getattr(self, name)!r}")


OPTION_INFO: list[dict] = HiyokoOptions.describe()
_DEFAULT_OPTIONS = HiyokoOptions()


# ---------------------------------------------------------------------------
# Actions


class Action(ShedAction):
    """One atomic action of a turn: ``discard`` (one card), ``multi``
    (several cards of one month at once, Isuri; the last card ends on top),
    ``stop`` (end your chain) or ``pass``.  Texts: ``3R``, ``5C1+5C2+1B``,
    ``stop``, ``pass``.  Shared with the other shedding games:
    :class:`~hanafuda_core.families.shedding_engine.ShedAction`."""

    MULTI_WORDS = "discarding cards together"
    JOINED_HINT = "cards joined with '+' (5C1+5C2+1B)"


_DISCARD: tuple[Action, ...] = Action._DISCARD
STOP = Action._STOP
PASS = Action._PASS


# ---------------------------------------------------------------------------
# Outcomes (the events and the log are the shedding family's)


class RoundOutcome(ShedOutcome):
    """The end of a Hiyoko round: ``winner`` emptied their hand and scores
    ``points`` (1); ``scores`` after the round; ``match_winner`` when it ends the match."""

    def explain(self) -> str:
        text = f"Player {self.winner + 1} emptied their hand first and scores {_plural(self.points, 'point')}."
        if self.match_winner is not None:
            w = self.match_winner
            text += f" Player {w + 1} wins the match {self.scores[w]}–{self.scores[1 - w]}."
        return text



# ---------------------------------------------------------------------------
# The position

# The fields of the position text, in order, with what each holds (the rules page's table).
POSITION_FIELDS = notation_fields(
    ("player 1's hand", "player 2's hand", "discard pile", "draw pile", "turn", "chain", "passes",
     "top card", "scores", "dealer", "options"),
    {"chain": "how many cards have been discarded so far this turn, with `!` while a One-Two combo still owes "
              "a card that counts as month 2",
     "passes": "passes in a row",
     "top card": "where the top card of the discard pile came from: `d` dealt face up at the start of the "
                 "round, `t` turned up from the draw pile, `1` or `2` discarded by that player",
     "scores": "the match score before this round, player 1 first: `a-b`"})
_FIELD_NAMES = tuple(name for name, _ in POSITION_FIELDS)


def wild_table(in_hand: dict[int, int], turned: dict[int, int], willow_ribbon: str = "feb-oct") -> tuple[dict, dict]:
    """The wild cards of a variant, with the Willow ribbon option applied."""
    hand = dict(in_hand)
    if willow_ribbon == "feb-nov":
        hand[WILLOW_RIBBON] = months_between(2, 11)
    return hand, dict(turned)


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
    field_names: tuple[str, ...] = _FIELD_NAMES
    action_type = Action
    events_at = 11
    pending_text = ("Nobody can follow, so the next card is turned up from the draw pile, but its order is "
                    "unknown in this position; say which card is turned up before playing on.")
    illegal_error = IllegalActionError
    _RULES: dict = {}

    __slots__ = ("hands", "discard", "draw", "turn", "chain", "owe", "passes", "top_by", "scores", "dealer",
                 "options", "rng", "rules", "_stack")

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
        self.options = options if options is not None else self.options_type()
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

    def _multis(self, hand: int, top: int, turned: bool) -> list[Action]:
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
        options = options if options is not None else cls.options_type()
        hands, face_up, draw = deal_six(rng, _bits(cls.deck_mask), dealer)
        return cls(hands, [face_up], draw, turn=dealer, top_by=DEALT, scores=scores, dealer=dealer,
                   options=options, rng=rng, validate=False, **extra)

    def copy(self, stack: bool = True) -> "HiyokoPosition":
        pos = object.__new__(type(self))
        for cls in type(self).__mro__:
            for name in getattr(cls, "__slots__", ()):
                if hasattr(self, name):
                    object.__setattr__(pos, name, getattr(self, name))
        pos.hands = list(self.hands)
        pos.discard = list(self.discard)
        pos.draw = None if self.draw is None else list(self.draw)
        rng = Rng(0)
        rng.state = self.rng.state
        pos.rng = rng
        pos._stack = list(self._stack) if stack else []
        return pos

    __copy__ = copy

    def _check_action(self, action):
        return self.normalize(action)

    def normalize(self, action) -> Action:
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
        return Action.multi(a.cards, top=min(plain))

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

    def _draw_due(self) -> bool:
        if self.passes >= 2:
            return True
        return self.options.draw_rule == "discarder" and self.passes == 1 and self.top_by == self.turn

    @property
    def draw_pending(self) -> bool:
        """A card must be turned up but the draw pile's order is unknown: call :meth:`reveal`."""
        return self.draw is None and self._draw_due()

    def _over(self) -> bool:
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
        return RoundOutcome(w, 1, "empty-hand", (s[0], s[1]), mw)

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

    def _singles(self, hand: int, top: int, turned: bool) -> int:
        fol = self.rules.follow(top, turned) & hand
        if self.owe:
            return fol
        return fol | self._combo(hand, top, turned, fol)

    def _can_continue(self, hand: int, top: int) -> bool:
        return bool(self._singles(hand, top, False) or self._multis(hand, top, False))

    def legal_actions(self) -> list[Action]:
        """Single discards (deck order), discards of several cards, then ``stop``
        or ``pass``.  Empty when the round is over or a card must be revealed."""
        hands = self.hands
        if not hands[0] or not hands[1] or self.draw_pending:
            return []
        hand = hands[self.turn]
        top = self.discard[-1]
        turned = self.top_turned
        singles = self._singles(hand, top, turned)
        acts = [_DISCARD[c] for c in _bits(singles)]
        acts.extend(self._multis(hand, top, turned))
        if self.chain:
            if not self.owe and (not self.options.must_continue_chain or not acts):
                acts.append(STOP)
        elif not acts:
            acts.append(PASS)
        return acts

    # -- explanations ------------------------------------------------------

    def top_words(self) -> str:
        """The top card and what may follow it, in words."""
        top = self.top
        turned = self.top_turned
        months = self.rules.top_months(top, turned)
        own = 1 << (self.rules.own_month(top) - 1)
        name = card_text(top)
        if months == own:
            m = self.rules.own_month(top)
            return (f"the top card is {name} ({month_name(m)}, month {m}), so a card that counts as "
                    f"{month_text(m % 12 + 1)} may follow it")
        why = "turned up from the draw pile, " if turned and top in self.wild_turned else ""
        if top in self.wild_turned and not turned:
            why = ""
        return (f"the top card is {name}, {why}which counts as {months_text(months)}, so a card that counts as "
                f"{months_text(next_months(months))} may follow it")

    def card_words(self, c: int) -> str:
        """A hand card and the months it counts as, in words, to be followed by a verb
        ("the Phoenix (Paulownia, month 6)", "the Crane and Sun, a wild card for months 1 to 10 (Pine to Maple),")."""
        months = self.rules.hand[c]
        if self.rules.is_wild_in_hand(c):
            return f"{card_text(c)}, a wild card for {months_text(months)},"
        m = self.rules.own_month(c)
        return f"{card_text(c)} ({month_name(m)}, month {m})"

    def _need_words(self) -> str:
        return months_text(next_months(self.top_months()))

    def _explain_illegal(self, action: Action, legal: list[Action]) -> str:
        hand = self.hands[self.turn]
        plays = [a for a in legal if a.is_discard]
        play_words = cards_text(sorted({a.cards[-1] for a in plays if a.kind == "discard"}))
        kind = action.kind
        if kind == "pass":
            if self.chain:
                return ("You have already discarded this turn: go on with a card that follows, or stop. "
                        "Passing is only for a turn in which you cannot play at all.")
            if play_words:
                return (f"You can't pass while you can play: {play_words} can go on the pile, since "
                        f"{self.top_words()}.")
            return "You can't pass while you can play: you can discard several cards of one month together."
        if kind == "stop":
            if self.chain == 0:
                if plays:
                    return (f"You haven't discarded anything this turn, so there is nothing to stop; play a "
                            f"card that follows ({play_words}).")
                return "You haven't discarded anything this turn, so there is nothing to stop; you cannot play, so pass."
            if self.owe:
                return self._owe_text(hand)
            return (f"With the rule option 'Must keep discarding while you can' you have to go on while a card "
                    f"can follow: {play_words or 'a group of cards of one month'} can go next.")
        cards = action.cards
        absent = [c for c in cards if not self.deck_mask >> c & 1]
        if absent:
            return f"{_cap(cards_text(absent))} {'is' if len(absent) == 1 else 'are'} not used in {self.game_name}: {self._deck_words()}"
        missing = [c for c in cards if not hand >> c & 1]
        if missing:
            return f"You don't have {cards_text(missing)} in your hand."
        if self.owe:
            return self._owe_text(hand)
        if kind == "multi":
            return self._explain_multi(action, hand)
        c = cards[0]
        text = (f"{_cap(self.card_words(c))} cannot go on the pile: {self.top_words()}.")
        if not self.rules.is_wild_in_hand(c) and c in self.wild_turned:
            text += (f" {_cap(card_text(c))} is wild only when it is turned up from the draw pile; in your hand "
                     f"it is just {with_article(month_name(self.rules.own_month(c)))} card.")
        if self.rules.counting_as(JANUARY) >> c & 1 and self.top_months() & JANUARY:
            text += (" The One-Two combo lets a pine card go on a January card only when you also hold a card "
                     "that can follow it at once, such as a Willow card (month 2).")
        return text

    def _deck_words(self) -> str:
        return "the three Paulownia chaffs are taken out of the deck."

    def _explain_multi(self, action: Action, hand: int) -> str:
        return f"In {self.game_name} you discard one card at a time."

    def _owe_text(self, hand: int) -> str:
        need = cards_text(_bits(self.rules.follow(self.top, False) & hand))
        return (f"You started the One-Two combo with {card_text(self.top)}, so a card that follows it must come "
                f"next, without stopping: {need}.")

    # -- making moves ------------------------------------------------------

    def _snapshot(self, action) -> list:
        return [action, self.turn, self.hands[0], self.hands[1], self.chain, self.owe, self.passes, self.top_by,
                len(self.discard), (), None, (), self._extra_state()]

    def _push(self, action: Action) -> None:
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
            if self.draw is not None and self._draw_due():
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
        entry[10], events = self._turn_up(c, _cap(card_text(c)))
        self.top_by = TURNED
        events.append(("draw", c, self.turn))
        entry[11] = tuple(events)
        self._stack.append(tuple(entry))

    def pop(self) -> Action | None:
        """Undo the last action (draws, reshuffles and the rng included)."""
        if not self._stack:
            raise IndexError("nothing to undo")
        (action, turn, h0, h1, chain, owe, passes, top_by, dlen, drawn, rebuilt, _events,
         extra) = self._stack.pop()
        if rebuilt is not None:
            self.discard = list(rebuilt[0])
            if rebuilt[1] is not None:
                self.draw = list(rebuilt[1])
            if rebuilt[2] is not None:
                self.rng.state = rebuilt[2]
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
        after._push(PASS)
        if after.draw_pending:
            return "draws", after.turn
        if any(a.is_discard for a in after.legal_actions()):
            return "plays", after.turn
        after._push(PASS)
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
                _TOP_TEXT.get(self.top_by, "?"), self._score_text(), str(self.dealer + 1)]

    def to_text(self) -> str:
        return "; ".join(self._fields() + [self.options.to_text()])

    @classmethod
    def _read_extra(cls, parts: list[str]) -> dict:
        """Variant hook: the variant's own fields (between the dealer and the options)."""
        return {}

    @classmethod
    def from_text(cls, text: str, rng: Rng | int | str | None = None) -> "HiyokoPosition":
        """Read a position written by :meth:`to_text` (see the module notes);
        raises :class:`PositionError` with the reason."""
        parts = PositionText(text, cls.field_names, cls.game_name, max_length=4000, clip=20)
        hand_lists = [parts.cards(0), parts.cards(1)]
        discard = parts.cards(2)
        draw = parts.cards(3, allow_unknown=True)
        turn = parts.player(4)
        dealer = parts.player(9)
        chain, owe = parts.chain(5)
        passes = parts.passes(6)
        if parts[7] not in _TOP_READ:
            raise PositionError(f"top card must be d (dealt), t (turned up), 1 or 2 (discarded by that player), "
                                f"got {parts[7][:20]!r}")
        scores = cls._read_scores(parts[8])
        extra = cls._read_extra(parts.parts)
        try:
            options = cls.options_type.from_text(parts[-1])
        except ValueError as e:
            raise PositionError(f"options: {e}") from e
        pos = cls((_mask(hand_lists[0]), _mask(hand_lists[1])), discard, draw, turn=turn, chain=chain, owe=owe,
                  passes=passes, top_by=_TOP_READ[parts[7]], scores=scores, dealer=dealer, options=options,
                  rng=rng, validate=False, **extra)
        pos._validate()
        return pos

    def _validate(self) -> None:
        """Raise :class:`PositionError` unless this is a possible position."""
        self._check_players()
        if not isinstance(self.options, self.options_type):
            raise PositionError(f"options must be {self.options_type.__name__}")
        self._check_cards([_bits(self.hands[0]), _bits(self.hands[1])], card_text,
                          lambda c: f"{card_text(c)} is not used in {self.game_name}: {self._deck_words()}")
        for p in (0, 1):
            if not self.hands[p] and (self.turn != p or not self.chain):
                raise PositionError(f"player {p + 1}'s hand is empty, so the round ended with their discard: the "
                                    f"turn must be player {p + 1}'s, with a chain")
        self._validate_scores()
        if not isinstance(self.chain, int) or self.chain < 0 or self.chain > 6:
            raise PositionError(f"chain must be a number of cards from 0 to 6, got {self.chain!r}")
        self._check_counts()
        if self.passes and self.chain:
            raise PositionError("a player in the middle of a chain has discarded this turn, so passes must be 0")
        if self.chain and self.top_by != self.turn:
            raise PositionError("the player to move has discarded this turn, so the top card is theirs: the top "
                                f"field must be {self.turn + 1}")
        if self.top_by == DEALT and len(self.discard) != 1:
            raise PositionError("the card dealt face up is on top only until the first card goes on it: with "
                                "'d' the discard pile holds one card")
        if self.draw is not None and self._draw_due():
            raise PositionError("nobody can follow here, so a card is turned up at once when the draw pile is "
                                "known; a position waits with these passes only when the draw pile is unknown ('?')")
        if self.owe:
            top = self.top
            if not self.chain or self.rules.hand[top] != JANUARY \
                    or not self.rules.follow(top, False) & self.hands[self.turn]:
                raise PositionError("'!' (the One-Two combo owes a card) needs a chain, a pine card on top and a "
                                    "card in the hand that can follow it")

    def _validate_scores(self) -> None:
        if len(self.scores) != 2:
            raise PositionError("give two scores")
        self._check_scores()

    def pretty(self) -> str:
        lines = self._hand_lines()
        lines.append(f"  discard: {format_cards(self.discard)}  ({self.top_words()})")
        lines.append("  draw pile: unknown order" if self.draw is None else f"  draw pile: {len(self.draw)} cards")
        lines.append(f"  scores: {self._score_text()}  chain: {self.chain}  passes: {self.passes}")
        return "\n".join(lines)


def deal(rng=None, dealer: int = 0, scores: Sequence[int] = (0, 0), options: HiyokoOptions = _DEFAULT_OPTIONS
         ) -> HiyokoPosition:
    """Shorthand for :meth:`HiyokoPosition.deal`."""
    return HiyokoPosition.deal(rng, dealer, scores, options)


# ---------------------------------------------------------------------------
# Players (the solver, random_action and the loop of choose_action are the
# shedding family's)


_CARD_COST = 10.0


def _wild_worth(rules: MonthRules, hand: int) -> float:
    """Wild cards kept in hand are worth keeping: they bridge gaps later."""
    w = 0.0
    for c in _bits(hand):
        n = rules.hand[c].bit_count()
        if n > 1:
            w += 2.0 + 0.5 * n
    return w


def evaluate(me: int, before: HiyokoPosition, after: HiyokoPosition) -> float:
    """How good the end of a turn is for ``me`` (the computer's measure; variants extend it)."""
    out = after.outcome()
    if out is not None:
        return 1000.0 if out.winners == (me,) else -1000.0
    hand = after.hands[me]
    return -_CARD_COST * hand.bit_count() + _wild_worth(after.rules, hand)


def choose_action(position: HiyokoPosition, rng: Rng | None = None, limit: int = 2000) -> Action:
    """A sensible computer move (not random).

    Every complete way to play the rest of the turn is scored by where it
    leaves the player (:meth:`HiyokoPosition.evaluate_end`, which a variant
    extends): emptying the hand wins, each card left costs 10, and each wild
    card kept is worth a little, since it bridges a gap later — so a wild card
    is spent only when that sheds more cards.  The first action of the best
    line is returned (ties broken with ``rng``).

    Weighing the chance that the opponent can follow the card the turn ends on
    (as the Poka player does) made it weaker against random players under both
    drawing rules — a player who cannot follow soon gets a fresh card anyway —
    so it is left out.
    """
    return choose_best(position, position.evaluate_end, rng, limit)


def explain_move(position: HiyokoPosition, action, names: Sequence[str] | None = None) -> str:
    """Why ``action`` (legal) is a sensible move, in words (of the hand, so
    alike for the learner and for a player named in ``names``)."""
    a = position.normalize(action)
    hand = position.hands[position.turn]
    if a.kind == "pass":
        return "nothing in the hand can follow the top card"
    if a.kind == "stop":
        left = hand.bit_count()
        return f"stopping on {card_text(position.top)} keeps {_plural(left, 'card')}, and its wild cards, for later"
    after = position.copy(stack=False)
    after._push(a)
    if not after.hands[position.turn]:
        return "it empties the hand and wins the round"
    if a.kind == "multi":
        return f"it sheds {cards_text(a.cards)} in one go"
    c = a.cards[0]
    if position.owe is False and not position.rules.follow(position.top, position.top_turned) >> c & 1:
        return f"{card_text(c)} starts the One-Two combo, so one more card goes"
    if position.rules.is_wild_in_hand(c):
        others = position._singles(hand & ~(1 << c), position.top, position.top_turned)
        if not others:
            return f"{card_text(c)} is wild, and nothing else in the hand could follow"
    return f"{card_text(c)} follows {card_text(position.top)} and keeps the chain going"


# ---------------------------------------------------------------------------
# A whole match


class HiyokoMatch(ShedMatch):
    """Rounds until a player reaches ``options.target`` points; the round's
    winner deals the next."""

    error = IllegalActionError
    position_type: type = HiyokoPosition

    @classmethod
    def draw_for_dealer(cls, seats: int, rng: Rng):
        """The first dealer: each player draws a card of the game's deck; the
        earlier month in the Nagoya order deals."""
        from ...dealer import choose_dealer

        return choose_dealer(seats, rng, ORDER, [CARDS[c] for c in _bits(cls.position_type.deck_mask)])


def play_match(rng=None, options=None, players: Sequence[Callable] | None = None, dealer: int | None = None,
               max_actions: int = 200_000, record: bool = True, match_type: type = HiyokoMatch) -> _Match:
    """Play a whole match; ``players[p](position, rng)`` chooses player p's
    actions (default :func:`random_action` for both)."""
    m = match_type(options, rng, dealer, record=record)
    return play_rounds(m, players or (random_action, random_action), max_actions)
