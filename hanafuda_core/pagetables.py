"""Pieces of the generated tables on the site's pages.

Each game's package builds the tables of its rules page (``SiteContent.tables``)
from these, so every table has the same markup.  A table is markup with
messages inside (:class:`Html`), written in the reader's language where the
page is made (:func:`~hanafuda_core.messages.written`).  Cards are drawn by
:func:`draw`; the site build makes it draw references to the site's card sprite
(:func:`set_drawer`), elsewhere cards are inline SVG.
"""

from __future__ import annotations

import html
import re
from typing import Any, Callable, Iterable, Sequence

from .messages import ENGLISH, Language, Message, Writable, msg_in

__all__ = ["Html", "Gloss", "Marked", "markup", "joined_markup", "capital", "by_english", "table", "draw", "set_drawer",
           "position_fields", "options_table", "presets_table", "pile_html"]


class Html(Writable):
    """Markup with messages inside, written in the reader's language when it
    is shown: ``template`` is HTML with ``{name}`` fields (none: the markup as
    it stands).  A parameter that is a message is written in the language and
    escaped (``html.escape``; ``quote=False`` leaves quotes as they are, as
    the text of a cell is written), one that is markup (an :class:`Html`, a
    card's face: any other :class:`~hanafuda_core.messages.Writable`) is
    written as it is, and any other value is escaped ``str()``.  A message's
    own parameter may be markup too ("{cards} score {points}", the cards
    drawn): the message is written and escaped with that markup in its place.
    ``str()`` is its English."""

    __slots__ = ("template", "params", "quote")

    def __init__(self, template: str, *, quote: bool = True, **params: Any):
        self.template, self.params, self.quote = template, params, quote

    def render(self, language: Language = ENGLISH) -> str:
        if not self.params:
            return self.template
        return self.template.format_map({k: _piece(v, language, self.quote) for k, v in self.params.items()})

    def __str__(self) -> str:
        return self.render(ENGLISH)

    def __repr__(self) -> str:
        return f"Html({self.template[:40]!r}…)"


def _piece(value: Any, language: Language, quote: bool) -> str:
    if isinstance(value, Message):
        marks: dict[str, Writable] = {}
        text = html.escape(_marked_out(value, marks).render(language), quote=quote)
        for mark, inner in marks.items():
            text = text.replace(mark, inner.render(language))
        return text
    if isinstance(value, Writable):
        return value.render(language)
    return html.escape(str(value), quote=quote)


def _marked_out(message: Message, marks: dict[str, Writable]) -> Message:
    """``message`` with each parameter that is markup (at any depth) replaced by
    a mark that escaping leaves as it is (``marks``: each mark's markup)."""
    params, changed = {}, False
    for k, v in message.params.items():
        if isinstance(v, Message):
            inner = _marked_out(v, marks)
            changed, v = changed or inner is not v, inner
        elif isinstance(v, Writable):
            mark = f"\x00{len(marks)}\x00"
            marks[mark], v, changed = v, mark, True
        params[k] = v
    return Message(message.text, params, message.context, message.plural, message.count) if changed else message


def markup(text: str) -> Html:
    """Markup as it stands (a drawn card, a fixed tag)."""
    return Html(text)


def _as_markup(part: Any) -> Any:
    """A piece of a table or a list of markup: a ``str`` is markup, a message its text."""
    return markup(part) if isinstance(part, str) else part


def joined_markup(separator: str, parts: Iterable[Any], quote: bool = True) -> Html:
    """``parts`` (markup as ``str`` or :class:`Html`, messages as text) one
    after the other with the markup ``separator`` between them."""
    parts = list(parts)
    template = separator.replace("{", "{{").replace("}", "}}").join(f"{{p{i}}}" for i in range(len(parts)))
    return Html(template, quote=quote, **{f"p{i}": _as_markup(p) for i, p in enumerate(parts)})


class Gloss(Writable):
    """Words in language ``lang`` beside a name, glossing it for the readers
    of the source language (a yaku's Japanese name and its rōmaji beside its
    English name): left out on a page in any other language, where the name
    is written in the reader's own words (on a Japanese page, in those very
    words; on a Korean page, the rōmaji would be the only Latin letters)."""

    __slots__ = ("lang", "content")

    def __init__(self, lang: str, content: Writable):
        self.lang, self.content = lang, content

    def render(self, language: Language = ENGLISH) -> str:
        return self.content.render(language) if language.code == ENGLISH.code else ""


def capital(text: Message) -> Message:
    """A text starting with a capital letter (in a language that has them), as
    a cell or a name in a table starts."""
    return msg_in("a table's cell: its text, starting with a capital letter", "{words:capital}", words=text)


def by_english(*messages: Message) -> dict[str, Message]:
    """Messages for texts a game keeps in data that the catalogs cannot read,
    written out where they can, by their English: looking up a text the data
    has changed and these have not raises ``KeyError``."""
    return {str(m): m for m in messages}


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


