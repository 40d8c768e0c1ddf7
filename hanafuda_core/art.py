"""Original SVG card faces drawn from the deck data.

Every face is a small, self-contained piece of inline SVG markup (no external
fonts, images, URLs, ids, gradients or patterns) so any number of cards can sit
on one HTML page.  The pictures are simple geometric motifs, one per flower,
with the named cards showing their subject (crane and sun, curtain, moon, ...).

Each face also carries its meaning without colour:

* a corner label with the month number and the kind letter (B, A, R, C);
* brights have a double-ring badge in the top right corner;
* ribbons are vertical strips: the red poetry ribbon has writing strokes, the
  blue ribbon is hatched, the plain red ribbon is solid, and the willow ribbon
  is solid but wavy with a forked end.

>>> from hanafuda_core.art import card_svg
>>> card_svg("1B", width=80).startswith("<svg")
True
"""

from __future__ import annotations

import html
import math
import re
from functools import lru_cache

from .deck import CARDS, Card, Kind, RibbonStyle, card as _lookup, month_cards
from .glyphs import GLYPHS, UNITS_PER_EM

__all__ = ["card_svg", "card_back_svg", "deck_html", "VIEW_WIDTH", "VIEW_HEIGHT"]

VIEW_WIDTH = 100
VIEW_HEIGHT = 160

# Palette -----------------------------------------------------------------
INK = "#2a211b"
CREAM = "#f7f0dd"
PAPER = "#fffaf0"
RED = "#c8321e"
DARKRED = "#8e1f12"
PINK = "#f4a9bf"
ROSE = "#c2476c"
GREEN = "#3f7d3a"
DKGREEN = "#1f4d2c"
OLIVE = "#8b9436"
BROWN = "#6b4226"
PURPLE = "#7b4fa6"
LILAC = "#b48be0"
BLUE = "#2b4c9b"
SKY = "#8fb3d9"
YELLOW = "#f0c232"
ORANGE = "#d9781e"
BLACK = "#1e1a18"
WHITE = "#fff"


# Small helpers -------------------------------------------------------------


def _f(x: float) -> str:
    """Compact number: at most one decimal, no trailing '.0'."""
    s = f"{x:.1f}"
    if s.endswith(".0"):
        s = s[:-2]
    return "0" if s == "-0" else s


def _attrs(attrs: dict) -> str:
    out = []
    for k, v in attrs.items():
        if v is None:
            continue
        if isinstance(v, (int, float)):
            v = _f(v)
        out.append(f' {k.rstrip("_").replace("_", "-")}="{v}"')
    return "".join(out)


def _path(d: str, fill: str | None = None, stroke: str | None = None, w: float | None = None, **kw) -> str:
    return f'<path d="{d}"{_attrs({"fill": fill, "stroke": stroke, "stroke_width": w, **kw})}/>'


def _circle(cx: float, cy: float, r: float, fill: str | None = None, stroke: str | None = None,
            w: float | None = None, **kw) -> str:
    return (f'<circle cx="{_f(cx)}" cy="{_f(cy)}" r="{_f(r)}"'
            f'{_attrs({"fill": fill, "stroke": stroke, "stroke_width": w, **kw})}/>')


def _ellipse(cx: float, cy: float, rx: float, ry: float, fill: str, stroke: str | None = None,
             w: float | None = None, rot: float = 0) -> str:
    t = f"rotate({_f(rot)} {_f(cx)} {_f(cy)})" if rot else None
    return (f'<ellipse cx="{_f(cx)}" cy="{_f(cy)}" rx="{_f(rx)}" ry="{_f(ry)}"'
            f'{_attrs({"fill": fill, "stroke": stroke, "stroke_width": w, "transform": t})}/>')


def _pt(cx: float, cy: float, r: float, deg: float) -> tuple[float, float]:
    a = math.radians(deg)
    return cx + r * math.cos(a), cy + r * math.sin(a)


def _dots(points, color: str, w: float) -> str:
    """Round dots of diameter ``w`` (zero-length subpaths with round caps)."""
    points = list(points)
    if len(points) < 6:
        return _path("".join(f"M{_f(x)} {_f(y)}h0" for x, y in points), stroke=color, w=w)
    # many dots: half-unit integer coordinates in a scaled path are shorter
    d = "".join(f"M{round(2 * x)} {round(2 * y)}h0" for x, y in points)
    return _path(d, stroke=color, w=2 * w, transform="scale(.5)")


def _ring(cx: float, cy: float, r: float, n: int, a0: float = -90) -> list[tuple[float, float]]:
    return [_pt(cx, cy, r, a0 + 360 * k / n) for k in range(n)]


def _mirror(svg: str) -> str:
    return f'<g transform="matrix(-1 0 0 1 100 0)">{svg}</g>'


# Flower pieces -------------------------------------------------------------


def _blossoms(spots, r, petal, color, edge=None, centre=YELLOW):
    """Many five-petal blossoms with one path per colour."""
    pts, mids = [], []
    for i, (cx, cy) in enumerate(spots):
        pts += _ring(cx, cy, r, 5, -90 + 17 * i)
        mids.append((cx, cy))
    out = _dots(pts, edge, petal + 1.6) if edge else ""
    return out + _dots(pts, color, petal) + _dots(mids, centre, petal * 0.5)


def _pine_clump(cx, cy, rx, ry=None):
    ry = ry or rx * 0.55
    d = f"M{_f(cx - rx)} {_f(cy)}a{_f(rx)} {_f(ry)} 0 0 1 {_f(2 * rx)} 0z"
    needles = "".join(
        f"M{_f(cx)} {_f(cy)}L{_f(x)} {_f(y)}"
        for x, y in (
            (cx + rx * 0.92 * math.cos(math.radians(a)), cy - ry * 0.92 * math.sin(math.radians(a)))
            for a in range(15, 170, 22)
        )
    )
    return _path(d, GREEN, DKGREEN, 1.4) + _path(needles, stroke=DKGREEN, w=0.9)


