"""A small, seedable random source that gives the same numbers everywhere.

The engines never use :mod:`random`: a seeded :class:`Rng` produces exactly
the same shuffles in CPython and in Pyodide, on any version, so a deal shared
as a seed (in a lesson, a bug report or a test) is the same deal for everyone.

The generator is SplitMix64 (Steele, Lea & Flood, 2014): 64-bit state, one
addition and three multiply-xorshift steps per output.  Bounded integers use
rejection sampling, so they are unbiased.
"""

from __future__ import annotations

from .errors import HanafudaError

import hashlib
import math
import os
import struct
from typing import Callable, MutableSequence, Sequence, TypeVar

T = TypeVar("T")

_MASK64 = (1 << 64) - 1
_GOLDEN = 0x9E3779B97F4A7C15


MAX_SEED_TEXT = 1000
"""Longest text seed accepted, in characters."""


class SeedError(HanafudaError, TypeError):
    """A seed that cannot be used.

    A ``ValueError``; also a ``TypeError`` because a seed of the wrong type
    (a float, a list, ``True``) raised ``TypeError`` before this class existed.
    """


def _kind(value: object) -> str:
    return "None" if value is None else f"a {type(value).__name__}"


def _seed_int(seed: int | str | None) -> int:
    if seed is None:
        return int.from_bytes(os.urandom(8), "little")
    if isinstance(seed, bool):
        raise SeedError(f"a seed is a whole number or a text, not {seed!r}")
    if isinstance(seed, int):
        return seed & _MASK64
    if not isinstance(seed, str):
        raise SeedError(f"a seed is a whole number or a text, not {_kind(seed)}")
    if len(seed) > MAX_SEED_TEXT:
        raise SeedError(f"the seed text is too long: {len(seed)} characters, at most {MAX_SEED_TEXT}")
    if seed.strip().isdigit() and not seed.isascii():
        raise SeedError(f"the seed {seed!r} looks like a number: write it with the digits 0-9")
    try:
        data = seed.encode("utf-8")
    except UnicodeEncodeError as e:
        raise SeedError(
            f"the seed text is not valid Unicode (a lone surrogate U+{ord(seed[e.start]):04X} "
            f"at character {e.start + 1})"
        ) from None
    return int.from_bytes(hashlib.sha256(data).digest()[:8], "little")


def parse_seed(text: object) -> int:
    """Read a seed number typed by a person (a form field, a URL, a saved game).

    Accepts an int or a text of ASCII digits (spaces around are ignored) from
    0 to 2**64 - 1; anything else raises :class:`SeedError` with a message for
    that person.  (``Rng`` itself also takes any text and hashes it.)
    """
    if isinstance(text, bool):
        raise SeedError(f"a seed is a whole number, not {text!r}")
    if not isinstance(text, (int, str)):
        raise SeedError(f"a seed is a whole number, not {_kind(text)}")
    if isinstance(text, str):
        digits = text.strip()
        if not digits:
            raise SeedError("the seed is empty: write a whole number such as 42")
        if len(digits) > 20 and digits.isascii() and digits.isdigit():
            raise SeedError(f"the seed is too large: {len(digits)} digits, at most 2**64 - 1 (20 digits)")
        if not (digits.isascii() and digits.isdigit()):
            shown = repr(digits) if len(digits) <= 40 else repr(digits[:40]) + "..."
            if any(ch.isdigit() for ch in digits) and all(ch.isdigit() for ch in digits):
                raise SeedError(f"the seed {shown} must be written with the digits 0-9")
            raise SeedError(f"the seed {shown} is not a whole number: write digits 0-9 only")
        text = int(digits)
    if not 0 <= text <= _MASK64:
        raise SeedError("the seed must be a whole number from 0 to 2**64 - 1")
    return text


