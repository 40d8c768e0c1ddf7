"""The Hachi-Hachi position notation: fields separated by ``;``, written and read back."""

from __future__ import annotations

from ...cardset import bits, mask as _mask
from ...deck import CARDS
from ...game import PositionError
from ...messages import msg_in
from ...notation import NotationError, format_cards, is_number_text, parse_cards
from .actions import PHASE_DRAW, PHASE_OVER, PHASES
from .options import HachiHachiOptions
from .scoring import Payment
from .yaku import BY_KEY, TEYAKU

POSITION_FIELDS = (
    (msg_in("a field of a position in notation", "hands"),
     msg_in("what a field of a position in notation holds (`code` as written)",
            "the players' hands in card notation, player 1 first, separated by `|` (three hands)")),
    (msg_in("a field of a position in notation", "field"),
     msg_in("what a field of a position in notation holds (`code` as written)",
            "the cards face up on the table")),
    (msg_in("a field of a position in notation", "draw pile"),
     msg_in("what a field of a position in notation holds (`code` as written)",
            "the draw pile, bottom to top: its last card is turned up next")),
    (msg_in("a field of a position in notation", "captured"),
     msg_in("what a field of a position in notation holds (`code` as written)",
            "the cards each player has taken, separated by `|`")),
    (msg_in("a field of a position in notation", "turn"),
     msg_in("what a field of a position in notation holds (`code` as written)",
            "whose turn it is: a player from `1`")),
    (msg_in("a field of a position in notation", "phase"),
     msg_in("what a field of a position in notation holds (`code` as written)",
            "`play`, `draw 8C1` (the card turned up, here 8C1, waits for the field card it takes), `decide` (sage "
            "or shoubu), or `over shoubu 2`, `over cancel 1`, `over exhausted`, `over cards` (the round is over: "
            "how, and by whom)")),
    (msg_in("a field of a position in notation", "dealer"),
     msg_in("what a field of a position in notation holds (`code` as written)",
            "who dealt")),
    (msg_in("a field of a position in notation", "multiplier"),
     msg_in("what a field of a position in notation holds (`code` as written)",
            "the field's multiplier this round: `1`, `2`, `4`…")),
    (msg_in("a field of a position in notation", "carried"),
     msg_in("what a field of a position in notation holds (`code` as written)",
            "the field multipliers carried to the next rounds, separated by spaces; `-` if none")),
    (msg_in("a field of a position in notation", "dealt yaku"),
     msg_in("what a field of a position in notation holds (`code` as written)",
            "each player's dealt yaku by name (`sanbon aka`), separated by `|`; `-` for none")),
    (msg_in("a field of a position in notation", "yaku called"),
     msg_in("what a field of a position in notation holds (`code` as written)",
            "the value of each player's captured yaku at their last sage or shoubu, `a-b-c`")),
    (msg_in("a field of a position in notation", "sage"),
     msg_in("what a field of a position in notation holds (`code` as written)",
            "the players who went on, in the order they first did, separated by spaces; `-` if none")),
    (msg_in("a field of a position in notation", "open sage"),
     msg_in("what a field of a position in notation holds (`code` as written)",
            "the players who went on and made nothing since, separated by spaces; `-` if none")),
    (msg_in("a field of a position in notation", "paid"),
     msg_in("what a field of a position in notation holds (`code` as written)",
            "the payments made at once, each `PAYER>PAYEE:POINTS:WHAT`, separated by spaces; `-` if none")),
    (msg_in("a field of a position in notation", "round"),
     msg_in("what a field of a position in notation holds (`code` as written)",
            "the round being played: `1`, `2`, …")),
    (msg_in("a field of a position in notation", "scores"),
     msg_in("what a field of a position in notation holds (`code` as written)",
            "the match scores before this round, player 1 first, separated by spaces (`12 -6 -6`)")),
    (msg_in("a field of a position in notation", "options"),
     msg_in("what a field of a position in notation holds (`code` as written)",
            "the rule options that differ from the defaults; `-` if none")),
)
FIELD_NAMES = tuple(str(name) for name, _ in POSITION_FIELDS)  # the names in English: the fields' keys
_TEYAKU_KEYS = {y.key for y in TEYAKU}
_PAID_WHAT = {"dekiyaku", "refund", "overtaken"}
MULTIPLIERS = tuple(2 ** k for k in range(8))
"""The multipliers a field can give: up to 128, five brights dealt with ``fields=stack`` (4 × 4 × 2 × 2 × 2)."""


