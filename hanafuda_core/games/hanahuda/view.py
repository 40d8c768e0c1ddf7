"""The Palauan Hanahuda board: the view model of a position for any seat
(:mod:`hanafuda_core.board`), its status line and its move log, as messages
(:mod:`hanafuda_core.messages`) naming the seats by the board's names
(:class:`~hanafuda_core.seats.SeatName`)."""

from __future__ import annotations

from typing import Sequence

from ...presenter import captured_zone, face_card, field_zone, other_hand_zone, outcome_tone, own_hand_zone, play_card, seat_order, stack_zone, turned_up_zone
from ...cardset import bits
from ...deck import CARDS
from ...families.capture import MONTH_BITS
from ...families.capture.words import hand_play_words
from ...messages import Message, listed, msg, msg_in, msg_n, sentences
from ...seats import SeatName, by_seat, possessive, score_words
from .cards import class_plural, months_words, short_words
from .engine import CLASSES, HanahudaPosition, cards_words, active_yaku, card_words, month_words
from .yaku import yaku_name


def side_title(pos: HanahudaPosition, side: int, me: int, names: Sequence[SeatName]) -> tuple[Message, Message]:
    """(name, possessive) of a side: "You"/"Your", "Computer 1"/"Computer 1's",
    "Your team"/"Your team's", "Opponents"/"Opponents'"."""
    if pos.seats == 4:
        if pos.side(me) == side:
            return msg_in("a side of the table", "Your team"), msg_in("a side of the table's, before a noun",
                                                                      "Your team's")
        return msg_in("a side of the table", "Opponents"), msg_in("a side of the table's, before a noun",
                                                                  "Opponents'")
    name = names[side]
    return name.label, possessive(name)


def _yaku_points(y, points: int) -> Message:
    """"Seven Ribbons 700"."""
    return msg_in("a yaku and its points", "{yaku} {points}", yaku=yaku_name(y), points=points)


def _yaku_text(pos: HanahudaPosition, side: int) -> Message:
    ys = pos.yaku(side)
    if not ys:
        return msg_in("the yaku a side holds", "none yet")
    text = listed([_yaku_points(y, p) for y, p in ys], commas_only=True)
    if len(ys) > 1:
        total = sum(p for _, p in ys)
        text = msg_n("{yaku} ({n} point)", "{yaku} ({n} points)", total, yaku=text, n=total)
    return text


def score_text(scores: Sequence[int], names: Sequence[SeatName], seats: int) -> Message:
    """"You 0 – 300 Computer", "You and Partner 0 – 300 Computer 1 and Computer 2"."""
    if seats == 4:
        return msg_in("a score, two teams", "{first} {a} – {b} {second}",
                      first=listed([names[0].label, names[2].label]), a=scores[0], b=scores[1],
                      second=listed([names[1].label, names[3].label]))
    return score_words(scores, names)


