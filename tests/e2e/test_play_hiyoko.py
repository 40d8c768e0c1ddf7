"""End to end: Hiyoko and Isuri on their play pages and puzzles.

A round of Hiyoko is played on "Play Hiyoko" with the learner's moves
clicked as the board shows them (the same match mirrored here with
:class:`hanafuda_core.play.PlaySession`, same seed, same moves), an illegal
card is explained in words, a few moves of Isuri show its payments, and
puzzles of both games are solved on the board.
"""

from __future__ import annotations

import json

from hanafuda_core.learning import judge
from hanafuda_core.play import PlaySession, describe_options
from hanafuda_core.rng import Rng

from .conftest import click_action
from hanafuda_core.notation import CODE_IN_TEXT as CODE

READY = '[data-hf-widget="play-board"][data-hf-mounted="ready"]'
BOOT = 60_000


def open_play(page, built_site, game: str, seed: int):
    page.goto(built_site.url(f"games/{game}-play/") + f"#seed={seed}")
    page.wait_for_selector(READY, timeout=BOOT)
    return page.locator('[data-hf-widget="play-board"]')


def wait_saved(page, game: str, mirror: PlaySession):
    key = f"hanafuda:play:{game}"
    page.wait_for_function(f"t => (JSON.parse(localStorage.getItem({json.dumps(key)})) || {{}}).saved === t",
                           arg=mirror.to_text(), timeout=60_000)


def settle(page, game: str, mirror: PlaySession):
    while mirror.waiting == "computer":
        assert mirror.computer_step()["ok"]
    wait_saved(page, game, mirror)


def test_a_hiyoko_round_on_the_play_board(page, built_site):
    seed = 5
    widget = open_play(page, built_site, "hiyoko", seed)
    assert widget.locator(".hf-play__option").count() == len(describe_options("hiyoko"))
    page.locator('[data-play="start"]').click()
    mirror = PlaySession("hiyoko", seed=seed)
    settle(page, "hiyoko", mirror)
    board = widget.locator(".hf-board")
    info = board.locator(".hf-board__info").inner_text()
    assert "Playing to" in info and "3 points" in info
    turns = 0
    while mirror.waiting in ("you", "computer"):
        if mirror.waiting == "computer":
            settle(page, "hiyoko", mirror)
            continue
        move = mirror.game.choose(mirror.position.copy(), Rng(turns))
        click_action(board, move)
        assert mirror.act(move)["ok"]
        turns += 1
        wait_saved(page, "hiyoko", mirror)
        status = board.locator(".hf-board__status").inner_text()
        assert not CODE.search(status), status
        assert widget.locator(".hf-play__message").inner_text() == ""
        assert turns < 80
    assert turns >= 2
    outcome = widget.locator(".hf-board__outcome").inner_text()
    assert mirror.view()["outcome"]["text"] in outcome
    log = widget.locator(".hf-board__log li").all_text_contents()
    assert any(line.startswith("You discard ") for line in log)
    assert any(line.startswith("Dealer draw:") for line in log)
    assert not any(CODE.search(line) for line in log)


def test_an_illegal_card_is_explained_in_words(page, built_site):
    seed = 5
    widget = open_play(page, built_site, "hiyoko", seed)
    page.locator('[data-play="start"]').click()
    mirror = PlaySession("hiyoko", seed=seed)
    settle(page, "hiyoko", mirror)
    assert mirror.waiting == "you"
    legal = set(mirror.game.legal_actions(mirror.position))
    wrong = next(c.code for c in mirror.position.hand(0) if c.code not in legal)
    widget.locator(f'.hf-board [data-action="{wrong}"]').click()
    message = widget.locator(".hf-play__message")
    message.filter(has_text="cannot go on the pile").wait_for()
    text = message.inner_text()
    assert mirror.game.explain_illegal(mirror.position, wrong) in text
    assert not CODE.search(text)
    # the table did not change: the card is still in the hand
    assert widget.locator(f'.hf-zone[data-zone="hand-0"] li.hf-zone__card[data-card="{wrong}"]').count() == 1


