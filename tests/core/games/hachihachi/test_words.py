"""Hachi-Hachi's words for a learner as messages (hanafuda_core.messages): the
actions in their three forms, why a move is not legal and the yaku's names
made from the yaku's data, each in English as the game has always written it."""

from __future__ import annotations

from hanafuda_core import games
from hanafuda_core.games.hachihachi import HachiHachiPosition
from hanafuda_core.games.hachihachi.yaku import DEKIYAKU, TEYAKU
from hanafuda_core.messages import Message


def forms(pos, action) -> tuple[str, str, str]:
    phrase = games.get("hachihachi").presenter.action_phrase(pos, action)
    return str(phrase.imperative), str(phrase.gerund), str(phrase.past())


def test_the_actions_in_every_form_and_why_a_move_is_not_legal():
    pos = HachiHachiPosition.from_deal(["1B 8A", "2A 9A", "4A 10A"], "1C1 8C1 8C2 12C1", "8B 2C1 3B 9C1 4C1 10C1")
    assert forms(pos, "8A>8C2") == ("play the Geese (August) onto the Susuki chaff 2 (August)",
                                    "playing the Geese (August) onto the Susuki chaff 2 (August)",
                                    "you played the Geese (August) onto the Susuki chaff 2 (August)")
    reason = pos.explain_illegal("8A")
    assert isinstance(reason, Message) and str(reason) == "Two field cards match: say which one you take."
    pos.push("1B>1C1")  # the Moon turned up matches two field cards
    assert str(pos.explain_illegal("9A")) == ("The card turned up, the Moon, takes one of two cards first: the "
                                              "Susuki chaff 1 or Susuki chaff 2.")
    assert forms(pos, "draw>8C1")[2] == "you took the Susuki chaff 1 (August) with the card turned up"
    assert forms(pos, "sage") == ("go on (sage)", "going on (sage)", "you went on (sage)")
    assert forms(pos, "shoubu") == ("stop (shoubu)", "stopping (shoubu)", "you stopped (shoubu)")
    assert forms(pos, "cancel") == ("end the round", "ending the round", "you ended the round")


def test_the_yaku_names_for_the_catalogs_are_the_yaku_data():
    said = {str(m) for m in games.get("hachihachi").data_messages()}
    assert {f"{y.name} ({y.japanese})" for y in TEYAKU + DEKIYAKU} <= said
    assert {y.name for y in TEYAKU} | {y.what for y in TEYAKU} <= said
