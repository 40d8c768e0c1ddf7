"""Judging exercises: replay the learner's moves, check them, explain.

Everything here is stateless: the browser sends the exercise (game,
position, goal) and the list of moves so far; the judge replays them from
the start and returns a verdict for the last move with the new board view.
Undo is just "the same list without its last move".

What the learner reads is a message in each reply (written in the reader's
language at the edge: :func:`hanafuda_core.messages.written`); what an
author reads (a goal declared wrongly: a :class:`GoalError`) is English.
"""

from __future__ import annotations

from typing import Any

from .. import games
from ..game import Game as GameAdapter
from ..messages import msg
from .goals import Goal, GoalError, Verdict, make_goal, parse_answer


def _step(adapter: GameAdapter, goal: Goal, start, actions: list[str], pos, action: str):
    """Apply one action; return (new position or None, verdict)."""
    reason = adapter.explain_illegal(pos, action)
    if reason:
        return None, Verdict("illegal", reason)
    after = adapter.apply(pos, action)
    done = actions + [action]
    ended = adapter.ends_turn(action, after)
    if goal.achieved(start, done, after, ended):
        return after, Verdict("success", goal.success_message(start, done, after))
    if ended or adapter.round_over(after) or not can_still_achieve(adapter, goal, start, done, after):
        return after, Verdict("missed", goal.missed_reason(start, done, after, ended))
    return after, Verdict("continue")


def can_still_achieve(adapter: GameAdapter, goal: Goal, start, actions: list[str], pos) -> bool:
    for _ in _search(adapter, goal, start, actions, pos, limit=1):
        return True
    return False


def _search(adapter, goal, start, actions, pos, limit=None):
    """Depth-first: action lists (continuing ``actions``) that achieve the goal this turn."""
    found = 0

    def dfs(done, current):
        nonlocal found
        for a in adapter.legal_actions(current):
            if limit is not None and found >= limit:
                return
            after = adapter.apply(current, a)
            seq = done + [a]
            ended = adapter.ends_turn(a, after)
            if goal.achieved(start, seq, after, ended):
                found += 1
                yield seq
            elif not ended and not adapter.round_over(after):
                yield from dfs(seq, after)

    yield from dfs(list(actions), pos)


def solve(adapter: GameAdapter, goal: Goal, start, limit: int | None = 500) -> list[list[str]]:
    """Every way (up to ``limit``) to meet a move goal from ``start`` this turn."""
    return list(_search(adapter, goal, start, [], start, limit))


def judge_actions(adapter: GameAdapter, goal: Goal, start, actions: list[str]) -> Verdict:
    """Judge a whole sequence of moves (the author's sample answer, or a replay)."""
    pos, done = start, []
    verdict = Verdict("continue")
    for i, a in enumerate(actions):
        if verdict.status in ("success", "missed"):
            return Verdict("missed", msg("the goal was already settled after move {n}; remove the moves after it", n=i))
        pos_after, verdict = _step(adapter, goal, start, done, pos, a)
        if verdict.status == "illegal":
            return Verdict("illegal", msg("move {n} ({action}) is illegal: {reason}", n=i + 1, action=a,
                                          reason=verdict.message))
        pos, done = pos_after, done + [a]
    if verdict.status == "continue":
        return Verdict("continue", msg("the goal is not met yet after these moves"))
    return verdict


# ---------------------------------------------------------------------------
# The browser's calls


_cache: dict[tuple, tuple] = {}


def _load(exercise: dict):
    if not isinstance(exercise, dict):
        raise GoalError("an exercise is {game, position, goal}")
    game_key, position, goal_spec = exercise.get("game"), exercise.get("position"), exercise.get("goal")
    if not isinstance(game_key, str) or not isinstance(position, str) or len(position) > 4000:
        raise GoalError("an exercise names its game and its position as texts")
    if not isinstance(goal_spec, (dict, str)) or len(repr(goal_spec)) > 4000:
        raise GoalError("an exercise's goal is a mapping with a 'type', e.g. {type: legal-move}")
    key = (game_key, position, repr(goal_spec))
    hit = _cache.get(key)
    if hit is None:
        try:
            adapter = games.get(game_key)
        except games.UnknownGameError as e:
            raise GoalError(str(e)) from None
        start = adapter.parse_position(position)
        goal = make_goal(adapter, goal_spec)
        goal.prepare(start)
        hit = (adapter, start, goal)
        if len(_cache) > 64:
            _cache.clear()
        _cache[key] = hit
    return hit


def _check_actions(goal: Goal, actions: Any, *, allow_empty: bool) -> None:
    if goal.kind != "move" and actions:
        raise GoalError("this exercise is answered by choosing an answer, not with moves on the board")
    if not isinstance(actions, list) or not all(isinstance(a, str) for a in actions) \
            or (not actions and not allow_empty):
        raise GoalError("actions must be a list of moves" + ("" if allow_empty else " (at least one)"))


def start(exercise: dict, show_legal: bool = False) -> dict:
    adapter, pos, goal = _load(exercise)
    out: dict[str, Any] = {"goalText": goal.describe(pos), "kind": goal.kind}
    if goal.kind == "question":
        out["choices"] = goal.choices(pos)
        out["multiple"] = goal.multiple
        out["view"] = adapter.presenter.exercise_view(pos, me=adapter.turn(pos), interactive=False, question=True)
    else:
        out["view"] = adapter.presenter.exercise_view(pos, me=adapter.turn(pos), show_legal=show_legal)
    return out


