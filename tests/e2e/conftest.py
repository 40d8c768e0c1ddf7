"""Playwright (Python) driving Debian's headless Chromium.

Every browser context gets a route guard that sees each request the site
makes — from the page and from its Web Worker — and fails the test if any
goes anywhere but the local test server.

One browser per test process (``browser``, session-scoped, in tests/conftest.py so that
the e2e and host-site tests share it: under
scripts/test.sh's two xdist processes, two browsers in all) and one site
build per run (``built_site``, tests/conftest.py); each test gets a fresh
context. A new test asks for ``page`` (or ``new_context``) and
``built_site`` and needs nothing else; it must not change the shared site's
files (a test that needs another build calls ``build_site``), and a test that
sets ``built_site.server.broken`` resets it in a ``finally``.
"""

from __future__ import annotations

from urllib.parse import urlparse

import pytest

class Guard:
    """Records the requests of one browser context and flags those leaving 127.0.0.1."""

    def __init__(self, site):
        self.site = site
        self.requests: list[str] = []
        # (method, url, made by the service worker?) for each request to the test server
        self.calls: list[tuple[str, str, bool]] = []
        self.external: list[str] = []

    def handle(self, route):
        url = route.request.url
        parsed = urlparse(url)
        if parsed.scheme in ("data", "blob") or (parsed.hostname == "127.0.0.1" and parsed.port == self.site.port):
            self.requests.append(url)
            request = route.request
            self.calls.append((request.method, url, request.service_worker is not None))
            route.continue_()
        else:
            self.external.append(url)
            route.abort()


@pytest.fixture
def new_context(browser, built_site):
    made = []

    def make(**kwargs):
        ctx = browser.new_context(viewport={"width": 1400, "height": 1000}, **kwargs)
        guard = Guard(built_site)
        ctx.route("**/*", guard.handle)
        made.append((ctx, guard))
        return ctx, guard

    yield make
    for ctx, guard in made:
        ctx.close()
        assert guard.external == [], f"requests outside 127.0.0.1: {guard.external}"


@pytest.fixture
def page(new_context, built_site):
    ctx, guard = new_context()
    page = ctx.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.guard = guard
    yield page
    assert errors == [], f"JavaScript errors on the page: {errors}"


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


def wait_for_instant_navigation(page) -> None:
    """Wait until Material follows the site's links without a page load: it has
    started (on pages with widgets, once they are drawn; scripts/sitegen/startup.py)
    and has its list of the site's pages (sitemap.xml). A link followed before
    that is an ordinary page load, as it would be for a learner."""
    page.wait_for_function("""() => {
        let started = false;
        window.document$?.subscribe(() => { started = true; }).unsubscribe();
        return started && performance.getEntriesByType('resource')
            .some((r) => /\\/sitemap\\.xml$/.test(r.name) && r.responseEnd > 0);
    }""", timeout=10_000)
    page.wait_for_timeout(100)  # Material reads the list once it has arrived
