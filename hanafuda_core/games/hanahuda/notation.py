"""The position notation: twelve fields separated by ``;`` (see :mod:`.engine`), written, read and checked."""

from __future__ import annotations

from ...cardset import bits as _bits, mask as _mask
from ...deck import CARDS
from ...families import capture as ha
from ...families.capture import MONTH_BITS
from ...game import PositionError
from ...messages import msg_in
from ...notation import NotationError, format_cards, is_number_text, parse_cards
from .cards import HAND_SIZE, card_words, month_words, pile_size, sides_of, triple_months
from .options import HanahudaOptions
from .yaku import STOP_BIT, stop_yaku_named
from .actions import PHASES, PHASE_CUT, PHASE_DECIDE, PHASE_DRAW, PHASE_STOP, PHASE_TRADE


POSITION_FIELDS = (
    (msg_in("a field of a position in notation", "hands"),
     msg_in("what a field of a position in notation holds (`code` as written)",
            "the players' hands in card notation, player 1 first, separated by `|`: two, three or four hands")),
    (msg_in("a field of a position in notation", "field"),
     msg_in("what a field of a position in notation holds (`code` as written)",
            "the cards face up on the table")),
    (msg_in("a field of a position in notation", "pile"),
     msg_in("what a field of a position in notation holds (`code` as written)",
            "the draw pile, bottom to top: its last card is turned up next (in the `cut` phase, the whole "
            "shuffled deck, its last card dealt first)")),
    (msg_in("a field of a position in notation", "captured piles"),
     msg_in("what a field of a position in notation holds (`code` as written)",
            "the cards each side has captured, separated by `|`: one pile per player, or per team of two in the "
            "four-player game")),
    (msg_in("a field of a position in notation", "turn"),
     msg_in("what a field of a position in notation holds (`code` as written)",
            "whose turn it is: a player from `1` to the number of players")),
    (msg_in("a field of a position in notation", "phase"),
     msg_in("what a field of a position in notation holds (`code` as written)",
            "`cut` (the cutter chooses where the dealer deals first), `trade` (players with three cards of a "
            "month decide whether to trade one), `play` (play a card from the hand), `draw 8C1` (the card turned "
            "up, here 8C1, waits for the field card it takes), `decide` (stop or play on after Six Brights or "
            "Seven Ribbons) or `stop` (the round was stopped)")),
    (msg_in("a field of a position in notation", "dealer"),
     msg_in("what a field of a position in notation holds (`code` as written)",
            "who dealt this round")),
    (msg_in("a field of a position in notation", "played on"),
     msg_in("what a field of a position in notation holds (`code` as written)",
            "the stop yaku each side has chosen to play on after, as `SIDE:YAKU` entries separated by spaces "
            "(`1:six-brights`); `-` if none")),
    (msg_in("a field of a position in notation", "traded"),
     msg_in("what a field of a position in notation holds (`code` as written)",
            "the players who have made their trade decision, separated by spaces; `-` outside the `trade` phase")),
    (msg_in("a field of a position in notation", "round"),
     msg_in("what a field of a position in notation holds (`code` as written)",
            "the round being played: `1`, `2`, …")),
    (msg_in("a field of a position in notation", "scores"),
     msg_in("what a field of a position in notation holds (`code` as written)",
            "the match score before this round, one number per player, player 1 first: `a-b-c`")),
    (msg_in("a field of a position in notation", "options"),
     msg_in("what a field of a position in notation holds (`code` as written)",
            "the rule options that differ from the defaults, written as in the rule options table and separated "
            "by commas; `-` if none")),
)
FIELD_NAMES = tuple(str(name) for name, _ in POSITION_FIELDS)  # the names in English: the fields' keys


