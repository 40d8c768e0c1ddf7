"""Benchmark: every lesson and puzzle page solved from a cold load with Python held back.

    .venv/bin/python scripts/bench_walk.py [--pages SUBSTRING] [--lock FILE]

Builds the site, serves it, and for each lesson and puzzle page opens it in a
fresh browser context while the test server holds back every file of the
Python runtime (as a connection too slow to deliver them would): every step of
the page is then solved as a learner would, move after move (a question: its
answers, then Check), each verdict judged from the engine's answers recorded
at build time (scripts/sitegen/answers.py).  Once on the desktop network, once
on Chromium's emulated slow mobile network (1.6 Mbit/s, 150 ms).

Figures per page and the worst page:
  record           the page's recorded answers, brotli (the copy a browser gets)
  bytes judged     bytes on the wire until the last step's verdict is shown
  slowest verdict  the longest time from a click to the frame showing its verdict
  live calls       calls that went to the engine (0: the page never waited for Python)
and the build's time with every tree recorded.

Targets (issue 35): bytes judged <= 300 KB on every page; on the slow mobile
network every verdict within 150 ms of its click; the build <= 60 s.
"""

from __future__ import annotations

import argparse
import json
import sys
import tempfile
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT), str(ROOT / "scripts")]

from bench import CHROMIUM_ARGS, MOBILE, build, free_port, warm_up, wire_bytes  # noqa: E402
from serve_site import serve_in_thread  # noqa: E402

BYTES_TARGET = 300 * 1000
VERDICT_TARGET_MS = 150
BUILD_TARGET_S = 60

# Play one move (or a question's answers) on a widget and resolve with the time
# from the deciding click to the frame that shows the verdict.
PLAY_JS = """async ([id, kind, moves]) => {
    const w = document.getElementById(id);
    const painted = () => new Promise((r) => requestAnimationFrame(() => r(performance.now())));
    const settled = () => new Promise((resolve) => {
        const done = () => !w.dataset.busy && w.querySelector('.hf-feedback').textContent;
        if (done()) return resolve();
        const watch = new MutationObserver(() => { if (done()) { watch.disconnect(); resolve(); } });
        watch.observe(w, {subtree: true, childList: true, attributes: true, characterData: true});
    });
    const times = [];
    if (kind === "question") {
        for (const v of moves) w.querySelector(`[data-choice="${CSS.escape(v)}"]`).click();
        const t = performance.now();
        w.querySelector('[data-tool="check"]').click();
        await settled();
        times.push((await painted()) - t);
        return times;
    }
    for (const a of moves) {
        const fb = w.querySelector('.hf-feedback');
        fb.textContent = "";
        let button = w.querySelector(`.hf-board [data-action="${CSS.escape(a)}"]:not(.hf-board__btn--alt)`);
        if (!button) {
            const card = [...w.querySelectorAll('.hf-card-btn[data-then]')]
                .find((b) => JSON.parse(b.dataset.then).some((t) => t.action === a));
            card.click();
            button = w.querySelector(`.hf-card-btn.is-target[data-action="${CSS.escape(a)}"]`);
        }
        const t = performance.now();
        button.click();
        await settled();
        times.push((await painted()) - t);
    }
    return times;
}"""


def _solution(cfg: dict) -> tuple[str, list[str]]:
    from hanafuda_core import games
    from hanafuda_core.learning import judge
    from hanafuda_core.learning.goals import make_goal

    game = games.get(cfg["game"])
    start = game.parse_position(cfg["position"])
    goal = make_goal(game, cfg["goal"])
    goal.prepare(start)
    if goal.kind == "question":
        return "question", sorted(goal.correct(start))
    return "move", judge.solve(game, goal, start, limit=1)[0]


def _pages(site: Path, only: str | None) -> list[str]:
    found = []
    for index in sorted(site.glob("*/*/*/index.html")):
        rel = index.parent.relative_to(site).as_posix() + "/"
        if rel.split("/")[1] in ("lessons", "puzzles") and (not only or only in rel):
            found.append(rel)
    return found


