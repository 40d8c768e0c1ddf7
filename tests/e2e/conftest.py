"""Playwright (Python) driving Debian's headless Chromium.

Every browser context gets a guard that sees each request the site
makes — from the page and from its Web Worker — and fails the test if any
goes anywhere but the local test server.

One browser per test process (``browser``, session-scoped, in tests/conftest.py so that
the e2e and host-site tests share it: under
scripts/test.sh's two xdist processes, two browsers in all) and one site
build per run (``built_site``, tests/conftest.py); each test gets a fresh
context, except the tests marked ``warm``, whose ``page`` is one tab kept across
tests in which the Python runtime has started once (``WarmTab``; they open pages
with ``visit``), and test_boards.py, which keeps one tab per game's play page for
its tests, which start match after match there, as a learner does. A new test asks for ``page`` (or ``new_context``) and
``built_site`` and needs nothing else; it must not change the shared site's
files (a test that needs another build calls ``build_site``), and a test that
sets ``built_site.server.broken`` resets it in a ``finally``.
"""

from __future__ import annotations

import collections
import json
from pathlib import Path
from urllib.parse import urlparse

import pytest
from playwright.sync_api import Page

ROOT = Path(__file__).resolve().parents[2]
BOOT = 60_000  # the engine's first start, on a busy machine
READY_PLAY = '[data-hf-widget="play-board"][data-hf-mounted="ready"]'

# Material reads its list of the site's pages (sitemap.xml) with a DOMParser;
# this notes, in the page, once that list is read (instant navigation follows
# links from then on).  Added to every context, before any page script runs.
SITEMAP_PROBE = """(() => {
    const parse = DOMParser.prototype.parseFromString;
    DOMParser.prototype.parseFromString = function (text, type) {
        const doc = parse.call(this, text, type);
        if (doc && doc.getElementsByTagName && doc.getElementsByTagName('urlset').length)
            queueMicrotask(() => { window.__hfSitemapRead = true; });  // after Material's own handling of it
        return doc;
    };
})();"""

# Playwright checks a ``wait_for_function`` condition on every animation frame
# unless told otherwise, which keeps the page drawing sixty frames a second for
# as long as a test waits, on processor time the other test process needs.  The
# tests' waits check every POLL_MS instead (a wait still ends on the page's
# state, never on time).
POLL_MS = 100
_wait_for_function = Page.wait_for_function


def _wait_polled(self, expression, *, arg=None, timeout=None, polling=None):
    return _wait_for_function(self, expression, arg=arg, timeout=timeout,
                              polling=POLL_MS if polling is None else polling)


Page.wait_for_function = _wait_polled


class Guard:
    """Records the requests of one browser context (the page's, its workers' and
    its service worker's) and flags those leaving the local test server.

    It listens rather than intercepts: intercepting requests (``context.route``)
    turns the browser's HTTP cache off, so every page load of a test would fetch
    and compile the Python runtime again. The browser itself can reach nothing
    but 127.0.0.1 (``--host-resolver-rules`` in tests/conftest.py's ARGS)."""

    def __init__(self, site):
        self.site = site
        self.requests: list[str] = []
        # (method, url, made by the service worker?) for each request to the test server
        self.calls: list[tuple[str, str, bool]] = []
        self.external: list[str] = []

    def record(self, request):
        url = request.url
        parsed = urlparse(url)
        if parsed.scheme in ("data", "blob") or (parsed.hostname == "127.0.0.1" and parsed.port == self.site.port):
            self.requests.append(url)
            self.calls.append((request.method, url, request.service_worker is not None))
        else:
            self.external.append(url)


MOTION = "reduce"
"""What a context's pages are told of the learner's wish for motion unless a
test says otherwise: reduced, as a learner may ask (the site's transitions
are then off and nothing else changes: its style sheets' and Material's
``prefers-reduced-motion`` rules turn off transitions and hover movements
alone), so that a test acts on a page as soon as it is drawn, not after its
transitions (a header's title fading in, a card rising under the pointer):
a fifth of the browser tests' time.  The tests of what motion could change
see the site with it (``WITH_MOTION``): each kind of page loaded on its own
(its layout shift, axe-core) and the focus rings."""
WITH_MOTION = "no-preference"
"""A context's option for a test that sees the site with motion, as most learners see it."""


def open_context(browser, site, **kwargs):
    """A new browser context (its own cache and storage) with its request guard
    (``kwargs``: Playwright's options of a context; reduced motion: ``MOTION``)."""
    ctx = browser.new_context(viewport={"width": 1400, "height": 1000}, **{"reduced_motion": MOTION, **kwargs})
    guard = Guard(site)
    ctx.on("request", guard.record)
    ctx.add_init_script(SITEMAP_PROBE)
    return ctx, guard


