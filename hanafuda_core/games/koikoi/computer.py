"""Turns and players: every way to finish a turn, the random player, the computer player (rules of thumb) and its rollout policy, and its moves explained in words."""

from __future__ import annotations

from typing import Iterator
from typing import Sequence

from ...cardset import bits as _bits
from ...deck import CARDS, Kind
from ...families import capture as ha
from ...families.capture import LIGHTNING, MONTH_BITS
from ...game import IllegalActionError, walk_turns
from ...messages import Message, listed, msg, msg_n
from ...names import the_card
from ...rng import Rng
from ...seats import YOU, SeatName, by_seat, seat_named
from .rules import KoiKoiOptions
from .actions import KoiKoiAction, KOIKOI, PHASE_DECIDE, PHASE_PLAY, PLAYS, PLAY_ACTIONS, STOP, play_target
from .position import KoiKoiPosition
from .yaku import yaku_name


# Turns and players


def turn_sequences(position: KoiKoiPosition, limit: int | None = None
                   ) -> Iterator[tuple[list[KoiKoiAction], KoiKoiPosition]]:
    """Every way the player to move can finish their turn.

    Yields ``(actions, resulting_position)``: the actions from now until the
    turn passes to the other player or the round ends — the hand card, the
    turned-up card's target when it has a choice, and stop or koi-koi when a
    new yaku is made.  (The draw pile is known, so a turn's draw is part of
    it.)  ``limit`` caps the number of sequences.
    """
    me = position.turn
    return walk_turns(position, lambda work, a: work.turn != me or work.is_over(), limit)


def random_action(position: KoiKoiPosition, rng: Rng) -> KoiKoiAction:
    """A random legal action: a hand card chosen uniformly, then (when it has
    a choice) one of its targets uniformly; otherwise uniformly among the
    legal actions.  A forced choice uses no randomness."""
    if position.phase == PHASE_PLAY and position.dealt is None:
        hand = position.hands[position.turn]
        n = hand.bit_count()
        if n == 0:
            raise IllegalActionError("The round is over.")
        if n > 1:  # the k-th card of the hand in deck order
            k = rng.below(n)
            while k:
                hand &= hand - 1
                k -= 1
        return random_play(position, (hand & -hand).bit_length() - 1, rng)
    acts = position.legal_actions()
    if len(acts) == 1:
        return acts[0]
    if not acts:
        raise IllegalActionError("The round is over.")
    return acts[rng.below(len(acts))]


def random_play(position: KoiKoiPosition, card: int, rng: Rng) -> KoiKoiAction:
    """The play of hand card ``card``, with a target chosen uniformly when it
    has a choice (:func:`random_action` once it has chosen the card)."""
    fld = position.field
    if card == LIGHTNING and position.wild and fld:
        ch = ha.capture_choices(card, fld, True)
        if len(ch) == 1:
            return PLAY_ACTIONS[card]
        return play_target(card, ch[rng.below(len(ch))][0])
    plays = PLAYS[card][(fld >> (card & 60)) & 15]
    return plays[0] if len(plays) == 1 else plays[rng.below(2)]


# -- the computer player --------------------------------------------------------

_KIND_VALUE = {Kind.BRIGHT: 4.0, Kind.ANIMAL: 1.5, Kind.RIBBON: 1.5, Kind.CHAFF: 0.4}
_CARD_VALUE = tuple(_KIND_VALUE[c.kind] for c in CARDS)
_YAKU_WEIGHT = 3.0  # how much a step towards a yaku is worth, per point of the yaku
_MADE_WEIGHT = 12.0  # a yaku actually completed, per point


def _potential(rules: KoiKoiOptions, mine: int, lost: int) -> float:
    """How close ``mine`` (captured cards) is to the yaku still possible when
    the cards in ``lost`` can no longer be had: the sum, over the yaku, of
    their points times the square of the fraction already collected."""
    total = 0.0
    for y in rules.yaku:
        cnt, req, k = y.counted, y.required, y.min_count
        if req & lost or y.excluded & mine or (cnt & ~lost).bit_count() < k:
            continue
        have = (mine & cnt).bit_count()
        frac = min(have, k) / k if k else 1.0
        if req:
            frac = (mine & req).bit_count() / req.bit_count() * (frac if k > req.bit_count() else 1.0)
        total += (y.points + y.per_extra * max(0, have - k)) * frac * frac
    return total


def _distance(rules: KoiKoiOptions, mine: int, lost: int) -> int:
    """The fewest cards ``mine`` still needs for any yaku (99 if none is possible)."""
    best = 99
    for y in rules.yaku:
        cnt = y.counted
        if y.required & lost or y.excluded & mine or (cnt & ~lost).bit_count() < y.min_count:
            continue
        n = max(y.min_count - (mine & cnt).bit_count(), (y.required & ~mine).bit_count(), 0)
        if n < best:
            best = n
    return best


