"""The hanafuda MkDocs plugin as MkDocs drives it: its config (errors are
MkDocs' own, naming the key), builds that share nothing, and a tutorial
broken while `mkdocs serve` runs."""

from __future__ import annotations

import hashlib
import logging
import sys
from pathlib import Path

import pytest
import yaml
from mkdocs.config import load_config
from mkdocs.exceptions import Abort, PluginError

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "scripts"))

from tests.conftest import TEST_OPTIONS  # noqa: E402

from .test_tutorial_files import GOOD  # noqa: E402


def write_config(tmp_path: Path, options: dict, **extra) -> Path:
    docs = tmp_path / "docs"
    docs.mkdir(exist_ok=True)
    if not (docs / "index.md").exists():
        (docs / "index.md").write_text("# Home\n\n```cards\n1B 2A\n```\n")
    cfg = {"site_name": "Host", "theme": {"name": "material"}, "plugins": ["search", {"hanafuda": options}], **extra}
    path = tmp_path / "mkdocs.yml"
    path.write_text(yaml.safe_dump(cfg))
    return path


BASE = {**TEST_OPTIONS, "pyodide": str(ROOT / "node_modules" / "pyodide"), "cache_dir": str(ROOT / ".cache"),
        "japanese_font": str(ROOT / "node_modules" / "@fontsource" / "noto-sans-jp"),
        "korean_font": str(ROOT / "node_modules" / "@fontsource" / "noto-sans-kr")}


@pytest.mark.parametrize("options, key, words", [
    ({"games": ["chess"]}, "games", "chess"),
    ({"games": "poka"}, "games", "list"),
    ({"pyodide": "https://cdn.jsdelivr.net/pyodide/v0.29.0/full/"}, "pyodide", "is a URL"),
    ({"pyodide": "no/such/folder"}, "pyodide", "isn't an existing directory"),
    ({"tutorials": "missing-tutorials"}, "tutorials", "isn't an existing directory"),
    ({"recorded_answers": "yes"}, "recorded_answers", "bool"),
    ({"compression": "quick"}, "compression", "best"),
    ({"course_map": 1}, "course_map", "bool"),
    ({"nav_before": ["For authors"]}, "nav_before", "str"),
], ids=["unknown-game", "games-not-a-list", "pyodide-from-a-cdn", "pyodide-missing", "tutorials-missing",
        "answers-not-a-bool", "compression-unknown", "course-map-not-a-bool", "nav-before-not-text"])
def test_a_wrong_option_is_a_config_error_naming_the_key(tmp_path, caplog, options, key, words):
    path = write_config(tmp_path, {**BASE, **options})
    with caplog.at_level(logging.ERROR), pytest.raises(Abort):
        load_config(str(path))
    errors = "\n".join(r.getMessage() for r in caplog.records if r.levelno >= logging.ERROR)
    assert f"Plugin 'hanafuda' option '{key}'" in errors and words in errors, errors


def test_a_misspelt_option_is_named(tmp_path, caplog):
    path = write_config(tmp_path, {**BASE, "tutorial": "x"})
    with caplog.at_level(logging.WARNING):
        load_config(str(path))
    assert "Plugin 'hanafuda' option 'tutorial': Unrecognised configuration name" in caplog.text


def _plugin(config):
    return config["plugins"]["hanafuda"]


def _tutorials(tmp_path: Path, text: str = GOOD) -> Path:
    folder = tmp_path / "tutorials" / "poka"
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "01-sample.yaml").write_text(text)
    return folder.parent


