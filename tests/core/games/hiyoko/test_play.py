"""Hiyoko on the board and in a play session: the view model in words (no
card codes in what learners read), the buttons, the information panel, the
move log, saving and restoring a match, and the first dealer drawn in the
Nagoya order."""

from __future__ import annotations


from hanafuda_core import games
from hanafuda_core.board import board_html
from hanafuda_core.play import PlaySession
from hanafuda_core.rng import Rng
from hanafuda_core.notation import CODE_IN_TEXT as CODE
from hanafuda_core.messages import ENGLISH, written

GAME = games.get("hiyoko")
NAMES = GAME.seat_names(2, 0)  # "You", "Computer"


def english(view: dict) -> dict:
    """A view written in English (a view holds messages)."""
    return written(view, ENGLISH)


def _texts(view) -> list[str]:
    out = [view["status"]] + view["log"] + [i["value"] for i in view["info"]]
    out += [b["label"] for b in view["buttons"]] + [b.get("hint", "") for b in view["buttons"]]
    for z in view["zones"]:
        out.append(z["label"])
        out += [c["label"] for c in z["cards"]] + [c.get("actionLabel") or "" for c in z["cards"]]
    if view.get("outcome"):
        out += [view["outcome"]["title"], view["outcome"]["text"]]
    return out


def test_a_whole_match_reads_in_words():
    s = PlaySession("hiyoko", seed=3)
    rng = Rng(9)
    while s.waiting != "match-over":
        if s.waiting == "computer":
            s.computer_step()
        elif s.waiting == "you":
            v = english(s.view(show_legal=True))
            for t in _texts(v):
                assert not CODE.search(t), t
            legal = GAME.legal_actions(s.position)
            assert s.act(legal[rng.below(len(legal))])["ok"]
        else:
            s.next_round()
    v = english(s.view())
    assert v["outcome"]["title"].endswith("the match")
    for t in _texts(v):
        assert not CODE.search(t), t


def test_the_board_shows_the_hand_at_the_bottom_and_the_pile_in_the_middle():
    p = GAME.parse_position("1B 3R 4C1 7C1 9C2 11B; 1C2 2R 4R 5C1 6R 10A; 9C1 10C1; ?; 1; 0; 0; 2; 0-0; 2; -")
    v = english(GAME.presenter.view(p, me=0, names=NAMES, show_legal=True))
    ids = {z["id"]: z for z in v["zones"]}
    assert ids["hand-0"]["area"] == "bottom" and ids["discard"]["area"] == "middle"
    legal = {c["code"] for c in ids["hand-0"]["cards"] if c["legal"]}
    assert legal == {"3R", "11B"}
    assert all(c["action"] for c in ids["hand-0"]["cards"])
    assert [b["label"] for b in v["buttons"]] == ["Pass"] and v["buttons"][0]["enabled"] is False
    assert "counts as Peony (month 11)" in v["status"]
    rain = next(c for c in ids["hand-0"]["cards"] if c["code"] == "11B")
    assert rain["label"] == "Rain Man: Willow (month 2); wild, counts as months 2 to 11 (Willow to Peony)"
    assert board_html(v, interactive=True).startswith('<div class="hf-board"')


def test_a_turned_up_wild_card_is_shown_in_the_panel():
    p = GAME.parse_position("1C1 3C1 7C1 8C1 9C1 11C; 2C1 4C2 5C1 6C1 10C2 10A; 4C1 12B; ?; 1; 0; 0; t; 0-0; 2; -")
    v = english(GAME.presenter.view(p, me=0, names=NAMES))
    info = {i["label"]: i["value"] for i in v["info"]}
    assert info["Top card"] == "counts as Pine (month 1)"
    assert "(turned up)" in v["status"]


def test_the_log_tells_draws_and_turn_ends():
    s = PlaySession("hiyoko", seed=5)
    for _ in range(40):
        if s.waiting == "computer":
            s.computer_step()
        elif s.waiting == "you":
            s.act(GAME.legal_actions(s.position)[0])
        else:
            break
    log = " ".join(english(s.view())["log"])
    assert "Dealer draw:" in log and "Round 1:" in log
    assert "is turned up" in log or "so the turn ends" in log


def test_the_first_dealer_line_uses_the_nagoya_order():
    from hanafuda_core.dealer import DealerDraw  # noqa: F401
    from hanafuda_core.deck import NAGOYA_ORDER
    from hanafuda_core.games.hiyoko.engine import HiyokoMatch

    for seed in range(40):
        s = PlaySession("hiyoko", seed=seed)
        d = HiyokoMatch.draw_for_dealer(2, Rng(s.seed))
        assert s.position.dealer == d.dealer
        first = d.rounds[-1]
        if len(d.rounds) == 1:
            best = min(first.values(), key=lambda card: (NAGOYA_ORDER.position(card.month), -card.points))
            assert first[d.dealer] == best
