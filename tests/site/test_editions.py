"""The site in a second language: the Japanese edition, built by a pass of
its own into ``ja/`` (scripts/sitegen/languages.py).

On the project's site: the edition's pages are in Japanese (the theme, the
pages' own texts, the engine's goals and recorded answers), share the root's
runtime (no second copy of the engine or its scripts), have a search index of
their own, and every page's language switch goes to the same page in the
other language, or to the other language's home page where it has no such
page.  On a host's site: a page translated beside its source joins the
edition, and a faulty translation of a tutorial fails the build at its file
and line."""

from __future__ import annotations

import html
import json
import re
import sys
from pathlib import Path

import pytest
from mkdocs.config import load_config

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "scripts"))

from hanafuda_core import games  # noqa: E402

from .test_plugin import BASE, write_config  # noqa: E402
from .test_tutorial_files import GOOD  # noqa: E402

LATIN_WORD = re.compile(r"\b[A-Za-z]{4,}\b")


def _switch(page: Path) -> dict[str, str]:
    """The language switch's links of a built page: {language: href}."""
    found = re.findall(r'<a href="([^"]*)" hreflang="(\w+)" lang="\w+" target="_self" class="md-select__link"',
                       page.read_text())
    return {lang: href for href, lang in found}


def _resolve(page: Path, href: str, site: Path) -> Path:
    """The site's file a page's relative link leads to (its index.html)."""
    target = (page.parent / href).resolve()
    return target / "index.html" if target.is_dir() or href.endswith("/") else target


def test_the_japanese_edition_is_in_japanese_and_shares_the_roots_runtime(built_site):
    site = built_site.directory
    ja = site / "ja"
    home = (ja / "index.html").read_text()
    assert '<html lang="ja"' in home and "花札を学ぶ" in home
    lesson = ja / "koikoi" / "lessons" / "matching" / "index.html"
    text = lesson.read_text()
    assert '<html lang="ja"' in text and "同じ月の札を取る" in text
    # the pages' own texts and the engine's goal, in Japanese
    goal = re.sub(r"<[^>]+>", "", re.search(r'<p class="hf-exercise__goal">(.*?)</p>', text).group(1))
    assert goal.startswith("目標：") and not LATIN_WORD.search(goal), goal
    # the runtime is the root's: one copy of the engine and its scripts
    assert not (ja / "assets" / "js").exists() and not (ja / "assets" / "engine").exists()
    runtime = re.search(r'<script type="module" async src="([^"]*hanafuda-runtime\.js)"', text).group(1)
    assert _resolve(lesson, runtime, site) == (site / "assets" / "js" / "hanafuda-runtime.js").resolve()
    # the engine's answers recorded for the page, in Japanese
    answers = json.loads(next(lesson.parent.glob("index.answers*.json")).read_text())
    said = json.dumps(answers, ensure_ascii=False)
    assert "取" in said and "You captured" not in said and "Your turn" not in said
    # the runtime's own texts for a Japanese page, and none on an English one
    assert 'id="hf-text"' in text
    assert 'id="hf-text"' not in (site / "koikoi" / "lessons" / "matching" / "index.html").read_text()
    # a search index of its own, in Japanese
    index = json.loads((ja / "search" / "search_index.json").read_text())
    assert index["config"]["lang"] == ["ja"] and any("同じ月" in d["text"] for d in index["docs"])
    english = json.loads((site / "search" / "search_index.json").read_text())
    assert english["config"]["lang"] == ["en"] and not any(d["location"].startswith("ja/") for d in english["docs"])