def _seats_text(seats) -> str:
    return " ".join(str(q + 1) for q in seats) or "-"


def position_text(pos) -> str:
    phase = PHASES[pos.phase]
    if pos.phase == PHASE_DRAW:
        phase += " " + CARDS[pos.pending].code
    elif pos.phase == PHASE_OVER:
        reason, s = pos.ended
        phase += f" {reason}" + ("" if s is None else f" {s + 1}")
    return "; ".join((
        " | ".join(format_cards(bits(h)) for h in pos.hands),
        format_cards(bits(pos.field)),
        format_cards(pos.draw),
        " | ".join(format_cards(bits(c)) for c in pos.captured),
        str(pos.turn + 1),
        phase,
        str(pos.dealer + 1),
        str(pos.multiplier),
        " ".join(map(str, pos.carry)) or "-",
        " | ".join(" ".join(k for k, _ in held) or "-" for held in pos.teyaku),
        "-".join(map(str, pos.decided)),
        _seats_text(pos.sages),
        _seats_text(q for q in range(pos.seats) if pos.open_sage[q]),
        " ".join(f"{p.payer + 1}>{p.payee + 1}:{p.amount}:{p.what}" for p in pos.paid) or "-",
        str(pos.round_no),
        " ".join(map(str, pos.scores)),
        pos.rules.to_text(),
    ))


class _Fields:
    """The fields of a position text, each read and checked by name."""

    seats = 3

    def __init__(self, text: str):
        if not isinstance(text, str):
            raise PositionError(f"expected text, got {type(text).__name__}")
        parts = [p.strip() for p in text.split(";")]
        if len(parts) != len(FIELD_NAMES):
            raise PositionError(f"a Hachi-Hachi position has {len(FIELD_NAMES)} fields separated by ';' "
                                f"({', '.join(FIELD_NAMES)}); found {len(parts)}")
        self.field = dict(zip(FIELD_NAMES, parts))

    def cards(self, name: str, txt: str | None = None) -> list[int]:
        try:
            return [c.index for c in parse_cards(self.field[name] if txt is None else txt)]
        except NotationError as e:
            raise PositionError(f"{name}: {e}") from None

    def piles(self, name: str) -> list[int]:
        piles = [_mask(self.cards(name, c)) for c in self.field[name].split("|")]
        if len(piles) != self.seats:
            raise PositionError(f"{name}: give one card list per player (3), separated by '|'")
        return piles

    def seat(self, name: str, v: str | None = None) -> int:
        v = self.field[name] if v is None else v
        if not is_number_text(v) or not 1 <= int(v) <= self.seats:
            raise PositionError(f"{name} must be a player from 1 to 3, got {v!r}")
        return int(v) - 1

    def seat_list(self, name: str) -> tuple[int, ...]:
        v = self.field[name]
        seats = () if v == "-" else tuple(self.seat(name, w) for w in v.split())
        if len(set(seats)) != len(seats):
            raise PositionError(f"{name}: a player is named twice")
        return seats

    def numbers(self, name: str, sep: str | None, count: int | None, allowed=None) -> tuple[int, ...]:
        v = self.field[name]
        vals = [] if v == "-" and count is None else v.split(sep)
        if (count is not None and len(vals) != count) or not all(is_number_text(x) for x in vals):
            raise PositionError(f"{name}: give {'one number per player' if count else 'numbers'}, got {v!r}")
        out = tuple(int(x) for x in vals)
        if allowed is not None and any(x not in allowed for x in out):
            raise PositionError(f"{name}: each is one of {', '.join(map(str, allowed))}, got {v!r}")
        return out

    def number(self, name: str, lo: int = 0) -> int:
        v = self.field[name]
        if not is_number_text(v) or int(v) < lo:
            raise PositionError(f"{name} must be a number from {lo}, got {v!r}")
        return int(v)

    def scores(self) -> tuple[int, ...]:
        vals = self.field["scores"].split()
        if len(vals) != self.seats or not all(is_number_text(v.removeprefix("-")) for v in vals):
            raise PositionError(f"scores: give one whole number per player (3), separated by spaces; "
                                f"got {self.field['scores']!r}")
        return tuple(int(v) for v in vals)

    def phase(self) -> tuple[int, int | None, tuple | None]:
        """``(phase, pending, ended)``."""
        words = self.field["phase"].split()
        if not words or words[0] not in PHASES:
            raise PositionError(f"phase must be play, draw CARD, decide or over …; got {self.field['phase']!r}")
        phase = PHASES.index(words[0])
        if phase == PHASE_DRAW:
            got = self.cards("phase", " ".join(words[1:]))
            if len(got) != 1:
                raise PositionError("phase 'draw' names the card turned up, e.g. 'draw 8C1'")
            return phase, got[0], None
        if phase == PHASE_OVER:
            if len(words) == 2 and words[1] in ("exhausted", "cards"):
                return phase, None, (words[1], None)
            if len(words) == 3 and words[1] in ("shoubu", "cancel"):
                return phase, None, (words[1], self.seat("phase", words[2]))
            raise PositionError("phase 'over' says how the round ended: 'over shoubu 2', 'over cancel 1', "
                                "'over exhausted' or 'over cards'")
        if len(words) > 1:
            raise PositionError(f"phase {words[0]!r} takes nothing after it")
        return phase, None, None

    def teyaku(self, rules: HachiHachiOptions) -> tuple:
        held = [h.split() for h in self.field["dealt yaku"].split("|")]
        if len(held) != self.seats:
            raise PositionError("dealt yaku: give each player's dealt yaku (or -), separated by '|'")
        out = []
        for keys in held:
            keys = [] if keys == ["-"] else keys
            bad = [k for k in keys if k not in _TEYAKU_KEYS or BY_KEY[k].value(rules) is None]
            if bad:
                raise PositionError(f"dealt yaku: not a dealt yaku of these rules: {bad[0]!r}")
            out.append(tuple((k, BY_KEY[k].value(rules)) for k in keys))
        return tuple(out)

    def paid(self) -> tuple[Payment, ...]:
        v = self.field["paid"]
        if v == "-":
            return ()
        out = []
        for entry in v.split():
            who, _, rest = entry.partition(">")
            payee, _, rest = rest.partition(":")
            amount, _, what = rest.partition(":")
            if not is_number_text(amount) or what not in _PAID_WHAT:
                raise PositionError(f"paid: write PAYER>PAYEE:POINTS:WHAT entries such as 2>1:84:dekiyaku; "
                                    f"got {entry!r}")
            out.append(Payment(self.seat("paid", who), self.seat("paid", payee), int(amount), what))
        return tuple(out)

    def rules(self) -> HachiHachiOptions:
        try:
            return HachiHachiOptions.from_text(self.field["options"])
        except ValueError as e:
            raise PositionError(f"options: {e}") from None


