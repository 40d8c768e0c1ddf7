"""Poka (ポカ, Go-mon Shobu): the complete two-player engine.

The design follows python-chess: a mutable :class:`PokaPosition` with a
legal-move generator, ``push``/``pop`` (exact undo), ``outcome()`` returning
a value, and a text notation (like FEN) that round-trips.  Rule choices the
source leaves open are data in :class:`PokaOptions`.  What every shedding
game does alike (the action type and its notation, events and the log, the
draw pile, the common checks of a position, the turn solver, the random and
computer players' loop, the match) comes from
:mod:`hanafuda_core.families.shedding_engine`; this module holds Poka's own
rules, and re-exports those names.

Rules in brief (source: the Poka rules page, see ``docs/games``):

* 48 cards, standard month order.  6 cards to each player, one card face up
  starts the discard pile, the rest is the face-down draw pile.
* Teyaku are checked at the deal (:data:`TEYAKU`).  A teyaku wins the round
  at once; equal teyaku on both sides void each other; Four of a Kind
  (buttakuri) wins the whole match.
* The dealer plays first.  A turn is a chain of discards: each card must be
  of the month right after the top card's month (December → January).  After
  at least one discard the player may stop.  A player who cannot discard
  passes; after two passes in a row the top card of the draw pile is turned
  onto the discard pile (when the draw pile is empty, the discard pile except
  its top card is shuffled into a new draw pile).
* Ghost cards (1B crane, 1R pine ribbon, 2A bush warbler) follow any card,
  and any card follows them.
* One-Two combo: on a (non-ghost) January top, a player holding a January and
  a February card may discard the January card and then the February card.
* Optional: on a January or February top, all the player's cards of that
  month may be discarded at once (``jan_feb_all_at_once``).
* Emptying your hand wins the round: 1 point, 2 for All Out (on your first
  turn).  The round winner deals next.  First to ``target`` points (5, or 3
  for San-mon Shobu) wins the match.

Players are 0 and 1 in the API; texts meant for people (notation,
explanations) call them player 1 and player 2.

Cards are indices 0..47 (see :mod:`hanafuda_core.deck`); hands are bit sets
(``int``), piles are lists with the top card *last*.

Position notation (:meth:`PokaPosition.to_text` / :meth:`PokaPosition.from_text`),
eleven fields separated by ``;``::

    hand 1; hand 2; discard pile; draw pile; turn; first; chain; passes; scores; dealer; options

Hands are card lists (``-`` if empty, written in deck order); piles are
written bottom to top (the last card is the top one) and the draw pile is
``?`` when its order is unknown (puzzles).  ``turn`` and ``dealer`` are ``1``
or ``2``; ``first`` lists the players still on their first turn (``12``,
``1``, ``2`` or ``-``); ``chain`` is the number of cards discarded so far this
turn, with ``!`` when the One-Two combo still owes a February card; ``passes``
counts passes in a row; ``scores`` is ``a-b`` before this round; ``options``
is :meth:`PokaOptions.to_text` (``-`` for the defaults).  Example, a fresh
deal with an unknown draw pile::

    3C1 7C1 8C1 9R 9C2 11A; 2A 2C2 3R 4A 10C2 12C3; 2C1; ?; 1; 12; 0; 0; 0-0; 1; -
"""

from __future__ import annotations

from ...words import with_article

from dataclasses import dataclass, field, fields
from typing import Callable, Iterable, Sequence

from ...cardset import (bits as _bits, capitalized as _cap, card_words as _card_words,
                        cards_words as _cards_words, code_words as _code_words, index as _index)
from ...cardset import mask as _mask, to_list as _to_list, to_mask as _to_mask
from ...deck import CARDS, FLOWERS, FULL_DECK, MONTH_MASKS, Card, cards_in, indices
from ...notation import NotationError, format_cards
from ...families.shedding import deal_six, follow_chance, follow_table
from ...families.shedding_engine import (Event, LogEntry, PositionText, ShedAction, ShedMatch, ShedOutcome,
                                         ShedPosition, notation_fields,
                                         choose_best, longest_chain_length, play_rounds, random_action,
                                         read_scores, turn_sequences)
from ...game import IllegalActionError, MatchOutcome, PositionError
from ...game import RoundRecord
from ...options import OptionSet
from ...rng import Rng

__all__ = [
    "GHOST_MASK", "GHOSTS", "PokaOptions", "OPTION_INFO", "Action", "PASS", "STOP",
    "Teyaku", "TEYAKU", "teyaku_of", "TeyakuResult", "resolve_teyaku", "RoundOutcome",
    "MatchOutcome", "Event", "LogEntry", "PositionError", "IllegalActionError",
    "PokaPosition", "deal", "Match", "RoundRecord", "play_match", "random_action",
    "choose_action", "explain_move", "turn_sequences", "solve_turn", "TurnSolution",
    "longest_chain_length", "follows",
]

# ---------------------------------------------------------------------------
# Card tables

GHOSTS: tuple[int, ...] = (0, 1, 4)
"""Indices of the three ghost cards: 1B (crane), 1R (pine poetry ribbon), 2A (bush warbler)."""
GHOST_MASK: int = (1 << 0) | (1 << 1) | (1 << 4)

