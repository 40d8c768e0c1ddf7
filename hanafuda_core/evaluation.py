"""Weigh moves: determinized Monte Carlo over any registered game.

The evaluator answers "what is each of my moves worth here, on average?"
for the seat to move, in any game of the registry, at 2, 3 or 4 seats and
with teams, using only the shared :class:`~hanafuda_core.game.Game`
interface::

    from hanafuda_core import games
    from hanafuda_core.evaluation import evaluate
    from hanafuda_core.rng import Rng

    game = games.get(key)
    ev = evaluate(game, pos, Rng(7), samples=64)
    ev.best                     # the action with the highest mean
    ev.values[0].mean, .stderr  # expected net points of each action

How it works (determinization, as in OpenSpiel's information-set Monte
Carlo players):

1. **Honest sampling.**  :func:`determinize` builds a full position
   consistent with everything the seat sees: every card the seat cannot see
   (the other hands, the draw pile — :meth:`Computer.hidden_places`) is pooled,
   in a fixed order, and shuffled back into the same places with the same
   counts (:meth:`Computer.rearrange`).  The true arrangement is never read, so
   two positions that differ only in the hidden cards give the same samples,
   the same figures and the same decision for the same seed.
2. **Rollouts.**  In each sampled world every candidate action is played,
   then the round is played out by the game's rollout policy
   (:meth:`Computer.rollout_action`, by default the game's own computer player)
   with one random stream per sample shared by all candidates (common random
   numbers: the differences between actions are much less noisy than the
   values themselves).
3. **Value.**  The end of the rollout is scored by :meth:`Computer.rollout_value`:
   by default the round's *net points* of the seat — its (team's) points
   minus the average points of the other seats or teams.

Budgets are counted in samples, so the same position, seed and budget give
the same answer in CPython and Pyodide.  ``seconds`` (for the browser's
Strong player only) stops early when the time is up, after at least
``min_samples``; it is still seeded but no longer reproducible across
machines.
"""

from __future__ import annotations

import math
import time
from dataclasses import dataclass
from typing import Any, Callable, Sequence

from .cardset import bits
from .rng import Rng

__all__ = ["ActionValue", "Evaluation", "determinize", "evaluate", "net_points", "rollout", "hidden_cards",
           "hidden_constraints", "choice_likelihood", "weighted_worlds", "seat_to_move", "copy_position", "judge",
           "Verdict", "MAX_ROLLOUT_STEPS", "Race"]

MAX_ROLLOUT_STEPS = 2000
"""A rollout that has not ended after this many actions is scored where it stands (a safety net)."""


# ---------------------------------------------------------------------------
# What a seat may know


def seat_to_move(game, pos) -> int:
    """The seat whose decision is weighed (the one to move)."""
    p = game.to_move(pos)
    if p is None:
        raise ValueError("the round is over: there is no move to weigh")
    return p


def hidden_cards(game, pos, seat: int) -> dict[str, int]:
    """The cards ``seat`` cannot see, by place (:meth:`Computer.hidden_places`),
    empty places left out."""
    return {k: v for k, v in game.computer.hidden_places(pos, seat).items() if v}


def hidden_constraints(game, pos, seat: int) -> dict[str, int]:
    """Place -> the hidden cards that cannot be there, by what ``seat`` saw
    happen this round (a player who passed held nothing that could follow,
    say): :meth:`Computer.hidden_constraints <hanafuda_core.game.Computer.hidden_constraints>`, none by default.
    The hook reads the public record of the round only."""
    return {k: v for k, v in game.computer.hidden_constraints(pos, seat).items() if v}


def _deal(hidden: dict[str, int], excluded: dict[str, int], pool: list[int], rng: Rng) -> dict[str, list[int]] | None:
    """The hidden cards dealt again into their places, each place getting
    only cards it may hold (``excluded``): the constrained places first, each
    from the cards still free that it may hold, then the others at random.
    None when no such deal exists."""
    free = list(pool)
    assignment: dict[str, list[int]] = {}
    for place in sorted(hidden, key=lambda k: (k not in excluded, k)):
        n = hidden[place].bit_count()
        ban = excluded.get(place, 0)
        allowed = [c for c in free if not ban >> c & 1]
        if len(allowed) < n:
            return None
        rng.shuffle(allowed)
        taken = allowed[:n]
        assignment[place] = taken
        gone = set(taken)
        free = [c for c in free if c not in gone]
    return assignment


