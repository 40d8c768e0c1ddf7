"""Tests for the SVG card faces in hanafuda_core.art."""

import re
import xml.etree.ElementTree as ET

import pytest

from hanafuda_core.art import card_back_svg, card_face, card_svg
from hanafuda_core.deck import BONUS_CARDS, BY_KEY, CARDS, Kind, RibbonStyle
from hanafuda_core.notation import card

SVG_NS = "http://www.w3.org/2000/svg"
XMLNS = f'xmlns="{SVG_NS}"'
MAX_CARD_BYTES = 3600  # each face is meant to stay around 3 KB or less (labels drawn as outlines included)
CODES = [c.code for c in CARDS]


def parse(svg):
    return ET.fromstring(svg)


def label_outline(root):
    """The path drawn in a card's corner label box, or None."""
    children = list(root.iter())
    for i, e in enumerate(children):
        if e.tag == f"{{{SVG_NS}}}rect" and (e.get("x"), e.get("y")) == ("4.5", "4.5"):
            following = children[i + 1]
            assert following.tag == f"{{{SVG_NS}}}path"
            return following.get("d")
    return None


def outline_contours(d):
    """The contours of path data written as the labels are (relative m, l, h,
    v, q, c and z commands, a repeated command's letter left out), each a
    list of absolute points, control points included."""
    contours, here, start = [], (0.0, 0.0), (0.0, 0.0)
    arity = {"m": 2, "l": 2, "h": 1, "v": 1, "q": 4, "c": 6}
    tokens = re.findall(r"[a-zA-Z]|-?(?:\d+\.?\d*|\.\d+)", d)
    assert "".join(t for t in tokens if t.isalpha()) == "".join(ch for ch in d if ch.isalpha())
    op, i = None, 0
    while i < len(tokens):
        if tokens[i].isalpha():
            op, i = tokens[i], i + 1
            assert op in "mlhvqcz", f"unexpected command {op}"
            if op == "z":
                here = start
                continue
        numbers = [float(n) for n in tokens[i:i + arity[op]]]
        i += arity[op]
        if op == "h":
            pts = [(here[0] + numbers[0], here[1])]
        elif op == "v":
            pts = [(here[0], here[1] + numbers[0])]
        else:
            pts = [(here[0] + x, here[1] + y) for x, y in zip(numbers[::2], numbers[1::2])]
        if op == "m":
            contours.append([])
            start = pts[0]
        contours[-1].extend(pts)
        here = pts[-1]
    assert d.count("m") == d.count("z") == len(contours)
    return contours


@pytest.mark.parametrize("code", CODES)
def test_card_is_well_formed_and_accessible(code):
    c = card(code)
    svg = card_svg(c)
    root = parse(svg)
    assert root.tag == f"{{{SVG_NS}}}svg"
    assert root.get("role") == "img"
    assert root.get("aria-label") == c.label
    assert root.get("data-card") == c.code
    assert root.get("viewBox") == "0 0 100 160"
    assert "hf-card" in root.get("class").split()
    title = root.find(f"{{{SVG_NS}}}title")
    assert title is not None and title.text == c.label
    # the first child is the title, so screen readers and tooltips find it
    assert list(root)[0] is title


@pytest.mark.parametrize("code", CODES)
def test_month_and_kind_are_drawn_in_the_corner(code):
    from hanafuda_core.glyphs import GLYPHS

    c = card(code)
    contours = outline_contours(label_outline(parse(card_svg(c))))
    # One closed contour per contour of each character's glyph, month number then kind letter.
    in_month = sum(GLYPHS[ch][1].count("M") for ch in str(c.month))
    assert len(contours) == in_month + GLYPHS[c.kind.letter][1].count("M")
    points = [p for contour in contours for p in contour]
    xs, ys = [x for x, _ in points], [y for _, y in points]
    # Inside the label box (x 4.5-24.5, y 4.5-35.5), centred on it.
    assert 5 < min(xs) and max(xs) < 24 and 5 < min(ys) and max(ys) < 35
    assert abs((min(xs) + max(xs)) / 2 - 14.5) < 1
    # The month number on top, the kind letter under it.
    month_ys = [y for contour in contours[:in_month] for _, y in contour]
    letter_ys = [y for contour in contours[in_month:] for _, y in contour]
    assert max(month_ys) < 20 < min(letter_ys)


