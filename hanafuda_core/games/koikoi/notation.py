"""The position notation: thirteen fields separated by ``;`` (see :mod:`.engine`), written, read and checked."""

from __future__ import annotations

from ...cardset import bits as _bits, code_words as _code_words, codes as _codes, mask as _mask, month_words as _month_words
from ...deck import CARDS
from ...families import capture as ha
from ...families.capture import LIGHTNING
from ...game import PositionError
from ...messages import msg_in
from ...notation import NotationError, format_cards, is_number_text, parse_card, parse_cards
from .evaluator import holds_new_yaku
from .rules import KoiKoiOptions
from .actions import PHASES, PHASE_DECIDE, PHASE_DRAW, PHASE_END, PHASE_PLAY


POSITION_FIELDS = (
    (msg_in("a field of a position in notation", "player 1's hand"),
     msg_in("what a field of a position in notation holds (`code` as written)",
            "the cards in player 1's hand, in card notation (`-` when empty)")),
    (msg_in("a field of a position in notation", "player 2's hand"),
     msg_in("what a field of a position in notation holds (`code` as written)",
            "the cards in player 2's hand")),
    (msg_in("a field of a position in notation", "field"),
     msg_in("what a field of a position in notation holds (`code` as written)",
            "the cards face up on the table")),
    (msg_in("a field of a position in notation", "draw pile"),
     msg_in("what a field of a position in notation holds (`code` as written)",
            "the draw pile, bottom to top: its last card is the next one turned up")),
    (msg_in("a field of a position in notation", "player 1's captured cards"),
     msg_in("what a field of a position in notation holds (`code` as written)",
            "the cards player 1 has captured")),
    (msg_in("a field of a position in notation", "player 2's captured cards"),
     msg_in("what a field of a position in notation holds (`code` as written)",
            "the cards player 2 has captured")),
    (msg_in("a field of a position in notation", "turn"),
     msg_in("what a field of a position in notation holds (`code` as written)",
            "whose turn it is: `1` or `2`")),
    (msg_in("a field of a position in notation", "phase"),
     msg_in("what a field of a position in notation holds (`code` as written)",
            "`play` (play a card from the hand), `draw 8C1` (the card turned up, here 8C1, matches two field "
            "cards: choose which it takes), `decide` (stop or call koi-koi), `stop` (the player to move stopped: "
            "the round is over) or `end` (the round ended on the yaku of the player to move)")),
    (msg_in("a field of a position in notation", "dealer"),
     msg_in("what a field of a position in notation holds (`code` as written)",
            "who dealt this round: `1` or `2`")),
    (msg_in("a field of a position in notation", "koi-koi"),
     msg_in("what a field of a position in notation holds (`code` as written)",
            "`-`, or for each player who has called koi-koi `P@cards` (`PxN@cards` after N calls): the cards they "
            "had captured at their last call; entries separated by `|`")),
    (msg_in("a field of a position in notation", "round"),
     msg_in("what a field of a position in notation holds (`code` as written)",
            "`n/N`: round n of a match of N rounds (`n/-` in a match played to a target score)")),
    (msg_in("a field of a position in notation", "scores"),
     msg_in("what a field of a position in notation holds (`code` as written)",
            "the match score before this round, player 1 first: `a-b`")),
    (msg_in("a field of a position in notation", "rules"),
     msg_in("what a field of a position in notation holds (`code` as written)",
            "the rule set's key, then the rules changed from it, separated by commas (`seed`, `modern,rounds=6`; "
            "see Other rule sets and Rule options)")),
)
_FIELD_NAMES = tuple(str(name) for name, _ in POSITION_FIELDS)  # the names in English: the fields' keys
HAND_SIZE = 8  # cards per hand at the deal
PILE_SIZE = 24  # cards left in the draw pile after the deal


def koikoi_text(pos) -> str:
    parts = []
    for p in (0, 1):
        n = pos.calls[p]
        if n:
            parts.append(f"{p + 1}{'' if n == 1 else f'x{n}'}@{format_cards(_bits(pos.basis[p]))}")
    return " | ".join(parts) or "-"

def position_text(pos) -> str:
    """The position as one line of text (see the module notes and :meth:`from_text`)."""
    phase = PHASES[pos.phase]
    if pos.phase == PHASE_DRAW:
        phase += " " + CARDS[pos.pending].code
    return "; ".join((
        format_cards(_bits(pos.hands[0])),
        format_cards(_bits(pos.hands[1])),
        format_cards(_bits(pos.field)),
        format_cards(pos.draw),
        format_cards(_bits(pos.captured[0])),
        format_cards(_bits(pos.captured[1])),
        str(pos.turn + 1),
        phase,
        str(pos.dealer + 1),
        koikoi_text(pos),
        f"{pos.round_no}/{pos.rules.options.rounds or '-'}",
        f"{pos.scores[0]}-{pos.scores[1]}",
        pos.rules.to_text(),
    ))

