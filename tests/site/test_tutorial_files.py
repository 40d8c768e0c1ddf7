"""Authoring errors in tutorial files are reported with the file and the line."""

from __future__ import annotations

import sys
import textwrap
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path[:0] = [str(ROOT), str(ROOT / "scripts")]

from sitegen import tutorials  # noqa: E402

GOOD = """\
id: sample
game: poka
kind: lesson
title: Sample
summary: A sample lesson.
steps:
  - id: chain
    title: A chain
    text: Play the longest chain.
    position: "7C1 8C1 9R 3C1 5A 12C2; 2A 2C2 3R 4A 10C2 12C3; 6C1; ?; 1; -; 0; 0; 0-0; 1; -"
    goal: {type: longest-chain}
    answer: 7C1 8C1 9R
    hints: [Start with July.]
    explanation: July, August, September.
"""


def write(tmp_path: Path, text: str, name: str = "01-sample.yaml") -> Path:
    folder = tmp_path / "poka"
    folder.mkdir(exist_ok=True)
    f = folder / name
    f.write_text(textwrap.dedent(text))
    return f


def error_of(tmp_path, text, name="01-sample.yaml") -> tutorials.TutorialFileError:
    write(tmp_path, text, name)
    with pytest.raises(tutorials.TutorialFileError) as info:
        tutorials.load_all(tmp_path)
    return info.value


def test_good_file_loads(tmp_path):
    write(tmp_path, GOOD)
    (loaded,) = tutorials.load_all(tmp_path)
    assert loaded.page == "poka/lessons/sample.md"
    md = tutorials.page_markdown(loaded)
    assert 'data-hf-widget="exercise"' in md and "Goal:" in md and 'data-card="7C1"' in md


@pytest.mark.parametrize(
    "old, new, line, message",
    [
        ("    answer: 7C1 8C1 9R", "    answer: 7C1 9R", 12, "move 2 (9R) is illegal: A September card can only follow an August card"),
        ("    hints: [Start with July.]", "    hint: [Start with July.]", 13, "unknown key 'hint' in step 1 (did you mean 'hints'?)"),
        ("    goal: {type: longest-chain}", "    goal: {type: longest-chian}", 11, "unknown goal type 'longest-chian'"),
        ('6C1; ?; 1;', '6C1 7C1; ?; 1;', 10, "position:"),
        ("    explanation: July, August, September.\n", "", 7, "'explanation' must be a non-empty text"),
        ("title: Sample\n", "", 1, "the file is missing 'title'"),
        ("    goal: {type: longest-chain}", "    goal: {type: empty-hand}", 11, "no sequence of moves reaches"),
        ("kind: lesson", "kind: lessons", 3, "'kind' must be 'lesson' or 'puzzles'"),
        ("    title: A chain", "    title: A chain\n    title: Again", 9, "key 'title' appears twice"),
        ("steps:", "steps: [", 6, "not valid YAML: the '[' on this line is not closed"),
    ],
)
def test_errors_point_at_the_line(tmp_path, old, new, line, message):
    assert old in GOOD
    err = error_of(tmp_path, GOOD.replace(old, new, 1))
    assert err.line == line, str(err)
    assert message in err.message
    assert str(err).startswith(str(tmp_path / "poka" / "01-sample.yaml") + f":{line}: ")


def test_id_must_match_file_name(tmp_path):
    err = error_of(tmp_path, GOOD, "02-other.yaml")
    assert err.line == 1 and "must match the file name ('other')" in err.message


def test_empty_file(tmp_path):
    err = error_of(tmp_path, "")
    assert "empty" in err.message


def test_the_build_fails_on_a_broken_tutorial(tmp_path, monkeypatch):
    """The real MkDocs build stops with file:line when a tutorial is wrong."""
    import yaml

    from tests.conftest import build_site

    tut = tmp_path / "tutorials"
    (tut / "poka").mkdir(parents=True)  # the host's one file, added to the game's own
    (tut / "poka" / "99-sample.yaml").write_text(GOOD.replace("id: sample", "id: sample").replace("answer: 7C1 8C1 9R", "answer: 7C1 9R"))
    from tests.conftest import project_config

    config = project_config()
    cfg = tmp_path / "mkdocs.yml"
    cfg.write_text(yaml.safe_dump(config, allow_unicode=True))
    monkeypatch.setenv("HANAFUDA_TUTORIALS", str(tut))
    result = build_site(tmp_path / "site", "http://127.0.0.1:1/", config=cfg)
    assert result.returncode != 0
    out = result.stdout + result.stderr
    assert "99-sample.yaml:12: " in out and "move 2 (9R) is illegal" in out, out