def _maple_leaves(specs, color=RED):
    """Maple leaves (five pointed lobes and a stem), all in one path: specs of (x, y, r, rotation)."""
    d, stems = [], []
    for cx, cy, r, rot in specs:
        pts = [_pt(cx, cy, r * 0.28, 90 + rot)]
        for k in range(5):
            tip = -90 + (k - 2) * 60 + rot
            if k:
                pts.append(_pt(cx, cy, r * 0.42, tip - 30))
            pts += [_pt(cx, cy, r * 0.78, tip - 12), _pt(cx, cy, r, tip), _pt(cx, cy, r * 0.78, tip + 12)]
        d.append("M" + "L".join(f"{round(x)} {round(y)}" for x, y in pts) + "Z")
        sx, sy = _pt(cx, cy, r * 1.05, 90 + rot)
        stems.append(f"M{round(cx)} {round(cy)}L{round(sx)} {round(sy)}")
    return _path("".join(d), color, DARKRED, 0.9) + _path("".join(stems), stroke=DARKRED, w=1)


def _kiku(cx, cy, r, color=YELLOW, edge=ORANGE):
    n = 14
    petal = 2 * math.pi * r / n * 1.15
    pts = _ring(cx, cy, r - petal / 2, n)
    return (_circle(cx, cy, r - petal / 2, edge) + _dots(pts, edge, petal + 1.4)
            + _dots(pts, color, petal) + _circle(cx, cy, r * 0.42, color, edge, 1.2)
            + _dots(_ring(cx, cy, r * 0.22, 6), edge, 1.6))


def _peony(cx, cy, r):
    return (_dots(_ring(cx, cy, r * 0.62, 8, -68), DARKRED, r * 0.82)
            + _dots(_ring(cx, cy, r * 0.62, 8, -68), RED, r * 0.7)
            + _dots(_ring(cx, cy, r * 0.3, 5, -54), PINK, r * 0.52)
            + _circle(cx, cy, r * 0.17, YELLOW, DARKRED, 0.8))


def _iris(cx, cy, s=1.0):
    d = (f"M{_f(cx)} {_f(cy)}l{_f(-6 * s)} {_f(7 * s)}M{_f(cx)} {_f(cy)}l{_f(6 * s)} {_f(7 * s)}"
         f"M{_f(cx)} {_f(cy)}v{_f(-9 * s)}")
    return (_path(d, stroke="#3e2366", w=6.6 * s) + _path(d, stroke=PURPLE, w=5 * s)
            + _dots([(cx, cy + 1)], YELLOW, 2.6 * s))


def _wisteria(x, top, length):
    """A hanging cluster: a chain of dots, wide at the top, narrow at the tip."""
    a = top + length * 0.55
    return (_path(f"M{x} {top}V{_f(a)}", stroke="#4a2d73", w=6.6, stroke_dasharray="0 4.4")
            + _path(f"M{x} {top}V{_f(a)}", stroke=LILAC, w=5, stroke_dasharray="0 4.4")
            + _path(f"M{x} {_f(a + 4)}V{_f(top + length)}", stroke=PURPLE, w=3.4,
                    stroke_dasharray="0 3.6"))


def _willow_strands(xs, length=1.0):
    d = "".join(
        f"M{_f(x)} 3C{_f(x + 10)} 30 {_f(x - 6)} {_f(70 * length)} {_f(x + 2)} {_f((95 + (i % 3) * 12) * length)}"
        for i, x in enumerate(xs)
    )
    return (_path(d, stroke=DKGREEN, w=1) + _path(d, stroke=GREEN, w=4.2, stroke_dasharray="5 3"))


def _stream(y):
    d = "".join(f"M4 {_f(y + k * 6)}q12 -4 23 0t23 0t23 0t23 0" for k in range(3))
    return _path(d, stroke=SKY, w=2)


def _kiri_leaves(base=156, color=DKGREEN):
    d = (f"M50 {base - 6}C20 {base - 4} 8 {base - 30} 22 {base - 46}C34 {base - 56} 48 {base - 44} 50 {base - 6}Z"
         f"M50 {base - 6}C80 {base - 4} 94 {base - 30} 80 {base - 48}C66 {base - 58} 52 {base - 44} 50 {base - 6}Z"
         f"M50 {base - 4}C36 {base - 24} 42 {base - 54} 52 {base - 62}C64 {base - 52} 64 {base - 24} 50 {base - 4}Z")
    veins = (f"M50 {base - 6}L24 {base - 38}M50 {base - 6}L78 {base - 40}M50 {base - 4}V{base - 56}"
             f"M50 {base}V{base - 6}")
    return _path(d, color, INK, 1.2) + _path(veins, stroke="#7fae6b", w=1.1)


def _kiri_flowers(cx=50, top=20, spread=1.0):
    out = _path(
        f"M{cx} {top + 64}V{top}M{cx} {top + 64}L{_f(cx - 22 * spread)} {top + 10}"
        f"M{cx} {top + 64}L{_f(cx + 22 * spread)} {top + 10}",
        stroke=OLIVE, w=1.6,
    )
    pts = []
    for dx, n, y0 in ((0, 7, top), (-22, 5, top + 10), (22, 5, top + 10)):
        x0 = cx + dx * spread
        for k in range(n):
            t = k / 7
            pts.append((x0 - dx * spread * t * 0.9 + (2.6 if k % 2 else -2.6), y0 + k * 6.5 + 2))
    return out + _dots(pts, "#4a2d73", 6.6) + _dots(pts, LILAC, 5)


# Ribbon ----------------------------------------------------------------------


