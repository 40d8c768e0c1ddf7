"""Palauan Hanahuda: the engine for two, three or four players (four: two teams).

A capture game of the hana-awase family, built on
:mod:`hanafuda_core.families.capture`, with Palau's own card classes and
yaku.  Sources (see ``docs/games/hanahuda.md``): the rules text
``palauan-hanahuda.txt`` (an incomplete copy of Fuda Wiki's "Hanahuda"
page), Fuda Wiki's current page for the exclusions that copy lost, and John
Bent's first-hand "Palauan Hanahuda" page (tekinged.com) for the
compositions, the deal and the customs.

Rules in brief:

* **Card classes** differ from the Japanese deck: 6 brights (*okeiim*, "fifty":
  the five brights and the Bush Warbler), 9 animals (*teruich*, "ten": the
  other animals and the yellow Paulownia chaff), 10 ribbons (*tang*) and 23
  chaff (*kas*).
* **The deal.**  The player to the dealer's right (the cutter) chooses
  whether the field or the players get their cards first (``field-first`` /
  ``players-first``).  2 players: 10 cards each and 10 on the field; 3: 9 and
  9; 4: 8 and 8.  Four of a month on the field: the deal is void, the cards
  are shuffled again and the cutter chooses again.
* **Chitsiobiki.**  Before the first card, each player holding three cards
  of a month (in turn, from the dealer) may trade one of them for the top
  card of the draw pile (``trade>CARD``) or keep the hand (``keep``).  The
  three are shown to everyone; the card given up goes to the bottom of the pile.
* **A turn** (the dealer first, then counter-clockwise): play a hand card
  (it must capture a field card of its month when one is there; with two,
  name the target: ``3R>3C1``), then the top card of the draw pile is turned
  up and played the same way (``draw>CARD`` when it matches two).  The pile
  runs out before the hands: then (option ``empty_pile``) the remaining turns
  are hand cards only, or the round ends.
* **Stop-yaku.**  A turn that completes Six Brights or Seven Ribbons lets
  the player ``stop`` (only that yaku scores, nobody else scores, the
  stopper deals next) or ``continue``.
* **Scoring** at the end: every side scores its yaku (all the brights yaku
  exclusive with each other, the viewing yaku exclusive with each other,
  everything else stacks); if nobody holds a yaku, the card points (brights
  50, animals 10) count (option ``fallback``).  Scores add up to the target
  (5000); the lowest scorer of the round deals next.
* **Teams** (four players): partners sit opposite (seats 1 and 3, 2 and 4),
  share one capture pile and one score.

Seats are 0..n-1 in the API, counter-clockwise; texts for people say
"player 1" ... .  Sides (capture piles) are the seats, or the two teams.

Position notation (:meth:`HanahudaPosition.to_text`), twelve fields
separated by ``;``::

    hands (one per seat, separated by |); field; pile; captured (one per
    side, |); turn; phase; dealer; played on; traded; round; scores; options

``pile`` is the face-down pile bottom to top (its last card is turned up
next); in the ``cut`` phase it is the whole shuffled deck, its last card
dealt first.  ``phase`` is ``cut``, ``trade``, ``play``, ``draw CARD`` (the
card turned up waits for its target), ``decide`` or ``stop``.  ``played on``
lists the stop-yaku a side chose to play on after (``-`` or ``2:six-brights``
...); ``traded`` the seats that have made their trade decision (``-`` outside
the ``trade`` phase); ``scores`` one number per seat, ``a-b-c``; ``options``
the options text (``-`` for the defaults).
"""

from __future__ import annotations

from ...words import speaker, team_words, with_article

from ...words import with_article

from dataclasses import dataclass, field, fields
from typing import Iterable, Sequence

from ...cardset import bits as _bits, index as _index, mask as _mask, to_list as _to_list
from ...cardset import to_mask as ha_mask
from ...deck import BY_KEY, CARDS, FLOWERS, Kind
from ...families import capture as ha
from ...families.capture import MONTH_BITS
from ...game import IllegalActionError, Match as _Match, MatchOutcome, Outcome, Position, PositionError
from ...game import walk_turns
from ...notation import NotationError, format_cards, is_number_text, parse_card, parse_cards
from ...options import OptionSet
from ...rng import Rng

__all__ = [
    "BRIGHTS", "ANIMALS", "RIBBONS", "CHAFF", "CLASSES", "CardClass", "class_of", "card_words",
    "HAND_SIZE", "Yaku", "YAKU_CATALOG", "STOP_YAKU", "HanahudaOptions", "OPTION_INFO", "active_yaku",
    "yaku_of", "score_of", "card_points", "Action", "RoundOutcome", "HanahudaPosition",
    "HanahudaMatch", "choose_action", "random_action", "explain_move", "decision_words", "turn_sequences",
    "side_of", "sides_of",
    "IllegalActionError", "PositionError",
]


def _bit(key: str) -> int:
    return 1 << BY_KEY[key].index


# ---------------------------------------------------------------------------
# Card classes

WARBLER = _bit("bush-warbler")
YELLOW_CHAFF = _bit("yellow-chaff")
CRANE, CURTAIN, MOON, RAIN_MAN, PHOENIX = (_bit(k) for k in ("crane", "curtain", "moon", "rain-man", "phoenix"))
SAKE_CUP = _bit("sake-cup")


def _where(pred) -> int:
    return _mask(c.index for c in CARDS if pred(c))


BRIGHTS = _where(lambda c: c.kind is Kind.BRIGHT) | WARBLER
"""The six brights (okeiim): the five Japanese brights and the Bush Warbler."""
ANIMALS = (_where(lambda c: c.kind is Kind.ANIMAL) & ~WARBLER) | YELLOW_CHAFF
"""The nine animals (teruich): the other animals and the yellow Paulownia chaff."""
RIBBONS = _where(lambda c: c.kind is Kind.RIBBON)
"""The ten ribbons (tang), the Willow ribbon included."""
CHAFF = ((1 << 48) - 1) & ~BRIGHTS & ~ANIMALS & ~RIBBONS
"""The 23 chaff cards (kas)."""


@dataclass(frozen=True)
class CardClass:
    """A card class of the Palauan deck: key, English and Palauan names, the
    Palauan name's meaning, its cards and its card points (for the no-yaku count)."""

    key: str
    name: str
    plural: str
    palauan: str
    meaning: str
    cards: int
    points: int


CLASSES: tuple[CardClass, ...] = (
    CardClass("bright", "bright", "brights", "okeiim", "fifty", BRIGHTS, 50),
    CardClass("animal", "animal", "animals", "teruich", "ten", ANIMALS, 10),
    CardClass("ribbon", "ribbon", "ribbons", "tang", "ribbon", RIBBONS, 0),
    CardClass("chaff", "chaff", "chaff", "kas", "trash", CHAFF, 0),
)
_CLASS_INDEX = tuple(next(i for i, k in enumerate(CLASSES) if k.cards >> c & 1) for c in range(48))


def class_of(card: int) -> CardClass:
    """The Palauan class of a card index."""
    return CLASSES[_CLASS_INDEX[card]]


def dealer_draw_rank(card) -> int:
    """A card's rank within its month in the dealer draw (higher wins): its
    Palauan class, brights first, then animals, ribbons and chaff."""
    return len(CLASSES) - _CLASS_INDEX[card.index]


def card_words(c: int) -> str:
    """A card for a learner, without notation: "the Moon (August bright)",
    "the Pine poetry ribbon (January)", "a Pine chaff (January)"."""
    card = CARDS[c]
    month = FLOWERS[card.month - 1].month_name
    k = class_of(c)
    if c == YELLOW_CHAFF.bit_length() - 1:
        return f"the yellow Paulownia chaff ({month} {k.name})"
    if card.kind is Kind.CHAFF and card.key is None:
        return f"{chaff_words(c)} ({month})"
    name = card.name
    if k.key in name.lower():
        return f"the {name} ({month})"
    return f"the {name} ({month} {k.name})"


def chaff_words(c: int) -> str:
    """A plain chaff card with its article: "a Pine chaff", "an Iris chaff"."""
    name = CARDS[c].name.rstrip(" 0123456789")
    return with_article(name)


def month_words(month: int) -> str:
    f = FLOWERS[month - 1]
    return f"{f.month_name} ({f.english})"


def _cards_words(cards: Iterable[int]) -> str:
    parts: list[str] = []
    for c in cards:
        w = card_words(c)
        if parts and parts[-1] == w and w.startswith(("a ", "an ")):  # two plain chaff of one month
            parts[-1] = "two " + w.split(" ", 1)[1].replace(" chaff (", " chaff cards (")
        else:
            parts.append(w)
    if len(parts) <= 1:
        return "".join(parts) or "nothing"
    return ", ".join(parts[:-1]) + " and " + parts[-1]


