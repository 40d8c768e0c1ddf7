"""Palauan Hanahuda as the shared modules see it: its facts, its site
content, its presenter and its :class:`hanafuda_core.game.Game`; the hooks
every capture game reads alike come from
:class:`hanafuda_core.families.capture.game.CaptureGame`."""

from __future__ import annotations

from typing import Sequence

from ...families.capture.game import CaptureComputer, CaptureGame
from ...families.capture.phrases import play_phrase, take_turned_up_phrase
from ...game import GameInfo, SiteContent
from ...messages import Message, msg, msg_in
from ...phrases import ActionPhrase
from ...presenter import Presenter
from ...rng import Rng, SeedError, parse_seed
from ...seats import SeatName, seat_names
from . import engine
from .cards import card_in_place, chaff_names
from .yaku import yaku_name
from .goals import GOALS
from .puzzles import deny_candidates


def _tables() -> dict:
    from .tables import HANAHUDA_TABLES

    return HANAHUDA_TABLES


def _card(c: int, place: int) -> Message:
    """A card of a place (a hand, the field) for an action: "the Moon", "the
    Pine chaff" when it is the place's only Pine chaff, "a Pine chaff" when
    the place holds two (either may go: the rules never tell them apart)."""
    return card_in_place(c, place)


def _phrase(what: str) -> ActionPhrase:
    """The actions that name no card."""
    if what == "keep":
        return ActionPhrase(msg_in("an action: what to do", "keep your hand"),
                            msg_in("an action: doing it", "keeping your hand"),
                            msg_in("an action: done", "kept your hand"))
    if what == "stop":
        return ActionPhrase(msg_in("an action: what to do", "stop the round"),
                            msg_in("an action: doing it", "stopping the round"),
                            msg_in("an action: done", "stopped the round"))
    if what == "continue":
        return ActionPhrase(msg_in("an action: what to do", "play on"), msg_in("an action: doing it", "playing on"),
                            msg_in("an action: done", "played on"))
    if what == "field-first":
        return ActionPhrase(msg_in("an action: what to do", "deal to the field first"),
                            msg_in("an action: doing it", "dealing to the field first"),
                            msg_in("an action: done", "dealt to the field first"))
    return ActionPhrase(msg_in("an action: what to do", "deal to the players first"),
                        msg_in("an action: doing it", "dealing to the players first"),
                        msg_in("an action: done", "dealt to the players first"))


class HanahudaPresenter(Presenter):
    """Palauan Hanahuda's actions in words, board views and move log."""

    def action_phrase(self, pos, action: str) -> ActionPhrase:
        a = pos.normalize(action)
        k = a.kind
        hand = pos.hands[pos.turn]
        if k == "play":
            c = _card(a.card, hand)
            if a.target is not None:
                t = _card(a.target, pos.field)
                return play_phrase(c, t)
            return play_phrase(c)
        if k == "draw":
            t = _card(a.target, pos.field)
            return take_turned_up_phrase(t)
        if k == "trade":
            c = _card(a.card, hand)
            return ActionPhrase(
                msg_in("an action: what to do", "trade {card} for the top card of the draw pile", card=c),
                msg_in("an action: doing it", "trading {card} for the top card of the draw pile", card=c),
                msg_in("an action: done", "traded {card} for the top card of the draw pile", card=c))
        return _phrase(k)

    def view(self, pos, *, me: int, names: Sequence[SeatName], show_legal: bool = False, interactive: bool = True,
             reveal: bool = False) -> dict:
        from .view import hanahuda_view

        return hanahuda_view(pos, me=me, names=names, reveal=reveal, show_legal=show_legal,
                             interactive=interactive)

    def exercise_view(self, pos, *, me: int, show_legal: bool = False, interactive: bool = True,
                      question: bool = False) -> dict:
        from .view import hanahuda_view, is_yaku_info

        names = seat_names(pos.seats, me, self.game.info.teams(pos.seats), rival="opponent")
        view = hanahuda_view(pos, me=me, names=names, reveal=True, show_legal=show_legal,
                             interactive=interactive and not question, exercise=True)
        if question:  # the status and the yaku held must not give the answer away
            view["outcome"] = None
            view["info"] = [i for i in view["info"] if not is_yaku_info(i)]
            view["status"] = msg("Look at the position, then answer the question.")
        return view

    def log_lines(self, pos, names: Sequence[SeatName]) -> list[Message]:
        from .view import log_lines

        return log_lines(pos, names)

    def round_header(self, match, number: int, names: Sequence[SeatName]) -> Message:
        from .view import round_header

        return round_header(match, number, names)


