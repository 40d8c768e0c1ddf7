"""How many examples the core's Hypothesis tests draw: the number each test
asks for in CPython, a quarter of it (at least ten) inside Pyodide
(tests/pyodide).  How far the fuzzing reaches is the CPython run's business;
the Pyodide run shows that the same code gives the same answers there, which
a quarter of the examples shows as well, for a quarter of its time."""

from __future__ import annotations

import sys


def examples(n: int) -> int:
    """``n`` examples in CPython, a quarter of them (at least 10) inside Pyodide."""
    return n if sys.platform != "emscripten" else max(10, n // 4)
