"""Sakura's players: the random player, the computer's rules of thumb and the
rollout policy.  Each reads only what the seat to move may know: its hand,
the field, every side's captured cards, the counts of hands and draw pile."""

from __future__ import annotations

from ...cardset import bits
from ...families import capture as ha
from ...families.capture import MONTH_BITS
from ...game import walk_turns
from ...rng import Rng
from .cards import GAJI, VALUES
from .actions import PHASE_DRAW, PHASE_PLAY, SakuraAction
from .position import SakuraPosition
from .yaku import YAKU

_IN_YAKU = 0
for _y in YAKU:
    _IN_YAKU |= _y.cards

CARD_VALUE = tuple(VALUES[c] + (8.0 if _IN_YAKU >> c & 1 else 0.0) for c in range(48))
"""What a card is worth to the computer when it takes it: its value, more for
the cards of a yaku (each costs every opponent 50)."""


def random_action(position: SakuraPosition, rng: Rng) -> SakuraAction:
    """A legal action chosen uniformly."""
    acts = position.legal_actions()
    return acts[0] if len(acts) == 1 else acts[rng.below(len(acts))]


def _taken(cards: int) -> float:
    return sum(CARD_VALUE[c] for c in bits(cards))


def _value(position: SakuraPosition, a: SakuraAction) -> float:
    """The worth of an action before the card turned up is known: the cards it
    takes, or what a card left on the field may give the next player."""
    if a.kind == "flip":
        return 0.0
    if a.kind == "hiki":
        return _taken(MONTH_BITS[a.card]) + 1.0
    c, fld = a.card, position.field
    if a.target is not None:
        return _taken(1 << a.target | 1 << c) + (-4.0 if c == GAJI else 0.0)  # the wild card is worth keeping
    on = fld & MONTH_BITS[c]
    if on.bit_count() in (1, 3):
        return _taken(on | 1 << c)
    return -0.6 * CARD_VALUE[c]


def choose_action(position: SakuraPosition, rng: Rng | None = None) -> SakuraAction:
    """The computer's move by rules of thumb (see the module notes)."""
    acts = position.legal_actions()
    if len(acts) == 1:
        return acts[0]
    if position.phase == PHASE_DRAW:
        return ha.pick(ha.best_actions(acts, lambda a: CARD_VALUE[a.target]), rng)
    return ha.pick(ha.best_actions(acts, lambda a: _value(position, a)), rng)


def rollout_action(position: SakuraPosition, rng: Rng) -> SakuraAction:
    """The evaluator's rollout policy: the rules of thumb themselves."""
    return choose_action(position, rng)


def turn_sequences(position: SakuraPosition, limit: int | None = None):
    """Every way the player to move can finish their turn: ``(actions,
    resulting_position)``, until the next hand card or the end of the round."""
    return walk_turns(position, lambda work, a: work.is_over() or work.phase == PHASE_PLAY, limit)
