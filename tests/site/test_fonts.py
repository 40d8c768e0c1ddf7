"""Japanese and Korean text in the built pages (sitegen.fonts): marked with its
language, short words held to the width their font draws, and each script's
shipped font subset holding exactly the characters the pages show.

Every test runs for each script.  This project's site shows Japanese (Korean
once Go-Stop is declared); a small site built here (``script_site``) shows
both, on pages of their own, beside a page with neither."""

from __future__ import annotations

import re
import sys
from html.parser import HTMLParser
from pathlib import Path
from types import SimpleNamespace

import pytest
import yaml

ROOT = Path(__file__).resolve().parents[2]
sys.path[:0] = [str(ROOT), str(ROOT / "scripts")]

from sitegen import fonts, languages  # noqa: E402
from tests.conftest import TEST_OPTIONS, Site, build_site  # noqa: E402

SCRIPTS = pytest.mark.parametrize("script", fonts.SCRIPTS, ids=[s.lang for s in fonts.SCRIPTS])
PACKAGES = {s.option: str(ROOT / "node_modules" / s.package) for s in fonts.SCRIPTS}
OPTIONS = {**TEST_OPTIONS, **PACKAGES, "pyodide": str(ROOT / "node_modules" / "pyodide"),
           "cache_dir": str(ROOT / ".cache"), "sections": []}
"""Every game with no part of their sections (the engine compiled for the project's
site, from the shared cache): the plugin's pages about the cards and the host's."""

KOREAN_WORDS = ("고스톱 맞고 광 열끗 띠 피 쌍피 송학 매조 벚꽃 흑싸리 난초 모란 홍싸리 공산 국화 단풍 오동 비 홍단 "
                "청단 초단 고도리 흔들기 폭탄 총통 뻑 쪽 따닥 쓸 피박 광박 멍박 고박 나가리")
PAGES = {
    "index.md": "# Home\n\nThe cards of [Korea](korean.md) and [Japan](japanese.md); [neither](plain.md).\n",
    "korean.md": ("# Go-Stop\n\n**Go-Stop** (<span lang=\"ko\">고스톱</span>) and its two-player game, matgo "
                  "(맞고).\n\nThe words of the game: " + KOREAN_WORDS + ".\n"),
    "japanese.md": "# Hanafuda\n\n**Hanafuda** (花札): the yaku *Boar, Deer, Butterflies* (猪鹿蝶), カス.\n",
    "plain.md": "# Plain\n\nNothing here but English.\n",
}
SAMPLE = {"ja": ("花札", "ポカ"), "ko": ("고스톱", "맞고")}
"""Two words of each script for the tests of the marking."""


@pytest.fixture(scope="module")
def script_site(tmp_path_factory) -> Site:
    """A small site (the plugin's pages about the cards, and ``PAGES``), built once."""
    folder = tmp_path_factory.mktemp("scripts")
    (folder / "docs").mkdir()
    for name, text in PAGES.items():
        (folder / "docs" / name).write_text(text, encoding="utf-8")
    config = {"site_name": "Scripts", "theme": {"name": "material", "font": False},
              "plugins": ["search", {"hanafuda": OPTIONS}]}
    (folder / "mkdocs.yml").write_text(yaml.safe_dump(config, allow_unicode=True), encoding="utf-8")
    result = build_site(folder / "site", "http://127.0.0.1:8000/", folder / "mkdocs.yml")
    assert result.returncode == 0, f"site build failed:\n{result.stdout}\n{result.stderr}"
    return Site(folder / "site", 8000)


class _Text(HTMLParser):
    """Each script's characters in a page's text, its runs outside an element of
    its language, the languages of the page's elements, and the files it links."""

    VOID = {"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"}

    def __init__(self):
        super().__init__()
        self.stack: list[tuple[str, str | None]] = []
        self.chars: dict[str, set[str]] = {s.lang: set() for s in fonts.SCRIPTS}
        self.unmarked: dict[str, list[str]] = {s.lang: [] for s in fonts.SCRIPTS}
        self.langs: set[str] = set()
        self.links: list[str] = []

    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        self.langs.add((attrs.get("lang") or "").split("-")[0])
        self.links += [attrs[a] for a in ("href", "src") if attrs.get(a)]
        if tag not in self.VOID:
            self.stack.append((tag, attrs.get("lang")))

    def handle_startendtag(self, tag, attrs):
        self.handle_starttag(tag, attrs)
        if tag not in self.VOID:
            self.stack.pop()

    def handle_endtag(self, tag):
        for i in range(len(self.stack) - 1, -1, -1):
            if self.stack[i][0] == tag:
                del self.stack[i:]
                break

    def handle_data(self, data):
        if any(t in ("script", "style", "title", "svg") for t, _ in self.stack):
            return
        lang = next((lang for _, lang in reversed(self.stack) if lang), "").split("-")[0]
        for script in fonts.SCRIPTS:
            runs = re.findall(script.chars + "+", data)
            self.chars[script.lang].update("".join(runs))
            if lang != script.lang:
                self.unmarked[script.lang] += runs


