"""Go-Stop as the shared modules see it: its facts, its site content, its
presenter, its computer player and its :class:`hanafuda_core.game.Game`;
the hooks every capture game reads alike come from
:class:`hanafuda_core.families.capture.game.CaptureGame`."""

from __future__ import annotations

from typing import Iterator, Sequence

from ...families.capture.game import CaptureComputer, CaptureGame
from ...families.capture.phrases import play_phrase, take_turned_up_phrase
from ...game import GameInfo, SiteContent
from ...messages import Message, msg, msg_in, msg_n
from ...phrases import ActionPhrase
from ...presenter import Presenter
from ...rng import Rng
from ...seats import SeatName, by_seat, exercise_names, seat_named
from . import computer
from .cards import BONUS, BRIGHTS, deck_cards, korean_month
from .goals import GOALS
from .match import GoStopMatch
from .options import GoStopOptions, PRESET_NAMES, PRESETS
from .position import GoStopPosition
from .words import card_words, data_messages, month_words


def _tables() -> dict:
    from .tables import GOSTOP_TABLES

    return GOSTOP_TABLES


class GoStopPresenter(Presenter):
    """Go-Stop's actions in words, board views and move log."""

    def action_phrase(self, pos, action: str) -> ActionPhrase:
        a = pos.normalize(action)
        k = a.kind
        if k == "play":
            c = card_words(a.card)
            if 1 << a.card & BONUS:
                return ActionPhrase(
                    msg_in("an action: what to do", "play {card} and take the top card of the stock", card=c),
                    msg_in("an action: doing it", "playing {card} and taking the top card of the stock", card=c),
                    msg_in("an action: done", "played {card} and took the top card of the stock", card=c))
            if a.target is not None:
                t = card_words(a.target)
                return play_phrase(c, t)
            return play_phrase(c)
        if k == "shake":
            c = card_words(a.card)
            return ActionPhrase(msg_in("an action: what to do", "shake and play {card}", card=c),
                                msg_in("an action: doing it", "shaking and playing {card}", card=c),
                                msg_in("an action: done", "shook and played {card}", card=c))
        if k == "bomb":
            m = month_words(korean_month(a.card))
            return ActionPhrase(msg_in("an action: what to do", "drop a bomb of the three {month} cards", month=m),
                                msg_in("an action: doing it", "dropping a bomb of the three {month} cards", month=m),
                                msg_in("an action: done", "dropped a bomb of the three {month} cards", month=m))
        if k == "draw":
            t = card_words(a.target)
            return take_turned_up_phrase(t)
        if k == "flip":
            return ActionPhrase(msg_in("an action: what to do", "use a spare turn"),
                                msg_in("an action: doing it", "using a spare turn"),
                                msg_in("an action: done", "used a spare turn"))
        if k == "animal":
            return ActionPhrase(msg_in("an action: what to do", "count the sake cup as an animal"),
                                msg_in("an action: doing it", "counting the sake cup as an animal"),
                                msg_in("an action: done", "counted the sake cup as an animal"))
        if k == "junk":
            return ActionPhrase(msg_in("an action: what to do", "count the sake cup as double junk"),
                                msg_in("an action: doing it", "counting the sake cup as double junk"),
                                msg_in("an action: done", "counted the sake cup as double junk"))
        if k == "go":
            return ActionPhrase(msg_in("an action: what to do", "call go"), msg_in("an action: doing it", "calling go"),
                                msg_in("an action: done", "called go"))
        return ActionPhrase(msg_in("an action: what to do", "stop"), msg_in("an action: doing it", "stopping"),
                            msg_in("an action: done", "stopped"))

    def view(self, pos, *, me: int, names: Sequence[SeatName], show_legal: bool = False, interactive: bool = True,
             reveal: bool = False) -> dict:
        from .view import gostop_view

        return gostop_view(pos, me=me, names=names, reveal=reveal, show_legal=show_legal, interactive=interactive)

    def exercise_view(self, pos, *, me: int, show_legal: bool = False, interactive: bool = True,
                      question: bool = False) -> dict:
        from .view import gostop_view

        view = gostop_view(pos, me=me, names=exercise_names(pos.seats, me), reveal=True, show_legal=show_legal,
                           interactive=interactive and not question, exercise=True, points=not question)
        if question:  # the status and the points held must not give the answer away
            view["outcome"] = None
            view["status"] = msg("Look at the position, then answer the question.")
        return view

    def log_lines(self, pos, names: Sequence[SeatName]) -> list[Message]:
        from .view import log_lines

        return log_lines(pos, names)

    def round_header(self, match, number: int, names: Sequence[SeatName]) -> Message:
        from .view import round_header

        return round_header(match, number, names)


