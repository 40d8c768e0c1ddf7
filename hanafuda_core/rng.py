"""A small, seedable random source that gives the same numbers everywhere.

The engines never use :mod:`random`: a seeded :class:`Rng` produces exactly
the same shuffles in CPython and in Pyodide, on any version, so a deal shared
as a seed (in a lesson, a bug report or a test) is the same deal for everyone.

The generator is SplitMix64 (Steele, Lea & Flood, 2014): 64-bit state, one
addition and three multiply-xorshift steps per output.  Bounded integers use
rejection sampling, so they are unbiased.
"""

from __future__ import annotations

import hashlib
import math
import os
from typing import MutableSequence, Sequence, TypeVar

T = TypeVar("T")

_MASK64 = (1 << 64) - 1
_GOLDEN = 0x9E3779B97F4A7C15


def _seed_int(seed: int | str | None) -> int:
    if seed is None:
        return int.from_bytes(os.urandom(8), "little")
    if isinstance(seed, bool) or not isinstance(seed, (int, str)):
        raise TypeError(f"seed must be an int or a str, not {type(seed).__name__}")
    if isinstance(seed, str):
        return int.from_bytes(hashlib.sha256(seed.encode("utf-8")).digest()[:8], "little")
    return seed & _MASK64


def _shuffle_words(n: int) -> int:
    """64-bit words needed to shuffle n items with bias below 2**-64."""
    return int((sum(math.log2(k) for k in range(2, n + 1)) + 64) // 64) + 1


_SHUFFLE_WORDS = tuple(_shuffle_words(n) for n in range(49))


class Rng:
    """Deterministic random source: ``Rng(seed)`` with an int or a str seed."""

    __slots__ = ("state",)

    def __init__(self, seed: int | str | None = None):
        self.state = _seed_int(seed)

    def next64(self) -> int:
        self.state = (self.state + _GOLDEN) & _MASK64
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK64
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK64
        return z ^ (z >> 31)

    def below(self, n: int) -> int:
        """A uniform integer in ``range(n)``."""
        if n <= 0:
            raise ValueError("below() needs a positive bound")
        limit = (1 << 64) - ((1 << 64) % n)
        while True:
            x = self.next64()
            if x < limit:
                return x % n

    def choice(self, items: Sequence[T]) -> T:
        if not items:
            raise IndexError("choice from an empty sequence")
        return items[self.below(len(items))]

    def shuffle(self, items: MutableSequence[T]) -> None:
        """Shuffle in place (Fisher–Yates).

        The swap positions are the mixed-radix digits of one uniform integer
        at least 64 bits longer than log2(n!), so the bias is below 2**-64
        while a 48-card deck needs 5 generator steps instead of 47.
        """
        n = len(items)
        if n < 2:
            return
        r = 0
        for _ in range(_SHUFFLE_WORDS[n] if n < len(_SHUFFLE_WORDS) else _shuffle_words(n)):
            r = (r << 64) | self.next64()
        for i in range(n - 1, 0, -1):
            r, j = divmod(r, i + 1)
            items[i], items[j] = items[j], items[i]

    def shuffled(self, items: Sequence[T]) -> list[T]:
        out = list(items)
        self.shuffle(out)
        return out

    def random(self) -> float:
        """A float in [0, 1) with 53 random bits."""
        return (self.next64() >> 11) / (1 << 53)

    def fork(self) -> "Rng":
        """An independent generator derived from this one."""
        child = Rng(0)
        child.state = self.next64()
        return child
