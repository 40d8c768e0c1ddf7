"""Learner-facing sentences as messages, shown in the reader's language.

A :class:`Message` is a sentence kept as its id (the English text, with named
parameters in braces: ``"Your rating: {rating}."``), its parameters and, where
the same English says different things, a context; a count makes it plural
(gettext's ``ngettext``).  It is written in a language only when it is shown
(:meth:`Message.render`), through a :class:`Language`: a gettext translations
object chosen by the caller for that call or session, never the process
locale.  English is the source language: :data:`ENGLISH` renders the id as
it is written.  A result the engine keeps (a saved review, a mined puzzle's
explanation, a recorded answer) keeps the message (:meth:`Message.to_data`),
so that it is shown in the language of whoever reads it.

The code writes a message with one of three functions, which the catalog
extraction (Babel, at build time: ``hanafuda_site.catalogs``) knows by name:

    msg("Your rating: {rating}.", rating=1500)
    msg_n("{n} puzzle", "{n} puzzles", n, n=n)
    msg_in("a card's kind", "bright")

A parameter is a value written as it is (a number, a name) or another
message, written in the same language.  :func:`sentences` and :func:`listed`
join messages as each language joins sentences and lists.  The engine's
replies and view models hold messages; :func:`written` writes them all in
the reader's language at the edge (the JSON API, the site build).  Pure standard
library: ``gettext`` is in CPython and in Pyodide alike.
"""

from __future__ import annotations

import functools
import gettext
import io
import string
from typing import Any, Callable, Mapping

__all__ = ["Message", "Writable", "Language", "ENGLISH", "msg", "msg_n", "msg_in", "joined", "sentences", "listed",
           "fields_of", "written"]


class _Text(str):
    """A parameter's text as a message writes it: as ``str.format`` does, and
    ``{name:capital}`` writes it with its first letter upper-case (English
    starts a sentence with a parameter so: "{move:capital} ends the round"; a
    language without capitals writes ``{name}``)."""

    __slots__ = ()

    def __format__(self, spec: str) -> str:
        if spec == "capital":
            return self[:1].upper() + self[1:]
        return str.__format__(self, spec)


@functools.lru_cache(maxsize=None)
def fields_of(text: str) -> frozenset[str]:
    """The named parameters a message text uses (``{rating}``, ``{n}``)."""
    return frozenset(name for _, name, _, _ in string.Formatter().parse(text) if name)


class Language:
    """A language a message can be written in: its code (``"en"``, ``"ja"``)
    and its gettext translations (:class:`gettext.NullTranslations` for the
    source language).  Made once per session from the language's compiled
    catalog (:meth:`from_catalog`) and handed to each call that writes text."""

    def __init__(self, code: str, translations: gettext.NullTranslations):
        self.code = code
        self.translations = translations

    @classmethod
    def from_catalog(cls, code: str, data: bytes) -> "Language":
        """The language whose compiled catalog (a gettext ``.mo`` file) is ``data``."""
        return cls.from_catalogs(code, [data])

    @classmethod
    def from_catalogs(cls, code: str, parts: "list[bytes]") -> "Language":
        """The language whose compiled catalog comes in ``parts`` (gettext
        ``.mo`` files: a site ships the shared messages and each game's
        apart, and a page reads those it needs)."""
        if not parts:
            raise ValueError("no catalog")
        first, *rest = (gettext.GNUTranslations(io.BytesIO(data)) for data in parts)
        for more in rest:
            first.add_fallback(more)
        return cls(code, first)

    def write(self, message: "Message") -> str:
        """``message`` in this language (see :meth:`Message.render`).  A
        message is immutable, so it keeps what it was written as in each
        language: a name written on every board is written once."""
        text = message._written.get(self)
        if text is None:
            text = message._written[self] = self._write(message)
        return text

    def _write(self, message: "Message") -> str:
        tr = self.translations
        if message.plural is None:
            text = tr.gettext(message.text) if message.context is None else tr.pgettext(message.context, message.text)
        elif message.context is None:
            text = tr.ngettext(message.text, message.plural, message.count)
        else:
            text = tr.npgettext(message.context, message.text, message.plural, message.count)
        values = {k: _Text(self.write(v)) if isinstance(v, Message) else _Text(v) if isinstance(v, str) else v
                  for k, v in message.params.items()}
        return text.format_map(values)

    def __repr__(self) -> str:
        return f"Language({self.code!r})"


ENGLISH = Language("en", gettext.NullTranslations())
"""The source language: every message as its id is written."""


class Writable:
    """Something shown to a reader, written in their language only when it is
    shown (:func:`written`): a :class:`Message`, or markup that holds one (a
    card's face with its accessible name)."""

    __slots__ = ()

    def render(self, language: Language = ENGLISH) -> str:
        raise NotImplementedError


