"""End to end: the accessibility checks of the pages' parts: the skip link
and the focus ring of every control; and the helpers of the sweep of every
page (test_every_page.py: axe-core on every page, and the layout shift of
every page while it loads, each kind of page also at a phone's size).

axe-core is the npm package pinned in package.json (node_modules/axe-core),
injected into each page from the local disk: nothing is fetched from
elsewhere.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from .conftest import WITH_MOTION, follow

ROOT = Path(__file__).resolve().parents[2]
AXE = ROOT / "node_modules" / "axe-core" / "axe.min.js"
TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]
BOOT = 90_000


def site_pages(site) -> list[str]:
    """Every page of the built site, as paths under its root ('' for the home page)."""
    found = []
    for index in sorted(site.directory.rglob("index.html")):
        rel = index.parent.relative_to(site.directory).as_posix()
        found.append("" if rel == "." else rel + "/")
    return found


def open_page(page, url: str) -> None:
    """Load a page and wait until it is as a learner sees it: its widgets drawn,
    a play page's match started."""
    page.goto(url)
    wait_until_drawn(page)
    page.wait_for_load_state("load")


def wait_until_drawn(page) -> None:
    """Wait until the page shown is as a learner sees it: its widgets drawn, a
    play page's match started."""
    page.wait_for_function(
        "() => [...document.querySelectorAll('[data-hf-widget]')].every((e) => e.dataset.hfMounted === 'ready')",
        timeout=BOOT)
    start = page.locator('[data-play="start"]')
    if start.count():
        start.click()
        page.wait_for_selector(".hf-play[data-waiting]", timeout=BOOT)


# Every finite animation or transition of the page has ended (the header's title
# fades in after a page change or a scroll): the colours are those that stay.
SETTLED = """() => document.getAnimations().every((a) => a.playState !== 'running'
    || a.effect?.getComputedTiming().endTime === Infinity)"""


COLOUR_RULES = ("color-contrast", "link-in-text-block")
"""The rules of TAGS that read the colours the page is drawn in (the slow part of a check)."""

# An element's kind: its tag and classes, and its parent's (a button of the same
# class in another box may sit on another background).  Shown elements only: axe-core
# checks no other.
KIND_OF = """(e) => {
    const one = (x) => x.tagName + '.' + [...x.classList].filter((c) => !/^(focus-visible|md-nav__link--active)$/.test(c))
        .sort().join('.');
    return one(e.parentElement) + ' > ' + one(e);
}"""
ELEMENT_KINDS = f"""() => {{
    const kind = {KIND_OF};
    return [...new Set([...document.body.querySelectorAll('*')].filter((e) => e.getClientRects().length).map(kind))];
}}"""


def axe_violations(page, colours: bool = True, others: bool = True, kinds: list[str] | None = None) -> list[dict]:
    """axe-core's violations of TAGS on the whole page (``colours=False``:
    all but :data:`COLOUR_RULES`; ``others=False``: those alone), the colour
    rules only on the elements of ``kinds`` (:data:`KIND_OF`) and what they
    hold when it is given."""
    assert colours or others
    page.wait_for_function(SETTLED, timeout=BOOT)
    if not page.evaluate("() => typeof window.axe === 'object'"):
        page.add_script_tag(path=str(AXE))
    # Every rule asked for runs on the whole page (or the elements of ``kinds``); only the
    # violations are gathered in full (resultTypes) and sent back (the passes name every
    # node of a page checked).
    tags = {"type": "tag", "values": TAGS}
    colour_rules = {"type": "rule", "values": list(COLOUR_RULES)}
    no_colours = {rule: {"enabled": False} for rule in COLOUR_RULES}
    runs = []
    if colours and others and kinds is None:
        runs.append([None, tags, {}])
    else:
        if others:
            runs.append([None, tags, no_colours])
        if colours:
            runs.append([kinds, colour_rules, {}])
    return page.evaluate(f"""async (runs) => {{
        const kind = {KIND_OF};
        const found = [];
        for (const [kinds, only, rules] of runs) {{
            let context = document;
            if (kinds) {{
                const want = new Set(kinds);
                const include = [...document.body.querySelectorAll('*')]
                    .filter((e) => e.getClientRects().length && want.has(kind(e)));
                if (!include.length) continue;
                context = {{include}};
            }}
            const r = await axe.run(context, {{runOnly: only, rules, resultTypes: ['violations']}});
            found.push(...r.violations.map((v) => ({{rule: v.id, help: v.help,
                nodes: v.nodes.map((n) => n.target).slice(0, 5), why: v.nodes[0].failureSummary}})));
        }}
        return found;
    }}""", runs)