def read_position(cls, text: str, rules: KoiKoiOptions | None = None):
    """Read a position written by :meth:`to_text`.

    Thirteen fields separated by ``;``: player 1's hand; player 2's hand;
    the field; the draw pile (bottom to top: the last card is turned up
    next); player 1's and player 2's captured cards; whose turn (1 or 2);
    the phase (``play``, ``draw CARD``, ``decide``, ``stop``, ``end``);
    the dealer (1 or 2); koi-koi calls (``-``, or e.g. ``1@1B 3B 8B 12B``,
    ``2x2@...``, separated by ``|``); the round ``n/N``; the scores
    ``a-b``; the rules (e.g. ``seed`` or ``nintendo,viewing=no``).  Card
    lists are ``-`` when empty.  ``rules`` supplies a rule set that its
    text cannot describe (custom yaku); its text must then match.
    Raises :class:`PositionError` with the reason.
    """
    if not isinstance(text, str):
        raise PositionError(f"expected text, got {type(text).__name__}")
    parts = [p.strip() for p in text.split(";")]
    if len(parts) != 13:
        raise PositionError(
            f"a Koi-Koi position has 13 fields separated by ';' ({', '.join(_FIELD_NAMES)}); "
            f"found {len(parts)}")

    def cards(i: int) -> list[int]:
        try:
            return [c.index for c in parse_cards(parts[i])]
        except NotationError as e:
            raise PositionError(f"{_FIELD_NAMES[i]}: {e}") from e

    lists = [cards(i) for i in range(6)]

    def player(i: int) -> int:
        if parts[i] not in ("1", "2"):
            raise PositionError(f"{_FIELD_NAMES[i]} must be 1 or 2, got {parts[i]!r}")
        return int(parts[i]) - 1

    turn, dealer = player(6), player(8)
    ph, pending = _read_phase(parts[7])
    if rules is None:
        try:
            rules = KoiKoiOptions.from_text(parts[12])
        except ValueError as e:
            raise PositionError(f"rules: {e}") from e
    elif parts[12] != rules.to_text():
        raise PositionError(f"rules: the text says {parts[12]!r} but the rules given are "
                            f"{rules.to_text()!r}")
    calls, basis = _read_calls(parts[9])
    rn, slash, total = parts[10].partition("/")
    if not is_number_text(rn) or not slash or not (is_number_text(total) or total.strip() == "-"):
        raise PositionError(f"round must be written n/N (n/- without a limit), e.g. 1/12; got {parts[10]!r}")
    if (0 if total.strip() == "-" else int(total)) != rules.options.rounds:
        want = rules.options.rounds or "no limit ('-')"
        raise PositionError(f"round: the game has {want} rounds under these rules, not {total.strip()} "
                            f"(set the rounds in the rules)")
    sc = parts[11].split("-")
    if len(sc) != 2 or not all(is_number_text(s.strip()) for s in sc):
        raise PositionError(f"scores must be written like 12-5, got {parts[11]!r}")
    pos = cls(
        hands=(_mask(lists[0]), _mask(lists[1])), field=_mask(lists[2]), draw=lists[3],
        captured=(_mask(lists[4]), _mask(lists[5])), turn=turn, phase=ph, pending=pending,
        calls=calls, basis=basis, dealer=dealer, round_no=int(rn),
        scores=(int(sc[0]), int(sc[1])), rules=rules, validate=False)
    validate(pos, lists)
    pos.refresh()
    return pos


def _read_phase(text: str) -> tuple[str, int | None]:
    """The phase field: ``(phase, card turned up or None)``."""
    ph, _, pend = text.partition(" ")
    pending = None
    if ph not in PHASES:
        raise PositionError(f"phase must be play, draw CARD, decide, stop or end; got {text!r}")
    if ph == "draw":
        if not pend.strip():
            raise PositionError("phase 'draw' names the card turned up, e.g. 'draw 8C1'")
        try:
            pending = parse_card(pend).index
        except NotationError as e:
            raise PositionError(f"phase: {e}") from e
    elif pend.strip():
        raise PositionError(f"phase {ph!r} takes no card; only 'draw CARD' does")
    return ph, pending


