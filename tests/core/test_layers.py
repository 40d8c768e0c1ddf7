"""The core's modules import only downwards, never in a circle, and never each other's private names.

The layers, from the bottom (a module may import from its own layer or a
lower one, never from a higher one)::

    deck, notation (and errors, messages, rng, glyphs)
    cardset, options, words (and names, phrases, seats, art, dealer, pagetables, decktables)
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
from another module is a violation too (``from .view import _log_lines``),
and so is reading one through an object (``pos._push(a)``, ``getattr(pos,
"_stack")``) in a module that does not define it; what a module defines is
what it names in a ``def``, a ``class``, an assignment, an attribute it sets
through ``self`` or ``cls``, or a ``__slots__``.  Within the layers, two
directions are held by name: the deck needs nothing of the notation, and a
game's rules (its position, notation, actions...) never import a computer
player.  No modules import each other, however late (an import under
``if TYPE_CHECKING:``, for annotations, never runs and does not count).

The Game interface is what its classes show: no ``__getattr__`` in the
core answers for another object, and no hook of a game, its computer or
its presenter is looked up by its name (``getattr(game, "hook", None)``):
each is declared, with its default, on the class that owns it.
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
    ("deck and notation", ("errors", "messages", "rng", "glyphs", "deck", "notation")),
    ("cardset, options, words", ("cardset", "options", "words", "names", "phrases", "seats", "art", "dealer", "pagetables",
                                  "decktables")),
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


# ---------------------------------------------------------------------------
# Private attributes read through objects

OWN_NAMES = ("self", "cls")
"""The names through which a module may read the private attributes of its own classes."""


def _is_private(name: str) -> bool:
    return name.startswith("_") and not name.startswith("__")


def defined_names(tree: ast.AST) -> set[str]:
    """What a module defines: the names of its ``def``s and ``class``es, every
    name it assigns, the attributes it sets through ``self`` or ``cls`` and
    the names in its ``__slots__``."""
    names: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            names.add(node.name)
        elif isinstance(node, ast.Name) and isinstance(node.ctx, ast.Store):
            names.add(node.id)
        elif (isinstance(node, ast.Attribute) and isinstance(node.ctx, ast.Store)
              and isinstance(node.value, ast.Name) and node.value.id in OWN_NAMES):
            names.add(node.attr)
        elif isinstance(node, (ast.Assign, ast.AnnAssign)):
            targets = node.targets if isinstance(node, ast.Assign) else [node.target]
            if any(isinstance(t, ast.Name) and t.id == "__slots__" for t in targets) and node.value is not None:
                names.update(c.value for c in ast.walk(node.value)
                             if isinstance(c, ast.Constant) and isinstance(c.value, str))
    return names


def private_reads(source: str, where: str) -> list[str]:
    """``where:line: expression`` for every private attribute ``source`` reads
    or sets through an object other than ``self``/``cls`` (``x._name``, and
    ``getattr``/``hasattr``/``setattr`` with the name as text) that it does
    not define itself (:func:`defined_names`)."""
    tree = ast.parse(source, where)
    mine = defined_names(tree)
    found = []
    for node in ast.walk(tree):
        name = None
        if isinstance(node, ast.Attribute):
            if not (isinstance(node.value, ast.Name) and node.value.id in OWN_NAMES):
                name = node.attr
        elif (isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
              and node.func.id in ("getattr", "hasattr", "setattr") and len(node.args) >= 2
              and isinstance(node.args[1], ast.Constant) and isinstance(node.args[1].value, str)
              and not (isinstance(node.args[0], ast.Name) and node.args[0].id in OWN_NAMES)):
            name = node.args[1].value
        if name is not None and _is_private(name) and name not in mine:
            found.append(f"{where}:{node.lineno}: {ast.unparse(node)}")
    return found


def test_no_module_reads_another_modules_private_attributes():
    found = []
    for path in sorted([*CORE.rglob("*.py"), *SITEGEN.rglob("*.py")]):
        found += private_reads(path.read_text(encoding="utf-8"), str(path.relative_to(ROOT)))
    assert not found, "private attributes of another module, read through an object:\n" + "\n".join(found)


@pytest.mark.parametrize("source, expected", [
    ("def play(pos, a):\n    pos._push(a)\n", ["x.py:2: pos._push"]),
    ("def stack(pos):\n    return getattr(pos, '_stack', None)\n", ["x.py:2: getattr(pos, '_stack', None)"]),
    ("def mark(pos):\n    pos._seen = True\n", ["x.py:2: pos._seen"]),
    ("class P:\n    __slots__ = ('_stack',)\n\n    def copy(self):\n        new = P()\n"
     "        new._stack = list(self._stack)\n        return new\n", []),
    ("class P:\n    def _push(self, a):\n        self._last = a\n\n\ndef play(pos, a):\n    pos._push(a)\n", []),
    ("def play(pos, a):\n    pos.push_unchecked(a)\n    return pos.__class__, a.__dict__\n", []),
])
def test_the_check_sees_a_private_attribute_read_through_an_object(source, expected):
    assert private_reads(source, "x.py") == expected


# ---------------------------------------------------------------------------
# Two directions held by name

RULES_MODULES = ("actions", "cards", "deal", "evaluator", "explain", "field", "measure", "months", "notation",
                 "options", "outcome", "position", "rules", "rules_data", "scoring", "seating", "teyaku", "yaku")
"""The modules of a game or family package that hold its rules (a package
that has one of these names holds in it the rules, never a player)."""


def test_the_deck_needs_nothing_of_the_notation():
    deck = CORE / "deck.py"
    targets = [target for _, target, _ in imports(deck, "hanafuda_core.deck", False)]
    assert targets and not [t for t in targets if t == "hanafuda_core.notation"
                            or t.startswith("hanafuda_core.notation.")], targets


def rules_importing_a_computer(modules) -> list[str]:
    """``path:line: module imports target`` for every rules module (of
    :data:`RULES_MODULES`, in a game's or a family's package) among
    ``modules`` (``(path, module, is_package)``) that imports a computer
    player (a module named ``computer``)."""
    found = []
    for path, module, is_package in modules:
        parts = module.split(".")
        if len(parts) < 4 or parts[1] not in ("games", "families") or parts[-1] not in RULES_MODULES:
            continue
        for line, target, _ in imports(path, module, is_package):
            if target.startswith("hanafuda_core.") and target.split(".")[-1] == "computer":
                found.append(f"{path.relative_to(ROOT) if path.is_relative_to(ROOT) else path.name}:{line}: "
                             f"{module} imports {target}")
    return found


def test_a_games_rules_do_not_import_a_computer_player():
    modules = [m for m in _modules() if m[1].startswith("hanafuda_core.")]
    assert any(m[1] == "hanafuda_core.games.hiyoko.position" for m in modules)
    found = rules_importing_a_computer(modules)
    assert not found, "rules modules importing a computer player:\n" + "\n".join(found)


def test_the_check_sees_a_rules_module_importing_its_computer(tmp_path):
    fake = tmp_path / "position.py"
    fake.write_text("from .cards import HAND\n\n\ndef end(me, after):\n    from .computer import evaluate\n",
                    encoding="utf-8")
    found = rules_importing_a_computer([(fake, "hanafuda_core.games.hiyoko.position", False)])
    assert found == ["position.py:5: hanafuda_core.games.hiyoko.position imports hanafuda_core.games.hiyoko.computer"]
    view = tmp_path / "view.py"
    view.write_text("from .computer import explain_move\n", encoding="utf-8")
    assert rules_importing_a_computer([(view, "hanafuda_core.games.hiyoko.view", False)]) == []


# ---------------------------------------------------------------------------
# No cycles


def _annotation_only_lines(path: Path) -> set[int]:
    """The lines of ``if TYPE_CHECKING:`` blocks (imports for annotations, never run)."""
    tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
    lines: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.If) and ast.unparse(node.test) in ("TYPE_CHECKING", "typing.TYPE_CHECKING"):
            for item in node.body:
                lines.update(range(item.lineno, (item.end_lineno or item.lineno) + 1))
    return lines


def import_cycles(modules=None) -> list[list[str]]:
    """The groups of core and plugin modules that import each other, directly
    or round about, at run time (Tarjan's strongly connected components)."""
    graph: dict[str, set[str]] = {}
    for path, module, is_package in (modules if modules is not None else _modules()):
        skip = _annotation_only_lines(path)
        graph.setdefault(module, set())
        for line, target, _ in imports(path, module, is_package):
            if line not in skip and target != module and target.startswith(("hanafuda_core", "hanafuda_site")):
                graph[module].add(target)
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    cycles: list[list[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        for w in graph[v]:
            if w not in graph:
                continue
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            group = []
            while True:
                w = stack.pop()
                group.append(w)
                if w == v:
                    break
            if len(group) > 1:
                cycles.append(sorted(group))

    for v in sorted(graph):
        if v not in index:
            visit(v)
    return cycles


def test_no_modules_import_each_other():
    cycles = import_cycles()
    assert not cycles, "modules that import each other:\n" + "\n".join(" <-> ".join(c) for c in cycles)


def test_the_cycle_check_sees_a_cycle_dodged_by_a_late_import(tmp_path):
    a, b = tmp_path / "a.py", tmp_path / "b.py"
    a.write_text("from .b import f\n", encoding="utf-8")
    b.write_text("from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from .a import g\n"
                 "def f():\n    from .a import g\n", encoding="utf-8")
    found = import_cycles([(a, "hanafuda_core.x.a", False), (b, "hanafuda_core.x.b", False)])
    assert found == [["hanafuda_core.x.a", "hanafuda_core.x.b"]]
    b.write_text("from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from .a import g\n", encoding="utf-8")
    assert import_cycles([(a, "hanafuda_core.x.a", False), (b, "hanafuda_core.x.b", False)]) == []
