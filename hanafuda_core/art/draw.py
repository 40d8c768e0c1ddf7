"""The drawing kit of the card faces: the palette, compact SVG elements, and
the flower pieces and ribbons the month scenes are made of."""

from __future__ import annotations

import math

from ..deck import RibbonStyle

__all__ = ["INK", "CREAM", "PAPER", "RED", "DARKRED", "PINK", "ROSE", "GREEN", "DKGREEN", "OLIVE", "BROWN", "PURPLE", "LILAC", "BLUE", "SKY", "YELLOW", "ORANGE", "BLACK", "WHITE", "num", "attr_text", "path", "circle", "ellipse", "polar", "dots", "ring", "mirror", "blossoms", "pine_clump", "maple_leaves", "kiku", "peony", "iris", "wisteria", "willow_strands", "stream", "kiri_leaves", "kiri_flowers", "ribbon"]

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


def num(x: float) -> str:
    """Compact number: at most one decimal, no trailing '.0'."""
    s = f"{x:.1f}"
    if s.endswith(".0"):
        s = s[:-2]
    return "0" if s == "-0" else s


def attr_text(attrs: dict) -> str:
    out = []
    for k, v in attrs.items():
        if v is None:
            continue
        if isinstance(v, (int, float)):
            v = num(v)
        out.append(f' {k.rstrip("_").replace("_", "-")}="{v}"')
    return "".join(out)


def path(d: str, fill: str | None = None, stroke: str | None = None, w: float | None = None, **kw) -> str:
    return f'<path d="{d}"{attr_text({"fill": fill, "stroke": stroke, "stroke_width": w, **kw})}/>'


def circle(cx: float, cy: float, r: float, fill: str | None = None, stroke: str | None = None,
            w: float | None = None, **kw) -> str:
    return (f'<circle cx="{num(cx)}" cy="{num(cy)}" r="{num(r)}"'
            f'{attr_text({"fill": fill, "stroke": stroke, "stroke_width": w, **kw})}/>')


def ellipse(cx: float, cy: float, rx: float, ry: float, fill: str, stroke: str | None = None,
             w: float | None = None, rot: float = 0) -> str:
    t = f"rotate({num(rot)} {num(cx)} {num(cy)})" if rot else None
    return (f'<ellipse cx="{num(cx)}" cy="{num(cy)}" rx="{num(rx)}" ry="{num(ry)}"'
            f'{attr_text({"fill": fill, "stroke": stroke, "stroke_width": w, "transform": t})}/>')


def polar(cx: float, cy: float, r: float, deg: float) -> tuple[float, float]:
    a = math.radians(deg)
    return cx + r * math.cos(a), cy + r * math.sin(a)


def dots(points, color: str, w: float) -> str:
    """Round dots of diameter ``w`` (zero-length subpaths with round caps)."""
    points = list(points)
    if len(points) < 6:
        return path("".join(f"M{num(x)} {num(y)}h0" for x, y in points), stroke=color, w=w)
    # many dots: half-unit integer coordinates in a scaled path are shorter
    d = "".join(f"M{round(2 * x)} {round(2 * y)}h0" for x, y in points)
    return path(d, stroke=color, w=2 * w, transform="scale(.5)")


def ring(cx: float, cy: float, r: float, n: int, a0: float = -90) -> list[tuple[float, float]]:
    return [polar(cx, cy, r, a0 + 360 * k / n) for k in range(n)]


def mirror(svg: str) -> str:
    return f'<g transform="matrix(-1 0 0 1 100 0)">{svg}</g>'


# Flower pieces -------------------------------------------------------------


def blossoms(spots, r, petal, color, edge=None, centre=YELLOW):
    """Many five-petal blossoms with one path per colour."""
    pts, mids = [], []
    for i, (cx, cy) in enumerate(spots):
        pts += ring(cx, cy, r, 5, -90 + 17 * i)
        mids.append((cx, cy))
    out = dots(pts, edge, petal + 1.6) if edge else ""
    return out + dots(pts, color, petal) + dots(mids, centre, petal * 0.5)


