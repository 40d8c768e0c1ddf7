"""Matches saved by the previous version of the site (save format 2, before
the default rules of Hiyoko and Isuri followed the source's passing cases)
still restore, each under the rules it was played with.

The texts below were written by that version's :class:`PlaySession` (seeds
and moves as saved), not by this one."""

from __future__ import annotations

import pytest

from hanafuda_core.play import SAVE_HEADER, PlayError, PlaySession

SAVED_BEFORE: dict[str, str] = {
    "hiyoko": (
        'hanafuda-play 2\n'
        'game: hiyoko\n'
        'options: -\n'
        'seed: 1\n'
        'seats: 2\n'
        'learner: 0\n'
        'round: 11R 8C2 9C2 stop pass 10C1 stop pass 6C2 stop 2C1 1C2 1C1 11C\n'
        'round: 11R 11B 10C2 6C1 3R stop 6C2 pass pass 1B stop pass 8C2 pass pass pass pass\n'
        'scores: 0-1\n'
        'position: 3C2 5C2 7R; 1C1; 4A 11R 11B 10C2 6C1 3R 6C2 5A 1B 8C2 6R 4R; 5R 8A 10C1 12B 2C1 10R 2A 1R 3C1 9A 11A 1C2 4C2 8B 10A 7C1 2R 7A 5C1 8C1 3B 2C2 9R 9C1 4C1 7C2 11C 6A 9C2; 2; 0; 0; t; 0-1; 2; -\n'
    ),
    "isuri": (
        'hanafuda-play 2\n'
        'game: isuri\n'
        'options: -\n'
        'seed: 1\n'
        'seats: 2\n'
        'learner: 0\n'
        'round: pass 4R stop pass 5A 12B pass pass 11A 3B pass pass 2C2 1C1 pass pass pass pass pass 8C2 pass pass pass pass pass pass pass pass pass pass pass\n'
        'scores: 0-0\n'
        'position: 6C1 10R; 8C1 10C1; 3C1 4R 5A 12B 2R 11A 3B 6A 2C2 1C1 4C2 7R 8C2 11C 4C1 6C2 3C2 5R; 8A 9R 5C2 4A 7C2 9A 9C1 1C2 2C1 1B 10C2 9C2 7C1 12C1 7A 11B 1R 5C1 11R 8B 2A 6R 10A 3R; 2; 0; 1; t; 0,0; 2; 1; 22; -15,-7; -\n'
    ),
    "koikoi": (
        'hanafuda-play 2\n'
        'game: koikoi\n'
        'options: modern,rounds=6\n'
        'seed: 3\n'
        'seats: 2\n'
        'learner: 0\n'
        'round: 3B 1C1>1B 9A stop\n'
        'round: 5C2>5R 4C2 2A 6R 6C2 7A draw>9R 7C1 8C1 10R 10C1 1C2 11A 11B stop\n'
        'round: 7C1 draw>1R 4C1 7A draw>3R 5A 5R 6R 4C2 8B 8C1 stop\n'
        'round: 1R>1C1 2C1 2R 3B 10C2 3R 4R 7A 7C1 8C2 4A 9C1>9A stop\n'
        'round: 1C2 8B 2C2 11B>11R 5A 7C2 6A 2C1 8C1 3B 9C2 2R stop\n'
        'round: 1R 2A draw>5A\n'
        'scores: 5-38\n'
        'position: 3B 3R 4C1 5C1 8C2 10A 12C3; 3C1 7A 8C1 9A 9C2 10R 12C2; 1C2 5R 6R 10C1 10C2 11B; 4C2 8A 6C2 2C2 6A 9C1 12B 4R 2C1 11R 11A 1C1 8B 12C1 7R 7C2 3C2 9R 4A 7C1 11C 6C1; 2A 2R 5A 5C2; 1B 1R; 2; play; 2; -; 6/6; 5-38; modern,rounds=6\n'
    ),
    "poka": (
        'hanafuda-play 2\n'
        'game: poka\n'
        'options: -\n'
        'seed: 5\n'
        'seats: 2\n'
        'learner: 0\n'
        'round: pass pass pass pass pass 12C2 pass pass 11A 12C3 pass pass pass pass pass pass 6C2 7R 8C1 9C1 pass pass pass pass 4R pass pass pass pass pass 4A\n'
        'round: pass 10C1 11B pass pass pass pass pass pass pass pass pass pass pass pass pass 1C2 pass pass pass pass pass pass 3B pass pass pass pass 1C1\n'
        'scores: 0-1\n'
        'position: 8A 8C1 9A 9C2; 5C1 6A 8B; 9R 10C1 11B 11A 3C1 6R 10R 11C 12C1 1C2 6C1 3R 2C1 3B 10C2 12C2 1C1; 6C2 1B 5A 4A 2A 3C2 7C2 4C1 5C2 8C2 7A 12C3 12B 11R 7C1 7R 10A 2C2 4R 2R 9C1 4C2 5R 1R; 1; -; 0; 0; 0-1; 2; -\n'
    ),
    "hanahuda-3": (
        'hanafuda-play 2\n'
        'game: hanahuda\n'
        'options: -\n'
        'seed: 7\n'
        'seats: 3\n'
        'learner: 0\n'
        'round: field-first 3B 4R 1B 8B 4C1 6C1 7A 5C2 2C2 12C1 8C2 12C2 8C1 9R 7C1 1C1 9C2 4C2 4A 10A 11C 6R 10C2 6C2 5R 11B 5A\n'
        'round: players-first 2A 8C2 3B 2R 5R 11A>11R 5C1 7R 1B 6A draw>4R 2C1 3C1 7A 5C2 7C1 9C2 1C1 9R 11B 1R 12C3 12B 6C2 10R 12C2 6C1 4C1\n'
        'round: players-first 3C2 10R>10A\n'
        'scores: 70-320-150\n'
        'position: 4A 5C2 7C1 8C1 8C2 11B 12B 12C1 | 1C2 2C2 3R 6C2 7A 7C2 8B 12C3 | 2A 4C2 5A 6A 7R 8A 9C1 10C1 11C; 2R 5R 6R 6C1 9A 9R 10C2; 4C1 2C1 4R 9C2 12C2 1B 5C1 11R 11A 3B; 1R 1C1 | 3C1 3C2 10A 10R | -; 3; play; 1; -; -; 3; 70-320-150; -\n'
    ),
    "hanahuda-4": (
        'hanafuda-play 2\n'
        'game: hanahuda\n'
        'options: -\n'
        'seed: 8\n'
        'seats: 4\n'
        'learner: 0\n'
        'round: players-first trade>10C1 3C2 8B 1C2 9R 11B 4C2 2C1 7C1 6A>6C2 10A 2C2 2R 10C2 12C1>12C2 5C2 12B 10R 9C2 6R 4C1 4R 11R 7A 1C1 1R 11C 7C2 3R 5A 3C1 8C2 8A\n'
        'round: field-first 12C3 2C1 11R 9A 3C1 3C2 8B 1B 2C2 4C1 10R>10A 6A>6C1 6R 5C2 3R 7R 8A 9C2 12C2 5R 5C1 10C1 9C1 5A 4C2\n'
        'scores: 300-150-300-150\n'
        'position: 11A 11C | 7A 7C1 | 1C1 4R | 1R; 4C2; -; 1B 1C2 2R 2C1 4A 4C1 5A 5R 5C1 5C2 6A 6C1 7R 7C2 9A 9R 10C1 10C2 | 2A 2C2 3B 3R 3C1 3C2 6R 6C2 8B 8A 8C1 8C2 9C1 9C2 10A 10R 11B 11R 12B 12C1 12C2 12C3; 1; play; 4; -; -; 2; 300-150-300-150; -\n'
    ),
    "hanahuda-1342": (
        'hanafuda-play 2\n'
        'game: hanahuda\n'
        'options: -\n'
        'seed: 1342\n'
        'seats: 2\n'
        'learner: 0\n'
        'round: players-first trade>4A 2C1 11A>11B 3C1 7A 4R 6C1 4C1 draw>1R 12C3 6A\n'
        'scores: 0-0\n'
        'position: 7C2 8C2 9A 9C2 11C | 2C2 3B 5C2 8B 8C1 9R; 4C1 6A 7C1 11R; 4A 9C1 3R 6C2 10R 2A 8A 10C2 5R; 1B 1R 2R 2C1 3C1 3C2 4R 4C2 10A 10C1 12B 12C1 12C2 12C3 | 1C1 1C2 5A 5C1 6R 6C1 7A 7R 11B 11A; 2; play; 1; -; -; 1; 0-0; -\n'
    ),
}


