"""The Hiyoko board (and Isuri's, which adds its payments): the view model
of a position (:mod:`hanafuda_core.board`), its status line and its move log
in words, as messages — cards by name and months by flower and Nagoya
number, never in notation.  The stop or pass button and the words every
shedding game shares are the shedding family's
(:mod:`hanafuda_core.families.shedding.view`)."""

from __future__ import annotations

from typing import Sequence

from ...presenter import PILE_SHOWN, face_card, other_hand_zone, outcome_tone, own_hand_zone, stack_zone
from ...cardset import bits
from ...messages import Message, listed, msg, msg_in, msg_n
from ...seats import SeatName, by_seat, score_words
from ...families.shedding.months import next_months
from ...families.shedding.view import (DEALER, OPTIONS, PLAYING_TO, SCORE, discarded_this_turn, log_sentences,
                                       nothing_follows, stop_or_pass_button, turn_words, whose_turn, you_discard,
                                       you_discard_together, you_stop_or_pass)
from ...families.shedding.words import plus_joined
from .actions import STOP
from .cards import TURNED
from .words import card_name, card_text, cards_text, month_text, months_text

POT = msg_in("a label of the board's panel", "Pot")
THIS_ROUND = msg_in("a label of the board's panel", "This round")
TOTALS = msg_in("a label of the board's panel", "Totals")
ROUND = msg_in("a label of the board's panel", "Round")
TOP_CARD = msg_in("a label of the board's panel", "Top card")
"""The labels of the board's panel of Hiyoko and Isuri (with the family's
:data:`~hanafuda_core.families.shedding.view.SCORE` …)."""

_DEFAULT_NAMES = (SeatName("you"), SeatName("computer"))


def card_label(pos, c: int) -> Message:
    """A card's accessible name in this game: its name, its month in the
    Nagoya order, and what it counts as when it is wild."""
    rules = pos.rules
    text = msg_in("a card's accessible name in the Nagoya order", "{card}: {month}", card=card_name(c),
                  month=month_text(rules.own_month(c)))
    if rules.is_wild_in_hand(c):
        text = msg_in("a card's accessible name in the Nagoya order", "{label}; wild, counts as {months}", label=text,
                      months=months_text(rules.hand[c]))
    elif c in pos.wild_turned:
        text = msg_in("a card's accessible name in the Nagoya order",
                      "{label}; wild when turned up from the draw pile ({months})", label=text,
                      months=months_text(pos.wild_turned[c]))
    if hasattr(pos, "value"):
        text = msg_in("a card's accessible name in the Nagoya order", "{label}; paid {n}", label=text, n=pos.value(c))
    return text


def _face(pos, c: int, **kw) -> dict:
    card = face_card(c, **kw)
    card["label"] = card_label(pos, c)
    return card


def _num(x: int) -> str:
    return f"−{-x}" if x < 0 else str(x)


def _signed(x: int) -> str:
    return f"+{x}" if x > 0 else ("−" + str(-x) if x < 0 else "0")


def _top_short(pos) -> Message:
    """What may follow the top card, in a few words."""
    return months_text(next_months(pos.top_months()))


def status(pos, me: int, names: Sequence[SeatName], legal: list, out, interactive: bool) -> Message:
    if out is not None:
        return out.explain(names)
    who = names[pos.turn]
    if pos.draw_pending:
        return msg("Nobody can follow: the next card is turned up from the draw pile.")
    if pos.turn != me and interactive:
        return whose_turn(who)
    turn = turn_words(who)
    plays = [a for a in legal if a.is_discard]
    can_stop = STOP in legal
    need = _top_short(pos)
    top = card_text(pos.top)
    if pos.owe:
        return msg("{turn}: the One-Two combo was started, so a card that counts as {need} must follow at once.",
                   turn=turn, need=need)
    if pos.chain:
        done = discarded_this_turn(who, pos.chain)
        if plays and can_stop:
            return msg("{done}; play a card that counts as {need}, or stop.", done=done, need=need)
        if plays:
            return msg("{done}; play a card that counts as {need} (you must go on while you can).", done=done, need=need)
        return msg("{done}; stop.", done=done)
    turned = pos.top_by == TURNED
    if plays:
        if turned:
            return msg("{turn}: play a card that counts as {need} on {top} (turned up).", turn=turn, need=need, top=top)
        return msg("{turn}: play a card that counts as {need} on {top}.", turn=turn, need=need, top=top)
    if turned:
        return by_seat(who, msg("Your turn: nothing in your hand can follow {card} (turned up), so pass.", card=top),
                       msg("{who} to play: nothing in the hand can follow {card} (turned up), so pass.",
                           who=who.label, card=top))
    return nothing_follows(who, top)


