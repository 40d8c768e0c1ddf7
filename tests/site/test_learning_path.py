"""The learning path in the built site: course maps generated from the game
registry and the tutorials, lesson ends and next links, and the tutorial fields
behind them (the pages' Japanese and Korean text and its fonts: test_fonts.py)."""

from __future__ import annotations

import json
import re
import sys
import textwrap
from pathlib import Path
from urllib.parse import urljoin, urlparse

import pytest

from hanafuda_core import games

ROOT = Path(__file__).resolve().parents[2]
sys.path[:0] = [str(ROOT), str(ROOT / "scripts")]

from sitegen import course, fences, trainer, tutorials  # noqa: E402
from tests.project_tutorials import project_tutorials  # noqa: E402
from tests.project_tutorials import section_page, section_pages, tutorial_folders  # noqa: E402

LOADED = project_tutorials()
# Games with mined puzzles have a trainer page after their puzzles (the build loads them: sitegen.trainer).
TRAINERS = {t.key: trainer.page(t.key) for t in trainer.load_folders(tutorial_folders())}
CATALOG = course.Catalog(LOADED, section_pages(), trainers=TRAINERS)
COURSES = course.courses(CATALOG)


def built(site, url: str) -> str:
    return (site.directory / url / "index.html").read_text(encoding="utf-8")


def resolve(site, page_url: str, href: str) -> Path:
    """The built file a relative link of a page points at (asserts it exists)."""
    target = urlparse(urljoin("http://x/" + page_url, href)).path.lstrip("/")
    path = site.directory / target / "index.html" if target.endswith("/") or not target else site.directory / target
    assert path.exists(), f"{page_url}: {href} -> {path}"
    return path


def course_links(html_text: str, scope: str) -> list[tuple[str, str, str]]:
    """(kind, key, href) of each item of the course map ``scope``; the key of a
    play item is the game whose play progress marks it."""
    m = re.search(rf'<nav class="hf-course" data-hf-course="{re.escape(scope)}".*?</nav>', html_text, re.S)
    assert m, f"no course map {scope!r}"
    return re.findall(r'<li class="hf-course__item[^"]*" data-hf-kind="(\w+)" data-hf-(?:key|play|trainer)="([^"]*)">'
                      r'<a class="hf-course__link" href="([^"]*)"', m.group(0))


def expected_items(game_key: str) -> list[tuple[str, str]]:
    """Lessons by order, then puzzle sets by order, then the puzzle trainer, then the play page."""
    out = []
    for kind in ("lesson", "puzzles"):
        ts = sorted((t.tutorial for t in LOADED if t.tutorial.game == game_key and t.tutorial.kind == kind),
                    key=lambda t: (t.order, t.id))
        out += [(kind, f"{t.game}/{t.id}") for t in ts]
    return out + ([("trainer", game_key)] if game_key in TRAINERS else []) + [("play", game_key)]


def test_every_game_has_a_course_in_registry_order():
    assert [c.key for c in COURSES] == [g.key for g in games.all_games() if g.key in dict(tutorial_folders())]
    for c in COURSES:
        assert [(i.kind, i.key or i.game) for i in c.items] == expected_items(c.key)


@pytest.mark.parametrize("key", [c.key for c in COURSES])
def test_each_rules_page_has_its_course_map(built_site, key):
    game = games.get(key)
    url = course.page_url(game.site.page("rules"))
    page = built(built_site, url)
    links = course_links(page, key)
    assert [(kind, k) for kind, k, _ in links] == expected_items(key)
    for kind, k, href in links:
        target = resolve(built_site, url, href).read_text(encoding="utf-8")
        if kind not in ("play", "trainer"):
            assert f'data-hf-progress="{k}"' in target
    # Readable without JavaScript: an ordered list of links and a plain "Start here" link.
    first = next(i for i in COURSES if i.key == key).items[0]
    assert re.search(rf'data-hf-course-next href="[^"]*{re.escape(first.url)}">Start here: {re.escape(first.title)}<', page)


def test_the_home_page_leads_to_a_course_map_of_every_game(built_site):
    page = built(built_site, "")
    assert 'href="#your-learning-path"' in page
    assert 'id="your-learning-path"' in page
    games_in_map = re.findall(r'data-hf-game="([^"]+)"', page)
    assert games_in_map == [c.key for c in COURSES]
    items = course_links(page, "")
    assert [(kind, k) for kind, k, _ in items] == [x for c in COURSES for x in expected_items(c.key)]
    for _, _, href in items:
        resolve(built_site, "", href)