_JAN = MONTH_MASKS[0]
_FEB = MONTH_MASKS[1]
_JAN_PLAIN = _JAN & ~GHOST_MASK  # 1C1 1C2: the only January cards that are not ghosts
_NON_GHOST = FULL_DECK & ~GHOST_MASK

# _FOLLOW[top] = bit set of the cards that may be discarded on ``top``.
_FOLLOW: tuple[int, ...] = follow_table(GHOST_MASK)


def follows(top: int | str | Card, card: int | str | Card) -> bool:
    """True when ``card`` may be discarded on ``top`` by the basic rule (month or ghost).

    The One-Two combo and the optional January/February rule depend on the
    rest of the hand; :meth:`PokaPosition.legal_actions` knows about them.
    """
    return bool(_FOLLOW[_index(top)] >> _index(card) & 1)


# ---------------------------------------------------------------------------
# Words for explanations

def _month_name(month: int) -> str:
    return FLOWERS[month - 1].month_name


def _a(month: int, capital: bool = False) -> str:
    return with_article(_month_name(month), capital)


def _month_with_flower(month: int) -> str:
    f = FLOWERS[month - 1]
    return f"{f.month_name} ({f.english})"


def _top_short(top: int) -> str:
    if (1 << top) & GHOST_MASK:
        return f"{_card_words(top)}, a ghost card"
    return _month_with_flower((top >> 2) + 1)


def _either(actions) -> str:
    """Discards a learner may choose from, in words: "the Curtain (March) or the
    Cherry chaff 1 (March)"."""
    words = [a.words() for a in actions]
    return ", ".join(words[:-1]) + " or " + words[-1] if len(words) > 1 else "".join(words)


def _rule(name: str) -> str:
    """An optional rule by its label on the options form: “Must keep discarding while you can”."""
    return f"“{PokaOptions.__dataclass_fields__[name].metadata['label']}”"


def _top_words(top: int) -> str:
    if (1 << top) & GHOST_MASK:
        return f"the top card is {_card_words(top)}, a ghost card, which any card can follow"
    return f"the top card is {_month_with_flower((top >> 2) + 1)}"


# ---------------------------------------------------------------------------
# Options

_AFTER_DRAW = ("first-passer", "second-passer", "dealer")
_TEYAKU_COUNT = ("best", "sum")
_UNEQUAL = ("higher", "void")


@dataclass(frozen=True)
class PokaOptions(OptionSet):
    """The rule options of a Poka match.  Every field has the default this
    site plays with; ``docs/games/poka.md ("Rule notes")`` explains each choice.

    Attributes:
        target: points needed to win the match: 5 (Go-mon Shobu, the usual
            game) or 3 (San-mon Shobu).  Any positive number is accepted.
        jan_feb_all_at_once: the optional rule of the source: when the top
            card is a January (or February) card, a player may discard all
            their cards of that month at once.  "All" is literal (ghost cards
            of that month included) and it takes at least two cards.
        after_draw: who plays first on the card turned up after two passes in
            a row.  ``"first-passer"`` (default): play simply goes on
            alternating, so the player who passed first is next;
            ``"second-passer"``: the player who passed last plays first;
            ``"dealer"``: the dealer of the round always plays first.
        teyaku_count: a player holding two teyaku counts ``"best"`` (default,
            the more valuable one) or their ``"sum"``.  Four of a Kind always
            counts alone.
        unequal_teyaku: both players hold teyaku of different values:
            ``"higher"`` (default) wins the round with its value, ``"void"``
            cancels them like equal teyaku.  (Buttakuri always beats a lower
            teyaku; two buttakuri void each other.)
        must_continue_chain: when True a player has to keep discarding while
            they can and may only stop when no card can go next.  Default
            False: the source says a player *may* discard further cards.
        may_pass_holding_ghost: when True a player whose only playable cards
            are ghosts may pass instead (or stop, under
            ``must_continue_chain``).  Default False: a ghost can follow any
            card, so a player holding one is never unable to play.
    """

    target: int = field(default=5, metadata={
        "code": "target", "choices": (5, 3), "range": (1, 99),
        "label": "Points to win the match",
        "choice_labels": {5: "5 points (Go-mon Shobu)", 3: "3 points (San-mon Shobu)"},
        "doc": "Points needed to win the match: 5 (Go-mon Shobu) or 3 (San-mon Shobu)."})
    jan_feb_all_at_once: bool = field(default=False, metadata={
        "code": "jan-feb", "label": "January/February cards all at once",
        "doc": "On a January or February top card, all your cards of that month may be "
               "discarded at once (at least two, ghosts of that month included)."})
    after_draw: str = field(default="first-passer", metadata={
        "code": "after-draw", "choices": _AFTER_DRAW, "label": "Who plays first after a draw",
        "choice_labels": {"first-passer": "The player who passed first",
                          "second-passer": "The player who passed second", "dealer": "The dealer"},
        "doc": "Who plays first on a card turned up after two passes: the player who passed "
               "first (normal alternation), the one who passed second, or the dealer."})
    teyaku_count: str = field(default="best", metadata={
        "code": "teyaku", "choices": _TEYAKU_COUNT, "label": "A hand with two teyaku",
        "choice_labels": {"best": "The best one counts", "sum": "Both count (sum)"},
        "doc": "A hand with two teyaku scores the best one or the sum of both."})
    unequal_teyaku: str = field(default="higher", metadata={
        "code": "unequal", "choices": _UNEQUAL, "label": "Both players hold teyaku of different values",
        "choice_labels": {"higher": "The higher one wins", "void": "Both are void"},
        "doc": "Both players hold teyaku of different values: the higher one wins, or both "
               "are void."})
    must_continue_chain: bool = field(default=False, metadata={
        "code": "must-continue", "label": "Must keep discarding while you can",
        "doc": "A player must keep discarding while they can (no voluntary stop)."})
    may_pass_holding_ghost: bool = field(default=False, metadata={
        "code": "ghost-pass", "label": "May pass while holding only ghosts",
        "doc": "A player whose only playable cards are ghosts may pass (or stop) instead."})

    def __post_init__(self):
        if isinstance(self.target, bool) or not isinstance(self.target, int) or not 1 <= self.target <= 99:
            raise ValueError(f"target must be a whole number of points from 1 to 99, got {self.target!r}")
        for name, choices in (("after_draw", _AFTER_DRAW), ("teyaku_count", _TEYAKU_COUNT),
                              ("unequal_teyaku", _UNEQUAL)):
            if getattr(self, name) not in choices:
                raise ValueError(f"{name} must be one of {', '.join(choices)}; got {getattr(self, name)!r}")
        for name in ("jan_feb_all_at_once", "must_continue_chain", "may_pass_holding_ghost"):
            if not isinstance(getattr(self, name), bool):
                raise ValueError(f"{name} must be True or False, got {getattr(self, name)!r}")



