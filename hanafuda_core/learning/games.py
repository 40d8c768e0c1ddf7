"""Adapters: the small interface the learning system needs from a game engine.

Each game gives: reading a position from its notation, the player to move,
legal actions as text, the reason an action is illegal, applying an action
(on a copy), and every way the player to move can finish their turn.  Goals,
the judge and the solver only use this interface, so a new game plugs in by
registering an adapter.
"""

from __future__ import annotations

from typing import Any, Iterator


class GameAdapter:
    key: str = ""
    name: str = ""

    def parse_position(self, text: str) -> Any:
        raise NotImplementedError

    def position_text(self, pos: Any) -> str:
        raise NotImplementedError

    def to_move(self, pos: Any) -> int:
        raise NotImplementedError

    def legal_actions(self, pos: Any) -> list[str]:
        raise NotImplementedError

    def explain_illegal(self, pos: Any, action: str) -> str | None:
        raise NotImplementedError

    def apply(self, pos: Any, action: str) -> Any:
        """A new position after ``action`` (which must be legal)."""
        raise NotImplementedError

    def turn_sequences(self, pos: Any) -> Iterator[tuple[list[str], Any]]:
        """Every way the player to move can finish the turn: (actions, end position)."""
        raise NotImplementedError

    def ends_turn(self, action: str, after: Any) -> bool:
        """Did ``action``, which led to ``after``, end the mover's turn?"""
        raise NotImplementedError

    def round_over(self, pos: Any) -> bool:
        raise NotImplementedError

    def view(self, pos: Any, *, me: int, show_legal: bool = False, interactive: bool = True,
             question: bool = False) -> dict:
        """The board view model.  ``question=True`` draws the position for a
        question goal: nothing that gives away the engine's answer."""
        raise NotImplementedError


class EngineAdapter(GameAdapter):
    """The plumbing shared by this project's engines: positions read and write
    their notation, know whose turn it is, list legal actions (with a text
    form), copy and push, report an outcome; the engine module has
    ``turn_sequences``.  Subclasses add the game's own rules about turns and
    its board view."""

    engine: Any = None  # the engine module, set by the subclass
    position_type: str = ""  # the name of its position class

    def parse_position(self, text: str):
        return getattr(self.engine, self.position_type).from_text(text)

    def position_text(self, pos) -> str:
        return pos.to_text()

    def to_move(self, pos) -> int:
        return pos.turn

    def legal_actions(self, pos) -> list[str]:
        return [a.text() for a in pos.legal_actions()]

    def parse_action(self, action: str):
        return action

    def apply(self, pos, action: str):
        new = pos.copy()
        new.push(self.parse_action(action))
        return new

    def turn_sequences(self, pos):
        for actions, end in self.engine.turn_sequences(pos):
            yield [a.text() for a in actions], end

    def round_over(self, pos) -> bool:
        return pos.outcome() is not None


class PokaAdapter(EngineAdapter):
    key = "poka"
    name = "Poka"
    position_type = "PokaPosition"

    def __init__(self) -> None:
        from .. import poka

        self.engine = self.poka = poka

    def parse_action(self, action: str):
        return self.poka.Action.parse(action)

    def explain_illegal(self, pos, action: str) -> str | None:
        try:
            parsed = self.poka.Action.parse(action)
        except ValueError as e:
            return str(e)
        return pos.explain_illegal(parsed)

    def ends_turn(self, action: str, after) -> bool:
        # Same rule as poka.turn_sequences: a pass or a stop ends the turn, and so
        # does a discard after which the engine closed the chain (nothing can follow).
        a = self.poka.Action.parse(action)
        return not a.is_discard or after.chain == 0 or after.outcome() is not None

    def view(self, pos, *, me: int, show_legal: bool = False, interactive: bool = True,
             question: bool = False) -> dict:
        from ..board import poka_view

        view = poka_view(pos, me=me, names=("You", "Opponent"), reveal_opponent=True,
                         show_legal=show_legal, interactive=interactive and not question)
        # Match bookkeeping (score, target, dealer) is noise in an exercise; rule
        # options stay, since they change what is legal.
        view["info"] = [i for i in view.get("info", []) if i.get("label") in ("Options", "Teyaku")]
        if question:
            # At the deal the board would announce the teyaku result, which is
            # exactly what a question may ask: keep the cards, drop the verdict.
            view["outcome"] = None
            view["info"] = [i for i in view.get("info", []) if i.get("label") != "Teyaku"]
            if pos.at_deal:
                view["status"] = "The cards have just been dealt."
        return view


class KoiKoiAdapter(EngineAdapter):
    key = "koikoi"
    name = "Koi-Koi"
    position_type = "KoiKoiPosition"

    def __init__(self) -> None:
        from .. import koikoi

        self.engine = self.koikoi = koikoi

    def explain_illegal(self, pos, action: str) -> str | None:
        return pos.explain_illegal(action)

    def ends_turn(self, action: str, after) -> bool:
        # Same rule as koikoi.turn_sequences: the turn is over when the other
        # player is to move or the round is over.  A play leaves the turn open
        # while the card turned up waits for its target ('draw' phase) or a
        # new yaku waits for stop / koi-koi ('decide' phase); koi-koi passes
        # the turn, stop ends the round.
        if after.outcome() is not None:
            return True
        a = self.koikoi.Action.parse(action)
        if a.kind in ("stop", "koikoi"):
            return True
        return after.phase_name == "play"

    def view(self, pos, *, me: int, show_legal: bool = False, interactive: bool = True,
             question: bool = False) -> dict:
        from ..board import koikoi_view

        view = koikoi_view(pos, me=me, names=("You", "Opponent"), reveal_opponent=True,
                           show_legal=show_legal, interactive=interactive and not question)
        # Match bookkeeping (score, round) is noise in an exercise; the yaku held,
        # koi-koi calls and rule options stay.
        keep = ("Koi-koi", "Rules")
        view["info"] = [i for i in view.get("info", [])
                        if i.get("label") in keep or str(i.get("label", "")).endswith(" yaku")]
        if question:
            # The yaku held is what a question may ask: keep the cards, drop the verdicts.
            view["outcome"] = None
            view["info"] = [i for i in view["info"] if not str(i.get("label", "")).endswith(" yaku")]
            if pos.outcome() is not None:
                view["status"] = "The round is over."
            elif pos.phase_name == "decide":
                view["status"] = "A new yaku was made this turn."
        return view


GAMES: dict[str, GameAdapter] = {}


def game(key: str) -> GameAdapter:
    if key not in GAMES:
        if key == "poka":
            GAMES[key] = PokaAdapter()
        elif key == "koikoi":
            GAMES[key] = KoiKoiAdapter()
        else:
            raise KeyError(key)
    return GAMES[key]


KNOWN_GAMES = ("poka", "koikoi")
