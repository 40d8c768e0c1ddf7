"""A Poka position as one line of text: its fields and what each holds
(:data:`POSITION_FIELDS`, the rules page's table), writing it
(:func:`position_text`), reading it (:func:`read_position`) and the checks
that it is a possible position (:func:`check_position`)."""

from __future__ import annotations

from ...cardset import bits as _bits, code_words as _code_words, mask as _mask
from ...families.shedding.notation import PositionText, notation_fields, read_scores
from ...game import PositionError
from ...messages import msg_in
from ...notation import format_cards
from ...rng import Rng
from .cards import FEBRUARY_CARDS, PLAIN_JANUARY
from .options import PokaOptions

__all__ = ["POSITION_FIELDS", "FIELD_NAMES", "position_text", "read_position", "check_position"]

# The fields of the position text, in order, with what each holds (the rules page's table).
POSITION_FIELDS = notation_fields(
    ("player 1's hand", "player 2's hand", "discard pile", "draw pile", "turn",
     msg_in("a field of a position in notation", "first-turn flags"),
     msg_in("a field of a position in notation", "chain"), msg_in("a field of a position in notation", "passes"),
     "scores", "dealer", "options"),
    {"first-turn flags": msg_in("what a field of a position in notation holds (`code` as written)",
                                "who is still on their first turn: `12`, `1`, `2` or `-` (this decides All Out)"),
     "chain": msg_in("what a field of a position in notation holds (`code` as written)",
                     "how many cards have been discarded so far this turn, with `!` while a One-Two combo still "
                     "owes a February card"),
     "passes": msg_in("what a field of a position in notation holds (`code` as written)",
                      "passes in a row (after two, the top card of the draw pile is turned up)"),
     "scores": msg_in("what a field of a position in notation holds (`code` as written)",
                      "the match score, player 1 first: `a-b`")})
FIELD_NAMES = tuple(str(name) for name, _ in POSITION_FIELDS)  # the names in English: the fields' keys


def position_text(pos) -> str:
    """The position as one line of text (read back by :func:`read_position`)."""
    first = "".join(str(p + 1) for p in (0, 1) if pos.first[p]) or "-"
    draw = "?" if pos.draw is None else format_cards(pos.draw)
    return "; ".join((
        format_cards(_bits(pos.hands[0])),
        format_cards(_bits(pos.hands[1])),
        format_cards(pos.discard),
        draw,
        str(pos.turn + 1),
        first,
        f"{pos.chain}{'!' if pos.owe_february else ''}",
        str(pos.passes),
        f"{pos.scores[0]}-{pos.scores[1]}",
        str(pos.dealer + 1),
        pos.options.to_text(),
    ))

def read_position(cls, text: str, rng: Rng | int | str | None = None):
    """Read a position of class ``cls`` written by :func:`position_text`.

    Eleven fields separated by ``;``: player 1's hand; player 2's hand;
    the discard pile (bottom to top); the draw pile (bottom to top, ``?``
    if its order is unknown, ``-`` if empty); whose turn (1 or 2); the
    players still on their first turn (``12``, ``1``, ``2`` or ``-``); the
    chain (cards discarded this turn, ``!`` when the One-Two combo owes a
    February card); consecutive passes; scores ``a-b``; the dealer (1 or
    2); options (``-`` or e.g. ``target=3,jan-feb``).  Raises
    :class:`PositionError` with the reason.
    """
    parts = PositionText(text, FIELD_NAMES, cls.game_name)
    hand_lists = [parts.cards(0), parts.cards(1)]
    discard = parts.cards(2)
    draw = parts.cards(3, allow_unknown=True)
    turn = parts.player(4)
    dealer = parts.player(9)
    f = parts[5]
    if f not in ("-", "1", "2", "12", "21"):
        raise PositionError(f"first-turn flags must be 12, 1, 2 or -, got {f!r}")
    first = ("1" in f, "2" in f)
    chain, owe = parts.chain(6)
    passes = parts.passes(7)
    scores = read_scores(parts[8])
    try:
        options = PokaOptions.from_text(parts[10])
    except ValueError as e:
        raise PositionError(f"options: {e}") from e
    for i, lst in enumerate(hand_lists):
        if len(set(lst)) != len(lst):  # pragma: no cover - parse_cards rejects duplicates
            raise PositionError(f"{FIELD_NAMES[i]} names a card twice")
    pos = cls(
        hands=(_mask(hand_lists[0]), _mask(hand_lists[1])),
        discard=discard, draw=draw, turn=turn, first=first, chain=chain,
        owe_february=owe, passes=passes, scores=scores, dealer=dealer, options=options, rng=rng,
        validate=False,
    )
    check_position(pos, hand_lists)
    return pos

def check_position(pos, hand_lists: list[list[int]] | None = None) -> None:
    """Raise :class:`PositionError` unless this is a possible Poka position."""
    if hand_lists is None:
        hand_lists = [_bits(pos.hands[0]), _bits(pos.hands[1])]
    pos.check_players()
    if not isinstance(pos.options, PokaOptions):
        raise PositionError("options must be a PokaOptions")
    pos.check_cards(hand_lists, lambda c: f"card {_code_words(c)}")
    for p in (0, 1):
        if pos.hands[p] == 0 and pos.turn != p:
            raise PositionError(f"player {p + 1}'s hand is empty, so the round ended on their "
                                f"turn; the turn must be player {p + 1}'s")
    pos.check_scores()
    if not isinstance(pos.chain, int) or pos.chain < 0:
        raise PositionError(f"chain must be a number of cards, got {pos.chain!r}")
    pos.check_counts()
    if pos.passes == 2 and pos.draw is not None:
        raise PositionError("two passes in a row are followed at once by a draw when the draw "
                            "pile is known, so passes must be 0 or 1; 2 only waits for a card "
                            "from an unknown draw pile ('?')")
    if pos.passes and pos.chain:
        raise PositionError("a player in the middle of a chain has discarded this turn, so the "
                            "pass count must be 0")
    if pos.owe_february:
        top = pos.discard[-1]
        if not pos.chain or not (1 << top) & PLAIN_JANUARY or not pos.hands[pos.turn] & FEBRUARY_CARDS:
            raise PositionError("'!' (the One-Two combo owes a February card) needs a chain, a "
                                "plain January card on top and a February card in the hand")
    d, o = pos.dealer, 1 - pos.dealer
    if pos.first[d]:
        if not pos.first[o]:
            raise PositionError("the dealer is still on the first turn of the round, so the "
                                "other player must be too")
        if pos.turn != d or pos.passes:
            raise PositionError("the dealer plays the first turn: while the dealer is on their "
                                "first turn it is their turn and nobody has passed")
        if pos.chain == 0 and len(pos.discard) != 1:
            raise PositionError(f"at the start of a round the discard pile holds the one card "
                                f"turned up at the deal, not {len(pos.discard)}")
    elif pos.first[o] and pos.turn != o:
        raise PositionError(f"player {o + 1} is still on their first turn, which comes right "
                            f"after the dealer's, so it must be their turn")
    for p in (0, 1):
        if pos.first[p]:
            expected = 6 - (pos.chain if pos.turn == p else 0)
            n = pos.hands[p].bit_count()
            if n != expected:
                raise PositionError(
                    f"player {p + 1} is still on their first turn, so they hold "
                    f"{expected} cards (6 dealt, minus those discarded this turn), not {n}")
