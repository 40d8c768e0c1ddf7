"""End to end, over every built page: each passes axe-core's WCAG 2.0/2.1 A
and AA rules with its widgets drawn (a play page after its match has
started); no page logs a warning or an error to the console, whether reached
by a link or loaded on its own; none loaded on its own fetches a file twice,
preloads a font it does not use or shifts while it loads (at 1400×900; each
kind of page at 360×740 too).

What a sweep proves once is checked once, and what varies by page where it
varies:

- **axe-core, both palettes.**  Every page is reached by a link in one tab
  (``Walk``, asking for reduced motion, as the browser tests do:
  ``conftest.MOTION``) and checked in the palette it opens in (the one the
  page before was left in: the site keeps it), and with the rules that read
  colours in the other one too when it holds a kind of element (its tag and
  classes, with its parent's) that no page of the walk (either half: ``CheckedKinds``)
  has yet been checked with in that palette: the palettes differ only by
  the colours the style sheets give each kind of element, so every kind of
  element the site shows is checked in both palettes, on the first page that
  shows it.  For the same reason the rules that read colours (contrast, links
  told apart from text: ``COLOUR_RULES``, three quarters of a whole page's
  check) run in a palette only on the elements of the kinds not yet checked
  in it (and on what they hold); every other rule runs on every whole page.
- **Each kind of page loaded on its own** (``Load``): the pages of
  ``pages_to_load``, which between them hold every kind of element, script,
  widget and preloaded font of the built pages (what a load can get wrong is
  decided by those: the first mount of each widget, the files a page asks
  for, the fonts it preloads, the boxes it draws), with motion (``WITH_MOTION``),
  one after the other, each page left as soon as it is checked (a page left
  waiting goes on with its background work, its Python engine's start:
  processor time no check needs), in ``CONTEXTS`` browser contexts in turn
  (each keeps its cache and stored palette from page to page, as a learner's
  browser does), each with one tab that loads its pages as new documents (a
  tab opened for each page costs a new renderer process).  One page of each
  kind (``PAGE_KINDS``) is also loaded at a phone's size in a browser context
  of its own, with nothing in its cache (``PhoneLoad``), for its layout
  shift.  A page of ``PAGE_KINDS`` loaded at 1400×900 is checked with
  axe-core as it is after the load (the colour rules on kinds not yet checked
  in its palette, as in the walk).

Each of the two sweeps is split in halves (the light palette's test takes
every other page from the first, the dark one's from the second), so that the
two test processes share them.
"""

from __future__ import annotations

import json
import re
from html.parser import HTMLParser
from urllib.parse import urlparse

import pytest
from serve_site import MARK  # scripts/, on the path (tests/conftest.py)

from tests.conftest import run_folder

from .conftest import WITH_MOTION, fetched_twice, wait_for_instant_navigation, wait_for_material
from .test_accessibility import (BOOT, ELEMENT_KINDS, PAGE_KINDS, SHIFTS, SLATE, axe_violations, follow_link,
                                 layout_shift, open_page, site_pages, switch_palette,
                                 wait_until_drawn, what_shifted)

OTHER = {"light": "dark", "dark": "light"}

CONTEXTS = 3  # the browser contexts the pages loaded on their own take in turn
DESKTOP = {"width": 1400, "height": 900}
PHONE = {"width": 360, "height": 740}
MAX_SHIFT = 0.02  # cumulative layout shift while a page loads (Web Vitals' "good" is 0.1)


def _game_class():
    """A class of one game's own (``hf-<game key>-…``), for :class:`_Kinds`."""
    from hanafuda_core import games

    return re.compile(r"^hf-(?:" + "|".join(map(re.escape, games.keys())) + r")-")


class _Kinds(HTMLParser):
    """The kinds of things a built page holds, read from its HTML: each element's
    kind (tag, classes, widget, language), its scripts and the fonts it
    preloads.  (What a load can get wrong comes from those, wherever they sit:
    the walk's axe-core checks, not the loads, tell an element apart by its
    parent.)  A game's own classes (``hf-gostop-classes``, ``hf-koikoi-pile``...)
    count as one, ``hf-game``: they name the tables and card rows of a rules
    page, which the build draws alike for every game (``pagetables``), and
    which game's they are changes nothing a load checks; a rules page is
    loaded for what else it holds (a font, a widget, a kind of element)."""

    GAME_CLASS = _game_class()

    def __init__(self):
        super().__init__()
        self.kinds: set[str] = set()

    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        if tag == "script" and a.get("src"):
            self.kinds.add("script " + a["src"].rsplit("/", 1)[-1].split("?")[0])
        if tag == "link" and a.get("rel") == "preload":
            self.kinds.add("preload " + (a.get("href") or "").rsplit("/", 1)[-1])
        classes = {"hf-game" if self.GAME_CLASS.match(c) else c for c in (a.get("class") or "").split()}
        kind = ".".join([tag, *sorted(classes)])
        self.kinds.add(kind + "".join(f"[{k}={a[k]}]" for k in ("data-hf-widget", "lang") if a.get(k)))


