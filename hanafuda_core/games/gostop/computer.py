"""Go-Stop's players: the random player, the computer's rules of thumb and the
rollout policy.  Each reads only what the seat to move may know: its hand,
the field, every seat's captured cards, the counts of hands and stock (never
the order of the stock nor another hand)."""

from __future__ import annotations

from ...cardset import bits
from ...deck import ALL_CARDS
from ...families import capture as ha
from ...families.capture import MONTH_BITS
from ...game import walk_turns
from ...rng import Rng
from .actions import AS_ANIMAL, AS_JUNK, GO, PHASE_CUP, PHASE_DECIDE, PHASE_DRAW, PHASE_PLAY, STOP, GoStopAction
from .cards import (ANIMALS, BONUS, BONUS_TRIPLE, BRIGHTS, CHEONGDAN, CHODAN, CUP_BIT, DOUBLE_JUNK, GODORI,
                    HONGDAN, RIBBONS, junk_count)
from .position import GoStopPosition
from .scoring import card_points


def _card_values() -> tuple[float, ...]:
    sets = GODORI | HONGDAN | CHEONGDAN | CHODAN
    out = []
    for c in range(len(ALL_CARDS)):
        bit = 1 << c
        if bit & BONUS:
            v = 3.0 if bit & BONUS_TRIPLE else 2.0
        elif bit & BRIGHTS:
            v = 4.0
        elif bit & (ANIMALS | RIBBONS):
            v = 2.2 if bit & sets else 1.4
        elif bit & DOUBLE_JUNK:
            v = 2.0
        else:
            v = 1.0
        out.append(v)
    out[CUP_BIT.bit_length() - 1] = 2.2  # an animal or double junk, as its holder likes
    return tuple(out)


CARD_VALUE = _card_values()
"""What a card is worth to the computer when it takes it (brights most, the
cards of godori and the ribbon sets next, double junk twice a junk)."""


def random_action(position: GoStopPosition, rng: Rng) -> GoStopAction:
    """A legal action chosen uniformly."""
    acts = position.legal_actions()
    return acts[0] if len(acts) == 1 else acts[rng.below(len(acts))]


def _taken_value(cards: int) -> float:
    return sum(CARD_VALUE[c] for c in bits(cards))


def _play_value(position: GoStopPosition, a: GoStopAction) -> float:
    """The worth of a hand action before the card turned up is known: the
    cards it takes, a card left on the field costing what it may give the
    next player, a bomb's and a shake's doubling."""
    fld = position.field
    if a.kind == "flip":
        return 0.5
    if a.card is not None and 1 << a.card & BONUS:
        return 100.0  # a bonus card in hand: free junk and a card more to choose from
    if a.kind == "bomb":
        m = MONTH_BITS[a.card]
        return _taken_value((position.hands[position.turn] | fld) & m) + 3.0
    c = a.card
    on = fld & MONTH_BITS[c]
    k = on.bit_count()
    shake = 1.5 if a.kind == "shake" else 0.0
    if k == 0:
        return shake - 0.6 * CARD_VALUE[c]
    if k == 3:
        return _taken_value(on | 1 << c) + 2.0
    taken = (1 << a.target) if k == 2 else on
    return shake + _taken_value(taken | 1 << c)


def _go_is_safe(position: GoStopPosition) -> bool:
    """Go on while the others are far from the points to stop and the turns
    left are enough to add a point, with at most two gos (their risk grows)."""
    p = position.turn
    need = position.threshold
    others = max(position.points(q) for q in range(position.seats) if q != p)
    return (position.turns_left(p) >= 2 and position.gos[p] < 2 and others <= need - 3)


def _cup_as_junk(position: GoStopPosition) -> bool:
    """The sake cup as double junk when that scores more now, or brings junk
    closer to ten than the cup brings the animals to five."""
    p = position.turn
    mine = position.captured[p]
    rules = position.rules
    as_junk = card_points(mine, True, rules).total
    as_animal = card_points(mine, False, rules).total
    if as_junk != as_animal:
        return as_junk > as_animal
    return junk_count(mine, True) >= 7 and (mine & ANIMALS).bit_count() < 4


def choose_action(position: GoStopPosition, rng: Rng | None = None) -> GoStopAction:
    """The computer's move by rules of thumb (see the module notes)."""
    ph = position.phase
    if ph == PHASE_DECIDE:
        return GO if _go_is_safe(position) else STOP
    if ph == PHASE_CUP:
        return AS_JUNK if _cup_as_junk(position) else AS_ANIMAL
    acts = position.legal_actions()
    if len(acts) == 1:
        return acts[0]
    if ph == PHASE_DRAW:
        return ha.pick(ha.best_actions(acts, lambda a: CARD_VALUE[a.target]), rng)
    return ha.pick(ha.best_actions(acts, lambda a: _play_value(position, a)), rng)


def rollout_action(position: GoStopPosition, rng: Rng) -> GoStopAction:
    """The evaluator's rollout policy: the rules of thumb themselves (they
    read no more than a few bit sets)."""
    return choose_action(position, rng)


def turn_sequences(position: GoStopPosition, limit: int | None = None):
    """Every way the player to move can finish their turn: ``(actions,
    resulting_position)``, from now until the next hand card (of any player)
    or the end of the deal: the hand card or bomb, the card turned up's
    target, the sake cup's class, go or stop (the stock is known to the
    engine, so a turn's card turned up is part of it)."""
    return walk_turns(position, lambda work, a: work.is_over() or work.phase == PHASE_PLAY, limit)
