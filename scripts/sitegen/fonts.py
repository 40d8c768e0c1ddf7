"""Japanese and Korean text on the site: marked with its language and drawn with a shipped font.

A reader's device may have no Japanese or Korean font at all (many Android and
Linux set-ups), and then 花札 or 고스톱 shows as empty boxes.  So, for each
script of :data:`SCRIPTS` (Japanese: kana and ideographs; Korean: Hangul), the
build

* marks every run of the script's characters in a built page that is not
  already inside an element of its language with ``<span lang="ja">`` or
  ``<span lang="ko">`` (:func:`mark`), holds each short word's width to what
  the shipped font draws (so that the page does not shift when the font
  arrives late), and collects the characters;
* ships a subset of the script's Noto Sans (Noto Sans JP, Noto Sans KR: from
  the pinned npm packages ``@fontsource/noto-sans-jp`` and
  ``@fontsource/noto-sans-kr``, under the SIL Open Font License, whose text is
  shipped beside each) holding exactly those characters (:func:`write_fonts`);
  nothing for a script no page shows.  A character the pages show that the
  source font lacks (Noto Sans KR's file has no conjoining Jamo, Noto Sans
  JP's no half-width katakana) is named in a warning.

``assets/css/site.css`` declares each font for its ``[lang]`` only, with a
``unicode-range``, so a browser downloads it only on pages that show text of
its script.  Each subset is cached in ``.cache/fonts`` under a key made of the
characters and the source font.
"""

from __future__ import annotations

import hashlib
import io
import logging
import os
import re
import shutil
from dataclasses import dataclass
from pathlib import Path

log = logging.getLogger("mkdocs.plugins.hanafuda")

LICENSE = "LICENSE"
"""The licence's file in each npm package (shipped as the script's ``font_license``)."""


@dataclass(frozen=True)
class Script:
    """A script the site shows, its font and how its words are held."""

    lang: str
    """The language its runs are marked with (and the font's ``[lang|=…]`` in site.css)."""
    name: str
    ranges: tuple[tuple[int, int], ...]
    """Its characters (the @font-face rule's ``unicode-range`` in assets/css/site.css)."""
    widths: tuple[tuple[str, float], ...]
    """``(character class, width in em)``, the first that matches a character
    giving its width in the shipped font; a word with a character none
    matches is not held (its width is not known)."""
    joiners: str
    """Characters that join words into one run (Korean puts spaces between words)."""
    package: str
    """The npm package of the font."""
    option: str
    """The hanafuda plugin's option that says where that package is."""
    source: str
    """The font inside the package: its WOFF file, the same tables as the WOFF2
    beside it (fontsource ships both), read twenty to forty times faster
    (measured with fontTools 4.68: Noto Sans KR's Korean file 0.13 s against
    5.7 s, Noto Sans JP's Japanese file 0.11 s against 2.2 s, the WOFF2's
    glyphs being rebuilt in Python) and giving the same subset."""
    family: str
    """The font's family name in assets/css/site.css."""

    @property
    def font(self) -> str:
        """The subset's path in the built site."""
        return self.font_of("")

    def font_of(self, edition: str) -> str:
        """The subset's path in the built site for the pages of ``edition``
        (another language's code; ``""``: the site's first language): an
        edition's pages show far more of the script (Japanese pages: about 370
        characters against the English pages' 180), so each has its own, and
        an English page's subset stays as small as its text."""
        return f"assets/fonts/{self.package.rsplit('/', 1)[-1]}-subset{'-' + edition if edition else ''}.woff2"

    def face_css(self, url: str, edition: str) -> str:
        """The CSS that draws the script with the subset at ``url`` (relative
        to the page) on the pages of ``edition``, in place of the first
        language's (``assets/css/site.css`` declares that one)."""
        family = f"{self.family} {edition}"
        ranges = ", ".join(f"U+{a:04X}-{b:04X}" for a, b in self.ranges)
        return (f'@font-face{{font-family:"{family}";font-style:normal;font-weight:400;font-display:optional;'
                f'src:url("{url}") format("woff2");unicode-range:{ranges}}}'
                # (the page's own language is its <html>'s: Material sets the body's font)
                f'[lang|="{self.lang}"],[lang|="{self.lang}"] body,[lang|="{self.lang}"] input'
                f'{{font-family:"{family}",var(--md-text-font-family,sans-serif)}}')

    @property
    def font_license(self) -> str:
        return f"assets/fonts/{self.package.rsplit('/', 1)[-1]}-LICENSE.txt"

    @property
    def box(self) -> str:
        """The class of a held word's box (assets/css/site.css)."""
        return f"hf-{self.lang}"

    @property
    def chars(self) -> str:
        """The script's characters as a regular expression's character class."""
        return "[" + "".join(f"\\u{a:04x}-\\u{b:04x}" for a, b in self.ranges) + "]"

    @property
    def run(self) -> re.Pattern:
        """A run: the script's characters, words joined by ``joiners`` (a run starts
        and ends with a character of the script)."""
        word = self.chars + "+"
        return re.compile(f"{word}(?:[{re.escape(self.joiners)}]+{word})*" if self.joiners else word)


