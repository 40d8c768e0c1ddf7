"""Tests of the board view model and its static HTML (hanafuda_core.board).

Plain test functions: only ``pytest.raises`` and ``pytest.mark.parametrize``
are used, so the file also runs in Pyodide under the small pytest shim.
"""

import html
import json
from html.parser import HTMLParser

import pytest

from hanafuda_core.board import PILE_SHOWN, back_card as _back_card, board_html, face_card as _face_card
from hanafuda_core.games.poka.view import poka_view as _poka_view
from hanafuda_core.deck import BY_CODE, CARDS
from hanafuda_core.games.poka import PokaPosition
from hanafuda_core.messages import ENGLISH, written
from hanafuda_core.seats import SeatName


def poka_view(*args, **kw):
    """The view, written in English (a view holds messages)."""
    return written(_poka_view(*args, **kw), ENGLISH)


def face_card(*args, **kw):
    return written(_face_card(*args, **kw), ENGLISH)


def back_card(*args, **kw):
    return written(_back_card(*args, **kw), ENGLISH)

# Player 1 (the learner, at the bottom) to move on the deal; 3C1 is the only card that follows 2C1.
DEAL = "3C1 7C1 8C1 9R 9C2 11A; 2A 2C2 3R 4A 10C2 12C3; 2C1; ?; 1; 12; 0; 0; 0-0; 1; -"
# Player 2 to move (player 1 dealt and passed).
THEIR_TURN = "3C1 7C1 8C1 9R 9C2 11A; 2A 2C2 3R 4A 10C2 12C3; 5C1; ?; 2; 2; 0; 1; 1-2; 1; -"
# A chain can go on: after 3C1, 4C1 follows.
CHAIN_START = "3C1 4C1 7C1 8C1 9R 11A; 2A 2C2 3R 4A 10C2 12C3; 2C1; ?; 1; 12; 0; 0; 0-0; 1; -"
# Player 1 holds one card that follows: playing it wins the round (and at 4-0, the match).
LAST_CARD = "3C1; 2A 2C2 3R 4A 10C2 12C3; 5C1 2C1; ?; 1; -; 0; 0; {scores}; 2; -"
# Player 1 was dealt Triple Sticky (three pairs): the round is won at the deal.
TEYAKU = "1C1 1C2 3R 3C1 5R 5C1; 2C2 4A 6C1 8C1 10C2 12C3; 7C1; ?; 1; 12; 0; 0; 0-0; 1; -"
# January on top with the January/February option: all three January cards may go at once.
JAN_FEB = "1B 1R 1C2 5C1 7C1 9C1; 2C2 4A 6C1 8C1 10C2 12C3; 3C2 1C1; ?; 1; -; 0; 0; 0-0; 1; jan-feb"


def pos(text, **kw):
    return PokaPosition.from_text(text.format(**kw) if kw else text)


def zone(view, zid):
    return next(z for z in view["zones"] if z["id"] == zid)


def legal_singles(position):
    return {a.text() for a in position.legal_actions() if a.kind == "discard"}


# ---------------------------------------------------------------------------
# the view model


def test_view_is_plain_json_with_the_documented_keys():
    v = poka_view(pos(DEAL))
    assert json.loads(json.dumps(v)) == v
    assert set(v) == {"game", "zones", "buttons", "status", "info", "log", "outcome", "waiting"}
    assert v["game"] == "poka"
    for z in v["zones"]:
        assert {"id", "kind", "area", "active", "title", "label", "cards", "count"} <= set(z)
        assert z["kind"] in ("hand", "pile", "stack")
        for c in z["cards"]:
            assert set(c) == {"code", "svg", "label", "action", "actionLabel", "legal", "selected"}
            assert c["svg"].startswith("<svg")


