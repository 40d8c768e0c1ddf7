"""The rule options of Palauan Hanahuda."""

from __future__ import annotations

from dataclasses import dataclass

from ...options import OptionSet, option


@dataclass(frozen=True)
class HanahudaOptions(OptionSet):
    """The rule options: each field's ``option(...)`` gives its code, label
    and description (:meth:`describe`) and its default;
    ``docs/games/hanahuda.md`` ("Rule notes") explains each."""

    FLAG_WORDS = ("no", "yes")  # as the scoring table and the board's "Rules" line write a flag

    target: int = option(
        5000, code="target", label="Points to win", range=(100, 99999),
        choices={5000: "5000 (the usual target)", 3000: "3000 (a shorter match)", 10000: "10000 (a long match)"},
        doc="The match ends when a player or team reaches this score.")
    ribbon_points: int = option(
        0, code="ribbons", label="Ribbons in the card count", range=(0, 50),
        choices={0: "Worth nothing", 5: "Worth 5 each"},
        doc="What a ribbon is worth when nobody made a yaku and the card points decide "
            "(some players count 5).")
    plum_four: bool = option(
        False, code="plum-four", label="Plum with Pine, Paulownia, Baldy (400)",
        doc="Play the 400-point yaku of the Bush Warbler, the Crane, the Phoenix and the Moon "
            "(a regional variant).")
    nine_animals: str = option(
        "nine", code="animals", label="The animals yaku",
        choices={"nine": "Nine Animals, 10000", "with-warbler": "With the Bush Warbler, 5000"},
        doc="Nine Animals needs the nine animals and is worth 10000, or (some players) the nine "
            "animals and the Bush Warbler, worth 5000.")
    fallback: str = option(
        "card-points", code="no-yaku", label="When nobody made a yaku",
        choices={"card-points": "Card points count", "none": "Nobody scores"},
        doc="A round without any yaku scores the card points (brights 50, animals 10), or nothing.")
    empty_pile: str = option(
        "hand-only", code="empty-pile", label="When the draw pile runs out",
        choices={"hand-only": "Play on with hand cards only", "end-round": "The round ends"},
        doc="The draw pile runs out before the hands: play the remaining hand cards without "
            "drawing, or end the round there.")
    team_dealer: str = option(
        "next", code="team-dealer", label="Which partner deals (4 players)",
        choices={"next": "The deal moves on", "stay": "The dealer keeps it"},
        doc="With four players the losing team deals: the next of its players to the dealer's "
            "right, or the same dealer again when the dealer's team lost.")
    dealer_draw: str = option(
        "classes", code="dealer-draw", label="Dealer draw: two cards of one month",
        choices={"classes": "The higher Palauan class wins",
                 "points": "The higher Japanese points win (matches saved before)"},
        doc="In the draw for the first dealer, between two cards of the same month the higher-ranked "
            "card wins: ranked by Palauan Hanahuda's own classes (the source), or by the Japanese "
            "points, as this site drew before (kept so that those matches replay).")


OPTION_INFO: list[dict] = HanahudaOptions.option_descriptions()
DEFAULT_OPTIONS = HanahudaOptions()