@pytest.mark.parametrize("name", list(SAVED_BEFORE))
def test_a_match_saved_by_the_previous_version_restores(name):
    text = SAVED_BEFORE[name]
    assert text.startswith("hanafuda-play 2\n")
    s = PlaySession.from_text(text)
    again = s.to_text()
    assert again.startswith(SAVE_HEADER + "\n") and SAVE_HEADER == "hanafuda-play 3"
    assert PlaySession.from_text(again).to_text() == again
    # the same moves, the same scores
    old = dict(ln.split(": ", 1) for ln in text.splitlines()[1:])
    new = dict(ln.split(": ", 1) for ln in again.splitlines()[1:] if not ln.startswith("round"))
    assert new["scores"] == old["scores"] and new["seed"] == old["seed"]
    assert [ln for ln in again.splitlines() if ln.startswith("round")] == \
        [ln for ln in text.splitlines() if ln.startswith("round")]


@pytest.mark.parametrize("name", ["hiyoko", "isuri"])
def test_hiyoko_and_isuri_matches_saved_before_keep_the_old_passing_rule(name):
    s = PlaySession.from_text(SAVED_BEFORE[name])
    assert s.options.draw_rule == "first-passer"
    assert "options: draw=first-passer\n" in s.to_text()
    # the same text under the new default is a different game: its moves no longer replay
    with pytest.raises(PlayError, match="is not legal"):
        PlaySession.from_text(SAVED_BEFORE[name].replace("hanafuda-play 2", SAVE_HEADER))


