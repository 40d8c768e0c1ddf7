"""The Go-Stop board: the view model of a deal for any seat
(:mod:`hanafuda_core.board`), its status line and its move log, as
messages (:mod:`hanafuda_core.messages`) naming the seats as the board does
(:class:`~hanafuda_core.seats.SeatName`).  Cards are named with their
Korean month (paulownia is November, the rain December) and their Go-Stop
class."""

from __future__ import annotations

from typing import Sequence

from ...cardset import bits
from ...deck import CARDS
from ...families.capture.words import hand_play_words
from ...messages import Message, listed, msg, msg_in, msg_n, sentences
from ...names import card_name, flower_name
from ...presenter import (captured_zone, face_card, field_zone, other_hand_zone, outcome_tone, own_hand_zone,
                          play_card, relabel_cards, seat_order, stack_zone, turned_up_zone)
from ...seats import SeatName, by_seat, possessive
from .cards import ANIMALS, BONUS, BONUS_TRIPLE, BRIGHTS, CUP_BIT, JUNK, RIBBONS, animal_count, junk_count, korean_month
from .scoring import card_points
from .words import bonus_words, card_words, cards_words, class_words, month_words, part_name, parts_words

MONTHS = tuple(CARDS[4 * m].flower.month_name for m in range(12))
"""The month names by number (the deck's; Go-Stop numbers the cards' months with :func:`korean_month`),
in English, for the rules page's tables (a board names a month with :func:`.words.month_words`)."""

EVENT_WORDS = {
    "bonus": msg_in("a Go-Stop event, in the move log", "a bonus card turned up"),
    "kiss": msg_in("a Go-Stop event, in the move log", "a kiss"),
    "ppeok": msg_in("a Go-Stop event, in the move log", "a stuck pile"),
    "ttadak": msg_in("a Go-Stop event, in the move log", "a double"),
    "sweep": msg_in("a Go-Stop event, in the move log", "a sweep"),
    "pile": msg_in("a Go-Stop event, in the move log", "a stuck pile taken"),
}
"""What a move caused, as the move log says it after the move (shaking and bombs are the move itself)."""


def card_label(c: int) -> Message:
    """A card's accessible name on Go-Stop's boards: "December (Willow): Rain
    Man, bright" (the Korean month, the flower, the Go-Stop class); "Bonus
    card: double junk"."""
    if 1 << c & BONUS:
        if 1 << c & BONUS_TRIPLE:
            return msg_in("a Go-Stop bonus card's description", "Bonus card: triple junk")
        return msg_in("a Go-Stop bonus card's description", "Bonus card: double junk")
    card = CARDS[c]
    return msg_in("a Go-Stop card's description", "{month} ({flower}): {card}, {kind}",
                  month=month_words(korean_month(c)), flower=flower_name(card.flower), card=card_name(card),
                  kind=class_words(c))


def score_text(scores: Sequence[int], names: Sequence[SeatName]) -> Message:
    """Every seat's score, in seat order: "You 3, Computer -3"."""
    return listed([msg_in("a score, one seat's", "{who} {n}", who=n.label, n=s) for n, s in zip(names, scores)],
                  commas_only=True)


def _move_words(action, name: SeatName, bonus: bool) -> Message:
    """What one action did, the seat named (the log line's first clause)."""
    k = action.kind
    who = name.label
    if bonus:
        card = bonus_words(action.card)
        return by_seat(name, msg_in("a line of Go-Stop's move log", "You play {card} to your cards and take the top "
                                    "card of the stock into your hand", card=card),
                       msg_in("a line of Go-Stop's move log", "{who} plays {card} to their cards and takes the top "
                              "card of the stock into their hand", who=who, card=card))
    if k == "play":
        card = card_words(action.card)
        return by_seat(name, msg_in("a line of Go-Stop's move log", "You play {card}", card=card),
                       msg_in("a line of Go-Stop's move log", "{who} plays {card}", who=who, card=card))
    if k == "shake":
        card, month = card_words(action.card), month_words(korean_month(action.card))
        return by_seat(name, msg_in("a line of Go-Stop's move log", "You shake (three {month} cards) and play {card}",
                                    month=month, card=card),
                       msg_in("a line of Go-Stop's move log", "{who} shakes (three {month} cards) and plays {card}",
                              who=who, month=month, card=card))
    if k == "bomb":
        month = month_words(korean_month(action.card))
        return by_seat(name, msg_in("a line of Go-Stop's move log", "You drop a bomb: three {month} cards onto the "
                                    "fourth", month=month),
                       msg_in("a line of Go-Stop's move log", "{who} drops a bomb: three {month} cards onto the "
                              "fourth", who=who, month=month))
    if k == "flip":
        return by_seat(name, msg_in("a line of Go-Stop's move log", "You use a spare turn from the bomb"),
                       msg_in("a line of Go-Stop's move log", "{who} uses a spare turn from the bomb", who=who))
    if k == "draw":
        card = card_words(action.target)
        return by_seat(name, msg_in("a line of Go-Stop's move log", "You take {card} with the card turned up",
                                    card=card),
                       msg_in("a line of Go-Stop's move log", "{who} takes {card} with the card turned up",
                              who=who, card=card))
    if k == "animal":
        return by_seat(name, msg_in("a line of Go-Stop's move log", "You count the sake cup as an animal"),
                       msg_in("a line of Go-Stop's move log", "{who} counts the sake cup as an animal", who=who))
    if k == "junk":
        return by_seat(name, msg_in("a line of Go-Stop's move log", "You count the sake cup as double junk"),
                       msg_in("a line of Go-Stop's move log", "{who} counts the sake cup as double junk", who=who))
    if k == "go":
        return by_seat(name, msg_in("a line of Go-Stop's move log", "You call go"),
                       msg_in("a line of Go-Stop's move log", "{who} calls go", who=who))
    return by_seat(name, msg_in("a line of Go-Stop's move log", "You stop"),
                   msg_in("a line of Go-Stop's move log", "{who} stops", who=who))