class Message(Writable):
    """A sentence to be shown: ``text`` (its id, the English), its ``params``,
    a ``context`` that tells apart the same English meaning different things,
    and for a plural message its ``plural`` English and the ``count`` that
    chooses between them.  Made by :func:`msg`, :func:`msg_n` or :func:`msg_in`;
    immutable; ``str()`` is its English."""

    __slots__ = ("text", "params", "context", "plural", "count", "_written")

    def __init__(self, text: str, params: Mapping[str, Any], context: str | None = None,
                 plural: str | None = None, count: int | None = None):
        missing = (fields_of(text) | (fields_of(plural) if plural else frozenset())) - set(params)
        if missing:
            raise KeyError(f"message {text!r} is not given {', '.join(sorted(missing))}")
        object.__setattr__(self, "text", text)
        object.__setattr__(self, "params", dict(params))
        object.__setattr__(self, "context", context)
        object.__setattr__(self, "plural", plural)
        object.__setattr__(self, "count", count)
        object.__setattr__(self, "_written", {})

    def __setattr__(self, name, value):
        raise AttributeError("a message is immutable")

    def render(self, language: Language = ENGLISH) -> str:
        """The message written in ``language``, its parameters too."""
        return language.write(self)

    def __str__(self) -> str:
        return self.render(ENGLISH)

    def __eq__(self, other) -> bool:
        return isinstance(other, Message) and self.to_data() == other.to_data()

    def __hash__(self) -> int:
        return hash((self.text, self.context, self.plural, self.count))

    def __repr__(self) -> str:
        return f"Message({self.text!r}, {self.params!r})"

    def to_data(self) -> dict:
        """The message as JSON-able data (its id, parameters, context, plural),
        to be kept and shown later in any language (:meth:`from_data`)."""
        data: dict[str, Any] = {"id": self.text, "params": {
            k: v.to_data() if isinstance(v, Message) else v for k, v in self.params.items()}}
        if self.context is not None:
            data["context"] = self.context
        if self.plural is not None:
            data["plural"], data["count"] = self.plural, self.count
        return data

    @classmethod
    def from_data(cls, data: Mapping[str, Any]) -> "Message":
        """The message kept as ``data`` by :meth:`to_data`."""
        params = {k: cls.from_data(v) if isinstance(v, Mapping) else v for k, v in data["params"].items()}
        return cls(data["id"], params, data.get("context"), data.get("plural"), data.get("count"))


def msg(text: str, **params: Any) -> Message:
    """A message: ``text`` (the English, with ``{named}`` parameters) and its parameters."""
    return Message(text, params)


def msg_n(singular: str, plural: str, count: int, **params: Any) -> Message:
    """A message with a singular and a plural English, chosen by ``count``
    (in each language by its own plural rule)."""
    return Message(singular, params, plural=plural, count=count)


def msg_in(context: str, text: str, **params: Any) -> Message:
    """A message whose English says different things in different places:
    ``context`` tells translators which (gettext's ``pgettext``)."""
    return Message(text, params, context=context)


def joined(items: "list[Message]", join: "Callable[[Message, Message, bool], Message]") -> Message:
    """``items`` joined one after another: ``join(first, next, last)`` joins
    what is joined so far with the next item (``last``: the list's last
    item), by a message the caller writes out (so that Babel reads it)."""
    if not items:
        raise ValueError("nothing to join")
    out = items[0]
    for i, item in enumerate(items[1:], 2):
        out = join(out, item, i == len(items))
    return out


def sentences(parts: "list[Message]") -> Message:
    """Sentences one after the other, as a language writes them (English with
    a space between them, Japanese without)."""
    return joined(parts, lambda first, second, _: msg_in("one sentence after another", "{first} {second}",
                                                         first=first, second=second))


def listed(items: "list[Message]", commas_only: bool = False, choices: bool = False) -> Message:
    """Items in a list, as a language writes one: English "A", "A and B",
    "A, B and C" (``commas_only``: "A, B, C"), Japanese "AとB", "A、BとC";
    ``choices``, one of which is meant: "A, B or C"."""
    def join(first: Message, item: Message, last: bool) -> Message:
        if last and choices:
            return msg_in("a list of choices: its last item", "{first} or {last}", first=first, last=item)
        if last and not commas_only:
            return msg_in("a list: its last item", "{first} and {last}", first=first, last=item)
        return msg_in("a list: one more item", "{first}, {next}", first=first, next=item)
    return joined(items, join)


def written(value: Any, language: Language) -> Any:
    """``value`` (a reply, a view model: dicts, lists and plain values) with
    every message in it written in ``language``: what the engine hands to a
    page is written at that edge, once, in the reader's language."""
    if isinstance(value, Writable):
        return value.render(language)
    if isinstance(value, dict):
        return {k: written(v, language) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [written(v, language) for v in value]
    return value