def _read_calls(text: str) -> tuple[list[int], list[int]]:
    """The koi-koi field: ``(calls, cards at the last call)`` per player."""
    calls, basis = [0, 0], [0, 0]
    if text != "-":
        for entry in text.split("|"):
            entry = entry.strip()
            who, at, cards_text = entry.partition("@")
            pl, x, n = who.strip().partition("x")
            if not at or pl not in ("1", "2") or (x and not is_number_text(n)) or (x and int(n) < 1):
                raise PositionError(
                    f"koi-koi: write '-' or, per caller, PLAYER@CARDS or PLAYERxCALLS@CARDS "
                    f"(e.g. 1@1B 3B 8B or 2x2@9A 9C1 ...); got {entry!r}")
            q = int(pl) - 1
            if calls[q]:
                raise PositionError(f"koi-koi: player {q + 1} is listed twice")
            calls[q] = int(n) if x else 1
            try:
                basis[q] = _mask(c.index for c in parse_cards(cards_text))
            except NotationError as e:
                raise PositionError(f"koi-koi: {e}") from e
    return calls, basis


def validate(pos, lists: list[list[int]] | None = None) -> None:
    """Raise :class:`PositionError` unless this is a possible Koi-Koi position."""
    for name in ("turn", "dealer"):
        if getattr(pos, name) not in (0, 1):
            raise PositionError(f"{name} must be player 0 or 1, got {getattr(pos, name)!r}")
    opts = pos.rules.options
    if isinstance(pos.round_no, bool) or not isinstance(pos.round_no, int) \
            or not 1 <= pos.round_no <= (opts.rounds or 999):
        raise PositionError(f"round must be 1 to {opts.rounds or 999}, got {pos.round_no!r}")
    rules = pos.scoring = pos.rules.for_round(pos.round_no)  # the round's yaku
    _check_places(pos, lists)
    _check_counts(pos, opts)
    _check_calls(pos, rules, opts)
    _check_yaku(pos, rules, opts)


def _check_places(pos, lists: list[list[int]] | None) -> None:
    """Every card once: in a hand, the field, the draw pile, a capture pile or turned up."""
    if lists is None:
        lists = [_bits(pos.hands[0]), _bits(pos.hands[1]), _bits(pos.field), pos.draw,
                 _bits(pos.captured[0]), _bits(pos.captured[1])]
    places = list(zip(("player 1's hand", "player 2's hand", "the field", "the draw pile",
                       "player 1's captured cards", "player 2's captured cards"), lists))
    if pos.pending is not None:
        places.append(("the turned-up card", [pos.pending]))
    where: dict[int, str] = {}
    for name, lst in places:
        for c in lst:
            if c in where:
                other = where[c]
                if other == name:
                    raise PositionError(f"card {_code_words(c)} appears twice in {name}")
                raise PositionError(f"card {_code_words(c)} is in both {other} and {name}")
            where[c] = name
    if len(where) != 48:
        missing = [c for c in range(48) if c not in where]
        raise PositionError(f"all 48 cards must appear exactly once; missing: {_codes(missing)}")
    if pos.phase == PHASE_DRAW and pos.pending is None:
        raise PositionError("phase 'draw' needs the card turned up")
    if pos.phase != PHASE_DRAW and pos.pending is not None:
        raise PositionError("only the 'draw' phase has a turned-up card waiting")


def _check_counts(pos, opts) -> None:
    """The hands, the draw pile, the field and the capture piles as play leaves them."""
    h = [pos.hands[0].bit_count(), pos.hands[1].bit_count()]
    for p in (0, 1):
        if h[p] > HAND_SIZE:
            raise PositionError(f"player {p + 1} holds {h[p]} cards; a hand is dealt {HAND_SIZE} "
                                f"and never grows")
    d, o = pos.dealer, 1 - pos.dealer
    played = pos.phase != PHASE_PLAY  # the player to move has played their hand card
    if pos.turn == d:
        want_d = h[o] - (1 if played else 0)
        ok = h[d] == want_d
    else:
        ok = h[o] == h[d] + (0 if played else 1)
    if not ok:
        state = "has played a card this turn" if played else "is about to play"
        raise PositionError(
            f"the hands hold {h[0]} and {h[1]} cards, which does not fit: the dealer (player "
            f"{d + 1}) plays first and the players alternate, and player {pos.turn + 1} {state}")
    want = PILE_SIZE - (2 * HAND_SIZE - h[0] - h[1])
    if len(pos.draw) != want:
        raise PositionError(
            f"the draw pile holds {len(pos.draw)} cards, but with {h[0] + h[1]} cards left in the "
            f"hands it must hold {want}: the deal leaves {PILE_SIZE} and every turn turns up one")
    full = ha.full_months(pos.field)
    if full:
        m = (full & -full).bit_length()
        raise PositionError(
            f"all four {_month_words(m)} cards are on the field: such a deal is void and dealt "
            f"again, and in play the fourth card of a month always captures the other three")
    for p in (0, 1):
        n = pos.captured[p].bit_count()
        if n % 2:
            raise PositionError(f"player {p + 1} has captured {n} cards; every capture takes a "
                                f"card and one or three field cards, so the number is even")
        if not opts.lightning_wild:
            for m, k in enumerate(ha.month_counts(pos.captured[p])):
                if k % 2:
                    raise PositionError(
                        f"player {p + 1} has captured {k} {_month_words(m + 1)} cards; captures "
                        f"take cards of one month two or four at a time")
    if pos.phase == PHASE_DRAW:
        ch = ha.capture_choices(pos.pending, pos.field, opts.lightning_wild and pos.pending == LIGHTNING)
        if len(ch) < 2:
            raise PositionError(
                f"phase 'draw {CARDS[pos.pending].code}' waits for the turned-up card's target, "
                f"but it does not match two field cards: there is nothing to choose")


