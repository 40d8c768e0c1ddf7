"""MkDocs hooks: wire hanafuda_core into the site build.

* ``on_config``: lets ``HANAFUDA_SITE_URL`` override ``site_url`` (tests and
  benchmarks serve the site on a random local port; Material's instant
  navigation only works when ``site_url`` matches the served origin).
* ``on_page_markdown``: renders the engine fences (cards, generated tables,
  widgets); an error names the page and line and fails the build.
* ``on_page_content``: card images and course-map links made relative to the page.
* ``on_post_page``: records the engine's answers for the opening of each
  exercise next to its page (sitegen.answers); marks Japanese text
  ``lang="ja"`` and collects its characters.
* ``on_post_build``: copies self-hosted Pyodide and the engine wheel, writes
  the subset of the Japanese font (sitegen.japanese) and the precompressed
  copies of the site's files (sitegen.precompress).

The learning path (sitegen.course) comes from the registry and the tutorials:
each game's course map (the ``course-map`` fence), the data that marks progress
in the browser (``config.extra.hf_course``, written into every page's head by
overrides/main.html), and each tutorial's link to its rules section.
"""

from __future__ import annotations

import os
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
for p in (ROOT, ROOT / "scripts"):
    if str(p) not in sys.path:
        sys.path.insert(0, str(p))

from mkdocs.exceptions import PluginError  # noqa: E402

from sitegen import answers, cardrender, course, fences, japanese, precompress, startup, tutorials, vendor  # noqa: E402

_tutorials: list = []
_japanese: set[str] = set()


def on_config(config):
    url = os.environ.get("HANAFUDA_SITE_URL")
    if url:
        config["site_url"] = url if url.endswith("/") else url + "/"
    # Every lesson and puzzle is validated by the engine before anything is built.
    global _tutorials
    try:
        _tutorials = tutorials.load_all()
    except tutorials.TutorialFileError as e:
        raise PluginError(f"tutorial error: {e}") from None
    course.configure(_tutorials, config["docs_dir"])
    for t in _tutorials:
        try:
            course.rules_link(t.tutorial)
        except ValueError as e:
            raise PluginError(f"tutorial error: {tutorials.TutorialFileError(t.file, tutorials._rules_line_no(t.file), str(e))}") from None
    config["extra"]["hf_course"] = course.browser_data()
    _japanese.clear()
    _add_games_to_nav(config)
    return config


def _add_games_to_nav(config) -> None:
    """One nav section per registered game, in the registry's order, before
    "For authors": its rules page, lessons, puzzles and play page."""
    from hanafuda_core import games

    nav = config.get("nav")
    if not nav:
        return
    docs = Path(config["docs_dir"])
    by_game: dict[str, dict[str, list]] = {}
    for t in _tutorials:
        tut = t.tutorial
        group = "Lessons" if tut.kind == "lesson" else "Puzzles"
        by_game.setdefault(tut.game, {}).setdefault(group, []).append({tut.title: t.page})
    at = next((i for i, item in enumerate(nav) if isinstance(item, dict) and "For authors" in item), len(nav))
    for game in games.all_games():
        entries: list = []
        if (docs / game.page("rules")).exists():
            entries.append({"Rules": game.page("rules")})
        for group in ("Lessons", "Puzzles"):
            if by_game.get(game.key, {}).get(group):
                entries.append({group: by_game[game.key][group]})
        if (docs / game.page("play")).exists():
            entries.append({f"Play {game.name}": game.page("play")})
        if entries:
            nav.insert(at, {game.name: entries})
            at += 1


def on_files(files, config):
    from mkdocs.structure.files import File

    for t in _tutorials:
        files.append(File.generated(config, t.page, content=tutorials.page_markdown(t)))
    return files


def _front_matter_lines(page, markdown: str) -> int:
    """Lines that MkDocs removed from the top of the page (YAML front matter)."""
    try:
        src = Path(page.file.abs_src_path).read_text(encoding="utf-8")
    except (OSError, TypeError):
        return 0
    if src.rstrip().endswith(markdown.rstrip()):
        return src.rstrip().count("\n") - markdown.rstrip().count("\n")
    return 0


def on_page_markdown(markdown, page, config, files):
    try:
        out = fences.render_page(markdown)
    except fences.FenceError as e:
        line = e.line + _front_matter_lines(page, markdown)
        raise PluginError(f"docs/{page.file.src_path}:{line}: {e}") from None
    if "data-hf-widget=" in out:
        # overrides/main.html preloads the widgets' modules and the engine's
        # recorded answers on such pages.
        page.meta["hf_widgets"] = True
        used = sorted(set(re.findall(r'data-hf-widget="([\w-]+)"', out)))
        page.meta["hf_widget_modules"] = [f"assets/js/widgets/{w}.js" for w in used]
        if set(used) & set(answers.RECORDERS):
            page.meta["hf_answers"] = answers.answers_file_name(page.file.dest_path)
    return out


def on_page_content(html, page, config, files):
    # Cards drawn by this page refer to the site's card sprite (sitegen.cardrender).
    from mkdocs.utils import get_relative_url

    folder = get_relative_url(cardrender.card_folder()[0] + "/", page.file.url)
    return course.relative_links(html.replace(cardrender.BASE, folder.rstrip("/")), page.file.url)


def on_post_page(output, page, config):
    if page.meta.get("hf_widgets"):
        # The engine's answers for the opening of each exercise, so the first
        # move is judged while the engine is still starting (answers.py).
        from mkdocs.utils import get_relative_url

        cards = get_relative_url(cardrender.card_folder()[0] + "/", page.file.url)
        output = answers.write_for_page(output, page.file.dest_path, config["site_dir"], cards.rstrip("/") + "/")
        try:
            output = startup.material_after_widgets(output)
        except startup.StartupError as e:
            raise PluginError(f"docs/{page.file.src_path}: {e}") from None
    marked, chars = japanese.mark(output)
    _japanese.update(chars)
    return marked


def on_post_build(config):
    try:
        manifest = vendor.vendor(config["site_dir"])
        japanese.write_font(config["site_dir"], _japanese)
        precompress.precompress(config["site_dir"])  # .br/.gz copies for hosts that serve them
    except (vendor.VendorError, japanese.FontError) as e:
        raise PluginError(str(e)) from None
    return manifest