OPTION_INFO: list[dict] = PokaOptions.describe()
_DEFAULT_OPTIONS = PokaOptions()

# ---------------------------------------------------------------------------
# Actions


class Action(ShedAction):
    """One atomic action of a turn.

    ``kind`` is ``"discard"`` (one card), ``"multi"`` (several cards of one
    month at once, the optional January/February rule; the last card ends on
    top), ``"stop"`` (end your chain) or ``"pass"``.  Text forms: ``3R``,
    ``1C1+1C2``, ``stop``, ``pass``.  Shared with the other shedding games:
    :class:`~hanafuda_core.families.shedding_engine.ShedAction`.
    """

    MULTI_WORDS = "a multiple discard"
    JOINED_HINT = "January or February cards joined with '+' (1C1+1C2)"


_DISCARD: tuple[Action, ...] = Action._DISCARD
STOP = Action._STOP
PASS = Action._PASS

# ---------------------------------------------------------------------------
# Teyaku


@dataclass(frozen=True)
class Teyaku:
    """A hand combination checked at the deal."""

    key: str
    name: str
    japanese: str
    reading: str
    romaji: str
    points: int
    description: str
    predicate: Callable[[int], bool] = field(compare=False, repr=False)
    ends_match: bool = False

    def held_by(self, hand: int) -> bool:
        return self.predicate(hand)

    def to_dict(self) -> dict:
        return {
            "key": self.key, "name": self.name, "japanese": self.japanese,
            "reading": self.reading, "romaji": self.romaji, "points": self.points,
            "description": self.description, "ends_match": self.ends_match,
        }


def _month_counts(hand: int) -> list[int]:
    return [(hand & m).bit_count() for m in MONTH_MASKS]


TEYAKU: tuple[Teyaku, ...] = (
    Teyaku(
        "january-triplet", "January Triplet", "ピン三枚", "ぴんさんまい", "pin-sanmai", 2,
        "Three January (pine) cards. The crane and the pine ribbon count: they are January "
        "cards as well as ghosts.",
        lambda h: (h & _JAN).bit_count() >= 3,
    ),
    Teyaku(
        "ghost-triplet", "Ghost Triplet", "化三枚", "ばけさんまい", "bake-sanmai", 2,
        "All three ghost cards: the Crane and Sun, the Pine poetry ribbon and the Bush Warbler.",
        lambda h: h & GHOST_MASK == GHOST_MASK,
    ),
    Teyaku(
        "triple-sticky", "Triple Sticky", "三双", "みつくっつき", "mitsu-kuttsuki", 2,
        "Three pairs: three different months with exactly two cards each. A month of three is "
        "not a pair, and four of a month is Four of a Kind, not two pairs.",
        lambda h: sum(1 for n in _month_counts(h) if n == 2) >= 3,
    ),
    Teyaku(
        "buttakuri", "Four of a Kind", "ブッタクリ", "ぶったくり", "buttakuri", 5,
        "All four cards of one month. Wins the whole match at once.",
        lambda h: any(n == 4 for n in _month_counts(h)),
        ends_match=True,
    ),
)
_TEYAKU_BY_KEY = {t.key: t for t in TEYAKU}
_BUTTAKURI = _TEYAKU_BY_KEY["buttakuri"]