@pytest.fixture
def new_context(browser, built_site):
    made = []

    def make(**kwargs):
        ctx, guard = open_context(browser, built_site, **kwargs)
        made.append((ctx, guard))
        return ctx, guard

    yield make
    for ctx, guard in made:
        ctx.close()
        assert guard.external == [], f"requests outside 127.0.0.1: {guard.external}"


@pytest.fixture
def page(request, new_context, built_site):
    """A tab of its own in a new context; under ``@pytest.mark.warm``, the tab
    kept across tests (``warm_page``)."""
    if request.node.get_closest_marker("warm"):
        yield request.getfixturevalue("warm_page")
        return
    ctx, guard = new_context()
    page = ctx.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.guard = guard
    yield page
    assert errors == [], f"JavaScript errors on the page: {errors}"


# -- one tab kept across tests (``warm_page``) ------------------------------------------

NEUTRAL = "notation/"  # a page without widgets: the warm tab waits there between tests
VIEWPORT = {"width": 1400, "height": 1000}


class WarmTab:
    """One browser tab per test process, kept from test to test, in which the
    Python runtime starts once: each test reaches its pages by links, through
    Material's instant navigation, as a learner goes from page to page (the
    tab, its scripts and its engine stay).  Between tests the tab goes to a
    page without widgets and the site's saved data (progress, matches, the
    trainer's record) is emptied, so that each test starts as a first visit.
    A test that failed, left a page error or registered an event handler of
    its own gets a new tab for the next test."""

    def __init__(self, browser, site):
        self.browser, self.site = browser, site
        self.ctx = self.guard = self.page = None

    def open(self):
        if self.page is None:
            self.ctx, self.guard = open_context(self.browser, self.site)
            self.page = self.ctx.new_page()
            self.page.goto(self.site.url(NEUTRAL))
        page = self.page
        page.set_viewport_size(VIEWPORT)
        wait_for_instant_navigation(page)
        if page.url.split("#")[0] != self.site.url(NEUTRAL):
            follow(page, self.site.url(NEUTRAL))
        page.evaluate("() => { localStorage.clear(); sessionStorage.clear(); }")
        return page

    def close(self):
        if self.ctx is not None:
            self.ctx.close()
            external = self.guard.external
            self.ctx = self.guard = self.page = None
            assert external == [], f"requests outside 127.0.0.1: {external}"


def _handlers(page) -> int:
    """How many event handlers the tab has (read from the emitter behind
    Playwright's Page, which has no public count): a test that adds one of its
    own leaves the tab to nobody else."""
    impl = page._impl_obj
    return sum(len(impl.listeners(e)) for e in impl.event_names())


@pytest.fixture(scope="session")
def _warm_tab(browser, built_site):
    tab = WarmTab(browser, built_site)
    yield tab
    tab.close()


@pytest.fixture
def warm_page(_warm_tab, request):
    """A tab whose engine is already running (``WarmTab``), on a page without
    widgets, its saved data emptied.  Open pages with ``visit`` (a link followed),
    not ``page.goto`` (a page load: the engine starts again)."""
    page = _warm_tab.open()
    errors: list[str] = []

    def on_error(e):
        errors.append(str(e))

    page.on("pageerror", on_error)
    handlers = _handlers(page)
    failed = request.session.testsfailed
    page.warm = True
    yield page
    mine = _handlers(page) != handlers
    page.remove_listener("pageerror", on_error)
    if errors or mine or request.session.testsfailed != failed:
        _warm_tab.close()
    assert errors == [], f"JavaScript errors on the page: {errors}"


def click_link(page, url: str) -> None:
    """Add a link to ``url`` to the page's text and click it, as a learner follows one."""
    page.evaluate("""(u) => {
        const a = document.createElement('a');
        a.href = u;
        a.textContent = 'Next page';
        document.querySelector('.md-content').append(a);
        a.click();
    }""", url)


def follow(page, url: str) -> None:
    """Go to ``url`` by a link added to the page's text and clicked: Material's
    instant navigation swaps the content without a page load.  Waits until the
    address is ``url`` and the old content is gone.  The fragment is not compared:
    Material's anchor tracking may give the new address the section the last page
    was scrolled to, or take the fragment off a moment after the page is shown
    (a test that opens ``#seed=N`` checks the deal it gets)."""
    page.evaluate("() => { document.querySelector('[data-md-component=container]').dataset.hfLeft = ''; }")
    click_link(page, url)
    page.wait_for_function(
        """(u) => location.href.split('#')[0] === u
            && !document.querySelector('[data-md-component=container][data-hf-left]')""",
        arg=url.split("#")[0], timeout=BOOT)


