"""The Poka board: the view model of a position (:mod:`hanafuda_core.board`),
its status line and its move log in words, as messages (the stop or pass
button and the words every shedding game shares are the shedding family's:
:mod:`hanafuda_core.families.shedding.view`)."""

from __future__ import annotations

from typing import Sequence

from ...presenter import (PILE_SHOWN, face_card, other_hand_zone, outcome_tone, own_hand_zone as _own_hand_zone,
                          stack_zone)
from ...cardset import bits as _bits
from ...deck import CARDS
from ...messages import Message, msg, msg_in, msg_n
from ...names import card_name, card_words, cards_words, face_label, month_name
from ...seats import SeatName, by_seat, score_words
from ...families.shedding.view import (DEALER, OPTIONS, PLAYING_TO, SCORE, discarded_this_turn, log_sentences,
                                       nothing_follows, stop_or_pass_button, turn_words, whose_turn, you_discard,
                                       you_discard_together, you_stop_or_pass)
from ...families.shedding.words import plus_joined

TEYAKU = msg_in("a label of the board's panel", "Teyaku")
"""The label of a voided teyaku on the board's panel (a lesson's board keeps it and :data:`OPTIONS`)."""

_DEFAULT_NAMES = (SeatName("you"), SeatName("computer"))


def _next_month(top: int) -> Message:
    return month_name(((top >> 2) + 1) % 12 + 1)


def _poka_status(position, me: int, names: Sequence[SeatName], legal: list, out, interactive: bool) -> Message:
    from .cards import GHOST_MASK

    if out is not None:
        return outcome_text(out, names)
    who = names[position.turn]
    if position.draw_pending:
        return msg("Both players have passed: the next card is turned up from the draw pile.")
    if position.turn != me and interactive:
        return whose_turn(who)
    turn = turn_words(who)
    top = position.discard[-1]
    on_ghost = bool((1 << top) & GHOST_MASK)
    plays = [a for a in legal if a.is_discard]
    can_stop = any(a.kind == "stop" for a in legal)
    can_pass = any(a.kind == "pass" for a in legal)
    if position.owe_february:
        return msg("{turn}: the One-Two combo was started, so a February card must come next.", turn=turn)
    if position.chain:
        done = discarded_this_turn(who, position.chain)
        nxt = msg("any card") if on_ghost else msg("a card of {month}", month=_next_month(top))
        if plays and can_stop:
            return msg("{done}; play {next} or stop.", done=done, next=nxt)
        if plays:
            return msg("{done}; play {next} (the chain must go on while it can).", done=done, next=nxt)
        return msg("{done}; stop.", done=done)
    card = card_words(top)
    if plays and not can_pass:
        if on_ghost:
            return msg("{turn}: the top card is {card}, a ghost, so any card can follow it.", turn=turn, card=card)
        return msg("{turn}: play a card of {month} (or a ghost) on {card}.", turn=turn, month=_next_month(top),
                   card=card)
    if plays:
        return msg("{turn}: play a card on {card}, or pass.", turn=turn, card=card)
    return nothing_follows(who, card)


def _outcome_title(out, names: Sequence[SeatName]) -> Message:
    who = names[out.winner]
    if out.match_winner is not None:
        return by_seat(who, msg("You win the match"), msg("{who} wins the match", who=who.label))
    n = out.points
    return by_seat(who, msg_n("You win the round ({n} point)", "You win the round ({n} points)", n, n=n),
                   msg_n("{who} wins the round ({n} point)", "{who} wins the round ({n} points)", n,
                         who=who.label, n=n))


def outcome_text(out, names: Sequence[SeatName]) -> Message:
    """:meth:`PokaOutcome.explain` with the players' names."""
    return out.explain(names)


def log_lines(position, names: Sequence[SeatName]) -> list[Message]:
    """The round's moves in sentences (the shedding family's :func:`log_sentences` in Poka's words)."""

    def action_words(a, who: SeatName) -> Message:
        if a.kind == "discard":
            return you_discard(who, card_words(a.cards[0]))
        if a.kind == "multi":
            return you_discard_together(who, cards_words(a.cards), card_words(a.cards[-1]))
        return you_stop_or_pass(who, a.kind)

    def drawn_words(ev) -> Message:
        who = names[ev.player]
        card = card_words(ev.card)
        return by_seat(who, msg("Both players passed: {card} is turned up and you play next", card=card),
                       msg("Both players passed: {card} is turned up and {who} plays next", card=card,
                           who=who.label))

    return log_sentences(position, names, action_words, drawn_words)