def _ribbon(style: RibbonStyle, x: float, y: float, rot: float, length: float = 74, w: float = 14) -> str:
    h = w / 2
    color = BLUE if style is RibbonStyle.BLUE else RED
    g = f'<g transform="translate({_f(x)} {_f(y)}) rotate({_f(rot)})">'
    tie = _path(f"M0 -8V2", stroke=INK, w=1.2)
    if style is RibbonStyle.WILLOW:
        L = length * 0.9
        d = (f"M{-h} 0H{h}C{h + 8} {_f(L * 0.3)} {h - 10} {_f(L * 0.6)} {h} {_f(L)}"
             f"L0 {_f(L - 7)}L{-h} {_f(L)}C{-h - 10} {_f(L * 0.6)} {-h + 8} {_f(L * 0.3)} {-h} 0Z")
        body = _path(d, color, INK, 1.5)
        body += _path(f"M{-h} 5H{h}", stroke=INK, w=1.2)
        return g + tie + body + "</g>"
    body = _path(f"M{-h} 0H{h}V{_f(length)}H{-h}Z", color, INK, 1.5)
    body += _path(f"M{-h} 5H{h}", stroke=INK, w=1.2)
    if style is RibbonStyle.POETRY:
        marks = ("M-3 12q3 -3 6 0m-4 4l3 3m-4 3h5"
                 "M-2 30q4 1 2 5t2 5M-3 46h6m-3 -3v8m-3 3q3 2 6 -1"
                 "M-2 62q2 -3 4 0t-3 5h5")
        body += _path(marks, stroke=INK, w=1.7)
    elif style is RibbonStyle.BLUE:
        # diagonal hatching clipped to the strip by hand
        segs = []
        step = 6
        c = -w
        while c < length:
            y1, y2 = c, c + w  # line from (-h, y2) to (h, y1)
            x_a, ya = -h, y2
            x_b, yb = h, y1
            if ya > length - 0.5:
                x_a, ya = -h + (ya - (length - 0.5)), length - 0.5
            if yb < 6.5:
                x_b, yb = h - (6.5 - yb), 6.5
            if ya > yb and x_b > x_a:
                segs.append(f"M{_f(x_a)} {_f(ya)}L{_f(x_b)} {_f(yb)}")
            c += step
        body += _path("".join(segs), stroke="#c9d6f2", w=1.5)
    return g + tie + body + "</g>"


# Month scenes --------------------------------------------------------------
#
# Each scene function gets the card and returns the picture (without frame,
# label and badge).  ``variant`` 0/1/2 distinguishes the plain chaffs.


def _m1(c: Card, variant: int) -> str:  # pine
    trunk = _path("M40 157C42 130 22 112 42 92S74 66 60 36", stroke=BROWN, w=7)
    if c.key == "crane":
        crane = (
            _circle(52, 54, 23, RED, DARKRED, 1.2)
            + _path("M66 104q16 -4 22 8q-12 -2 -20 4z", BLACK)  # tail
            + _ellipse(52, 110, 20, 11, WHITE, INK, 1.3, rot=-12)
            + _path("M60 104q8 8 -2 14", stroke=INK, w=1)  # wing line
            + _path("M38 104C30 96 38 84 30 74", stroke=BLACK, w=4.5)  # neck
            + _circle(29, 72, 4.5, WHITE, INK, 1.1)
            + _circle(29, 69, 2.2, RED)
            + _path("M26 73L15 78", stroke="#5a4a30", w=2)
            + _path("M50 120L46 146M57 119L60 146M46 146h-5M60 146h5", stroke=INK, w=1.8)
        )
        return _pine_clump(82, 150, 16) + _pine_clump(18, 156, 14) + crane
    clumps = ((64, 40, 18), (32, 66, 15), (76, 86, 17), (28, 112, 14), (66, 128, 15))
    out = trunk + _path("M44 90L72 86M50 72L32 66M58 46L66 40M40 116L28 112M42 126L64 128", stroke=BROWN, w=3)
    out += "".join(_pine_clump(*cl) for cl in clumps)
    out += _path("M3 150q24 -6 47 0t47 0V157H3Z", RED)
    return out


def _m2(c: Card, variant: int) -> str:  # plum
    branch = _path("M10 157L28 124L24 96L48 70L44 44L70 22M28 124L58 112L74 120M48 70L76 62M24 96L8 86",
                   stroke=BLACK, w=4)
    spots = [(70, 22), (44, 44), (76, 62), (48, 70), (24, 96), (58, 112), (74, 120), (10, 86), (30, 128), (62, 36)]
    out = branch + _blossoms(spots, 3.6, 5.2, RED, DARKRED, WHITE)
    if c.key == "bush-warbler":
        out += (
            _path("M74 96l18 -6l-6 10z", OLIVE, INK, 1)
            + _ellipse(64, 100, 14, 8, OLIVE, INK, 1.2, rot=-18)
            + _circle(52, 94, 6.5, OLIVE, INK, 1.2)
            + _path("M46 93l-6 1l6 2z", INK)
            + _circle(50.5, 92.5, 1.2, INK)
            + _path("M60 104q8 0 12 -6", stroke="#5b6120", w=1.2)
            + _path("M60 108v6M66 107v6", stroke=INK, w=1.4)
        )
    return out


