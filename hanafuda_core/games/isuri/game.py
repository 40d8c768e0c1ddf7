"""Isuri as the shared modules see it: Hiyoko's game and presenter with
Isuri's facts, classes, goals and tables (only what differs is written here)."""

from __future__ import annotations

import math
from typing import Sequence

from ...game import GameInfo, SiteContent
from ...goal import PuzzleTheme
from ...messages import Message, listed, msg, msg_in
from ...seats import SeatName, by_seat
from ..hiyoko.game import HiyokoComputer, HiyokoGame, HiyokoPresenter
from ..hiyoko.goals import GOALS
from . import engine
from .goals import ISURI_GOALS


def _tables() -> dict:
    from .tables import ISURI_TABLES

    return ISURI_TABLES


class IsuriPresenter(HiyokoPresenter):
    """Hiyoko's presenter; a round opens with the totals, the pot and the target."""

    def round_header(self, match, number: int, names: Sequence[SeatName]) -> Message:
        pos = match.position
        opts = pos.options
        who = names[pos.dealer]
        totals = listed([msg_in("a score, one seat's", "{who} {n}", who=n.label, n=engine.num(s))
                         for n, s in zip(names, pos.scores)], commas_only=True)
        if opts.rounds:
            return by_seat(who, msg("Round {n} of {rounds}: You deal; totals {totals}.", n=number, rounds=opts.rounds,
                                    totals=totals),
                           msg("Round {n} of {rounds}: {who} deals; totals {totals}.", n=number, rounds=opts.rounds,
                               who=who.label, totals=totals))
        return by_seat(who, msg("Round {n} (the match ends at {target} points): You deal; totals {totals}.", n=number,
                                target=opts.target, totals=totals),
                       msg("Round {n} (the match ends at {target} points): {who} deals; totals {totals}.", n=number,
                           target=opts.target, who=who.label, totals=totals))


class IsuriComputer(HiyokoComputer):
    """Hiyoko's computer player; its Strong level plays for the match."""

    def strong_settings(self):
        from dataclasses import replace

        # long rounds: fewer rollouts keep a move quick; a rollout is scored
        # by the chance of winning the match (strong_value), and the budget
        # is raced: see docs/design/computer-levels.md, "Isuri"
        return replace(super().strong_settings(), rollouts=150, max_samples=32, match_value=True, race=8)

    round_spread = 56.0
    """The spread (standard deviation) of a round's net points between two
    rule-of-thumb players under the default options, measured over 150
    rounds: how far the totals may still move in a round to come."""

    def strong_value(self, pos, seat: int) -> float:
        """What the end of a rollout is worth to the Strong level: the chance
        of winning the match, since the higher total after the last round
        wins, not the most points.  After the last round: 1, ½ (equal
        totals) or 0; before it, the lead after this round against the
        spread of the rounds still to play, on a smooth S-shaped curve (one
        made of square roots, which every Python computes alike).  A match
        played to a total, and a rollout cut short, count the round's net
        points as other games do."""
        out = self.game.outcome(pos)
        left = pos.options.rounds - pos.round_no
        if out is None or not pos.options.rounds or left < 0:
            return self.rollout_value(pos, seat)
        lead = out.scores[seat] - out.scores[1 - seat]
        if left == 0:
            return 1.0 if lead > 0 else 0.5 if lead == 0 else 0.0
        z = lead / (self.round_spread * math.sqrt(left))
        # 0.5 + 0.5 z / sqrt(z² + π/2): the normal curve's slope at 0, and its ends
        return 0.5 + 0.5 * z / math.sqrt(z * z + 1.5707963267948966)


class IsuriGame(HiyokoGame):
    info = GameInfo(key="isuri", name="Isuri", order=14, seat_counts=(2,), deck_cards=engine.ISURI_DECK)
    site = SiteContent(
        blurb=msg_in("a game in one sentence",
                     "Hiyoko played for points: every card you discard is paid at once, a pass costs a point into "
                     "the pot, and three to six cards of one month may go down together."),
        play_intro=msg_in("a play page without JavaScript",
                          "Here you play Isuri against the computer: pick the rules, then discard cards in the Nagoya "
                          "month order as in Hiyoko; every card you discard is paid to you at once. The game runs the "
                          "rules engine in your browser and needs JavaScript. This is how a table looks at the start "
                          "of a round:"),
        deck_note=msg_in("how a game's deck differs from the full deck",
                         "Two Paulownia chaffs are taken out: 46 cards. The coloured Paulownia chaff stays and "
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
        "earn-most": PuzzleTheme(
            msg_in("a puzzle theme", "Earn most"),
            msg("Earn as many points as you can this turn: the cards' payments, the bonus and the pot.")),
    }
    puzzle_goals = ("earn-most",) + HiyokoGame.puzzle_goals
