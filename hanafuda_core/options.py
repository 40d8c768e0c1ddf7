"""Rule options: one protocol for every game.

A game's options are a frozen dataclass that mixes in :class:`OptionSet`.
Each field carries its description in ``metadata``::

    target: int = field(default=5, metadata={
        "code": "target",                 # its name in option texts
        "label": "Points to win",         # its label on the play page's form
        "doc": "Points needed to win the match.",
        "choices": (5, 3),                # offered on the form (flags: no, yes)
        "choice_labels": {5: "5 points", 3: "3 points"},
        "range": (1, 99),                 # whole numbers accepted in texts
        "group": "Scoring",               # optional: a heading on the form
        "aliases": {"no": "off"},         # optional: older spellings still read
    })

and the mixin gives every game the same four operations:

* :meth:`OptionSet.to_text` / :meth:`OptionSet.from_text`: the compact text
  saved with positions and matches (``target=3,jan-feb``; ``-`` for none);
* :meth:`OptionSet.describe`: the options as data (name, code, label,
  description, default, choices) — the play page builds its form from it;
* :meth:`OptionSet.from_form`: option values from a form or a JSON object,
  keyed by name or code, checked and converted.

A game whose options are more than one dataclass (a preset plus overrides)
implements the same four names itself.  Errors are :class:`OptionError`.
"""

from __future__ import annotations

from .errors import HanafudaError

from dataclasses import fields, replace
from typing import Any, Mapping

__all__ = ["OptionError", "OptionSet", "MAX_OPTIONS_TEXT", "parse_flag", "parse_whole_number"]

MAX_OPTIONS_TEXT = 400
"""The longest options text accepted (every real one is far shorter)."""

_YES = ("yes", "true", "on", "1")
_NO = ("no", "false", "off", "0")


class OptionError(HanafudaError):
    """Options that cannot be read: an unknown option, a bad value, a malformed text."""


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


def _is_flag(f) -> bool:
    return f.type in (bool, "bool")


def _is_number(f) -> bool:
    return f.type in (int, "int")


class OptionSet:
    """Mixin for a frozen dataclass of rule options (see the module notes)."""

    #: Write a flag that is on (over a base where it is off) as its bare code
    #: (``jan-feb``) rather than ``code=yes``.
    BARE_FLAGS = True

    def check_values(self) -> None:
        """Raise ValueError unless every field holds a value its metadata
        allows: a flag True or False, a number in its ``range``, a choice among
        its ``choices`` (for a dataclass's ``__post_init__``)."""
        for f in fields(self):
            v = getattr(self, f.name)
            if _is_flag(f):
                if not isinstance(v, bool):
                    raise ValueError(f"{f.name} must be True or False, got {v!r}")
            elif _is_number(f):
                lo, hi = f.metadata["range"]
                if isinstance(v, bool) or not isinstance(v, int) or not lo <= v <= hi:
                    raise ValueError(f"{f.name} must be a whole number from {lo} to {hi}, got {v!r}")
            elif v not in f.metadata["choices"]:
                raise ValueError(f"{f.name} must be one of {', '.join(map(str, f.metadata['choices']))}; got {v!r}")

    @classmethod
    def _fields(cls):
        return fields(cls)

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
        aliases = f.metadata.get("aliases")
        if aliases:  # older spellings of a value (e.g. yes/no before a flag became a choice)
            alias = raw.strip().lower() if isinstance(raw, str) else raw
            if isinstance(alias, (str, bool)) and alias in aliases:
                raw = aliases[alias]
        if _is_flag(f):
            return parse_flag(code, raw)
        if _is_number(f):
            lo, hi = f.metadata.get("range", (0, 9999))
            return parse_whole_number(code, raw, lo, hi)
        if not isinstance(raw, str) or not raw.strip():
            choices = f.metadata.get("choices", ())
            raise OptionError(f"option {code!r} needs a value: one of {', '.join(map(str, choices))}")
        value = raw.strip()
        choices = f.metadata.get("choices")
        if choices and value not in choices:
            raise OptionError(f"option {code!r} is one of {', '.join(map(str, choices))}; got {_shown(raw)}")
        return value

    # -- text ------------------------------------------------------------------

    def to_text(self, base: "OptionSet | None" = None) -> str:
        """The options that differ from ``base`` (default: the defaults) as
        ``code=value`` separated by commas; ``-`` when there are none."""
        parts = []
        for f in self._fields():
            value = getattr(self, f.name)
            against = getattr(base, f.name) if base is not None else f.default
            if value == against:
                continue
            parts.append(self._part(f, value))
        return ",".join(parts) or "-"

    @classmethod
    def _part(cls, f, value) -> str:
        """One option as its text writes it."""
        code = f.metadata["code"]
        if isinstance(value, bool):
            return code if (value and cls.BARE_FLAGS) else f"{code}={'yes' if value else 'no'}"
        return f"{code}={value}"

    @classmethod
    def option_text(cls, name: str, value: Any) -> str:
        """Option ``name`` (field name or code) set to ``value``, as
        :meth:`to_text` writes one option (``code=value``)."""
        return cls._part(cls._by_key()[name], value)

    def words(self, base: "OptionSet | None" = None) -> str:
        """The options that differ from ``base`` (default: the defaults) in
        words, as a learner reads them ("Points to win the match: 3 points
        (San-mon Shobu)"); empty when there are none."""
        out = []
        for d in self.describe():
            value = getattr(self, d["name"])
            against = getattr(base, d["name"]) if base is not None else d["default"]
            if value == against:
                continue
            shown = next((c["label"] for c in d["choices"] if c["value"] == value), str(value))
            out.append(f"{d['label']}: {shown}")
        return "; ".join(out)

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
        try:
            return cls(**cls.parse_overrides(text))
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
        others = [c for c in f.metadata.get("choices", (False, True)) if c != current]
        for other in others:
            try:
                return replace(start, **{f.name: other}).to_text(start)
            except ValueError:  # a value that needs another option changed too
                continue
        return cls._part(f, others[0]) if others else None

    @classmethod
    def describe(cls) -> list[dict]:
        """The options as data: name, code, label, description, default,
        choices (each ``{"value", "label"}``), the input to draw, and the
        ``group`` (a heading of the form) when the field has one."""
        out = []
        for f in cls._fields():
            m = f.metadata
            labels = m.get("choice_labels", {})
            choices = list(m.get("choices", (False, True)))
            entry = {
                "name": f.name,
                "code": m["code"],
                "label": m.get("label", f.name.replace("_", " ").capitalize()),
                "description": m["doc"],
                "default": f.default,
                "input": "checkbox" if _is_flag(f) else "select",
                "choices": [{"value": c, "label": labels.get(c, "Yes" if c is True else "No" if c is False else str(c))}
                            for c in choices],
            }
            if "group" in m:
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
        try:
            return cls(**cls.form_values(form))
        except OptionError:
            raise
        except (TypeError, ValueError) as e:
            raise OptionError(str(e)) from None
