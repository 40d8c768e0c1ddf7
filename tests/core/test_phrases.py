"""Actions in words (hanafuda_core.phrases): an ActionPhrase is three messages
a presenter writes out (what to do, the doing, what was done), each language
writes each form, and chained phrases join as each language joins actions."""

from __future__ import annotations

import pytest

from hanafuda_core import games
from hanafuda_core.phrases import ActionPhrase
from hanafuda_core.rng import Rng
from hanafuda_core.messages import Language, msg, msg_in
from mo_file import mo_file


def _play(card: str) -> ActionPhrase:
    c = msg(card)
    return ActionPhrase(msg_in("an action: what to do", "play {card}", card=c),
                        msg_in("an action: doing it", "playing {card}", card=c),
                        msg_in("an action: done", "played {card}", card=c))


JAPANESE = Language.from_catalog("ja", mo_file({
    "the Crane": "松に鶴", "the Curtain": "桜に幕",
    "an action: what to do\x04play {card}": "{card}を出す",
    "an action: doing it\x04playing {card}": "{card}を出すこと",
    "an action: done\x04played {card}": "{card}を出した",
    "what a player did\x04you {did}": "あなたは{did}",
    "what a player did\x04{who} {did}": "{who}は{did}",
    "actions one after another: what to do\x04{first}, then {next}": "{first}、続けて{next}",
    "actions one after another: doing them\x04{first}, then {next}": "{first}、続けて{next}",
    "actions one after another: done\x04{first}, then {next}": "{first}、続けて{next}",
}))


FORMS = ("an action: what to do", "an action: doing it", "an action: done")


def test_a_phrase_has_every_form_a_sentence_needs_in_each_language():
    play = _play("the Crane")
    assert [str(play.imperative), str(play.gerund), str(play.done)] == \
        ["play the Crane", "playing the Crane", "played the Crane"]
    assert str(play.past()) == "you played the Crane"
    assert str(play.past(msg("the Computer"))) == "the Computer played the Crane"
    assert play.past().render(JAPANESE) == "あなたは松に鶴を出した"
    both = play.then(_play("the Curtain"))
    assert str(both.imperative) == "play the Crane, then play the Curtain"
    assert str(both.past()) == "you played the Crane, then played the Curtain"
    assert both.gerund.render(JAPANESE) == "松に鶴を出すこと、続けて桜に幕を出すこと"
    assert play == _play("the Crane") and play != both
    assert "ActionPhrase(" in repr(play)
    with pytest.raises(AttributeError):
        play.gerund = msg("x")


def test_every_presenter_writes_each_form_of_its_phrases():
    for g in games.all_games():
        for seats in g.info.seat_counts:
            match = g.new_match(None, 7, seats)
            pos, rng = match.position, Rng(3)
            for _ in range(12):
                if g.to_move(pos) is None:
                    break
                for a in g.legal_actions(pos):
                    phrase = g.presenter.action_phrase(pos, a)
                    # the three forms, each said as such (a context may add which sense: a shedding game's "stop")
                    contexts = (phrase.imperative.context, phrase.gerund.context, phrase.done.context)
                    assert all(c.startswith(form) for c, form in zip(contexts, FORMS)), (g.key, a, contexts)
                    assert phrase.imperative.params == phrase.gerund.params == phrase.done.params, (g.key, a)
                    assert str(phrase.gerund).split()[0].endswith("ing") and str(phrase.past()).startswith("you ")
                g.push(pos, g.computer.random_action(pos, rng))
