"""The Go-Stop position notation: fields separated by ``;``, written and read back."""

from __future__ import annotations

from ...cardset import bits
from ...deck import CARDS
from ...game import PositionError
from ...messages import msg_in
from ...notation import NotationError, format_cards, is_number_text, parse_cards
from .actions import PHASE_DRAW, PHASE_OVER, PHASES
from .cards import check_deck
from .options import GoStopOptions

POSITION_FIELDS = (
    (msg_in("a field of a position in notation", "hands"),
     msg_in("what a field of a position in notation holds (`code` as written)",
            "the players' hands in card notation, player 1 first, separated by `|` (two or three hands)")),
    (msg_in("a field of a position in notation", "field"),
     msg_in("what a field of a position in notation holds (`code` as written)",
            "the cards face up on the table")),
    (msg_in("a field of a position in notation", "stock"),
     msg_in("what a field of a position in notation holds (`code` as written)",
            "the stock, bottom to top: its last card is turned up next")),
    (msg_in("a field of a position in notation", "captured"),
     msg_in("what a field of a position in notation holds (`code` as written)",
            "the cards each player has taken, separated by `|`")),
    (msg_in("a field of a position in notation", "turn"),
     msg_in("what a field of a position in notation holds (`code` as written)",
            "whose turn it is: a player from `1`")),
    (msg_in("a field of a position in notation", "phase"),
     msg_in("what a field of a position in notation holds (`code` as written)",
            "`play`, `draw 8C1` (the card turned up, here 8C1, waits for the field card it takes), `cup` (the "
            "sake cup's class to choose), `decide` (go or stop), or `over stop 2`, `over chongtong 1`, `over "
            "nagari` (the deal is over: why, and who won)")),
    (msg_in("a field of a position in notation", "dealer"),
     msg_in("what a field of a position in notation holds (`code` as written)",
            "who dealt")),
    (msg_in("a field of a position in notation", "stuck piles"),
     msg_in("what a field of a position in notation holds (`code` as written)",
            "each stuck pile on the field as `MONTH:PLAYER` (`3:2`: the March pile player 2 made; `3:-` three of "
            "a month dealt), separated by spaces; `-` if none")),
    (msg_in("a field of a position in notation", "spare turns"),
     msg_in("what a field of a position in notation holds (`code` as written)",
            "each player's spare turns from a bomb, `a-b`")),
    (msg_in("a field of a position in notation", "gos"),
     msg_in("what a field of a position in notation holds (`code` as written)",
            "each player's go calls, `a-b`")),
    (msg_in("a field of a position in notation", "go points"),
     msg_in("what a field of a position in notation holds (`code` as written)",
            "each player's points at their last go (`-` before any), `a-b`")),
    (msg_in("a field of a position in notation", "go order"),
     msg_in("what a field of a position in notation holds (`code` as written)",
            "the players by their last go, the latest last, separated by spaces; `-` if none")),
    (msg_in("a field of a position in notation", "shakes"),
     msg_in("what a field of a position in notation holds (`code` as written)",
            "each player's shakes and bombs, `a-b`")),
    (msg_in("a field of a position in notation", "sake cup"),
     msg_in("what a field of a position in notation holds (`code` as written)",
            "`animal`, `junk` (the class it counts as) or `open` (still to be chosen when taken)")),
    (msg_in("a field of a position in notation", "turn so far"),
     msg_in("what a field of a position in notation holds (`code` as written)",
            "in the middle of a turn: the junk each other player owes (`0`), and `cup` when the sake cup was "
            "taken this turn")),
    (msg_in("a field of a position in notation", "round"),
     msg_in("what a field of a position in notation holds (`code` as written)",
            "the deal being played: `1`, `2`, …")),
    (msg_in("a field of a position in notation", "scores"),
     msg_in("what a field of a position in notation holds (`code` as written)",
            "the match scores before this deal, player 1 first, separated by spaces (`12 -12`)")),
    (msg_in("a field of a position in notation", "carried"),
     msg_in("what a field of a position in notation holds (`code` as written)",
            "the factor this deal is paid with for the deals before it that nobody won: `1`, `2`, `4`…")),
    (msg_in("a field of a position in notation", "options"),
     msg_in("what a field of a position in notation holds (`code` as written)",
            "the rule options that differ from the defaults; `-` if none")),
)
FIELD_NAMES = tuple(str(name) for name, _ in POSITION_FIELDS)  # the names in English: the fields' keys


