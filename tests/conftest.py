"""Shared fixtures: a built site, served on 127.0.0.1 under a sub-path.

The site is built ONCE per test run with ``site_url`` pointing at the served
address (Material's instant navigation needs the two to match), and served
under ``/hanafuda/learn/`` to prove that the site works from a sub-path, as a
host would deploy it.

With pytest-xdist (``-n 2``, what scripts/test.sh runs) every worker process
asks for ``built_site``: the first one builds the site for its own server's
port, under a lock in the run's shared temporary folder; each other worker
serves a copy of that build (hard links) in which the few files that name the
address (the pages' canonical links, sitemap.xml, and their compressed copies)
are rewritten for its own port.  Each worker has its own server, so a test
may watch its requests or break a file (``built_site.server``) without
disturbing the other worker.
"""

from __future__ import annotations

import fcntl
import json
import os
import shutil
import socket
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "scripts"))

from serve_site import serve_in_thread  # noqa: E402

PREFIX = "/hanafuda/learn/"


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def build_site(out_dir: Path, site_url: str, config: Path | None = None):
    """Build a site into ``out_dir``: this project's (``project_config``) unless
    ``config`` names another mkdocs.yml."""
    if config is None:
        import yaml

        config = out_dir.with_name(out_dir.name + ".mkdocs.yml")
        config.write_text(yaml.safe_dump(project_config(), sort_keys=False), encoding="utf-8")
    env = {**os.environ, "HANAFUDA_SITE_URL": site_url, "NO_MKDOCS_2_WARNING": "1"}
    cmd = [sys.executable, "-m", "mkdocs", "build", "--strict", "-q", "-d", str(out_dir), "-f", str(config)]
    return subprocess.run(cmd, cwd=ROOT, env=env, capture_output=True, text=True)


TEST_OPTIONS = {"compression": "fast", "computer_pause": 0}
"""The plugin's options every test build adds: the precompressed copies at
brotli's fast setting (half a minute less on a clean clone; their bytes are
the benchmark's business, not the tests'), and no pause before each of the
computer's moves on the play pages (the tests that play whole rounds waited
over a minute in all on the pace set for a learner's eyes; the pace is the
page's configuration, checked in tests/site/test_plugin.py)."""


def project_config() -> dict:
    """This project's mkdocs.yml as data, its folders made absolute and
    ``TEST_OPTIONS`` added, so that a test can write a changed copy anywhere
    and build it."""
    import yaml

    config = yaml.safe_load((ROOT / "mkdocs.yml").read_text())
    for plugin in config["plugins"]:
        if isinstance(plugin, dict) and "hanafuda" in plugin:
            opts = plugin["hanafuda"]
            for key in ("tutorials", "pyodide", "japanese_font", "korean_font"):
                if key in opts:
                    opts[key] = str(ROOT / opts[key])
            opts["cache_dir"] = str(ROOT / opts.get("cache_dir", ".cache"))
            opts.update(TEST_OPTIONS)
    config["docs_dir"] = str(ROOT / "docs")
    return config


class Site:
    def __init__(self, directory: Path, port: int, server=None):
        self.directory = directory
        self.port = port
        self.server = server
        self.origin = f"http://127.0.0.1:{port}"
        self.base = self.origin + PREFIX

    def url(self, path: str = "") -> str:
        return self.base + path.lstrip("/")

    @property
    def requests(self) -> list[str]:
        """Every request so far as 'METHOD /path' (tests slice it)."""
        return [request for request, _ in self.server.requests]

    def requests_marked(self, mark: str) -> list[str]:
        """The requests, as 'METHOD /path', that carried the cookie ``serve_site.MARK`` set to ``mark``."""
        return [request for request, m in self.server.requests if m == mark]


def run_folder(tmp_path_factory) -> Path:
    """The temporary folder shared by every process of this test run."""
    base = tmp_path_factory.getbasetemp()
    return base.parent if os.environ.get("PYTEST_XDIST_WORKER") else base


