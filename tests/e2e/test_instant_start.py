"""End to end: the first move on an exercise page is judged before the rules
engine has started (from the engine's answers recorded at build time,
scripts/sitegen/answers.py), and the live engine takes over after it.

The test server holds back every Pyodide file until the test releases them,
as a slow network would, so the engine cannot be ready when the first move
is made.

What is checked here is the page's (answering from the record, then handing
over to the engine), not a game's: each such test takes one game, the two of
them different games.  Every game's record is compared with its engine's
answers in tests/site/test_recorded_answers.py, and every game's lesson and
play page are played in the browser in test_every_game.py."""

from __future__ import annotations

import json
import re
import threading

import pytest

from tests.core import judged as judge

from .conftest import click_link, wait_for_instant_navigation
from .test_every_game import KEYS, _step_with_an_illegal_click, solve_on_board

BOOT = 60_000


def _runtime(page, field):
    return page.evaluate(f"() => window.__hanafudaRuntime.{field}")


def test_the_first_move_is_judged_before_the_engine_is_ready(page, built_site):
    key = KEYS[-1]
    url, widget_id, cfg, refused = _step_with_an_illegal_click(key)
    release = threading.Event()
    requested = threading.Event()

    def gate(path):
        if "/assets/pyodide/" in path:
            requested.set()
            release.wait(60)

    built_site.server.gate = gate
    try:
        page.goto(built_site.url(url))
        step = page.locator(f"#{widget_id}")
        page.wait_for_selector(f'#{widget_id}[data-hf-mounted="ready"]', timeout=10_000)
        assert step.get_attribute("data-hf-answered") == "recorded"
        # No loading bar over a board that already works.
        assert step.locator(".hf-widget__status progress").count() == 0
        feedback = step.locator(".hf-feedback")
        step.locator(f'.hf-board [data-action="{refused}"]').first.click()
        verdict = judge.move(cfg, [refused])
        feedback.filter(has_text="Not allowed" if verdict["status"] == "illegal" else "Not quite").wait_for(timeout=10_000)
        assert verdict["message"] in feedback.inner_text()
        # Judged while Python was still held back: its files are asked for (on a busy
        # machine, maybe only after the verdict) and not given while the gate holds.
        assert requested.wait(BOOT / 1000), "the engine's files were never requested"
        assert _runtime(page, "ready") is False
        recorded = _runtime(page, "recordedAnswers")
        assert recorded >= 2  # the start of the step and the move
    finally:
        release.set()
        built_site.server.gate = None

    # The engine takes over: everything after the first move is judged live.
    page.wait_for_function("() => window.__hanafudaRuntime.ready", timeout=BOOT)
    if verdict["status"] == "missed":
        step.locator('[data-tool="undo"]').click()
        step.locator(".hf-feedback:empty").wait_for(state="attached")
        # The engine's first live answer (the start board again) may take a moment.
        step.locator(".hf-board [data-action]").first.wait_for()
    solve_on_board(page, step, key, cfg)
    assert _runtime(page, "recordedAnswers") == recorded, "a call after the engine was ready was answered from the record"


IN_VIEW_JS = """() => [...document.querySelectorAll('[data-hf-widget]')].filter((el) => {
    const box = el.getBoundingClientRect(); return box.top < innerHeight && box.bottom > 0; }).map((el) => el.id)"""


def test_python_starts_once_the_widgets_in_view_are_drawn(page, built_site):
    """Python's boot (seconds of processor time) would slow the page's first paint
    and first answer; with the widgets answering from the record, the engine's
    worker starts once the widgets in view are drawn, once for the page."""
    url, _, _, _ = _step_with_an_illegal_click(KEYS[0])
    page.goto(built_site.url(url))
    page.wait_for_function("() => window.__hanafudaRuntime.ready", timeout=BOOT)
    in_view = page.evaluate(IN_VIEW_JS)
    page.wait_for_function("(n) => window.__hanafudaRuntime.widgetsReady.length === n",
                           arg=page.locator("[data-hf-widget]").count(), timeout=10_000)
    drawn = {w["id"]: w["at"] for w in page.evaluate("() => window.__hanafudaRuntime.widgetsReady")}
    assert in_view and _runtime(page, "startedAt") >= max(drawn[i] for i in in_view)
    assert _runtime(page, "workersStarted") == 1


