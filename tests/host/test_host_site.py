"""A host site: someone else's MkDocs Material site built with the plugin, as
the README tells them to.

In a temporary folder outside the project, one fresh virtual environment
installs the built wheel (with MkDocs Material, pinned as in pyproject.toml,
from the package index: pip's cache makes the second run cheap) and
``hanafuda_relay``, a game from a distribution of its own (built here from
tests/core/relay_game.py, declared by the entry point group
``hanafuda.games``).  The host names three games (``games: [koikoi, poka,
relay]``) and writes a home page, its own Koi-Koi rules page and a lesson of
its own:

* Poka, of which the host writes nothing, comes whole: its rules page with
  its generated tables, every built-in lesson and puzzle page, its puzzle
  trainer and play page; so does Koi-Koi, but for the rules page the host's
  own replaces, and with the host's lesson in its course at its number; the
  cards' pages and a nav come too, and no page of any other game.
* Relay's pages come from its distribution, its engine beside the core's.
* In Chromium a trainer puzzle move, the host's lesson, a move against the
  Strong computer in Poka and a Relay move are judged by the engine running
  in the page (recorded answers are off, so nothing is answered ahead of it).
* A host lesson with a built-in lesson's id fails the build with a message
  naming both files, and leaves the output folder as it was.

(One host carries every check: each build of a host site is a whole build,
engine and all.)  The build reuses this project's cache folder (compiled
engine bytecode and the compressed Pyodide) so that the test costs installing,
not compressing.  Requests may only go to 127.0.0.1 (the context's route guard).
"""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
import time
from collections import Counter
from dataclasses import dataclass
from pathlib import Path

import pytest
import yaml

from tests.conftest import PREFIX, ROOT, TEST_OPTIONS, free_port

sys.path.insert(0, str(ROOT / "scripts"))

from serve_site import serve_in_thread  # noqa: E402

BOOT = 90_000
GAMES = ROOT / "hanafuda_core" / "games"

# The host's own lesson, numbered to sit among the built-in Koi-Koi lessons.
HOST_ORDER = 4
HOST_LESSON_FILE = f"{HOST_ORDER:02d}-our-lesson.yaml"
HOST_LESSON = f"""\
# yaml-language-server: $schema=../../tutorial.schema.json
id: our-lesson
game: koikoi
kind: lesson
order: {HOST_ORDER}
title: Our club's capture
summary: The club's own lesson - capture a card of the same month.
steps:
  - id: take-the-curtain
    title: Take the Curtain
    text: Play the card of your hand that is of the same month as the Curtain.
    position: "1C1 3C1 5A 9C1 12C1; 2A 4C1 6C1 7C1 10C1; 3B 4R 8C1 11C; 1B 2R 5R 6C2 7C2 8B 8A 8C2 9A 9R 9C2 10A 10R 11B 11A 11R 12B 10C2; -; 1R 1C2 2C1 2C2 3R 3C2 4A 4C2 5C1 5C2 6A 6R 7A 7R 12C2 12C3; 1; play; 1; -; 1/12; 0-0; seed"
    goal: {{type: capture-card, cards: 3B}}
    answer: "3C1"
    hints: ["The Curtain is a March card."]
    explanation: Both are March cards, so one captures the other, at our club as anywhere.
"""
HOST_STEP = "#koikoi-our-lesson-take-the-curtain"

HOME = """\
# Hanafuda club

We play Koi-Koi, Poka and Relay on Thursdays. The five lights:

```cards caption="The five lights."
1B 3B 8B 11B 12B
```

Here is the position of our own lesson:

```position game=koikoi caption="The Curtain is on the field."
1C1 3C1 5A 9C1 12C1; 2A 4C1 6C1 7C1 10C1; 3B 4R 8C1 11C; 1B 2R 5R 6C2 7C2 8B 8A 8C2 9A 9R 9C2 10A 10R 11B 11A 11R 12B 10C2; -; 1R 1C2 2C1 2C2 3R 3C2 4A 4C2 5C1 5C2 6A 6R 7A 7R 12C2 12C3; 1; play; 1; -; 1/12; 0-0; seed
```

Then try [our lesson](koikoi/lessons/our-lesson.md) and [Relay](games/relay-play.md).
"""

