"""What every game is, as the shared modules see it.

A game lives in its own package under :mod:`hanafuda_core.games` and
registers one :class:`Game` object: its rules and options, positions (legal
actions, explanations of illegal ones, push/pop, outcome, notation), the
deal, the computer player, the board view, the lesson goals and the tables of
its rules page.  The shared modules — :mod:`~hanafuda_core.board`,
:mod:`~hanafuda_core.play`, :mod:`~hanafuda_core.learning`,
:mod:`~hanafuda_core.webapi` and the site generation — only use this
interface, so they never name a game.

The base types every game uses the same way are here too:

* :class:`Outcome` — the end of a round: reason, winners, points per seat,
  scores after the round, whether it ends the match, a readable explanation;
* :class:`MatchOutcome` — the end of a match;
* :class:`Match` — rounds dealt one after the other (dealer draw, records,
  scores per seat), with the game-specific deal and end as hooks;
* the option protocol (:mod:`hanafuda_core.options`).

Seats are numbered ``0 .. seats-1`` counter-clockwise (the next player sits
to the right); partnerships are tuples of seats that share one capture pile
and one score.  Actions cross this interface as text (the game's notation).
"""

from __future__ import annotations

from .errors import HanafudaError

from dataclasses import dataclass, field
from typing import Any, Callable, Iterator, Mapping, Sequence

from .options import OptionError
from .rng import Rng

__all__ = ["Game", "Position", "PositionError", "IllegalActionError", "Outcome", "MatchOutcome", "Match", "RoundRecord", "GameError", "seat_names",
           "walk_turns"]


class GameError(HanafudaError):
    """A request a game cannot honour (a bad position text, bad options)."""


class PositionError(GameError):
    """A position (or its text) that cannot be a position of the game."""


class IllegalActionError(GameError):
    """An action that is not legal; ``reason`` is the learner-readable explanation."""

    def __init__(self, reason: str, action=None):
        super().__init__(reason)
        self.reason = reason
        self.action = action


# ---------------------------------------------------------------------------
# Positions


class Position:
    """What every game's position class shares (python-chess style: a
    mutable position with ``push``/``pop``, a legal-move generator and an
    ``outcome()`` value).

    A subclass provides ``_key()`` (its state as a tuple), ``legal_actions()``,
    ``explain_illegal(action)``, ``_push(action)`` (no checks), ``pop()``,
    ``outcome()``, ``to_text()``, ``copy(stack=...)``, ``hands`` and ``turn``;
    it may override :meth:`_read_action` (text to the engine's action) and
    :meth:`_check_action` (an action as the legal list writes it).
    """

    illegal_error: type = GameError
    """Raised by :meth:`push` for an illegal action: ``illegal_error(reason, action)``."""

    def _key(self) -> tuple:
        raise NotImplementedError

    def _read_action(self, action):
        return action

    def _check_action(self, action):
        return action

    def __eq__(self, other) -> bool:
        if type(other) is not type(self):
            return NotImplemented
        return self._key() == other._key()

    __hash__ = None  # mutable

    def __repr__(self) -> str:
        return f"{type(self).__name__}({self.to_text()!r})"

    def is_over(self) -> bool:
        return self.outcome() is not None

    def is_legal(self, action) -> bool:
        try:
            action = self._check_action(self._read_action(action))
        except ValueError:
            return False
        return action in self.legal_actions()

    def push(self, action, *, check: bool = True) -> None:
        """Play an action.  With ``check`` (default) an illegal action raises
        :attr:`illegal_error` with the explanation; ``check=False`` is for
        actions taken from ``legal_actions()``."""
        action = self._read_action(action)
        if check:
            action = self._check_action(action)
            reason = self.explain_illegal(action)
            if reason is not None:
                raise self.illegal_error(reason, action)
        self._push(action)

    def hand(self, player: int | None = None) -> list:
        """The cards of ``player``'s hand (default: the player to move)."""
        from .deck import cards_in

        return cards_in(self.hands[self.turn if player is None else player])


