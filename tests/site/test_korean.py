"""Go-Stop's section in Korean (한국어), the language of its players: the
third language, made of a catalog and a set of pages only (the engine's
catalog translates the shared messages and Go-Stop's: Go-Stop names Korean
among its languages, SiteContent.languages).
Every Go-Stop lesson and puzzle judged in Korean, and whole rounds at each
seat count with every board text and refusal in Korean, with no Latin
letter; the built Korean pages show no English."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "scripts"))

from sitegen import catalogs  # noqa: E402

from hanafuda_core import games  # noqa: E402
from hanafuda_core.messages import Language  # noqa: E402
from tests.project_tutorials import project_tutorials  # noqa: E402
from tests.site.games.shared import exercises  # noqa: E402

from .test_japanese_verdicts import LATIN, _said, not_written_in  # noqa: E402

KEY = "gostop"


@pytest.fixture(scope="module")
def ko() -> Language:
    """Korean as a Go-Stop page reads it: the shared part and Go-Stop's."""
    parts = catalogs.split("ko")
    assert set(parts) == {catalogs.SHARED, KEY}  # Korean translates Go-Stop's section alone
    return Language.from_catalogs("ko", [parts[catalogs.SHARED], parts[KEY]])


def test_every_go_stop_exercise_is_judged_in_korean(ko):
    english = []
    for loaded in project_tutorials():
        t = loaded.tutorial
        if t.game != KEY:
            continue
        lessons, puzzles = ([t], []) if t.kind == "lesson" else ([], t.puzzles)
        for where, ex in exercises(lessons, puzzles):
            cfg = {"game": KEY, "position": ex.position, "goal": ex.goal_spec}
            for part, text in _said(cfg, ko):
                if LATIN.search(text):
                    english.append(f"{t.id}/{where} {part}: {text}")
    assert not english, f"{len(english)} texts not in Korean:\n" + "\n".join(english[:40])


@pytest.mark.parametrize("seats", games.get(KEY).info.seat_counts)
def test_every_go_stop_board_speaks_korean(seats, ko):
    latin = not_written_in(ko, KEY, seats)
    assert not latin, f"{len(latin)} texts not in Korean:\n" + "\n".join(sorted(set(latin))[:40])


def test_korean_pages_number_the_months_as_korean_decks_do(ko):
    """Korean decks number the rain's month 12 and the paulownia's 11, the
    other way round from the Japanese decks the cards and their codes follow:
    on a Korean page the shared names (a card's month, the deck drill's
    choices) say so, and Go-Stop's own (already in Korean numbering) agree;
    in English and Japanese the rain's month stays the eleventh."""
    from hanafuda_core.deck import CARDS
    from hanafuda_core.drills import NameThatCard
    from hanafuda_core.games.gostop.cards import korean_month
    from hanafuda_core.games.gostop.words import month_words
    from hanafuda_core.messages import ENGLISH
    from hanafuda_core.names import card_with_month, month_name, month_number

    rain, paulownia = CARDS[4 * 10], CARDS[4 * 11]  # the deck's 11th and 12th months: 11B, 12B
    assert (rain.code, paulownia.code) == ("11B", "12B")
    assert [ko.write(month_name(m)) for m in (1, 10, 11, 12)] == ["1월", "10월", "12월", "11월"]
    assert [ko.write(month_number(m)) for m in (10, 11, 12)] == ["10", "12", "11"]
    assert "12월" in ko.write(card_with_month(rain))
    assert ko.write(month_words(korean_month(paulownia.index))) == "11월"
    assert ko.write(month_words(korean_month(rain.index))) == "12월"
    labels = {m["value"]: m["label"] for m in NameThatCard(1).question(language=ko)["months"]}
    assert labels[11].startswith("12월") and labels[12].startswith("11월")
    japanese = Language.from_catalog("ja", catalogs.compiled("ja"))
    for language in (ENGLISH, japanese):
        assert language.write(month_number(11)) == "11"
    assert japanese.write(month_name(11)) == "霜月"
