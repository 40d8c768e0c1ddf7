"""Sakura as the shared modules see it: its facts, its presenter, its computer
player and its :class:`hanafuda_core.game.Game` (the hooks every capture game
reads alike come from :class:`hanafuda_core.families.capture.game.CaptureGame`)."""

from __future__ import annotations

from typing import Sequence

from ...deck import FULL_DECK
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
from .goals import GOALS
from .match import SakuraMatch
from .options import PRESET_NAMES, PRESETS, SakuraOptions
from .position import SakuraPosition


def _tables() -> dict:
    from .tables import SAKURA_TABLES

    return SAKURA_TABLES


class SakuraPresenter(Presenter):
    """Sakura's actions in words, board views and move log."""

    def action_phrase(self, pos, action: str) -> ActionPhrase:
        a = pos.normalize(action)
        if a.kind == "play":
            c = card_words(a.card)
            if a.target is not None:
                t = card_words(a.target)
                return play_phrase(c, t)
            return play_phrase(c)
        if a.kind == "draw":
            t = card_words(a.target)
            return take_turned_up_phrase(t)
        if a.kind == "hiki":
            c = card_words(a.card)
            return ActionPhrase(msg_in("an action: what to do", "take the whole month of {card} (hiki)", card=c),
                                msg_in("an action: doing it", "taking the whole month of {card} (hiki)", card=c),
                                msg_in("an action: done", "took the whole month of {card} (hiki)", card=c))
        return ActionPhrase(msg_in("an action: what to do", "turn a card up"),
                            msg_in("an action: doing it", "turning a card up"),
                            msg_in("an action: done", "turned a card up"))

    def view(self, pos, *, me: int, names: Sequence[SeatName], show_legal: bool = False, interactive: bool = True,
             reveal: bool = False) -> dict:
        from .view import sakura_view

        return sakura_view(pos, me=me, names=names, reveal=reveal, show_legal=show_legal, interactive=interactive)

    def exercise_view(self, pos, *, me: int, show_legal: bool = False, interactive: bool = True,
                      question: bool = False) -> dict:
        from .view import sakura_view

        names = tuple(SeatName("you") if p == me else SeatName("player", p + 1) for p in range(pos.seats))
        view = sakura_view(pos, me=me, names=names, reveal=True, show_legal=show_legal,
                           interactive=interactive and not question, exercise=True)
        if question:
            view["outcome"] = None
            view["status"] = msg("Look at the position, then answer the question.")
        return view

    def log_lines(self, pos, names: Sequence[SeatName]) -> list[Message]:
        from .view import log_lines

        return log_lines(pos, names)

    def round_header(self, match, number: int, names: Sequence[SeatName]) -> Message:
        from .view import round_header

        return round_header(match, number, names)


class SakuraComputer(CaptureComputer):
    """Sakura's computer player: the engine's rules of thumb."""

    standard_words = msg("Plays by rules of thumb: it values a capture by the cards' points and the yaku they "
                         "build, keeps the Lightning for a card worth it, and weighs what a card left on the field "
                         "gives away.")
    standard = staticmethod(computer.choose_action)
    random = staticmethod(computer.random_action)
    rollout = staticmethod(computer.rollout_action)

    def reasons(self, pos, action, names: Sequence[SeatName] | None = None) -> Message:
        from ...families.capture import MONTH_BITS

        a = pos.normalize(action)
        if a.kind == "hiki":
            return msg("taking the whole month gets all four of its cards at once")
        if a.kind == "flip":
            return msg("the hand is empty: only a card is turned up")
        if a.kind == "draw":
            return msg("of the cards it can take, this one is worth the most")
        if a.target is not None or pos.field & MONTH_BITS[a.card]:
            return msg("playing {card} takes a card from the field", card=card_words(a.card))
        return msg("no card in the hand takes anything; this one gives away the least")


class SakuraGame(CaptureGame):
    info = GameInfo(key="sakura", name="Sakura", order=28, seat_counts=(3, 2, 4, 5, 6, 7))
    site = SiteContent(
        blurb=msg_in("a game in one sentence",
                     "Hawaii's hanafuda game (Higo-Bana), for two to seven players, alone or in teams."),
        play_intro=msg_in("a play page without JavaScript",
                          "Here you play Sakura against the computer, at a table of two to seven: pick the number of "
                          "players and the rules, then play a card from your hand each turn to take a field card of its "
                          "month. The game runs the rules engine in your browser and needs JavaScript. This is how a "
                          "table looks at the start of a round:"),
        tables=_tables)
    presenter_type = SakuraPresenter
    computer_type = SakuraComputer
    options_type = SakuraOptions
    rule_sets = PRESETS
    rule_set_names = PRESET_NAMES
    position_type = SakuraPosition
    match_type = SakuraMatch
    goals = GOALS
    turn_phases = ("play",)

    from .puzzles import THEMES as puzzle_themes, TWENTIES as puzzle_brights

    def deck(self, pos) -> int:
        return FULL_DECK & ~pos.aside

    def data_messages(self):
        from .words import data_messages

        return data_messages()

    def benchmarks(self) -> dict:
        def run(seed):
            rng = Rng(seed)
            pos = SakuraPosition.deal(rng)
            while not pos.is_over():
                pos.push_unchecked(computer.random_action(pos, rng))
            return 1

        return {"random rounds/s, 3 players": run}

    def example_position(self, seed):
        return SakuraPosition.deal(seed)
