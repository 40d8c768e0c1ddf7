"""End to end: every kind of control stays readable in every state, in both
palettes, and no box in a lesson or on the trainer cuts its text.

The controls of a play page (its options form, then the started match with
its legal moves shown), a lesson page and the puzzle trainer are each put in
every state a learner puts them in: focused from the keyboard, pointed at,
pressed, left focused after a click (``looks.control_problems``: text contrast
of WCAG 2.1 AA against what is actually behind the text, and a focus ring that
stands out).  A review's controls are checked the same way where a review is
reached (test_play_review.py).  The play boards' text boxes are checked at
every turn of a whole round in test_boards.py.
"""

from __future__ import annotations

import pytest

from .conftest import BOOT, open_play, visit
from .looks import controls_in_both_palettes, cut_text

# The tab kept across tests (tests/e2e/conftest.py, WarmTab): the engine starts once.
pytestmark = pytest.mark.warm

SIZES = {"desktop": (1400, 900), "phone": (360, 740)}


def _cut_at_both_sizes(page, where: str) -> list[str]:
    problems = []
    for size, (w, h) in SIZES.items():
        page.set_viewport_size({"width": w, "height": h})
        problems += [f"{where} at {size}: {p}" for p in cut_text(page)]
    page.set_viewport_size({"width": 1400, "height": 1000})
    return problems


def test_controls_of_a_play_page_a_lesson_and_the_trainer_stay_readable(page, built_site):
    problems = []
    # The play page: the options form (lists, check boxes, the single rules' summary) ...
    widget = open_play(page, built_site, "koikoi", 5)
    widget.locator("details").evaluate_all("ds => ds.forEach((d) => { d.open = true; })")
    problems += controls_in_both_palettes(page, "play page, options")
    # ... and the match, legal moves shown (a pressed toggle, ticked cards), the moves log open.
    page.locator('[data-play="start"]').click()
    page.wait_for_selector('.hf-play[data-waiting="you"]', timeout=BOOT)
    page.locator('[data-play="legal"]').click()
    page.wait_for_selector('.hf-play[data-waiting="you"] .hf-card-btn.is-legal', timeout=BOOT)
    problems += controls_in_both_palettes(page, "play page, match")

    visit(page, built_site.url("koikoi/lessons/stop-or-koikoi/"))
    page.wait_for_function("() => [...document.querySelectorAll('[data-hf-widget]')].every((w) => w.dataset.hfMounted === 'ready')",
                           timeout=BOOT)
    problems += controls_in_both_palettes(page, "lesson")
    problems += _cut_at_both_sizes(page, "lesson")

    visit(page, built_site.url("trainer/poka/"))
    page.wait_for_selector('.hf-trainer[data-ready="1"]', timeout=BOOT)
    problems += controls_in_both_palettes(page, "trainer")
    problems += _cut_at_both_sizes(page, "trainer")
    assert not problems, "\n".join(problems)
