"""End to end: playing Koi-Koi against the computer on the "Play Koi-Koi" page.

The page deals a fixed match when the address ends in ``#seed=N``.  The
same match is mirrored here with :class:`hanafuda_core.play.PlaySession`
(same seed, same moves), so the test knows the learner's cards, which moves
are legal, and what the saved game must be after every step.
"""

from __future__ import annotations

import json

import pytest

from hanafuda_core.messages import ENGLISH, written
from hanafuda_core.play import PlaySession, describe_options
from hanafuda_core.words import capitalized

from tests.e2e.conftest import click_action, open_play, wait_for_turn
from tests.e2e.looks import hint_cut

# The tab kept across tests (tests/e2e/conftest.py, WarmTab): the engine starts once.
pytestmark = pytest.mark.warm

READY = '[data-hf-widget="play-board"][data-hf-mounted="ready"]'
BOOT_TIMEOUT = 60_000
SEED = 3  # the computer deals and plays 3B; the learner then holds 1C1, which matches two field cards
TWO_TARGETS = "1C1"
KEY = "hanafuda:play:koikoi"


def hand(page) -> list[str]:
    return page.locator('.hf-zone[data-zone="hand-0"] [data-card]:is(svg, img)').evaluate_all(
        "els => els.map(e => e.dataset.card)")


def saved(page) -> str:
    raw = page.evaluate(f"localStorage.getItem({json.dumps(KEY)})")
    return json.loads(raw)["saved"]


def wait_saved(page, mirror: PlaySession):
    page.wait_for_function(f"t => JSON.parse(localStorage.getItem({json.dumps(KEY)})).saved === t",
                           arg=mirror.to_text())


def mirror_to_learner(s: PlaySession) -> PlaySession:
    while s.waiting == "computer":
        s.computer_step()
    return s


def legal(s: PlaySession) -> list[str]:
    return [a.text() for a in s.match.position.legal_actions()]


def test_play_koikoi_with_the_mouse(page, built_site):
    widget = open_play(page, built_site, "koikoi", SEED)
    # The options form comes from the engine: the preset and one control per option.
    opts = written(describe_options("koikoi"), ENGLISH)  # (its words are messages, written as the page gets them)
    assert widget.locator(".hf-play__option").count() == len(opts)
    # The single rules are in a box that opens under the rule set.
    widget.locator(".hf-play__more summary").click()
    text = widget.locator(".hf-play__options").inner_text()
    for o in opts[1:]:
        assert o["description"] in text
    assert "Deal number 3" in widget.inner_text()

    mirror = mirror_to_learner(PlaySession("koikoi", seed=SEED))
    page.locator('[data-play="start"]').click()
    assert wait_for_turn(page, "you", "round-over") == "you"
    assert saved(page) == mirror.to_text()
    assert hand(page) == [c.code for c in mirror.match.position.hand(0)]
    assert "Computer plays the Curtain (March)" in widget.locator(".hf-play__last").inner_text()
    info = widget.locator(".hf-board").inner_text()
    assert "Your yaku" in info and "Computer's yaku" in info
    # A hint: the engine's, shown whole on a wide screen and on a phone.
    cut = hint_cut(page)
    assert not cut, "\n".join(cut)
    # (the move as the sentence starts it; the figures depend on the deals weighed within the browser's time)
    assert capitalized(str(mirror.hint()["hint"]["words"])) in widget.locator(".hf-play__hint").inner_text()

    # The card matches two field cards: picking it marks both and asks nothing
    # of the engine yet; picking it again puts it back.
    before = saved(page)
    pick = widget.locator(f'.hf-zone[data-zone="hand-0"] .hf-card-btn[data-action="{TWO_TARGETS}"]')
    pick.click()
    assert widget.locator(".hf-card-btn.is-target").count() == 2
    pick.click()
    assert widget.locator(".hf-card-btn.is-target").count() == 0
    assert widget.locator(".hf-play__message").inner_text() == ""
    assert saved(page) == before and hand(page) == [c.code for c in mirror.match.position.hand(0)]

    # Legal moves: play the learner's turn(s) by clicking what the engine offers
    # (a hand card, a target button, a field card for the turned-up card, stop/koi-koi).
    moves = 0
    while mirror.waiting == "you":
        move = next(a for a in legal(mirror) if a != "koikoi")
        click_action(widget, move)
        assert mirror.act(move)["ok"]
        moves += 1
        if mirror.waiting != "you":
            break  # the page holds the state after the computer's answers: waited for below
        wait_saved(page, mirror)
        assert widget.locator(".hf-play__message").inner_text() == ""
    assert moves >= 1
    # The computer answers, one move at a time.
    mirror_to_learner(mirror)
    wait_for_turn(page, "you", "round-over", "match-over")
    wait_saved(page, mirror)
    assert widget.locator(".hf-play__message").inner_text() == ""
    log = widget.locator(".hf-board__log li").all_text_contents()
    assert any(line.startswith("You play ") for line in log)
    assert any(line.startswith("Computer ") for line in log[-2:])
    if mirror.waiting == "round-over":
        assert str(mirror.view()["outcome"]["text"]) in widget.locator(".hf-board__outcome").inner_text()

    # Undo: back to before the learner's last decision (the computer's answer is undone too).
    mirror.undo()
    widget.locator('[data-play="undo"]').click()
    wait_saved(page, mirror)
    assert wait_for_turn(page, "you") == "you"
    assert hand(page) == [c.code for c in mirror.match.position.hand(0)]

    # Reload: the saved match is offered under its own key and resumes exactly.
    assert page.evaluate("localStorage.getItem('hanafuda:play:poka')") is None
    page.reload()
    page.wait_for_selector(READY, timeout=BOOT_TIMEOUT)
    resume = widget.locator('[data-play="resume"]')
    resume.wait_for()
    resume.click()
    wait_for_turn(page, "you")
    assert saved(page) == mirror.to_text()


