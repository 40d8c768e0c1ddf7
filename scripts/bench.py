"""Benchmarks: build the site, serve it, measure in headless Chromium; print a table.

    .venv/bin/python scripts/bench.py [--runs 3] [--mobile] [--lock /tmp/hanafuda-browser.lock]
    .venv/bin/python scripts/bench.py --strong [...]   Strong's time per move on every play page
                                                      (scripts/bench_strong.py; its own options)

Figures (medians over --runs cold browser contexts):
  build            full `mkdocs build` time
  bare boot        an empty page that only boots stock Pyodide in a Web Worker (its full
                   standard library, as npm ships it, and its package lock file)
  widget shown     the deck page until its drill is shown and answering (from the engine's
                   recorded answers)
  widget cold      the deck page until the live engine behind its drill is ready (fresh cache)
  engine start     in that cold load, from Pyodide booted to the engine ready (unpack the
                   wheel, import the engine from its precompiled bytecode)
  widget instant   the deck page again after an instant navigation away and back
  no-widget bytes  bytes transferred by a page without widgets (and how many of them are Pyodide's)

  move check       browser round trip of judging a lesson move (page -> worker -> engine -> page)

  first move       a lesson, a puzzle, the deck drill and a play page: from page load to the
                   frame that shows the verdict on a first move made as soon as the widget is
                   up (cold and warm cache; before the engine is ready
                   the engine's answers recorded at build time judge it), as a ratio to the
                   bare boot of the same run; bytes per page kind; --mobile adds the same pages
                   over Chromium's emulated slow 4G network (1.6 Mbit/s, 150 ms; CDP
                   Network.emulateNetworkConditions): first move judged and engine ready

Targets: first move cold <= 0.15 x bare boot; widget cold <= 1.0 x bare (stock) boot; bytes until the engine is ready <= 4 MiB per widget page; widget instant <= 0.2 s; 0 Pyodide bytes without
widgets; move check p95 <= 30 ms.  Engine throughput: scripts/bench_engine.py.
"""

from __future__ import annotations

import argparse
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "scripts"))

from serve_site import serve_in_thread  # noqa: E402

CHROMIUM_ARGS = [
    "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update",
    "--disable-sync", "--no-first-run", "--disable-quic",
]

BARE_HTML = """<!doctype html><meta charset="utf-8"><title>bare boot</title>
<script type="module">
const w = new Worker(new URL("bare-worker.js", location.href), {type: "module"});
w.onmessage = (e) => { window.__bare = performance.now(); };
</script>"""
# Stock Pyodide: its own full standard library and package lock file (copied next
# to the page from node_modules), the site's runtime files otherwise.
BARE_WORKER = """import { loadPyodide } from "../assets/pyodide/pyodide.mjs";
await loadPyodide({ indexURL: new URL("../assets/pyodide/", import.meta.url).href,
                    stdLibURL: new URL("stock/python_stdlib.zip", import.meta.url).href,
                    lockFileURL: new URL("stock/pyodide-lock.json", import.meta.url).href });
postMessage("ready");"""


def free_port() -> int:
    import socket

    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def build(out: Path, url: str) -> float:
    env = {**os.environ, "HANAFUDA_SITE_URL": url, "NO_MKDOCS_2_WARNING": "1"}
    t = time.perf_counter()
    subprocess.run(
        [sys.executable, "-m", "mkdocs", "build", "--strict", "-q", "-d", str(out)],
        cwd=ROOT, env=env, check=True,
    )
    return time.perf_counter() - t


def _first_move_exercise(site: Path, game: str):
    """(page path, exercise config, one legal first move) of the first move exercise of a game."""
    import html as _html
    import json
    import re

    sys.path.insert(0, str(ROOT))
    from hanafuda_core.learning import judge
    from hanafuda_core.games import get as game_for
    from hanafuda_core.learning.goals import make_goal

    for page in sorted((site / game / "lessons").glob("*/index.html")):
        for raw in re.findall(r'data-hf-widget="exercise" data-hf-config="([^"]+)"', page.read_text()):
            cfg = json.loads(_html.unescape(raw))
            if cfg["kind"] != "move":
                continue
            adapter = game_for(game)
            start = adapter.parse_position(cfg["position"])
            goal = make_goal(adapter, cfg["goal"])
            goal.prepare(start)
            first = judge.solve(adapter, goal, start, limit=1)[0][0]
            return page.parent.relative_to(site).as_posix() + "/", cfg, first
    return None


