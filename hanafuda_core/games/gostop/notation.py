"""The Go-Stop position notation: fields separated by ``;``, written and read back."""

from __future__ import annotations

from ...cardset import bits, to_mask
from ...deck import CARDS
from ...game import PositionError
from ...notation import NotationError, format_cards, is_number_text, parse_cards
from .actions import PHASE_DRAW, PHASE_OVER, PHASES
from .options import GoStopOptions

POSITION_FIELDS = (
    ("hands", "the players' hands in card notation, player 1 first, separated by `|` (two or three hands)"),
    ("field", "the cards face up on the table"),
    ("stock", "the stock, bottom to top: its last card is turned up next"),
    ("captured", "the cards each player has taken, separated by `|`"),
    ("turn", "whose turn it is: a player from `1`"),
    ("phase", "`play`, `draw 8C1` (the card turned up, here 8C1, waits for the field card it takes), `cup` (the "
              "sake cup's class to choose), `decide` (go or stop), or `over stop 2`, `over chongtong 1`, "
              "`over nagari` (the deal is over: why, and who won)"),
    ("dealer", "who dealt"),
    ("stuck piles", "each stuck pile on the field as `MONTH:PLAYER` (`3:2`: the March pile player 2 made; `3:-` "
                    "three of a month dealt), separated by spaces; `-` if none"),
    ("spare turns", "each player's spare turns from a bomb, `a-b`"),
    ("gos", "each player's go calls, `a-b`"),
    ("go points", "each player's points at their last go (`-` before any), `a-b`"),
    ("go order", "the players by their last go, the latest last, separated by spaces; `-` if none"),
    ("shakes", "each player's shakes and bombs, `a-b`"),
    ("sake cup", "`animal`, `junk` (the class it counts as) or `open` (still to be chosen when taken)"),
    ("turn so far", "in the middle of a turn: the junk each other player owes (`0`), and `cup` when the sake "
                    "cup was taken this turn"),
    ("round", "the deal being played: `1`, `2`, …"),
    ("scores", "the match scores before this deal, player 1 first: `a-b`"),
    ("carried", "the factor this deal is paid with for the deals before it that nobody won: `1`, `2`, `4`…"),
    ("options", "the rule options that differ from the defaults; `-` if none"),
)
FIELD_NAMES = tuple(name for name, _ in POSITION_FIELDS)


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
        "-".join(map(str, pos.scores)),
        str(pos.carried),
        pos.rules.to_text(),
    ))


