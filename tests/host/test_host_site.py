"""A host site: someone else's MkDocs Material site that adds Koi-Koi lessons
with the plugin, as the README tells them to.

In a temporary folder outside the project, a fresh virtual environment
installs the built wheel (with MkDocs Material, pinned as in pyproject.toml,
from the package index: pip's cache makes the second run cheap), writes its
own mkdocs.yml with one game, a hand-written page embedding a position and
one lesson in its own tutorials folder, builds it, serves it under a
sub-path, and a learner makes the lesson's move in Chromium: the verdict
comes from the engine running in the page (recorded answers are off, so
nothing is answered ahead of it).

The build reuses this project's cache folder (compiled engine bytecode and
the compressed Pyodide) so that the test costs installing, not compressing.
"""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from tests.conftest import PREFIX, ROOT, free_port

sys.path.insert(0, str(ROOT / "scripts"))

from serve_site import serve_in_thread  # noqa: E402

BOOT = 90_000
STEP = "#koikoi-first-capture-take-the-curtain"

LESSON = """\
# yaml-language-server: $schema=../../tutorial.schema.json
id: first-capture
game: koikoi
kind: lesson
title: Our first capture
summary: The club's first lesson - capture a card of the same month.
steps:
  - id: take-the-curtain
    title: Take the Curtain
    text: Play the card of your hand that is of the same month as the Curtain.
    position: "1C1 3C1 5A 9C1 12C1; 2A 4C1 6C1 7C1 10C1; 3B 4R 8C1 11C; 1B 2R 5R 6C2 7C2 8B 8A 8C2 9A 9R 9C2 10A 10R 11B 11A 11R 12B 10C2; -; 1R 1C2 2C1 2C2 3R 3C2 4A 4C2 5C1 5C2 6A 6R 7A 7R 12C2 12C3; 1; play; 1; -; 1/12; 0-0; seed"
    goal: {type: capture-card, cards: 3B}
    answer: "3C1"
    hints: ["The Curtain is a March card."]
    explanation: Both are March cards, so one captures the other.
"""

INDEX = """\
# Hanafuda club

Welcome. Here is the position of our first lesson:

```position game=koikoi caption="The Curtain is on the field."
1C1 3C1 5A 9C1 12C1; 2A 4C1 6C1 7C1 10C1; 3B 4R 8C1 11C; 1B 2R 5R 6C2 7C2 8B 8A 8C2 9A 9R 9C2 10A 10R 11B 11A 11R 12B 10C2; -; 1R 1C2 2C1 2C2 3R 3C2 4A 4C2 5C1 5C2 6A 6R 7A 7R 12C2 12C3; 1; play; 1; -; 1/12; 0-0; seed
```

Then try [our first lesson](koikoi/lessons/first-capture.md).
"""


def _run(cmd, **kw):
    result = subprocess.run(cmd, capture_output=True, text=True, **kw)
    assert result.returncode == 0, f"{' '.join(map(str, cmd))} failed:\n{result.stdout}\n{result.stderr}"
    return result


@pytest.fixture(scope="module")
def host_site(tmp_path_factory):
    work = tmp_path_factory.mktemp("host")
    assert ROOT not in work.parents
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "VIRTUAL_ENV")}
    env["NO_MKDOCS_2_WARNING"] = "1"
    _run([sys.executable, "-m", "pip", "wheel", "--no-deps", "-q", "-w", str(work / "dist"), str(ROOT)], env=env)
    (wheel,) = (work / "dist").glob("*.whl")
    _run([sys.executable, "-m", "venv", str(work / "venv")], env=env)
    py = work / "venv" / "bin" / "python"
    _run([str(py), "-m", "pip", "install", "-q", f"{wheel}[site]"], env=env, cwd=work)

    host = work / "club"
    (host / "docs").mkdir(parents=True)
    (host / "docs" / "index.md").write_text(INDEX, encoding="utf-8")
    (host / "my_tutorials" / "koikoi").mkdir(parents=True)
    (host / "my_tutorials" / "koikoi" / "01-first-capture.yaml").write_text(LESSON, encoding="utf-8")
    (host / "mkdocs.yml").write_text(textwrap.dedent(f"""\
        site_name: Hanafuda club
        theme:
          name: material
          font: false  # Material's default fetches Google Fonts; this site makes no outside request
        plugins:
          - search
          - hanafuda:
              games: [koikoi]
              tutorials: my_tutorials/
              recorded_answers: false
              pyodide: {ROOT / "node_modules" / "pyodide"}
              japanese_font: {ROOT / "node_modules" / "@fontsource" / "noto-sans-jp"}
              cache_dir: {ROOT / ".cache"}
        """), encoding="utf-8")
    port = free_port()
    env["HANAFUDA_SITE_URL"] = f"http://127.0.0.1:{port}{PREFIX}"
    out = work / "site"
    build = _run([str(work / "venv" / "bin" / "mkdocs"), "build", "--strict", "-q", "-d", str(out)], env=env, cwd=host)
    server = serve_in_thread(out, port, PREFIX)
    yield out, f"http://127.0.0.1:{port}{PREFIX}", build
    server.shutdown()


def test_the_host_site_is_built_from_the_installed_package(host_site):
    out, _, build = host_site
    assert "hanafuda_site" not in build.stderr
    index = (out / "index.html").read_text(encoding="utf-8")
    assert 'class="hf-board' in index and "hf-course-data" in index  # the fence and the template partial
    assert '<div class="md-search" data-md-component="search" role="dialog" aria-label=' in index  # partials/search.html
    lesson = (out / "koikoi/lessons/first-capture/index.html").read_text(encoding="utf-8")
    assert "<title>Koi-Koi lesson 1: " in lesson  # the plugin's page titles (its games' names, from the registry)
    for f in ("sw.js", "assets/js/hanafuda-runtime.js", "assets/css/board.css", "assets/engine/engine.json",
              "assets/pyodide/pyodide.asm.wasm", "assets/pyodide/python_stdlib.zip", "schemas/tutorial.schema.json",
              "koikoi/lessons/first-capture/index.html"):
        assert (out / f).is_file(), f
    assert not list(out.rglob("*.answers.json"))  # recorded_answers: false
    assert not (out / "poka").exists()  # one game only


def test_a_learner_makes_the_lesson_move_and_the_engine_judges_it(host_site, browser):
    from tests.e2e.conftest import click_action

    _, base, _ = host_site
    ctx = browser.new_context(viewport={"width": 1400, "height": 1000})
    external: list[str] = []
    ctx.route("**/*", lambda route: route.continue_() if route.request.url.startswith(("http://127.0.0.1", "data:", "blob:"))
              else (external.append(route.request.url), route.abort()))
    page = ctx.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    try:
        page.goto(base + "koikoi/lessons/first-capture/")
        step = page.locator(STEP)
        page.wait_for_selector(f'{STEP}[data-hf-mounted="ready"]', timeout=BOOT)
        click_action(step, "3C1")
        step.locator(".hf-feedback--right").wait_for(timeout=BOOT)
        assert "Both are March cards" in step.locator(".hf-exercise__explanation").inner_text()
    finally:
        ctx.close()
    assert errors == [] and external == []