def test_every_page_carries_the_course_data(built_site):
    for url in ("", "deck/", "poka/lessons/teyaku/"):
        m = re.search(r'<script type="application/json" id="hf-course-data">(.*?)</script>', built(built_site, url), re.S)
        data = json.loads(m.group(1))
        assert [g["key"] for g in data["games"]] == [c.key for c in COURSES]
        for g, c in zip(data["games"], COURSES):
            items = [i for i in c.items if i.kind != "trainer"]  # the trainer keeps no course progress
            assert [(i["kind"], i.get("key", ""), i["url"]) for i in g["items"]] == [(i.kind, i.key, i.url) for i in items]
            for i, item in zip(g["items"], items):
                if item.key:
                    assert i["steps"] == item.steps


def test_similar_lesson_ids_are_separate_progress_keys(built_site):
    # "poka/teyaku" is a prefix of "poka/teyaku-at-the-deal"; each page counts its own steps.
    short = built(built_site, "poka/lessons/teyaku/")
    long = built(built_site, "poka/lessons/teyaku-at-the-deal/")
    assert 'data-hf-progress="poka/teyaku"' in short and 'data-hf-progress="poka/teyaku"' not in long
    steps = dict(re.findall(r'data-hf-progress="([^"]+)"[^>]*data-hf-steps="([^"]*)"', short + long))
    for key in ("poka/teyaku", "poka/teyaku-at-the-deal"):
        tut = next(t.tutorial for t in LOADED if f"{t.tutorial.game}/{t.tutorial.id}" == key)
        assert steps[key].split() == tut.exercise_ids
    # Every exercise's progress id names its tutorial and its step.
    ids = [json.loads(c.replace("&quot;", '"').replace("&amp;", "&"))["id"]
           for c in re.findall(r'data-hf-config="([^"]*)"', short)]
    assert ids and all(i.startswith("poka/teyaku#") for i in ids)


@pytest.mark.parametrize("loaded", LOADED, ids=lambda t: f"{t.tutorial.game}/{t.tutorial.id}")
def test_each_tutorial_page_links_its_rules_and_what_comes_next(built_site, loaded):
    t = loaded.tutorial
    url = course.page_url(loaded.page)
    page = built(built_site, url)
    # The rules section it practises, an anchor that exists on the rules page.
    m = re.search(r'<p class="hf-rules-link">.*?<a href="([^"]+)"', page, re.S)
    assert m, f"{url}: no rules link"
    href = m.group(1)
    target = resolve(built_site, url, href.split("#")[0])
    if "#" in href:
        assert f'id="{href.split("#")[1]}"' in target.read_text(encoding="utf-8")
    assert href.split("#")[1] == t.rules if t.rules else "#" not in href
    nxt = course.next_item(f"{t.game}/{t.id}", CATALOG)
    if t.kind == "lesson":
        end = re.search(r'<div class="hf-lesson-end" data-hf-lesson-end="([^"]+)">(.*?)</div>', page, re.S)
        assert end and end.group(1) == f"{t.game}/{t.id}"
        for item in t.takeaways:
            assert f"<li>{item}</li>".replace("'", "&#x27;") in end.group(2) or item in end.group(2)
        links = re.findall(r'<a class="[^"]*hf-next[^"]*" href="([^"]+)">([^<]+)</a>', end.group(2))
    else:
        found = re.findall(r'<a class="[^"]*hf-next[^"]*" href="([^"]+)"( target="_self")?>([^<]+)</a>', page)
        # A "next puzzle" button after each puzzle but the last, to that puzzle's heading,
        # followed by the browser itself, not by Material's instant navigation.
        for (href, target, text), p in zip(found, t.puzzles[1:]):
            assert text.startswith(f"Next puzzle: {p.title}".replace("'", "&#x27;")) or p.title in text
            assert f'id="{href[1:]}"' in page and target
        links = [(href, text) for href, target, text in found[len(t.puzzles) - 1:] if not target]
        assert len(links) == len(found) - (len(t.puzzles) - 1)
    if nxt is None:
        assert not links
    else:
        assert len(links) == 1
        href, text = links[0]
        assert resolve(built_site, url, href) == resolve(built_site, "", nxt.url)
        assert nxt.title.replace("'", "&#x27;") in text or nxt.title in text


