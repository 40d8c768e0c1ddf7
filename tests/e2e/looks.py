"""What a page looks like, checked in the browser by kind, not by instance.

``control_problems``: every kind of control on a page (buttons, links drawn as
buttons, lists to choose from, disclosure summaries, check boxes and their
labels) is put in each state a learner puts it in (focused by the keyboard,
pointed at, pressed) in each palette, and its text must stay readable against
what is behind it (WCAG 2.1 1.4.3: 4.5:1, 3:1 for large text) and, focused,
it must show a ring (2.4.7) that stands out from what is around it (1.4.11:
3:1).  The page's computed styles are read in one ``evaluate`` per state; the
contrast is worked out here, from WCAG's relative luminance.

``cut_text``: no box in a board or a lesson that hides what overflows it (or
ends it with an ellipsis, or clamps its lines) holds more than it shows.
"""

from __future__ import annotations

import re

# -- colours and contrast (WCAG 2.1, "relative luminance" and "contrast ratio") --------

_NUM = r"[-+]?(?:\d+\.?\d*|\.\d+)(?:e[-+]?\d+)?"


def parse_color(text: str) -> tuple[float, float, float, float]:
    """A computed CSS colour as (r, g, b, alpha), r, g and b from 0 to 1.
    Chromium gives computed colours as rgb()/rgba() or, for a colour mixed in
    sRGB (color-mix), as color(srgb r g b / a)."""
    t = text.strip().lower()
    if t in ("transparent", ""):
        return (0.0, 0.0, 0.0, 0.0)
    m = re.fullmatch(rf"rgba?\(\s*({_NUM})[ ,]+({_NUM})[ ,]+({_NUM})(?:\s*[,/]\s*({_NUM})(%?))?\s*\)", t)
    if m:
        a = 1.0 if m[4] is None else float(m[4]) / (100 if m[5] else 1)
        return (float(m[1]) / 255, float(m[2]) / 255, float(m[3]) / 255, a)
    m = re.fullmatch(rf"color\(srgb\s+({_NUM})\s+({_NUM})\s+({_NUM})(?:\s*/\s*({_NUM})(%?))?\s*\)", t)
    if m:
        a = 1.0 if m[4] is None else float(m[4]) / (100 if m[5] else 1)
        return (float(m[1]), float(m[2]), float(m[3]), a)
    raise ValueError(f"a colour this check cannot read: {text!r}")


def over(top: tuple, below: tuple) -> tuple:
    """``top`` painted over the opaque colour ``below`` (source-over)."""
    a = top[3]
    return tuple(top[i] * a + below[i] * (1 - a) for i in range(3)) + (1.0,)


def backdrop(layers: list[str], base: str = "rgb(255, 255, 255)") -> tuple:
    """The opaque colour behind an element: its own background and its
    ancestors' (``layers``, innermost first) painted over one another on the
    page's canvas (``base``)."""
    colour = parse_color(base)
    for layer in reversed(layers):
        colour = over(parse_color(layer), colour)
    return colour


def luminance(c: tuple) -> float:
    def channel(v: float) -> float:
        v = min(max(v, 0.0), 1.0)
        return v / 12.92 if v <= 0.04045 else ((v + 0.055) / 1.055) ** 2.4

    return 0.2126 * channel(c[0]) + 0.7152 * channel(c[1]) + 0.0722 * channel(c[2])