FIRST_MOVE_JS = """async (kind) => {
    // From the page's navigation start: the page's first widget is up, its first
    // move is made at once, as fast as a script can (a lesson or puzzle: the first
    // offered move; the deck drill: a month and a kind, then Check; a play page:
    // Start the match with the form untouched, then the first card offered), and
    // the frame that shows the engine's verdict is painted. Every wait is on the
    // page's own changes (a MutationObserver), not on timers, which the browser
    // runs after the page's loading work. [widget mounted, verdict painted, engine ready then?]
    const sel = {exercise: '[data-hf-widget="exercise"]', drill: '[data-hf-widget="name-that-card"]',
                 play: '[data-hf-widget="play-board"]'}[kind];
    const when = (test) => new Promise((resolve) => {
        const found = test();
        if (found) return resolve(found);
        const watch = new MutationObserver(() => {
            const found = test();
            if (found) { watch.disconnect(); resolve(found); }
        });
        watch.observe(document, {subtree: true, childList: true, attributes: true, characterData: true});
    });
    const w = await when(() => document.querySelector(sel + '[data-hf-mounted="ready"]'));
    const mounted = performance.now();
    if (kind === "exercise") {
        w.querySelector('.hf-board [data-action]:not([data-then])').click();
        const fb = w.querySelector('.hf-feedback');
        await when(() => fb.textContent);
    } else if (kind === "drill") {
        w.querySelector('[data-choice="month"]').click();
        w.querySelector('[data-choice="kind"]').click();
        w.querySelector('[data-action="check"]').click();
        await when(() => w.querySelector('.hf-feedback--right, .hf-feedback--wrong'));
    } else {
        w.querySelector('[data-play="start"]').click();
        const card = await when(() => w.querySelector('.hf-play[data-waiting="you"] .hf-play__board [data-action]:not([aria-disabled="true"])'));
        const state = () => w.querySelector('.hf-play').dataset.waiting + w.querySelector('.hf-play__board').innerHTML.length;
        const before = state();
        const msg = w.querySelector('.hf-play__message');
        card.click();
        await when(() => msg.textContent || state() !== before);
    }
    const live = Boolean(window.__hanafudaRuntime.ready);
    const painted = await new Promise((resolve) => requestAnimationFrame(() => resolve(performance.now())));
    return [mounted, painted, live];
}"""

# Chromium's network emulation for a slow mobile connection (DevTools' "Slow 4G").
MOBILE = {"offline": False, "latency": 150, "downloadThroughput": 1.6e6 / 8, "uploadThroughput": 750e3 / 8}


def _exercise_pages(site: Path) -> dict[str, str]:
    """The first lesson and the first puzzle page (site paths), from the first game's course."""
    from hanafuda_core import games

    out = {}
    for game in [g.key for g in games.all_games()]:  # menu order: the first game is the first course
        for kind in ("lessons", "puzzles"):
            pages = sorted((site / game / kind).glob("*/index.html"))
            if pages and kind not in out:
                out[kind] = pages[0].parent.relative_to(site).as_posix() + "/"
    return out


def wire_bytes(req) -> int:
    try:
        sizes = req.sizes()
    except Exception:  # a request the browser answered from its cache
        return 0
    return max(0, sizes.get("responseBodySize", 0)) + max(0, sizes.get("responseHeadersSize", 0))


def _is_runtime(url: str) -> bool:
    """The Python runtime and the engine's wheel (what a page without widgets never loads)."""
    return "/assets/pyodide/" in url or "/assets/engine/" in url


def warm_up(browser, base: str) -> None:
    """One page load in a throwaway context: a new browser's first page pays one-time
    costs (its network service, disk cache, first renderer) that no learner's visit
    to a second page does; without it the first figure of every series is an outlier."""
    ctx = browser.new_context()
    ctx.new_page().goto(base + "notation/", wait_until="load")
    ctx.close()