def test_widgets_out_of_view_wait_for_the_first_answer(page, built_site):
    """On a page of puzzles, a first move made the moment the first puzzle is
    drawn is answered before any puzzle out of view is drawn (those are drawn
    one at a time when the browser is idle), and all of them are drawn soon after."""
    from hanafuda_core import games

    key = games.all_games()[0].key  # the first game of the menu
    url = next((built_site.directory / key / "puzzles").glob("*/index.html")).parent.relative_to(built_site.directory)
    # As soon as a widget is drawn, make its first move and note when its verdict is shown.
    page.add_init_script("""new MutationObserver((changes, watch) => {
        const w = document.querySelector('[data-hf-widget="exercise"][data-hf-mounted="ready"]');
        if (!w) return;
        watch.disconnect();
        const fb = w.querySelector('.hf-feedback');
        new MutationObserver(() => { if (fb.textContent && !window.__verdictAt) window.__verdictAt = performance.now(); })
            .observe(fb, {childList: true, subtree: true, characterData: true});
        window.__movedIn = w.id;
        w.querySelector('.hf-board [data-action]:not([data-then])').click();
    }).observe(document, {subtree: true, childList: true, attributes: true});""")
    page.goto(built_site.url(url.as_posix() + "/"))
    count = page.locator("[data-hf-widget]").count()
    page.wait_for_function("(n) => (window.__hanafudaRuntime.widgetsReady || []).length === n", arg=count, timeout=10_000)
    in_view = page.evaluate(IN_VIEW_JS)
    drawn = {w["id"]: w["at"] for w in page.evaluate("() => window.__hanafudaRuntime.widgetsReady")}
    later = [at for i, at in drawn.items() if i not in in_view]
    assert page.evaluate("() => window.__movedIn") in in_view
    assert later and len(drawn) == count
    assert page.evaluate("() => window.__verdictAt") < min(later)
    # Drawn one at a time, in the page's order.
    order = [w["id"] for w in page.evaluate("() => window.__hanafudaRuntime.widgetsReady") if w["id"] not in in_view]
    assert order == [i for i in page.evaluate("() => [...document.querySelectorAll('[data-hf-widget]')].map((el) => el.id)")
                     if i not in in_view]


def _page_of_puzzles(site):
    """A puzzle page of the first game (site path) and its widgets' ids, in page order."""
    from hanafuda_core import games

    key = games.all_games()[0].key  # the first game of the menu
    html_file = sorted((site.directory / key / "puzzles").glob("*/index.html"))[-1]
    html = html_file.read_text(encoding="utf-8")
    ids = re.findall(r'<div class="hf-widget[^"]*" data-hf-widget="[^"]+"[^>]*\sid="([^"]+)"', html)
    return html_file.parent.relative_to(site.directory).as_posix() + "/", html, ids


def _send_in_two_parts(site, url, offset):
    """The page at ``url`` arrives in two parts: its first ``offset`` bytes, then the
    rest once the returned event is set (the other files as usual)."""
    rest = threading.Event()
    page_path = site.url(url)[len(site.origin):]
    site.server.split = lambda path: (offset, lambda: rest.wait(30)) if path == page_path else None
    return rest