def teyaku_of(hand: int | str | Iterable) -> list[Teyaku]:
    """The teyaku a hand holds, in :data:`TEYAKU` order.  Accepts a bit set,
    a card-list text or an iterable of cards."""
    h = _to_mask(hand)
    return [t for t in TEYAKU if t.predicate(h)]


@dataclass(frozen=True)
class TeyakuResult:
    """How the teyaku at a deal are settled.

    ``held[p]`` lists player p's teyaku; ``counted[p]`` the ones that count
    (best one, all of them, or buttakuri alone); ``values[p]`` their value.
    ``winner`` is None when nobody has a teyaku or they void each other.
    """

    held: tuple[tuple[Teyaku, ...], tuple[Teyaku, ...]]
    counted: tuple[tuple[Teyaku, ...], tuple[Teyaku, ...]]
    values: tuple[int, int]
    winner: int | None
    points: int
    reason: str | None  # 'teyaku' | 'buttakuri' | None
    voided: bool

    def explain(self) -> str:
        def names(p):
            return " + ".join(t.name for t in self.counted[p])

        if not self.held[0] and not self.held[1]:
            return "Nobody holds a teyaku."
        if self.winner is not None:
            p = self.winner
            if self.reason == "buttakuri":
                return f"Player {p + 1} holds Four of a Kind (buttakuri) and wins the match at once."
            other = 1 - p
            beat = ""
            if self.held[other]:
                beat = f", beating player {other + 1}'s {names(other)} ({self.values[other]})"
            return f"Player {p + 1} holds {names(p)} and wins the round with {self.points} points{beat}."
        return (f"Both players hold a teyaku (player 1: {names(0)}, {self.values[0]} points; "
                f"player 2: {names(1)}, {self.values[1]} points); they void each other and play goes on.")


def resolve_teyaku(hand0: int, hand1: int, options: PokaOptions = _DEFAULT_OPTIONS) -> TeyakuResult:
    """Settle the teyaku of two dealt hands (bit sets)."""
    held = (tuple(teyaku_of(hand0)), tuple(teyaku_of(hand1)))
    counted: list[tuple[Teyaku, ...]] = []
    values: list[int] = []
    for h in held:
        if _BUTTAKURI in h:
            c = (_BUTTAKURI,)
        elif not h:
            c = ()
        elif options.teyaku_count == "sum":
            c = h
        else:
            c = (max(h, key=lambda t: t.points),)
        counted.append(c)
        values.append(sum(t.points for t in c))
    bt = [_BUTTAKURI in h for h in held]
    winner, reason, voided = None, None, False
    if bt[0] != bt[1]:
        winner, reason = (0 if bt[0] else 1), "buttakuri"
    elif held[0] and held[1]:
        if values[0] == values[1] or options.unequal_teyaku == "void" or bt[0]:
            voided = True
        else:
            winner, reason = (0 if values[0] > values[1] else 1), "teyaku"
    elif held[0] or held[1]:
        winner = 0 if held[0] else 1
        reason = "buttakuri" if bt[winner] else "teyaku"
    points = values[winner] if winner is not None else 0
    return TeyakuResult(held, (counted[0], counted[1]), (values[0], values[1]), winner, points, reason, voided)


# ---------------------------------------------------------------------------
# Outcomes, events, errors


@dataclass(frozen=True)
class RoundOutcome(ShedOutcome):
    """The end of a round.

    ``reason`` is ``'empty-hand'`` (1 point), ``'all-out'`` (2 points, the
    hand emptied on the first turn), ``'teyaku'`` or ``'buttakuri'`` (which
    also wins the match).  ``scores`` are the match scores after the round;
    ``match_winner`` is set when this round ends the match.
    """

    teyaku: tuple[str, ...] = ()

    def explain(self) -> str:
        p = f"Player {self.winner + 1}"
        pts = f"{self.points} point{'s' if self.points != 1 else ''}"
        if self.reason == "all-out":
            text = f"{p} emptied their hand on their first turn (All Out) and scores {pts}."
        elif self.reason == "empty-hand":
            text = f"{p} emptied their hand first and scores {pts}."
        elif self.reason == "buttakuri":
            text = f"{p} was dealt Four of a Kind (buttakuri) and wins the match at once."
        else:
            names = " + ".join(_TEYAKU_BY_KEY[k].name for k in self.teyaku)
            text = f"{p} was dealt {names} and wins the round with {pts}."
        if self.match_winner is not None and self.reason != "buttakuri":
            text += f" Player {self.match_winner + 1} wins the match {self.scores[0]}–{self.scores[1]}."
        return text

    def _dict_extra(self) -> dict:
        return {"teyaku": list(self.teyaku)}


# ---------------------------------------------------------------------------
# The position

# The fields of the position text, in order, with what each holds (the rules page's table).
POSITION_FIELDS = notation_fields(
    ("player 1's hand", "player 2's hand", "discard pile", "draw pile", "turn",
     "first-turn flags", "chain", "passes", "scores", "dealer", "options"),
    {"first-turn flags": "who is still on their first turn: `12`, `1`, `2` or `-` (this decides All Out)",
     "chain": "how many cards have been discarded so far this turn, with `!` while a One-Two combo still owes "
              "a February card",
     "passes": "passes in a row (after two, the top card of the draw pile is turned up)",
     "scores": "the match score, player 1 first: `a-b`"})
