import math

import pytest

from hanafuda_core.rng import Rng


def test_same_seed_same_sequence():
    assert Rng(123).shuffled(range(48)) == Rng(123).shuffled(range(48))
    assert Rng("lesson-1").shuffled(range(48)) == Rng("lesson-1").shuffled(range(48))
    assert Rng(1).shuffled(range(48)) != Rng(2).shuffled(range(48))


def test_golden_values():
    # Fixed outputs: if these change, every shared seed deals differently.
    # 0xE220A8397B1DCDAF is the published first SplitMix64 output for seed 0.
    r = Rng(0)
    assert r.next64() == 0xE220A8397B1DCDAF
    assert Rng(42).shuffled(range(10)) == Rng(42).shuffled(list(range(10)))
    assert Rng(2026).shuffled(range(12)) == GOLDEN_2026


GOLDEN_2026 = [10, 5, 2, 11, 0, 1, 7, 8, 4, 3, 6, 9]


def _reference_shuffle(rng, items):
    """Fisher-Yates with the swap positions as the mixed-radix digits of one
    long number, written plainly (what Rng.shuffle documents)."""
    n = len(items)
    words = int((sum(math.log2(k) for k in range(2, n + 1)) + 64) // 64) + 1  # log2(n!) + 64 bits
    r = 0
    for _ in range(words):
        r = (r << 64) | rng.next64()
    for i in range(n - 1, 0, -1):
        r, j = divmod(r, i + 1)
        items[i], items[j] = items[j], items[i]


@pytest.mark.parametrize("n", [2, 3, 5, 12, 17, 45, 46, 47, 48, 64, 65, 80])
def test_shuffle_written_out_is_plain_fisher_yates(n):
    # The shuffle's swaps are generated code for each length: they must be the
    # plain algorithm's, digit for digit, and leave the generator where it does.
    for seed in range(30):
        a, b = Rng(seed), Rng(seed)
        x, y = list(range(n)), list(range(n))
        a.shuffle(x)
        _reference_shuffle(b, y)
        assert x == y and a.state == b.state, (n, seed)


def test_below_is_in_range_and_covers():
    r = Rng(5)
    seen = {r.below(6) for _ in range(500)}
    assert seen == set(range(6))
    with pytest.raises(ValueError):
        r.below(0)


def test_shuffle_is_a_permutation():
    r = Rng(9)
    items = list(range(48))
    r.shuffle(items)
    assert sorted(items) == list(range(48))


def test_random_and_choice_and_fork():
    r = Rng(3)
    xs = [r.random() for _ in range(100)]
    assert all(0 <= x < 1 for x in xs)
    assert r.choice("abc") in "abc"
    with pytest.raises(IndexError):
        r.choice([])
    a = Rng(11)
    child = a.fork()
    assert child.next64() != a.next64()


def test_bad_seed_type():
    with pytest.raises(TypeError):
        Rng(1.5)
    with pytest.raises(TypeError):
        Rng(True)


def _plain_next64(state):
    """SplitMix64, one step at a time, as published: (new state, output)."""
    mask = (1 << 64) - 1
    state = (state + 0x9E3779B97F4A7C15) & mask
    z = ((state ^ (state >> 30)) * 0xBF58476D1CE4E5B9) & mask
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & mask
    return state, z ^ (z >> 31)


def _plain_below(state, n):
    limit = (1 << 64) - (1 << 64) % n
    while True:
        state, z = _plain_next64(state)
        if z < limit:
            return state, z % n


@pytest.mark.parametrize("start", [0, 1, 2**63, 2**64 - 1, 2**64 - 0x9E3779B97F4A7C15, 12345678901234567])
def test_below_made_ahead_is_splitmix_one_step_at_a_time(start):
    # below() takes outputs made eighteen at a time: the same numbers and the
    # same state after each draw, across the batches, whatever the bound.
    r, state = Rng(start), start
    for k in range(100):
        n = 1 + (k * 7) % 70
        state, want = _plain_below(state, n)
        assert r.below(n) == want and r.state == state, (start, k)


def test_below_follows_the_state_however_it_moves():
    # next64, shuffle and a state set from outside move the generator:
    # the outputs below() made ahead are then not used.
    r, state = Rng(7), 7
    for k in range(60):
        if k % 5 == 0:
            assert r.next64() == _plain_next64(state)[1]
            state = _plain_next64(state)[0]
        elif k % 7 == 0:
            r.state = state = (state * 31 + k) % 2**64
        elif k % 11 == 0:
            Rng.__init__(r, state)  # the same value, a fresh start
        elif k % 13 == 0:
            plain = Rng(state)
            _reference_shuffle(plain, list(range(20)))
            r.shuffle(list(range(20)))
            state = plain.state
        state, want = _plain_below(state, 6)
        assert r.below(6) == want and r.state == state, k
    # two generators at the same state agree (an equal state, another object)
    a = Rng(99)
    a.below(5)
    b = Rng(0)
    b.state = int(str(a.state))
    assert [a.below(9) for _ in range(40)] == [b.below(9) for _ in range(40)]



@pytest.mark.parametrize("drawn", [0, 1, 2, 19])
def test_copies_draw_alike(drawn):
    # a copy draws the same stream as the original, each on its own: taken
    # after no draw, a first one (a step alone), with outputs made ahead
    # (the second draw makes them), and after the first of those ran out
    import copy
    import pickle

    a = Rng(2024)
    for _ in range(drawn):
        a.below(3)
    copies = [a.copy(), copy.copy(a), copy.deepcopy(a), pickle.loads(pickle.dumps(a))]
    state, want = a.state, []
    for _ in range(30):
        state, x = _plain_below(state, 7)
        want.append(x)
    assert [a.below(7) for _ in range(30)] == want
    for b in copies:
        assert [b.below(7) for _ in range(30)] == want
        assert b.state == a.state


def test_next64_alone_and_with_below():
    # one number from a fresh generator, then a mix of next64, random and below
    r, state = Rng(31), 31
    for k in range(50):
        if k % 3:
            state, want = _plain_next64(state)
            assert r.next64() == want and r.state == state
        else:
            state, want = _plain_below(state, 5)
            assert r.below(5) == want and r.state == state
