"""Generated tables for the Sakura rules page: the cards' values, the three
cards that change class, the deal for two to seven players, the teams, the
eight yaku, rounds scored by the engine, the presets compared, the rule
options and the position notation.  Everything is read from the engine."""

from __future__ import annotations

import html

from ...cardset import bits, to_mask
from ...deck import CARDS
from ...pagetables import options_table as _options_table, pile_html as _pile_html, position_fields, table
from ...pagetables import presets_table as _presets_table
from ...words import card_words
from .cards import DEAL_SIZES, GAJI, RAIN_MAN, VALUES, YELLOW_PAULOWNIA, card_value
from .notation import POSITION_FIELDS
from .options import PRESET_NAMES, PRESETS, SakuraOptions
from .position import SakuraPosition, teams_of
from .yaku import PENALTY, YAKU, round_scores, yaku_of

_esc = html.escape
EXAMPLE_SEED = 7
"""The seed of the deal the notation table writes out."""


def pile_html(cards, width: int = 30) -> str:
    return _pile_html(cards, width, "hf-sakura-pile")


def _capital(text: str) -> str:
    return text[:1].upper() + text[1:]


def cards_table() -> str:
    """The 48 cards by value, with how many there are and what they add up to."""
    rows = []
    for value in (20, 10, 5, 0):
        cards = [c.index for c in CARDS if VALUES[c.index] == value]
        rows.append([f"<strong>{value}</strong>", str(len(cards)), pile_html(cards, 24), str(value * len(cards))])
    rows.append(["<strong>All</strong>", "48", "", f"<strong>{sum(VALUES)}</strong>"])
    return table(["Value", "Cards", "", "In all"], rows, "hf-table hf-sakura-cards")


def changed_table() -> str:
    """The three cards whose worth differs from their class in the Japanese games."""
    notes = {RAIN_MAN: "an animal here, not a bright", YELLOW_PAULOWNIA: "drawn as chaff, worth a ribbon's 10",
             GAJI: "nothing as a card: the wild card (Gaji)"}
    rows = [[pile_html([c], 34), _esc(_capital(card_words(c))), str(VALUES[c]), _esc(note)]
            for c, note in notes.items()]
    return table(["Card", "", "Value", "Why"], rows, "hf-table")


def deal_table() -> str:
    rows = []
    for seats, (hand, field) in sorted(DEAL_SIZES.items()):
        pile = 48 - seats * hand - field
        unturned = pile - seats * hand
        rows.append([str(seats), str(hand), str(field), str(pile),
                     f"{unturned} (never turned up)" if unturned else "every card is played"])
    return table(["Players", "Cards in each hand", "Cards on the field", "Draw pile", "At the end"], rows,
                 "hf-table hf-sakura-deal")


def teams_table() -> str:
    rows = []
    for seats, value in ((4, "pairs"), (6, "pairs"), (6, "threes")):
        rules = SakuraOptions(teams=value)
        teams = teams_of(seats, rules)
        label = {"pairs": "Teams of two", "threes": "Two teams of three"}[value]
        sides = "; ".join("players " + ", ".join(str(p + 1) for p in t[:-1]) + f" and {t[-1] + 1}" for t in teams)
        rows.append([str(seats), _esc(label), _esc(_capital(sides))])
    return table(["Players", "Teams", "Partners (in the order of play)"], rows, "hf-table")


def yaku_table() -> str:
    rows = [[f"<strong>{_esc(y.name)}</strong>", _esc(_capital(y.what)), pile_html(bits(y.cards), 30),
             str(card_value(y.cards))] for y in YAKU]
    return table(["Yaku", "Cards", "", "Their own value"], rows, "hf-table hf-sakura-yaku")


SCORED = (
    ("Two players", ("3B 8B 1B 9A 2A 5R 1C1 1C2 2C1 2C2 3C1", "6R 9R 10R 12B 12C1 11B 11A 7A"), None),
    ("Three players", ("6R 9R 10R 1B 3B 4R 5R", "8B 12B 7R 11R 12C1 2A 8A 9A 10A 11A 11B", "1R 2R 3R 4A 5A 7A 6A"),
     None),
    ("Two teams of two", ("1R 2R 3R 4R 5R 7R 1B 3B 8B 12B", "7A 8A 10A 2A 4A 6A 11A 11B 6R 9R 11R 12C1"),
     ("Players 1 and 3", "Players 2 and 4")),
)
"""Rounds the rules page scores with the engine: each side's captured cards."""


def scores_table() -> str:
    rows = []
    for title, piles, names in SCORED:
        masks = [to_mask(p) for p in piles]
        scores = round_scores(masks)
        others = sum(len(yaku_of(m)) for m in masks)
        for side, (mask, score) in enumerate(zip(masks, scores)):
            held = ", ".join(y.name for y in yaku_of(mask)) or "none"
            against = others - len(yaku_of(mask))
            who = names[side] if names else f"Player {side + 1}"
            rows.append([_esc(title) if side == 0 else "", _esc(who), str(card_value(mask)), _esc(held),
                         f"{card_value(mask)} − {PENALTY} × {against}" if against else f"{card_value(mask)} (none)",
                         f"<strong>{f'{score:+d}' if score else '0'}</strong>".replace("-", "−")])
    return table(["Round", "Side", "Cards' value", "Yaku held", "Less 50 for each other side's yaku", "Score"],
                 rows, "hf-table hf-sakura-scores")


def presets_table() -> str:
    return _presets_table(SakuraOptions, PRESETS, PRESET_NAMES, "hf-table hf-sakura-presets")


def options_table() -> str:
    return _options_table(SakuraOptions, "hf-table hf-sakura-options")


def position_table() -> str:
    return position_fields(POSITION_FIELDS, SakuraPosition.deal(EXAMPLE_SEED).to_text())


SAKURA_TABLES = {
    "sakura-cards": cards_table,
    "sakura-changed": changed_table,
    "sakura-deal": deal_table,
    "sakura-teams": teams_table,
    "sakura-yaku": yaku_table,
    "sakura-scores": scores_table,
    "sakura-presets": presets_table,
    "sakura-options": options_table,
    "sakura-position": position_table,
}

__all__ = ["SAKURA_TABLES"]
