"""What a learner reads in the engine's replies, and the check that it holds
no notation: no card code ("3B") and no identifier ("must_continue_chain")."""

from __future__ import annotations

import re
from typing import Any, Iterator

from hanafuda_core.notation import CODE_IN_TEXT

IDENTIFIER = re.compile(r"\b[a-z]+_[a-z_]+\b")

# Fields of a reply or a view that hold data for the page (card codes, actions,
# saved matches, option names), not text a learner reads.
DATA_FIELDS = frozenset({
    "code", "codes", "action", "actions", "svg", "html", "saved", "session", "state", "value", "card",
    "cards", "id", "game", "answer", "answers", "seed", "key", "options", "preset", "kind", "zone",
    "area", "type", "tone", "name", "position", "played", "waiting", "layout"})


def learner_texts(value: Any, field: str | None = None) -> Iterator[tuple[str | None, str]]:
    """Every text of an engine reply or view that a page may show, with its field."""
    if isinstance(value, dict):
        for k, v in value.items():
            if k not in DATA_FIELDS:
                yield from learner_texts(v, k)
    elif isinstance(value, (list, tuple)):
        for v in value:
            yield from learner_texts(v, field)
    elif isinstance(value, str):
        yield field, value


def notation_in(value: Any) -> list[tuple[str | None, str]]:
    """The learner texts of ``value`` that show a card code or an identifier."""
    return [(f, t) for f, t in learner_texts(value) if CODE_IN_TEXT.search(t) or IDENTIFIER.search(t)]
