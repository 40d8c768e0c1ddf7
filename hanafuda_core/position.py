"""Positions as the shared modules read them.

* :class:`PositionProtocol` — every attribute and method of a game's position
  that shared code (the Game defaults, play sessions, the evaluator, the
  lesson judge) reads; the conformance suite checks each game's positions
  against it;
* :class:`Position` — the base class most positions use (python-chess
  style: ``push``/``pop``, a legal-move generator, ``outcome()``);
* :func:`walk_turns` — every way to finish the turn;
* the errors a game raises (:class:`GameError` and its kinds).
"""

from __future__ import annotations

from typing import Any, Callable, Iterator, Protocol, Sequence, runtime_checkable

from .errors import HanafudaError
from .messages import Message, msg, msg_in

__all__ = ["GameError", "PositionError", "IllegalActionError", "PositionProtocol", "Position", "walk_turns",
           "POSITION_ATTRIBUTES"]


class GameError(HanafudaError):
    """A request a game cannot honour (a bad position text, bad options)."""


class PositionError(GameError):
    """A position (or its text) that cannot be a position of the game."""


class IllegalActionError(GameError):
    """An action that is not legal; ``reason`` is the learner-readable explanation."""

    def __init__(self, reason: "str | Message", action=None):
        super().__init__(reason)
        self.reason = reason
        self.action = action


# ---------------------------------------------------------------------------
# What shared code reads of a position


@runtime_checkable
class PositionProtocol(Protocol):
    """A game's position as the shared modules read it (the Game defaults,
    :mod:`~hanafuda_core.play`, :mod:`~hanafuda_core.evaluation`, the lesson
    judge).  A game whose position lacks one of these overrides the
    :class:`~hanafuda_core.game.Game` method that reads it.

    Two ways to play an action (python-chess warns the same way that its
    ``Board.push`` checks no legality, while ``push_san`` does):

    * :meth:`push` is the checked way, for an action from outside the
      engine (a learner's click, a saved match, a lesson): it reads an
      action's text, and an illegal action raises the game's error with the
      reason, leaving the position as it was;
    * :meth:`push_unchecked` is the fast path, the inner loop of the
      engines' simulations (rollouts, the solvers' depth-first walks,
      :func:`walk_turns`): it plays an engine action known to be legal —
      one taken from :meth:`legal_actions` of this very position — and
      skips everything else: it reads no text and checks nothing (not even
      that the action is written as the legal list writes it), so an action
      that is not legal leaves a position no rule allows, without an
      error.  Only engine code that took the action
      from :meth:`legal_actions` (or from a player that chooses among them)
      may call it.  It keeps the undo record as :meth:`push` does
      (:meth:`pop` undoes it, :attr:`move_stack` lists it); a
      :class:`~hanafuda_core.match.Match` reads the actions from there.

    :meth:`is_over` is the cheap test the same loops stop on: whether the
    round is over, the same as ``outcome() is not None`` without building
    the outcome.  It is a method, not a property: in CPython 3.11 a
    property read costs about a quarter more than a method call, and the
    loops ask it after every action.
    """

    turn: int
    """The seat to move (or that moved last, once the round is over)."""
    dealer: int
    """The seat that dealt the round (the match deals the next from it)."""
    scores: Sequence[int]
    """The match scores per seat before this round."""
    hands: Sequence[int]
    """Each seat's hand, a bit set of cards."""
    move_stack: list
    """The actions played since the deal (a match records them)."""

    @classmethod
    def from_text(cls, text: str) -> "PositionProtocol": ...

    def to_text(self) -> str: ...

    def legal_actions(self) -> list: ...

    def explain_illegal(self, action: Any) -> "Message | None": ...

    def push(self, action: Any) -> None:
        """Play ``action`` (its text or the engine's action), checked: an
        illegal action raises the game's error with the reason."""

    def push_unchecked(self, action: Any) -> None:
        """Play ``action``, an engine action from :meth:`legal_actions`,
        without any check (the fast path; see the class notes)."""

    def is_over(self) -> bool:
        """Whether the round is over: ``outcome() is not None``, without building the outcome."""

    def pop(self) -> Any: ...

    def copy(self) -> "PositionProtocol": ...

    def outcome(self) -> Any: ...


POSITION_ATTRIBUTES = ("turn", "dealer", "scores", "hands", "move_stack")
"""The data attributes of :class:`PositionProtocol` (``isinstance`` checks
only that they exist; the conformance suite checks their types)."""


# ---------------------------------------------------------------------------
# The usual base


