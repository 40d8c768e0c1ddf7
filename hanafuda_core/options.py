"""Rule options: one protocol for every game.

A game's options are a frozen dataclass that mixes in :class:`OptionSet`.
Each field is declared with :func:`option`, which writes its description
into the field's ``metadata``::

    target: int = option(5, code="target",        # its name in option texts
                         label=msg_in("a rule option's label", "Points to win"),  # its label on the form
                         doc=msg_in("a rule option's description", "Points needed to win the match."),
                         choices={5: msg_in("a rule option's choice", "5 points"),  # offered on the form,
                                  3: msg_in("a rule option's choice", "3 points")},  # labelled
                         range=(1, 99),           # whole numbers accepted in texts
                         group=msg_in("a heading of the rule options form", "Scoring"),  # optional
                         aliases={"no": "off"})   # optional: older spellings still read

The label, the description, each choice's label and the heading are
messages (:mod:`hanafuda_core.messages`), written in the reader's language
where they are shown; each is written out in its declaration, with its
context, so that the catalogs read it.  The option's code, its values and
the options text are notation: they stay as written.

The kind of an option follows from its default: True or False a flag, a
whole number a number (it needs a ``range``), a text a choice among
``choices``.  The mixin checks every value on construction
(:meth:`OptionSet.check_values`, from its ``__post_init__``; a game extends
``__post_init__`` only for rules across options) and gives every game the
same operations:

* :meth:`OptionSet.to_text` / :meth:`OptionSet.from_text`: the compact text
  saved with positions and matches (``target=3,jan-feb``; ``-`` for none);
* :meth:`OptionSet.words`: the options that differ, in words (a message);
* :meth:`OptionSet.option_descriptions`: the options as data (name, code,
  label, description, default, choices); :meth:`OptionSet.describe`: the
  play page's form, those options, or with named rule sets first
  (:func:`form_with_rule_sets`);
* :meth:`OptionSet.from_form`: option values from a form or a JSON object,
  keyed by name or code, checked and converted.

A game whose options are more than one dataclass (a preset plus overrides)
implements the same names itself (:class:`OptionsProtocol`).  Errors are
:class:`OptionError`.
"""

from __future__ import annotations

from dataclasses import field, fields, replace
from typing import Any, Mapping, Protocol, Sequence, runtime_checkable

from .errors import HanafudaError
from .messages import Message, joined, msg_in

__all__ = ["OptionError", "OptionSet", "OptionsProtocol", "MAX_OPTIONS_TEXT", "OPTION_METADATA", "RULE_SET_CHOICE",
           "form_with_rule_sets", "option", "option_words", "options_words", "parse_flag", "parse_whole_number"]

MAX_OPTIONS_TEXT = 400
"""The longest options text accepted (every real one is far shorter)."""

_YES = ("yes", "true", "on", "1")
_NO = ("no", "false", "off", "0")


class OptionError(HanafudaError):
    """Options that cannot be read: an unknown option, a bad value, a malformed text."""


@runtime_checkable
class OptionsProtocol(Protocol):
    """What the shared code asks of a game's options (``Game.options_type``):
    :class:`OptionSet` gives all of it; a game whose options are built
    otherwise implements it itself."""

    @classmethod
    def describe(cls) -> list[dict]:
        """The play page's form: each option's name, code, label, description,
        default and choices (labels and descriptions are messages)."""
        ...

    @classmethod
    def from_text(cls, text: Any) -> "OptionsProtocol":
        """The options an options text writes (the defaults for an empty one); :class:`OptionError` otherwise."""
        ...

    @classmethod
    def from_form(cls, form: Mapping) -> "OptionsProtocol":
        """The options a form or JSON object chose; :class:`OptionError` otherwise."""
        ...

    def to_text(self) -> str:
        """The compact text saved with positions and matches."""
        ...

    def words(self, base: Any = None) -> Message | None:
        """The options (those that differ from ``base``) in words, for a
        learner (a message; None when none differ)."""
        ...


RULE_SET_CHOICE = msg_in("a rule option's first choice on a form with rule sets", "The rule set's choice")
"""The first choice of every option on a form with rule sets: the rule set's own value."""


