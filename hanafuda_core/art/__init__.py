"""Original SVG card faces drawn from the deck data.

Every face is a small, self-contained piece of inline SVG markup (no external
fonts, images, URLs, ids, gradients or patterns) so any number of cards can sit
on one HTML page.  The pictures are simple geometric motifs, one per flower,
with the named cards showing their subject (crane and sun, curtain, moon, ...).

Each face also carries its meaning without colour:

* a corner label with the month number and the kind letter (B, A, R, C);
* a bonus card of the Korean deck (no month) shows the junk it counts as,
  a large 2 or 3 on a gold medallion, and no corner label;
* brights have a double-ring badge in the top right corner;
* ribbons are vertical strips: the red poetry ribbon has writing strokes, the
  blue ribbon is hatched, the plain red ribbon is solid, and the willow ribbon
  is solid but wavy with a forked end.

>>> from hanafuda_core.art import card_svg
>>> card_svg("1B", width=80).startswith("<svg")
True

The drawing kit (palette, SVG elements, flower pieces, ribbons) is
:mod:`.draw`; the month scenes are :mod:`.scenes`; this module frames them
into cards, backs, the card sprite and the deck table.
"""

from __future__ import annotations

import html
import re
from functools import lru_cache

from ..deck import ALL_CARDS, CARDS, Card, Kind
from ..glyphs import GLYPHS, UNITS_PER_EM
from ..notation import card as _lookup
from .draw import CREAM, INK, ORANGE, PAPER, RED, YELLOW, circle, dots, num, path, ring
from .scenes import scene

__all__ = ["card_svg", "card_back_svg", "deck_html", "VIEW_WIDTH", "VIEW_HEIGHT"]

VIEW_WIDTH = 100
VIEW_HEIGHT = 160


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
                    n = num(v / 10)
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


def _bonus_face(junk: int) -> str:
    """A bonus card: a gold medallion ringed with red, the junk it counts as in
    large figures, and as many small dots beneath."""
    return (circle(50, 70, 34, YELLOW, ORANGE, 3) + dots(ring(50, 70, 28, 16), RED, 3.4)
            + circle(50, 70, 21, PAPER, INK, 1.6)
            + f'<path fill="{INK}" d="{_outline((str(junk), 50, 84, 40))}"/>'
            + dots([(50 + 12 * (i - (junk - 1) / 2), 128) for i in range(junk)], INK, 7))


def _bright_badge() -> str:
    return (circle(84, 16, 9.5, RED, INK, 1.6) + circle(84, 16, 5.6, None, PAPER, 1.6)
            + circle(84, 16, 2, PAPER))


def _root(label: str, width: int | None, css_class: str, title: bool, extra: str) -> str:
    lab = html.escape(label, quote=True)
    size = ""
    if width is not None:
        w = int(width)
        if w <= 0:
            raise ValueError(f"width must be positive, got {width}")
        size = f' width="{w}" height="{num(w * VIEW_HEIGHT / VIEW_WIDTH)}"'
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
    c = ALL_CARDS[index]
    if c.is_bonus:
        return _FRAME_BG + _bonus_face(c.bonus_junk) + _FRAME_EDGE
    out = _FRAME_BG + _CLIP_OPEN + scene(c) + "</svg>" + _FRAME_EDGE
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
            for c in ALL_CARDS
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


def board_card_html(card: Card | int | str, label: str | None = None) -> str:
    """A face for a board: by reference to the card sprite when configured.
    ``label``: its accessible name, when a game names the card otherwise
    (default :attr:`Card.label`)."""
    return _board_card(_lookup(card).index, _card_base, label)


@lru_cache(maxsize=None)
def _board_card(index: int, base: str | None, label: str | None = None) -> str:
    # Pure function of the card, the card folder and its name: boards redraw the same faces on every move.
    if base:
        return card_ref(index, sprite=base.rstrip("/") + "/" + SPRITE_NAME, label=label)
    return card_svg(index, label=label)


def _back_pattern() -> str:
    d = []
    for k in range(-160, 100, 12):
        d.append(f"M{k} 0L{k + 160} 160M{k + 160} 0L{k} 160")
    return path("".join(d), stroke="#6e2a1e", w=1.2)


_BACK_BODY = (
    f'<rect x="1.5" y="1.5" width="97" height="157" rx="8" fill="#3b1a14"/>'
    + _CLIP_OPEN + _back_pattern() + "</svg>"
    + '<rect x="8" y="8" width="84" height="144" rx="4" stroke="#b8863b" stroke-width="1.4"/>'
    + circle(50, 80, 15, "#3b1a14", "#b8863b", 1.6)
    + circle(50, 80, 9, None, "#b8863b", 1.2)
    + dots(ring(50, 80, 4.6, 5), "#b8863b", 3.2)
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
