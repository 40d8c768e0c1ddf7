"""The Poka board: the view model of a position (:mod:`hanafuda_core.board`),
its status line and its move log in words (the stop or pass button is the
shedding family's: :mod:`hanafuda_core.families.shedding.view`)."""

from __future__ import annotations

from typing import Sequence

from ...presenter import PILE_SHOWN, back_card, face_card, outcome_tone, own_hand_zone as _own_hand_zone
from ...words import mid as _mid, plural as _plural, poss as _poss, verb as _verb
from ...cardset import bits as _bits, card_words as _card_words, cards_words as _cards_words
from ...deck import CARDS, FLOWERS
from ...families.shedding.view import log_sentences, stop_or_pass_button


def _next_month(top: int) -> str:
    return FLOWERS[((top >> 2) + 1) % 12].month_name


def _poka_status(position, me: int, names: Sequence[str], legal: list, out, interactive: bool) -> str:
    from .cards import GHOST_MASK

    if out is not None:
        return outcome_text(out, names)
    who = names[position.turn]
    if position.draw_pending:
        return "Both players have passed: the next card is turned up from the draw pile."
    if position.turn != me and interactive:
        return f"{_poss(who)} turn."
    you = who == "You"
    turn = "Your turn" if you else f"{who} to play"
    top = position.discard[-1]
    on_ghost = bool((1 << top) & GHOST_MASK)
    plays = [a for a in legal if a.is_discard]
    can_stop = any(a.kind == "stop" for a in legal)
    can_pass = any(a.kind == "pass" for a in legal)
    if position.owe_february:
        return f"{turn}: the One-Two combo was started, so a February card must come next."
    if position.chain:
        done = (f"{_verb(who, 'have', 'has')} discarded {_plural(position.chain, 'card')} this turn")
        nxt = "any card" if on_ghost else f"a card of {_next_month(top)}"
        if plays and can_stop:
            return f"{done}; play {nxt} or stop."
        if plays:
            return f"{done}; play {nxt} (the chain must go on while it can)."
        return f"{done}; stop."
    if plays and not can_pass:
        if on_ghost:
            return f"{turn}: the top card is {_card_words(top)}, a ghost, so any card can follow it."
        return f"{turn}: play a card of {_next_month(top)} (or a ghost) on {_card_words(top)}."
    if plays:
        return f"{turn}: play a card on {_card_words(top)}, or pass."
    hand = "your hand" if you else "the hand"
    return f"{turn}: nothing in {hand} can follow {_card_words(top)}, so pass."


def _outcome_title(out, names: Sequence[str]) -> str:
    who = names[out.winner]
    if out.match_winner is not None:
        return f"{_verb(who, 'win', 'wins')} the match"
    return f"{_verb(who, 'win', 'wins')} the round ({_plural(out.points, 'point')})"


def outcome_text(out, names: Sequence[str]) -> str:
    """:meth:`PokaOutcome.explain` with the players' names."""
    text = out.explain()
    for p in (0, 1):
        text = text.replace(f"Player {p + 1}", names[p])
    if out.match_winner is not None:  # the winner's score first
        w = out.winner
        text = text.replace(f"{out.scores[0]}–{out.scores[1]}.", f"{out.scores[w]}–{out.scores[1 - w]}.")
    if names[out.winner] == "You":  # the explanation only speaks of the winner
        for a, b in ((" their ", " your "), (" scores ", " score "), (" was dealt", " were dealt"),
                     (" wins ", " win ")):
            text = text.replace(a, b)
    return text


