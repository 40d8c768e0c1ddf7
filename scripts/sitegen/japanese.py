"""Japanese text on the site: marked ``lang="ja"`` and drawn with a shipped font.

A reader's device may have no Japanese font at all (many Android and Linux
set-ups), and then 花札 shows as empty boxes.  So the build

* marks every run of Japanese characters in a built page that is not already
  inside a ``lang="ja"`` element with ``<span lang="ja">`` (:func:`mark`), holds
  each short run's width to what the shipped font draws (so that the page
  does not shift when the font arrives late), and collects the characters;
* ships a subset of Noto Sans JP (from the pinned npm package
  ``@fontsource/noto-sans-jp``, under the SIL Open Font License, whose text is
  shipped beside it) holding exactly those characters (:func:`write_font`).

``assets/css/site.css`` declares the font for ``[lang="ja"]`` only, with a
``unicode-range``, so a browser downloads it only on pages that show Japanese
text.  The subset is cached in ``.cache/fonts`` under a key made of the
characters and the source font.
"""

from __future__ import annotations

import hashlib
import re
import shutil
from pathlib import Path

SOURCE = "files/noto-sans-jp-japanese-400-normal.woff2"
"""The font inside the npm package @fontsource/noto-sans-jp (the plugin's
``japanese_font`` option says where that package is)."""
LICENSE = "LICENSE"
FONT = "assets/fonts/noto-sans-jp-subset.woff2"
FONT_LICENSE = "assets/fonts/noto-sans-jp-LICENSE.txt"

# Kana, CJK ideographs and their punctuation, and the full-width forms; the same
# ranges as the @font-face rule's unicode-range in assets/css/site.css.
RANGES = ((0x3000, 0x303F), (0x3040, 0x30FF), (0x3400, 0x4DBF), (0x4E00, 0x9FFF), (0xF900, 0xFAFF),
          (0xFF00, 0xFFEF))
JAPANESE = re.compile("[" + "".join(f"\\u{a:04x}-\\u{b:04x}" for a, b in RANGES) + "]+")


class FontError(RuntimeError):
    pass


_TOKEN = re.compile(r"(<!--.*?-->|<[^>]*>)", re.S)
_TAG = re.compile(r"<\s*(/?)\s*([a-zA-Z][\w:-]*)([^>]*)>", re.S)
_LANG = re.compile(r"""\slang\s*=\s*["']?([\w-]+)""")
_VOID = {"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "param", "source", "track", "wbr"}
_SKIP = {"script", "style", "textarea", "title", "template", "svg"}


def mark(page_html: str) -> tuple[str, set[str]]:
    """``(html, characters)``: Japanese runs outside a ``lang="ja"`` element wrapped
    in ``<span lang="ja">``, and every Japanese character of the page's text."""
    chars: set[str] = set()
    out: list[str] = []
    stack: list[tuple[str, bool | None]] = []  # (tag, lang is Japanese? None when no lang)

    def in_japanese() -> bool:
        for _, ja in reversed(stack):
            if ja is not None:
                return ja
        return False

    def skipping() -> bool:
        return any(tag in _SKIP for tag, _ in stack)

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
                stack.append((name, None if lang is None else lang.group(1).lower().split("-")[0] == "ja"))
            continue
        if skipping():
            out.append(token)
            continue
        found = JAPANESE.findall(token)
        if not found:
            out.append(token)
            continue
        for run in found:
            chars.update(run)
        out.append(JAPANESE.sub(lambda r: _run_html(r.group(0), in_japanese()), token))
    return "".join(out), chars


HALF_WIDTH = re.compile("[\uff61-\uffdc\uffe8-\uffee]")
"""The half-width forms among the Japanese ranges (half an em wide; every other
character of the ranges is one em wide in the shipped font)."""
HELD_RUN = 12
"""The longest run whose width is held (a longer one may need to wrap)."""


def _run_html(run: str, inside_japanese: bool) -> str:
    """A run of Japanese characters as the page shows it: in ``lang="ja"`` (unless
    it is inside such an element already) and, when short, in a box exactly as
    wide as the shipped font draws it (``hf-ja``, assets/css/site.css), so that
    nothing moves when the font arrives after the page was first drawn with a
    fallback (or with no Japanese font at all)."""
    lang = "" if inside_japanese else ' lang="ja"'
    if len(run) > HELD_RUN:
        return f"<span{lang}>{run}</span>" if lang else run
    width = len(run) - len(HALF_WIDTH.findall(run)) / 2
    return f'<span{lang} class="hf-ja" style="width:{width:g}em">{run}</span>'


def _source(package: Path) -> Path:
    source = Path(package) / SOURCE
    if not source.is_file() or not (Path(package) / LICENSE).is_file():
        raise FontError(f"{source} is missing: install the npm package @fontsource/noto-sans-jp "
                        "(`npm ci` here, scripts/setup.sh does it; a host site sets the hanafuda plugin's "
                        "japanese_font option to that package's folder); the site ships a subset of this font")
    return source


def subset_bytes(chars: set[str], package: str | Path, cache_dir: str | Path | None = None) -> bytes:
    """Noto Sans JP (from the npm ``package`` folder) with only ``chars`` (and what a
    font must keep), as WOFF2; kept in ``cache_dir`` (when given) between builds."""
    source = _source(Path(package))
    try:
        import fontTools
        from fontTools import subset
    except ImportError:
        raise FontError("fontTools is not installed: run scripts/setup.sh (it installs the site's "
                        "Python packages, fonttools and brotli among them)") from None
    text = "".join(sorted(chars))
    key = hashlib.sha256(text.encode() + source.read_bytes() + fontTools.version.encode()).hexdigest()[:16]
    cache = Path(cache_dir) / "fonts" if cache_dir is not None else None
    cached = cache / f"{key}.woff2" if cache is not None else None
    if cached is not None and cached.is_file():
        return cached.read_bytes()
    font = subset.load_font(str(source), subset.Options())
    options = subset.Options()
    options.flavor = "woff2"
    options.hinting = False
    options.desubroutinize = True
    options.name_IDs = ["*"]  # keep the copyright and licence entries
    sub = subset.Subsetter(options)
    sub.populate(unicodes=[ord(c) for c in text])
    sub.subset(font)
    if cache is None:
        import io

        buf = io.BytesIO()
        subset.save_font(font, buf, options)
        return buf.getvalue()
    cache.mkdir(parents=True, exist_ok=True)
    for old in cache.glob("*.woff2"):
        old.unlink()
    tmp = cached.with_suffix(".tmp")
    subset.save_font(font, str(tmp), options)
    tmp.replace(cached)
    return cached.read_bytes()


def write_font(site_dir: str | Path, chars: set[str], package: str | Path,
               cache_dir: str | Path | None = None) -> Path | None:
    """Write the subset and the font's licence into the built site (nothing when
    no page shows Japanese text)."""
    site = Path(site_dir)
    target = site / FONT
    if not chars:
        return None
    target.parent.mkdir(parents=True, exist_ok=True)
    target.write_bytes(subset_bytes(chars, package, cache_dir))
    shutil.copyfile(Path(package) / LICENSE, site / FONT_LICENSE)
    return target


def font_characters(font_file: str | Path) -> set[str]:
    """The characters a font file has glyphs for (tests use it)."""
    from fontTools.ttLib import TTFont

    return {chr(c) for c in TTFont(str(font_file)).getBestCmap()}