def _log_line(pos: HanahudaPosition, i: int, names: Sequence[SeatName]) -> Message:
    hist = pos.history
    a, p, taken, drawn, taken2, shown = hist[i]
    who = names[p]
    k = a.kind
    if k in ("field-first", "players-first"):
        if k == "field-first":
            line = by_seat(who, msg("You cut and choose to deal to the field first."),
                           msg("{who} cuts and chooses to deal to the field first.", who=who.label))
        else:
            line = by_seat(who, msg("You cut and choose to deal to the players first."),
                           msg("{who} cuts and chooses to deal to the players first.", who=who.label))
        if taken2:
            m = (bits(taken2 & _full_month(taken2))[0] >> 2) + 1
            void = msg("Four {month} cards came up on the field: the deal is void, and the cards are shuffled "
                       "and cut again.", month=month_words(m))
            line = sentences([line, void])
        return line
    if k == "trade":
        month, three, card = month_words((a.card >> 2) + 1), cards_words(bits(shown)), card_words(a.card)
        if not who.is_reader:
            return msg("{who} shows three {month} cards ({cards}) and trades {card} for the top card of the draw "
                       "pile.", who=who.label, month=month, cards=three, card=card)
        if drawn is not None:
            return msg("You show three {month} cards ({cards}) and trade {card} for the top card of the draw "
                       "pile: {drawn}.", month=month, cards=three, card=card, drawn=card_words(drawn))
        return msg("You show three {month} cards ({cards}) and trade {card} for the top card of the draw pile.",
                   month=month, cards=three, card=card)
    if k == "keep":
        return by_seat(who, msg("You keep your hand."), msg("{who} keeps the hand.", who=who.label))
    if k == "play":
        card = card_words(a.card)
        if taken:
            took = cards_words(bits(taken))
            play = by_seat(who, msg("You play {card} and capture {cards}", card=card, cards=took),
                           msg("{who} plays {card} and captures {cards}", who=who.label, card=card, cards=took))
        else:
            play = by_seat(who, msg("You play {card}, which joins the field", card=card),
                           msg("{who} plays {card}, which joins the field", who=who.label, card=card))
        if drawn is None:
            return msg_in("a move in the log", "{play}.", play=play)
        up = card_words(drawn)
        waits = (i + 1 < len(hist) and hist[i + 1][0].kind == "draw") or (
            i + 1 == len(hist) and pos.phase_name == "draw")
        if taken2:
            turned = msg("{card} is turned up and takes {cards}", card=up, cards=cards_words(bits(taken2 & ~(1 << drawn))))
        elif waits:
            turned = msg("{card} is turned up and matches two field cards", card=up)
        else:
            turned = msg("{card} is turned up and joins the field", card=up)
        return msg_in("a move in the log", "{play}; {drawn}.", play=play, drawn=turned)
    if k == "draw":
        target = card_words(a.target)
        return by_seat(who, msg("You take {card} with the card turned up.", card=target),
                       msg("{who} takes {card} with the card turned up.", who=who.label, card=target))
    if k == "stop":
        return by_seat(who, msg("You stop the round."), msg("{who} stops the round.", who=who.label))
    return by_seat(who, msg("You play on."), msg("{who} plays on.", who=who.label))


def log_lines(pos: HanahudaPosition, names: Sequence[SeatName]) -> list[Message]:
    """The round's moves so far, one message each."""
    return [_log_line(pos, i, names) for i in range(len(pos.history))]


def _full_month(mask: int) -> int:
    for m in range(12):
        mb = MONTH_BITS[m * 4]
        if mask & mb == mb:
            return mb
    return 0


def round_header(match, number: int, names: Sequence[SeatName]) -> Message:
    pos = match.position
    who = names[pos.dealer]
    score = score_text(pos.scores, names, pos.seats)
    target = pos.options.target
    return by_seat(who, msg("Round {n}: You deal; score {score}; first to {target}.", n=number, score=score,
                            target=target),
                   msg("Round {n}: {who} deals; score {score}; first to {target}.", n=number, who=who.label,
                       score=score, target=target))


