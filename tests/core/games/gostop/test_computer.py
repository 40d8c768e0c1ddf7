"""Go-Stop's computer player: it beats the random player, and it plays fair
(its move is the same whatever the hidden cards are: the others' hands and
the order of the stock)."""

from __future__ import annotations

from hanafuda_core.cardset import bits
from hanafuda_core.games.gostop import computer
from hanafuda_core.games.gostop.match import GoStopMatch
from hanafuda_core.games.gostop.options import GoStopOptions
from hanafuda_core.rng import Rng


def play_match(seed: int, seats: int, deals: int = 3) -> tuple[int, GoStopMatch]:
    m = GoStopMatch(GoStopOptions(deals=deals), Rng(seed), seats=seats, record=False)
    me, rng = seed % seats, Rng(seed + 1)
    while m.result is None:
        pos = m.position
        while not pos.is_over():
            player = computer.choose_action if pos.turn == me else computer.random_action
            pos.push_unchecked(player(pos, rng))
        m.next_round()
    return me, m


def test_the_rules_of_thumb_beat_the_random_player():
    for seats, least in ((2, 18), (3, 12)):
        won = sum(m.scores[me] > 0 for me, m in (play_match(s, seats) for s in range(20)))
        assert won >= least, (seats, won)


def test_the_computer_reads_no_hidden_card():
    for seed in range(40):
        m = GoStopMatch(GoStopOptions(), Rng(seed), seats=2 + seed % 2, record=False)
        pos, rng = m.position, Rng(seed)
        while not pos.is_over():
            p = pos.turn
            hidden = [c for q in range(pos.seats) if q != p for c in bits(pos.hands[q])] + list(pos.draw)
            other = pos.copy()
            Rng(seed + 7).shuffle(hidden)  # the same counts, other cards in other places
            i = 0
            for q in range(pos.seats):
                if q != p:
                    n = pos.hands[q].bit_count()
                    other.hands[q] = sum(1 << c for c in hidden[i:i + n])
                    i += n
            other.draw = hidden[i:]
            assert computer.choose_action(other, Rng(seed)) == computer.choose_action(pos, Rng(seed))
            pos.push_unchecked(computer.choose_action(pos, rng))