JAPANESE = Script(
    lang="ja", name="Japanese",
    # Kana, CJK ideographs and their punctuation, and the full-width forms.
    ranges=((0x3000, 0x303F), (0x3040, 0x30FF), (0x3400, 0x4DBF), (0x4E00, 0x9FFF), (0xF900, 0xFAFF),
            (0xFF00, 0xFFEF)),
    # Noto Sans JP (measured with fontTools on noto-sans-jp-japanese-400-normal,
    # 1000 units an em): every character of the ranges it has is 1000 units wide,
    # but the half-width forms (500) and the combining sound marks U+3099-309A (0).
    widths=(("[\uff61-\uffdc\uffe8-\uffee]", 0.5), ("[\u3099\u309a]", 0.0),
            ("[\u3000-\u303f\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uff00-\uffef]", 1.0)),
    joiners="",
    package="@fontsource/noto-sans-jp", option="japanese_font",
    source="files/noto-sans-jp-japanese-400-normal.woff", family="Hanafuda Noto Sans JP")

KOREAN = Script(
    lang="ko", name="Korean",
    # Hangul syllables, the conjoining Jamo and the compatibility Jamo (ㄱ, ㅋ).
    ranges=((0x1100, 0x11FF), (0x3130, 0x318F), (0xAC00, 0xD7A3)),
    # Noto Sans KR (measured with fontTools on noto-sans-kr-korean-400-normal,
    # 1000 units an em): all 11,172 syllables and the 94 compatibility Jamo are 920
    # units wide.  The file has no conjoining Jamo (U+1100-11FF): the reader's own
    # fonts draw them, at widths not known here, so a word with one is not held.
    widths=(("[\uac00-\ud7a3\u3131-\u318e]", 0.92),),
    # Korean is written with spaces between words: "흑싸리 난초" is one run, one
    # lang="ko" element; each word in it is held on its own (the space is outside
    # the font's unicode-range, drawn by the page's text font before and after).
    joiners=" \t\r\n\u00a0",
    package="@fontsource/noto-sans-kr", option="korean_font",
    source="files/noto-sans-kr-korean-400-normal.woff", family="Hanafuda Noto Sans KR")

SCRIPTS = (JAPANESE, KOREAN)
BY_LANG = {s.lang: s for s in SCRIPTS}


class FontError(RuntimeError):
    pass


