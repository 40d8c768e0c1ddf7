"""English helpers: articles, lists, and who a text speaks of."""

from __future__ import annotations

import re

import pytest

from hanafuda_core import games
from hanafuda_core.deck import CARDS, FLOWERS
from hanafuda_core.words import article, join_and, plural, with_article

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


def test_the_seat_a_text_speaks_of():
    from hanafuda_core.seats import YOU, SeatName, seat_named, team_words

    names = (YOU, SeatName("computer", 1), SeatName("partner"), SeatName("computer", 2))
    assert seat_named(names, 0).is_reader and seat_named(None, 3).is_reader
    assert str(seat_named(names, 1).subject) == "Computer 1" and str(seat_named(names, 2).subject) == "your partner"
    assert str(SeatName("computer").subject) == "the Computer"
    assert str(team_words(names, (0, 2))) == "your team" and str(team_words(names, (1, 3))) == \
        "the team of Computer 1 and Computer 2"
    assert str(team_words((YOU, SeatName("computer")), (1,))) == "the Computer"
    assert str(team_words(None, (1,))) == "your side"


def test_the_drills_and_explanations_write_no_wrong_article():
    from hanafuda_core.families.capture import explain_capture
    from hanafuda_core.games.hanahuda.engine import chaff_words
    from hanafuda_core.games.hiyoko.engine import card_text
    from hanafuda_core.games.poka.explain import month_with_article as _a
    from hanafuda_core.rule_drills import WhichCapture, WhoDeals
    from hanafuda_core.rng import Rng

    texts = [_a(m) + " card" for m in range(1, 13)]
    texts += [str(card_text(c.index)) for c in CARDS] + [str(chaff_words(c.index)) for c in CARDS]  # in English
    # a card played onto a card of another month, for every pair of months
    for played in range(0, 48, 4):
        for target in range(0, 48, 4):
            if played != target:
                field = (1 << target) | (1 << (played + 1))
                texts.append(str(explain_capture(played, target, field) or ""))
    rng = Rng(5)
    for quiz in (WhoDeals, WhichCapture):
        for _ in range(150):
            q = quiz.question(rng)
            for choice in q["choices"]:
                texts.append(quiz.check(q["state"], choice["value"])["explanation"])
    bad = sorted({t for t in texts if WRONG.search(t)})
    assert not bad, bad[:5]


def test_cards_and_months_in_words():
    from hanafuda_core.words import card_words, cards_words, code_words, month_words

    curtain = next(c.index for c in CARDS if c.code == "3B")
    assert card_words(curtain) == "the Curtain (March)"
    assert cards_words([]) == "no card" and cards_words(0) == "no card"
    assert cards_words([curtain]) == "the Curtain (March)"
    assert cards_words(1 << curtain | 1).endswith(" and the Curtain (March)")
    assert code_words(curtain) == "3B (Curtain)" and month_words(3) == "March (Cherry blossom)"


def test_the_board_names_seats_in_the_second_person_for_the_learner():
    from hanafuda_core.messages import msg
    from hanafuda_core.seats import SeatName, by_seat, possessive, score_words

    you, computer, second = SeatName("you"), SeatName("computer"), SeatName("computer", 2)
    assert str(possessive(you)) == "Your" and str(possessive(computer)) == "Computer's"
    plays = [by_seat(n, msg("You play."), msg("{who} plays.", who=n.label)) for n in (you, second)]
    assert [str(m) for m in plays] == ["You play.", "Computer 2 plays."]
    assert str(computer.subject) == "the Computer" and str(SeatName("partner").subject) == "your partner"
    assert str(score_words((1, 0), (you, computer))) == "You 1 – 0 Computer"
    assert str(score_words((1, 0, 3), (you, SeatName("computer", 1), second))) == "You 1, Computer 1 0, Computer 2 3"


def test_the_old_homes_of_the_words_give_the_same_functions():
    import hanafuda_core.board as board
    import hanafuda_core.cardset as cardset
    import hanafuda_core.words as words

    for name in ("card_words", "cards_words", "code_words", "month_words", "capitalized"):
        assert getattr(cardset, name) is getattr(words, name)
    for name in ("score_words", "plural"):
        assert getattr(board, name) is getattr(words, name)
