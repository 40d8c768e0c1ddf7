"""The compiled yaku evaluator: a rule set's yaku turned into a few table look-ups."""

from __future__ import annotations

from typing import Iterable
from typing import Iterator
from typing import Sequence

from ...cardset import bits as _bits, mask as _mask
from ...families import capture as ha
from .yaku import Yaku, YakuScore


# Rules and the compiled yaku evaluator

_MAX_TABLE_BITS = 10  # a unit keyed by its card subset has at most 2**10 entries
POINT_BITS = 16  # a signature is points | (held-yaku bits << 16)
POINT_MASK = (1 << POINT_BITS) - 1


def holds_new_yaku(signature: int, basis: int, growing: bool) -> bool:
    """Whether the yaku ``signature`` holds a yaku that ``basis`` (the
    signature at the player's last koi-koi) does not, or, with ``growing``
    (the option that a yaku grown since counts as new), more points."""
    return bool((signature >> POINT_BITS) & ~(basis >> POINT_BITS)) or (
        growing and (signature & POINT_MASK) > (basis & POINT_MASK))


def resolve_yaku(members: Sequence[Yaku], captured: int) -> tuple[YakuScore, ...]:
    """The yaku of ``members`` held with ``captured``, stacking rules applied.

    The direct evaluation from the definitions: the compiled tables are built
    from it, and the tests compare the two."""
    held = [(y, y.value(captured)) for y in members if y.held(captured)]
    if not held:
        return ()
    keys = {y.key for y, _ in held}
    held = [(y, v) for y, v in held if not any(b in keys for b in y.blocked_by)]
    held = ha.best_exclusive(held, lambda h: h[0].group, lambda h: h[1])
    return tuple(YakuScore(y, v) for y, v in held)


class _Unit:
    """Yaku evaluated together: a stacking group (with the yaku that block or
    are blocked by its members), or several small ones merged.  ``count``
    units depend only on how many cards of ``keymask`` are held."""

    __slots__ = ("members", "keymask", "count")

    def __init__(self, members: list[Yaku], keymask: int, count: bool):
        self.members = members
        self.keymask = keymask
        self.count = count


def _units(active: Sequence[Yaku]) -> list[_Unit]:
    index = {y.key: i for i, y in enumerate(active)}
    parent = list(range(len(active)))

    def find(i):
        while parent[i] != i:
            parent[i] = parent[parent[i]]
            i = parent[i]
        return i

    def union(i, j):
        parent[find(i)] = find(j)

    by_group: dict[str, int] = {}
    for i, y in enumerate(active):
        if y.group is not None:
            if y.group in by_group:
                union(i, by_group[y.group])
            else:
                by_group[y.group] = i
        for b in y.blocked_by:
            if b in index:
                union(i, index[b])
    comps: dict[int, list[Yaku]] = {}
    for i, y in enumerate(active):
        comps.setdefault(find(i), []).append(y)
    units: list[_Unit] = []
    for members in comps.values():
        key = 0
        for y in members:
            key |= y.counted | y.required | y.excluded
        pure = all(not y.required and not y.excluded for y in members)
        same = len({y.counted for y in members}) == 1
        units.append(_Unit(members, key, pure and same))
    # merge small subset units, then count units over the same cards
    merged: list[_Unit] = []
    for u in units:
        if u.count:
            for m in merged:
                if m.count and m.keymask == u.keymask:
                    m.members.extend(u.members)
                    break
            else:
                merged.append(u)
            continue
        for m in merged:
            if not m.count and (m.keymask | u.keymask).bit_count() <= _MAX_TABLE_BITS:
                m.members.extend(u.members)
                m.keymask |= u.keymask
                break
        else:
            merged.append(u)
    order = {y.key: i for i, y in enumerate(active)}
    for m in merged:
        m.members.sort(key=lambda y: order[y.key])
    merged.sort(key=lambda m: order[m.members[0].key])
    return merged


def _submasks(mask: int) -> Iterator[int]:
    sub = mask
    while True:
        yield sub
        if sub == 0:
            return
        sub = (sub - 1) & mask


class CompiledYaku:
    """Per-rules look-up tables and the three straight-line evaluation functions."""

    __slots__ = ("yaku_of", "score_of", "signature", "units", "bit_of", "needs_other")

    def __init__(self, active: Sequence[Yaku]):
        self.units = _units(active)
        self.bit_of = {y.key: 1 << i for i, y in enumerate(active)}
        if sum(y.points + y.per_extra * 48 for y in active) > POINT_MASK:
            raise ValueError("yaku points are too large")
        env: dict = {}
        y_terms, p_terms, s_terms = [], [], []
        for i, u in enumerate(self.units):
            ytab: dict | list
            if u.count:
                n = u.keymask.bit_count()
                low = _bits(u.keymask)
                ytab, ptab, stab = [], [], []
                for k in range(n + 1):
                    m = _mask(low[:k])
                    r = resolve_yaku(u.members, m)
                    ytab.append(r)
                    ptab.append(sum(s.points for s in r))
                    stab.append(ptab[-1] | (self._keybits(r) << POINT_BITS))
                look = f"[(m & {u.keymask:#x}).bit_count()]"
            else:
                ytab, ptab, stab = {}, {}, {}
                for sub in _submasks(u.keymask):
                    r = resolve_yaku(u.members, sub)
                    ytab[sub] = r
                    ptab[sub] = sum(s.points for s in r)
                    stab[sub] = ptab[sub] | (self._keybits(r) << POINT_BITS)
                look = f"[m & {u.keymask:#x}]"
            env[f"Y{i}"], env[f"P{i}"], env[f"S{i}"] = ytab, ptab, stab
            y_terms.append(f"*Y{i}{look}")
            p_terms.append(f"P{i}{look}")
            s_terms.append(f"S{i}{look}")
        # Yaku that count only beside another one (needs_other): when no other
        # yaku is held, every held yaku is one of them, and none counts.
        others = sum(self.bit_of[y.key] for y in active if not y.needs_other) << POINT_BITS
        self.needs_other = others != sum(self.bit_of.values()) << POINT_BITS
        sig = " + ".join(s_terms) or "0"
        if not self.needs_other:
            src = (
                f"def yaku_of(m):\n    return [{', '.join(y_terms)}]\n"
                f"def score_of(m):\n    return {' + '.join(p_terms) or '0'}\n"
                f"def signature(m):\n    return {sig}\n"
            )
        else:
            src = (
                f"def signature(m):\n    s = {sig}\n    return s if s & {others:#x} else 0\n"
                f"def yaku_of(m):\n    return [{', '.join(y_terms)}] if ({sig}) & {others:#x} else []\n"
                f"def score_of(m):\n    return signature(m) & {POINT_MASK:#x}\n"
            )
        exec(compile(src, "<koikoi yaku tables>", "exec"), env)  # noqa: S102 - generated from integers only
        self.yaku_of = env["yaku_of"]
        self.score_of = env["score_of"]
        self.signature = env["signature"]

    def _keybits(self, scores: Iterable[YakuScore]) -> int:
        b = 0
        for s in scores:
            b |= self.bit_of[s.yaku.key]
        return b
