"""The rule options of Palauan Hanahuda."""

from __future__ import annotations

from dataclasses import dataclass
from dataclasses import field
from dataclasses import fields

from ...options import OptionSet


# Options

_EMPTY = ("hand-only", "end-round")
_FALLBACK = ("card-points", "none")
_ANIMALS = ("nine", "with-warbler")
_TEAM_DEALER = ("next", "stay")
_DEALER_DRAW = ("classes", "points")


@dataclass(frozen=True)
class HanahudaOptions(OptionSet):
    """The rule options; ``docs/games/hanahuda.md`` ("Rule notes") explains each."""

    target: int = field(default=5000, metadata={
        "code": "target", "choices": (5000, 3000, 10000), "range": (100, 99999),
        "label": "Points to win",
        "choice_labels": {5000: "5000 (the usual target)", 3000: "3000 (a shorter match)",
                          10000: "10000 (a long match)"},
        "doc": "The match ends when a player or team reaches this score."})
    ribbon_points: int = field(default=0, metadata={
        "code": "ribbons", "choices": (0, 5), "range": (0, 50), "label": "Ribbons in the card count",
        "choice_labels": {0: "Worth nothing", 5: "Worth 5 each"},
        "doc": "What a ribbon is worth when nobody made a yaku and the card points decide "
               "(some players count 5)."})
    plum_four: bool = field(default=False, metadata={
        "code": "plum-four", "label": "Plum with Pine, Paulownia, Baldy (400)",
        "doc": "Play the 400-point yaku of the Bush Warbler, the Crane, the Phoenix and the Moon "
               "(a regional variant)."})
    nine_animals: str = field(default="nine", metadata={
        "code": "animals", "choices": _ANIMALS, "label": "The animals yaku",
        "choice_labels": {"nine": "Nine Animals, 10000", "with-warbler": "With the Bush Warbler, 5000"},
        "doc": "Nine Animals needs the nine animals and is worth 10000, or (some players) the nine "
               "animals and the Bush Warbler, worth 5000."})
    fallback: str = field(default="card-points", metadata={
        "code": "no-yaku", "choices": _FALLBACK, "label": "When nobody made a yaku",
        "choice_labels": {"card-points": "Card points count", "none": "Nobody scores"},
        "doc": "A round without any yaku scores the card points (brights 50, animals 10), or nothing."})
    empty_pile: str = field(default="hand-only", metadata={
        "code": "empty-pile", "choices": _EMPTY, "label": "When the draw pile runs out",
        "choice_labels": {"hand-only": "Play on with hand cards only", "end-round": "The round ends"},
        "doc": "The draw pile runs out before the hands: play the remaining hand cards without "
               "drawing, or end the round there."})
    team_dealer: str = field(default="next", metadata={
        "code": "team-dealer", "choices": _TEAM_DEALER, "label": "Which partner deals (4 players)",
        "choice_labels": {"next": "The deal moves on", "stay": "The dealer keeps it"},
        "doc": "With four players the losing team deals: the next of its players to the dealer's "
               "right, or the same dealer again when the dealer's team lost."})
    dealer_draw: str = field(default="classes", metadata={
        "code": "dealer-draw", "choices": _DEALER_DRAW, "label": "Dealer draw: two cards of one month",
        "choice_labels": {"classes": "The higher Palauan class wins",
                          "points": "The higher Japanese points win (matches saved before)"},
        "doc": "In the draw for the first dealer, between two cards of the same month the higher-ranked "
               "card wins: ranked by Palauan Hanahuda's own classes (the source), or by the Japanese "
               "points, as this site drew before (kept so that those matches replay)."})

    def __post_init__(self):
        self.check_values()

    def words(self) -> list[str]:
        """The options that differ from the defaults, in words."""
        out = []
        for f in fields(self):
            v = getattr(self, f.name)
            if v != f.default:
                labels = f.metadata.get("choice_labels", {})
                shown = labels.get(v, "yes" if v is True else "no" if v is False else str(v))
                out.append(f"{f.metadata['label']}: {shown}")
        return out


OPTION_INFO: list[dict] = HanahudaOptions.describe()
DEFAULT_OPTIONS = HanahudaOptions()
