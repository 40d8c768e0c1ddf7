"""Collect and run pytest-style test modules inside Pyodide (see run_core_tests.mjs).

``run_core_tests.mjs`` copies the test directory into the Pyodide file system,
registers ``pytest_shim`` as ``pytest`` and calls :func:`main` with a JSON
config.  Collection follows pytest's defaults closely enough that a test
written for pytest runs unchanged:

* files ``test_*.py`` / ``*_test.py`` under the test directory (recursively),
  imported the way pytest's default ``prepend`` import mode does it;
* module-level functions named ``test*`` and ``test*`` methods of ``Test*``
  classes without ``__init__``; ``__test__ = False`` opts out;
* ``@pytest.mark.parametrize`` (stacked, on functions, classes or a module's
  ``pytestmark``) expands to the same ids as pytest, nearest decorator first;
* ``setup_module``/``teardown_module``, ``setup_function``/``teardown_function``
  and ``setup_method``/``teardown_method``;
* ``conftest.py`` files are imported for their side effects (no fixtures).

Pyodide-specific exclusions:

* a module-level ``PYODIDE_SKIP = True`` (or a reason string) skips the whole
  module without importing it (detected statically, so a module that would
  fail to import in Pyodide can still opt out);
* ``@pytest.mark.cpython_only`` skips a test;
* ``@pytest.mark.slow`` skips a test unless the run asked for slow tests.

A test's stdout and stderr are captured and shown only when it fails.
"""

from __future__ import annotations

import ast
import contextlib
import importlib
import inspect
import io
import json
import linecache
import os
import platform
import re
import sys
import time
import traceback
from dataclasses import dataclass, field
from typing import Any, Callable

import pytest_shim as shim
from pytest_shim import Failed, Mark, ParameterSet, Skipped, XFailed, _marks_of

_THIS_FILE = os.path.abspath(__file__)
_SHIM_FILE = os.path.abspath(shim.__file__)
_LINE_WIDTH = 100
_NORECURSE = {"__pycache__", "node_modules", "build", "dist", "venv", ".venv", "CVS", "_darcs", "{arch}"}


def install_shim() -> None:
    sys.modules["pytest"] = shim


# --------------------------------------------------------------------------
# collection


@dataclass
class Item:
    nodeid: str
    func: Callable
    module: Any
    cls: type | None = None
    kwargs: dict = field(default_factory=dict)
    marks: list = field(default_factory=list)
    error: str | None = None  # a collection problem specific to this item


@dataclass
class Outcome:
    nodeid: str
    outcome: str  # passed | failed | skipped | xfailed | xpassed | error
    duration: float = 0.0
    reason: str = ""
    longrepr: str = ""
    summary: str = ""  # one line for the short test summary


def _ascii_escaped(s: str) -> str:
    out = s.encode("unicode_escape").decode("ascii")
    return "".join(c if c.isprintable() else repr(c)[1:-1] for c in out)


def _idval(val, argname: str, idx: int) -> str:
    import enum

    if isinstance(val, str):
        return _ascii_escaped(val)
    if isinstance(val, bytes):
        return _ascii_escaped(val.decode("latin-1"))
    if val is None or isinstance(val, (bool, int, float, complex)):
        return str(val)
    if isinstance(val, re.Pattern):
        return _ascii_escaped(val.pattern) if isinstance(val.pattern, str) else _ascii_escaped(val.pattern.decode("latin-1"))
    if isinstance(val, enum.Enum):
        return str(val)
    if isinstance(getattr(val, "__name__", None), str) and (inspect.isclass(val) or inspect.isfunction(val)):
        return val.__name__
    return f"{argname}{idx}"


def _argnames(raw) -> list[str]:
    if isinstance(raw, str):
        return [a.strip() for a in raw.split(",") if a.strip()]
    return list(raw)


