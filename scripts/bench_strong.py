"""Strong's time per move in the browser, as the play pages see it.

    .venv/bin/python scripts/bench.py --strong [--seed 1] [--rounds 1] [--games koikoi,poka] [--no-stress]
                                               [--lock FILE]
    .venv/bin/python scripts/bench_strong.py  (the same options)

Builds the site and serves it as scripts/bench.py does, then, in headless Chromium with
bench.py's launch flags (the browser's default JavaScript engine settings: not the tests'
``--liftoff-only --no-opt``), opens each registered game's play page with a fixed deal
(``#seed=N``), chooses the largest seat count the game supports and the level Strong, starts
the match and plays the learner's side of one whole round (``--rounds N``: N rounds), each
time the first legal action, clicked on the board as a learner picks it; the computer plays
every other seat.

Every ``play.computer`` call is timed twice, without touching the product's code:

  page    from the page's request to the engine worker (its postMessage) to the reply's
          arrival on the page (an init script wraps the page's Worker);
  engine  inside the worker, from the request's arrival to the reply's posting (the engine's
          own time: the Python call, Strong's whole move; patched into the worker once the
          engine is ready).

It prints a table per run: moves, median, p95, max (ms) of both, and how many moves took
longer than the play pages' promise (a quarter of a second, everything counted).  If
stress-ng is installed the same round is played again with ``stress-ng --cpu 2`` running
(a loaded machine), and a second table is printed.
"""

from __future__ import annotations

import argparse
import math
import os
import shutil
import signal
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from bench import CHROMIUM_ARGS, ROOT, build, free_port, warm_up  # noqa: E402
from serve_site import serve_in_thread  # noqa: E402

sys.path.insert(0, str(ROOT))

PROMISE_MS = 250  # the play pages: "a quarter of a second a move, everything counted"
WAIT_MS = 180_000
READY_PLAY = '[data-hf-widget="play-board"][data-hf-mounted="ready"]'

# Page side (an init script, before the page's own scripts): the engine client's Worker,
# wrapped so that each call's request and reply are timed where the page sends and sees them.
PAGE_PROBE = """(() => {
    const Native = window.Worker;
    window.__hfCalls = [];
    window.Worker = class extends Native {
        constructor(url, options) {
            super(url, options);
            if (!options || options.name !== "hanafuda-engine") return;
            const sent = new Map();
            const post = this.postMessage;
            this.postMessage = (msg, ...rest) => {
                if (msg && msg.type === "call") sent.set(msg.id, [msg.name, performance.now()]);
                return post.call(this, msg, ...rest);
            };
            // Added before the client's onmessage handler, so it sees the reply first.
            this.addEventListener("message", (e) => {
                const m = e.data;
                if (!m || m.type !== "result" || !sent.has(m.id)) return;
                const [name, t] = sent.get(m.id);
                sent.delete(m.id);
                window.__hfCalls.push({name, ms: performance.now() - t, engineMs: m.engineMs ?? null});
            });
        }
    };
})();"""

# Worker side (evaluated in the engine worker once it is ready): each reply carries the time
# from the request's arrival in the worker to the reply's posting.
WORKER_PROBE = """() => {
    if (self.__hfTimed) return true;
    self.__hfTimed = true;
    const handle = self.onmessage;
    const post = self.postMessage.bind(self);
    const arrived = new Map();
    self.onmessage = (e) => {
        if (e.data && e.data.type === "call") arrived.set(e.data.id, performance.now());
        return handle(e);
    };
    self.postMessage = (m, ...rest) => {
        if (m && m.type === "result" && arrived.has(m.id)) {
            m.engineMs = performance.now() - arrived.get(m.id);
            arrived.delete(m.id);
        }
        return post(m, ...rest);
    };
    return true;
}"""