def first_moves(base: str, site: Path, runs: int, mobile: bool = False) -> dict[str, list[float]]:
    """Time from page load to the first judged move on a lesson and a puzzle page,
    cold (fresh browser context) and warm (the same page loaded again); bytes
    transferred per page kind; with ``mobile``, on an emulated slow network,
    also when the engine is ready."""
    from playwright.sync_api import sync_playwright

    res: dict[str, list[float]] = {}
    pages = _exercise_pages(site)
    kinds = {**pages, "drill": "deck/", "play": "games/poka-play/", "plain": "notation/"}
    widget = {"lessons": "exercise", "puzzles": "exercise", "drill": "drill", "play": "play"}
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path="/usr/bin/chromium", args=CHROMIUM_ARGS)
        warm_up(browser, base)
        for _ in range(runs):
            for kind, path in kinds.items():
                ctx = browser.new_context(viewport={"width": 1400, "height": 1000})
                # Requests finished, the Web Worker's included; their sizes are asked of
                # the browser only once the page is measured (each ask is a round trip to
                # the browser, which would compete with the page while it loads).
                finished: list = []
                ctx.on("requestfinished", lambda req, finished=finished: finished.append(req))
                page = ctx.new_page()
                if mobile:
                    cdp = ctx.new_cdp_session(page)
                    cdp.send("Network.enable")
                    cdp.send("Network.emulateNetworkConditions", MOBILE)
                # The first move is timed from the page's own changes, so the script goes
                # in as soon as the page is committed: a widget may be up before
                # DOMContentLoaded (hanafuda-runtime.js draws the first one while the page
                # is still being read), and a learner can answer it then.
                page.goto(base + path, wait_until="commit" if kind in widget else "domcontentloaded", timeout=300_000)
                if kind in widget:
                    mounted, judged, live = page.evaluate(FIRST_MOVE_JS, widget[kind])
                    res.setdefault(f"{kind} first move, cold", []).append(judged / 1000)
                    res.setdefault(f"{kind} judged by", []).append(1.0 if live else 0.0)
                if kind != "plain":
                    page.wait_for_function("window.__hanafudaRuntime && window.__hanafudaRuntime.ready", timeout=600_000)
                    res.setdefault(f"{kind} engine ready", []).append(page.evaluate("window.__hanafudaRuntime.readyAt") / 1000)
                if not mobile:
                    page.wait_for_load_state("networkidle")
                    # Bytes on the wire (compressed bodies and headers): everything, and the
                    # Python runtime and the engine's wheel.
                    sizes = [(wire_bytes(req), _is_runtime(req.url)) for req in finished]
                    res.setdefault(f"{kind} bytes", []).append(sum(n for n, _ in sizes))
                    res.setdefault(f"{kind} runtime bytes", []).append(sum(n for n, runtime in sizes if runtime))
                    if kind in widget:
                        # Warm cache: the same page again in the same context (the
                        # play page's saved match forgotten, so it deals again).
                        page.evaluate("localStorage.clear()")
                        page.reload(wait_until="commit")
                        res.setdefault(f"{kind} first move, warm", []).append(
                            page.evaluate(FIRST_MOVE_JS, widget[kind])[1] / 1000)
                ctx.close()
        browser.close()
    return res