def test_the_colour_rules_check_the_elements_of_the_kinds_given(browser):
    """The sweep's colour rules limited to kinds of element (``kinds``) check
    every element of those kinds and what it holds, and no other."""
    ctx = browser.new_context()
    try:
        page = ctx.new_page()
        page.set_content('<main><p class="pale" style="color: #bbb; background: #fff">Pale <span>words</span></p>'
                         '<p class="plain">Plain words</p></main>')
        assert set(page.evaluate(ELEMENT_KINDS)) == {"BODY. > MAIN.", "MAIN. > P.pale", "P.pale > SPAN.",
                                                     "MAIN. > P.plain"}

        def contrast(kinds):
            found = axe_violations(page, others=False, kinds=kinds)
            return sorted(str(n) for v in found if v["rule"] == "color-contrast" for n in v["nodes"])

        assert contrast(["MAIN. > P.plain"]) == []
        assert contrast(["MAIN. > P.pale"]) == ["['.pale']", "['span']"]  # the element and what it holds
        assert contrast(["P.pale > SPAN."]) == ["['span']"]
        assert contrast(None) == ["['.pale']", "['span']"]  # the whole page
    finally:
        ctx.close()


def test_axe_core_is_the_pinned_package():
    pinned = json.loads((ROOT / "package.json").read_text())["dependencies"]["axe-core"]
    installed = json.loads((ROOT / "node_modules" / "axe-core" / "package.json").read_text())["version"]
    assert installed == pinned and pinned.startswith("4.11."), (pinned, installed)


SLATE = {"light": "default", "dark": "slate"}


def switch_palette(page, to: str) -> None:
    """Switch the page to the ``to`` palette ('light' or 'dark') with Material's
    toggle in the header, as a learner does, and wait until it is applied."""
    page.locator("form[data-md-component=palette] label:not([hidden])").click()
    page.wait_for_function(
        "(s) => document.body.dataset.mdColorScheme === s && !document.body.hasAttribute('data-md-color-switching')",
        arg=SLATE[to], timeout=BOOT)


def half_of_the_pages(site, scheme: str) -> list[str]:
    """The pages a test in palette ``scheme`` takes: every other page, the light
    palette's tests from the first, the dark palette's from the second."""
    pages = site_pages(site)
    return pages[0::2] if scheme == "light" else pages[1::2]


def follow_link(page, url: str) -> None:
    """Go to ``url`` as a learner following a link in the page's text
    (``conftest.follow``: Material's instant navigation swaps the page's content
    for the next page's; the tab, its scripts and its engine stay), and wait
    until the new page is drawn (``open_page``'s conditions)."""
    follow(page, url)
    wait_until_drawn(page)


# One page of each kind (the home page, a reference page with its drill, a
# game's rules, a lesson, puzzles, the trainer, a play page,
# the authoring guide).
PAGE_KINDS = ["", "deck/", "games/koikoi/", "koikoi/lessons/stop-or-koikoi/", "koikoi/puzzles/puzzles/",
              "trainer/koikoi/", "games/hanahuda-play/", "authoring/"]
SHIFTS = """window.__hfShift = 0; window.__hfShifted = [];
new PerformanceObserver((list) => {
  for (const e of list.getEntries()) {
    if (e.hadRecentInput) continue;
    window.__hfShift += e.value;
    // What moved, for the failure's message: the element and its box before and after.
    const box = (r) => [r.x, r.y, r.width, r.height].map(Math.round).join(",");
    window.__hfShifted.push(`${e.value.toFixed(3)} at ${Math.round(e.startTime)} ms: ` + e.sources.map((s) =>
      `${s.node ? s.node.nodeName + (s.node.className ? "." + String(s.node.className).split(" ")[0] : "") : "?"}`
      + ` ${box(s.previousRect)} -> ${box(s.currentRect)}`).join("; "));
  }
}).observe({type: "layout-shift", buffered: true});"""


