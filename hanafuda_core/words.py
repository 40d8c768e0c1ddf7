"""English for the texts learners read: articles, lists, card names, and who a text speaks of.

Every text that puts an article before a word it does not know in advance (a
month, a card, a game's name) takes it from :func:`article` /
:func:`with_article`, so that "an October card" and "an Iris chaff" come
out right.  :class:`Speaker` lets one explanation speak to the learner ("your
hand holds only 2 cards") or of another player ("the Computer holds only 2
cards").  The cards' names for a learner (:func:`card_words`,
:func:`cards_words`, :func:`month_words`) and the board's phrases about seats
(:func:`poss`, :func:`verb`, :func:`names_text`, :func:`score_words`) are
here too, so that every module says them the same way.  An action in words
is an :class:`ActionPhrase`, which knows every form a sentence needs ("play
the Curtain", "playing the Curtain", "you played the Curtain"): a text never
glues an imperative where a noun or a past belongs.  Pure functions; no game
is named here.
"""

from __future__ import annotations

from typing import Iterable, Sequence

from .deck import ALL_CARDS, FLOWERS, indices

__all__ = ["article", "with_article", "join_and", "plural", "capitalized", "Speaker", "speaker", "team_words",
           "card_words", "cards_words", "code_words", "month_words", "poss", "verb", "mid", "names_text",
           "score_words", "ActionPhrase", "past_of", "gerund_of", "definite"]

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


def poss(name: str) -> str:
    """"Your" or "Computer's"."""
    return "Your" if name == "You" else f"{name}'s"


def verb(name: str, plain: str, third: str) -> str:
    """"You play" / "Computer plays"."""
    return f"{name} {plain if name == 'You' else third}"


def mid(text: str) -> str:
    """``text`` in the middle of a sentence ("You play" -> "you play")."""
    return "you" + text[3:] if text.startswith("You ") else text


def names_text(text: str, names: Sequence[str]) -> str:
    """An engine explanation ("Player 1 scores ...") with the seats' names,
    in the second person for "You"."""
    for p in range(len(names) - 1, -1, -1):  # "Player 10" before "Player 1"
        name = names[p]
        you = name == "You"
        for said in (f"Player {p + 1}", f"player {p + 1}"):
            at_start = said[0] == "P"
            text = text.replace(said, name if at_start or not you else "you")
    for a, b in (("You scores", "You score"), ("you scores", "you score"), ("You stops", "You stop"),
                 ("You wins", "You win"), ("you wins", "you win"), ("You was", "You were"),
                 ("you was", "you were"), ("You has", "You have"), ("you has", "you have"),
                 ("You makes", "You make"), ("You emptied their", "You emptied your"),
                 ("You calls", "You call"), ("you calls", "you call")):
        text = text.replace(a, b)
    return text


def score_words(scores: Sequence[int], names: Sequence[str]) -> str:
    """"You 1 – 0 Computer" (two seats) or "You 1, Computer 1 0, Computer 2 3"."""
    if len(scores) == 2:
        return f"{names[0]} {scores[0]} – {scores[1]} {names[1]}"
    return ", ".join(f"{n} {s}" for n, s in zip(names, scores))


# ---------------------------------------------------------------------------
# Who a text speaks of


class Speaker:
    """Who a text speaks of: the reader (``Speaker()``: "you", "your") or
    another player by name (``Speaker("the Computer")``: "the Computer",
    "the Computer's").  ``verb("hold", "holds")`` agrees with it."""

    __slots__ = ("name",)

    def __init__(self, name: str | None = None):
        self.name = name

    @property
    def is_reader(self) -> bool:
        return self.name is None

    @property
    def subject(self) -> str:
        """ "you" / "the Computer" (lowercase "you": start a sentence with :meth:`capital`)."""
        return "you" if self.name is None else self.name

    @property
    def object(self) -> str:
        return self.subject

    @property
    def possessive(self) -> str:
        """ "your" / "the Computer's"."""
        return "your" if self.name is None else f"{self.name}'s"

    def verb(self, you: str, other: str) -> str:
        """The verb form that agrees: ``you`` for the reader, ``other`` for a named player."""
        return you if self.name is None else other

    def does(self, you: str, other: str) -> str:
        """ "you hold" / "the Computer holds"."""
        return f"{self.subject} {self.verb(you, other)}"

    @staticmethod
    def capital(text: str) -> str:
        return text[:1].upper() + text[1:]

    def __repr__(self) -> str:
        return f"Speaker({self.name!r})"


READER = Speaker()


def speaker(names: Sequence[str] | None, seat: int) -> Speaker:
    """The :class:`Speaker` for ``seat`` given the board's seat names ("You",
    "Partner", "Computer", "Computer 1"...): the reader for "You" or no names,
    "your partner", "the Computer", "Computer 2"."""
    if not names:
        return READER
    name = names[seat]
    if name == "You":
        return READER
    if name == "Partner":
        return Speaker("your partner")
    if name == "Computer":
        return Speaker("the Computer")
    return Speaker(name)