HAND_SIZE = {2: 10, 3: 9, 4: 8}
"""Cards dealt to each hand, and to the field, by the number of players."""


def pile_size(seats: int) -> int:
    return 48 - HAND_SIZE[seats] * (seats + 1)


def side_of(seat: int, seats: int) -> int:
    """The capture pile (side) of a seat: the seat itself, or its team (4 players)."""
    return seat % 2 if seats == 4 else seat


def sides_of(seats: int) -> int:
    return 2 if seats == 4 else seats


def side_seats(side: int, seats: int) -> tuple[int, ...]:
    return (side, side + 2) if seats == 4 else (side,)


# ---------------------------------------------------------------------------
# Options

_EMPTY = ("hand-only", "end-round")
_FALLBACK = ("card-points", "none")
_ANIMALS = ("nine", "with-warbler")
_TEAM_DEALER = ("next", "stay")
_DEALER_DRAW = ("classes", "points")


@dataclass(frozen=True)
class HanahudaOptions(OptionSet):
    """The rule options; ``docs/games/hanahuda.md`` ("Rule notes") explains each."""

    target: int = field(default=5000, metadata={
        "code": "target", "choices": (5000, 3000, 10000), "range": (100, 99999),
        "label": "Points to win",
        "choice_labels": {5000: "5000 (the usual target)", 3000: "3000 (a shorter match)",
                          10000: "10000 (a long match)"},
        "doc": "The match ends when a player or team reaches this score."})
    ribbon_points: int = field(default=0, metadata={
        "code": "ribbons", "choices": (0, 5), "range": (0, 50), "label": "Ribbons in the card count",
        "choice_labels": {0: "Worth nothing", 5: "Worth 5 each"},
        "doc": "What a ribbon is worth when nobody made a yaku and the card points decide "
               "(some players count 5)."})
    plum_four: bool = field(default=False, metadata={
        "code": "plum-four", "label": "Plum with Pine, Paulownia, Baldy (400)",
        "doc": "Play the 400-point yaku of the Bush Warbler, the Crane, the Phoenix and the Moon "
               "(a regional variant)."})
    nine_animals: str = field(default="nine", metadata={
        "code": "animals", "choices": _ANIMALS, "label": "The animals yaku",
        "choice_labels": {"nine": "Nine Animals, 10000", "with-warbler": "With the Bush Warbler, 5000"},
        "doc": "Nine Animals needs the nine animals and is worth 10000, or (some players) the nine "
               "animals and the Bush Warbler, worth 5000."})
    fallback: str = field(default="card-points", metadata={
        "code": "no-yaku", "choices": _FALLBACK, "label": "When nobody made a yaku",
        "choice_labels": {"card-points": "Card points count", "none": "Nobody scores"},
        "doc": "A round without any yaku scores the card points (brights 50, animals 10), or nothing."})
    empty_pile: str = field(default="hand-only", metadata={
        "code": "empty-pile", "choices": _EMPTY, "label": "When the draw pile runs out",
        "choice_labels": {"hand-only": "Play on with hand cards only", "end-round": "The round ends"},
        "doc": "The draw pile runs out before the hands: play the remaining hand cards without "
               "drawing, or end the round there."})
    team_dealer: str = field(default="next", metadata={
        "code": "team-dealer", "choices": _TEAM_DEALER, "label": "Which partner deals (4 players)",
        "choice_labels": {"next": "The deal moves on", "stay": "The dealer keeps it"},
        "doc": "With four players the losing team deals: the next of its players to the dealer's "
               "right, or the same dealer again when the dealer's team lost."})
    dealer_draw: str = field(default="classes", metadata={
        "code": "dealer-draw", "choices": _DEALER_DRAW, "label": "Dealer draw: two cards of one month",
        "choice_labels": {"classes": "The higher Palauan class wins",
                          "points": "The higher Japanese points win (matches saved before)"},
        "doc": "In the draw for the first dealer, between two cards of the same month the higher-ranked "
               "card wins: ranked by Palauan Hanahuda's own classes (the source), or by the Japanese "
               "points, as this site drew before (kept so that those matches replay)."})

    def __post_init__(self):
        for f in fields(self):
            v = getattr(self, f.name)
            if f.type in (bool, "bool"):
                if not isinstance(v, bool):
                    raise ValueError(f"{f.name} must be True or False, got {v!r}")
            elif f.type in (int, "int"):
                lo, hi = f.metadata["range"]
                if isinstance(v, bool) or not isinstance(v, int) or not lo <= v <= hi:
                    raise ValueError(f"{f.name} must be a whole number from {lo} to {hi}, got {v!r}")
            elif v not in f.metadata["choices"]:
                raise ValueError(f"{f.name} must be one of {', '.join(f.metadata['choices'])}, got {v!r}")

    def words(self) -> list[str]:
        """The options that differ from the defaults, in words."""
        out = []
        for f in fields(self):
            v = getattr(self, f.name)
            if v != f.default:
                labels = f.metadata.get("choice_labels", {})
                shown = labels.get(v, "yes" if v is True else "no" if v is False else str(v))
                out.append(f"{f.metadata['label']}: {shown}")
        return out


OPTION_INFO: list[dict] = HanahudaOptions.describe()
DEFAULT_OPTIONS = HanahudaOptions()

# ---------------------------------------------------------------------------
# Yaku as data


@dataclass(frozen=True)
class Yaku:
    """A scoring combination (*yak*): held when the captured cards include at
    least ``need`` of ``cards``.  Of the held yaku sharing a ``group`` only
    the most valuable counts; the others stack.  ``stop``: completing it lets
    the player stop the round.  ``option``: played only when that option
    allows it (see :func:`active_yaku`)."""

    key: str
    name: str
    palauan: str
    points: int
    cards: int
    need: int
    group: str | None = None
    stop: bool = False
    option: str | None = None
    note: str = ""

    def held(self, captured: int) -> bool:
        return (captured & self.cards).bit_count() >= self.need

    @property
    def all_needed(self) -> bool:
        return self.need == self.cards.bit_count()

    def to_dict(self) -> dict:
        return {"key": self.key, "name": self.name, "palauan": self.palauan, "points": self.points,
                "cards": format_cards(_bits(self.cards)).split(), "need": self.need, "group": self.group,
                "stop": self.stop, "option": self.option}


_B, _V = "brights", "viewing"

YAKU_CATALOG: tuple[Yaku, ...] = (
    Yaku("six-brights", "Six Brights", "arasi", 1000, BRIGHTS, 6, _B, stop=True),
    Yaku("five-brights", "Five Brights", "kokok", 700, BRIGHTS & ~WARBLER, 5, _B,
         note="without the Plum (the Bush Warbler)"),
    Yaku("four-brights", "Four Brights", "skok", 500, CRANE | CURTAIN | MOON | PHOENIX, 4, _B,
         note="without the Plum and the Rain Man"),
    Yaku("plum-pine-paulownia-baldy", "Plum with Pine, Paulownia, Baldy", "chume mats kiri bo", 400,
         WARBLER | CRANE | PHOENIX | MOON, 4, _B, option="plum_four"),
    Yaku("pine-paulownia-baldy", "Pine, Paulownia, Baldy", "mats kiri bo", 300, CRANE | PHOENIX | MOON, 3, _B),
    Yaku("plum-pine-cherry", "Plum, Pine, Cherry", "chume mats sakura", 300, WARBLER | CRANE | CURTAIN, 3, _B),
    Yaku("drinking", "Drinking", "teppo", 300, CURTAIN | MOON | SAKE_CUP, 3, _V,
         note="the two viewing yaku together"),
    Yaku("flower-viewing", "Flower Viewing with Sake", "ippai", 150, CURTAIN | SAKE_CUP, 2, _V),
    Yaku("moon-viewing", "Moon Viewing with Sake", "ippai", 150, MOON | SAKE_CUP, 2, _V),
    Yaku("nine-animals", "Nine Animals", "toyak", 10000, ANIMALS, 9, option="nine"),
    Yaku("nine-animals-warbler", "Nine Animals with the Warbler", "toyak", 5000, ANIMALS | WARBLER, 10,
         option="with-warbler"),
    Yaku("seven-ribbons", "Seven Ribbons", "nanatang", 700, RIBBONS, 7, stop=True,
         note="any seven of the ten ribbons"),
    Yaku("boar-deer-butterflies", "Boar, Deer, Butterflies", "inoskasio", 300,
         _bit("boar") | _bit("deer") | _bit("butterflies"), 3),
    Yaku("three-willows", "Three Willows", "nisoro", 200, RAIN_MAN | _bit("swallow") | _bit("willow-ribbon"), 3,
         note="the Lightning does not count"),
    Yaku("poetry-ribbons", "Poetry Ribbons", "kodangko", 150, _where(lambda c: c.ribbon is not None
                                                                      and c.ribbon.value == "poetry"), 3),
    Yaku("blue-ribbons", "Blue Ribbons", "chauotang", 150, _where(lambda c: c.ribbon is not None
                                                                   and c.ribbon.value == "blue"), 3),
    Yaku("grass-ribbons", "Grass Ribbons", "ksaiak", 100, _where(lambda c: c.ribbon is not None
                                                                  and c.ribbon.value == "plain"), 3,
         note="the Willow ribbon does not count"),
)
YAKU_BY_KEY: dict[str, Yaku] = {y.key: y for y in YAKU_CATALOG}
STOP_YAKU: tuple[Yaku, ...] = tuple(y for y in YAKU_CATALOG if y.stop)
_STOP_BIT = {y.key: 1 << i for i, y in enumerate(STOP_YAKU)}