class Position:
    """What every game's position class shares (python-chess style: a
    mutable position with ``push``/``pop``, a legal-move generator and an
    ``outcome()`` value).

    A subclass provides ``_key()`` (its state as a tuple), ``legal_actions()``,
    ``_why_illegal(action, legal)`` (the reasons of :meth:`explain_illegal`),
    :meth:`push_unchecked` (the fast path, no checks), ``pop()``,
    ``outcome()``, ``to_text()``, ``from_text()``, ``copy(stack=...)`` (a
    family's copies the state its games share and asks :meth:`_copy_rest`
    for the rest) and the attributes of :class:`PositionProtocol`
    (``turn``, ``dealer``, ``scores``, ``hands``, ``move_stack``); it
    overrides :meth:`is_over` with a test cheaper than building the
    outcome, and may override :meth:`_read_action` (text to the engine's
    action) and :meth:`_check_action` (an action as the legal list writes it).
    """

    illegal_error: type = GameError
    """Raised by :meth:`push` for an illegal action: ``illegal_error(reason, action)``."""

    def _key(self) -> tuple:
        raise NotImplementedError

    def _read_action(self, action):
        return action

    def _check_action(self, action):
        return action

    def __copy__(self):
        return self.copy()

    def _copy_rest(self, pos) -> None:
        """Copy onto ``pos``, a copy being made, the state of the game's own
        (immutable values, or copies)."""
        raise NotImplementedError

    def __eq__(self, other) -> bool:
        if type(other) is not type(self):
            return NotImplemented
        return self._key() == other._key()

    __hash__ = None  # mutable

    def __repr__(self) -> str:
        return f"{type(self).__name__}({self.to_text()!r})"

    def explain_illegal(self, action) -> Message | None:
        """None when ``action`` is legal, else why not, in words for the
        player to move: a text that is not an action, the round over, or the
        game's own reason (:meth:`_why_illegal`)."""
        try:
            action = self._check_action(self._read_action(action))
        except ValueError as e:  # a text no click makes: its notation error, as the notation writes it
            return msg_in("a text that is not a move: the notation's own error (English)", "{error}", error=str(e))
        legal = self.legal_actions()
        if action in legal:
            return None
        out = self.outcome()
        if out is not None:
            return msg("The round is over: {outcome}", outcome=out.explain())
        return self._why_illegal(action, legal)

    def _why_illegal(self, action, legal: list) -> Message:
        """Why ``action`` (as :meth:`_check_action` writes it; not in ``legal``)
        is illegal while the round goes on."""
        raise NotImplementedError

    def is_over(self) -> bool:
        """Whether the round is over (``outcome() is not None``; a subclass
        answers without building the outcome)."""
        return self.outcome() is not None

    def is_legal(self, action) -> bool:
        try:
            action = self._check_action(self._read_action(action))
        except ValueError:
            return False
        return action in self.legal_actions()

    def push(self, action, *, check: bool = True) -> None:
        """Play an action (its text or the engine's action).  With ``check``
        (default) an illegal action raises :attr:`illegal_error` with the
        explanation; ``check=False`` reads the text, then is
        :meth:`push_unchecked`."""
        action = self._read_action(action)
        if check:
            action = self._check_action(action)
            reason = self.explain_illegal(action)
            if reason is not None:
                raise self.illegal_error(reason, action)
        self.push_unchecked(action)

    def push_unchecked(self, action) -> None:
        """Play ``action``, an engine action taken from :meth:`legal_actions`:
        no text is read and nothing is checked (the fast path of the engines'
        simulations; see :class:`PositionProtocol`)."""
        raise NotImplementedError

    def hand(self, player: int | None = None) -> list:
        """The cards of ``player``'s hand (default: the player to move)."""
        from .deck import cards_in

        return cards_in(self.hands[self.turn if player is None else player])


def walk_turns(position, turn_over: Callable, limit: int | None = None, *,
               copies: bool = True) -> Iterator[tuple[list, Any]]:
    """Every way the player to move can finish the turn: yields ``(actions,
    resulting position)``, following legal actions depth first until
    ``turn_over(position_after, action)`` says the turn is over.  ``limit``
    caps the number of sequences.  Works on a copy; ``position`` is untouched.

    With ``copies=False`` the actions and the position yielded are the walk's
    own, valid only until the next one is asked for: for a caller that reads
    each at once and keeps neither (a computer player scoring the lines)."""
    work = position.copy(stack=False)
    seq: list = []
    count = 0

    def dfs():
        nonlocal count
        for a in work.legal_actions():
            if limit is not None and count >= limit:
                return
            work.push_unchecked(a)
            seq.append(a)
            if turn_over(work, a):
                count += 1
                yield (list(seq), work.copy(stack=False)) if copies else (seq, work)
            else:
                yield from dfs()
            seq.pop()
            work.pop()

    yield from dfs()
