"""What a shedding game's public record tells a seat about the other hand.

In the shedding games a player must play when they can: a pass says that the
passer held no card that could follow the top card, a turn that ended by
itself after a discard says that nothing in the hand could follow that card,
and (with the option that a chain must go on) a stop says the same.  Both
players see those actions, so a seat may reason from them; the evaluator
(:func:`hanafuda_core.evaluation.determinize`) then deals the cards it cannot
see only in ways that fit them.

:func:`excluded_cards` walks the round back action by action on a copy and,
for every pass, stop or discard of the other player, asks the engine's own
rules what that player could not have held: a probe position with the same
public state (top card, chain, the turn, what is owed, the options) and a
hand of only the card in question (beside the card just played).  It reads
the public state only: the probe's other hand is replaced, the seat's own
hand is its own, and the true hand of the past is never looked at.

Hands only shrink during a round in this family; should a hand ever grow,
what was learnt before that point is dropped for that player.
"""

from __future__ import annotations

from ...cardset import bits
from .solver import turn_over

__all__ = ["excluded_cards"]


def _probe(q, p: int, hand: int):
    probe = q.copy(stack=False)
    probe.hands[p] = hand
    return probe


def _could_not_hold(q, p: int, action, ended: bool, candidates: int) -> int:
    """The cards of ``candidates`` that player ``p``, to move in ``q`` (the
    position before ``action``), could not have held, judging by the action
    and whether the turn ``ended`` with it."""
    out = 0
    if action.is_discard:
        if not ended:
            return 0
        played = action.mask
        for c in bits(candidates):
            probe = _probe(q, p, played | 1 << c)
            probe._push(action)
            if not turn_over(probe, action):  # holding c, the turn would have gone on
                out |= 1 << c
        return out
    for c in bits(candidates):
        legal = _probe(q, p, 1 << c).legal_actions()
        if action not in legal and any(a.is_discard and a.mask >> c & 1 for a in legal):
            out |= 1 << c  # holding c, this pass (or stop) would not have been allowed
    return out


def excluded_cards(pos, seat: int) -> dict[str, int]:
    """Place (``hand-<p>``) -> the cards the other player cannot hold now,
    by what the seat saw them do this round (empty when nothing is known).
    Only cards hidden from the seat are named."""
    stack = getattr(pos, "_stack", None)
    if not stack:
        return {}
    cur = pos.copy()
    hidden = pos.unseen(seat)
    out: dict[int, int] = {}
    open_ = {p for p in range(len(pos.hands)) if p != seat}
    sizes = {p: pos.hands[p].bit_count() for p in open_}
    while cur._stack and open_:
        entry = cur._stack[-1]
        action, p = entry[0], entry[1]
        ended = action is not None and action.is_discard and turn_over(cur, action)
        cur.pop()
        for o in list(open_):
            n = cur.hands[o].bit_count()  # hand sizes are public
            if n < sizes[o]:
                open_.discard(o)  # the hand grew after this point: stop here for that player
            sizes[o] = n
        if action is None or p == seat or p not in open_:
            continue
        todo = hidden & ~out.get(p, 0)
        if todo:
            out[p] = out.get(p, 0) | _could_not_hold(cur, p, action, ended, todo)
    return {f"hand-{p}": m for p, m in out.items() if m}