def log_lines(pos, names: Sequence[SeatName]) -> list[Message]:
    """The round's moves in sentences (the shedding family's :func:`log_sentences`
    in Hiyoko's words; in Isuri with what each move is paid)."""
    paid = hasattr(pos, "value")

    def action_words(a, who: SeatName) -> Message:
        if paid and a.kind == "pass":
            return by_seat(who, msg("You pass and put 1 point in the pot"),
                           msg("{who} passes and puts 1 point in the pot", who=who.label))
        if a.kind == "discard":
            line = you_discard(who, card_text(a.cards[0]))
        elif a.kind == "multi":
            line = you_discard_together(who, cards_text(a.cards), card_text(a.cards[-1]))
        else:
            line = you_stop_or_pass(who, a.kind)
        if paid and a.is_discard:
            line = msg("{move} (paid {n})", move=line, n=sum(pos.value(c) for c in a.cards))
        return line

    def drawn_words(ev) -> Message:
        counts = pos.rules.turned[ev.card]
        who, card = names[ev.player], card_text(ev.card)
        if counts != pos.rules.played[ev.card] or pos.rules.is_wild_in_hand(ev.card):
            months = months_text(counts)
            return by_seat(who, msg("Nobody could follow: {card} is turned up (turned up, it counts as {months}) and "
                                    "you play on it", card=card, months=months),
                           msg("Nobody could follow: {card} is turned up (turned up, it counts as {months}) and "
                               "{who} plays on it", card=card, months=months, who=who.label))
        return by_seat(who, msg("Nobody could follow: {card} is turned up and you play on it", card=card),
                       msg("Nobody could follow: {card} is turned up and {who} plays on it", card=card,
                           who=who.label))

    def own_event(ev, line: Message) -> Message:
        if ev.kind == "bonus":
            return msg("{move}; all six cards in one turn: {n} points more", move=line, n=10)
        return line

    return log_sentences(pos, names, action_words, drawn_words, own_event)