def option_words(label: Message, value: Any) -> Message:
    """One option in words: its label and its value ("Points to win the
    match: 3 points (San-mon Shobu)"); ``value`` a message (a choice's
    label) or a number."""
    return msg_in("a rule option in words: its label and its value", "{label}: {value}", label=label, value=value)


def options_words(parts: Sequence[Message]) -> Message | None:
    """Options in words (each :func:`option_words`) one after another,
    joined with semicolons in English; None for none."""
    if not parts:
        return None
    return joined(list(parts), lambda first, part, _: msg_in("rule options in words, one after another",
                                                             "{first}; {next}", first=first, next=part))


def form_with_rule_sets(options: list[dict], sets: Sequence[tuple[str, Message, Message, Any]]) -> list[dict]:
    """A play page's form that offers named rule sets: first the choice of a
    set among ``sets`` (each ``(key, name, description, options)``, the name
    and description messages, the first the default), then each of ``options`` (as
    :meth:`OptionSet.option_descriptions` gives them) with a first choice that leaves it to the rule set: its value
    ``None``, and ``default_from`` the value each set gives it (the form names
    it).  The game's ``from_form`` reads ``preset`` and the options set."""
    out = [{
        "name": "preset", "code": "preset", "label": msg_in("a rule option's label", "Rule set"),
        "description": msg_in("a rule option's description", "A named set of rules, each from a source named on "
                              "the rules page; the single rules below start at its choices."),
        "default": sets[0][0], "input": "select",
        "choices": [{"value": key, "label": name, "description": about} for key, name, about, _ in sets],
    }]
    for o in options:
        out.append(dict(o, default=None, input="select",
                        choices=[{"value": None, "label": RULE_SET_CHOICE}] + o["choices"],
                        default_from={"option": "preset",
                                      "values": {key: getattr(values, o["name"]) for key, _, _, values in sets}}))
    return out


def parse_flag(name: str, raw: Any) -> bool:
    """A yes/no value from a form or a text."""
    if isinstance(raw, bool):
        return raw
    if isinstance(raw, str):
        low = raw.strip().lower()
        if low in _YES:
            return True
        if low in _NO or low == "":
            return False
    raise OptionError(f"option {name!r} is a yes/no option, got {_shown(raw)}")


def parse_whole_number(name: str, raw: Any, lo: int = 0, hi: int = 9999) -> int:
    """A whole number written with ASCII digits (or an int), from ``lo`` to ``hi``."""
    if isinstance(raw, bool):
        raise OptionError(f"option {name!r} needs a number (a whole number), got {_shown(raw)}")
    if isinstance(raw, str):
        s = raw.strip()
        if not (0 < len(s) <= 6 and s.isascii() and s.isdigit()):
            raise OptionError(f"option {name!r} needs a number (a whole number such as {lo}), got {_shown(raw)}")
        raw = int(s)
    if not isinstance(raw, int):
        raise OptionError(f"option {name!r} needs a number (a whole number), got {_shown(raw)}")
    if not lo <= raw <= hi:
        raise OptionError(f"option {name!r} must be from {lo} to {hi}, got {raw}")
    return raw


def _shown(raw: Any) -> str:
    text = repr(raw)
    return text if len(text) <= 40 else text[:37] + "..."


OPTION_METADATA = ("code", "label", "doc", "choices", "choice_labels", "range", "group", "aliases")
"""The keys :func:`option` writes into every option field's ``metadata``."""


_NO_LABEL = msg_in("a yes/no rule option's choice", "No")
_YES_LABEL = msg_in("a yes/no rule option's choice", "Yes")


