"""Generated tables for the Sakura rules page: the cards' values, the three
cards that change class, the deal for two to seven players, the teams, the
eight yaku, rounds scored by the engine, the presets compared, the rule
options and the position notation.  Everything is read from the engine."""

from __future__ import annotations

from ...cardset import bits, to_mask
from ...deck import CARDS
from ...messages import joined, listed, msg_in
from ...names import card_words
from ...pagetables import Html, capital, options_table as _options_table, pile_html as _pile_html
from ...pagetables import position_fields, presets_table as _presets_table, table
from .cards import DEAL_SIZES, GAJI, RAIN_MAN, VALUES, YELLOW_PAULOWNIA, card_value
from .notation import POSITION_FIELDS
from .options import PRESET_NAMES, PRESETS, SakuraOptions
from .position import SakuraPosition, teams_of
from .words import yaku_cards, yaku_name
from .yaku import PENALTY, YAKU, round_scores, yaku_of

EXAMPLE_SEED = 7
"""The seed of the deal the notation table writes out."""


def pile_html(cards, width: int = 30) -> str:
    return _pile_html(cards, width, "hf-sakura-pile")


def cards_table() -> Html:
    """The 48 cards by value, with how many there are and what they add up to."""
    rows = []
    for value in (20, 10, 5, 0):
        cards = [c.index for c in CARDS if VALUES[c.index] == value]
        rows.append([f"<strong>{value}</strong>", str(len(cards)), pile_html(cards, 24), str(value * len(cards))])
    rows.append([Html("<strong>{all}</strong>", all=msg_in("the last row of a table of the cards: all of them", "All")),
                 "48", "", f"<strong>{sum(VALUES)}</strong>"])
    return table([msg_in("a column of Sakura's card values table", "Value"),
                  msg_in("a column of a table: how many cards", "Cards"), "",
                  msg_in("a column of Sakura's card values table", "In all")], rows, "hf-table hf-sakura-cards")


def changed_table() -> Html:
    """The three cards whose worth differs from their class in the Japanese games."""
    notes = {RAIN_MAN: msg_in("why a card's value in Sakura differs", "an animal here, not a bright"),
             YELLOW_PAULOWNIA: msg_in("why a card's value in Sakura differs", "drawn as chaff, worth a ribbon's 10"),
             GAJI: msg_in("why a card's value in Sakura differs", "nothing as a card: the wild card (Gaji)")}
    rows = [[pile_html([c], 34), Html("{card}", card=capital(card_words(c))), str(VALUES[c]),
             Html("{note}", note=note)] for c, note in notes.items()]
    return table([msg_in("a column of a table: the card drawn", "Card"), "",
                  msg_in("a column of Sakura's card values table", "Value"),
                  msg_in("a column of Sakura's changed cards table", "Why")], rows, "hf-table")


def deal_table() -> Html:
    rows = []
    for seats, (hand, field) in sorted(DEAL_SIZES.items()):
        pile = 48 - seats * hand - field
        unturned = pile - seats * hand
        rows.append([str(seats), str(hand), str(field), str(pile),
                     msg_in("the end of a round of Sakura: the cards left in the draw pile", "{n} (never turned up)",
                            n=unturned) if unturned
                     else msg_in("the end of a round of Sakura", "every card is played")])
    return table([msg_in("a column of a deal table", "Players"),
                  msg_in("a column of a deal table", "Cards in each hand"),
                  msg_in("a column of a deal table", "Cards on the field"),
                  msg_in("a column of a deal table", "Draw pile"),
                  msg_in("a column of Sakura's deal table", "At the end")], rows, "hf-table hf-sakura-deal")


def _team(players: list[int]):
    """A team's players: "players 1 and 3"."""
    return msg_in("a team of Sakura: its players", "players {players}", players=listed([p + 1 for p in players]))