OVERRIDE_TEXT = "At our club the loser of each round buys the tea"
OVERRIDE = f"""\
# Koi-Koi at our club

{OVERRIDE_TEXT}. We play twelve rounds on Thursday evenings; the
[lessons](../koikoi/lessons/our-lesson.md) teach the moves.
"""

RELAY_RULES = """\
# Relay

Relay is a small game for three players: play a card onto the pile; a card of the same month as the
top card takes the whole pile.
"""

RELAY_PLAY = """\
# Play Relay

Play a card of your hand onto the pile.

```widget game=relay
play-board
```
"""

RELAY_PYPROJECT = """\
[build-system]
requires = ["setuptools>=68"]
build-backend = "setuptools.build_meta"

[project]
name = "hanafuda-relay"
version = "0.1.0"
description = "Relay, a game for the hanafuda plugin, from outside its project"
requires-python = ">=3.11"

[project.entry-points."hanafuda.games"]
relay = "hanafuda_relay"

[tool.setuptools]
packages = ["hanafuda_relay"]

[tool.setuptools.package-data]
hanafuda_relay = ["pages/**/*.md"]
"""

RELAY_INIT = """\
from hanafuda_core import games

from .relay_game import RelayGame

games.register(RelayGame())
"""


def _run(cmd, **kw):
    result = subprocess.run(cmd, capture_output=True, text=True, **kw)
    assert result.returncode == 0, f"{' '.join(map(str, cmd))} failed:\n{result.stdout}\n{result.stderr}"
    return result


@dataclass
class Venv:
    work: Path
    env: dict

    @property
    def python(self) -> Path:
        return self.work / "venv" / "bin" / "python"

    def pip(self, *args: str) -> None:
        """pip, installing into this venv."""
        _run([sys.executable, "-m", "pip", "--python", str(self.python), *args], env=self.env, cwd=self.work)

    def mkdocs(self, host: Path, out: Path, url: str, check: bool = True):
        cmd = [str(self.work / "venv" / "bin" / "mkdocs"), "build", "--strict", "-q", "-d", str(out)]
        env = {**self.env, "HANAFUDA_SITE_URL": url}
        return _run(cmd, env=env, cwd=host) if check else subprocess.run(
            cmd, env=env, cwd=host, capture_output=True, text=True)


@dataclass
class Host:
    out: Path
    base: str
    build: subprocess.CompletedProcess


def _write_host(host: Path, games: list[str], pages: dict[str, str], tutorials: dict[str, str] | None = None) -> None:
    for path, text in pages.items():
        (host / "docs" / path).parent.mkdir(parents=True, exist_ok=True)
        (host / "docs" / path).write_text(text, encoding="utf-8")
    options = {"games": games, "recorded_answers": False, "pyodide": str(ROOT / "node_modules" / "pyodide"),
               "japanese_font": str(ROOT / "node_modules" / "@fontsource" / "noto-sans-jp"),
               "korean_font": str(ROOT / "node_modules" / "@fontsource" / "noto-sans-kr"),
               "cache_dir": str(ROOT / ".cache"), **TEST_OPTIONS}
    for path, text in (tutorials or {}).items():
        (host / "my_tutorials" / path).parent.mkdir(parents=True, exist_ok=True)
        (host / "my_tutorials" / path).write_text(text, encoding="utf-8")
        options["tutorials"] = "my_tutorials/"
    config = {"site_name": "Hanafuda club",
              # Material's default fetches Google Fonts; this site makes no outside request
              "theme": {"name": "material", "font": False},
              "plugins": ["search", {"hanafuda": options}]}
    (host / "mkdocs.yml").write_text(yaml.safe_dump(config, sort_keys=False), encoding="utf-8")


