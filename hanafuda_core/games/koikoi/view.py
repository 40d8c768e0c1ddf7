"""The Koi-Koi board: the view model of a position (:mod:`hanafuda_core.board`),
its status line and its move log in words, as messages
(:mod:`hanafuda_core.messages`) naming the seats by their
:class:`~hanafuda_core.seats.SeatName`."""


from __future__ import annotations

from typing import Sequence

from ...presenter import (captured_zone, face_card, field_zone, other_hand_zone, outcome_tone, own_hand_zone,
                          play_card, stack_zone, turned_up_zone)
from ...cardset import bits as _bits
from ...families.capture import LIGHTNING
from ...families.capture.words import hand_play_words
from ...deck import BY_KEY, CARDS, Kind
from ...messages import Message, listed, msg, msg_in, msg_n
from ...names import card_label, card_name, card_words, the_card
from ...notation import card as _lookup
from ...seats import SeatName, by_seat, possessive, score_words
from .yaku import yaku_name

_SAKE = 1 << BY_KEY["sake-cup"].index  # an animal that some rules also count as chaff

DEFAULT_NAMES = (SeatName("you"), SeatName("computer"))
"""The seats of a board seen from seat 0 against the computer."""


def _kk_yaku_text(position, player: int) -> Message:
    ys = position.yaku(player)
    if not ys:
        return msg_in("the yaku a player holds", "none yet")
    text = listed([msg_in("a yaku and its points", "{yaku} {points}", yaku=yaku_name(s.yaku), points=s.points)
                   for s in ys], commas_only=True)
    if len(ys) > 1:
        total = sum(s.points for s in ys)
        text = msg_n("{yaku} ({n} point)", "{yaku} ({n} points)", total, yaku=text, n=total)
    return text


def _round_words(position) -> Message:
    o = position.rules.options
    n = position.round_no
    if not o.rounds:
        return msg("{n} (first to {target} points)", n=n, target=o.target)
    if o.target:
        return msg("{n} of {rounds}, or first to {target} points", n=n, rounds=o.rounds, target=o.target)
    return msg("{n} of {rounds}", n=n, rounds=o.rounds)


def log_lines(position, names: Sequence[SeatName]) -> list[Message]:
    """The round's moves so far, one message each."""
    out = []
    for a, p, drawn in position.history:
        who = names[p]
        if a.kind == "play":
            card = card_words(a.card)
            if a.target is not None and drawn is not None:
                target, up = card_words(a.target), card_words(drawn)
                line = by_seat(who, msg("You play {card} onto {target}; {drawn} is turned up.", card=card,
                                        target=target, drawn=up),
                               msg("{who} plays {card} onto {target}; {drawn} is turned up.", who=who.label,
                                   card=card, target=target, drawn=up))
            elif a.target is not None:
                target = card_words(a.target)
                line = by_seat(who, msg("You play {card} onto {target}.", card=card, target=target),
                               msg("{who} plays {card} onto {target}.", who=who.label, card=card, target=target))
            elif drawn is not None:
                up = card_words(drawn)
                line = by_seat(who, msg("You play {card}; {drawn} is turned up.", card=card, drawn=up),
                               msg("{who} plays {card}; {drawn} is turned up.", who=who.label, card=card, drawn=up))
            else:
                line = by_seat(who, msg("You play {card}.", card=card),
                               msg("{who} plays {card}.", who=who.label, card=card))
        elif a.kind == "draw":
            target = card_words(a.target)
            line = by_seat(who, msg("You take {card} with the card turned up.", card=target),
                           msg("{who} takes {card} with the card turned up.", who=who.label, card=target))
        elif a.kind == "koikoi":
            line = by_seat(who, msg("You call koi-koi."), msg("{who} calls koi-koi.", who=who.label))
        else:
            line = by_seat(who, msg("You stop."), msg("{who} stops.", who=who.label))
        out.append(line)
    return out


