"""The rule options of Hachi-Hachi and its named presets.

Each option is a point where the sources disagree (``docs/design/
hachihachi-sources.md`` has what each says); the defaults are the full game
as FudaWiki gives it, the most complete source.  A preset is an options text
(:data:`PRESETS`).
"""

from __future__ import annotations

from dataclasses import dataclass, fields
from typing import Mapping

from ...messages import msg_in
from ...options import OptionError, OptionSet, form_with_rule_sets, option


@dataclass(frozen=True)
class HachiHachiOptions(OptionSet):
    """The rule options: each field's ``option(...)`` gives its code, label and
    description and its default (the full game, FudaWiki)."""

    kan: int = option(
        12, code="kan", label=msg_in("a rule option's label", "Points in a kan"), range=(10, 12),
        group=msg_in("a heading of the rule options form", "Scoring"),
        choices={12: msg_in("a rule option's choice", "12 (the traditional count)"),
                 10: msg_in("a rule option's choice: a number of points", "10")},
        doc=msg_in("a rule option's description", "Yaku are paid in kan, the cards in points: a kan is 12 points "
                   "as traditionally counted, or 10 as many players count today."))
    values: str = option(
        "fudawiki", code="values", label=msg_in("a rule option's label", "What the yaku are worth"),
        group=msg_in("a heading of the rule options form", "Scoring"),
        choices={"fudawiki": msg_in("a rule option's choice", "In kan (FudaWiki)"),
                 "leaflet": msg_in("a rule option's choice", "In points (Nintendo's leaflet)")},
        doc=msg_in("a rule option's description", "The yaku's values in kan as FudaWiki gives them, or in points "
                   "as the English translation of Nintendo's leaflet gives them (for example three of a month 2 "
                   "kan, or 10 points)."))
    teyaku: str = option(
        "groups", code="teyaku", label=msg_in("a rule option's label", "Dealt hands (teyaku)"),
        group=msg_in("a heading of the rule options form", "Yaku"),
        choices={"groups": msg_in("a rule option's choice", "The best of each group, added"),
                 "best": msg_in("a rule option's choice", "The single best"),
                 "off": msg_in("a rule option's choice", "None")},
        doc=msg_in("a rule option's description", "A dealt hand of a month pattern and one of chaff are each "
                   "paid, the best of each group, or only the single best dealt hand, or dealt hands are not "
                   "played."))
    dekiyaku: bool = option(
        True, code="dekiyaku", label=msg_in("a rule option's label", "Captured yaku (dekiyaku)"),
        group=msg_in("a heading of the rule options form", "Yaku"),
        doc=msg_in("a rule option's description", "Capturing a yaku ends the round or lets its maker go on for "
                   "more (sage or shoubu)."))
    inoshikacho: bool = option(
        False, code="ino", label=msg_in("a rule option's label", "Boar, deer and butterflies"),
        group=msg_in("a heading of the rule options form", "Yaku"),
        doc=msg_in("a rule option's description", "Boar, deer and butterflies are a yaku worth 7 kan, as in "
                   "Nintendo's leaflet; most versions leave it out."))
    nanatan_extra: bool = option(
        False, code="nanatan-extra", label=msg_in("a rule option's label", "Ribbons beyond seven"),
        group=msg_in("a heading of the rule options form", "Yaku"),
        doc=msg_in("a rule option's description", "Seven ribbons score one kan more for each further ribbon, the "
                   "willow ribbon too."))
    specials: bool = option(
        True, code="specials", label=msg_in("a rule option's label", "All eights, double eights, sixteen chaff"),
        group=msg_in("a heading of the rule options form", "Yaku"),
        doc=msg_in("a rule option's description", "When no captured yaku was made: all three players on 88, one "
                   "player on 168 or more, or one with sixteen chaff or more are paid instead of the cards, and "
                   "dealt hands are not paid."))
    sage: str = option(
        "fudawiki", code="sage", label=msg_in("a rule option's label", "Going on after a yaku (sage)"),
        group=msg_in("a heading of the rule options form", "Going on"),
        choices={"fudawiki": msg_in("a rule option's choice", "Paid at the end; an overtaken caller pays double"),
                 "leaflet": msg_in("a rule option's choice", "Paid at once; an overtaken caller refunds half and "
                                   "pays double")},
        doc=msg_in("a rule option's description", "A player who made a yaku and went on (sage) is paid when the "
                   "round ends, and pays double when another player stops with a yaku; or each yaku is paid as it "
                   "is made, and a caller overtaken by another's yaku gives back half of their first yaku and "
                   "pays the new one double."))
    cancel: bool = option(
        True, code="cancel", label=msg_in("a rule option's label", "Ending the round after going on"),
        group=msg_in("a heading of the rule options form", "Going on"),
        doc=msg_in("a rule option's description", "A player who went on may end the round at the start of their "
                   "turn, paid half of their yaku."))
    fields: str = option(
        "carry", code="fields", label=msg_in("a rule option's label", "Large and grand fields"),
        group=msg_in("a heading of the rule options form", "Field"),
        choices={"carry": msg_in("a rule option's choice", "The largest now, the others in the next rounds"),
                 "stack": msg_in("a rule option's choice", "All multiplied"),
                 "largest": msg_in("a rule option's choice", "The largest only"),
                 "off": msg_in("a rule option's choice", "No field multiplier")},
        doc=msg_in("a rule option's description", "A bright of the pine, cherry or pampas on the field dealt "
                   "doubles every payment of the round, the Rain Man or the Phoenix quadruples it. With more than "
                   "one, the largest counts now and the others in the rounds that follow, or all multiply, or "
                   "only the largest counts."))
    rounds: int = option(
        12, code="rounds", label=msg_in("a rule option's label", "Rounds in a match"), range=(1, 12),
        group=msg_in("a heading of the rule options form", "Match"),
        choices={12: msg_in("a rule option's choice", "12 (a year)"),
                 6: msg_in("a rule option's choice", "6 (half a year)"),
                 3: msg_in("a rule option's choice: a number of rounds", "3")},
        doc=msg_in("a rule option's description", "The match is this many rounds; the player with the most points "
                   "wins it."))

    @classmethod
    def describe(cls) -> list[dict]:
        """The play page's form: the rule set (:data:`PRESETS`) first, then
        each option, whose first choice is the rule set's own."""
        sets = [(key, PRESET_NAMES[key], PRESET_ABOUT[key], cls.from_text(PRESETS[key])) for key in PRESETS]
        return form_with_rule_sets(cls.option_descriptions(), sets)

    @classmethod
    def from_form(cls, form: Mapping) -> "HachiHachiOptions":
        """The options a form chose: its rule set's (``preset``, the full game
        when left out), with the options it sets."""
        if not isinstance(form, Mapping):
            raise OptionError("options must be an object of option values or an options text")
        form = dict(form)
        preset = form.pop("preset", None) or "full"
        if not isinstance(preset, str) or preset not in PRESETS:
            raise OptionError(f"unknown rule set; the rule sets are {', '.join(PRESETS)}")
        base = cls.from_text(PRESETS[preset])
        return cls._made({**{f.name: getattr(base, f.name) for f in fields(cls)}, **cls.form_values(form)})