def contrast(a: tuple, b: tuple) -> float:
    la, lb = sorted((luminance(a), luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


def large_text(px: float, weight: int) -> bool:
    """WCAG's large text: 18 point (24 px), or 14 point (18.66 px) bold."""
    return px >= 24 or (px >= 18.66 and weight >= 700)


# -- the controls of a page -------------------------------------------------------------

# Every control a learner can focus, point at or press, and the labels of check
# boxes and radio buttons (they are pressed for their box).  One of each kind:
# a kind is the control's tag, classes, type and pressed state, the widget it is
# in and whether it sits on the felt of a table (ten cards in a hand are one kind).
CONTROLS = """(scope) => {
    const sel = 'button, a.md-button, select, summary, input[type=checkbox], input[type=radio], label[for]';
    const seen = new Map();
    let n = 0;
    for (const root of document.querySelectorAll(scope)) {
        for (const e of root.querySelectorAll(sel)) {
            if (e.matches('label') && !document.getElementById(e.htmlFor)?.matches('input[type=checkbox], input[type=radio]')) continue;
            if (!e.getClientRects().length || getComputedStyle(e).visibility === 'hidden') continue;
            if (e.closest('[hidden], [inert]') || e.disabled) continue;  // (a disabled control takes no focus, no press)
            const kind = [e.tagName, [...e.classList].sort().join('.'), e.type || '', e.getAttribute('aria-pressed') || '',
                          e.getAttribute('aria-disabled') === 'true' ? 'off' : 'on',
                          e.closest('[data-hf-widget]')?.dataset.hfWidget || '', !!e.closest('.hf-board__table')].join('|');
            if (seen.has(kind)) continue;
            const id = `c${n++}`;
            e.dataset.hfLook = id;
            seen.set(kind, id);
        }
    }
    return [...seen.values()];
}"""

# The styles of one control as it is now: its text colour and size, the
# background colours from it up to the page (innermost first), its focus ring,
# and whether the browser shows it as focused by the keyboard.
STYLES = """(id) => {
    const e = document.querySelector(`[data-hf-look="${id}"]`);
    const s = getComputedStyle(e);
    const layers = (from) => {
        const out = [];
        for (let x = from; x; x = x.parentElement) {
            const bg = getComputedStyle(x).backgroundColor;
            out.push(bg);
            if (/^rgb\\(/.test(bg)) break;  // opaque: nothing below shows
        }
        return out;
    };
    const text = [...e.childNodes].some((n) => n.nodeType === 3 && n.textContent.trim())
        || [...e.querySelectorAll('*')].some((c) => c.getClientRects().length && [...c.childNodes].some((n) => n.nodeType === 3 && n.textContent.trim()));
    const r = e.getBoundingClientRect();
    return {
        what: e.outerHTML.replace(/\\s+data-hf-look="[^"]*"/, '').slice(0, 100),
        text, color: s.color, size: parseFloat(s.fontSize), weight: parseInt(s.fontWeight, 10),
        layers: layers(e), around: layers(e.parentElement),
        outline: [s.outlineStyle, parseFloat(s.outlineWidth), s.outlineColor],
        shadow: s.boxShadow,
        focusVisible: e.matches(':focus-visible'), active: e.matches(':active'), hover: e.matches(':hover'),
        disabled: e.disabled === true || e.getAttribute('aria-disabled') === 'true',
        tiny: r.width <= 1 || r.height <= 1,
        center: [r.left + r.width / 2, r.top + r.height / 2],
        pressable: !e.matches('select'),
    };
}"""

# While the check runs, colours change at once (no transitions): the styles
# read are those a state settles on.
NO_TRANSITIONS = "*, *::before, *::after { transition: none !important; }"


def _shadow_rings(shadow: str) -> list[tuple[str, float]]:
    """(colour, spread) of each box shadow drawn as a ring (no blur, a spread)."""
    rings = []
    for part in re.split(r",(?![^()]*\))", shadow or ""):
        m = re.match(r"\s*((?:rgba?|color)\([^)]*\))\s+(-?[\d.]+)px\s+(-?[\d.]+)px\s+([\d.]+)px\s+([\d.]+)px", part)
        if m and float(m[4]) == 0 and float(m[5]) >= 2:
            rings.append((m[1], float(m[5])))
    return rings


def judge(style: dict, state: str, base: str) -> list[str]:
    """What is wrong with a control in ``state`` (its ``STYLES``), on a page whose canvas is ``base``."""
    out = []
    what = f"{state}: {style['what']}"
    behind = backdrop(style["layers"], base)
    if style["text"] and not style["disabled"]:
        fg = over(parse_color(style["color"]), behind)
        need = 3.0 if large_text(style["size"], style["weight"]) else 4.5
        ratio = contrast(fg, behind)
        if ratio < need:
            out.append(f"{what}: text {ratio:.2f}:1 (needs {need}:1), {style['color']} on {style['layers']}")
    if state == "focused":
        around = backdrop(style["around"], base)
        rings = []
        kind, width, colour = style["outline"]
        if kind != "none" and width >= 2:
            rings.append(parse_color(colour))
        rings += [parse_color(c) for c, _ in _shadow_rings(style["shadow"])]
        if not rings:
            out.append(f"{what}: no focus ring (outline {style['outline']}, box-shadow {style['shadow']})")
        elif max(contrast(over(c, around), around) for c in rings) < 3:
            out.append(f"{what}: its focus ring does not stand out ({style['outline']}, {style['shadow']} "
                       f"on {style['around']})")
    return out


def control_problems(page, scope: str = ".md-content") -> list[str]:
    """Every kind of control in ``scope`` on the page as it is, in the palette it
    is shown in: focused by the keyboard, pointed at, pressed (the mouse button
    held down, released away from it, so that nothing is clicked)."""
    base = page.evaluate("() => getComputedStyle(document.body).backgroundColor")
    style = page.add_style_tag(content=NO_TRANSITIONS)
    problems = []
    try:
        for id_ in page.evaluate(CONTROLS, scope):
            control = page.locator(f'[data-hf-look="{id_}"]')
            label = control.evaluate("e => e.matches('label')")
            if not label:  # (a label is not focused: its box is, as a control of its own)
                # focused from the keyboard: a key pressed, then the focus moved to it
                page.keyboard.press("Shift")
                control.focus()
                s = page.evaluate(STYLES, id_)
                if not s["focusVisible"]:
                    problems.append(f"focused: {s['what']}: not shown as focused by the keyboard")
                problems += judge(s, "focused", base)
                control.evaluate("e => e.blur()")
                if s["tiny"]:
                    continue  # drawn only while focused (a keyboard's stand-in for a click on the table)
            control.evaluate("e => e.scrollIntoView({block: 'center'})")
            x, y = page.evaluate(STYLES, id_)["center"]
            page.mouse.move(x, y)
            s = page.evaluate(STYLES, id_)
            assert s["hover"], f"not pointed at: {s['what']}"
            problems += judge(s, "pointed at", base)
            if s["pressable"]:
                page.mouse.down()
                s = page.evaluate(STYLES, id_)
                assert s["active"], f"not pressed: {s['what']}"
                problems += judge(s, "pressed", base)
                page.mouse.move(0, 0)  # released elsewhere: nothing is clicked
                page.mouse.up()
                # left focused by the mouse, the pointer gone (a button just clicked)
                problems += judge(page.evaluate(STYLES, id_), "focused by a click", base)
                control.evaluate("e => e.blur()")
            page.mouse.move(0, 0)
    finally:
        style.evaluate("s => s.remove()")
        page.evaluate("() => document.querySelectorAll('[data-hf-look]').forEach((e) => delete e.dataset.hfLook)")
    return problems


def in_palette(page, scheme: str) -> None:
    """Show the page in Material's ``default`` (light) or ``slate`` (dark) palette."""
    page.evaluate("(s) => document.body.setAttribute('data-md-color-scheme', s)", scheme)


def controls_in_both_palettes(page, where: str, scope: str = ".md-content") -> list[str]:
    """``control_problems`` in the light palette, then the dark one; the page is
    left in the light palette."""
    problems = []
    try:
        for palette in ("default", "slate"):
            in_palette(page, palette)
            problems += [f"{where} ({palette}) {p}" for p in control_problems(page, scope)]
    finally:
        in_palette(page, "default")
    return problems


# -- text cut off ------------------------------------------------------------------------

# Every box in ``scope`` that cuts what overflows it (overflow hidden or clip, an
# ellipsis, clamped lines) and holds text: whether that text fits.  Boxes hidden
# on purpose (one pixel small, or clipped to nothing: text kept for screen
# readers, buttons shown only when focused) and pictures (the cards' SVG) are
# left out.
CUT_TEXT = """(scope) => {
    const out = [];
    for (const root of document.querySelectorAll(scope)) {
        for (const e of [root, ...root.querySelectorAll('*')]) {
            if (e instanceof SVGElement || !e.getClientRects().length) continue;
            const s = getComputedStyle(e);
            const cuts = /hidden|clip/.test(s.overflowX + ' ' + s.overflowY) || s.textOverflow === 'ellipsis'
                || (s.webkitLineClamp && s.webkitLineClamp !== 'none');
            if (!cuts || s.visibility === 'hidden') continue;
            const box = e.getBoundingClientRect();
            if (box.width <= 1 || box.height <= 1 || /inset\\(50%\\)/.test(s.clipPath) || s.clip === 'rect(0px, 0px, 0px, 0px)') continue;
            const texts = [];
            const walk = document.createTreeWalker(e, NodeFilter.SHOW_TEXT);
            for (let n; (n = walk.nextNode());) if (n.textContent.trim()) texts.push(n);
            if (!texts.length) continue;
            const outside = texts.filter((n) => {
                const range = document.createRange();
                range.selectNodeContents(n);
                return [...range.getClientRects()].some((q) => q.width > 0 && (q.left < box.left - 1
                    || q.right > box.right + 1 || q.top < box.top - 1 || q.bottom > box.bottom + 1));
            });
            const tall = e.scrollHeight > e.clientHeight + 1, wide = e.scrollWidth > e.clientWidth + 1;
            if (tall || wide || outside.length) {
                out.push(`${e.tagName.toLowerCase()}.${[...e.classList].join('.')}: ` +
                    `${tall ? `${e.scrollHeight}px of text in ${e.clientHeight}px ` : ''}` +
                    `${wide ? `${e.scrollWidth}px wide in ${e.clientWidth}px ` : ''}` +
                    `${outside.length ? `text outside its box: "${outside[0].textContent.trim().slice(0, 60)}" ` : ''}` +
                    `("${e.textContent.trim().slice(0, 80)}")`);
            }
        }
    }
    return out;
}"""


def cut_text(page, scope: str = "[data-hf-widget]") -> list[str]:
    """The boxes in ``scope`` that cut the text they hold (``CUT_TEXT``)."""
    return page.evaluate(CUT_TEXT, scope)


SIZES = {"desktop": (1400, 900), "phone": (360, 740)}


def hint_cut(page) -> list[str]:
    """Ask the play page for a hint with its "Hint" button and, once it is
    shown, at both screen sizes, the boxes of the play widget that cut their
    text (``CUT_TEXT``).  The page is left at its own size."""
    page.locator('.hf-play [data-play="hint"]').click()
    page.wait_for_function("""() => document.querySelector('.hf-play__hint')?.textContent.startsWith('Hint:')
        && !document.querySelector('.hf-play [data-play="hint"]').disabled""", timeout=60_000)
    size = page.viewport_size
    out = []
    try:
        for name, (w, h) in SIZES.items():
            page.set_viewport_size({"width": w, "height": h})
            out += [f"{name}, a hint shown: {c}" for c in cut_text(page, ".hf-play")]
    finally:
        page.set_viewport_size(size)
    return out
