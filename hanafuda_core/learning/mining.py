"""Puzzles mined from play: find positions where a goal is met by one move or
a small set of moves while the other moves fail, and rate them.

The miner (``scripts/mine_puzzles.py``) plays seeded matches of a game and
asks, at every decision, the game's puzzle hooks (``Game.puzzle_candidates``:
goal specs worth trying here, with their themes).  :func:`examine` keeps a
candidate only when

* the player to move has at least :data:`MIN_LEGAL` legal moves (with two,
  half of all guesses are right),
* the goal can be met (the same solver that validates hand-written puzzles),
* some first moves fail ("tempting moves") and at most
  :data:`MAX_GOOD_SHARE` of them succeed (a position a beginner solves by any
  move is dropped).

Its rating is an estimate of how hard the puzzle is for a learner, on the
scale of the trainer's Glicko-2 ratings (1500 = an average puzzle):

* ``p``, the share of seeded random ways to play the turn that meet the goal
  (:data:`PLAYOUTS` of them): the chance that a learner with no idea solves it;
* whether the *level* (a player given as a parameter: today the computer
  player ``Computer.choose``) meets the goal playing the turn itself;
* the length of the shortest answer.

``rating = 700 + 1200 * (1 - p) + 300 (level misses) + 60 * (moves - 1)``,
bounded to 800..2400.  The dedup key is the decision itself: the goal, the
legal first moves, the first moves that succeed and the shortest answer.

Nothing here names a game: the games give their candidates and themes.
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass, field
from typing import Any, Callable

from ..levels import level_keys
from ..messages import Message, msg, msg_n, sentences
from ..rng import Rng
from .goals import GoalError, make_goal
from .judge import can_still_achieve, solve

MIN_LEGAL = 3
"""The fewest legal first moves a mined puzzle offers."""
MAX_GOOD_SHARE = 0.5
"""At most this share of the legal first moves may succeed."""
PLAYOUTS = 24
"""Random ways to play the turn, to estimate how often chance solves it."""
MAX_TURN_MOVES = 30
PER_ROUND = 4
"""At most this many puzzles from one round (variety: a round's turns look alike)."""
THEME_SHARE_MAX = 0.6
"""No theme fills more than this share of a game's puzzles (when others can be found)."""


@dataclass
class Mined:
    """A kept position: what the puzzle file needs, and how it was rated."""

    position: str
    goal: dict
    themes: list[str]
    answer: list[str]
    legal: int
    good: int
    random_share: float
    level_solves: bool
    rating: int
    key: str
    text: Message | None = None
    """What the puzzle's text adds that the board does not show (:meth:`Game.puzzle_note`)."""
    explanation: Message | None = None
    """Why the answer works and a tempting move fails (written in any language)."""
    hint: Message | None = None
    extra: dict = field(default_factory=dict)

    @property
    def difficulty(self) -> int:
        """1 (easy) .. 5 (hard), from the rating (the puzzle file's ``difficulty``)."""
        return max(1, min(5, 1 + (self.rating - 1000) // 250))


def _first_moves(game, goal, start, legal):
    good, bad = [], []
    for a in legal:
        after = game.apply(start, a)
        ended = game.ends_turn(a, after)
        if goal.achieved(start, [a], after, ended):
            good.append(a)
        elif not ended and not game.round_over(after) and can_still_achieve(game, goal, start, [a], after):
            good.append(a)
        else:
            bad.append((a, after, ended))
    return good, bad


def _plays_turn(game, goal, start, chooser: Callable, rng: Rng) -> bool:
    """Does ``chooser(pos, rng)`` meet the goal when it plays the turn?"""
    pos, done = start, []
    for _ in range(MAX_TURN_MOVES):
        a = chooser(pos.copy(), rng)
        after = game.apply(pos, a)
        done.append(a)
        ended = game.ends_turn(a, after)
        if goal.achieved(start, done, after, ended):
            return True
        if ended or game.round_over(after):
            return False
        pos = after
    return False


def rate(random_share: float, level_solves: bool, moves: int) -> int:
    r = 700 + 1200 * (1 - random_share) + (0 if level_solves else 300) + 60 * (moves - 1)
    return int(max(800, min(2400, round(r / 10) * 10)))


def examine(game, pos, spec: dict, themes: list[str], level: Callable, seed: str) -> Mined | None:
    """The puzzle ``spec`` makes of ``pos`` (the player to move solves), or None."""
    try:
        goal = make_goal(game, spec)
        goal.prepare(pos)
    except GoalError:
        return None
    if goal.kind != "move":
        return None
    legal = game.legal_actions(pos)
    if len(legal) < MIN_LEGAL:
        return None
    good, bad = _first_moves(game, goal, pos, legal)
    if not good or not bad or len(good) > MAX_GOOD_SHARE * len(legal):
        return None
    solutions = solve(game, goal, pos, limit=200)
    if not solutions:
        return None
    answer = min(solutions, key=lambda s: (len(s), s))
    rng = Rng(seed)
    hits = sum(_plays_turn(game, goal, pos, game.computer.random_action, rng) for _ in range(PLAYOUTS))
    share = hits / PLAYOUTS
    level_solves = _plays_turn(game, goal, pos, level, Rng(seed + "/level"))
    rating = rate(share, level_solves, len(answer))
    key_text = repr((sorted(spec.items()), sorted(legal), sorted(good), answer))
    key = hashlib.sha256(key_text.encode()).hexdigest()[:10]
    # Words for the learner: the goal, a hint, the answer and one tempting move that fails.
    end = pos
    for a in answer:
        end = game.apply(end, a)
    # The tempting move: the level's own first move when it fails, else the first failing one.
    level_first = level(pos.copy(), Rng(seed + "/level"))
    tempting, t_after, t_ended = next((b for b in bad if b[0] == level_first), bad[0])
    parts = [goal.success_message(pos, answer, end)]
    phrase = game.presenter.actions_phrase(pos, answer)
    if str(phrase.gerund) not in str(parts[0]):  # (said in English or not, the same moves)
        parts.append(msg("One way: {actions}.", actions=phrase.imperative))
    parts.append(msg_n("Of your {legal} possible first moves, {n} leads there.",
                       "Of your {legal} possible first moves, {n} lead there.", len(good), legal=len(legal), n=len(good)))
    parts.append(msg("A tempting one that fails: {action}.",
                     action=game.presenter.action_phrase(pos, tempting).gerund))
    parts.append(goal.missed_reason(pos, [tempting], t_after, t_ended))
    explanation = sentences(parts)
    if len(good) == 1:
        hint = msg("Only one of your {legal} possible first moves can still reach the goal.", legal=len(legal))
    else:
        hint = msg("Only {n} of your {legal} possible first moves can still reach the goal.",
                   n=len(good), legal=len(legal))
    # The page states the goal; the text adds what the board does not show.
    note = game.puzzle_note(pos)
    return Mined(game.position_text(pos), dict(spec), list(themes), answer, len(legal), len(good), share,
                 level_solves, rating, key, note, explanation, hint,
                 {"decision": (tuple(sorted(good)), tuple(answer))})


def trainer_title(game) -> Message:
    """The title of a game's mined puzzles: "<game> puzzle trainer"."""
    return msg("{game} puzzle trainer", game=game.name_words)


def trainer_summary(game) -> Message:
    """What a game's mined puzzles are, in a sentence."""
    return msg("Puzzles found by the rules engine in computer-played {game} matches, each proven to have an "
               "answer and rated by how hard it is to find.", game=game.name_words)


def puzzle_title(game, n: int) -> Message:
    """The title of a game's mined puzzle number ``n``: "<game> puzzle 7"."""
    return msg("{game} puzzle {n}", game=game.name_words, n=n)


LEVELS: dict[str, Callable[[Any], Callable]] = {
    "computer": lambda game: game.computer.choose,
    "random": lambda game: game.computer.random_action,
}
"""The players the miner can play and judge with, by name.  Any other name is
taken as a level of the game's computer (``game.computer.choose_level(pos, rng,
level)``, e.g. ``beginner``)."""


def player(game, name: str) -> Callable:
    """The move chooser ``fn(pos, rng)`` called ``name`` (:data:`LEVELS`, or a computer level)."""
    if name in LEVELS:
        return LEVELS[name](game)
    if name not in level_keys(game):
        raise ValueError(f"unknown player {name!r}: use one of {', '.join(LEVELS)} or a computer level "
                         f"({', '.join(level_keys(game))})")
    return lambda pos, rng: game.computer.choose_level(pos, rng, name)


def mine(game, *, seed: str, target: int, level: str = "computer", judge: str = "computer",
         max_positions: int = 100_000, max_matches: int = 10_000, progress: Callable | None = None) -> tuple[list[Mined], dict]:
    """Play seeded matches of ``game`` with ``level`` until ``target`` puzzles
    are kept; returns the puzzles (sorted by rating, then key) and figures."""
    if not game.puzzle_themes:  # the game offers no puzzle goals
        return [], {"matches": 0, "positions": 0, "candidates": 0, "kept": 0}
    play = player(game, level)
    judge_fn = player(game, judge)
    kept: dict[str, Mined] = {}
    per_theme: dict[str, int] = {}
    cap = max(1, -(-target * THEME_SHARE_MAX // 1))
    examined = candidates = 0
    match_no = 0
    while len(kept) < target and examined < max_positions and match_no < max_matches:
        match_no += 1
        rng = Rng(f"{seed}/{game.key}/{match_no}")
        match = game.new_match(None, rng)
        rounds = 0
        while not game.match_over(match) and rounds < 12 and len(kept) < target:
            pos = match.position
            moves = 0
            in_round = 0
            while game.to_move(pos) is not None and moves < 400:
                examined += 1
                decisions = set()  # one puzzle per decision of this position
                for spec, themes in game.puzzle_candidates(pos):
                    if in_round >= PER_ROUND:
                        break
                    if all(per_theme.get(t, 0) >= cap for t in themes):
                        continue
                    candidates += 1
                    found = examine(game, pos, spec, themes, judge_fn,
                                    f"{seed}/{game.key}/{match_no}/{rounds}/{moves}")
                    if found is None or found.key in kept or found.extra["decision"] in decisions:
                        continue
                    decisions.add(found.extra["decision"])
                    kept[found.key] = found
                    in_round += 1
                    for t in themes:
                        per_theme[t] = per_theme.get(t, 0) + 1
                    if len(kept) >= target:
                        break
                if len(kept) >= target:
                    break
                a = play(pos.copy(), rng)
                game.push(pos, a)
                moves += 1
            rounds += 1
            if game.to_move(pos) is not None or match.next_round() is None:
                break
        if progress:
            progress(match_no, examined, len(kept))
    out = sorted(kept.values(), key=lambda m: (m.rating, m.key))
    return out, {"matches": match_no, "positions": examined, "candidates": candidates, "kept": len(out)}