def position_text(pos) -> str:
    phase = PHASES[pos.phase]
    if pos.phase == PHASE_DRAW:
        phase += " " + CARDS[pos.pending].code
    elif pos.phase == PHASE_OVER:
        reason, w = pos.ended
        phase += f" {reason}" + ("" if w is None else f" {w + 1}")
    piles = " ".join(f"{m + 1}:{'-' if s == -1 else s + 1}" for m, s in enumerate(pos.stuck) if s >= -1)
    steals, took_cup = pos.turn_so_far
    so_far = str(steals) + (" cup" if took_cup else "")
    return "; ".join((
        " | ".join(format_cards(bits(h)) for h in pos.hands),
        format_cards(bits(pos.field)),
        format_cards(pos.draw),
        " | ".join(format_cards(bits(c)) for c in pos.captured),
        str(pos.turn + 1),
        phase,
        str(pos.dealer + 1),
        piles or "-",
        "-".join(map(str, pos.tokens)),
        "-".join(map(str, pos.gos)),
        " ".join("-" if v < 0 else str(v) for v in pos.go_points),
        " ".join(str(q + 1) for q in pos.go_order) or "-",
        "-".join(map(str, pos.shakes)),
        "open" if not pos.cup_set else ("junk" if pos.cup_junk else "animal"),
        so_far,
        str(pos.round_no),
        " ".join(map(str, pos.scores)),
        str(pos.carried),
        pos.rules.to_text(),
    ))


class _Fields:
    """The fields of a position text, each read and checked by name."""

    def __init__(self, text: str):
        if not isinstance(text, str):
            raise PositionError(f"expected text, got {type(text).__name__}")
        parts = [p.strip() for p in text.split(";")]
        if len(parts) != len(FIELD_NAMES):
            raise PositionError(f"a Go-Stop position has {len(FIELD_NAMES)} fields separated by ';' "
                                f"({', '.join(FIELD_NAMES)}); found {len(parts)}")
        self.field = dict(zip(FIELD_NAMES, parts))
        self.hands = [_mask(self.cards("hands", h)) for h in self.field["hands"].split("|")]
        self.seats = len(self.hands)
        if self.seats not in (2, 3):
            raise PositionError(f"hands: give 2 or 3 hands separated by '|', not {self.seats}")

    def cards(self, name: str, txt: str | None = None) -> list[int]:
        try:
            return [c.index for c in parse_cards(self.field[name] if txt is None else txt, bonus=True)]
        except NotationError as e:
            raise PositionError(f"{name}: {e}") from None

    def seat(self, name: str, v: str | None = None) -> int:
        v = self.field[name] if v is None else v
        if not is_number_text(v) or not 1 <= int(v) <= self.seats:
            raise PositionError(f"{name} must be a player from 1 to {self.seats}, got {v!r}")
        return int(v) - 1

    def per_seat(self, name: str, allow_none: bool = False) -> tuple[int, ...]:
        raw = self.field[name] if allow_none else self.field[name].replace("-", " ")
        vals = raw.split()
        if len(vals) != self.seats or not all(is_number_text(v) or (allow_none and v == "-") for v in vals):
            raise PositionError(f"{name}: give one number per player ({self.seats}), got {self.field[name]!r}")
        return tuple(-1 if v == "-" else int(v) for v in vals)

    def scores(self) -> tuple[int, ...]:
        vals = self.field["scores"].split()
        if len(vals) != self.seats or not all(is_number_text(v.removeprefix("-")) for v in vals):
            raise PositionError(f"scores: give one whole number per player ({self.seats}), separated by spaces; "
                                f"got {self.field['scores']!r}")
        return tuple(int(v) for v in vals)

    def number(self, name: str, lo: int = 0) -> int:
        v = self.field[name]
        if not is_number_text(v) or int(v) < lo:
            raise PositionError(f"{name} must be a number from {lo}, got {v!r}")
        return int(v)

    def captured(self) -> list[int]:
        piles = [_mask(self.cards("captured", c)) for c in self.field["captured"].split("|")]
        if len(piles) != self.seats:
            raise PositionError(f"captured: give one pile per player ({self.seats}), separated by '|'")
        return piles

    def phase(self) -> tuple[int, int | None, tuple | None]:
        """``(phase, pending, ended)``."""
        words = self.field["phase"].split()
        if not words or words[0] not in PHASES:
            raise PositionError(f"phase must be play, draw CARD, cup, decide or over …; got {self.field['phase']!r}")
        phase = PHASES.index(words[0])
        if phase == PHASE_DRAW:
            got = self.cards("phase", " ".join(words[1:]))
            if len(got) != 1:
                raise PositionError("phase 'draw' names the card turned up, e.g. 'draw 8C1'")
            return phase, got[0], None
        if phase == PHASE_OVER:
            if len(words) == 2 and words[1] == "nagari":
                return phase, None, ("nagari", None)
            if len(words) == 3 and words[1] in ("stop", "chongtong"):
                return phase, None, (words[1], self.seat("phase", words[2]))
            raise PositionError("phase 'over' says why and who won: 'over stop 2', 'over chongtong 1' or "
                                "'over nagari'")
        if len(words) > 1:
            raise PositionError(f"phase {words[0]!r} takes nothing after it")
        return phase, None, None

    def stuck(self) -> tuple[int, ...]:
        stuck = [-2] * 12
        if self.field["stuck piles"] != "-":
            for entry in self.field["stuck piles"].split():
                m, colon, who = entry.partition(":")
                if not colon or not is_number_text(m) or not 1 <= int(m) <= 12:
                    raise PositionError(f"stuck piles: write MONTH:PLAYER entries such as 3:2 or 3:-; got {entry!r}")
                stuck[int(m) - 1] = -1 if who == "-" else self.seat("stuck piles", who)
        return tuple(stuck)

    def cup(self) -> str:
        cup = self.field["sake cup"]
        if cup not in ("animal", "junk", "open"):
            raise PositionError(f"sake cup: animal, junk or open; got {cup!r}")
        return cup

    def turn_so_far(self) -> tuple[int, bool]:
        so_far = self.field["turn so far"].split()
        if not so_far or not is_number_text(so_far[0]) or so_far[1:] not in ([], ["cup"]):
            raise PositionError(f"turn so far: the junk owed and 'cup' if taken this turn, e.g. '1 cup'; got "
                                f"{self.field['turn so far']!r}")
        return int(so_far[0]), so_far[1:] == ["cup"]

    def rules(self) -> GoStopOptions:
        try:
            return GoStopOptions.from_text(self.field["options"])
        except ValueError as e:
            raise PositionError(f"options: {e}") from None