def _status(pos: HanahudaPosition, me: int, names: Sequence[SeatName], out, interactive: bool) -> Message:
    if out is not None:
        return out.explain(names)
    who = names[pos.turn]
    ph = pos.phase_name
    if pos.turn != me and interactive:
        if ph == "cut":
            return msg("{who} cuts the deck and chooses whether the dealer deals to the field or to the players "
                       "first (a choice that changes nothing anyone can see).", who=who.label)
        if ph == "trade":
            return msg("{who} holds three cards of a month and may trade one.", who=who.label)
        return msg("{whose} turn.", whose=possessive(who))
    if ph == "cut":
        why = msg("The rules give this choice to the player on the dealer's right; the deck is shuffled face "
                  "down, so either way the cards fall as randomly: the choice changes nothing anyone can see.")
        return sentences([by_seat(
            who, msg("You cut the deck: choose whether the dealer deals to the field first or to the players first."),
            msg("{who} cuts the deck: choose whether the dealer deals to the field first or to the players first.",
                who=who.label)), why])
    if ph == "trade":
        months = months_words(pos.trade_months())
        return by_seat(who, msg("Your turn: you hold three {months} cards (chitsiobiki): trade one of them for the "
                                "top card of the draw pile, or keep the hand.", months=months),
                       msg("{who} to play: {who} holds three {months} cards (chitsiobiki): trade one of them for "
                           "the top card of the draw pile, or keep the hand.", who=who.label, months=months))
    if ph == "draw":
        card = card_words(pos.pending)
        return by_seat(who, msg("Your turn: the card turned up, {card}, matches two field cards: choose which one "
                                "it captures.", card=card),
                       msg("{who} to play: the card turned up, {card}, matches two field cards: choose which one "
                           "it captures.", who=who.label, card=card))
    if ph == "decide":
        s = pos.side(pos.turn)
        made = listed([msg_in("a yaku and its points, in brackets", "{yaku} ({points})", yaku=yaku_name(y),
                              points=y.points) for y in pos.undecided_stop(s)])
        n = pos.stop_value(s)
        return by_seat(who, msg("Your turn: you completed {yaku}. Stop the round, and only that scores ({n}) while "
                                "nobody else scores, or play on: then every yaku counts at the end, for every side.",
                                yaku=made, n=n),
                       msg("{who} to play: {who} completed {yaku}. Stop the round, and only that scores ({n}) while "
                           "nobody else scores, or play on: then every yaku counts at the end, for every side.",
                           who=who.label, yaku=made, n=n))
    plays = hand_play_words([a for a in pos.legal_actions() if a.kind == "play"], pos.field, who.is_reader)
    turn = by_seat(who, msg("Your turn: {plays}.", plays=plays), msg("{who} to play: {plays}.", who=who.label,
                                                                      plays=plays))
    if not pos.draw:
        return sentences([turn, msg("The draw pile is empty: only hand cards are played now.")])
    return sentences([turn, msg("Then the top card of the draw pile is turned up and played.")])


def hanahuda_view(pos: HanahudaPosition, *, me: int, names: Sequence[SeatName], reveal: bool = False,
                  show_legal: bool = False, interactive: bool = True, exercise: bool = False) -> dict:
    """The view model seen from seat ``me``: the other seats' hands and the
    other sides' captured cards at the top (from ``me``'s right round the
    table), the draw pile, the card turned up and the field in the middle,
    ``me``'s side's captured cards and ``me``'s hand at the bottom.  Cards
    and buttons carry their actions on ``me``'s turn."""
    out = pos.outcome()
    legal = [a.text() for a in pos.legal_actions()] if out is None else []
    my_turn = interactive and out is None and pos.turn == me
    return {
        "game": "hanahuda",
        "zones": _zones(pos, me, names, legal, my_turn, reveal or out is not None, show_legal),
        "buttons": _buttons(pos, legal) if my_turn else [],
        "status": _status(pos, me, names, out, interactive),
        "info": _info(pos, me, names, out, exercise),
        "log": log_lines(pos, names),
        "outcome": _outcome(pos, out, me, names),
        "waiting": "round-over" if out is not None else ("you" if pos.turn == me else "computer"),
    }


def _captured_zone(pos: HanahudaPosition, side: int, area: str, me: int, names: Sequence[SeatName]) -> dict:
    return captured_zone(f"captured-{side}", area, side_title(pos, side, me, names)[1], bits(pos.captured[side]),
                         captured_groups(pos, side))


