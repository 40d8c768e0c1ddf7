"""End to end: the learning path.

Course maps marked from saved progress, the next-lesson and next-puzzle
buttons, progress kept per lesson (two lessons whose ids share a prefix, the
Poka teyaku pair, never count or reset each other's steps), "Reset progress"
only when there is something to reset, a shown solution not counted, and the
Japanese font fetched only by pages that show Japanese text.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

from hanafuda_core.play import PlaySession
from hanafuda_core.rng import Rng

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "scripts"))
from sitegen import course, fonts  # noqa: E402
from tests.project_tutorials import project_tutorials, section_pages  # noqa: E402

from .conftest import click_action, solve, visit, wait_for_instant_navigation  # noqa: E402

BOOT = 60_000
LOADED = project_tutorials()
CATALOG = course.Catalog(LOADED, section_pages())
COURSES = course.courses(CATALOG)
FONT = fonts.JAPANESE.font.rsplit("/", 1)[-1]


def url_of(item) -> str:
    return item.url


def ready(page, selector='[data-hf-widget="exercise"]'):
    page.wait_for_function(
        "s => [...document.querySelectorAll(s)].every(w => w.dataset.hfMounted === 'ready')",
        arg=selector, timeout=BOOT)


def finish_lesson(page, built_site, item):
    visit(page, built_site.url(url_of(item)))
    ready(page)
    widgets = page.locator('[data-hf-widget="exercise"]')
    for i in range(widgets.count()):
        solve(page, widgets.nth(i))
    return widgets


def stored(page) -> dict:
    return json.loads(page.evaluate("localStorage.getItem('hanafuda:progress')") or "{}")


@pytest.mark.warm  # the tab kept across tests (conftest.WarmTab)
def test_course_map_after_finishing_the_first_lesson(page, built_site):
    first_game = COURSES[0]
    lessons = [i for i in first_game.items if i.kind == "lesson"]
    first, second = lessons[0], lessons[1]

    # Before: the game's course map offers the first lesson.
    visit(page, built_site.url(course.page_url(first_game.rules_page)))
    cmap = page.locator(f'[data-hf-course="{first_game.key}"]')
    button = cmap.locator("[data-hf-course-next]")
    page.wait_for_function("() => document.querySelector('[data-hf-course]').dataset.next")
    assert button.inner_text().startswith(f"Start here: {first.title}")
    assert cmap.locator(f'[data-hf-key="{first.key}"]').get_attribute("data-state") == "not-started"

    widgets = finish_lesson(page, built_site, first)
    # The last exercise says the lesson is over; the lesson's end says so too.
    assert "lesson complete" in widgets.nth(widgets.count() - 1).locator(".hf-feedback").inner_text()
    end = page.locator("[data-hf-lesson-end]")
    assert end.get_attribute("data-state") == "done"
    assert "Lesson complete" in end.inner_text()
    # The side navigation ticks the finished lesson, on its own page and on every other.
    tick = page.locator(f'.md-nav--primary a.md-nav__link[href$="/{first.url}"] .hf-nav-mark')
    assert tick.count() == 1
    assert page.locator(".md-nav--primary .hf-nav-mark").count() == 1

    # The rules page's course map: done / not started, and "Continue" to the next lesson.
    visit(page, built_site.url(course.page_url(first_game.rules_page)))
    page.wait_for_function("() => document.querySelector('[data-hf-course]').dataset.next === 'continue'")
    assert cmap.locator(f'[data-hf-key="{first.key}"]').get_attribute("data-state") == "done"
    assert "Done" in cmap.locator(f'[data-hf-key="{first.key}"] [data-hf-state]').inner_text()
    assert cmap.locator(f'[data-hf-key="{second.key}"]').get_attribute("data-state") == "not-started"
    assert button.inner_text() == f"Continue: {second.title}"
    assert button.get_attribute("href").endswith("/" + second.url)
    assert page.locator(f'.md-nav--primary a.md-nav__link[href$="/{first.url}"] .hf-nav-mark').count() == 1
    assert page.locator(".md-nav--primary .hf-nav-mark").count() == 1

    # One exercise of the second lesson: "in progress" on the home page's map, for every game.
    visit(page, built_site.url(second.url))
    ready(page)
    solve(page, page.locator('[data-hf-widget="exercise"]').first)
    visit(page, built_site.url(""))
    home = page.locator('[data-hf-course=""]')
    page.wait_for_function("() => document.querySelector('[data-hf-course]').dataset.next === 'continue'")
    assert home.locator(f'[data-hf-key="{second.key}"]').get_attribute("data-state") == "in-progress"
    assert "In progress · 1 of" in home.locator(f'[data-hf-key="{second.key}"]').inner_text()
    assert home.locator("[data-hf-course-next]").inner_text() == f"Continue: {second.title}"
    for c in COURSES:
        assert home.locator(f'[data-hf-game="{c.key}"] [data-hf-key]').count() == sum(1 for i in c.items if i.key)


@pytest.mark.warm  # the tab kept across tests (conftest.WarmTab)
def test_next_lesson_and_previous_next_links(page, built_site):
    c = COURSES[0]
    lesson, after = c.items[0], c.items[1]
    visit(page, built_site.url(lesson.url))
    nxt = page.locator(".hf-lesson-end a.hf-next")
    assert nxt.inner_text().startswith(f"Next lesson: {after.title}")
    # The footer's previous / next links are there on every lesson and puzzle page.
    # Its label names the page on its own ("<game> lesson <n>: <title>").
    label = page.locator(".md-footer__link--next").get_attribute("aria-label")
    assert label.startswith("Next: ") and label.endswith(f": {after.title}"), label
    nxt.click()
    page.wait_for_url(built_site.url(after.url) + "**")
    page.locator("h1", has_text=after.title).wait_for()
    label = page.locator(".md-footer__link--prev").get_attribute("aria-label")
    assert label.startswith("Previous: ") and label.endswith(f": {lesson.title}"), label
    # The lesson links the rules section it practises.
    rules = page.locator(".hf-rules-link a")
    assert rules.count() == 1 and "#" in rules.get_attribute("href")

    # A puzzle page: a "next puzzle" button after each puzzle, then the next page of the course.
    puzzles = next(i for i in c.items if i.kind == "puzzles")
    visit(page, built_site.url(puzzles.url))
    ready(page)  # as after solving a puzzle: the boards have taken their size, the
    # engine is ready, and Material, which follows the page's anchors, has started
    # (on pages with widgets it starts once they are drawn, scripts/sitegen/startup.py).
    page.wait_for_function("() => window.__hanafudaRuntime.ready", timeout=BOOT)
    wait_for_instant_navigation(page)
    buttons = page.locator("a.hf-next")
    assert buttons.count() == len(puzzles.steps)
    target = "#" + buttons.first.get_attribute("href").split("#")[1]
    # Followed from the keyboard: a mouse click by the test scrolls the button into
    # view (and again on a retry, which can come after the jump on a busy machine).
    buttons.first.focus()
    page.keyboard.press("Enter")
    # The page scrolls to the next puzzle's heading (Material's anchor tracking may
    # rewrite the address while it scrolls, so wait for it to settle there).
    page.wait_for_function("h => location.hash === h", arg=target)
    heading = page.locator(f'h2[id="{target[1:]}"]')
    page.wait_for_function("e => { const r = e.getBoundingClientRect(); return r.top >= 0 && r.top < innerHeight / 2; }",
                           arg=heading.element_handle())
    last = buttons.nth(len(puzzles.steps) - 1)
    following = c.items[c.items.index(puzzles) + 1]
    assert following.title in last.inner_text()
    assert page.locator(".md-footer__link--next").count() == 1


@pytest.mark.warm  # the tab kept across tests (conftest.WarmTab)
def test_lessons_with_similar_ids_keep_and_reset_their_own_progress(page, built_site):
    # "teyaku" is a prefix of "teyaku-at-the-deal": finishing one never counts for the other.
    short = next(i for c in COURSES for i in c.items if i.key == "poka/teyaku")
    long = next(i for c in COURSES for i in c.items if i.key == "poka/teyaku-at-the-deal")

    def accept(dialog):
        dialog.accept()

    page.on("dialog", accept)  # "Reset progress" asks first
    try:
        _kept_and_reset_apart(page, built_site, short, long)
    finally:
        page.remove_listener("dialog", accept)


def _kept_and_reset_apart(page, built_site, short, long):
    finish_lesson(page, built_site, long)
    summary = page.locator(".hf-progress-summary")
    assert f"{len(long.steps)} of {len(long.steps)} done" in summary.inner_text()

    visit(page, built_site.url(short.url))
    ready(page)
    summary = page.locator(".hf-progress-summary")
    assert f"0 of {len(short.steps)} done" in summary.inner_text()
    assert not summary.locator(".hf-reset").is_visible()
    assert page.locator('[data-hf-widget="exercise"] .hf-done-badge:visible').count() == 0
    solve(page, page.locator('[data-hf-widget="exercise"]').first)
    assert f"1 of {len(short.steps)} done" in summary.inner_text()

    # The course map tells them apart.
    visit(page, built_site.url("games/poka/"))
    page.wait_for_function("() => document.querySelector('[data-hf-course]').dataset.next")
    assert page.locator('[data-hf-key="poka/teyaku"]').get_attribute("data-state") == "in-progress"
    assert page.locator('[data-hf-key="poka/teyaku-at-the-deal"]').get_attribute("data-state") == "done"

    # Resetting the short one leaves the long one alone, and the other way round.
    visit(page, built_site.url(short.url))
    ready(page)
    with page.expect_navigation():
        page.locator(".hf-progress-summary .hf-reset").click()
    page.wait_for_function("() => document.querySelector('.hf-progress-summary span')")
    assert f"0 of {len(short.steps)} done" in page.locator(".hf-progress-summary").inner_text()
    data = stored(page)["tutorials"]
    assert "poka/teyaku" not in data
    assert sorted(data["poka/teyaku-at-the-deal"]["done"]) == sorted(long.steps)

    visit(page, built_site.url(long.url))
    ready(page)
    with page.expect_navigation():
        page.locator(".hf-progress-summary .hf-reset").click()
    page.wait_for_function("() => document.querySelector('.hf-progress-summary span')")
    assert f"0 of {len(long.steps)} done" in page.locator(".hf-progress-summary").inner_text()
    assert stored(page)["tutorials"] == {}


def test_two_tabs_keep_each_others_progress(new_context, built_site):
    """A lesson open in two tabs: a step done in each is saved in both, neither
    tab's write undoes the other's, and the summary of the first tab counts the
    step done in the second as soon as it is saved."""
    lesson = next(i for c in COURSES for i in c.items if i.kind == "lesson" and len(i.steps) >= 2)
    ctx, _guard = new_context()
    one, two = ctx.new_page(), ctx.new_page()
    for tab in (one, two):
        tab.goto(built_site.url(lesson.url))
        ready(tab)
    solve(one, one.locator('[data-hf-widget="exercise"]').nth(0))
    solve(two, two.locator('[data-hf-widget="exercise"]').nth(1))
    done = stored(two)["tutorials"][lesson.key]["done"]
    first_two = {w.get_attribute("data-hf-config") for w in two.locator('[data-hf-widget="exercise"]').all()[:2]}
    steps = {json.loads(c)["id"].split("#")[1] for c in first_two}
    assert steps <= set(done), (steps, done)
    one.locator(".hf-progress-summary").filter(has_text=f"2 of {len(lesson.steps)} done").wait_for()
    solve(one, one.locator('[data-hf-widget="exercise"]').nth(1))  # already done in the other tab: nothing lost
    assert set(stored(one)["tutorials"][lesson.key]["done"]) == set(done)


def test_progress_saved_by_the_old_format_goes_to_the_right_lesson(page, built_site):
    long = next(i for c in COURSES for i in c.items if i.key == "poka/teyaku-at-the-deal")
    old = {f"poka-teyaku-at-the-deal-{s}": 1_700_000_000_000 for s in long.steps}
    page.goto(built_site.url("notation/"))
    page.evaluate("v => localStorage.setItem('hanafuda:progress', v)", json.dumps({"version": 1, "done": old}))
    page.goto(built_site.url("games/poka/"))
    page.wait_for_function("() => document.querySelector('[data-hf-course]').dataset.next")
    assert page.locator('[data-hf-key="poka/teyaku-at-the-deal"]').get_attribute("data-state") == "done"
    assert page.locator('[data-hf-key="poka/teyaku"]').get_attribute("data-state") == "not-started"
    data = stored(page)
    assert data["version"] == 2 and data["legacy"] == {}
    assert sorted(data["tutorials"]["poka/teyaku-at-the-deal"]["done"]) == sorted(long.steps)


def test_reset_progress_only_when_there_is_something_to_reset(page, built_site):
    lesson = COURSES[0].items[0]
    page.on("dialog", lambda d: d.accept())
    page.goto(built_site.url(lesson.url))
    ready(page)
    reset = page.locator(".hf-progress-summary .hf-reset")
    assert reset.count() == 1 and not reset.is_visible()
    solve(page, page.locator('[data-hf-widget="exercise"]').first)
    assert reset.is_visible()
    with page.expect_navigation():
        reset.click()
    ready(page)
    page.locator(".hf-progress-summary").filter(has_text=f"0 of {len(lesson.steps)} done").wait_for()
    assert not page.locator(".hf-progress-summary .hf-reset").is_visible()


@pytest.mark.warm  # the tab kept across tests (conftest.WarmTab)
def test_a_shown_solution_is_not_counted_as_solved(page, built_site):
    puzzles = next(i for i in COURSES[0].items if i.kind == "puzzles")
    visit(page, built_site.url(puzzles.url))
    ready(page)
    first, second = page.locator('[data-hf-widget="exercise"]').nth(0), page.locator('[data-hf-widget="exercise"]').nth(1)
    first.locator('[data-tool="solution"]').click()
    first.locator(".hf-feedback__solution-used").wait_for()
    assert "not counted as solved" in first.locator(".hf-feedback").inner_text()
    assert not first.locator(".hf-done-badge").is_visible()
    summary = page.locator(".hf-progress-summary")
    assert f"0 of {len(puzzles.steps)} solved · solution shown for 1" in summary.inner_text()
    assert summary.locator(".hf-reset").is_visible()
    # Solving another one gives the solved count under the verdict.
    solve(page, second)
    assert f"Solved: 1 of {len(puzzles.steps)} puzzles" in second.locator(".hf-feedback").inner_text()
    assert f"1 of {len(puzzles.steps)} solved" in summary.inner_text()


def test_japanese_font_is_fetched_only_where_japanese_text_shows(new_context, built_site):
    ctx, guard = new_context()
    page = ctx.new_page()
    page.goto(built_site.url("notation/"))  # no Japanese text (but the language switch's 日本語, in the reader's fonts)
    page.wait_for_load_state("networkidle")
    assert page.locator('[lang="ja"]:not(.md-select__link)').count() == 0
    assert not any(FONT in u for u in guard.requests)
    page.goto(built_site.url("games/poka/"))  # 花札-style names in the text and tables
    page.wait_for_load_state("networkidle")
    page.evaluate("document.fonts.ready.then(() => true)")
    assert page.locator('[lang="ja"]').count() > 0
    assert any(FONT in u for u in guard.requests)
    family = page.locator('[lang="ja"]:not(.md-select__link)').first.evaluate("e => getComputedStyle(e).fontFamily")
    assert "Hanafuda Noto Sans JP" in family
    loaded = page.evaluate("""() => [...document.fonts].filter(f => f.family.includes('Hanafuda Noto Sans JP'))
                                 .map(f => f.status)""")
    assert loaded and all(s == "loaded" for s in loaded)


def _one_move_from_the_end(key: str, seed: int = 5) -> tuple[str, str]:
    """A saved match of ``key`` in which the learner's next move ends it (with
    the computer's answers), and that move: played in CPython with the
    computer player's choice for the learner's seat too."""
    s = PlaySession(key, seed=seed)
    last = None
    while s.waiting != "match-over":
        if s.waiting == "computer":
            s.computer_step()
        elif s.waiting == "round-over":
            s.next_round()
        else:
            before = s.to_text()
            action = s.game.computer.choose(s.position, Rng(f"e2e/{seed}/{sum(map(len, s.rounds))}"))
            assert s.act(action)["ok"]
            last = (before, action)
    return last


def test_play_item_of_the_course_map(page, built_site):
    """The last step of a course, play against the computer: not started, then a
    match in progress, then played (a match finished on the play page)."""
    c = COURSES[0]
    play = next(i for i in c.items if i.kind == "play")
    rules_url = built_site.url(course.page_url(c.rules_page))
    item = page.locator(f'[data-hf-course="{c.key}"] [data-hf-play="{c.key}"]')

    page.goto(rules_url)
    assert item.get_attribute("data-state") == "not-started"
    assert item.locator("[data-hf-state]").inner_text() == "Not started"

    # A match saved one move before its end: resuming it marks the item in progress...
    saved, action = _one_move_from_the_end(c.key)
    page.evaluate("([k, v]) => localStorage.setItem(k, v)",
                  [f"hanafuda:play:{c.key}", json.dumps({"v": 1, "game": c.key, "saved": saved, "showLegal": False})])
    page.reload()
    assert item.get_attribute("data-state") == "in-progress"
    assert item.locator("[data-hf-state]").inner_text() == "Match in progress"

    # ...and playing it to its end on the play page counts it.
    page.goto(built_site.url(play.url))
    page.locator('[data-play="resume"]').click(timeout=BOOT)
    page.wait_for_function("() => document.querySelector('.hf-play')?.dataset.waiting === 'you'", timeout=BOOT)
    click_action(page.locator(".hf-play__board"), action)
    page.wait_for_function("() => document.querySelector('.hf-play')?.dataset.waiting === 'match-over'",
                           timeout=BOOT)
    won = page.locator(".hf-play .hf-board__outcome--win").count()
    record = stored(page)["play"][c.key]
    assert record["matches"] == 1 and record["won"] == won, (record, won)

    page.goto(rules_url)
    assert item.get_attribute("data-state") == "done"
    text = item.locator("[data-hf-state]").inner_text()
    assert text == f"Played · 1 match, {record['won']} won", text