def test_the_first_widget_is_drawn_while_the_page_is_still_arriving(page, built_site):
    """A page of nine puzzles is 160 KB of markup, which the browser reads, lays out
    and paints in rounds: the first puzzle is drawn as soon as the browser has read
    past it, and a first move on it is judged, while the rest of the page is still
    on its way."""
    url, html, ids = _page_of_puzzles(built_site)
    assert len(ids) >= 3
    # The first part ends just after the first puzzle.
    first_end = html.index("<h2", html.index(f'id="{ids[0]}"'))
    rest = _send_in_two_parts(built_site, url, len(html[:first_end].encode("utf-8")))
    try:
        page.goto(built_site.url(url), wait_until="commit")
        first = page.locator(f"#{ids[0]}")
        page.wait_for_selector(f'#{ids[0]}[data-hf-mounted="ready"]', timeout=10_000)
        assert page.evaluate("() => document.readyState") == "loading"
        assert page.locator(f"#{ids[1]}").count() == 0  # not arrived yet
        first.locator(".hf-board [data-action]:not([data-then])").first.click()
        first.locator(".hf-feedback:not(:empty)").wait_for(timeout=10_000)
        assert first.get_attribute("data-hf-answered") == "recorded"
    finally:
        rest.set()
        built_site.server.split = None
    page.wait_for_function("(n) => (window.__hanafudaRuntime.widgetsReady || []).length === n",
                           arg=len(ids), timeout=BOOT)
    order = [w["id"] for w in page.evaluate("() => window.__hanafudaRuntime.widgetsReady")]
    assert order[0] == ids[0] and sorted(order) == sorted(ids)


