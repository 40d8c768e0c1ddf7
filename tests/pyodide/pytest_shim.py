"""A tiny stand-in for ``pytest`` used when the core's tests run inside Pyodide.

Pyodide has no pytest wheel in the local ``node_modules/pyodide`` directory
(and the test run must not need the network), so ``run_core_tests.mjs``
registers this module as ``sys.modules["pytest"]`` before importing the test
modules.  It implements the part of the pytest API the core's tests use:

* ``raises`` (context manager or callable form, ``match=`` via ``re.search``
  on ``str(exc)`` plus any ``__notes__``, like pytest),
* ``warns``, ``approx``, ``param``,
* ``skip`` / ``fail`` / ``xfail`` / ``importorskip``,
* ``mark.<anything>``: ``parametrize``, ``skip``, ``skipif`` and ``xfail`` are
  interpreted by ``pyodide_runner``; ``cpython_only`` and ``slow`` skip the
  test under Pyodide (``slow`` unless ``--slow``); every other marker is a
  no-op label.

Fixtures are not supported: a test that asks for one is reported as an error
that says so.
"""

from __future__ import annotations

import math
import re
import warnings
from collections.abc import Mapping, Sequence, Set
from decimal import Decimal
from fractions import Fraction
from numbers import Complex

__all__ = [
    "approx", "fail", "importorskip", "mark", "param", "raises", "skip", "warns", "xfail",
    "Failed", "Skipped", "XFailed", "ExceptionInfo", "Mark", "MarkDecorator", "ParameterSet",
]

IS_SHIM = True  # lets a test module tell the shim from the real pytest


# --------------------------------------------------------------------------
# Outcomes.  Like pytest's, they derive from BaseException so that a test's
# ``except Exception`` does not swallow a skip or a failure.


class OutcomeException(BaseException):
    def __init__(self, msg: str = "") -> None:
        super().__init__(msg)
        self.msg = msg

    def __str__(self) -> str:
        return self.msg


class Skipped(OutcomeException):
    def __init__(self, msg: str = "", allow_module_level: bool = False) -> None:
        super().__init__(msg)
        self.allow_module_level = allow_module_level


class Failed(OutcomeException):
    pass


class XFailed(OutcomeException):
    pass


def skip(reason: str = "", *, allow_module_level: bool = False, msg: str | None = None):
    raise Skipped(msg if msg is not None else reason, allow_module_level=allow_module_level)


def fail(reason: str = "", pytrace: bool = True, msg: str | None = None):
    raise Failed(msg if msg is not None else reason)


def xfail(reason: str = ""):
    raise XFailed(reason)


skip.Exception = Skipped
fail.Exception = Failed
xfail.Exception = XFailed


def importorskip(modname: str, minversion: str | None = None, reason: str | None = None, **_):
    import importlib

    try:
        mod = importlib.import_module(modname)
    except ImportError as exc:
        raise Skipped(reason or f"could not import {modname!r}: {exc}", allow_module_level=True) from None
    if minversion is not None:
        have = getattr(mod, "__version__", None)
        if have is None or _version_tuple(have) < _version_tuple(minversion):
            raise Skipped(f"module {modname!r} has __version__ {have!r}, required is: {minversion!r}",
                          allow_module_level=True)
    return mod


def _version_tuple(v: str) -> tuple:
    return tuple(int(p) if p.isdigit() else p for p in re.split(r"[.+-]", str(v)))


# --------------------------------------------------------------------------
# raises / warns


def _exc_text(exc: BaseException) -> str:
    text = str(exc)
    notes = getattr(exc, "__notes__", None)
    if notes:
        text = "\n".join([text, *map(str, notes)])
    return text


def _type_name(expected) -> str:
    if isinstance(expected, tuple):
        return "any of (" + ", ".join(t.__name__ for t in expected) + ")"
    return getattr(expected, "__name__", repr(expected))