def determinize(game, pos, seat: int, rng: Rng, *, excluded: dict[str, int] | None = None,
                keep_history: bool = True) -> Any:
    """A full position consistent with what ``seat`` sees of ``pos``: the
    hidden cards dealt again at random into their places (each place keeps
    its number of hidden cards), each place only getting cards that fit what
    the seat saw happen (:func:`hidden_constraints`, or ``excluded`` when
    given).  Reads only the hidden cards as a set, the counts per place and
    the public record, never which card is where.  ``pos`` is untouched.

    With ``keep_history`` (the default) the world keeps the round's record of
    actions, so that it is the same information set as ``pos`` (a seat
    reasoning from the record draws the same conclusions in both); undoing
    it past its start is meaningless.  The evaluator's rollouts leave it out."""
    global _KEEP_HISTORY
    hidden = hidden_cards(game, pos, seat)
    if excluded is None:
        excluded = hidden_constraints(game, pos, seat)
    pool: list[int] = []
    for m in hidden.values():
        pool.extend(bits(m))
    every = sum(1 << c for c in pool)  # the hidden cards as one set: which place holds which is not read
    excluded = {k: v & every for k, v in excluded.items() if k in hidden and v & every}
    pool.sort()  # a fixed order: the true arrangement must not leak
    mover = game.to_move(pos)
    legal = game.legal_actions(pos) if mover is not None else None
    world = None
    for t in range(_TRIES):
        assignment = _deal(hidden, excluded, pool, rng) if excluded and t < _TRIES - 1 else None
        if assignment is None:  # no constraint, or none fits (the plain deal, as a last resort)
            rng.shuffle(pool)
            assignment = {}
            i = 0
            for place in sorted(hidden):
                n = hidden[place].bit_count()
                assignment[place] = pool[i:i + n]
                i += n
        _KEEP_HISTORY = keep_history
        try:
            world = game.computer.rearrange(pos, hidden, assignment, rng.fork())
        finally:
            _KEEP_HISTORY = False
        # Rejection: the seat also knows that the round goes on with this
        # player to move and these choices (a deal that would have ended
        # the round at once, say, did not happen).
        if mover is None or (game.to_move(world) == mover and game.legal_actions(world) == legal):
            return world
    return world


_TRIES = 50
_KEEP_HISTORY = False


def choice_likelihood(game, pos, seat: int) -> Callable[[Any], float] | None:
    """A function ``likelihood(world)``: how likely the choices the other
    seats made this round (as ``seat`` saw them) were, had they held the
    cards they hold in ``world`` (a :func:`determinize` sample) and played by
    the game's rules of thumb, with a slip now and then.  The game's
    :meth:`Computer.choice_likelihood <hanafuda_core.game.Computer.choice_likelihood>` (None: it has none, or no choice
    seen yet).  It reads the public record and the seat's own cards; of the
    world only what the sample dealt."""
    return game.computer.choice_likelihood(pos, seat)


def weighted_worlds(game, pos, seat: int, rng: Rng, n: int, factor: int,
                    likelihood: Callable[[Any], float], excluded: dict[str, int] | None = None,
                    deadline: float | None = None, dealt: int | None = None, least: int | None = None) -> list:
    """``n`` sampled worlds for ``seat``, drawn from ``n * factor`` (or
    ``dealt``) :func:`determinize` samples in proportion to ``likelihood``
    (systematic resampling: a world about k/n of the total weight is kept
    about k times).  When no sample fits at all, the first ``n`` plain
    samples (dealt again as needed).  ``deadline`` (a ``time.perf_counter()``
    value): deal fewer, but at least ``least`` (default ``n``), when the time is up."""
    cands: list = []
    weights: list[float] = []
    total_dealt = n * factor if dealt is None else max(1, dealt)
    floor = min(n if least is None else max(1, least), total_dealt)
    for k in range(total_dealt):
        if deadline is not None and k >= floor and time.perf_counter() > deadline:
            break
        world = determinize(game, pos, seat, rng.fork(), excluded=excluded, keep_history=False)
        cands.append(world)
        weights.append(likelihood(world))
    total = math.fsum(weights)
    if not total > 0.0:
        while len(cands) < n:
            cands.append(determinize(game, pos, seat, rng.fork(), excluded=excluded, keep_history=False))
        return cands[:n]
    step = total / n
    at = rng.random() * step
    out: list = []
    acc, i, last = weights[0], 0, len(cands) - 1
    for _ in range(n):
        while at >= acc and i < last:
            i += 1
            acc += weights[i]
        out.append(cands[i])
        at += step
    return out


