"""Poka's computer player as the Strong level sees a turn: cards the rules
never tell apart (the plain cards of a month) make one plan, not two."""

from hanafuda_core import games
from hanafuda_core.cardset import index
from hanafuda_core.games.poka import PokaPosition
from hanafuda_core.games.poka.cards import ALIKE, GHOSTS
from hanafuda_core.levels import turn_lines

GAME = games.get("poka")


def _pos(h1, h2, discard, draw="?"):
    return PokaPosition.from_text(f"{h1}; {h2}; {discard}; {draw}; 1; -; 0; 0; 0-0; 1; -")


def _classes():
    out: dict[int, set] = {}
    for c, rep in enumerate(ALIKE):
        out.setdefault(rep, set()).add(c)
    return sorted(sorted(s) for s in out.values())


def test_alike_cards_are_the_plain_cards_of_a_month():
    groups = _classes()
    for g in GHOSTS:  # each ghost card is a class of its own
        assert [g] in groups
    assert sorted(index(c) for c in ("1C1", "1C2")) in groups  # the One-Two combo's plain Januaries
    assert sorted(index(c) for c in ("2R", "2C1", "2C2")) in groups  # February without the warbler
    for month in range(3, 13):
        assert list(range(4 * (month - 1), 4 * month)) in groups
    assert len(groups) == 3 + 2 + 10


def test_a_turn_that_differs_only_in_an_alike_card_is_one_line():
    # Two August cards may follow the July on top, and nothing follows August:
    # either ends the turn alike, so Strong weighs one line, the one that
    # starts with the move it was given first.
    p = _pos("8B 8C2 3C1 11A", "4C2 5C1 9C1", "7C1")
    assert sorted(GAME.legal_actions(p)) == ["8B", "8C2"]
    assert turn_lines(GAME, p, "8C2", 16) == [["8C2"]]
    assert turn_lines(GAME, p, "8B", 16) == [["8B"]]


def test_alike_ends_share_a_key_and_others_do_not():
    a = _pos("8B 8C2 3C1 11A", "4C2 5C1 9C1", "7C1")
    b = a.copy()
    GAME.push(a, "8B")
    GAME.push(b, "8C2")
    assert GAME.position_text(a) != GAME.position_text(b)
    assert GAME.computer.turn_end_key(a) == GAME.computer.turn_end_key(b)
    # a ghost is not like a plain card of its month
    c = _pos("1B 1C1 5A", "4C2 5C1 9C1", "12C1")
    d = c.copy()
    GAME.push(c, "1B")
    GAME.push(d, "1C1")
    assert GAME.computer.turn_end_key(c) != GAME.computer.turn_end_key(d)
