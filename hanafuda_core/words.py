"""English for the texts learners read: articles, lists and card names.

Every text that puts an article before a word it does not know in advance (a
month, a card, a game's name) takes it from :func:`article` /
:func:`with_article`, so that "an October card" and "an Iris chaff" come
out right.  The cards' names for a learner (:func:`card_words`,
:func:`cards_words`, :func:`month_words`) and a score (:func:`score_words`)
are here too.  This is the English the modules not converted to messages
still write (the options, the tables); a converted module speaks through
:mod:`hanafuda_core.messages`, names cards with :mod:`hanafuda_core.names`,
seats with :mod:`hanafuda_core.seats` and actions with
:mod:`hanafuda_core.phrases`.  Pure functions; no game is named here.
"""

from __future__ import annotations

from typing import Iterable, Sequence

from .deck import ALL_CARDS, FLOWERS, indices

__all__ = ["article", "with_article", "join_and", "plural", "capitalized", "card_words", "cards_words", "code_words",
           "month_words", "score_words"]

# Words that start with a vowel letter but a consonant sound, and the reverse.
_A_BEFORE = ("one", "once", "uni", "use", "usu", "uti", "euro", "ewe", "ufo", "u-")
_AN_BEFORE = ("hour", "honest", "honou", "honor", "heir")


def article(word: str) -> str:
    """ "a" or "an" for ``word`` as it is read aloud: "an" before a vowel
    sound ("an October card", "an Iris chaff", "an 8"), "a" before a
    consonant sound ("a May card", "a one-card chain", "a unique card")."""
    w = word.strip().lstrip("\"'(*_").lower()
    if not w:
        return "a"
    if w[0].isdigit():
        # "an 8", "an 11", "an 18"; "a 1", "a 7", "a 100"
        digits = w.split()[0].rstrip(".,;:")
        n = "".join(ch for ch in digits if ch.isdigit())
        return "an" if n.startswith("8") or n in ("11", "18") or (len(n) == 5 and n[:2] in ("11", "18")) else "a"
    if w.startswith(_AN_BEFORE):
        return "an"
    if w.startswith(_A_BEFORE):
        return "a"
    return "an" if w[0] in "aeiou" else "a"


def with_article(word: str, capital: bool = False) -> str:
    """``word`` after its article: "an April card" (``capital``: "An April card")."""
    a = article(word)
    return f"{a.capitalize() if capital else a} {word}"


def join_and(items: Iterable[str], conjunction: str = "and") -> str:
    """ "A", "A and B", "A, B and C"."""
    names = [str(x) for x in items]
    if len(names) <= 1:
        return "".join(names)
    return ", ".join(names[:-1]) + f" {conjunction} " + names[-1]


def plural(n: int, word: str, many: str | None = None) -> str:
    """ "1 card", "2 cards" (``many``: the plural when it is not ``word`` + "s")."""
    return f"{n} {word if n == 1 else (many or word + 's')}"


def capitalized(text: str) -> str:
    """``text`` with its first letter upper-case (a sentence starting with a card)."""
    return text[:1].upper() + text[1:]


# ---------------------------------------------------------------------------
# Cards and months


def card_words(c: int) -> str:
    """A card for a learner, without notation: ``the Curtain (March)``,
    ``the Maple chaff 1 (October)``."""
    card = ALL_CARDS[c]
    if card.is_bonus:
        return f"the {card.name[0].lower()}{card.name[1:]}"
    name, month = card.name, FLOWERS[card.month - 1].month_name
    if name.endswith(")"):  # "Paulownia chaff (coloured)"
        return f"the {name[:-1]}, {month})"
    return f"the {name} ({month})"


def cards_words(cards: int | Iterable[int]) -> str:
    """Cards of a bit set or a list of indices for a learner: ``the Curtain
    (March), the Moon (August) and the Rain Man (November)`` ("no card" when
    there is none)."""
    parts = [card_words(c) for c in (indices(cards) if isinstance(cards, int) else cards)]
    return join_and(parts) or "no card"


def code_words(c: int) -> str:
    """A card for a lesson author or a developer, with its code: ``3B (Curtain)``."""
    return f"{ALL_CARDS[c].code} ({ALL_CARDS[c].name})"


def month_words(month: int) -> str:
    """A month for an explanation: ``March (Cherry)``."""
    f = FLOWERS[month - 1]
    return f"{f.month_name} ({f.english})"


# ---------------------------------------------------------------------------
# Seats by the board's names ("You", "Computer", "Partner", "Computer 2")


def score_words(scores: Sequence[int], names: Sequence[str]) -> str:
    """"You 1 – 0 Computer" (two seats) or "You 1, Computer 1 0, Computer 2 3"."""
    if len(scores) == 2:
        return f"{names[0]} {scores[0]} – {scores[1]} {names[1]}"
    return ", ".join(f"{n} {s}" for n, s in zip(names, scores))