class ExceptionInfo:
    """What ``with pytest.raises(...) as excinfo`` gives back."""

    def __init__(self) -> None:
        self._value: BaseException | None = None

    def _fill(self, value: BaseException) -> None:
        self._value = value

    def _need(self) -> BaseException:
        if self._value is None:
            raise AssertionError(".value can only be used after the 'with pytest.raises(...)' block")
        return self._value

    @property
    def value(self) -> BaseException:
        return self._need()

    @property
    def type(self) -> type:
        return type(self._need())

    @property
    def typename(self) -> str:
        return type(self._need()).__name__

    @property
    def tb(self):
        return self._need().__traceback__

    @property
    def traceback(self):
        return self.tb

    def exconly(self, tryshort: bool = False) -> str:
        v = self._need()
        return f"{type(v).__name__}: {v}"

    def errisinstance(self, exc) -> bool:
        return isinstance(self._need(), exc)

    def match(self, regexp) -> bool:
        text = _exc_text(self._need())
        if not re.search(regexp, text):
            raise AssertionError(f"Regex pattern did not match.\n  Regex: {regexp!r}\n  Input: {text!r}")
        return True

    def __repr__(self) -> str:
        if self._value is None:
            return "<ExceptionInfo for raises contextmanager>"
        return f"<ExceptionInfo {self.exconly()}>"


class RaisesContext:
    def __init__(self, expected, match=None, check=None) -> None:
        self.expected = expected
        self.match_expr = match
        self.check = check
        self.excinfo = ExceptionInfo()

    def __enter__(self) -> ExceptionInfo:
        return self.excinfo

    def __exit__(self, etype, value, tb) -> bool:
        if etype is None:
            raise Failed(f"DID NOT RAISE {_type_name(self.expected)}")
        if self.expected is not None and not issubclass(etype, self.expected):
            return False  # let the unexpected exception propagate
        if value is None:
            value = etype()
        self.excinfo._fill(value)
        if self.match_expr is not None:
            text = _exc_text(value)
            if not re.search(self.match_expr, text):
                raise AssertionError(
                    f"Regex pattern did not match.\n  Regex: {self.match_expr!r}\n  Input: {text!r}"
                ) from value
        if self.check is not None and not self.check(value):
            raise AssertionError(f"check {self.check!r} did not return True for {value!r}") from value
        return True


def raises(expected_exception=None, *args, match=None, check=None, **kwargs):
    """``with raises(Exc, match=...)`` or ``raises(Exc, func, *args, **kwargs)``."""
    if expected_exception is None:
        if match is None and check is None:
            raise TypeError("raises() needs an exception type, match= or check=")
        expected = BaseException
    else:
        expected = expected_exception
    types = expected if isinstance(expected, tuple) else (expected,)
    for t in types:
        if not (isinstance(t, type) and issubclass(t, BaseException)):
            raise TypeError(f"expected exception must be a BaseException type, not {t!r}")
    ctx = RaisesContext(expected, match=match, check=check)
    if not args:
        if kwargs:
            raise TypeError(f"unexpected keyword arguments to raises(): {sorted(kwargs)}")
        return ctx
    func, *rest = args
    if not callable(func):
        raise TypeError(f"{func!r} object (type: {type(func)}) must be callable")
    with ctx as excinfo:
        func(*rest, **kwargs)
    return excinfo


class WarningsRecorder(list):
    def pop(self, cls=Warning):  # type: ignore[override]
        for i, w in enumerate(self):
            if issubclass(w.category, cls):
                return super().pop(i)
        raise AssertionError(f"{cls!r} not found in warning list")


class WarnsContext:
    def __init__(self, expected, match=None) -> None:
        self.expected = expected
        self.match_expr = match
        self.record = WarningsRecorder()

    def __enter__(self) -> WarningsRecorder:
        self._cm = warnings.catch_warnings(record=True)
        caught = self._cm.__enter__()
        warnings.simplefilter("always")
        self._caught = caught
        return self.record

    def __exit__(self, etype, value, tb) -> bool:
        self._cm.__exit__(etype, value, tb)
        self.record.extend(self._caught)
        if etype is not None:
            return False
        hits = [w for w in self.record if issubclass(w.category, self.expected)]
        if not hits:
            raise Failed(f"DID NOT WARN. No warnings of type {_type_name(self.expected)} were emitted. "
                         f"The list of emitted warnings is: {[str(w.message) for w in self.record]}.")
        if self.match_expr is not None and not any(re.search(self.match_expr, str(w.message)) for w in hits):
            raise Failed(f"DID NOT WARN. No warnings of type {_type_name(self.expected)} matching "
                         f"the regex were emitted.\n  Regex: {self.match_expr}\n"
                         f"  Emitted warnings: {[str(w.message) for w in hits]}.")
        return False


