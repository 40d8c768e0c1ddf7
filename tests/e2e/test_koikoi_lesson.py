"""End to end: a Koi-Koi lesson step played on the board, judged by the engine."""

from __future__ import annotations

import json

from hanafuda_core.learning import judge
from hanafuda_core.games import get as game
from hanafuda_core.learning.goals import make_goal

BOOT = 60_000


def _lesson_pages(built_site) -> list[str]:
    root = built_site.directory / "koikoi" / "lessons"
    return sorted(p.parent.name for p in root.glob("*/index.html"))


def test_a_koikoi_lesson_step_is_played_and_judged(page, built_site):
    pages = _lesson_pages(built_site)
    assert pages, "the site has Koi-Koi lessons"
    for name in pages:
        page.goto(built_site.url(f"koikoi/lessons/{name}/"))
        page.wait_for_selector('[data-hf-widget="exercise"][data-hf-mounted="ready"]', timeout=BOOT)
        widgets = page.locator('[data-hf-widget="exercise"]')
        for i in range(widgets.count()):
            w = widgets.nth(i)
            cfg = json.loads(w.get_attribute("data-hf-config"))
            if cfg["kind"] == "move":
                break
        else:
            continue
        break
    else:
        raise AssertionError("no Koi-Koi lesson has a move exercise")

    w.wait_for(state="attached")
    page.wait_for_function("w => w.dataset.hfMounted === 'ready'", arg=w.element_handle(), timeout=BOOT)
    adapter = game("koikoi")
    start = adapter.parse_position(cfg["position"])
    goal = make_goal(adapter, cfg["goal"])
    goal.prepare(start)
    for action in judge.solve(adapter, goal, start, limit=1)[0]:
        w.locator(f'.hf-board [data-action="{action}"]').first.click()
        page.wait_for_function("w => !w.dataset.busy", arg=w.element_handle())
    w.locator(".hf-feedback--right").wait_for()
    assert w.locator(".hf-done-badge").is_visible()