def test_labels_tell_month_and_kind_apart():
    labels = {}
    for c in CARDS:
        labels.setdefault(label_outline(parse(card_svg(c))), set()).add((c.month, c.kind))
    assert all(len(pairs) == 1 for pairs in labels.values())
    assert len(labels) == len({(c.month, c.kind) for c in CARDS})


def test_label_outlines_have_no_text_to_lay_out():
    for c in CARDS:
        assert "<text" not in card_svg(c)


@pytest.mark.parametrize("code", CODES)
def test_self_contained_no_urls_no_ids(code):
    svg = card_svg(code)
    assert svg.count(XMLNS) == 1
    rest = svg.replace(XMLNS, "")
    assert "http" not in rest
    assert "url(" not in rest
    assert "href" not in rest
    assert "<image" not in rest
    assert "<style" not in rest
    assert "<script" not in rest
    assert "font-face" not in rest
    assert not re.search(r"\sid=", rest), "ids would clash when many cards share a page"


@pytest.mark.parametrize("code", CODES)
def test_size_limit(code):
    assert len(card_svg(code).encode("utf-8")) < MAX_CARD_BYTES


def test_all_faces_are_distinct():
    faces = [card_svg(c) for c in CARDS]
    assert len(set(faces)) == 48
    # and distinct pictures too, not only distinct labels
    pictures = [card_svg(c, title=False).split(">", 1)[1] for c in CARDS]
    assert len(set(pictures)) == 48


def test_whole_deck_is_small():
    assert sum(len(card_svg(c)) for c in CARDS) < 48 * 3000


def test_deterministic():
    first = [card_svg(c) for c in CARDS]
    second = [card_svg(c) for c in CARDS]
    assert first == second
    assert card_back_svg() == card_back_svg()


@pytest.mark.parametrize("ref", [0, "1B", "crane", BY_KEY["crane"]])
def test_card_references(ref):
    assert card_svg(ref) == card_svg(CARDS[0])


def test_bonus_cards_show_the_junk_they_count_as_without_a_month():
    faces = [parse(card_svg(c)) for c in BONUS_CARDS]
    assert [f.get("aria-label") for f in faces] == ["Bonus card, counts as two junk"] * 2 + [
        "Bonus card, counts as three junk"]
    assert [f.get("data-card") for f in faces] == ["X1", "X2", "X3"]
    # the two double junk cards look alike; the triple junk card differs from them
    assert card_face(48) == card_face(49) != card_face(50)


def test_bad_reference():
    with pytest.raises(ValueError):
        card_svg(51)
    with pytest.raises(ValueError):
        card_svg("13B")


def test_width_sets_size_attributes():
    root = parse(card_svg("8B", width=80))
    assert root.get("width") == "80"
    assert root.get("height") == "128"
    root = parse(card_svg("8B"))
    assert root.get("width") is None and root.get("height") is None
    with pytest.raises(ValueError):
        card_svg("8B", width=0)


def test_title_optional_and_class_escaped():
    svg = card_svg("3B", title=False, css_class='hf-card is-legal" onload="x')
    root = parse(svg)
    assert root.find(f"{{{SVG_NS}}}title") is None
    assert root.get("aria-label") == card("3B").label
    assert root.get("class") == 'hf-card is-legal" onload="x'
    assert root.get("onload") is None