def walk_turns(position, turn_over: Callable, limit: int | None = None) -> Iterator[tuple[list, Any]]:
    """Every way the player to move can finish the turn: yields ``(actions,
    resulting position)``, following legal actions depth first until
    ``turn_over(position_after, action)`` says the turn is over.  ``limit``
    caps the number of sequences.  Works on a copy; ``position`` is untouched."""
    work = position.copy(stack=False)
    seq: list = []
    count = 0

    def dfs():
        nonlocal count
        for a in work.legal_actions():
            if limit is not None and count >= limit:
                return
            work._push(a)
            seq.append(a)
            if turn_over(work, a):
                count += 1
                yield list(seq), work.copy(stack=False)
            else:
                yield from dfs()
            seq.pop()
            work.pop()

    yield from dfs()


# ---------------------------------------------------------------------------
# Outcomes


class Outcome:
    """The end of a round, the same for every game.

    Subclasses (each game's round outcome, usually a frozen dataclass) keep
    their own details and provide:

    * ``reason``: a short key (``"empty-hand"``, ``"stop"``, ...);
    * :attr:`winners`: the seats that won the round (empty: nobody);
    * :attr:`seat_points`: the points each seat scores in this round;
    * ``scores``: the match scores per seat after the round;
    * :attr:`match_over`: whether this round ends the match;
    * :meth:`explain`: one readable paragraph (players named "Player 1", ...).
    """

    reason: str
    scores: tuple[int, ...]

    @property
    def winners(self) -> tuple[int, ...]:
        raise NotImplementedError

    @property
    def seat_points(self) -> tuple[int, ...]:
        raise NotImplementedError

    @property
    def match_over(self) -> bool:
        return False

    def explain(self) -> str:
        raise NotImplementedError

    def summary(self) -> dict:
        """The shared fields as JSON-able data."""
        return {"reason": self.reason, "winners": list(self.winners), "points": list(self.seat_points),
                "scores": list(self.scores), "matchOver": self.match_over, "explanation": self.explain()}


@dataclass(frozen=True)
class MatchOutcome:
    """The end of a match: ``winner`` (None: a tie), the final scores, the
    number of rounds and why it ended (``"target"``, ``"rounds"``, ...)."""

    winner: int | None
    scores: tuple[int, ...]
    rounds: int
    reason: str = "target"

    def to_dict(self) -> dict:
        return {"winner": self.winner, "scores": list(self.scores), "rounds": self.rounds,
                "reason": self.reason}


@dataclass
class RoundRecord:
    """A finished round of a :class:`Match`: the dealt position (notation),
    the actions played, the outcome, and the game's own log when it keeps one."""

    number: int
    dealer: int
    start: str
    actions: list
    outcome: Outcome
    log: list = field(default_factory=list)