def test_a_page_opened_at_a_puzzle_draws_that_puzzle_first(page, built_site):
    """Opened at a puzzle further down (a "Next puzzle" link, a bookmark), the page
    does not draw its first puzzle early: the one the learner is shown is drawn first."""
    url, html, ids = _page_of_puzzles(built_site)
    target = ids[len(ids) // 2]
    heading = html.rindex("<h2", 0, html.index(f'id="{target}"'))
    anchor = re.search(r'<h2 id="([^"]+)"', html[heading:]).group(1)
    first_end = html.index("<h2", html.index(f'id="{ids[0]}"'))
    rest = _send_in_two_parts(built_site, url, len(html[:first_end].encode("utf-8")))
    try:
        page.goto(built_site.url(url) + "#" + anchor, wait_until="commit")
        # The runtime has started while the page is still arriving.
        page.wait_for_function("() => window.__hanafudaRuntime && document.readyState === 'loading'", timeout=10_000)
    finally:
        rest.set()
        built_site.server.split = None
    page.wait_for_function("(n) => (window.__hanafudaRuntime.widgetsReady || []).length === n",
                           arg=len(ids), timeout=BOOT)
    in_view = page.evaluate(IN_VIEW_JS)
    assert target in in_view and ids[0] not in in_view
    # The widgets in view are drawn together: the one below the target, in view
    # while the boards were not yet drawn, may be ready first. None above it is.
    order = [w["id"] for w in page.evaluate("() => window.__hanafudaRuntime.widgetsReady")]
    at = ids.index(target)
    assert order[0] in ids[at:] and order.index(target) < min(order.index(i) for i in ids[:at])


def test_material_starts_once_the_widgets_are_drawn(page, built_site):
    """Material's bundle (a few hundred milliseconds of processor time) is added
    after the widgets in view are drawn (scripts/sitegen/startup.py; all of
    them when none is in view), never while the learner is touching the page
    (within QUIET_MS of a touch), and then works: its instant navigation
    mounts the next page's widgets."""
    from hanafuda_core import games
    from sitegen.startup import QUIET_MS

    key = games.all_games()[0].key  # the first game of the menu
    url = next((built_site.directory / key / "puzzles").glob("*/index.html")).parent.relative_to(built_site.directory)
    # A learner's pointer moving over the page, a move a frame from the start, until every widget is drawn
    # and thirty frames after.
    page.add_init_script("""(() => {
        window.__touches = [];
        const touch = () => {
            document.dispatchEvent(new PointerEvent("pointermove", {bubbles: true}));
            window.__touches.push(performance.now());
            const ready = window.__hanafudaRuntime?.widgetsReady?.length;
            if (!ready || ready < document.querySelectorAll("[data-hf-widget]").length
                || (window.__after = (window.__after || 0) + 1) < 30) requestAnimationFrame(touch);
        };
        document.addEventListener("DOMContentLoaded", touch);
    })();""")
    page.goto(built_site.url(url.as_posix() + "/"))
    in_view = page.evaluate(IN_VIEW_JS)
    page.wait_for_function("(n) => window.__hanafudaRuntime.widgetsReady.length === n",
                           arg=page.locator("[data-hf-widget]").count(), timeout=10_000)
    page.wait_for_function("() => typeof window.document$?.subscribe === 'function'", timeout=10_000)
    drawn = {w["id"]: w["at"] for w in page.evaluate("() => window.__hanafudaRuntime.widgetsReady")}
    assert in_view and len(drawn) == page.locator("[data-hf-widget]").count() > len(in_view)
    bundle = page.evaluate(r"""() => performance.getEntriesByType('resource')
        .filter((r) => /javascripts\/bundle\.[0-9a-f]+\.min\.js$/.test(r.name)).map((r) => r.startTime)""")
    assert len(bundle) == 1 and bundle[0] >= max(drawn[i] for i in in_view)
    touches = page.evaluate("window.__touches")
    assert max(touches) > max(drawn.values())  # touched after the widgets were drawn too
    assert not [t for t in touches if t <= bundle[0] < t + QUIET_MS], "Material started while the page was touched"
    # Material is up: its instant navigation takes the learner to the deck page,
    # whose drill is mounted without a page load.
    wait_for_instant_navigation(page)
    page.evaluate("() => { window.__samePage = true; }")
    page.locator('.md-nav a[href$="deck/"]').first.click()
    page.wait_for_selector('[data-hf-widget="name-that-card"][data-hf-mounted="ready"]', timeout=BOOT)
    assert page.evaluate("() => window.__samePage === true")


def test_material_starts_at_once_when_the_learner_points_at_a_link(page, built_site):
    """A learner whose pointer keeps moving over a widget holds Material back;
    pointing at a link of the sidebar starts it at once (scripts/sitegen/startup.py),
    so that instant navigation is there for the link they follow."""
    from sitegen.startup import QUIET_MS

    url, _, _, _ = _step_with_an_illegal_click(KEYS[0])
    page.add_init_script("""(() => {
        window.__moving = true;
        window.__touches = [];
        const move = () => {
            const w = document.querySelector("[data-hf-widget]");
            if (w) w.dispatchEvent(new PointerEvent("pointermove", {bubbles: true}));
            window.__touches.push(performance.now());
            if (window.__moving) requestAnimationFrame(move);
        };
        document.addEventListener("DOMContentLoaded", move);
        document.addEventListener("pointerover", (e) => {
            if (!window.__pointedAt && e.target.closest("a[href]")) window.__pointedAt = performance.now();
        }, true);
    })();""")
    page.goto(built_site.url(url))
    page.wait_for_function("(n) => window.__hanafudaRuntime.widgetsReady.length === n",
                           arg=page.locator("[data-hf-widget]").count(), timeout=BOOT)
    page.locator('.md-nav a[href$="deck/"]').first.hover()
    page.wait_for_function("() => typeof window.document$?.subscribe === 'function'", timeout=BOOT)
    page.evaluate("() => { window.__moving = false; }")
    pointed, touches = page.evaluate("[window.__pointedAt, window.__touches]")
    (bundle,) = page.evaluate(r"""() => performance.getEntriesByType('resource')
        .filter((r) => /javascripts\/bundle\.[0-9a-f]+\.min\.js$/.test(r.name)).map((r) => r.startTime)""")
    # Started by the pointing, or (on a machine too busy to move the pointer every frame) in a quiet gap.
    quiet_gap = any(a + QUIET_MS <= bundle <= b for a, b in zip(touches, touches[1:]))
    assert pointed and (bundle >= pointed or quiet_gap), (pointed, bundle)
    assert bundle < pointed + QUIET_MS or quiet_gap  # at once, not after a quiet moment


def test_material_starts_even_when_the_widgets_cannot(page, built_site):
    """Without the site's runtime (a host that lost the file), Material starts
    after its short wait, and the page is still the readable page."""
    built_site.server.broken = lambda path: path.split("?")[0].endswith("/assets/js/hanafuda-runtime.js")
    try:
        url, _, _, _ = _step_with_an_illegal_click(KEYS[0])
        page.goto(built_site.url(url))
        page.wait_for_function("() => typeof window.document$?.subscribe === 'function'", timeout=10_000)
        assert page.locator(".hf-board").count() > 0  # the boards drawn at build time
        from .test_deck_drill import search_for

        assert search_for(page, "koi") >= 1
    finally:
        built_site.server.broken = None


def test_the_deck_drill_judges_its_first_answer_before_the_engine_is_ready(page, built_site):
    from hanafuda_core.deck import BY_CODE

    release = threading.Event()
    built_site.server.gate = lambda path: "/assets/pyodide/" in path and release.wait(60)
    try:
        page.goto(built_site.url("deck/"))
        drill = page.locator('[data-hf-widget="name-that-card"]')
        page.wait_for_selector('[data-hf-widget="name-that-card"][data-hf-mounted="ready"]', timeout=10_000)
        assert drill.get_attribute("data-hf-answered") == "recorded"
        card = BY_CODE[drill.locator(".hf-drill__card").get_attribute("data-card")]
        drill.locator(f'[data-choice="month"][data-value="{card.month}"]').click()
        drill.locator(f'[data-choice="kind"][data-value="{card.kind.value}"]').click()
        drill.locator('[data-action="check"]').click()
        drill.locator(".hf-feedback--right").wait_for(timeout=10_000)
        assert _runtime(page, "ready") is False
    finally:
        release.set()
        built_site.server.gate = None
    # The next card comes from the live engine.
    drill.locator('[data-action="next"]').click()
    page.wait_for_function("() => window.__hanafudaRuntime.ready", timeout=BOOT)
    drill.locator('[data-action="check"]:not([hidden])').wait_for()
    assert drill.locator(".hf-drill__card").get_attribute("data-card") != card.code


def test_pages_without_exercises_fetch_no_recorded_answers(page, built_site):
    page.goto(built_site.url("games/poka/"))
    page.wait_for_load_state("networkidle")
    assert not [u for u in page.guard.requests if u.endswith(".answers.json")]


def _control(page, action):
    """The controls of the play board that make the whole move ``action``."""
    return page.locator(f'.hf-play__board [data-action="{action}"]:not([data-then])')


def _playable(page, action):
    return _control(page, action).count() > 0 and _control(page, action).first.is_enabled()


def _play(page, action):
    """Play one move on the play board as a keyboard user does: the first control
    that makes the whole move (a card, or the button for a two-card move, shown
    when focused), then Enter."""
    control = _control(page, action).first
    control.focus()
    control.press("Enter")


def _play_gate(built_site):
    release = threading.Event()
    built_site.server.gate = lambda path: "/assets/pyodide/" in path and release.wait(60)
    return release


def test_a_play_page_judges_the_first_move_of_its_first_deal_before_the_engine_is_ready(page, built_site):
    """The match started with the untouched options form while Python is held back
    is one of the deals the build recorded; the learner's first move in it gets the
    engine's recorded reply, and the live engine plays the computer's answer and
    everything after it, from the match the page saved."""
    key = KEYS[0]
    import sys

    from hanafuda_core import webapi
    from hanafuda_core.play import PlaySession

    from pathlib import Path

    sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "scripts"))
    from sitegen import answers

    storage_key = f"hanafuda:play:{key}"
    release = _play_gate(built_site)
    try:
        page.goto(built_site.url(f"games/{key}-play/"))
        widget = page.locator('[data-hf-widget="play-board"]')
        page.wait_for_selector('[data-hf-widget="play-board"][data-hf-mounted="ready"]', timeout=10_000)
        assert widget.get_attribute("data-hf-answered") == "recorded"
        page.locator('[data-play="start"]').click()
        page.wait_for_selector('.hf-play[data-waiting="you"]', timeout=10_000)
        dealt = json.loads(page.evaluate(f"localStorage.getItem({json.dumps(storage_key)})"))["saved"]
        match = PlaySession.from_text(dealt)
        assert match.seed in answers.play_openings(key)
        offered = list(dict.fromkeys(answers._actions(match.view())))
        replies = {}
        for a in offered:  # what the engine's JSON API replies to each card
            sid = webapi.call("play.restore", json.dumps({"game": key, "saved": dealt}))
            reply = json.loads(webapi.call("play.act", json.dumps(
                {"session": json.loads(sid)["result"]["session"], "action": a})))["result"]
            replies[a] = (reply, reply["saved"])
        refused = [a for a in offered if not replies[a][0]["ok"] and _playable(page, a)]
        if refused:
            # An illegal card: the engine's own reason, and the match unchanged.
            _play(page, refused[0])
            message = widget.locator(".hf-play__message")
            message.filter(has_text=replies[refused[0]][0]["reason"]).wait_for(timeout=10_000)
        legal = next(a for a in offered if replies[a][0]["ok"] and _playable(page, a))
        _play(page, legal)
        page.wait_for_function(
            "([k, s]) => JSON.parse(localStorage.getItem(k)).saved === s", arg=[storage_key, replies[legal][1]],
            timeout=10_000)
        assert _runtime(page, "ready") is False
        recorded = _runtime(page, "recordedAnswers")
        assert recorded >= 4  # play.options, games, play.new, play.act (+ a refused card)
    finally:
        release.set()
        built_site.server.gate = None

    # The live engine takes over from the saved match: the computer answers and
    # the learner plays on.
    page.wait_for_function("() => window.__hanafudaRuntime.ready", timeout=BOOT)
    page.wait_for_selector('.hf-play[data-waiting="you"], .hf-play[data-waiting="round-over"], '
                           '.hf-play[data-waiting="match-over"]', timeout=30_000)
    later = PlaySession.from_text(json.loads(page.evaluate(f"localStorage.getItem({json.dumps(storage_key)})"))["saved"])
    assert later.to_text() != replies[legal][1] or later.waiting == "you"
    if later.waiting == "you":
        move = next(a for a in dict.fromkeys(answers._actions(later.view()))
                    if PlaySession.from_text(later.to_text()).act(a)["ok"] and _playable(page, a))
        after = PlaySession.from_text(later.to_text())
        after.act(move)
        _play(page, move)
        page.wait_for_function("([k, s]) => JSON.parse(localStorage.getItem(k)).saved !== s",
                               arg=[storage_key, later.to_text()], timeout=30_000)
    assert _runtime(page, "recordedAnswers") == recorded, "a call after the engine was ready was answered from the record"
    assert not page.locator(".hf-play__message").filter(has_text="went wrong").count()


