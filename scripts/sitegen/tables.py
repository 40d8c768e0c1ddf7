"""Tables generated from hanafuda_core for the site's pages."""

from __future__ import annotations

import html
from typing import Callable

from hanafuda_core import games
from hanafuda_core.deck import BY_KEY, CARDS, FLOWERS, MONTH_ORDERS, Kind, month_cards
from hanafuda_core.pagetables import draw, set_drawer, table as _table

from . import cardrender

_esc = html.escape
set_drawer(cardrender.draw)  # cards in generated tables refer to the site's card sprite


def _small(c, width: int = 44) -> str:
    return draw(c, width)


def _card_cell(c) -> str:
    return (
        f'<span class="hf-card-cell">{_small(c)}'
        f'<span><strong>{_esc(c.name)}</strong><br><code>{c.code}</code> · {c.points} pt'
        f'{"s" if c.points != 1 else ""}</span></span>'
    )


def deck_by_month(site_games: list) -> str:
    rows = []
    for f in FLOWERS:
        rows.append(
            [
                f"<strong>{f.month}</strong> {f.month_name}",
                f'{_esc(f.english)}<br><span lang="ja">{f.kanji}</span> <em>{f.reading}</em>',
                *(_card_cell(c) for c in month_cards(f.month)),
            ]
        )
    return _table(["Month", "Flower", "Card 1", "Card 2", "Card 3", "Card 4"], rows, "hf-table hf-deck-table")


def deck_by_kind(site_games: list) -> str:
    parts = []
    for kind in Kind:
        cards = [c for c in CARDS if c.kind is kind]
        rows = []
        for c in cards:
            extra = c.ribbon.label if c.ribbon else ""
            rows.append(
                [
                    _small(c, 40),
                    f"<code>{c.code}</code>",
                    _esc(c.name),
                    f'<span lang="ja">{_esc(c.kanji)}</span><br><em>{_esc(c.reading)}</em>',
                    f"{c.flower.month_name}",
                    _esc(extra),
                ]
            )
        title = f"{kind.value.capitalize()} cards — {kind.japanese} — {len(cards)} cards, {kind.points} point{'s' if kind.points != 1 else ''} each"
        parts.append(
            f'<h3 id="kind-{kind.value}">{_esc(title)}</h3>'
            + _table(["", "Code", "Name", "Japanese", "Month", "Ribbon"], rows)
        )
    return "".join(parts)


def named_cards(site_games: list) -> str:
    rows = [
        [_small(c, 40), f"<code>{c.code}</code>", f"<code>{c.key}</code>", _esc(c.name), c.flower.month_name]
        for c in sorted(BY_KEY.values(), key=lambda c: c.index)
    ]
    return _table(["", "Code", "Name in notation", "Card", "Month"], rows)


def notation_codes(site_games: list) -> str:
    rows = []
    for f in FLOWERS:
        cards = month_cards(f.month)
        rows.append(
            [f"{f.month} {f.month_name} ({_esc(f.english)})"]
            + [f"<code>{c.code}</code> {_esc(c.name)}" for c in cards]
        )
    return _table(["Month", "Card 1", "Card 2", "Card 3", "Card 4"], rows)


def month_orders(site_games: list) -> str:
    orders = list(MONTH_ORDERS.values())
    rows = []
    for pos in range(1, 13):
        row = [f"<strong>{pos}</strong>"]
        for o in orders:
            f = o.flower_at(pos)
            moved = f.month != pos
            row.append(
                f'<span class="hf-card-cell">{_small(month_cards(f.month)[0], 36)}'
                f"<span>{'<strong>' if moved else ''}{_esc(f.english)}{'</strong>' if moved else ''}"
                f'<br><span lang="ja">{f.kanji}</span> · printed month {f.month}</span></span>'
            )
        rows.append(row)
    return _table(["Position"] + [f"{o.name} order" for o in orders], rows)


def goal_types(site_games: list) -> str:
    import re

    from hanafuda_core.learning.goals import describe_goals

    def code(text: str) -> str:
        return re.sub(r"`([^`]+)`", r"<code>\1</code>", _esc(text))

    rows = []
    for g in site_games:
        for d in describe_goals(g):
            rows.append([f"<code>{d['type']}</code>", g.name, d["kind"], ", ".join(f"<code>{p}</code>" for p in d["parameters"]) or "—", code(d["description"])])
    return _table(["Type", "Game", "Kind", "Parameters", "What the learner must do"], rows)


def puzzle_themes(site_games: list) -> str:
    """The site's games' mined-puzzle themes (``Game.puzzle_themes``)."""
    rows = []
    for g in site_games:
        for key, text in g.puzzle_themes.items():
            rows.append([f"<code>{_esc(key)}</code>", _esc(g.name), _esc(text)])
    return _table(["Theme", "Game", "What the puzzle asks"], rows)


def deck_by_game(site_games: list) -> str:
    """Which cards each of the site's games plays with."""
    rows = []
    for g in site_games:
        missing = [c for c in CARDS if not g.info.deck_cards >> c.index & 1]
        left_out = " ".join(_small(c, 32) for c in missing) if missing else "—"
        rows.append([f"<strong>{_esc(g.name)}</strong>", str(48 - len(missing)), left_out,
                     _esc(g.site.deck_note or "The whole deck.")])
    return _table(["Game", "Cards", "Left out", "Notes"], rows)


TABLES: dict[str, Callable[[list], str]] = {
    "deck-by-game": deck_by_game,
    "deck-by-month": deck_by_month,
    "deck-by-kind": deck_by_kind,
    "named-cards": named_cards,
    "notation-codes": notation_codes,
    "month-orders": month_orders,
    "goal-types": goal_types,
    "puzzle-themes": puzzle_themes,
}
"""The site's own tables; each is given the site's games (the cards' pages list them)."""


def _all_tables(site_games: list | None) -> dict[str, Callable[[], str]]:
    """The site's own tables and its games' (``SiteContent.tables``); ``site_games``:
    the games the site teaches (every declared game when None)."""
    chosen = games.all_games() if site_games is None else list(site_games)
    out: dict[str, Callable[[], str]] = {name: (lambda fn=fn: fn(chosen)) for name, fn in TABLES.items()}
    for g in chosen:
        for name, fn in g.site.tables().items():
            if name in out:
                raise ValueError(f"table {name!r} of {g.name} is already defined")
            out[name] = fn
    return out


def names(site_games: list | None = None) -> list[str]:
    return sorted(_all_tables(site_games))


def render(name: str, site_games: list | None = None) -> str:
    return _all_tables(site_games)[name]()