_FIELD_NAMES = tuple(name for name, _ in POSITION_FIELDS)


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
    action_type = Action
    field_names = _FIELD_NAMES
    hand_noun = "a Poka hand"
    pending_text = ("Both players have passed, so the next card must be turned up from the draw pile, but its "
                    "order is unknown in this position; say which card is turned up (reveal) before playing on.")

    __slots__ = ("hands", "discard", "draw", "turn", "first", "chain", "owe_february", "passes",
                 "scores", "dealer", "options", "rng", "_stack", "_teyaku_cache")

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
        options: PokaOptions = _DEFAULT_OPTIONS,
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
        options: PokaOptions = _DEFAULT_OPTIONS,
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

    def copy(self, stack: bool = True) -> "PokaPosition":
        """An independent copy (its own rng with the same state).  With
        ``stack=False`` the copy cannot undo past its starting point."""
        pos = PokaPosition.__new__(PokaPosition)
        pos.hands = list(self.hands)
        pos.discard = list(self.discard)
        pos.draw = None if self.draw is None else list(self.draw)
        pos.turn = self.turn
        pos.first = list(self.first)
        pos.chain = self.chain
        pos.owe_february = self.owe_february
        pos.passes = self.passes
        pos.scores = self.scores
        pos.dealer = self.dealer
        pos.options = self.options
        rng = Rng(0)
        rng.state = self.rng.state
        pos.rng = rng
        pos._stack = list(self._stack) if stack else []
        pos._teyaku_cache = self._teyaku_cache
        return pos

    __copy__ = copy

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

    def outcome(self) -> RoundOutcome | None:
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

    def _make_outcome(self, winner: int, points: int, reason: str, teyaku: tuple = ()) -> RoundOutcome:
        s = list(self.scores)
        s[winner] += points
        mw = None
        if reason == "buttakuri" or s[winner] >= self.options.target:
            mw = winner
        return RoundOutcome(winner, points, reason, (s[0], s[1]), mw, teyaku)


    def _over(self) -> bool:
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
            return hand & _FEB
        m = hand & _FOLLOW[top]
        if (top == 2 or top == 3) and hand & _FEB:  # One-Two: non-ghost January on a non-ghost January
            m |= hand & _JAN_PLAIN
        return m

    def _multis(self, hand: int, top: int) -> list[Action]:
        if not self.options.jan_feb_all_at_once or self.owe_february or top >= 8:
            return []
        same = hand & MONTH_MASKS[top >> 2]
        if same.bit_count() < 2:
            return []
        cards = _bits(same)
        return [Action("multi", tuple(x for x in cards if x != last) + (last,)) for last in cards]

    def _can_continue(self, hand: int, top: int) -> bool:
        if self._singles(hand, top):
            return True
        return bool(self.options.jan_feb_all_at_once and not self.owe_february and top < 8
                    and (hand & MONTH_MASKS[top >> 2]).bit_count() >= 2)

    def legal_actions(self) -> list[Action]:
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
            return [_DISCARD[c] for c in _bits(hand & _FEB)]
        singles = hand & _FOLLOW[top]
        if (top == 2 or top == 3) and hand & _FEB:  # One-Two: non-ghost January on a non-ghost January
            singles |= hand & _JAN_PLAIN
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
    def _non_ghost_plays(singles: int, multis: list[Action]) -> bool:
        if singles & _NON_GHOST:
            return True
        return any(_mask(a.cards) & _NON_GHOST for a in multis)


    def _explain_illegal(self, action: Action, legal: list[Action]) -> str:
        p = self.turn
        hand = self.hands[p]
        top = self.discard[-1]
        top_month = (top >> 2) + 1
        plays = [a for a in legal if a.is_discard]
        play_text = _either(plays)
        kind = action.kind

        if kind == "pass":
            if self.chain:
                return ("You have already discarded this turn; you can keep going with a card of the "
                        "next month or stop, not pass.")
            non_ghost = [a for a in plays if _mask(a.cards) & _NON_GHOST]
            if non_ghost:
                return (f"You can't pass while you can play: {_either(non_ghost)} "
                        f"can follow the top card, {_top_short(top)}.")
            return (f"You can't pass while you hold a ghost card, {play_text}: a ghost can follow any "
                    f"card, so you always have a card to play. (The optional rule "
                    f"{_rule('may_pass_holding_ghost')} allows passing here.)")

        if kind == "stop":
            if self.chain == 0:
                if plays:
                    return (f"You haven't discarded anything this turn, so there is no chain to stop; "
                            f"play a card that can follow the top card: {play_text}.")
                return ("You haven't discarded anything this turn, so there is no chain to stop; you "
                        "cannot play, so pass.")
            if self.owe_february:
                return self._owe_text(hand)
            return (f"Under the optional rule {_rule('must_continue_chain')} you have to keep discarding while you can: "
                    f"{play_text} can go next.")

        cards = action.cards
        missing = [c for c in cards if not hand >> c & 1]
        if missing:
            if len(missing) == 1:
                return f"You don't have {_cards_words(missing)} in your hand."
        if self.owe_february:
            return self._owe_text(hand)

        if kind == "multi":
            if not self.options.jan_feb_all_at_once:
                return ("You can discard several cards at once only with the optional rule "
                        f"{_rule('jan_feb_all_at_once')}, which is off.")
            if top_month > 2:
                return (f"You can discard several cards at once only when the top card is a January "
                        f"or February card; {_top_words(top)}.")
            wrong = [c for c in cards if (c >> 2) + 1 != top_month]
            if wrong:
                return (f"On {_a(top_month)} top card, the cards you discard together must all be "
                        f"{_month_name(top_month)} cards; {_cards_words(wrong)} {'is' if len(wrong) == 1 else 'are'} not.")
            same = _bits(hand & MONTH_MASKS[top_month - 1])
            return (f"You must discard all your {_month_name(top_month)} cards together: "
                    f"{_cards_words(same)}.")

        # a single discard of a card held that does not follow
        c = cards[0]
        month = (c >> 2) + 1
        prev = (month - 2) % 12 + 1
        text = (f"{_a(month, capital=True)} card can only follow {_a(prev)} card; "
                f"the top card is {_month_with_flower(top_month)}.")
        if self.options.jan_feb_all_at_once and month == top_month and top_month <= 2:
            same = _bits(hand & MONTH_MASKS[month - 1])
            if len(same) >= 2:
                text += (f" The January/February rule lets you discard all your "
                         f"{_month_name(month)} cards together, not just one: {_cards_words(same)}.")
            elif month == 1 and (1 << top) & _JAN_PLAIN:
                text += (" The One-Two combo lets you put a January card on a January card only when "
                         "you also hold a February card to play right after it.")
        elif month == 1 and (1 << top) & _JAN_PLAIN:
            text += (" The One-Two combo lets you put a January card on a January card only when you "
                     "also hold a February card to play right after it.")
        return text

    def _owe_text(self, hand: int) -> str:
        feb = _cards_words(_bits(hand & _FEB))
        return (f"You started the One-Two combo with {_card_words(self.discard[-1])} on a January card, "
                f"so your next card must be a February (Plum blossom) card: {feb}.")

    # -- making moves ------------------------------------------------------


    def _push(self, action: Action) -> None:
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
            if hand and not owe and not (hand & _FOLLOW[c]) and not self._can_continue(hand, c):
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

    def pop(self) -> Action | None:
        """Undo the last action (or reveal), restoring the position exactly,
        including draws, reshuffles and the rng state.  Returns the action."""
        if not self._stack:
            raise IndexError("nothing to undo")
        (action, p, h0, h1, f0, f1, chain, owe, passes, dlen, drew, extra, _events) = self._stack.pop()
        if extra is not None:
            self.discard = list(extra[0])
            if extra[1] is not None:
                self.draw = list(extra[1])
            if extra[2] is not None:
                self.rng.state = extra[2]
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

    # -- notation ----------------------------------------------------------

    def to_text(self) -> str:
        """The position as one line of text (see the module notes and ``from_text``)."""
        first = "".join(str(p + 1) for p in (0, 1) if self.first[p]) or "-"
        draw = "?" if self.draw is None else format_cards(self.draw)
        return "; ".join((
            format_cards(_bits(self.hands[0])),
            format_cards(_bits(self.hands[1])),
            format_cards(self.discard),
            draw,
            str(self.turn + 1),
            first,
            f"{self.chain}{'!' if self.owe_february else ''}",
            str(self.passes),
            f"{self.scores[0]}-{self.scores[1]}",
            str(self.dealer + 1),
            self.options.to_text(),
        ))

    @classmethod
    def from_text(cls, text: str, rng: Rng | int | str | None = None) -> "PokaPosition":
        """Read a position written by :meth:`to_text`.

        Eleven fields separated by ``;``: player 1's hand; player 2's hand;
        the discard pile (bottom to top); the draw pile (bottom to top, ``?``
        if its order is unknown, ``-`` if empty); whose turn (1 or 2); the
        players still on their first turn (``12``, ``1``, ``2`` or ``-``); the
        chain (cards discarded this turn, ``!`` when the One-Two combo owes a
        February card); consecutive passes; scores ``a-b``; the dealer (1 or
        2); options (``-`` or e.g. ``target=3,jan-feb``).  Raises
        :class:`PositionError` with the reason.
        """
        parts = PositionText(text, _FIELD_NAMES, cls.game_name)
        hand_lists = [parts.cards(0), parts.cards(1)]
        discard = parts.cards(2)
        draw = parts.cards(3, allow_unknown=True)
        turn = parts.player(4)
        dealer = parts.player(9)
        f = parts[5]
        if f not in ("-", "1", "2", "12", "21"):
            raise PositionError(f"first-turn flags must be 12, 1, 2 or -, got {f!r}")
        first = ("1" in f, "2" in f)
        chain, owe = parts.chain(6)
        passes = parts.passes(7)
        scores = read_scores(parts[8])
        try:
            options = PokaOptions.from_text(parts[10])
        except ValueError as e:
            raise PositionError(f"options: {e}") from e
        for i, lst in enumerate(hand_lists):
            if len(set(lst)) != len(lst):  # pragma: no cover - parse_cards rejects duplicates
                raise PositionError(f"{_FIELD_NAMES[i]} names a card twice")
        pos = cls(
            hands=(_mask(hand_lists[0]), _mask(hand_lists[1])),
            discard=discard, draw=draw, turn=turn, first=first, chain=chain,
            owe_february=owe, passes=passes, scores=scores, dealer=dealer, options=options, rng=rng,
            validate=False,
        )
        pos._validate(hand_lists)
        return pos

    def _validate(self, hand_lists: list[list[int]] | None = None) -> None:
        """Raise :class:`PositionError` unless this is a possible Poka position."""
        if hand_lists is None:
            hand_lists = [_bits(self.hands[0]), _bits(self.hands[1])]
        self._check_players()
        if not isinstance(self.options, PokaOptions):
            raise PositionError("options must be a PokaOptions")
        self._check_cards(hand_lists, lambda c: f"card {_code_words(c)}")
        for p in (0, 1):
            if self.hands[p] == 0 and self.turn != p:
                raise PositionError(f"player {p + 1}'s hand is empty, so the round ended on their "
                                    f"turn; the turn must be player {p + 1}'s")
        self._check_scores()
        if not isinstance(self.chain, int) or self.chain < 0:
            raise PositionError(f"chain must be a number of cards, got {self.chain!r}")
        self._check_counts()
        if self.passes == 2 and self.draw is not None:
            raise PositionError("two passes in a row are followed at once by a draw when the draw "
                                "pile is known, so passes must be 0 or 1; 2 only waits for a card "
                                "from an unknown draw pile ('?')")
        if self.passes and self.chain:
            raise PositionError("a player in the middle of a chain has discarded this turn, so the "
                                "pass count must be 0")
        if self.owe_february:
            top = self.discard[-1]
            if not self.chain or not (1 << top) & _JAN_PLAIN or not self.hands[self.turn] & _FEB:
                raise PositionError("'!' (the One-Two combo owes a February card) needs a chain, a "
                                    "plain January card on top and a February card in the hand")
        d, o = self.dealer, 1 - self.dealer
        if self.first[d]:
            if not self.first[o]:
                raise PositionError("the dealer is still on the first turn of the round, so the "
                                    "other player must be too")
            if self.turn != d or self.passes:
                raise PositionError("the dealer plays the first turn: while the dealer is on their "
                                    "first turn it is their turn and nobody has passed")
            if self.chain == 0 and len(self.discard) != 1:
                raise PositionError(f"at the start of a round the discard pile holds the one card "
                                    f"turned up at the deal, not {len(self.discard)}")
        elif self.first[o] and self.turn != o:
            raise PositionError(f"player {o + 1} is still on their first turn, which comes right "
                                f"after the dealer's, so it must be their turn")
        for p in (0, 1):
            if self.first[p]:
                expected = 6 - (self.chain if self.turn == p else 0)
                n = self.hands[p].bit_count()
                if n != expected:
                    raise PositionError(
                        f"player {p + 1} is still on their first turn, so they hold "
                        f"{expected} cards (6 dealt, minus those discarded this turn), not {n}")

    # -- display -----------------------------------------------------------

    def pretty(self) -> str:
        lines = self._hand_lines()
        lines.append(f"  discard: {format_cards(self.discard)}   top: {_code_words(self.discard[-1])}")
        lines.append("  draw pile: unknown order" if self.draw is None
                     else f"  draw pile: {len(self.draw)} cards")
        lines.append(f"  score: {self.scores[0]}-{self.scores[1]}  chain: {self.chain}  passes: {self.passes}")
        return "\n".join(lines)


