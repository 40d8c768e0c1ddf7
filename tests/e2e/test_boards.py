"""End to end: the boards of every game fit one screen and do not move
between turns (parametrised over the registry's games with a play page).
Both are measured at every action of a whole round, at both screen sizes,
in the started match's own board (``test_every_turn_of_a_round_fits_one_screen``):
the dealt table, its fullest state, is one of those actions, and the learner's
hand stays where it is from the first to the last.

Each game's play page is opened once for all of these tests (``play_tab``):
each test starts its own match there with the page's "New match", at its
own screen size, so the Python runtime starts once a game, not once a test."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from hanafuda_core import games
from hanafuda_core.messages import ENGLISH, msg, written
from hanafuda_core.play import PlaySession

from .conftest import open_context
from .looks import CUT_TEXT
from tests.project_tutorials import section_pages

ROOT = Path(__file__).resolve().parents[2]
KEYS = [g.key for g in games.all_games() if g.site.page("play") in section_pages()]
TABLES = [(k, n) for k in KEYS
          for n in sorted({min(games.get(k).info.seat_counts), max(games.get(k).info.seat_counts)})]
"""Each game's smallest table (the largest hands) and its largest (the most
players, the size the boards are made for).  A size between has fewer players
than the largest and smaller hands than the smallest (its field may be larger:
Sakura deals twelve field cards at six players); each was measured when its
layout was made (docs/design/testing.md)."""
SIZES = {"desktop": (1400, 900), "phone": (360, 740)}
BOOT = 60_000
HEADER = 48  # Material's sticky header


@pytest.fixture(scope="module")
def play_tab(browser, built_site):
    """``play_tab(key)``: the game's play page, in a tab of its own kept for
    this file's tests, so that its engine starts once: each test starts its
    own match there (``_start``), as a learner plays match after match.  What
    the tab logs as a page error fails the test that was running
    (``_no_page_errors``); a request leaving the test server fails the last."""
    tabs: dict[str, object] = {}
    contexts = []

    def tab(key, edition=""):
        """``edition``: another language's folder (``ja/``), or the first language's ``""``."""
        if edition + key not in tabs:
            ctx, guard = open_context(browser, built_site)
            contexts.append((ctx, guard))
            page = ctx.new_page()
            page.errors = []
            page.on("pageerror", lambda e, page=page: page.errors.append(str(e)))
            page.goto(built_site.url(edition + games.get(key).site.page("play")[:-3] + "/") + "#seed=5")
            page.wait_for_selector('[data-hf-widget="play-board"][data-hf-mounted="ready"]', timeout=BOOT)
            tabs[edition + key] = page
        return tabs[edition + key]

    tab.tabs = tabs
    yield tab
    for ctx, guard in contexts:
        ctx.close()
        assert guard.external == [], f"requests outside 127.0.0.1: {guard.external}"


@pytest.fixture(autouse=True)
def _no_page_errors(play_tab):
    yield
    for key, page in play_tab.tabs.items():
        errors, page.errors[:] = list(page.errors), []
        assert errors == [], f"JavaScript errors on the {key} play page: {errors}"


def _start(play_tab, key, size, seed=5, seats=None, language=ENGLISH):
    """A new match of ``key`` (the deal ``seed``, ``seats`` players: by default
    the game's first seat count) on the game's play page at ``size`` (in
    ``language``'s edition), started from the page's options form, once the
    page waits for the learner."""
    w, h = SIZES[size]
    game = games.get(key)
    seats = seats or game.info.seat_counts[0]
    page = play_tab(key, "" if language is ENGLISH else f"{language.code}/")
    page.set_viewport_size({"width": w, "height": h})
    start = page.locator('[data-play="start"]')
    if not start.is_visible():
        # "New match" takes the deal's number from the address when it draws its
        # form; the address is set in the same task as the click, so Material's
        # anchor tracking (which writes the section scrolled to) cannot come between.
        page.evaluate("""(s) => {
            history.replaceState(history.state, '', '#seed=' + s);
            document.querySelector('.hf-play__toolbar [data-play="new"]').click();
        }""", str(seed))
    assert page.locator(".hf-play__seed").inner_text() == language.write(msg("Deal number {seed}", seed=seed))
    if len(game.info.seat_counts) > 1:
        page.locator('.hf-play select[name="seats"]').select_option(str(seats))
    start.click()
    start.wait_for(state="hidden", timeout=BOOT)
    mirror = PlaySession(key, seed=seed, seats=seats)
    while mirror.waiting == "computer":
        assert mirror.computer_step()["ok"]
    store = f"hanafuda:play:{key}"
    page.wait_for_function(f"t => (JSON.parse(localStorage.getItem({json.dumps(store)})) || {{}}).saved === t",
                           arg=mirror.to_text(), timeout=BOOT)
    page.wait_for_selector('.hf-play[data-waiting="you"]', timeout=BOOT)
    return page


def _round_views(key: str, seats: int, seed: int, language=ENGLISH) -> list[tuple[dict, str, str]]:
    """Every state of a whole round played by the computer on every seat (the
    learner's too, with the same player the "Hint" button uses), as the
    play widget would show it: the view model after each action, the
    computer's words the widget shows since the learner's last move, and at
    every third decision of the learner's the hint the "Hint" button gives
    there, worded as the page words it (play-board.js), all in ``language``."""
    from hanafuda_core.rng import Rng

    s = PlaySession(key, seed=seed, seats=seats)
    s.view(show_legal=True)  # the fullest table: every legal move ticked
    states, said, decisions = [], [], 0
    for _ in range(2000):
        w = s.waiting
        hint = ""
        if w == "you" and decisions % 3 == 0:
            h = s.hint()["hint"]
            hint = language.write(msg("Hint: {hint}", hint=h["text"]))
        states.append((written(s.view(), language), " ".join(said), hint))
        if w == "computer":
            r = s.computer_step()
            assert r["ok"], r
            said.append(written(r["text"], language))
        elif w == "you":
            move = s.game.computer.choose(s.position, Rng(f"{seed}/learner/{len(s.rounds[-1])}"))
            assert s.act(move)["ok"], move
            said = []
            decisions += 1
        else:
            return states
    raise AssertionError(f"{key}: a round of more than 2000 actions")


# One state drawn and measured (MEASURE_ALL: each state of a round in turn, in one call).
MEASURE = """([view, said, hinted]) => {
    const box = document.querySelector('.hf-play__board');
    const message = document.querySelector('.hf-play__message');
    const hint = document.querySelector('.hf-play__hint');
    const last = document.querySelector('.hf-play__last');
    last.textContent = said;
    hint.textContent = hinted;
    // As the page places its messages (play-board.js).
    window.__hfRender(box, view, {onAction: () => {}, after: [message, hint], end: [last]});
    // As the page does at a round's end: its "Next round" button in the outcome box.
    const after = (window.__hfAfter ||= document.querySelector('.hf-play__after'));
    const outcome = box.querySelector('.hf-board__outcome');
    after.hidden = !(view.waiting === 'round-over' && outcome && !outcome.hidden);
    after.querySelector('[data-play="next-round"]').hidden = after.hidden;
    if (!after.hidden) outcome.append(after);
    const r = (s) => { const e = box.querySelector(s) || document.querySelector(s);
                       if (!e || e.hidden || !e.getClientRects().length) return null;
                       const b = e.getBoundingClientRect(); return {top: b.top, bottom: b.bottom, left: b.left, right: b.right}; };
    const info = box.querySelector('.hf-board__info');
    return {
        table: r('.hf-board__table'),
        above: box.querySelector('.hf-board__table').getBoundingClientRect().top - box.getBoundingClientRect().top,
        // What the learner needs to act: the status (or, at a round's end, the
        // outcome box, where the page puts its "Next round" button), the
        // buttons, and a message about a refused move.
        parts: ['.hf-board__status', '.hf-board__outcome', '.hf-board__buttons',
                '.hf-play__message:not(:empty)'].map(r).filter(Boolean),
        infoScrolls: info ? info.scrollWidth > info.clientWidth + 1 : false,
        wide: [...box.querySelectorAll('.hf-zone')].some((z) => {
            const b = z.getBoundingClientRect(); return b.left < -1 || b.right > innerWidth + 1; }),
        hidden: [...box.querySelectorAll('.hf-board__info-item, .hf-zone__label')].some((e) => {
            const b = e.getBoundingClientRect(); return b.width > 0 && (b.left < -1 || b.right > innerWidth + 1); }),
        // Every capture pile says whose it is, on a phone too.
        unnamed: [...box.querySelectorAll('.hf-zone--captured')].filter((z) => {
            const l = z.querySelector(':scope > .hf-zone__label');
            return !l || !l.getClientRects().length || l.getBoundingClientRect().width < 1;
        }).map((z) => z.dataset.zone),
        // No room kept empty between what the learner acts on and the score strip
        // (with no message and no hint shown).
        gap: !hinted && info ? info.getBoundingClientRect().top - Math.max(...['.hf-board__status', '.hf-board__outcome',
            '.hf-board__buttons'].map(r).filter(Boolean).map((b) => b.bottom)) : 0,
        // A hint shown: from the top of the learner's hand to the hint's end.
        hintSpan: hinted ? hint.getBoundingClientRect().bottom
            - box.querySelector('.hf-zone[data-zone="hand-0"]').getBoundingClientRect().top : 0,
        // Where the learner's hand sits on the page (it may not move between turns).
        hand: ((b) => b ? b.top + scrollY : null)(r('.hf-zone[data-zone="hand-0"]')),
        // Text cut off by a box that hides what overflows it (looks.CUT_TEXT).
        cut: (""" + CUT_TEXT + """)('.hf-play'),
    };
}"""
MEASURE_ALL = "(states) => states.map(" + MEASURE + ")"


@pytest.mark.parametrize(("key", "seats"), TABLES, ids=[f"{k}-{n}" for k, n in TABLES])
def test_every_turn_of_a_round_fits_one_screen(play_tab, key, seats):
    _check_every_turn_fits(play_tab, key, seats, ENGLISH)


def test_every_turn_of_a_japanese_round_fits_one_screen(play_tab):
    """The same, on the Japanese edition's Koi-Koi play page, with every text
    written in Japanese (longer lines in places, no word breaks)."""
    import sys

    sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "scripts"))
    from sitegen import languages

    _check_every_turn_fits(play_tab, "koikoi", 2, languages.language("ja"))


def _check_every_turn_fits(play_tab, key, seats, language):
    """The computer plays a whole round on every seat; the play page draws each
    state with its own renderer (assets/js/board.js) in the started match's
    board, and at every action, at both screen sizes: the table, the status,
    the buttons and the messages fit the screen under the header, nothing
    sticks out sideways, the info strip wraps rather than scrolls, every
    capture pile shows whose it is, the table keeps one height and the
    learner's hand one place on the page for the whole round, no box cuts
    the text it holds (yaku names, what the computer did, a hint, at every
    third decision of the learner's), a hint shown fits
    one screen with the learner's hand, and no empty room is kept between the
    status (or the round's result, or the buttons) and the score strip."""
    page = _start(play_tab, key, "desktop", seats=seats, language=language)
    page.evaluate("""async () => {
        const href = document.querySelector('link[rel=modulepreload][href*="assets/js/board.js"]').href;
        window.__hfRender = (await import(href)).renderBoard;
    }""")
    states = _round_views(key, seats, seed=5, language=language)
    problems = []
    for size, (w, h) in SIZES.items():
        page.set_viewport_size({"width": w, "height": h})
        heights, hands = set(), set()
        for i, ((view, _, _), m) in enumerate(zip(states, page.evaluate(MEASURE_ALL, states))):
            t = m["table"]
            heights.add(round(t["bottom"] - t["top"]))
            if m["hand"] is not None:  # (none drawn)
                hands.add(round(m["hand"]))
            bottom = max(p["bottom"] for p in m["parts"] + [t])
            where = f"{size}, action {i} of {len(states) - 1} ({view['waiting']})"
            if bottom - t["top"] > h - HEADER:
                problems.append(f"{where}: {bottom - t['top']:.0f}px tall for {h - HEADER}px")
            if m["wide"] or m["hidden"]:
                problems.append(f"{where}: something sticks out sideways")
            if m["infoScrolls"]:
                problems.append(f"{where}: the info strip scrolls")
            if m["unnamed"]:
                problems.append(f"{where}: capture piles drawn without whose they are: {m['unnamed']}")
            if m["gap"] > 16:
                problems.append(f"{where}: {m['gap']:.0f}px of empty room above the score strip")
            if m["hintSpan"] > h - HEADER:
                problems.append(f"{where}: the hand and the hint take {m['hintSpan']:.0f}px for {h - HEADER}px")
            problems += [f"{where}: text cut off: {c}" for c in m["cut"]]
        if max(heights) - min(heights) > 1:
            problems.append(f"{size}: the table's height changes between turns: {sorted(heights)}")
        if max(hands) - min(hands) > 1:
            problems.append(f"{size}: the learner's hand moves between turns: its top at {sorted(hands)}")
    assert not problems, f"{key} with {seats} players:\n" + "\n".join(problems[:40])
