"""Every game declares its rule options one way: each field with
:func:`hanafuda_core.options.option`, checked by the one check of
:class:`~hanafuda_core.options.OptionSet`, its words written once.  Run over
every registered game (the test-only Relay included).

Plain test functions: only ``pytest.raises`` and ``pytest.mark.parametrize``
are used, so the file also runs in Pyodide under the small pytest shim.
"""

from __future__ import annotations

from dataclasses import fields, is_dataclass, replace

import pytest

from hanafuda_core import games
from hanafuda_core.options import OPTION_METADATA, OptionError, OptionSet, option

KEYS = [g.key for g in games.all_games()]


def _option_set(key: str) -> type:
    """The game's options class; a game whose options are a preset plus
    overrides (Koi-Koi's rules) keeps its option values in ``.options``."""
    game = games.get(key)
    t = game.options_type
    if isinstance(t, type) and issubclass(t, OptionSet):
        return t
    return type(game.default_options().options)


def _kind(f) -> str:
    return "flag" if isinstance(f.default, bool) else "number" if isinstance(f.default, int) else "choice"


@pytest.mark.parametrize("key", KEYS)
def test_every_option_is_declared_with_the_one_helper(key):
    cls = _option_set(key)
    assert issubclass(cls, OptionSet) and is_dataclass(cls) and cls.__dataclass_params__.frozen
    codes = [f.metadata.get("code") for f in fields(cls)]
    assert len(set(codes)) == len(codes), f"{cls.__name__}: two options share a code"
    for f in fields(cls):
        m = f.metadata
        assert tuple(m) == OPTION_METADATA, f"{cls.__name__}.{f.name} is not declared with option()"
        assert str(m["label"]).strip() and str(m["doc"]).strip()
        assert f.type in {"flag": ("bool", bool), "number": ("int", int), "choice": ("str", str)}[_kind(f)]
        again = option(f.default, code=m["code"], label=m["label"], doc=m["doc"], choices=m["choice_labels"],
                       range=m["range"], group=m["group"], aliases=m["aliases"])
        assert dict(again.metadata) == dict(m), f"{cls.__name__}.{f.name}: metadata option() would not write"


def _bad_values(f) -> list:
    kind = _kind(f)
    if kind == "flag":
        return ["maybe", 1, None]
    if kind == "number":
        lo, hi = f.metadata["range"]
        return [hi + 1, lo - 1, True, str(f.default), None]
    return ["no-such-value", 7, None]


@pytest.mark.parametrize("key", KEYS)
def test_an_invalid_value_is_refused_for_every_option_by_the_one_check(key):
    cls = _option_set(key)
    game = games.get(key)
    wording = {"flag": "must be True or False", "number": "must be a whole number from",
               "choice": "must be one of"}
    for f in fields(cls):
        for bad in _bad_values(f):
            with pytest.raises(ValueError) as e:
                cls(**{f.name: bad})
            assert str(e.value).startswith(f"{f.name} {wording[_kind(f)]}"), str(e.value)
        written = str(f.metadata["range"][1] + 1) if _kind(f) == "number" else "maybe"
        with pytest.raises(OptionError) as e:
            game.parse_options({f.name: written})
        assert repr(f.metadata["code"]) in str(e.value)


@pytest.mark.parametrize("key", KEYS)
def test_every_option_reads_in_words_from_its_declaration(key):
    cls = _option_set(key)
    default = cls()
    assert default.words() is None and default.words(default) is None  # nothing differs
    for f in fields(cls):
        for value, label in f.metadata["choice_labels"].items():
            if value == f.default:
                continue
            try:
                other = replace(default, **{f.name: value})
            except ValueError:  # a value that needs another option changed too
                continue
            shown = label if cls.FLAG_WORDS is None or _kind(f) != "flag" else cls.FLAG_WORDS[value]
            assert str(other.words()) == str(other.words(default)) == f"{f.metadata['label']}: {shown}"
            assert str(default.words(other)).startswith(f"{f.metadata['label']}: ")
            assert cls.from_text(other.to_text()) == other


@pytest.mark.parametrize("key", KEYS)
def test_the_defaults_are_made_once_and_equal_fresh_ones(key):
    # Positions made without options share one object of the defaults (options never change).
    cls = _option_set(key)
    assert cls.defaults() is cls.defaults()
    assert cls.defaults() == cls() and type(cls.defaults()) is cls
