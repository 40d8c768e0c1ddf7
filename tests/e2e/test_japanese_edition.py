"""End to end: the Japanese edition (ja/), as a Japanese learner meets it.

A Koi-Koi lesson in Japanese: a move that misses the goal is refused with the
engine's reason in Japanese, exactly as the engine writes it; Undo, then the
right move is praised in Japanese; the page's own texts are Japanese. Then
the language switch leads to the same lesson in English, where the step
solved in Japanese counts as done: progress is shared between the languages."""

from __future__ import annotations

import json
import re
import sys

from hanafuda_core import games
from hanafuda_core.learning import judge
from hanafuda_core.messages import written

from tests.conftest import ROOT
from tests.e2e.conftest import BOOT, click_action, solve, wait_idle, wait_offered

sys.path.insert(0, str(ROOT / "scripts"))

from sitegen import languages  # noqa: E402

WIDGET = "koikoi-matching-take-the-curtain"
LATIN_WORD = re.compile(r"[A-Za-z]{3,}")


def _missing_move(cfg: dict) -> tuple[str, str]:
    """A move the board offers that misses the step's goal, and the engine's
    Japanese verdict on it."""
    ja = languages.language("ja")
    start = written(judge.start(cfg, show_legal=True), ja)
    offered = [c["action"] for z in start["view"]["zones"] for c in z.get("cards", []) if c.get("action")]
    for action in offered:
        reply = written(judge.move(cfg, [action]), ja)
        if reply["status"] == "missed":
            return action, reply["message"]
    raise AssertionError("no move misses the goal")


def test_a_japanese_lesson_judges_in_japanese_and_shares_progress_with_english(page, built_site):
    page.goto(built_site.url("ja/koikoi/lessons/matching/"))
    page.wait_for_selector(f'#{WIDGET}[data-hf-mounted="ready"]', timeout=BOOT)
    widget = page.locator(f"#{WIDGET}")
    assert page.evaluate("document.documentElement.lang") == "ja"
    cfg = json.loads(widget.get_attribute("data-hf-config"))
    assert games.get(cfg["game"]).key == "koikoi"

    wrong, verdict = _missing_move(cfg)
    click_action(widget, wrong)
    feedback = widget.locator(".hf-feedback")
    feedback.filter(has_text=verdict[:12]).wait_for(timeout=BOOT)
    assert verdict in feedback.inner_text()
    tools = widget.locator(".hf-tools, .hf-exercise__tools, [data-tool]")
    assert not LATIN_WORD.search(" ".join(tools.all_inner_texts())), tools.all_inner_texts()
    widget.locator('[data-tool="undo"]').click()
    wait_idle(page, widget)
    wait_offered(widget, wrong)
    solve(page, widget)  # the engine's own answer, played as a learner would
    praised = widget.locator(".hf-feedback--right").inner_text()
    assert praised and not LATIN_WORD.search(praised), praised

    # The language switch: the same lesson in English, the step done there too.  Taken
    # with the keyboard: its list is open while the focus is in it (under the pointer,
    # only while the pointer stays over it, which scrolling to the link may end).
    english = page.locator('a.md-select__link[hreflang="en"]')
    english.focus()
    english.press("Enter")
    page.wait_for_function("() => document.documentElement.lang === 'en'", timeout=BOOT)
    assert page.url.rstrip("/").endswith("/koikoi/lessons/matching") and "/ja/" not in page.url
    summary = page.locator(".hf-progress-summary")
    summary.filter(has_text="1 of 2 done").wait_for(timeout=BOOT)


def test_a_japanese_match_shows_the_computers_reasons_and_its_review_in_japanese(page, built_site):
    """A Koi-Koi round on the Japanese play page: what the computer did, with
    its reasons, the move log, the board, and the review of the learner's
    decisions, all in Japanese (the engine's words and the page's own)."""
    from hanafuda_core.play import PlaySession

    from tests.e2e.conftest import play_a_round, settle

    seed = 5
    page.goto(built_site.url("ja/games/koikoi-play/") + f"#seed={seed}")
    page.wait_for_selector('[data-hf-widget="play-board"][data-hf-mounted="ready"]', timeout=BOOT)
    page.locator('[data-play="start"]').click()
    mirror = PlaySession("koikoi", seed=seed)
    settle(page, "koikoi", mirror)
    widget = page.locator('[data-hf-widget="play-board"]')
    # the computer dealt and moved first: what it did, with its reasons, above the learner's turn
    said = widget.locator(".hf-play__last").inner_text()
    assert "理由" in said and not LATIN_WORD.search(said), said
    play_a_round(page, widget, "koikoi", mirror)
    log = widget.locator(".hf-board__log li").all_text_contents()  # (in a closed <details>)
    review = page.locator('[data-play="review"]')
    review.wait_for(state="visible")
    review.click()
    page.wait_for_selector(".hf-review__progress-label:text-matches('^[0-9]+件')", timeout=120_000)
    shown = [page.locator(".hf-review__summary").inner_text(), said, *log,
             *widget.locator(".hf-board__status, .hf-board__info").all_inner_texts()]
    latin = [text for text in shown if LATIN_WORD.search(text)]
    assert not latin, latin


def test_a_trainer_puzzle_in_japanese_and_the_rating_shared_with_english(page, built_site):
    """The Japanese puzzle trainer: its first puzzle's texts are Japanese; a move
    that misses the goal gets the engine's Japanese verdict exactly, and the
    rating falls; the English trainer shows the same rating (the trainer's
    record is the browser's, in every language)."""
    from .test_trainer import _puzzles, _wrong_move

    key = "koikoi"
    page.goto(built_site.url(f"ja/trainer/{key}/"))
    page.wait_for_selector('.hf-trainer[data-ready="1"]', timeout=BOOT)
    trainer = page.locator(".hf-trainer")
    assert page.evaluate("document.documentElement.lang") == "ja"
    puzzle = _puzzles(key)[trainer.get_attribute("data-puzzle")]
    shown = page.locator(".hf-trainer__exercise").inner_text()
    assert not LATIN_WORD.search(shown), shown
    wrong = _wrong_move(key, puzzle)
    cfg = {"game": key, "position": puzzle["position"], "goal": puzzle["goal"]}
    verdict = written(judge.move(cfg, [wrong]), languages.language("ja"))["message"]
    click_action(page.locator(".hf-trainer__exercise"), wrong)
    page.wait_for_selector('.hf-trainer[data-result="missed"]', timeout=BOOT)
    assert verdict in page.locator(".hf-trainer__exercise").inner_text()
    rating = trainer.get_attribute("data-rating")
    assert int(rating) < 1500

    page.goto(built_site.url(f"trainer/{key}/"))
    page.wait_for_selector('.hf-trainer[data-engine="ready"]', timeout=BOOT)
    assert f"Your rating: {rating}" in page.locator(".hf-trainer__rating").inner_text()