def _evaluate_capture(pos: KoiKoiPosition, me: int, card: int, taken: int) -> float:
    """The value of playing ``card`` capturing ``taken`` (0: it joins the field)."""
    rules = pos.scoring
    opp = 1 - me
    mine, theirs = pos.captured[me], pos.captured[opp]
    score = 0.0
    if taken:
        won = taken | (1 << card)
        before = rules.score_of(mine)
        after = rules.score_of(mine | won)
        score += _MADE_WEIGHT * (after - before)
        score += _YAKU_WEIGHT * (_potential(rules, mine | won, theirs) - _potential(rules, mine, theirs))
        # taking cards away from the opponent's yaku
        score += 0.6 * _YAKU_WEIGHT * (_potential(rules, theirs, mine) - _potential(rules, theirs, mine | won))
        score += sum(_CARD_VALUE[c] for c in _bits(won))
        rest = pos.field & ~taken & MONTH_BITS[card]  # a card of the month left behind
    else:
        rest = 1 << card
    # what the opponent may capture from the field next turn
    if rest:
        unseen = pos.unseen(me)
        month_unseen = (unseen & MONTH_BITS[card]).bit_count()
        p = ha.opp_match_chance(unseen.bit_count(), pos.hands[opp].bit_count(), month_unseen)
        gift = 0.0
        for c in _bits(rest):
            gift += _CARD_VALUE[c] + 0.6 * _YAKU_WEIGHT * (
                _potential(rules, theirs | (1 << c), mine) - _potential(rules, theirs, mine))
        score -= p * gift
    return score


def _advice(pos: KoiKoiPosition) -> tuple[KoiKoiAction, str, dict]:
    """The sound choice at a stop / koi-koi decision, the case of the rule
    of thumb that decides it and the figures the reason names (see
    :func:`koikoi_advice`, which puts them in words).

    The rule the computer player follows (and lessons judge by): stop when the
    points are already doubled, when the opponent has called koi-koi (this
    win is doubled anyway), when too few cards are left in hand to make
    another yaku, when the opponent is close to a yaku, or when no further
    yaku of one's own is near; call koi-koi only when the next yaku is at most
    two cards away, the opponent is at least three cards from any yaku and
    both hands still hold three cards or more.
    """
    me = pos.turn
    opp = 1 - me
    rules = pos.scoring
    opts = rules.options
    mine, theirs = pos.captured[me], pos.captured[opp]
    base = pos.score(me).base
    double_at = opts.double_at
    if double_at and base >= double_at:
        return STOP, "doubled", {"base": base, "at": double_at}
    if pos.calls[opp]:
        if opts.opponent_koikoi != "none":
            return STOP, "opponent-doubles", {}
        return STOP, "opponent-called", {}
    if KOIKOI not in pos.legal_actions():
        if opts.koikoi_min and base < opts.koikoi_min:
            return STOP, "minimum", {"least": opts.koikoi_min}
        return STOP, "not-allowed", {}
    left = pos.hands[me].bit_count()
    if left < 3:
        return STOP, "few-cards", {"left": left}
    # the nearest yaku not held yet, and how many cards it still needs
    held = {s.key for s in pos.yaku(me)}
    nxt, near = 99, None
    for y in rules.yaku:
        cnt = y.counted
        if (y.key in held or y.required & theirs or y.excluded & mine
                or (cnt & ~theirs).bit_count() < y.min_count):
            continue
        n = max(y.min_count - (mine & cnt).bit_count(), (y.required & ~mine).bit_count(), 0)
        if n < nxt:
            nxt, near = n, y
    threat = _distance(rules, theirs, mine)
    if threat < 3:
        return STOP, "threat", {"threat": threat, "base": base}
    if pos.hands[opp].bit_count() < 3:
        return STOP, "nearly-over", {}
    if nxt > 2:
        return STOP, "far", {"yaku": near, "need": nxt, "base": base}
    return KOIKOI, "koikoi", {"yaku": near, "need": nxt, "left": left, "threat": threat}