_ACTIVE: dict[HanahudaOptions, tuple[Yaku, ...]] = {}


def active_yaku(options: HanahudaOptions = DEFAULT_OPTIONS) -> tuple[Yaku, ...]:
    """The yaku played under ``options`` (the optional ones as the options say)."""
    got = _ACTIVE.get(options)
    if got is None:
        got = tuple(y for y in YAKU_CATALOG if y.option is None
                    or (y.option == "plum_four" and options.plum_four)
                    or y.option == options.nine_animals)
        if len(_ACTIVE) < 64:
            _ACTIVE[options] = got
    return got


_RELEVANT = BRIGHTS | ANIMALS | RIBBONS
_YAKU_CACHE: dict[tuple, tuple] = {}


def yaku_of(captured: int, options: HanahudaOptions = DEFAULT_OPTIONS) -> tuple[tuple[Yaku, int], ...]:
    """The yaku held with ``captured`` (a bit set), exclusions applied: ``((yaku, points), ...)``."""
    key = (captured & _RELEVANT, options)
    got = _YAKU_CACHE.get(key)
    if got is None:
        held = [(y, y.points) for y in active_yaku(options) if (captured & y.cards).bit_count() >= y.need]
        if len(held) > 1:
            held = ha.best_exclusive(held, lambda h: h[0].group, lambda h: h[1])
        got = tuple(held)
        if len(_YAKU_CACHE) > 50_000:
            _YAKU_CACHE.clear()
        _YAKU_CACHE[key] = got
    return got


def score_of(captured: int, options: HanahudaOptions = DEFAULT_OPTIONS) -> int:
    """The yaku points of ``captured``."""
    return sum(p for _, p in yaku_of(captured, options))


def card_points(captured: int, options: HanahudaOptions = DEFAULT_OPTIONS) -> int:
    """The card points of ``captured``: brights 50, animals 10, ribbons 0 (or the option's value)."""
    return ((captured & BRIGHTS).bit_count() * 50 + (captured & ANIMALS).bit_count() * 10
            + (captured & RIBBONS).bit_count() * options.ribbon_points)


def stop_yaku_held(captured: int) -> int:
    """Bits of the stop-yaku held (bit 0 Six Brights, bit 1 Seven Ribbons)."""
    out = 0
    for y in STOP_YAKU:
        if (captured & y.cards).bit_count() >= y.need:
            out |= _STOP_BIT[y.key]
    return out


def _stop_names(bits_: int) -> list[Yaku]:
    return [y for y in STOP_YAKU if bits_ & _STOP_BIT[y.key]]


# ---------------------------------------------------------------------------
# Actions


class Action(ha.CaptureAction):
    """One action.  ``kind``: ``play`` (``card``, with ``target`` when it
    matches two field cards), ``draw`` (the target of the card turned up),
    ``trade`` (``card`` given up for the top of the pile), ``keep``, ``stop``,
    ``continue``, ``field-first`` or ``players-first``.  Texts: ``3R``,
    ``3R>3C1``, ``draw>8A``, ``trade>9C1``, ``keep``, ``stop``, ``continue``,
    ``field-first``, ``players-first``."""

    __slots__ = ()

    @staticmethod
    def parse(text: "str | Action") -> "Action":
        if isinstance(text, Action):
            return text
        if not isinstance(text, str):
            raise NotationError("an action is a text")
        t = text.strip()
        low = t.lower()
        if low in _WORDS:
            return _WORDS[low]
        head, sep, tail = t.partition(">")
        h = head.strip().lower()
        try:
            if h == "draw":
                return _DRAW_ANY if not sep else _DRAW[parse_card(tail).index]
            if h == "trade":
                return _TRADE_ANY if not sep else _TRADE[parse_card(tail).index]
            card = parse_card(head).index
            if not sep:
                return _PLAY[card]
            return _play_target(card, parse_card(tail).index)
        except NotationError:
            raise NotationError("That is not a move of this game: play a card from your hand, "
                                "or use one of the buttons.") from None


_TABLE = ha.PlayTable(Action)
_PLAY = _TABLE.play
_DRAW = _TABLE.draw
_DRAW_ANY = _TABLE.draw_any
_play_target = _TABLE.play_target
_TRADE = tuple(Action("trade", c) for c in range(48))
_TRADE_ANY = Action("trade")

STOP = Action("stop")
CONTINUE = Action("continue")
KEEP = Action("keep")
FIELD_FIRST = Action("field-first")
PLAYERS_FIRST = Action("players-first")
_WORDS = {"stop": STOP, "continue": CONTINUE, "keep": KEEP, "field-first": FIELD_FIRST,
          "players-first": PLAYERS_FIRST}

# ---------------------------------------------------------------------------
# Outcome


@dataclass(frozen=True)
class RoundOutcome(ha.CaptureOutcome):
    """The end of a round.

    ``reason``: ``stop`` (a player stopped on a stop-yaku), ``yaku`` (the
    cards were played and the yaku scored), ``card-points`` (nobody made a
    yaku; the card points scored) or ``no-yaku`` (nobody made a yaku and
    nobody scores).  ``points``/``scores`` are per seat (partners alike);
    ``side_points`` and ``side_yaku`` per side; ``stopper`` the seat that
    stopped; ``next_dealer`` who deals the next round.
    """

    reason: str
    points: tuple[int, ...]
    scores: tuple[int, ...]
    side_points: tuple[int, ...]
    side_yaku: tuple[tuple[tuple[str, str, int], ...], ...]
    side_cards: tuple[tuple[int, int, int], ...]  # brights, animals, ribbons per side
    stopper: int | None
    next_dealer: int
    target: int
    seats: int
    ribbon_points: int = 0

    @property
    def winners(self) -> tuple[int, ...]:
        best = max(self.points)
        if best <= 0:
            return ()
        return tuple(p for p, x in enumerate(self.points) if x == best)

    @property
    def match_over(self) -> bool:
        return max(self.scores) >= self.target

    def side_words(self, side: int) -> str:
        return " and ".join(f"player {p + 1}" for p in side_seats(side, self.seats))

    def _side_label(self, side: int) -> str:
        text = self.side_words(side)
        return text[0].upper() + text[1:]

    def explain(self) -> str:
        n = len(self.side_points)
        parts: list[str] = []
        if self.reason == "stop":
            side = side_of(self.stopper, self.seats)
            ys = " and ".join(f"{name} ({pts})" for _, name, pts in self.side_yaku[side])
            parts.append(f"Player {self.stopper + 1} stopped the round on {ys}: only that counts, "
                         f"{self.side_words(side)} {'score' if self.seats == 4 else 'scores'} "
                         f"{self.side_points[side]} and nobody else scores.")
        elif self.reason == "yaku":
            for s in range(n):
                ys = self.side_yaku[s]
                if ys:
                    total = " + ".join(f"{name} {pts}" for _, name, pts in ys)
                    if len(ys) > 1:
                        total += f" = {self.side_points[s]}"
                    parts.append(f"{self._side_label(s)}: {total}.")
                else:
                    parts.append(f"{self._side_label(s)}: no yaku, 0.")
        else:
            if self.reason == "card-points":
                rib = f", ribbons {self.ribbon_points}" if self.ribbon_points else ""
                parts.append(f"Nobody made a yaku, so the card points count (brights 50, animals 10{rib}).")
                for s in range(n):
                    b, a, r = self.side_cards[s]
                    what = [f"{b} bright{'s' if b != 1 else ''}", f"{a} animal{'s' if a != 1 else ''}"]
                    if self.ribbon_points:
                        what.append(f"{r} ribbon{'s' if r != 1 else ''}")
                    parts.append(f"{self._side_label(s)}: {', '.join(what)}, {self.side_points[s]}.")
            else:
                parts.append("Nobody made a yaku: the round is a draw and nobody scores.")
        why = "the stopper deals" if self.reason == "stop" else "the lowest score of the round deals"
        parts.append(f"Next dealer: player {self.next_dealer + 1} ({why}).")
        return " ".join(parts)

    def to_dict(self) -> dict:
        return {**self.common_dict(), "side_points": list(self.side_points),
                "side_yaku": [[{"key": k, "name": nm, "points": p} for k, nm, p in ys] for ys in self.side_yaku],
                "stopper": self.stopper}