_SCANNED: dict[Path, dict[Path, _Text]] = {}


def _pages(site) -> dict[Path, _Text]:
    """``{page: its text}`` of every built page, read once for every script."""
    if site.directory not in _SCANNED:
        out = {}
        for f in sorted(site.directory.rglob("*.html")):
            p = _Text()
            p.feed(f.read_text(encoding="utf-8"))
            out[f] = p
        _SCANNED[site.directory] = out
    return _SCANNED[site.directory]


def _check_marked_and_covered(site, script) -> tuple[set[str], list[Path]]:
    """Every run of the script in the pages' text is in an element of its language;
    when the pages show it, its subset holds exactly their characters (and what
    every font keeps, e.g. the space); pages without it never use its font.
    The characters shown and the pages that show them."""
    used: set[str] = set()
    by_edition: dict[str, set[str]] = {}
    showing = []
    for f, p in _pages(site).items():
        first = f.relative_to(site.directory).parts[0]
        edition = first if first in languages.NAMES and first != languages.SOURCE else ""
        unmarked, chars = p.unmarked[script.lang], p.chars[script.lang]
        assert not unmarked, f"{f}: {script.name} text outside lang=\"{script.lang}\": {unmarked[:5]}"
        by_edition.setdefault(edition, set()).update(chars)
        if not edition:
            used |= chars
        if chars:
            showing.append(f)
        # a page without the script has no element of its language (its font is never used) and no link to it
        assert (script.lang in p.langs) == bool(chars), f
        name = script.font_of(edition).rsplit("/", 1)[-1]
        assert chars or not any(link.endswith(name) for link in p.links), f"{f} links the {script.name} font"
    font = site.directory / script.font
    if not used:
        assert not font.exists() and not (site.directory / script.font_license).exists()
        return used, showing
    assert font.is_file() and font.stat().st_size < 200_000
    licence = (site.directory / script.font_license).read_text(encoding="utf-8")
    assert "SIL Open Font License" in licence
    for edition, chars in by_edition.items():
        if not chars:
            continue
        # another language's pages: their own subset, which holds what the engine writes there too
        expected = chars | ({c for t in languages.catalog_texts(edition) for run in script.run.findall(t)
                             for c in run} if edition else set())
        in_font = fonts.font_characters(site.directory / script.font_of(edition))
        assert chars <= in_font, f"missing from the {edition or 'first'} font: {''.join(sorted(chars - in_font))}"
        assert len(in_font) < len(expected) + 20
    return used, showing


@SCRIPTS
def test_the_project_site_marks_each_script_and_ships_its_font_only_when_shown(built_site, script):
    used, _ = _check_marked_and_covered(built_site, script)
    if script is fonts.JAPANESE:
        assert used, "the site shows no Japanese text?"


@SCRIPTS
def test_a_page_with_a_script_gets_it_marked_and_its_font_subset_holds_every_character(script_site, script):
    used, showing = _check_marked_and_covered(script_site, script)
    page = script_site.directory / ("korean" if script is fonts.KOREAN else "japanese") / "index.html"
    assert page in showing
    text = page.read_text(encoding="utf-8")
    assert f'<span lang="{script.lang}" class="{script.box}"' in text
    if script is fonts.KOREAN:
        assert set(KOREAN_WORDS.replace(" ", "")) <= used
        # the author's own lang="ko" is kept, its word held inside it
        assert '<span lang="ko"><span class="hf-ko" style="width:2.76em">고스톱</span></span>' in text
    # its text is on the first screen: the page preloads the script's font, the other pages do not
    name = script.font.rsplit("/", 1)[-1]
    assert re.search(rf'<link rel="preload" href="[^"]*{re.escape(name)}" as="font"', text)
    for other in ("plain", "korean" if script is fonts.JAPANESE else "japanese"):
        text = (script_site.directory / other / "index.html").read_text(encoding="utf-8")
        assert name not in text and f'lang="{script.lang}"' not in text, other