DEFAULT_OPTIONS = HachiHachiOptions()

PRESETS: dict[str, str] = {
    "full": "-",
    "leaflet": "values=leaflet,teyaku=best,ino,sage=leaflet,cancel=no",
    "core": "teyaku=off,dekiyaku=no,specials=no,fields=off",
}
"""The named rule sets, as options texts: the full game as FudaWiki gives it
(the defaults), the rules of Nintendo's leaflet as its English translation
gives them, and the core game of cards and 88 only."""

PRESET_NAMES = {"full": msg_in("a rule set's name", "The full game (FudaWiki)"),
                "leaflet": msg_in("a rule set's name", "Nintendo's leaflet"),
                "core": msg_in("a rule set's name", "The core game")}
"""Each rule set's name (a message)."""
PRESET_ABOUT = {
    "full": msg_in("a rule set's description", "Every rule of the most complete description: dealt hands of both "
                   "groups, captured yaku with sage and shoubu, large and grand fields carried on, the special "
                   "endings."),
    "leaflet": msg_in("a rule set's description", "The rules of Nintendo's Hachi-Hachi leaflet as its English "
                      "translation gives them: values in points, the single best dealt hand, boar, deer and "
                      "butterflies, each yaku paid at once."),
    "core": msg_in("a rule set's description", "Cards and 88 only: take cards by month, and at the end of the "
                   "round each player is paid or pays what their cards score over or under 88."),
}
"""Each rule set in a sentence, for the play page's form."""
