"""Every game's rule options in Japanese: the play page's form (each
option's label, description, heading and choices, the rule sets' names and
descriptions) and the board's "Rules" line for every single option changed
from the defaults and for every rule set, written from the catalog parts a
page of the game reads, hold no Latin letter but the names of sources.
(English is the source language: its own tests read the same options.)"""

from __future__ import annotations

import re
import sys
from dataclasses import fields, replace
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "scripts"))

from sitegen import catalogs  # noqa: E402

from hanafuda_core import games  # noqa: E402
from hanafuda_core.messages import ENGLISH, Language, Message, written  # noqa: E402
from hanafuda_core.options import OptionSet  # noqa: E402

LATIN = re.compile(r"[A-Za-z]+")
SOURCE_NAMES = ("Board Game Arena", "Hanafuda Flash", "KoiKoi-Japan", "Fuda Wiki", "FudaWiki", "Fudawiki")
"""Names of sources (web sites, games) the Japanese keeps as they are written."""

GAMES = sorted(g.key for g in games.all_games() if type(g).__module__.startswith("hanafuda_core.games."))


@pytest.fixture(scope="module")
def ja_parts() -> dict[str, bytes]:
    return catalogs.split("ja")


def _japanese(parts: dict[str, bytes], key: str) -> Language:
    """Japanese as a page of the game reads it: the shared part and the game's."""
    return Language.from_catalogs("ja", [parts[catalogs.SHARED], parts[key]])


def _latin(text: str) -> list[str]:
    for name in SOURCE_NAMES:
        text = text.replace(name, "")
    return LATIN.findall(text)


def _form_texts(form: list[dict]) -> list[tuple[str, str]]:
    out = []
    for o in form:
        out += [(f"{o['name']} label", o["label"]), (f"{o['name']} description", o["description"])]
        if o.get("group") is not None:
            out.append((f"{o['name']} heading", o["group"]))
        for c in o["choices"]:
            out.append((f"{o['name']} choice {c['value']!r}", c["label"]))
            if c.get("description"):
                out.append((f"{o['name']} choice {c['value']!r} description", c["description"]))
    return out


def _option_set(game) -> tuple[type, object, object]:
    """The game's options dataclass, its defaults, and how to make the rules
    with one value changed (``change(name, value)``)."""
    t = game.options_type
    if isinstance(t, type) and issubclass(t, OptionSet):
        base = t()
        return t, base, lambda name, value: replace(base, **{name: value})
    rules = game.default_options()  # Koi-Koi: a rule set (a preset) and its options
    return type(rules.options), rules.options, lambda name, value: type(rules)(rules.preset, **{name: value})


def _words(game) -> list[tuple[str, Message]]:
    """The board's "Rules" line for each single option changed from the
    defaults, and for each rule set."""
    cls, base, change = _option_set(game)
    out = []
    for f in fields(cls):
        for value in f.metadata["choices"]:
            if value == getattr(base, f.name):
                continue
            try:
                rules = change(f.name, value)
            except ValueError:  # a value that needs another option changed too
                continue
            out.append((f"{f.name}={value}", rules.words()))
    for key, name in game.presets().items():
        out.append((f"rule set {key}: its name", name))
        text = getattr(game, "rule_sets", {}).get(key, key)  # Koi-Koi's rules text is the preset's key
        out.append((f"rule set {key}", game.parse_options(text).words()))
    return [(where, m) for where, m in out if m is not None]


@pytest.mark.parametrize("key", GAMES)
def test_the_options_form_is_written_in_japanese(key, ja_parts):
    game = games.get(key)
    form = game.describe_options()
    english = written(form, ENGLISH)
    ja = written(form, _japanese(ja_parts, key))
    assert _form_texts(english) and len(_form_texts(ja)) == len(_form_texts(english))
    bad = [f"{where}: {text}" for where, text in _form_texts(ja) if _latin(text)]
    assert not bad, f"{len(bad)} texts not in Japanese:\n" + "\n".join(bad[:40])


@pytest.mark.parametrize("key", GAMES)
def test_every_changed_option_and_rule_set_reads_in_japanese(key, ja_parts):
    game = games.get(key)
    ja = _japanese(ja_parts, key)
    said = _words(game)
    assert said
    bad = [f"{where}: {m.render(ja)}" for where, m in said if _latin(m.render(ja))]
    assert not bad, f"{len(bad)} texts not in Japanese:\n" + "\n".join(bad[:40])
    assert all(isinstance(m, Message) for _, m in said)
