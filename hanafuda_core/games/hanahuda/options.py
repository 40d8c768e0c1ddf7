"""The rule options of Palauan Hanahuda."""

from __future__ import annotations

from dataclasses import dataclass

from ...messages import msg_in
from ...options import OptionSet, option


@dataclass(frozen=True)
class HanahudaOptions(OptionSet):
    """The rule options: each field's ``option(...)`` gives its code, label
    and description (:meth:`describe`) and its default;
    ``docs/games/hanahuda.md`` ("Rule notes") explains each."""

    FLAG_WORDS = (msg_in("a yes/no rule option's value, in words", "no"),  # as the scoring table and the board's
                  msg_in("a yes/no rule option's value, in words", "yes"))  # "Rules" line write a flag

    target: int = option(
        5000, code="target", label=msg_in("a rule option's label", "Points to win"), range=(100, 99999),
        choices={5000: msg_in("a rule option's choice", "5000 (the usual target)"),
                 3000: msg_in("a rule option's choice", "3000 (a shorter match)"),
                 10000: msg_in("a rule option's choice", "10000 (a long match)")},
        doc=msg_in("a rule option's description", "The match ends when a player or team reaches this score."))
    ribbon_points: int = option(
        0, code="ribbons", label=msg_in("a rule option's label", "Ribbons in the card count"), range=(0, 50),
        choices={0: msg_in("a rule option's choice", "Worth nothing"),
                 5: msg_in("a rule option's choice", "Worth 5 each")},
        doc=msg_in("a rule option's description", "What a ribbon is worth when nobody made a yaku and the card "
                   "points decide (some players count 5)."))
    plum_four: bool = option(
        False, code="plum-four", label=msg_in("a rule option's label", "Plum with Pine, Paulownia, Baldy (400)"),
        doc=msg_in("a rule option's description", "Play the 400-point yaku of the Bush Warbler, the Crane, the "
                   "Phoenix and the Moon (a regional variant)."))
    nine_animals: str = option(
        "nine", code="animals", label=msg_in("a rule option's label", "The animals yaku"),
        choices={"nine": msg_in("a rule option's choice", "Nine Animals, 10000"),
                 "with-warbler": msg_in("a rule option's choice", "With the Bush Warbler, 5000")},
        doc=msg_in("a rule option's description", "Nine Animals needs the nine animals and is worth 10000, or "
                   "(some players) the nine animals and the Bush Warbler, worth 5000."))
    fallback: str = option(
        "card-points", code="no-yaku", label=msg_in("a rule option's label", "When nobody made a yaku"),
        choices={"card-points": msg_in("a rule option's choice", "Card points count"),
                 "none": msg_in("a rule option's choice", "Nobody scores")},
        doc=msg_in("a rule option's description", "A round without any yaku scores the card points (brights 50, "
                   "animals 10), or nothing."))
    empty_pile: str = option(
        "hand-only", code="empty-pile", label=msg_in("a rule option's label", "When the draw pile runs out"),
        choices={"hand-only": msg_in("a rule option's choice", "Play on with hand cards only"),
                 "end-round": msg_in("a rule option's choice", "The round ends")},
        doc=msg_in("a rule option's description", "The draw pile runs out before the hands: play the remaining "
                   "hand cards without drawing, or end the round there."))
    team_dealer: str = option(
        "next", code="team-dealer", label=msg_in("a rule option's label", "Which partner deals (4 players)"),
        choices={"next": msg_in("a rule option's choice", "The deal moves on"),
                 "stay": msg_in("a rule option's choice", "The dealer keeps it")},
        doc=msg_in("a rule option's description", "With four players the losing team deals: the next of its "
                   "players to the dealer's right, or the same dealer again when the dealer's team lost."))
    dealer_draw: str = option(
        "classes", code="dealer-draw", label=msg_in("a rule option's label", "Dealer draw: two cards of one month"),
        choices={"classes": msg_in("a rule option's choice", "The higher Palauan class wins"),
                 "points": msg_in("a rule option's choice", "The higher Japanese points win (matches saved before)")},
        doc=msg_in("a rule option's description", "In the draw for the first dealer, between two cards of the "
                   "same month the higher-ranked card wins: ranked by Palauan Hanahuda's own classes (the "
                   "source), or by the Japanese points, as this site drew before (kept so that those matches "
                   "replay)."))


OPTION_INFO: list[dict] = HanahudaOptions.option_descriptions()
DEFAULT_OPTIONS = HanahudaOptions()