def measure(base: str, runs: int, site: Path | None = None) -> dict[str, list[float]]:
    from playwright.sync_api import sync_playwright

    res: dict[str, list[float]] = {"bare": [], "shown": [], "cold": [], "engine": [], "instant": [], "bytes": [],
                                   "pyodide_bytes": []}
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path="/usr/bin/chromium", args=CHROMIUM_ARGS)
        warm_up(browser, base)
        for _ in range(runs):
            ctx = browser.new_context(viewport={"width": 1400, "height": 1000})
            page = ctx.new_page()
            page.goto(base + "__bench__/bare.html")
            page.wait_for_function("window.__bare", timeout=120_000)
            res["bare"].append(page.evaluate("window.__bare") / 1000)
            ctx.close()

            ctx = browser.new_context(viewport={"width": 1400, "height": 1000})
            page = ctx.new_page()
            page.goto(base + "deck/")
            page.wait_for_function("(window.__hanafudaRuntime?.widgetsReady || []).length >= 1", timeout=120_000)
            res["shown"].append(page.evaluate("window.__hanafudaRuntime.widgetsReady[0].at") / 1000)
            # The drill starts from the engine's recorded answers; the live engine takes over when ready.
            page.wait_for_function("window.__hanafudaRuntime.ready", timeout=120_000)
            res["cold"].append(page.evaluate("window.__hanafudaRuntime.readyAt") / 1000)
            t = page.evaluate("window.__hanafudaRuntime.timings")
            res["engine"].append((t["ready"] - t["boot"]) / 1000)
            page.get_by_role("link", name="Card notation").first.click()
            page.wait_for_url("**/notation/")
            t_click = page.evaluate(
                """() => { const t = performance.now();
                   [...document.querySelectorAll('a')].find(a => a.textContent.trim() === 'The deck').click();
                   return t; }"""
            )
            page.wait_for_function("window.__hanafudaRuntime.widgetsReady.length >= 2", timeout=30_000)
            res["instant"].append((page.evaluate("window.__hanafudaRuntime.widgetsReady[1].at") - t_click) / 1000)
            ctx.close()

            ctx = browser.new_context(viewport={"width": 1400, "height": 1000})
            page = ctx.new_page()
            page.goto(base + "notation/")
            page.wait_for_load_state("networkidle")
            page.wait_for_timeout(500)
            sizes = page.evaluate(
                """() => [...performance.getEntriesByType('navigation'), ...performance.getEntriesByType('resource')]
                       .map(e => [e.name, e.transferSize || 0])"""
            )
            res["bytes"].append(sum(s for _, s in sizes))
            res["pyodide_bytes"].append(sum(s for n, s in sizes if "/assets/pyodide/" in n or "/assets/engine/" in n))
            ctx.close()
        # Round trip of a move check: page -> worker -> engine judges -> page.
        sys.path.insert(0, str(ROOT))
        from hanafuda_core import games

        for game in [g.key for g in games.all_games()]:
            found = _first_move_exercise(site, game) if site else None
            if not found:
                continue
            path, cfg, action = found
            ctx = browser.new_context(viewport={"width": 1400, "height": 1000})
            page = ctx.new_page()
            page.goto(base + path)
            page.wait_for_selector('[data-hf-mounted="ready"]', timeout=120_000)
            res[f"shown-{game}"] = [page.evaluate("window.__hanafudaRuntime.widgetsReady[0].at") / 1000]
            page.wait_for_function("window.__hanafudaRuntime.ready", timeout=120_000)
            res[f"lesson-{game}"] = [page.evaluate("window.__hanafudaRuntime.readyAt") / 1000]
            res[f"move-{game}"] = page.evaluate(
                """async ([cfg, action]) => {
                    const exercise = {game: cfg.game, position: cfg.position, goal: cfg.goal};
                    const times = [];
                    for (let i = 0; i < 200; i++) {
                        const t = performance.now();
                        await window.hanafudaEngine.call("exercise.move", {exercise, actions: [action]});
                        times.push(performance.now() - t);
                    }
                    return times;
                }""",
                [cfg, action],
            )
            ctx.close()
        browser.close()
    return res


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--runs", type=int, default=3)
    ap.add_argument("--mobile", action="store_true", help="also load the exercise pages over an emulated slow mobile network")
    ap.add_argument("--lock", metavar="FILE", help="hold this lock file (flock) while the browser runs, not while the "
                    "site builds: on a shared machine, `--lock /tmp/hanafuda-browser.lock` instead of wrapping "
                    "the whole run in flock")
    args = ap.parse_args()
    port = free_port()
    base = f"http://127.0.0.1:{port}/"
    with tempfile.TemporaryDirectory() as tmp:
        out = Path(tmp) / "site"
        build_s = build(out, base)
        bench = out / "__bench__"
        bench.mkdir()
        (bench / "bare.html").write_text(BARE_HTML)
        (bench / "bare-worker.js").write_text(BARE_WORKER)
        stock = bench / "stock"
        stock.mkdir()
        for name in ("python_stdlib.zip", "pyodide-lock.json"):
            shutil.copyfile(ROOT / "node_modules" / "pyodide" / name, stock / name)
        from sitegen.precompress import precompress

        precompress(stock)  # the lock file's .br, as a stock site would serve it
        if args.lock:
            import fcntl

            lock = open(args.lock, "a")
            fcntl.flock(lock, fcntl.LOCK_EX)  # released when the process ends
        server = serve_in_thread(out, port)
        try:
            r = measure(base, args.runs, out)
            fm = first_moves(base, out, args.runs)
            slow = first_moves(base, out, 1, mobile=True) if args.mobile else {}
        finally:
            server.shutdown()

    move_rows = []
    for key in [k for k in r if k.startswith("shown-")]:
        move_rows.append((f"{key.split('-', 1)[1]} lesson exercise shown, cold", f"{r.pop(key)[0]:.2f} s", "", ""))
    for key in [k for k in r if k.startswith("lesson-")]:
        move_rows.append((f"{key.split('-', 1)[1]} lesson page: engine ready, cold", f"{r.pop(key)[0]:.2f} s", "", ""))
    for key in [k for k in r if k.startswith("move-")]:
        moves = sorted(r.pop(key))
        p95 = moves[int(len(moves) * 0.95) - 1]
        game = key.split("-", 1)[1]
        move_rows += [
            (f"{game} move check round trip, median (200 calls)", f"{statistics.median(moves):.1f} ms", "", ""),
            (f"{game} move check round trip, p95", f"{p95:.1f} ms", "<= 30 ms", "ok" if p95 <= 30 else "MISSED"),
        ]
    med = {k: statistics.median(v) for k, v in r.items()}
    ratio = med["cold"] / med["bare"]
    rows = [
        ("full site build (all tutorials validated)", f"{build_s:.2f} s", "", ""),
        ("bare Pyodide boot (empty page, worker)", f"{med['bare']:.2f} s", "", ""),
        ("deck drill shown and answering, cold", f"{med['shown']:.2f} s", "", ""),
        ("deck drill's live engine ready, cold", f"{med['cold']:.2f} s", f"<= 1.0 x bare ({ratio:.2f} x)", "ok" if ratio <= 1.0 else "MISSED"),
        ("  of which engine start after Pyodide boot", f"{med['engine'] * 1000:.0f} ms", "", ""),
        ("deck drill ready after instant navigation", f"{med['instant'] * 1000:.0f} ms", "<= 200 ms",
         "ok" if med["instant"] <= 0.2 else "MISSED"),
        *move_rows,
        ("bytes, page without widgets (notation)", f"{med['bytes'] / 1024:.0f} KiB", "", ""),
        ("  of which Pyodide/engine", f"{med['pyodide_bytes']:.0f} B", "0 B", "ok" if med["pyodide_bytes"] == 0 else "MISSED"),
    ]
    fmed = {k: statistics.median(v) for k, v in fm.items()}
    names = {"lessons": "lesson", "puzzles": "puzzle", "drill": "deck drill", "play": "Poka play"}
    for kind, name in names.items():
        if f"{kind} first move, cold" not in fmed:
            continue
        cold = fmed[f"{kind} first move, cold"]
        rows.append((f"{name} page: first move judged after page load, cold", f"{cold:.2f} s",
                     f"<= 0.15 x bare ({cold / med['bare']:.2f} x)", "ok" if cold <= 0.15 * med["bare"] else "MISSED"))
        warm = fmed[f"{kind} first move, warm"]
        rows.append((f"{name} page: first move judged, warm cache", f"{warm:.2f} s",
                     f"<= 0.15 x bare ({warm / med['bare']:.2f} x)", "ok" if warm <= 0.15 * med["bare"] else "MISSED"))
        rows.append(("  cold first moves judged by the live engine (runs)",
                     f"{sum(fm[f'{kind} judged by']):.0f} of {len(fm[f'{kind} judged by'])}", "", ""))
        rows.append((f"{name} page: engine ready, cold", f"{fmed[f'{kind} engine ready']:.2f} s", "", ""))
    for kind, name in (("lessons", "lesson"), ("puzzles", "puzzle"), ("play", "play"), ("drill", "deck drill"),
                       ("plain", "page without widgets")):
        if f"{kind} bytes" in fmed:
            b = fmed[f"{kind} bytes"]
            rows.append((f"bytes on the wire, {name} page (until the engine is ready)", f"{b / 1024:.0f} KiB",
                         "<= 4096 KiB", "ok" if b <= 4 * 1024 * 1024 else "MISSED") if kind != "plain"
                        else (f"bytes on the wire, {name}", f"{b / 1024:.0f} KiB", "", ""))
            rows.append(("  of which the Python runtime and the engine", f"{fmed[f'{kind} runtime bytes'] / 1024:.0f} KiB",
                         "0 KiB" if kind == "plain" else "", ""))
    for k, v in slow.items():
        if "judged by" not in k:
            kind, what = k.split(" ", 1)
            rows.append((f"slow mobile network, {names.get(kind, kind)} page: {what}", f"{v[0]:.2f} s", "", ""))
    print(f"\nBenchmarks (median of {args.runs} runs; all runs: "
          + ", ".join(f"{k}={['%.3g' % x for x in v]}" for k, v in r.items()) + ")\n")
    w = max(len(r[0]) for r in rows)
    print(f"| {'measure':<{w}} | value | target | |")
    print(f"|{'-' * (w + 2)}|---|---|---|")
    for name, value, target, ok in rows:
        print(f"| {name:<{w}} | {value} | {target} | {ok} |")


if __name__ == "__main__":
    if "--strong" in sys.argv[1:]:
        from bench_strong import main as strong_main

        strong_main([a for a in sys.argv[1:] if a != "--strong"])
    else:
        main()