def koikoi_advice(pos: KoiKoiPosition, name: SeatName = YOU) -> tuple[KoiKoiAction, Message]:
    """The sound choice at a stop / koi-koi decision and the reason, as a
    message: spoken to the player to move, or of them by ``name`` (the
    board's name of their seat; the rule: :func:`_advice`)."""
    action, case, v = _advice(pos)
    base = v.get("base", 0)
    who = name.subject
    if case == "doubled":
        return action, by_seat(
            name, msg_n("your {n} point already reach {at} and are doubled: take them",
                        "your {n} points already reach {at} and are doubled: take them", base, n=base, at=v["at"]),
            msg_n("{who}'s {n} point already reach {at} and are doubled: take them",
                  "{who}'s {n} points already reach {at} and are doubled: take them", base, who=who, n=base,
                  at=v["at"]))
    if case == "opponent-doubles":
        return action, by_seat(
            name, msg("the opponent called koi-koi, so your points are doubled if you stop now"),
            msg("the opponent called koi-koi, so {who}'s points are doubled if {who} stops now", who=who))
    if case == "opponent-called":
        return action, msg("the opponent called koi-koi and may make another yaku any turn: win the round now")
    if case == "minimum":
        return action, msg("a koi-koi needs yaku worth {n} points under these rules: stop", n=v["least"])
    if case == "not-allowed":
        return action, msg("koi-koi is not allowed here")
    if case == "few-cards":
        left = v["left"]
        return action, by_seat(
            name, msg_n("you hold only {n} card: too few turns to make another yaku, while any yaku of "
                        "the opponent would score double",
                        "you hold only {n} cards: too few turns to make another yaku, while any yaku of "
                        "the opponent would score double", left, n=left),
            msg_n("{who} holds only {n} card: too few turns to make another yaku, while any yaku of "
                  "the opponent would score double",
                  "{who} holds only {n} cards: too few turns to make another yaku, while any yaku of "
                  "the opponent would score double", left, who=who, n=left))
    points = msg_n("{n} point", "{n} points", base, n=base)
    if case == "threat":
        threat = v["threat"]
        return action, by_seat(
            name, msg_n("the opponent is only {n} card from a yaku, which would score double after a "
                        "koi-koi: bank your {points}",
                        "the opponent is only {n} cards from a yaku, which would score double after a "
                        "koi-koi: bank your {points}", threat, n=threat, points=points),
            msg_n("the opponent is only {n} card from a yaku, which would score double after a "
                  "koi-koi: bank {who}'s {points}",
                  "the opponent is only {n} cards from a yaku, which would score double after a "
                  "koi-koi: bank {who}'s {points}", threat, n=threat, who=who, points=points))
    if case == "nearly-over":
        return action, by_seat(name, msg("the round is nearly over: bank your points"),
                               msg("the round is nearly over: bank {who}'s points", who=who))
    nxt = v["need"]
    if case == "far":
        if nxt == 99:
            return action, by_seat(name, msg("no further yaku is within reach: bank your {points}", points=points),
                                   msg("no further yaku is within reach: bank {who}'s {points}", who=who,
                                       points=points))
        yaku = yaku_name(v["yaku"])
        return action, by_seat(
            name, msg("your nearest new yaku ({yaku}) still needs {n} cards: bank your {points}", yaku=yaku, n=nxt,
                      points=points),
            msg("{who}'s nearest new yaku ({yaku}) still needs {n} cards: bank {who}'s {points}", who=who,
                yaku=yaku, n=nxt, points=points))
    yaku = yaku_name(v["yaku"])
    return action, by_seat(
        name, msg_n("{yaku} needs only {n} more card, you hold {left} cards, and the opponent is at least "
                    "{threat} cards from any yaku: the risk is small",
                    "{yaku} needs only {n} more cards, you hold {left} cards, and the opponent is at least "
                    "{threat} cards from any yaku: the risk is small", nxt, yaku=yaku, n=nxt, left=v["left"],
                    threat=v["threat"]),
        msg_n("{yaku} needs only {n} more card, {who} holds {left} cards, and the opponent is at least "
              "{threat} cards from any yaku: the risk is small",
              "{yaku} needs only {n} more cards, {who} holds {left} cards, and the opponent is at least "
              "{threat} cards from any yaku: the risk is small", nxt, yaku=yaku, n=nxt, who=who, left=v["left"],
              threat=v["threat"]))


def advice_words(pos: KoiKoiPosition) -> tuple[KoiKoiAction, Message]:
    """:func:`koikoi_advice` to the reader (a lesson's verdict)."""
    return koikoi_advice(pos)


def _koikoi_decision(pos: KoiKoiPosition) -> KoiKoiAction:
    """Stop, or koi-koi when it looks safe and promising (:func:`koikoi_advice`)."""
    return _advice(pos)[0]


