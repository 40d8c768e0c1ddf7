"""The JSON Schema of tutorial files: built from the loader's own key tables,
shipped in the package, accepted by every shipped tutorial, and refusing
what the loader refuses (for the shape of a file; the engine still judges
positions and answers)."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import jsonschema
import pytest
import yaml

from hanafuda_core.learning import tutorial as loader

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "scripts"))

from sitegen import schema as shipped  # noqa: E402
from sitegen import tutorials  # noqa: E402
from tests.project_tutorials import tutorial_files  # noqa: E402

from .test_tutorial_files import GOOD  # noqa: E402

VALIDATOR = jsonschema.Draft202012Validator(loader.schema())

PUZZLES = """\
id: sample
game: poka
kind: puzzles
title: Sample puzzles
summary: Some puzzles.
puzzles:
  - id: chain
    title: A chain
    difficulty: 2
    position: "7C1 8C1 9R 3C1 5A 12C2; 2A 2C2 3R 4A 10C2 12C3; 6C1; ?; 1; -; 0; 0; 0-0; 1; -"
    goal: {type: longest-chain}
    answer: 7C1 8C1 9R
    explanation: July, August, September.
"""


def test_schema_is_valid_and_the_shipped_copy_is_current(site_games_only):
    jsonschema.Draft202012Validator.check_schema(loader.schema())
    assert shipped.SHIPPED.read_text(encoding="utf-8") == shipped.schema_text(), (
        "run `python -m hanafuda_site.schema --write`")


@pytest.mark.parametrize("file", tutorial_files(), ids=lambda f: f"{f.parents[1].name}/{f.name}")
def test_every_shipped_tutorial_validates(file):
    errors = [e.message for e in VALIDATOR.iter_errors(yaml.safe_load(file.read_text(encoding="utf-8")))]
    assert not errors, errors


@pytest.mark.parametrize("text", [GOOD, PUZZLES], ids=["lesson", "puzzles"])
def test_good_samples_pass_both(tmp_path, text):
    _write(tmp_path, text)
    tutorials.load_all(tmp_path)
    assert not list(VALIDATOR.iter_errors(yaml.safe_load(text)))


MALFORMED = [
    ("lesson", "title: Sample", "titel: Sample"),  # unknown key (a typo)
    ("lesson", "title: Sample\n", ""),  # missing key
    ("lesson", "id: sample", "id: Sample Lesson"),  # id not a slug
    ("lesson", "kind: lesson", "kind: lessons"),
    ("lesson", "game: poka", "game: chess"),
    ("lesson", "summary: A sample lesson.", "summary: A sample lesson.\norder: first"),
    ("lesson", "summary: A sample lesson.", "summary: A sample lesson.\norder: true"),
    ("lesson", "summary: A sample lesson.", "summary: A sample lesson.\nrules: Ghost Cards"),
    ("lesson", "summary: A sample lesson.", "summary: A sample lesson.\nlearned: 3"),
    ("lesson", "summary: A sample lesson.", "summary: A sample lesson.\npreset: standard"),  # the game has none
    ("lesson", "goal: {type: longest-chain}", "goal: {type: longest-chains}"),  # unknown goal type
    ("lesson", "goal: {type: longest-chain}", "goal: {type: longest-chain, cards: 7C1}"),  # no such parameter
    ("lesson", "hints: [Start with July.]", "hints: 5"),
    ("lesson", "    text: Play the longest chain.\n", ""),  # a step without its text
    ("lesson", "    title: A chain", "    title: A chain\n    colour: red"),  # unknown key in a step
    ("puzzles", "difficulty: 2", "difficulty: 6"),
    ("puzzles", "difficulty: 2", "difficulty: two"),
    ("puzzles", "    answer: 7C1 8C1 9R\n", ""),  # a puzzle needs a sample answer
    ("puzzles", "kind: puzzles", "kind: lesson"),  # puzzles under a lesson's kind
]


@pytest.mark.parametrize("base, old, new", MALFORMED, ids=[f"{b}:{n.strip()[:30] or 'no ' + o.strip()[:20]}" for b, o, n in MALFORMED])
def test_what_the_loader_refuses_the_schema_refuses(tmp_path, base, old, new):
    text = {"lesson": GOOD, "puzzles": PUZZLES}[base]
    assert old in text
    bad = text.replace(old, new, 1)
    _write(tmp_path, bad)
    with pytest.raises(tutorials.TutorialFileError):
        tutorials.load_all(tmp_path)
    assert list(VALIDATOR.iter_errors(yaml.safe_load(bad))), "the schema accepts a file the loader refuses"


def test_a_new_key_in_the_loader_table_reaches_the_schema(monkeypatch):
    monkeypatch.setitem(loader.PUZZLE_KEYS, "themes", loader.Key(False, loader.TEXTS, "Themes."))
    monkeypatch.setitem(loader.PUZZLE_KEYS, "rating", False)  # a plain entry: optional, any value
    puzzle = loader.schema()["$defs"]["poka-puzzle"]
    assert puzzle["properties"]["themes"]["description"] == "Themes."
    assert puzzle["properties"]["rating"] == {}
    data = yaml.safe_load(PUZZLES)
    data["puzzles"][0]["themes"] = ["chains"]
    assert not list(jsonschema.Draft202012Validator(loader.schema()).iter_errors(data))


def test_the_site_ships_the_schema(built_site, site_games_only):
    data = json.loads((built_site.directory / shipped.SITE_PATH).read_text(encoding="utf-8"))
    assert data == loader.schema()
    authoring = (built_site.directory / "authoring" / "index.html").read_text(encoding="utf-8")
    assert "../schemas/tutorial.schema.json" in authoring and "yaml-language-server: $schema=" in authoring


def _write(tmp_path: Path, text: str) -> None:
    folder = tmp_path / "poka"
    folder.mkdir(exist_ok=True)
    (folder / "01-sample.yaml").write_text(text, encoding="utf-8")