def _zones(pos: HanahudaPosition, me: int, names: Sequence[SeatName], legal: list[str], my_turn: bool,
           shown_all: bool, show_legal: bool) -> list[dict]:
    seats = pos.seats
    over = pos.outcome() is not None
    ph = pos.phase_name
    my_side = pos.side(me)
    zones = []
    for p in seat_order(me, seats):
        zones.append(other_hand_zone(names[p], p, bits(pos.hands[p]), shown=shown_all,
                                     active=not over and pos.turn == p))
        if seats < 4:
            zones.append(_captured_zone(pos, pos.side(p), "top", me, names))
    if seats == 4:
        zones.append(_captured_zone(pos, 1 - my_side, "top", me, names))
    zones.append(stack_zone("draw", msg("Deck") if ph == "cut" else msg("Draw pile"), len(pos.draw)))
    if pos.pending is not None:
        zones.append(turned_up_zone(pos.pending, card_words(pos.pending)))
    legal_set = set(legal)
    zones.append(field_zone(bits(pos.field), legal_set if my_turn and ph == "draw" else set(),
                            show_legal=show_legal, words=card_words))
    zones.append(_captured_zone(pos, my_side, "bottom", me, names))
    hand_cards = [_hand_card(pos, c, legal, legal_set, show_legal) if my_turn else face_card(c)
                  for c in bits(pos.hands[me])]
    zones.append(own_hand_zone(names[me], me, hand_cards, active=not over and pos.turn == me))
    return zones


def _hand_card(pos: HanahudaPosition, c: int, legal: list[str], legal_set: set[str], show_legal: bool) -> dict:
    ph = pos.phase_name
    if ph == "play":
        return play_card(c, legal, legal_set, show_legal=show_legal, name=card_words(c), words=card_words,
                         target_of=lambda t: pos.normalize(t).target)
    if ph == "trade":  # any card may be picked; the engine says which can go
        code = CARDS[c].code
        ok = f"trade>{code}" in legal_set
        label = (msg("Trade {card} for the top card of the draw pile (legal move)", card=card_words(c))
                 if show_legal and ok else msg("Trade {card} for the top card of the draw pile", card=card_words(c)))
        return face_card(c, action=f"trade>{code}", legal=show_legal and ok, action_label=label)
    return face_card(c)


def _buttons(pos: HanahudaPosition, legal: list[str]) -> list[dict]:
    ph = pos.phase_name
    buttons = []
    if ph == "play":
        seen = set()
        for t in legal:
            if ">" not in t:
                continue
            a = pos.normalize(t)
            label = msg("Play {card} onto {target}", card=short_words(a.card), target=short_words(a.target))
            if label in seen:
                continue  # two plain chaff of one month: the same capture
            seen.add(label)
            buttons.append({"action": t, "label": label, "enabled": True, "alt": True,
                            "hint": msg("Play {card} and capture {target}.", card=card_words(a.card),
                                        target=card_words(a.target))})
    elif ph == "cut":
        buttons += [{"action": "field-first", "label": msg("Deal to the field first"), "enabled": True,
                     "hint": msg("The dealer lays out the field, then deals the hands from your seat round. "
                                 "The deck is shuffled: neither way is better.")},
                    {"action": "players-first", "label": msg("Deal to the players first"), "enabled": True,
                     "hint": msg("The dealer deals the hands, starting with you, then lays out the field. "
                                 "The deck is shuffled: neither way is better.")}]
    elif ph == "trade":
        buttons.append({"action": "keep", "label": msg("Keep my hand"), "enabled": True,
                        "hint": msg("Keep all three cards of the month.")})
    elif ph == "decide":
        s = pos.side(pos.turn)
        buttons += [{"action": "stop", "label": msg_in("a button: end the round", "Stop"), "enabled": True,
                     "hint": msg("End the round now: score {n}, and nobody else scores.", n=pos.stop_value(s))},
                    {"action": "continue", "label": msg_in("a button: go on playing", "Play on"), "enabled": True,
                     "hint": msg("Go on playing: at the end every yaku of every side counts.")}]
    return buttons


YAKU_LABELS = ("{whose} yaku", "Played on after a stop-yaku")
"""The ids of the info lines' labels that say which yaku a side holds (a question's board leaves them out)."""