EDITIONS = ("ja/", "ko/")
"""The folders of the site's other languages (scripts/sitegen/languages.py)."""
NOTES = "design/"
"""The design notes: pages of Markdown prose, tables and code, out of the
learners' navigation, drawn by the templates every page is drawn by."""


def walked_pages(site) -> list[str]:
    """The pages the axe-core walk takes: every page of the site's first
    language but the design notes; then of each other language's edition the
    pages that hold, between them, every kind of thing its pages hold
    (``_Kinds``: an edition's page is its source page's template with its
    texts translated; what the translation can get wrong is in its kinds of
    element, their languages among them, and in its text's colours, checked
    once per kind); and the design notes that hold a kind of thing no other
    page taken holds (they are Markdown, drawn as the other pages are)."""
    def kinds_of(path: str) -> set[str]:
        parser = _Kinds()
        parser.feed((site.directory / path / "index.html").read_text(encoding="utf-8"))
        return parser.kinds

    def cover(folder: str, held: set[str]) -> list[str]:
        kinds = {p: kinds_of(p) for p in pages if p.startswith(folder)}
        taken = []
        while kinds and any(k - held for k in kinds.values()):
            best = max(kinds, key=lambda p: len(kinds[p] - held))
            taken.append(best)
            held |= kinds.pop(best)
        return taken

    pages = site_pages(site)
    out = [p for p in pages if not p.startswith((*EDITIONS, NOTES))]
    notes = cover(NOTES, set().union(*map(kinds_of, out)))
    for folder in EDITIONS:
        out += cover(folder, set())
    return out + notes


def pages_to_load(site) -> list[str]:
    """The pages the sweep loads on its own: ``PAGE_KINDS``, then, page by page,
    the one that adds the most kinds of things (``_Kinds``) not yet held by a
    page taken, until every page's are held; in the site's order."""
    kinds = {}
    for path in site_pages(site):
        parser = _Kinds()
        parser.feed((site.directory / path / "index.html").read_text(encoding="utf-8"))
        kinds[path] = parser.kinds
    taken = [p for p in PAGE_KINDS if p in kinds]
    held = set().union(*(kinds[p] for p in taken))
    while True:
        best = max(kinds, key=lambda p: len(kinds[p] - held))
        if not kinds[best] - held:
            break
        taken.append(best)
        held |= kinds[best]
    return [p for p in kinds if p in taken]


class Found:
    """What the sweep found wrong, by check and page."""

    def __init__(self):
        self.axe: dict[str, list] = {}
        self.noisy: dict[str, list[str]] = {}
        self.twice: dict[str, list[str]] = {}
        self.shifted: dict[str, tuple[float, list[str]]] = {}

    def check(self) -> None:
        assert not self.axe, "axe-core violations:\n" + json.dumps(self.axe, indent=1)[:20_000]
        assert not self.noisy, "console warnings or errors:\n" + json.dumps(self.noisy, indent=1)[:10_000]
        assert not self.twice, "files fetched twice by one page:\n" + json.dumps(self.twice, indent=1)[:10_000]
        assert not self.shifted, f"layout shift while loading: {self.shifted}"


def _listen(page, console: list[str]) -> None:
    page.on("console", lambda m: console.append(f"{m.type}: {m.text}") if m.type in ("warning", "error") else None)
    page.on("pageerror", lambda e: console.append(f"pageerror: {e.stack or e}"))


class CheckedKinds:
    """The kinds of element checked with the colour rules in each palette, kept
    in a file of the run's temporary folder that both halves of the walk read
    and add to (under a lock: they run in two processes at once), so that a
    kind is checked in a palette once in the run, by whichever half meets it
    first (both may, if they meet it at the same time)."""

    def __init__(self, path):
        self.path, self.lock = path, path.with_name(path.name + ".lock")

    def _locked(self, change=None) -> dict[str, set[str]]:
        import fcntl

        with open(self.lock, "w") as lock:
            fcntl.flock(lock, fcntl.LOCK_EX)
            data = json.loads(self.path.read_text()) if self.path.exists() else {"light": [], "dark": []}
            checked = {palette: set(kinds) for palette, kinds in data.items()}
            if change:
                palette, kinds = change
                checked[palette] |= kinds
                self.path.write_text(json.dumps({p: sorted(k) for p, k in checked.items()}))
            return checked

    def unchecked(self, palette: str, kinds: set[str]) -> set[str]:
        """Those of ``kinds`` not yet checked in ``palette``."""
        return kinds - self._locked()[palette]

    def add(self, palette: str, kinds: set[str]) -> None:
        self._locked((palette, kinds))


