"""The computer's move explanations speak of the computer in the third person
("the Computer holds only 2 cards"), and of its side by name; a hint speaks to
the learner ("you hold only 2 cards")."""

from __future__ import annotations

import re

import pytest

from hanafuda_core import games
from hanafuda_core.play import PlaySession
from hanafuda_core.seats import YOU, SeatName, team_words

SECOND_PERSON = re.compile(r"\b(?:you|your)\b", re.I)


def test_a_koikoi_decision_in_the_third_person():
    from tests.core.games.koikoi.helpers import table

    pos = table("1R 2R 3R", "seed", hand1=2, hand2=3)  # player 1 decides with 2 cards left in hand
    g = games.get("koikoi")
    mine = str(g.computer.explain_move(pos, "stop"))
    theirs = str(g.computer.explain_move(pos, "stop", names=(SeatName("computer"), YOU)))
    assert mine.startswith("you hold only 2 cards")
    assert theirs.startswith("the Computer holds only 2 cards") and not SECOND_PERSON.search(theirs)
    pos = table("1R 2R 3R 6A 7A 10A", "seed")  # 10 points: doubled at 7
    assert str(g.computer.explain_move(pos, "stop")).startswith("your 10 points already reach 7")
    assert str(g.computer.explain_move(pos, "stop", names=(SeatName("computer", 1), YOU))).startswith(
        "Computer 1's 10 points")


@pytest.mark.parametrize("game, seats", [("koikoi", 2), ("hanahuda", 2), ("hanahuda", 3), ("hanahuda", 4),
                                         ("poka", 2), ("hiyoko", 2), ("isuri", 2), ("gostop", 2), ("gostop", 3),
                                         ("hachihachi", 3), ("sakura", 3)])
def test_no_computer_explanation_speaks_to_the_learner_about_the_computer(game, seats):
    seen = 0
    for seed in range(3):
        s = PlaySession(game, seed=seed, seats=seats)
        for _ in range(120):
            w = s.waiting
            if w == "match-over":
                break
            if w == "round-over":
                s.next_round()
                continue
            if w == "computer":
                seat = s.game.to_move(s.position)
                out = s.computer_step()
                why = str(out.get("why") or "")
                if str(s.names[seat]) == "Partner":  # the learner's partner: "your team" is right
                    continue
                seen += bool(why)
                assert not SECOND_PERSON.search(why), (s.names[seat], why)
            else:
                s.act(s.game.legal_actions(s.position)[0])
    assert seen > 5


def test_a_palau_team_is_named():
    names = PlaySession("hanahuda", seed=1, seats=4).names
    assert str(team_words(names, (1, 3))) == "the team of Computer 1 and Computer 2"
    found = []
    for seed in range(12):
        s = PlaySession("hanahuda", seed=seed, seats=4)
        for _ in range(200):
            if s.waiting in ("match-over", "round-over"):
                break
            if s.waiting == "computer":
                seat = s.game.to_move(s.position)
                why = str(s.computer_step().get("why") or "")
                if "now holds" in why:
                    found.append((str(s.names[seat]), why))
            else:
                s.act(s.game.legal_actions(s.position)[0])
        if any(n.startswith("Computer") for n, _ in found):
            break
    rivals = [w for n, w in found if n.startswith("Computer")]
    assert rivals and all("the team of Computer 1 and Computer 2 now holds" in w for w in rivals)
    assert all("your team now holds" in w for n, w in found if n == "Partner")
