"""Sakura's words for a learner as messages (hanafuda_core.messages): the
actions in their three forms, why a move is not legal and the yaku's names and
cards made from the yaku's data, each in English as the game has always
written it."""

from __future__ import annotations

from hanafuda_core import games
from hanafuda_core.games.sakura.position import SakuraPosition
from hanafuda_core.games.sakura.yaku import YAKU
from hanafuda_core.messages import Message


def forms(pos, action) -> tuple[str, str, str]:
    phrase = games.get("sakura").presenter.action_phrase(pos, action)
    return str(phrase.imperative), str(phrase.gerund), str(phrase.past())


def test_the_actions_in_every_form_and_why_a_move_is_not_legal():
    pos = SakuraPosition.from_deal(["11C 1C1", "2C1 4C1", "5C1 6C1"], "3R 8A 9A", "3C1 12C1 12C2 12C3 10C1 10C2")
    assert forms(pos, "11C>3R") == ("play the Lightning (November) onto the Cherry poetry ribbon (March)",
                                    "playing the Lightning (November) onto the Cherry poetry ribbon (March)",
                                    "you played the Lightning (November) onto the Cherry poetry ribbon (March)")
    assert forms(pos, "1C1") == ("play the Pine chaff 1 (January)", "playing the Pine chaff 1 (January)",
                                 "you played the Pine chaff 1 (January)")
    reason = pos.explain_illegal("2C1")
    assert isinstance(reason, Message) and str(reason) == "That card is not in your hand."


def test_the_yaku_names_and_cards_for_the_catalogs_are_the_yaku_data():
    said = {str(m) for m in games.get("sakura").data_messages()}
    assert said == {y.name for y in YAKU} | {y.what for y in YAKU}