def _for_port(built: Path, built_port: int, out: Path, port: int) -> None:
    """A copy of the site built for ``built_port`` that names ``port`` instead:
    hard links, except the files naming the address (rewritten, and their
    .br/.gz copies compressed again)."""
    import gzip

    import brotli

    old, new = f"127.0.0.1:{built_port}/".encode(), f"127.0.0.1:{port}/".encode()
    files = [p for p in sorted(built.rglob("*")) if p.is_file()]
    naming = {p for p in files if p.suffix in (".html", ".xml", ".json", ".js") and old in p.read_bytes()}
    copies = {p.with_name(p.name + ext) for p in naming for ext in (".br", ".gz")}
    for src in files:
        dst = out / src.relative_to(built)
        dst.parent.mkdir(parents=True, exist_ok=True)
        if src in naming:
            data = src.read_bytes().replace(old, new)
            dst.write_bytes(data)
            if src.with_name(src.name + ".br").exists():
                dst.with_name(dst.name + ".br").write_bytes(brotli.compress(data, quality=8))
            if src.with_name(src.name + ".gz").exists():
                dst.with_name(dst.name + ".gz").write_bytes(gzip.compress(data, compresslevel=9, mtime=0))
        elif src not in copies:
            os.link(src, dst)


@pytest.fixture(scope="session")
def built_site(tmp_path_factory) -> Site:
    """The site, built once per run (whatever the number of xdist workers) and served
    by this process on its own port.  Tests that need a site built differently call
    ``build_site`` themselves."""
    port = free_port()
    shared = run_folder(tmp_path_factory) / "built-site"
    with open(str(shared) + ".lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        stamp = shared.with_name("built-site.json")
        if not stamp.is_file():
            shutil.rmtree(shared, ignore_errors=True)
            result = build_site(shared, f"http://127.0.0.1:{port}{PREFIX}")
            assert result.returncode == 0, f"site build failed:\n{result.stdout}\n{result.stderr}"
            stamp.write_text(json.dumps({"port": port, "pid": os.getpid()}))
        built = json.loads(stamp.read_text())
    if built["pid"] == os.getpid():
        out = shared
    else:
        out = tmp_path_factory.mktemp("site")
        _for_port(shared, built["port"], out, port)
    server = serve_in_thread(out, port, PREFIX)
    yield Site(out, port, server)
    server.shutdown()


# The run's order, longest first, so that the two processes end together: the
# core's whole suite inside Pyodide (the longest test that needs no built site)
# and the checks of every page (one unit each: SPLIT) start at once, one
# on each process (the first of them builds the site meanwhile); then the other
# end-to-end tests (those known to take longest first), the site and host-site
# tests, the other Pyodide runs, and last the core's many short tests, which
# even out the processes' ends.
ORDER = (
    "tests/pyodide/test_in_pyodide.py",
    "tests/e2e/test_every_page.py::test_every_page_passes_axe_core",
    "tests/e2e/test_every_page.py::test_every_kind_of_page_loads_cleanly",
    "tests/e2e/test_boards.py",
    "tests/e2e/test_play_review.py",
    "tests/e2e/games/",
    "tests/e2e/test_accessibility.py",
    "tests/e2e/",
    "tests/host/",
    "tests/site/",
    "tests/pyodide/",
    "tests/core/",
)
# Tests that run as units of their own (each may go to either process) although
# their file's other tests run together, on one process: the checks of every
# page (axe-core, and each page loaded on its own), half of the pages each.
SPLIT = ("tests/e2e/test_every_page.py::test_every_page_passes_axe_core[",
         "tests/e2e/test_every_page.py::test_every_kind_of_page_loads_cleanly[")


@pytest.hookimpl(optionalhook=True)  # a hook of pytest-xdist: a run without it (-p no:xdist) ignores it
def pytest_xdist_make_scheduler(config, log):
    """``--dist loadfile`` (scripts/test.sh), refined: a test file's tests run on
    one process (its module-scoped fixtures are set up once), in the order
    ``pytest_collection_modifyitems`` gives them (not xdist's, by each file's
    number of tests), and the tests named in SPLIT are units of their own."""
    if config.getvalue("dist") != "loadfile":
        return None
    from xdist.scheduler import LoadFileScheduling

    class FilesInOrder(LoadFileScheduling):
        def _split_scope(self, nodeid: str) -> str:
            return nodeid if nodeid.startswith(SPLIT) else super()._split_scope(nodeid)

    config.option.loadscopereorder = False
    return FilesInOrder(config, log)


def pytest_addoption(parser):
    parser.addoption(
        "--slow-share", type=float, default=1.0, metavar="FRACTION",
        help="run this share of the tests marked slow (long randomized runs: further blocks of "
             "seeds), picked by a fixed hash of their ids, so every run picks the same ones; the "
             "others are deselected (and counted as such). Default 1: all. scripts/test.sh: 0.34.")


def _slow_share_keeps(nodeid: str, share: float) -> bool:
    import zlib

    return zlib.crc32(nodeid.encode()) % 1000 < share * 1000


def pytest_collection_modifyitems(config, items):
    """Order the tests (ORDER) and keep ``--slow-share`` of the slow ones."""
    def rank(item) -> int:
        return next((i for i, prefix in enumerate(ORDER) if item.nodeid.startswith(prefix)), len(ORDER))

    share = config.getoption("--slow-share")
    if share < 1:
        dropped = [i for i in items if i.get_closest_marker("slow") and not _slow_share_keeps(i.nodeid, share)]
        if dropped:
            config.hook.pytest_deselected(items=dropped)
            gone = set(map(id, dropped))
            items[:] = [i for i in items if id(i) not in gone]
    items.sort(key=rank)  # stable: the order within each part is pytest's


# Where the run's time went: the tests' own durations (set-up, call and
# tear-down; summed over the processes) by suite, printed at the end of every run.
_SUITE_TIME: dict[str, list] = {}


def _suite(nodeid: str) -> str:
    parts = nodeid.split("::")[0].split("/")
    if parts[:2] == ["tests", "pyodide"]:
        return "tests/pyodide (the core inside Pyodide)" if parts[-1] == "test_in_pyodide.py" else "tests/pyodide (others)"
    if parts[:3] == ["tests", "e2e", "games"]:
        return "tests/e2e/games"
    return "/".join(parts[:2])


def pytest_runtest_logreport(report):
    entry = _SUITE_TIME.setdefault(_suite(report.nodeid), [0.0, set()])
    entry[0] += report.duration
    entry[1].add(report.nodeid)


def pytest_terminal_summary(terminalreporter):
    if not _SUITE_TIME:
        return
    terminalreporter.section("time by suite (tests' own durations, summed over processes)")
    total = sum(t for t, _ in _SUITE_TIME.values())
    for suite, (seconds, ids) in sorted(_SUITE_TIME.items(), key=lambda kv: -kv[1][0]):
        terminalreporter.write_line(f"{seconds:9.1f} s {100 * seconds / total:5.1f} %  {len(ids):5d} tests  {suite}")
    terminalreporter.write_line(f"{total:9.1f} s          {sum(len(i) for _, i in _SUITE_TIME.values()):5d} tests  in all")


CHROMIUM = shutil.which("chromium") or "/usr/bin/chromium"
ARGS = [
    # Nothing but the local test server resolves: a request elsewhere fails at once
    # (and the e2e guard, tests/e2e/conftest.py, reports it).
    "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    "--disable-quic",
    # V8's baseline tiers only (WebAssembly: Liftoff; JavaScript: no TurboFan).
    # The tests judge what pages do, not how fast: a tab's Python runtime
    # otherwise has its hot WebAssembly recompiled by the optimizing tier in
    # every new browser context, about a third of the processor time of each
    # engine start, and no test runs long enough to win it back.  The
    # benchmarks (scripts/bench.py) keep the browser's defaults.
    "--js-flags=--liftoff-only --no-opt",
]


@pytest.fixture(scope="session")
def browser():
    """Debian's headless Chromium, one per test process: the e2e and the
    host-site tests share it (Playwright's sync API runs one instance per
    process)."""
    from playwright.sync_api import sync_playwright

    with sync_playwright() as p:
        b = p.chromium.launch(executable_path=CHROMIUM, args=ARGS, headless=True)
        yield b
        b.close()


@pytest.fixture
def site_games_only():
    """The registry as the site was built with it: without the test-only games
    that other suites of the same run may have registered (tests/core/conftest.py)."""
    from hanafuda_core import games

    extra = [g for g in games.all_games() if not type(g).__module__.startswith("hanafuda_core.")]
    for g in extra:
        games.unregister(g.key)
    yield
    for g in extra:
        games.register(g)