def read_position(cls, text: str):
    """The position ``text`` writes; :class:`PositionError` naming the field otherwise."""
    f = _Fields(text)
    rules = f.rules()
    pos = cls(f.piles("hands"), _mask(f.cards("field")), f.cards("draw pile"), f.seat("dealer"), rules, f.scores(),
              f.number("round", 1))
    pos.turn = f.seat("turn")
    pos.captured = f.piles("captured")
    pos.phase, pos.pending, pos.ended = f.phase()
    pos.multiplier = f.numbers("multiplier", None, 1, MULTIPLIERS)[0]
    pos.carry = f.numbers("carried", None, None, (2, 4))
    pos.teyaku = f.teyaku(rules)
    pos.decided = f.numbers("yaku called", "-", 3)
    pos.sages = f.seat_list("sage")
    opened = f.seat_list("open sage")
    pos.open_sage = tuple(q in opened for q in range(3))
    pos.paid = f.paid()
    _check_cards(pos)
    return pos


def _check_cards(pos) -> None:
    """Every card in at most one place (a lesson may leave cards out), and a draw pile that lasts the round."""
    seen = 0
    places = list(pos.hands) + [pos.field, _mask(pos.draw)] + list(pos.captured)
    if pos.pending is not None:
        places.append(1 << pos.pending)
    for m in places:
        if seen & m:
            raise PositionError("a card is in two places: " + format_cards(bits(seen & m)))
        seen |= m
    if len(pos.draw) != len(set(pos.draw)):
        raise PositionError("draw pile: a card is given twice")
    turns = sum(h.bit_count() for h in pos.hands)
    if pos.ended is None and len(pos.draw) != turns:
        raise PositionError(f"draw pile: one card for each card in the hands ({turns}), not {len(pos.draw)}")
