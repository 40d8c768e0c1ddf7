"""Goals: what a lesson step or a puzzle asks, as predicates the engine checks.

Two families:

* **Move goals** ("empty your hand this turn"): the learner plays actions on
  the board.  After each action the goal says whether it is met; if the turn
  ended, or no way to finish the turn can meet it any more, the move missed
  and the goal explains why.  Any sequence that meets the goal is accepted.
* **Question goals** ("which teyaku does this hand hold?"): the engine
  offers the choices and computes the correct answer from the position.

A goal is declared in a tutorial as a mapping with a ``type`` and its
parameters, e.g. ``{type: longest-chain}`` or
``{type: discard-cards, cards: "1C2 2A"}``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..deck import CARDS, FLOWERS
from ..notation import NotationError, format_cards, parse_cards
from .games import GameAdapter


class GoalError(ValueError):
    """A goal declared wrongly (unknown type, bad parameter)."""

    def __init__(self, message: str, key: str | None = None):
        super().__init__(message)
        self.key = key  # the goal parameter at fault, for file:line reporting


@dataclass
class Verdict:
    """The judge's answer: ``status`` is ``illegal``, ``continue``, ``success`` or ``missed``."""

    status: str
    message: str = ""

    def to_dict(self) -> dict:
        return {"status": self.status, "message": self.message}


class Goal:
    """Base class: subclasses set ``type`` (the name used in tutorials), ``kind``
    (``move`` or ``question``) and their parameters (``required``/``allowed``)."""

    type: str = ""
    kind: str = "move"
    allowed: tuple[str, ...] = ()
    required: tuple[str, ...] = ()

    def __init__(self, adapter: GameAdapter, spec: dict):
        self.adapter = adapter
        self.spec = spec
        extra = set(self.spec) - {"type"} - set(self.allowed) - set(self.required)
        for key in sorted(extra):
            params = self.allowed + self.required
            raise GoalError(
                f"goal '{self.type}' has no parameter '{key}'"
                + (f"; its parameters are: {', '.join(params)}" if params else ""),
                key,
            )
        for key in self.required:
            if key not in self.spec:
                raise GoalError(f"goal '{self.type}' needs the parameter '{key}'", "type")
        self.setup()

    def setup(self) -> None:
        pass

    def prepare(self, start: Any) -> None:
        """Check the goal makes sense in this position (raise GoalError otherwise)."""

    def describe(self, start: Any) -> str:
        raise NotImplementedError

    # Move goals --------------------------------------------------------
    def achieved(self, start: Any, actions: list[str], pos: Any, turn_ended: bool) -> bool:
        raise NotImplementedError

    def missed_reason(self, start: Any, actions: list[str], pos: Any, turn_ended: bool) -> str:
        raise NotImplementedError

    def success_message(self, start: Any, actions: list[str], pos: Any) -> str:
        return "Goal reached."

    # Question goals ----------------------------------------------------
    multiple: bool = False

    def choices(self, start: Any) -> list[dict]:
        raise NotImplementedError

    def correct(self, start: Any) -> set[str]:
        raise NotImplementedError

    def explain_answer(self, start: Any, answer: set[str]) -> str:
        raise NotImplementedError


GOALS: dict[tuple[str, str], type[Goal]] = {}


def register(*games: str):
    def deco(cls):
        for g in games:
            GOALS[(g, cls.type)] = cls
        return cls

    return deco


def goal_types(game: str) -> list[str]:
    return sorted(t for g, t in GOALS if g == game)


def describe_goals(game: str) -> list[dict]:
    """The goal types of a game as data (for the authors' documentation)."""
    out = []
    for t in goal_types(game):
        cls = GOALS[(game, t)]
        out.append({
            "type": t,
            "kind": cls.kind,
            "parameters": list(cls.required) + [f"{p} (optional)" for p in cls.allowed],
            "description": " ".join((cls.__doc__ or "").split()),
        })
    return out


def make_goal(adapter: GameAdapter, spec: Any) -> Goal:
    if isinstance(spec, str):
        spec = {"type": spec}
    if not isinstance(spec, dict) or "type" not in spec:
        raise GoalError("a goal is a mapping with a 'type', e.g. {type: legal-move}")
    cls = GOALS.get((adapter.key, spec["type"]))
    if cls is None:
        raise GoalError(
            f"unknown goal type {spec['type']!r} for {adapter.name}; known types: {', '.join(goal_types(adapter.key))}",
            "type",
        )
    return cls(adapter, dict(spec))


# ---------------------------------------------------------------------------
# Game-independent goals


@register("poka")
class LegalMove(Goal):
    """Make any legal move: the engine accepts the first legal action (useful when the only legal move is to pass)."""

    type = "legal-move"

    def describe(self, start) -> str:
        return "Make a legal move."

    def achieved(self, start, actions, pos, turn_ended) -> bool:
        return len(actions) >= 1

    def missed_reason(self, start, actions, pos, turn_ended) -> str:  # pragma: no cover - cannot miss
        return ""

    def success_message(self, start, actions, pos) -> str:
        return f"Yes: {actions[0]} is legal here."