# ---------------------------------------------------------------------------
# The position

_CUT, _TRADE_PH, _PLAY_PH, _DRAW_PH, _DECIDE, _STOP_PH = range(6)
_PHASES = ("cut", "trade", "play", "draw", "decide", "stop")
# The fields of the position text, in order, with what each holds (the rules page's table).
POSITION_FIELDS = (
    ("hands", "the players' hands in card notation, player 1 first, separated by `|`: two, three or four hands"),
    ("field", "the cards face up on the table"),
    ("pile", "the draw pile, bottom to top: its last card is turned up next (in the `cut` phase, the whole "
             "shuffled deck, its last card dealt first)"),
    ("captured piles", "the cards each side has captured, separated by `|`: one pile per player, or per team "
                       "of two in the four-player game"),
    ("turn", "whose turn it is: a player from `1` to the number of players"),
    ("phase", "`cut` (the cutter chooses where the dealer deals first), `trade` (players with three cards of a "
              "month decide whether to trade one), `play` (play a card from the hand), `draw 8C1` (the card "
              "turned up, here 8C1, waits for the field card it takes), `decide` (stop or play on after Six "
              "Brights or Seven Ribbons) or `stop` (the round was stopped)"),
    ("dealer", "who dealt this round"),
    ("played on", "the stop yaku each side has chosen to play on after, as `SIDE:YAKU` entries separated by "
                  "spaces (`1:six-brights`); `-` if none"),
    ("traded", "the players who have made their trade decision, separated by spaces; `-` outside the `trade` "
               "phase"),
    ("round", "the round being played: `1`, `2`, …"),
    ("scores", "the match score before this round, one number per player, player 1 first: `a-b-c`"),
    ("options", "the rule options that differ from the defaults, written as in the rule options table and "
                "separated by commas; `-` if none"),
)
_FIELDS = tuple(name for name, _ in POSITION_FIELDS)


def _triples(hand: int) -> list[int]:
    """Months (1..12) with three or more cards in ``hand``."""
    return [m + 1 for m, k in enumerate(ha.month_counts(hand)) if k >= 3]


