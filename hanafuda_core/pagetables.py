"""Pieces of the generated tables on the site's pages.

Each game's package builds the tables of its rules page (``SiteContent.tables``)
from these, so every table has the same markup.  Cards are drawn by
:func:`draw`; the site build makes it draw references to the site's card sprite
(:func:`set_drawer`), elsewhere cards are inline SVG.
"""

from __future__ import annotations

import html
import re
from typing import Callable, Sequence

__all__ = ["table", "draw", "set_drawer", "position_fields", "options_table", "presets_table"]

_drawer: Callable | None = None


def set_drawer(fn: Callable | None) -> None:
    """Draw cards with ``fn(card, width)`` (None: inline SVG)."""
    global _drawer
    _drawer = fn


def draw(c, width: int | None = None) -> str:
    """A card (code, index or Card) drawn for a page."""
    if _drawer is not None:
        return _drawer(c, width)
    from .art import card_svg
    from .notation import card

    return card_svg(card(c), width=width or 72)


def table(headers: list[str], rows: list[list[str]], css: str = "hf-table") -> str:
    """An HTML table (cells are HTML) in a horizontally scrolling wrapper."""
    head = "".join(f"<th>{h}</th>" for h in headers)
    body = "".join("<tr>" + "".join(f"<td>{cell}</td>" for cell in r) + "</tr>" for r in rows)
    return (f'<div class="hf-table-wrap"><table class="{css}"><thead><tr>{head}</tr></thead>'
            f"<tbody>{body}</tbody></table></div>")


def pile_html(cards, width: int = 34, css: str = "hf-pile") -> str:
    """A row of small cards in a table cell (inline styles: Material's list
    styles would turn a list inside a table cell into a bulleted column)."""
    items = "".join(f'<span role="listitem" style="flex:none;width:{width}px">{draw(c, width)}</span>'
                    for c in cards)
    return (f'<span class="{css}" role="list" style="display:flex;flex-wrap:wrap;'
            f'gap:.25rem;align-items:flex-end;margin:.4rem 0 .2rem">{items}</span>')


def _marked(text: str) -> str:
    """Plain text with `backticks` around what is written as it stands."""
    return re.sub(r"`([^`]+)`", r"<code>\1</code>", html.escape(text, quote=False))


def position_fields(fields: Sequence[tuple[str, str]], example: str) -> str:
    """A game's position notation: an example line, then a table of its fields
    (``fields``: ``(name, what it holds)`` in order) with each field's part of
    the example."""
    parts = [p.strip() for p in example.split(";")]
    if len(parts) != len(fields):
        raise ValueError(f"the example has {len(parts)} fields, the notation {len(fields)}")
    rows = [[str(i), html.escape(name), _marked(text), f"<code>{html.escape(part)}</code>"]
            for i, ((name, text), part) in enumerate(zip(fields, parts), start=1)]
    return (f'<pre class="hf-position-example"><code>{html.escape(example)}</code></pre>\n'
            + table(["#", "Field", "What it holds", "In the example"], rows, "hf-table hf-position-fields"))


def options_table(options_type, css: str) -> str:
    """A game's rule options (an ``OptionSet`` type): label, how a position writes
    a value other than the default, the choices (the default in bold) and what
    each changes."""
    rows = []
    for info in options_type.option_descriptions():
        choices = "<br>".join(
            (f"<strong>{html.escape(c['label'])}</strong> (default)" if c["value"] == info["default"]
             else html.escape(c["label"]))
            for c in info["choices"])
        example = options_type.notation_example(info["name"])
        rows.append([f"<strong>{html.escape(info['label'])}</strong>",
                     f'<code style="white-space:nowrap">{html.escape(example)}</code>', choices,
                     html.escape(info["description"])])
    return table(["Option", "In notation", "Choices", "What it changes"], rows, css)


def presets_table(options_type, presets: dict[str, str], names: dict[str, str], css: str,
                  label: Callable[[str], str] = html.escape) -> str:
    """A game's named rule sets compared: a row for each option (its label
    through ``label``), a column for each preset (``presets``: key -> options
    text; ``names``: key -> its name) giving the choice it makes."""
    chosen = {k: options_type.from_text(t) for k, t in presets.items()}
    rows = []
    for info in options_type.option_descriptions():
        labels = {c["value"]: c["label"] for c in info["choices"]}
        rows.append([label(info["label"])] + [html.escape(labels.get(v, str(v))) for v in
                                               (getattr(chosen[k], info["name"]) for k in presets)])
    return table(["Rule"] + [html.escape(names[k]) for k in presets], rows, css)
