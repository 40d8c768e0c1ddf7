"""Turns and players: every way to finish a turn, the random player, the computer player and its rollout policy, and its moves explained in words."""

from __future__ import annotations

from functools import lru_cache

from typing import Sequence

from ...cardset import bits as _bits
from ...families import capture as ha
from ...families.capture import MONTH_BITS
from ...game import IllegalActionError, walk_turns
from ...messages import Message, listed, msg
from ...rng import Rng
from ...seats import SeatName, by_seat, seat_named, team_words
from .cards import CLASS_INDEX, card_words, cards_words, month_words, side_seats
from .options import HanahudaOptions
from .yaku import YAKU_CATALOG, Yaku, active_yaku, score_of, yaku_name, yaku_of
from .actions import HanahudaAction, CONTINUE, KEEP, PHASE_CUT, PHASE_DECIDE, PHASE_PLAY, PHASE_TRADE, PLAYERS_FIRST, STOP
from .position import HanahudaPosition


# Turns and players


def turn_sequences(position: HanahudaPosition, limit: int | None = None):
    """Every way the player to move can finish the turn (see :func:`ends_turn`)."""
    return walk_turns(position, lambda work, a: ends_turn(a, work), limit)


def ends_turn(action: HanahudaAction, after: HanahudaPosition) -> bool:
    """A turn ends when the round is over or the next decision is a new turn's
    (play, trade or cut): a hand card leaves it open while the card turned up
    waits for its target or a stop-yaku waits for stop / play on."""
    if after.is_over():
        return True
    return after.phase in (PHASE_PLAY, PHASE_TRADE, PHASE_CUT)


def random_action(position: HanahudaPosition, rng: Rng) -> HanahudaAction:
    """A uniformly random legal action."""
    acts = position.legal_actions()
    if not acts:
        raise IllegalActionError("The round is over.")
    return acts[0] if len(acts) == 1 else acts[rng.below(len(acts))]


# -- the computer player ------------------------------------------------------

_CLASS_VALUE = (40.0, 12.0, 8.0, 1.0)  # bright, animal, ribbon, chaff: the worth of a card by itself
_CARD_VALUE = tuple(_CLASS_VALUE[CLASS_INDEX[c]] for c in range(48))


_GROUPS = tuple(dict.fromkeys(y.group for y in YAKU_CATALOG if y.group is not None))
"""The groups of yaku of which only the best one counts (the brights, the viewing yaku)."""