def layout_shift(page) -> float:
    """The page's cumulative layout shift (``SHIFTS``, added before its first
    byte) once it is drawn: its widgets mounted, its fonts settled, and two
    frames painted (the last layout is reported)."""
    page.wait_for_function(
        "() => [...document.querySelectorAll('[data-hf-widget]')].every((e) => e.dataset.hfMounted === 'ready')",
        timeout=BOOT)
    page.evaluate("() => document.fonts.ready")
    page.evaluate("() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)))")
    return page.evaluate("window.__hfShift")


def what_shifted(page) -> list[str]:
    """The layout shifts ``SHIFTS`` saw: their values, times and what moved."""
    return page.evaluate("window.__hfShifted")


def test_the_skip_link_reaches_the_exercise_in_three_keys(page, built_site):
    """From the top of a lesson: Tab (the skip link), Enter, Tab: a control of
    the lesson's first exercise has the focus."""
    open_page(page, built_site.url("koikoi/lessons/stop-or-koikoi/"))
    # Material's bundle starts once the widgets are painted (scripts/sitegen/startup.py);
    # the keys are pressed on the page as it is then.
    page.wait_for_function("""() => {
        let started = false;
        window.document$?.subscribe(() => { started = true; }).unsubscribe();
        return started;
    }""", timeout=BOOT)
    page.keyboard.press("Tab")
    assert page.evaluate("document.activeElement.classList.contains('md-skip')")
    fragment = page.evaluate("document.activeElement.hash")
    assert fragment == "#" + page.evaluate("document.querySelector('[data-hf-widget]').id")
    page.keyboard.press("Enter")
    page.wait_for_function("() => document.activeElement === document.querySelector('[data-hf-widget]')")
    # The page's own handler took the link (Material, which rewrites the link to a full
    # address once started, would have replayed it as a navigation to the exercise's
    # fragment and lost the focus). The address may show the section the page has
    # scrolled to (Material's anchor tracking), never the exercise's own fragment.
    assert not page.url.endswith(fragment), page.url
    page.keyboard.press("Tab")
    inside = page.evaluate("""() => {
        const first = document.querySelector('[data-hf-widget]');
        const a = document.activeElement;
        return first.contains(a) && a !== first && a.matches('button, a, input, select, summary');
    }""")
    assert inside, page.evaluate("document.activeElement.outerHTML.slice(0, 200)")


def test_every_control_shows_a_focus_ring(new_context, built_site):
    """Tabbing through a lesson and a play page, seen with motion: every
    control that takes the focus shows a ring at least 2 px thick (an outline
    or a box shadow)."""
    page = new_context(reduced_motion=WITH_MOTION)[0].new_page()
    bare = []
    for path in ("koikoi/lessons/stop-or-koikoi/", "games/poka-play/"):
        open_page(page, built_site.url(path))
        seen = set()
        for _ in range(120):
            page.keyboard.press("Tab")
            info = page.evaluate("""() => {
                const a = document.activeElement;
                if (!a || a === document.body) return null;
                // The ring comes from the browser's :focus-visible, not from
                // the class Material's script adds to the focused element.
                const marked = a.classList.contains('focus-visible');
                a.classList.remove('focus-visible');
                const s = getComputedStyle(a);
                const ring = (s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) >= 2)
                    || /\\d+px \\d+px 0px [2-9]|\\b0px 0px 0px [2-9]/.test(s.boxShadow);
                if (marked) a.classList.add('focus-visible');
                return {what: a.outerHTML.slice(0, 120), ring};
            }""")
            if info is None or info["what"] in seen:
                continue
            seen.add(info["what"])
            if not info["ring"]:
                bare.append(f"{path}: {info['what']}")
    assert not bare, "controls without a visible focus ring:\n" + "\n".join(bare)