def test_a_tutorial_broken_while_serving_is_reported_and_the_server_goes_on(tmp_path, caplog):
    tutorials = _tutorials(tmp_path)
    # Every game (the engine compiled for the project's site, from the shared cache), none of their parts.
    config = load_config(str(write_config(tmp_path, {**BASE, "tutorials": str(tutorials), "sections": []})))
    plugin = _plugin(config)
    plugin.on_startup(command="serve", dirty=False)

    def hosts():  # the host's tutorials, among the game's own
        return [t.tutorial.id for t in plugin.build.catalog.tutorials if tutorials in t.file.parents]

    watched = []

    class Server:
        def watch(self, path):
            watched.append(path)

    plugin.on_serve(Server(), config=config, builder=None)
    assert str(tutorials) in watched  # an edit to a tutorial rebuilds the site

    config = plugin.on_config(config)
    assert hosts() == ["sample"] == [t.tutorial.id for t in plugin.build.catalog.tutorials]
    # The author breaks the file: the rebuild reports file:line and does not raise.
    (tutorials / "poka" / "01-sample.yaml").write_text(GOOD.replace("answer: 7C1 8C1 9R", "answer: 7C1 9R"))
    with caplog.at_level(logging.ERROR):
        config = plugin.on_config(load_config(str(tmp_path / "mkdocs.yml")))
    assert "01-sample.yaml:12: " in caplog.text and "move 2 (9R) is illegal" in caplog.text
    assert plugin.build.catalog.tutorials == ()
    # Fixed again: the next rebuild has the lesson back.
    (tutorials / "poka" / "01-sample.yaml").write_text(GOOD)
    plugin.on_config(load_config(str(tmp_path / "mkdocs.yml")))
    assert hosts() == ["sample"]
    assert plugin.build.errors == []


def test_a_broken_tutorial_fails_a_build(tmp_path):
    tutorials = _tutorials(tmp_path, GOOD.replace("answer: 7C1 8C1 9R", "answer: 7C1 9R"))
    config = load_config(str(write_config(tmp_path, {**BASE, "tutorials": str(tutorials)})))
    plugin = _plugin(config)
    plugin.on_startup(command="build", dirty=False)
    with pytest.raises(PluginError, match=r"01-sample\.yaml:12: .*move 2 \(9R\) is illegal"):
        plugin.on_config(config)


def _tree(site: Path) -> dict[str, str]:
    return {p.relative_to(site).as_posix(): hashlib.sha256(p.read_bytes()).hexdigest()
            for p in sorted(site.rglob("*")) if p.is_file()}


def test_two_builds_in_one_process_give_the_same_site(tmp_path):
    """Build a one-game site, then another with other options, then the first
    again: the first and the last are the same, file for file."""
    from mkdocs.commands.build import build

    tutorials = _tutorials(tmp_path)
    (tmp_path / "docs").mkdir()
    (tmp_path / "docs" / "map.md").write_text("# Course\n\n```course-map\n```\n")
    # Every game, so that both builds use the engine compiled for the project's site (the shared cache).
    first = write_config(tmp_path, {**BASE, "tutorials": str(tutorials), "sections": []},
                         nav=[{"Home": "index.md"}, {"Course": "map.md"}])
    build(load_config(str(first), site_dir=str(tmp_path / "a")))
    other = tmp_path / "other"
    other.mkdir()
    (other / "docs").mkdir()
    (other / "docs" / "index.md").write_text("# Other\n")
    second = write_config(other, {**BASE, "sections": ["rules"], "course_map": False,
                                  "recorded_answers": False})
    build(load_config(str(second), site_dir=str(other / "site")))
    build(load_config(str(first), site_dir=str(tmp_path / "b")))
    a, b = _tree(tmp_path / "a"), _tree(tmp_path / "b")
    assert "poka/lessons/sample/index.html" in a and "poka/lessons/sample/index.answers.json" in a
    assert a == b
    assert not (other / "site" / "poka").exists() and (other / "site" / "games" / "koikoi" / "index.html").exists()


