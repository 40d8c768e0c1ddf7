"""The board: the zones every game's view is built from
(:mod:`hanafuda_core.presenter`) and their static HTML
(:func:`hanafuda_core.board.board_html`), without any game."""

from __future__ import annotations

import re

from hanafuda_core.board import board_html
from hanafuda_core.deck import CARDS
from hanafuda_core.messages import ENGLISH, msg, written
from hanafuda_core.presenter import (PILE_SHOWN, back_card, face_card, other_hand_zone, outcome_tone, own_hand_zone,
                                     seat_order, stack_zone)
from hanafuda_core.seats import SeatName


def view(**over) -> dict:
    hand = [face_card("3B", action="3B", action_label=msg("Play the Curtain"), legal=True), face_card("1C1")]
    base = {
        "game": "test", "waiting": "you",
        "zones": [other_hand_zone(SeatName("computer"), 1, [4, 5], shown=False, active=False),
                  stack_zone("draw", msg("Draw pile"), 20),
                  own_hand_zone(SeatName("you"), 0, hand, active=True)],
        "buttons": [{"action": "stop", "label": "Stop", "enabled": False, "hint": "Not now <yet>"}],
        "status": "Your turn & the Computer's",
        "info": [{"label": "Score", "value": "You 1 – 0 Computer"}],
        "log": ["You play the Curtain."],
        "outcome": None,
    }
    base.update(over)
    return written(base, ENGLISH)


def test_zones_name_their_owner_and_count_cards_in_words():
    mine = written(own_hand_zone(SeatName("you"), 0, [face_card("3B")], active=True), ENGLISH)
    assert mine["title"] == "Your hand" and mine["label"] == "Your hand (1 card)" and mine["area"] == "bottom"
    other = written(other_hand_zone(SeatName("computer", 2), 2, [4, 5, 6], shown=False, active=True), ENGLISH)
    assert other["label"] == "Computer 2's hand (3 cards, face down)" and other["id"] == "hand-2"
    assert all(c["code"] is None for c in other["cards"])
    shown = written(other_hand_zone(SeatName("partner"), 2, [4], shown=True, active=False), ENGLISH)
    assert [c["code"] for c in shown["cards"]] == [CARDS[4].code]
    assert stack_zone("draw", msg("Draw pile"), 0)["cards"] == []
    assert written(stack_zone("draw", msg("Draw pile"), 9), ENGLISH)["label"] == "Draw pile (9 cards, face down)"
    assert back_card()["code"] is None and PILE_SHOWN >= 1


def test_a_face_card_is_clickable_only_with_an_action():
    plain = written(face_card("3B", action_label=msg("ignored")), ENGLISH)
    assert plain["action"] is None and plain["actionLabel"] is None and plain["svg"].startswith("<")
    live = written(face_card("3B", action="3B", action_label=msg("Play the Curtain"), legal=True, selected=True), ENGLISH)
    assert live["actionLabel"] == "Play the Curtain" and live["legal"] and live["selected"]


def test_seats_are_seen_from_the_viewers_right_and_partners_win_together():
    assert seat_order(0, 4) == [1, 2, 3] and seat_order(2, 4) == [3, 0, 1] and seat_order(1, 2) == [0]
    assert outcome_tone((), 0) == "draw"
    assert outcome_tone((1,), 0) == "loss" and outcome_tone((0,), 0) == "win"
    assert outcome_tone((2,), 0, teams=((0, 2), (1, 3))) == "win"


def test_the_html_escapes_text_and_keeps_the_reading_order():
    html = board_html(view(), interactive=True)
    assert "Your turn &amp; the Computer&#x27;s" in html and "Not now &lt;yet&gt;" in html
    # The order seen: the table, what is said of the turn, the buttons, then the
    # score strip (a page drawn while still arriving only grows at its end).
    order = [html.index(k) for k in ("hf-board__area--top", "hf-board__area--middle", "hf-board__area--bottom",
                                     "hf-board__status", "hf-board__buttons", "hf-board__info", "hf-board__log")]
    assert order == sorted(order)
    assert 'aria-disabled="true"' in html and 'data-action="3B"' in html


def test_a_picture_in_a_page_has_no_buttons_nor_clickable_cards():
    html = board_html(view(), interactive=False)
    assert "hf-board__buttons" not in html and "<button" not in html
    assert 'data-waiting="you"' in html


def test_a_crowded_table_says_so_on_the_board_for_its_layout():
    assert 'data-layout="crowded"' in board_html(view(layout="crowded"))
    assert "data-layout" not in board_html(view()) and "data-layout" not in board_html(view(layout=None))


def test_an_outcome_shows_with_its_tone_and_is_hidden_otherwise():
    assert re.search(r'class="hf-board__outcome" hidden', board_html(view()))
    out = board_html(view(outcome={"title": "You win", "text": "By 3 points.", "tone": "win"}))
    assert "hf-board__outcome--win" in out and "You win" in out


def test_draw_replaces_the_face_up_cards_pictures():
    html = board_html(view(), draw=lambda code: f"<i data-drawn='{code}'></i>")
    assert "data-drawn='3B'" in html and "data-drawn='1C1'" in html
