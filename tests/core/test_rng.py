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
