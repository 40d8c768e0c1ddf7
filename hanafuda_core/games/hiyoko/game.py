"""Hiyoko as the shared modules see it: its facts, its site content, its
presenter and its :class:`hanafuda_core.game.Game`.

Isuri's game (:mod:`hanafuda_core.games.isuri.game`) subclasses both; the
hooks every shedding game reads alike come from
:class:`hanafuda_core.families.shedding.game.ShedGame`."""

from __future__ import annotations

from typing import Sequence

from ...families.shedding.game import ShedComputer, ShedGame
from ...game import GameInfo, SiteContent
from ...cardset import bits
from ...messages import Message, msg_in
from ...phrases import ActionPhrase
from ...presenter import Presenter
from ...seats import SeatName
from ...rng import Rng
from ...families.shedding.words import discard_phrase, option_labels, stop_or_pass
from . import engine
from .goals import GOALS
from .words import card_text, cards_text, the_card_text


def _tables() -> dict:
    from .tables import HIYOKO_TABLES

    return HIYOKO_TABLES


class HiyokoPresenter(Presenter):
    """Hiyoko's (and Isuri's) actions in words, board views and move log."""

    def action_phrase(self, pos, action: str) -> ActionPhrase:
        a = pos.normalize(action)
        if a.kind in ("stop", "pass"):
            return stop_or_pass(a.kind)
        if a.kind == "multi":
            cards, top = cards_text(a.cards), card_text(a.cards[-1])
            return ActionPhrase(
                msg_in("an action: what to do", "discard {cards} together, {top} on top", cards=cards, top=top),
                msg_in("an action: doing it", "discarding {cards} together, {top} on top", cards=cards, top=top),
                msg_in("an action: done", "discarded {cards} together, {top} on top", cards=cards, top=top))
        c = a.cards[0]
        words = card_text(c)
        # "the Pine chaff" when no other card of the hand is put so ("a Pine chaff" when one is)
        unique = all(card_text(d) != words for d in bits(pos.hands[pos.turn]) if d != c)
        return discard_phrase(the_card_text(c) if unique else words)

    def view(self, pos, *, me: int, names: Sequence[SeatName], show_legal: bool = False, interactive: bool = True,
             reveal: bool = False) -> dict:
        from .view import shed_view

        return shed_view(pos, me=me, names=tuple(names), reveal=reveal, show_legal=show_legal,
                         interactive=interactive, game=self.game.key)

    def exercise_view(self, pos, *, me: int, show_legal: bool = False, interactive: bool = True,
                      question: bool = False) -> dict:
        from .view import OPTIONS, POT, THIS_ROUND, TOP_CARD

        view = super().exercise_view(pos, me=me, show_legal=show_legal, interactive=interactive, question=question)
        # Match bookkeeping is noise in an exercise; what changes the answer stays.
        keep = (OPTIONS, TOP_CARD, POT, THIS_ROUND)
        view["info"] = [i for i in view.get("info", []) if i.get("label") in keep]
        if question:
            view["outcome"] = None
        return view

    def log_lines(self, pos, names: Sequence[SeatName]) -> list[Message]:
        from .view import log_lines

        return log_lines(pos, tuple(names))


class HiyokoComputer(ShedComputer):
    """Hiyoko's computer player: the engine's rules of thumb."""

    standard = rollout = staticmethod(engine.choose_action)
    random = staticmethod(engine.random_action)
    reasons = staticmethod(engine.explain_move)
    beginner_slips = 0.9  # its Standard player beats a random one less often than in the other games


class HiyokoGame(ShedGame):
    info = GameInfo(key="hiyoko", name="Hiyoko", order=12, seat_counts=(2,), deck_cards=engine.HIYOKO_DECK)
    site = SiteContent(
        blurb=msg_in("a game in one sentence",
                     "Poka's harder cousin for two players: shed cards in the Nagoya month order, where ten wild cards "
                     "each stand for their own range of months, and be the first to empty your hand."),
        play_intro=msg_in("a play page without JavaScript",
                          "Here you play Hiyoko against the computer: pick the rules, then discard cards from your hand "
                          "onto the pile, each card of the month after the top card in the Nagoya order (willow is the "
                          "2nd month, plum the 12th). The game runs the rules engine in your browser and needs "
                          "JavaScript. This is how a table looks at the start of a round:"),
        deck_note=msg_in("how a game's deck differs from the full deck",
                         "The three Paulownia chaffs are taken out: 45 cards, counted in the Nagoya month order; ten "
                         "of them are wild cards."),
        tables=_tables)
    presenter_type = HiyokoPresenter
    computer_type = HiyokoComputer
    options_type = engine.HiyokoOptions
    position_type = engine.HiyokoPosition
    match_type = engine.HiyokoMatch
    goals = GOALS

    # -- saved matches

    def upgrade_saved(self, version: int, saved: dict[str, str]) -> dict[str, str]:
        # Until save format 3 the default of "Who turns up a card" was the
        # later wording (the first who passed); a match saved then replays
        # with it, written out.
        if version >= 3:
            return saved
        return self.saved_with_option(saved, "draw_rule", "first-passer")

    # -- positions

    def parse_action(self, pos, action: str):
        return pos.normalize(action)

    # -- words

    def data_messages(self):
        """The label of the rule option its explanations quote."""
        return option_labels(self.options_type, ("must_continue_chain",))


    def benchmarks(self) -> dict:
        def turns(seed):
            pos = self.position_type.deal(Rng(seed))
            return sum(1 for _ in engine.turn_sequences(pos))

        def moves(seed):
            pos = self.position_type.deal(Rng(seed))
            engine.choose_action(pos, Rng(seed))
            return 1

        return {"whole turns enumerated/s": turns, "computer moves at the deal/s": moves}