def log_lines(pos, names: Sequence[SeatName]) -> list[Message]:
    """The deal's moves in words, one line an action."""
    out = []
    for action, seat, taken, turned, events in pos.records():
        name = names[seat]
        bonus = bool(action.kind == "play" and 1 << action.card & BONUS)
        line = _move_words(action, name, bonus)
        if bonus:
            taken = 0
        if turned is not None:
            line = msg_in("a line of Go-Stop's move log", "{line}; {card} is turned up", line=line,
                          card=card_words(turned))
        if taken:
            cards = cards_words(bits(taken))
            line = by_seat(name, msg_in("a line of Go-Stop's move log", "{line}; you take {cards}", line=line,
                                        cards=cards),
                           msg_in("a line of Go-Stop's move log", "{line}; takes {cards}", line=line, cards=cards))
        special = [EVENT_WORDS[e] for _, e in events if e in EVENT_WORDS and not (bonus and e == "bonus")]
        if special:
            line = msg_in("a line of Go-Stop's move log", "{line} ({events})", line=line,
                          events=listed(special, commas_only=True))
        out.append(msg_in("a line of Go-Stop's move log", "{line}.", line=line))
    return out


def _status(pos, me: int, names: Sequence[SeatName], out, interactive: bool) -> Message:
    if out is not None:
        return out.explain(names)
    name = names[pos.turn]
    who = name.label
    ph = pos.phase_name
    if pos.turn != me and interactive:
        return msg("{whose} turn.", whose=possessive(name))
    if ph == "draw":
        card = card_words(pos.pending)
        return by_seat(name, msg("Your turn: the card turned up, {card}, matches two field cards: choose which one "
                                 "it takes.", card=card),
                       msg("{who} to play: the card turned up, {card}, matches two field cards: choose which one "
                           "it takes.", who=who, card=card))
    if ph == "cup":
        return by_seat(name, msg("Your turn: you took the sake cup. Count it as an animal or as double junk (two "
                                 "junk) for the rest of the deal."),
                       msg("{who} to play: {who} took the sake cup. Count it as an animal or as double junk (two "
                           "junk) for the rest of the deal.", who=who))
    if ph == "decide":
        n = pos.points(pos.turn)
        return by_seat(name, msg_n("Your turn: your cards score {n} point. Stop and win the deal now, or go on for "
                                   "more, at the risk of being overtaken (then you pay for everyone).",
                                   "Your turn: your cards score {n} points. Stop and win the deal now, or go on for "
                                   "more, at the risk of being overtaken (then you pay for everyone).", n, n=n),
                       msg_n("{who} to play: {who}'s cards score {n} point. Stop and wins the deal now, or go on for "
                             "more, at the risk of being overtaken (then pays for everyone).",
                             "{who} to play: {who}'s cards score {n} points. Stop and wins the deal now, or go on for "
                             "more, at the risk of being overtaken (then pays for everyone).", n, who=who, n=n))
    plays = [a for a in pos.legal_actions() if a.kind == "play" and a.card < 48]
    if plays:
        what = hand_play_words(plays, pos.field, name.is_reader)
        text = by_seat(name, msg("Your turn: {what}.", what=what), msg("{who} to play: {what}.", who=who, what=what))
    else:
        text = by_seat(name, msg("Your turn: use a spare turn from the bomb."),
                       msg("{who} to play: use a spare turn from the bomb.", who=who))
    if pos.hands[pos.turn] & BONUS:  # as short as the sentence it replaces: the phone's board has no line to spare
        more = by_seat(name, msg("Or play your bonus card first: you draw a card for it."),
                       msg("Or play the bonus card first: it draws a card."))
    else:
        more = msg("Then the top card of the stock is turned up and played.")
    return sentences([text, more])