def option(default: Any, *, code: str, label: Message, doc: Message, choices: Sequence | Mapping = (),
           range: tuple[int, int] | None = None, group: Message | None = None, aliases: Mapping | None = None):
    """A rule option: a dataclass field of an :class:`OptionSet` with its
    description in ``metadata`` (every key of :data:`OPTION_METADATA`).

    ``default`` sets the kind: a flag (True/False: its choices are no and
    yes), a whole number (it needs ``range``, the numbers a text may give,
    and ``choices``, those the form offers) or a text (one of ``choices``).
    ``choices`` maps each value to its label on the form, or lists the
    values (labelled "No", "Yes" or as written).  ``group`` is a heading of
    the form; ``aliases`` map older spellings of a value to the current one.
    The label, ``doc``, the choices' labels and ``group`` are messages.
    A declaration that does not hold together raises ``TypeError``."""
    where = f"option {code!r}"
    if not isinstance(label, Message) or not isinstance(doc, Message) or not (
            group is None or isinstance(group, Message)):
        raise TypeError(f"{where}: its label, description and heading are messages (msg_in)")
    if isinstance(default, bool):
        if tuple(choices) not in ((), (False, True)) or range is not None:
            raise TypeError(f"{where}: a flag's choices are no and yes, and it has no range")
        choices = choices or (False, True)
    elif isinstance(default, int):
        if range is None or not range[0] <= default <= range[1]:
            raise TypeError(f"{where}: a number needs a range that holds its default")
        if any(isinstance(c, bool) or not isinstance(c, int) or not range[0] <= c <= range[1] for c in choices):
            raise TypeError(f"{where}: its choices are whole numbers in its range")
    elif isinstance(default, str):
        if range is not None or any(not isinstance(c, str) for c in choices):
            raise TypeError(f"{where}: a choice's values are texts, and it has no range")
    else:
        raise TypeError(f"{where}: the default is a flag, a whole number or a text, not {default!r}")
    if not isinstance(choices, Mapping):
        choices = {c: _YES_LABEL if c is True else _NO_LABEL if c is False else _as_written(c) for c in choices}
    if not all(isinstance(text, Message) for text in choices.values()):
        raise TypeError(f"{where}: its choices' labels are messages (msg_in)")
    if default not in choices:
        raise TypeError(f"{where}: the default is one of its choices")
    return field(default=default, metadata={
        "code": code, "label": label, "doc": doc, "choices": tuple(choices), "choice_labels": dict(choices),
        "range": range, "group": group, "aliases": dict(aliases or {})})


def _as_written(value: Any) -> Message:
    """A choice labelled as its value is written ("12")."""
    return msg_in("a rule option's choice, its value as written", "{value}", value=value)


def _is_flag(f) -> bool:
    return isinstance(f.default, bool)  # the kind of an option follows from its default (see option())


def _is_number(f) -> bool:
    return isinstance(f.default, int) and not isinstance(f.default, bool)


