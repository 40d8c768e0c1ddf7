"""The status line never says more than the legal moves allow.

Every registered game, at each of its seat counts, plays seeded whole rounds
at random; at every position the status line — seen by the seat to move on
the play page, and by another seat on a page's picture — is read against the
legal actions.  Each claim below is a phrase a status may use and what must
then hold of the legal actions; a status the claim does not match is not
judged by it.  (The kind of fault held here: Palauan Hanahuda's status said
that the card played "must capture a field card of its month" while cards
without a match were rightly offered: they join the field.)

The claims read the actions through their ``kind`` (every game's actions
have one: ``play``, ``draw``, ``discard``, ``pass``, ``stop`` ...) and, for
the capture games, the card played and the field.
"""

from __future__ import annotations

import re
from collections import Counter

import pytest

from hanafuda_core import games
from hanafuda_core.deck import ALL_CARDS
from hanafuda_core.families.capture import LIGHTNING, capture_choices
from hanafuda_core.rng import Rng

CASES = [(g.key, n) for g in games.all_games() for n in g.info.seat_counts]
IDS = [f"{k}-{n}seats" for k, n in CASES]
ROUNDS = 3
JOINS = re.compile(r"joins the field|stays on the field|matches nothing|without (one|a match)")


def _actions(game, pos) -> list:
    return [game.parse_action(pos, t) for t in game.legal_actions(pos)]


def _kinds(acts) -> set[str]:
    return {getattr(a, "kind", None) for a in acts}


def _plays(pos, acts) -> list[tuple[object, bool]]:
    """The plays of a hand card onto a field, each with whether it captures."""
    fld = getattr(pos, "field", None)
    if not isinstance(fld, int):
        return []
    wild = bool(getattr(pos, "wild", False))
    out = []
    for a in acts:
        card = getattr(a, "card", None)
        if getattr(a, "kind", None) == "play" and isinstance(card, int) and not ALL_CARDS[card].is_bonus:
            out.append((a, any(t for _, t in capture_choices(card, fld, wild and card == LIGHTNING))))
    return out


def _discards(acts) -> bool:
    return any(getattr(a, "is_discard", False) for a in acts)


# (name, phrase in the status, what must hold of (position, legal actions))
CLAIMS = (
    ("a play from the hand is described",
     re.compile(r"play a card from (your|the) hand"),
     lambda pos, acts: bool(_plays(pos, acts))),
    ("a card to play on the pile",
     re.compile(r"play (a card (that counts as|of|on)|any card)"),
     lambda pos, acts: _discards(acts)),
    ("choosing what the card turned up captures",
     re.compile(r"choose which one it captures"),
     lambda pos, acts: len(acts) >= 2 and _kinds(acts) == {"draw"}),
    ("stop or play on",
     re.compile(r"Stop the round.*or play on|Stop to end the round.*or call koi-koi"),
     lambda pos, acts: "stop" in _kinds(acts) and len(_kinds(acts)) == 2),
    ("the cutter's choice",
     re.compile(r"field first or to the players first"),
     lambda pos, acts: _kinds(acts) == {"field-first", "players-first"}),
    ("trade or keep",
     re.compile(r"trade one of them .* or keep"),
     lambda pos, acts: _kinds(acts) == {"trade", "keep"}),
    ("nothing can follow, so pass",
     re.compile(r"\bso pass\b"),
     lambda pos, acts: "pass" in _kinds(acts) and not _discards(acts)),
    ("play, or pass",
     re.compile(r"\bor pass\b"),
     lambda pos, acts: "pass" in _kinds(acts) and _discards(acts)),
    ("play, or stop",
     re.compile(r"\bor stop\b"),
     lambda pos, acts: "stop" in _kinds(acts) and _discards(acts)),
    ("only stop",
     re.compile(r"; stop\.$"),
     lambda pos, acts: _kinds(acts) == {"stop"}),
    ("a card must follow",
     re.compile(r"must (follow|come next|go on)"),
     lambda pos, acts: _discards(acts) and not _kinds(acts) & {"pass", "stop"}),
)


def _check_plays(status: str, pos, acts, seen: Counter) -> None:
    """A status that speaks of a play from the hand says what the plays do:
    a card that captures nothing joins the field, exactly when there is one;
    it speaks of capturing only when some play captures."""
    plays = _plays(pos, acts)
    if not plays or not re.search(r"play a card from (your|the) hand", status):
        return
    leaves = any(not takes for _, takes in plays)
    captures = any(takes for _, takes in plays)
    assert bool(JOINS.search(status)) == leaves, (status, [a.text() for a, _ in plays])
    if not captures:
        assert "must capture" not in status and "captures a field card" not in status, status
    seen["plays: some card joins the field" if leaves else "plays: every card captures"] += 1
    if leaves and captures:
        seen["plays: both"] += 1


def _check(game, pos, status: str, seen: Counter) -> None:
    acts = _actions(game, pos)
    for name, phrase, holds in CLAIMS:
        if phrase.search(status):
            seen[name] += 1
            assert holds(pos, acts), (game.key, name, status, game.legal_actions(pos))
    _check_plays(status, pos, acts, seen)


def _statuses(game, pos, seats: int):
    """The status seen by the seat to move (the play page) and by the next
    seat on a picture (a page's board, not interactive)."""
    me = game.to_move(pos)
    yield str(game.presenter.view(pos, me=me, names=game.seat_names(seats, me), interactive=True)["status"])
    other = (me + 1) % seats
    yield str(game.presenter.view(pos, me=other, names=game.seat_names(seats, other), interactive=False)["status"])


def _play_rounds(game, seats: int, seen: Counter, rounds: int = ROUNDS) -> None:
    for i in range(rounds):
        seed = f"status/{game.key}/{seats}/{i}"
        rng = Rng(seed)
        match = game.new_match(None, Rng(f"{seed}/deal"), seats)
        pos = match.position
        while game.to_move(pos) is not None:
            for status in _statuses(game, pos, seats):
                _check(game, pos, status, seen)
            game.push(pos, game.computer.random_action(pos, rng))


@pytest.mark.parametrize("key, seats", CASES, ids=IDS)
def test_the_status_never_says_more_than_the_legal_moves(key, seats):
    game = games.get(key)
    seen: Counter = Counter()
    _play_rounds(game, seats, seen)
    # not vacuous: a game with a status of its own had some of its claims read
    if game.presenter.view.__func__.__module__.startswith("hanafuda_core"):
        assert seen, f"{key}: no claim of the status was checked"


def test_the_capture_games_show_both_kinds_of_hand():
    """The claims about plays are read in hands where some cards match the
    field and others do not, and in hands where every card matches."""
    seen: Counter = Counter()
    for game in games.all_games():
        for seats in game.info.seat_counts:
            _play_rounds(game, seats, seen, rounds=1)
    assert seen["plays: both"] > 0 and seen["plays: every card captures"] > 0, seen