def walk(browser, server, base: str, site: Path, path: str, mobile: bool) -> dict:
    """One page solved from a cold load with Python held back; its figures."""
    import html as _html
    import re

    text = (site / path / "index.html").read_text(encoding="utf-8")
    widgets = [(wid, json.loads(_html.unescape(cfg))) for cfg, wid in
               re.findall(r'data-hf-widget="exercise" data-hf-config="([^"]*)"[^>]*?\sid="([^"]+)"', text)]
    # The steps the record answers whole (any other is left to the live engine:
    # counted, not walked).
    whole = set(json.loads((site / path / "index.answers.json").read_text(encoding="utf-8"))["whole"])
    left = [wid for wid, cfg in widgets if cfg["id"] not in whole]
    widgets = [(wid, cfg) for wid, cfg in widgets if cfg["id"] in whole]
    release = threading.Event()
    server.gate = lambda p: release.wait(120) if "/assets/pyodide/" in p or "/assets/engine/" in p else None
    ctx = browser.new_context(viewport={"width": 1400, "height": 1000})
    finished: list = []
    ctx.on("requestfinished", lambda req: finished.append(req))
    page = ctx.new_page()
    try:
        if mobile:
            cdp = ctx.new_cdp_session(page)
            cdp.send("Network.enable")
            cdp.send("Network.emulateNetworkConditions", MOBILE)
        page.goto(base + path, wait_until="commit", timeout=300_000)
        times: list[float] = []
        assert widgets or left, f"{path}: no exercise found"
        for wid, cfg in widgets:
            page.wait_for_selector(f'#{wid}[data-hf-mounted="ready"]', timeout=300_000)
            page.locator(f"#{wid}").scroll_into_view_if_needed()
            kind, moves = _solution(cfg)
            times += page.evaluate(PLAY_JS, [wid, kind, moves])
            assert page.locator(f"#{wid} .hf-feedback--right").count() == 1, f"{path}: {wid} was not solved"
        judged = list(finished)
        runtime = page.evaluate("window.__hanafudaRuntime || {}")
        return {"steps": len(widgets), "left": len(left), "bytes": sum(wire_bytes(r) for r in judged),
                "slowest": max(times, default=0.0),
                "live": runtime.get("liveAnswers", 0) + (1 if runtime.get("ready") else 0)}
    finally:
        release.set()
        server.gate = None
        ctx.close()


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--pages", metavar="SUBSTRING", help="only the pages whose path holds this")
    ap.add_argument("--lock", metavar="FILE", help="hold this lock file (flock) while the browser runs")
    args = ap.parse_args(argv)
    from playwright.sync_api import sync_playwright

    port = free_port()
    base = f"http://127.0.0.1:{port}/"
    rows = []
    with tempfile.TemporaryDirectory() as tmp:
        site = Path(tmp) / "site"
        build_s = build(site, base)
        if args.lock:
            import fcntl

            lock = open(args.lock, "a")
            fcntl.flock(lock, fcntl.LOCK_EX)  # released when the process ends
        server = serve_in_thread(site, port)
        try:
            with sync_playwright() as p:
                browser = p.chromium.launch(executable_path="/usr/bin/chromium", args=CHROMIUM_ARGS)
                warm_up(browser, base)
                for path in _pages(site, args.pages):
                    record = site / path / "index.answers.json.br"
                    desk = walk(browser, server, base, site, path, mobile=False)
                    slow = walk(browser, server, base, site, path, mobile=True)
                    rows.append((path, record.stat().st_size if record.exists() else 0, desk, slow))
                    print(f"  {path}: {desk} / mobile {slow}", file=sys.stderr, flush=True)
                browser.close()
        finally:
            server.shutdown()

    print(f"\nEvery lesson and puzzle page solved from a cold load, Python held back ({len(rows)} pages)\n")
    print("| page | steps walked | left to the engine | record (brotli) | bytes until every step judged | "
          "slowest verdict | slow mobile: slowest verdict | live calls |")
    print("|---|---|---|---|---|---|---|---|")
    for path, rec, desk, slow in rows:
        print(f"| {path} | {desk['steps']} | {desk['left']} | {rec / 1024:.1f} KiB | {desk['bytes'] / 1024:.0f} KiB | "
              f"{desk['slowest']:.0f} ms | {slow['slowest']:.0f} ms | {desk['live'] + slow['live']} |")
    worst_bytes = max(d["bytes"] for _, _, d, _ in rows)
    worst_slow = max(s["slowest"] for *_, s in rows)
    live = sum(d["live"] + s["live"] for *_, d, s in rows)
    print("\n| measure | value | target | |\n|---|---|---|---|")
    print(f"| full site build, every tree recorded | {build_s:.1f} s | <= {BUILD_TARGET_S} s | "
          f"{'ok' if build_s <= BUILD_TARGET_S else 'MISSED'} |")
    print(f"| largest record (brotli) | {max(r for _, r, _, _ in rows) / 1024:.1f} KiB | | |")
    print(f"| most bytes until every step is judged | {worst_bytes / 1000:.0f} KB | <= 300 KB | "
          f"{'ok' if worst_bytes <= BYTES_TARGET else 'MISSED'} |")
    print(f"| slowest verdict on the slow mobile network | {worst_slow:.0f} ms | <= {VERDICT_TARGET_MS} ms | "
          f"{'ok' if worst_slow <= VERDICT_TARGET_MS else 'MISSED'} |")
    print(f"| calls that waited for the engine | {live} | 0 | {'ok' if live == 0 else 'MISSED'} |")
    left = sum(d["left"] for _, _, d, _ in rows)
    print(f"| steps left to the live engine (not recorded whole) | {left} of "
          f"{left + sum(d['steps'] for _, _, d, _ in rows)} | 0 | {'ok' if left == 0 else 'MISSED'} |")


if __name__ == "__main__":
    main()