def copy_position(pos) -> Any:
    """A copy of ``pos`` to play forward on (without its undo stack when the
    position class can leave it out, unless :func:`determinize` keeps it)."""
    if _KEEP_HISTORY:
        return pos.copy()
    try:
        return pos.copy(stack=False)
    except TypeError:
        return pos.copy()


# ---------------------------------------------------------------------------
# Values


def net_points(game, out, seat: int, seats: int) -> float:
    """What a finished round is worth to ``seat``: its (team's) points minus
    the mean points of the other seats (or teams)."""
    pts = out.seat_points
    teams = game.info.teams(seats) or tuple((p,) for p in range(seats))
    mine = next(t for t in teams if seat in t)
    others = [t for t in teams if t is not mine]
    if not others:
        return float(pts[seat])
    return pts[seat] - sum(pts[t[0]] for t in others) / len(others)


def rollout(game, pos, rng: Rng, policy: Callable | None = None, steps: int = MAX_ROLLOUT_STEPS) -> Any:
    """Play ``pos`` (changed in place) to the end of the round with
    ``policy(game, pos, rng)`` (default: the game's own :meth:`Computer.play_out`); returns ``pos``."""
    if policy is None:
        game.computer.play_out(pos, rng)
        return pos
    choose = policy
    for _ in range(steps):
        if game.to_move(pos) is None:
            break
        game.push(pos, choose(game, pos, rng))
    return pos


@dataclass(frozen=True)
class ActionValue:
    """One candidate action: its expected value (``mean``, net points by
    default), the standard error of that mean, and ``diff_stderr``: the
    standard error of its difference with the best action (paired samples;
    0 for the best itself).  When whole turns were weighed (``lines``),
    ``line`` is the turn and ``action`` its first action."""

    action: str
    mean: float
    stderr: float
    samples: int
    diff_stderr: float = 0.0
    line: tuple[str, ...] = ()


@dataclass(frozen=True)
class Evaluation:
    """The evaluator's answer: ``values`` sorted best first."""

    seat: int
    values: tuple[ActionValue, ...]
    samples: int

    @property
    def best(self) -> str:
        return self.values[0].action

    def value_of(self, action: str) -> ActionValue:
        """The value of ``action`` (when whole turns were weighed: of the best turn that starts with it)."""
        for v in self.values:
            if v.action == action:
                return v
        raise KeyError(action)

    def margin(self, action: str) -> tuple[float, float]:
        """How much less ``action`` is worth than the best: (difference, its standard error)."""
        v = self.value_of(action)
        return self.values[0].mean - v.mean, v.diff_stderr

    def clearly_worse(self, action: str, sigmas: float = 2.0, at_least: float = 0.0) -> bool:
        """Is ``action`` worth clearly less than the best (by ``sigmas``
        standard errors of the paired difference, and by ``at_least`` points)?"""
        d, se = self.margin(action)
        return d > at_least and d > sigmas * se

    def tolerance(self, sigmas: float = 2.0, at_least: float = 0.0) -> float:
        """One margin for the whole choice, the same for every move of it:
        the largest shortfall from the best of any move that is not clearly
        worse by its own paired test (short by no more than ``sigmas``
        standard errors of its paired difference), and at least
        ``at_least``.  A move short by more than the tolerance is clearly
        worse by its own test too; a move closer to the best than one the
        samples cannot tell from it is accepted as well; two moves of equal
        value are judged alike."""
        best = self.values[0].mean
        return max([at_least] + [best - v.mean for v in self.values if best - v.mean <= sigmas * v.diff_stderr])

    def to_dict(self) -> dict:
        return {"seat": self.seat, "samples": self.samples,
                "values": [{"action": v.action, "mean": v.mean, "stderr": v.stderr, "samples": v.samples,
                            "diffStderr": v.diff_stderr, **({"line": list(v.line)} if v.line else {})}
                           for v in self.values]}