@SCRIPTS
def test_only_the_scripts_lang_asks_for_its_font(script):
    css = (ROOT / "scripts" / "sitegen" / "site" / "assets" / "css" / "site.css").read_text(encoding="utf-8")
    face = re.search(rf"@font-face\s*{{[^}}]*{script.family}[^}}]*}}", css).group(0)
    assert "../fonts/" + script.font.rsplit("/", 1)[-1] in face and "unicode-range" in face
    ranges = re.search(r"unicode-range:\s*([^;]+);", face).group(1)
    assert ranges.replace(" ", "") == ",".join(f"U+{a:04X}-{b:04X}" for a, b in script.ranges)
    rules = re.sub(r"/\*.*?\*/", "", css, flags=re.S)
    users = [u.strip() for u in re.findall(rf"([^{{}}]+){{[^}}]*font-family:\s*\"{script.family}\"", rules)]
    assert [u for u in users if u != "@font-face"] == [f'[lang|="{script.lang}"]']
    assert "http" not in face
    assert re.search(rf"\.{script.box}\b[^{{]*{{[^}}]*display:\s*inline-block", rules)


@SCRIPTS
def test_mark_wraps_only_unmarked_text(script):
    one, two = SAMPLE[script.lang]
    lang, box = script.lang, script.box
    html_in = (f'<html lang="en"><head><title>{one}</title><script>var a = "{one}";</script></head><body>'
               f'<p title="{one}">Hanafuda ({one}) and <span lang="{lang}">{two}</span></p>'
               f'<img alt="x"><p>{one[0]}<br>{one[1]}</p></body></html>')
    out, chars = fonts.mark(html_in)
    assert chars == {lang: set(one + two)}
    w1, w2 = fonts.word_width(script, one), fonts.word_width(script, two)
    # each short run in a box as wide as the shipped font draws it (inside an element of its language too)
    assert (f'<p title="{one}">Hanafuda (<span lang="{lang}" class="{box}" style="width:{w1:g}em">{one}</span>) and '
            f'<span lang="{lang}"><span class="{box}" style="width:{w2:g}em">{two}</span></span></p>') in out
    assert f"<title>{one}</title>" in out and f'var a = "{one}";' in out
    w = fonts.word_width(script, one[0])
    assert (f'<span lang="{lang}" class="{box}" style="width:{w:g}em">{one[0]}</span><br>'
            f'<span lang="{lang}" class="{box}" style="width:{fonts.word_width(script, one[1]):g}em">{one[1]}</span>'
            ) in out
    # the other script's text is marked with its own language, even inside this one's
    other = next(s for s in fonts.SCRIPTS if s is not script)
    out, chars = fonts.mark(f'<p lang="{lang}">{one} {SAMPLE[other.lang][0]}</p>')
    assert chars == {lang: set(one), other.lang: set(SAMPLE[other.lang][0])}
    assert f'<span lang="{other.lang}" class="{other.box}"' in out


def test_japanese_runs_are_held_to_the_width_the_font_draws():
    """Full-width characters are one em, half-width forms half; a long run is
    left free to wrap."""
    out, _ = fonts.mark("<p>ｶﾀｶﾅ (、こいこい。) " + "花" * (fonts.HELD_RUN + 1) + "</p>")
    assert '<span lang="ja" class="hf-ja" style="width:2em">ｶﾀｶﾅ</span>' in out
    assert '<span lang="ja" class="hf-ja" style="width:6em">、こいこい。</span>' in out
    assert f'<span lang="ja">{"花" * (fonts.HELD_RUN + 1)}</span>' in out


def test_korean_words_are_one_run_each_word_held_to_the_width_the_font_draws():
    """Korean puts spaces between words: a phrase is one lang="ko" element, each
    word in it held (a syllable 0.92 em); a long word is left free to wrap, and
    one with a conjoining Jamo (the font has none) is not held."""
    long = "가" * (fonts.HELD_RUN + 1)
    out, chars = fonts.mark(f"<p>Pine (송학), 흑싸리 난초, ㄱ, {long}, \u1100\u1161 고</p>")
    assert '<span lang="ko" class="hf-ko" style="width:1.84em">송학</span>' in out
    assert ('<span lang="ko"><span class="hf-ko" style="width:2.76em">흑싸리</span> '
            '<span class="hf-ko" style="width:1.84em">난초</span></span>') in out
    assert '<span lang="ko" class="hf-ko" style="width:0.92em">ㄱ</span>' in out
    assert f'<span lang="ko">{long}</span>' in out
    assert '<span lang="ko">\u1100\u1161 <span class="hf-ko" style="width:0.92em">고</span></span>' in out
    assert chars == {"ko": set("송학흑싸리난초ㄱ가\u1100\u1161고")}