def read_position(cls, text: str):
    """The position ``text`` writes; :class:`PositionError` naming the field otherwise."""
    if not isinstance(text, str):
        raise PositionError(f"expected text, got {type(text).__name__}")
    parts = [p.strip() for p in text.split(";")]
    if len(parts) != len(FIELD_NAMES):
        raise PositionError(f"a Go-Stop position has {len(FIELD_NAMES)} fields separated by ';' "
                            f"({', '.join(FIELD_NAMES)}); found {len(parts)}")
    field = dict(zip(FIELD_NAMES, parts))

    def cards(name: str, txt: str) -> list[int]:
        try:
            return [c.index for c in parse_cards(txt)]
        except NotationError as e:
            raise PositionError(f"{name}: {e}") from None

    hands = [to_mask(cards("hands", h)) for h in field["hands"].split("|")]
    seats = len(hands)
    if seats not in (2, 3):
        raise PositionError(f"hands: give 2 or 3 hands separated by '|', not {seats}")
    captured = [to_mask(cards("captured", c)) for c in field["captured"].split("|")]
    if len(captured) != seats:
        raise PositionError(f"captured: give one pile per player ({seats}), separated by '|'")

    def seat(name: str, v: str) -> int:
        if not is_number_text(v) or not 1 <= int(v) <= seats:
            raise PositionError(f"{name} must be a player from 1 to {seats}, got {v!r}")
        return int(v) - 1

    def per_seat(name: str, allow_none: bool = False) -> tuple[int, ...]:
        raw = field[name].replace("-", " ") if not allow_none else field[name]
        vals = raw.split()
        if len(vals) != seats or not all(is_number_text(v) or (allow_none and v == "-") for v in vals):
            raise PositionError(f"{name}: give one number per player ({seats}), got {field[name]!r}")
        return tuple(-1 if v == "-" else int(v) for v in vals)

    def number(name: str, lo: int = 0) -> int:
        v = field[name]
        if not is_number_text(v) or int(v) < lo:
            raise PositionError(f"{name} must be a number from {lo}, got {v!r}")
        return int(v)

    try:
        rules = GoStopOptions.from_text(field["options"])
    except ValueError as e:
        raise PositionError(f"options: {e}") from None
    words = field["phase"].split()
    if not words or words[0] not in PHASES:
        raise PositionError(f"phase must be play, draw CARD, cup, decide or over …; got {field['phase']!r}")
    phase = PHASES.index(words[0])
    pending, ended = None, None
    if phase == PHASE_DRAW:
        got = cards("phase", " ".join(words[1:]))
        if len(got) != 1:
            raise PositionError("phase 'draw' names the card turned up, e.g. 'draw 8C1'")
        pending = got[0]
    elif phase == PHASE_OVER:
        if len(words) == 2 and words[1] == "nagari":
            ended = ("nagari", None)
        elif len(words) == 3 and words[1] in ("stop", "chongtong"):
            ended = (words[1], seat("phase", words[2]))
        else:
            raise PositionError("phase 'over' says why and who won: 'over stop 2', 'over chongtong 1' or 'over nagari'")
    elif len(words) > 1:
        raise PositionError(f"phase {words[0]!r} takes nothing after it")
    stuck = [-2] * 12
    if field["stuck piles"] != "-":
        for entry in field["stuck piles"].split():
            m, colon, who = entry.partition(":")
            if not colon or not is_number_text(m) or not 1 <= int(m) <= 12:
                raise PositionError(f"stuck piles: write MONTH:PLAYER entries such as 3:2 or 3:-; got {entry!r}")
            stuck[int(m) - 1] = -1 if who == "-" else seat("stuck piles", who)
    cup = field["sake cup"]
    if cup not in ("animal", "junk", "open"):
        raise PositionError(f"sake cup: animal, junk or open; got {cup!r}")
    so_far = field["turn so far"].split()
    if not so_far or not is_number_text(so_far[0]) or so_far[1:] not in ([], ["cup"]):
        raise PositionError(f"turn so far: the junk owed and 'cup' if taken this turn, e.g. '1 cup'; got "
                            f"{field['turn so far']!r}")
    pos = cls(seats, hands, to_mask(cards("field", field["field"])), cards("stock", field["stock"]),
              seat("turn", field["turn"]), seat("dealer", field["dealer"]), rules,
              per_seat("scores"), number("round", 1),
              number("carried", 1))
    pos.captured = captured
    pos.phase, pos.pending, pos.ended = phase, pending, ended
    pos.stuck = tuple(stuck)
    pos.tokens = list(per_seat("spare turns"))
    pos.gos = per_seat("gos")
    pos.go_points = per_seat("go points", allow_none=True)
    pos.go_order = tuple(seat("go order", v) for v in field["go order"].split()) if field["go order"] != "-" else ()
    pos.shakes = per_seat("shakes")
    pos.cup_set = cup != "open"
    pos.cup_junk = cup == "junk"
    pos.resume_turn(int(so_far[0]), so_far[1:] == ["cup"])
    _check_cards(pos)
    return pos


def _check_cards(pos) -> None:
    """Every card in at most one place."""
    seen = 0
    places = list(pos.hands) + [pos.field, to_mask(pos.draw)] + list(pos.captured)
    if pos.pending is not None:
        places.append(1 << pos.pending)
    for m in places:
        if seen & m:
            raise PositionError("a card is in two places: " + format_cards(bits(seen & m)))
        seen |= m
    if len(pos.draw) != len(set(pos.draw)):
        raise PositionError("stock: a card is given twice")