def choose_action(position: KoiKoiPosition, rng: Rng | None = None) -> KoiKoiAction:
    """A sensible computer move (not random; it does not look at hidden cards).

    * A play is valued by what it captures: the cards' worth, the points of
      any yaku it completes (heavily), the progress towards yaku still
      possible, and the progress it takes away from the opponent's yaku.
    * A card that stays on the field (played without a capture, or the
      second card of a month left behind) is a gift the opponent may take:
      its value to them is weighed by the chance that they hold a card of
      that month, computed from the cards this player cannot see.
    * The target of a turned-up card is chosen the same way.
    * Stop or koi-koi: it stops when the score is already doubled (7+), when
      the opponent has called koi-koi (the win is doubled), or when the
      opponent could be close to a yaku; it calls koi-koi only when it still
      holds several cards, the opponent needs three or more cards for any
      yaku, and it is itself within two cards of another yaku.

    Ties are broken with ``rng`` (the first legal action without one).
    """
    acts = position.legal_actions()
    if not acts:
        raise IllegalActionError(position.explain_illegal(STOP) or "no legal action")
    if len(acts) == 1:
        return acts[0]
    if position.phase == PHASE_DECIDE:
        return _koikoi_decision(position)
    me = position.turn
    fld = position.field

    def value(a: KoiKoiAction) -> float:
        card = a.card if a.kind == "play" else position.pending
        return _evaluate_capture(position, me, card, position.taken_by(card, a.target, fld))

    return ha.pick(ha.best_actions(acts, value), rng)


def rollout_action(position: KoiKoiPosition, rng: Rng) -> KoiKoiAction:
    """The evaluator's rollout policy, a cheap sketch of the computer player:
    the play that captures the most valuable cards (a card left on the field
    costs its own worth; ties broken at random), and stop or koi-koi by the
    rule of thumb (:func:`koikoi_advice`).  Random plays would be faster but
    make a koi-koi look far too good: nobody would block anybody's yaku."""
    ph = position.phase
    if ph == PHASE_DECIDE:
        return _koikoi_decision(position)
    acts = position.legal_actions()
    if len(acts) == 1:
        return acts[0]
    fld = position.field

    def capture(a: KoiKoiAction) -> tuple[int, int]:
        card = a.card if a.kind == "play" else position.pending
        return card, position.taken_by(card, a.target, fld)

    return ha.greedy_capture(acts, capture, _CARD_VALUE, rng)


# ---------------------------------------------------------------------------
# Moves explained in words (the computer's moves, hints)


def _one_and_another(items: list[Message]) -> Message:
    """Names joined one by one, as the explanations always did: "the Boar and
    the Deer and the Butterflies"."""
    out = items[0]
    for item in items[1:]:
        out = listed([out, item])
    return out


def explain_move(position: KoiKoiPosition, action: KoiKoiAction | str,
                 names: Sequence[SeatName] | None = None) -> Message:
    """Why ``action`` (legal in ``position``) is a sensible move, as a
    message: what it completes, blocks, or builds towards.  The computer
    player's own considerations (:func:`choose_action`), written out for a
    learner: to the player to move, or of them by the board's name when
    ``names`` (the seats' :class:`~hanafuda_core.seats.SeatName`) are given."""
    a = position.normalize(action)
    me, opp = position.turn, 1 - position.turn
    name = seat_named(names, me)
    if a.kind in ("stop", "koikoi"):
        return koikoi_advice(position, name)[1]
    card = a.card if a.kind == "play" else position.pending
    taken = position.taken_by(card, a.target, position.field)
    rules = position.scoring
    mine, theirs = position.captured[me], position.captured[opp]
    if not taken:
        return msg("no capture was worth more, so {card} goes to the field, where it helps the opponent least",
                   card=the_card(CARDS[card]))
    gained = mine | taken
    before = {s.key for s in rules.yaku_of(mine)}
    made = [yaku_name(s.yaku) for s in rules.yaku_of(gained) if s.key not in before]
    cards = _one_and_another([the_card(CARDS[c]) for c in _bits(taken)])
    if made:
        return msg("it captures {cards} and completes {yaku}", cards=cards, yaku=_one_and_another(made))
    # a card the opponent needs for a yaku close to them
    for y in rules.yaku:
        need = y.counted | y.required
        if y.required & mine or not taken & need or y.excluded & theirs:
            continue
        dist = max(y.min_count - (theirs & y.counted).bit_count(), (y.required & ~theirs).bit_count(), 0)
        if dist <= 2 and (theirs & need):
            return msg("it captures {cards}, a card the opponent needs for {yaku}", cards=cards, yaku=yaku_name(y))
    near = _distance(rules, gained, theirs)
    if near < _distance(rules, mine, theirs):
        return by_seat(name, msg_n("it captures {cards} and brings you within {n} card of a yaku",
                                   "it captures {cards} and brings you within {n} cards of a yaku", near,
                                   cards=cards, n=near),
                       msg_n("it captures {cards} and brings {who} within {n} card of a yaku",
                             "it captures {cards} and brings {who} within {n} cards of a yaku", near, cards=cards,
                             who=name.subject, n=near))
    return msg("it captures {cards}, the most valuable capture available", cards=cards)