def move(exercise: dict, actions: list[str], show_legal: bool = False) -> dict:
    """Replay ``actions``; the last one is the learner's new move, judged."""
    adapter, start_pos, goal = _load(exercise)
    _check_actions(goal, actions, allow_empty=False)
    pos, done = start_pos, []
    for a in actions[:-1]:
        pos_after, verdict = _step(adapter, goal, start_pos, done, pos, a)
        if verdict.status != "continue":
            raise GoalError(f"the earlier move {a} cannot be replayed ({verdict.status})")
        pos, done = pos_after, done + [a]
    after, verdict = _step(adapter, goal, start_pos, done, pos, actions[-1])
    accepted = done if verdict.status == "illegal" else done + [actions[-1]]
    shown = pos if after is None else after
    me = adapter.turn(start_pos)
    interactive = verdict.status in ("continue", "illegal")
    return {
        "status": verdict.status, "message": verdict.message or "",
        "actions": accepted,
        "view": adapter.presenter.exercise_view(shown, me=me, show_legal=show_legal and interactive, interactive=interactive),
    }


def view(exercise: dict, actions: list[str], show_legal: bool = False) -> dict:
    """The board after replaying accepted ``actions`` (used by undo and 'show legal moves')."""
    adapter, start_pos, goal = _load(exercise)
    _check_actions(goal, actions, allow_empty=True)
    pos = start_pos
    for a in actions:
        reason = adapter.explain_illegal(pos, a)
        if reason is not None:
            raise GoalError(f"the earlier move {a[:40]} cannot be replayed: {reason}")
        pos = adapter.apply(pos, a)
    if goal.kind == "question":
        return {"view": adapter.presenter.exercise_view(pos, me=adapter.turn(start_pos), interactive=False, question=True)}
    return {"view": adapter.presenter.exercise_view(pos, me=adapter.turn(start_pos), show_legal=show_legal)}


def answer(exercise: dict, answer: Any) -> dict:
    """Judge a question's answer.  A wrong answer gets ``message`` (what was
    wrong, without the right answer: the page offers a hint first) and
    ``explanation`` (the engine's full reasoning, for a later try).  Where
    several choices are wrong, the message names the first of them in the
    order the choices are listed (one at a time, so that the reply to every
    set of choices is one of a few: :func:`answer_diagram`)."""
    adapter, start_pos, goal = _load(exercise)
    if goal.kind != "question":
        raise GoalError("this exercise is answered with moves on the board")
    given = parse_answer(goal, answer)
    choices = goal.choices(start_pos)
    if not given or given - {c["value"] for c in choices}:
        raise GoalError("choose one of the offered answers")
    right = goal.correct(start_pos)
    explanation = goal.explain_answer(start_pos)
    if given == right:
        return {"status": "success", "message": explanation}
    wrong = [c["label"] for c in choices if c["value"] in given - right]
    if wrong:
        message = msg("Not “{choice}”.", choice=wrong[0])  # the choice's label, as shown
    else:
        message = msg("Something is missing.")
    return {"status": "wrong", "message": message, "explanation": explanation}


def answer_diagram(exercise: dict) -> list[list]:
    """Every reply :func:`answer` can give to a question, as a decision
    diagram over its choices: a list of nodes ``[value, if_chosen,
    if_not]``, walked from node 0, where a branch is the next node's index
    or, at the end, an answer (a list of values) that gets the same reply
    as every set of choices leading there.  So a few recorded replies answer
    all 2**n sets of n choices (the site's recorded answers,
    scripts/sitegen/answers.py, and the page that walks them, with no
    judging of its own).  A question answered with one choice has none (an
    empty list): its few answers are each recorded."""
    adapter, start_pos, goal = _load(exercise)
    if goal.kind != "question":
        raise GoalError("this exercise is answered with moves on the board")
    values = [c["value"] for c in goal.choices(start_pos)]
    right = goal.correct(start_pos)
    in_order = [v for v in values if v in right]
    nodes: list[list] = []
    index: dict[tuple, int] = {}

    def node(i: int, chosen_any: bool, missing: bool) -> int | list:
        """The branch reading choice ``i`` on, after some right choices were
        chosen (``chosen_any``) or left out (``missing``) and no wrong one."""
        if i == len(values):
            if not chosen_any:
                return []  # nothing chosen: refused
            return in_order[:1] if missing else in_order  # something missing, or right
        key = (i, chosen_any, missing)
        if key not in index:
            index[key] = len(nodes)
            nodes.append([values[i]])
            v = values[i]
            if v in right:
                nodes[index[key]] += [node(i + 1, True, missing), node(i + 1, chosen_any, True)]
            else:  # the first wrong choice decides the reply
                nodes[index[key]] += [[v], node(i + 1, chosen_any, missing)]
        return index[key]

    if goal.multiple:
        node(0, False, False)
    return nodes


def solution(exercise: dict) -> dict:
    adapter, start_pos, goal = _load(exercise)
    if goal.kind == "question":
        right = sorted(goal.correct(start_pos))
        return {"answer": right, "message": goal.explain_answer(start_pos)}
    found = solve(adapter, goal, start_pos, limit=1)
    if not found:
        return {"actions": [], "message": msg("No way to reach this goal was found.")}
    actions = found[0]
    pos = start_pos
    for a in actions:
        pos = adapter.apply(pos, a)
    return {
        "actions": actions,
        "steps": adapter.presenter.actions_phrase(start_pos, actions).imperative,
        "message": goal.success_message(start_pos, actions, pos),
        "view": adapter.presenter.exercise_view(pos, me=adapter.turn(start_pos), interactive=False),
    }
