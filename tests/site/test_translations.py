"""A lesson or puzzle file's translations beside it (``hanafuda_site.translations``):
the texts a learner reads, found by place (steps and puzzles by id), each
missing one, each one too many and each changed code span reported with the
file and line to fix."""

from __future__ import annotations

import shutil
import sys
from pathlib import Path

import yaml

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "scripts"))

from sitegen import translations  # noqa: E402
from sitegen.tutorials import read_yaml, tutorial_files  # noqa: E402

LESSON = ROOT / "hanafuda_core" / "games" / "sakura" / "tutorials" / "02-taking-cards.yaml"
PUZZLES = ROOT / "hanafuda_core" / "games" / "sakura" / "tutorials" / "50-puzzles.yaml"


def translate(source: Path, folder: Path, change=None) -> Path:
    """A copy of ``source`` in ``folder`` with a whole translation into "ja"
    beside it (each text marked, its code spans kept), changed by ``change``."""
    copy = folder / source.name
    shutil.copy(source, copy)
    data, _ = read_yaml(copy)
    out: dict = {"id": data["id"]}
    for place, text in translations.texts(data).items():
        node = out
        for i, key in enumerate(place[:-1]):
            if key in ("steps", "puzzles"):
                node = node.setdefault(key, [])
                continue
            if isinstance(node, list):  # an item of steps or puzzles, by its id
                item = next((x for x in node if x["id"] == key), None)
                if item is None:
                    item = {"id": key}
                    node.append(item)
                node = item
                continue
            node = node.setdefault(key, [] if isinstance(place[i + 1], int) else {})
        if isinstance(place[-1], int):
            node.append("訳：" + text)
        else:
            node[place[-1]] = "訳：" + text
    if change:
        change(out)
    target = translations.translation_file(copy, "ja")
    target.write_text(yaml.safe_dump(out, allow_unicode=True, sort_keys=False), encoding="utf-8")
    return copy


def test_a_whole_translation_has_no_problem_and_is_not_read_as_a_tutorial(tmp_path):
    for source in (LESSON, PUZZLES):
        copy = translate(source, tmp_path)
        assert translations.problems(copy, "ja") == []
    assert [f.name for f in tutorial_files(tmp_path)] == [LESSON.name, PUZZLES.name]
    texts = translations.texts(read_yaml(LESSON)[0])
    assert ("title",) in texts and ("steps", "two", "hints", 0) in texts
    assert not any("position" in place or "answer" in place for place in texts)


def test_a_missing_translation_names_the_file_to_write(tmp_path):
    copy = tmp_path / LESSON.name
    shutil.copy(LESSON, copy)
    [problem] = translations.problems(copy, "ja")
    assert problem.line == 1 and "write 02-taking-cards.ja.yaml beside this file" in str(problem)


def test_each_missing_extra_or_changed_text_is_reported_with_its_file_and_line(tmp_path):
    def spoil(out):
        two = next(s for s in out["steps"] if s["id"] == "two")
        del two["hints"]  # a hint missing
        one = next(s for s in out["steps"] if s["id"] == "one")
        one["text"] = "訳：`3B` を取ります"  # a code span the source does not have
        out["steps"].append({"id": "four", "title": "四"})  # no such step
        out["summary"] = out.pop("summary")
    copy = translate(LESSON, tmp_path, spoil)
    source_lines = copy.read_text(encoding="utf-8").splitlines()
    found = {(p.file.name, p.line): p.message for p in translations.problems(copy, "ja")}
    hint_line = next(i for i, line in enumerate(source_lines, 1) if "Your Moon is an August card" in line)
    assert found[(LESSON.name, hint_line)] == "steps.two.hints[1] is not translated into 'ja' (02-taking-cards.ja.yaml)"
    changed = [m for (f, _), m in found.items() if "code spans" in m]
    assert changed == ["steps.one.text must keep the source's code spans [], not ['3B']"]
    extra = [(f, m) for (f, _), m in found.items() if "not a text of the source" in m]
    assert extra == [("02-taking-cards.ja.yaml", "steps.four.title is not a text of the source (02-taking-cards.yaml)")]
    assert len(found) == 3


def test_every_shipped_translation_is_whole_and_keeps_its_sources_code():
    """Each lesson or puzzle file translated in a game's package (``NN-id.<code>.yaml``
    beside ``NN-id.yaml``) translates every text of its source, and no other,
    keeping its code spans."""
    shipped = [p for p in sorted((ROOT / "hanafuda_core" / "games").glob("*/tutorials/**/*.*.yaml"))
               if len(p.suffixes) == 2]  # the mined puzzles' translations too (scripts/mine_puzzles.py)
    assert any(p.parent.name == "mined" for p in shipped)
    assert shipped, "no translation shipped yet"
    for target in shipped:
        code = target.suffixes[0].lstrip(".")
        source = target.with_name(target.name.replace(f".{code}.yaml", ".yaml"))
        assert source.exists(), f"{target.name} translates no file"
        assert [str(e) for e in translations.problems(source, code)] == [], target.name


def test_a_fences_caption_is_translated_and_its_cards_are_kept(tmp_path):
    source = tmp_path / "01-cards.yaml"
    fence = '```cards caption="{caption}" width=50\n{cards}\n```\n'
    source.write_text(yaml.safe_dump({"id": "cards", "kind": "lesson", "title": "Cards", "summary": "S",
                                      "steps": [{"id": "one", "title": "One",
                                                 "text": "March:\n" + fence.format(caption="March", cards="3B 3R")}]}),
                      encoding="utf-8")

    def translated(caption: str, cards: str) -> list[str]:
        translations.translation_file(source, "ja").write_text(yaml.safe_dump(
            {"id": "cards", "title": "札", "summary": "要約", "steps": [
                {"id": "one", "title": "一", "text": "弥生：\n" + fence.format(caption=caption, cards=cards)}]},
            allow_unicode=True), encoding="utf-8")
        return [e.message for e in translations.problems(source, "ja")]

    assert translated("弥生の札", "3B 3R") == []
    [problem] = translated("弥生の札", "3B 3C1")
    assert problem.startswith("steps.one.text must keep the source's code spans") and "3B 3R" in problem
