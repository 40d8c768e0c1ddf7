"""Write ``hanafuda_core/glyphs.py``: the outlines of the characters in a card's
corner label (the month number and the kind letter), from Noto Sans JP Bold.

The label used to be SVG ``<text>``.  Text is laid out again for every card on
a page (a board of fifteen cards has thirty labels to shape), and its look
depended on the reader's fonts.  As outlines, a label is two or three small
paths: the same on every device, and no text layout at all.

The font is the pinned npm package ``@fontsource/noto-sans-jp`` (SIL Open Font
License), which the site already ships a subset of for its Japanese names.
The core cannot read fonts (it has no dependencies), so the outlines are
written once into a plain Python module; ``tests/site/test_card_glyphs.py``
checks that the module is what this script writes from the pinned font.

Usage: python scripts/card_glyphs.py [--check]
"""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
FONT = ROOT / "node_modules" / "@fontsource" / "noto-sans-jp" / "files" / "noto-sans-jp-latin-700-normal.woff2"
OUT = ROOT / "hanafuda_core" / "glyphs.py"


def characters() -> str:
    """Every character a corner label shows: the digits of the month numbers
    and the kind letters, from the deck itself."""
    sys.path.insert(0, str(ROOT))
    from hanafuda_core.deck import CARDS

    return "".join(sorted({ch for c in CARDS for ch in f"{c.month}{c.kind.letter}"}))


def _number(v: float) -> str:
    v = round(v, 1)
    return str(int(v)) if v == int(v) else str(v)


def copyright_notice(font_path: Path = FONT) -> str:
    """The font's own copyright notice (its name table, entry 0)."""
    from fontTools.ttLib import TTFont

    return TTFont(font_path)["name"].getDebugName(0)


def outlines(font_path: Path = FONT) -> tuple[int, dict[str, tuple[int, str]]]:
    """``(units per em, {character: (advance width, path data)})``: path data in
    font units, y pointing up, absolute ``M``/``L``/``Q``/``C``/``Z`` commands only."""
    from fontTools.pens.basePen import BasePen
    from fontTools.ttLib import TTFont

    class Pen(BasePen):
        def __init__(self, glyph_set):
            super().__init__(glyph_set)
            self.parts: list[str] = []

        def _points(self, *pts):
            return " ".join(f"{_number(x)} {_number(y)}" for x, y in pts)

        def _moveTo(self, pt):
            self.parts.append("M" + self._points(pt))

        def _lineTo(self, pt):
            self.parts.append("L" + self._points(pt))

        def _qCurveToOne(self, p1, p2):
            self.parts.append("Q" + self._points(p1, p2))

        def _curveToOne(self, p1, p2, p3):
            self.parts.append("C" + self._points(p1, p2, p3))

        def _closePath(self):
            self.parts.append("Z")

    font = TTFont(font_path)
    glyph_set = font.getGlyphSet()
    cmap = font.getBestCmap()
    out = {}
    for ch in characters():
        glyph = glyph_set[cmap[ord(ch)]]
        pen = Pen(glyph_set)
        glyph.draw(pen)
        out[ch] = (glyph.width, "".join(pen.parts))
    return font["head"].unitsPerEm, out


def module_text(font_path: Path = FONT) -> str:
    em, glyphs = outlines(font_path)
    rows = "\n".join(f"    {ch!r}: ({width}, {d!r})," for ch, (width, d) in glyphs.items())
    return f'''"""Outlines of the characters in a card's corner label, from Noto Sans JP Bold
(the npm package ``@fontsource/noto-sans-jp``).

Font: {copyright_notice(font_path)}
Licensed under the SIL Open Font License, Version 1.1; the site ships the
license's text with its font (``assets/fonts/noto-sans-jp-LICENSE.txt``).

Written by ``scripts/card_glyphs.py``; do not edit.  Each character maps to
its advance width and its outline (path data in font units, y pointing up,
absolute ``M``/``L``/``Q``/``C``/``Z`` commands only).  ``hanafuda_core.art``
draws the labels from them.
"""

UNITS_PER_EM = {em}

GLYPHS: dict[str, tuple[int, str]] = {{
{rows}
}}
'''


def main(argv: list[str]) -> int:
    text = module_text()
    if "--check" in argv:
        if OUT.read_text(encoding="utf-8") != text:
            print(f"{OUT.relative_to(ROOT)} is out of date: run python scripts/card_glyphs.py", file=sys.stderr)
            return 1
        return 0
    OUT.write_text(text, encoding="utf-8")
    print(f"wrote {OUT.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