def table(headers: Sequence[Any], rows: Sequence[Sequence[Any]], css: str = "hf-table") -> Html:
    """An HTML table in a horizontally scrolling wrapper: each header and
    cell is markup (a ``str`` or :class:`Html`) or a message (its text, quotes
    left as they are)."""
    head = joined_markup("", [Html("<th>{h}</th>", quote=False, h=_as_markup(h)) for h in headers])
    body = joined_markup("", [joined_markup("", ["<tr>"] + [Html("<td>{c}</td>", quote=False, c=_as_markup(c))
                                                         for c in r] + ["</tr>"]) for r in rows])
    return Html('<div class="hf-table-wrap"><table class="{css}"><thead><tr>{head}</tr></thead>'
                "<tbody>{body}</tbody></table></div>", css=markup(css), head=head, body=body)


def pile_html(cards, width: int = 34, css: str = "hf-pile") -> str:
    """A row of small cards in a table cell (inline styles: Material's list
    styles would turn a list inside a table cell into a bulleted column)."""
    items = "".join(f'<span role="listitem" style="flex:none;width:{width}px">{draw(c, width)}</span>'
                    for c in cards)
    return (f'<span class="{css}" role="list" style="display:flex;flex-wrap:wrap;'
            f'gap:.25rem;align-items:flex-end;margin:.4rem 0 .2rem">{items}</span>')


class Marked(Writable):
    """Text with `backticks` around what is written as it stands (notation):
    escaped, quotes left as they are, each backticked part as code."""

    __slots__ = ("text",)

    def __init__(self, text: Message | str):
        self.text = text

    def render(self, language: Language = ENGLISH) -> str:
        text = self.text.render(language) if isinstance(self.text, Message) else self.text
        return re.sub(r"`([^`]+)`", r"<code>\1</code>", html.escape(text, quote=False))


def position_fields(fields: Sequence[tuple[Any, Any]], example: str) -> Html:
    """A game's position notation: an example line, then a table of its fields
    (``fields``: ``(name, what it holds)`` in order, messages) with each
    field's part of the example."""
    parts = [p.strip() for p in example.split(";")]
    if len(parts) != len(fields):
        raise ValueError(f"the example has {len(parts)} fields, the notation {len(fields)}")
    rows = [[str(i), Html("{name}", name=name), Marked(text), Html("<code>{part}</code>", part=part)]
            for i, ((name, text), part) in enumerate(zip(fields, parts), start=1)]
    headers = [msg_in("a column of the position notation table", "#"),
               msg_in("a column of the position notation table", "Field"),
               msg_in("a column of the position notation table", "What it holds"),
               msg_in("a column of the position notation table", "In the example")]
    return Html('<pre class="hf-position-example"><code>{example}</code></pre>\n{table}', example=example,
                table=table(headers, rows, "hf-table hf-position-fields"))


def _text(text: Any) -> Html:
    """A text (a message) as a cell's markup, escaped as ``html.escape`` does."""
    return Html("{text}", text=text)


def options_table(options_type, css: str) -> Html:
    """A game's rule options (an ``OptionSet`` type): label, how a position writes
    a value other than the default, the choices (the default in bold) and what
    each changes."""
    rows = []
    for info in options_type.option_descriptions():
        choices = joined_markup("<br>", (
            msg_in("a rule option's choice, marked as the default", "{choice} (default)",
                   choice=Html("<strong>{label}</strong>", label=c["label"]))
            if c["value"] == info["default"] else _text(c["label"]) for c in info["choices"]))
        example = options_type.notation_example(info["name"])
        rows.append([Html("<strong>{label}</strong>", label=info["label"]),
                     Html('<code style="white-space:nowrap">{example}</code>', example=example), choices,
                     _text(info["description"])])
    return table([msg_in("a column of the rule options table", "Option"),
                  msg_in("a column of the rule options table", "In notation"),
                  msg_in("a column of the rule options table", "Choices"),
                  msg_in("a column of the rule options table", "What it changes")], rows, css)


def presets_table(options_type, presets: dict[str, str], names: dict, css: str,
                  label: Callable[[Any], Any] = _text) -> Html:
    """A game's named rule sets compared: a row for each option (its label
    through ``label``), a column for each preset (``presets``: key -> options
    text; ``names``: key -> its name) giving the choice it makes."""
    chosen = {k: options_type.from_text(t) for k, t in presets.items()}
    rows = []
    for info in options_type.option_descriptions():
        labels = {c["value"]: c["label"] for c in info["choices"]}
        rows.append([label(info["label"])] + [_text(labels.get(v, str(v))) for v in
                                               (getattr(chosen[k], info["name"]) for k in presets)])
    return table([msg_in("a column of a table of rule sets compared: the rule", "Rule")]
                 + [_text(names[k]) for k in presets], rows, css)