def test_a_few_moves_of_isuri_show_the_payments(page, built_site):
    seed = 9
    widget = open_play(page, built_site, "isuri", seed)
    assert widget.locator(".hf-play__option").count() == len(describe_options("isuri"))
    page.locator('[data-play="start"]').click()
    mirror = PlaySession("isuri", seed=seed)
    settle(page, "isuri", mirror)
    moves = 0
    while moves < 4 and mirror.waiting in ("you", "computer"):
        if mirror.waiting == "computer":
            settle(page, "isuri", mirror)
            continue
        move = mirror.game.legal_actions(mirror.position)[0]
        click_action(widget.locator(".hf-board"), move)
        assert mirror.act(move)["ok"]
        moves += 1
        wait_saved(page, "isuri", mirror)
    info = widget.locator(".hf-board__info").inner_text()
    for label in ("Totals", "Round", "Pot", "This round"):
        assert label in info
    assert "1 of 6" in info
    log = " ".join(widget.locator(".hf-board__log li").all_text_contents())
    assert "(paid " in log or "in the pot" in log


def _solve(page, built_site, url: str, widget_id: str, game: str):
    page.goto(built_site.url(url))
    page.wait_for_selector(f'#{widget_id}[data-hf-mounted="ready"]', timeout=BOOT)
    return page.locator(f"#{widget_id}")


def test_a_hiyoko_puzzle_wrong_then_right(page, built_site):
    step = _solve(page, built_site, "hiyoko/puzzles/puzzles/", "hiyoko-puzzles-end-of-the-year", "hiyoko")
    cfg = {"game": "hiyoko",
           "position": "1C1 2C1 3C1 5C1 6C1 10C1; 4C1 7C1 8C1 9C2 11A; 8C2 9C1; ?; 1; 0; 0; 2; 0-0; 2; -",
           "goal": {"type": "longest-chain"}}
    step.locator('.hf-board [data-action="10C1"]').click()
    page.wait_for_function("w => !w.dataset.busy", arg=step.element_handle())
    step.locator('.hf-board [data-action="stop"]').click()
    feedback = step.locator(".hf-feedback")
    feedback.filter(has_text="Not quite").wait_for()
    assert judge.move(cfg, ["10C1", "stop"])["message"] in feedback.inner_text()
    step.locator('[data-tool="undo"]').click()
    step.locator('[data-tool="undo"]').click()
    step.locator(".hf-feedback:empty").wait_for(state="attached")
    # Both moves are taken back: nothing left to undo, and the board (whichever
    # of the two redraws answers last) shows the opening hand again.
    step.locator('[data-tool="undo"][disabled]').wait_for(state="attached")
    step.locator('.hf-board [data-zone="hand-0"] [data-action="10C1"]').wait_for()
    for action in ("10C1", "6C1", "2C1", "1C1"):
        click_action(step, action)
        page.wait_for_function("w => !w.dataset.busy", arg=step.element_handle())
    step.locator(".hf-feedback--right").wait_for()
    assert step.locator(".hf-done-badge").is_visible()


def test_a_hiyoko_question_puzzle(page, built_site):
    q = _solve(page, built_site, "hiyoko/puzzles/puzzles/", "hiyoko-puzzles-after-the-willow", "hiyoko")
    q.locator('[data-choice="12"]').click()
    q.locator('[data-tool="check"]').click()
    q.locator(".hf-feedback--wrong").wait_for()
    q.locator('[data-choice="12"]').click()
    q.locator('[data-choice="3"]').click()
    q.locator('[data-tool="check"]').click()
    q.locator(".hf-feedback--right").wait_for()


def test_an_isuri_puzzle_with_a_group_of_one_month(page, built_site):
    step = _solve(page, built_site, "isuri/puzzles/puzzles/", "isuri-puzzles-everything-for-iris", "isuri")
    for action in ("5C1+5C2+1B", "7C1", "8C1", "9C1"):
        click_action(step, action)
        page.wait_for_function("w => !w.dataset.busy", arg=step.element_handle())
    step.locator(".hf-feedback--right").wait_for()
    assert "54 points" in step.locator(".hf-feedback").inner_text()
