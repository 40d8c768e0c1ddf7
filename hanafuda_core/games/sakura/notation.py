"""The Sakura position notation: fields separated by ``;``, written and read back."""

from __future__ import annotations

from ...cardset import bits, mask as _mask
from ...deck import CARDS
from ...game import PositionError
from ...messages import msg_in
from ...notation import NotationError, format_cards, is_number_text, parse_cards
from .cards import DEAL_SIZES, GAJI
from .actions import PHASES
from .options import SakuraOptions

POSITION_FIELDS = (
    (msg_in("a field of a position in notation", "hands"),
     msg_in("what a field of a position in notation holds (`code` as written)",
            "the players' hands in card notation, player 1 first, separated by `|` (two to seven hands)")),
    (msg_in("a field of a position in notation", "field"),
     msg_in("what a field of a position in notation holds (`code` as written)",
            "the cards face up on the table")),
    (msg_in("a field of a position in notation", "draw pile"),
     msg_in("what a field of a position in notation holds (`code` as written)",
            "the draw pile, bottom to top: its last card is turned up next")),
    (msg_in("a field of a position in notation", "captured"),
     msg_in("what a field of a position in notation holds (`code` as written)",
            "the cards each player (or each team) has taken, separated by `|`")),
    (msg_in("a field of a position in notation", "turns"),
     msg_in("what a field of a position in notation holds (`code` as written)",
            "the turns each player has left, `a-b-c`")),
    (msg_in("a field of a position in notation", "turn"),
     msg_in("what a field of a position in notation holds (`code` as written)",
            "whose turn it is: a player from `1`")),
    (msg_in("a field of a position in notation", "phase"),
     msg_in("what a field of a position in notation holds (`code` as written)",
            "`play`, `draw 8C1` (the card turned up, here 8C1, waits for the field card it takes), `gaji` (the "
            "Lightning played, its first target taken whole by another player, waits for another) or `over`")),
    (msg_in("a field of a position in notation", "dealer"),
     msg_in("what a field of a position in notation holds (`code` as written)",
            "who dealt")),
    (msg_in("a field of a position in notation", "lightning"),
     msg_in("what a field of a position in notation holds (`code` as written)",
            "`PLAYER:MONTH` once the Lightning has taken a card of another month (`2:3`), else `-`")),
    (msg_in("a field of a position in notation", "round"),
     msg_in("what a field of a position in notation holds (`code` as written)",
            "the round being played: `1`, `2`, …")),
    (msg_in("a field of a position in notation", "scores"),
     msg_in("what a field of a position in notation holds (`code` as written)",
            "the match scores before this round, player 1 first, separated by spaces")),
    (msg_in("a field of a position in notation", "options"),
     msg_in("what a field of a position in notation holds (`code` as written)",
            "the rule options that differ from the defaults; `-` if none")),
)
FIELD_NAMES = tuple(str(name) for name, _ in POSITION_FIELDS)  # the names in English: the fields' keys


def position_text(pos) -> str:
    phase = PHASES[pos.phase]
    if phase == "draw":
        phase += " " + CARDS[pos.pending].code
    return "; ".join((
        " | ".join(format_cards(bits(h)) for h in pos.hands),
        format_cards(bits(pos.field)),
        format_cards(pos.draw),
        " | ".join(format_cards(bits(c)) for c in pos.captured),
        "-".join(map(str, pos.turns)),
        str(pos.turn + 1),
        phase,
        str(pos.dealer + 1),
        "-" if pos.gaji is None else f"{pos.gaji[0] + 1}:{pos.gaji[1] + 1}",
        str(pos.round_no),
        " ".join(map(str, pos.scores)),
        pos.rules.to_text(),
    ))


def _cards(name: str, text: str) -> list[int]:
    try:
        return [c.index for c in parse_cards(text)]
    except NotationError as e:
        raise PositionError(f"{name}: {e}") from None


def _number(name: str, text: str, lo: int, hi: int) -> int:
    if not is_number_text(text) or not lo <= int(text) <= hi:
        raise PositionError(f"{name} must be a number from {lo} to {hi}, got {text!r}")
    return int(text)


def read_position(cls, text: str):
    """The position ``text`` writes; :class:`PositionError` naming the field otherwise."""
    if not isinstance(text, str):
        raise PositionError(f"expected text, got {type(text).__name__}")
    parts = [p.strip() for p in text.split(";")]
    if len(parts) != len(FIELD_NAMES):
        raise PositionError(f"a Sakura position has {len(FIELD_NAMES)} fields separated by ';' "
                            f"({', '.join(FIELD_NAMES)}); found {len(parts)}")
    f = dict(zip(FIELD_NAMES, parts))
    hands = [_mask(_cards("hands", h)) for h in f["hands"].split("|")]
    seats = len(hands)
    if seats not in DEAL_SIZES:
        raise PositionError(f"hands: give 2 to 7 hands separated by '|', not {seats}")
    try:
        rules = SakuraOptions.from_text(f["options"])
    except ValueError as e:
        raise PositionError(f"options: {e}") from None
    scores = f["scores"].split()
    if len(scores) != seats or not all(is_number_text(v.removeprefix("-")) for v in scores):
        raise PositionError(f"scores: give one whole number per player ({seats}), got {f['scores']!r}")
    pos = cls(hands, _mask(_cards("field", f["field"])), _cards("draw pile", f["draw pile"]),
              _number("dealer", f["dealer"], 1, seats) - 1, rules, tuple(int(v) for v in scores),
              _number("round", f["round"], 1, 99))
    piles = [_mask(_cards("captured", c)) for c in f["captured"].split("|")]
    if len(piles) != len(pos.captured):
        raise PositionError(f"captured: give one pile per {'team' if pos.teams else 'player'} "
                            f"({len(pos.captured)}), separated by '|'")
    pos.captured = piles
    turns = f["turns"].split("-")
    if len(turns) != seats or not all(is_number_text(t) for t in turns):
        raise PositionError(f"turns: give the turns each player has left, one per player ({seats})")
    pos.turns = [int(t) for t in turns]
    pos.turn = _number("turn", f["turn"], 1, seats) - 1
    words = f["phase"].split()
    if words in (["play"], ["over"], ["gaji"]):
        pos.phase = PHASES.index(words[0])
        pos.pending, pos.ended = (GAJI if words[0] == "gaji" else None), words[0] == "over"
    elif len(words) == 2 and words[0] == "draw" and len(_cards("phase", words[1])) == 1:
        pos.phase, pos.pending, pos.ended = 1, _cards("phase", words[1])[0], False
    else:
        raise PositionError(f"phase must be play, draw CARD, gaji or over; got {f['phase']!r}")
    if f["lightning"] == "-":
        pos.gaji = None
    else:
        who, _, month = f["lightning"].partition(":")
        pos.gaji = (_number("lightning", who, 1, seats) - 1, _number("lightning", month, 1, 12) - 1)
    seen = 0
    for m in pos.hands + [pos.field, _mask(pos.draw)] + pos.captured + ([1 << pos.pending] if pos.pending is not None else []):
        if seen & m:
            raise PositionError("a card is in two places: " + format_cards(bits(seen & m)))
        seen |= m
    if rules.gaji_dealt == "discarded" and not seen >> GAJI & 1:  # the Lightning dealt and put aside
        pos.aside = 1 << GAJI
    return pos