class HanahudaPosition(Position):
    """A round in progress (or over).  See the module notes for the rules and the notation."""

    illegal_error = IllegalActionError

    __slots__ = ("seats", "hands", "field", "draw", "captured", "turn", "phase", "pending", "dealer",
                 "declined", "decided", "round_no", "scores", "options", "redeals", "_stack", "_out")

    def __init__(self, seats: int, hands, field, draw, captured, turn: int, phase: str = "play",
                 pending=None, dealer: int = 0, declined=None, decided=(), round_no: int = 1,
                 scores=None, options: HanahudaOptions = DEFAULT_OPTIONS, validate: bool = True):
        if seats not in HAND_SIZE:
            raise PositionError(f"Palauan Hanahuda is played by 2, 3 or 4 players, not {seats!r}")
        self.seats = seats
        n_sides = sides_of(seats)
        try:
            self.hands = [ha_mask(h) for h in hands]
            self.field = ha_mask(field)
            self.draw = _to_list(draw)
            self.captured = [ha_mask(c) for c in captured]
            self.pending = None if pending is None else _index(pending)
        except (NotationError, ValueError) as e:
            raise PositionError(str(e)) from None
        if len(self.hands) != seats:
            raise PositionError(f"give one hand per player: {seats} hands, not {len(self.hands)}")
        if len(self.captured) != n_sides:
            raise PositionError(f"give one captured pile per {'team' if seats == 4 else 'player'}: "
                                f"{n_sides}, not {len(self.captured)}")
        if phase not in _PHASES:
            raise PositionError(f"the phase is one of {', '.join(_PHASES)}, not {phase!r}")
        self.phase = _PHASES.index(phase)
        self.turn = turn
        self.dealer = dealer
        self.declined = list(declined) if declined is not None else [0] * n_sides
        self.decided = _mask(decided) if not isinstance(decided, int) else decided
        self.round_no = round_no
        self.scores = tuple(scores) if scores is not None else (0,) * seats
        self.options = options
        self.redeals = 0
        self._stack: list = []
        self._out = False
        if validate:
            self._validate()

    # -- construction --------------------------------------------------------

    @classmethod
    def new_round(cls, rng: Rng | int | str | None, dealer: int, seats: int, scores=None,
                  options: HanahudaOptions = DEFAULT_OPTIONS, round_no: int = 1) -> "HanahudaPosition":
        """A shuffled deck waiting for the cutter's choice (phase ``cut``)."""
        if not isinstance(rng, Rng):
            rng = Rng(rng)
        deck = ha.shuffled_deck(rng)
        n = sides_of(seats)
        return cls(seats, [0] * seats, 0, deck, [0] * n, (dealer + 1) % seats, "cut", dealer=dealer,
                   round_no=round_no, scores=scores, options=options, validate=False)

    def copy(self, stack: bool = True) -> "HanahudaPosition":
        pos = HanahudaPosition.__new__(HanahudaPosition)
        pos.seats = self.seats
        pos.hands = list(self.hands)
        pos.field = self.field
        pos.draw = list(self.draw)
        pos.captured = list(self.captured)
        pos.turn = self.turn
        pos.phase = self.phase
        pos.pending = self.pending
        pos.dealer = self.dealer
        pos.declined = list(self.declined)
        pos.decided = self.decided
        pos.round_no = self.round_no
        pos.scores = self.scores
        pos.options = self.options
        pos.redeals = self.redeals
        pos._stack = list(self._stack) if stack else []
        pos._out = self._out
        return pos

    __copy__ = copy

    def _key(self) -> tuple:
        return (self.seats, tuple(self.hands), self.field, tuple(self.draw), tuple(self.captured), self.turn,
                self.phase, self.pending, self.dealer, tuple(self.declined), self.decided, self.round_no,
                self.scores, self.options)

    def _read_action(self, action):
        return Action.parse(action) if isinstance(action, str) else action

    def _check_action(self, action):
        return self.normalize(action)

    # -- queries ---------------------------------------------------------------

    @property
    def phase_name(self) -> str:
        return _PHASES[self.phase]

    @property
    def n_sides(self) -> int:
        return len(self.captured)

    def side(self, seat: int) -> int:
        return side_of(seat, self.seats)

    @property
    def cutter(self) -> int:
        return (self.dealer + 1) % self.seats

    @property
    def hand_size(self) -> int:
        return HAND_SIZE[self.seats]

    def yaku(self, side: int) -> tuple[tuple[Yaku, int], ...]:
        return yaku_of(self.captured[side], self.options)

    def side_score(self, side: int) -> int:
        return score_of(self.captured[side], self.options)

    def stop_held(self, side: int) -> int:
        return stop_yaku_held(self.captured[side])

    def undecided_stop(self, side: int) -> list[Yaku]:
        """The stop-yaku ``side`` holds and has not yet played on after."""
        return _stop_names(self.stop_held(side) & ~self.declined[side])

    def stop_value(self, side: int) -> int:
        """What stopping now would score: the stop-yaku the side holds."""
        return sum(y.points for y in _stop_names(self.stop_held(side)))

    def trade_months(self, seat: int | None = None) -> list[int]:
        """The months ``seat`` may trade from (three or more in hand), in the trade phase."""
        p = self.turn if seat is None else seat
        return _triples(self.hands[p])

    def unseen(self, seat: int | None = None) -> int:
        """The cards ``seat`` cannot see: the other hands and the draw pile."""
        p = self.turn if seat is None else seat
        seen = self.hands[p] | self.field
        for c in self.captured:
            seen |= c
        if self.pending is not None:
            seen |= 1 << self.pending
        return ((1 << 48) - 1) & ~seen

    # -- the end of the round --------------------------------------------------

    def _over(self) -> bool:
        ph = self.phase
        if ph == _STOP_PH:
            return True
        if ph != _PLAY_PH:
            return False
        if not any(self.hands):
            return True
        return self.options.empty_pile == "end-round" and not self.draw

    def outcome(self) -> RoundOutcome | None:
        out = self._out
        if out is False:
            out = self._out = self._outcome() if self._over() else None
        return out

    def _outcome(self) -> RoundOutcome:
        n, seats, opts = self.n_sides, self.seats, self.options
        side_yaku = [self.yaku(s) for s in range(n)]
        cards = tuple(((c & BRIGHTS).bit_count(), (c & ANIMALS).bit_count(), (c & RIBBONS).bit_count())
                      for c in self.captured)
        stopper = None
        if self.phase == _STOP_PH:
            stopper = self.turn
            ss = self.side(stopper)
            held = _stop_names(self.stop_held(ss))
            side_yaku = [tuple((y, y.points) for y in held) if s == ss else () for s in range(n)]
            side_points = [sum(p for _, p in ys) for ys in side_yaku]
            reason = "stop"
        elif any(side_yaku):
            side_points = [sum(p for _, p in ys) for ys in side_yaku]
            reason = "yaku"
        elif opts.fallback == "card-points":
            side_points = [card_points(c, opts) for c in self.captured]
            reason = "card-points"
        else:
            side_points = [0] * n
            reason = "no-yaku"
        points = tuple(side_points[self.side(p)] for p in range(seats))
        scores = tuple(s + x for s, x in zip(self.scores, points))
        if stopper is not None:
            nd = stopper
        else:
            nd = self._lowest(side_points)
        return RoundOutcome(reason, points, scores, tuple(side_points),
                            tuple(tuple((y.key, y.name, p) for y, p in ys) for ys in side_yaku),
                            cards, stopper, nd, opts.target, seats, opts.ribbon_points)

    def _lowest(self, side_points: Sequence[int]) -> int:
        """Who deals next: the lowest scorer of the round (see the rule notes for ties and teams)."""
        low = min(side_points)
        seats = self.seats
        start = self.dealer
        if seats == 4 and self.options.team_dealer == "next":
            start = self.dealer + 1
        for k in range(seats):
            p = (start + k) % seats
            if side_points[self.side(p)] == low:
                return p
        return self.dealer  # pragma: no cover

    # -- legal actions -----------------------------------------------------------

    def legal_actions(self) -> list[Action]:
        ph = self.phase
        if ph == _PLAY_PH:
            if self._over():
                return []
            return _TABLE.hand_plays(self.hands[self.turn], self.field)
        if ph == _DRAW_PH:
            return [_DRAW[t] for t, _ in ha.capture_choices(self.pending, self.field)]
        if ph == _DECIDE:
            return [STOP, CONTINUE]
        if ph == _TRADE_PH:
            hand = self.hands[self.turn]
            out = []
            for m in _triples(hand):
                out += [_TRADE[c] for c in _bits(hand & ha.MONTH_BITS[(m - 1) * 4])]
            out.append(KEEP)
            return out
        if ph == _CUT:
            return [FIELD_FIRST, PLAYERS_FIRST]
        return []

    def normalize(self, action: "Action | str") -> Action:
        """The canonical action: a target named where there is no choice is dropped."""
        if isinstance(action, str):
            action = Action.parse(action)
        if action.kind == "play" and action.target is not None and self.phase == _PLAY_PH:
            m = self.field & MONTH_BITS[action.card]
            if m >> action.target & 1 and m.bit_count() != 2 and self.hands[self.turn] >> action.card & 1:
                return _PLAY[action.card]
        return action

    def explain_illegal(self, action) -> str | None:
        """None when ``action`` is legal, else why not, in words for the player to move."""
        if isinstance(action, str):
            try:
                action = Action.parse(action)
            except ValueError as e:
                return str(e)
        action = self.normalize(action)
        legal = self.legal_actions()
        if action in legal:
            return None
        out = self.outcome()
        if out is not None:
            return "The round is over: " + out.explain()
        ph, kind = self.phase, action.kind
        if ph == _CUT:
            return ("First the cards are dealt. You cut the deck, so you choose where the dealer "
                    "deals first: to the field or to the players.")
        if ph == _TRADE_PH:
            months = self.trade_months()
            mw = " and ".join(month_words(m) for m in months)
            if kind == "trade" and action.card is not None:
                c = action.card
                if not self.hands[self.turn] >> c & 1:
                    return f"You don't have {card_words(c)} in your hand."
                return (f"You may only trade a card of a month you hold three of ({mw}); "
                        f"{card_words(c)} is not one.")
            return (f"Before the first card is played: you hold three {mw} cards, so you may trade one of "
                    f"them for the top card of the draw pile (click it), or keep your hand.")
        if ph == _DECIDE:
            names = " and ".join(f"{y.name} ({y.points})" for y in self.undecided_stop(self.side(self.turn)))
            return (f"You completed {names}: first choose to stop the round (only that yaku scores, and "
                    f"nobody else scores) or to play on.")
        if kind in ("stop", "continue"):
            return "You can stop or play on only right after a turn that completes Six Brights or Seven Ribbons."
        if kind == "keep" or kind == "trade":
            return "Trading one of three cards of a month is only allowed before the first card of the round."
        if kind in ("field-first", "players-first"):
            return "The cards have already been dealt."
        if ph == _DRAW_PH:
            d = self.pending
            if kind == "play":
                return (f"You have already played a card this turn. The card turned up, {card_words(d)}, "
                        f"matches two field cards: click the one it captures.")
            return self._capture_reason(d, action.target, drawn=True) or "Choose what the card turned up captures."
        # play phase
        if kind == "draw":
            return ("Play a card from your hand first; then the top card of the draw pile is turned up "
                    "by itself.")
        c = action.card
        p = self.turn
        if not self.hands[p] >> c & 1:
            where = ""
            if self.field >> c & 1:
                where = " It is on the field."
            elif any(cap >> c & 1 for cap in self.captured):
                where = " It has been captured."
            return f"You don't have {card_words(c)} in your hand.{where}"
        return self._capture_reason(c, action.target) or "That is not a legal play."

    def _capture_reason(self, card: int, target: int | None, drawn: bool = False) -> str | None:
        fld = self.field
        same = fld & MONTH_BITS[card]
        the = "the card turned up, " + card_words(card) + "," if drawn else card_words(card)
        The = the[0].upper() + the[1:]
        month = month_words((card >> 2) + 1)
        if target is None:
            if same.bit_count() == 2:
                a, b = _bits(same)
                return (f"{The} matches two field cards of {month}, {card_words(a)} and {card_words(b)}: "
                        f"choose which one it captures.")
            return None
        if not fld >> target & 1:
            return f"{card_words(target)[0].upper() + card_words(target)[1:]} is not on the field."
        if not same >> target & 1:
            if same:
                return (f"{The} cannot capture {card_words(target)}: a card only captures a field card of "
                        f"its own month, {month}, here {_cards_words(_bits(same))}.")
            return (f"{The} cannot capture {card_words(target)}: a card only captures a field card of its "
                    f"own month, and no {month} card is on the field, so it joins the field.")
        return None

    # -- making moves --------------------------------------------------------------

    def _push(self, action: Action) -> None:
        p = self.turn
        kind = action.kind
        entry = [action, p, tuple(self.hands), self.field, tuple(self.captured), self.phase, self.pending,
                 tuple(self.declined), self.decided, self.turn, None, 0, None, 0, self.redeals]
        # entry[10]: the draw pile before (for cut/trade), [11] taken by the card played,
        # [12] the card turned up, [13] taken by it
        self._out = False
        if kind == "play":
            c = action.card
            s = self.side(p)
            self.hands[p] ^= 1 << c
            fld = self.field
            taken = fld & MONTH_BITS[c]
            if action.target is not None and taken.bit_count() == 2:
                taken = 1 << action.target
            if taken:
                fld &= ~taken
                self.captured[s] |= taken | (1 << c)
            else:
                fld |= 1 << c
            entry[11] = taken
            self._stack.append(entry)
            if not self.draw:  # the pile has run out: a hand card only
                self.field = fld
                self._end_turn(p)
                return
            d = self.draw.pop()
            entry[12] = d
            m = fld & MONTH_BITS[d]
            if m.bit_count() == 2:
                self.field = fld
                self.phase = _DRAW_PH
                self.pending = d
                return
            if m:
                self.field = fld & ~m
                self.captured[s] |= m | (1 << d)
            else:
                self.field = fld | (1 << d)
            entry[13] = m
            self._end_turn(p)
            return
        if kind == "draw":
            d = self.pending
            taken = 1 << action.target
            self.field &= ~taken
            self.captured[self.side(p)] |= taken | (1 << d)
            self.pending = None
            entry[13] = taken
            self._stack.append(entry)
            self._end_turn(p)
            return
        self._stack.append(entry)
        if kind == "stop":
            self.phase = _STOP_PH
        elif kind == "continue":
            s = self.side(p)
            self.declined[s] |= self.stop_held(s)
            self._next_turn(p)
        elif kind == "trade":
            entry[10] = tuple(self.draw)
            c = action.card
            top = self.draw.pop()
            self.draw.insert(0, c)
            self.hands[p] = (self.hands[p] & ~(1 << c)) | (1 << top)
            entry[12] = top
            self.decided |= 1 << p
            self._next_trader()
        elif kind == "keep":
            self.decided |= 1 << p
            self._next_trader()
        elif kind in ("field-first", "players-first"):
            entry[10] = tuple(self.draw)
            self._deal(kind == "field-first")
        else:  # pragma: no cover - fixed kinds
            self._stack.pop()
            raise ValueError(f"unknown action {action!r}")

    def _deal(self, field_first: bool) -> None:
        """Deal from the shuffled deck (its last card first): each recipient gets
        all its cards at once, from the cutter counter-clockwise to the dealer,
        the field before or after them.  A void field is shuffled and dealt again."""
        n, size = self.seats, self.hand_size
        deck = self.draw
        order = [(self.dealer + 1 + k) % n for k in range(n)]
        recipients = ([ha.FIELD] + order) if field_first else (order + [ha.FIELD])
        hands = [0] * n
        fld = 0
        for r in recipients:
            m = 0
            for _ in range(size):
                m |= 1 << deck.pop()
            if r == ha.FIELD:
                fld = m
            else:
                hands[r] = m
        if ha.needs_redeal(fld):
            self._stack[-1][13] = fld
            # The deal is void: gather, shuffle (reproducibly) and cut again.
            rng = Rng("hanahuda-redeal:" + format_cards(_bits(fld)) + "|" + format_cards(deck)
                      + "|" + "|".join(format_cards(_bits(h)) for h in hands))
            self.draw = ha.shuffled_deck(rng)
            self.redeals += 1
            self.turn = self.cutter
            self.phase = _CUT
            return
        self.hands = hands
        self.field = fld
        self.decided = 0
        self._start_trades()

    def _start_trades(self) -> None:
        self._next_trader()

    def _next_trader(self) -> None:
        """The next player, from the dealer counter-clockwise, who holds three
        cards of a month and has not decided yet; else play begins."""
        n = self.seats
        for i in range(n):
            p = (self.dealer + i) % n
            if not self.decided >> p & 1 and _triples(self.hands[p]):
                self.turn = p
                self.phase = _TRADE_PH
                return
        self.decided = 0
        self.turn = self.dealer
        self.phase = _PLAY_PH

    def _end_turn(self, p: int) -> None:
        s = self.side(p)
        if self.stop_held(s) & ~self.declined[s]:
            self.phase = _DECIDE
            return
        self._next_turn(p)

    def _next_turn(self, p: int) -> None:
        self.phase = _PLAY_PH
        self.pending = None
        self.turn = (p + 1) % self.seats

    def pop(self) -> Action:
        if not self._stack:
            raise IndexError("nothing to undo")
        (action, p, hands, fld, caps, phase, pending, declined, decided, turn, draw_before, _t, drawn, _dt,
         redeals) = self._stack.pop()
        if draw_before is not None:
            self.draw = list(draw_before)
        elif drawn is not None and action.kind == "play":
            self.draw.append(drawn)
        self.hands = list(hands)
        self.field = fld
        self.captured = list(caps)
        self.phase = phase
        self.pending = pending
        self.declined = list(declined)
        self.decided = decided
        self.turn = turn
        self.redeals = redeals
        self._out = False
        return action

    @property
    def move_stack(self) -> list[Action]:
        return [e[0] for e in self._stack]

    @property
    def history(self) -> list[tuple]:
        """Per action: ``(action, seat, taken by the hand card, card turned up
        (or received in a trade), taken by it (for a cut: the void field of a
        redeal), cards shown in a trade)`` for the move log."""
        out = []
        for e in self._stack:
            action, p, hands = e[0], e[1], e[2]
            shown = None
            drawn = e[12]
            if action.kind == "trade":
                shown = hands[p] & MONTH_BITS[action.card]
            elif action.kind == "draw":
                drawn = e[6]
            out.append((action, p, e[11], drawn, e[13], shown))
        return out

    # -- notation ----------------------------------------------------------------

    def to_text(self) -> str:
        phase = _PHASES[self.phase]
        if self.phase == _DRAW_PH:
            phase += " " + CARDS[self.pending].code
        declined = " ".join(f"{s + 1}:{y.key}" for s in range(self.n_sides) for y in _stop_names(self.declined[s]))
        decided = " ".join(str(p + 1) for p in range(self.seats) if self.decided >> p & 1)
        return "; ".join((
            " | ".join(format_cards(_bits(h)) for h in self.hands),
            format_cards(_bits(self.field)),
            format_cards(self.draw),
            " | ".join(format_cards(_bits(c)) for c in self.captured),
            str(self.turn + 1),
            phase,
            str(self.dealer + 1),
            declined or "-",
            decided or "-",
            str(self.round_no),
            "-".join(map(str, self.scores)),
            self.options.to_text(),
        ))

    @classmethod
    def from_text(cls, text: str) -> "HanahudaPosition":
        if not isinstance(text, str):
            raise PositionError(f"expected text, got {type(text).__name__}")
        parts = [p.strip() for p in text.split(";")]
        if len(parts) != len(_FIELDS):
            raise PositionError(f"a Palauan Hanahuda position has {len(_FIELDS)} fields separated by ';' "
                                f"({', '.join(_FIELDS)}); found {len(parts)}")

        def cards(i: int, txt: str) -> list[int]:
            try:
                return [c.index for c in parse_cards(txt)]
            except NotationError as e:
                raise PositionError(f"{_FIELDS[i]}: {e}") from None

        hands = [cards(0, h) for h in parts[0].split("|")]
        seats = len(hands)
        if seats not in HAND_SIZE:
            raise PositionError(f"hands: give 2, 3 or 4 hands separated by '|', not {seats}")
        caps = [cards(3, c) for c in parts[3].split("|")]
        lists = [hands, cards(1, parts[1]), cards(2, parts[2]), caps]

        def seat(i: int) -> int:
            v = parts[i]
            if not is_number_text(v) or not 1 <= int(v) <= seats:
                raise PositionError(f"{_FIELDS[i]} must be a player from 1 to {seats}, got {v!r}")
            return int(v) - 1

        turn, dealer = seat(4), seat(6)
        ph, _, pend = parts[5].partition(" ")
        if ph not in _PHASES:
            raise PositionError(f"phase must be cut, trade, play, draw CARD, decide or stop; got {parts[5]!r}")
        pending = None
        if ph == "draw":
            if not pend.strip():
                raise PositionError("phase 'draw' names the card turned up, e.g. 'draw 8C1'")
            pending = cards(5, pend)
            if len(pending) != 1:
                raise PositionError("phase 'draw' names one card")
            pending = pending[0]
        elif pend.strip():
            raise PositionError(f"phase {ph!r} takes no card")
        n_sides = sides_of(seats)
        declined = [0] * n_sides
        if parts[7] != "-":
            for entry in parts[7].split():
                s, colon, key = entry.partition(":")
                if not colon or not is_number_text(s) or not 1 <= int(s) <= n_sides or key not in _STOP_BIT:
                    raise PositionError(f"played on: write '-' or SIDE:YAKU entries such as 1:six-brights or "
                                        f"2:seven-ribbons; got {entry!r}")
                declined[int(s) - 1] |= _STOP_BIT[key]
        decided = 0
        if parts[8] != "-":
            for v in parts[8].split():
                if not is_number_text(v) or not 1 <= int(v) <= seats:
                    raise PositionError(f"traded: write '-' or players from 1 to {seats}; got {v!r}")
                decided |= 1 << (int(v) - 1)
        if not is_number_text(parts[9]) or int(parts[9]) < 1:
            raise PositionError(f"round must be a number from 1, got {parts[9]!r}")
        sc = parts[10].split("-")
        if len(sc) != seats or not all(is_number_text(x.strip(), 7) for x in sc):
            raise PositionError(f"scores: one whole number per player, like 0-150, got {parts[10]!r}")
        try:
            options = HanahudaOptions.from_text(parts[11])
        except ValueError as e:
            raise PositionError(f"options: {e}") from None
        pos = cls(seats, [_mask(h) for h in hands], _mask(lists[1]), lists[2], [_mask(c) for c in caps], turn, ph,
                  pending, dealer, declined, decided, int(parts[9]), tuple(int(x) for x in sc), options,
                  validate=False)
        pos._validate(lists)
        return pos

    def _validate(self, lists=None) -> None:
        seats, n_sides = self.seats, self.n_sides
        if not (0 <= self.turn < seats and 0 <= self.dealer < seats):
            raise PositionError("turn and dealer must be players of the table")
        if lists is None:
            lists = [[_bits(h) for h in self.hands], _bits(self.field), self.draw, [_bits(c) for c in self.captured]]
        hands, fld, pile, caps = lists
        places = [(f"player {p + 1}'s hand", h) for p, h in enumerate(hands)]
        places += [("the field", fld), ("the pile", pile)]
        for s, c in enumerate(caps):
            places.append((f"{self._side_name(s)}'s captured cards", c))
        if self.pending is not None:
            places.append(("the card turned up", [self.pending]))
        where: dict[int, str] = {}
        for name, lst in places:
            for c in lst:
                if c in where:
                    raise PositionError(f"{card_words(c)} is both in {where[c]} and in {name}"
                                        if where[c] != name else f"{card_words(c)} appears twice in {name}")
                where[c] = name
        if len(where) != 48:
            missing = [c for c in range(48) if c not in where]
            raise PositionError(f"every one of the 48 cards must appear once; missing: {format_cards(missing)}")
        ph = self.phase
        if (ph == _DRAW_PH) != (self.pending is not None):
            raise PositionError("only the 'draw' phase has a card turned up waiting for its target")
        if ph == _CUT:
            if any(self.hands) or self.field or any(self.captured):
                raise PositionError("in the 'cut' phase nothing is dealt yet: the whole deck is the pile")
            if self.turn != self.cutter:
                raise PositionError(f"in the 'cut' phase the cutter (player {self.cutter + 1}, on the "
                                    f"dealer's right) is to move")
            return
        size = self.hand_size
        h = [x.bit_count() for x in self.hands]
        order = [(self.dealer + k) % seats for k in range(seats)]
        idx = order.index(self.turn)
        moved = ph in (_DRAW_PH, _DECIDE, _STOP_PH)  # the player to move has played this turn
        for i, p in enumerate(order):
            if ph == _TRADE_PH:
                break
            want = h[self.turn] + (0 if moved else -1) if i < idx else (
                h[self.turn] + (1 if moved else 0) if i > idx else h[self.turn])
            if h[p] != want or h[p] > size:
                raise PositionError(
                    f"the hands hold {'-'.join(map(str, h))} cards, which does not fit: {size} cards are "
                    f"dealt, the dealer (player {self.dealer + 1}) plays first, then counter-clockwise, and "
                    f"player {self.turn + 1} {'has played' if moved else 'is to play'}")
        if ph == _TRADE_PH:
            if any(x != size for x in h) or any(self.captured):
                raise PositionError("trades happen before the first card is played")
            if not _triples(self.hands[self.turn]):
                raise PositionError(f"player {self.turn + 1} holds no three cards of a month to trade")
            if self.decided >> self.turn & 1:
                raise PositionError(f"player {self.turn + 1} has already made their trade decision")
        elif self.decided:
            raise PositionError("'traded' lists players only during the trade phase")
        played = seats * size - sum(h)
        want_pile = max(pile_size(seats) - played, 0)
        if len(self.draw) != want_pile:
            raise PositionError(f"the pile holds {len(self.draw)} cards, but after {played} hand cards played it "
                                f"must hold {want_pile}: the deal leaves {pile_size(seats)} and each hand card "
                                f"played turns up one while the pile lasts")
        if ha.needs_redeal(self.field):
            raise PositionError("all four cards of a month are on the field: such a deal is void, and in play "
                                "the fourth card of a month captures the other three")
        for s, c in enumerate(self.captured):
            for m, k in enumerate(ha.month_counts(c)):
                if k % 2:
                    raise PositionError(f"{self._side_name(s)} captured {k} {month_words(m + 1)} cards; "
                                        f"captures take the cards of a month two or four at a time")
        if ph == _DRAW_PH and (self.field & MONTH_BITS[self.pending]).bit_count() != 2:
            raise PositionError("phase 'draw' waits for the target of a card turned up that matches two field "
                                "cards; this one does not")
        mover = self.side(self.turn)
        for s in range(n_sides):
            held = self.stop_held(s)
            if self.declined[s] & ~held:
                raise PositionError(f"{self._side_name(s)} played on after a stop-yaku they do not hold")
            open_ = held & ~self.declined[s]
            if open_ and not (s == mover and ph in (_DRAW_PH, _DECIDE, _STOP_PH)):
                raise PositionError(f"{self._side_name(s)} holds {_stop_names(open_)[0].name} but never chose "
                                    f"to stop or play on")
        if ph == _DECIDE and not self.stop_held(mover) & ~self.declined[mover]:
            raise PositionError("phase 'decide' follows a turn that completed Six Brights or Seven Ribbons")
        if ph == _STOP_PH and not self.stop_held(mover):
            raise PositionError("phase 'stop': the player who stopped must hold Six Brights or Seven Ribbons")

    def _side_name(self, s: int) -> str:
        if self.seats == 4:
            return f"the team of players {s + 1} and {s + 3}"
        return f"player {s + 1}"

    def pretty(self) -> str:
        lines = []
        for p in range(self.seats):
            mark = ">" if p == self.turn else " "
            tag = " (dealer)" if p == self.dealer else ""
            lines.append(f"{mark} player {p + 1}{tag}: {format_cards(_bits(self.hands[p]))}")
        for s in range(self.n_sides):
            lines.append(f"  captured {s + 1}: {format_cards(_bits(self.captured[s]))}")
        lines.append(f"  field: {format_cards(_bits(self.field))}")
        lines.append(f"  pile: {len(self.draw)}  phase: {self.phase_name}")
        return "\n".join(lines)


