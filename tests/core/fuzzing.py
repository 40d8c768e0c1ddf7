"""How much of the core's randomized checking runs inside Pyodide
(tests/pyodide): the Hypothesis tests draw a quarter of their examples there
(at least ten), and the conformance suite checks one position in four of its
checked matches.  How far the fuzzing reaches is the CPython run's business;
the Pyodide run shows that the same code gives the same answers there, which
a quarter of the examples or positions shows as well, for a quarter of its
time."""

from __future__ import annotations

import sys


def examples(n: int) -> int:
    """``n`` examples in CPython, a quarter of them (at least 10) inside Pyodide."""
    return n if sys.platform != "emscripten" else max(10, n // 4)


def sampled(step: int) -> bool:
    """Whether the ``step``-th position of a randomized walk gets the full
    checks: every one in CPython, one in four inside Pyodide."""
    return sys.platform != "emscripten" or step % 4 == 0
