"""The learning path in the built site: course maps generated from the game
registry and the tutorials, lesson ends and next links, the tutorial fields
behind them, and the shipped subset of the Japanese font."""

from __future__ import annotations

import json
import re
import sys
import textwrap
from html.parser import HTMLParser
from pathlib import Path
from urllib.parse import urljoin, urlparse

import pytest

from hanafuda_core import games

ROOT = Path(__file__).resolve().parents[2]
sys.path[:0] = [str(ROOT), str(ROOT / "scripts")]

from sitegen import course, fences, japanese, trainer, tutorials  # noqa: E402
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


# ---------------------------------------------------------------------------
# Japanese text and its font


class _Text(HTMLParser):
    """The Japanese characters of a page's text, and those outside a lang="ja" element."""

    VOID = {"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"}

    def __init__(self):
        super().__init__()
        self.stack: list[tuple[str, str | None]] = []
        self.chars: set[str] = set()
        self.unmarked: list[str] = []

    def handle_starttag(self, tag, attrs):
        if tag not in self.VOID:
            self.stack.append((tag, dict(attrs).get("lang")))

    def handle_startendtag(self, tag, attrs):
        pass

    def handle_endtag(self, tag):
        for i in range(len(self.stack) - 1, -1, -1):
            if self.stack[i][0] == tag:
                del self.stack[i:]
                break

    def handle_data(self, data):
        if any(t in ("script", "style", "title", "svg") for t, _ in self.stack):
            return
        runs = japanese.JAPANESE.findall(data)
        if not runs:
            return
        self.chars.update("".join(runs))
        lang = next((lang for _, lang in reversed(self.stack) if lang), "")
        if not lang.startswith("ja"):
            self.unmarked += runs


def _pages(site):
    for f in sorted(site.directory.rglob("*.html")):
        p = _Text()
        p.feed(f.read_text(encoding="utf-8"))
        yield f, p


def test_japanese_text_is_marked_and_covered_by_the_shipped_font(built_site):
    font = built_site.directory / japanese.FONT
    assert font.is_file() and font.stat().st_size < 200_000
    licence = (built_site.directory / japanese.FONT_LICENSE).read_text(encoding="utf-8")
    assert "SIL Open Font License" in licence
    in_font = japanese.font_characters(font)
    used: set[str] = set()
    with_japanese = []
    for f, p in _pages(built_site):
        assert not p.unmarked, f"{f}: Japanese text outside lang=\"ja\": {p.unmarked[:5]}"
        if p.chars:
            with_japanese.append(f)
        used |= p.chars
    assert used, "the site shows no Japanese text?"
    assert used <= in_font, f"missing from the font: {''.join(sorted(used - in_font))}"
    # A subset: only what the pages use (and what every font keeps, e.g. the space).
    assert len(in_font) < len(used) + 20
    # Pages with no Japanese text carry no lang="ja" element, so they never use the font.
    for f in built_site.directory.rglob("*.html"):
        text = f.read_text(encoding="utf-8")
        assert ('lang="ja"' in text) == (f in with_japanese), f


def test_only_lang_ja_text_asks_for_the_font():
    css = (ROOT / "scripts" / "sitegen" / "site" / "assets" / "css" / "site.css").read_text(encoding="utf-8")
    face = re.search(r"@font-face\s*{[^}]*Hanafuda Noto Sans JP[^}]*}", css).group(0)
    assert "../fonts/" + japanese.FONT.rsplit("/", 1)[-1] in face and "unicode-range" in face
    ranges = re.search(r"unicode-range:\s*([^;]+);", face).group(1)
    assert ranges.replace(" ", "") == ",".join(f"U+{a:04X}-{b:04X}" for a, b in japanese.RANGES)
    rules = re.sub(r"/\*.*?\*/", "", css, flags=re.S)
    users = [u.strip() for u in re.findall(r"([^{}]+){[^}]*font-family:\s*\"Hanafuda Noto Sans JP\"", rules)]
    assert [u for u in users if u != "@font-face"] == ['[lang|="ja"]']
    assert "http" not in face


def test_mark_wraps_only_unmarked_text():
    html_in = ('<html lang="en"><head><title>花札</title><script>var a = "花";</script></head><body>'
               '<p title="花札">Hanafuda (花札) and <span lang="ja">ポカ</span></p>'
               '<img alt="x"><p>月<br>見</p></body></html>')
    out, chars = japanese.mark(html_in)
    assert chars == set("花札ポカ月見")
    # each short run in a box as wide as the shipped font draws it (inside a lang="ja" element too)
    assert ('<p title="花札">Hanafuda (<span lang="ja" class="hf-ja" style="width:2em">花札</span>) and '
            '<span lang="ja"><span class="hf-ja" style="width:2em">ポカ</span></span></p>') in out
    assert "<title>花札</title>" in out and 'var a = "花";' in out
    assert ('<span lang="ja" class="hf-ja" style="width:1em">月</span><br>'
            '<span lang="ja" class="hf-ja" style="width:1em">見</span>') in out


def test_japanese_runs_are_held_to_the_width_the_font_draws():
    """Full-width characters are one em, half-width forms half; a long run is
    left free to wrap."""
    out, _ = japanese.mark("<p>ｶﾀｶﾅ (、こいこい。) " + "花" * (japanese.HELD_RUN + 1) + "</p>")
    assert '<span lang="ja" class="hf-ja" style="width:2em">ｶﾀｶﾅ</span>' in out
    assert '<span lang="ja" class="hf-ja" style="width:6em">、こいこい。</span>' in out
    assert f'<span lang="ja">{"花" * (japanese.HELD_RUN + 1)}</span>' in out


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
