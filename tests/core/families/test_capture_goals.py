"""The capture games' shared lesson goals (hanafuda_core.families.capture.goals).

The bases are driven through a small stand-in game: two sides, four seats
(partners 0 and 2, 1 and 3 share a capture pile), a turn that captures the
cards it names, and one "yaku" (two given cards).  What the games' own goals
say is tested in each game's tests; here, what every capture game shares:
judging on the mover's side, what a turn captured, the yaku made, the best
score of a turn, and the checks of the goals' parameters.

Plain test functions: only ``pytest.raises`` is used, so the file also runs
in Pyodide under the small pytest shim.
"""

from dataclasses import dataclass

import pytest

from hanafuda_core.cardset import bits
from hanafuda_core.deck import BY_CODE, CARDS
from hanafuda_core.families.capture import goals as cg
from hanafuda_core.games import all_games
from hanafuda_core.goal import GoalError
from hanafuda_core.messages import Message


def _said(text: str) -> Message:
    """The stand-in game's words: a message with this English (no catalog has it)."""
    return Message(text, {})


@dataclass(frozen=True)
class _Yaku:
    key: str
    name: str
    cards: int

    @property
    def points_text(self) -> str:
        return "5"


def _m(text: str) -> int:
    out = 0
    for code in text.split():
        out |= 1 << BY_CODE[code].index
    return out


PAIR = _Yaku("pair", "The Pair", _m("1B 3B"))
TRIO = _Yaku("trio", "The Trio", _m("8B 11A 12B"))


class _Pos:
    """A stand-in position: seats 0..3, sides 0 and 1 (seat % 2)."""

    def __init__(self, captured=(0, 0), turn=0, phase="play"):
        self.captured = list(captured)
        self.turn = turn
        self.phase_name = phase

    def side(self, seat):
        return seat % 2

    def take(self, cards: str, phase="play"):
        caps = list(self.captured)
        caps[self.side(self.turn)] |= _m(cards)
        return _Pos(caps, self.turn, phase)

    def yaku(self, side):
        return [(y, 5 * y.cards.bit_count()) for y in (PAIR, TRIO) if self.captured[side] & y.cards == y.cards]


class _Game:
    """The adapter the goals read: a turn is one action naming the cards it captures."""

    def __init__(self, turns):
        self.turns = turns

    def turn_sequences(self, pos):
        for cards in self.turns:
            yield [cards], pos.take(cards)

    def legal_actions(self, pos):
        return ["stop", "continue"]


class _Words(cg.CaptureGoal):
    @staticmethod
    def cards_words(cards):
        return _said(" ".join(CARDS[c].code for c in cards) or "nothing")

    @staticmethod
    def yaku_name(yaku):
        return _said(yaku.name)

    @staticmethod
    def yaku_label(yaku):
        return _said(f"{yaku.name} ({yaku.points_text})")

    def held(self, pos, side):
        return pos.yaku(side)

    def rule_yaku(self, start):
        return [PAIR, TRIO]


class Capture(_Words, cg.CaptureCardGoal):
    turn_only = True


class Complete(_Words, cg.CompleteYakuGoal):
    def needs_words(self, yaku, pos, side):
        return _said(f"{yaku.name} needs {self.cards_words(bits(yaku.cards))}.")


class Most(_Words, cg.ScoreMostGoal):
    def points(self, pos, side):
        return sum(p for _, p in pos.yaku(side))

    def best_words(self, start, actions, end):
        return _said(f"the most this turn was {self.best} (with {actions[0]})")


class Name(_Words, cg.NameYakuGoal):
    def asked(self, start):
        return start.side(start.turn)


class Decide(cg.DecisionGoal):
    SEED = "test"


def test_capture_card_is_judged_on_the_movers_side():
    start = _Pos(captured=(_m("2R"), 0), turn=2)  # seat 2 plays for side 0, with seat 0
    g = Capture(_Game([]), {"cards": "1B 3B"})
    g.prepare(start)
    assert str(g.describe(start)) == "Capture 1B 3B this turn."
    after = start.take("1B 3B")
    assert g.achieved(start, ["x"], after, True)
    assert str(g.success_message(start, ["x"], after)) == "Captured: 1B 3B."
    partial = start.take("1B")
    assert not g.achieved(start, ["x"], partial, True)
    assert str(g.missed_reason(start, ["x"], partial, True)) == "You captured 1B this turn, not 3B."
    assert str(g.missed_reason(start, ["x"], partial, False)) == \
        "You captured 1B so far; from here 3B can no longer be captured this turn."
    assert str(g.missed_reason(start, ["x"], start, True)) == "You captured nothing this turn, not 1B 3B."
    # only the decision after a yaku is left: no capture can follow
    assert str(g.missed_reason(start, ["x"], start.take("1B", phase="decide"), False)).endswith("this turn, not 3B.")