def warns(expected_warning=Warning, *args, match=None, **kwargs):
    ctx = WarnsContext(expected_warning, match=match)
    if not args:
        return ctx
    func, *rest = args
    with ctx:
        return func(*rest, **kwargs)


def deprecated_call(*args, **kwargs):
    return warns((DeprecationWarning, PendingDeprecationWarning), *args, **kwargs)


# --------------------------------------------------------------------------
# approx


_DEFAULT_REL = 1e-6
_DEFAULT_ABS = 1e-12


def _is_number(x) -> bool:
    return isinstance(x, (Complex, Decimal, Fraction)) and not isinstance(x, bool)


class approx:
    """``actual == approx(expected, rel=None, abs=None, nan_ok=False)``.

    Numbers compare within ``max(rel * |expected|, abs)`` (defaults 1e-6 and
    1e-12; giving only ``abs`` turns the relative tolerance off, as in
    pytest).  Sequences, mappings and nested containers of them compare
    element by element; anything else must be equal.
    """

    __hash__ = None  # type: ignore[assignment]

    def __init__(self, expected, rel=None, abs=None, nan_ok: bool = False) -> None:
        if isinstance(expected, Set):
            raise TypeError(f"pytest.approx() only supports ordered sequences, not {type(expected).__name__}")
        for name, tol in (("rel", rel), ("abs", abs)):
            if tol is not None and (tol < 0 or (isinstance(tol, float) and math.isnan(tol))):
                raise ValueError(f"{name} tolerance can't be negative or NaN: {tol}")
        self.expected = expected
        self.rel = rel
        self.abs = abs
        self.nan_ok = nan_ok

    def _tolerance(self, expected) -> float:
        abs_tol = _DEFAULT_ABS if self.abs is None else self.abs
        if self.rel is None and self.abs is not None:
            return abs_tol
        rel = _DEFAULT_REL if self.rel is None else self.rel
        return max(rel * _builtin_abs(expected), abs_tol)

    def _scalar_eq(self, actual, expected) -> bool:
        if isinstance(expected, bool) or isinstance(actual, bool):
            # as in pytest: booleans only ever equal booleans... except that
            # approx(1) == True holds, because 1 == True
            if isinstance(expected, bool) and not isinstance(actual, bool):
                return False
            return actual == expected
        if not _is_number(expected):
            return actual == expected
        if actual == expected:
            return True
        if not _is_number(actual):
            return False
        if isinstance(expected, complex) or isinstance(actual, complex):
            e, a = complex(expected), complex(actual)
            if any(math.isnan(v) for v in (e.real, e.imag)):
                return self.nan_ok and any(math.isnan(v) for v in (a.real, a.imag))
            if any(math.isinf(v) for v in (e.real, e.imag)):
                return False
            return _builtin_abs(a - e) <= self._tolerance(e)
        e, a = float(expected), float(actual)
        if math.isnan(e):
            return self.nan_ok and math.isnan(a)
        if math.isinf(e):
            return False
        try:
            return _builtin_abs(actual - expected) <= self._tolerance(expected)
        except TypeError:
            return _builtin_abs(a - e) <= self._tolerance(e)

    def _eq(self, actual, expected) -> bool:
        if isinstance(expected, Mapping):
            if not isinstance(actual, Mapping) or set(actual) != set(expected):
                return False
            return all(self._eq(actual[k], expected[k]) for k in expected)
        if isinstance(expected, Sequence) and not isinstance(expected, (str, bytes)):
            if (not isinstance(actual, Sequence) or isinstance(actual, (str, bytes))
                    or len(actual) != len(expected)):
                return False
            return all(self._eq(a, e) for a, e in zip(actual, expected))
        return self._scalar_eq(actual, expected)

    def __eq__(self, actual) -> bool:
        return self._eq(actual, self.expected)

    def __ne__(self, actual) -> bool:
        return not self._eq(actual, self.expected)

    def __bool__(self):
        raise AssertionError("approx() is not supported in a boolean context. Did you mean: `assert a == approx(b)`?")

    def __repr__(self) -> str:
        def one(e):
            if isinstance(e, Mapping):
                return "{" + ", ".join(f"{k!r}: {one(v)}" for k, v in e.items()) + "}"
            if isinstance(e, Sequence) and not isinstance(e, (str, bytes)):
                inner = ", ".join(one(v) for v in e)
                return f"({inner})" if isinstance(e, tuple) else f"[{inner}]"
            if _is_number(e) and not (isinstance(e, float) and (math.isnan(e) or math.isinf(e))):
                return f"{e!r} ± {self._tolerance(e):.1e}"
            return repr(e)

        return f"approx({one(self.expected)})"


