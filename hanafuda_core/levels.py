"""Computer levels, the same three in every game.

A :class:`Level` is a record — key, label, a description in plain words and
a chooser ``choose(game, position, rng) -> action text`` — offered by every
game's computer (:meth:`Computer.levels <hanafuda_core.game.Computer.levels>`) (this module's :data:`LEVELS` by default)::

    from hanafuda_core.levels import level
    action = level(game, "strong").choose(game, pos, rng)

* **Beginner** plays legal moves but makes a beginner's mistakes: on most
  turns it plays the first move that catches its eye (a random legal one),
  otherwise the Standard move; so a learner wins their first matches.
* **Standard** is the game's own rule-of-thumb player
  (:meth:`Computer.standard <hanafuda_core.game.Computer.standard>`).
* **Strong** weighs its moves with the evaluator
  (:mod:`hanafuda_core.evaluation`): each candidate is played out in many
  deals of the cards it cannot see (dealt so as to fit what the seat saw
  happen: :func:`~hanafuda_core.evaluation.hidden_constraints`), and it
  plays the one worth most on average.  Where a turn is a chain of the
  player's own actions it weighs whole turns (:func:`turn_lines`).

Every level reads only what its seat may know: Strong samples the cards
its seat cannot see (it never reads where they are), and the conformance
suite holds, for every game, seat count and level, that positions differing
only in those cards get the same decision.  (:func:`honest_choice` runs any
chooser on a sampled world, for a player that cannot be trusted.)  Matches
saved without a level play at :data:`DEFAULT_LEVEL`.
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field, replace
from typing import Any, Callable

from .evaluation import Race, determinize, evaluate
from .messages import Message, msg, msg_in
from .rng import Rng

__all__ = ["Level", "LEVELS", "DEFAULT_LEVEL", "level", "level_keys", "StrongSettings", "STRONG",
           "honest_choice", "strong_choice", "strong_settings", "turn_lines", "TIME_CAP", "AFTER_CHOICE"]

DEFAULT_LEVEL = "standard"


@dataclass(frozen=True)
class StrongSettings:
    """The Strong level's budget, deterministic: ``rollouts`` played-out
    rounds per decision, shared among the candidate moves (each candidate is
    played in ``rollouts // candidates`` sampled deals, kept between
    ``min_samples`` and ``max_samples``); ``seconds``, when set, also bounds
    the time of the whole move, from the moment :func:`strong_choice` is
    asked (the Standard move, the turns weighed, the sampled worlds and their
    likelihoods, the rollouts): the browser's player, still seeded, but then
    how far it got depends on the machine."""

    rollouts: int = 300
    min_samples: int = 16
    max_samples: int = 64
    seconds: float | None = None
    confidence: float = 2.0
    """Standard errors by which a move must beat the Standard move to be played instead."""
    trust_from: int = 16
    """Fewer samples than this never overrule the Standard move: a standard error
    estimated from a handful of deals is itself too uncertain."""
    whole_turns: bool | None = None
    """Weigh every distinct way to finish the turn (:meth:`Game.turn_sequences`)
    rather than single actions: where a turn is a chain of the player's own
    actions, a single action played out by the rule of thumb hides the plan.
    None: the game's choice (its computer's ``strong_weighs_turns``)."""
    max_lines: int = 16
    """At most this many turns are weighed (those starting with the Standard move first)."""
    weigh_choices: int = 0
    """When > 1, deal this many times more deals of the hidden cards and keep
    those that best fit the other players' choices so far, if they played by
    the rules of thumb (:func:`~hanafuda_core.evaluation.weighted_worlds`;
    games whose computer gives a ``choice_likelihood``).  0: every deal that fits what
    was seen counts alike."""

    match_value: bool = False
    """Score each rollout by the game's ``computer.strong_value(position, seat)`` (the
    chance of winning the match, where the match result is what counts)
    rather than the round's net points (its default)."""
    race: int = 0
    """When > 0, the budget is raced (:class:`~hanafuda_core.evaluation.Race`):
    every ``race`` deals the moves worth clearly less than the best so far
    (by ``race_drop`` standard errors) stop being played out, so that the
    ``rollouts`` go to the moves still in question, each in at most
    ``race_samples`` deals.  0: every move gets the same deals."""
    race_drop: float = 2.0
    race_samples: int = 128

    def samples_for(self, candidates: int) -> int:
        return max(self.min_samples, min(self.max_samples, self.rollouts // max(1, candidates)))

    def with_seconds(self, seconds: float | None) -> "StrongSettings":
        return replace(self, seconds=seconds)


STRONG = StrongSettings()
"""The default budget (see docs/design/computer-levels.md: how the sample counts were chosen)."""


def honest_choice(game, pos, rng: Rng, chooser: Callable) -> str:
    """``chooser(game, world, rng)`` on a world where the cards the seat to
    move cannot see are dealt again at random: whatever the chooser reads,
    it learns nothing the seat could not know."""
    legal = game.legal_actions(pos)
    if len(legal) == 1:
        return legal[0]
    seat = game.to_move(pos)
    world = determinize(game, pos, seat, rng.fork())
    return chooser(game, world, rng)


def _standard(game, pos, rng: Rng) -> str:
    # The game's own player, exactly as before there were levels (the same
    # moves for the same seed); the conformance suite holds that it reads
    # only what its seat may know.
    return game.computer.choose(pos.copy(), rng)


def _beginner(game, pos, rng: Rng) -> str:
    legal = game.legal_actions(pos)
    if len(legal) == 1:
        return legal[0]
    if rng.random() < game.computer.beginner_slips:
        return legal[rng.below(len(legal))]
    return _standard(game, pos, rng)


def strong_choice(game, pos, rng: Rng, settings: StrongSettings = STRONG, sees_all: bool = False,
                  evaluation: list | None = None) -> str:
    """The Strong level's move: the Standard move, unless the evaluator finds
    one worth more by at least ``settings.confidence`` standard errors of the
    paired difference (policy improvement: with a few dozen samples the
    noisiest move would otherwise often look best).  ``evaluation``, a list,
    receives the :class:`~hanafuda_core.evaluation.Evaluation`."""
    deadline = None if settings.seconds is None else time.perf_counter() + settings.seconds
    legal = game.legal_actions(pos)
    if len(legal) == 1:
        return legal[0]
    default = _standard(game, pos, rng.fork())
    whole = settings.whole_turns
    if whole is None:
        whole = game.computer.strong_weighs_turns
    lines = turn_lines(game, pos, default, settings.max_lines) if whole else None
    if lines is not None and len(lines) == 1:
        return default  # every legal action ends the turn the same way
    # With a deadline, no sample is played for its own sake once the time is up:
    # fewer than ``trust_from`` samples never overrule the Standard move anyway.
    if deadline is not None and time.perf_counter() >= deadline:
        return default
    count = len(lines) if lines is not None else len(legal)
    race = None
    samples = settings.samples_for(count)
    if settings.race > 0:
        race = Race(settings.rollouts, settings.race, settings.race_drop, default, samples)
        samples = settings.race_samples
    value = (lambda g, end, s: g.computer.strong_value(end, s)) if settings.match_value else None
    least = 1 if deadline is not None else min(4, settings.min_samples)
    ev = evaluate(game, pos, rng, samples, actions=legal, deadline=deadline, min_samples=least,
                  sees_all=sees_all, lines=lines, weigh_choices=settings.weigh_choices, race=race, value=value)
    if evaluation is not None:
        evaluation.append(ev)
    if ev.best != default and ev.samples >= settings.trust_from and ev.clearly_worse(default, settings.confidence):
        return ev.best
    return default


def turn_lines(game, pos, first: str, most: int) -> list[list[str]]:
    """The distinct ways the seat to move can finish its turn (one line of
    actions for each distinct end, the shortest, one starting with ``first``
    where there is one), those starting with ``first`` first, at most
    ``most``.  Ends the computer's ``turn_end_key(end)`` finds alike (cards
    the rules never tell apart) count as one.  Found in a sampled world, so they
    depend only on what the seat sees (its own turn never reads the hidden
    cards; a pass, which may turn one up, is a turn of its own)."""
    world = determinize(game, pos, game.to_move(pos), Rng("turn lines"), keep_history=False)
    same = game.computer.turn_end_key
    ends: dict = {}
    for seq, end in game.turn_sequences(world, 64 * most):
        key = same(end)
        if key not in ends or (seq[0] != first, len(seq)) < (ends[key][0] != first, len(ends[key])):
            ends[key] = seq
    lines = sorted(ends.values(), key=lambda line: line[0] != first)
    return lines[:most]


TIME_CAP: float | None = None
"""When set (the browser sets it), the Strong level also stops thinking
when this many seconds of its move are spent — everything the move costs,
counted from the moment it is asked — so that the page stays lively on a
slow machine: it stops sampling as soon as one more sample would end past
the limit, so a slower machine weighs fewer deals."""


AFTER_CHOICE = 0.1
"""The share of :data:`TIME_CAP` the Strong level leaves for what the
computer's move costs once it has chosen (its reason in words, the move
log, the board and the saved match sent back to the page: a few
milliseconds in CPython, a few times that in the browser)."""


def strong_settings(game) -> StrongSettings:
    """``game``'s Strong budget, with the time cap when one is set
    (:data:`TIME_CAP`, less the share kept for what follows the choice)."""
    settings = game.computer.strong_settings()
    return settings if TIME_CAP is None else settings.with_seconds(TIME_CAP * (1 - AFTER_CHOICE))


def _strong(game, pos, rng: Rng) -> str:
    return strong_choice(game, pos, rng, strong_settings(game))


@dataclass(frozen=True)
class Level:
    """One computer level: ``key`` (saved with a match), ``label`` and
    ``description`` (shown to learners), ``choose(game, pos, rng)``."""

    key: str
    label: Message
    description: Message
    choose: Callable[[Any, Any, Rng], str] = field(compare=False, repr=False)

    def to_dict(self) -> dict:
        return {"key": self.key, "label": self.label, "description": self.description}


LEVELS: tuple[Level, ...] = (
    Level("beginner", msg_in("a computer level", "Beginner"),
          msg("Plays legal moves but often the first one that catches its eye, without weighing what it "
              "gives away: a good first opponent."), _beginner),
    Level("standard", msg_in("a computer level", "Standard"),
          msg("Plays by rules of thumb, the same every time in the same position."), _standard),
    Level("strong", msg_in("a computer level", "Strong"),
          msg("Weighs every move: it plays each one out in many possible deals of the cards it cannot see "
              "and picks the move that scores most on average."), _strong),
)


def level(game, key: Any) -> Level:
    """The level ``key`` of ``game`` (None: the default); raises ValueError
    naming the levels for an unknown key."""
    if key is None or key == "":
        key = DEFAULT_LEVEL
    for lv in game.computer.levels():
        if lv.key == key:
            return lv
    names = ", ".join(lv.key for lv in game.computer.levels())
    shown = repr(key) if isinstance(key, str) and len(key) <= 40 else "given"
    raise ValueError(f"unknown computer level {shown}; the levels are {names}")


def level_keys(game) -> list[str]:
    return [lv.key for lv in game.computer.levels()]