def test_koikoi_page_without_javascript(new_context, built_site):
    ctx, guard = new_context(java_script_enabled=False)
    page = ctx.new_page()
    page.goto(built_site.url("games/koikoi-play/"))
    fallback = page.locator('[data-hf-widget="play-board"] .hf-fallback')
    assert "needs JavaScript" in fallback.inner_text() and "Koi-Koi" in fallback.inner_text()
    board = fallback.locator(".hf-board")
    assert board.locator('[data-zone="hand-0"] [data-card]:is(svg, img)').count() == 8
    assert board.locator('[data-zone="field"] [data-card]:is(svg, img)').count() == 8
    assert board.locator("button").count() == 0


def test_click_the_hand_card_then_the_field_card_it_captures(page, built_site):
    widget = open_play(page, built_site, "koikoi", SEED)
    mirror = mirror_to_learner(PlaySession("koikoi", seed=SEED))
    page.locator('[data-play="start"]').click()
    wait_for_turn(page, "you")
    targets = [a for a in legal(mirror) if a.startswith(TWO_TARGETS + ">")]
    assert len(targets) == 2
    before = saved(page)
    # Picking the hand card changes nothing yet: it marks the two field cards it may take.
    widget.locator(f'.hf-zone[data-zone="hand-0"] .hf-card-btn[data-action="{TWO_TARGETS}"]').click()
    marked = widget.locator('.hf-zone[data-zone="field"] .hf-card-btn.is-target')
    assert sorted(marked.evaluate_all("els => els.map(e => e.dataset.action)")) == sorted(targets)
    assert saved(page) == before
    assert widget.locator(".hf-play__message").inner_text() == ""
    # Picking a marked field card plays the capture.
    chosen = marked.first.get_attribute("data-action")
    marked.first.click()
    assert mirror.act(chosen)["ok"]
    mirror_to_learner(mirror)
    wait_saved(page, mirror)


def _choose(widget, name: str, label: str) -> None:
    widget.locator(f'select[name="{name}"]').select_option(label=label)


