"""The engine parts every month-sequence shedding game shares.

:mod:`hanafuda_core.families.shedding` holds the month rules of the family
(which card follows which, the deal, the rebuilt draw pile); this module holds
what the games' engines do alike around them, python-chess style: each game
subclasses or calls these and keeps only what differs (its state, its move
generator, its explanations, its notation fields).

* :class:`ShedAction` — an action of a turn (``discard``, ``multi``, ``stop``,
  ``pass``) and its notation (``3R``, ``5C1+5C2+1B``); a game subclasses it
  with its own docstring and the words of its notation errors.
* :class:`ShedOutcome` — the end of a round: who won it, the points, the
  scores after it; a game adds its explanation (and its own details).
* :class:`Event`, :class:`LogEntry` — what the engine did by itself after an
  action (turn end, reshuffle, card turned up), and the log of a round.
* :class:`ShedPosition` — a :class:`~hanafuda_core.game.Position` base: the
  top card, the unseen cards, the move stack and log, turning up a card from
  the draw pile (rebuilt when empty, or named by :meth:`reveal` when its
  order is unknown), the common checks of a position and the hand lines of
  ``pretty()``.
* :class:`PositionText` — reading the fields of a position text.
* :func:`turn_sequences`, :func:`longest_chain_length` — the turn solver.
* :func:`random_action`, :func:`choose_best` (the computer players' loop over
  every way to finish the turn, scored by the game), :func:`play_rounds`.
* :class:`ShedMatch` — the match: rounds until a target, the winner deals.
"""

from __future__ import annotations

from ..words import with_article

from dataclasses import dataclass
from typing import Callable, ClassVar, Iterable, Iterator, Sequence

from ..cardset import bits as _bits, card_words as _card_words, index as _index, mask as _mask
from ..deck import CARDS
from ..game import Match, MatchOutcome, Outcome, Position, PositionError, walk_turns
from ..notation import NotationError, format_cards, is_number_text, parse_card, parse_cards
from ..rng import Rng
from .shedding import rebuild_draw_pile

__all__ = ["ShedAction", "ShedOutcome", "Event", "LogEntry", "ShedPosition", "PositionText", "FIELD_TEXT",
           "notation_fields", "turn_over", "turn_sequences",
           "longest_chain_length", "random_action", "choose_best", "play_rounds", "ShedMatch"]


# ---------------------------------------------------------------------------
# Actions