def deal(rng: Rng | int | str | None = None, dealer: int = 0, scores: Sequence[int] = (0, 0),
         options: PokaOptions = _DEFAULT_OPTIONS) -> PokaPosition:
    """Shorthand for :meth:`PokaPosition.deal`."""
    return PokaPosition.deal(rng, dealer, scores, options)


# ---------------------------------------------------------------------------
# Solver


@dataclass
class TurnSolution:
    """All the ways to play the current turn, summarised for lessons."""

    sequences: list[tuple[list[Action], PokaPosition]]
    emptying: list[list[Action]]
    longest: list[list[Action]]
    longest_length: int

    @property
    def can_empty_hand(self) -> bool:
        return bool(self.emptying)


def _cards_played(seq: Sequence[Action]) -> int:
    return sum(len(a.cards) for a in seq)


def solve_turn(position: PokaPosition, limit: int | None = None) -> TurnSolution:
    """Enumerate the turn: which sequences empty the hand, which discard the most cards."""
    sequences = list(turn_sequences(position, limit))
    p = position.turn
    emptying = [s for s, r in sequences if r.hands[p] == 0]
    best = max((_cards_played(s) for s, _ in sequences), default=0)
    longest = [s for s, _ in sequences if _cards_played(s) == best] if best else []
    return TurnSolution(sequences, emptying, longest, best)


