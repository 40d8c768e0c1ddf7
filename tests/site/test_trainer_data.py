"""The puzzle trainer's data: every game's mined puzzles validated as
hand-written ones, at least 200 per game, chunks by rating that hold every
puzzle of the catalogue, file:line errors for a damaged trainer file, and a
miner that writes identical files from the same seed."""

from __future__ import annotations

import json
import sys
import textwrap
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path[:0] = [str(ROOT), str(ROOT / "scripts")]

from hanafuda_core import games  # noqa: E402
from sitegen import catalogs, trainer, translations, tutorials  # noqa: E402
from tests.project_tutorials import tutorial_folders  # noqa: E402

import mine_puzzles  # noqa: E402

MINED = [k for k in games.keys() if games.get(k).puzzle_themes]


@pytest.fixture(scope="module")
def trainers():
    return trainer.load_folders(tutorial_folders())


def test_every_game_has_at_least_200_validated_puzzles(trainers):
    by_key = {t.key: t for t in trainers}
    assert set(MINED) <= set(by_key)
    for key in MINED:
        gt = by_key[key]
        assert len(gt.puzzles) >= 200, key
        for p in gt.puzzles:
            assert p.rating and p.themes and set(p.themes) <= set(gt.game.puzzle_themes)
            assert p.exercise.solution_count >= 1  # the solver proved it at load
        assert len({th for p in gt.puzzles for th in p.themes}) >= 1


def test_chunks_hold_every_puzzle_of_the_catalogue(trainers):
    files = trainer.data_files(trainers)
    for key in [trainer.ALL] + [t.key for t in trainers]:
        index = json.loads(files[f"trainer/data/{key}/index.json"])
        entries = index["puzzles"]
        assert [e["rating"] for e in entries] == sorted(e["rating"] for e in entries)
        assert index["first"] in {e["id"] for e in entries}
        for e in entries:
            base = f"trainer/data/{key}/"
            path = (Path(base) / e["chunk"]).as_posix()
            while "/../" in path:  # ../<game>/<n>.json from the all-games index
                head, _, tail = path.partition("/../")
                path = head.rsplit("/", 1)[0] + "/" + tail
            chunk = json.loads(files[path])
            pid = e["id"].split(":")[-1]
            assert chunk["puzzles"][pid]["rating"] == e["rating"]
    total = len(json.loads(files["trainer/data/all/index.json"])["puzzles"])
    assert total == sum(len(t.puzzles) for t in trainers)


def test_openings_are_puzzles_of_the_trainer(trainers):
    for key in [trainer.ALL] + [t.key for t in trainers]:
        first = trainer.index_data(trainers, key)["first"]
        opened = trainer.openings(trainers, key)
        assert opened and opened[0]["id"].endswith(":" + first.split(":")[-1])


BAD = """\
id: trainer
game: {game}
kind: puzzles
title: Trainer
summary: Mined.
puzzles:
  - id: one
    title: One
    difficulty: 2
    rating: {rating}
    themes: [{theme}]
    position: "{position}"
    goal: {goal}
    answer: "{answer}"
    explanation: Because.
"""


@pytest.mark.parametrize("change, message, line", [
    ({"theme": "no-such-theme"}, "unknown theme 'no-such-theme'", 11),
    ({"rating": "99999"}, "'rating' must be a whole number", 10),
    ({"answer": "zz"}, "answer", 14),
])
def test_damaged_trainer_file_names_file_and_line(tmp_path, trainers, change, message, line):
    gt = trainers[0]
    p = gt.puzzles[0]
    fields = {"game": gt.key, "rating": str(p.rating), "theme": p.themes[0], "position": p.exercise.position,
              "goal": json.dumps(p.exercise.goal_spec), "answer": " ".join(p.exercise.solutions[0])}
    fields.update(change)
    folder = tmp_path / gt.key / "mined"
    folder.mkdir(parents=True)
    (folder / "trainer.yaml").write_text(textwrap.dedent(BAD.format(**fields)))
    with pytest.raises(tutorials.TutorialFileError) as e:
        trainer.load_all(tmp_path)
    assert message in str(e.value) and f"trainer.yaml:{line}:" in str(e.value)


def test_miner_same_seed_identical_files(tmp_path):
    for out in ("a", "b"):
        assert mine_puzzles.main(["--seed", "same", "--count", "3", "--out", str(tmp_path / out)]) == 0
    a = sorted((tmp_path / "a").rglob("*.yaml"))
    b = sorted((tmp_path / "b").rglob("*.yaml"))
    assert [f.relative_to(tmp_path / "a") for f in a] == [f.relative_to(tmp_path / "b") for f in b]
    # each game's file and its translation into each language whose catalog covers the game
    assert len(a) == len(MINED) + sum(catalogs.covers(c, k) for k in MINED for c in catalogs.languages())
    for fa, fb in zip(a, b):
        assert fa.read_bytes() == fb.read_bytes()
    # and what it wrote validates like every puzzle, its translations whole and never read as puzzles
    assert sum(len(t.puzzles) for t in trainer.load_all(tmp_path / "a")) == 3 * len(MINED)
    for source in (f for f in a if "." not in f.stem):
        assert translations.problems(source, "ja") == []