@dataclass(frozen=True)
class ShedAction:
    """One atomic action of a turn: ``discard`` (one card), ``multi``
    (several cards at once; the last card ends on top), ``stop`` (end your
    chain) or ``pass``.  Texts: ``3R``, ``5C1+5C2``, ``stop``, ``pass``.

    A game subclasses it (no new fields) and states :attr:`MULTI_WORDS` and
    :attr:`JOINED_HINT`, the words of its notation errors; each subclass gets
    its own single discards and ``stop``/``pass`` actions."""

    kind: str
    cards: tuple[int, ...] = ()

    MULTI_WORDS: ClassVar[str] = "a multiple discard"
    """How the errors of :meth:`multi` call a discard of several cards."""
    JOINED_HINT: ClassVar[str] = "cards joined with '+' (5C1+5C2)"
    """How the error of :meth:`parse` shows a discard of several cards."""
    _DISCARD: ClassVar[tuple]
    _STOP: ClassVar["ShedAction"]
    _PASS: ClassVar["ShedAction"]

    def __init_subclass__(cls, **kwargs):
        super().__init_subclass__(**kwargs)
        cls._DISCARD = tuple(cls("discard", (i,)) for i in range(48))
        cls._STOP = cls("stop")
        cls._PASS = cls("pass")

    @classmethod
    def discard(cls, card) -> "ShedAction":
        return cls._DISCARD[_index(card)]

    @classmethod
    def multi(cls, cards: Iterable, top=None) -> "ShedAction":
        """Several cards together; ``top`` (default the last one) ends on top,
        the others are kept in deck order so that equal plays compare equal."""
        idx = [_index(c) for c in cards]
        if len(idx) < 2:
            raise NotationError(f"{cls.MULTI_WORDS} needs at least two cards")
        if len(set(idx)) != len(idx):
            raise NotationError(f"{cls.MULTI_WORDS} cannot name a card twice")
        last = idx[-1] if top is None else _index(top)
        return cls("multi", tuple(sorted(x for x in idx if x != last)) + (last,))

    @classmethod
    def parse(cls, text) -> "ShedAction":
        """Read ``3R``, ``crane``, ``1C1+1C2``, ``stop`` or ``pass``."""
        if isinstance(text, cls):
            return text
        if not isinstance(text, str):
            raise NotationError(f"expected an action text, got {type(text).__name__}")
        t = text.strip()
        low = t.lower()
        if low == "stop":
            return cls._STOP
        if low == "pass":
            return cls._PASS
        try:
            if "+" in t:
                return cls.multi(parse_card(p) for p in t.split("+"))
            return cls.discard(parse_card(t))
        except NotationError as e:
            raise NotationError(
                f"not an action: {text[:40]!r}. Write a card code such as 3R, {cls.JOINED_HINT}, "
                f"'stop' or 'pass' — {e.reason}", e.token) from None
        except ValueError as e:  # pragma: no cover - card codes are read by parse_card
            raise NotationError(f"not an action: {text[:40]!r} — {e}") from None

    @property
    def card(self) -> int | None:
        """The card of a single discard (None for other kinds)."""
        return self.cards[0] if self.kind == "discard" else None

    @property
    def is_discard(self) -> bool:
        return self.kind in ("discard", "multi")

    @property
    def mask(self) -> int:
        return _mask(self.cards)

    def text(self) -> str:
        if self.kind in ("discard", "multi"):
            return "+".join(CARDS[c].code for c in self.cards)
        return self.kind

    __str__ = text

    def words(self, card_words: Callable[[int], str] = _card_words) -> str:
        """The action for a learner, without notation: "the Curtain (March)",
        "the Pine chaff 1 (January) and the Pine chaff 2 (January) together",
        "stop", "pass"."""
        if self.kind == "discard":
            return card_words(self.cards[0])
        if self.kind == "multi":
            names = [card_words(c) for c in self.cards]
            return ", ".join(names[:-1]) + " and " + names[-1] + " together"
        return self.kind

    def __repr__(self) -> str:
        return f"Action({self.text()!r})"


# ---------------------------------------------------------------------------
# Outcomes, events and the log


@dataclass(frozen=True)
class ShedOutcome(Outcome):
    """The end of a round: ``winner`` scores ``points`` (``reason`` says why:
    ``"empty-hand"``, ...); ``scores`` after the round; ``match_winner`` when
    it ends the match.  A game subclasses it with its :meth:`explain` (and may
    add fields, written into :meth:`to_dict` by :meth:`_dict_extra`)."""

    winner: int
    points: int
    reason: str
    scores: tuple[int, int]
    match_winner: int | None = None

    @property
    def match_over(self) -> bool:
        return self.match_winner is not None

    @property
    def winners(self) -> tuple[int, ...]:
        return (self.winner,)

    @property
    def seat_points(self) -> tuple[int, ...]:
        return tuple(self.points if p == self.winner else 0 for p in range(len(self.scores)))

    def _dict_extra(self) -> dict:
        return {}

    def to_dict(self) -> dict:
        return {"winner": self.winner, "points": self.points, "reason": self.reason,
                "scores": list(self.scores), "match_winner": self.match_winner,
                **self._dict_extra(), "explanation": self.explain()}


@dataclass(frozen=True)
class Event:
    """Something the engine did by itself after an action: ``turn-end`` (nothing
    could follow, so the turn ended), ``reshuffle`` (``count`` cards of the
    discard pile became the new draw pile), ``draw`` (``card`` turned up from
    the draw pile; ``player`` plays on it), or a game's own (e.g. ``bonus``:
    all six cards in one turn)."""

    kind: str
    card: int | None = None
    count: int = 0
    player: int | None = None

    def text(self) -> str:
        if self.kind == "draw":
            return f"draw {CARDS[self.card].code}"
        if self.kind == "reshuffle":
            return f"reshuffle {self.count}"
        return self.kind

    __str__ = text


