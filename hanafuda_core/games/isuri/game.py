"""Isuri as the shared modules see it: Hiyoko's game and presenter with
Isuri's facts, classes, goals and tables (only what differs is written here)."""

from __future__ import annotations

from typing import Sequence

from ...game import GameInfo, SiteContent
from ...words import verb
from ..hiyoko.game import HiyokoComputer, HiyokoGame, HiyokoPresenter
from ..hiyoko.goals import GOALS
from . import engine
from .goals import ISURI_GOALS


def _tables() -> dict:
    from .tables import ISURI_TABLES

    return ISURI_TABLES


class IsuriPresenter(HiyokoPresenter):
    """Hiyoko's presenter; a round opens with the totals, the pot and the target."""

    def round_header(self, match, number: int, names: Sequence[str]) -> str:
        pos = match.position
        opts = pos.options
        of = f" of {opts.rounds}" if opts.rounds else f" (the match ends at {opts.target} points)"
        totals = ", ".join(f"{n} {engine.num(s)}" for n, s in zip(names, pos.scores))
        return f"Round {number}{of}: {verb(names[pos.dealer], 'deal', 'deals')}; totals {totals}."


class IsuriComputer(HiyokoComputer):
    """Hiyoko's computer player, with a smaller Strong budget."""

    def strong_settings(self):
        from dataclasses import replace

        # long rounds: fewer rollouts keep a move quick
        return replace(super().strong_settings(), rollouts=150, max_samples=32)


class IsuriGame(HiyokoGame):
    info = GameInfo(key="isuri", name="Isuri", order=14, seat_counts=(2,), deck_cards=engine.ISURI_DECK)
    site = SiteContent(
        blurb=("Hiyoko played for points: every card you discard is paid at once, a pass costs a point into "
               "the pot, and three to six cards of one month may go down together."),
        play_intro=("Here you play Isuri against the computer: pick the rules, then discard cards in the Nagoya "
                    "month order as in Hiyoko; every card you discard is paid to you at once. The game runs the "
                    "rules engine in your browser and needs JavaScript. This is how a table looks at the start "
                    "of a round:"),
        deck_note=("Two Paulownia chaffs are taken out: 46 cards. The coloured Paulownia chaff stays and "
                   "plays as a second Phoenix."),
        tables=_tables)
    presenter_type = IsuriPresenter
    computer_type = IsuriComputer
    options_type = engine.IsuriOptions
    position_type = engine.IsuriPosition
    match_type = engine.IsuriMatch
    goals = GOALS + ISURI_GOALS

    puzzle_themes = {
        **HiyokoGame.puzzle_themes,
        "earn-most": "Earn as many points as you can this turn: the cards' payments, the bonus and the pot.",
    }

    def puzzle_candidates(self, pos):
        return [({"type": "earn-most"}, ["earn-most"])] + super().puzzle_candidates(pos)
