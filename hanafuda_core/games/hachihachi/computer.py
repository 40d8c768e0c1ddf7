"""Hachi-Hachi's players: the random player, the computer's rules of thumb and
the rollout policy.  Each reads only what the seat to move may know: its
hand, the field, every seat's captured cards, the counts of hands and draw
pile (never the order of the draw pile nor another hand)."""

from __future__ import annotations

from ...cardset import bits
from ...families import capture as ha
from ...families.capture import MONTH_BITS
from ...game import walk_turns
from ...rng import Rng
from .actions import CANCEL, PHASE_DECIDE, PHASE_DRAW, PHASE_PLAY, SAGE, SHOUBU, HachiHachiAction
from .cards import BLUE, BOAR_DEER_BUTTERFLIES, BRIGHTS, POINTS, RED_POETRY, YAKU_RIBBONS
from .position import HachiHachiPosition
from .yaku import points


def _card_values() -> tuple[float, ...]:
    sets = BRIGHTS | RED_POETRY | BLUE | BOAR_DEER_BUTTERFLIES
    return tuple(POINTS[c] + (6.0 if 1 << c & sets else 2.0 if 1 << c & YAKU_RIBBONS else 0.0) for c in range(48))


CARD_VALUE = _card_values()
"""What a card is worth to the computer when it takes it: its points, more for
the cards of the captured yaku (brights, the ribbon sets)."""


def random_action(position: HachiHachiPosition, rng: Rng) -> HachiHachiAction:
    """A legal action chosen uniformly."""
    acts = position.legal_actions()
    return acts[0] if len(acts) == 1 else acts[rng.below(len(acts))]


def _taken_value(cards: int) -> float:
    return sum(CARD_VALUE[c] for c in bits(cards))


def _play_value(position: HachiHachiPosition, a: HachiHachiAction) -> float:
    """The worth of a hand card's play before the card turned up is known:
    the cards it takes, or what a card left on the field may give the next
    player."""
    c = a.card
    on = position.field & MONTH_BITS[c]
    k = on.bit_count()
    if k == 0:
        return -0.6 * CARD_VALUE[c]
    taken = (1 << a.target) if k == 2 else on
    return _taken_value(taken | 1 << c)


def _stop_now(position: HachiHachiPosition) -> bool:
    """Stop (shoubu) unless the yaku is small, the turns left are many and no
    other player is one card from a yaku of their own: going on risks paying
    double."""
    p = position.turn
    left = position.hands[p].bit_count()
    mine = points(position.decided[p], position.rules)
    return left < 4 or mine >= points(10, position.rules) or any(
        position.yaku_value(q) for q in range(position.seats) if q != p)


def choose_action(position: HachiHachiPosition, rng: Rng | None = None) -> HachiHachiAction:
    """The computer's move by rules of thumb (see the module notes)."""
    ph = position.phase
    if ph == PHASE_DECIDE:
        return SHOUBU if _stop_now(position) else SAGE
    acts = position.legal_actions()
    if len(acts) == 1:
        return acts[0]
    if ph == PHASE_DRAW:
        return ha.pick(ha.best_actions(acts, lambda a: CARD_VALUE[a.target]), rng)
    if CANCEL in acts and position.hands[position.turn].bit_count() <= 2:
        return CANCEL
    plays = [a for a in acts if a is not CANCEL]
    return ha.pick(ha.best_actions(plays, lambda a: _play_value(position, a)), rng)


def rollout_action(position: HachiHachiPosition, rng: Rng) -> HachiHachiAction:
    """The evaluator's rollout policy: the rules of thumb themselves (they
    read no more than a few bit sets)."""
    return choose_action(position, rng)


def turn_sequences(position: HachiHachiPosition, limit: int | None = None):
    """Every way the player to move can finish their turn: ``(actions,
    resulting_position)``, from now until the next hand card (of any player)
    or the end of the round."""
    return walk_turns(position, lambda work, a: work.is_over() or work.phase == PHASE_PLAY, limit)