def teams_table() -> Html:
    rows = []
    for seats, value in ((4, "pairs"), (6, "pairs"), (6, "threes")):
        rules = SakuraOptions(teams=value)
        teams = teams_of(seats, rules)
        label = {"pairs": msg_in("Sakura's teams", "Teams of two"),
                 "threes": msg_in("Sakura's teams", "Two teams of three")}[value]
        sides = joined([_team(t) for t in teams], lambda first, team, _: msg_in(
            "teams of Sakura, one after another", "{first}; {next}", first=first, next=team))
        rows.append([str(seats), Html("{label}", label=label), Html("{sides}", sides=capital(sides))])
    return table([msg_in("a column of a deal table", "Players"),
                  msg_in("a column of Sakura's teams table", "Teams"),
                  msg_in("a column of Sakura's teams table", "Partners (in the order of play)")], rows, "hf-table")


def yaku_table() -> Html:
    rows = [[Html("<strong>{name}</strong>", name=yaku_name(y)), Html("{cards}", cards=capital(yaku_cards(y))),
             pile_html(bits(y.cards), 30), str(card_value(y.cards))] for y in YAKU]
    return table([msg_in("a column of a yaku table", "Yaku"),
                  msg_in("a column of a yaku table: the cards it needs", "Cards"), "",
                  msg_in("a column of Sakura's yaku table", "Their own value")], rows, "hf-table hf-sakura-yaku")


SCORED = (
    (msg_in("a round of Sakura scored on the rules page", "Two players"),
     ("3B 8B 1B 9A 2A 5R 1C1 1C2 2C1 2C2 3C1", "6R 9R 10R 12B 12C1 11B 11A 7A"), None),
    (msg_in("a round of Sakura scored on the rules page", "Three players"),
     ("6R 9R 10R 1B 3B 4R 5R", "8B 12B 7R 11R 12C1 2A 8A 9A 10A 11A 11B", "1R 2R 3R 4A 5A 7A 6A"), None),
    (msg_in("a round of Sakura scored on the rules page", "Two teams of two"),
     ("1R 2R 3R 4R 5R 7R 1B 3B 8B 12B", "7A 8A 10A 2A 4A 6A 11A 11B 6R 9R 11R 12C1"),
     (msg_in("a side of a round of Sakura scored on the rules page", "Players 1 and 3"),
      msg_in("a side of a round of Sakura scored on the rules page", "Players 2 and 4"))),
)
"""Rounds the rules page scores with the engine: each side's captured cards."""


def scores_table() -> Html:
    rows = []
    for title, piles, names in SCORED:
        masks = [to_mask(p) for p in piles]
        scores = round_scores(masks)
        others = sum(len(yaku_of(m)) for m in masks)
        for side, (mask, score) in enumerate(zip(masks, scores)):
            held = yaku_of(mask)
            held_words = (listed([yaku_name(y) for y in held], commas_only=True) if held
                          else msg_in("the yaku a side of Sakura holds", "none"))
            against = others - len(held)
            who = names[side] if names else msg_in("a side of a round of Sakura scored on the rules page",
                                                   "Player {n}", n=side + 1)
            rows.append([Html("{title}", title=title) if side == 0 else "", Html("{who}", who=who),
                         str(card_value(mask)), Html("{held}", held=held_words),
                         f"{card_value(mask)} − {PENALTY} × {against}" if against else
                         Html("{value}", value=msg_in("a side of Sakura's score, with no yaku of the others against it",
                                                      "{value} (none)", value=card_value(mask))),
                         f"<strong>{f'{score:+d}' if score else '0'}</strong>".replace("-", "−")])
    return table([msg_in("a column of a table of rounds scored", "Round"),
                  msg_in("a column of Sakura's scores table", "Side"),
                  msg_in("a column of Sakura's scores table", "Cards' value"),
                  msg_in("a column of Sakura's scores table", "Yaku held"),
                  msg_in("a column of Sakura's scores table", "Less {penalty} for each other side's yaku",
                         penalty=PENALTY),
                  msg_in("a column of Sakura's scores table", "Score")],
                 rows, "hf-table hf-sakura-scores")


def presets_table() -> Html:
    return _presets_table(SakuraOptions, PRESETS, PRESET_NAMES, "hf-table hf-sakura-presets")


def options_table() -> Html:
    return _options_table(SakuraOptions, "hf-table hf-sakura-options")


def position_table() -> Html:
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