def poka_view(position, *, me: int = 0, names: Sequence[SeatName] = _DEFAULT_NAMES,
              reveal_opponent: bool = False, show_legal: bool = False, interactive: bool = True) -> dict:
    """The view model of a Poka position seen by player ``me``.

    ``names`` are ``(me, the other player)``.  The other player's hand is
    face down unless ``reveal_opponent`` (or the round
    is over).  With ``interactive``, on ``me``'s turn every card of their hand
    carries its discard as ``action`` (an illegal click is explained by the
    engine, not refused by the page), and ``legal`` marks the legal ones when
    ``show_legal``.  ``buttons`` hold stop or pass and the multiple discards
    of the January/February option.
    """
    from .position import PokaPosition

    if not isinstance(position, PokaPosition):
        raise TypeError("poka_view needs a PokaPosition")
    if me not in (0, 1):
        raise ValueError(f"me must be player 0 or 1, got {me!r}")
    # ``names`` are (me, the other player); below they are indexed by player.
    names = (names[0], names[1]) if me == 0 else (names[1], names[0])
    out = position.outcome()
    legal = position.legal_actions() if out is None else []
    my_turn = interactive and out is None and position.turn == me and not position.draw_pending
    outcome = None
    if out is not None:
        outcome = {"title": _outcome_title(out, names), "text": outcome_text(out, names),
                   "tone": outcome_tone(out.winners, me)}
        waiting = "match-over" if out.match_winner is not None else "round-over"
    else:
        waiting = "you" if position.turn == me else "computer"

    return {
        "game": "poka",
        "zones": _zones(position, me, names, out, legal, my_turn, show_legal, reveal_opponent),
        "buttons": _buttons(position, legal, my_turn),
        "status": _poka_status(position, me, names, legal, out, interactive),
        "info": _info(position, me, names, out),
        "log": log_lines(position, names),
        "outcome": outcome,
        "waiting": waiting,
    }


def _zones(position, me: int, names: Sequence[SeatName], out, legal: list, my_turn: bool, show_legal: bool,
           reveal_opponent: bool) -> list[dict]:
    """The other hand, the draw pile, the discard pile and ``me``'s hand
    (its cards clickable on ``me``'s turn)."""
    opp = 1 - me
    legal_cards = {a.cards[0] for a in legal if a.kind == "discard"} if my_turn else set()
    zones = [other_hand_zone(names[opp], opp, sorted(_bits(position.hands[opp])),
                             shown=reveal_opponent or out is not None, active=out is None and position.turn == opp)]
    draw = msg("Draw pile")
    if position.draw is None:
        draw_n = 48 - position.hands[0].bit_count() - position.hands[1].bit_count() - len(position.discard)
        zones.append(stack_zone("draw", draw, draw_n, msg_in("a pile of cards", "order unknown")))
    else:
        zones.append(stack_zone("draw", draw, len(position.draw)))
    pile = position.discard
    n = len(pile)
    zones.append({
        "id": "discard", "kind": "pile", "area": "middle", "active": False, "title": msg("Discard pile"),
        "label": msg_n("Discard pile, {n} card: the top card is {card}", "Discard pile, {n} cards: the top card is {card}",
                       n, n=n, card=card_words(pile[-1])),
        "cards": [face_card(c) for c in pile[-PILE_SHOWN:]], "count": n,
    })
    mine = sorted(_bits(position.hands[me]))
    hand_cards = []
    for c in mine:
        if my_turn:
            ok = show_legal and c in legal_cards
            label = face_label(c)
            words = msg("Discard {card} (legal move)", card=label) if ok else msg("Discard {card}", card=label)
            hand_cards.append(face_card(c, action=CARDS[c].code, action_label=words, legal=ok))
        else:
            hand_cards.append(face_card(c))
    zones.append(_own_hand_zone(names[me], me, hand_cards, active=out is None and position.turn == me))
    return zones


def _buttons(position, legal: list, my_turn: bool) -> list[dict]:
    """Stop or pass, and the multiple discards of the January/February option."""
    buttons = []
    if my_turn:
        buttons.append(stop_or_pass_button(position))
        for a in legal:
            if a.kind == "multi":
                top = card_name(CARDS[a.cards[-1]])
                cards = plus_joined([card_name(CARDS[c]) for c in a.cards])
                buttons.append({"action": a.text(), "label": msg("Discard {cards} ({top} on top)", cards=cards, top=top),
                                "enabled": True,
                                "hint": msg("Discard all these cards at once (the January/February option); the {top} "
                                            "ends on top.", top=top)})
    return buttons


def _info(position, me: int, names: Sequence[SeatName], out) -> list[dict]:
    """The score, the target, the dealer, the options and a voided teyaku."""
    opp = 1 - me
    scores = out.scores if out is not None else position.scores
    target = position.options.target
    info = [
        {"label": SCORE, "value": score_words((scores[me], scores[opp]), (names[me], names[opp]))},
        {"label": PLAYING_TO, "value": msg_n("{n} point", "{n} points", target, n=target)},
        {"label": DEALER, "value": names[position.dealer].label},
    ]
    opts = position.options.words()  # the options that differ from the defaults (None: none)
    if opts is not None:
        info.append({"label": OPTIONS, "value": opts})
    if out is None and position.at_deal:
        t = position.teyaku()
        if t.voided:
            info.append({"label": TEYAKU, "value": msg("both hands hold one; they void each other")})
    return info