def test_zones_of_a_fresh_deal():
    p = pos(DEAL)
    v = poka_view(p)
    assert [(z["id"], z["kind"], z["area"]) for z in v["zones"]] == [
        ("hand-1", "hand", "top"), ("draw", "stack", "middle"), ("discard", "pile", "middle"),
        ("hand-0", "hand", "bottom")]
    mine = zone(v, "hand-0")
    assert [c["code"] for c in mine["cards"]] == "3C1 7C1 8C1 9R 9C2 11A".split()
    assert mine["count"] == 6 and mine["label"] == "Your hand (6 cards)" and mine["active"]
    assert [c["label"] for c in mine["cards"]] == [BY_CODE[c["code"]].label for c in mine["cards"]]
    pile = zone(v, "discard")
    assert [c["code"] for c in pile["cards"]] == ["2C1"] and pile["count"] == 1
    draw = zone(v, "draw")
    assert draw["count"] == 48 - 12 - 1 and "order unknown" in draw["label"]
    assert v["waiting"] == "you" and v["outcome"] is None


def test_hidden_opponent_cards_have_no_code():
    v = poka_view(pos(DEAL))
    theirs = zone(v, "hand-1")
    assert theirs["count"] == 6 and "face down" in theirs["label"]
    assert all(c["code"] is None and c["action"] is None for c in theirs["cards"])
    text = json.dumps(theirs)
    for code in "2A 2C2 3R 4A 10C2 12C3".split():
        assert f'data-card="{code}"' not in text and BY_CODE[code].name not in text


def test_revealed_opponent():
    v = poka_view(pos(DEAL), reveal_opponent=True)
    assert [c["code"] for c in zone(v, "hand-1")["cards"]] == "2A 2C2 3R 4A 10C2 12C3".split()


@pytest.mark.parametrize("text", [DEAL, CHAIN_START, JAN_FEB])
def test_legal_flags_equal_the_engines_legal_actions(text):
    p = pos(text)
    v = poka_view(p, show_legal=True)
    cards = zone(v, "hand-0")["cards"]
    assert {c["code"] for c in cards if c["legal"]} == legal_singles(p)
    # Every card of the hand is clickable (the engine explains an illegal one) ...
    assert [c["action"] for c in cards] == [c["code"] for c in cards]
    for c in cards:
        assert c["actionLabel"].startswith(f"Discard {BY_CODE[c['code']].label}")
        assert c["actionLabel"].endswith("(legal move)") == c["legal"]
    # ... and without show_legal nothing is marked.
    hidden = poka_view(p, show_legal=False)
    assert not any(c["legal"] for c in zone(hidden, "hand-0")["cards"])


def test_pass_button_follows_the_engine():
    p = pos(DEAL)
    v = poka_view(p, show_legal=True)
    assert [b["action"] for b in v["buttons"]] == ["pass"]
    b = v["buttons"][0]
    assert b["enabled"] is False and b["hint"] == str(p.explain_illegal("pass"))
    assert "Your turn" in v["status"] and "March" in v["status"]


def test_chain_status_and_stop_button():
    p = pos(CHAIN_START)
    p.push("3C1")
    v = poka_view(p, show_legal=True)
    assert v["status"] == "You have discarded 1 card this turn; play a card of April or stop."
    assert v["buttons"][0]["action"] == "stop" and v["buttons"][0]["enabled"] is True
    assert {c["code"] for c in zone(v, "hand-0")["cards"] if c["legal"]} == {"4C1"}
    assert v["log"] == ["You discard the Cherry chaff 1 (March)."]
    assert [c["code"] for c in zone(v, "discard")["cards"]] == ["2C1", "3C1"]


def test_pile_shows_its_top_cards_top_last():
    p = pos(CHAIN_START)
    p.push("3C1")
    p.push("4C1")  # nothing follows April in this hand: the turn ends by itself
    v = poka_view(p)
    pile = zone(v, "discard")
    assert len(pile["cards"]) == PILE_SHOWN and pile["count"] == 3
    assert [c["code"] for c in pile["cards"]] == ["2C1", "3C1", "4C1"]
    assert pile["label"].endswith("the top card is the Wisteria chaff 1 (April)")


def test_opponents_turn_has_no_actions():
    v = poka_view(pos(THEIR_TURN), show_legal=True)
    assert v["waiting"] == "computer"
    assert v["buttons"] == [] and v["status"] == "Computer's turn."
    assert all(c["action"] is None and not c["legal"] for z in v["zones"] for c in z["cards"])
    assert zone(v, "hand-1")["active"] and not zone(v, "hand-0")["active"]
    assert {"label": "Score", "value": "You 1 – 2 Computer"} in v["info"]
    assert {"label": "Dealer", "value": "You"} in v["info"]