def _m3(c: Card, variant: int) -> str:  # cherry
    mist = _path("M3 60q10 -8 20 0t20 0t20 0t20 0t14 0V72q-10 6 -20 0t-20 0t-20 0t-20 0t-14 0Z",
                 "#f4d6d6", "#d98c9c", 1)
    if c.key == "curtain":
        spots = [(36, 16), (52, 24), (68, 14), (34, 42), (58, 46), (82, 38), (44, 62), (72, 62)]
        curtain = (
            _path("M4 76H96V150H4Z", RED, INK, 1.2)
            + _path("M16 80V150M28 80V150M40 80V150M52 80V150M64 80V150M76 80V150M88 80V150",
                    stroke=DARKRED, w=1.4)
            + _path("M4 76" + "a6 6 0 0 0 12 0" * 7 + "a3 4 0 0 0 4 0", WHITE, INK, 1)
            + _path("M3 75H97", stroke=BROWN, w=3)
            + _dots([(28, 116), (72, 116)], INK, 22.4) + _dots([(28, 116), (72, 116)], WHITE, 20)
            + _blossoms([(28, 116), (72, 116)], 4, 5, PINK, ROSE, RED)
        )
        return _blossoms(spots, 4.4, 6, PINK, ROSE, RED) + curtain
    spots = [(40, 20), (62, 16), (84, 26), (32, 44), (54, 40), (76, 50), (36, 92), (60, 96), (82, 90),
             (22, 122), (46, 128), (72, 124), (32, 148), (84, 144)]
    if c.kind is Kind.RIBBON:  # the ribbon hides the middle ones
        spots = [p for p in spots if abs(p[0] - 50) > 12 or p[1] < 50]
    return mist + _path("M3 104q10 -8 20 0t20 0t20 0t20 0t14 0V112q-10 6 -20 0t-20 0t-20 0t-20 0t-14 0Z",
                        "#f4d6d6", "#d98c9c", 1) + _blossoms(spots, 4.2, 6, PINK, ROSE, RED)


def _m4(c: Card, variant: int) -> str:  # wisteria
    branch = _path("M3 10Q40 18 97 8", stroke=BROWN, w=3.5)
    leaves = _dots([(34, 18), (52, 20), (70, 18), (88, 14), (44, 22), (80, 20)], GREEN, 5)
    if c.key == "cuckoo":
        clusters = _wisteria(36, 16, 46) + _wisteria(58, 18, 58) + _wisteria(80, 14, 40)
        moon = _path("M66 82a22 22 0 1 0 24 34a18 18 0 1 1 -24 -34z", YELLOW, "#a88316", 1)
        bird = (_path("M40 104L14 92L30 110Z", "#3b3f4a", INK, 1)
                + _path("M44 106L62 80L58 106Z", "#3b3f4a", INK, 1)
                + _ellipse(46, 108, 14, 6, "#5a5f6b", INK, 1.1, rot=-14)
                + _path("M40 110q6 3 14 0", stroke=WHITE, w=1.5)
                + _circle(59, 104, 4.6, "#3b3f4a", INK, 1)
                + _path("M63 103l7 -1l-6 3z", YELLOW, INK, 0.8)
                + _circle(60.5, 103.5, 1.1, RED)
                + _path("M33 110L20 116M34 112L22 120", stroke=INK, w=2))
        return branch + clusters + leaves + moon + bird
    clusters = _wisteria(34, 16, 70) + _wisteria(52, 18, 96) + _wisteria(70, 16, 64) + _wisteria(86, 14, 84)
    out = branch + clusters + leaves
    if c.kind is Kind.CHAFF:
        out += _path("M3 146q24 -8 47 0t47 0V157H3Z", RED)
    return out


def _m5(c: Card, variant: int) -> str:  # iris
    blades = _path(
        "M14 157L22 70L26 157ZM30 157L34 92L40 157ZM46 157L54 60L56 157ZM62 157L70 84L70 157Z"
        "M76 157L86 74L84 157Z",
        GREEN, DKGREEN, 1,
    )
    flowers = _iris(22, 62) + _iris(54, 50) + _iris(86, 66) + _iris(36, 84, 0.8)
    if c.key == "bridge":
        planks = _path("M4 118L40 104L52 112L16 126ZM40 104L84 118L74 126L52 112ZM84 118L96 113V124L74 126Z",
                       "#a0652f", INK, 1.2)
        posts = _path("M16 126V146M40 104V124M52 112V132M74 126V146M84 118V138", stroke=INK, w=2.4)
        return _stream(140) + blades + flowers + posts + planks
    return blades + flowers + _stream(138) if c.kind is not Kind.CHAFF else blades + flowers


def _m6(c: Card, variant: int) -> str:  # peony
    leaves = _path("M50 156C40 130 16 128 10 104C30 104 46 118 50 156ZM50 156C58 124 82 122 92 98"
                   "C70 100 56 120 50 156ZM50 150C44 120 54 100 46 88", GREEN, DKGREEN, 1.2)
    if c.key == "butterflies":
        def fly(cx, cy, col, rot):
            return (f'<g transform="rotate({rot} {cx} {cy})">'
                    + _ellipse(cx - 7, cy - 5, 8, 6, col, INK, 1, rot=-30)
                    + _ellipse(cx + 7, cy - 5, 8, 6, col, INK, 1, rot=30)
                    + _ellipse(cx - 5, cy + 5, 5, 4, col, INK, 1, rot=30)
                    + _ellipse(cx + 5, cy + 5, 5, 4, col, INK, 1, rot=-30)
                    + _path(f"M{cx} {cy - 7}v15M{cx} {cy - 7}l-3 -6M{cx} {cy - 7}l3 -6", stroke=INK, w=1.6)
                    + "</g>")
        return leaves + _peony(42, 104, 26) + fly(70, 40, SKY, 15) + fly(36, 46, YELLOW, -20)
    if c.kind is Kind.RIBBON:
        return leaves + _peony(68, 96, 24) + _peony(30, 124, 18)
    return leaves + _peony(52, 72, 30) + _peony(24, 128, 14) + _peony(80, 130, 14)


