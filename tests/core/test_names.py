"""The deck's names as messages (hanafuda_core.names): in English they are
the deck's own words, each with the context that tells it apart."""

from __future__ import annotations

from hanafuda_core.deck import CARDS, FLOWERS, Kind
from hanafuda_core.names import (card_label, card_name, card_with_month, every_name, flower_in_sentence,
                                 flower_name, kind_name, month_card, month_name)


def test_in_english_every_name_is_the_decks_own():
    from hanafuda_core.words import card_words, with_article

    for c in CARDS:
        assert str(card_name(c)) == c.name and str(card_label(c)) == c.label
        assert str(card_with_month(c)) == card_words(c.index)  # as the modules not yet converted say it
    for f in FLOWERS:
        assert str(month_card(f.month)) == with_article(f.month_name) + " card"
    for f in FLOWERS:
        assert (str(month_name(f.month)), str(flower_name(f)), str(flower_in_sentence(f))) == (
            f.month_name, f.english, f.english.lower())
    assert [str(kind_name(k)) for k in Kind] == [k.value for k in Kind]


def test_every_name_made_from_the_deck_is_listed_for_the_catalogs_with_its_context():
    listed = {(m.text, m.context) for m in every_name()}
    assert {(c.name, "card") for c in CARDS} <= listed
    assert {(f.month_name, "month") for f in FLOWERS} <= listed and len({m for m, _ in listed}) > 60
    # "Iris" the flower and any "Iris" elsewhere stay apart by their contexts
    assert ("Iris", "flower") in listed and ("iris", "flower, within a sentence") in listed