def test_not_interactive_view_has_no_actions():
    v = poka_view(pos(DEAL), interactive=False, show_legal=True)
    assert v["buttons"] == []
    assert all(c["action"] is None for z in v["zones"] for c in z["cards"])


def test_multi_card_buttons_of_the_jan_feb_option():
    p = pos(JAN_FEB)
    v = poka_view(p, show_legal=True)
    multis = [a.text() for a in p.legal_actions() if a.kind == "multi"]
    assert len(multis) == 3
    assert [b["action"] for b in v["buttons"][1:]] == multis
    assert all(b["enabled"] for b in v["buttons"][1:])
    assert "Pine chaff 2 on top" in v["buttons"][1]["label"] + v["buttons"][2]["label"] + v["buttons"][3]["label"]
    assert {"label": "Options", "value": "January/February cards all at once: Yes"} in v["info"]


def test_outcome_of_an_emptied_hand():
    p = pos(LAST_CARD, scores="1-0")
    p.push("3C1")
    v = poka_view(p)
    assert v["waiting"] == "round-over"
    assert v["outcome"]["title"] == "You win the round (1 point)"
    assert v["outcome"]["text"] == "You emptied your hand first and score 1 point."
    assert v["status"] == v["outcome"]["text"]
    # The round is over: the other hand is shown, nothing is clickable.
    assert [c["code"] for c in zone(v, "hand-1")["cards"]] == "2A 2C2 3R 4A 10C2 12C3".split()
    assert v["buttons"] == [] and zone(v, "hand-0")["cards"] == []
    assert {"label": "Score", "value": "You 2 – 0 Computer"} in v["info"]


def test_outcome_that_ends_the_match():
    p = pos(LAST_CARD, scores="4-3")
    p.push("3C1")
    v = poka_view(p)
    assert v["waiting"] == "match-over"
    assert v["outcome"]["title"] == "You win the match"
    assert v["outcome"]["text"].endswith("You win the match 5–3.")
    # The same outcome seen by the other player.
    other = poka_view(p, me=1)
    assert other["outcome"]["title"] == "Computer wins the match"
    assert "Computer emptied their hand first and scores 1 point" in other["outcome"]["text"]


def test_teyaku_at_the_deal():
    v = poka_view(pos(TEYAKU))
    assert v["waiting"] == "round-over"
    assert "Triple Sticky" in v["outcome"]["text"] and v["outcome"]["title"].startswith("You win the round")


def test_log_of_passes_and_draws():
    p = PokaPosition.deal(11, dealer=0)
    p.push("pass") if p.is_legal("pass") else None
    names = (SeatName("player", 1), SeatName("player", 2))
    # Play until something is drawn from the pile, then look at the log's words.
    from hanafuda_core.games.poka import random_action
    from hanafuda_core.rng import Rng

    r = Rng(3)
    while p.outcome() is None and not any(e.kind == "draw" for entry in p.log for e in entry.events):
        p.push(random_action(p, r))
    v = poka_view(p, names=names)
    assert len(v["log"]) >= len(p.log)
    for line in v["log"]:
        assert line.endswith(".") and line[0].isupper()
        assert line.startswith(("Player 1 ", "Player 2 ", "Both players passed", "The draw pile is empty"))
    if p.outcome() is None:
        assert any(line.startswith("Both players passed: ") for line in v["log"])


def test_card_helpers():
    c = face_card("3R", action="3R", action_label="Discard 3R", legal=True)
    assert c["code"] == "3R" and c["label"] == BY_CODE["3R"].label and c["legal"]
    b = back_card()
    assert b["code"] is None and 'data-card="back"' in b["svg"]
    assert face_card("3R")["actionLabel"] is None


def test_bad_arguments():
    with pytest.raises(TypeError):
        poka_view("not a position")
    with pytest.raises(ValueError):
        poka_view(pos(DEAL), me=2)


# ---------------------------------------------------------------------------
# static HTML

