"""The rule options of Go-Stop and its named presets.

Each option is a point where the sources disagree or a house rule players
name (``docs/design/gostop-sources.md`` has what each source says); the
defaults are the three-player game as played in Korea.  A preset is an
options text (:data:`PRESETS`).
"""

from __future__ import annotations

from dataclasses import dataclass, fields
from typing import Mapping

from ...messages import msg_in
from ...options import OptionError, OptionSet, form_with_rule_sets, option


@dataclass(frozen=True)
class GoStopOptions(OptionSet):
    """The rule options: each field's ``option(...)`` gives its code, label and
    description and its default (the game as played in Korea)."""

    threshold: str = option(
        "seats", code="threshold", label=msg_in("a rule option's label", "Points to stop"),
        group=msg_in("a heading of the rule options form", "Scoring"),
        choices={"seats": msg_in("a rule option's choice", "7 with two players, 3 with three"),
                 "3": msg_in("a rule option's choice: a number of points", "3"),
                 "5": msg_in("a rule option's choice: a number of points", "5"),
                 "7": msg_in("a rule option's choice: a number of points", "7")},
        doc=msg_in("a rule option's description", "A player may stop (or go) once their cards score this many "
                   "points."))
    go_schedule: str = option(
        "korean", code="go", label=msg_in("a rule option's label", "What each go adds"),
        group=msg_in("a heading of the rule options form", "Scoring"),
        choices={"korean": msg_in("a rule option's choice", "+1 a go, doubled from the third"),
                 "linear": msg_in("a rule option's choice", "+1 a go, ×2 ×3 ×4 from the third"),
                 "add": msg_in("a rule option's choice", "+1 a go only")},
        doc=msg_in("a rule option's description", "Each go adds a point for the first two; from the third go the "
                   "score is doubled with every go (×2, ×4, ×8), or multiplied by 2, 3, 4, or (a first game) each "
                   "go only adds a point."))
    dry_four: int = option(
        4, code="dry-four", label=msg_in("a rule option's label", "Four brights without the rain bright"),
        range=(4, 5), group=msg_in("a heading of the rule options form", "Scoring"),
        choices={4: msg_in("a rule option's choice", "4 points"),
                 5: msg_in("a rule option's choice", "5 points")},
        doc=msg_in("a rule option's description", "Four brights score 4; some players give four brights without "
                   "the rain bright 5."))
    sake_cup: str = option(
        "choice", code="cup", label=msg_in("a rule option's label", "The sake cup"),
        group=msg_in("a heading of the rule options form", "Cards"),
        choices={"choice": msg_in("a rule option's choice", "Animal or double junk, its holder's choice"),
                 "animal": msg_in("a rule option's choice", "Always an animal"),
                 "junk": msg_in("a rule option's choice", "Always double junk")},
        doc=msg_in("a rule option's description", "The chrysanthemum's sake cup counts as an animal or as double "
                   "junk: its holder chooses when they take it, or it is always one of them."))
    bonus: str = option(
        "two", code="bonus", label=msg_in("a rule option's label", "Bonus cards"),
        group=msg_in("a heading of the rule options form", "Cards"),
        choices={"two": msg_in("a rule option's choice", "Two, each double junk"),
                 "three": msg_in("a rule option's choice", "Three: two double junk and a triple junk"),
                 "none": msg_in("a rule option's choice", "None: the 48 cards")},
        doc=msg_in("a rule option's description", "Many Korean decks add bonus junk cards, of no month: a player "
                   "who turns one up from the stock takes it and turns up the next card; one in hand is played to "
                   "the player's cards, who takes the top card of the stock into their hand and plays on."))
    first_player: str = option(
        "dealer", code="first", label=msg_in("a rule option's label", "Who plays first"),
        group=msg_in("a heading of the rule options form", "Seats"),
        choices={"dealer": msg_in("a rule option's choice", "The dealer"),
                 "next": msg_in("a rule option's choice", "The player after the dealer")},
        doc=msg_in("a rule option's description", "The dealer plays first, or the player after the dealer (as one "
                   "English description of the two-player game has it)."))
    steals: bool = option(
        True, code="steals", label=msg_in("a rule option's label", "Taking junk from the others"),
        group=msg_in("a heading of the rule options form", "Capturing"),
        doc=msg_in("a rule option's description", "The kiss, the double, the sweep, a bomb and taking a stuck "
                   "pile take a junk card from each other player."))
    own_pile: int = option(
        2, code="own-pile", label=msg_in("a rule option's label", "Taking your own stuck pile"), range=(1, 2),
        group=msg_in("a heading of the rule options form", "Capturing"),
        choices={2: msg_in("a rule option's choice", "Takes two junk from each"),
                 1: msg_in("a rule option's choice", "Takes one junk from each")},
        doc=msg_in("a rule option's description", "A player who takes the stuck pile they made themselves takes "
                   "two junk cards from each other player, or one as for anyone's pile."))
    shaking: bool = option(
        True, code="shaking", label=msg_in("a rule option's label", "Shaking (three of a month shown)"),
        group=msg_in("a heading of the rule options form", "Declarations"),
        doc=msg_in("a rule option's description", "A player who shows three cards of a month in their hand as "
                   "they play one doubles what they win."))
    bomb: bool = option(
        True, code="bomb", label=msg_in("a rule option's label", "Bombs"),
        group=msg_in("a heading of the rule options form", "Declarations"),
        doc=msg_in("a rule option's description", "A player with three cards of a month in hand and the fourth on "
                   "the field may play all three at once: they take the four, take junk from each other player "
                   "and double what they win."))
    chongtong: str = option(
        "win", code="chongtong", label=msg_in("a rule option's label", "Four of a month dealt to a hand"),
        group=msg_in("a heading of the rule options form", "Declarations"),
        choices={"win": msg_in("a rule option's choice", "The holder wins the deal"),
                 "redeal": msg_in("a rule option's choice", "The cards are dealt again"),
                 "off": msg_in("a rule option's choice", "Play on")},
        doc=msg_in("a rule option's description", "A hand dealt all four cards of a month (총통) wins the deal at "
                   "once, worth the points to stop, or the cards are dealt again, or nothing happens."))
    pibak: str = option(
        "seats", code="pibak", label=msg_in("a rule option's label", "Junk penalty (피박)"),
        group=msg_in("a heading of the rule options form", "Settlement"),
        choices={"seats": msg_in("a rule option's choice", "7 or fewer with two players, 5 or fewer with three"),
                 "5": msg_in("a rule option's choice", "5 or fewer"),
                 "7": msg_in("a rule option's choice", "7 or fewer"),
                 "off": msg_in("a rule option's choice", "No junk penalty")},
        doc=msg_in("a rule option's description", "When the winner scores with junk, a loser holding this few "
                   "junk (but some) pays double."))
    gwangbak: bool = option(
        True, code="gwangbak", label=msg_in("a rule option's label", "Bright penalty (광박)"),
        group=msg_in("a heading of the rule options form", "Settlement"),
        doc=msg_in("a rule option's description", "When the winner scores with brights, a loser with no bright "
                   "pays double."))
    meongbak: bool = option(
        True, code="meongbak", label=msg_in("a rule option's label", "Animal penalty (멍박)"),
        group=msg_in("a heading of the rule options form", "Settlement"),
        doc=msg_in("a rule option's description", "A winner holding seven animals or more is paid double."))
    gobak: bool = option(
        True, code="gobak", label=msg_in("a rule option's label", "Go-caller's penalty (고박)"),
        group=msg_in("a heading of the rule options form", "Settlement"),
        doc=msg_in("a rule option's description", "A player who called go and is overtaken pays for every loser "
                   "(with two players, double)."))
    nagari: bool = option(
        True, code="nagari", label=msg_in("a rule option's label", "A deal nobody wins doubles the next"),
        group=msg_in("a heading of the rule options form", "Settlement"),
        doc=msg_in("a rule option's description", "When the cards run out and nobody stopped (나가리), the next deal "
                   "is paid double, and again for every such deal in a row."))
    deals: int = option(
        10, code="deals", label=msg_in("a rule option's label", "Deals in a match"), range=(1, 40),
        group=msg_in("a heading of the rule options form", "Match"),
        choices={10: msg_in("a rule option's choice", "10 deals"),
                 5: msg_in("a rule option's choice", "5 deals"),
                 3: msg_in("a rule option's choice", "3 deals")},
        doc=msg_in("a rule option's description", "The match is this many deals; the player with the most points "
                   "wins it."))

    @classmethod
    def describe(cls) -> list[dict]:
        """The play page's form: the rule set (:data:`PRESETS`) first, then
        each option, whose first choice is the rule set's own."""
        sets = [(key, PRESET_NAMES[key], PRESET_ABOUT[key], cls.from_text(PRESETS[key])) for key in PRESETS]
        return form_with_rule_sets(cls.option_descriptions(), sets)

    @classmethod
    def from_form(cls, form: Mapping) -> "GoStopOptions":
        """The options a form chose: its rule set's (``preset``, as played in
        Korea when left out), with the options it sets."""
        if not isinstance(form, Mapping):
            raise OptionError("options must be an object of option values or an options text")
        form = dict(form)
        preset = form.pop("preset", None) or "korea"
        if not isinstance(preset, str) or preset not in PRESETS:
            raise OptionError(f"unknown rule set; the rule sets are {', '.join(PRESETS)}")
        base = cls.from_text(PRESETS[preset])
        return cls._made({**{f.name: getattr(base, f.name) for f in fields(cls)}, **cls.form_values(form)})

    def threshold_for(self, seats: int) -> int:
        """The points to stop at a table of ``seats``."""
        return (7 if seats == 2 else 3) if self.threshold == "seats" else int(self.threshold)

    def pibak_limit(self, seats: int) -> int:
        """The most junk a loser may hold and still pay the junk penalty (0: no penalty)."""
        if self.pibak == "off":
            return 0
        return (7 if seats == 2 else 5) if self.pibak == "seats" else int(self.pibak)