def _shuffle_words(n: int) -> int:
    """64-bit words needed to shuffle n items with bias below 2**-64."""
    return int((sum(math.log2(k) for k in range(2, n + 1)) + 64) // 64) + 1


_SHUFFLE_WORDS = tuple(_shuffle_words(n) for n in range(49))


def _shuffle_groups(n: int) -> tuple[tuple[tuple[tuple[int, int], ...], int], ...]:
    """The swap positions ``n - 1 .. 1`` of a shuffle, each with its radix
    ``i + 1``, in groups whose radices multiply to less than 2**30 (one
    machine digit of an int: the fast divisions), with that product."""
    out = []
    i = n - 1
    while i >= 1:
        first, product = i, 1
        while i >= 1 and product * (i + 1) < 1 << 30:
            product *= i + 1
            i -= 1
        out.append((tuple((k, k + 1) for k in range(first, i, -1)), product))
    return tuple(out)


_SHUFFLE_GROUPS = tuple(_shuffle_groups(n) for n in range(49))


def _shuffle_steps(n: int) -> Callable[[MutableSequence, int], None]:
    """The swaps of a shuffle of ``n`` items as straight-line code (made once
    for each ``n``): ``steps(items, r)`` takes the mixed-radix digits of the
    long number ``r`` a group at a time, as :meth:`Rng.shuffle` describes,
    with the radices as constants and no loop (a deal is a shuffle)."""
    steps = _STEPS.get(n)
    if steps is None and n > 64:  # a long list: the same swaps in a loop
        groups = _shuffle_groups(n)

        def steps(items: MutableSequence, r: int) -> None:
            for radices, product in groups:
                r, q = divmod(r, product)
                for i, radix in radices:
                    j = q % radix
                    q //= radix
                    items[i], items[j] = items[j], items[i]

        return steps
    if steps is None:
        lines = ["def steps(items, r):"]
        for radices, product in (_SHUFFLE_GROUPS[n] if n < len(_SHUFFLE_GROUPS) else _shuffle_groups(n)):
            lines.append(f"    r, q = divmod(r, {product})")
            for k, (i, radix) in enumerate(radices):
                # the last digit of a group is what is left of q
                lines.append("    j = q" if k == len(radices) - 1 else f"    j = q % {radix}; q //= {radix}")
                lines.append(f"    items[{i}], items[j] = items[j], items[{i}]")
        env: dict = {}
        exec(compile("\n".join(lines), f"<shuffle of {n}>", "exec"), env)  # noqa: S102 - integers only
        steps = _STEPS[n] = env["steps"]
    return steps


_STEPS: dict[int, Callable[[MutableSequence, int], None]] = {}


def _limit(n: int) -> int:
    """The rejection bound of :meth:`Rng.below`: the largest multiple of ``n`` up to 2**64."""
    if n <= 0:
        raise ValueError("below() needs a positive bound")
    return (1 << 64) - ((1 << 64) % n)


_LIMITS = (0,) + tuple(_limit(n) for n in range(1, 64))
_BELOW_EVERY_LIMIT = min(_LIMITS[1:])  # an output below it is accepted for every bound under 64
_NOTHING_MADE: list[int] = []  # (never taken from: an empty list is false)
_new = object.__new__


# Several steps at once: the states s + G, s + 2G, ... side by side in one
# long integer, 128 bits apart, go through SplitMix64's output function
# together.  A 64-bit lane times a 64-bit constant fits in its 128 bits, so
# lanes never mix; after each step the high half of every lane is masked
# off.  The same numbers as one step at a time, at a fraction of the work
# each in CPython: next64() and below() take the first step from a new
# state alone (a seed or a shuffle may be followed by one number, a coin),
# then make eighteen ahead at a time (a random player draws again and again:
# a random round of a capture game draws about sixteen); shuffle() makes the
# few words of its long number; reserve(k) makes k ahead.

_MORE = 18  # made ahead by next64() and below() at a time, while all are taken


def _lane_constants(k: int) -> tuple[int, int, int, Callable, int]:
    """For ``k`` steps side by side: 1 in every lane, the steps 1..k times
    the increment, the low 64 bits of every lane, the reader of the lanes'
    outputs (each lane's low word; the last lane first) and the lanes' bytes."""
    ones = sum(1 << (128 * i) for i in range(k))
    goldens = sum(((i + 1) * _GOLDEN) << (128 * i) for i in range(k))
    return ones, goldens, _MASK64 * ones, struct.Struct(">" + "8xQ" * k).unpack, 16 * k


_LANE_CONSTANTS = {_MORE: _lane_constants(_MORE)}


def _mixed(s: int, low: int) -> int:
    """SplitMix64's output mix of every 64-bit lane of ``s`` at once (``low``:
    the low 64 bits of every lane; a lane never carries into the next)."""
    z = s ^ ((s >> 30) & low)
    z = (z * 0xBF58476D1CE4E5B9) & low
    z ^= (z >> 27) & low
    z = (z * 0x94D049BB133111EB) & low
    return z ^ ((z >> 31) & low)


def _outputs(state: int, k: int) -> list[int]:
    """The outputs of the next ``k`` steps from ``state``, to be taken from
    the end (the first one last)."""
    ones, goldens, low, read, size = _LANE_CONSTANTS.get(k) or _LANE_CONSTANTS.setdefault(k, _lane_constants(k))
    return list(read(_mixed(((state & _MASK64) * ones + goldens) & low, low).to_bytes(size, "big")))


def _long_constants(k: int) -> tuple[int, int, int, tuple[tuple[int, int, int], ...]]:
    """For :func:`_long_number` of ``k`` words: 1 in every 128-bit lane, the
    steps ``k .. 1`` times the increment (step 1 in the highest lane), the
    low 64 bits of every lane, and the moves that close the gaps between the
    lanes' words: ``(kept, moved, shift)`` for blocks of 1, 2, 4... lanes."""
    ones = sum(1 << (128 * i) for i in range(k))
    goldens = sum(((k - i) * _GOLDEN) << (128 * i) for i in range(k))
    moves = []
    width = 1  # lanes per block; a block holds its 64 * width bits at its bottom
    while width < k:
        kept = moved = 0
        block = (1 << (64 * width)) - 1
        for b in range(0, k, 2 * width):
            kept |= block << (128 * b)
            if b + width < k:
                moved |= block << (128 * (b + width))
        moves.append((kept, moved, 64 * width))
        width *= 2
    return ones, goldens, _MASK64 * ones, tuple(moves)


_LONG_CONSTANTS = {k: _long_constants(k) for k in set(_SHUFFLE_WORDS)}


def _long_number(state: int, k: int) -> int:
    """The next ``k`` outputs from ``state`` as one number, the first one
    highest (the long number of :meth:`Rng.shuffle`): the ``k`` steps side
    by side as in :func:`_outputs`, the first step in the highest lane,
    then the 64-bit gaps between the lanes' outputs closed with shifts."""
    ones, goldens, low, moves = _LONG_CONSTANTS.get(k) or _LONG_CONSTANTS.setdefault(k, _long_constants(k))
    z = _mixed(((state & _MASK64) * ones + goldens) & low, low)
    for kept, moved, shift in moves:
        z = (z & kept) | ((z & moved) >> shift)
    return z


class Rng:
    """Deterministic random source: ``Rng(seed)`` with an int or a str seed.

    An int is taken modulo 2**64; a text (at most :data:`MAX_SEED_TEXT`
    characters) is hashed.  A seed of another type, or a text made of digits
    other than 0-9, raises :class:`SeedError`.
    """

    __slots__ = ("_at", "_made", "_outputs")

    def __init__(self, seed: int | str | None = None):
        self._at = seed & _MASK64 if seed.__class__ is int else _seed_int(seed)
        """The state the last steps were taken from (:attr:`state` counts on from it)."""
        self._made = 0
        """Steps taken from ``_at``, one alone or many ahead: those not drawn yet are
        in ``_outputs``."""
        self._outputs: list[int] = _NOTHING_MADE
        """The outputs made ahead not yet taken, the next one last."""

    @property
    def state(self) -> int:
        """The generator's 64-bit state; setting it starts the stream there."""
        return (self._at + (self._made - len(self._outputs)) * _GOLDEN) & _MASK64

    @state.setter
    def state(self, value: int) -> None:
        self._at = value
        self._made = 0
        self._outputs = _NOTHING_MADE

    def copy(self) -> "Rng":
        """A generator in the same state, drawing the same numbers as this
        one from then on, independently (also ``copy.copy``)."""
        twin = _new(Rng)
        twin._at = self._at
        twin._made = self._made
        outputs = self._outputs
        twin._outputs = outputs[:] if outputs else _NOTHING_MADE  # its own list
        return twin

    __copy__ = copy

    def next64(self) -> int:
        """The next 64-bit output; ``state`` moves on one step."""
        outputs = self._outputs
        if outputs:  # made ahead
            return outputs.pop()
        if self._made:  # all taken, or the last step was taken alone: more at once
            at = self._at = (self._at + self._made * _GOLDEN) & _MASK64
            self._made = _MORE
            outputs = self._outputs = _outputs(at, _MORE)
            return outputs.pop()
        # The state was set, shuffled or just seeded: one step alone (a
        # generator may be used for one number), and the outputs are made
        # ahead from the next one on.
        self._made = 1
        z = (self._at + _GOLDEN) & _MASK64
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK64
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK64
        return z ^ (z >> 31)

    def below(self, n: int) -> int:
        """A uniform integer in ``range(n)``."""
        outputs = self._outputs  # next64, inlined for an output made ahead: the hot path of every random player
        if outputs and 0 < n < 64:
            z = outputs.pop()
            if z < _BELOW_EVERY_LIMIT or z < _LIMITS[n]:
                return z % n
            limit = _LIMITS[n]
        else:  # none made ahead: next64() takes one step alone (a coin may be all
            # it is for), then makes some ahead if another number is drawn
            limit = _LIMITS[n] if 0 < n < 64 else _limit(n)
        while True:
            z = self.next64()
            if z < limit:
                return z % n

    def reserve(self, k: int) -> None:
        """Make the next ``k`` outputs at once, for a caller about to draw
        about that many numbers (the same numbers, less work each)."""
        at = self._at = self.state
        self._made = k
        self._outputs = _outputs(at, k)

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
        # the words of the long number: next64() k times, at once
        k = _SHUFFLE_WORDS[n] if n < len(_SHUFFLE_WORDS) else _shuffle_words(n)
        # the state read and set as the property does, written out (every deal
        # shuffles: through the property a random round of a capture game took 1% longer)
        state = (self._at + (self._made - len(self._outputs)) * _GOLDEN) & _MASK64
        r = _long_number(state, k)
        self._at = (state + k * _GOLDEN) & _MASK64
        self._made = 0
        self._outputs = _NOTHING_MADE
        # The digits come a group at a time: one division of the long number
        # per group, then divisions of a small one (the same digits); the
        # swap at position i (from n - 1 down to 1) is with the digit of radix
        # i + 1.  Written out once for each n (:func:`_shuffle_steps`).
        (_STEPS.get(n) or _shuffle_steps(n))(items, r)

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
