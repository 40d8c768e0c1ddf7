"""Poka as the shared modules see it: its facts, its site content, its
presenter and its :class:`hanafuda_core.game.Game`; the hooks every shedding
game reads alike come from
:class:`hanafuda_core.families.shedding.game.ShedGame`."""

from __future__ import annotations

from typing import Sequence

from ...deck import CARDS
from ...families.shedding.game import ShedComputer, ShedGame
from ...game import GameInfo, SiteContent
from ...messages import Message, listed, msg, msg_in
from ...names import the_card
from ...phrases import ActionPhrase
from ...presenter import Presenter
from ...seats import SeatName
from ...families.shedding.words import discard_phrase, option_labels, stop_or_pass
from . import engine
from .explain import RULES_QUOTED
from .teyaku import data_messages as teyaku_messages
from .goals import DealOutcome, DiscardCards, EmptyHand, LegalDiscard, LongestChain, NameTeyaku, NextMonth


def _tables() -> dict:
    from .tables import POKA_TABLES

    return POKA_TABLES


class PokaPresenter(Presenter):
    """Poka's actions in words, board views and move log."""

    def action_phrase(self, pos, action: str) -> ActionPhrase:
        a = engine.PokaAction.parse(action)
        if a.kind in ("stop", "pass"):
            return stop_or_pass(a.kind)
        if a.kind == "multi":
            cards = listed([the_card(CARDS[c]) for c in a.cards])
            return ActionPhrase(msg_in("an action: what to do", "discard {cards} together", cards=cards),
                                msg_in("an action: doing it", "discarding {cards} together", cards=cards),
                                msg_in("an action: done", "discarded {cards} together", cards=cards))
        return discard_phrase(the_card(CARDS[a.cards[0]]))

    def view(self, pos, *, me: int, names: Sequence[SeatName], show_legal: bool = False, interactive: bool = True,
             reveal: bool = False) -> dict:
        from .view import poka_view

        return poka_view(pos, me=me, names=(names[me], names[1 - me]), reveal_opponent=reveal,
                         show_legal=show_legal, interactive=interactive)

    def exercise_view(self, pos, *, me: int, show_legal: bool = False, interactive: bool = True,
                      question: bool = False) -> dict:
        from .view import OPTIONS, TEYAKU

        view = super().exercise_view(pos, me=me, show_legal=show_legal, interactive=interactive, question=question)
        # Match bookkeeping (score, target, dealer) is noise in an exercise; rule
        # options stay, since they change what is legal.
        view["info"] = [i for i in view.get("info", []) if i.get("label") in (OPTIONS, TEYAKU)]
        if question:
            # At the deal the board would announce the teyaku result, which is
            # exactly what a question may ask: keep the cards, drop the verdict.
            view["outcome"] = None
            view["info"] = [i for i in view.get("info", []) if i.get("label") != TEYAKU]
            if pos.at_deal:
                view["status"] = msg("The cards have just been dealt.")
        return view

    def log_lines(self, pos, names: Sequence[SeatName]) -> list[Message]:
        from .view import log_lines

        return log_lines(pos, names)


class PokaComputer(ShedComputer):
    """Poka's computer player: the engine's rules of thumb."""

    standard = rollout = staticmethod(engine.choose_action)
    random = staticmethod(engine.random_action)
    reasons = staticmethod(engine.explain_move)

    def turn_end_key(self, end) -> tuple:
        """Where a turn leaves the round, with the cards the rules never tell
        apart written alike (:data:`.cards.ALIKE`: the plain cards of a
        month): two ways to finish a turn that differ only in which of two
        such cards was played are one plan to the Strong level."""
        from ...cardset import bits
        from .cards import ALIKE

        return (tuple(sorted(ALIKE[c] for c in bits(end.hands[0]))), tuple(sorted(ALIKE[c] for c in bits(end.hands[1]))),
                tuple(ALIKE[c] for c in end.discard), None if end.draw is None else len(end.draw), end.turn,
                tuple(end.first), end.chain, end.owe_february, end.passes, end.scores, end.dealer)


class PokaGame(ShedGame):
    info = GameInfo(key="poka", name="Poka", order=10, seat_counts=(2,))
    site = SiteContent(
        blurb=msg_in("a game in one sentence",
                     "A two-player shedding game: discard cards in month order, one month after the other, "
                     "and be the first to empty your hand."),
        play_intro=msg_in("a play page without JavaScript",
                          "Here you play Poka against the computer: pick the rules, then discard cards from your hand "
                          "onto the pile, each card the month after the one on top. The game runs the rules engine in "
                          "your browser and needs JavaScript. This is how a table looks at the start of a round:"),
        tables=_tables)
    presenter_type = PokaPresenter
    computer_type = PokaComputer
    options_type = engine.PokaOptions
    position_type = engine.PokaPosition
    match_type = engine.PokaMatch
    goals = (LegalDiscard, EmptyHand, LongestChain, DiscardCards, NextMonth, NameTeyaku, DealOutcome)

    # -- positions

    def parse_action(self, pos, action: str):
        return engine.PokaAction.parse(action)

    def explain_illegal(self, pos, action: str) -> Message | None:
        try:
            parsed = engine.PokaAction.parse(action)
        except ValueError as e:  # a text no click makes: its notation error, as the notation writes it
            return msg_in("a text that is not a move: the notation's own error (English)", "{error}", error=str(e))
        return pos.explain_illegal(parsed)

    # -- words

    def data_messages(self):
        """The teyaku's names and descriptions, and the labels of the rule options the explanations quote."""
        yield from teyaku_messages()
        yield from option_labels(self.options_type, RULES_QUOTED)