# ---------------------------------------------------------------------------
# Players (random_action, and the loop of choose_action, are the shedding family's)


_GHOST_RESERVE = 7.0  # a ghost kept in hand is a guaranteed play later
_CARD_COST = 10.0  # each card still in hand


def _follow_chance(after: PokaPosition, me: int) -> float:
    """Chance that the opponent holds a card that can go on the top card."""
    opp_n = after.hands[1 - me].bit_count()
    if opp_n == 0:
        return 1.0
    top = after.discard[-1]
    if (1 << top) & GHOST_MASK:
        return 1.0
    return follow_chance(_FOLLOW[top], after.unseen(me), opp_n)


def _evaluate(me: int, after: PokaPosition) -> float:
    out = after.outcome()
    if out is not None:
        return 1000.0 + 100 * out.points if out.winner == me else -1000.0
    hand = after.hands[me]
    score = -_CARD_COST * hand.bit_count() + _GHOST_RESERVE * (hand & GHOST_MASK).bit_count()
    if after.turn != me and not after.draw_pending:
        opp_n = after.hands[1 - me].bit_count()
        score -= _follow_chance(after, me) * (4.0 + 12.0 / max(opp_n, 1))
    return score


def choose_action(position: PokaPosition, rng: Rng | None = None, limit: int = 3000) -> Action:
    """A sensible computer move (not random).

    It looks at every complete way to play the rest of the turn
    (:func:`turn_sequences`) and scores where each one leaves the player:

    * emptying the hand wins outright, so such a line is always taken;
    * each card left in hand costs 10;
    * each ghost kept in hand is worth 7 back: a ghost is a guaranteed play
      for a later turn when nothing else fits, so it is spent only when that
      buys more cards (it lets any card follow) or wins;
    * the card the turn ends on is judged by the opponent's chance of holding
      a card that can follow it, from the cards this player cannot see — a
      ghost on top, or a month whose next cards are still unseen, is risky;
      a card whose followers are all in view blocks the opponent.  The risk
      weighs more when the opponent has few cards left.  This is what makes
      it stop a chain early on a blocking card rather than discard one more
      card that hands the opponent an easy follow.

    The first action of the best line is returned (ties broken with ``rng``).
    """
    return choose_best(position, _evaluate, rng, limit)