def _info(pos: HanahudaPosition, me: int, names: Sequence[SeatName], out, exercise: bool) -> list[dict]:
    scores = out.scores if out is not None else pos.scores
    my_side = pos.side(me)
    info = []
    if not exercise:
        info += [{"label": msg("Score"), "value": score_text(scores, names, pos.seats)},
                 {"label": msg("Target"), "value": msg("first to {n}", n=pos.options.target)},
                 {"label": msg("Dealer"), "value": names[pos.dealer].label}]
    order = [my_side] + [s for s in range(pos.n_sides) if s != my_side]
    for s in order:
        _, pss = side_title(pos, s, me, names)
        info.append({"label": msg("{whose} yaku", whose=pss), "value": _yaku_text(pos, s)})
    on = [msg("{side} ({yaku})", side=side_title(pos, s, me, names)[0],
              yaku=listed([yaku_name(y) for y in _declined(pos, s)], commas_only=True))
          for s in order if pos.declined[s]]
    if on:
        value = on[0]
        for more in on[1:]:
            value = msg_in("a list of groups", "{first}; {next}", first=value, next=more)
        info.append({"label": msg("Played on after a stop-yaku"), "value": value})
    words = pos.options.words()  # the options that differ from the defaults (None: none)
    if words is not None:
        info.append({"label": msg("Rules"), "value": words})
    return info


def is_yaku_info(item: dict) -> bool:
    """Whether an info line says which yaku a side holds (or played on after)."""
    label = item.get("label")
    return isinstance(label, Message) and label.text in YAKU_LABELS


def _outcome(pos: HanahudaPosition, out, me: int, names: Sequence[SeatName]) -> dict | None:
    if out is None:
        return None
    if not out.winners:
        title = msg("Nobody scores this round")
    else:
        side = pos.side(out.winners[0])
        n = out.side_points[side]
        if len({pos.side(w) for w in out.winners}) > 1:
            title = msg_n("A tie for the best score ({n} point)", "A tie for the best score ({n} points)", n, n=n)
        elif pos.seats == 4 and side == pos.side(me):
            title = msg_n("Your team wins the round ({n} point)", "Your team wins the round ({n} points)", n, n=n)
        elif pos.seats == 4:
            title = msg_n("The opponents win the round ({n} point)", "The opponents win the round ({n} points)", n,
                          n=n)
        else:
            who = names[side]
            title = by_seat(who, msg_n("You win the round ({n} point)", "You win the round ({n} points)", n, n=n),
                            msg_n("{who} wins the round ({n} point)", "{who} wins the round ({n} points)", n,
                                  who=who.label, n=n))
    return {"title": title, "text": out.explain(names),
            "tone": outcome_tone(out.winners, me, ((0, 2), (1, 3)) if pos.seats == 4 else None)}


def captured_groups(pos: HanahudaPosition, side: int) -> list[dict]:
    """A side's captured cards by Palauan class, each with the progress
    towards the class's largest yaku ("Seven Ribbons 4/7") and the cards of
    the yaku held highlighted."""
    captured = pos.captured[side]
    held = pos.yaku(side)
    made = 0
    for y, _ in held:
        made |= y.cards & captured
    active = active_yaku(pos.options)
    out = []
    for k in CLASSES:
        mine = [y for y in active if not y.cards & ~k.cards]
        progress: Message | str = ""
        if mine:
            y = max(mine, key=lambda y: y.cards.bit_count())
            have = (captured & y.cards).bit_count()
            progress = msg("{yaku} {have}/{need}", yaku=yaku_name(y), have=min(have, y.need), need=y.need)
        out.append({
            "title": class_plural(k, title=True),
            "cards": [dict(face_card(c), highlight=bool(made >> c & 1)) for c in bits(captured & k.cards)],
            "progress": progress,
            "complete": any(y in mine for y, _ in held),
        })
    return out


def _declined(pos, side):
    from .engine import stop_yaku_named

    return stop_yaku_named(pos.declined[side])


__all__ = ["hanahuda_view", "log_lines", "round_header", "short_words", "side_title", "score_text",
           "captured_groups", "is_yaku_info"]