def team_words(names: Sequence[str] | None, seats: Sequence[int]) -> str:
    """A side of the table in words: "your side" (the reader's side, or no
    names), "the Computer" (a side of one), "the team of Computer 1 and
    Computer 2"."""
    if not names or any(names[s] == "You" for s in seats):
        return "your side" if len(seats) == 1 else "your team"
    who = [speaker(names, s).subject for s in seats]
    if len(who) == 1:
        return who[0]
    return f"the team of {join_and(who)}"


# ---------------------------------------------------------------------------
# Actions in words: one phrase, every form a sentence needs

# Verbs whose past or -ing form the rules below do not give.
_VERB_FORMS = {"take": ("took", "taking"), "keep": ("kept", "keeping"), "deal": ("dealt", "dealing"),
               "stop": ("stopped", "stopping"), "put": ("put", "putting"), "draw": ("drew", "drawing"),
               "lead": ("led", "leading"), "throw": ("threw", "throwing"), "give": ("gave", "giving"),
               "hold": ("held", "holding"), "win": ("won", "winning"), "set": ("set", "setting")}


def past_of(verb: str) -> str:
    """The past of an English verb: "play" -> "played", "trade" -> "traded", "take" -> "took"."""
    if verb in _VERB_FORMS:
        return _VERB_FORMS[verb][0]
    if verb.endswith("e"):
        return verb + "d"
    if verb.endswith("y") and verb[-2:-1] not in ("a", "e", "o", "u"):
        return verb[:-1] + "ied"
    return verb + "ed"


def gerund_of(verb: str) -> str:
    """The -ing form of an English verb: "play" -> "playing", "trade" -> "trading", "stop" -> "stopping"."""
    if verb in _VERB_FORMS:
        return _VERB_FORMS[verb][1]
    if verb.endswith("e") and not verb.endswith(("ee", "ye", "oe")):
        return verb[:-1] + "ing"
    return verb + "ing"


def definite(words: str, unique: bool = True) -> str:
    """A card's words with "the" when it is the one card meant (``unique``):
    "a Pine chaff" -> "the Pine chaff"; left as it is otherwise."""
    if unique:
        for a in ("a ", "an "):
            if words.startswith(a):
                return "the " + words[len(a):]
    return words


class ActionPhrase:
    """An action in words, built by a game's presenter from its verb and
    what follows (``ActionPhrase("play", "the Curtain", "onto the Moon")``),
    with every form a sentence needs:

    - :attr:`imperative`: "play the Curtain onto the Moon" (a hint, a step to take);
    - :attr:`gerund`: "playing the Curtain onto the Moon" (a noun: the subject
      of a sentence, "Playing the Curtain ends the round…");
    - :attr:`infinitive`: "to play the Curtain onto the Moon";
    - :meth:`past`: "you played the Curtain onto the Moon" (what a player did);
    - :attr:`thing`: the card the action moves, "the Curtain" ("" for an
      action without one, such as stopping).

    :meth:`then` chains phrases ("play the Curtain, then take the Moon…").
    A phrase is immutable; it has no plain text of its own (``str()`` of it
    is not a sentence): a text picks the form it needs."""

    __slots__ = ("_parts",)

    def __init__(self, verb: str, thing: str = "", rest: str = ""):
        if not verb or " " in verb:
            raise ValueError(f"a phrase starts with one verb, not {verb!r}")
        object.__setattr__(self, "_parts", ((verb, thing, rest),))

    def __setattr__(self, name, value):
        raise AttributeError("an ActionPhrase cannot be changed")

    @classmethod
    def _of(cls, parts) -> "ActionPhrase":
        out = object.__new__(cls)
        object.__setattr__(out, "_parts", tuple(parts))
        return out

    def then(self, *others: "ActionPhrase") -> "ActionPhrase":
        """This phrase followed by ``others`` ("discard the Crane, then discard the Curtain")."""
        parts = list(self._parts)
        for o in others:
            parts.extend(o._parts)
        return ActionPhrase._of(parts)

    @staticmethod
    def _words(*items: str) -> str:
        return " ".join(x for x in items if x)

    def _each(self, verb_form) -> list[str]:
        return [self._words(verb_form(v), t, r) for v, t, r in self._parts]

    @property
    def verb(self) -> str:
        """The first verb, as in the imperative ("play")."""
        return self._parts[0][0]

    @property
    def thing(self) -> str:
        """The card (or cards) the first action moves: "the Curtain" ("" when none)."""
        return self._parts[0][1]

    @property
    def imperative(self) -> str:
        return ", then ".join(self._each(lambda v: v))

    @property
    def gerund(self) -> str:
        return ", then ".join(self._each(gerund_of))

    @property
    def infinitive(self) -> str:
        return "to " + self.imperative

    def past(self, who: "Speaker | None" = None) -> str:
        """What ``who`` (default: the reader) did: "you played the Curtain", "the Computer stopped"."""
        who = READER if who is None else who
        return f"{who.subject} " + ", then ".join(self._each(past_of))

    def __eq__(self, other) -> bool:
        return isinstance(other, ActionPhrase) and other._parts == self._parts

    def __hash__(self) -> int:
        return hash(self._parts)

    def __repr__(self) -> str:
        return f"ActionPhrase({self._parts!r})"