def pine_clump(cx, cy, rx, ry=None):
    ry = ry or rx * 0.55
    d = f"M{num(cx - rx)} {num(cy)}a{num(rx)} {num(ry)} 0 0 1 {num(2 * rx)} 0z"
    needles = "".join(
        f"M{num(cx)} {num(cy)}L{num(x)} {num(y)}"
        for x, y in (
            (cx + rx * 0.92 * math.cos(math.radians(a)), cy - ry * 0.92 * math.sin(math.radians(a)))
            for a in range(15, 170, 22)
        )
    )
    return path(d, GREEN, DKGREEN, 1.4) + path(needles, stroke=DKGREEN, w=0.9)


def maple_leaves(specs, color=RED):
    """Maple leaves (five pointed lobes and a stem), all in one path: specs of (x, y, r, rotation)."""
    d, stems = [], []
    for cx, cy, r, rot in specs:
        pts = [polar(cx, cy, r * 0.28, 90 + rot)]
        for k in range(5):
            tip = -90 + (k - 2) * 60 + rot
            if k:
                pts.append(polar(cx, cy, r * 0.42, tip - 30))
            pts += [polar(cx, cy, r * 0.78, tip - 12), polar(cx, cy, r, tip), polar(cx, cy, r * 0.78, tip + 12)]
        d.append("M" + "L".join(f"{round(x)} {round(y)}" for x, y in pts) + "Z")
        sx, sy = polar(cx, cy, r * 1.05, 90 + rot)
        stems.append(f"M{round(cx)} {round(cy)}L{round(sx)} {round(sy)}")
    return path("".join(d), color, DARKRED, 0.9) + path("".join(stems), stroke=DARKRED, w=1)


def kiku(cx, cy, r, color=YELLOW, edge=ORANGE):
    n = 14
    petal = 2 * math.pi * r / n * 1.15
    pts = ring(cx, cy, r - petal / 2, n)
    return (circle(cx, cy, r - petal / 2, edge) + dots(pts, edge, petal + 1.4)
            + dots(pts, color, petal) + circle(cx, cy, r * 0.42, color, edge, 1.2)
            + dots(ring(cx, cy, r * 0.22, 6), edge, 1.6))


def peony(cx, cy, r):
    return (dots(ring(cx, cy, r * 0.62, 8, -68), DARKRED, r * 0.82)
            + dots(ring(cx, cy, r * 0.62, 8, -68), RED, r * 0.7)
            + dots(ring(cx, cy, r * 0.3, 5, -54), PINK, r * 0.52)
            + circle(cx, cy, r * 0.17, YELLOW, DARKRED, 0.8))


def iris(cx, cy, s=1.0):
    d = (f"M{num(cx)} {num(cy)}l{num(-6 * s)} {num(7 * s)}M{num(cx)} {num(cy)}l{num(6 * s)} {num(7 * s)}"
         f"M{num(cx)} {num(cy)}v{num(-9 * s)}")
    return (path(d, stroke="#3e2366", w=6.6 * s) + path(d, stroke=PURPLE, w=5 * s)
            + dots([(cx, cy + 1)], YELLOW, 2.6 * s))


def wisteria(x, top, length):
    """A hanging cluster: a chain of dots, wide at the top, narrow at the tip."""
    a = top + length * 0.55
    return (path(f"M{x} {top}V{num(a)}", stroke="#4a2d73", w=6.6, stroke_dasharray="0 4.4")
            + path(f"M{x} {top}V{num(a)}", stroke=LILAC, w=5, stroke_dasharray="0 4.4")
            + path(f"M{x} {num(a + 4)}V{num(top + length)}", stroke=PURPLE, w=3.4,
                    stroke_dasharray="0 3.6"))