def test_course_map_off_refuses_the_fence_with_page_and_line(tmp_path):
    from types import SimpleNamespace

    config = load_config(str(write_config(tmp_path, {**BASE, "course_map": False})))
    plugin = _plugin(config)
    plugin.on_startup(command="build", dirty=False)
    config = plugin.on_config(config)
    assert "hf_course" not in config["extra"]
    page = SimpleNamespace(file=SimpleNamespace(src_path="map.md", abs_src_path=None, dest_path="map/index.html",
                                                generated_by=None),
                           meta={})
    with pytest.raises(PluginError, match=r"docs/map\.md:3: the course map is turned off"):
        plugin.on_page_markdown("# Map\n\n```course-map\n```\n", page=page, config=config, files=None)


@pytest.mark.parametrize("sections, words", [
    (["rules", "lesons"], "sections: unknown part 'lesons'; the parts are rules, lessons, puzzles, trainer, play"),
    ({"chess": ["rules"]}, "sections: 'chess' is not one of the site's games (poka)"),
    ({"poka": "rules"}, "sections: poka is a list of parts"),
], ids=["unknown-part", "unknown-game", "not-a-list"])
def test_a_wrong_sections_option_stops_the_build_naming_it(tmp_path, sections, words):
    config = load_config(str(write_config(tmp_path, {**BASE, "games": ["poka"], "sections": sections})))
    plugin = _plugin(config)
    plugin.on_startup(command="build", dirty=False)
    with pytest.raises(PluginError) as e:
        plugin.on_config(config)
    assert words in str(e.value)


def test_sections_choose_the_parts_and_a_host_page_takes_the_place_of_a_generated_one(tmp_path):
    """``sections: [rules]``: the game's rules page and its family's, no
    lesson, puzzle, trainer or play page; a host's file at the rules page's
    path is the page read (its headings are what lessons link to)."""
    docs = tmp_path / "docs"
    (docs / "games").mkdir(parents=True)
    (docs / "games" / "koikoi.md").write_text("# Koi-Koi at our club\n")
    config = load_config(str(write_config(tmp_path, {**BASE, "games": ["koikoi"], "sections": ["rules"]})))
    plugin = _plugin(config)
    plugin.on_startup(command="build", dirty=False)
    config = plugin.on_config(config)
    plan = plugin.build.plan
    assert "common-rules.md" in plan.pages and "deck.md" in plan.pages
    assert "games/koikoi.md" not in plan.pages and plan.sources["games/koikoi.md"] == docs / "games" / "koikoi.md"
    assert "games/koikoi-play.md" not in plan.sources
    assert plugin.build.catalog.tutorials == () and plugin.build.trainers == []
    assert config["nav"][:3] == ["index.md", {"The cards": ["deck.md", "month-orders.md", "notation.md",
                                                            "common-rules.md"]}, {"Koi-Koi": [{"Rules": "games/koikoi.md"}]}]
    plugin.build.cancel()  # the engine for Koi-Koi alone, compiling since on_config: not needed here


def test_a_declared_game_that_does_not_load_stops_the_build_naming_its_package_file_and_line(tmp_path, monkeypatch):
    """Another installed distribution declares games (tests/core/declared_game.py):
    one that raises on import stops the build with the package, the file and
    the line; a site that does not choose it never imports it."""
    from hanafuda_core import games

    sys.path.insert(0, str(ROOT / "tests" / "core"))
    from declared_game import DISTRIBUTION, write_distribution

    monkeypatch.syspath_prepend(str(write_distribution(tmp_path / "installed")))
    games.rescan()
    try:
        config = load_config(str(write_config(tmp_path, {**BASE, "games": ["poka", "broken"]})))
        plugin = _plugin(config)
        plugin.on_startup(command="build", dirty=False)
        with pytest.raises(PluginError) as e:
            plugin.on_config(config)
        message = str(e.value)
        assert DISTRIBUTION in message and "hf_broken" in message and "line 2" in message, message
        config = load_config(str(write_config(tmp_path, {**BASE, "sections": [], "games": ["poka"]})))
        plugin = _plugin(config)
        plugin.on_startup(command="build", dirty=False)
        plugin.on_config(config)
        assert [g.key for g in plugin.build.catalog.chosen_games()] == ["poka"]
        plugin.build.cancel()
    finally:
        monkeypatch.undo()
        games.rescan()


