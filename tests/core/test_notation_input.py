"""Bad input to the text parsers of the core never ends in a traceback.

Card notation (``parse_card``, ``parse_cards``, ``notation.card``) raises
``NotationError`` and seeds (``Rng``, ``parse_seed``) raise ``SeedError``,
each with a message for a person, whatever they are given: a value that is
not text, digits of another script, a huge paste.

The first half lists each case as a plain test.  The second half checks the
same rules on random and mutated input with Hypothesis (bounded, derandomized
runs, so CI is deterministic and fast).  These tests also run inside Pyodide,
which has no Hypothesis: there the property tests are skipped and the named
cases still run.  No file system, no PyYAML.
"""

from __future__ import annotations

import re

import pytest

from hanafuda_core.deck import BY_KEY, CARDS
from hanafuda_core.notation import MAX_TEXT, NotationError, card, format_card, format_cards, parse_card, parse_cards
from hanafuda_core.rng import Rng, SeedError, parse_seed

from fuzzing import examples

from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st


def notation_error(fn, *args, **kwargs) -> NotationError:
    with pytest.raises(NotationError) as info:
        fn(*args, **kwargs)
    assert type(info.value) is NotationError
    assert len(str(info.value)) < 400, "the message quotes the input at length"
    return info.value


def seed_error(fn, *args) -> SeedError:
    with pytest.raises(SeedError) as info:
        fn(*args)
    return info.value


# ---------------------------------------------------------------------------
# Named cases: cards


@pytest.mark.parametrize(
    "value",
    [None, 5, 1.5, b"1B", ["1B"], {"card": "1B"}, True],
    ids=["none", "int", "float", "bytes", "list", "dict", "bool"],
)
def test_parse_card_given_something_not_text(value):
    err = notation_error(parse_card, value)
    assert "must be given as text" in str(err)


@pytest.mark.parametrize("value", [None, 5, b"1B 2A", ["1B", "2A"]], ids=["none", "int", "bytes", "list"])
def test_parse_cards_given_something_not_text(value):
    err = notation_error(parse_cards, value)
    assert "expected text" in str(err)


@pytest.mark.parametrize(
    "text",
    ["²B", "٣B", "۳B", "१B", "３B", "1C²", "1C١", "1٢B"],
    ids=["superscript-two", "arabic-indic-three", "persian-three", "devanagari-one", "fullwidth-three",
         "superscript-chaff-number", "arabic-indic-chaff-number", "arabic-indic-second-digit"],
)
def test_month_numbers_take_ascii_digits_only(text):
    err = notation_error(parse_card, text)
    assert "digits 0-9" in str(err)
    err = notation_error(parse_cards, f"1B {text}")
    assert (err.position, err.column, err.token) == (2, 4, text)


def test_card_name_with_a_lookalike_letter_is_refused():
    # U+212A KELVIN SIGN lower-cases to 'k': 'sa\u212ae-cup' would be read as 'sake-cup'
    err = notation_error(parse_card, "sa\u212ae-cup")
    assert "letters a-z" in str(err)


def test_lone_surrogate_is_a_notation_error():
    err = notation_error(parse_cards, "1B \ud800")
    assert err.position == 2


def test_huge_card_token_is_refused_with_a_short_message():
    err = notation_error(parse_card, "1" * 5000 + "B")
    assert "too long" in str(err) and "5001 characters" in str(err)


def test_number_beyond_the_int_digit_limit_is_a_notation_error():
    # 5,000 digits is past Python's int-from-text limit (4,300): no int() is ever attempted
    notation_error(parse_card, "9" * 5000 + "B")
    notation_error(parse_cards, "1C" + "9" * 3990)


def test_huge_card_list_is_refused():
    err = notation_error(parse_cards, "1B " * 2000)
    assert f"at most {MAX_TEXT}" in str(err)


def test_whole_deck_by_name_is_not_too_long():
    text = ", ".join(c.key or c.code for c in CARDS)
    assert parse_cards(text) == list(CARDS)


def test_no_break_space_separates_cards():
    assert [c.code for c in parse_cards("1B\u00a02A")] == ["1B", "2A"]


@pytest.mark.parametrize(
    "ref, message",
    [(None, "not None"), (True, "not True"), (1.5, "not a float"), (b"1B", "not a bytes"), (-1, "0..50, got -1"),
     (51, "0..50, got 51"), (10**5000, "a number that large"), ("²B", "digits 0-9"), ("", "empty card code")],
    ids=["none", "bool", "float", "bytes", "negative", "past-the-deck", "5000-digit-int", "superscript-digit", "empty"],
)
def test_card_lookup_errors(ref, message):
    err = notation_error(card, ref)
    assert message in str(err)