class GoStopComputer(CaptureComputer):
    """Go-Stop's computer player: the engine's rules of thumb."""

    standard_words = msg("Plays by rules of thumb: it values a capture by the cards' classes and the sets they "
                         "build, weighs what a card left on the field gives away, bombs and shakes when it can, "
                         "and goes on only while the others are far from the points to stop.")
    standard = staticmethod(computer.choose_action)
    random = staticmethod(computer.random_action)
    rollout = staticmethod(computer.rollout_action)

    def reasons(self, pos, action, names: Sequence[SeatName] | None = None) -> Message:
        from ...families.capture import MONTH_BITS

        a = pos.normalize(action)
        p = pos.turn
        name = seat_named(names, p)
        if a.kind in ("go", "stop"):
            others = max(pos.points(q) for q in range(pos.seats) if q != p)
            left, need, who = pos.turns_left(p), pos.threshold, name.subject
            if a.kind == "go":
                return by_seat(name, msg_n("the others hold at most {others} of the {need} points to stop, and you "
                                           "have only {n} turn left to score more",
                                           "the others hold at most {others} of the {need} points to stop, and you "
                                           "have {n} turns left to score more", left, others=others, need=need, n=left),
                               msg_n("the others hold at most {others} of the {need} points to stop, and {who} "
                                     "has only {n} turn left to score more",
                                     "the others hold at most {others} of the {need} points to stop, and {who} "
                                     "has {n} turns left to score more", left, others=others, need=need, who=who,
                                     n=left))
            return by_seat(name, msg_n("the others hold at most {others} of the {need} points to stop, and you have "
                                       "only {n} turn left: going on risks being overtaken and paying for everyone",
                                       "the others hold at most {others} of the {need} points to stop, and you have "
                                       "{n} turns left: going on risks being overtaken and paying for everyone", left,
                                       others=others, need=need, n=left),
                           msg_n("the others hold at most {others} of the {need} points to stop, and {who} has "
                                 "only {n} turn left: going on risks being overtaken and paying for everyone",
                                 "the others hold at most {others} of the {need} points to stop, and {who} has "
                                 "{n} turns left: going on risks being overtaken and paying for everyone", left,
                                 others=others, need=need, who=who, n=left))
        if a.kind == "play" and 1 << a.card & BONUS:
            return by_seat(name, msg("a bonus card costs nothing: it goes to your cards at once, and the top card of "
                                     "the stock takes its place in your hand"),
                           msg("a bonus card costs nothing: it goes to {who}'s cards at once, and the top card of "
                               "the stock takes its place in {who}'s hand", who=name.subject))
        if a.kind == "bomb":
            return msg("a bomb takes the four cards of the month and junk from each other player, and doubles the win")
        if a.kind in ("play", "shake") and pos.field & MONTH_BITS[a.card]:
            return msg("playing {card} takes a card of its month from the field", card=card_words(a.card))
        return msg("no card in the hand takes anything; this one gives away the least")


class GoStopGame(CaptureGame):
    info = GameInfo(key="gostop", name="Go-Stop", order=25, seat_counts=(2, 3))
    site = SiteContent(
        blurb=msg_in("a game in one sentence",
                     "Korea's hanafuda game (고스톱), for two or three: take cards by month, reach the points to "
                     "stop, then go on for more or stop and collect."),
        play_intro=msg_in("a play page without JavaScript",
                          "Here you play Go-Stop against one or two computer players: pick the number of players and "
                          "the rules, then play a card from your hand each turn to take a field card of its month. "
                          "The game runs the rules engine in your browser and needs JavaScript. This is how a table "
                          "looks at the start of a deal:"),
        deck_note=msg_in("how a game's deck differs from the full deck",
                         "The whole deck, with Go-Stop's classes: the Lightning and the coloured paulownia chaff are "
                         "double junk, and the sake cup is an animal or double junk, as its holder chooses. The "
                         "bonus cards some decks add are shown on the rules page."),
        languages=("ko",),  # (its section also comes in Korean, the language of its players)
        tables=_tables)
    presenter_type = GoStopPresenter
    computer_type = GoStopComputer
    options_type = GoStopOptions
    rule_sets = PRESETS
    rule_set_names = PRESET_NAMES
    position_type = GoStopPosition
    match_type = GoStopMatch
    goals = GOALS
    turn_phases = ("play",)
    puzzle_brights = BRIGHTS

    from .puzzles import THEMES as puzzle_themes

    @staticmethod
    def card_words(c: int) -> Message:
        return card_words(c)

    def data_messages(self) -> Iterator[Message]:
        return data_messages()

    def deck(self, pos) -> int:
        return deck_cards(pos.rules.bonus)

    def benchmarks(self) -> dict:
        def rounds(seats):
            def run(seed):
                rng = Rng(seed)
                pos = GoStopPosition.deal(rng, 0, seats)
                while not pos.is_over():
                    pos.push_unchecked(computer.random_action(pos, rng))
                return 1
            return run

        return {f"random rounds/s, {n} players": rounds(n) for n in self.info.seat_counts}

    def example_position(self, seed):
        return GoStopPosition.deal(seed, 0, 2)