def test_every_pages_language_switch_goes_to_the_same_page_or_the_other_home(built_site):
    site = built_site.directory
    en_lesson = site / "koikoi" / "lessons" / "matching" / "index.html"
    ja_lesson = site / "ja" / "koikoi" / "lessons" / "matching" / "index.html"
    assert _resolve(en_lesson, _switch(en_lesson)["ja"], site) == ja_lesson.resolve()
    assert _resolve(ja_lesson, _switch(ja_lesson)["en"], site) == en_lesson.resolve()
    assert _resolve(ja_lesson, _switch(ja_lesson)["ja"], site) == ja_lesson.resolve()
    # a page not translated yet leads to the Japanese home page, and is not in the edition
    alone = next(p for p in sorted(site.rglob("index.html")) if p.relative_to(site).parts[0] not in ("ja", "ko")
                 and not (site / "ja" / p.relative_to(site)).exists())
    assert _resolve(alone, _switch(alone)["ja"], site) == (site / "ja" / "index.html").resolve()
    ja_home = site / "ja" / "index.html"
    assert _resolve(ja_home, _switch(ja_home)["en"], site) == (site / "index.html").resolve()


def _host(tmp_path: Path, translation: str | None) -> Path:
    docs = tmp_path / "docs"
    docs.mkdir()
    (docs / "index.md").write_text("# Home\n")
    (docs / "index.ja.md").write_text("# ホーム\n\nようこそ。\n")
    (docs / "about.md").write_text("# About\n")
    folder = tmp_path / "tutorials" / "poka"
    folder.mkdir(parents=True)
    (folder / "01-sample.yaml").write_text(GOOD)
    if translation is not None:
        (folder / "01-sample.ja.yaml").write_text(translation)
    nothing = {k: [] for k in games.keys()}
    return write_config(tmp_path, {**BASE, "languages": ["en", "ja"], "sections": nothing, "recorded_answers": False,
                                   "tutorials": str(folder.parent)})


SAMPLE_JA = """\
id: sample
title: サンプル
summary: サンプルのレッスンです。
steps:
  - id: chain
    title: 続き札
    text: いちばん長い続き札を出しましょう。
    hints: [7月から始めます。]
    explanation: 7月、8月、9月です。
"""


def test_a_hosts_translated_pages_make_its_edition_and_the_rest_is_listed(tmp_path, caplog):
    from mkdocs.commands.build import build

    with caplog.at_level("INFO"):
        build(load_config(str(_host(tmp_path, SAMPLE_JA)), site_dir=str(tmp_path / "site")))
    ja = tmp_path / "site" / "ja"
    assert "ようこそ" in (ja / "index.html").read_text()
    lesson = (ja / "poka" / "lessons" / "sample" / "index.html").read_text()
    assert "いちばん長い続き札" in lesson and '<html lang="ja"' in lesson
    assert not (ja / "about").exists() and (tmp_path / "site" / "about" / "index.html").exists()
    listed = [r.getMessage() for r in caplog.records if "'ja' edition lacks" in r.getMessage()]
    assert listed and "about.md" in listed[0], listed


def test_a_faulty_translation_of_a_tutorial_fails_the_build_at_its_file_and_line(tmp_path, caplog):
    from mkdocs.commands.build import build
    from mkdocs.exceptions import Abort

    faulty = SAMPLE_JA.replace("    hints: [7月から始めます。]\n", "")
    with caplog.at_level("ERROR"), pytest.raises(Abort):
        build(load_config(str(_host(tmp_path, faulty)), site_dir=str(tmp_path / "site")))
    said = "\n".join(r.getMessage() for r in caplog.records)
    assert re.search(r"tutorials/poka/01-sample\.yaml:13: steps\.chain\.hints\[1\] is not translated into 'ja'", said), said


