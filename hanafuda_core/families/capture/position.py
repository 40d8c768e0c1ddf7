"""What the positions of the capture games share: the copy, reading an
action's text, the phase by name, the side of a seat, the actions pushed."""

from __future__ import annotations

from ...cardset import to_mask
from ...game import Position, PositionError
from ...notation import NotationError


class CapturePosition(Position):
    """A capture game's position.  A subclass sets :attr:`action_type` (its
    action class, with ``parse``) and :attr:`phases` (the phase names, by
    number), keeps its undo records in ``_stack`` (the action first) and
    writes ``normalize`` and ``_why_illegal`` (see :meth:`Position.explain_illegal`)."""

    __slots__ = ("_stack",)

    action_type: type
    phases: tuple[str, ...] = ()

    def copy(self, stack: bool = True):
        """An independent copy.  With ``stack=False`` the copy cannot undo
        past its starting point."""
        cls = self.__class__
        pos = cls.__new__(cls)
        pos.hands = list(self.hands)
        pos.field = self.field
        pos.draw = list(self.draw)
        pos.captured = list(self.captured)
        pos.turn = self.turn
        pos.phase = self.phase
        pos.pending = self.pending
        pos.dealer = self.dealer
        pos.round_no = self.round_no
        pos.scores = self.scores
        pos.redeals = self.redeals
        pos._stack = list(self._stack) if stack else []
        self._copy_rest(pos)
        return pos

    def _read_action(self, action):
        return self.action_type.parse(action) if isinstance(action, str) else action

    def _check_action(self, action):
        return self.normalize(action)  # a redundant target is accepted

    def side(self, seat: int) -> int:
        """The capture pile (side) of ``seat``: its own, unless partners share one."""
        return seat

    @property
    def phase_name(self) -> str:
        return self.phases[self.phase]

    @property
    def move_stack(self) -> list:
        """The actions pushed so far."""
        return [e[0] for e in self._stack]


def given_cards(cards, where: str, bonus: bool = False) -> int:
    """A card set given to a position (a card-list text, a bit set or cards;
    bonus cards too with ``bonus``), or :class:`PositionError` naming ``where``."""
    try:
        return to_mask(cards, bonus=bonus)
    except (NotationError, ValueError) as e:
        raise PositionError(f"{where}: {e}") from None
