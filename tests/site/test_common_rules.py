"""The common rules page follows its source (common-rules.txt), and its
examples agree with the capture engine (hanafuda_core.families.capture)."""

from __future__ import annotations

import re
from pathlib import Path

from hanafuda_core.families import capture as ha
from tests.project_tutorials import section_page

ROOT = Path(__file__).resolve().parents[2]
PAGE = section_page("common-rules.md").read_text(encoding="utf-8")


def _flat(text: str) -> str:
    return " ".join(text.split())


def _money(text: str) -> list[int]:
    return [int(x.replace("−", "-")) for x in re.findall(r"[+−]\d+", text)]


def test_dealer_draw_is_one_face_down_card_per_player():
    # the source: "one card is placed face-down on the table for each player. Each player chooses one"
    page = _flat(PAGE)
    assert "one card is laid face down on the table for each player" in page
    assert "chooses one of them and turns it over" in page
    assert "spread" not in page


def test_every_player_who_drops_pays_and_the_examples_are_the_engines():
    page = _flat(PAGE)
    assert "Every player who drops pays the penalty" in page
    assert "they do not pay the penalty" not in page
    chose = _money(page.split("shared by the three players who stay:", 1)[1].split(".", 1)[0])
    assert chose == list(ha.stay_or_drop(5, 0, {0: "drop", 1: "stay", 2: "drop"}).payments)
    forced = _money(page.split("they would each pay the 12 points all the same:", 1)[1].split(".", 1)[0])
    assert forced == list(ha.stay_or_drop(5, 0, lambda p: "stay").payments)


def test_the_player_chooses_an_exclusive_hand():
    page = _flat(PAGE)
    assert "chooses which one to claim" in page
    notes = page.split("## Rule notes", 1)[1]
    # where the site adds to or differs from the source, a note says so and why
    for title in ("A tie in the dealer draw.", "Who gets the drop penalty.", "Players who had to drop.",
                  "Claiming one of two exclusive hands."):
        assert title in notes
    assert "Fuda Wiki" in notes and "common-rules.txt" in notes