# ---------------------------------------------------------------------------
# A whole match


class Match(ShedMatch):
    """A match: rounds until a player reaches ``options.target`` (or buttakuri).

    ``Match(options, rng, dealer)``: ``rng`` is an :class:`Rng` or a seed;
    when ``dealer`` is None the first dealer is chosen by drawing cards.  Play
    the current round with ``match.position`` / ``match.push``; when the
    round has an outcome call :meth:`next_round` to score it and deal the
    next (dealt by the winner).  A round won by a teyaku has an outcome
    straight from the deal.  Everything else is :class:`hanafuda_core.game.Match`.
    """

    error = IllegalActionError
    position_type = PokaPosition

    def default_options(self) -> PokaOptions:
        return _DEFAULT_OPTIONS

    def _end_reason(self, out: RoundOutcome) -> str:
        return "buttakuri" if out.reason == "buttakuri" else "target"


def play_match(
    rng: Rng | int | str | None = None,
    options: PokaOptions = _DEFAULT_OPTIONS,
    players: Sequence[Callable[[PokaPosition, Rng], Action]] | None = None,
    dealer: int | None = None,
    max_actions: int = 100_000,
    record: bool = True,
) -> Match:
    """Play a whole match; ``players[p](position, rng)`` chooses player p's
    actions (default: :func:`random_action` for both)."""
    m = Match(options, rng, dealer, record=record)
    return play_rounds(m, (random_action, random_action) if players is None else players, max_actions)


# ---------------------------------------------------------------------------
# Moves explained in words (the computer's moves, hints)


def explain_move(position: PokaPosition, action: Action | str, names: Sequence[str] | None = None) -> str:
    """Why ``action`` (legal in ``position``) is a sensible move, in words.
    The computer player's own considerations (:func:`choose_action`); they
    speak of "the hand", so alike for the learner and for a player named in
    ``names``."""
    a = Action.parse(action) if isinstance(action, str) else action
    top = position.top
    hand = position.hands[position.turn]
    if a.kind == "pass":
        return "nothing in the hand can follow the top card"
    if a.kind == "stop":
        left = hand.bit_count()
        return (f"stopping on the {CARDS[top].name} keeps {left} card{'s' if left != 1 else ''} for later and "
                f"leaves the opponent a card that is hard to follow")
    after = position.copy(stack=False)
    after._push(a)
    if not after.hands[position.turn]:
        return "it empties the hand and wins the round"
    names = " and ".join(f"the {CARDS[c].name}" for c in a.cards)
    if a.kind == "multi":
        return f"it sheds {names} in one go"
    c = a.cards[0]
    if (1 << c) & GHOST_MASK and not (_FOLLOW[top] & hand & ~GHOST_MASK & ~(1 << c)):
        return f"{names} is a ghost card: it can follow anything, and nothing else in the hand could"
    return f"{names} follows the {CARDS[top].name} and keeps the chain going"