# ---------------------------------------------------------------------------
# Named cases: seeds


@pytest.mark.parametrize(
    "seed, message",
    [([1], "not a list"), (1.5, "not a float"), (True, "not True"), (b"7", "not a bytes"),
     ("١٢٣", "digits 0-9"), ("²", "digits 0-9"), ("\ud800", "lone surrogate U+D800"), ("x" * 2000, "too long")],
    ids=["list", "float", "bool", "bytes", "arabic-indic-digits", "superscript-two", "lone-surrogate", "2000-characters"],
)
def test_bad_seeds_raise_seed_error(seed, message):
    err = seed_error(Rng, seed)
    assert message in str(err)
    assert isinstance(err, ValueError) and isinstance(err, TypeError)


def test_400_digit_seeds_are_used_as_they_always_were():
    # an int seed is taken modulo 2**64 (the Pyodide parity test relies on it); a text seed is hashed
    big = 10**400
    assert Rng(big).next64() == Rng(big % 2**64).next64()
    assert Rng("9" * 400).next64() == Rng("9" * 400).next64()


@pytest.mark.parametrize(
    "text, message",
    [("", "empty"), ("  ", "empty"), ("²", "digits 0-9"), ("١٢٣", "digits 0-9"), ("9" * 400, "400 digits"),
     ("18446744073709551616", "0 to 2**64 - 1"), ("-1", "not a whole number"), ("1e5", "not a whole number"),
     ("0x10", "not a whole number"), (-1, "0 to 2**64 - 1"), (2**64, "0 to 2**64 - 1"), (True, "not True"),
     (1.5, "not a float"), ([1], "not a list"), (None, "not None"), ("1_000", "not a whole number")],
    ids=["empty", "blank", "superscript-two", "arabic-indic", "400-digits", "2**64", "minus-one-text", "exponent",
         "hex", "negative-int", "2**64-int", "bool", "float", "list", "none", "underscores"],
)
def test_parse_seed_errors(text, message):
    err = seed_error(parse_seed, text)
    assert message in str(err)


def test_parse_seed_reads_ascii_numbers():
    assert parse_seed("42") == 42
    assert parse_seed(" 7\n") == 7
    assert parse_seed("18446744073709551615") == 2**64 - 1
    assert parse_seed(0) == 0


# ---------------------------------------------------------------------------
# Properties (Hypothesis)

_TOKEN = re.compile(r"[^\s,]+")


def check_cards(text, allow_duplicates=False):
    """parse_cards either round-trips or raises NotationError, never anything else."""
    try:
        cards = parse_cards(text, allow_duplicates=allow_duplicates)
    except NotationError as e:
        assert type(e) is NotationError
        assert len(str(e)) < 400
        return
    assert all(tok.isascii() for tok in _TOKEN.findall(text))
    canonical = format_cards(cards)
    assert parse_cards(canonical, allow_duplicates=allow_duplicates) == cards
    assert format_cards(parse_cards(canonical, allow_duplicates=allow_duplicates)) == canonical


FAST = settings(max_examples=examples(150), deadline=None, derandomize=True, database=None,
                suppress_health_check=[HealthCheck.too_slow])

# Card-like pieces, then mutations of a valid list: every code and name, odd case,
# separators, and the characters most likely to go wrong.
_PIECES = [c.code for c in CARDS] + [c.code.lower() for c in CARDS] + list(BY_KEY) + ["-", "Moon", "SAKE-CUP"]
_ODD = ["²", "٣", "３", "\u212a", "\u00a0", "\u2003", "\ud800", "\x00", "ß", "İ", ",", " ", "\n", "-", "0", "13",
        "C", "c", "9" * 50]
_SEPARATORS = st.sampled_from([" ", ",", ", ", "  ", "\n", "\t", "\u00a0", ",,"])

@st.composite
def card_lists(draw):
    pieces = draw(st.lists(st.sampled_from(_PIECES), max_size=12))
    text = ""
    for p in pieces:
        text += p + draw(_SEPARATORS)
    return text

@st.composite
def mutated_card_lists(draw):
    text = draw(card_lists())
    for _ in range(draw(st.integers(1, 3))):
        at = draw(st.integers(0, len(text)))
        kind = draw(st.sampled_from(["insert", "delete", "replace", "double"]))
        piece = draw(st.sampled_from(_ODD) | st.text(max_size=3))
        if kind == "insert":
            text = text[:at] + piece + text[at:]
        elif kind == "delete":
            text = text[:at] + text[at + 1:]
        elif kind == "replace":
            text = text[:at] + piece + text[at + 1:]
        else:
            text = text[:at] + text[at:] + text[at:]
    return text