@pytest.mark.parametrize("held", ["page", "board"])
def test_a_deal_number_in_the_address_survives_material_taking_the_fragment_off(page, built_site, held):
    """A link to a play page at ``#seed=N``, followed by instant navigation: the page
    deals match N even when the fragment leaves the address before the board is
    drawn.  Material's anchor tracking rewrites the address 250 ms after a page
    scrolls: the page left may do it while the new one is fetched (``page``: its
    request is held meanwhile), the new one once it is shown (``board``: the
    board's code is held), as on a slow network."""
    page.goto(built_site.url("notation/"))
    wait_for_instant_navigation(page)
    release = threading.Event()
    requested = threading.Event()
    target = built_site.url("games/poka-play/")
    is_held = {"page": lambda path: path.split("?")[0].endswith("/games/poka-play/"),
               "board": lambda path: "/widgets/play-board." in path}[held]

    def gate(path):
        if is_held(path):
            requested.set()
            release.wait(60)

    built_site.server.gate = gate
    try:
        click_link(page, target + "#seed=13")  # not follow(): the new page is held back
        assert requested.wait(60), f"the {held} was never asked for"
        page.evaluate("() => history.replaceState({}, '', location.pathname)")  # as Material's tracking does
    finally:
        release.set()
        built_site.server.gate = None
    page.wait_for_function("(u) => location.href === u", arg=target)
    page.wait_for_selector('[data-hf-widget="play-board"][data-hf-mounted="ready"]', timeout=BOOT)
    assert page.evaluate("location.hash") == ""
    assert page.locator(".hf-play__seed").all_inner_texts() == ["Deal number 13"]
