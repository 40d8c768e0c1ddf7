"""What the status line says of a Palauan Hanahuda turn: the plays as the
legal moves are (a card with a match must capture, a card without one joins
the field: the rules text, "Game Play"), and the cutter's choice explained.

Plain test functions, so the file also runs in Pyodide under the small pytest shim."""

from hanafuda_core.games.hanahuda.engine import HanahudaPosition
from hanafuda_core.games.hanahuda.view import hanahuda_view
from hanafuda_core.messages import ENGLISH, written
from hanafuda_core.seats import seat_names

from .helpers import position

FILLER = "2R 4R 6R 7R 9R"  # the other hand (as many cards): nothing here matters


def names(me: int):
    return seat_names(2, me)  # ("You", "Computer") or ("Computer", "You")


def status(pos, me=0) -> str:
    return str(hanahuda_view(pos, me=me, names=names(me))["status"])


def test_cards_without_a_match_are_offered_and_the_status_says_they_join_the_field():
    # the case reported: the November ribbon and chaff and a December chaff match nothing on the field
    pos = position(2, hands=["11R 11C 12C1 3B 5A", FILLER], field="3C1 5C1 8B", turn=1, dealer=1, dump=(0, 1))
    legal = [a.text() for a in pos.legal_actions()]
    assert {"11R", "11C", "12C1", "3B", "5A"} <= set(legal)
    text = status(pos)
    assert text.startswith("Your turn: play a card from your hand; a card with a match on the field must "
                           "capture a field card of its month, and a card without one joins the field."), text
    assert "it must capture" not in text


def test_a_hand_that_all_matches_and_one_that_matches_nothing():
    every = position(2, hands=["3B 5A", FILLER[:5]], field="3C1 5C1 6R 7R 9R 8B", turn=1, dealer=1, dump=(0, 1))
    assert "every card in it matches a field card, so the card played captures" in status(every)
    assert "joins the field" not in status(every)
    none = position(2, hands=["11R 12C1", "1R 3R"], field="2C1 5R 6R 7R 9R 8B", turn=1, dealer=1, dump=(0, 1))
    assert "no card in it matches a field card, so the card played joins the field" in status(none)
    assert "captur" not in status(none)


def test_a_card_matching_two_is_mentioned_only_when_there_is_one():
    two = position(2, hands=["3B 11R", FILLER[:5]], field="3C1 3C2 8B", turn=1, dealer=1, dump=(0, 1))
    assert "a card matching two: pick it, then the field card" in status(two)
    one = position(2, hands=["3B 11R", FILLER[:5]], field="3C1 8B", turn=1, dealer=1, dump=(0, 1))
    assert "matching two" not in status(one)


def test_the_cutters_choice_says_what_it_is_and_that_it_changes_nothing_seen():
    pos = HanahudaPosition.new_round(5, dealer=1, seats=2)
    assert pos.phase_name == "cut" and pos.cutter == 0
    text = status(pos, me=0)
    assert "choose whether the dealer deals to the field first or to the players first" in text
    assert "the player on the dealer's right" in text and "changes nothing anyone can see" in text
    other = status(pos, me=1)  # the dealer waits for the cutter
    assert other.startswith("Computer cuts the deck") and "changes nothing anyone can see" in other
    hints = [b["hint"] for b in written(hanahuda_view(pos, me=0, names=names(0)), ENGLISH)["buttons"]]
    assert len(hints) == 2 and all("neither way is better" in h for h in hints)
