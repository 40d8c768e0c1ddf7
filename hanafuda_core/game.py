"""What every game is, as the shared modules see it.

A game lives in its own package under :mod:`hanafuda_core.games` and
registers one :class:`Game` object.  The shared modules —
:mod:`~hanafuda_core.board`, :mod:`~hanafuda_core.play`,
:mod:`~hanafuda_core.learning`, :mod:`~hanafuda_core.webapi` and the site
generation — only use this interface, so they never name a game.  A game is
a few small parts, each of one kind:

* :class:`GameInfo` — a record of facts: key, name, menu order, seat counts,
  partnerships, the cards played with (like OpenSpiel's game type);
* :class:`SiteContent` — a record of what the site shows about it: blurb,
  play-page introduction, deck note, its pages, its rules-page tables;
* the position protocol (:class:`~hanafuda_core.position.PositionProtocol`):
  every attribute of a position the shared code reads;
* its :class:`~hanafuda_core.presenter.Presenter` (``game.presenter``): the
  view hooks — actions in words, board views, the move log;
* its :class:`Computer` (``game.computer``): the computer player — the
  engine's players, its move at a level, hints, the evaluator's rollouts;
* the :class:`Game` itself: methods only — the rules (options, positions,
  actions as texts, the deal and the match).

Every game builds itself the same way (:meth:`Game.__init__`): it makes its
presenter and its computer, completes its pages and adds the goal every
game offers.

Seats are numbered ``0 .. seats-1`` counter-clockwise (the next player sits
to the right); partnerships are tuples of seats that share one capture pile
and one score.  Actions cross this interface as text (the game's notation).

The base types the engines use are read from here too:
:class:`~hanafuda_core.position.Position`, the errors, :func:`walk_turns`
(:mod:`hanafuda_core.position`), :class:`~hanafuda_core.match.Outcome`,
:class:`~hanafuda_core.match.MatchOutcome` and
:class:`~hanafuda_core.match.Match` (:mod:`hanafuda_core.match`).
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Any, Callable, ClassVar, Hashable, Iterator, Mapping, Sequence

from .cardset import mask
from .deck import FULL_DECK
from .evaluation import MAX_ROLLOUT_STEPS, copy_position, net_points
from .goal import LegalMove, PuzzleTheme
from .levels import LEVELS, STRONG, Level, StrongSettings
from .levels import level as level_named
from .match import Match, MatchOutcome, Outcome, RoundRecord
from .messages import Message
from .seats import SeatName, seat_names
from .options import OptionError, OptionsProtocol
from .position import (POSITION_ATTRIBUTES, GameError, IllegalActionError, Position, PositionError,
                       PositionProtocol, walk_turns)
from .presenter import Presenter
from .rng import Rng

__all__ = ["Game", "GameInfo", "SiteContent", "Computer", "Presenter", "Position", "PositionProtocol", "POSITION_ATTRIBUTES",
           "PositionError", "IllegalActionError", "Outcome", "MatchOutcome", "Match", "RoundRecord", "GameError",
           "walk_turns", "action_text"]


# ---------------------------------------------------------------------------
# Seats and names


# ---------------------------------------------------------------------------
# The records


@dataclass(frozen=True)
class GameInfo:
    """The facts about a game that never depend on a position."""

    key: str
    """Identifier (the package name, the tutorials folder, page addresses)."""
    name: str
    """The name shown to learners."""
    order: int = 100
    """Place in menus and course maps (smaller first)."""
    seat_counts: tuple[int, ...] = (2,)
    """How many seats a table may have (the first is the default)."""
    partnerships: Mapping[int, tuple[tuple[int, ...], ...]] = field(default_factory=dict, hash=False)
    """Seat count -> the teams at such a table (absent: everyone plays alone)."""
    deck_cards: int = FULL_DECK
    """The cards the game is played with (a bit set; default the whole deck)."""

    def teams(self, seats: int) -> tuple[tuple[int, ...], ...] | None:
        """Partnerships at a table of ``seats`` (None: everyone plays alone)."""
        return self.partnerships.get(seats)

    def check_seats(self, seats: Any) -> int:
        """``seats`` when the game is played by that many (None: the default)."""
        if seats is None:
            return self.seat_counts[0]
        if isinstance(seats, bool) or not isinstance(seats, int) or seats not in self.seat_counts:
            counts = " or ".join(map(str, self.seat_counts))
            raise GameError(f"{self.name} is played by {counts} players, not {seats!r}")
        return seats


def _no_tables() -> dict[str, Callable[[], str]]:
    return {}


@dataclass(frozen=True)
class SiteContent:
    """What the site says about a game, besides its rules and lessons."""

    blurb: "Message | None" = None
    """One sentence about the game (the list of games)."""
    play_intro: "Message | None" = None
    """What the play page says without JavaScript, above an example deal."""
    deck_note: "Message | None" = None
    """How the game's deck differs from the full deck, in words (the deck page;
    None: the whole deck)."""
    languages: tuple[str, ...] = ()
    """Languages the game's section comes in that need not cover every game
    (codes: Go-Stop's ``ko``, its players' language): such a language's
    catalog translates the shared messages and those of the games naming it."""
    rules_page: str = ""
    """The game's rules page, relative to ``docs/`` (the game fills in ``games/<key>.md``)."""
    play_page: str = ""
    """Its play page (the game fills in ``games/<key>-play.md``)."""
    tables: Callable[[], Mapping[str, Callable[[], str]]] = _no_tables
    """The generated tables of the rules page: ``tables()`` -> fence name ->
    HTML builder (a function, so that the tables' module loads when asked)."""

    def page(self, which: str) -> str:
        """The rules (``"rules"``) or play (``"play"``) page."""
        if which == "rules":
            return self.rules_page
        if which == "play":
            return self.play_page
        raise KeyError(which)