class Match:
    """Rounds of one game until the game says the match is over.

    ``Match(options, rng, dealer, record, seats)``: ``rng`` is an
    :class:`Rng` or a seed; when ``dealer`` is None the first dealer is drawn
    (:func:`hanafuda_core.dealer.choose_dealer`).  Play the current round
    through ``match.position``; when it has an outcome call
    :meth:`next_round` to score it and deal the next one.

    A game subclasses it and provides :meth:`deal` (a new round's position),
    and may override :meth:`finished` and :meth:`next_dealer`.
    """

    error: type = GameError
    """The error raised by :meth:`next_round` out of turn (a game may use its own)."""

    def __init__(self, options: Any = None, rng: Rng | int | str | None = None, dealer: int | None = None,
                 record: bool = True, seats: int = 2):
        self.options = options if options is not None else self.default_options()
        self.rng = rng if isinstance(rng, Rng) else Rng(rng)
        self.seats = seats
        if dealer is None:
            dealer = type(self).draw_for_dealer(seats, self.rng).dealer
        self.scores: tuple[int, ...] = (0,) * seats
        self.rounds: list[RoundRecord] = []
        self.result: MatchOutcome | None = None
        self.record = record
        self.round_no = 1
        self.position = self.deal(dealer, 1)
        self._start = self.position.to_text() if record else ""

    # -- the game's hooks

    @classmethod
    def draw_for_dealer(cls, seats: int, rng: Rng):
        """The dealer draw that opens a match (a :class:`~hanafuda_core.dealer.DealerDraw`):
        by default the common rule, with the standard month order and the
        whole deck; a game that counts months in another order, or plays with
        fewer cards, draws with those."""
        from .dealer import choose_dealer

        return choose_dealer(seats, rng)

    def default_options(self) -> Any:
        raise NotImplementedError

    def deal(self, dealer: int, round_no: int) -> Any:
        """The position of a freshly dealt round (scores are ``self.scores``)."""
        raise NotImplementedError

    def finished(self, out: Outcome) -> MatchOutcome | None:
        """The match outcome when round ``out`` ends the match."""
        if not out.match_over:
            return None
        best = max(self.scores)
        leaders = [p for p, s in enumerate(self.scores) if s == best]
        return MatchOutcome(leaders[0] if len(leaders) == 1 else None, tuple(self.scores), len(self.rounds))

    def next_dealer(self, out: Outcome) -> int:
        """Who deals the next round (default: the round's winner, else the same dealer)."""
        return out.winners[0] if out.winners else self.position.dealer

    def round_log(self) -> list:
        return []

    # -- playing

    def push(self, action, check: bool = True) -> None:
        self.position.push(action, check=check)

    def outcome(self) -> MatchOutcome | None:
        return self.result

    @property
    def over(self) -> bool:
        return self.result is not None

    def next_round(self):
        """Score the finished round and deal the next (None when the match is over)."""
        if self.result is not None:
            raise self.error("The match is over.")
        pos = self.position
        out = pos.outcome()
        if out is None:
            raise self.error("The round is not over yet.")
        self.rounds.append(RoundRecord(self.round_no, pos.dealer, self._start,
                                       pos.move_stack if self.record else [], out,
                                       self.round_log() if self.record else []))
        self.scores = tuple(out.scores)
        self.result = self.finished(out)
        if self.result is not None:
            return None
        self.round_no += 1
        self.position = self.deal(self.next_dealer(out), self.round_no)
        self._start = self.position.to_text() if self.record else ""
        return self.position


# ---------------------------------------------------------------------------
# Seats and names


def seat_names(seats: int, learner: int, teams: Sequence[Sequence[int]] | None = None) -> tuple[str, ...]:
    """What the board calls each seat: "You", your "Partner", and the
    computer players ("Computer", or "Computer 1", "Computer 2" when there
    are several), counted from your right."""
    partner = next((t for t in (teams or ()) if learner in t), ())
    others = [(learner + k) % seats for k in range(1, seats)]
    rivals = [p for p in others if p not in partner]
    names = [""] * seats
    names[learner] = "You"
    for p in others:
        if p in partner:
            names[p] = "Partner"
    for i, p in enumerate(rivals, start=1):
        names[p] = "Computer" if len(rivals) == 1 else f"Computer {i}"
    return tuple(names)


# ---------------------------------------------------------------------------
# The game interface


