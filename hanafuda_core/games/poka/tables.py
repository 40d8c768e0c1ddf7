"""Generated tables for the Poka rules page (``docs/games/poka.md``).

Everything here is read from :mod:`hanafuda_core.games.poka.engine`: the teyaku from
``TEYAKU`` (with an example hand found by searching deals, checked with
``teyaku_of``), the ghost cards from ``GHOSTS`` and the rule options from
``PokaOptions.option_descriptions()``.  Offered by the game's ``tables()``.
"""

from __future__ import annotations

import html
from functools import lru_cache
from itertools import combinations

from ...deck import CARDS
from ...notation import format_cards
from .cards import GHOSTS
from .notation import POSITION_FIELDS
from .options import PokaOptions
from .teyaku import TEYAKU, Teyaku, teyaku_of
from ...messages import listed, msg, msg_in
from ...names import card_name, flower_name, month_name
from ...rng import Rng

from ...pagetables import Gloss, Html, by_english, draw, markup, position_fields, table as _table

HAND_SIZE = 6
_MAX_TRIES = 2_000_000



# ---------------------------------------------------------------------------
# Teyaku


@lru_cache(maxsize=None)
def example_hand(key: str) -> tuple[int, ...]:
    """A six-card hand (card indices, deck order) holding the teyaku ``key`` and no other.

    Deterministic: six-card hands are drawn from a generator seeded with the
    teyaku's key until :func:`teyaku_of` returns exactly that teyaku.
    """
    teyaku = next(t for t in TEYAKU if t.key == key)
    rng = Rng(f"poka-teyaku-example:{key}")
    deck = list(range(len(CARDS)))
    for _ in range(_MAX_TRIES):
        # Partial Fisher-Yates: the first HAND_SIZE cards of a shuffle.
        for i in range(HAND_SIZE):
            j = i + rng.below(len(deck) - i)
            deck[i], deck[j] = deck[j], deck[i]
        hand = tuple(sorted(deck[:HAND_SIZE]))
        if teyaku_of(hand) == [teyaku]:
            return hand
    raise RuntimeError(f"no six-card hand holds exactly the teyaku {key!r}")  # pragma: no cover


def teyaku_cards(teyaku: Teyaku, hand: tuple[int, ...]) -> tuple[int, ...]:
    """The cards of ``hand`` that make ``teyaku``: the union of the smallest
    subsets of the hand that still hold it (the rest of the hand is filler)."""
    for size in range(1, len(hand) + 1):
        found = [sub for sub in combinations(hand, size) if teyaku.held_by(_mask(sub))]
        if found:
            return tuple(sorted({c for sub in found for c in sub}))
    return ()


def _mask(cards) -> int:
    m = 0
    for c in cards:
        m |= 1 << c
    return m


def _hand_html(hand: tuple[int, ...], key_cards: tuple[int, ...], width: int = 34) -> str:
    # A flex row of small cards, styled inline: Material's list styles would turn a
    # <ul> inside a table cell into a bulleted column.
    items = []
    for c in hand:
        svg = draw(c, width)
        if c not in key_cards:
            svg = svg.replace('class="hf-card"', 'class="hf-card is-dimmed"', 1)
        items.append(f'<span role="listitem" style="flex:none;width:{width}px">{svg}</span>')
    return ('<span class="hf-poka-hand" role="list" style="display:flex;flex-wrap:wrap;'
            f'gap:.25rem;align-items:flex-end;margin:.5rem 0 .2rem">{"".join(items)}</span>')


def teyaku_table() -> Html:
    rows = []
    for t in TEYAKU:
        hand = example_hand(t.key)
        key_cards = teyaku_cards(t, hand)
        filler = [c for c in hand if c not in key_cards]
        points = Html("<strong>{points}</strong>{more}", points=t.points, more=Html(
            "<br><em>{wins}</em>", wins=msg_in("a teyaku of Poka", "wins the match")) if t.ends_match else markup(""))
        cards = Html("<code>{cards}</code>", cards=format_cards(key_cards))
        note = (msg("Example hand. The teyaku: {cards}; the faded cards don't count.", cards=cards) if filler
                else msg("Example hand. The teyaku: {cards}.", cards=cards))
        rows.append([
            Html("<strong>{name}</strong>{gloss}", name=t.name_words, gloss=Gloss("ja", Html(
                '<br><span lang="ja">{japanese}</span> <span lang="ja">({reading})</span><br><em>{romaji}</em>',
                japanese=t.japanese, reading=t.reading, romaji=t.romaji))),
            points,
            # The example sits under the description: a fourth column would leave the
            # description one word wide on a phone.
            Html('{what}{hand}<small style="display:block;margin-bottom:.8rem">{note}</small>', quote=False,
                 what=Html("{what}", what=msg_in("a sentence: its full stop", "{sentence}.",
                                                 sentence=t.description_words)),
                 hand=markup(_hand_html(hand, key_cards)), note=note),
        ])
    return _table([msg_in("a column of Poka's teyaku table", "Teyaku"),
                   msg_in("a column of a yaku table", "Points"),
                   msg_in("a column of Poka's teyaku table", "What you need")], rows,
                  "hf-table hf-poka-teyaku")


