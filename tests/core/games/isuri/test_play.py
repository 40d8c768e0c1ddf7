"""Isuri on the board: the totals, the round, the pot and this round's
payments in the panel, groups of one month as buttons, the log with the
payments, a whole match in words, saving and restoring."""

from __future__ import annotations


from hanafuda_core import games
from hanafuda_core.play import PlaySession
from hanafuda_core.rng import Rng
from hanafuda_core.notation import CODE_IN_TEXT as CODE
from hanafuda_core.messages import ENGLISH, written

GAME = games.get("isuri")
NAMES = GAME.seat_names(2, 0)  # "You", "Computer"


def english(view: dict) -> dict:
    """A view written in English (a view holds messages)."""
    return written(view, ENGLISH)


def test_the_panel_shows_totals_round_pot_and_payments():
    p = GAME.parse_position("3C1 10C1; 4C1 5C1 8C1 9C2 11A; 7C1 12B; ?; 1; 0; 0; 2; 5,-5; 2; 2; 3; -1,-2; -")
    v = english(GAME.presenter.view(p, me=0, names=NAMES))
    info = {i["label"]: i["value"] for i in v["info"]}
    assert info["Totals"] == "You 5, Computer −5"
    assert info["Round"] == "2 of 6" and info["Pot"] == "3 points"
    assert info["This round"] == "You −1, Computer −2"
    ex = english(GAME.presenter.exercise_view(p, me=0))
    assert {i["label"] for i in ex["info"]} <= {"Options", "Top card", "Pot", "This round"}


def test_groups_are_buttons_with_their_top_card_and_payment():
    p = GAME.parse_position("1B 5C1 5C2 7C1 8C1 9C1; 2R 3C2 4R 6R 10A 11A; 4C1; ?; 1; 0; 0; d; 0,0; 1; 1; 0; 0,0; -")
    v = english(GAME.presenter.view(p, me=0, names=NAMES))
    groups = [b for b in v["buttons"] if "+" in b["action"]]
    assert {b["action"] for b in groups} == {"1B+5C2+5C1", "5C1+5C2+1B"}
    label = next(b["label"] for b in groups if b["action"] == "5C1+5C2+1B")
    assert label == "Together: Iris chaff + Iris chaff + Crane and Sun (Crane and Sun on top, paid 20)"


def test_a_whole_match_reads_in_words_and_saves():
    s = PlaySession("isuri", options={"length": "3-rounds"}, seed=4)
    rng = Rng(2)
    while s.waiting != "match-over":
        if s.waiting == "computer":
            out = english(s.computer_step())
            assert not CODE.search(out["said"] + out["why"])
        elif s.waiting == "you":
            v = english(s.view())
            for t in [v["status"]] + v["log"] + [b["label"] for b in v["buttons"]]:
                assert not CODE.search(t), t
            legal = GAME.legal_actions(s.position)
            s.act(legal[rng.below(len(legal))])
        else:
            s.next_round()
    v = english(s.view())
    assert "paid" in " ".join(v["log"]) and v["outcome"]["title"]
    assert sum(s.scores) == 0
    text = s.to_text()
    assert PlaySession.from_text(text).to_text() == text