# ---------------------------------------------------------------------------
# The computer player


class Computer:
    """The computer player of one game (``game.computer``; :meth:`Game.__init__`
    makes it from :attr:`Game.computer_type`).  Methods only, reading
    positions through ``self.game``; a game subclasses it in its package
    (``game.py``) and overrides what differs.

    Four methods are the engine's players, each taking a position and an
    :class:`~hanafuda_core.rng.Rng` and returning the engine's action (its
    text or an object with ``text()``): :meth:`standard` (the game's rules of
    thumb), :meth:`random`, :meth:`rollout` (the evaluator's policy) and
    :meth:`reasons` (why a move is sensible).  A game declares its engine's
    functions as these methods (``standard = staticmethod(engine.choose_action)``:
    a rollout calls one at every move, so they are the engine's functions
    themselves, with no call in between).  The others are what the shared
    modules ask of the computer, with actions as texts: its move at a level,
    a hint, the evaluator's rollouts and hidden cards, the review's margin.
    Every one reads only what the seat to move may know.
    """

    beginner_slips: float = 0.6
    """How often the Beginner level plays a random legal move instead of the
    Standard one (:mod:`hanafuda_core.levels`)."""
    standard_words: Message | None = None
    """What the Standard computer does in this game, in plain words (the
    level list shows it; None: a general description)."""

    def __init__(self, game: "Game"):
        self.game = game

    # -- the engine's players

    def standard(self, pos: Any, rng: Rng) -> Any:
        """The Standard player's action: the game's rules of thumb (by
        default a random one)."""
        return self.random(pos, rng)

    def random(self, pos: Any, rng: Rng) -> Any:
        """A uniformly random legal action."""
        legal = self.game.legal_actions(pos)
        return legal[rng.below(len(legal))]

    def rollout(self, pos: Any, rng: Rng) -> Any:
        """The evaluator's rollout policy (by default the Standard player)."""
        return self.standard(pos, rng)

    def reasons(self, pos: Any, action: Any, names: Sequence[SeatName] | None = None) -> Message | None:
        """Why the engine's ``action`` is sensible, as a message (see
        :meth:`explain_move`); None when there is no reason to give (the
        default)."""
        return None

    # -- moves, as texts

    def choose(self, pos: Any, rng: Rng) -> str:
        """The Standard computer player's action."""
        return action_text(self.standard(pos, rng))

    def random_action(self, pos: Any, rng: Rng) -> str:
        """A uniformly random legal action."""
        return action_text(self.random(pos, rng))

    def levels(self) -> tuple[Level, ...]:
        """The computer levels (:data:`hanafuda_core.levels.LEVELS`), the
        Standard one described with :attr:`standard_words`."""
        if not self.standard_words:
            return LEVELS
        return tuple(replace(lv, description=self.standard_words) if lv.key == "standard" else lv for lv in LEVELS)

    def strong_settings(self) -> StrongSettings:
        """The Strong level's budget (:class:`hanafuda_core.levels.StrongSettings`)."""
        return STRONG

    def choose_level(self, pos: Any, rng: Rng, level: str | None = None) -> str:
        """The move of the computer at ``level`` (a key; None: Standard) for
        the seat to move.  Reads only what that seat may know."""
        return level_named(self.game, level).choose(self.game, pos, rng)

    def explain_move(self, pos: Any, action: str, names: Sequence[SeatName] | None = None) -> Message | None:
        """Why a (legal) move is sensible, as a message: the computer
        player's reasons, a clause with no full stop (the caller places it:
        "Why: {why}."), spoken to the player to move ("you hold only 2
        cards"), or of them by the board's name when ``names`` (the board's
        :class:`~hanafuda_core.seats.SeatName` of each seat) are given ("the
        Computer holds only 2 cards"; :func:`~hanafuda_core.seats.by_seat`).
        None when the computer has no reason to give."""
        return self.reasons(pos, self.game.parse_action(pos, action), names=names)

    def hint(self, pos: Any, rng: Rng) -> dict:
        """A suggested move for the player to move: the action, what to do
        (``words``, the imperative) and why (``reason``; None when there is
        none), as messages."""
        action = self.choose(pos.copy(), rng)
        return {"action": action, "words": self.game.presenter.action_phrase(pos, action).imperative,
                "reason": self.explain_move(pos, action)}

    # -- the evaluator (hanafuda_core.evaluation) and the review

    def hidden_places(self, pos: Any, seat: int) -> dict[str, int]:
        """The cards ``seat`` cannot see, by place (a subset of
        :meth:`Game.card_places`): by default every other seat's hand
        (``hand-<p>``, partners' too) and the draw pile (``draw``).  A game
        where some of those cards are known (a card put back where everyone
        saw it) leaves them out.  Used by :func:`hanafuda_core.evaluation.determinize`."""
        places = self.game.card_places(pos)
        return {name: cards for name, cards in places.items()
                if name == "draw" or (name.startswith("hand-") and name != f"hand-{seat}")}

    def rearrange(self, pos: Any, hidden: dict[str, int], assignment: dict[str, list[int]], rng: Rng) -> Any:
        """A copy of ``pos`` where the ``hidden`` cards of each place are
        replaced by ``assignment[place]`` (as many cards, in a random order);
        the cards of a place that are not hidden keep where they are.  The
        default knows positions with ``hands`` (bit sets, one per seat) and a
        ``draw`` list; a position that carries its own random source (for a
        later reshuffle) gets ``rng`` instead, which the seat cannot foresee."""
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
                raise NotImplementedError(f"{self.game.name}: cannot rearrange the hidden cards of {place!r}")
        if isinstance(getattr(new, "rng", None), Rng):
            new.rng = rng
        return new

    def rollout_action(self, pos: Any, rng: Rng) -> str:
        """The action the evaluator's rollouts play (:meth:`rollout`).  It
        must read only what the seat to move may know."""
        return action_text(self.rollout(pos, rng))

    def play_out(self, pos: Any, rng: Rng) -> None:
        """Play ``pos`` (in place) to the end of the round with the rollout
        policy (:meth:`rollout_action`).  A game may do it faster with its
        engine's own actions; the moves must be the same kind of moves."""
        game = self.game
        for _ in range(MAX_ROLLOUT_STEPS):
            if game.to_move(pos) is None:
                return
            game.push(pos, self.rollout_action(pos, rng))

    def rollout_value(self, pos: Any, seat: int) -> float:
        """What the end of a rollout is worth to ``seat``: by default the
        round's net points (:func:`hanafuda_core.evaluation.net_points`);
        0 when the rollout stopped before the round ended."""
        out = self.game.outcome(pos)
        if out is None:
            return 0.0
        return net_points(self.game, out, seat, len(self.game.scores_of(pos)))

    def strong_value(self, pos: Any, seat: int) -> float:
        """What the end of a rollout is worth to the Strong level when its
        settings score by the match (``StrongSettings.match_value``): by
        default the same as :meth:`rollout_value`; a game where the match
        result is what counts gives the chance of winning the match."""
        return self.rollout_value(pos, seat)

    def hidden_constraints(self, pos: Any, seat: int) -> dict[str, int]:
        """Place -> the hidden cards that cannot be there, by what ``seat``
        saw happen this round (a player who passed held nothing that could
        follow, say), read from the public record of the round only; the
        evaluator deals the hidden cards to fit
        (:func:`hanafuda_core.evaluation.determinize`).  None known by default."""
        return {}

    def choice_likelihood(self, pos: Any, seat: int) -> Callable[[Any], float] | None:
        """A function ``likelihood(world)``: how likely the choices the
        other seats made this round were, had they held the cards dealt in
        ``world`` and played by the rules of thumb (the Strong level weighs
        its sampled worlds by it when its settings ask:
        ``StrongSettings.weigh_choices``).  None: the game has none."""
        return None

    strong_weighs_turns: bool = False
    """The Strong level weighs whole turns (:meth:`Game.turn_sequences`)
    rather than single actions: where a turn is a chain of the player's own
    actions, a single action played out by the rule of thumb hides the plan."""

    def turn_end_key(self, end: Any) -> Hashable:
        """Where a turn leaves the round, written so that ends the rules
        never tell apart are equal: the Strong level weighs one turn for
        each (:func:`hanafuda_core.levels.turn_lines`).  By default the
        position's text."""
        return self.game.position_text(end)

    def review_margin(self) -> float:
        """The least difference in expected points (besides the statistical
        margin) for which a match review lists a decision: small differences
        are not worth a learner's attention."""
        return 0.5


