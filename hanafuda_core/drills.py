"""Small drills: a question, an answer, and the engine's explanation.

Drills are the simplest learning items: no position, one question.  Each
drill returns plain dicts (view models) that a page can show as they are.
"""

from __future__ import annotations

from .words import article

from .errors import HanafudaError

from .deck import CARDS, FLOWERS, Card, Kind
from .notation import card, is_number_text
from .rng import Rng

_KIND_CLUES = {
    Kind.BRIGHT: "a bright has a large special subject and is worth 20 points",
    Kind.ANIMAL: "an animal card shows an animal or an object beside the plant and is worth 10 points",
    Kind.RIBBON: "a ribbon card shows a paper poem strip and is worth 5 points",
    Kind.CHAFF: "a chaff card shows only the plant and is worth 1 point",
}


class DrillError(HanafudaError):
    pass


def _kind_from(value) -> Kind:
    try:
        return Kind(value)
    except ValueError:
        raise DrillError(f"unknown kind {value!r}; choose one of {', '.join(k.value for k in Kind)}") from None


def _month_from(value) -> int:
    if is_number_text(value, 2):
        value = int(value)
    if not isinstance(value, int) or isinstance(value, bool) or not 1 <= value <= 12:
        raise DrillError(f"month must be a number from 1 to 12, not {value!r}")
    return value


class NameThatCard:
    """Show a card; the learner names its month and its kind."""

    name = "name-that-card"

    def __init__(self, seed: int | str | None = None):
        self.rng = Rng(seed)

    def question(self, avoid: str | None = None) -> dict:
        from .art import card_svg

        pool = [c for c in CARDS if c.code != avoid] if avoid else list(CARDS)
        c = self.rng.choice(pool)
        return {
            "card": c.code,
            "svg": card_svg(c, width=120, title=False, label="The card to name", corner=False),
            "prompt": "Which month is this card, and what kind?",
            "months": [{"value": f.month, "label": f"{f.month} · {f.english}"} for f in FLOWERS],
            "kinds": [{"value": k.value, "label": f"{k.value.capitalize()} ({k.points})"} for k in Kind],
        }

    @staticmethod
    def check(code: str, month, kind) -> dict:
        c: Card = card(code)
        month = _month_from(month)
        kind = _kind_from(kind)
        month_ok = month == c.month
        kind_ok = kind is c.kind
        flower = c.flower
        parts = []
        if month_ok and kind_ok:
            verdict = f"Right: this is the {c.name}, {_article(c.kind)} {c.kind.value} of {flower.month_name} ({flower.english})."
        else:
            verdict = "Not quite."
            if not month_ok:
                chosen = FLOWERS[month - 1]
                parts.append(
                    f"The {flower.english.lower()} marks {flower.month_name} (month {c.month}); "
                    f"{chosen.month_name} is {chosen.english.lower()}."
                )
            else:
                parts.append(f"The month is right: {flower.english.lower()} is {flower.month_name}.")
            if not kind_ok:
                parts.append(f"It is not {_article(kind)} {kind.value}: {_KIND_CLUES[c.kind]}.")
            else:
                parts.append(f"The kind is right: {c.kind.value}.")
            parts.append(f"This card is the {c.name}.")
        return {
            "correct": month_ok and kind_ok,
            "monthCorrect": month_ok,
            "kindCorrect": kind_ok,
            "card": c.code,
            "cardLabel": c.label,
            "verdict": verdict,
            "explanation": " ".join(parts),
        }


def _article(kind: Kind) -> str:
    return article(kind.value)