@pytest.fixture(scope="module")
def venv(tmp_path_factory) -> Venv:
    work = tmp_path_factory.mktemp("host")
    assert ROOT not in work.parents
    t0 = time.perf_counter()
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "VIRTUAL_ENV")}
    env["NO_MKDOCS_2_WARNING"] = "1"
    _run([sys.executable, "-m", "pip", "wheel", "--no-deps", "-q", "-w", str(work / "dist"), str(ROOT)], env=env)
    (wheel,) = (work / "dist").glob("*.whl")
    # (pip is this interpreter's, installing into the venv: ``--python``; the packages are
    # compiled to bytecode as they are imported, not all of them at install)
    _run([sys.executable, "-m", "venv", "--without-pip", str(work / "venv")], env=env)
    v = Venv(work, env)
    v.pip("install", "-q", "--no-compile", f"{wheel}[site]")
    print(f"\nthe wheel and the venv: {time.perf_counter() - t0:.1f} s")
    return v


@pytest.fixture(scope="module")
def relay_installed(venv):
    """The distribution hanafuda-relay, made here and installed into the venv:
    the test game Relay (its module copied from tests/core/relay_game.py), its
    rules and play pages, declared by the entry point group ``hanafuda.games``."""
    dist = venv.work / "relay-dist"
    pkg = dist / "hanafuda_relay"
    (pkg / "pages" / "games").mkdir(parents=True)
    (dist / "pyproject.toml").write_text(RELAY_PYPROJECT, encoding="utf-8")
    (pkg / "__init__.py").write_text(RELAY_INIT, encoding="utf-8")
    (pkg / "relay_game.py").write_text((ROOT / "tests" / "core" / "relay_game.py").read_text(encoding="utf-8"),
                                       encoding="utf-8")
    (pkg / "pages" / "games" / "relay.md").write_text(RELAY_RULES, encoding="utf-8")
    (pkg / "pages" / "games" / "relay-play.md").write_text(RELAY_PLAY, encoding="utf-8")
    t0 = time.perf_counter()
    venv.pip("install", "-q", "--no-compile", "--no-deps", str(dist))
    print(f"\nhanafuda-relay installed: {time.perf_counter() - t0:.1f} s")


@pytest.fixture(scope="module")
def host(venv, relay_installed):
    site = venv.work / "club"
    _write_host(site, ["koikoi", "poka", "relay"], {"index.md": HOME, "games/koikoi.md": OVERRIDE},
                {f"koikoi/{HOST_LESSON_FILE}": HOST_LESSON})
    port = free_port()
    base = f"http://127.0.0.1:{port}{PREFIX}"
    out = venv.work / "site"
    t0 = time.perf_counter()
    build = venv.mkdocs(site, out, base)
    print(f"\nthe host site (koikoi, poka, relay): build {time.perf_counter() - t0:.1f} s")
    server = serve_in_thread(out, port, PREFIX)
    yield Host(out, base, build)
    server.shutdown()


# -- what the packages hold ----------------------------------------------------------------


def _built_in(key: str) -> dict[str, list[str]]:
    """The pages of a game's built-in tutorials: ``{"lesson": [...], "puzzles": [...]}``,
    each ``<key>/lessons/<id>/index.html`` or ``<key>/puzzles/<id>/index.html``, in
    course order, from the YAML files in its package."""
    found: dict[str, list[tuple[int, str, str]]] = {"lesson": [], "puzzles": []}
    for f in sorted((GAMES / key / "tutorials").glob("*.yaml")):
        if "." in f.stem:  # a translation beside its file (NN-id.ja.yaml), no page of its own
            continue
        data = yaml.safe_load(f.read_text(encoding="utf-8"))
        folder = "lessons" if data["kind"] == "lesson" else "puzzles"
        found[data["kind"]].append((data.get("order", 100), data["id"], f"{key}/{folder}/{data['id']}/index.html"))
    return {kind: [page for _, _, page in sorted(v)] for kind, v in found.items()}


def _table_fences(key: str) -> list[str]:
    """The generated tables' fence names on a game's rules page in its package."""
    text = (GAMES / key / "pages" / "games" / f"{key}.md").read_text(encoding="utf-8")
    return re.findall(r"^```hanafuda-table\s*\n\s*([\w-]+)\s*$", text, re.M)


def _nav_links(html: str) -> list[str]:
    """The links of the primary navigation, in order."""
    nav = html[html.index("md-nav--primary"):]
    nav = nav[:nav.index("md-sidebar--secondary")]
    return re.findall(r'<a href="([^"#]*)"[^>]*class="md-nav__link', nav)