def test_a_palau_match_whose_dealer_draw_the_new_ranking_changes_keeps_the_old_draw():
    # seed 1342: a plain and the yellow Paulownia chaff, a tie by the Japanese points (drawn
    # again, player 1 deals) but not by Palau's classes (player 2 would deal)
    s = PlaySession.from_text(SAVED_BEFORE["hanahuda-1342"])
    assert s.options.dealer_draw == "points" and "options: dealer-draw=points\n" in s.to_text()
    assert s.match.rounds == [] and s.match.position.dealer == 0
    # the other saved Palau matches drew the same either way: their options stay as they were
    assert PlaySession.from_text(SAVED_BEFORE["hanahuda-3"]).options.dealer_draw == "classes"


def test_an_old_match_that_named_its_passing_rule_keeps_it():
    text = SAVED_BEFORE["hiyoko"].replace("options: -", "options: draw=discarder")
    with pytest.raises(PlayError, match="is not legal"):  # its moves were played under the other rule
        PlaySession.from_text(text)


@pytest.mark.parametrize("game, options, value", [
    ("hiyoko", "draw=last-passer", "'last-passer'"),
    ("koikoi", "koikoi-jpn", "'koikoi-jpn'"),
    ("koikoi", "seed,bonus=triple", "'triple'"),
    ("koikoi", "seed,spoiled-by=thunder", "'thunder'"),
])
def test_an_unknown_option_value_or_preset_is_named_with_the_choices(game, options, value):
    text = SAVED_BEFORE["hiyoko" if game == "hiyoko" else "koikoi"]
    old = next(ln for ln in text.splitlines() if ln.startswith("options: "))
    with pytest.raises(PlayError) as e:
        PlaySession.from_text(text.replace(old, f"options: {options}"))
    msg = str(e.value)
    assert value in msg
    if game == "hiyoko":
        assert "discarder" in msg and "first-passer" in msg
    elif "bonus" in options:
        assert "add-then-multiply" in msg and "calls-plus-one" in msg
    elif "spoiled-by" in options:
        assert "rain-man-or-lightning" in msg
    else:
        assert "koikoi-japan" in msg and "hanafuda-flash" in msg
