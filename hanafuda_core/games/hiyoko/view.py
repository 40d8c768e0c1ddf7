"""The Hiyoko board (and Isuri's, which adds its payments): the view model
of a position (:mod:`hanafuda_core.board`), its status line and its move log
in words — cards by name and months by flower and Nagoya number, never in
notation.  The stop or pass button is the shedding family's
(:mod:`hanafuda_core.families.shedding.view`)."""

from __future__ import annotations

from typing import Sequence

from ...presenter import PILE_SHOWN, face_card, other_hand_zone, outcome_tone, own_hand_zone, stack_zone
from ...words import mid, names_text, plural, poss, verb
from ...cardset import bits
from ...families.shedding.months import next_months
from ...families.shedding.view import log_sentences, stop_or_pass_button
from .actions import STOP
from .cards import TURNED
from .words import card_name, card_text, cards_text, month_text, months_text


def card_label(pos, c: int) -> str:
    """A card's accessible name in this game: its name, its month in the
    Nagoya order, and what it counts as when it is wild."""
    rules = pos.rules
    own = rules.own_month(c)
    text = f"{card_name(c)}: {month_text(own)}"
    if rules.is_wild_in_hand(c):
        text += f"; wild, counts as {months_text(rules.hand[c])}"
    elif c in pos.wild_turned:
        text += f"; wild when turned up from the draw pile ({months_text(pos.wild_turned[c])})"
    if hasattr(pos, "value"):
        text += f"; paid {pos.value(c)}"
    return text


def _face(pos, c: int, **kw) -> dict:
    card = face_card(c, **kw)
    card["label"] = card_label(pos, c)
    return card


def _num(x: int) -> str:
    return f"−{-x}" if x < 0 else str(x)


def _signed(x: int) -> str:
    return f"+{x}" if x > 0 else ("−" + str(-x) if x < 0 else "0")


def _top_short(pos) -> str:
    """What may follow the top card, in a few words."""
    months = pos.top_months()
    return str(months_text(next_months(months)))  # English until this module is converted


def status(pos, me: int, names: Sequence[str], legal: list, out, interactive: bool) -> str:
    if out is not None:
        return names_text(out.explain(), names)
    who = names[pos.turn]
    if pos.draw_pending:
        return "Nobody can follow: the next card is turned up from the draw pile."
    if pos.turn != me and interactive:
        return f"{poss(who)} turn."
    turn = "Your turn" if who == "You" else f"{who} to play"
    plays = [a for a in legal if a.is_discard]
    can_stop = STOP in legal
    need = _top_short(pos)
    top = card_text(pos.top)
    if pos.owe:
        return f"{turn}: the One-Two combo was started, so a card that counts as {need} must follow at once."
    if pos.chain:
        done = f"{verb(who, 'have', 'has')} discarded {plural(pos.chain, 'card')} this turn"
        if plays and can_stop:
            return f"{done}; play a card that counts as {need}, or stop."
        if plays:
            return f"{done}; play a card that counts as {need} (you must go on while you can)."
        return f"{done}; stop."
    turned = " (turned up)" if pos.top_by == TURNED else ""
    if plays:
        return f"{turn}: play a card that counts as {need} on {top}{turned}."
    hand = "your hand" if who == "You" else "the hand"
    return f"{turn}: nothing in {hand} can follow {top}{turned}, so pass."


def log_lines(pos, names: Sequence[str]) -> list[str]:
    """The round's moves in sentences (the shedding family's :func:`log_sentences`
    in Hiyoko's words; in Isuri with what each move is paid)."""
    paid = hasattr(pos, "value")

    def action_words(a, who: str) -> str:
        if a.kind == "discard":
            line = f"{verb(who, 'discard', 'discards')} {card_text(a.cards[0])}"
        elif a.kind == "multi":
            line = (f"{verb(who, 'discard', 'discards')} {cards_text(a.cards)} together, "
                    f"{card_text(a.cards[-1])} on top")
        elif a.kind == "stop":
            line = verb(who, "stop", "stops")
        else:
            line = verb(who, "pass", "passes")
        if paid and a.is_discard:
            line += f" (paid {sum(pos.value(c) for c in a.cards)})"
        elif paid and a.kind == "pass":
            line += " and " + ("put" if who == "You" else "puts") + " 1 point in the pot"
        return line

    def drawn_words(ev) -> str:
        counts = pos.rules.turned[ev.card]
        extra = ""
        if counts != pos.rules.played[ev.card] or pos.rules.is_wild_in_hand(ev.card):
            extra = f" (turned up, it counts as {months_text(counts)})"
        return (f"Nobody could follow: {card_text(ev.card)} is turned up{extra} and "
                f"{mid(verb(names[ev.player], 'play', 'plays'))} on it")

    def own_event(ev, line: str) -> str:
        return line + "; all six cards in one turn: 10 points more" if ev.kind == "bonus" else line

    return log_sentences(pos, names, action_words, drawn_words, own_event)


