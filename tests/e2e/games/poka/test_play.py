"""End to end: playing Poka against the computer on the "Play Poka" page.

The page deals a fixed match when the address ends in ``#seed=N``.  The
same match is mirrored here with :class:`hanafuda_core.play.PlaySession`
(same seed, same moves), so the test knows the learner's cards, which are
legal, and what the saved game must be after every step.
"""

from __future__ import annotations

import json

import pytest

from hanafuda_core.cardset import card_words
from hanafuda_core.notation import card
from hanafuda_core.messages import ENGLISH, written
from hanafuda_core.play import PlaySession, describe_options

from tests.e2e.conftest import open_play, wait_for_turn, wait_saved_any

# The tab kept across tests (tests/e2e/conftest.py, WarmTab): the engine starts once.
pytestmark = pytest.mark.warm

READY = '[data-hf-widget="play-board"][data-hf-mounted="ready"]'
BOOT_TIMEOUT = 60_000
SEED = 13  # the computer deals and passes; then the learner holds both legal and illegal cards
KEY = "hanafuda:play:poka"


def hand(page) -> list[str]:
    return page.locator('.hf-zone[data-zone="hand-0"] .hf-card-btn').evaluate_all(
        "els => els.map(e => e.dataset.action)")


def legal_cards(page) -> set[str]:
    return set(page.locator('.hf-zone[data-zone="hand-0"] .hf-card-btn.is-legal').evaluate_all(
        "els => els.map(e => e.dataset.action)"))


def top_card(page) -> str:
    return page.locator('.hf-zone[data-zone="discard"] .hf-zone__card').last.get_attribute("data-card")


def saved(page) -> str:
    raw = page.evaluate(f"localStorage.getItem({json.dumps(KEY)})")
    return json.loads(raw)["saved"]


def mirror_to_learner(s: PlaySession) -> PlaySession:
    while s.waiting == "computer":
        s.computer_step()
    return s


def legal_in(s: PlaySession) -> set[str]:
    return {a.text() for a in s.match.position.legal_actions() if a.kind == "discard"}


def start(page):
    page.locator('[data-play="start"]').click()
    return wait_for_turn(page, "you", "round-over")


def test_play_a_match_with_the_mouse(page, built_site):
    widget = open_play(page, built_site, "poka", SEED)
    # The options form comes from the engine: one control per option, with its description.
    opts = written(describe_options("poka"), ENGLISH)  # (its words are messages, written as the page gets them)
    assert widget.locator(".hf-play__option").count() == len(opts)
    for o in opts:
        assert o["description"] in widget.locator(".hf-play__options").inner_text()
    assert "Deal number 13" in widget.inner_text()

    mirror = mirror_to_learner(PlaySession("poka", seed=SEED))
    assert start(page) == "you"
    assert saved(page) == mirror.to_text()
    assert hand(page) == [c.code for c in mirror.match.position.hand(0)]
    assert "Computer passes" in widget.locator(".hf-play__last").inner_text()

    # The moves log is one element from move to move (only its list and count
    # change): a keyboard user's focus on its summary, and its ring, survive the
    # computer's answers.
    summary = widget.locator(".hf-board__log summary").element_handle()

    # Show legal moves: the highlighted cards are the engine's legal discards.
    widget.locator('[data-play="legal"]').click()
    page.wait_for_selector(".hf-card-btn.is-legal")
    assert widget.locator('[data-play="legal"]').get_attribute("aria-pressed") == "true"
    legal = legal_in(mirror)
    assert legal_cards(page) == legal

    # An illegal card: the engine's reason is shown and nothing changes.
    before_hand, before_top, before_saved = hand(page), top_card(page), saved(page)
    illegal = next(c for c in before_hand if c not in legal)
    widget.locator(f'.hf-card-btn[data-action="{illegal}"]').click()
    alert = widget.locator(".hf-play__message[role=alert]")
    alert.wait_for()
    assert alert.inner_text() == str(mirror.match.position.explain_illegal(illegal))
    assert hand(page) == before_hand and top_card(page) == before_top and saved(page) == before_saved

    # Legal moves: click highlighted cards (or the enabled stop/pass button) until the turn passes.
    first_move = None
    while True:
        state = page.locator(".hf-play").get_attribute("data-waiting")
        if state != "you":
            break
        cards = sorted(legal_cards(page))
        if cards:
            move = cards[0]
            widget.locator(f'.hf-card-btn[data-action="{move}"]').click()
        else:
            button = widget.locator('.hf-board__btn:not([aria-disabled="true"])').first
            move = button.get_attribute("data-action")
            button.click()
        first_move = first_move or move
        assert mirror.act(move)["ok"]
        if mirror.waiting != "you":
            break  # the page holds the state after the computer's answers: waited for below
        page.wait_for_function("t => JSON.parse(localStorage.getItem('hanafuda:play:poka')).saved === t",
                               arg=mirror.to_text())
        assert widget.locator(".hf-play__message").inner_text() == ""
    # The computer answers, one move at a time, until it is the learner's turn again.
    mirror_to_learner(mirror)
    wait_for_turn(page, "you", "round-over", "match-over")
    page.wait_for_function("t => JSON.parse(localStorage.getItem('hanafuda:play:poka')).saved === t",
                           arg=mirror.to_text())
    assert widget.locator(".hf-play__message").inner_text() == ""
    assert hand(page) == [c.code for c in mirror.match.position.hand(0)]
    log = widget.locator(".hf-board__log li").all_text_contents()  # the list is folded away
    assert summary.evaluate("e => e.isConnected && e.textContent") == f"Moves ({len(log)})"
    assert first_move in ("pass", "stop") or any(
        line.startswith(f"You discard {card_words(card(first_move).index)}") for line in log)

    # Undo: back to before the learner's last decision (the computer's answer is undone too).
    mirror.undo()
    widget.locator('[data-play="undo"]').click()
    page.wait_for_function("t => JSON.parse(localStorage.getItem('hanafuda:play:poka')).saved === t",
                           arg=mirror.to_text())
    assert wait_for_turn(page, "you") == "you"
    after_undo = hand(page)
    assert after_undo == [c.code for c in mirror.match.position.hand(0)]

    # Reload: the saved match is offered and resumes exactly.
    page.reload()
    page.wait_for_selector(READY, timeout=BOOT_TIMEOUT)
    resume = widget.locator('[data-play="resume"]')
    resume.wait_for()
    assert "match in progress" in widget.inner_text()
    resume.click()
    wait_for_turn(page, "you")
    assert hand(page) == after_undo and saved(page) == mirror.to_text()
    assert legal_cards(page) == legal_in(mirror)  # the legal-move setting was saved too