# ---------------------------------------------------------------------------
# Turns and players


def turn_sequences(position: HanahudaPosition, limit: int | None = None):
    """Every way the player to move can finish the turn (see :func:`ends_turn`)."""
    return walk_turns(position, lambda work, a: ends_turn(a, work), limit)


def ends_turn(action: Action, after: HanahudaPosition) -> bool:
    """A turn ends when the round is over or the next decision is a new turn's
    (play, trade or cut): a hand card leaves it open while the card turned up
    waits for its target or a stop-yaku waits for stop / play on."""
    if after._over():
        return True
    return after.phase in (_PLAY_PH, _TRADE_PH, _CUT)


def random_action(position: HanahudaPosition, rng: Rng) -> Action:
    """A uniformly random legal action."""
    acts = position.legal_actions()
    if not acts:
        raise IllegalActionError("The round is over.")
    return acts[0] if len(acts) == 1 else acts[rng.below(len(acts))]


# -- the computer player ------------------------------------------------------

_CLASS_VALUE = (40.0, 12.0, 8.0, 1.0)  # bright, animal, ribbon, chaff: the worth of a card by itself
_CARD_VALUE = tuple(_CLASS_VALUE[_CLASS_INDEX[c]] for c in range(48))


def _exponent(y: Yaku) -> int:
    return max(2, y.need // 2 + 1)


def _potential(opts: HanahudaOptions, mine: int, lost: int) -> float:
    """How close ``mine`` is to the yaku still possible when ``lost`` can no
    longer be had: per yaku, its points times (share collected) ** k, k
    growing with its size; the brights and the viewing yaku count their best one."""
    total = 0.0
    best: dict[str, float] = {}
    for y in active_yaku(opts):
        cards = y.cards
        if (cards & ~lost).bit_count() < y.need:
            continue
        have = min((mine & cards).bit_count(), y.need)
        v = y.points * (have / y.need) ** _exponent(y)
        if y.group is None:
            total += v
        elif v > best.get(y.group, 0.0):
            best[y.group] = v
    return total + sum(best.values())


def _evaluate(pos: HanahudaPosition, card: int, taken: int) -> float:
    me = pos.turn
    opts = pos.options
    ms = pos.side(me)
    mine = pos.captured[ms]
    others = [s for s in range(pos.n_sides) if s != ms]
    all_caps = 0
    for c in pos.captured:
        all_caps |= c
    score = 0.0
    if taken:
        won = taken | (1 << card)
        score += 3.0 * (score_of(mine | won, opts) - score_of(mine, opts))
        lost = all_caps & ~mine
        score += _potential(opts, mine | won, lost) - _potential(opts, mine, lost)
        for s in others:
            theirs = pos.captured[s]
            lost_s = all_caps & ~theirs
            score += 0.8 * (_potential(opts, theirs, lost_s) - _potential(opts, theirs, lost_s | won))
        score += sum(_CARD_VALUE[c] for c in _bits(won))
        rest = pos.field & ~taken & MONTH_BITS[card]
    else:
        rest = 1 << card
    if rest and others:
        nxt = (me + 1) % pos.seats  # the next player is always an opponent
        unseen = pos.unseen(me)
        month_unseen = (unseen & MONTH_BITS[card]).bit_count()
        p = ha.opp_match_chance(unseen.bit_count(), pos.hands[nxt].bit_count(), month_unseen)
        theirs = pos.captured[pos.side(nxt)]
        lost_t = all_caps & ~theirs
        gift = 0.0
        for c in _bits(rest):
            g = 1 << c
            gift += _CARD_VALUE[c] + 0.8 * (_potential(opts, theirs | g, lost_t) - _potential(opts, theirs, lost_t))
        score -= p * gift
    return score


def _decide(pos: HanahudaPosition) -> Action:
    """Stop, unless the other yaku already held make playing on clearly better."""
    me = pos.turn
    opts = pos.options
    ms = pos.side(me)
    stop = pos.stop_value(ms)
    if pos.scores[me] + stop >= opts.target:
        return STOP
    mine = pos.side_score(ms)
    all_caps = 0
    for c in pos.captured:
        all_caps |= c
    threat = 0.0
    for s in range(pos.n_sides):
        if s != ms:
            theirs = pos.captured[s]
            threat = max(threat, pos.side_score(s) + 0.5 * _potential(opts, theirs, all_caps & ~theirs))
    if mine - stop > threat + 150 and any(pos.hands):
        return CONTINUE
    return STOP


def rollout_action(position: HanahudaPosition, rng: Rng) -> Action:
    """The evaluator's rollout policy, a cheap sketch of the computer player:
    its cut, trade and stop-or-play-on choices (:func:`choose_action`), and
    the play that captures the most valuable cards (a card left on the field
    costs its own worth; ties broken at random)."""
    ph = position.phase
    if ph in (_CUT, _TRADE_PH, _DECIDE):
        return choose_action(position)
    acts = position.legal_actions()
    if len(acts) == 1:
        return acts[0]
    if any(a.kind not in ("play", "draw") for a in acts):
        return random_action(position, rng)
    fld = position.field

    def capture(a: Action) -> tuple[int, int]:
        if a.kind == "play":
            return a.card, ha.taken_by(a.card, a.target, fld)
        return position.pending, 1 << a.target

    return ha.greedy_capture(acts, capture, _CARD_VALUE, rng)


def _trade_choice(pos: HanahudaPosition) -> Action:
    cands = [a for a in pos.legal_actions() if a.kind == "trade"]
    if not cands:
        return KEEP
    return min(cands, key=lambda a: (_CARD_VALUE[a.card], a.card))


def choose_action(position: HanahudaPosition, rng: Rng | None = None) -> Action:
    """A sensible computer move for any seat (partners share the evaluation,
    since they share a capture pile; it never looks at hidden cards).

    * Cut: players first (the choice changes nothing the cutter can see).
    * Three of a month: trade the least valuable of them.
    * A play (or the target of the card turned up) is valued by what it
      captures: the points of any yaku it completes, the progress towards the
      yaku its side can still make, the progress it takes away from the other
      sides, and the cards' own worth; a card left on the field is a gift the
      next player (always an opponent) may take, weighed by the chance that
      they hold a card of its month.
    * Stop or play on: stop, unless the side's other yaku already beat the
      stop-yaku by more than the other sides hold and threaten.
    """
    acts = position.legal_actions()
    if not acts:
        raise IllegalActionError("The round is over.")
    if len(acts) == 1:
        return acts[0]
    ph = position.phase
    if ph == _CUT:
        return PLAYERS_FIRST
    if ph == _TRADE_PH:
        return _trade_choice(position)
    if ph == _DECIDE:
        return _decide(position)
    fld = position.field

    def value(a: Action) -> float:
        if a.kind == "play":
            return _evaluate(position, a.card, ha.taken_by(a.card, a.target, fld))
        return _evaluate(position, position.pending, 1 << a.target)

    return ha.pick(ha.best_actions(acts, value), rng)


def decision_words(pos: HanahudaPosition) -> tuple[Action, str]:
    """The computer's stop-or-play-on choice and its reason, in words."""
    me = pos.turn
    ms = pos.side(me)
    stop = pos.stop_value(ms)
    choice = _decide(pos)
    if pos.scores[me] + stop >= pos.options.target:
        return choice, f"stopping now scores {stop} and reaches the target"
    mine = pos.side_score(ms)
    theirs = max((pos.side_score(s) for s in range(pos.n_sides) if s != ms), default=0)
    if choice is CONTINUE:
        return choice, (f"the other yaku count too when the round is played out: {mine} against {theirs} for the "
                        f"best other side, more than the {stop} of a stop")
    return choice, (f"stopping scores {stop} and nothing for anyone else; played out, the round as it stands gives "
                    f"{mine} against {theirs}, and the others may still add yaku")


def explain_move(position: HanahudaPosition, action: "Action | str", names: Sequence[str] | None = None) -> str:
    """Why ``action`` (legal in ``position``) is sensible, in words: the
    computer player's considerations (:func:`choose_action`) for a learner,
    spoken to the player to move, or of them and their side by name when
    ``names`` (the seat names) are given."""
    a = position.normalize(action)
    k = a.kind
    who = speaker(names, position.turn)
    if k in ("field-first", "players-first"):
        return "the cards are shuffled, so the choice changes nothing anyone can see"
    if k == "trade":
        return (f"with three cards of {month_words((a.card >> 2) + 1)} {who.subject} can capture only the fourth; "
                f"{card_words(a.card)} is the least valuable of them, so it goes for a fresh card")
    if k == "keep":
        return "the three cards of the month are worth keeping together"
    if k in ("stop", "continue"):
        return decision_words(position)[1]
    me = position.turn
    ms = position.side(me)
    opts = position.options
    card = a.card if k == "play" else position.pending
    taken = ha.taken_by(card, a.target, position.field)
    mine = position.captured[ms]
    if not taken:
        return (f"no capture was worth more, so {card_words(card)} goes to the field, where it helps the next "
                f"player least")
    won = taken | (1 << card)
    cards = _cards_words(_bits(taken))
    before = {y.key for y, _ in yaku_of(mine, opts)}
    made = [y.name for y, _ in yaku_of(mine | won, opts) if y.key not in before]
    if made:
        return f"it captures {cards} and completes {' and '.join(made)}"
    all_caps = 0
    for c in position.captured:
        all_caps |= c
    for s in range(position.n_sides):
        if s == ms:
            continue
        theirs = position.captured[s]
        for y in active_yaku(opts):
            if not taken & y.cards or (y.cards & ~(all_caps & ~theirs)).bit_count() < y.need:
                continue
            if y.need - (theirs & y.cards).bit_count() <= 2 and theirs & y.cards:
                other = "the other team" if position.seats == 4 else "an opponent"
                return f"it captures {cards}, which {other} needs for {y.name}"
    lost = all_caps & ~mine
    if _potential(opts, mine | won, lost) > _potential(opts, mine, lost) + 1e-9:
        best = max((y for y in active_yaku(opts) if y.cards & won and (y.cards & ~lost).bit_count() >= y.need),
                   key=lambda y: ((mine | won) & y.cards).bit_count() / y.need, default=None)
        if best is not None:
            have = ((mine | won) & best.cards).bit_count()
            side = team_words(names, side_seats(ms, position.seats))
            return f"it captures {cards}; {side} now holds {have} of the {best.need} cards of {best.name}"
    return f"it captures {cards}, the most valuable capture available"


# ---------------------------------------------------------------------------
# A match


class HanahudaMatch(_Match):
    """Rounds until a player (or team) reaches the target score.  The first
    dealer is drawn; then the lowest scorer of a round deals (a stopper deals
    after a stop).  Everything else is :class:`hanafuda_core.game.Match`."""

    error = IllegalActionError

    def __init__(self, options: HanahudaOptions | None = None, rng: Rng | int | str | None = None,
                 dealer: int | None = None, record: bool = True, seats: int = 2):
        rng = rng if isinstance(rng, Rng) else Rng(rng)
        if dealer is None and options is not None and options.dealer_draw == "points":
            dealer = self.draw_for_dealer(seats, rng, "points").dealer
        super().__init__(options, rng, dealer, record, seats)

    @classmethod
    def draw_for_dealer(cls, seats: int, rng: Rng, rank: str = "classes"):
        """The first dealer: the earliest month deals, and between cards of one
        month the higher Palauan class (bright, animal, ribbon, chaff): the
        source's "highest-ranked card within the month", so the yellow
        Paulownia chaff, an animal here, beats the plain Paulownia chaff.
        ``rank="points"``: the Japanese points (the option ``dealer_draw``)."""
        from ...dealer import card_points, choose_dealer

        return choose_dealer(seats, rng, value=dealer_draw_rank if rank == "classes" else card_points)

    def default_options(self) -> HanahudaOptions:
        return DEFAULT_OPTIONS

    def deal(self, dealer: int, round_no: int) -> HanahudaPosition:
        return HanahudaPosition.new_round(self.rng, dealer, self.seats, self.scores, self.options, round_no)

    def next_dealer(self, out: RoundOutcome) -> int:
        return out.next_dealer

    def finished(self, out: RoundOutcome) -> MatchOutcome | None:
        if not out.match_over:
            return None
        scores = self.scores
        best = max(scores)
        sides = {side_of(p, self.seats) for p, s in enumerate(scores) if s == best}
        winner = None
        if len(sides) == 1:
            winner = next(p for p, s in enumerate(scores) if s == best)
        return MatchOutcome(winner, tuple(scores), len(self.rounds), "target")


def play_round(rng: Rng, seats: int, players, dealer: int = 0, options: HanahudaOptions = DEFAULT_OPTIONS,
               scores=None) -> HanahudaPosition:
    """Deal and play one round; ``players[seat](position, rng)`` chooses the actions."""
    pos = HanahudaPosition.new_round(rng, dealer, seats, scores, options)
    while not pos._over():
        pos._push(players[pos.turn](pos, rng))
    return pos
