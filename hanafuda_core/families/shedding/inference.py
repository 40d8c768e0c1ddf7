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
from ...rng import Rng
from .solver import turn_over

__all__ = ["excluded_cards", "past_choices", "choice_likelihood"]


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
            probe.push_unchecked(action)
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
    history = pos.history
    if not history:
        return {}
    cur = pos.copy()
    hidden = pos.unseen(seat)
    out: dict[int, int] = {}
    open_ = {p for p in range(len(pos.hands)) if p != seat}
    sizes = {p: pos.hands[p].bit_count() for p in open_}
    for action, p in reversed(history):  # cur is the position after this entry
        if not open_:
            break
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


# ---------------------------------------------------------------------------
# How likely the other player's choices were, for a sampled hand


class _Ties(Rng):
    """A random source that records the moves a player found equally good
    (the list it is asked to choose from) and takes the first."""

    __slots__ = ("ties",)

    def __init__(self) -> None:
        super().__init__(0)
        self.ties: list | None = None

    def choice(self, items):
        self.ties = list(items)
        return items[0]


def _rule_of_thumb_moves(choose, probe) -> tuple:
    """The moves ``choose(position, rng)`` (a computer player breaking ties
    with ``rng.choice``) may play in ``probe``."""
    t = _Ties()
    a = choose(probe, t)
    return tuple(t.ties) if t.ties is not None else (a,)


def past_choices(pos, seat: int) -> list[tuple]:
    """The choices the other player made this round, as the seat saw them:
    ``(before, player, action, played_since)`` for every action of another
    player, newest first, where ``before`` is the position before it (its
    hands are replaced before use) and ``played_since`` the cards that player
    discarded with it and after it (public): the hand they held then is the
    hand they hold now and those.  Stops, for a player, where their hand
    grew (nothing before that point is used)."""
    history = pos.history
    if not history:
        return []
    cur = pos.copy()
    out: list[tuple] = []
    open_ = {p for p in range(len(pos.hands)) if p != seat}
    sizes = {p: pos.hands[p].bit_count() for p in open_}
    since = {p: 0 for p in open_}
    for action, p in reversed(history):  # cur is the position after this entry
        if not open_:
            break
        cur.pop()
        for o in list(open_):
            n = cur.hands[o].bit_count()  # hand sizes are public
            if n < sizes[o]:
                open_.discard(o)
            sizes[o] = n
        if action is None or p == seat or p not in open_:
            continue
        if action.is_discard:
            since[p] |= action.mask
        out.append((cur.copy(stack=False), p, action, since[p]))
    return out


def choice_likelihood(pos, seat: int, choose, slip: float):
    """A function ``likelihood(world) -> float``: how likely the other
    player's choices this round were (:func:`past_choices`) had they held
    the hand they hold in ``world`` (a sampled deal), if they played by
    ``choose`` (the rule-of-thumb player, ties broken at random) except for
    a ``slip`` of the time, when any legal move.  None when the round has no
    such choice.  Reads the public record and the seat's own hand; of
    ``world`` only the other hands."""
    record = [r for r in past_choices(pos, seat)]
    if not record:
        return None
    cache: dict = {}

    def likelihood(world) -> float:
        w = 1.0
        for k, (before, p, action, since) in enumerate(record):
            hand = world.hands[p] | since
            key = (k, hand)
            got = cache.get(key)
            if got is None:
                probe = _probe(before, p, hand)
                legal = probe.legal_actions()
                if action not in legal:
                    got = 0.0
                elif len(legal) == 1:
                    got = 1.0
                else:
                    ties = _rule_of_thumb_moves(choose, probe)
                    got = (1.0 - slip) * (ties.count(action) / len(ties)) + slip / len(legal)
                cache[key] = got
            w *= got
            if w == 0.0:
                break
        return w

    return likelihood