@dataclass(frozen=True)
class LogEntry:
    """One pushed action (``None`` for a card revealed with
    :meth:`ShedPosition.reveal`) with the events it caused."""

    player: int
    action: ShedAction | None
    events: tuple[Event, ...] = ()

    def text(self) -> str:
        head = f"{self.player + 1}: {self.action.text() if self.action else 'reveal'}"
        return head + "".join(f" [{e.text()}]" for e in self.events)

    __str__ = text


# ---------------------------------------------------------------------------
# The position


class ShedPosition(Position):
    """What the positions of the shedding games share.

    A subclass has ``hands`` (two bit sets), ``discard`` (top last), ``draw``
    (top last, or None when its order is unknown), ``turn``, ``passes``,
    ``scores``, ``dealer``, ``options``, ``rng`` and ``_stack`` (one tuple a
    pushed action: the action at 0, the player at 1, the events at
    :attr:`events_at`), and states the class attributes below.
    """

    __slots__ = ()

    game_name: str = ""
    deck_mask: int = (1 << 48) - 1
    """The cards the game is played with."""
    options_type: type = object
    action_type: type = ShedAction
    field_names: tuple[str, ...] = ()
    """The names of the fields of the position text (used in its errors)."""
    pending_text: str = ""
    """Why nothing can be played while a card of an unknown draw pile is awaited."""
    hand_noun: str = "a hand"
    """How the errors of a position call a player's hand ("a hand of this game")."""
    events_at: int = -1
    """Where the events stand in an entry of ``_stack``."""

    def _read_action(self, action):
        return self.action_type.parse(action) if isinstance(action, str) else action

    @property
    def top(self) -> int:
        """Index of the top card of the discard pile."""
        return self.discard[-1]

    def unseen(self, player: int | None = None) -> int:
        """Bit set of the cards ``player`` cannot see: the other hand and the draw pile."""
        p = self.turn if player is None else player
        return self.deck_mask & ~self.hands[p] & ~_mask(self.discard)

    # -- explanations ------------------------------------------------------

    def explain_illegal(self, action) -> str | None:
        """None if the action is legal, else a reason a learner can read (the
        game's own reasons: :meth:`_explain_illegal`)."""
        if isinstance(action, str):
            try:
                action = self.action_type.parse(action)
            except ValueError as e:
                return str(e)
        try:
            action = self._check_action(action)
        except ValueError as e:
            return str(e)
        legal = self.legal_actions()
        if action in legal:
            return None
        out = self.outcome()
        if out is not None:
            return f"The round is over: {out.explain()}"
        if self.draw_pending:
            return self.pending_text
        return self._explain_illegal(action, legal)

    def _explain_illegal(self, action, legal: list) -> str:
        """Why ``action``, not in ``legal``, is illegal while the round goes on."""
        raise NotImplementedError

    # -- turning up a card -------------------------------------------------

    def _rebuild_draw(self, empty: str) -> tuple[tuple, list]:
        """The draw pile ran out: rebuild it from the discard pile.  Returns
        what undo restores and the events; raises ``RuntimeError(empty)``
        when there is nothing to rebuild it from."""
        rebuilt = (list(self.discard), list(self.draw), self.rng.state)
        pile, self.discard = rebuild_draw_pile(self.discard, self.rng)
        if not pile:
            raise RuntimeError(empty)
        self.draw = pile
        return rebuilt, [("reshuffle", len(pile))]

    def _turn_up(self, c: int, words: str) -> tuple[tuple | None, list]:
        """Put ``c``, named by :meth:`reveal`, on the discard pile as the next
        card of an unknown draw pile (``words``: the card in an error).  When
        no card is unseen the draw pile is the discard pile under its top card
        (an unknown order again).  Returns what undo restores and the events
        so far."""
        unseen = self.deck_mask & ~self.hands[0] & ~self.hands[1] & ~_mask(self.discard)
        rebuilt = None
        events: list = []
        if not unseen:
            pile = self.discard[:-1]
            if not (1 << c) & _mask(pile):
                raise self.illegal_error(f"{words} cannot be turned up: the draw pile is empty, so it is made of "
                                         f"the discard pile under its top card.")
            rebuilt = (list(self.discard), None, None)
            self.discard = [self.discard[-1]]
            events.append(("reshuffle", len(pile)))
        elif not (1 << c) & unseen:
            raise self.illegal_error(f"{words} cannot be turned up: it is not in the draw pile.")
        self.discard.append(c)
        self.passes = 0
        return rebuilt, events

    # -- history -----------------------------------------------------------

    @property
    def move_stack(self) -> list:
        """The actions pushed so far (reveals excluded)."""
        return [e[0] for e in self._stack if e[0] is not None]

    @property
    def log(self) -> list[LogEntry]:
        """Every pushed action with the events the engine added (draws, reshuffles, turn ends)."""
        out = []
        at = self.events_at
        for e in self._stack:
            events = []
            for ev in e[at]:
                if ev[0] == "draw":
                    events.append(Event("draw", card=ev[1], player=ev[2]))
                elif ev[0] == "reshuffle":
                    events.append(Event("reshuffle", count=ev[1]))
                else:
                    events.append(Event(ev[0]))
            out.append(LogEntry(e[1], e[0], tuple(events)))
        return out

    # -- checks ------------------------------------------------------------

    def _check_players(self) -> None:
        for name in ("turn", "dealer"):
            if getattr(self, name) not in (0, 1):
                raise PositionError(f"{name} must be player 0 or 1, got {getattr(self, name)!r}")

    def _check_cards(self, hand_lists: Sequence[Sequence[int]], card_words: Callable[[int], str],
                     absent: Callable[[int], str] | None = None) -> None:
        """Every card in one place at most (``card_words(c)`` names it in the
        error; ``absent(c)`` is the error for a card outside the game's deck),
        all of the deck when the draw pile is known, a discard pile, hands of
        at most six cards, not both empty."""
        places = [("player 1's hand", hand_lists[0]), ("player 2's hand", hand_lists[1]),
                  ("the discard pile", self.discard)]
        if self.draw is not None:
            places.append(("the draw pile", self.draw))
        deck = self.deck_mask
        where: dict[int, str] = {}
        for name, lst in places:
            for c in lst:
                if absent is not None and not deck >> c & 1:
                    raise PositionError(absent(c))
                if c in where:
                    other = where[c]
                    if other == name:
                        raise PositionError(f"{card_words(c)} appears twice in {name}")
                    raise PositionError(f"{card_words(c)} is in both {other} and {name}")
                where[c] = name
        n_deck = deck.bit_count()
        if self.draw is not None and len(where) != n_deck:
            missing = [CARDS[c].code for c in _bits(deck) if c not in where]
            raise PositionError(f"the draw pile is given, so all {n_deck} cards must appear exactly once; missing: "
                                f"{' '.join(missing)}. Write '?' for a draw pile whose order is unknown.")
        if not self.discard:
            raise PositionError("the discard pile is empty; it always holds at least the card turned up at the deal")
        for p in (0, 1):
            n = self.hands[p].bit_count()
            if n > 6:
                raise PositionError(f"player {p + 1} holds {n} cards; {self.hand_noun} starts with 6 and never grows")
        if not self.hands[0] and not self.hands[1]:
            raise PositionError("both hands are empty; a round ends as soon as one hand is empty")

    def _check_scores(self) -> None:
        for s in self.scores:
            if isinstance(s, bool) or not isinstance(s, int) or s < 0:
                raise PositionError(f"scores must be whole numbers of points, got {self.scores!r}")
            if s >= self.options.target:
                raise PositionError(f"a player already has {s} points with a target of {self.options.target}: "
                                    f"the match is over")

    def _check_counts(self) -> None:
        """The chain fits the discard pile; passes are 0, 1 or 2."""
        if self.chain > len(self.discard) - 1:
            raise PositionError(f"chain says {self.chain} cards were discarded this turn, but the discard pile has "
                                f"only {len(self.discard)} cards")
        if self.passes not in (0, 1, 2):
            raise PositionError(f"passes must be 0, 1 or 2, got {self.passes!r}")

    # -- display -----------------------------------------------------------

    def _hand_lines(self) -> list[str]:
        """The first lines of ``pretty()``: each hand, the player to move and the dealer marked."""
        lines = []
        for p in (0, 1):
            mark = ">" if self.turn == p else " "
            tag = " (dealer)" if self.dealer == p else ""
            lines.append(f"{mark} player {p + 1}{tag}: {format_cards(_bits(self.hands[p]))}")
        return lines