PROPER_NAMES = (
    "Hanafuda Dojo",  # the site's name
    "Material for MkDocs", "MkDocs", "Python", "JavaScript", "GitHub",  # the tools
    # the sources a rules page names
    "Fuda Wiki", "FudaWiki", "Board Game Arena", "KoiKoi-Japan", "KoiKoi-AI", "Hanafuda Flash", "Hanafuda MIYABI",
    "MIYABI", "Hanafuda Koi-Koi Collection", "Sorairo", "SuperJer", "Milo Fultz", "Steam", "Switch", "Scribd",
    "GameDesign.jp", "guansanghai",
    "John McLeod", "Tom Sloper", "Estelle So", "soul-photo", "ogbgaming", "akholdem", "nongsaro", "usefulsense",
    "Fudawiki", "IndianWolf Studios", "Hanafuda Games: Sensu Edition", "John Bent", "Bent", "Charlene Iramk", "Shiragiku",
    "kirisame", "ISBN",
    # the tools and formats the authors' page names
    "JSON Schema", "JSON", "YAML", "UTF-8", "VS Code", "Glicko-2", "Glickman", "Noto Sans JP", "Noto Sans KR",
)
"""The Latin-letter words a Japanese page may show: proper names."""

CODE_LETTERS = ("Bright", "Animal", "Ribbon", "Chaff")
"""Where the card codes' letters come from (B, A, R, C), on the notation page."""


def _read_text(page: str) -> str:
    """What a reader reads of a built page: its text, without scripts, styles,
    drawings, code and notation, addresses and file names, sources' titles
    quoted as they are written, and the language switch (each language's
    name in itself)."""
    text = re.sub(r"<(script|style|svg|code|pre|title)\b.*?</\1>", " ", page, flags=re.S)
    text = re.sub(r'<a [^>]*\bclass="md-select__link"[^>]*>.*?</a>', " ", text, flags=re.S)
    text = re.sub(r"\s+", " ", html.unescape(re.sub(r"<[^>]+>", " ", text)))
    text = re.sub(r"https?://[!-~]+|\b[\w-]+(?:\.[\w-]+)+(?:/[\w./%-]*)?", " ", text)  # addresses, file names
    text = re.sub(r'"[^"]{1,80}"', " ", text)  # a source's title, quoted as it is written
    for name in PROPER_NAMES + CODE_LETTERS:
        text = text.replace(name, " ")
    return re.sub(r"\b\d+[A-Z]\d*\b", " ", text)  # card codes


@pytest.mark.parametrize("code", ["ja", "ko"])
def test_no_english_on_a_page_of_another_language(built_site, code):
    """Every page of the Japanese and the Korean editions reads in its
    language: Latin letters only in notation and code, addresses, and the
    proper names listed."""
    english = []
    for f in sorted((built_site.directory / code).rglob("*.html")):
        words = re.findall(r"[A-Za-z]{2,}", _read_text(f.read_text(encoding="utf-8")))
        if words:
            english.append(f"{f.relative_to(built_site.directory)}: {' '.join(sorted(set(words))[:12])}")
    assert not english, "\n".join(english)


def test_each_edition_has_the_puzzle_trainer_of_its_games_in_its_language(built_site):
    """The puzzle trainer in each edition: a page for each of its games whose
    mined puzzles are translated (in Korean, Go-Stop's alone) and the one over
    them all, with the puzzles' data written in that language (titles, hints,
    theme names, the engine's goal); the record is under the same key in
    every language (the rating is shared)."""
    site = built_site.directory
    english = sorted(p.parent.name for p in (site / "trainer").glob("*/index.html"))
    assert len(english) >= 8
    for code, expected in (("ja", english), ("ko", ["gostop"])):
        assert sorted(p.parent.name for p in (site / code / "trainer").glob("*/index.html")) == expected
        assert (site / code / "trainer" / "index.html").is_file()
        for key in expected:
            chunk = json.loads((site / code / "trainer" / "data" / key / "0.json").read_text(encoding="utf-8"))
            for p in chunk["puzzles"].values():
                words = " ".join([p["title"], p["text"] or "", *p["labels"], p["config"]["goalText"],
                                  p["config"]["explanation"] or "", *p["config"]["hints"]])
                assert not re.search(r"[A-Za-z]{2,}", words), f"{code} {key}: {words}"
        page = (site / code / "trainer" / expected[0] / "index.html").read_text(encoding="utf-8")
        assert f"hanafuda:trainer:{expected[0]}" in html.unescape(page)