def position_text(pos) -> str:
    phase = PHASES[pos.phase]
    if pos.phase == PHASE_DRAW:
        phase += " " + CARDS[pos.pending].code
    declined = " ".join(f"{s + 1}:{y.key}" for s in range(pos.n_sides) for y in stop_yaku_named(pos.declined[s]))
    decided = " ".join(str(p + 1) for p in range(pos.seats) if pos.decided >> p & 1)
    return "; ".join((
        " | ".join(format_cards(_bits(h)) for h in pos.hands),
        format_cards(_bits(pos.field)),
        format_cards(pos.draw),
        " | ".join(format_cards(_bits(c)) for c in pos.captured),
        str(pos.turn + 1),
        phase,
        str(pos.dealer + 1),
        declined or "-",
        decided or "-",
        str(pos.round_no),
        "-".join(map(str, pos.scores)),
        pos.options.to_text(),
    ))

def read_position(cls, text: str):
    if not isinstance(text, str):
        raise PositionError(f"expected text, got {type(text).__name__}")
    parts = [p.strip() for p in text.split(";")]
    if len(parts) != len(FIELD_NAMES):
        raise PositionError(f"a Palauan Hanahuda position has {len(FIELD_NAMES)} fields separated by ';' "
                            f"({', '.join(FIELD_NAMES)}); found {len(parts)}")

    def cards(i: int, txt: str) -> list[int]:
        try:
            return [c.index for c in parse_cards(txt)]
        except NotationError as e:
            raise PositionError(f"{FIELD_NAMES[i]}: {e}") from None

    hands = [cards(0, h) for h in parts[0].split("|")]
    seats = len(hands)
    if seats not in HAND_SIZE:
        raise PositionError(f"hands: give 2, 3 or 4 hands separated by '|', not {seats}")
    caps = [cards(3, c) for c in parts[3].split("|")]
    lists = [hands, cards(1, parts[1]), cards(2, parts[2]), caps]

    def seat(i: int) -> int:
        v = parts[i]
        if not is_number_text(v) or not 1 <= int(v) <= seats:
            raise PositionError(f"{FIELD_NAMES[i]} must be a player from 1 to {seats}, got {v!r}")
        return int(v) - 1

    turn, dealer = seat(4), seat(6)
    ph, _, pend = parts[5].partition(" ")
    if ph not in PHASES:
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
            if not colon or not is_number_text(s) or not 1 <= int(s) <= n_sides or key not in STOP_BIT:
                raise PositionError(f"played on: write '-' or SIDE:YAKU entries such as 1:six-brights or "
                                    f"2:seven-ribbons; got {entry!r}")
            declined[int(s) - 1] |= STOP_BIT[key]
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
    validate(pos, lists)
    return pos

def validate(pos, lists=None) -> None:
    """Raise :class:`PositionError` unless this is a possible position."""
    seats, n_sides = pos.seats, pos.n_sides
    if not (0 <= pos.turn < seats and 0 <= pos.dealer < seats):
        raise PositionError("turn and dealer must be players of the table")
    _check_places(pos, lists)
    ph = pos.phase
    if (ph == PHASE_DRAW) != (pos.pending is not None):
        raise PositionError("only the 'draw' phase has a card turned up waiting for its target")
    if ph == PHASE_CUT:
        if any(pos.hands) or pos.field or any(pos.captured):
            raise PositionError("in the 'cut' phase nothing is dealt yet: the whole deck is the pile")
        if pos.turn != pos.cutter:
            raise PositionError(f"in the 'cut' phase the cutter (player {pos.cutter + 1}, on the "
                                f"dealer's right) is to move")
        return
    _check_hands(pos, ph, seats)
    _check_piles(pos, ph, seats)
    _check_stop_yaku(pos, ph, n_sides)


def _side_name(pos, s: int) -> str:
    """Side ``s`` in an error: a player, or a team of four players."""
    if pos.seats == 4:
        return f"the team of players {s + 1} and {s + 3}"
    return f"player {s + 1}"


def _check_places(pos, lists) -> None:
    """Every card once: in a hand, the field, the pile, a capture pile or turned up."""
    if lists is None:
        lists = [[_bits(h) for h in pos.hands], _bits(pos.field), pos.draw, [_bits(c) for c in pos.captured]]
    hands, fld, pile, caps = lists
    places = [(f"player {p + 1}'s hand", h) for p, h in enumerate(hands)]
    places += [("the field", fld), ("the pile", pile)]
    for s, c in enumerate(caps):
        places.append((f"{_side_name(pos, s)}'s captured cards", c))
    if pos.pending is not None:
        places.append(("the card turned up", [pos.pending]))
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