def _exponent(y: Yaku) -> int:
    return max(2, y.need // 2 + 1)


class _Potentials:
    """How close a capture pile is to the yaku still possible (:meth:`of`),
    under one set of options (:func:`_potentials`, made once per options).

    The yaku are kept as rows ``(cards, need, worth, group)``: ``worth[n]``
    is the yaku's worth with ``n`` of its cards collected (its points times
    (share collected) ** k, k growing with its size), ``group`` its place in
    :data:`_GROUPS` (-1: none).  The rows still possible when some cards can
    no longer be had are remembered by those cards (:meth:`open_rows`)."""

    def __init__(self, opts: HanahudaOptions):
        self.rows = tuple((y.cards, y.need,
                           tuple(y.points * (min(n, y.need) / y.need) ** _exponent(y)
                                 for n in range(y.cards.bit_count() + 1)),
                           _GROUPS.index(y.group) if y.group is not None else -1)
                          for y in active_yaku(opts))
        self.cards = 0
        """The cards of every yaku: a capture of none of them changes no yaku."""
        for r in self.rows:
            self.cards |= r[0]
        self._open: dict[int, tuple[tuple, int]] = {}

    def open_rows(self, lost: int) -> tuple[tuple, int]:
        """The rows of the yaku still possible when ``lost`` can no longer be
        had, and their cards together (a card outside them changes no potential)."""
        got = self._open.get(lost)
        if got is None:
            rows = tuple(r for r in self.rows if (r[0] & ~lost).bit_count() >= r[1])
            cards = 0
            for r in rows:
                cards |= r[0]
            if len(self._open) >= 20_000:
                self._open.clear()
            got = self._open[lost] = (rows, cards)
        return got

    def of(self, mine: int, lost: int) -> float:
        """How close ``mine`` is to the yaku still possible when ``lost`` can
        no longer be had: the worth of each yaku by the share of its cards
        collected; of the brights and of the viewing yaku, the best one."""
        total = 0.0
        best = [0.0] * len(_GROUPS)
        for cards, _need, worth, group in self.open_rows(lost)[0]:
            have = mine & cards
            if have:  # a yaku none of whose cards are collected is worth 0.0
                v = worth[have.bit_count()]
                if group < 0:
                    total += v
                elif v > best[group]:
                    best[group] = v
        return total + sum(best)  # two groups: their sum does not depend on the order


@lru_cache(maxsize=64)
def _potentials(opts: HanahudaOptions) -> _Potentials:
    """The potentials' rows of ``opts``, made once per set of options."""
    return _Potentials(opts)


def _potential(opts: HanahudaOptions, mine: int, lost: int) -> float:
    """How close ``mine`` is to the yaku still possible when ``lost`` can no
    longer be had (:meth:`_Potentials.of`)."""
    return _potentials(opts).of(mine, lost)


class _Outlook:
    """What the player to move weighs a play against, read once per position:
    the yaku points and potentials of every side as they stand, the cards it
    cannot see and the next player (an opponent).  :meth:`value` is the
    computer player's measure of a play (see :func:`choose_action`)."""

    def __init__(self, pos: HanahudaPosition):
        self.pos = pos
        self.opts = pos.options
        self.potentials = pot = _potentials(pos.options)
        me = pos.turn
        ms = pos.side(me)
        self.mine = mine = pos.captured[ms]
        all_caps = 0
        for c in pos.captured:
            all_caps |= c
        self.lost = all_caps & ~mine
        self.score = score_of(mine, self.opts)
        self.potential = pot.of(mine, self.lost)
        # each other side: (its cards, the cards it can no longer have, its potential)
        self.others: dict[int, tuple[int, int, float]] = {}
        for s in range(pos.n_sides):
            if s != ms:
                theirs = pos.captured[s]
                self.others[s] = (theirs, all_caps & ~theirs, pot.of(theirs, all_caps & ~theirs))
        nxt = (me + 1) % pos.seats  # the next player is always an opponent
        self.unseen = pos.unseen(me)
        self.next_cards = pos.hands[nxt].bit_count()
        self.next_side = pos.side(nxt)

    def _after(self, cards: int, lost: int, base: float, added: int, lost_too: int = 0) -> float:
        """The potential of ``cards | added`` when ``lost | lost_too`` can no
        longer be had, knowing ``base``, that of ``cards`` against ``lost``:
        cards outside the yaku still possible change nothing."""
        if (added | lost_too) & self.potentials.open_rows(lost)[1]:
            return self.potentials.of(cards | added, lost | lost_too)
        return base

    def value(self, card: int, taken: int) -> float:
        """The worth of playing (or turning up) ``card`` capturing ``taken``:
        the yaku it completes, the progress it makes towards the yaku still
        possible and takes away from the other sides, the cards' own worth;
        less the gift of the cards left on the field to the next player."""
        pos, mine = self.pos, self.mine
        score = 0.0
        if taken:
            won = taken | (1 << card)
            after = score_of(mine | won, self.opts) if won & self.potentials.cards else self.score
            score += 3.0 * (after - self.score)
            score += self._after(mine, self.lost, self.potential, won) - self.potential
            for theirs, lost_s, base in self.others.values():
                score += 0.8 * (base - self._after(theirs, lost_s, base, 0, won))
            score += sum(_CARD_VALUE[c] for c in _bits(won))
            rest = pos.field & ~taken & MONTH_BITS[card]
        else:
            rest = 1 << card
        if rest and self.others:
            unseen = self.unseen
            p = ha.opp_match_chance(unseen.bit_count(), self.next_cards, (unseen & MONTH_BITS[card]).bit_count())
            theirs, lost_t, base = self.others[self.next_side]
            gift = 0.0
            for c in _bits(rest):
                gift += _CARD_VALUE[c] + 0.8 * (self._after(theirs, lost_t, base, 1 << c) - base)
            score -= p * gift
        return score


def _decide(pos: HanahudaPosition) -> HanahudaAction:
    """Stop, unless the other yaku already held make playing on clearly better."""
    me = pos.turn
    opts = pos.options
    ms = pos.side(me)
    stop = pos.stop_value(ms)
    if pos.scores[me] + stop >= opts.target:
        return STOP
    mine = pos.side_score(ms)
    all_caps = 0
    for c in pos.captured:
        all_caps |= c
    threat = 0.0
    for s in range(pos.n_sides):
        if s != ms:
            theirs = pos.captured[s]
            threat = max(threat, pos.side_score(s) + 0.5 * _potential(opts, theirs, all_caps & ~theirs))
    if mine - stop > threat + 150 and any(pos.hands):
        return CONTINUE
    return STOP


def rollout_action(position: HanahudaPosition, rng: Rng) -> HanahudaAction:
    """The evaluator's rollout policy, a cheap sketch of the computer player:
    its cut, trade and stop-or-play-on choices (:func:`choose_action`), and
    the play that captures the most valuable cards (a card left on the field
    costs its own worth; ties broken at random)."""
    ph = position.phase
    if ph in (PHASE_CUT, PHASE_TRADE, PHASE_DECIDE):
        return choose_action(position)
    acts = position.legal_actions()
    if len(acts) == 1:
        return acts[0]
    if any(a.kind not in ("play", "draw") for a in acts):
        return random_action(position, rng)
    fld = position.field

    def capture(a: HanahudaAction) -> tuple[int, int]:
        if a.kind == "play":
            return a.card, ha.taken_by(a.card, a.target, fld)
        return position.pending, 1 << a.target

    return ha.greedy_capture(acts, capture, _CARD_VALUE, rng)


def _trade_choice(pos: HanahudaPosition) -> HanahudaAction:
    cands = [a for a in pos.legal_actions() if a.kind == "trade"]
    if not cands:
        return KEEP
    return min(cands, key=lambda a: (_CARD_VALUE[a.card], a.card))


def choose_action(position: HanahudaPosition, rng: Rng | None = None) -> HanahudaAction:
    """A sensible computer move for any seat (partners share the evaluation,
    since they share a capture pile; it never looks at hidden cards).

    * Cut: players first (the choice changes nothing the cutter can see).
    * Three of a month: trade the least valuable of them.
    * A play (or the target of the card turned up) is valued by what it
      captures: the points of any yaku it completes, the progress towards the
      yaku its side can still make, the progress it takes away from the other
      sides, and the cards' own worth; a card left on the field is a gift the
      next player (always an opponent) may take, weighed by the chance that
      they hold a card of its month.
    * Stop or play on: stop, unless the side's other yaku already beat the
      stop-yaku by more than the other sides hold and threaten.
    """
    acts = position.legal_actions()
    if not acts:
        raise IllegalActionError("The round is over.")
    if len(acts) == 1:
        return acts[0]
    ph = position.phase
    if ph == PHASE_CUT:
        return PLAYERS_FIRST
    if ph == PHASE_TRADE:
        return _trade_choice(position)
    if ph == PHASE_DECIDE:
        return _decide(position)
    fld = position.field
    outlook = _Outlook(position)

    def value(a: HanahudaAction) -> float:
        if a.kind == "play":
            return outlook.value(a.card, ha.taken_by(a.card, a.target, fld))
        return outlook.value(position.pending, 1 << a.target)

    return ha.pick(ha.best_actions(acts, value), rng)


def decision_words(pos: HanahudaPosition) -> tuple[HanahudaAction, Message]:
    """The computer's stop-or-play-on choice and its reason, as a message."""
    me = pos.turn
    ms = pos.side(me)
    stop = pos.stop_value(ms)
    choice = _decide(pos)
    if pos.scores[me] + stop >= pos.options.target:
        return choice, msg("stopping now scores {stop} and reaches the target", stop=stop)
    mine = pos.side_score(ms)
    theirs = max((pos.side_score(s) for s in range(pos.n_sides) if s != ms), default=0)
    if choice is CONTINUE:
        return choice, msg("the other yaku count too when the round is played out: {mine} against {theirs} for the "
                           "best other side, more than the {stop} of a stop", mine=mine, theirs=theirs, stop=stop)
    return choice, msg("stopping scores {stop} and nothing for anyone else; played out, the round as it stands "
                       "gives {mine} against {theirs}, and the others may still add yaku", stop=stop, mine=mine,
                       theirs=theirs)


def _one_and_another(items: list[Message]) -> Message:
    """Names joined one by one: "Boar, Deer, Butterflies and Blue Ribbons"."""
    out = items[0]
    for item in items[1:]:
        out = listed([out, item])
    return out


def explain_move(position: HanahudaPosition, action: "HanahudaAction | str",
                 names: Sequence[SeatName] | None = None) -> Message:
    """Why ``action`` (legal in ``position``) is sensible, as a message: the
    computer player's considerations (:func:`choose_action`) for a learner,
    spoken to the player to move, or of them and their side by the board's
    name when ``names`` (the seats' :class:`~hanafuda_core.seats.SeatName`)
    are given."""
    a = position.normalize(action)
    k = a.kind
    if k in ("field-first", "players-first"):
        return msg("the cards are shuffled, so the choice changes nothing anyone can see")
    if k == "trade":
        name = seat_named(names, position.turn)
        month, card = month_words((a.card >> 2) + 1), card_words(a.card)
        return by_seat(name, msg("with three cards of {month} you can capture only the fourth; {card} is the least "
                                 "valuable of them, so it goes for a fresh card", month=month, card=card),
                       msg("with three cards of {month} {who} can capture only the fourth; {card} is the least "
                           "valuable of them, so it goes for a fresh card", month=month, who=name.subject, card=card))
    if k == "keep":
        return msg("the three cards of the month are worth keeping together")
    if k in ("stop", "continue"):
        return decision_words(position)[1]
    me = position.turn
    ms = position.side(me)
    opts = position.options
    card = a.card if k == "play" else position.pending
    taken = ha.taken_by(card, a.target, position.field)
    mine = position.captured[ms]
    if not taken:
        return msg("no capture was worth more, so {card} goes to the field, where it helps the next player least",
                   card=card_words(card))
    won = taken | (1 << card)
    cards = cards_words(_bits(taken))
    before = {y.key for y, _ in yaku_of(mine, opts)}
    made = [yaku_name(y) for y, _ in yaku_of(mine | won, opts) if y.key not in before]
    if made:
        return msg("it captures {cards} and completes {yaku}", cards=cards, yaku=_one_and_another(made))
    all_caps = 0
    for c in position.captured:
        all_caps |= c
    for s in range(position.n_sides):
        if s == ms:
            continue
        theirs = position.captured[s]
        for y in active_yaku(opts):
            if not taken & y.cards or (y.cards & ~(all_caps & ~theirs)).bit_count() < y.need:
                continue
            if y.need - (theirs & y.cards).bit_count() <= 2 and theirs & y.cards:
                if position.seats == 4:
                    return msg("it captures {cards}, which the other team needs for {yaku}", cards=cards,
                               yaku=yaku_name(y))
                return msg("it captures {cards}, which an opponent needs for {yaku}", cards=cards, yaku=yaku_name(y))
    lost = all_caps & ~mine
    if _potential(opts, mine | won, lost) > _potential(opts, mine, lost) + 1e-9:
        best = max((y for y in active_yaku(opts) if y.cards & won and (y.cards & ~lost).bit_count() >= y.need),
                   key=lambda y: ((mine | won) & y.cards).bit_count() / y.need, default=None)
        if best is not None:
            have = ((mine | won) & best.cards).bit_count()
            return msg("it captures {cards}; {side} now holds {have} of the {need} cards of {yaku}", cards=cards,
                       side=team_words(names, side_seats(ms, position.seats)), have=have, need=best.need,
                       yaku=yaku_name(best))
    return msg("it captures {cards}, the most valuable capture available", cards=cards)