def test_play_a_card_with_the_keyboard_only(page, built_site):
    widget = open_play(page, built_site, "poka", SEED)
    mirror = mirror_to_learner(PlaySession("poka", seed=SEED))
    widget.locator('[data-play="start"]').focus()
    page.keyboard.press("Enter")
    wait_for_turn(page, "you")
    cards = hand(page)
    target = sorted(legal_in(mirror))[0]
    # Tab from the last match control lands on the hand (one card is in the tab order) ...
    widget.locator('.hf-play__toolbar [data-play="new"]').focus()
    page.keyboard.press("Tab")
    focused = page.evaluate("document.activeElement.dataset.action")
    assert focused == cards[0]
    assert page.evaluate("document.activeElement.getAttribute('aria-label')").startswith(f"Discard {card(cards[0]).label}")
    # ... the arrow keys move within the hand ...
    for _ in range(cards.index(target)):
        page.keyboard.press("ArrowRight")
    assert page.evaluate("document.activeElement.dataset.action") == target
    # ... and Enter plays the card.
    page.keyboard.press("Enter")
    assert mirror.act(target)["ok"]
    # the match as saved after the learner's card or after any of the computer's answers
    # (the first may last only the computer's pause)
    states = [mirror.to_text()]
    while mirror.waiting == "computer":
        assert mirror.computer_step()["ok"]
        states.append(mirror.to_text())
    wait_saved_any(page, "poka", states)
    assert target not in hand(page)
    assert target in page.locator('.hf-zone[data-zone="discard"]').inner_html()
    # Focus stayed on the board (the first card of the hand, or the hand itself while the computer plays).
    assert page.evaluate("Boolean(document.activeElement.closest('.hf-board'))")


def test_corrupt_saved_data_is_discarded_with_a_notice(page, built_site):
    widget = open_play(page, built_site, "poka", SEED)
    page.evaluate(f"localStorage.setItem({json.dumps(KEY)}, '{{not json')")
    page.reload()
    page.wait_for_selector(READY, timeout=BOOT_TIMEOUT)
    assert "could not be read" in widget.locator(".hf-play__notice").inner_text()
    assert widget.locator('[data-play="start"]').is_visible()
    assert page.evaluate(f"localStorage.getItem({json.dumps(KEY)})") is None

    bad = json.dumps({"v": 1, "game": "poka", "saved": "hanafuda-play 1\ngame: poka\noptions: -\nseed: 13\n"
                      "round: 12B\nposition: x\n"})
    page.evaluate(f"localStorage.setItem({json.dumps(KEY)}, {json.dumps(bad)})")
    page.reload()
    page.wait_for_selector(READY, timeout=BOOT_TIMEOUT)
    notice = widget.locator(".hf-play__notice").inner_text()
    assert "could not be restored" in notice and "not legal" in notice
    assert page.evaluate(f"localStorage.getItem({json.dumps(KEY)})") is None
    # The page still works: a new match starts.
    assert start(page) in ("you", "round-over")


def test_play_page_without_javascript(new_context, built_site):
    ctx, guard = new_context(java_script_enabled=False)
    page = ctx.new_page()
    page.goto(built_site.url("games/poka-play/"))
    fallback = page.locator('[data-hf-widget="play-board"] .hf-fallback')
    assert "needs JavaScript" in fallback.inner_text()
    board = fallback.locator(".hf-board")
    assert board.locator('[data-zone="hand-0"] [data-card]:is(svg, img)').count() == 6
    assert board.locator('[data-zone="hand-1"] svg[data-card="back"]').count() == 6
    assert board.locator("button").count() == 0
