"""End to end: offline use through the site's service worker (docs/sw.js).

The test server can stop answering altogether (``server.offline``: the
connection closes with no response, as when the network is down).
"""

from __future__ import annotations

import threading

from hanafuda_core.notation import card

from .conftest import fetched_twice, solve

READY = '[data-hf-widget="name-that-card"][data-hf-mounted="ready"]'
BOOT_TIMEOUT = 60_000

CACHED_URLS = """async () => {
    const out = [];
    for (const name of await caches.keys()) {
        const cache = await caches.open(name);
        out.push(...(await cache.keys()).map((r) => r.url));
    }
    return out;
}"""


# How a page of the site looks: its header, its text and the width of its column.
LOOK = """() => {
    const css = (sel, prop) => getComputedStyle(document.querySelector(sel))[prop];
    return {header: css('.md-header', 'backgroundColor'), headerText: css('.md-header', 'color'),
            text: css('.md-typeset', 'fontSize'), h1: css('.md-typeset h1', 'fontWeight'),
            column: css('.md-grid', 'maxWidth'), link: css('.md-typeset p a', 'color'),
            name: document.querySelector('.md-header__topic .md-ellipsis').textContent.trim()};
}"""
# The site's icon as a data: address (the offline page carries it within itself).
ICON = """async () => {
    const blob = await (await fetch(document.querySelector('link[rel~=icon]').href)).blob();
    return await new Promise((done) => { const r = new FileReader(); r.onload = () => done(r.result); r.readAsDataURL(blob); });
}"""


def offline(built_site):
    class Offline:
        def __enter__(self):
            built_site.server.offline = True

        def __exit__(self, *exc):
            built_site.server.offline = False

    return Offline()


def test_pages_opened_and_the_engine_work_offline(page, built_site):
    page.goto(built_site.url("deck/"))
    page.wait_for_selector(READY, timeout=BOOT_TIMEOUT)
    page.wait_for_function("window.__hanafudaRuntime.offline.engine === true", timeout=60_000)
    page.wait_for_function("window.__hanafudaRuntime.offline.pages.length >= 1", timeout=30_000)
    kept = page.evaluate(CACHED_URLS)
    for part in ("/assets/pyodide/pyodide.asm.wasm", "/assets/engine/engine.json", "/deck/", ".whl"):
        assert any(part in url for url in kept), part
    scope = built_site.url("")
    assert all(url.startswith(scope) for url in kept)

    look = page.evaluate(LOOK)
    icon = page.evaluate(ICON)
    with offline(built_site):
        before = len(built_site.requests)
        page.reload()
        page.wait_for_selector(READY, timeout=BOOT_TIMEOUT)
        assert len(built_site.requests) > before  # the server was asked, and did not answer
        # The drill judges offline: Python and the engine came from the stored copies.
        widget = page.locator('[data-hf-widget="name-that-card"]')
        c = card(widget.locator(".hf-drill__card").get_attribute("data-card"))
        widget.locator(f'[data-choice="month"][data-value="{c.month}"]').click()
        widget.locator(f'[data-choice="kind"][data-value="{c.kind.value}"]').click()
        widget.locator('[data-action="check"]').click()
        widget.locator(".hf-feedback--right").wait_for()
        assert page.locator(".hf-deck-table svg[data-card]").count() == 48

        # A page never opened on this device: a clear notice, with the way home,
        # drawn as a page of the site (its stylesheets, header and icon, from the
        # pages kept), with nothing asked of the network that fails.
        page.goto("about:blank")  # (the last page's requests end with it)
        failed: list[str] = []
        page.on("requestfailed", lambda r: failed.append(r.url))
        page.goto(built_site.url("games/koikoi-play/"))
        assert "You are offline" in page.locator("h1").inner_text()
        home = page.get_by_role("link", name="Go to the home page")
        assert home.get_attribute("href") == scope
        assert page.evaluate(LOOK) == look
        assert page.locator("link[rel~=icon]").get_attribute("href") == icon
        page.wait_for_load_state("load")
        assert failed == []

    # Back online, pages come from the server again.
    page.goto(built_site.url("games/koikoi/"))
    assert "Koi-Koi" in page.locator("h1").inner_text()


def test_pages_without_widgets_keep_no_engine(page, built_site):
    before = len(built_site.requests)
    page.goto(built_site.url("notation/"))
    page.wait_for_function("window.__hanafudaRuntime.offline.pages.length >= 1", timeout=30_000)
    kept = page.evaluate(CACHED_URLS)
    assert any(url.endswith("/notation/") for url in kept)
    assert [u for u in kept if "/assets/pyodide/" in u or "/assets/engine/" in u] == []
    fetched = built_site.requests[before:]
    assert [p for p in fetched if "/assets/pyodide/" in p or "/assets/engine/" in p] == []

    with offline(built_site):
        page.reload()
        assert page.locator(".hf-cards [data-card]").count() == 5
        assert "notation" in page.locator("h1").inner_text().lower()