def shed_view(pos, *, me: int = 0, names: Sequence[SeatName] = _DEFAULT_NAMES, reveal: bool = False,
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
    draw = msg("Draw pile")
    if pos.draw is None:
        n = pos.deck_mask.bit_count() - pos.hands[0].bit_count() - pos.hands[1].bit_count() - len(pos.discard)
        zones.append(stack_zone("draw", draw, n, msg_in("a pile of cards", "order unknown")))
    else:
        zones.append(stack_zone("draw", draw, len(pos.draw)))
    zones.append(_discard_zone(pos))
    hand_cards = []
    for c in sorted(bits(pos.hands[me])):
        if my_turn:
            ok = show_legal and c in legal_cards
            label = card_label(pos, c)
            words = msg("Discard {card} (legal move)", card=label) if ok else msg("Discard {card}", card=label)
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
            cards, top = plus_joined([card_name(c) for c in a.cards]), card_name(a.cards[-1])
            if hasattr(pos, "value"):
                label = msg("Together: {cards} ({top} on top, paid {n})", cards=cards, top=top,
                            n=sum(pos.value(c) for c in a.cards))
            else:
                label = msg("Together: {cards} ({top} on top)", cards=cards, top=top)
            buttons.append({"action": a.text(), "label": label, "enabled": True,
                            "hint": msg("Discard these {n} cards of one month at once; {top} ends on top.",
                                        n=len(a.cards), top=card_text(a.cards[-1]))})

    info = _info(pos, me, opp, names, out)
    outcome = None
    if out is not None:
        if out.match_over:
            mw = getattr(out, "match_winner", None)
            title = (msg("The match is a draw") if mw is None else
                     by_seat(names[mw], msg("You win the match"), msg("{who} wins the match", who=names[mw].label)))
        else:
            w = names[out.winners[0]]
            title = by_seat(w, msg("You win the round"), msg("{who} wins the round", who=w.label))
        outcome = {"title": title, "text": out.explain(names), "tone": outcome_tone(out.winners, me)}
        waiting = "match-over" if out.match_over else "round-over"
    else:
        waiting = "you" if pos.turn == me else "computer"
    return {"game": game, "zones": zones, "buttons": buttons,
            "status": status(pos, me, names, legal, out, interactive), "info": info,
            "log": log_lines(pos, names), "outcome": outcome, "waiting": waiting}


def _discard_zone(pos) -> dict:
    """The discard pile: its top cards, and in its label the top card and what it counts as."""
    pile = pos.discard
    top, n = pile[-1], len(pile)
    card, months = card_name(top), months_text(pos.top_months())
    if pos.top_by == TURNED:
        label = msg_n("Discard pile ({n} card; top card {card}, turned up, counting as {months})",
                      "Discard pile ({n} cards; top card {card}, turned up, counting as {months})", n,
                      n=n, card=card, months=months)
    elif n == 1 and pos.top_by == 2:
        label = msg_n("Discard pile ({n} card; top card {card}, dealt face up, counting as {months})",
                      "Discard pile ({n} cards; top card {card}, dealt face up, counting as {months})", n,
                      n=n, card=card, months=months)
    else:
        label = msg_n("Discard pile ({n} card; top card {card}, counting as {months})",
                      "Discard pile ({n} cards; top card {card}, counting as {months})", n,
                      n=n, card=card, months=months)
    return {"id": "discard", "kind": "pile", "area": "middle", "active": False, "title": msg("Discard pile"),
            "label": label, "cards": [_face(pos, c) for c in pile[-PILE_SHOWN:]], "count": n}


def _code(c: int) -> str:
    from ...deck import CARDS

    return CARDS[c].code


def _each(names: Sequence[SeatName], values: Sequence[str]) -> Message:
    """"You +5, Computer −5": a value for each seat."""
    return listed([msg_in("a score, one seat's", "{who} {n}", who=name.label, n=v) for name, v in zip(names, values)],
                  commas_only=True)


def _info(pos, me: int, opp: int, names: Sequence[SeatName], out) -> list[dict]:
    scores = out.scores if out is not None else pos.scores
    info = []
    seats = (names[me], names[opp])
    if hasattr(pos, "pot"):
        # What changes every turn first: on a phone the panel scrolls sideways.
        opts = pos.options
        info.append({"label": POT, "value": msg_n("{n} point", "{n} points", pos.pot, n=pos.pot)})
        info.append({"label": THIS_ROUND, "value": _each(seats, (_signed(pos.paid[me]), _signed(pos.paid[opp])))})
        info.append({"label": TOTALS, "value": _each(seats, (_num(scores[me]), _num(scores[opp])))})
        if opts.rounds:
            length = msg_in("the round being played, of the match's", "{n} of {rounds}", n=pos.round_no,
                            rounds=opts.rounds)
        else:
            length = msg_in("the round being played, of the match's", "{n}, until {target} points", n=pos.round_no,
                            target=opts.target)
        info.append({"label": ROUND, "value": length})
    else:
        target = pos.options.target
        info.append({"label": SCORE, "value": score_words((scores[me], scores[opp]), seats)})
        info.append({"label": PLAYING_TO, "value": msg_n("{n} point", "{n} points", target, n=target)})
    info.append({"label": DEALER, "value": names[pos.dealer].label})
    opts = pos.options.words()  # the options that differ from the defaults (None: none)
    if opts is not None:
        info.append({"label": OPTIONS, "value": opts})
    months = pos.top_months()
    if out is None and months != 1 << (pos.rules.own_month(pos.top) - 1):
        info.append({"label": TOP_CARD, "value": msg("counts as {months}", months=months_text(months))})
    return info
