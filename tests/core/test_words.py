"""English helpers: articles, lists, and who a text speaks of."""

from __future__ import annotations

import re

import pytest

from hanafuda_core import games
from hanafuda_core.deck import CARDS, FLOWERS
from hanafuda_core.words import Speaker, article, join_and, plural, speaker, team_words, with_article

WRONG = re.compile(r"\b[Aa] (?:[AEIOUaeiou8]|11\b)|\b[Aa]n (?![AEIOUaeiou8]|11\b|hour)")


@pytest.mark.parametrize("word, expected", [
    ("October", "an"), ("April", "an"), ("August", "an"), ("Iris", "an"), ("Isuri", "an"),
    ("May", "a"), ("Hiyoko", "a"), ("Koi-Koi", "a"), ("Palauan Hanahuda", "a"), ("Poka", "a"),
    ("8", "an"), ("11", "an"), ("18", "an"), ("80", "an"), ("1", "a"), ("7", "a"), ("100", "a"),
    ("one-card chain", "a"), ("unique card", "a"), ("hour", "an"), ("animal", "an"), ("ribbon", "a"),
])
def test_article(word, expected):
    assert article(word) == expected
    assert with_article(word) == f"{expected} {word}"
    assert with_article(word, capital=True) == f"{expected.capitalize()} {word}"


def test_every_month_and_game_name_takes_the_right_article():
    for f in FLOWERS:
        text = with_article(f.month_name) + " card"
        assert not WRONG.search(text), text
    for g in games.all_games():
        assert not WRONG.search(with_article(g.name)), g.name


def test_lists_and_plurals():
    assert join_and([]) == "" and join_and(["a"]) == "a"
    assert join_and(["a", "b"]) == "a and b" and join_and(["a", "b", "c"]) == "a, b and c"
    assert join_and(["a", "b"], "or") == "a or b"
    assert plural(1, "card") == "1 card" and plural(2, "card") == "2 cards" and plural(0, "chaff", "chaff") == "0 chaff"


def test_speaker():
    you, them = Speaker(), Speaker("the Computer")
    assert (you.does("hold", "holds"), you.possessive) == ("you hold", "your")
    assert (them.does("hold", "holds"), them.possessive) == ("the Computer holds", "the Computer's")
    names = ("You", "Computer 1", "Partner", "Computer 2")
    assert speaker(names, 0).is_reader and speaker(None, 3).is_reader
    assert speaker(names, 1).subject == "Computer 1" and speaker(names, 2).subject == "your partner"
    assert speaker(("You", "Computer"), 1).subject == "the Computer"
    assert team_words(names, (0, 2)) == "your team" and team_words(names, (1, 3)) == \
        "the team of Computer 1 and Computer 2"
    assert team_words(("You", "Computer"), (1,)) == "the Computer" and team_words(None, (1,)) == "your side"


def test_the_drills_and_explanations_write_no_wrong_article():
    from hanafuda_core.families.capture import explain_capture
    from hanafuda_core.games.hanahuda.engine import chaff_words
    from hanafuda_core.games.hiyoko.engine import card_text
    from hanafuda_core.games.poka.explain import month_with_article as _a
    from hanafuda_core.rule_drills import WhichCapture, WhoDeals
    from hanafuda_core.rng import Rng

    texts = [_a(m) + " card" for m in range(1, 13)]
    texts += [card_text(c.index) for c in CARDS] + [chaff_words(c.index) for c in CARDS]
    # a card played onto a card of another month, for every pair of months
    for played in range(0, 48, 4):
        for target in range(0, 48, 4):
            if played != target:
                field = (1 << target) | (1 << (played + 1))
                texts.append(explain_capture(played, target, field) or "")
    rng = Rng(5)
    for quiz in (WhoDeals, WhichCapture):
        for _ in range(150):
            q = quiz.question(rng)
            for choice in q["choices"]:
                texts.append(quiz.check(q["state"], choice["value"])["explanation"])
    bad = sorted({t for t in texts if WRONG.search(t)})
    assert not bad, bad[:5]
