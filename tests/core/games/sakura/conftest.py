"""Sakura is not declared yet (tests/core/test_declared_games.py, UNDECLARED):
the engine's wheel, which the Pyodide run installs, leaves its package out,
so its tests run in CPython only until it is declared."""

import importlib.util

if importlib.util.find_spec("hanafuda_core.games.sakura") is None:
    collect_ignore_glob = ["test_*.py"]
