"""The rule options of Sakura and its named presets.

Each option is a point where the sources disagree (``docs/design/
sakura-sources.md`` has what each says and why the defaults are Fudawiki's,
the one source read in full).  A preset is an options text (:data:`PRESETS`).
"""

from __future__ import annotations

from dataclasses import dataclass

from ...messages import msg_in
from ...options import OptionSet, option


@dataclass(frozen=True)
class SakuraOptions(OptionSet):
    """The rule options: each field's ``option(...)`` gives its code, label and
    description and its default (Fudawiki's rules)."""

    two_player_hand: int = option(
        8, code="two-hand", label=msg_in("a rule option's label", "Cards in a hand at two players"), range=(8, 10),
        group=msg_in("a heading of the rule options form", "Deal"),
        choices={8: msg_in("a rule option's choice", "8 (Fudawiki, Wikipedia)"),
                 10: msg_in("a rule option's choice", "10 (an older copy of Wikipedia)")},
        doc=msg_in("a rule option's description", "With two players each is dealt eight cards, or ten as an older "
                   "description has it."))
    teams: str = option(
        "none", code="teams", label=msg_in("a rule option's label", "Teams"),
        group=msg_in("a heading of the rule options form", "Seats"),
        choices={"none": msg_in("a rule option's choice", "Everyone plays alone"),
                 "pairs": msg_in("a rule option's choice", "Teams of two (four or six players)"),
                 "threes": msg_in("a rule option's choice", "Two teams of three (six players)")},
        doc=msg_in("a rule option's description", "At four players two teams of two, at six three teams of two or "
                   "two of three, partners seated apart, each team sharing one pile of captured cards."))
    hiki: str = option(
        "declared", code="hiki", label=msg_in("a rule option's label", "Taking a whole month (hiki)"),
        group=msg_in("a heading of the rule options form", "Capturing"),
        choices={"declared": msg_in("a rule option's choice", "Declared: all four in hand and field"),
                 "play": msg_in("a rule option's choice", "Only by playing onto three")},
        doc=msg_in("a rule option's description", "A player who sees all four cards of a month in their hand and "
                   "on the field may take the four instead of playing a card; or the four are taken only by "
                   "playing the fourth card onto three."))
    drawn_gaji: str = option(
        "wild", code="drawn-gaji", label=msg_in("a rule option's label", "The Lightning turned up"),
        group=msg_in("a heading of the rule options form", "The Lightning"),
        choices={"wild": msg_in("a rule option's choice", "Wild, as from the hand"),
                 "willow": msg_in("a rule option's choice", "A willow card like any other")},
        doc=msg_in("a rule option's description", "The Lightning turned up from the draw pile takes any field "
                   "card, as when played from the hand, or only a willow card. No source says which."))
    gaji_leftovers: str = option(
        "month", code="leftovers", label=msg_in("a rule option's label", "The field left at the end"),
        group=msg_in("a heading of the rule options form", "The Lightning"),
        choices={"month": msg_in("a rule option's choice", "The Lightning's month's card to its player"),
                 "all": msg_in("a rule option's choice", "Every card to its player"),
                 "none": msg_in("a rule option's choice", "Dead")},
        doc=msg_in("a rule option's description", "At the end of the round, the card left on the field of the "
                   "month the Lightning took goes to the Lightning's player (Fudawiki), or every card left (Board "
                   "Game Arena, three players or more), or none."))
    blocked_gaji: str = option(
        "again", code="blocked-gaji", label=msg_in("a rule option's label", "The Lightning blocked"),
        group=msg_in("a heading of the rule options form", "The Lightning"),
        choices={"again": msg_in("a rule option's choice", "Takes another card or stays on the field"),
                 "hand": msg_in("a rule option's choice", "Goes back to the hand")},
        doc=msg_in("a rule option's description", "When another player takes the month the Lightning was aimed at "
                   "whole, the Lightning takes another field card or stays on the field (Fudawiki), or goes back "
                   "to its player's hand, who plays again (a house rule Fudawiki mentions)."))
    gaji_dealt: str = option(
        "stays", code="gaji-dealt", label=msg_in("a rule option's label", "The Lightning dealt to the field"),
        group=msg_in("a heading of the rule options form", "The Lightning"),
        choices={"stays": msg_in("a rule option's choice", "Stays, taken only by a willow card"),
                 "discarded": msg_in("a rule option's choice", "Is put aside")},
        doc=msg_in("a rule option's description", "The Lightning dealt to the field stays there, to be taken by a "
                   "willow card, or is put aside."))
    rounds: int = option(
        4, code="rounds", label=msg_in("a rule option's label", "Rounds in a match"), range=(1, 12),
        group=msg_in("a heading of the rule options form", "Match"),
        choices={4: msg_in("a rule option's choice: a number of rounds", "4"),
                 6: msg_in("a rule option's choice: a number of rounds", "6"),
                 12: msg_in("a rule option's choice: a number of rounds", "12")},
        doc=msg_in("a rule option's description", "The match is this many rounds; the highest total wins."))
    match_scoring: str = option(
        "points", code="scoring", label=msg_in("a rule option's label", "The match's score"),
        group=msg_in("a heading of the rule options form", "Match"),
        choices={"points": msg_in("a rule option's choice", "Points: each round's score added up"),
                 "chu-and-basa": msg_in("a rule option's choice", "Victories: a round won counts 1, by 50 (chu) "
                                        "2, by 100 (basa) 3"),
                 "chu": msg_in("a rule option's choice", "Victories: a round won counts 1, by 50 or more (chu) 2"),
                 "basa": msg_in("a rule option's choice", "Victories: a round won counts 1, by 100 or more (basa) "
                                "2")},
        doc=msg_in("a rule option's description", "The match is scored in points, each round's score added up, or "
                   "in victories (Fudawiki's variant): the round's best side wins it, and a win by 50 (chu) or by "
                   "100 (basa) counts double, or, where both are played, a chu double and a basa triple. At three "
                   "sides or more the margin is the lead over the next best side, and a tie for the best score "
                   "wins no victory."))


DEFAULT_OPTIONS = SakuraOptions()

PRESETS: dict[str, str] = {
    "fudawiki": "-",
    "board-game-arena": "hiki=play,leftovers=all",
}
"""The named rule sets: Fudawiki's rules (the defaults), and Board Game
Arena's as far as its help could be read (the rest as Fudawiki's)."""

PRESET_NAMES = {"fudawiki": msg_in("a rule set's name", "Fudawiki"),
                "board-game-arena": msg_in("a rule set's name", "Board Game Arena")}
"""Each rule set's name (a message)."""