# The page has settled on a new state: the match saved differs from the last one, the computer
# is not moving, and it waits for the learner or the round is over.  A message (an illegal
# move, an engine error) ends the run.
SETTLED = """([store, prev]) => {
    const w = document.querySelector('.hf-play');
    const msg = w.querySelector('.hf-play__message')?.textContent;
    if (msg) return {error: msg};
    const raw = localStorage.getItem(store);
    const saved = raw ? JSON.parse(raw).saved : null;
    if (!saved || saved === prev || w.classList.contains('is-computer-moving')
        || !['you', 'round-over', 'match-over'].includes(w.dataset.waiting)) return false;
    return {saved, waiting: w.dataset.waiting};
}"""

# Make a move as a learner picks it (tests/e2e/conftest.py click_action): a card that needs a
# second choice, then its target; else the table's element with that action; else a keyboard
# button.
CLICK = """(action) => {
    const board = document.querySelector('.hf-play__board .hf-board');
    const all = (sel) => [...board.querySelectorAll(sel)];
    const first = all('.hf-card-btn[data-then]').find((b) => JSON.parse(b.dataset.then).some((t) => t.action === action));
    if (first) {
        first.click();
        const target = all('.hf-card-btn.is-target').find((b) => b.dataset.action === action);
        if (target) { target.click(); return 'target'; }
    }
    const shown = all('[data-action]:not(.hf-board__btn--alt)').find((b) => b.dataset.action === action);
    if (shown) { shown.click(); return 'shown'; }
    const alt = all('.hf-board__btn--alt').find((b) => b.dataset.action === action);
    if (alt) { alt.click(); return 'alt'; }
    return null;
}"""


def settled(page, store: str, prev: str | None) -> dict:
    got = page.wait_for_function(SETTLED, arg=[store, prev], polling=100, timeout=WAIT_MS).json_value()
    if "error" in got:
        raise RuntimeError(f"the play page says: {got['error']}")
    return got


def play_round(browser, base: str, game, seed: int, rounds: int = 1) -> dict:
    """``rounds`` rounds (fewer if the match ends first) of ``game`` at Strong, its largest
    table, deal ``seed``: the learner's moves and every engine call's times (page and engine, ms)."""
    from hanafuda_core.play import PlaySession

    seats = max(game.info.seat_counts)
    ctx = browser.new_context(viewport={"width": 1400, "height": 1000})
    ctx.add_init_script(PAGE_PROBE)
    page = ctx.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    try:
        page.goto(f"{base}games/{game.key}-play/#seed={seed}")
        page.wait_for_selector(READY_PLAY, timeout=WAIT_MS)
        page.wait_for_function("window.__hanafudaRuntime && window.__hanafudaRuntime.ready",
                               polling=100, timeout=WAIT_MS)
        worker = next(w for w in page.workers if "engine-worker" in w.url)
        worker.evaluate(WORKER_PROBE)
        form = page.locator(READY_PLAY)
        if form.locator('select[name="seats"]').count():
            form.locator('select[name="seats"]').select_option(str(seats))
        form.locator('select[name="level"]').select_option("strong")
        form.locator('[data-play="start"]').click()
        store, prev, learner, played = f"hanafuda:play:{game.key}", None, 0, 1
        while True:
            state = settled(page, store, prev)
            if state["waiting"] == "round-over" and played < rounds:
                page.locator('[data-play="next-round"]').click()
                prev, played = state["saved"], played + 1
                continue
            if state["waiting"] != "you":
                break
            session = PlaySession.from_text(state["saved"])
            assert session.level == "strong" and session.seats == seats, (session.level, session.seats)
            action = session.game.legal_actions(session.position)[0]
            if page.evaluate(CLICK, action) is None:
                raise RuntimeError(f"{game.key}: the board offers no {action!r}")
            prev, learner = state["saved"], learner + 1
        calls = page.evaluate("window.__hfCalls")
    finally:
        ctx.close()
    if errors:
        raise RuntimeError(f"{game.key}: JavaScript errors on the page: {errors}")
    moves = [c for c in calls if c["name"] == "play.computer"]
    return {"game": game.key, "seats": seats, "rounds": played, "learner": learner,
            "page": [c["ms"] for c in moves], "engine": [c["engineMs"] for c in moves if c["engineMs"] is not None]}


