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
from ...rng import Rng

from ...pagetables import draw, position_fields, table as _table

_esc = html.escape

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


def teyaku_table() -> str:
    rows = []
    for t in TEYAKU:
        hand = example_hand(t.key)
        key_cards = teyaku_cards(t, hand)
        filler = [c for c in hand if c not in key_cards]
        points = f"<strong>{t.points}</strong>"
        if t.ends_match:
            points += "<br><em>wins the match</em>"
        note = f"The teyaku: <code>{format_cards(key_cards)}</code>"
        if filler:
            note += "; the faded cards don't count"
        rows.append([
            f'<strong>{_esc(t.name)}</strong><br><span lang="ja">{_esc(t.japanese)}</span>'
            f' <span lang="ja">({_esc(t.reading)})</span><br><em>{_esc(t.romaji)}</em>',
            points,
            # The example sits under the description: a fourth column would leave the
            # description one word wide on a phone.
            _esc(t.description) + _hand_html(hand, key_cards)
            + f'<small style="display:block;margin-bottom:.8rem">Example hand. {note}.</small>',
        ])
    return _table(["Teyaku", "Points", "What you need"], rows,
                  "hf-table hf-poka-teyaku")


# ---------------------------------------------------------------------------
# Ghost cards


def ghosts_table() -> str:
    rows = []
    for i in GHOSTS:
        c = CARDS[i]
        rows.append([
            draw(c, 56),
            f"<code>{c.code}</code>",
            f'<strong>{_esc(c.name)}</strong><br><span lang="ja">{_esc(c.kanji)}</span>'
            f" <em>{_esc(c.reading)}</em>",
            f"{c.flower.month_name} ({_esc(c.flower.english)})",
        ])
    return _table(["", "Code", "Card", "Month"], rows, "hf-table hf-poka-ghosts")


# ---------------------------------------------------------------------------
# Rule options


def _value(v) -> str:
    if isinstance(v, bool):
        return "on" if v else "off"
    return str(v)


def option_example(info: dict) -> str:
    """How a non-default value of the option is written in position notation."""
    return PokaOptions.notation_example(info["name"])


def options_table() -> str:
    rows = []
    for info in PokaOptions.option_descriptions():
        choices = ", ".join(
            f"<strong>{_esc(_value(c))}</strong>" if c == info["default"] else _esc(_value(c))
            for c in (x["value"] for x in info["choices"])
        )
        # Break long names only after an underscore, never inside a notation code.
        name = "_<wbr>".join(_esc(part) for part in info["name"].split("_"))
        rows.append([
            f'<code style="word-break:normal;overflow-wrap:normal">{name}</code>',
            f'<code style="white-space:nowrap">{_esc(option_example(info))}</code>',
            _esc(_value(info["default"])),
            choices,
            _esc(info["description"]),
        ])
    return _table(["Option", "In notation", "Default", "Choices", "What it changes"], rows,
                  "hf-table hf-poka-options")


# The example of the "Writing down a position" table: player 1 to move on a June card.
POSITION_EXAMPLE = "3C2 7R 8C1 9C1 11C; 1C1 2C1 4A 5R 10C1 12C2; 6C1; ?; 1; -; 0; 0; 1-0; 1; -"

POKA_TABLES = {
    "poka-position": lambda: position_fields(POSITION_FIELDS, POSITION_EXAMPLE),
    "poka-teyaku": teyaku_table,
    "poka-ghosts": ghosts_table,
    "poka-options": options_table,
}
