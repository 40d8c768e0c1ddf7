"""End to end, for every game of the site (parametrised over the registry):
a lesson step answered wrong then right on the board, and a few moves on the
game's play page against the computer.  What is particular to one game's
pages is tested in that game's own folder, tests/e2e/games/<key>/."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

from hanafuda_core import games
from tests.core import judged as judge
from hanafuda_core.learning.goals import make_goal
from hanafuda_core.play import PlaySession

from .conftest import click_action, visit, wait_offered

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "scripts"))
from tests.project_tutorials import project_tutorials  # noqa: E402
from tests.project_tutorials import tutorial_folders  # noqa: E402

BOOT = 60_000
KEYS = [g.key for g, _ in ((games.get(k), f) for k, f in tutorial_folders())]

# The tab kept across tests (tests/e2e/conftest.py, WarmTab): the engine starts once.
pytestmark = pytest.mark.warm


def _step_with_an_illegal_click(key: str):
    """The first lesson step of ``key`` whose board offers a card the engine refuses:
    (page address, widget id, exercise config, refused action, answer)."""
    game = games.get(key)
    for x in project_tutorials():
        t = x.tutorial
        if t.game != key or t.kind != "lesson":
            continue
        for s in t.steps:
            ex = s.exercise
            if ex is None or ex.goal.kind != "move":
                continue
            start = game.parse_position(ex.position)
            view = game.presenter.exercise_view(start, me=game.turn(start))
            offered = [c["action"] for z in view["zones"] for c in z["cards"]
                       if c.get("action") and not c.get("then")]
            cfg = {"game": key, "position": ex.position, "goal": ex.goal_spec}
            for wanted in ("illegal", "missed"):
                refused = next((a for a in offered if judge.move(cfg, [a])["status"] == wanted), None)
                if refused:
                    return f"{x.page[:-3]}/", f"{key}-{t.id}-{s.id}", cfg, refused
    raise AssertionError(f"no {key} lesson step offers a card the engine refuses")


@pytest.mark.parametrize("key", KEYS)
def test_a_lesson_step_wrong_then_right(page, built_site, key):
    url, widget_id, cfg, refused = _step_with_an_illegal_click(key)
    visit(page, built_site.url(url))
    step = page.locator(f"#{widget_id}")
    page.wait_for_selector(f'#{widget_id}[data-hf-mounted="ready"]', timeout=BOOT)
    feedback = step.locator(".hf-feedback")
    step.locator(f'.hf-board [data-action="{refused}"]').first.click()
    verdict = judge.move(cfg, [refused])
    feedback.filter(has_text="Not allowed" if verdict["status"] == "illegal" else "Not quite").wait_for()
    assert verdict["message"] in feedback.inner_text()
    assert not step.locator(".hf-done-badge").is_visible()
    if verdict["status"] == "missed":
        step.locator('[data-tool="undo"]').click()
        step.locator(".hf-feedback:empty").wait_for(state="attached")
    solve_on_board(page, step, key, cfg)


def solve_on_board(page, step, key: str, cfg: dict) -> None:
    """Play the engine's first solution of an exercise on its board, as a learner would."""
    game = games.get(key)
    start = game.parse_position(cfg["position"])
    goal = make_goal(game, cfg["goal"])
    goal.prepare(start)
    for action in judge.solve(game, goal, start, limit=1)[0]:
        wait_offered(step, action)
        click_action(step, action)
        page.wait_for_function("w => !w.dataset.busy", arg=step.element_handle())
    step.locator(".hf-feedback--right").wait_for()
    assert step.locator(".hf-done-badge").is_visible()


@pytest.mark.parametrize("key", KEYS)
def test_a_few_moves_on_the_play_board(page, built_site, key):
    game = games.get(key)
    seed = 5
    visit(page, built_site.url(game.site.page("play")[:-3] + "/") + f"#seed={seed}")
    page.wait_for_selector('[data-hf-widget="play-board"][data-hf-mounted="ready"]', timeout=BOOT)
    widget = page.locator('[data-hf-widget="play-board"]')
    assert widget.locator(".hf-play__option").count() == len(game.describe_options())
    mirror = PlaySession(key, seed=seed)
    store = f"hanafuda:play:{key}"

    def settle():
        while mirror.waiting == "computer":
            mirror.computer_step()
        page.wait_for_function(f"t => (JSON.parse(localStorage.getItem({json.dumps(store)})) || {{}}).saved === t",
                               arg=mirror.to_text(), timeout=30_000)

    page.locator('[data-play="start"]').click()
    settle()
    moves = 0
    while moves < 3 and mirror.waiting in ("you", "round-over"):
        if mirror.waiting == "round-over":
            break
        move = game.legal_actions(mirror.position)[0]
        click_action(widget, move)
        assert mirror.act(move)["ok"]
        moves += 1
        settle()
    assert moves >= 1
    log = widget.locator(".hf-board__log li").all_text_contents()
    assert any(line.startswith("You ") for line in log)