def test_a_course_map_fence_names_a_game_with_a_course():
    with pytest.raises(fences.FenceError) as info:
        fences.render_page("# T\n\n```course-map game=nope\n```\n")
    assert info.value.line == 3 and "unknown game 'nope'" in str(info.value)
    with pytest.raises(fences.FenceError) as info:
        fences.render_page("# T\n\n```course-map\npoka\n```\n")
    assert "takes no body" in str(info.value)


# ---------------------------------------------------------------------------
# The tutorial fields behind it (hanafuda_core.learning.tutorial)

LESSON = """\
id: sample
game: poka
kind: lesson
title: Sample
summary: A sample lesson.
{extra}steps:
  - id: chain
    title: A chain
    text: Play the longest chain.
    position: "7C1 8C1 9R 3C1 5A 12C2; 2A 2C2 3R 4A 10C2 12C3; 6C1; ?; 1; -; 0; 0; 0-0; 1; -"
    goal: {{type: longest-chain}}
    answer: 7C1 8C1 9R
    explanation: July, August, September.
"""


def load(tmp_path, extra: str):
    folder = tmp_path / "poka"
    folder.mkdir(exist_ok=True)
    (folder / "01-sample.yaml").write_text(LESSON.format(extra=textwrap.dedent(extra)))
    return tutorials.load_all(tmp_path)[0].tutorial


def test_learned_and_rules_fields(tmp_path):
    t = load(tmp_path, "rules: ghost-cards\nlearned:\n  - One thing.\n  - Another   thing.\n")
    assert t.rules == "ghost-cards" and t.learned == ["One thing.", "Another thing."]
    assert t.takeaways == t.learned
    t = load(tmp_path, "")
    assert t.rules == "" and t.learned == [] and t.takeaways == ["A chain"]


@pytest.mark.parametrize("extra, line, message", [
    ("rules: Ghost Cards!\n", 6, "'rules' must be the anchor of a heading"),
    ("learned: [1, 2]\n", 6, "'learned' must be a list of short texts"),
    ("learned:\n  - ''\n", 6, "'learned' must be a list of short texts"),
    ("learnt: [x]\n", 6, "did you mean 'learned'"),
])
def test_bad_learned_or_rules_names_the_line(tmp_path, extra, line, message):
    with pytest.raises(tutorials.TutorialFileError) as info:
        load(tmp_path, extra)
    assert info.value.line == line and message in info.value.message


def test_a_rules_anchor_must_be_a_heading_of_the_rules_page(tmp_path):
    t = load(tmp_path, "rules: ghost-card\n")
    with pytest.raises(ValueError) as info:
        course.rules_link(t, section_pages())
    assert "no heading with the anchor 'ghost-card'" in str(info.value) and "'ghost-cards'" in str(info.value)
    t = load(tmp_path, "rules: ghost-cards\n")
    assert course.rules_link(t, section_pages()) == ("games/poka.md", "ghost-cards", "Ghost cards")


def test_rules_headings_match_the_built_anchors(built_site):
    for c in COURSES:
        src = c.game.site.page("rules")
        heads = course.rules_headings(section_page(src).read_text(encoding="utf-8"))
        page = built(built_site, course.page_url(src))
        built_ids = re.findall(r'<h[1-6] id="([^"]+)"', page)
        assert set(heads) <= set(built_ids), set(heads) - set(built_ids)


@pytest.mark.parametrize("key", [c.key for c in COURSES if games.get(c.key).puzzle_themes])
def test_course_map_points_to_the_trainer_after_the_puzzles(built_site, key):
    url = course.page_url(games.get(key).site.page("rules"))
    page = built(built_site, url)
    m = re.search(rf'<nav class="hf-course" data-hf-course="{re.escape(key)}".*?</nav>', page, re.S)
    kinds = re.findall(r'data-hf-kind="(\w+)"', m.group(0))
    assert kinds[-3:] == ["puzzles", "trainer", "play"]
    href = re.search(r'data-hf-kind="trainer" data-hf-trainer="[^"]*"><a class="hf-course__link" href="([^"]*)"',
                     m.group(0)).group(1)
    assert 'data-hf-widget="trainer"' in resolve(built_site, url, href).read_text(encoding="utf-8")