def run(base: str, games: list, seed: int, rounds: int) -> list[dict]:
    from playwright.sync_api import sync_playwright

    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path="/usr/bin/chromium", args=CHROMIUM_ARGS)
        try:
            warm_up(browser, base)
            return [play_round(browser, base, g, seed, rounds) for g in games]
        finally:
            browser.close()


def p95(xs: list[float]) -> float:
    s = sorted(xs)
    return s[max(0, math.ceil(0.95 * len(s)) - 1)]


def table(title: str, rows: list[dict]) -> str:
    out = [f"\n{title}\n",
           "| game | seats | rounds | learner moves | computer moves | page median | page p95 | page max "
           f"| engine median | engine p95 | engine max | page > {PROMISE_MS} ms |",
           "|---|---|---|---|---|---|---|---|---|---|---|---|"]
    for r in rows:
        pg, en = r["page"], r["engine"]
        figs = [f"{f(xs):.0f}" if xs else "-" for xs in (pg, en) for f in (statistics.median, p95, max)]
        over = sum(1 for x in pg if x > PROMISE_MS)
        out.append(f"| {r['game']} | {r['seats']} | {r['rounds']} | {r['learner']} | {len(pg)} | " + " | ".join(figs)
                   + f" | {over} of {len(pg)} |")
    return "\n".join(out)


def stressed(base: str, games: list, seed: int, rounds: int) -> list[dict]:
    """The same rounds with ``stress-ng --cpu 2`` running (its own process group, ended after)."""
    proc = subprocess.Popen(["stress-ng", "--cpu", "2"], stdout=subprocess.DEVNULL,
                            stderr=subprocess.DEVNULL, start_new_session=True)
    try:
        time.sleep(1)
        if proc.poll() is not None:
            raise RuntimeError(f"stress-ng ended at once (exit status {proc.returncode})")
        return run(base, games, seed, rounds)
    finally:
        os.killpg(proc.pid, signal.SIGTERM)
        proc.wait(timeout=30)


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--seed", type=int, default=1, help="the deal number of every game's match (default 1)")
    ap.add_argument("--rounds", type=int, default=1, help="rounds played per game (default 1; fewer if the match ends)")
    ap.add_argument("--games", help="comma-separated game keys (default: every registered game)")
    ap.add_argument("--no-stress", action="store_true", help="skip the run under stress-ng --cpu 2")
    ap.add_argument("--lock", metavar="FILE", help="hold this lock file (flock) while the browser runs")
    args = ap.parse_args(argv)
    from hanafuda_core.games import all_games

    games = [g for g in all_games() if not args.games or g.key in args.games.split(",")]
    stress = not args.no_stress and shutil.which("stress-ng")
    port = free_port()
    base = f"http://127.0.0.1:{port}/"
    with tempfile.TemporaryDirectory() as tmp:
        out = Path(tmp) / "site"
        build(out, base)
        if args.lock:
            import fcntl

            lock = open(args.lock, "a")
            fcntl.flock(lock, fcntl.LOCK_EX)  # released when the process ends
        server = serve_in_thread(out, port)
        try:
            plain = run(base, games, args.seed, args.rounds)
            print(table(f"Strong, time per computer move in ms (deal {args.seed}, Chromium's default flags, "
                        f"{os.cpu_count()} cores)", plain), flush=True)
            if stress:
                print(table("The same with stress-ng --cpu 2 running", stressed(base, games, args.seed, args.rounds)))
            elif not args.no_stress:
                print("\n(stress-ng is not installed: no run on a loaded machine)")
        finally:
            server.shutdown()


if __name__ == "__main__":
    main()