def test_choose_a_rule_set_and_start_a_match(page, built_site):
    """Pick a rule set (and change one of its rules) on the form; the match is
    played and saved under those rules, and the form said what they are."""
    from hanafuda_core.games.koikoi import PRESETS, KoiKoiOptions

    widget = open_play(page, built_site, "koikoi", 5)
    modern = PRESETS["modern"]
    _choose(widget, "preset", modern.name)
    # the rule set's description is shown, and each single rule names its value in this set
    assert modern.description in widget.locator(".hf-play__choice-desc:not(.hf-play__level *)").inner_text()  # the rule set's, not the level's
    widget.locator(".hf-play__more summary").click()
    first = widget.locator('select[name="five_lights"] option').first.inner_text()
    assert first == "The rule set's choice: 15 points"
    assert widget.locator(".hf-play__more-count").inner_text() == ""
    # change one rule: a custom set built on the modern rules
    _choose(widget, "rounds", "6 (half a year)")
    assert "1 changed: a custom set" in widget.locator(".hf-play__more-count").inner_text()
    page.locator('[data-play="start"]').click()
    wait_for_turn(page, "you", "computer", "round-over")
    text = saved(page)
    assert "options: modern,rounds=6\n" in text
    mirror = PlaySession("koikoi", options={"preset": "modern", "rounds": 6}, seed=5)
    assert mirror.options == KoiKoiOptions("modern", rounds=6)
    # the board says which rules are played, in words
    info = widget.locator(".hf-board").inner_text()
    assert "Modern Japanese rules (Rounds in the match: 6 (half a year))" in info
    assert "of 6" in info
    mirror_to_learner(mirror)
    wait_saved(page, mirror)
    # the rules are saved with the match: a reload resumes under them
    page.reload()
    page.wait_for_selector(READY, timeout=BOOT_TIMEOUT)
    widget.locator('[data-play="resume"]').click()
    wait_for_turn(page, "you", "round-over", "match-over")
    assert "Modern Japanese rules" in widget.locator(".hf-board").inner_text()


def test_the_koikoi_japan_rule_set_and_its_new_rules_on_the_form(page, built_site):
    """The KoiKoi-Japan set is offered by its name; its single rules name their
    values (viewing yaku 1 point, 3 after your own koi-koi; KoiKoi-Japan's
    koi-koi schedule), and a rule it does not use (the Rain Man or the
    Lightning spoiling the viewing yaku) is saved with the match."""
    from hanafuda_core.games.koikoi import PRESETS

    widget = open_play(page, built_site, "koikoi", 6)
    japan = PRESETS["koikoi-japan"]
    _choose(widget, "preset", japan.name)
    assert japan.description in widget.locator(".hf-play__choice-desc:not(.hf-play__level *)").inner_text()  # the rule set's, not the level's
    widget.locator(".hf-play__more summary").click()
    first = lambda name: widget.locator(f'select[name="{name}"] option').first.inner_text()  # noqa: E731
    assert first("viewing_points") == "The rule set's choice: 1 point each"
    assert first("viewing_after_koikoi") == "The rule set's choice: 3 points each"
    assert first("koikoi_bonus") == ("The rule set's choice: 1 point per call up to three calls, "
                                     "then ×(calls − 2)")
    assert first("rounds") == "The rule set's choice: 8 rounds"
    _choose(widget, "viewing_spoiler", "The Rain Man or the Lightning")
    page.locator('[data-play="start"]').click()
    wait_for_turn(page, "you", "computer", "round-over")
    assert "options: koikoi-japan,spoiled-by=rain-man-or-lightning\n" in saved(page)
    assert "KoiKoi-Japan (video game)" in widget.locator(".hf-board").inner_text()


def test_leaving_the_page_while_the_computer_moves(page, built_site):
    """A learner who leaves the play page (Material's instant navigation takes the
    board out of the page) while the computer is about to move: the board stops
    quietly, without an error, and the computer's turn waits in the saved match."""
    from tests.e2e.conftest import start_match

    widget, mirror = start_match(page, built_site, "koikoi", SEED)
    before = saved(page)
    # The board is taken out of the page the moment the computer's turn starts, as
    # instant navigation does when a link is followed then.
    page.evaluate("""() => {
        const wrap = document.querySelector('.hf-play');
        window.__hfLeft = wrap;
        new MutationObserver((_, obs) => {
            if (!wrap.classList.contains('is-computer-moving')) return;
            obs.disconnect();
            wrap.closest('[data-hf-widget]').remove();
        }).observe(wrap, {attributes: true, attributeFilter: ['class']});
    }""")
    click_action(widget, legal(mirror)[0])
    page.wait_for_function("() => !document.querySelector('[data-hf-widget=\"play-board\"]')")
    # Its computer's turn ends once the left board sees it is out of the page.
    page.wait_for_function("() => !window.__hfLeft.classList.contains('is-computer-moving')", timeout=BOOT_TIMEOUT)
    assert saved(page) != before  # the learner's move was kept
    assert json.loads(page.evaluate(f"localStorage.getItem({json.dumps(KEY)})"))["saved"] == saved(page)