DEFAULT_OPTIONS = GoStopOptions()

PRESETS: dict[str, str] = {
    "korea": "-",
    "matgo-english": "bonus=none,first=next,own-pile=1,pibak=5",
    "first-game": ("go=add,cup=animal,bonus=none,steals=no,shaking=no,bomb=no,chongtong=redeal,pibak=off,"
                   "gwangbak=no,meongbak=no,nagari=no,deals=3"),
}
"""The named rule sets, as options texts: the game as played in Korea (the
defaults; three players as a rule), two-player Matgo as the English
descriptions give it, and a short first game for learning."""

PRESET_NAMES = {"korea": msg_in("a rule set's name", "As played in Korea"),
                "matgo-english": msg_in("a rule set's name", "Two-player Matgo (English sources)"),
                "first-game": msg_in("a rule set's name", "A first game")}
"""Each rule set's name (a message)."""
PRESET_ABOUT = {
    "korea": msg_in("a rule set's description", "The game as Korean families play it, three players as a rule: "
                    "two bonus cards, every declaration, junk taken from the others, the penalties that double a "
                    "payment."),
    "matgo-english": msg_in("a rule set's description", "The two-player game as the English descriptions give "
                            "it: the 48 cards, the player after the dealer starts, your own stuck pile takes one "
                            "junk, 5 junk or fewer pay double."),
    "first-game": msg_in("a rule set's description", "Three short deals to learn on: the 48 cards and their "
                         "points only, no declarations, no junk taken, no penalties, each go one point."),
}
"""Each rule set in a sentence, for the play page's form."""
