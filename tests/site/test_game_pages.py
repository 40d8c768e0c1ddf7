"""Every registered game's pages, parametrised over the registry: its rules
page uses every table the game generates (each renders through the fence),
has rule notes and links its play page; the play page holds the game's
board."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "scripts"))

from hanafuda_core import games  # noqa: E402
from sitegen import fences, tables  # noqa: E402
from tests.project_tutorials import section_page, section_pages  # noqa: E402

SITE_GAMES = [g for g in games.all_games() if g.site.page("rules") in section_pages()]
TABLES = [(g.key, name) for g in SITE_GAMES for name in g.site.tables()]


def test_the_site_has_pages_for_its_games():
    assert {g.key for g in SITE_GAMES} >= {"poka", "koikoi"}


@pytest.mark.parametrize("key, name", TABLES, ids=[f"{k}-{n}" for k, n in TABLES])
def test_every_table_renders_and_is_on_the_rules_page(key, name):
    assert name in tables.names()
    out = fences.render_page(f"# T\n\n```hanafuda-table\n{name}\n```\n")
    assert 'class="hf-table' in out
    page = section_page(games.get(key).site.page("rules")).read_text(encoding="utf-8")
    assert f"```hanafuda-table\n{name}\n```" in page


@pytest.mark.parametrize("key", [g.key for g in SITE_GAMES])
def test_rules_page_has_rule_notes_and_the_play_page_its_board(key):
    game = games.get(key)
    rules = section_page(game.site.page("rules")).read_text(encoding="utf-8")
    assert "\n## Rule notes" in rules
    play = section_page(game.site.page("play")).read_text(encoding="utf-8")
    assert f"```widget game={key}\nplay-board\n```" in play