def _expand_parametrize(mark: Mark) -> tuple[list[str], list[tuple[str, dict, tuple]]]:
    """Return ``(argnames, [(id, kwargs, marks), ...])`` for one parametrize mark."""
    args, kw = list(mark.args), dict(mark.kwargs)
    raw_names = args.pop(0) if args else kw.pop("argnames")
    argnames = _argnames(raw_names)
    # like pytest: only "x" (a string naming one argument) takes each value
    # whole; ["x"] still unpacks each value as a 1-tuple
    force_tuple = isinstance(raw_names, str) and len(argnames) == 1
    argvalues = list(args.pop(0) if args else kw.pop("argvalues"))
    ids = kw.get("ids")
    if args:
        ids = args[0] if ids is None else ids
    sets = []
    for i, v in enumerate(argvalues):
        if isinstance(v, ParameterSet):
            values, pmarks, pid = v.values, v.marks, v.id
        else:
            values = (v,) if force_tuple else tuple(v)
            pmarks, pid = (), None
        if len(values) != len(argnames):
            raise ValueError(
                f"wrong number of values in parametrize: argnames {argnames} got {len(values)} values ({values!r})"
            )
        if pid is None and ids is not None:
            if callable(ids):
                parts = []
                for name, val in zip(argnames, values):
                    got = ids(val)
                    parts.append(_ascii_escaped(str(got)) if got is not None else _idval(val, name, i))
                pid = "-".join(parts)
            else:
                ids_list = list(ids)
                if len(ids_list) != len(argvalues):
                    raise ValueError(f"ids has {len(ids_list)} entries but there are {len(argvalues)} argvalues")
                if ids_list[i] is not None:
                    pid = _ascii_escaped(str(ids_list[i]))
        if pid is None:
            pid = "-".join(_idval(val, name, i) for name, val in zip(argnames, values))
        sets.append((pid, dict(zip(argnames, values)), tuple(pmarks)))
    # make ids unique the way pytest does (suffix a counter to duplicates)
    counts: dict[str, int] = {}
    for pid, _, _ in sets:
        counts[pid] = counts.get(pid, 0) + 1
    seen: dict[str, int] = {}
    unique = []
    for pid, kwargs, pmarks in sets:
        if counts[pid] > 1:
            n = seen.get(pid, 0)
            seen[pid] = n + 1
            suffix = f"_{n}" if pid and pid[-1].isdigit() else str(n)
            pid = f"{pid}{suffix}"
        unique.append((pid, kwargs, pmarks))
    return argnames, unique


def _items_for(func, module, modid: str, cls=None, name: str | None = None) -> list[Item]:
    name = name or func.__name__
    base = f"{modid}::{cls.__name__}::{name}" if cls is not None else f"{modid}::{name}"
    marks = _marks_of(func) + (_marks_of(cls) if cls is not None else []) + _marks_of(module)
    pmarks = [m for m in marks if m.name == "parametrize"]
    other = [m for m in marks if m.name != "parametrize"]
    if not pmarks:
        return [Item(base, func, module, cls, {}, other)]
    combos: list[tuple[list[str], dict, list]] = [([], {}, [])]
    try:
        for m in pmarks:
            argnames, sets = _expand_parametrize(m)
            if not sets:
                reason = f"got empty parameter set {argnames}, function {name} at {modid}"
                return [Item(base + "[NOTSET]", func, module, cls, {}, other + [Mark("skip", (reason,))])]
            new = []
            for ids, kwargs, ms in combos:
                for pid, kw, pm in sets:
                    dup = set(kw) & set(kwargs)
                    if dup:
                        raise ValueError(f"duplicate parametrization of {sorted(dup)}")
                    new.append((ids + [pid], {**kwargs, **kw}, ms + list(pm)))
            combos = new
    except Exception as exc:  # a broken parametrize: one error item
        return [Item(base, func, module, cls, {}, other, error=f"parametrize: {type(exc).__name__}: {exc}")]
    return [Item(f"{base}[{'-'.join(ids)}]", func, module, cls, kwargs, other + ms) for ids, kwargs, ms in combos]


def _is_test_class(obj) -> bool:
    return (
        inspect.isclass(obj)
        and getattr(obj, "__test__", True)
        and obj.__init__ is object.__init__
        and obj.__new__ is object.__new__
    )


def collect_module(module, modid: str) -> list[Item]:
    items: list[Item] = []
    for name, obj in list(vars(module).items()):
        if name.startswith("test") and inspect.isfunction(obj):
            if not getattr(obj, "__test__", True) or getattr(obj, "_pyodide_shim_fixture", False):
                continue
            items.extend(_items_for(obj, module, modid))
        elif name.startswith("Test") and _is_test_class(obj):
            seen = set()
            for klass in obj.__mro__:
                if klass is object:
                    continue
                for mname, meth in vars(klass).items():
                    if mname in seen:
                        continue
                    seen.add(mname)
                    if mname.startswith("test") and inspect.isfunction(meth) and getattr(meth, "__test__", True):
                        items.extend(_items_for(meth, module, modid, cls=obj, name=mname))
    return items