def _stats(xs: Sequence[float]) -> tuple[float, float]:
    # math.fsum is exactly rounded: the same figures in every Python (sum()
    # of floats changed in 3.12, and Pyodide runs a newer Python than CPython may)
    n = len(xs)
    if n == 0:
        return 0.0, 0.0
    m = math.fsum(xs) / n
    if n < 2:
        return m, 0.0
    var = math.fsum((x - m) * (x - m) for x in xs) / (n - 1)
    return m, math.sqrt(var / n)


@dataclass(frozen=True)
class Race:
    """A budget spent where the choice is still open (:func:`evaluate`'s
    ``race``): every candidate is played in the same sampled worlds, and
    every ``every`` worlds those worth clearly less than the best so far (by
    ``drop`` standard errors of the paired difference) leave the race; the
    best of the candidates that start with ``keep`` (the move to beat) never
    leaves; one that so far scored exactly as the best in every world leaves
    too (it adds nothing).  It stops when ``rollouts`` rounds have been
    played out, or one candidate is left.  Seeded like :func:`evaluate`: the same answer for the
    same seed and budget everywhere."""

    rollouts: int
    every: int = 8
    drop: float = 2.0
    keep: str | None = None
    deal: int = 32
    """With ``weigh_choices``: ``deal * weigh_choices`` worlds are dealt to draw them from (:func:`weighted_worlds`)."""

    def prune(self, alive: list[int], results: list[list[float]], first: Sequence[str]) -> list[int]:
        means = {i: math.fsum(results[i]) / len(results[i]) for i in alive}
        b = min(alive, key=lambda i: (-means[i], i))
        kept = [i for i in alive if first[i] == self.keep]
        k = min(kept, key=lambda i: (-means[i], i)) if kept else b
        out = []
        for i in alive:
            if i in (b, k):
                out.append(i)
                continue
            diffs = [x - y for x, y in zip(results[b], results[i])]
            d, se = _stats(diffs)
            if not any(diffs):
                continue  # so far the same as the best in every world: it adds nothing
            if not (d > 0.0 and d > self.drop * se):
                out.append(i)
        return out


def evaluate(game, pos, rng: Rng, samples: int = 32, *, seat: int | None = None,
             actions: Sequence[str] | None = None, policy: Callable | None = None,
             seconds: float | None = None, min_samples: int = 4, sees_all: bool = False,
             value: Callable | None = None, lines: Sequence[Sequence[str]] | None = None,
             weigh_choices: int = 0, race: Race | None = None, deadline: float | None = None) -> Evaluation:
    """Weigh the actions of the seat to move in ``pos`` (untouched).

    ``samples``: sampled worlds (each candidate is played out once in each);
    ``actions``: the candidates (default every legal action); ``policy``:
    the rollout policy ``policy(game, pos, rng)`` (default
    :meth:`Computer.rollout_action`); ``seconds``: stop early when the time is up
    (after ``min_samples``); ``deadline`` (a ``time.perf_counter()`` value,
    instead of ``seconds``): the same, by a clock the caller started (the
    Strong level counts everything its move costs) — either way the sampling
    stops as soon as one more sample, at the pace so far, would end past the
    deadline, and the worlds weighed by ``weigh_choices`` are dealt in the
    first third of the time left; ``sees_all``: play in the true position instead
    of sampled ones (a benchmark's cheating player, never the learner's
    opponent); ``value(game, end_position, seat)`` scores a finished rollout
    (default :meth:`Computer.rollout_value`); ``lines``: weigh these whole
    turns (each a list of actions played one after the other) instead of
    single actions; ``weigh_choices`` (> 1): deal that many times more
    worlds and keep ``samples`` of them, each drawn in proportion to how
    likely the other seats' choices this round were in it
    (:func:`weighted_worlds`; games with a :func:`choice_likelihood` only);
    ``race`` (a :class:`Race`): spend a budget of rollouts where the choice is
    still open instead of alike on every candidate — ``samples`` is then the
    most worlds any candidate is played in.
    """
    me = seat_to_move(game, pos) if seat is None else seat
    if lines is not None:
        cands = [tuple(line) for line in lines]
    else:
        cands = [(a,) for a in (list(actions) if actions is not None else game.legal_actions(pos))]
    if not cands:
        raise ValueError("no legal action to weigh")
    score = value or (lambda g, end, s: g.computer.rollout_value(end, s))
    results: list[list[float]] = [[] for _ in cands]
    if deadline is None and seconds is not None:
        deadline = time.perf_counter() + seconds
    n = 0
    alive = list(range(len(cands)))
    if len(cands) > 1:
        excluded = None if sees_all else hidden_constraints(game, pos, me)  # once: the record does not change
        like = choice_likelihood(game, pos, me) if weigh_choices > 1 and not sees_all else None
        dealt = (samples if race is None else race.deal) * weigh_choices
        worlds = (weighted_worlds(game, pos, me, rng, samples, weigh_choices, like, excluded,
                                  _share(deadline, 1 / 3), dealt=dealt, least=min_samples)
                  if like is not None else None)
        used = 0
        paced = time.perf_counter()
        for n in range(1, samples + 1):
            if worlds is not None:
                world, seed = worlds[n - 1], rng.next64()
            else:
                srng = rng.fork()
                world = copy_position(pos) if sees_all else determinize(game, pos, me, srng, excluded=excluded,
                                                                         keep_history=False)
                seed = srng.next64()
            for i in alive:
                w = copy_position(world)
                for a in cands[i]:
                    game.push(w, a)
                rollout(game, w, Rng(seed), policy)
                results[i].append(score(game, w, me))
            if deadline is not None and n >= min_samples and not _another_fits(paced, n, deadline):
                break
            if race is not None:
                used += len(alive)
                if n % race.every == 0:
                    alive = race.prune(alive, results, [c[0] for c in cands])
                if used >= race.rollouts or len(alive) == 1:
                    break
    return _evaluation(me, cands, results, alive, n, lines is not None)