def _engine_games(out: Path) -> tuple[set[str], set[str]]:
    """What the engine wheel the browser loads holds: its top-level packages and
    the game packages under hanafuda_core/games/."""
    import zipfile

    engine = json.loads((out / "assets" / "engine" / "engine.json").read_text(encoding="utf-8"))
    names = zipfile.ZipFile(out / "assets" / "engine" / engine["wheel"]).namelist()
    top = {n.split("/")[0] for n in names if "/" in n and ".dist-info/" not in n}
    return top, {n.split("/")[2] for n in names if n.startswith("hanafuda_core/games/") and n.count("/") >= 3}


def _words(text: str) -> str:
    """A page's or a Markdown line's words, without tags, marks or punctuation."""
    return re.sub(r"\W+", " ", re.sub(r"<[^>]+>", " ", text)).strip()


def _course(html: str) -> dict:
    m = re.search(r'<script[^>]*id="hf-course-data"[^>]*>(.*?)</script>', html, re.S)
    assert m, "no course data in the page's head"
    return json.loads(m.group(1))


# -- the browser ---------------------------------------------------------------------------


class Tab:
    """One tab of a context whose requests may only go to 127.0.0.1 (a route guard)."""

    def __init__(self, browser):
        self.ctx = browser.new_context(viewport={"width": 1400, "height": 1000})
        self.external: list[str] = []
        self.errors: list[str] = []
        self.ctx.route("**/*", lambda route: route.continue_()
                       if route.request.url.startswith(("http://127.0.0.1", "data:", "blob:"))
                       else (self.external.append(route.request.url), route.abort()))
        self.page = self.ctx.new_page()
        self.page.on("pageerror", lambda e: self.errors.append(str(e)))

    def open(self, url: str) -> None:
        """Load ``url`` (a host site without Material's instant navigation: every
        page is loaded, and its engine starts, afresh)."""
        self.page.goto(url)

    def check(self) -> None:
        assert self.errors == [], f"JavaScript errors on the page: {self.errors}"
        assert self.external == [], f"requests outside 127.0.0.1: {self.external}"

    def close(self) -> None:
        self.ctx.close()
        self.check()


@pytest.fixture(scope="module")
def tab(browser, host):
    tab = Tab(browser)
    yield tab
    tab.close()


def _saved(page, key: str) -> str | None:
    raw = page.evaluate(f"localStorage.getItem({json.dumps('hanafuda:play:' + key)})")
    return json.loads(raw)["saved"] if raw else None


def _rounds(saved: str) -> list[list[str]]:
    return [ln.split(":", 1)[1].split() for ln in saved.splitlines() if ln.startswith("round:")]


def _start_match(tab: Tab, base: str, key: str, seed: int, level: str | None = None) -> str:
    """Start the match ``seed`` of ``key`` on its play page (at ``level``); returns
    the saved match once the learner is to move."""
    from tests.e2e.conftest import READY_PLAY, wait_for_turn

    tab.open(base + f"games/{key}-play/#seed={seed}")
    page = tab.page
    page.wait_for_selector(READY_PLAY, timeout=BOOT)
    if level:
        page.locator('select[name="level"]').select_option(level)
    page.locator('[data-play="start"]').click()
    assert wait_for_turn(page, "you") == "you"
    page.wait_for_function(f"() => localStorage.getItem({json.dumps('hanafuda:play:' + key)})", timeout=BOOT)
    return _saved(page, key)


def _wait_answered(page, key: str, moves: int) -> str:
    """Wait until the computer has answered: the saved match holds more than
    ``moves`` moves in its round and waits for the learner (or the round is over)."""
    from tests.e2e.conftest import wait_for_turn

    store = json.dumps("hanafuda:play:" + key)
    page.wait_for_function(
        f"""n => {{
            const s = (JSON.parse(localStorage.getItem({store})) || {{}}).saved || '';
            const rounds = s.split('\\n').filter((l) => l.startsWith('round:'));
            const last = rounds.length ? rounds[rounds.length - 1].slice(6).trim() : '';
            const w = document.querySelector('.hf-play')?.dataset.waiting;
            return rounds.length && last.split(/\\s+/).filter(Boolean).length > n && w && w !== 'computer';
        }}""", arg=moves, timeout=BOOT)
    wait_for_turn(page, "you", "round-over", "match-over")
    return _saved(page, key)