_ANYTHING = (st.none() | st.booleans() | st.integers() | st.floats() | st.binary(max_size=8)
             | st.lists(st.text(max_size=3), max_size=3) | st.text(max_size=20))

@FAST
@given(st.text(max_size=60), st.booleans())
@example("1B 2A", False)
@example("٣B", False)  # an Arabic-Indic digit was read as month 3
@example("sa\u212ae-cup", False)  # KELVIN SIGN lower-cases to 'k'
def test_random_text_as_a_card_list(text, allow_duplicates):
    check_cards(text, allow_duplicates)

@FAST
@given(card_lists(), st.booleans())
def test_valid_card_lists_round_trip(text, allow_duplicates):
    check_cards(text, allow_duplicates)

@FAST
@given(mutated_card_lists(), st.booleans())
@example("1B ²A", False)
@example("1C" + "9" * 5000, True)  # past Python's int digit limit
def test_mutated_card_lists(text, allow_duplicates):
    check_cards(text, allow_duplicates)

@FAST
@given(_ANYTHING | mutated_card_lists())
@example(None)  # AttributeError: 'NoneType' object has no attribute 'strip'
@example(5)
@example(b"1B")  # TypeError: cannot use a string pattern on a bytes-like object
def test_parse_card_anything(value):
    try:
        c = parse_card(value)
    except NotationError as e:
        assert type(e) is NotationError
        return
    assert parse_card(format_card(c)) is c

@FAST
@given(_ANYTHING | mutated_card_lists())
@example(True)  # was read as index 1
@example(1.5)
def test_card_lookup_anything(value):
    try:
        c = card(value)
    except NotationError as e:
        assert type(e) is NotationError
        return
    assert not isinstance(value, bool)
    assert card(c.index) is c and card(c.code) is c

@FAST
@given(_ANYTHING.filter(lambda v: v is not None)  # None asks for a random seed
       | st.integers(min_value=-(10**500), max_value=10**500) | st.text(alphabet="0123456789²٣ ", max_size=30))
@example("\ud800")  # UnicodeEncodeError while hashing the text
@example("١٢٣")
def test_rng_seeds_anything(seed):
    try:
        a, b = Rng(seed), Rng(seed)
    except SeedError as e:
        assert isinstance(e, ValueError)
        return
    assert not isinstance(seed, bool)
    assert a.next64() == b.next64()

@FAST
@given(_ANYTHING | st.text(alphabet="0123456789²٣ -+_.e", max_size=30) | st.integers(min_value=-(2**70), max_value=2**70))
@example("9" * 5000)  # past Python's int digit limit
@example("²")  # str.isdigit() is True, int() fails
def test_parse_seed_anything(value):
    try:
        n = parse_seed(value)
    except SeedError as e:
        assert type(e) is SeedError
        return
    assert 0 <= n < 2**64
    assert parse_seed(str(n)) == n

@FAST
@given(st.integers(min_value=0, max_value=2**64 - 1))
def test_parse_seed_round_trip(n):
    assert parse_seed(str(n)) == n == parse_seed(f" {n} ")


@pytest.mark.parametrize("key", ["poka", "koikoi"])
@pytest.mark.parametrize("value", [5, None, 1.5, ["target=3"], b"target=3"])
def test_options_from_text_refuses_what_is_not_text(key, value):
    from hanafuda_core import games
    from hanafuda_core.options import OptionError

    game = games.get(key)
    with pytest.raises(OptionError):
        game.options_type.from_text(value)


def test_bonus_cards_are_read_only_where_a_game_plays_with_them():
    from hanafuda_core.cardset import to_list, to_mask
    from hanafuda_core.deck import BONUS_CARDS

    err = notation_error(parse_cards, "1B X1")
    assert "X1 is a bonus card" in err.reason and "48 cards" in err.reason and err.position == 2
    assert [c.code for c in parse_cards("x1 X3 1B", bonus=True)] == ["X1", "X3", "1B"]
    with pytest.raises(ValueError, match="0..47, got 48"):
        to_mask([48])
    with pytest.raises(ValueError, match="bonus card"):
        to_mask([BONUS_CARDS[0]])
    assert to_mask("X2", bonus=True) == 1 << 49 and to_list(1 << 50 | 1, bonus=True) == [0, 50]
    with pytest.raises(ValueError, match="2\\*\\*48 - 1"):
        to_mask(1 << 48)