def captured_groups(pos, seat: int) -> list[dict]:
    """A seat's captured cards by Go-Stop class, each with its progress
    towards scoring ("Brights 2/3", "Junk 7/10") and the cards of the parts
    that score highlighted."""
    cap, cup_junk = pos.captured[seat], pos.cup_junk
    pts = card_points(cap, cup_junk, pos.rules)
    scoring = {k for k, _ in pts.parts}
    cup = CUP_BIT if cup_junk else 0
    groups = (("brights", cap & BRIGHTS, min((cap & BRIGHTS).bit_count(), 5), 3, "brights" in scoring),
              ("animals", cap & ANIMALS & ~cup, animal_count(cap, cup_junk), 5,
               bool(scoring & {"animals", "godori"})),
              ("ribbons", cap & RIBBONS, (cap & RIBBONS).bit_count(), 5,
               bool(scoring & {"ribbons", "hongdan", "cheongdan", "chodan"})),
              ("junk", cap & (JUNK | cup | BONUS), junk_count(cap, cup_junk), 10, "junk" in scoring))
    out = []
    for key, cards, have, need, made in groups:
        out.append({"title": part_name(key), "cards": [dict(face_card(c), highlight=made) for c in bits(cards)],
                    "progress": (msg("{have} of {need} to score", have=have, need=need) if have < need else
                                 msg_in("a group of captured cards that scores", "scores")),
                    "complete": made})
    return out


def _zones(pos, me: int, names: Sequence[SeatName], legal: list[str], my_turn: bool, shown_all: bool,
           show_legal: bool) -> list[dict]:
    over = pos.is_over()
    zones = []
    for p in seat_order(me, pos.seats):
        zones.append(other_hand_zone(names[p], p, bits(pos.hands[p]), shown=shown_all,
                                     active=not over and pos.turn == p))
        zones.append(captured_zone(f"captured-{p}", "top", possessive(names[p]), bits(pos.captured[p]),
                                   captured_groups(pos, p)))
    zones.append(stack_zone("draw", msg_in("Go-Stop's draw pile", "Stock"), len(pos.draw)))
    if pos.pending is not None:
        zones.append(turned_up_zone(pos.pending, card_words(pos.pending)))
    legal_set = set(legal)
    zones.append(field_zone(bits(pos.field), legal_set if my_turn and pos.phase_name == "draw" else set(),
                            show_legal=show_legal, words=card_words))
    zones.append(captured_zone(f"captured-{me}", "bottom", possessive(names[me]), bits(pos.captured[me]),
                               captured_groups(pos, me)))
    hand = [play_card(c, legal, legal_set, show_legal=show_legal, name=card_words(c), words=card_words,
                      target_of=lambda t: pos.normalize(t).target)
            if my_turn and pos.phase_name == "play" else face_card(c) for c in bits(pos.hands[me])]
    zones.append(own_hand_zone(names[me], me, hand, active=not over and pos.turn == me))
    return zones


def _buttons(pos, legal: list[str]) -> list[dict]:
    ph = pos.phase_name
    out = []
    if ph == "play":
        for t in legal:
            a = pos.normalize(t)
            if a.kind == "play" and a.target is not None:
                card, target = card_words(a.card), card_words(a.target)
                out.append({"action": t, "label": msg("Play {card} onto {target}", card=card, target=target),
                            "enabled": True, "alt": True,
                            "hint": msg("Play {card} and take {target}.", card=card, target=target)})
            elif a.kind == "shake":
                out.append({"action": t, "label": msg("Shake and play {card}", card=card_words(a.card)),
                            "enabled": True,
                            "hint": msg("Show the three cards of the month as you play one: what you win is "
                                        "doubled.")})
            elif a.kind == "bomb":
                month = month_words(korean_month(a.card))
                out.append({"action": t, "label": msg("Bomb: play the three {month} cards", month=month),
                            "enabled": True,
                            "hint": msg("Take the four cards of the month, a junk card from each other player, "
                                        "and double what you win; two spare turns follow.")})
            elif a.kind == "flip":
                out.append({"action": t, "label": msg("Use a spare turn"), "enabled": True,
                            "hint": msg("Play no card: only turn up the top card of the stock.")})
    elif ph == "cup":
        out += [{"action": "animal", "label": msg("Count the sake cup as an animal"), "enabled": True,
                 "hint": msg("It counts towards five animals.")},
                {"action": "junk", "label": msg("Count it as double junk"), "enabled": True,
                 "hint": msg("It counts as two junk cards towards ten.")}]
    elif ph == "decide":
        n = pos.points(pos.turn)
        out += [{"action": "stop", "label": msg_in("a Go-Stop button", "Stop"), "enabled": True,
                 "hint": msg_n("End the deal and win it with {n} point.", "End the deal and win it with {n} points.",
                               n, n=n)},
                {"action": "go", "label": msg_in("a Go-Stop button", "Go"), "enabled": True,
                 "hint": msg("Play on for more points; if another player stops first, you pay for everyone.")}]
    return out