class HanahudaComputer(CaptureComputer):
    """Palauan Hanahuda's computer player: the engine's rules of thumb."""

    standard = staticmethod(engine.choose_action)
    random = staticmethod(engine.random_action)
    rollout = staticmethod(engine.rollout_action)
    reasons = staticmethod(engine.explain_move)
    # the capture family's words, as a message (that module still writes them as a plain string)
    def strong_settings(self):
        from ...levels import StrongSettings

        return StrongSettings(rollouts=400, max_samples=64)

    def review_margin(self) -> float:
        return 50.0  # yaku are worth hundreds of points


class HanahudaGame(CaptureGame):
    info = GameInfo(key="hanahuda", name="Palauan Hanahuda", order=30, seat_counts=(2, 3, 4),
                    partnerships={4: ((0, 2), (1, 3))})
    site = SiteContent(
        blurb=msg_in("a game in one sentence",
                     "Palau's capture game for two to four players (four in two teams): match cards by month, "
                     "build yaku worth hundreds of points, and race to 5000."),
        play_intro=msg_in("a play page without JavaScript",
                          "Here you play Palauan Hanahuda against one, two or three computer players (with four, "
                          "the player opposite you is your partner): pick the number of players and the rules, then "
                          "play a card from your hand each turn to capture a field card of its month. The game runs "
                          "the rules engine in your browser and needs JavaScript. This is how a table looks at the "
                          "start of a round:"),
        deck_note=msg_in("how a game's deck differs from the full deck",
                         "The whole deck, with Palau's own card classes: the Bush Warbler is a bright and the "
                         "yellow Paulownia chaff an animal."),
        tables=_tables)
    presenter_type = HanahudaPresenter
    computer_type = HanahudaComputer
    options_type = engine.HanahudaOptions
    position_type = engine.HanahudaPosition
    match_type = engine.HanahudaMatch
    goals = GOALS
    turn_phases = ("cut", "trade", "play")  # a turn opens with the cut or the trade too (engine.ends_turn)
    puzzle_brights = engine.BRIGHTS
    card_words = staticmethod(engine.card_words)  # with Palau's card classes: "the Moon (August bright)"

    def data_messages(self):
        # the yaku's names and the plain chaff cards' names, from the data
        for y in engine.YAKU_CATALOG:
            yield yaku_name(y)
        yield from chaff_names()

    from .puzzles import THEMES as puzzle_themes

    def puzzle_candidates(self, pos):
        # Palau's own goal besides the family's, at the same decisions: take a
        # card the other side needs for a yaku it is one card short of.
        out = super().puzzle_candidates(pos)
        return out + deny_candidates(pos) if out else out

    # -- saved matches

    def upgrade_saved(self, version: int, saved: dict[str, str]) -> dict[str, str]:
        # Until save format 3 the first dealer was drawn with the Japanese
        # points deciding between two cards of one month; a match whose draw
        # that changes replays with it, written out.
        if version >= 3:
            return saved
        try:
            seed, seats = parse_seed(saved.get("seed")), int(saved.get("seats", "2"))
            old = engine.HanahudaMatch.draw_for_dealer(seats, Rng(seed), "points")
            new = engine.HanahudaMatch.draw_for_dealer(seats, Rng(seed))
        except (SeedError, ValueError, TypeError):
            return saved  # reading the match will say what is wrong
        if old.rounds == new.rounds:
            return saved
        return self.saved_with_option(saved, "dealer_draw", "points")

    # -- the engine's figures (scripts/bench_engine.py)

    def benchmarks(self) -> dict:
        def rounds(seats):
            def run(seed):
                engine.play_round(Rng(seed), seats, [engine.random_action] * seats)
                return 1
            return run

        return {f"random rounds/s, {n} players": rounds(n) for n in self.info.seat_counts}

    # -- the site

    def example_position(self, seed):
        pos = engine.HanahudaPosition.new_round(seed, 0, 2)
        while pos.phase_name == "cut":
            pos.push(engine.PLAYERS_FIRST)
        return pos