# ---------------------------------------------------------------------------
# The game


class Game:
    """One game, registered with :func:`hanafuda_core.games.register`.

    A game declares its parts as class attributes — :attr:`info`,
    :attr:`site`, :attr:`presenter_type`, :attr:`computer_type`, the
    engine's classes and its lesson goals — and is otherwise methods: the engine as the shared
    modules use it, with actions as texts in the game's notation.  Most
    methods have defaults that fit an engine written in the project's usual
    way (a position class meeting
    :class:`~hanafuda_core.position.PositionProtocol`); a game overrides
    what differs.
    """

    info: ClassVar[GameInfo]
    """The facts (:class:`GameInfo`)."""
    site: SiteContent = SiteContent()
    """What the site shows (:class:`SiteContent`); its pages are filled in by :meth:`__init__`."""
    presenter_type: ClassVar[type[Presenter]] = Presenter
    """The game's :class:`~hanafuda_core.presenter.Presenter` (``game.presenter`` is one)."""
    options_type: ClassVar[type[OptionsProtocol]]
    """The options class (:class:`~hanafuda_core.options.OptionsProtocol`; an
    :class:`~hanafuda_core.options.OptionSet` gives all of it)."""
    position_type: ClassVar[type[PositionProtocol]]
    """The position class (:class:`~hanafuda_core.position.PositionProtocol`)."""
    match_type: ClassVar[type[Match]]
    """A :class:`~hanafuda_core.match.Match` subclass."""
    goals: tuple = ()
    """The lesson goal classes this game offers (:mod:`hanafuda_core.goal`);
    :meth:`__init__` puts :class:`~hanafuda_core.goal.LegalMove`, which every
    game offers, first."""
    computer_type: ClassVar[type[Computer]] = Computer
    """The game's :class:`Computer` (``game.computer`` is one; the base plays at random)."""
    puzzle_themes: ClassVar[Mapping[str, PuzzleTheme]] = {}
    """The themes of the game's mined puzzles: key -> its name and what it
    asks (:class:`~hanafuda_core.goal.PuzzleTheme`, shown on the trainer
    page).  Every mined puzzle carries one or more."""
    def __init__(self) -> None:
        """The same for every game: its presenter, its computer, its pages, its goals."""
        key = self.info.key
        self.site = replace(self.site, rules_page=self.site.rules_page or f"games/{key}.md",
                            play_page=self.site.play_page or f"games/{key}-play.md")
        self.presenter = self.presenter_type(self)
        self.computer = self.computer_type(self)
        goals = tuple(type(self).goals)
        self.goals = goals if LegalMove in goals else (LegalMove,) + goals

    # -- what every caller asks first

    @property
    def key(self) -> str:
        """``info.key``: the game's identifier."""
        return self.info.key

    @property
    def name(self) -> str:
        """``info.name``: the game's name, shown to learners."""
        return self.info.name

    # -- seats

    def seat_names(self, seats: int, learner: int) -> tuple[SeatName, ...]:
        """What the board calls each seat at a table of ``seats`` seen from ``learner``."""
        return seat_names(seats, learner, self.info.teams(seats))

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
        gives that option (options that are an :class:`~hanafuda_core.options.OptionSet`)."""

        def add(text: str) -> str:
            text = text.strip()
            try:
                given = self.options_type.parse_overrides(text)
            except ValueError:
                return text  # reading the match will say what is wrong
            if name in given:
                return text
            part = self.options_type.option_text(name, value)
            return part if text in ("", "-") else f"{text},{part}"

        out = dict(saved)
        out["options"] = add(saved.get("options", "-"))
        if "position" in saved:
            head, sep, last = saved["position"].rpartition(";")
            if sep:
                out["position"] = f"{head}{sep} {add(last)}"
        return out

    def presets(self) -> dict[str, Message]:
        """The game's named rule sets (presets), key -> name in words (a message); empty
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
        return [action_text(a) for a in pos.legal_actions()]

    def parse_action(self, pos: Any, action: str) -> Any:
        """The engine's action object for ``action`` (which must be legal)."""
        return action

    def explain_illegal(self, pos: Any, action: str) -> "Message | None":
        """Why ``action`` is not legal now, for the player to move (a message),
        or None when it is."""
        return pos.explain_illegal(action)

    def push(self, pos: Any, action: str) -> str:
        """Play a legal action; returns its canonical text."""
        a = self.parse_action(pos, action)
        pos.push(a)
        return action_text(a)

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

    def scores_of(self, pos: Any) -> tuple[int, ...]:
        """The match scores per seat (after the round when it is over)."""
        out = pos.outcome()
        return tuple(out.scores) if out is not None else tuple(pos.scores)

    def ends_turn(self, action: str, after: Any) -> bool:
        """Did ``action``, which led to ``after``, end the mover's turn?"""
        raise NotImplementedError

    def turn_sequences(self, pos: Any, limit: int | None = None) -> Iterator[tuple[list[str], Any]]:
        """Every way the player to move can finish the turn: (action texts, end position)."""
        for actions, end in walk_turns(pos, lambda after, a: self.ends_turn(action_text(a), after), limit):
            yield [action_text(a) for a in actions], end

    def card_places(self, pos: Any) -> dict[str, int]:
        """Where every card is: place name -> bit set (the places must not overlap)."""
        raise NotImplementedError

    def deck(self, pos: Any) -> int:
        """The bit set of the cards in play (the places cover exactly these)."""
        return FULL_DECK

    # -- matches

    def new_match(self, options: Any, rng: Rng | int | str | None, seats: int | None = None) -> Match:
        return self.match_type(options, rng, seats=self.info.check_seats(seats))

    def match_over(self, match: Match) -> bool:
        out = match.position.outcome()
        return match.result is not None or (out is not None and out.match_over)

    def benchmarks(self) -> dict[str, Callable[[int], int]]:
        """Extra engine figures for ``scripts/bench_engine.py``: name ->
        ``fn(seed)`` that does some work and returns how many units it did."""
        return {}

    # -- words

    @property
    def name_words(self) -> Message:
        """The game's name as a learner reads it (its English name, written in the reader's language)."""
        return Message(self.info.name, {}, context="a game's name")

    def data_messages(self) -> Iterator[Message]:
        """The messages this game makes from its data (its yaku's names, say),
        which the catalogs cannot read in its code: every one of them, for
        the catalogs' template (``hanafuda_site.catalogs``; its name,
        :attr:`name_words`, is listed there too)."""
        return iter(())

    # -- mined puzzles (hanafuda_core.learning.mining, the puzzle trainer)

    def puzzle_candidates(self, pos: Any) -> list[tuple[dict, list[str]]]:
        """Goals worth trying as a puzzle for the player to move in ``pos``:
        ``(goal spec, themes)`` pairs, most interesting first (the miner keeps
        those that make a puzzle; default none)."""
        return []

    def puzzle_note(self, pos: Any) -> Message | None:
        """What a mined puzzle's text adds about ``pos`` in words (e.g. the
        next card of the draw pile, which the board does not show); None when
        nothing."""
        return None

    # -- the site

    def example_position(self, seed: str | int) -> Any:
        """A freshly dealt position (drawn on the play page without JavaScript)."""
        return self.match_type(None, seed, dealer=0, record=False).position


def action_text(action) -> str:
    """An action as text: the engine's action object written in the game's notation."""
    return action if isinstance(action, str) else action.text()