def log_lines(position, names: Sequence[str]) -> list[str]:
    """The round's moves in sentences (the shedding family's :func:`log_sentences` in Poka's words)."""

    def action_words(a, who: str) -> str:
        if a.kind == "discard":
            return f"{_verb(who, 'discard', 'discards')} {_card_words(a.cards[0])}"
        if a.kind == "multi":
            return (f"{_verb(who, 'discard', 'discards')} {_cards_words(a.cards)} "
                    f"together, {_card_words(a.cards[-1])} on top")
        return _verb(who, "stop", "stops") if a.kind == "stop" else _verb(who, "pass", "passes")

    def drawn_words(ev) -> str:
        return (f"Both players passed: {_card_words(ev.card)} is turned up and "
                f"{_mid(_verb(names[ev.player], 'play', 'plays'))} next")

    return log_sentences(position, names, action_words, drawn_words)


def poka_view(position, *, me: int = 0, names: Sequence[str] = ("You", "Computer"),
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


def _zones(position, me: int, names: Sequence[str], out, legal: list, my_turn: bool, show_legal: bool,
           reveal_opponent: bool) -> list[dict]:
    """The other hand, the draw pile, the discard pile and ``me``'s hand
    (its cards clickable on ``me``'s turn)."""
    opp = 1 - me
    legal_cards = {a.cards[0] for a in legal if a.kind == "discard"} if my_turn else set()
    zones = []
    opp_cards = sorted(_bits(position.hands[opp]))
    opp_shown = reveal_opponent or out is not None
    n = len(opp_cards)
    zones.append({
        "id": f"hand-{opp}", "kind": "hand", "area": "top", "title": f"{_poss(names[opp])} hand",
        "active": out is None and position.turn == opp,
        "label": f"{_poss(names[opp])} hand ({_plural(n, 'card')}{'' if opp_shown else ', face down'})",
        "cards": [face_card(c) for c in opp_cards] if opp_shown else [back_card() for _ in opp_cards],
        "count": n,
    })
    if position.draw is None:
        draw_n = 48 - position.hands[0].bit_count() - position.hands[1].bit_count() - len(position.discard)
        draw_label = f"Draw pile ({_plural(draw_n, 'card')}, order unknown)"
    else:
        draw_n = len(position.draw)
        draw_label = f"Draw pile ({_plural(draw_n, 'card')}, face down)"
    zones.append({"id": "draw", "kind": "stack", "area": "middle", "active": False, "title": "Draw pile",
                  "label": draw_label, "cards": [back_card("Draw pile")] if draw_n else [], "count": draw_n})
    pile = position.discard
    zones.append({
        "id": "discard", "kind": "pile", "area": "middle", "active": False, "title": "Discard pile",
        "label": f"Discard pile, {_plural(len(pile), 'card')}: the top card is {_card_words(pile[-1])}",
        "cards": [face_card(c) for c in pile[-PILE_SHOWN:]], "count": len(pile),
    })
    mine = sorted(_bits(position.hands[me]))
    hand_cards = []
    for c in mine:
        if my_turn:
            ok = show_legal and c in legal_cards
            words = f"Discard {CARDS[c].label}" + (" (legal move)" if ok else "")
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
                top = CARDS[a.cards[-1]].name
                buttons.append({"action": a.text(), "label": f"Discard {' + '.join(CARDS[c].name for c in a.cards)} ({top} on top)",
                                "enabled": True,
                                "hint": f"Discard all these cards at once (the January/February option); the {top} ends on top."})
    return buttons


def _info(position, me: int, names: Sequence[str], out) -> list[dict]:
    """The score, the target, the dealer, the options and a voided teyaku."""
    opp = 1 - me
    scores = out.scores if out is not None else position.scores
    info = [
        {"label": "Score", "value": f"{names[me]} {scores[me]} – {scores[opp]} {names[opp]}"},
        {"label": "Playing to", "value": _plural(position.options.target, "point")},
        {"label": "Dealer", "value": names[position.dealer]},
    ]
    opts = position.options.words()
    if opts:
        info.append({"label": "Options", "value": opts})
    if out is None and position.at_deal:
        t = position.teyaku()
        if t.voided:
            info.append({"label": "Teyaku", "value": "both hands hold one; they void each other"})
    return info