def _m7(c: Card, variant: int) -> str:  # bush clover
    d = "M20 157C20 110 40 70 86 50M44 157C50 120 70 100 92 98M30 157C24 120 10 90 14 50M60 110C64 80 50 50 40 24"
    stems = _path(d, stroke=BLACK, w=1.6)
    flowers = _path(d, stroke="#b0186a", w=4.4, stroke_dasharray="0 7")
    leaves = _path(d, stroke=GREEN, w=3.6, stroke_dasharray="0 7", stroke_dashoffset=3.5)
    ground = _path("M3 138q24 -8 47 0t47 0V157H3Z", RED)
    out = stems + leaves + flowers
    if c.key == "boar":
        boar = (
            _path("M20 132C16 110 36 96 58 98C76 100 88 110 86 126C84 136 76 140 70 138L66 150H60L60 138"
                  "H40L38 150H32L30 136C24 136 20 134 20 132Z", "#5b3b24", INK, 1.4)
            + _path("M20 118L8 124L14 132L22 130", "#5b3b24", INK, 1.2)
            + _path("M14 126l-2 -7", stroke=WHITE, w=1.6)
            + _circle(24, 116, 1.6, WHITE)
            + _path("M40 102q12 -6 30 0M36 108q14 -6 36 0", stroke="#3a2415", w=1.4)
        )
        return ground + out + boar
    return ground + out


def _m8(c: Card, variant: int) -> str:  # susuki
    hill = _path("M3 102C30 72 70 72 97 96V157H3Z", BLACK)
    grass = _path("M12 156C16 130 24 110 40 94M30 156C34 126 44 104 62 90M52 156C56 130 66 112 86 100"
                  "M70 156C72 136 80 124 94 118M22 130q10 -4 12 -14M46 124q10 -6 10 -16M66 130q12 -4 14 -16",
                  stroke=CREAM, w=1.8)
    if c.key == "moon":
        sky = _path("M3 3H97V110H3Z", RED)
        return sky + _circle(50, 62, 30, "#fdf6dc", INK, 1.6) + hill + grass
    if c.key == "geese":
        def goose(x, y, s):
            return _path(f"M{x} {y}q{_f(-8 * s)} {_f(-8 * s)} {_f(-16 * s)} {_f(-6 * s)}M{x} {y}"
                         f"q{_f(8 * s)} {_f(-10 * s)} {_f(16 * s)} {_f(-6 * s)}M{_f(x - 2)} {y}h{_f(6 * s)}",
                         stroke=BLACK, w=3.2 * s)
        sky = _path("M3 3H97V110H3Z", "#f3d9a6")
        return sky + goose(40, 40, 1.2) + goose(66, 54, 1.1) + goose(44, 68, 1) + hill + grass
    stalks = "M34 90C32 70 36 54 30 34M52 82C52 60 58 42 56 22M74 86C72 64 80 48 88 36"
    plumes = "M32 48C33 42 32 38 30 34M57 38C57 32 57 28 56 22M83 44C85 40 86 39 88 36"
    return (_path(stalks, stroke=BLACK, w=1.6) + _path(plumes, stroke="#7a6a55", w=4.4, stroke_dasharray="1.2 1.8")
            + hill + grass)


def _m9(c: Card, variant: int) -> str:  # chrysanthemum
    stems = _path("M50 157C50 130 40 110 34 86M50 157C54 130 66 112 74 100M50 157C50 140 30 130 22 126",
                  stroke=DKGREEN, w=2.2)
    leaves = _path("M42 128q-14 -4 -18 -16q14 0 18 16ZM58 120q12 -8 22 -4q-8 10 -22 4ZM44 100q-10 -8 -8 -20"
                   "q10 6 8 20Z", GREEN, DKGREEN, 1)
    if c.key == "sake-cup":
        cup = (
            _path("M14 96H86C84 120 68 128 50 128C32 128 16 120 14 96Z", RED, INK, 1.6)
            + _path("M14 96H86", stroke=YELLOW, w=3)
            + _path("M38 128L34 140H66L62 128", DARKRED, INK, 1.4)
            + _circle(50, 110, 8, YELLOW, INK, 1)
            + _path("M46 106h8M45 110h10M50 104v11M47 114l6 2", stroke=RED, w=1.4)
        )
        return stems + _kiku(36, 44, 18) + _kiku(74, 58, 14, WHITE, "#b5a080") + cup
    if c.kind is Kind.RIBBON:
        return stems + leaves + _kiku(72, 82, 18) + _kiku(28, 128, 12, WHITE, "#b5a080")
    return stems + leaves + _kiku(34, 80, 20) + _kiku(74, 96, 14, WHITE, "#b5a080")


def _m10(c: Card, variant: int) -> str:  # maple
    branch = _path("M97 20Q60 24 40 50T14 110M60 30Q70 50 84 62M40 50Q30 40 20 44", stroke=BROWN, w=2.4)
    if c.key == "deer":
        leaves = _maple_leaves([(82, 30, 12, 15), (58, 22, 10, -20), (38, 46, 11, 10)])
        deer = (
            _path("M24 110C24 96 40 92 60 94C76 96 82 104 80 116L84 150H78L72 124H36L32 150H26L28 122"
                  "C24 118 24 114 24 110Z", "#a9662e", INK, 1.4)
            + _path("M26 104C20 90 22 80 16 72L30 68C32 80 34 88 38 96Z", "#a9662e", INK, 1.2)
            + _path("M20 70L10 58M14 64L6 62M24 68L28 54M26 60L34 56", stroke="#5b3b24", w=2)
            + _path("M18 72L8 76L16 80", "#a9662e", INK, 1)
            + _dots([(44, 104), (54, 102), (64, 104), (50, 110), (60, 110), (70, 110)], "#f6e7c8", 3)
            + _circle(20, 74, 1.2, INK)
        )
        return branch + leaves + deer
    specs = [(80, 40, 13, 20), (56, 28, 11, -10), (36, 58, 12, 5), (18, 96, 11, -25), (82, 70, 11, 35)]
    if c.kind is Kind.CHAFF:
        specs += [(40, 118, 12, -15), (70, 122, 13, 25), (54, 146, 9, 0)]
        branch += _path("M14 110Q40 120 70 122M40 118L54 146", stroke=BROWN, w=1.8)
    return branch + _maple_leaves(specs)