# What the fields a shedding game's position text shares hold, for the
# "Writing down a position" table of its rules page (pagetables.position_fields).
# Backticks mark what is written as it stands.
FIELD_TEXT = {
    "player 1's hand": "the cards in player 1's hand, in card notation",
    "player 2's hand": "the cards in player 2's hand",
    "discard pile": "the discard pile, bottom to top: the last card is the top card",
    "draw pile": "the draw pile, bottom to top; `?` when its order does not matter, `-` when it is empty",
    "turn": "whose turn it is: `1` or `2`",
    "scores": "the match score before this round, player 1 first",
    "dealer": "who dealt this round: `1` or `2`",
    "options": "the rule options that differ from the defaults, written as in the rule options table and "
               "separated by commas; `-` if none",
}


def notation_fields(names: Sequence[str], own: dict[str, str]) -> tuple[tuple[str, str], ...]:
    """A game's position fields in order, each ``(name, what it holds)``: the
    game's own texts (``own``), the family's shared ones for the rest."""
    return tuple((name, own.get(name) or FIELD_TEXT[name]) for name in names)


class PositionText:
    """The fields of a position text, read one by one with the errors a
    learner sees (``clip``: how much of a wrong field an error shows)."""

    def __init__(self, text, names: Sequence[str], game_name: str, max_length: int | None = None,
                 clip: int | None = None):
        if not isinstance(text, str):
            raise PositionError(f"expected text, got {type(text).__name__}")
        if max_length is not None and len(text) > max_length:
            raise PositionError("the position text is too long")
        parts = [p.strip() for p in text.split(";")]
        if len(parts) != len(names):
            raise PositionError(f"{with_article(game_name)} position has {len(names)} fields separated by ';' "
                                f"({', '.join(names)}); found {len(parts)}")
        self.parts = parts
        self.names = names
        self.clip = clip

    def __getitem__(self, i: int) -> str:
        return self.parts[i]

    def shown(self, i: int) -> str:
        text = self.parts[i]
        return repr(text if self.clip is None else text[:self.clip])

    def cards(self, i: int, allow_unknown: bool = False) -> list[int] | None:
        """A card list (None for ``?`` when ``allow_unknown``)."""
        if allow_unknown and self.parts[i] == "?":
            return None
        try:
            return [c.index for c in parse_cards(self.parts[i])]
        except NotationError as e:
            raise PositionError(f"{self.names[i]}: {e}") from e

    def player(self, i: int) -> int:
        """``1`` or ``2``, as player 0 or 1."""
        if self.parts[i] not in ("1", "2"):
            raise PositionError(f"{self.names[i]} must be 1 or 2, got {self.shown(i)}")
        return int(self.parts[i]) - 1

    def chain(self, i: int) -> tuple[int, bool]:
        """The chain: a number of cards, ``!`` when the One-Two combo owes a card."""
        ch = self.parts[i]
        owe = ch.endswith("!")
        if owe:
            ch = ch[:-1]
        if not is_number_text(ch):
            raise PositionError(f"chain must be a number of cards, optionally followed by '!', got {self.shown(i)}")
        return int(ch), owe

    def passes(self, i: int) -> int:
        if not is_number_text(self.parts[i]):
            raise PositionError(f"passes must be 0, 1 or 2, got {self.shown(i)}")
        return int(self.parts[i])