def _static_skip(path: str) -> tuple[str | None, int]:
    """``(reason, number of test functions)`` if the module sets PYODIDE_SKIP."""
    try:
        with open(path, encoding="utf-8") as f:
            tree = ast.parse(f.read(), path)
    except (OSError, SyntaxError, ValueError):
        return None, 0
    reason = None
    for node in tree.body:
        targets: list = []
        value = None
        if isinstance(node, ast.Assign):
            targets, value = node.targets, node.value
        elif isinstance(node, ast.AnnAssign) and node.value is not None:
            targets, value = [node.target], node.value
        for t in targets:
            if isinstance(t, ast.Name) and t.id == "PYODIDE_SKIP":
                try:
                    v = ast.literal_eval(value)
                except ValueError:
                    v = True  # computed: treat as set
                if v:
                    reason = v if isinstance(v, str) else "PYODIDE_SKIP set in module"
    if reason is None:
        return None, 0
    n = 0
    for node in tree.body:
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)) and node.name.startswith("test"):
            n += 1
        elif isinstance(node, ast.ClassDef) and node.name.startswith("Test"):
            n += sum(1 for b in node.body if isinstance(b, ast.FunctionDef) and b.name.startswith("test"))
    return reason, max(n, 1)


def _module_name_for(path: str) -> tuple[str, str]:
    """``(sys.path entry, dotted module name)`` as pytest's ``prepend`` mode computes them."""
    d, stem = os.path.split(path)
    names = [os.path.splitext(stem)[0]]
    while os.path.exists(os.path.join(d, "__init__.py")):
        d, pkg = os.path.split(d)
        names.insert(0, pkg)
    return d, ".".join(names)


def import_test_file(path: str):
    root, modname = _module_name_for(path)
    if root not in sys.path:
        sys.path.insert(0, root)
    existing = sys.modules.get(modname)
    if existing is not None:
        if os.path.abspath(getattr(existing, "__file__", "") or "") == os.path.abspath(path):
            return existing
        raise ImportError(
            f"import file mismatch: module {modname!r} is already imported from "
            f"{getattr(existing, '__file__', '?')}, which is not {path} "
            "(rename one of the test files or add __init__.py files)"
        )
    return importlib.import_module(modname)


def find_test_files(top: str) -> tuple[list[str], list[str]]:
    """``(conftest files, test files)`` under ``top``, in pytest's order."""
    conftests, tests = [], []

    def walk(d: str) -> None:
        try:
            entries = sorted(os.listdir(d))
        except OSError:
            return
        if "conftest.py" in entries:
            conftests.append(os.path.join(d, "conftest.py"))
        for e in entries:
            p = os.path.join(d, e)
            if os.path.isdir(p):
                if not e.startswith(".") and e not in _NORECURSE and not e.endswith(".egg-info"):
                    walk(p)
            elif e.endswith(".py") and (e.startswith("test_") or e.endswith("_test.py")):
                tests.append(p)

    walk(top)
    return conftests, tests


# --------------------------------------------------------------------------
# failure reports


_SAFE_CALLS = {
    "len", "list", "tuple", "set", "frozenset", "sorted", "dict", "str", "repr", "int", "float",
    "bool", "abs", "min", "max", "sum", "type", "isinstance", "any", "all", "round", "reversed",
    "enumerate", "zip", "range", "approx",
}
_ast_cache: dict[str, ast.Module | None] = {}


def _safe_expr(node: ast.AST) -> bool:
    for n in ast.walk(node):
        if isinstance(n, ast.Call):
            f = n.func
            name = f.id if isinstance(f, ast.Name) else (f.attr if isinstance(f, ast.Attribute) else None)
            if name not in _SAFE_CALLS:
                return False
        elif isinstance(n, (ast.NamedExpr, ast.Await, ast.Yield, ast.YieldFrom, ast.Lambda)):
            return False
    return True


def _short_repr(v, limit: int = 400) -> str:
    try:
        r = repr(v)
    except Exception as exc:  # noqa: BLE001
        r = f"<repr failed: {type(exc).__name__}>"
    return r if len(r) <= limit else r[: limit - 15] + " ...[truncated]"