VOID = {"br", "hr", "img", "input", "meta", "link", "path", "circle", "ellipse", "rect", "use", "line",
        "polygon", "polyline"}


class Balance(HTMLParser):
    def __init__(self):
        super().__init__()
        self.stack, self.errors, self.tags = [], [], []

    def handle_starttag(self, tag, attrs):
        self.tags.append((tag, dict(attrs)))
        if tag not in VOID:
            self.stack.append(tag)

    def handle_startendtag(self, tag, attrs):
        self.tags.append((tag, dict(attrs)))

    def handle_endtag(self, tag):
        if tag in VOID:
            return
        if not self.stack or self.stack[-1] != tag:
            self.errors.append(f"unexpected </{tag}> with open {self.stack[-3:]}")
        else:
            self.stack.pop()


def parse(markup):
    b = Balance()
    b.feed(markup)
    b.close()
    return b


@pytest.mark.parametrize("text", [DEAL, THEIR_TURN, JAN_FEB, TEYAKU])
@pytest.mark.parametrize("interactive", [False, True])
def test_board_html_is_well_formed_and_labels_every_card(text, interactive):
    v = poka_view(pos(text), show_legal=True, reveal_opponent=True)
    markup = board_html(v, interactive=interactive)
    b = parse(markup)
    assert b.errors == [] and b.stack == []
    assert markup.startswith('<div class="hf-board" data-game="poka"')
    for z in v["zones"]:
        assert f'aria-label="{html.escape(z["label"], quote=True)}"' in markup
        for c in z["cards"]:
            assert html.escape(c["label"], quote=True) in markup
    assert html.escape(v["status"], quote=True) in markup
    buttons = [a for t, a in b.tags if t == "button"]
    if interactive:
        actions = [a["data-action"] for a in buttons]
        expected = [c["action"] for z in v["zones"] for c in z["cards"] if c["action"]]
        assert actions == expected + [x["action"] for x in v["buttons"]]
    else:
        assert buttons == []


def test_board_html_marks_legal_cards_and_uses_a_roving_tabindex():
    p = pos(DEAL)
    markup = board_html(poka_view(p, show_legal=True), interactive=True)
    b = parse(markup)
    cards = [a for t, a in b.tags if t == "button" and "hf-card-btn" in a.get("class", "")]
    assert [a["tabindex"] for a in cards] == ["0"] + ["-1"] * 5
    assert {a["data-action"] for a in cards if "is-legal" in a["class"]} == legal_singles(p)
    assert all(a["aria-label"].startswith("Discard ") for a in cards)
    passes = [a for t, a in b.tags if t == "button" and a.get("data-action") == "pass"]
    assert passes[0]["aria-disabled"] == "true" and passes[0]["title"] == str(p.explain_illegal("pass"))


def test_board_html_face_down_cards_are_backs():
    markup = board_html(poka_view(pos(DEAL)))
    assert markup.count('data-card="back"') == 6 + 1  # the other hand and the draw pile
    for code in "2A 2C2 3R 4A 10C2 12C3".split():
        assert f'data-card="{code}"' not in markup


def test_board_html_draw_hook_and_outcome():
    p = pos(LAST_CARD, scores="0-0")
    p.push("3C1")
    v = poka_view(p)
    markup = board_html(v, draw=lambda code: f'<svg data-card="{code}" class="hf-card"><use/></svg>')
    assert '<use/>' in markup and "hf-board__outcome-title" in markup
    assert "You win the round" in markup
    assert "<details" in markup and "Moves (1)" in markup
    assert parse(markup).errors == []


def test_board_html_escapes_text():
    v = {"game": "x<y", "zones": [{"id": "z", "kind": "hand", "area": "top", "label": "<b> (1 card)",
                                   "cards": [face_card(CARDS[0].code)], "count": 1}],
         "buttons": [{"action": "a\"b", "label": "<i>", "enabled": True, "hint": ""}],
         "status": "<script>", "info": [], "log": ["<x>"], "outcome": None}
    markup = board_html(v, interactive=True)
    assert "<script>" not in markup and "<b>" not in markup and "<i>" not in markup
    assert "&lt;script&gt;" in markup and 'data-action="a&quot;b"' in markup
    assert parse(markup).errors == []