def _share(deadline: float | None, part: float) -> float | None:
    """The moment ``part`` of the time left until ``deadline`` is spent (None: no deadline)."""
    if deadline is None:
        return None
    now = time.perf_counter()
    return now + max(0.0, deadline - now) * part


def _another_fits(since: float, done: int, deadline: float) -> bool:
    """Whether one more sample, at the pace of the ``done`` played since ``since``, ends by ``deadline``."""
    now = time.perf_counter()
    return now + (now - since) / done <= deadline


def _evaluation(me: int, cands: list, results: list[list[float]], alive: list[int], n: int,
                whole_lines: bool) -> Evaluation:
    stats = [_stats(r) for r in results]
    live = set(alive)
    # the candidates still in the race first: one dropped early has fewer, noisier samples
    order = sorted(range(len(cands)), key=lambda i: (i not in live, -stats[i][0], i))
    b = order[0]
    values = []
    for i in order:
        diffs = [x - y for x, y in zip(results[b], results[i])]
        values.append(ActionValue(cands[i][0], stats[i][0], stats[i][1], len(results[i]),
                                  0.0 if i == b else _stats(diffs)[1], cands[i] if whole_lines else ()))
    return Evaluation(me, tuple(values), n)


@dataclass(frozen=True)
class Verdict:
    """A choice judged by value (:func:`judge`): ``evaluation`` of the
    candidates, ``accepted`` (the best, or every candidate too close to
    call), ``close`` (True when the margin stayed under ``sigmas`` standard
    errors at the largest budget)."""

    evaluation: Evaluation
    accepted: tuple[str, ...]
    close: bool
    sigmas: float


def judge(game, pos, actions: Sequence[str], seed: int | str, *, start: int = 400, most: int = 6400,
          sigmas: float = 3.0, policy: Callable | None = None) -> Verdict:
    """Judge a choice by value for the seat to move, the way lessons are
    proved at build time: weigh ``actions`` with ``start`` samples (seeded
    with ``seed``), doubling the samples until the best beats every other
    candidate by ``sigmas`` standard errors of the paired difference, or
    ``most`` samples are spent; candidates still within that margin are too
    close to call and all accepted."""
    n = start
    while True:
        ev = evaluate(game, pos, Rng(seed), n, actions=actions, policy=policy)
        close = [v.action for v in ev.values[1:] if not ev.clearly_worse(v.action, sigmas)]
        if not close or n >= most:
            return Verdict(ev, (ev.best, *close), bool(close), sigmas)
        n *= 2