# -- the host's games, whole -----------------------------------------------------------------


def test_the_host_has_its_games_whole_sections_and_no_other_game(host):
    from hanafuda_core import games

    out = host.out
    assert "hanafuda_site" not in host.build.stderr
    index = (out / "index.html").read_text(encoding="utf-8")
    figure = re.search(r"<figure[^>]*>.*?The five lights\..*?</figure>", index, re.S)
    assert figure and figure.group(0).count('class="hf-card"') == 5  # the host's cards fence
    assert "hf-course-data" in index  # the template partial
    # Poka's rules page, which the host does not replace, with every table it names
    rules = (out / "games" / "poka" / "index.html").read_text(encoding="utf-8")
    assert "```" not in rules  # every fence rendered
    tables = games.get("poka").site.tables()
    fences = _table_fences("poka")
    assert fences, "Poka's rules page has no generated table"
    wanted = Counter(tag for name in fences for tag in re.findall(r"<table[^>]*>", str(tables[name]())))
    shown = Counter(re.findall(r"<table[^>]*>", rules))
    assert not wanted - shown, f"tables missing from Poka's rules page: {wanted - shown}"
    for key, own in (("koikoi", ["koikoi/lessons/our-lesson/index.html"]), ("poka", [])):
        built = _built_in(key)
        assert built["lesson"] and built["puzzles"]
        for kind, folder in (("lesson", "lessons"), ("puzzles", "puzzles")):
            pages = sorted(p.relative_to(out).as_posix() for p in out.glob(f"{key}/{folder}/*/index.html"))
            assert pages == sorted(built[kind] + (own if kind == "lesson" else [])), f"{key}'s {folder}"
        for page in (f"games/{key}/index.html", f"trainer/{key}/index.html", f"games/{key}-play/index.html"):
            assert (out / page).is_file(), page
        assert "play-board" in (out / "games" / f"{key}-play" / "index.html").read_text(encoding="utf-8")
    for page in ("trainer/index.html", "deck/index.html", "notation/index.html", "month-orders/index.html",
                 "common-rules/index.html"):
        assert (out / page).is_file(), page
    for key in set(games.keys()) - {"koikoi", "poka", "relay"}:
        for folder in (key, f"games/{key}", f"games/{key}-play", f"trainer/{key}"):
            assert not (out / folder).exists(), folder
    for f in ("sw.js", "assets/js/hanafuda-runtime.js", "assets/css/board.css", "assets/engine/engine.json",
              "assets/pyodide/pyodide.asm.wasm", "assets/pyodide/python_stdlib.zip", "schemas/tutorial.schema.json"):
        assert (out / f).is_file(), f
    assert not list(out.rglob("*.answers.json"))  # recorded_answers: false
    # the browser's engine: the core with these games only, and Relay's distribution
    assert _engine_games(out) == ({"hanafuda_core", "hanafuda_relay"}, {"koikoi", "poka"})
    # The nav the plugin made (the host wrote none): home, the cards' pages, then each game's section.
    links = _nav_links(index)
    sections = [f"games/{g.key}/" for g in games.all_games() if g.key in ("koikoi", "poka")]  # registry order
    order = [links.index(p) for p in (".", "deck/", *sections, "trainer/")]
    assert order == sorted(order) and order[0] == 0, links
    assert "koikoi/lessons/matching/" in links and "poka/puzzles/puzzles-advanced/" in links


def test_a_trainer_puzzle_is_judged_in_the_page(host, tab):
    from hanafuda_core import games
    from hanafuda_core.learning.goals import make_goal
    from hanafuda_core.learning.judge import judge_actions
    from tests.e2e.conftest import click_action

    data = yaml.safe_load((GAMES / "koikoi" / "tutorials" / "mined" / "trainer.yaml").read_text(encoding="utf-8"))
    puzzles = {p["id"]: p for p in data["puzzles"]}
    tab.open(host.base + "trainer/koikoi/")
    page = tab.page
    page.wait_for_selector('.hf-trainer[data-ready="1"]', timeout=BOOT)
    p = puzzles[page.locator(".hf-trainer").get_attribute("data-puzzle")]
    game = games.get("koikoi")
    pos = game.parse_position(p["position"])
    goal = make_goal(game, p["goal"])
    goal.prepare(pos)
    wrong = next(a for a in game.legal_actions(pos) if judge_actions(game, goal, pos, [a]).status == "missed")
    click_action(page.locator(".hf-trainer__exercise"), wrong)
    page.wait_for_selector('.hf-trainer[data-result="missed"]', timeout=BOOT)
    assert "come back" in page.locator(".hf-trainer__verdict").inner_text()
    tab.check()