def _m11(c: Card, variant: int) -> str:  # willow
    if c.key == "lightning":
        cloud = _path("M3 3H97V100C84 108 70 96 60 104C48 112 34 98 24 106C14 112 8 104 3 106Z", BLACK)
        drum = (
            _path("M10 118H90V134H10Z", RED, INK, 1.4)
            + _path("M10 122H90M10 130H90", stroke=BLACK, w=1.4)
            + _circle(50, 126, 15, RED, INK, 1.6)
            + _circle(50, 126, 9, YELLOW, INK, 1.2)
            + _path("M50 126l0 -8M50 126l7 4M50 126l-7 4", stroke=INK, w=2.2)
        )
        bolt = _path("M60 10L40 44H56L32 84L70 38H52L74 10Z", YELLOW, INK, 1.2)
        rain = _path("M14 150l6 -12M34 152l6 -12M66 152l6 -12M84 150l6 -12", stroke="#6a6a6a", w=1.4)
        swirl = _path("M14 60q10 -12 20 0t-10 6M74 78q10 -10 18 0t-8 6", stroke="#5c5c5c", w=2)
        return cloud + swirl + bolt + drum + rain
    if c.key == "rain-man":
        rain = _path("M30 20l-6 12M50 14l-6 12M90 40l-6 12M14 60l-6 12M92 80l-6 12M20 100l-6 12",
                     stroke="#7a8aa0", w=1.2)
        man = (
            _path("M36 96L30 146H62L58 96Z", BLUE, INK, 1.4)
            + _path("M40 100q8 20 -2 44M54 100q-4 22 6 44", stroke="#8fa7d6", w=1)
            + _circle(47, 90, 6, "#f1d3b0", INK, 1.2)
            + _path("M41 86q6 -8 12 0", BLACK)
            + _path("M12 72Q44 36 80 62Z", YELLOW, INK, 1.4)
            + _path("M46 62L12 72M46 62L30 52M46 62L58 52M46 62L80 62M46 62V104", stroke=INK, w=1.1)
            + _path("M30 146h-6M62 146h6", stroke=INK, w=2)
        )
        frog = (_ellipse(80, 144, 7, 5, GREEN, INK, 1.1) + _circle(76, 139, 2, GREEN, INK, 0.8)
                + _circle(83, 139, 2, GREEN, INK, 0.8) + _path("M74 148l-4 4M86 148l4 4", stroke=INK, w=1.2))
        return _willow_strands((64, 78, 92), 0.8) + rain + _stream(140) + man + frog
    out = _willow_strands((30, 46, 62, 78, 92), 1.0)
    if c.key == "swallow":
        bird = (
            '<g transform="translate(50 92) rotate(-118)">'
            + _path("M0 -4C-10 -9 -26 -8 -40 4C-26 -1 -12 2 -2 7ZM0 -4C10 -9 26 -8 40 4C26 -1 12 2 2 7Z",
                    BLACK, INK, 1)
            + _path("M-3 10L-10 34L0 19L10 34L3 10Z", BLACK, INK, 1)
            + _ellipse(0, 2, 5.5, 13, BLACK, INK, 1)
            + _path("M-3 -4q3 10 6 0", stroke=WHITE, w=1.6)
            + _circle(0, -11, 5, BLACK, INK, 1)
            + _circle(0, -14, 2.2, RED)
            + _path("M-1.6 -15.5l1.6 -5l1.6 5z", INK)
            + "</g>"
        )
        return out + _stream(140) + bird
    if c.kind is Kind.RIBBON:
        return out + _stream(140)
    return out + _stream(140)


def _m12(c: Card, variant: int) -> str:  # paulownia
    if c.key == "phoenix":
        sky = _path("M3 3H97V118H3Z", RED)
        tail = "M52 84C40 100 26 110 12 116M56 86C50 106 40 122 26 136M60 86C64 108 66 124 62 144"
        wing = "M54 68L86 34M56 72L92 52M56 76L90 72"
        bird = (
            _path(tail, stroke=INK, w=5.4) + _path(tail, stroke=YELLOW, w=3.4)
            + _path(tail, stroke=GREEN, w=3.4, stroke_dasharray="3 5")
            + _dots([(12, 116), (26, 136), (62, 144)], INK, 9) + _dots([(12, 116), (26, 136), (62, 144)], YELLOW, 7)
            + _dots([(12, 116), (26, 136), (62, 144)], BLUE, 3)
            + _path(wing, stroke=INK, w=9.6)
            + _path("M54 68L86 34", stroke=GREEN, w=7) + _path("M56 72L92 52", stroke="#2f6fb0", w=7)
            + _path("M56 76L90 72", stroke=YELLOW, w=7)
            + _ellipse(50, 78, 13, 9, ORANGE, INK, 1.4, rot=-30)
            + _path("M44 72C34 64 40 50 32 40", stroke=INK, w=7) + _path("M44 72C34 64 40 50 32 40", stroke=ORANGE, w=4.6)
            + _circle(31, 38, 5.5, ORANGE, INK, 1.2)
            + _path("M30 33q-4 -8 4 -12M33 33q2 -8 10 -9", stroke=GREEN, w=2.2)
            + _path("M26 37l-8 2l7 3z", YELLOW, INK, 0.8)
            + _circle(30, 37, 1.2, INK)
        )
        return sky + _kiri_leaves(156) + bird
    out = ""
    if c.key == "yellow-chaff":
        out += _path("M3 112H97V157H3Z", YELLOW)
        out += _path("M3 112H97", stroke="#b8901a", w=1.2)
    return out + _kiri_flowers(50, 26) + _kiri_leaves(156)