def _check_hands(pos, ph: int, seats: int) -> None:
    """The hands as the turns leave them, and the trade phase."""
    size = pos.hand_size
    h = [x.bit_count() for x in pos.hands]
    order = [(pos.dealer + k) % seats for k in range(seats)]
    idx = order.index(pos.turn)
    moved = ph in (PHASE_DRAW, PHASE_DECIDE, PHASE_STOP)  # the player to move has played this turn
    for i, p in enumerate(order):
        if ph == PHASE_TRADE:
            break
        want = h[pos.turn] + (0 if moved else -1) if i < idx else (
            h[pos.turn] + (1 if moved else 0) if i > idx else h[pos.turn])
        if h[p] != want or h[p] > size:
            raise PositionError(
                f"the hands hold {'-'.join(map(str, h))} cards, which does not fit: {size} cards are "
                f"dealt, the dealer (player {pos.dealer + 1}) plays first, then counter-clockwise, and "
                f"player {pos.turn + 1} {'has played' if moved else 'is to play'}")
    if ph == PHASE_TRADE:
        if any(x != size for x in h) or any(pos.captured):
            raise PositionError("trades happen before the first card is played")
        if not triple_months(pos.hands[pos.turn]):
            raise PositionError(f"player {pos.turn + 1} holds no three cards of a month to trade")
        if pos.decided >> pos.turn & 1:
            raise PositionError(f"player {pos.turn + 1} has already made their trade decision")
    elif pos.decided:
        raise PositionError("'traded' lists players only during the trade phase")


def _check_piles(pos, ph: int, seats: int) -> None:
    """The pile, the field and the capture piles as play leaves them."""
    size = pos.hand_size
    h = [x.bit_count() for x in pos.hands]
    played = seats * size - sum(h)
    want_pile = max(pile_size(seats) - played, 0)
    if len(pos.draw) != want_pile:
        raise PositionError(f"the pile holds {len(pos.draw)} cards, but after {played} hand cards played it "
                            f"must hold {want_pile}: the deal leaves {pile_size(seats)} and each hand card "
                            f"played turns up one while the pile lasts")
    if ha.needs_redeal(pos.field):
        raise PositionError("all four cards of a month are on the field: such a deal is void, and in play "
                            "the fourth card of a month captures the other three")
    for s, c in enumerate(pos.captured):
        for m, k in enumerate(ha.month_counts(c)):
            if k % 2:
                raise PositionError(f"{_side_name(pos, s)} captured {k} {month_words(m + 1)} cards; "
                                    f"captures take the cards of a month two or four at a time")
    if ph == PHASE_DRAW and (pos.field & MONTH_BITS[pos.pending]).bit_count() != 2:
        raise PositionError("phase 'draw' waits for the target of a card turned up that matches two field "
                            "cards; this one does not")


def _check_stop_yaku(pos, ph: int, n_sides: int) -> None:
    """Every stop-yaku held was answered (stop or play on), and the phase agrees."""
    mover = pos.side(pos.turn)
    for s in range(n_sides):
        held = pos.stop_held(s)
        if pos.declined[s] & ~held:
            raise PositionError(f"{_side_name(pos, s)} played on after a stop-yaku they do not hold")
        open_ = held & ~pos.declined[s]
        if open_ and not (s == mover and ph in (PHASE_DRAW, PHASE_DECIDE, PHASE_STOP)):
            raise PositionError(f"{_side_name(pos, s)} holds {stop_yaku_named(open_)[0].name} but never chose "
                                f"to stop or play on")
    if ph == PHASE_DECIDE and not pos.stop_held(mover) & ~pos.declined[mover]:
        raise PositionError("phase 'decide' follows a turn that completed Six Brights or Seven Ribbons")
    if ph == PHASE_STOP and not pos.stop_held(mover):
        raise PositionError("phase 'stop': the player who stopped must hold Six Brights or Seven Ribbons")