def _learner_first(key: str, level: str) -> int:
    """A seed whose match starts with the learner's turn, which the learner's
    moves (the standard computer's choices) end with the computer to move."""
    from hanafuda_core.play import PlaySession
    from hanafuda_core.rng import Rng

    for seed in range(1, 100):
        s = PlaySession(key, seed=seed, level=level)
        if s.waiting != "you":
            continue
        while s.waiting == "you":
            s.act(s.game.computer.choose(s.position.copy(), Rng(0)))
        if s.waiting == "computer":
            return seed
    raise AssertionError(f"no {key} deal starts with the learner")


def test_the_strong_computer_answers_a_poka_move(host, tab):
    from hanafuda_core.play import PlaySession
    from hanafuda_core.rng import Rng
    from tests.e2e.conftest import click_action, wait_saved

    key = "poka"
    seed = _learner_first(key, "strong")
    saved = _start_match(tab, host.base, key, seed, level="strong")
    page = tab.page
    mirror = PlaySession.from_text(saved)
    assert mirror.level == "strong" and mirror.seed == seed and mirror.waiting == "you"
    board = page.locator(".hf-play .hf-board")
    while mirror.waiting == "you":
        move = mirror.game.computer.choose(mirror.position.copy(), Rng(0))
        click_action(board, move)
        assert mirror.act(move)["ok"]
        if mirror.waiting == "you":
            wait_saved(page, key, mirror)
    mine = mirror.moves[-1]
    after = _wait_answered(page, key, len(mine))
    answered = PlaySession.from_text(after)  # the computer's moves replayed: each legal
    assert answered.moves[-1][:len(mine)] == mine and len(answered.moves[-1]) > len(mine)
    assert "level: strong" in after
    assert page.locator(".hf-play__last").inner_text().strip()  # what the computer did, in words
    assert page.locator(".hf-play__message").inner_text() == ""
    tab.check()


def test_a_host_lesson_with_a_built_in_id_fails_the_build_naming_both_files(venv, host):
    clashing = venv.work / "club-clash"
    clash = "03-matching.yaml"  # the id of the built-in 01-matching.yaml
    lesson = HOST_LESSON.replace("id: our-lesson", "id: matching").replace(f"order: {HOST_ORDER}", "order: 3")
    _write_host(clashing, ["koikoi"], {"index.md": "# Club\n"}, {f"koikoi/{clash}": lesson})
    out = host.out  # the host's site: a failed build must leave it as it was
    before = {p.relative_to(out).as_posix(): (p.stat().st_size, p.stat().st_mtime_ns) for p in out.rglob("*")}
    result = venv.mkdocs(clashing, out, host.base, check=False)
    assert result.returncode != 0
    message = result.stdout + result.stderr
    assert f"my_tutorials/koikoi/{clash}" in message, message
    assert "hanafuda_core/games/koikoi/tutorials/01-matching.yaml" in message, message
    assert "Traceback" not in message, message
    after = {p.relative_to(out).as_posix(): (p.stat().st_size, p.stat().st_mtime_ns) for p in out.rglob("*")}
    assert after == before


# -- the host's own rules page and lesson, and a game from another distribution --------------