# ---------------------------------------------------------------------------
# Poka goals


def card_list_parameter(goal: Goal, key: str = "cards") -> list[int]:
    """A goal parameter holding cards in notation, as indices (at least one)."""
    try:
        cards = [c.index for c in parse_cards(str(goal.spec[key]))]
    except NotationError as e:
        raise GoalError(f"{key}: {e}", key) from None
    if not cards:
        raise GoalError(f"{key}: name at least one card", key)
    return cards


def player_parameter(goal: Goal) -> str | int:
    """The optional ``player`` parameter of a question: 1, 2 or ``to-move`` (default)."""
    p = goal.spec.get("player", "to-move")
    if p not in ("to-move", 1, 2):
        raise GoalError("player must be 1, 2 or to-move", "player")
    return p


def _poka():
    from .. import poka

    return poka


def _hand_codes(pos, player) -> str:
    return format_cards(c.index for c in pos.hand(player))


def _discarded(start, pos) -> int:
    return len(pos.discard) - len(start.discard)


@register("poka")
class LegalDiscard(Goal):
    """Put any card on the discard pile that may legally go there."""

    type = "legal-discard"

    def prepare(self, start) -> None:
        if not any(a.is_discard for a in start.legal_actions()):
            raise GoalError("no discard is possible in this position", "type")

    def describe(self, start) -> str:
        top = CARDS[start.top]
        return f"Discard a card that may go on the {top.name} ({top.code})."

    def achieved(self, start, actions, pos, turn_ended) -> bool:
        return bool(actions) and _poka().Action.parse(actions[0]).is_discard

    def missed_reason(self, start, actions, pos, turn_ended) -> str:
        return "That was not a discard: this step asks you to put a card on the discard pile."

    def success_message(self, start, actions, pos) -> str:
        c = CARDS[_poka().Action.parse(actions[0]).cards[-1]]
        return f"Right: the {c.name} ({c.code}) may go on the {CARDS[start.top].name}."


@register("poka")
class EmptyHand(Goal):
    """Get rid of every card in hand this turn (on the first turn: All Out)."""

    type = "empty-hand"

    def prepare(self, start) -> None:
        if not start.hands[start.turn]:
            raise GoalError("the player to move has no cards", "type")

    def describe(self, start) -> str:
        return "Get rid of every card in your hand this turn."

    def achieved(self, start, actions, pos, turn_ended) -> bool:
        return pos.hands[start.turn] == 0

    def missed_reason(self, start, actions, pos, turn_ended) -> str:
        p = start.turn
        left = _hand_codes(pos, p)
        n = len(pos.hand(p))
        if turn_ended:
            return f"Your turn is over with {n} card{'s' if n != 1 else ''} left ({left})."
        top = CARDS[pos.top]
        return (
            f"From here your hand cannot be emptied this turn: {n} card{'s' if n != 1 else ''} ({left}) "
            f"would be left whatever you play on the {top.name} ({top.code})."
        )

    def success_message(self, start, actions, pos) -> str:
        out = pos.outcome()
        if out is not None and out.reason == "all-out":
            return "Your hand is empty on your first turn: All Out, worth 2 points."
        return f"Your hand is empty: {' → '.join(actions)}."


@register("poka")
class LongestChain(Goal):
    """Discard as many cards as the position allows this turn (the solver computes the maximum)."""

    type = "longest-chain"

    def prepare(self, start) -> None:
        self.best = _poka().longest_chain_length(start)
        if self.best == 0:
            raise GoalError("no card can be discarded in this position", "type")

    def describe(self, start) -> str:
        return "Discard as many cards as possible this turn."

    def achieved(self, start, actions, pos, turn_ended) -> bool:
        return turn_ended and _discarded(start, pos) >= self.best

    def missed_reason(self, start, actions, pos, turn_ended) -> str:
        done = _discarded(start, pos)
        if turn_ended:
            return f"You discarded {done} card{'s' if done != 1 else ''}; the longest chain here is {self.best}."
        reachable = done + _poka().longest_chain_length(pos)
        return (
            f"After this, at most {reachable} card{'s' if reachable != 1 else ''} can be discarded this turn; "
            f"the longest chain here is {self.best}."
        )

    def success_message(self, start, actions, pos) -> str:
        return f"{self.best} cards: the longest chain possible."