def shed_view(pos, *, me: int = 0, names: Sequence[str] = ("You", "Computer"), reveal: bool = False,
              show_legal: bool = False, interactive: bool = True, game: str = "hiyoko") -> dict:
    """The view model of a Hiyoko (or Isuri) position seen by player ``me``;
    ``names`` are indexed by seat.  The other hand is face down unless
    ``reveal`` (or the round is over).  On ``me``'s turn every hand card
    carries its discard as ``action`` (an illegal click is explained by the
    engine); the buttons hold stop or pass and, in Isuri, the discards of
    several cards together."""
    if me not in (0, 1):
        raise ValueError(f"me must be player 0 or 1, got {me!r}")
    opp = 1 - me
    out = pos.outcome()
    legal = pos.legal_actions() if out is None else []
    my_turn = interactive and out is None and pos.turn == me and not pos.draw_pending
    legal_cards = {a.cards[0] for a in legal if a.kind == "discard"} if my_turn else set()

    zones = []
    opp_shown = reveal or out is not None
    zone = other_hand_zone(names[opp], opp, sorted(bits(pos.hands[opp])), shown=opp_shown,
                           active=out is None and pos.turn == opp)
    if opp_shown:
        zone["cards"] = [_face(pos, c) for c in sorted(bits(pos.hands[opp]))]
    zones.append(zone)
    if pos.draw is None:
        n = pos.deck_mask.bit_count() - pos.hands[0].bit_count() - pos.hands[1].bit_count() - len(pos.discard)
        zones.append(stack_zone("draw", "Draw pile", n, "order unknown"))
    else:
        zones.append(stack_zone("draw", "Draw pile", len(pos.draw)))
    pile = pos.discard
    top = pile[-1]
    how = ", turned up" if pos.top_by == TURNED else (", dealt face up" if len(pile) == 1 and pos.top_by == 2 else "")
    zones.append({
        "id": "discard", "kind": "pile", "area": "middle", "active": False, "title": "Discard pile",
        "label": (f"Discard pile ({plural(len(pile), 'card')}; top card {card_name(top)}{how}, counting as "
                  f"{months_text(pos.top_months())})"),
        "cards": [_face(pos, c) for c in pile[-PILE_SHOWN:]], "count": len(pile),
    })
    hand_cards = []
    for c in sorted(bits(pos.hands[me])):
        if my_turn:
            ok = show_legal and c in legal_cards
            words = f"Discard {card_label(pos, c)}" + (" (legal move)" if ok else "")
            hand_cards.append(_face(pos, c, action=_code(c), action_label=words, legal=ok))
        else:
            hand_cards.append(_face(pos, c))
    zones.append(own_hand_zone(names[me], me, hand_cards, active=out is None and pos.turn == me))

    buttons = []
    if my_turn:
        buttons.append(stop_or_pass_button(pos))
        groups = [a for a in legal if a.kind == "multi"]
        if hasattr(pos, "value"):  # the biggest groups first, the best paid first among them
            groups.sort(key=lambda a: (-len(a.cards), -sum(pos.value(c) for c in a.cards)))
        for a in groups:
            if a.kind == "multi":
                names_ = " + ".join(str(card_name(c)) for c in a.cards)  # English until this module is converted
                paid = f", paid {sum(pos.value(c) for c in a.cards)}" if hasattr(pos, "value") else ""
                buttons.append({"action": a.text(), "label": f"Together: {names_} ({card_name(a.cards[-1])} on top{paid})",
                                "enabled": True,
                                "hint": f"Discard these {len(a.cards)} cards of one month at once; "
                                        f"{card_text(a.cards[-1])} ends on top."})

    info = _info(pos, me, opp, names, out)
    outcome = None
    if out is not None:
        text = names_text(out.explain(), names)
        if out.match_over:
            mw = getattr(out, "match_winner", None)
            title = "The match is a draw" if mw is None else f"{verb(names[mw], 'win', 'wins')} the match"
        else:
            title = f"{verb(names[out.winners[0]], 'win', 'wins')} the round"
        outcome = {"title": title, "text": text, "tone": outcome_tone(out.winners, me)}
        waiting = "match-over" if out.match_over else "round-over"
    else:
        waiting = "you" if pos.turn == me else "computer"
    return {"game": game, "zones": zones, "buttons": buttons,
            "status": status(pos, me, names, legal, out, interactive), "info": info,
            "log": log_lines(pos, names), "outcome": outcome, "waiting": waiting}


def _code(c: int) -> str:
    from ...deck import CARDS

    return CARDS[c].code


def _info(pos, me: int, opp: int, names: Sequence[str], out) -> list[dict]:
    scores = out.scores if out is not None else pos.scores
    info = []
    if hasattr(pos, "pot"):
        # What changes every turn first: on a phone the panel scrolls sideways.
        opts = pos.options
        info.append({"label": "Pot", "value": plural(pos.pot, "point")})
        info.append({"label": "This round", "value": f"{names[me]} {_signed(pos.paid[me])}, "
                                                       f"{names[opp]} {_signed(pos.paid[opp])}"})
        info.append({"label": "Totals", "value": f"{names[me]} {_num(scores[me])}, {names[opp]} {_num(scores[opp])}"})
        length = f"{pos.round_no} of {opts.rounds}" if opts.rounds else f"{pos.round_no}, until {opts.target} points"
        info.append({"label": "Round", "value": length})
    else:
        info.append({"label": "Score", "value": f"{names[me]} {scores[me]} – {scores[opp]} {names[opp]}"})
        info.append({"label": "Playing to", "value": plural(pos.options.target, "point")})
    info.append({"label": "Dealer", "value": names[pos.dealer]})
    opts = pos.options.words()
    if opts:
        info.append({"label": "Options", "value": opts})
    months = pos.top_months()
    if out is None and months != 1 << (pos.rules.own_month(pos.top) - 1):
        info.append({"label": "Top card", "value": f"counts as {months_text(months)}"})
    return info