def test_the_host_page_replaces_the_rules_page_and_its_lesson_joins_the_course(host):
    out = host.out
    rules = (out / "games" / "koikoi" / "index.html").read_text(encoding="utf-8")
    assert "Koi-Koi at our club" in rules and OVERRIDE_TEXT in rules
    package = (GAMES / "koikoi" / "pages" / "games" / "koikoi.md").read_text(encoding="utf-8")
    first = next(ln for ln in package.splitlines()[1:] if ln.strip())  # "**Koi-Koi** (こいこい) is the ..."
    assert _words(first)[:40] not in _words(rules)
    assert "hf-koikoi-yaku" not in rules  # none of the package page's tables
    built = _built_in("koikoi")
    ours = "koikoi/lessons/our-lesson/index.html"
    assert (out / ours).is_file()
    for page in built["lesson"] + built["puzzles"]:
        assert (out / page).is_file(), page
    # In the course, the host's lesson comes after the built-in ones numbered up to
    # its number and before the rest (a built-in lesson of the same number first: by id).
    orders = {}
    for f in (GAMES / "koikoi" / "tutorials").glob("*.yaml"):
        if "." in f.stem:  # a translation beside its file
            continue
        data = yaml.safe_load(f.read_text(encoding="utf-8"))
        if data["kind"] == "lesson":
            orders[f"koikoi/{data['id']}"] = (data.get("order", 100), data["id"])
    orders["koikoi/our-lesson"] = (HOST_ORDER, "our-lesson")
    expected = sorted(orders, key=orders.get)
    assert expected.index("koikoi/our-lesson") not in (0, len(expected) - 1)  # between two built-in lessons
    course = _course((out / "index.html").read_text(encoding="utf-8"))
    (koikoi,) = [g for g in course["games"] if g["key"] == "koikoi"]
    lessons = [i["key"] for i in koikoi["items"] if i["kind"] == "lesson"]
    assert lessons == expected
    # ... and in the nav, and in the page titles' numbering.
    links = _nav_links((out / "index.html").read_text(encoding="utf-8"))
    nav_lessons = [ln.rstrip("/").replace("/lessons/", "/") for ln in links if ln.startswith("koikoi/lessons/")]
    assert nav_lessons == expected
    n = expected.index("koikoi/our-lesson") + 1
    assert f"<title>Koi-Koi lesson {n}: Our club's capture" in (out / ours).read_text(encoding="utf-8")


def test_the_game_of_another_distribution_is_listed(host):
    out = host.out
    for page in ("games/relay/index.html", "games/relay-play/index.html"):
        assert (out / page).is_file(), page
    assert "Relay is a small game" in (out / "games" / "relay" / "index.html").read_text(encoding="utf-8")
    play = (out / "games" / "relay-play" / "index.html").read_text(encoding="utf-8")
    assert 'data-hf-widget="play-board"' in play
    index = (out / "index.html").read_text(encoding="utf-8")
    links = _nav_links(index)
    assert "games/relay/" in links and "games/relay-play/" in links
    (relay,) = [g for g in _course(index)["games"] if g["key"] == "relay"]
    assert relay["name"] == "Relay" and [i["url"] for i in relay["items"]] == ["games/relay-play/"]


def test_the_host_lesson_and_relay_are_judged_in_the_page(host, tab):
    from tests.e2e.conftest import click_action

    page = tab.page
    # Relay: the learner plays a card; the computers answer with their own moves.
    saved = _start_match(tab, host.base, "relay", 5)
    assert "game: relay" in saved
    moves = len(_rounds(saved)[-1])
    hand = page.locator('.hf-zone[data-zone="hand-0"] .hf-card-btn[data-action]')
    card = hand.first.get_attribute("data-action")
    hand.first.click()
    after = _wait_answered(page, "relay", moves + 1)
    assert _rounds(after)[-1][moves] == card  # the learner's card, then the computers' answers
    assert card not in page.locator('.hf-zone[data-zone="hand-0"]').evaluate(
        "z => [...z.querySelectorAll('[data-action]')].map((b) => b.dataset.action)")
    assert page.locator(".hf-play__message").inner_text() == ""

    # The host's own lesson, judged by the engine.
    tab.open(host.base + "koikoi/lessons/our-lesson/")
    page.wait_for_selector(f'{HOST_STEP}[data-hf-mounted="ready"]', timeout=BOOT)
    step = page.locator(HOST_STEP)
    click_action(step, "3C1")
    step.locator(".hf-feedback--right").wait_for(timeout=BOOT)
    assert "at our club as anywhere" in step.locator(".hf-exercise__explanation").inner_text()
    tab.check()