class Game:
    """One game, registered with :func:`hanafuda_core.games.register`.

    Class attributes describe it; methods are the engine as the shared
    modules use it.  Actions are texts in the game's notation.  Most methods
    have defaults that fit an engine written in the project's usual way (a
    position class with ``from_text``/``to_text``, ``turn``,
    ``legal_actions()``, ``explain_illegal()``, ``push``/``pop``, ``copy()``
    and ``outcome()``); a game overrides what differs.
    """

    key: str = ""
    """Identifier (the package name, the tutorials folder, page addresses)."""
    name: str = ""
    """The name shown to learners."""
    order: int = 100
    """Place in menus and course maps (smaller first)."""
    seat_counts: tuple[int, ...] = (2,)
    """How many seats a table may have."""
    blurb: str = ""
    """One sentence about the game (course maps, the home page)."""
    play_intro: str = ""
    """What the play page says without JavaScript, above an example deal."""
    rules_page: str = ""
    """The game's rules page, relative to ``docs/`` (default ``games/<key>.md``)."""
    play_page: str = ""
    """Its play page (default ``games/<key>-play.md``)."""
    options_type: Any = None
    """The options class (the :mod:`hanafuda_core.options` protocol)."""
    position_type: Any = None
    """The position class."""
    match_type: Any = None
    """A :class:`Match` subclass."""
    goals: tuple = ()
    """The lesson goal classes this game offers (:mod:`hanafuda_core.learning.goals`)."""
    deck_cards: int = (1 << 48) - 1
    """The cards the game is played with (a bit set; default the whole deck)."""
    deck_note: str = ""
    """How the game's deck differs from the full deck, in words (the deck page)."""

    # -- seats

    def teams(self, seats: int) -> tuple[tuple[int, ...], ...] | None:
        """Partnerships at a table of ``seats`` (None: everyone plays alone)."""
        return None

    def check_seats(self, seats: Any) -> int:
        if seats is None:
            return self.seat_counts[0]
        if isinstance(seats, bool) or not isinstance(seats, int) or seats not in self.seat_counts:
            counts = " or ".join(map(str, self.seat_counts))
            raise GameError(f"{self.name} is played by {counts} players, not {seats!r}")
        return seats

    def seat_names(self, seats: int, learner: int) -> tuple[str, ...]:
        return seat_names(seats, learner, self.teams(seats))

    # -- options

    def default_options(self) -> Any:
        return self.options_type()

    def describe_options(self) -> list[dict]:
        return self.options_type.describe()

    def parse_options(self, value: Any) -> Any:
        """Options from None (the defaults), an options object, a text or a form (dict)."""
        if value is None:
            return self.default_options()
        if isinstance(value, self.options_type):
            return value
        if isinstance(value, str):
            return self.options_type.from_text(value)
        if isinstance(value, Mapping):
            return self.options_type.from_form(value)
        raise OptionError("options must be an object of option values or an options text")

    def options_text(self, options: Any) -> str:
        return options.to_text()

    def upgrade_saved(self, version: int, saved: dict[str, str]) -> dict[str, str]:
        """The fields of a match saved by an earlier save format ``version``
        (``options``, ``position``, ``seed``, ``seats``... as texts), as this
        version writes them: a game whose default changed since names the old
        value in the options (and in the position, which holds them), so that
        the match replays under the rules it was played with.  Unchanged by
        default; :meth:`saved_with_option` helps."""
        return saved

    def saved_with_option(self, saved: dict[str, str], name: str, value: Any) -> dict[str, str]:
        """``saved`` with option ``name`` set to ``value`` in its options and
        in its position's last field (the options), unless the text already
        gives that option."""

        def add(text: str) -> str:
            text = text.strip()
            try:
                given = self.options_type.parse_overrides(text)
            except ValueError:
                return text  # reading the match will say what is wrong
            if name in given:
                return text
            f = self.options_type._by_key()[name]
            part = self.options_type._part(f, value)
            return part if text in ("", "-") else f"{text},{part}"

        out = dict(saved)
        out["options"] = add(saved.get("options", "-"))
        if "position" in saved:
            head, sep, last = saved["position"].rpartition(";")
            if sep:
                out["position"] = f"{head}{sep} {add(last)}"
        return out

    def presets(self) -> dict[str, str]:
        """The game's named rule sets (presets), key -> name in words; empty
        when it has none.  A lesson or a set of puzzles may name one
        (``preset:``), and the build checks its positions against it."""
        return {}

    def position_preset(self, pos: Any) -> str | None:
        """The key of the named rule set a position is played under (None:
        the game has none)."""
        return None

    # -- positions

    def parse_position(self, text: str) -> Any:
        return self.position_type.from_text(text)

    def position_text(self, pos: Any) -> str:
        return pos.to_text()

    def turn(self, pos: Any) -> int:
        """The seat whose turn it is (or was, when the round is over)."""
        return pos.turn

    def to_move(self, pos: Any) -> int | None:
        """The seat to act, None when the round is over."""
        return None if pos.outcome() is not None else pos.turn

    def legal_actions(self, pos: Any) -> list[str]:
        return [_text(a) for a in pos.legal_actions()]

    def parse_action(self, pos: Any, action: str) -> Any:
        """The engine's action object for ``action`` (which must be legal)."""
        return action

    def action_words(self, pos: Any, action: str) -> str:
        """A legal ``action`` in words for a learner ("discard the Cherry
        curtain"), never in notation."""
        return action

    def actions_words(self, pos: Any, actions: Sequence[str]) -> str:
        """Several actions from ``pos`` in words, joined with "then"."""
        out = []
        for a in actions:
            out.append(self.action_words(pos, a))
            pos = self.apply(pos, a)
        return ", then ".join(out)

    def explain_illegal(self, pos: Any, action: str) -> str | None:
        """Why ``action`` is not legal now (readable), or None when it is."""
        return pos.explain_illegal(action)

    def push(self, pos: Any, action: str) -> str:
        """Play a legal action; returns its canonical text."""
        a = self.parse_action(pos, action)
        pos.push(a)
        return _text(a)

    def pop(self, pos: Any) -> None:
        pos.pop()

    def apply(self, pos: Any, action: str) -> Any:
        """A new position after ``action`` (which must be legal)."""
        new = pos.copy()
        self.push(new, action)
        return new

    def outcome(self, pos: Any) -> Outcome | None:
        return pos.outcome()

    def round_over(self, pos: Any) -> bool:
        return pos.outcome() is not None

    def ends_turn(self, action: str, after: Any) -> bool:
        """Did ``action``, which led to ``after``, end the mover's turn?"""
        raise NotImplementedError

    def turn_sequences(self, pos: Any, limit: int | None = None) -> Iterator[tuple[list[str], Any]]:
        """Every way the player to move can finish the turn: (action texts, end position)."""
        for actions, end in walk_turns(pos, lambda after, a: self.ends_turn(_text(a), after), limit):
            yield [_text(a) for a in actions], end

    def card_places(self, pos: Any) -> dict[str, int]:
        """Where every card is: place name -> bit set (the places must not overlap)."""
        raise NotImplementedError

    def hidden_places(self, pos: Any, seat: int) -> dict[str, int]:
        """The cards ``seat`` cannot see, by place (a subset of
        :meth:`card_places`): by default every other seat's hand (``hand-<p>``,
        partners' too) and the draw pile (``draw``).  A game where some of
        those cards are known (a card put back where everyone saw it) leaves
        them out.  Used by :func:`hanafuda_core.evaluation.determinize`."""
        places = self.card_places(pos)
        return {name: cards for name, cards in places.items()
                if name == "draw" or (name.startswith("hand-") and name != f"hand-{seat}")}

    def rearrange(self, pos: Any, hidden: dict[str, int], assignment: dict[str, list[int]], rng: Rng) -> Any:
        """A copy of ``pos`` where the ``hidden`` cards of each place are
        replaced by ``assignment[place]`` (as many cards, in a random order);
        the cards of a place that are not hidden keep where they are.  The
        default knows positions with ``hands`` (bit sets, one per seat) and a
        ``draw`` list; a position that carries its own random source (for a
        later reshuffle) gets ``rng`` instead, which the seat cannot foresee."""
        from .cardset import mask
        from .evaluation import copy_position

        new = copy_position(pos)
        for place, cards in assignment.items():
            old = hidden[place]
            if place.startswith("hand-"):
                p = int(place[5:])
                hands = list(new.hands)
                hands[p] = (hands[p] & ~old) | mask(cards)
                new.hands = hands if isinstance(new.hands, list) else type(new.hands)(hands)
            elif place == "draw":
                it = iter(cards)
                new.draw = [next(it) if old >> c & 1 else c for c in new.draw]
            else:
                raise NotImplementedError(f"{self.name}: cannot rearrange the hidden cards of {place!r}")
        if isinstance(getattr(new, "rng", None), Rng):
            new.rng = rng
        return new

    def rollout_action(self, pos: Any, rng: Rng) -> str:
        """The action the evaluator's rollouts play (default: the computer
        player's, else a random one).  A game may give a cheaper or better
        policy; it must read only what the seat to move may know."""
        if self.computer_player is not None:
            return self.choose(pos, rng)
        return self.random_action(pos, rng)

    def play_out(self, pos: Any, rng: Rng) -> None:
        """Play ``pos`` (in place) to the end of the round with the rollout
        policy (:meth:`rollout_action`).  A game may do it faster with its
        engine's own actions; the moves must be the same kind of moves."""
        from .evaluation import MAX_ROLLOUT_STEPS

        for _ in range(MAX_ROLLOUT_STEPS):
            if self.to_move(pos) is None:
                return
            self.push(pos, self.rollout_action(pos, rng))

    def review_margin(self) -> float:
        """The least difference in expected points (besides the statistical
        margin) for which a match review lists a decision: small differences
        are not worth a learner's attention."""
        return 0.5

    def rollout_value(self, pos: Any, seat: int) -> float:
        """What the end of a rollout is worth to ``seat``: by default the
        round's net points (:func:`hanafuda_core.evaluation.net_points`);
        0 when the rollout stopped before the round ended."""
        from .evaluation import net_points

        out = self.outcome(pos)
        if out is None:
            return 0.0
        return net_points(self, out, seat, len(self.scores_of(pos)))

    def deck(self, pos: Any) -> int:
        """The bit set of the cards in play (the places cover exactly these)."""
        from .deck import FULL_DECK

        return FULL_DECK

    # -- matches and the computer

    def new_match(self, options: Any, rng: Rng | int | str | None, seats: int | None = None) -> Match:
        return self.match_type(options, rng, seats=self.check_seats(seats))

    def match_over(self, match: Match) -> bool:
        out = match.position.outcome()
        return match.result is not None or (out is not None and out.match_over)

    computer_player: Callable | None = None
    """``computer_player(position, rng)`` -> the engine's action (wrap it in
    ``staticmethod``); :meth:`choose` writes it as text."""
    random_player: Callable | None = None
    """``random_player(position, rng)`` -> a uniformly random legal action
    (default: one of :meth:`legal_actions`)."""

    def choose(self, pos: Any, rng: Rng) -> str:
        """The computer player's action."""
        return _text(self.computer_player(pos, rng))

    beginner_slips: float = 0.6
    """How often the Beginner level plays a random legal move instead of the
    Standard one (:mod:`hanafuda_core.levels`)."""

    standard_words: str = ""
    """What the Standard computer does in this game, in plain words (the
    level list shows it; empty: a general description)."""

    def levels(self) -> tuple:
        """The computer levels (:data:`hanafuda_core.levels.LEVELS`), the
        Standard one described with :attr:`standard_words`."""
        from dataclasses import replace

        from .levels import LEVELS

        if not self.standard_words:
            return LEVELS
        return tuple(replace(lv, description=self.standard_words) if lv.key == "standard" else lv for lv in LEVELS)

    def strong_settings(self):
        """The Strong level's budget (:class:`hanafuda_core.levels.StrongSettings`)."""
        from .levels import STRONG

        return STRONG

    def choose_level(self, pos: Any, rng: Rng, level: str | None = None) -> str:
        """The move of the computer at ``level`` (a key; None: Standard) for
        the seat to move.  Reads only what that seat may know."""
        from .levels import level as _level

        return _level(self, level).choose(self, pos, rng)

    move_explainer: Callable | None = None
    """``move_explainer(position, action, names=None)`` -> why that move is
    sensible, in words (wrap it in ``staticmethod``); used by
    :meth:`explain_move`.  Without ``names`` it speaks to the player to move
    ("your hand"); with the board's seat names, of that player by name ("the
    Computer holds only 2 cards"; :mod:`hanafuda_core.words`)."""

    def explain_move(self, pos: Any, action: str, names: Sequence[str] | None = None) -> str:
        """Why a (legal) move is sensible, in words: the computer player's
        reasons, spoken to the player to move, or of them when ``names`` (the
        seat names) are given."""
        if self.move_explainer is None:
            return ""
        a = self.parse_action(pos, action)
        if names is None:
            return self.move_explainer(pos, a)
        return self.move_explainer(pos, a, names=names)

    def hint(self, pos: Any, rng: Rng) -> dict:
        """A suggested move for the player to move, with its reason in words."""
        action = self.choose(pos.copy(), rng)
        return {"action": action, "words": self.action_words(pos, action),
                "reason": self.explain_move(pos, action)}

    def random_action(self, pos: Any, rng: Rng) -> str:
        if self.random_player is not None:
            return _text(self.random_player(pos, rng))
        legal = self.legal_actions(pos)
        return legal[rng.below(len(legal))]

    # -- views

    def view(self, pos: Any, *, me: int, names: Sequence[str], show_legal: bool = False,
             interactive: bool = True, reveal: bool = False) -> dict:
        """The board view model (:mod:`hanafuda_core.board`) seen from seat
        ``me``; ``names`` are indexed by seat; ``reveal`` shows every hand."""
        raise NotImplementedError

    def exercise_view(self, pos: Any, *, me: int, show_legal: bool = False, interactive: bool = True,
                      question: bool = False) -> dict:
        """The board of a lesson step or puzzle: every hand face up, match
        bookkeeping left out; ``question=True`` leaves out anything that
        gives the answer away."""
        n = len(self.scores_of(pos))
        names = tuple("You" if p == me else ("Opponent" if n == 2 else f"Player {p + 1}") for p in range(n))
        view = self.view(pos, me=me, names=names, show_legal=show_legal,
                         interactive=interactive and not question, reveal=True)
        if question:  # the status line must not hint at the answer, nor speak of moves
            view["status"] = "Look at the position, then answer the question."
        return view

    def scores_of(self, pos: Any) -> tuple[int, ...]:
        """The match scores per seat (after the round when it is over)."""
        out = pos.outcome()
        return tuple(out.scores) if out is not None else tuple(pos.scores)

    def log_lines(self, pos: Any, names: Sequence[str]) -> list[str]:
        """The round's moves so far, in words."""
        return []

    def round_header(self, match: Match, number: int, names: Sequence[str]) -> str:
        from .board import score_words, verb

        pos = match.position
        who = names[pos.dealer]
        return f"Round {number}: {verb(who, 'deal', 'deals')}; score {score_words(pos.scores, names)}."

    def round_summary(self, match: Match, number: int, names: Sequence[str]) -> str:
        from .board import names_text

        return f"Round {number}: {names_text(match.position.outcome().explain(), names)}"

    def benchmarks(self) -> dict[str, Callable[[int], int]]:
        """Extra engine figures for ``scripts/bench_engine.py``: name ->
        ``fn(seed)`` that does some work and returns how many units it did."""
        return {}

    # -- mined puzzles (hanafuda_core.learning.mining, the puzzle trainer)

    puzzle_themes: dict[str, str] = {}
    """The themes of the game's mined puzzles: key -> what it means, in words
    (shown on the trainer page).  Every mined puzzle carries one or more."""

    def puzzle_candidates(self, pos: Any) -> list[tuple[dict, list[str]]]:
        """Goals worth trying as a puzzle for the player to move in ``pos``:
        ``(goal spec, themes)`` pairs, most interesting first (the miner keeps
        those that make a puzzle; default none)."""
        return []

    def puzzle_note(self, pos: Any) -> str:
        """What a mined puzzle's text adds about ``pos`` in words (e.g. the
        next card of the draw pile, which the board does not show)."""
        return ""

    # -- the site

    def example_position(self, seed: str | int) -> Any:
        """A freshly dealt position (drawn on the play page without JavaScript)."""
        return self.match_type(None, seed, dealer=0, record=False).position

    def tables(self) -> dict[str, Callable[[], str]]:
        """Generated tables of the rules page: fence name -> HTML builder."""
        return {}

    def page(self, which: str) -> str:
        if which == "rules":
            return self.rules_page or f"games/{self.key}.md"
        if which == "play":
            return self.play_page or f"games/{self.key}-play.md"
        raise KeyError(which)


def _text(action) -> str:
    return action if isinstance(action, str) else action.text()