@SCRIPTS
def test_held_widths_are_what_the_shipped_font_draws(script):
    """Each character of the script that the source font has is as wide there as
    ``word_width`` holds it."""
    from fontTools.ttLib import TTFont

    font = TTFont(str(ROOT / "node_modules" / script.package / script.source))
    cmap, advance, em = font.getBestCmap(), font["hmtx"], font["head"].unitsPerEm
    wrong = {}
    has = 0
    for a, b in script.ranges:
        for code in range(a, b + 1):
            if code in cmap:
                has += 1
                width = fonts.word_width(script, chr(code))
                if width is None or round(width * em) != advance[cmap[code]][0]:
                    wrong[f"U+{code:04X}"] = (width, advance[cmap[code]][0] / em)
    assert has > 1000 and not wrong, list(wrong.items())[:10]


def _plugin_after_pages(tmp_path, script, shown: str):
    """The plugin after one page showing ``shown``, with ``script``'s package missing."""
    from mkdocs.config import load_config

    (tmp_path / "docs").mkdir()
    (tmp_path / "docs" / "index.md").write_text("# Home\n")
    config = {"site_name": "Host", "theme": {"name": "material"},
              "plugins": ["search", {"hanafuda": {**OPTIONS, script.option: str(tmp_path / "missing")}}]}
    (tmp_path / "mkdocs.yml").write_text(yaml.safe_dump(config))
    config = load_config(str(tmp_path / "mkdocs.yml"), site_dir=str(tmp_path / "site"))
    plugin = config["plugins"]["hanafuda"]
    plugin.on_startup(command="build", dirty=False)
    config = plugin.on_config(config)
    page = SimpleNamespace(meta={}, file=SimpleNamespace(url="", src_path="index.md", dest_path="index.html"))
    plugin.on_post_page(f"<html><body><article><p>{shown}</p></article></body></html>", page=page, config=config)
    return plugin, config


@SCRIPTS
def test_a_missing_font_package_stops_the_build_naming_its_option_when_a_page_shows_the_script(
        tmp_path, script):
    from mkdocs.exceptions import PluginError

    plugin, config = _plugin_after_pages(tmp_path, script, f"Hanafuda ({SAMPLE[script.lang][0]})")
    try:
        with pytest.raises(PluginError) as e:
            plugin.on_post_build(config)
    finally:
        plugin.build.cancel()
    message = str(e.value)
    assert f"install the npm package {script.package}" in message and f"{script.option} option" in message, message


@SCRIPTS
def test_a_site_that_does_not_show_a_script_needs_no_font_package_for_it(tmp_path, monkeypatch, script):
    from hanafuda_site import precompress, vendor  # the plugin's own modules

    # Only the fonts are written here (the runtime's files are other tests' business).
    monkeypatch.setattr(vendor, "vendor", lambda *a, **k: None)
    monkeypatch.setattr(precompress, "precompress", lambda *a, **k: None)
    other = next(s for s in fonts.SCRIPTS if s is not script)
    plugin, config = _plugin_after_pages(tmp_path, script, f"Hanafuda ({SAMPLE[other.lang][0]})")
    try:
        plugin.on_post_build(config)
    finally:
        plugin.build.cancel()
    site = tmp_path / "site"
    assert (site / other.font).is_file() and fonts.font_characters(site / other.font) >= set(SAMPLE[other.lang][0])
    assert not (site / script.font).exists() and not (site / script.font_license).exists()


@SCRIPTS
def test_a_character_the_source_font_lacks_is_named_in_a_warning(tmp_path, caplog, script):
    lacking = {"ja": "ｶ", "ko": "\u1100"}[script.lang]  # a half-width katakana; a conjoining Jamo
    packages = {s.lang: ROOT / "node_modules" / s.package for s in fonts.SCRIPTS}
    fonts.write_fonts(tmp_path, {script.lang: set(SAMPLE[script.lang][0])}, packages)
    assert not caplog.records
    fonts.write_fonts(tmp_path, {script.lang: set(SAMPLE[script.lang][0] + lacking)}, packages)
    assert [r.levelname for r in caplog.records] == ["WARNING"]
    assert f"{script.name} characters" in caplog.text and caplog.text.rstrip().endswith(lacking)
    assert fonts.font_characters(tmp_path / script.font) >= set(SAMPLE[script.lang][0])