def read_scores(text: str) -> tuple[int, int]:
    """Scores written ``a-b``."""
    sc = text.split("-")
    if len(sc) != 2 or not all(is_number_text(s.strip()) for s in sc):
        raise PositionError(f"scores must be written like 2-1, got {text!r}")
    return int(sc[0]), int(sc[1])


# ---------------------------------------------------------------------------
# Solver


def turn_over(work, action) -> bool:
    """The turn is over after a pass or a stop, when the chain was reset by an
    automatic turn end, or when the round ended."""
    return not action.is_discard or work.chain == 0 or work._over()


def turn_sequences(position, limit: int | None = None) -> Iterator[tuple[list, object]]:
    """Every way the player to move can finish their turn.

    Yields ``(actions, resulting_position)``: the actions from now until the
    turn passes to the other player or the round ends (a pass counts as a
    whole turn; a card it turns up is in the result, using a copy of the
    rng).  ``limit`` caps the number of sequences.
    """
    return walk_turns(position, turn_over, limit)


def longest_chain_length(position) -> int:
    """The most cards the player to move can still discard this turn."""
    work = position.copy(stack=False)
    best = 0

    def dfs(n: int):
        nonlocal best
        if n > best:
            best = n
        for a in work.legal_actions():
            if a.is_discard:
                work._push(a)
                if work.chain == 0 or work._over():  # the turn ended with this discard
                    best = max(best, n + len(a.cards))
                else:
                    dfs(n + len(a.cards))
                work.pop()

    dfs(0)
    return best