def _info(pos, me: int, names: Sequence[SeatName], out, exercise: bool, points: bool = True) -> list[dict]:
    info = []
    if not exercise:
        scores = out.scores if out is not None else pos.scores
        info += [{"label": msg_in("the match's score, as a label", "Score"), "value": score_text(scores, names)},
                 {"label": msg_in("Go-Stop's deal, as a label", "Deal"),
                  "value": msg("{n} of {deals}", n=pos.round_no, deals=pos.rules.deals)},
                 {"label": msg_in("who deals, as a label", "Dealer"), "value": names[pos.dealer].label}]
    info.append({"label": msg("Points to stop"), "value": str(pos.threshold)})
    if points:
        for p in [me] + seat_order(me, pos.seats):
            pts = card_points(pos.captured[p], pos.cup_junk, pos.rules)
            value = (listed([parts_words(k, v) for k, v in pts.parts], commas_only=True) if pts.parts else
                     msg_in("a Go-Stop player's points", "none yet"))
            extra = []
            if pos.gos[p]:
                extra.append(msg_n("{n} go called", "{n} gos called", pos.gos[p], n=pos.gos[p]))
            if pos.shakes[p]:
                extra.append(msg_n("{n} shake or bomb", "{n} shakes and bombs", pos.shakes[p], n=pos.shakes[p]))
            if pos.tokens[p]:
                extra.append(msg_n("{n} spare turn", "{n} spare turns", pos.tokens[p], n=pos.tokens[p]))
            if extra:
                value = msg_in("a Go-Stop player's points", "{points}; {more}", points=value,
                               more=listed(extra, commas_only=True))
            info.append({"label": msg("{whose} points ({n})", whose=possessive(names[p]), n=pts.total),
                         "value": value})
    if pos.carried > 1:
        info.append({"label": msg_in("what a Go-Stop deal is paid, as a label", "Paid"),
                     "value": msg("×{n} (deals nobody won before)", n=pos.carried)})
    words = pos.rules.words()
    if words is not None:  # None: the options are the defaults
        info.append({"label": msg_in("the rule options, as a label", "Rules"), "value": words})
    return info


def _outcome(pos, out, me: int, names: Sequence[SeatName]) -> dict | None:
    if out is None:
        return None
    if out.winner is None:
        title = msg("Nobody wins this deal")
    else:
        name, n = names[out.winner], out.points[out.winner]
        title = by_seat(name, msg_n("You win the deal ({n} point)", "You win the deal ({n} points)", n, n=n),
                        msg_n("{who} wins the deal ({n} point)", "{who} wins the deal ({n} points)", n,
                              who=name.label, n=n))
    return {"title": title, "text": out.explain(names), "tone": outcome_tone(out.winners, me)}


def gostop_view(pos, *, me: int, names: Sequence[SeatName], reveal: bool = False, show_legal: bool = False,
                interactive: bool = True, exercise: bool = False, points: bool = True) -> dict:
    """The view model seen from seat ``me``: the other seats' hands and
    captures at the top, the stock, the card turned up and the field in the
    middle, ``me``'s captures and hand at the bottom.  ``points=False``
    leaves the points each seat holds out of the info (a question's board)."""
    out = pos.outcome()
    legal = [a.text() for a in pos.legal_actions()] if out is None else []
    my_turn = interactive and out is None and pos.turn == me
    return relabel_cards({
        "game": "gostop",
        "zones": _zones(pos, me, names, legal, my_turn, reveal or out is not None, show_legal),
        "buttons": _buttons(pos, legal) if my_turn else [],
        "status": _status(pos, me, names, out, interactive),
        "info": _info(pos, me, names, out, exercise, points),
        "log": log_lines(pos, names),
        "outcome": _outcome(pos, out, me, names),
        "waiting": "round-over" if out is not None else ("you" if pos.turn == me else "computer"),
    }, card_label)


def round_header(match, number: int, names: Sequence[SeatName]) -> Message:
    """The log line that opens a deal: its number, who deals, the score."""
    pos = match.position
    name = names[pos.dealer]
    score = score_text(pos.scores, names)
    return by_seat(name, msg("Round {n} of {deals}: You deal; score {score}.", n=number, deals=pos.rules.deals,
                             score=score),
                   msg("Round {n} of {deals}: {who} deals; score {score}.", n=number, deals=pos.rules.deals,
                       who=name.label, score=score))


__all__ = ["gostop_view", "log_lines", "round_header", "card_label", "card_words", "cards_words", "captured_groups",
           "MONTHS"]
