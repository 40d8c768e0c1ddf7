"""A Hiyoko position as one line of text: its fields and what each holds
(:data:`POSITION_FIELDS`, the rules page's table), reading it
(:func:`read_position`; the position writes itself, ``to_text``) and the
checks that it is a possible position (:func:`check_position`).  A variant
adds its fields through the position's hooks (``_fields``, ``_read_extra``,
``_read_scores``, ``validate_scores``)."""

from __future__ import annotations

from ...cardset import bits as _bits, mask as _mask
from ...families.shedding.notation import PositionText, notation_fields
from ...game import PositionError
from ...messages import msg_in
from ...rng import Rng
from .cards import DEALT, JANUARY, TOP_CODES
from .words import card_text

__all__ = ["POSITION_FIELDS", "FIELD_NAMES", "read_position", "check_position"]

# The fields of the position text, in order, with what each holds (the rules page's table).
POSITION_FIELDS = notation_fields(
    ("player 1's hand", "player 2's hand", "discard pile", "draw pile", "turn",
     msg_in("a field of a position in notation", "chain"), msg_in("a field of a position in notation", "passes"),
     msg_in("a field of a position in notation", "top card"), "scores", "dealer", "options"),
    {"chain": msg_in("what a field of a position in notation holds (`code` as written)",
                     "how many cards have been discarded so far this turn, with `!` while a One-Two combo still "
                     "owes a card that counts as month 2"),
     "passes": msg_in("what a field of a position in notation holds (`code` as written)", "passes in a row"),
     "top card": msg_in("what a field of a position in notation holds (`code` as written)",
                        "where the top card of the discard pile came from: `d` dealt face up at the start of the "
                        "round, `t` turned up from the draw pile, `1` or `2` discarded by that player"),
     "scores": msg_in("what a field of a position in notation holds (`code` as written)",
                      "the match score before this round, player 1 first: `a-b`")})
FIELD_NAMES = tuple(str(name) for name, _ in POSITION_FIELDS)  # the names in English: the fields' keys
_TOP_READ = {v: k for k, v in TOP_CODES.items()}


def read_position(cls, text: str, rng: Rng | int | str | None = None):
    """Read a position of class ``cls`` (Hiyoko's or a variant's) written by its ``to_text``;
    raises :class:`PositionError` with the reason."""
    parts = PositionText(text, cls.field_names, cls.game_name, max_length=4000, clip=20)
    hand_lists = [parts.cards(0), parts.cards(1)]
    discard = parts.cards(2)
    draw = parts.cards(3, allow_unknown=True)
    turn = parts.player(4)
    dealer = parts.player(9)
    chain, owe = parts.chain(5)
    passes = parts.passes(6)
    if parts[7] not in _TOP_READ:
        raise PositionError(f"top card must be d (dealt), t (turned up), 1 or 2 (discarded by that player), "
                            f"got {parts[7][:20]!r}")
    scores = cls._read_scores(parts[8])
    extra = cls._read_extra(parts.parts)
    try:
        options = cls.options_type.from_text(parts[-1])
    except ValueError as e:
        raise PositionError(f"options: {e}") from e
    pos = cls((_mask(hand_lists[0]), _mask(hand_lists[1])), discard, draw, turn=turn, chain=chain, owe=owe,
              passes=passes, top_by=_TOP_READ[parts[7]], scores=scores, dealer=dealer, options=options,
              rng=rng, validate=False, **extra)
    check_position(pos)
    return pos

def check_position(pos) -> None:
    """Raise :class:`PositionError` unless ``pos`` is a possible position."""
    pos.check_players()
    if not isinstance(pos.options, pos.options_type):
        raise PositionError(f"options must be {pos.options_type.__name__}")
    pos.check_cards([_bits(pos.hands[0]), _bits(pos.hands[1])], card_text,
                     lambda c: f"{card_text(c)} is not used in {pos.game_name}: {pos.deck_words()}")
    for p in (0, 1):
        if not pos.hands[p] and (pos.turn != p or not pos.chain):
            raise PositionError(f"player {p + 1}'s hand is empty, so the round ended with their discard: the "
                                f"turn must be player {p + 1}'s, with a chain")
    pos.validate_scores()
    if not isinstance(pos.chain, int) or pos.chain < 0 or pos.chain > 6:
        raise PositionError(f"chain must be a number of cards from 0 to 6, got {pos.chain!r}")
    pos.check_counts()
    if pos.passes and pos.chain:
        raise PositionError("a player in the middle of a chain has discarded this turn, so passes must be 0")
    if pos.chain and pos.top_by != pos.turn:
        raise PositionError("the player to move has discarded this turn, so the top card is theirs: the top "
                            f"field must be {pos.turn + 1}")
    if pos.top_by == DEALT and len(pos.discard) != 1:
        raise PositionError("the card dealt face up is on top only until the first card goes on it: with "
                            "'d' the discard pile holds one card")
    if pos.draw is not None and pos.draw_due():
        raise PositionError("nobody can follow here, so a card is turned up at once when the draw pile is "
                            "known; a position waits with these passes only when the draw pile is unknown ('?')")
    if pos.owe:
        top = pos.top
        if not pos.chain or pos.rules.hand[top] != JANUARY \
                or not pos.rules.follow(top, False) & pos.hands[pos.turn]:
            raise PositionError("'!' (the One-Two combo owes a card) needs a chain, a pine card on top and a "
                                "card in the hand that can follow it")