def _find_assert(filename: str, lineno: int) -> ast.Assert | None:
    if filename not in _ast_cache:
        src = "".join(linecache.getlines(filename))
        try:
            _ast_cache[filename] = ast.parse(src) if src else None
        except SyntaxError:
            _ast_cache[filename] = None
    tree = _ast_cache[filename]
    if tree is None:
        return None
    best = None
    for node in ast.walk(tree):
        if isinstance(node, ast.Assert) and node.lineno <= lineno <= (node.end_lineno or node.lineno):
            if best is None or node.lineno >= best.lineno:
                best = node
    return best


def _diff_hint(left, right) -> list[str]:
    out = []
    try:
        if isinstance(left, (list, tuple)) and isinstance(right, (list, tuple)):
            for i, (a, b) in enumerate(zip(left, right)):
                if a != b:
                    out.append(f"At index {i} diff: {_short_repr(a, 160)} != {_short_repr(b, 160)}")
                    break
            if len(left) != len(right):
                out.append(f"Lengths differ: {len(left)} != {len(right)}")
        elif isinstance(left, dict) and isinstance(right, dict):
            diff = [k for k in left if k in right and left[k] != right[k]]
            if diff:
                out.append("Differing items: " + ", ".join(
                    f"{k!r}: {_short_repr(left[k], 120)} != {_short_repr(right[k], 120)}" for k in diff[:5]))
            only_l = [k for k in left if k not in right]
            only_r = [k for k in right if k not in left]
            if only_l:
                out.append(f"Left contains {len(only_l)} more item(s): {_short_repr(only_l, 200)}")
            if only_r:
                out.append(f"Right contains {len(only_r)} more item(s): {_short_repr(only_r, 200)}")
        elif isinstance(left, (set, frozenset)) and isinstance(right, (set, frozenset)):
            if left - right:
                out.append(f"Extra items in the left set: {_short_repr(left - right, 200)}")
            if right - left:
                out.append(f"Extra items in the right set: {_short_repr(right - left, 200)}")
        elif isinstance(left, str) and isinstance(right, str) and left != right:
            i = next((i for i, (a, b) in enumerate(zip(left, right)) if a != b), min(len(left), len(right)))
            out.append(f"Strings differ at index {i}: {left[i:i + 30]!r} != {right[i:i + 30]!r}")
    except Exception:  # noqa: BLE001 - a hint must never break the report
        pass
    return out


def _explain_assert(tb) -> list[str]:
    """Re-evaluate the side-effect-free operands of a failed ``assert``."""
    while tb.tb_next is not None:
        tb = tb.tb_next
    frame, lineno = tb.tb_frame, tb.tb_lineno
    node = _find_assert(frame.f_code.co_filename, lineno)
    if node is None:
        return []
    test = node.test
    filename = frame.f_code.co_filename

    def ev(expr: ast.expr):
        code = compile(ast.Expression(expr), filename, "eval")
        return eval(code, frame.f_globals, dict(frame.f_locals))

    lines = []
    try:
        if isinstance(test, ast.Compare) and len(test.ops) == 1 and _safe_expr(test):
            left, right = ev(test.left), ev(test.comparators[0])
            op = {ast.Eq: "==", ast.NotEq: "!=", ast.Lt: "<", ast.LtE: "<=", ast.Gt: ">", ast.GtE: ">=",
                  ast.Is: "is", ast.IsNot: "is not", ast.In: "in", ast.NotIn: "not in"}.get(type(test.ops[0]), "?")
            lines.append(f"assert {_short_repr(left)} {op} {_short_repr(right)}")
            if op == "==":
                lines += ["  " + h for h in _diff_hint(left, right)]
        elif not isinstance(test, (ast.Constant, ast.Compare)) and _safe_expr(test):
            target = test.operand if isinstance(test, ast.UnaryOp) and isinstance(test.op, ast.Not) else test
            if not isinstance(target, ast.Name):
                lines.append(f"where {ast.unparse(target)} = {_short_repr(ev(target))}")
    except Exception:  # noqa: BLE001
        return []
    return lines


def _test_frame_locals(tb, test_files: set[str]) -> list[str]:
    frame = None
    while tb is not None:
        if tb.tb_frame.f_code.co_filename in test_files:
            frame = tb.tb_frame
        tb = tb.tb_next
    if frame is None:
        return []
    out = []
    for k, v in frame.f_locals.items():
        if k.startswith("__") or inspect.ismodule(v) or inspect.isfunction(v) or inspect.isclass(v):
            continue
        out.append(f"  {k} = {_short_repr(v, 240)}")
    return out