_SCENES = (_m1, _m2, _m3, _m4, _m5, _m6, _m7, _m8, _m9, _m10, _m11, _m12)

# Where each ribbon hangs: (x, y, rotation, length)
_RIBBON_PLACE = {
    1: (46, 30, -14, 78),
    2: (62, 38, 12, 74),
    3: (48, 62, -8, 80),
    4: (43, 30, -5, 80),
    5: (38, 26, 10, 74),
    6: (34, 22, -6, 70),
    7: (56, 26, 14, 76),
    9: (36, 24, -6, 76),
    10: (54, 54, -12, 80),
    11: (60, 32, 8, 78),
}


def _chaff_variant(c: Card) -> int:
    """0 for the first plain chaff of a month, 1 for the second (drawn mirrored)."""
    if c.kind is not Kind.CHAFF or c.key:
        return 0
    plain = [x for x in month_cards(c.month) if x.kind is Kind.CHAFF and not x.key]
    return plain.index(c)


def _scene(c: Card) -> str:
    variant = _chaff_variant(c)
    art = _SCENES[c.month - 1](c, variant)
    if c.ribbon is not None:
        x, y, rot, length = _RIBBON_PLACE[c.month]
        art += _ribbon(c.ribbon, x, y, rot, length)
    if variant:
        art = _mirror(art)
    return art


# Frame, label and badge ------------------------------------------------------

_FRAME_BG = f'<rect x="1.5" y="1.5" width="97" height="157" rx="8" fill="{CREAM}"/>'
_FRAME_EDGE = f'<rect x="1.5" y="1.5" width="97" height="157" rx="8" stroke="{INK}" stroke-width="3"/>'
_CLIP_OPEN = '<svg x="3" y="3" width="94" height="154" viewBox="3 3 94 154" aria-hidden="true">'

_PATH_TOKEN = re.compile(r"[MLQCZ]|-?\d+(?:\.\d+)?")
_POINTS = {"M": 1, "L": 1, "Q": 2, "C": 3}


def _outline(*runs: tuple[str, float, float, float]) -> str:
    """Path data of text set in the label font (:mod:`.glyphs`): each run is
    ``(text, centre, baseline, size)``, centred on ``centre``.  Relative
    commands on the tenth-of-a-unit grid of the rest of the drawing (points
    are kept in whole tenths, so the relative steps add up exactly)."""
    out: list[str] = []
    here = start = (0, 0)
    last = ""
    for text, centre, baseline, size in runs:
        scale = size / UNITS_PER_EM
        x = centre - sum(GLYPHS[ch][0] for ch in text) * scale / 2
        for ch in text:
            width, d = GLYPHS[ch]
            tokens = iter(_PATH_TOKEN.findall(d))
            for op in tokens:
                if op == "Z":
                    out.append("z")
                    here, last = start, "z"
                    continue
                # Every point relative to the segment's start, as SVG reads them.
                points = []
                for _ in range(_POINTS[op]):
                    px, py = float(next(tokens)), float(next(tokens))
                    points.append((round((x + px * scale) * 10), round((baseline - py * scale) * 10)))
                steps = [v for px, py in points for v in (px - here[0], py - here[1])]
                letter = op.lower()
                if op == "L" and 0 in steps:  # a vertical or horizontal line
                    letter, steps = ("v", steps[1:]) if steps[0] == 0 else ("h", steps[:1])
                # A command repeated needs its letter only once; a number needs a
                # space before it only after another number, unless it has a sign.
                part = "" if letter == last != "m" else letter
                for v in steps:
                    n = _f(v / 10)
                    n = n.replace("0.", ".", 1) if n.startswith(("0.", "-0.")) else n
                    part += n if part == letter or n.startswith("-") else " " + n
                out.append(part)
                last = letter
                here = points[-1]
                if op == "M":
                    start = here
            x += width * scale
    return "".join(out)


def _label(c: Card) -> str:
    """The corner label: month number over kind letter, drawn as outlines (no
    text to lay out, and the same look whatever fonts the reader has)."""
    m = str(c.month)
    size = 14 if len(m) == 1 else 12.5
    return (
        f'<rect x="4.5" y="4.5" width="20" height="31" rx="4" fill="{PAPER}" stroke="{INK}" stroke-width="1.4"/>'
        f'<path fill="{INK}" d="{_outline((m, 14.5, 19, size), (c.kind.letter, 14.5, 31.5, 10))}"/>'
    )


def _bright_badge() -> str:
    return (_circle(84, 16, 9.5, RED, INK, 1.6) + _circle(84, 16, 5.6, None, PAPER, 1.6)
            + _circle(84, 16, 2, PAPER))


def _root(label: str, width: int | None, css_class: str, title: bool, extra: str) -> str:
    lab = html.escape(label, quote=True)
    size = ""
    if width is not None:
        w = int(width)
        if w <= 0:
            raise ValueError(f"width must be positive, got {width}")
        size = f' width="{w}" height="{_f(w * VIEW_HEIGHT / VIEW_WIDTH)}"'
    head = (
        f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {VIEW_WIDTH} {VIEW_HEIGHT}"{size}'
        f' class="{html.escape(css_class, quote=True)}" role="img" aria-label="{lab}"{extra}'
        f' fill="none" stroke-linecap="round" stroke-linejoin="round">'
    )
    if title:
        head += f"<title>{lab}</title>"
    return head


