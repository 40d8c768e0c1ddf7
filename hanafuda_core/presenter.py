"""How a game shows itself: its :class:`Presenter` and the pieces of a board view.

A game's presenter turns positions into what a learner reads and sees: an
action in words, the board view model (:mod:`hanafuda_core.board` describes
it and draws it as HTML), the board of a lesson step, the move log and the
lines that open and close a round.  Each game subclasses :class:`Presenter`
in its package (``game.py``) and builds its views from the zones below and
the words of :mod:`hanafuda_core.words`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable, Sequence

from .art import board_card_html, card_back_svg
from .deck import ALL_CARDS
from .notation import card as card_of
from .phrases import ActionPhrase
from .words import names_text, plural, poss, score_words, verb

if TYPE_CHECKING:  # pragma: no cover
    from .game import Game
    from .match import Match

__all__ = ["Presenter", "face_card", "back_card", "own_hand_zone", "other_hand_zone", "stack_zone", "seat_order",
           "outcome_tone", "turned_up_zone", "captured_zone", "field_zone", "play_card", "PILE_SHOWN"]


class Presenter:
    """The view hooks of one game (``presenter = Presenter(game)``; the
    :class:`~hanafuda_core.game.Game` makes its own).  Every method reads
    positions through ``self.game`` and returns words or view models; none
    changes a position."""

    def __init__(self, game: "Game"):
        self.game = game

    def action_phrase(self, pos: Any, action: str) -> ActionPhrase:
        """A legal ``action`` in words for a learner, never in notation: an
        :class:`~hanafuda_core.phrases.ActionPhrase` ("discard the Curtain"),
        whose form each sentence picks ("discarding the Curtain ends…",
        "you discarded the Curtain").  Every game's presenter builds its own."""
        raise NotImplementedError

    def actions_phrase(self, pos: Any, actions: Sequence[str]) -> ActionPhrase:
        """Several actions from ``pos``, one after the other ("discard the
        Crane, then discard the Curtain" in the imperative)."""
        phrases = []
        for a in actions:
            phrases.append(self.action_phrase(pos, a))
            pos = self.game.apply(pos, a)
        if not phrases:
            raise ValueError("no action to put in words")
        return phrases[0].then(*phrases[1:])

    def view(self, pos: Any, *, me: int, names: Sequence[str], show_legal: bool = False,
             interactive: bool = True, reveal: bool = False) -> dict:
        """The board view model (:mod:`hanafuda_core.board`) seen from seat
        ``me``; ``names`` are indexed by seat; ``reveal`` shows every hand."""
        raise NotImplementedError

    def exercise_view(self, pos: Any, *, me: int, show_legal: bool = False, interactive: bool = True,
                      question: bool = False) -> dict:
        """The board of a lesson step or puzzle: every hand face up, match
        bookkeeping left out; ``question=True`` leaves out anything that
        gives the answer away."""
        n = len(self.game.scores_of(pos))
        names = tuple("You" if p == me else ("Opponent" if n == 2 else f"Player {p + 1}") for p in range(n))
        view = self.view(pos, me=me, names=names, show_legal=show_legal,
                         interactive=interactive and not question, reveal=True)
        if question:  # the status line must not hint at the answer, nor speak of moves
            view["status"] = "Look at the position, then answer the question."
        return view

    def log_lines(self, pos: Any, names: Sequence[str]) -> list[str]:
        """The round's moves so far, in words."""
        return []

    def round_header(self, match: "Match", number: int, names: Sequence[str]) -> str:
        """The log line that opens round ``number``: who deals, the score."""
        pos = match.position
        who = names[pos.dealer]
        return f"Round {number}: {verb(who, 'deal', 'deals')}; score {score_words(pos.scores, names)}."

    def round_summary(self, match: "Match", number: int, names: Sequence[str]) -> str:
        """The log line that closes round ``number``: its outcome in words."""
        return f"Round {number}: {names_text(match.position.outcome().explain(), names)}"


# ---------------------------------------------------------------------------
# The pieces of a view model


PILE_SHOWN = 3
"""How many cards of a face-up pile a view shows (the top one last)."""


def face_card(code, *, action: str | None = None, action_label: str | None = None,
              legal: bool = False, selected: bool = False) -> dict:
    """A face-up card of a view model."""
    c = card_of(code)
    return {"code": c.code, "svg": board_card_html(c), "label": c.label, "action": action,
            "actionLabel": action_label if action is not None else None,
            "legal": bool(legal), "selected": bool(selected)}


def relabel_cards(view: dict, label_of: Callable[[int], str]) -> dict:
    """``view`` with every face-up card named ``label_of(card index)``, its
    picture's accessible name too: for a game whose deck names the cards
    otherwise (Go-Stop's Korean months and classes).  Changes ``view`` in
    place and returns it."""
    def cards(zone_or_group: dict):
        yield from zone_or_group.get("cards", ())
        for group in zone_or_group.get("groups", ()):
            yield from group.get("cards", ())

    for zone in view.get("zones", ()):
        for card in cards(zone):
            if card.get("code"):
                c = card_of(card["code"])
                card["label"] = label_of(c.index)
                card["svg"] = board_card_html(c, card["label"])
    return view