def _hidden_frame(filename: str) -> bool:
    return (
        filename in (_THIS_FILE, _SHIM_FILE)
        or filename.startswith("<frozen importlib")
        or filename.replace(os.sep, "/").endswith("/importlib/__init__.py")
    )


def _one_line(exc: BaseException) -> str:
    text = str(exc).strip().splitlines()
    return f"{type(exc).__name__}: {text[0]}" if text else type(exc).__name__


def format_failure(exc: BaseException, test_files: set[str]) -> str:
    tb = exc.__traceback__
    # drop the runner's (and the shim's) own frames at the top
    while tb is not None and tb.tb_frame.f_code.co_filename in (_THIS_FILE, _SHIM_FILE):
        tb = tb.tb_next
    if tb is None:
        tb = exc.__traceback__
    te = traceback.TracebackException(type(exc), exc, tb)
    # and hide the machinery (import system, shim) in the middle, as pytest does
    kept = [f for f in te.stack if not _hidden_frame(f.filename)]
    if kept:
        te.stack = traceback.StackSummary.from_list(kept)
    text = "".join(te.format())
    extra: list[str] = []
    if isinstance(exc, AssertionError) and not isinstance(exc, Failed):
        extra += _explain_assert(tb)
    loc = _test_frame_locals(tb, test_files)
    if loc:
        extra += ["locals of the test:"] + loc
    if extra:
        text += "\n".join(extra) + "\n"
    return text


# --------------------------------------------------------------------------
# running


def _marks(item: Item, name: str) -> list[Mark]:
    return [m for m in item.marks if m.name == name]


def _eval_condition(cond, module) -> bool:
    if isinstance(cond, str):
        ns = {"os": os, "sys": sys, "platform": platform, **vars(module)}
        return bool(eval(cond, ns))
    return bool(cond)


def skip_reason(item: Item, cfg: dict) -> str | None:
    for m in _marks(item, "skip"):
        return m.kwargs.get("reason") or (m.args[0] if m.args else "unconditional skip")
    for m in _marks(item, "skipif"):
        if any(_eval_condition(c, item.module) for c in m.args) or (
            "condition" in m.kwargs and _eval_condition(m.kwargs["condition"], item.module)
        ):
            return m.kwargs.get("reason", "condition: " + ", ".join(map(str, m.args)))
    for m in _marks(item, "cpython_only"):
        return "cpython_only: " + (m.kwargs.get("reason") or (m.args[0] if m.args else "runs only under CPython"))
    if not cfg.get("slow") and _marks(item, "slow"):
        return "slow test: skipped under Pyodide unless --slow"
    return None


def _xfail_mark(item: Item) -> Mark | None:
    for m in _marks(item, "xfail"):
        conds = list(m.args) + ([m.kwargs["condition"]] if "condition" in m.kwargs else [])
        if not conds or any(_eval_condition(c, item.module) for c in conds):
            return m
    return None


def _missing_args(item: Item) -> list[str]:
    try:
        sig = inspect.signature(item.func)
    except (TypeError, ValueError):
        return []
    params = list(sig.parameters.values())
    if item.cls is not None and params:
        params = params[1:]  # self
    missing = [
        p.name for p in params
        if p.default is inspect.Parameter.empty
        and p.kind in (inspect.Parameter.POSITIONAL_OR_KEYWORD, inspect.Parameter.KEYWORD_ONLY)
        and p.name not in item.kwargs
    ]
    for m in _marks(item, "usefixtures"):
        missing += [a for a in m.args if a not in missing]
    return missing


def _call_module_hook(module, name: str) -> None:
    hook = getattr(module, name, None)
    if hook is None:
        return
    try:
        takes_module = bool(inspect.signature(hook).parameters)
    except (TypeError, ValueError):
        takes_module = False
    hook(module) if takes_module else hook()