def visit(page, url: str) -> None:
    """Open ``url``: in a ``warm_page`` by a link (the engine stays), else by loading it."""
    if getattr(page, "warm", False):
        wait_for_instant_navigation(page)
        follow(page, url)
    else:
        page.goto(url)


def click_action(scope, action: str) -> None:
    """Make a move on a board as a learner would: a card that needs a second
    choice (its ``data-then`` lists ``action``) is picked, then its target;
    anything else is clicked where the table shows it (buttons that only
    repeat a table choice for the keyboard are pressed with Enter)."""
    import json as _json

    for b in scope.locator(".hf-card-btn[data-then]").all():
        if any(t["action"] == action for t in _json.loads(b.get_attribute("data-then"))):
            b.click()
            scope.locator(f'.hf-card-btn.is-target[data-action="{action}"]').click()
            return
    shown = scope.locator(f'[data-action="{action}"]:not(.hf-board__btn--alt)')
    if shown.count():
        shown.first.click()
        return
    alt = scope.locator(f'.hf-board__btn--alt[data-action="{action}"]').first
    alt.focus()
    alt.press("Enter")


def wait_offered(scope, action: str) -> None:
    """Wait until the board in ``scope`` offers ``action`` where ``click_action``
    looks for it: after Undo, the verdict is cleared at once but the board is
    drawn again only when the engine has answered."""
    scope.page.wait_for_function(
        """([root, a]) => root.querySelector(`[data-action="${CSS.escape(a)}"]`)
            || [...root.querySelectorAll('.hf-card-btn[data-then]')]
                .some((b) => JSON.parse(b.dataset.then).some((t) => t.action === a))""",
        arg=[scope.element_handle(), action], timeout=BOOT)


def fetched_twice(requests: list[str]) -> list[str]:
    """The paths asked of the server more than once in ``requests`` ('GET /path?query').

    Counted at the server, as a learner's connection would carry them: a file the
    browser takes again from its own cache (a card sprite, cached for a year, that
    the page refers to again after redrawing its board) costs nothing and is not
    counted; one it fetches or checks with the server twice is.  Two files are the
    browser's requests, not the page's: the tab's icon (Chromium may ask for it
    twice) and the service worker's script, which the browser checks for updates
    on its own schedule."""
    paths = collections.Counter(urlparse(r.split(" ", 1)[1]).path for r in requests if r.startswith("GET "))
    return sorted(p for p, n in paths.items() if n > 1 and not p.endswith(("/favicon.png", "/sw.js")))


def wait_for_instant_navigation(page) -> None:
    """Wait until Material follows the site's links without a page load: it has
    started (on pages with widgets, once they are drawn; scripts/sitegen/startup.py)
    and has read its list of the site's pages (sitemap.xml, noted by
    ``SITEMAP_PROBE``). A link followed before that is an ordinary page load, as
    it would be for a learner."""
    wait_for_material(page)
    page.wait_for_function("() => window.__hfSitemapRead === true", timeout=BOOT)


def wait_for_material(page) -> None:
    """Wait until Material has started on the page (its ``document$`` has emitted)."""
    page.wait_for_function("""() => {
        let started = false;
        window.document$?.subscribe(() => { started = true; }).unsubscribe();
        return started;
    }""", timeout=BOOT)


# -- pages of one game (tests/e2e/games/<key>/) ----------------------------------------

def exercise_config(key: str, tutorial_id: str, step_id: str) -> tuple[str, str, dict]:
    """A lesson step's or puzzle's (page address, widget id, exercise config), from
    the tutorial files as the site's build reads them."""
    from tests.project_tutorials import project_tutorials

    for x in project_tutorials():
        t = x.tutorial
        if t.game == key and t.id == tutorial_id:
            s = next(s for s in (t.steps if t.kind == "lesson" else t.puzzles) if s.id == step_id)
            cfg = {"game": key, "position": s.exercise.position, "goal": s.exercise.goal_spec}
            return f"{x.page[:-3]}/", f"{key}-{t.id}-{s.id}", cfg
    raise AssertionError(f"no {key} tutorial {tutorial_id!r}")


def open_exercise(page, built_site, url: str, widget_id: str):
    """Open a lesson or puzzle page and wait for one of its exercises to be drawn."""
    visit(page, built_site.url(url))
    page.wait_for_selector(f'#{widget_id}[data-hf-mounted="ready"]', timeout=BOOT)
    return page.locator(f"#{widget_id}")