def card_svg(card: Card | int | str, *, width: int | None = None, css_class: str = "hf-card",
             title: bool = True, label: str | None = None, corner: bool = True) -> str:
    """The face of one card as inline SVG markup (viewBox 0 0 100 160).

    ``card`` is a :class:`Card`, an index 0..47, or a code / key such as
    ``"1B"`` or ``"moon"``.  ``width`` (pixels) sets the width and height
    attributes; without it the size comes from CSS (see ``cards.css``).
    The root element carries ``role="img"``, ``aria-label`` (the card's
    :attr:`Card.label`, or ``label`` when given, e.g. for a quiz that must
    not say the answer), ``data-card`` (its code), ``data-month`` and
    ``data-kind``; ``title`` adds a ``<title>`` with the same text.
    ``corner=False`` leaves out the corner label (month number and kind
    letter) and the bright badge, for drills where the learner names the card
    from its picture.
    """
    c = _lookup(card)
    return _card_root(c, width, css_class, title, label) + card_face(c, corner=corner) + "</svg>"


def _card_root(c: Card, width: int | None, css_class: str, title: bool, label: str | None, more: str = "") -> str:
    extra = f' data-card="{html.escape(c.code, quote=True)}" data-month="{c.month}" data-kind="{c.kind.value}"'
    return _root(c.label if label is None else label, width, css_class, title, extra + more)


def card_face(card: Card | int | str, *, corner: bool = True) -> str:
    """The drawing of a card without its root ``<svg>`` (see :func:`card_svg`)."""
    return _face(_lookup(card).index, corner)


@lru_cache(maxsize=None)
def _face(index: int, corner: bool) -> str:
    # Pure function of the card: boards redraw the same faces on every move.
    c = CARDS[index]
    out = _FRAME_BG + _CLIP_OPEN + _scene(c) + "</svg>" + _FRAME_EDGE
    if corner:
        if c.kind is Kind.BRIGHT:
            out += _bright_badge()
        out += _label(c)
    return out


SPRITE_NAME = "cards.svg"
XLINK_NS = "http://www.w3.org/1999/xlink"


def card_symbol_id(card: Card | int | str) -> str:
    """The id of a card's face in :func:`card_sprite`, e.g. ``card-1B``."""
    return f"card-{_lookup(card).code}"


def card_sprite() -> str:
    """Every card face in one SVG file, each a ``<symbol>`` (:func:`card_symbol_id`).

    Pages and boards draw faces by reference to it (:func:`card_ref`): the
    browser downloads and parses this one file once for the whole site,
    instead of one file and one image document per face.  The file itself
    draws nothing (its root is not displayed): the browser does not lay out
    the 48 faces of the file, only the copies that pages draw.
    """
    return (
        '<svg xmlns="http://www.w3.org/2000/svg" display="none">'
        + "".join(
            f'<symbol id="{card_symbol_id(c)}" viewBox="0 0 {VIEW_WIDTH} {VIEW_HEIGHT}" fill="none"'
            f' stroke-linecap="round" stroke-linejoin="round">{card_face(c)}</symbol>'
            for c in CARDS
        )
        + "</svg>\n"
    )


def card_ref(card: Card | int | str, *, sprite: str, width: int | None = None, css_class: str = "hf-card",
             label: str | None = None) -> str:
    """A card drawn by reference to its face in the sprite file at ``sprite``.

    The same root element, class, data attributes and accessible name as
    :func:`card_svg`, with a ``<use>`` of the face instead of its drawing:
    a few hundred bytes of markup, and no image document per face.  The
    reference is an ``xlink:href``: Material's instant navigation rewrites
    every plain ``href`` of a page it loads as a property, which a ``<use>``
    element does not allow (the navigation stops with an error).
    """
    c = _lookup(card)
    href = html.escape(f"{sprite}#{card_symbol_id(c)}", quote=True)
    return (_card_root(c, width, css_class, False, label, f' xmlns:xlink="{XLINK_NS}"')
            + f'<use xlink:href="{href}"/></svg>')


# The folder of the card sprite, for boards built at run time.  The browser
# runtime sets it once (webapi "configure"); unset, boards carry inline SVG faces.
_card_base: str | None = None


def set_card_base(url: str | None) -> None:
    global _card_base
    _card_base = url or None


def board_card_html(card: Card | int | str) -> str:
    """A face for a board: by reference to the card sprite when configured."""
    if _card_base:
        return card_ref(card, sprite=_card_base.rstrip("/") + "/" + SPRITE_NAME)
    return card_svg(card)


def _back_pattern() -> str:
    d = []
    for k in range(-160, 100, 12):
        d.append(f"M{k} 0L{k + 160} 160M{k + 160} 0L{k} 160")
    return _path("".join(d), stroke="#6e2a1e", w=1.2)


_BACK_BODY = (
    f'<rect x="1.5" y="1.5" width="97" height="157" rx="8" fill="#3b1a14"/>'
    + _CLIP_OPEN + _back_pattern() + "</svg>"
    + '<rect x="8" y="8" width="84" height="144" rx="4" stroke="#b8863b" stroke-width="1.4"/>'
    + _circle(50, 80, 15, "#3b1a14", "#b8863b", 1.6)
    + _circle(50, 80, 9, None, "#b8863b", 1.2)
    + _dots(_ring(50, 80, 4.6, 5), "#b8863b", 3.2)
    + _FRAME_EDGE
)


def card_back_svg(*, width: int | None = None, label: str = "Face-down card",
                  css_class: str = "hf-card hf-card-back", title: bool = True) -> str:
    """The back of a card (for hidden hands and the draw pile) as inline SVG."""
    return _root(label, width, css_class, title, ' data-card="back"') + _BACK_BODY + "</svg>"


def deck_html(cards=None, *, width: int | None = None) -> str:
    """All the given cards (default: the whole deck) in a ``<div class="hf-cards">`` row."""
    items = CARDS if cards is None else [_lookup(x) for x in cards]
    return '<div class="hf-cards">' + "".join(card_svg(x, width=width) for x in items) + "</div>"