@register("poka")
class DiscardCards(Goal):
    """Discard all of the given `cards` this turn, in any order the rules allow."""

    type = "discard-cards"
    required = ("cards",)

    def setup(self) -> None:
        self.cards = card_list_parameter(self)

    def prepare(self, start) -> None:
        hand = start.hands[start.turn]
        missing = [CARDS[c].code for c in self.cards if not hand >> c & 1]
        if missing:
            raise GoalError(f"cards: {' '.join(missing)} not in the hand of the player to move", "cards")

    def describe(self, start) -> str:
        return f"Discard {format_cards(self.cards)} this turn."

    def achieved(self, start, actions, pos, turn_ended) -> bool:
        hand = pos.hands[start.turn]
        return all(not hand >> c & 1 for c in self.cards)

    def missed_reason(self, start, actions, pos, turn_ended) -> str:
        hand = pos.hands[start.turn]
        left = format_cards(c for c in self.cards if hand >> c & 1)
        if turn_ended:
            return f"Your turn is over and {left} {'is' if ' ' not in left else 'are'} still in your hand."
        return f"From here {left} can no longer all be discarded this turn."

    def success_message(self, start, actions, pos) -> str:
        return f"Done: {' → '.join(actions)}."


@register("poka")
class NextMonth(Goal):
    """Question: which month may follow the top card? (answer: a month number, or `any` on a ghost)"""

    type = "next-month"
    kind = "question"

    def describe(self, start) -> str:
        return f"Which month may go on the {CARDS[start.top].name} ({CARDS[start.top].code})?"

    def choices(self, start) -> list[dict]:
        out = [{"value": str(f.month), "label": f"{f.month} · {f.english}"} for f in FLOWERS]
        out.append({"value": "any", "label": "Any month"})
        return out

    def correct(self, start) -> set[str]:
        top = start.top
        if top in _poka().GHOSTS:
            return {"any"}
        return {str(CARDS[top].month % 12 + 1)}

    def explain_answer(self, start, answer) -> str:
        top = CARDS[start.top]
        if start.top in _poka().GHOSTS:
            return f"The {top.name} is a ghost card: any card may go on it."
        nxt = FLOWERS[top.month % 12]
        return f"The {top.name} is a {top.flower.month_name} card, so a {nxt.month_name} ({nxt.english.lower()}) card follows it — or a ghost card."


@register("poka")
class NameTeyaku(Goal):
    """Question: which teyaku does a hand hold? (several or `none`; `player: 1|2`, default the player to move)"""

    type = "name-teyaku"
    kind = "question"
    multiple = True
    allowed = ("player",)

    def setup(self) -> None:
        self.player = player_parameter(self)

    def _hand(self, start) -> int:
        p = start.turn if self.player == "to-move" else self.player - 1
        return start.hands[p]

    def describe(self, start) -> str:
        who = "your hand" if self.player == "to-move" else f"player {self.player}'s hand"
        return f"Which teyaku does {who} hold? Choose all that apply, or none."

    def choices(self, start) -> list[dict]:
        poka = _poka()
        out = [{"value": t.key, "label": f"{t.name} ({t.points})"} for t in poka.TEYAKU]
        out.append({"value": "none", "label": "None"})
        return out

    def correct(self, start) -> set[str]:
        held = {t.key for t in _poka().teyaku_of(self._hand(start))}
        return held or {"none"}

    def explain_answer(self, start, answer) -> str:
        poka = _poka()
        held = poka.teyaku_of(self._hand(start))
        if not held:
            return "This hand holds no teyaku. " + " ".join(
                f"{t.name}: {t.description.split('.')[0].split(':')[0].lower()}." for t in poka.TEYAKU
            )
        return "This hand holds " + ", ".join(f"{t.name} ({t.points} points: {t.description})" for t in held) + "."


@register("poka")
class DealOutcome(Goal):
    """Question: with both hands dealt, what happens before play starts? (play, void, p1, p2, p1-match, p2-match)"""

    type = "deal-outcome"
    kind = "question"

    def prepare(self, start) -> None:
        if not start.at_deal:
            raise GoalError("deal-outcome needs a position at the deal (nobody has played yet)", "type")

    def describe(self, start) -> str:
        return "Both hands are dealt. What happens before the first card is played?"

    def choices(self, start) -> list[dict]:
        return [
            {"value": "play", "label": "No teyaku: play starts"},
            {"value": "void", "label": "Teyaku cancel out: play starts"},
            {"value": "p1", "label": "Player 1 wins the round at once"},
            {"value": "p2", "label": "Player 2 wins the round at once"},
            {"value": "p1-match", "label": "Player 1 wins the whole match"},
            {"value": "p2-match", "label": "Player 2 wins the whole match"},
        ]

    def correct(self, start) -> set[str]:
        r = start.teyaku()
        if r.winner is None:
            return {"void"} if r.voided else {"play"}
        key = f"p{r.winner + 1}"
        return {key + "-match"} if r.reason == "buttakuri" else {key}

    def explain_answer(self, start, answer) -> str:
        return start.teyaku().explain()


QUESTION_ANSWER_SEPARATOR = " "


def parse_answer(goal: Goal, answer: Any) -> set[str]:
    """A question answer as a set of choice values (from a list or a space-separated text)."""
    if isinstance(answer, (list, tuple, set)):
        values = {str(a) for a in answer}
    elif isinstance(answer, (str, int)):
        values = set(str(answer).split())
    else:
        raise GoalError("an answer is a choice or a list of choices", "answer")
    return values