def willow_strands(xs, length=1.0):
    d = "".join(
        f"M{num(x)} 3C{num(x + 10)} 30 {num(x - 6)} {num(70 * length)} {num(x + 2)} {num((95 + (i % 3) * 12) * length)}"
        for i, x in enumerate(xs)
    )
    return (path(d, stroke=DKGREEN, w=1) + path(d, stroke=GREEN, w=4.2, stroke_dasharray="5 3"))


def stream(y):
    d = "".join(f"M4 {num(y + k * 6)}q12 -4 23 0t23 0t23 0t23 0" for k in range(3))
    return path(d, stroke=SKY, w=2)


def kiri_leaves(base=156, color=DKGREEN):
    d = (f"M50 {base - 6}C20 {base - 4} 8 {base - 30} 22 {base - 46}C34 {base - 56} 48 {base - 44} 50 {base - 6}Z"
         f"M50 {base - 6}C80 {base - 4} 94 {base - 30} 80 {base - 48}C66 {base - 58} 52 {base - 44} 50 {base - 6}Z"
         f"M50 {base - 4}C36 {base - 24} 42 {base - 54} 52 {base - 62}C64 {base - 52} 64 {base - 24} 50 {base - 4}Z")
    veins = (f"M50 {base - 6}L24 {base - 38}M50 {base - 6}L78 {base - 40}M50 {base - 4}V{base - 56}"
             f"M50 {base}V{base - 6}")
    return path(d, color, INK, 1.2) + path(veins, stroke="#7fae6b", w=1.1)


def kiri_flowers(cx=50, top=20, spread=1.0):
    out = path(
        f"M{cx} {top + 64}V{top}M{cx} {top + 64}L{num(cx - 22 * spread)} {top + 10}"
        f"M{cx} {top + 64}L{num(cx + 22 * spread)} {top + 10}",
        stroke=OLIVE, w=1.6,
    )
    pts = []
    for dx, n, y0 in ((0, 7, top), (-22, 5, top + 10), (22, 5, top + 10)):
        x0 = cx + dx * spread
        for k in range(n):
            t = k / 7
            pts.append((x0 - dx * spread * t * 0.9 + (2.6 if k % 2 else -2.6), y0 + k * 6.5 + 2))
    return out + dots(pts, "#4a2d73", 6.6) + dots(pts, LILAC, 5)


# Ribbon ----------------------------------------------------------------------


def ribbon(style: RibbonStyle, x: float, y: float, rot: float, length: float = 74, w: float = 14) -> str:
    h = w / 2
    color = BLUE if style is RibbonStyle.BLUE else RED
    g = f'<g transform="translate({num(x)} {num(y)}) rotate({num(rot)})">'
    tie = path(f"M0 -8V2", stroke=INK, w=1.2)
    if style is RibbonStyle.WILLOW:
        L = length * 0.9
        d = (f"M{-h} 0H{h}C{h + 8} {num(L * 0.3)} {h - 10} {num(L * 0.6)} {h} {num(L)}"
             f"L0 {num(L - 7)}L{-h} {num(L)}C{-h - 10} {num(L * 0.6)} {-h + 8} {num(L * 0.3)} {-h} 0Z")
        body = path(d, color, INK, 1.5)
        body += path(f"M{-h} 5H{h}", stroke=INK, w=1.2)
        return g + tie + body + "</g>"
    body = path(f"M{-h} 0H{h}V{num(length)}H{-h}Z", color, INK, 1.5)
    body += path(f"M{-h} 5H{h}", stroke=INK, w=1.2)
    if style is RibbonStyle.POETRY:
        marks = ("M-3 12q3 -3 6 0m-4 4l3 3m-4 3h5"
                 "M-2 30q4 1 2 5t2 5M-3 46h6m-3 -3v8m-3 3q3 2 6 -1"
                 "M-2 62q2 -3 4 0t-3 5h5")
        body += path(marks, stroke=INK, w=1.7)
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
                segs.append(f"M{num(x_a)} {num(ya)}L{num(x_b)} {num(yb)}")
            c += step
        body += path("".join(segs), stroke="#c9d6f2", w=1.5)
    return g + tie + body + "</g>"