def test_a_section_page_keeps_its_links_but_those_to_sections_the_site_leaves_out():
    """On a site of Isuri alone, its rules page's links to Hiyoko's pages (a game the site
    does not teach) read as plain words; a link to a page no section has stays, for MkDocs
    to report; links to the site's own pages stay."""
    from hanafuda_core import games
    from sitegen import sections

    plan = sections.plan([games.get("isuri")], None, "/nonexistent-docs")
    text = ("[Hiyoko](hiyoko.md#rule-notes), [play Hiyoko](hiyoko-play.md), [the deck](../deck.md), "
            "[Isuri's play page](isuri-play.md), [a typo](isuir.md), [lessons](../hiyoko/lessons/one-two.md)")
    assert sections.unlink_left_out(text, "games/isuri.md", plan) == (
        "Hiyoko, play Hiyoko, [the deck](../deck.md), [Isuri's play page](isuri-play.md), [a typo](isuir.md), lessons")
    assert "games/hiyoko.md" not in plan.pages and "games/isuri.md" in plan.pages


def _play_config(html_text: str) -> dict:
    import html
    import json
    import re

    found = re.search(r'data-hf-widget="play-board" data-hf-config="([^"]*)"', html_text)
    assert found, html_text[:300]
    return json.loads(html.unescape(found.group(1)))


@pytest.mark.parametrize("pause", [None, 0, 1200])
def test_the_computer_pauses_as_the_host_sets_and_a_board_its_own_way(tmp_path, pause):
    """A play board's pause before each of the computer's moves: the page's
    own (400 ms, assets/js/widgets/play-board.js) unless the host's
    ``computer_pause`` sets it for every board; a board's ``computer-pause``
    sets its own."""
    from types import SimpleNamespace

    config = load_config(str(write_config(tmp_path, {**BASE, "games": ["poka"], "computer_pause": pause})))
    plugin = _plugin(config)
    plugin.on_startup(command="build", dirty=False)
    config = plugin.on_config(config)
    page = SimpleNamespace(file=SimpleNamespace(src_path="play.md", abs_src_path=None, dest_path="play/index.html",
                                                src_uri="play.md", url="play/", generated_by=None), meta={})
    try:
        board = plugin.on_page_markdown("# Play\n\n```widget game=poka\nplay-board\n```\n", page=page, config=config,
                                        files=None)
        own = plugin.on_page_markdown("# Play\n\n```widget game=poka computer-pause=250\nplay-board\n```\n", page=page,
                                      config=config, files=None)
        assert _play_config(board).get("delay") == pause
        assert _play_config(own)["delay"] == 250
        with pytest.raises(PluginError, match=r"docs/play\.md:3: computer-pause: .* a whole number of milliseconds "
                                              r"from 0 to 5000, not '-5'"):
            plugin.on_page_markdown("# Play\n\n```widget game=poka computer-pause=-5\nplay-board\n```\n", page=page,
                                    config=config, files=None)
    finally:
        plugin.build.cancel()


@pytest.mark.parametrize("pause", [-1, 9000, True, "fast"])
def test_a_wrong_computer_pause_stops_the_build_naming_it(tmp_path, caplog, pause):
    config_file = write_config(tmp_path, {**BASE, "games": ["poka"], "computer_pause": pause})
    if isinstance(pause, str):  # not a number: MkDocs' own error, naming the key
        with caplog.at_level(logging.ERROR), pytest.raises(Abort):
            load_config(str(config_file))
        assert "Plugin 'hanafuda' option 'computer_pause'" in caplog.text
        return
    config = load_config(str(config_file))
    plugin = _plugin(config)
    plugin.on_startup(command="build", dirty=False)
    with pytest.raises(PluginError, match=f"computer_pause: .* from 0 to 5000, not '{pause}'"):
        plugin.on_config(config)