_builtin_abs = abs


# --------------------------------------------------------------------------
# marks


class Mark:
    __slots__ = ("name", "args", "kwargs")

    def __init__(self, name: str, args: tuple = (), kwargs: dict | None = None) -> None:
        self.name = name
        self.args = tuple(args)
        self.kwargs = dict(kwargs or {})

    def __repr__(self) -> str:
        return f"Mark(name={self.name!r}, args={self.args!r}, kwargs={self.kwargs!r})"


def _is_decoratable(obj) -> bool:
    return isinstance(obj, type) or (callable(obj) and getattr(obj, "__name__", "<lambda>") != "<lambda>")


class MarkDecorator:
    def __init__(self, mark: Mark) -> None:
        self.mark = mark

    @property
    def name(self) -> str:
        return self.mark.name

    @property
    def args(self) -> tuple:
        return self.mark.args

    @property
    def kwargs(self) -> dict:
        return self.mark.kwargs

    def with_args(self, *args, **kwargs) -> "MarkDecorator":
        return MarkDecorator(Mark(self.mark.name, self.mark.args + args, {**self.mark.kwargs, **kwargs}))

    def __call__(self, *args, **kwargs):
        if len(args) == 1 and not kwargs and _is_decoratable(args[0]):
            target = args[0]
            existing = list(target.__dict__.get("pytestmark", [])) if hasattr(target, "__dict__") else []
            # Like pytest: the decorator nearest the function comes first.
            setattr(target, "pytestmark", existing + [self.mark])
            return target
        return self.with_args(*args, **kwargs)

    def __repr__(self) -> str:
        return f"<MarkDecorator {self.mark!r}>"


class MarkGenerator:
    def __getattr__(self, name: str) -> MarkDecorator:
        if name.startswith("_"):
            raise AttributeError(name)
        return MarkDecorator(Mark(name))


mark = MarkGenerator()


class ParameterSet:
    __slots__ = ("values", "marks", "id")

    def __init__(self, values: tuple, marks=(), id: str | None = None) -> None:
        self.values = tuple(values)
        if isinstance(marks, (MarkDecorator, Mark)):
            marks = (marks,)
        self.marks = tuple(m.mark if isinstance(m, MarkDecorator) else m for m in marks)
        self.id = id

    def __repr__(self) -> str:
        return f"ParameterSet(values={self.values!r}, marks={self.marks!r}, id={self.id!r})"


def param(*values, marks=(), id: str | None = None) -> ParameterSet:
    return ParameterSet(values, marks, id)


def fixture(*args, **kwargs):
    """Accepted so that modules defining fixtures import; using one is an error."""
    def deco(fn):
        fn._pyodide_shim_fixture = True
        return fn

    if len(args) == 1 and callable(args[0]) and not kwargs:
        return deco(args[0])
    return deco


def _marks_of(obj) -> list[Mark]:
    marks = getattr(obj, "pytestmark", [])
    if isinstance(marks, (Mark, MarkDecorator)):
        marks = [marks]
    return [m.mark if isinstance(m, MarkDecorator) else m for m in marks]


__version__ = "0+pyodide-shim"
