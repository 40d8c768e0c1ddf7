"""Learner-facing sentences as messages (hanafuda_core.messages): English as
written, a language chosen per call from a compiled gettext catalog, plural
and context, parameters that are messages themselves, and a message kept as
data and shown later in another language."""

from __future__ import annotations

import pytest

from hanafuda_core.messages import ENGLISH, Language, Message, fields_of, msg, msg_in, msg_n
from mo_file import mo_file


JAPANESE = Language.from_catalog("ja", mo_file({
    "Your rating: {rating}.": "レーティング：{rating}",
    "{n} puzzle solved\0{n} puzzles solved": "{n}問正解",
    "a card's kind\x04bright": "光札",
    "{card} is {kind}.": "{card}は{kind}です。",
    "the Crane": "鶴",
    "{move:capital} ends the round.": "{move}で局が終わります。",
    "playing {card}": "{card}を出すこと",
}))


def test_english_is_the_text_as_written_with_its_parameters():
    m = msg("Your rating: {rating}.", rating=1500)
    assert str(m) == m.render() == m.render(ENGLISH) == "Your rating: 1500."
    assert fields_of(m.text) == {"rating"}


def test_a_language_writes_the_translation_with_the_same_parameters():
    assert msg("Your rating: {rating}.", rating=1512).render(JAPANESE) == "レーティング：1512"
    # a message the catalog does not hold stays in English
    assert msg("Not translated {x}.", x=1).render(JAPANESE) == "Not translated 1."


def test_plural_forms_are_chosen_by_the_count_in_each_language():
    one, two = (msg_n("{n} puzzle solved", "{n} puzzles solved", n, n=n) for n in (1, 2))
    assert (str(one), str(two)) == ("1 puzzle solved", "2 puzzles solved")
    assert (one.render(JAPANESE), two.render(JAPANESE)) == ("1問正解", "2問正解")


def test_a_context_tells_the_same_english_apart_and_a_parameter_may_be_a_message():
    kind = msg_in("a card's kind", "bright")
    assert str(kind) == "bright" and kind.render(JAPANESE) == "光札"
    m = msg("{card} is {kind}.", card=msg("the Crane"), kind=kind)
    assert str(m) == "the Crane is bright." and m.render(JAPANESE) == "鶴は光札です。"


def test_a_parameter_may_start_an_english_sentence_with_a_capital():
    m = msg("{move:capital} ends the round.", move=msg("playing {card}", card=msg("the Crane")))
    assert str(m) == "Playing the Crane ends the round." and m.render(JAPANESE) == "鶴を出すことで局が終わります。"
    assert fields_of(m.text) == {"move"}


def test_a_message_kept_as_data_is_shown_later_in_any_language():
    m = msg("{card} is {kind}.", card=msg("the Crane"), kind=msg_in("a card's kind", "bright"))
    again = Message.from_data(m.to_data())
    assert again == m and again.render(JAPANESE) == "鶴は光札です。"
    plural = msg_n("{n} puzzle solved", "{n} puzzles solved", 3, n=3)
    assert Message.from_data(plural.to_data()).render(JAPANESE) == "3問正解"


def test_a_message_needs_every_parameter_and_cannot_change():
    with pytest.raises(KeyError, match="rating"):
        msg("Your rating: {rating}.")
    m = msg("Your rating: {rating}.", rating=1)
    with pytest.raises(AttributeError):
        m.text = "x"


def test_a_message_written_once_in_each_language_is_written_the_same_again():
    # a message keeps what it was written as, per language: the same message
    # object shown in English, then Japanese, then English again
    kind = msg_in("a card's kind", "bright")
    m = msg("{card} is {kind}.", card=msg("the Crane"), kind=kind)
    for _ in range(2):
        assert (str(m), m.render(JAPANESE), kind.render(JAPANESE)) == ("the Crane is bright.", "鶴は光札です。", "光札")
    # and a number written with a format spec is written as str.format writes it
    assert str(msg("{share:.0%} of rounds", share=0.5)) == "50% of rounds"