def test_the_worker_takes_over_from_the_next_page_not_the_open_one(page, built_site):
    """The open page is kept without being taken over by the worker as it starts
    (a page still loading at that moment would fetch its stylesheets and fonts a
    second time, through the worker); the next page opened is served through it."""
    page.goto(built_site.url("notation/"))
    page.wait_for_function("window.__hanafudaRuntime.offline.pages.length >= 1", timeout=30_000)
    assert page.evaluate("navigator.serviceWorker.controller") is None
    before = len(built_site.requests)
    page.goto(built_site.url("deck/"))
    assert page.evaluate("navigator.serviceWorker.controller.state") == "activated"
    assert fetched_twice(built_site.requests[before:]) == []


def _lesson_with_a_board_and_a_many_choice_question() -> tuple[str, str, list[str], str]:
    """The first lesson with a step played on the board and a question answered
    with a set of more than eight choices: (page address, the question's widget
    id, its first and last wrong choices as the page lists them, the first's label)."""
    from tests.core import judged as judge
    from tests.project_tutorials import project_tutorials

    for x in project_tutorials():
        t = x.tutorial
        if t.kind != "lesson" or not any(s.exercise and s.exercise.goal.kind == "move" for s in t.steps):
            continue
        for s in t.steps:
            if not s.exercise or s.exercise.goal.kind != "question" or not s.exercise.goal.multiple:
                continue
            cfg = {"game": t.game, "position": s.exercise.position, "goal": s.exercise.goal_spec}
            choices = judge.start(cfg)["choices"]
            right = judge.solution(cfg)["answer"]
            wrong = [c for c in choices if c["value"] not in right]
            if len(choices) > 8 and len(wrong) >= 2:
                return (f"{x.page[:-3]}/", f"{t.game}-{t.id}-{s.id}", [wrong[0]["value"], wrong[-1]["value"]],
                        wrong[0]["label"])
    raise AssertionError("no lesson has a board step and a question of more than eight choices")


def test_a_lesson_opened_once_is_solved_to_the_end_offline_without_python(page, built_site):
    """A lesson page opened once on a connection that never delivered Python
    (its files held back) is kept with its recorded answers; offline, every
    step of it is judged from them to the end, a question of many choices
    answered wrong first, with no Python runtime in the cache, and no step
    says that the engine could not start."""
    url, question, wrong, label = _lesson_with_a_board_and_a_many_choice_question()
    release = threading.Event()
    built_site.server.gate = lambda path: release.wait(120) if "/assets/pyodide/" in path else None
    try:
        page.goto(built_site.url(url))
        page.wait_for_function("window.__hanafudaRuntime.offline.pages.length >= 1", timeout=BOOT_TIMEOUT)
        cached = page.evaluate(CACHED_URLS)
        assert any(u.endswith("/index.answers.json") for u in cached)
        assert not [u for u in cached if "/assets/pyodide/" in u or "/assets/engine/" in u]
        with offline(built_site):
            page.context.set_offline(True)  # the browser knows it (navigator.onLine)
            page.reload()
            steps = page.locator('[data-hf-widget="exercise"]')
            assert steps.count() >= 2
            for i in range(steps.count()):
                step = steps.nth(i)
                step.scroll_into_view_if_needed()
                page.wait_for_selector(f'#{step.get_attribute("id")}[data-hf-mounted="ready"]', timeout=BOOT_TIMEOUT)
                if step.get_attribute("id") == question:
                    # Two wrong choices, the later listed one first: the reply names the first listed.
                    for value in reversed(wrong):
                        step.locator(f'[data-choice="{value}"]').click()
                    step.locator('[data-tool="check"]').click()
                    step.locator(".hf-feedback--wrong").filter(has_text=f"Not “{label}”.").wait_for()
                    step.locator('[data-tool="reset"]').click()
                solve(page, step)
            assert page.locator(".hf-done-badge:visible").count() == steps.count()
            assert page.locator(f"#{question} .hf-feedback--right").count() == 1
            # Start again, and the legal moves shown, on a step played on the board.
            board_step = page.locator('[data-hf-widget="exercise"]:has([data-tool="legal"])').first
            board_step.locator('[data-tool="reset"]').click()
            board_step.locator('[data-tool="legal"]').click()
            board_step.locator(".hf-board .is-legal").first.wait_for()
            runtime = page.evaluate("window.__hanafudaRuntime")
            assert not runtime["ready"] and not runtime.get("liveAnswers"), runtime
            assert page.locator(".hf-widget__status--error").count() == 0
    finally:
        release.set()
        built_site.server.gate = None