class Runner:
    def __init__(self, cfg: dict, out) -> None:
        self.cfg = cfg
        self.out = out
        self.outcomes: list[Outcome] = []
        self.test_files: set[str] = set()

    def write(self, s: str) -> None:
        self.out.write(s)
        self.out.flush()

    def run_item(self, item: Item) -> Outcome:
        reason = None
        if item.error:
            return Outcome(item.nodeid, "error", longrepr=f"collection error: {item.error}\n")
        try:
            reason = skip_reason(item, self.cfg)
        except Exception as exc:  # noqa: BLE001
            return Outcome(item.nodeid, "error", longrepr=f"error evaluating skip marks: {exc!r}\n")
        if reason is not None:
            return Outcome(item.nodeid, "skipped", reason=reason)
        xfail = _xfail_mark(item)
        if xfail is not None and xfail.kwargs.get("run") is False:
            return Outcome(item.nodeid, "xfailed", reason=xfail.kwargs.get("reason", "[NOTRUN]"))
        missing = _missing_args(item)
        if missing:
            return Outcome(
                item.nodeid, "error",
                longrepr=(f"uses fixture(s) {', '.join(missing)}, which the Pyodide runner does not support: "
                          "give the values with @pytest.mark.parametrize, or exclude the test with "
                          "@pytest.mark.cpython_only or a module-level PYODIDE_SKIP = True\n"),
            )
        cap_out, cap_err = io.StringIO(), io.StringIO()
        t0 = time.perf_counter()
        exc: BaseException | None = None
        teardown: list[Callable[[], None]] = []
        try:
            with contextlib.redirect_stdout(cap_out), contextlib.redirect_stderr(cap_err):
                try:
                    if item.cls is not None:
                        inst = item.cls()
                        fn = getattr(inst, item.func.__name__)
                        if hasattr(inst, "setup_method"):
                            inst.setup_method(fn)
                        if hasattr(inst, "teardown_method"):
                            teardown.append(lambda: inst.teardown_method(fn))
                    else:
                        fn = item.func
                        setup = getattr(item.module, "setup_function", None)
                        if setup is not None:
                            setup(fn)
                        td = getattr(item.module, "teardown_function", None)
                        if td is not None:
                            teardown.append(lambda: td(fn))
                    result = fn(**item.kwargs)
                    if inspect.iscoroutine(result):
                        result.close()
                        raise Failed("async test functions are not supported by the Pyodide runner")
                finally:
                    for t in teardown:
                        t()
        except KeyboardInterrupt:
            raise
        except BaseException as e:  # noqa: BLE001
            exc = e
        duration = time.perf_counter() - t0
        captured = ""
        if cap_out.getvalue():
            captured += "----- captured stdout -----\n" + cap_out.getvalue()
        if cap_err.getvalue():
            captured += "----- captured stderr -----\n" + cap_err.getvalue()
        if captured and not captured.endswith("\n"):
            captured += "\n"
        if isinstance(exc, Skipped):
            return Outcome(item.nodeid, "skipped", duration, reason=exc.msg or "skipped")
        if isinstance(exc, XFailed):
            return Outcome(item.nodeid, "xfailed", duration, reason=exc.msg)
        if xfail is not None:
            if exc is None:
                if xfail.kwargs.get("strict", False):
                    return Outcome(item.nodeid, "failed", duration,
                                   longrepr=f"[XPASS(strict)] {xfail.kwargs.get('reason', '')}\n")
                return Outcome(item.nodeid, "xpassed", duration, reason=xfail.kwargs.get("reason", ""))
            raises = xfail.kwargs.get("raises")
            if raises is None or isinstance(exc, raises):
                return Outcome(item.nodeid, "xfailed", duration, reason=xfail.kwargs.get("reason", ""))
        if exc is None:
            return Outcome(item.nodeid, "passed", duration)
        return Outcome(item.nodeid, "failed", duration, longrepr=format_failure(exc, self.test_files) + captured,
                       summary=_one_line(exc))

    # ------------------------------------------------------------------

    def run(self) -> dict:
        cfg = self.cfg
        t_start = time.perf_counter()
        top = cfg["tests_dir"]
        display_root = cfg.get("display_root") or os.path.dirname(top)
        filters = [f.lower() for f in cfg.get("filters") or []]
        verbose = cfg.get("verbose", False)
        collect_only = cfg.get("collect_only", False)

        def rel(p: str) -> str:
            r = os.path.relpath(p, display_root)
            return p if r.startswith("..") else r.replace(os.sep, "/")

        importlib.invalidate_caches()
        conftests, files = find_test_files(top)
        for c in conftests:
            try:
                import_test_file(c)
            except BaseException as exc:  # noqa: BLE001
                if isinstance(exc, KeyboardInterrupt):
                    raise
                self.outcomes.append(Outcome(rel(c), "error", longrepr="ERROR importing conftest\n"
                                             + format_failure(exc, set())))
        self.test_files = {os.path.abspath(f) for f in files}
        deselected = 0
        collected_total = 0
        modules_report = []
        for path in files:
            modid = rel(path)
            reason, n_static = _static_skip(path)
            if reason is not None:
                modules_report.append({"module": modid, "status": "skipped", "reason": reason})
                if filters and not any(f in modid.lower() for f in filters):
                    deselected += n_static
                    continue
                collected_total += n_static
                self.write(f"{modid} " + "s" * n_static + "\n" if not verbose else
                           f"{modid} SKIPPED ({n_static} tests): {reason}\n")
                self.outcomes += [Outcome(f"{modid}::*", "skipped", reason=reason) for _ in range(n_static)]
                continue
            try:
                with contextlib.redirect_stdout(io.StringIO()):
                    module = import_test_file(path)
            except Skipped as exc:
                if not exc.allow_module_level:
                    exc = Skipped("pytest.skip() at module level needs allow_module_level=True")
                    self.outcomes.append(Outcome(modid, "error", longrepr=str(exc) + "\n"))
                    self.write(f"{modid} E\n")
                else:
                    self.outcomes.append(Outcome(modid, "skipped", reason=exc.msg))
                    self.write(f"{modid} s\n")
                collected_total += 1
                modules_report.append({"module": modid, "status": "skipped", "reason": exc.msg})
                continue
            except BaseException as exc:  # noqa: BLE001
                if isinstance(exc, KeyboardInterrupt):
                    raise
                collected_total += 1
                self.outcomes.append(Outcome(modid, "error", longrepr="ERROR collecting module\n"
                                             + format_failure(exc, self.test_files), summary=_one_line(exc)))
                self.write(f"{modid} E\n")
                modules_report.append({"module": modid, "status": "error"})
                continue
            if getattr(module, "PYODIDE_SKIP", False):
                r = module.PYODIDE_SKIP if isinstance(module.PYODIDE_SKIP, str) else "PYODIDE_SKIP set in module"
                items = collect_module(module, modid)
                collected_total += len(items)
                self.outcomes += [Outcome(it.nodeid, "skipped", reason=r) for it in items]
                self.write(f"{modid} " + "s" * len(items) + "\n")
                modules_report.append({"module": modid, "status": "skipped", "reason": r})
                continue
            modules_report.append({"module": modid, "status": "collected"})
            items = collect_module(module, modid)
            if filters:
                kept = [it for it in items if any(f in it.nodeid.lower() for f in filters)]
                deselected += len(items) - len(kept)
                items = kept
            if not items:
                continue
            collected_total += len(items)
            if collect_only:
                for it in items:
                    self.write(it.nodeid + "\n")
                continue
            self.write(modid + (" " if not verbose else "\n"))
            column = len(modid) + 1
            try:
                with contextlib.redirect_stdout(io.StringIO()):
                    _call_module_hook(module, "setup_module")
            except BaseException as exc:  # noqa: BLE001
                if isinstance(exc, KeyboardInterrupt):
                    raise
                for it in items:
                    self.outcomes.append(Outcome(it.nodeid, "error", longrepr="ERROR in setup_module\n"
                                                 + format_failure(exc, self.test_files)))
                self.write("E" * len(items) + "\n")
                continue
            for it in items:
                o = self.run_item(it)
                self.outcomes.append(o)
                if verbose:
                    self.write(f"  {it.nodeid} {o.outcome.upper()}"
                               + (f" ({o.reason})" if o.reason else "") + f" [{o.duration * 1000:.0f} ms]\n")
                else:
                    if column >= _LINE_WIDTH:
                        self.write("\n")
                        column = 0
                    self.write({"passed": ".", "failed": "F", "skipped": "s", "xfailed": "x",
                                "xpassed": "X", "error": "E"}[o.outcome])
                    column += 1
            if hasattr(module, "teardown_module"):
                try:
                    _call_module_hook(module, "teardown_module")
                except BaseException as exc:  # noqa: BLE001
                    if isinstance(exc, KeyboardInterrupt):
                        raise
                    self.outcomes.append(Outcome(modid + "::teardown_module", "error",
                                                 longrepr=format_failure(exc, self.test_files)))
            if not verbose:
                self.write("\n")
        elapsed = time.perf_counter() - t_start
        return self.summarize(elapsed, collected_total, deselected, modules_report)

    def summarize(self, elapsed: float, collected: int, deselected: int, modules_report: list) -> dict:
        cfg = self.cfg
        counts = {k: 0 for k in ("passed", "failed", "skipped", "xfailed", "xpassed", "error")}
        for o in self.outcomes:
            counts[o.outcome] += 1
        bad = [o for o in self.outcomes if o.outcome in ("failed", "error")]
        if cfg.get("collect_only"):
            self.write(f"pyodide: {collected} tests collected"
                       + (f", {deselected} deselected" if deselected else "") + "\n")
            return {"collected": collected, "deselected": deselected, "counts": counts,
                    "failed_total": len(bad), "modules": modules_report, "items": []}
        if bad:
            self.write("\n" + " FAILURES ".center(78, "=") + "\n")
            for o in bad:
                self.write(f" {o.nodeid} ".center(78, "_") + "\n")
                self.write(o.longrepr if o.longrepr.endswith("\n") else o.longrepr + "\n")
        skipped = [o for o in self.outcomes if o.outcome in ("skipped", "xfailed", "xpassed")]
        durations = cfg.get("durations") or 0
        if durations:
            self.write("\n" + f" slowest {durations} tests ".center(78, "=") + "\n")
            for o in sorted(self.outcomes, key=lambda o: -o.duration)[:durations]:
                self.write(f"{o.duration:8.3f}s {o.nodeid}\n")
        if bad or skipped:
            self.write("\n" + " short test summary info ".center(78, "=") + "\n")
            groups: dict[tuple[str, str], int] = {}
            for o in skipped:
                key = (o.outcome.upper(), o.reason)
                groups[key] = groups.get(key, 0) + 1
            for (kind, reason), n in groups.items():
                self.write(f"{kind} [{n}] {reason}\n")
            for o in bad:
                first = o.summary or next((ln for ln in o.longrepr.splitlines() if ln.strip()), "")
                self.write(f"{'FAILED' if o.outcome == 'failed' else 'ERROR'} {o.nodeid} - {first[:160]}\n")
        failed = counts["failed"] + counts["error"]
        parts = [f"{counts['passed']} passed", f"{failed} failed", f"{counts['skipped']} skipped"]
        if counts["xfailed"]:
            parts.append(f"{counts['xfailed']} xfailed")
        if counts["xpassed"]:
            parts.append(f"{counts['xpassed']} xpassed")
        if deselected:
            parts.append(f"{deselected} deselected")
        impl = f"Python {platform.python_version()}"
        if cfg.get("pyodide_version"):
            impl += f", Pyodide {cfg['pyodide_version']}"
        if cfg.get("startup_seconds") is not None:
            impl += f"; startup {cfg['startup_seconds']:.1f}s"
        self.write(f"pyodide: {', '.join(parts)} in {elapsed:.1f}s ({impl})\n")
        return {
            "collected": collected,
            "deselected": deselected,
            "counts": counts,
            "failed_total": failed,
            "seconds": elapsed,
            "python": platform.python_version(),
            "platform": sys.platform,
            "modules": modules_report,
            "items": [{"nodeid": o.nodeid, "outcome": o.outcome, "duration": round(o.duration, 6),
                       "reason": o.reason} for o in self.outcomes],
        }


def main(config_json: str) -> str:
    """Run the tests described by ``config_json``; return the JSON summary."""
    cfg = json.loads(config_json)
    if cfg.get("require_emscripten", True) and sys.platform != "emscripten":
        raise RuntimeError(f"not running under Pyodide: sys.platform is {sys.platform!r}, expected 'emscripten'")
    install_shim()
    return json.dumps(Runner(cfg, sys.stdout).run())


def evaluate(expr: str) -> str:
    """``json.dumps(eval(expr))`` for the runner's ``--eval`` mode."""
    if sys.platform != "emscripten":
        raise RuntimeError(f"not running under Pyodide: sys.platform is {sys.platform!r}")
    ns: dict = {"__name__": "__pyodide_eval__"}
    return json.dumps(eval(compile(expr, "<--eval>", "eval"), ns))