class Walk:
    """One tab going through the pages as a learner reads them: the first page
    is loaded, each next one reached by a link through Material's instant
    navigation (the tab, its scripts and its engine stay).  A page opens in the
    palette the last one was left in, is checked with axe-core in it, and, when
    it shows a kind of element not yet checked in the other palette, checked
    again after a switch with the header's toggle (the next page then opens in
    that one).  Nothing the page logs to the console while it is shown may be a
    warning or an error."""

    def __init__(self, ctx, site, scheme: str, found: Found, checked: CheckedKinds):
        self.site, self.found, self.checked = site, found, checked
        self.page = ctx.new_page()
        self.console: list[str] = []
        _listen(self.page, self.console)
        self.shown = scheme  # the palette the next page opens in
        self.pages = self.twice = self.colours = 0

    def visit(self, path: str) -> None:
        """Go to ``path`` (the first page: loading it; then by a link), wait until
        it is drawn, and check it."""
        page, name, logged = self.page, path or "(home)", len(self.console)
        if self.pages == 0:
            open_page(page, self.site.url(path))
            wait_for_instant_navigation(page)
        else:
            follow_link(page, self.site.url(path))
        self.pages += 1
        assert page.locator("body").get_attribute("data-md-color-scheme") == SLATE[self.shown], name
        kinds = set(page.evaluate(ELEMENT_KINDS))
        palettes = [self.shown] + ([OTHER[self.shown]] if self.checked.unchecked(OTHER[self.shown], kinds) else [])
        for palette in palettes:
            second = palette != self.shown
            if second:
                switch_palette(page, palette)
                self.twice += 1
                kinds = set(page.evaluate(ELEMENT_KINDS))  # (the header's toggle shows another label)
            # the colour rules on the elements of the kinds not yet checked in this palette
            # (in the second palette the colour rules alone: the others read no colour)
            new = self.checked.unchecked(palette, kinds)
            if second and not new:
                continue  # (the other half has checked them since)
            self.colours += bool(new)
            found = axe_violations(page, colours=bool(new), others=not second, kinds=sorted(new))
            if found:
                self.found.axe[f"{name} ({palette})"] = found
            if new:
                self.checked.add(palette, new)
        self.shown = palettes[-1]  # the site keeps the palette the page was left in
        if self.console[logged:]:
            self.found.noisy[name] = self.console[logged:]


class Load:
    """One page loaded on its own, as a new document in the tab of one of the
    sweep's browser contexts (each context's cache and stored palette are kept
    from page to page, as a learner's browser keeps them; the tab's session
    storage is emptied and the page left for a blank one once it is checked,
    as closing it would).  What the page asks of the server is told apart by a
    cookie set for it alone."""

    def __init__(self, page, console: list[str], site, path: str, mark: str):
        self.page, self.console, self.site, self.path, self.mark = page, console, site, path, mark
        console.clear()
        page.context.add_cookies([{"name": MARK, "value": mark, "url": site.origin}])
        page.goto(site.url(path), wait_until="commit")

    def finish(self, found: Found, checked: CheckedKinds, palette: str) -> None:
        page, name = self.page, self.path or "(home)"
        page.wait_for_load_state("load", timeout=BOOT)
        cls = layout_shift(page)
        if cls > MAX_SHIFT:
            found.shifted[f"{name} (1400x900)"] = (round(cls, 3), what_shifted(page))
        wait_until_drawn(page)
        wait_for_material(page)
        # A font the page preloads is one it uses (else Chromium warns, after a while,
        # that it was preloaded for nothing): once the page's fonts are settled, one
        # of its font faces has been loaded.
        unused = page.evaluate("""() => document.fonts.ready.then(() =>
            document.querySelector('link[rel=preload][as=font]') !== null
            && ![...document.fonts].some((f) => f.status === 'loaded'))""")
        if unused:
            found.noisy[name] = ["a font is preloaded that the page does not use"]
        if self.path in PAGE_KINDS:
            new = checked.unchecked(palette, set(page.evaluate(ELEMENT_KINDS)))
            axe = axe_violations(page, colours=bool(new), kinds=sorted(new))
            if axe:
                found.axe[name] = axe
            checked.add(palette, new)
        # Done with the page: left before the next page's cookie is set.
        page.evaluate("() => sessionStorage.clear()")
        page.goto("about:blank")
        if self.console:
            found.noisy.setdefault(name, []).extend(self.console)
        asked = self.site.requests_marked(self.mark)
        assert any(r.split("?")[0] == f"GET {urlparse(self.site.url(self.path)).path}" for r in asked), \
            f"{name}: the page's own requests were not told apart"
        again = fetched_twice(asked)
        if again:
            found.twice[name] = again