def _check_calls(pos, rules, opts) -> None:
    """The koi-koi calls and the cards recorded at them."""
    for p in (0, 1):
        n = pos.calls[p]
        if isinstance(n, bool) or not isinstance(n, int) or n < 0:
            raise PositionError(f"koi-koi calls must be whole numbers, got {pos.calls!r}")
        if n > 1 and not opts.multiple_koikoi:
            raise PositionError(f"player {p + 1} called koi-koi {n} times, but under these rules "
                                f"a player calls it at most once (the rules allow one koi-koi per round)")
        if not n and pos.basis[p]:
            raise PositionError(f"player {p + 1} has cards recorded for a koi-koi call but no call")
        if n:
            if pos.basis[p] & ~pos.captured[p]:
                raise PositionError(
                    f"player {p + 1}'s koi-koi cards ({_codes(pos.basis[p] & ~pos.captured[p])}) "
                    f"are not among their captured cards")
            if not rules.score_of(pos.basis[p]) and not rules.yaku_of(pos.basis[p]):
                raise PositionError(f"player {p + 1} called koi-koi without a yaku: the cards "
                                    f"recorded at the call make none")
            if rules.score_of(pos.basis[p]) < opts.koikoi_min:
                raise PositionError(f"player {p + 1} called koi-koi with yaku worth "
                                    f"{rules.score_of(pos.basis[p])} points, but under these rules a "
                                    f"koi-koi needs {opts.koikoi_min}")
    if pos.calls[0] and pos.calls[1] and not opts.multiple_koikoi:
        raise PositionError("both players called koi-koi, but under these rules the first yaku "
                            "after a koi-koi ends the round (the rules allow one koi-koi per round)")


def _check_yaku(pos, rules, opts) -> None:
    """A new yaku and the phase agree; the scores; a deal the rules make void."""
    basis = (rules.signature(pos.basis[0]), rules.signature(pos.basis[1]))
    sigs = [rules.signature(pos.captured[0]), rules.signature(pos.captured[1])]
    new = [bool(sigs[p]) and holds_new_yaku(sigs[p], basis[p], opts.growing_yaku) for p in (0, 1)]
    other = 1 - pos.turn
    if new[other]:
        raise PositionError(
            f"player {other + 1} holds a new yaku ({', '.join(s.name for s in pos.new_yaku(other))}) "
            f"that was never answered: a turn that completes a yaku ends with stop or koi-koi")
    p = pos.turn
    if pos.phase == PHASE_PLAY and new[p]:
        raise PositionError(
            f"player {p + 1} holds a new yaku ({', '.join(s.name for s in pos.new_yaku(p))}) "
            f"but the phase is 'play': a turn that completes a yaku ends with stop or koi-koi")
    if pos.phase >= PHASE_DECIDE and not new[p]:
        raise PositionError(f"phase {PHASES[pos.phase]!r} follows a turn that completed a new "
                            f"yaku, but player {p + 1} has none")
    auto = (not pos.hands[0] and not pos.hands[1]
            or (pos.calls[p] and opts.caller_second_yaku == "end")
            or (pos.calls[1 - p] and not opts.multiple_koikoi))
    if pos.phase == PHASE_DECIDE and auto:
        raise PositionError("this yaku ends the round by itself (it comes after a koi-koi, or "
                            "on the last turn), so the phase is 'end', not 'decide'")
    if pos.phase == PHASE_END and not auto:
        raise PositionError(f"phase 'end' is for a yaku that ends the round by itself; here "
                            f"player {p + 1} chooses: the phase is 'decide'")
    for s in pos.scores:
        if isinstance(s, bool) or not isinstance(s, int) or s < 0:
            raise PositionError(f"scores must be whole numbers of points, got {pos.scores!r}")
    if pos.at_deal and pos.rules.voids_deal(pos.hands):
        raise PositionError("a hand holds four of a month or four pairs: under these rules such a deal "
                            "is void and the cards are dealt again")
