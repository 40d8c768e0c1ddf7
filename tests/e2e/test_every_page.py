"""End to end, over every built page: each passes axe-core's WCAG 2.0/2.1 A
and AA rules with its widgets drawn (a play page after its match has
started); no page logs a warning or an error to the console, whether reached
by a link or loaded on its own; none loaded on its own fetches a file twice.

What a sweep proves once is checked once, and what varies by page where it
varies:

- **axe-core, both palettes.**  Every page is checked in the palette it opens
  in (the one the page before was left in: the site keeps it), and in the
  other one too when it
  holds a kind of element (its tag and classes, with its parent's) that no
  page of the sweep has yet been checked with in that palette: the palettes
  differ only by the colours the style sheets give each kind of element, so
  every kind of element the site shows is checked in both palettes, on the
  first page that shows it.
- **Each page loaded on its own.**  The pages load a few at a time
  (``LOADS_AT_ONCE`` tabs, each in a browser context of its own), so that one
  page's wait for its engine is another page's work.

Each of the two sweeps is split in halves (the light palette's test takes
every other page from the first, the dark one's from the second), so that the
two test processes share them.
"""

from __future__ import annotations

import json
from urllib.parse import urlparse

import pytest
from serve_site import MARK  # scripts/, on the path (tests/conftest.py)

from .conftest import fetched_twice, wait_for_instant_navigation, wait_for_material
from .test_accessibility import (BOOT, PAGE_KINDS, SHIFTS, SLATE, axe_violations, follow_link, half_of_the_pages,
                                 layout_shift, open_page, switch_palette, wait_until_drawn, what_shifted)

OTHER = {"light": "dark", "dark": "light"}

# Each element's kind: its tag and classes, and its parent's (a button of the
# same class in another box may sit on another background).
ELEMENT_KINDS = """() => {
    const kind = (e) => e.tagName + '.' + [...e.classList].filter((c) => !/^(focus-visible|md-nav__link--active)$/.test(c))
        .sort().join('.');
    const out = new Set();
    for (const e of document.body.querySelectorAll('*')) {
        if (!e.getClientRects().length) continue;  // not shown: axe-core does not check it either
        out.add(kind(e.parentElement) + ' > ' + kind(e));
    }
    return [...out];
}"""


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_every_page_passes_axe_core(new_context, built_site, scheme):
    """Half of the pages (the other half are the other palette's test), in one
    tab as a learner reads them: the first page is loaded, each next one
    reached by a link through Material's instant navigation.  A page opens in
    the palette the last one was left in, is checked in it, and, when it shows
    a kind of element not yet checked in the other palette, checked again
    after a switch with the header's toggle (the next page then opens in
    that one).  So every kind of element met is checked in both palettes.
    Nothing a page logs to the console while it is shown may be a warning or
    an error."""
    ctx, guard = new_context(color_scheme=scheme)
    failures: dict[str, list] = {}
    noisy: dict[str, list[str]] = {}
    checked: dict[str, set[str]] = {"light": set(), "dark": set()}
    shown = scheme  # the palette the page opens in
    mine = half_of_the_pages(built_site, scheme)
    assert mine
    page = ctx.new_page()
    console: list[str] = []
    page.on("console", lambda m: console.append(f"{m.type}: {m.text}") if m.type in ("warning", "error") else None)
    page.on("pageerror", lambda e: console.append(f"pageerror: {e.stack or e}"))
    twice = 0
    for n, path in enumerate(mine):
        name = path or "(home)"
        logged = len(console)
        if n == 0:
            open_page(page, built_site.url(path))
            wait_for_instant_navigation(page)
        else:
            follow_link(page, built_site.url(path))
        assert page.locator("body").get_attribute("data-md-color-scheme") == SLATE[shown], name
        kinds = set(page.evaluate(ELEMENT_KINDS))
        palettes = [shown] + ([OTHER[shown]] if kinds - checked[OTHER[shown]] else [])
        for palette in palettes:
            if palette != shown:
                switch_palette(page, palette)
                twice += 1
            found = axe_violations(page)
            if found:
                failures[f"{name} ({palette})"] = found
            checked[palette] |= kinds
        shown = palettes[-1]  # the site keeps the palette the page was left in
        if console[logged:]:
            noisy[name] = console[logged:]
    assert not failures, "axe-core violations:\n" + json.dumps(failures, indent=1)[:20_000]
    assert not noisy, "console warnings or errors:\n" + json.dumps(noisy, indent=1)[:10_000]
    print(f"{len(mine)} pages, {len(mine) + twice} checks ({twice} in the second palette), "
          f"{len(checked[scheme])} kinds of element")