def _kk_status(position, me: int, names: Sequence[SeatName], out, interactive: bool) -> Message:
    if out is not None:
        return out.explain(names)
    who = names[position.turn]
    if position.turn != me and interactive:
        return msg("{whose} turn.", whose=possessive(who))
    ph = position.phase_name
    if ph == "draw":
        card = card_words(position.pending)
        return by_seat(who, msg("Your turn: the card turned up, {card}, matches two field cards: choose which one "
                                "it captures.", card=card),
                       msg("{who} to play: the card turned up, {card}, matches two field cards: choose which one "
                           "it captures.", who=who.label, card=card))
    if ph == "decide":
        new = listed([msg_in("a yaku and its points", "{yaku} ({points})", yaku=yaku_name(s.yaku), points=s.points)
                      for s in position.new_yaku(position.turn)], commas_only=True)
        total = position.score(position.turn).total
        return by_seat(who, msg_n("Your turn: you made {yaku}. Stop to end the round and score {n} point, or call "
                                  "koi-koi to play on for more.",
                                  "Your turn: you made {yaku}. Stop to end the round and score {n} points, or call "
                                  "koi-koi to play on for more.", total, yaku=new, n=total),
                       msg_n("{who} to play: {who} made {yaku}. Stop to end the round and score {n} point, or call "
                             "koi-koi to play on for more.",
                             "{who} to play: {who} made {yaku}. Stop to end the round and score {n} points, or call "
                             "koi-koi to play on for more.", total, who=who.label, yaku=new, n=total))
    plays = [a for a in position.legal_actions() if a.kind == "play"]
    wild = LIGHTNING if position.wild else -1
    said = hand_play_words(plays, position.field, who.is_reader, wild)
    return by_seat(who, msg("Your turn: {plays}.", plays=said), msg("{who} to play: {plays}.", who=who.label,
                                                                     plays=said))


def koikoi_view(position, *, me: int = 0, names: Sequence[SeatName] = DEFAULT_NAMES,
                reveal_opponent: bool = False, show_legal: bool = False, interactive: bool = True,
                info: str = "all") -> dict:
    """The view model of a :class:`~hanafuda_core.games.koikoi.engine.KoiKoiPosition` seen by player ``me``.

    ``names``: what the board calls ``me`` and the other player, in that order.
    Zones: the other player's hand and captured cards (top), the draw pile,
    the card turned up (while it waits for its target) and the field
    (middle), ``me``'s captured cards and hand (bottom).  With
    ``interactive``, on ``me``'s turn every hand card carries its play as
    ``action``; a play that must name its target (the card matches two field
    cards) is a button per target; while the turned-up card waits, the field
    cards it may capture carry ``draw>CARD``; ``stop`` and ``koikoi`` are
    buttons after a new yaku.  ``legal`` marks legal actions when ``show_legal``.
    ``info``: which lines the info box holds (see :func:`_info`).
    """
    from .engine import KoiKoiPosition

    if not isinstance(position, KoiKoiPosition):
        raise TypeError("koikoi_view needs a KoiKoiPosition")
    if me not in (0, 1):
        raise ValueError(f"me must be player 0 or 1, got {me!r}")
    names = (names[0], names[1]) if me == 0 else (names[1], names[0])
    out = position.outcome()
    legal = [a.text() for a in position.legal_actions()] if out is None else []
    my_turn = interactive and out is None and position.turn == me
    return {
        "game": "koikoi",
        "zones": _zones(position, me, names, legal, my_turn, reveal_opponent or out is not None, show_legal),
        "buttons": _buttons(position, legal) if my_turn else [],
        "status": _kk_status(position, me, names, out, interactive),
        "info": _info(position, me, names, out, info),
        "log": log_lines(position, names),
        "outcome": _outcome(out, me, names),
        "waiting": "round-over" if out is not None else ("you" if position.turn == me else "computer"),
    }


def _captured_zone(position, p: int, area: str, names: Sequence[SeatName]) -> dict:
    return captured_zone(f"captured-{p}", area, possessive(names[p]), _bits(position.captured[p]),
                         captured_groups(position, p))


def _zones(position, me: int, names: Sequence[SeatName], legal: list[str], my_turn: bool, opp_shown: bool,
           show_legal: bool) -> list[dict]:
    opp = 1 - me
    over = position.outcome() is not None
    ph = position.phase_name
    legal_set = set(legal)
    zones = [other_hand_zone(names[opp], opp, sorted(_bits(position.hands[opp])), shown=opp_shown,
                             active=not over and position.turn == opp, area="top"),
             _captured_zone(position, opp, "top", names),
             stack_zone("draw", msg("Draw pile"), len(position.draw))]
    if position.pending is not None:
        zones.append(turned_up_zone(position.pending, card_words(position.pending)))
    zones.append(field_zone(sorted(_bits(position.field)), legal_set if my_turn and ph == "draw" else set(),
                            show_legal=show_legal, words=card_words))
    zones.append(_captured_zone(position, me, "bottom", names))
    hand_cards = [play_card(c, legal, legal_set, show_legal=show_legal, name=card_label(CARDS[c]), words=card_words,
                            target_of=lambda t: _lookup(t.partition(">")[2]).index)
                  if my_turn and ph == "play" else face_card(c) for c in sorted(_bits(position.hands[me]))]
    zones.append(own_hand_zone(names[me], me, hand_cards, active=not over and position.turn == me))
    return zones