def wait_idle(page, widget) -> None:
    """Wait until an exercise has drawn its answer to the last move."""
    page.wait_for_function("w => !w.dataset.busy", arg=widget.element_handle())


def solve(page, widget) -> None:
    """Meet an exercise's goal the way a learner would, with the engine's own answer,
    and wait for the page to say it is right."""
    from hanafuda_core import games
    from tests.core import judged as judge
    from hanafuda_core.learning.goals import make_goal

    cfg = json.loads(widget.get_attribute("data-hf-config"))
    game = games.get(cfg["game"])
    start = game.parse_position(cfg["position"])
    goal = make_goal(game, cfg["goal"])
    goal.prepare(start)
    if goal.kind == "question":
        for v in sorted(goal.correct(start)):
            widget.locator(f'[data-choice="{v}"]').click()
        widget.locator('[data-tool="check"]').click()
    else:
        for action in judge.solve(game, goal, start, limit=1)[0]:
            widget.locator(f'.hf-board [data-action="{action}"]').first.click()
            wait_idle(page, widget)
    widget.locator(".hf-feedback--right").wait_for()


def open_play(page, built_site, key: str, seed: int):
    """The game's play page, dealing the fixed match ``seed``, once its board is ready."""
    visit(page, built_site.url(f"games/{key}-play/") + f"#seed={seed}")
    page.wait_for_selector(READY_PLAY, timeout=BOOT)
    return page.locator('[data-hf-widget="play-board"]')


def wait_for_turn(page, *states: str) -> str:
    """Wait until the play page waits for one of ``states`` (its ``data-waiting``:
    "you", "computer", "round-over", "match-over"); returns the one it is."""
    page.wait_for_selector(", ".join(f'.hf-play[data-waiting="{s}"]' for s in states), timeout=BOOT)
    return page.locator(".hf-play").get_attribute("data-waiting")


def wait_saved(page, key: str, mirror) -> None:
    """Wait until the play page has saved the match ``mirror`` (a PlaySession) holds."""
    store = f"hanafuda:play:{key}"
    page.wait_for_function(f"t => (JSON.parse(localStorage.getItem({json.dumps(store)})) || {{}}).saved === t",
                           arg=mirror.to_text(), timeout=BOOT)


def wait_saved_any(page, key: str, texts: list[str]) -> None:
    """Wait until the play page has saved one of the matches ``texts``."""
    store = f"hanafuda:play:{key}"
    page.wait_for_function(f"ts => ts.includes((JSON.parse(localStorage.getItem({json.dumps(store)})) || {{}}).saved)",
                           arg=texts, timeout=BOOT)


def settle(page, key: str, mirror) -> None:
    """Play the computer's moves in ``mirror`` and wait until the page has saved the same match."""
    while mirror.waiting == "computer":
        assert mirror.computer_step()["ok"]
    wait_saved(page, key, mirror)


def start_match(page, built_site, key: str, seed: int, seats: int | None = None):
    """Start the match ``seed`` on the game's play page with the options form as it
    comes (one control per engine option; ``seats`` players chosen in it, else the
    game's first table size); returns the widget and the same match mirrored in a
    PlaySession, both at the learner's first decision."""
    from hanafuda_core.play import PlaySession, describe_options

    widget = open_play(page, built_site, key, seed)
    assert widget.locator(".hf-play__option").count() == len(describe_options(key))
    if seats is not None:
        widget.locator('select[name="seats"]').select_option(str(seats))
    page.locator('[data-play="start"]').click()
    mirror = PlaySession(key, seed=seed, seats=seats)
    settle(page, key, mirror)
    return widget, mirror


def play_a_round(page, widget, key: str, mirror, limit: int = 80) -> int:
    """Play the learner's moves of one round as the engine's computer would choose
    them, clicked as the board shows them, with the computer answering, the page's
    saved match equal to ``mirror``'s after every move, and no code or message
    shown; returns the number of the learner's moves."""
    from hanafuda_core.notation import CODE_IN_TEXT
    from hanafuda_core.rng import Rng

    board = widget.locator(".hf-board")
    turns = 0
    while mirror.waiting in ("you", "computer"):
        if mirror.waiting == "computer":
            settle(page, key, mirror)
            continue
        move = mirror.game.computer.choose(mirror.position.copy(), Rng(turns))
        click_action(board, move)
        assert mirror.act(move)["ok"]
        turns += 1
        # the page holds the state after the computer's answers (the one after the
        # learner's move may last only the computer's pause)
        settle(page, key, mirror)
        status = board.locator(".hf-board__status").inner_text()
        assert not CODE_IN_TEXT.search(status), status
        assert widget.locator(".hf-play__message").inner_text() == ""
        assert turns < limit
    return turns