# ---------------------------------------------------------------------------
# Ghost cards


def ghosts_table() -> Html:
    rows = []
    for i in GHOSTS:
        c = CARDS[i]
        rows.append([
            draw(c, 56),
            f"<code>{c.code}</code>",
            Html("<strong>{name}</strong>{gloss}", name=card_name(c), gloss=Gloss(
                "ja", Html('<br><span lang="ja">{kanji}</span> <em>{reading}</em>', kanji=c.kanji, reading=c.reading))),
            Html("{month}", month=msg_in("a month and its flower", "{month} ({flower})", month=month_name(c.month),
                                         flower=flower_name(c.flower))),
        ])
    return _table(["", msg_in("a column of a table of cards: the card's code", "Code"),
                   msg_in("a column of a table: the card's name", "Card"),
                   msg_in("a column of the months table of a shedding game", "Month")], rows,
                  "hf-table hf-poka-ghosts")


# ---------------------------------------------------------------------------
# Rule options


_VALUES = by_english(
    msg_in("a value of a rule option of Poka, as its options table names it", "first-passer"),
    msg_in("a value of a rule option of Poka, as its options table names it", "second-passer"),
    msg_in("a value of a rule option of Poka, as its options table names it", "dealer"),
    msg_in("a value of a rule option of Poka, as its options table names it", "best"),
    msg_in("a value of a rule option of Poka, as its options table names it", "sum"),
    msg_in("a value of a rule option of Poka, as its options table names it", "higher"),
    msg_in("a value of a rule option of Poka, as its options table names it", "void"),
)
"""The options' values that are words (the options' data), by their English."""


def _value(v):
    if isinstance(v, bool):
        return msg_in("a yes/no rule option's value", "on") if v else msg_in("a yes/no rule option's value", "off")
    return _VALUES[v] if isinstance(v, str) else str(v)


def option_example(info: dict) -> str:
    """How a non-default value of the option is written in position notation."""
    return PokaOptions.notation_example(info["name"])


def options_table() -> Html:
    rows = []
    for info in PokaOptions.option_descriptions():
        choices = listed([Html("<strong>{v}</strong>", v=_value(c)) if c == info["default"] else _value(c)
                          for c in (x["value"] for x in info["choices"])], commas_only=True)
        # Break long names only after an underscore, never inside a notation code.
        name = "_<wbr>".join(html.escape(part) for part in info["name"].split("_"))
        rows.append([
            f'<code style="word-break:normal;overflow-wrap:normal">{name}</code>',
            Html('<code style="white-space:nowrap">{example}</code>', example=option_example(info)),
            Html("{v}", v=_value(info["default"])),
            Html("{choices}", choices=choices),
            Html("{what}", what=info["description"]),
        ])
    return _table([msg_in("a column of the rule options table", "Option"),
                   msg_in("a column of the rule options table", "In notation"),
                   msg_in("a column of the rule options table", "Default"),
                   msg_in("a column of the rule options table", "Choices"),
                   msg_in("a column of the rule options table", "What it changes")], rows,
                  "hf-table hf-poka-options")


# The example of the "Writing down a position" table: player 1 to move on a June card.
POSITION_EXAMPLE = "3C2 7R 8C1 9C1 11C; 1C1 2C1 4A 5R 10C1 12C2; 6C1; ?; 1; -; 0; 0; 1-0; 1; -"

POKA_TABLES = {
    "poka-position": lambda: position_fields(POSITION_FIELDS, POSITION_EXAMPLE),
    "poka-teyaku": teyaku_table,
    "poka-ghosts": ghosts_table,
    "poka-options": options_table,
}