def test_capture_card_parameters_are_checked():
    with pytest.raises(GoalError, match="already captured"):
        Capture(_Game([]), {"cards": "2R 3B"}).prepare(_Pos(captured=(0, _m("2R"))))
    with pytest.raises(GoalError, match="a turn in play"):
        Capture(_Game([]), {"cards": "3B"}).prepare(_Pos(phase="decide"))


def test_complete_yaku_counts_only_new_yaku_of_the_side():
    start = _Pos(captured=(_m("1B"), _m("3B")), turn=0)
    g = Complete(_Game([]), {})
    g.prepare(start)
    assert str(g.describe(start)) == "Complete a new yaku this turn."
    made = start.take("3B")
    assert g.achieved(start, ["x"], made, True)
    assert str(g.success_message(start, ["x"], made)) == "Yes: The Pair (10)."
    assert str(g.missed_reason(start, ["x"], start.take("8B"), True)) == "You captured 8B this turn and made no new yaku."
    named = Complete(_Game([]), {"yaku": "trio"})
    named.prepare(start)
    assert not named.achieved(start, ["x"], made, True)
    assert str(named.missed_reason(start, ["x"], made, False)) == (
        "You captured 3B so far; from here The Trio can no longer be made this turn. You made The Pair (10), "
        "but not The Trio. The Trio needs 8B 11A 12B.")
    with pytest.raises(GoalError, match="already holds The Pair"):
        Complete(_Game([]), {"yaku": "pair"}).prepare(_Pos(captured=(_m("1B 3B"), 0)))
    with pytest.raises(GoalError, match="not a yaku of these rules; they have: pair, trio"):
        Complete(_Game([]), {"yaku": "quartet"}).prepare(start)
    with pytest.raises(GoalError, match="give a yaku key, e.g. pair"):
        cg.yaku_parameter(Complete(_Game([]), {}), start, "pair")


def test_score_most_finds_the_best_turn():
    start = _Pos(captured=(_m("1B 8B"), 0), turn=0)
    g = Most(_Game(["3B", "11A 12B", "2R"]), {})
    g.prepare(start)
    assert g.best == 15  # the Trio
    assert g.achieved(start, ["11A 12B"], start.take("11A 12B"), True)
    assert str(g.missed_reason(start, ["3B"], start.take("3B"), True)) == \
        "Your turn ended with 10 points (The Pair (10)); the most this turn was 15 (with 11A 12B)."
    with pytest.raises(GoalError, match="no turn here adds"):
        Most(_Game(["2R"]), {}).prepare(start)


def test_name_yaku_and_decision():
    q = Name(_Game([]), {})
    start = _Pos(captured=(_m("1B 3B"), 0))
    assert [c["value"] for c in q.choices(start)] == ["pair", "trio", "none"]
    assert q.correct(start) == {"pair"}
    assert q.correct(_Pos()) == {"none"}
    with pytest.raises(GoalError, match="phase decide"):
        Decide(_Game([]), {}).prepare(_Pos(phase="play"))


def test_every_capture_game_builds_its_goals_on_the_bases():
    """A game whose positions are capture positions states its shared goals with the family's bases, and
    the decision goal exactly when its turn has a decision after a yaku."""
    from hanafuda_core.families.capture.position import CapturePosition

    capture_games = [g for g in all_games() if issubclass(g.position_type, CapturePosition)]
    assert len(capture_games) >= 2
    for game in capture_games:
        by_type = {cls.type: cls for cls in game.goals}
        for base in (cg.CaptureCardGoal, cg.CompleteYakuGoal, cg.ScoreMostGoal, cg.NameYakuGoal):
            assert issubclass(by_type[base.type], base), (game.key, base.type)
        # a game with a decision after a yaku (stop or play on) judges it by value
        decides = "decide" in game.position_type.phases
        assert any(issubclass(cls, cg.DecisionGoal) for cls in game.goals) == decides, game.key


def test_capture_puzzle_candidates_and_note():
    from hanafuda_core.families.capture.puzzles import capture_candidates, draw_note

    pos = _Pos(captured=(_m("1B"), 0))
    pos.field, pos.hands, pos.draw = _m("3B 8B 4A"), [_m("11A 12B"), 0], [BY_CODE["5R"].index, BY_CODE["9A"].index]
    brights = _m("1B 3B 8B 11A 12B")
    out = capture_candidates(pos, brights)
    assert [spec.get("cards") for spec, _ in out[:4]] == ["3B", "8B", "11A", "12B"]  # 1B is taken already
    assert out[4:] == [({"type": "complete-yaku"}, ["complete-yaku"]), ({"type": "score-most"}, ["best-score"])]
    assert str(draw_note(pos, lambda c: CARDS[c].code)) == "The next card of the draw pile is 9A."
    pos.phase_name = "decide"
    assert capture_candidates(pos, brights) == [] and draw_note(pos, str) is None
