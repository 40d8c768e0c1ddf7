"""The core's modules import only downwards, and never each other's private names.

The layers, from the bottom (a module may import from its own layer or a
lower one, never from a higher one)::

    deck, notation (and errors, rng, glyphs)
    cardset, options, words (and art, dealer, pagetables)
    game (the Game interface and its parts, positions, matches, goals;
          the evaluation and the computer levels, which take a game as argument)
    families (the code a family of games shares)
    games (the registry and one package per game)
    board, play, learning (and review, drills, rule_drills)
    webapi
    sitegen (scripts/sitegen, the site generation)

The check reads every import statement (those inside functions too) with
:mod:`ast`, so an import made late to dodge a cycle is still an import.
A name starting with an underscore is private to its module: importing one
from another module is a violation too (``from .view import _log_lines``).
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

pytestmark = pytest.mark.cpython_only  # reads the source tree, which a Pyodide run does not hold

ROOT = Path(__file__).resolve().parents[2]
CORE = ROOT / "hanafuda_core"
SITEGEN = ROOT / "scripts" / "sitegen"

LAYERS: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("deck and notation", ("errors", "rng", "glyphs", "deck", "notation")),
    ("cardset, options, words", ("cardset", "options", "words", "art", "dealer", "pagetables")),
    ("game", ("game", "position", "match", "presenter", "goal", "evaluation", "levels")),
    ("families", ("families",)),
    ("games", ("games",)),
    ("board, play, learning", ("board", "play", "learning", "review", "drills", "rule_drills")),
    ("webapi", ("webapi",)),
)
SITEGEN_LAYER = len(LAYERS)


def layer_of(module: str) -> int | None:
    """The layer of ``hanafuda_core.<...>`` or ``hanafuda_site.<...>`` (None: the package itself)."""
    parts = module.split(".")
    if parts[0] == "hanafuda_site":
        return SITEGEN_LAYER
    if parts[0] != "hanafuda_core" or len(parts) == 1:
        return None
    for n, (_, names) in enumerate(LAYERS):
        if parts[1] in names:
            return n
    raise AssertionError(f"{module} is in no layer: add it to LAYERS in {Path(__file__).name}")


def _modules():
    for path in sorted(CORE.rglob("*.py")):
        rel = path.relative_to(ROOT).with_suffix("")
        parts = list(rel.parts)
        yield path, ".".join(parts[:-1] if parts[-1] == "__init__" else parts), parts[-1] == "__init__"
    for path in sorted(SITEGEN.rglob("*.py")):
        rel = path.relative_to(SITEGEN).with_suffix("")
        parts = ["hanafuda_site"] + list(rel.parts)
        yield path, ".".join(parts[:-1] if parts[-1] == "__init__" else parts), parts[-1] == "__init__"


def _package_file(module: str) -> Path | None:
    parts = module.split(".")
    base = {"hanafuda_core": CORE, "hanafuda_site": SITEGEN}.get(parts[0])
    if base is None:
        return None
    p = base.joinpath(*parts[1:])
    if (p / "__init__.py").exists():
        return p / "__init__.py"
    if p.with_suffix(".py").exists():
        return p.with_suffix(".py")
    return None


def imports(path: Path, module: str, is_package: bool):
    """``(line, imported module, [names])`` for every import of ``path``; a
    ``from pkg import sub`` of a submodule counts as an import of ``pkg.sub``."""
    tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
    here = module.split(".") if is_package else module.split(".")[:-1]
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            for a in node.names:
                yield node.lineno, a.name, []
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = here[: len(here) - node.level + 1]
                target = ".".join(base + ([node.module] if node.module else []))
            else:
                target = node.module or ""
            plain = []
            for a in node.names:
                sub = f"{target}.{a.name}"
                if _package_file(sub) is not None:
                    yield node.lineno, sub, []
                else:
                    plain.append(a.name)
            if plain:
                yield node.lineno, target, plain


def violations() -> tuple[list[str], list[str]]:
    upward, private = [], []
    for path, module, is_package in _modules():
        mine = layer_of(module)
        where = path.relative_to(ROOT)
        for line, target, names in imports(path, module, is_package):
            theirs = layer_of(target) if target.startswith(("hanafuda_core", "hanafuda_site")) else None
            if mine is not None and theirs is not None and theirs > mine:
                upward.append(f"{where}:{line}: {module} ({LAYERS[mine][0] if mine < len(LAYERS) else 'sitegen'})"
                              f" imports {target} ({LAYERS[theirs][0] if theirs < len(LAYERS) else 'sitegen'})")
            if target.startswith(("hanafuda_core", "hanafuda_site")) and target != module:
                for name in names:
                    if name.startswith("_") and not name.startswith("__"):
                        private.append(f"{where}:{line}: {module} imports {target}.{name}")
    return upward, private


def test_every_module_has_a_layer():
    modules = [module for _, module, _ in _modules()]
    assert "hanafuda_core.game" in modules and "hanafuda_site.plugin" in modules and len(modules) > 50
    for module in modules:
        layer_of(module)  # raises for a module in no layer


def test_imports_point_down_the_layers():
    upward, _ = violations()
    assert not upward, "imports up the layers:\n" + "\n".join(upward)


def test_no_private_name_is_imported_from_another_module():
    _, private = violations()
    assert not private, "private names imported from another module:\n" + "\n".join(private)


@pytest.mark.parametrize("source, expected", [
    ("from ..board import verb\n", ["hanafuda_core/games/x/view.py:1"]),
    ("def f():\n    from ...play import seed\n", ["hanafuda_core/games/x/view.py:2"]),
    ("from ...words import plural\n", []),
])
def test_the_check_sees_an_upward_import_even_inside_a_function(tmp_path, monkeypatch, source, expected):
    # A fake game package beside the real ones: an import of board (a higher layer) is flagged.
    fake = tmp_path / "view.py"
    fake.write_text(source.replace("from ..board", "from ...board"), encoding="utf-8")
    found = []
    for line, target, _ in imports(fake, "hanafuda_core.games.x.view", False):
        if layer_of(target) > layer_of("hanafuda_core.games.x.view"):
            found.append(f"hanafuda_core/games/x/view.py:{line}")
    assert found == expected


# ---------------------------------------------------------------------------
# The Game interface is what its classes show


def _class_and_module_defs(tree: ast.AST):
    for node in ast.walk(tree):
        if isinstance(node, (ast.Module, ast.ClassDef)):
            for item in node.body:
                if isinstance(item, ast.FunctionDef):
                    yield item


def forwarding_definitions() -> list[str]:
    """Every ``__getattr__`` in the core (a module's or a class's): a name
    answered by forwarding is an interface no class shows."""
    found = []
    for path, _, _ in _modules():
        if not path.is_relative_to(CORE):
            continue
        tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
        for fn in _class_and_module_defs(tree):
            if fn.name == "__getattr__" or (fn.name == "__setattr__" and path.name == "game.py"):
                found.append(f"{path.relative_to(ROOT)}:{fn.lineno}: {fn.name}")
    return found


def hooks_found_by_name() -> list[str]:
    """``getattr(game, "name", ...)`` / ``hasattr(...)`` on a game or its
    computer or presenter in the core: a hook looked up by its name instead
    of declared (with its default) on the class that owns it."""
    found = []
    for path, _, _ in _modules():
        if not path.is_relative_to(CORE):
            continue
        tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
        for node in ast.walk(tree):
            if (isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in ("getattr", "hasattr")
                    and len(node.args) >= 2 and isinstance(node.args[1], ast.Constant)
                    and ast.unparse(node.args[0]).endswith(("game", "computer", "presenter"))):
                found.append(f"{path.relative_to(ROOT)}:{node.lineno}: {ast.unparse(node)}")
    return found


def test_no_name_is_answered_by_forwarding():
    assert not forwarding_definitions(), "\n".join(forwarding_definitions())


def test_no_hook_is_found_by_its_name():
    assert not hooks_found_by_name(), "hooks looked up by name:\n" + "\n".join(hooks_found_by_name())


def test_the_interface_checks_see_what_they_forbid(tmp_path, monkeypatch):
    fake = tmp_path / "hanafuda_core" / "game.py"
    fake.parent.mkdir()
    fake.write_text("class Game:\n    def __getattr__(self, name):\n        return 1\n\n"
                    "def f(game):\n    return getattr(game.computer, 'turn_end_key', None)\n", encoding="utf-8")
    monkeypatch.setitem(globals(), "CORE", fake.parent)
    monkeypatch.setitem(globals(), "ROOT", tmp_path)
    assert forwarding_definitions() == ["hanafuda_core/game.py:2: __getattr__"]
    assert hooks_found_by_name() == ["hanafuda_core/game.py:6: getattr(game.computer, 'turn_end_key', None)"]
