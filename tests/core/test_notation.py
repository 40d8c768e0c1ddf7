import pytest

from hanafuda_core.deck import CARDS
from hanafuda_core.notation import NotationError, format_cards, parse_card, parse_cards
from hanafuda_core.rng import Rng


def test_every_code_round_trips():
    for c in CARDS:
        assert parse_card(c.code) is c
        assert parse_card(c.code.lower()) is c
        if c.key:
            assert parse_card(c.key) is c


def test_list_round_trip_random_orders():
    rng = Rng(7)
    for n in range(0, 49, 6):
        cards = rng.shuffled(CARDS)[:n]
        text = format_cards(cards)
        assert parse_cards(text) == cards
        assert format_cards(parse_cards(text)) == text


def test_separators_and_empty():
    assert [c.code for c in parse_cards("1B,2A  3r,\n8b")] == ["1B", "2A", "3R", "8B"]
    assert parse_cards("") == []
    assert parse_cards("-") == []
    assert format_cards([]) == "-"


@pytest.mark.parametrize(
    "text, token, position, column, reason",
    [
        ("1B 13A", "13A", 2, 4, "month must be 1 to 12"),
        ("1B 0C1", "0C1", 2, 4, "month must be 1 to 12"),
        ("2B", "2B", 1, 1, "February cards are 2A 2R 2C1 2C2"),
        ("3R 1C", "1C", 2, 4, "write 1C1 or 1C2"),
        ("1C3", "1C3", 1, 1, "January cards are"),
        ("5X", "5X", 1, 1, "kind letter must be B, A, R or C"),
        ("moon kitten", "kitten", 2, 6, "write a month number and a kind letter"),
        ("1B 2A 1b", "1b", 3, 7, "1B (Crane and Sun) appears twice, first as card 1"),
        ("crane 1B", "1B", 2, 7, "appears twice"),
    ],
)
def test_errors_name_the_token_and_place(text, token, position, column, reason):
    with pytest.raises(NotationError) as info:
        parse_cards(text)
    err = info.value
    assert (err.token, err.position, err.column) == (token, position, column)
    assert reason in str(err)
    assert f"card {position}, column {column}" in str(err)
    assert err.to_dict()["token"] == token


def test_duplicates_allowed_on_request():
    assert len(parse_cards("1B 1B", allow_duplicates=True)) == 2


def test_single_card_errors():
    with pytest.raises(NotationError, match="empty card code"):
        parse_card("  ")
    with pytest.raises(NotationError, match="unknown card"):
        parse_card("12C4")
    with pytest.raises(NotationError, match="expected text"):
        parse_cards(None)


def test_read_once_keeps_each_class_texts():
    from hanafuda_core.notation import ReadOnce, read_action_word

    calls = []

    class Word(ReadOnce):
        READ_LIMIT = 2

        @classmethod
        def _read(cls, text):
            calls.append(text)
            return read_action_word(text, cls, {"stop": "STOP"})

    class Other(Word):
        pass

    assert Word.parse(" Stop ") == Word.parse(" Stop ") == "STOP" and calls == [" Stop "]
    assert Other.parse(" Stop ") == "STOP" and calls == [" Stop ", " Stop "]  # each class its own texts
    for t in ("a", "b", "c", "c"):
        Word.parse(t)
    assert len(Word.READ) == 2 and calls.count("c") == 2  # no more texts kept than the limit
    with pytest.raises(NotationError):
        Word.parse(5)