_TOKEN = re.compile(r"(<!--.*?-->|<[^>]*>)", re.S)
_TAG = re.compile(r"<\s*(/?)\s*([a-zA-Z][\w:-]*)([^>]*)>", re.S)
_LANG = re.compile(r"""\slang\s*=\s*["']?([\w-]+)""")
_VOID = {"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "param", "source", "track", "wbr"}
_SKIP = {"script", "style", "textarea", "title", "template", "svg"}
_RUNS = re.compile("|".join(f"(?P<{s.lang}>{s.run.pattern})" for s in SCRIPTS))


def mark(page_html: str) -> tuple[str, dict[str, set[str]]]:
    """``(html, {lang: characters})``: each script's runs outside an element of its
    language wrapped in ``<span lang="…">``, and the characters of each script
    that the page's text shows (a script it does not show has no entry).  On a
    page in a script's own language (``<html lang="ja">``) its runs are left
    as they are."""
    chars: dict[str, set[str]] = {}
    out: list[str] = []
    stack: list[tuple[str, str | None]] = []  # (tag, primary language subtag; None when no lang)

    def inside(lang: str) -> bool:
        for _, tag_lang in reversed(stack):
            if tag_lang is not None:
                return tag_lang == lang
        return False

    def skipping() -> bool:
        return any(tag in _SKIP for tag, _ in stack)

    def run_html(found: re.Match) -> str:
        script = BY_LANG[found.lastgroup]
        run = found.group(0)
        chars.setdefault(script.lang, set()).update(re.findall(script.chars, run))
        if stack and stack[0] == ("html", script.lang):
            # A page in the script's own language: its text is all of it and
            # wraps as it should (a held word's box cannot wrap), drawn with
            # the edition's own subset (access.py preloads it where the page
            # has no widget).
            return run
        return _run_html(script, run, inside(script.lang))

    for token in _TOKEN.split(page_html):
        if not token:
            continue
        if token.startswith("<"):
            out.append(token)
            m = _TAG.match(token)
            if not m or token.startswith("<!"):
                continue
            closing, name, attrs = m.group(1), m.group(2).lower(), m.group(3)
            if closing:
                for i in range(len(stack) - 1, -1, -1):
                    if stack[i][0] == name:
                        del stack[i:]
                        break
            elif name not in _VOID and not attrs.rstrip().endswith("/"):
                lang = _LANG.search(attrs)
                stack.append((name, None if lang is None else lang.group(1).lower().split("-")[0]))
            continue
        out.append(token if skipping() else _RUNS.sub(run_html, token))
    return "".join(out), chars


HELD_RUN = 12
"""The longest word whose width is held (a longer one may need to wrap)."""


def word_width(script: Script, word: str) -> float | None:
    """The width in em the shipped font draws ``word`` with; None when a character's
    width is not known."""
    total = 0.0
    for ch in word:
        width = next((w for cls, w in script.widths if re.match(cls, ch)), None)
        if width is None:
            return None
        total += width
    return total


def _run_html(script: Script, run: str, inside: bool) -> str:
    """A run of a script's characters as the page shows it: in its ``lang`` (unless
    it is inside such an element already) and each short word in a box exactly as
    wide as the shipped font draws it (``hf-ja``, ``hf-ko``: assets/css/site.css),
    so that nothing moves when the font arrives after the page was first drawn
    with a fallback (or with no font of that script at all)."""
    lang = "" if inside else f' lang="{script.lang}"'
    parts = re.split(f"([{re.escape(script.joiners)}]+)", run) if script.joiners else [run]
    if len(parts) == 1:
        return _word_html(script, run, lang)
    inner = "".join(_word_html(script, p, "") if i % 2 == 0 else p for i, p in enumerate(parts))
    return f"<span{lang}>{inner}</span>" if lang else inner


def _word_html(script: Script, word: str, lang: str) -> str:
    width = word_width(script, word) if len(word) <= HELD_RUN else None
    if width is None:
        return f"<span{lang}>{word}</span>" if lang else word
    return f'<span{lang} class="{script.box}" style="width:{round(width, 4):g}em">{word}</span>'


def _source(script: Script, package: Path) -> Path:
    source = Path(package) / script.source
    if not source.is_file() or not (Path(package) / LICENSE).is_file():
        raise FontError(f"{source} is missing: install the npm package {script.package} "
                        "(`npm ci` here, scripts/setup.sh does it; a host site sets the hanafuda plugin's "
                        f"{script.option} option to that package's folder); the site ships a subset of this "
                        f"font for its pages' {script.name} text")
    return source


CACHED = 6
"""How many subsets of each script the cache keeps."""


def subset_bytes(script: Script, chars: set[str], package: str | Path,
                 cache_dir: str | Path | None = None) -> bytes:
    """The script's font (from the npm ``package`` folder) with only ``chars`` (and
    what a font must keep), as WOFF2; kept in ``cache_dir`` (when given) between
    builds: the ``CACHED`` subsets of each script used last (sites built on one
    machine, or a site and its tests' small sites, show different characters)."""
    source = _source(script, Path(package))
    try:
        import fontTools
        from fontTools import subset
    except ImportError:
        raise FontError("fontTools is not installed: run scripts/setup.sh (it installs the site's "
                        "Python packages, fonttools and brotli among them)") from None
    text = "".join(sorted(chars))
    key = hashlib.sha256(text.encode() + source.read_bytes() + fontTools.version.encode()).hexdigest()[:16]
    cache = Path(cache_dir) / "fonts" if cache_dir is not None else None
    cached = cache / f"{script.lang}-{key}.woff2" if cache is not None else None
    if cached is not None and cached.is_file():
        try:
            os.utime(cached)  # used last
            return cached.read_bytes()
        except OSError:  # removed meanwhile by another build
            pass
    font = subset.load_font(str(source), subset.Options())
    options = subset.Options()
    options.flavor = "woff2"
    options.hinting = False
    options.desubroutinize = True
    options.name_IDs = ["*"]  # keep the copyright and licence entries
    sub = subset.Subsetter(options)
    sub.populate(unicodes=[ord(c) for c in text])
    sub.subset(font)
    buf = io.BytesIO()
    subset.save_font(font, buf, options)
    data = buf.getvalue()
    if cache is None:
        return data
    cache.mkdir(parents=True, exist_ok=True)
    tmp = cached.with_name(f"{cached.name}.{os.getpid()}.tmp")
    tmp.write_bytes(data)
    tmp.replace(cached)
    # This script's subsets but the last used (and any named before there were two scripts).
    old = [f for f in cache.glob("*.woff2") if re.fullmatch(r"[0-9a-f]{16}\.woff2", f.name)]
    mine = []
    for f in cache.glob(f"{script.lang}-*.woff2"):
        try:
            mine.append((f.stat().st_mtime, f))
        except OSError:  # removed meanwhile by another build
            pass
    old += [f for _, f in sorted(mine, reverse=True)[CACHED:] if f != cached]
    for f in old:
        f.unlink(missing_ok=True)
    return data


def write_fonts(site_dir: str | Path, chars: dict[str, set[str]], packages: dict[str, str | Path],
                cache_dir: str | Path | None = None, edition: str = "") -> list[Path]:
    """Write each script's subset and its font's licence into the built site:
    ``chars`` and ``packages`` (the npm packages' folders) by language; nothing
    for a script that no page shows (its package is then not needed);
    ``edition``: the subset of another language's pages (:meth:`Script.font_of`)."""
    site = Path(site_dir)
    written = []
    for script in SCRIPTS:
        if not chars.get(script.lang):
            continue
        missing = sorted(chars[script.lang] - font_characters(_source(script, Path(packages[script.lang]))))
        if missing:
            # A warning (a strict build stops): readers without a font of the script see boxes.
            log.warning(f"hanafuda plugin: the pages show {script.name} characters that the shipped font "
                        f"({script.package}, {script.source}) does not have, drawn by the reader's own fonts "
                        f"if any: {' '.join(missing[:20])}{' …' if len(missing) > 20 else ''}")
        target = site / script.font_of(edition)
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_bytes(subset_bytes(script, chars[script.lang], packages[script.lang], cache_dir))
        shutil.copyfile(Path(packages[script.lang]) / LICENSE, site / script.font_license)
        written.append(target)
    return written


def font_characters(font_file: str | Path) -> set[str]:
    """The characters a font file has glyphs for (tests use it)."""
    from fontTools.ttLib import TTFont

    return {chr(c) for c in TTFont(str(font_file)).getBestCmap()}
