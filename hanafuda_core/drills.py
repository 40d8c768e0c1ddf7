"""Small drills: a question, an answer, and the engine's explanation.

Drills are the simplest learning items: no position, one question.  Each
drill returns plain dicts (view models) that a page can show as they are.
"""

from __future__ import annotations

from .deck import CARDS, FLOWERS, Card, Kind
from .errors import HanafudaError
from .messages import ENGLISH, Language, msg, msg_in, sentences
from .names import card_label, card_name, flower_in_sentence, flower_name, kind_name, month_name, month_number
from .notation import card, is_number_text
from .rng import Rng

_KIND_CLUES = {
    Kind.BRIGHT: msg("a bright has a large special subject and is worth 20 points"),
    Kind.ANIMAL: msg("an animal card shows an animal or an object beside the plant and is worth 10 points"),
    Kind.RIBBON: msg("a ribbon card shows a paper poem strip and is worth 5 points"),
    Kind.CHAFF: msg("a chaff card shows only the plant and is worth 1 point"),
}
_KIND_WITH_ARTICLE = {
    Kind.BRIGHT: msg_in("a card's kind, after its article", "a bright"),
    Kind.ANIMAL: msg_in("a card's kind, after its article", "an animal"),
    Kind.RIBBON: msg_in("a card's kind, after its article", "a ribbon"),
    Kind.CHAFF: msg_in("a card's kind, after its article", "a chaff"),
}
_KIND_LABELS = {
    Kind.BRIGHT: msg_in("a card's kind, as a label", "Bright"),
    Kind.ANIMAL: msg_in("a card's kind, as a label", "Animal"),
    Kind.RIBBON: msg_in("a card's kind, as a label", "Ribbon"),
    Kind.CHAFF: msg_in("a card's kind, as a label", "Chaff"),
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

    def question(self, avoid: str | None = None, language: Language = ENGLISH) -> dict:
        """A card to name, with the choices, in ``language``."""
        from .art import card_svg

        pool = [c for c in CARDS if c.code != avoid] if avoid else list(CARDS)
        c = self.rng.choice(pool)
        write = language.write
        return {
            "card": c.code,
            "svg": card_svg(c, width=120, title=False, label=write(msg("The card to name")), corner=False),
            "prompt": write(msg("Which month is this card, and what kind?")),
            "months": [{"value": f.month, "label": write(msg("{month} · {flower}", month=month_number(f.month),
                                                              flower=flower_name(f)))} for f in FLOWERS],
            "kinds": [{"value": k.value, "label": write(msg("{kind} ({points})", kind=_KIND_LABELS[k],
                                                             points=k.points))} for k in Kind],
        }

    @staticmethod
    def check(code: str, month, kind, language: Language = ENGLISH) -> dict:
        """The learner's answer judged, the verdict and explanation in ``language``."""
        c: Card = card(code)
        month = _month_from(month)
        kind = _kind_from(kind)
        month_ok = month == c.month
        kind_ok = kind is c.kind
        flower = c.flower
        parts = []
        if month_ok and kind_ok:
            verdict = msg("Right: this is the {card}, {kind} of {month} ({flower}).", card=card_name(c),
                          kind=_KIND_WITH_ARTICLE[c.kind], month=month_name(c.month), flower=flower_name(flower))
        else:
            verdict = msg("Not quite.")
            if not month_ok:
                chosen = FLOWERS[month - 1]
                parts.append(msg("The {flower} marks {month} (month {number}); {chosen_month} is {chosen_flower}.",
                                 flower=flower_in_sentence(flower), month=month_name(c.month),
                                 number=month_number(c.month),
                                 chosen_month=month_name(month), chosen_flower=flower_in_sentence(chosen)))
            else:
                parts.append(msg("The month is right: {flower} is {month}.", flower=flower_in_sentence(flower),
                                 month=month_name(c.month)))
            if not kind_ok:
                parts.append(msg("It is not {kind}: {clue}.", kind=_KIND_WITH_ARTICLE[kind], clue=_KIND_CLUES[c.kind]))
            else:
                parts.append(msg("The kind is right: {kind}.", kind=kind_name(c.kind)))
            parts.append(msg("This card is the {card}.", card=card_name(c)))
        return {
            "correct": month_ok and kind_ok,
            "monthCorrect": month_ok,
            "kindCorrect": kind_ok,
            "card": c.code,
            "cardLabel": card_label(c).render(language),
            "verdict": verdict.render(language),
            "explanation": sentences(parts).render(language) if parts else "",
        }