class PhoneLoad:
    """One page loaded at 360×740 in a browser context of its own (nothing in
    its cache), for its layout shift alone."""

    def __init__(self, new_context, site, path: str):
        self.ctx, _guard = new_context(reduced_motion=WITH_MOTION)
        self.ctx.add_init_script(SHIFTS)
        self.path = path
        self.page = self.ctx.new_page()
        self.page.set_viewport_size(PHONE)
        self.page.goto(site.url(path), wait_until="commit")

    def finish(self, found: Found) -> None:
        self.page.wait_for_load_state("load", timeout=BOOT)
        cls = layout_shift(self.page)
        if cls > MAX_SHIFT:
            found.shifted[f"{self.path or '(home)'} (360x740)"] = (round(cls, 3), what_shifted(self.page))
        self.ctx.close()


@pytest.fixture
def checked(tmp_path_factory) -> CheckedKinds:
    """The kinds of element colour-checked in each palette by any test of the run."""
    return CheckedKinds(run_folder(tmp_path_factory) / "colour-checked-kinds.json")


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_every_page_passes_axe_core(new_context, built_site, scheme, checked):
    """Half of the pages (``walked_pages``: of another language's edition,
    those that hold every kind of element its pages hold, and the design
    notes that hold a kind no other page does; the other half are the other
    palette's test), in one
    tab as a learner reads them (``Walk``): the first page is loaded, each
    next one reached by a link through Material's instant navigation.  A page
    opens in the palette the last one was left in, is checked in it, and, when
    it shows a kind of element not yet checked in the other palette, checked
    again after a switch with the header's toggle (the next page then opens in
    that one).  So every kind of element met is checked in both palettes
    (``CheckedKinds``: once in the run, by either half).  Nothing a page logs
    to the console while it is shown may be a warning or an error."""
    found = Found()
    walk = Walk(new_context(color_scheme=scheme)[0], built_site, scheme, found, checked)
    walked = walked_pages(built_site)
    pages = walked[0::2] if scheme == "light" else walked[1::2]  # (half each, as half_of_the_pages)
    assert pages
    for path in pages:
        walk.visit(path)
    found.check()
    print(f"{len(pages)} pages, {len(pages) + walk.twice} checks ({walk.twice} in the second palette, "
          f"{walk.colours} with the colour rules)")


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_every_kind_of_page_loads_cleanly(new_context, built_site, scheme, checked):
    """Every kind of page loaded on its own (half of ``pages_to_load`` each:
    between them they hold every kind of element, script, widget and
    preloaded font of the built pages), one after the other (``Load``),
    until it is drawn: nothing it logs to the console is a warning
    or an error, it asks the server for no file twice, it preloads no font it
    does not use, and at 1400×900 it does not shift while it loads (cumulative
    layout shift at most ``MAX_SHIFT`` from its first byte until its widgets
    are drawn and its fonts settled).  One page of each kind (``PAGE_KINDS``)
    is also checked with axe-core as it is after the load, in the palette
    ``scheme`` (the colour rules on the kinds of element no other check of
    the run has checked in it), and loaded at 360×740 in a browser context of its own, with
    nothing in its cache (``PhoneLoad``), where it does not shift more either."""
    found = Found()
    tabs = []
    for _ in range(CONTEXTS):
        ctx = new_context(color_scheme=scheme, reduced_motion=WITH_MOTION)[0]
        ctx.add_init_script(SHIFTS)
        page = ctx.new_page()
        page.set_viewport_size(DESKTOP)
        console: list[str] = []
        _listen(page, console)
        tabs.append((page, console))
    chosen = pages_to_load(built_site)
    pages = chosen[0::2] if scheme == "light" else chosen[1::2]
    assert pages
    assert not set(PAGE_KINDS) - set(site_pages(built_site)), "a page of PAGE_KINDS is not built"
    for n, path in enumerate(pages):
        page, console = tabs[n % CONTEXTS]
        Load(page, console, built_site, path, f"{scheme}-{n}").finish(found, checked, scheme)
        if path in PAGE_KINDS:
            PhoneLoad(new_context, built_site, path).finish(found)
    found.check()
