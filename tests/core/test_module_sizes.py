"""No module of the core over 800 lines, no function over 80: a reader can
hold one in mind.  Generated modules (written by a script: "do not edit"
in their first lines) are left out."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

pytestmark = pytest.mark.cpython_only  # reads the source tree, which a Pyodide run does not hold

CORE = Path(__file__).resolve().parents[2] / "hanafuda_core"
MODULE_LINES = 800
FUNCTION_LINES = 80


def generated(source: str) -> bool:
    return "do not edit" in source[:1200].lower()


def oversized() -> tuple[list[str], list[str]]:
    modules, functions = [], []
    for path in sorted(CORE.rglob("*.py")):
        source = path.read_text(encoding="utf-8")
        if generated(source):
            continue
        where = path.relative_to(CORE.parent)
        lines = source.count("\n")
        if lines > MODULE_LINES:
            modules.append(f"{where}: {lines} lines")
        for node in ast.walk(ast.parse(source)):
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
                length = node.end_lineno - node.lineno + 1
                if length > FUNCTION_LINES:
                    functions.append(f"{where}:{node.lineno}: {node.name}() {length} lines")
    return modules, functions


def test_the_whole_core_is_read():
    assert (CORE / "game.py").exists() and len(list(CORE.rglob("*.py"))) > 50


def test_no_module_is_over_800_lines():
    modules, _ = oversized()
    assert not modules, "modules over 800 lines:\n" + "\n".join(modules)


def test_no_function_is_over_80_lines():
    _, functions = oversized()
    assert not functions, "functions over 80 lines:\n" + "\n".join(functions)


def test_a_generated_module_says_so_in_its_first_lines():
    assert generated('"""Outlines.\n\nWritten by ``scripts/card_glyphs.py``; do not edit."""')
    assert generated((CORE / "glyphs.py").read_text(encoding="utf-8"))
    assert not generated('"""The cards of the deck."""')