class OptionSet:
    """Mixin for a frozen dataclass of rule options (see the module notes)."""

    #: Write a flag that is on (over a base where it is off) as its bare code
    #: (``jan-feb``) rather than ``code=yes``.
    BARE_FLAGS = True

    #: How :meth:`words` writes a flag's value (off, on: messages); None: as
    #: the form labels it (its ``choice_labels``: "No", "Yes").
    FLAG_WORDS: tuple[Message, Message] | None = None

    def __post_init__(self) -> None:
        """A value given in an older spelling (the field's ``aliases``) is read
        as the current one; then :meth:`check_values`.  A game with rules
        across options extends this (calling it first)."""
        checks, aliased = self._checks()
        for name, aliases in aliased:
            v = getattr(self, name)
            if isinstance(v, (str, bool)) and v in aliases:  # e.g. viewing_yaku=False still reads
                object.__setattr__(self, name, aliases[v])
        self.check_values()

    def check_values(self) -> None:
        """Raise ValueError unless every field holds a value its metadata
        allows: a flag True or False, a number in its ``range``, a choice among
        its ``choices`` (called by ``__post_init__``)."""
        for name, kind, allowed in self._checks()[0]:
            v = getattr(self, name)
            if kind == "flag":
                if v is not True and v is not False:
                    raise ValueError(f"{name} must be True or False, got {v!r}")
            elif kind == "number":
                lo, hi = allowed
                if isinstance(v, bool) or not isinstance(v, int) or not lo <= v <= hi:
                    raise ValueError(f"{name} must be a whole number from {lo} to {hi}, got {v!r}")
            elif v not in allowed:
                raise ValueError(f"{name} must be one of {', '.join(map(str, allowed))}; got {v!r}")

    @classmethod
    def defaults(cls) -> "OptionSet":
        """The default options: one object per class, made once (options never
        change, and a position made without options takes these)."""
        got = cls.__dict__.get("_option_defaults")
        if got is None:
            got = cls()
            setattr(cls, "_option_defaults", got)
        return got

    @classmethod
    def _fields(cls) -> tuple:
        got = cls.__dict__.get("_option_fields")
        if got is None:  # read once per class (options are checked on every construction)
            got = fields(cls)
            setattr(cls, "_option_fields", got)
        return got

    @classmethod
    def _checks(cls) -> tuple:
        """What :meth:`check_values` checks, read once per class from the
        metadata (options are made at every deal): ``(name, kind, allowed)``
        for every field, and ``(name, aliases)`` for those with aliases."""
        got = cls.__dict__.get("_option_checks")
        if got is None:
            checks = []
            for f in cls._fields():
                if _is_flag(f):
                    checks.append((f.name, "flag", None))
                elif _is_number(f):
                    checks.append((f.name, "number", tuple(f.metadata["range"])))
                else:
                    checks.append((f.name, "choice", tuple(f.metadata["choices"])))
            aliased = tuple((f.name, f.metadata["aliases"]) for f in cls._fields() if f.metadata["aliases"])
            got = (tuple(checks), aliased)
            setattr(cls, "_option_checks", got)
        return got

    @classmethod
    def label_of(cls, name: str) -> Message:
        """Option ``name``'s (field name or code) label on the form (a message)."""
        return cls._by_key()[name].metadata["label"]

    @classmethod
    def choices_of(cls, name: str) -> tuple:
        """The values option ``name`` (field name or code) offers on the form."""
        return cls._by_key()[name].metadata["choices"]

    @classmethod
    def _by_key(cls) -> dict:
        out = {}
        for f in cls._fields():
            out[f.name] = f
            out[f.metadata["code"]] = f
        return out

    @classmethod
    def _value(cls, f, raw: Any) -> Any:
        """One field's value from a text or form value, checked."""
        code = f.metadata["code"]
        aliases = f.metadata["aliases"]
        if aliases:  # older spellings of a value (e.g. yes/no before a flag became a choice)
            alias = raw.strip().lower() if isinstance(raw, str) else raw
            if isinstance(alias, (str, bool)) and alias in aliases:
                raw = aliases[alias]
        if _is_flag(f):
            return parse_flag(code, raw)
        if _is_number(f):
            lo, hi = f.metadata["range"]
            return parse_whole_number(code, raw, lo, hi)
        choices = f.metadata["choices"]
        if not isinstance(raw, str) or not raw.strip():
            raise OptionError(f"option {code!r} needs a value: one of {', '.join(map(str, choices))}")
        value = raw.strip()
        if value not in choices:
            raise OptionError(f"option {code!r} is one of {', '.join(map(str, choices))}; got {_shown(raw)}")
        return value

    # -- text ------------------------------------------------------------------

    def to_text(self, base: "OptionSet | None" = None) -> str:
        """The options that differ from ``base`` (default: the defaults) as
        ``code=value`` separated by commas; ``-`` when there are none."""
        return ",".join(self._part(f, value) for f, value in self._changed(base)) or "-"

    def _changed(self, base: "OptionSet | None"):
        """``(field, value)`` of each option whose value differs from ``base``'s (default: the defaults)."""
        for f in self._fields():
            value = getattr(self, f.name)
            if value != (getattr(base, f.name) if base is not None else f.default):
                yield f, value

    @classmethod
    def option_text(cls, name: str, value: Any) -> str:
        """Option ``name`` (field name or code) set to ``value``, as an
        options text writes it (``target=3``, ``jan-feb``)."""
        return cls._part(cls._by_key()[name], value)

    @classmethod
    def _part(cls, f, value) -> str:
        """One option as its text writes it."""
        code = f.metadata["code"]
        if isinstance(value, bool):
            return code if (value and cls.BARE_FLAGS) else f"{code}={'yes' if value else 'no'}"
        return f"{code}={value}"

    def words(self, base: "OptionSet | None" = None) -> Message | None:
        """The options that differ from ``base`` (default: the defaults) in
        words, as a learner reads them ("Points to win the match: 3 points
        (San-mon Shobu)"; :func:`options_words`): a message, None when none
        differ."""
        out = []
        for f, value in self._changed(base):
            if self.FLAG_WORDS is not None and isinstance(value, bool):
                shown = self.FLAG_WORDS[value]
            else:
                shown = f.metadata["choice_labels"].get(value, value)
            out.append(option_words(f.metadata["label"], shown))
        return options_words(out)

    @classmethod
    def parse_overrides(cls, text: Any) -> dict:
        """Read an options text (as :meth:`to_text` writes it) into field values."""
        if not isinstance(text, str):
            raise OptionError(f"options are a text such as 'code=value,code', not {type(text).__name__}")
        text = text.strip()
        if len(text) > MAX_OPTIONS_TEXT:
            raise OptionError("the options text is too long")
        if text in ("", "-"):
            return {}
        by_code = {f.metadata["code"]: f for f in cls._fields()}
        values: dict = {}
        for part in text.split(","):
            code, eq, raw = part.strip().partition("=")
            code = code.strip()
            f = by_code.get(code)
            if f is None:
                raise OptionError(f"unknown option {_shown(code)}; the options are {', '.join(by_code)}")
            if f.name in values:
                raise OptionError(f"option {code!r} is given twice")
            if _is_flag(f) and not eq:
                values[f.name] = True
            elif not eq:
                raise OptionError(f"option {code!r} needs a value, e.g. {code}={f.default}")
            else:
                values[f.name] = cls._value(f, raw)
        return values

    @classmethod
    def from_text(cls, text: Any):
        """The options written by :meth:`to_text`."""
        return cls._made(cls.parse_overrides(text))

    @classmethod
    def _made(cls, values: dict):
        """The options with these checked field values (a rule across options
        they break is an :class:`OptionError`)."""
        try:
            return cls(**values)
        except OptionError:
            raise
        except (TypeError, ValueError) as e:
            raise OptionError(str(e)) from None

    # -- forms -----------------------------------------------------------------

    @classmethod
    def notation_example(cls, name: str, base: "OptionSet | None" = None) -> str | None:
        """How option ``name`` (field name or code) is written in a position's
        options field: set to its first value other than the default (or than
        ``base``'s), as :meth:`to_text` writes it (preferring a value the
        option may take on its own); None if it has no other value."""
        start = base if base is not None else cls()
        f = cls._by_key()[name]
        current = getattr(start, f.name)
        others = [c for c in f.metadata["choices"] if c != current]
        for other in others:
            try:
                return replace(start, **{f.name: other}).to_text(start)
            except ValueError:  # a value that needs another option changed too
                continue
        return cls._part(f, others[0]) if others else None

    @classmethod
    def describe(cls) -> list[dict]:
        """The play page's form: the options one by one
        (:meth:`option_descriptions`); a game that offers rule sets gives
        :func:`form_with_rule_sets` of them."""
        return cls.option_descriptions()

    @classmethod
    def option_descriptions(cls) -> list[dict]:
        """The options as data: name, code, label, description, default,
        choices (each ``{"value", "label"}``), the input to draw, and the
        ``group`` (a heading of the form) when the field has one; the texts
        are messages (the JSON API writes them in the reader's language)."""
        out = []
        for f in cls._fields():
            m = f.metadata
            entry = {
                "name": f.name,
                "code": m["code"],
                "label": m["label"],
                "description": m["doc"],
                "default": f.default,
                "input": "checkbox" if _is_flag(f) else "select",
                "choices": [{"value": c, "label": label} for c, label in m["choice_labels"].items()],
            }
            if m["group"] is not None:
                entry["group"] = m["group"]
            out.append(entry)
        return out

    @classmethod
    def form_values(cls, form: Mapping) -> dict:
        """Checked field values from a form (keys: names or codes; an empty
        value or None leaves the field out)."""
        if not isinstance(form, Mapping):
            raise OptionError("options must be an object of option values or an options text")
        by_key = cls._by_key()
        values: dict = {}
        for key, raw in form.items():
            f = by_key.get(key) if isinstance(key, str) else None
            if f is None:
                raise OptionError(f"unknown option {_shown(key)}; the options are "
                                  f"{', '.join(x.name for x in cls._fields())}")
            if f.name in values:
                raise OptionError(f"option {f.name!r} is given twice")
            if raw is None or raw == "":
                continue
            values[f.name] = cls._value(f, raw)
        return values

    @classmethod
    def from_form(cls, form: Mapping):
        """The options of a form or a JSON object (see :meth:`form_values`)."""
        return cls._made(cls.form_values(form))