LOADS_AT_ONCE = 3
DESKTOP = {"width": 1400, "height": 900}
MAX_SHIFT = 0.02  # cumulative layout shift while a page loads (Web Vitals' "good" is 0.1)


class Load:
    """One page loaded on its own in a tab of its own, in one of the sweep's
    browser contexts (each context's cache and stored palette are kept from
    page to page, as a learner's browser keeps them).  What the page asks of
    the server is told apart by a cookie set for it alone."""

    def __init__(self, ctx, site, path: str, mark: str):
        self.site, self.path, self.mark = site, path, mark
        self.console: list[str] = []
        ctx.add_cookies([{"name": MARK, "value": mark, "url": site.origin}])
        self.page = ctx.new_page()
        self.page.set_viewport_size(DESKTOP)
        self.page.on("console", lambda m: self.console.append(f"{m.type}: {m.text}")
                     if m.type in ("warning", "error") else None)
        self.page.on("pageerror", lambda e: self.console.append(f"pageerror: {e.stack or e}"))
        self.page.goto(site.url(path), wait_until="commit")

    def finish(self, noisy: dict, failures: dict, twice: dict, shifted: dict) -> None:
        page, name = self.page, self.path or "(home)"
        page.wait_for_load_state("load", timeout=BOOT)
        cls = layout_shift(page)
        if cls > MAX_SHIFT:
            shifted[name] = (round(cls, 3), what_shifted(page))
        wait_until_drawn(page)
        wait_for_material(page)
        # A font the page preloads is one it uses (else Chromium warns, after a while,
        # that it was preloaded for nothing): once the page's fonts are settled, one
        # of its font faces has been loaded.
        unused = page.evaluate("""() => document.fonts.ready.then(() =>
            document.querySelector('link[rel=preload][as=font]') !== null
            && ![...document.fonts].some((f) => f.status === 'loaded'))""")
        if unused:
            noisy[name] = ["a font is preloaded that the page does not use"]
        if self.path in PAGE_KINDS:
            found = axe_violations(page)
            if found:
                failures[name] = found
        if self.console:
            noisy.setdefault(name, []).extend(self.console)
        page.close()
        asked = self.site.requests_marked(self.mark)
        assert any(r.split("?")[0] == f"GET {urlparse(self.site.url(self.path)).path}" for r in asked), \
            f"{name}: the page's own requests were not told apart"
        again = fetched_twice(asked)
        if again:
            twice[name] = again


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_every_page_loads_cleanly(new_context, built_site, scheme):
    """Every page loaded on its own (half of the pages each, as in
    ``test_every_page_passes_axe_core``), ``LOADS_AT_ONCE`` at a time, until it
    is drawn: nothing it logs to the console is a warning or an error, it
    asks the server for no file twice, and at 1400×900 it does not shift
    while it loads (cumulative layout shift at most ``MAX_SHIFT`` from its
    first byte until its widgets are drawn and its fonts settled; the phone's
    size is test_accessibility.py's).  One page of each kind (``PAGE_KINDS``)
    is also checked with axe-core as it is after a load, in the palette
    ``scheme``."""
    contexts = [new_context(color_scheme=scheme)[0] for _ in range(LOADS_AT_ONCE)]
    for ctx in contexts:
        ctx.add_init_script(SHIFTS)
    shifted: dict[str, tuple[float, list[str]]] = {}
    failures: dict[str, list] = {}
    noisy: dict[str, list[str]] = {}
    twice: dict[str, list[str]] = {}
    pages = half_of_the_pages(built_site, scheme)
    for start in range(0, len(pages), LOADS_AT_ONCE):
        batch = pages[start:start + LOADS_AT_ONCE]
        loads = [Load(ctx, built_site, path, f"{scheme}-{start + i}") for i, (ctx, path) in
                 enumerate(zip(contexts, batch))]
        for load in loads:
            load.finish(noisy, failures, twice, shifted)
    assert not failures, "axe-core violations:\n" + json.dumps(failures, indent=1)[:20_000]
    assert not noisy, "console warnings or errors:\n" + json.dumps(noisy, indent=1)[:10_000]
    assert not twice, "files fetched twice by one page:\n" + json.dumps(twice, indent=1)[:10_000]
    assert not shifted, f"layout shift while loading at 1400x900: {shifted}"
