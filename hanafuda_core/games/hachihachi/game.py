"""Hachi-Hachi as the shared modules see it: its facts, its site content, its
presenter, its computer player and its :class:`hanafuda_core.game.Game`;
the hooks every capture game reads alike come from
:class:`hanafuda_core.families.capture.game.CaptureGame`."""

from __future__ import annotations

from typing import Sequence

from ...families.capture.game import CaptureComputer, CaptureGame
from ...families.capture.phrases import play_phrase, take_turned_up_phrase
from ...game import GameInfo, SiteContent
from ...presenter import Presenter
from ...rng import Rng
from ...messages import Message, msg, msg_in
from ...names import card_words
from ...phrases import ActionPhrase
from ...seats import SeatName
from . import computer
from .cards import BRIGHTS
from .goals import GOALS
from .match import HachiHachiMatch
from .options import PRESET_NAMES, PRESETS, HachiHachiOptions
from .position import HachiHachiPosition


def _tables() -> dict:
    from .tables import HACHIHACHI_TABLES

    return HACHIHACHI_TABLES


class HachiHachiPresenter(Presenter):
    """Hachi-Hachi's actions in words, board views and move log."""

    def action_phrase(self, pos, action: str) -> ActionPhrase:
        a = pos.normalize(action)
        k = a.kind
        if k == "play":
            c = card_words(a.card)
            if a.target is not None:
                t = card_words(a.target)
                return play_phrase(c, t)
            return play_phrase(c)
        if k == "draw":
            t = card_words(a.target)
            return take_turned_up_phrase(t)
        if k == "sage":
            return ActionPhrase(msg_in("an action: what to do", "go on (sage)"),
                                msg_in("an action: doing it", "going on (sage)"),
                                msg_in("an action: done", "went on (sage)"))
        if k == "shoubu":
            return ActionPhrase(msg_in("an action: what to do", "stop (shoubu)"),
                                msg_in("an action: doing it", "stopping (shoubu)"),
                                msg_in("an action: done", "stopped (shoubu)"))
        return ActionPhrase(msg_in("an action: what to do", "end the round"),
                            msg_in("an action: doing it", "ending the round"),
                            msg_in("an action: done", "ended the round"))

    def view(self, pos, *, me: int, names: Sequence[SeatName], show_legal: bool = False, interactive: bool = True,
             reveal: bool = False) -> dict:
        from .view import hachihachi_view

        return hachihachi_view(pos, me=me, names=names, reveal=reveal, show_legal=show_legal,
                               interactive=interactive)

    def exercise_view(self, pos, *, me: int, show_legal: bool = False, interactive: bool = True,
                      question: bool = False) -> dict:
        from .view import hachihachi_view

        names = tuple(SeatName("you") if p == me else SeatName("player", p + 1) for p in range(pos.seats))
        view = hachihachi_view(pos, me=me, names=names, reveal=True, show_legal=show_legal,
                               interactive=interactive and not question, exercise=True)
        if question:  # the status and the cards' points must not give the answer away
            view["outcome"] = None
            view["info"] = [i for i in view["info"] if getattr(i.get("label"), "text", None) != "{whose} cards"]
            view["status"] = msg("Look at the position, then answer the question.")
        return view

    def log_lines(self, pos, names: Sequence[SeatName]) -> list[Message]:
        from .view import log_lines

        return log_lines(pos, names)

    def round_header(self, match, number: int, names: Sequence[SeatName]) -> Message:
        from .view import round_header

        return round_header(match, number, names)


class HachiHachiComputer(CaptureComputer):
    """Hachi-Hachi's computer player: the engine's rules of thumb."""

    standard_words = msg("Plays by rules of thumb: it values a capture by the cards' points and the yaku they "
                         "build, weighs what a card left on the field gives away, and stops after a yaku unless "
                         "it is small, many turns are left and nobody else holds a yaku.")
    standard = staticmethod(computer.choose_action)
    random = staticmethod(computer.random_action)
    rollout = staticmethod(computer.rollout_action)

    def reasons(self, pos, action, names: Sequence[SeatName] | None = None) -> Message:
        from ...families.capture import MONTH_BITS

        a = pos.normalize(action)
        if a.kind == "shoubu":
            return msg("stopping now collects the yaku; going on risks paying double if another player stops first")
        if a.kind == "sage":
            return msg("the yaku is small and many turns are left: going on may make another")
        if a.kind == "cancel":
            return msg("few cards are left: ending the round now collects half of the yaku")
        if a.kind == "play" and pos.field & MONTH_BITS[a.card]:
            return msg("playing {card} takes a card of its month from the field", card=card_words(a.card))
        if a.kind == "draw":
            return msg("{card} is worth the most of the two", card=card_words(a.target))
        return msg("no card in the hand takes anything; this one gives away the least")


class HachiHachiGame(CaptureGame):
    info = GameInfo(key="hachihachi", name="Hachi-Hachi", order=27, seat_counts=(3,))
    site = SiteContent(
        blurb=msg_in("a game in one sentence",
                     "The classic Japanese game for three (八八, \"88\"): dealt hands, captured yaku and the cards' "
                     "points against 88."),
        play_intro=msg_in("a play page without JavaScript",
                          "Here you play Hachi-Hachi against two computer players: pick the rules, then play a card "
                          "from your hand each turn to take a field card of its month. The game runs the rules engine "
                          "in your browser and needs JavaScript. This is how a table looks at the start of a round:"),
        tables=_tables)
    presenter_type = HachiHachiPresenter
    computer_type = HachiHachiComputer
    options_type = HachiHachiOptions
    rule_sets = PRESETS
    rule_set_names = PRESET_NAMES
    position_type = HachiHachiPosition
    match_type = HachiHachiMatch
    goals = GOALS
    turn_phases = ("play",)
    puzzle_brights = BRIGHTS

    from .puzzles import THEMES as puzzle_themes

    def data_messages(self):
        from .words import data_messages

        return data_messages()

    def benchmarks(self) -> dict:
        def run(seed):
            rng = Rng(seed)
            pos = HachiHachiPosition.deal(rng)
            while not pos.is_over():
                pos.push_unchecked(computer.random_action(pos, rng))
            return 1

        return {"random rounds/s": run}

    def example_position(self, seed):
        return HachiHachiPosition.deal(seed)