# ---------------------------------------------------------------------------
# Players


def random_action(position, rng: Rng):
    """A uniformly random legal action (a forced action uses no randomness)."""
    acts = position.legal_actions()
    if len(acts) == 1:
        return acts[0]
    return rng.choice(acts)


def choose_best(position, score: Callable[[int, object], float], rng: Rng | None, limit: int):
    """The computer players' move: every complete way to play the rest of the
    turn (:func:`turn_sequences`) is scored by ``score(me, result)``; the
    first action of the best line is returned (ties broken with ``rng``)."""
    acts = position.legal_actions()
    if not acts:
        raise position.illegal_error(position.explain_illegal(position.action_type._PASS) or "no legal action")
    if len(acts) == 1:
        return acts[0]
    me = position.turn
    best_score = None
    best: list = []
    for seq, result in walk_turns(position, turn_over, limit):
        s = score(me, result)
        if best_score is None or s > best_score + 1e-9:
            best_score, best = s, [seq[0]]
        elif abs(s - best_score) <= 1e-9 and seq[0] not in best:
            best.append(seq[0])
    if rng is None or len(best) == 1:
        return best[0]
    return rng.choice(best)


def play_rounds(m: Match, players: Sequence[Callable], max_actions: int) -> Match:
    """Play the match ``m`` to its end; ``players[p](position, rng)`` chooses
    player p's actions.  A round over from the deal (a teyaku) is scored at once."""
    r = m.rng
    n = 0
    while m.result is None:
        pos = m.position
        if not pos._over():
            hands = pos.hands
            while True:  # after the first action only an empty hand ends the round
                pos._push(players[pos.turn](pos, r))
                n += 1
                if not hands[0] or not hands[1]:
                    break
                if n > max_actions:
                    raise RuntimeError(f"match did not finish within {max_actions} actions")
        m.next_round()
    return m


# ---------------------------------------------------------------------------
# A whole match


class ShedMatch(Match):
    """Rounds until a player reaches ``options.target`` points; the round's
    winner deals the next (:attr:`position_type` plays the rounds)."""

    position_type: type = ShedPosition

    def default_options(self):
        return self.position_type.options_type()

    def deal(self, dealer: int, round_no: int):
        return self.position_type.deal(self.rng, dealer, self.scores, self.options)

    def round_log(self) -> list:
        return self.position.log

    def _end_reason(self, out) -> str:
        """Why the match ended with round outcome ``out``."""
        return "target"

    def finished(self, out) -> MatchOutcome | None:
        if out.match_winner is None:
            return None
        return MatchOutcome(out.match_winner, tuple(out.scores), len(self.rounds), self._end_reason(out))