def _buttons(position, legal: list[str]) -> list[dict]:
    buttons = []
    ph = position.phase_name
    for t in legal:
        if ph == "play" and ">" in t:
            card, _, target = t.partition(">")
            cc, tc = _lookup(card), _lookup(target)
            buttons.append({"action": t, "label": msg("{card} takes {target}", card=card_name(cc),
                                                      target=card_name(tc)),
                            "enabled": True,
                            "hint": msg("Play {card} and capture {target}.", card=the_card(cc), target=the_card(tc)),
                            "alt": True})
    if ph == "decide":
        total = position.score(position.turn).total
        for t in legal:
            if t == "stop":
                buttons.append({"action": "stop", "label": msg_in("a button of Koi-Koi", "Stop"), "enabled": True,
                                "hint": msg_n("End the round now and score {n} point.",
                                              "End the round now and score {n} points.", total, n=total)})
            elif t == "koikoi":
                buttons.append({"action": "koikoi", "label": msg_in("a button of Koi-Koi", "Koi-koi"),
                                "enabled": True,
                                "hint": msg("Play on for more yaku; if the other player makes a yaku first, "
                                            "they score double and you score nothing.")})
    return buttons


def _info(position, me: int, names: Sequence[SeatName], out, parts: str = "all") -> list[dict]:
    """The info box: the score and the round (``parts="all"``), each
    player's yaku (``"all"`` or ``"exercise"``), the koi-koi calls and the
    rules (always: ``"question"`` leaves out the rest)."""
    opp = 1 - me
    info = []
    if parts == "all":
        scores = out.scores if out is not None else position.scores
        info += [
            {"label": msg_in("the board's information", "Score"),
             "value": score_words((scores[me], scores[opp]), (names[me], names[opp]))},
            {"label": msg_in("the board's information", "Round"), "value": _round_words(position)},
        ]
    if parts in ("all", "exercise"):
        info += [{"label": msg("{whose} yaku", whose=possessive(names[p])), "value": _kk_yaku_text(position, p)}
                 for p in (me, opp)]
    callers = [names[p].label for p in (me, opp) if position.calls[p]]
    if callers:
        info.append({"label": msg_in("the board's information", "Koi-koi"),
                     "value": msg("{who} called koi-koi", who=listed(callers))})
    rules = position.rules
    if rules.to_text() != "seed":
        # the rule set's words: its name and the options changed from it
        info.append({"label": msg_in("the board's information", "Rules"), "value": rules.words()})
    return info


def _outcome(out, me: int, names: Sequence[SeatName]) -> dict | None:
    if out is None:
        return None
    if out.winner is None:
        title = msg("Nobody wins the round")
    else:
        who, n = names[out.winner], out.points[out.winner]
        title = by_seat(who, msg_n("You win the round ({n} point)", "You win the round ({n} points)", n, n=n),
                        msg_n("{who} wins the round ({n} point)", "{who} wins the round ({n} points)", n,
                              who=who.label, n=n))
    return {"title": title, "text": out.explain(names), "tone": outcome_tone(out.winners, me)}


_GROUPS = ((msg_in("captured cards of a kind", "Brights"), Kind.BRIGHT),
           (msg_in("captured cards of a kind", "Animals"), Kind.ANIMAL),
           (msg_in("captured cards of a kind", "Ribbons"), Kind.RIBBON),
           (msg_in("captured cards of a kind", "Chaff"), Kind.CHAFF))


def captured_groups(position, player: int) -> list[dict]:
    """A player's captured cards by kind, each with the progress towards the
    kind's basic yaku ("Tane 3/5") and the cards of made yaku highlighted."""
    rules = position.scoring
    captured = position.captured[player]
    held = position.yaku(player)
    made = 0
    for s in held:
        made |= s.yaku.cards(captured)
    out = []
    for title, kind in _GROUPS:
        group_mask = sum(1 << c.index for c in CARDS if c.kind is kind)
        cards = [c for c in _bits(captured) if group_mask >> c & 1]
        mine = [y for y in rules.yaku if y.counted & ~_SAKE and not (y.counted & ~(group_mask | _SAKE))]
        progress: Message | str = ""
        count_yaku = [y for y in mine if not y.required]
        if count_yaku:
            y = min(count_yaku, key=lambda y: y.min_count)
            have = (captured & y.counted).bit_count()
            progress = msg("{yaku} {have}/{need}", yaku=yaku_name(y), have=min(have, y.min_count), need=y.min_count)
        out.append({
            "title": title,
            "cards": [dict(face_card(c), highlight=bool(made >> c & 1)) for c in cards],
            "progress": progress,
            "complete": any(s.yaku in mine for s in held),
        })
    return out