def read_position(cls, text: str):
    """The position ``text`` writes; :class:`PositionError` naming the field otherwise."""
    f = _Fields(text)
    pos = cls(f.seats, f.hands, _mask(f.cards("field")), f.cards("stock"), f.seat("turn"), f.seat("dealer"),
              f.rules(), f.scores(), f.number("round", 1), f.number("carried", 1))
    pos.captured = f.captured()
    pos.phase, pos.pending, pos.ended = f.phase()
    pos.stuck = f.stuck()
    pos.tokens = list(f.per_seat("spare turns"))
    pos.gos = f.per_seat("gos")
    pos.go_points = f.per_seat("go points", allow_none=True)
    order = f.field["go order"]
    pos.go_order = tuple(f.seat("go order", v) for v in order.split()) if order != "-" else ()
    pos.shakes = f.per_seat("shakes")
    cup = f.cup()
    pos.cup_set, pos.cup_junk = cup != "open", cup == "junk"
    pos.resume_turn(*f.turn_so_far())
    _check_cards(pos)
    if pos.ended is None:
        pos.check_stock()
    return pos


def _check_cards(pos) -> None:
    """Every card in at most one place."""
    seen = 0
    places = list(pos.hands) + [pos.field, _mask(pos.draw)] + list(pos.captured)
    if pos.pending is not None:
        places.append(1 << pos.pending)
    for m in places:
        if seen & m:
            raise PositionError("a card is in two places: " + format_cards(bits(seen & m)))
        seen |= m
    if len(pos.draw) != len(set(pos.draw)):
        raise PositionError("stock: a card is given twice")
    check_deck(seen, pos.field, pos.rules.bonus)
    if pos.pending is not None and pos.pending >= 48:
        raise PositionError("phase: a bonus card turned up is taken at once; it waits for nothing")


def _mask(cards: list[int]) -> int:
    m = 0
    for c in cards:
        m |= 1 << c
    return m