def test_brights_have_a_double_ring_badge():
    def rings(code):
        root = parse(card_svg(code))
        return [e for e in root if e.tag == f"{{{SVG_NS}}}circle" and e.get("cx") == "84"]

    for c in CARDS:
        if c.kind is Kind.BRIGHT:
            assert len(rings(c)) >= 2, c.code
        else:
            assert rings(c) == [], c.code


def test_ribbon_styles_drawn_differently():
    faces = {}
    for c in CARDS:
        if c.kind is Kind.RIBBON:
            faces.setdefault(c.ribbon, []).append(card_svg(c))
    assert set(faces) == set(RibbonStyle)
    # blue ribbons are blue and hatched; the red ones are red
    for svg in faces[RibbonStyle.BLUE]:
        assert "#2b4c9b" in svg
    for style in (RibbonStyle.POETRY, RibbonStyle.PLAIN, RibbonStyle.WILLOW):
        for svg in faces[style]:
            assert "#c8321e" in svg


def test_label_escaped_in_attributes_and_title():
    svg = card_back_svg(label='Tom\'s "hidden" <card> & more')
    root = parse(svg)
    assert root.get("aria-label") == 'Tom\'s "hidden" <card> & more'
    assert root.find(f"{{{SVG_NS}}}title").text == 'Tom\'s "hidden" <card> & more'


def test_card_back():
    svg = card_back_svg(width=60)
    root = parse(svg)
    assert root.get("role") == "img"
    assert root.get("aria-label") == "Face-down card"
    assert root.get("width") == "60" and root.get("height") == "96"
    assert "hf-card" in root.get("class").split()
    assert "http" not in svg.replace(XMLNS, "")
    assert not re.search(r"\sid=", svg)
    assert len(svg) < MAX_CARD_BYTES
    assert svg not in {card_svg(c) for c in CARDS}


def test_label_override_and_no_corner_for_quizzes():
    svg = card_svg("8B", title=False, label="Which card is this?", corner=False)
    root = parse(svg)
    assert root.get("aria-label") == "Which card is this?"
    assert "Moon" not in svg
    assert label_outline(root) is None  # neither month number nor kind letter
    assert not [e for e in root if e.tag == f"{{{SVG_NS}}}circle" and e.get("cx") == "84"]
    assert root.get("data-card") == "8B"
    with_title = parse(card_svg("8B", label="Which card is this?"))
    assert with_title.find(f"{{{SVG_NS}}}title").text == "Which card is this?"


def test_card_sprite_and_references():
    from hanafuda_core import art

    sprite = parse(art.card_sprite())
    # The file itself draws nothing (the browser lays out only the copies pages draw).
    assert sprite.get("display") == "none"
    symbols = {e.get("id"): e for e in sprite if e.tag == f"{{{SVG_NS}}}symbol"}
    assert list(symbols) == [f"card-{c.code}" for c in CARDS + BONUS_CARDS]
    # Each symbol is the card's drawing.
    face = parse(card_svg("9A", title=False))
    assert [e.tag for e in symbols["card-9A"]] == [e.tag for e in face]
    ref = parse(art.card_ref("9A", sprite="cards/abc/cards.svg", width=40))
    assert (ref.get("class"), ref.get("role"), ref.get("aria-label")) == ("hf-card", "img", card("9A").label)
    assert (ref.get("data-card"), ref.get("width"), ref.get("height")) == ("9A", "40", "64")
    (use,) = list(ref)
    assert use.tag == f"{{{SVG_NS}}}use" and use.get(f"{{{art.XLINK_NS}}}href") == "cards/abc/cards.svg#card-9A"
    # Boards carry inline faces until the browser runtime names the card folder.
    assert art.board_card_html("9A") == art.card_svg("9A")
    art.set_card_base("http://127.0.0.1/x/cards/abc/")
    try:
        assert 'xlink:href="http://127.0.0.1/x/cards/abc/cards.svg#card-9A"' in art.board_card_html("9A")
    finally:
        art.set_card_base(None)
