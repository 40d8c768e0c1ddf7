"""Playwright (Python) driving Debian's headless Chromium.

Two guards prove that the site makes no request outside 127.0.0.1:
a route handler on every browser context, and a recording proxy that the
browser is told to use for everything except loopback (it also sees
requests made by Web Workers, which route handlers may miss).
"""

from __future__ import annotations

import shutil
import socketserver
import threading
from urllib.parse import urlparse

import pytest

CHROMIUM = shutil.which("chromium") or "/usr/bin/chromium"
ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    "--disable-quic",
]


class _ProxyHandler(socketserver.BaseRequestHandler):
    def handle(self):
        try:
            first = self.request.recv(4096).split(b"\r\n", 1)[0].decode("latin-1")
        except OSError:
            first = "?"
        self.server.seen.append(first)
        try:
            self.request.sendall(b"HTTP/1.1 403 Forbidden\r\nContent-Length: 0\r\nConnection: close\r\n\r\n")
        except OSError:
            pass


@pytest.fixture(scope="session")
def outside_proxy():
    server = socketserver.ThreadingTCPServer(("127.0.0.1", 0), _ProxyHandler)
    server.daemon_threads = True
    server.seen = []
    threading.Thread(target=server.serve_forever, daemon=True).start()
    yield server
    server.shutdown()


@pytest.fixture(scope="session")
def browser(outside_proxy):
    from playwright.sync_api import sync_playwright

    port = outside_proxy.server_address[1]
    with sync_playwright() as p:
        b = p.chromium.launch(
            executable_path=CHROMIUM,
            args=ARGS,
            headless=True,
            proxy={"server": f"http://127.0.0.1:{port}"},
        )
        yield b
        b.close()


class Guard:
    """Records the requests of one browser context and flags those leaving 127.0.0.1."""

    def __init__(self, site):
        self.site = site
        self.requests: list[str] = []
        self.external: list[str] = []

    def handle(self, route):
        url = route.request.url
        parsed = urlparse(url)
        if parsed.scheme in ("data", "blob") or (parsed.hostname == "127.0.0.1" and parsed.port == self.site.port):
            self.requests.append(url)
            route.continue_()
        else:
            self.external.append(url)
            route.abort()


@pytest.fixture
def new_context(browser, built_site, outside_proxy):
    made = []

    def make(**kwargs):
        ctx = browser.new_context(viewport={"width": 1400, "height": 1000}, **kwargs)
        guard = Guard(built_site)
        ctx.route("**/*", guard.handle)
        made.append((ctx, guard))
        return ctx, guard

    before = len(outside_proxy.seen)
    yield make
    for ctx, guard in made:
        ctx.close()
        assert guard.external == [], f"requests outside 127.0.0.1: {guard.external}"
    assert outside_proxy.seen[before:] == [], f"requests outside 127.0.0.1: {outside_proxy.seen[before:]}"


@pytest.fixture
def page(new_context, built_site):
    ctx, guard = new_context()
    page = ctx.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.guard = guard
    yield page
    assert errors == [], f"JavaScript errors on the page: {errors}"