def back_card(label: str = "Face-down card") -> dict:
    """A face-down card of a view model (no code: a page cannot tell which card it is)."""
    return {"code": None, "svg": card_back_svg(label=label), "label": label, "action": None,
            "actionLabel": None, "legal": False, "selected": False}


def outcome_tone(winners, me: int, teams=None) -> str:
    """"win", "loss" or "draw" for the viewer ``me`` (partners win together)."""
    if not winners:
        return "draw"
    mine = next((set(t) for t in (teams or ()) if me in t), {me})
    return "win" if mine & set(winners) else "loss"



def own_hand_zone(name: str, me: int, cards: list[dict], *, active: bool) -> dict:
    """The zone of the viewer's own hand, at the bottom of the table."""
    return {
        "id": f"hand-{me}", "kind": "hand", "area": "bottom", "title": f"{poss(name)} hand",
        "active": active, "label": f"{poss(name)} hand ({plural(len(cards), 'card')})",
        "cards": cards, "count": len(cards),
    }


def other_hand_zone(name: str, seat: int, cards: list[int], *, shown: bool, active: bool,
                    area: str = "top") -> dict:
    """Another seat's hand: face up when ``shown``, else backs and a count."""
    n = len(cards)
    return {
        "id": f"hand-{seat}", "kind": "hand", "area": area, "title": f"{poss(name)} hand", "active": active,
        "label": f"{poss(name)} hand ({plural(n, 'card')}{'' if shown else ', face down'})",
        "cards": [face_card(c) for c in cards] if shown else [back_card() for _ in cards], "count": n,
    }


def stack_zone(zone_id: str, title: str, count: int, note: str = "face down") -> dict:
    """A face-down pile (the draw pile): one back and its count."""
    return {"id": zone_id, "kind": "stack", "area": "middle", "active": False, "title": title,
            "label": f"{title} ({plural(count, 'card')}, {note})",
            "cards": [back_card(title)] if count else [], "count": count}


def turned_up_zone(card: int, words: str) -> dict:
    """The card turned up from the draw pile while it waits for its target (capture games)."""
    return {"id": "turned-up", "kind": "pile", "area": "middle", "active": False,
            "title": "Turned up", "label": f"Card turned up: {words}",
            "cards": [face_card(card)], "count": 1}


def captured_zone(zone_id: str, area: str, whose: str, cards: Sequence[int], groups: list[dict]) -> dict:
    """A capture pile (capture games): ``whose`` is the owner's possessive
    ("Your", "Computer's"), ``groups`` the cards by kind."""
    return {"id": zone_id, "kind": "captured", "area": area, "active": False,
            "title": f"{whose} captures",
            "label": f"{whose} captured cards ({plural(len(cards), 'card')})",
            "cards": [face_card(c) for c in cards], "count": len(cards), "groups": groups}


def field_zone(cards: Sequence[int], draw_targets: set[str], *, show_legal: bool,
               words: Callable[[int], str]) -> dict:
    """The field of a capture game; a field card the card turned up may take
    carries ``draw>CARD`` when that is in ``draw_targets``."""
    out = []
    for c in cards:
        act = f"draw>{ALL_CARDS[c].code}"
        if act in draw_targets:
            out.append(face_card(c, action=act, legal=show_legal,
                                 action_label=f"Capture {words(c)} with the card turned up"))
        else:
            out.append(face_card(c))
    return {"id": "field", "kind": "hand", "area": "middle", "active": False, "title": "Field",
            "label": f"Field ({plural(len(out), 'card')})", "cards": out, "count": len(out)}


def play_card(c: int, legal: Sequence[str], legal_set: set[str], *, show_legal: bool, name: str,
              words: Callable[[int], str], target_of: Callable[[str], int]) -> dict:
    """A hand card of a capture game on its player's turn: it carries its play;
    when it must name the field card it takes (two of its month), ``then``
    lists the plays by target (``target_of(action)``: the card it takes)."""
    code = ALL_CARDS[c].code
    targets = [t for t in legal if t.startswith(code + ">")]
    ok = show_legal and (code in legal_set or bool(targets))
    label = f"Play {name}" + (" (legal move)" if ok else "")
    card = face_card(c, action=code, action_label=label, legal=ok)
    if targets:  # two field cards of its month: pick the card, then the one it takes
        card["then"] = [{"card": t.partition(">")[2], "action": t,
                         "label": f"Capture {words(target_of(t))} with {words(c)}"} for t in targets]
        card["actionLabel"] = label + " — then choose the field card it captures"
    return card


def seat_order(me: int, seats: int) -> list[int]:
    """The other seats as the viewer sees them, from their right round the table."""
    return [(me + k) % seats for k in range(1, seats)]
