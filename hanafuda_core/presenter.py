"""How a game shows itself: its :class:`Presenter` and the pieces of a board view.

A game's presenter turns positions into what a learner reads and sees: an
action in words, the board view model (:mod:`hanafuda_core.board` describes
it and draws it as HTML), the board of a lesson step, the move log and the
lines that open and close a round.  Each game subclasses :class:`Presenter`
in its package (``game.py``) and builds its views from the zones below.
What a view says is messages (:mod:`hanafuda_core.messages`), its seats named
by :class:`~hanafuda_core.seats.SeatName`; a card's face is a
:class:`CardFace`, its accessible name written with the rest at the edge
(:func:`~hanafuda_core.messages.written`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable, Sequence

from .art import board_card_html, card_back_svg
from .deck import ALL_CARDS
from .messages import ENGLISH, Language, Message, Writable, msg, msg_in, msg_n
from .names import face_label
from .notation import card as card_of
from .phrases import ActionPhrase
from .seats import SeatName, by_seat, exercise_names, possessive, score_words

if TYPE_CHECKING:  # pragma: no cover
    from .game import Game
    from .match import Match

__all__ = ["Presenter", "CardFace", "CardBack", "face_card", "back_card", "own_hand_zone", "other_hand_zone",
           "stack_zone", "seat_order", "outcome_tone", "turned_up_zone", "captured_zone", "field_zone", "play_card",
           "PILE_SHOWN"]


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
        names = exercise_names(len(self.game.scores_of(pos)), me)
        view = self.view(pos, me=me, names=names, show_legal=show_legal,
                         interactive=interactive and not question, reveal=True)
        if question:  # the status line must not hint at the answer, nor speak of moves
            view["status"] = msg("Look at the position, then answer the question.")
        return view

    def log_lines(self, pos: Any, names: Sequence[SeatName]) -> list[Message]:
        """The round's moves so far, in words."""
        return []

    def round_header(self, match: "Match", number: int, names: Sequence[SeatName]) -> Message:
        """The log line that opens round ``number``: who deals, the score."""
        pos = match.position
        who = names[pos.dealer]
        score = score_words(pos.scores, names)
        return by_seat(who, msg("Round {n}: You deal; score {score}.", n=number, score=score),
                       msg("Round {n}: {who} deals; score {score}.", n=number, who=who.label, score=score))

    def round_summary(self, match: "Match", number: int, names: Sequence[SeatName]) -> Message:
        """The log line that closes round ``number``: its outcome in words."""
        return msg("Round {n}: {outcome}", n=number, outcome=match.position.outcome().explain(names))


# ---------------------------------------------------------------------------
# The pieces of a view model


PILE_SHOWN = 3
"""How many cards of a face-up pile a view shows (the top one last)."""


class CardFace(Writable):
    """A card's face on a board, with its accessible name: markup written
    when the view is (by reference to the card sprite when configured)."""

    __slots__ = ("index", "label")

    def __init__(self, index: int, label: Message):
        self.index, self.label = index, label

    def render(self, language: Language = ENGLISH) -> str:
        return board_card_html(self.index, self.label.render(language))

    def __eq__(self, other) -> bool:
        return isinstance(other, CardFace) and (self.index, self.label) == (other.index, other.label)

    __hash__ = None

    def __repr__(self) -> str:
        return f"CardFace({ALL_CARDS[self.index].code})"


class CardBack(Writable):
    """A card's back on a board, with its accessible name."""

    __slots__ = ("label",)

    def __init__(self, label: Message):
        self.label = label

    def render(self, language: Language = ENGLISH) -> str:
        return card_back_svg(label=self.label.render(language))

    def __eq__(self, other) -> bool:
        return isinstance(other, CardBack) and self.label == other.label

    __hash__ = None


def face_card(code, *, action: str | None = None, action_label: Message | None = None,
              legal: bool = False, selected: bool = False) -> dict:
    """A face-up card of a view model."""
    c = card_of(code)
    label = face_label(c.index)
    return {"code": c.code, "svg": CardFace(c.index, label), "label": label, "action": action,
            "actionLabel": action_label if action is not None else None,
            "legal": bool(legal), "selected": bool(selected)}


def relabel_cards(view: dict, label_of: Callable[[int], Message]) -> dict:
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
                card["svg"] = CardFace(c.index, card["label"])
    return view


def back_card(label: Message | None = None) -> dict:
    """A face-down card of a view model (no code: a page cannot tell which card it is)."""
    label = label if label is not None else msg("Face-down card")
    return {"code": None, "svg": CardBack(label), "label": label, "action": None,
            "actionLabel": None, "legal": False, "selected": False}


def outcome_tone(winners, me: int, teams=None) -> str:
    """"win", "loss" or "draw" for the viewer ``me`` (partners win together)."""
    if not winners:
        return "draw"
    mine = next((set(t) for t in (teams or ()) if me in t), {me})
    return "win" if mine & set(winners) else "loss"


def hand_title(name: SeatName) -> Message:
    """"Your hand", "Computer 2's hand"."""
    return msg("{whose} hand", whose=possessive(name))


def own_hand_zone(name: SeatName, me: int, cards: list[dict], *, active: bool) -> dict:
    """The zone of the viewer's own hand, at the bottom of the table."""
    n = len(cards)
    return {
        "id": f"hand-{me}", "kind": "hand", "area": "bottom", "title": hand_title(name),
        "active": active, "label": msg_n("{whose} hand ({n} card)", "{whose} hand ({n} cards)", n,
                                         whose=possessive(name), n=n),
        "cards": cards, "count": n,
    }


def other_hand_zone(name: SeatName, seat: int, cards: list[int], *, shown: bool, active: bool,
                    area: str = "top") -> dict:
    """Another seat's hand: face up when ``shown``, else backs and a count."""
    n = len(cards)
    whose = possessive(name)
    label = (msg_n("{whose} hand ({n} card)", "{whose} hand ({n} cards)", n, whose=whose, n=n) if shown else
             msg_n("{whose} hand ({n} card, face down)", "{whose} hand ({n} cards, face down)", n, whose=whose, n=n))
    return {
        "id": f"hand-{seat}", "kind": "hand", "area": area, "title": hand_title(name), "active": active,
        "label": label,
        "cards": [face_card(c) for c in cards] if shown else [back_card() for _ in cards], "count": n,
    }


def stack_zone(zone_id: str, title: Message, count: int, note: Message | None = None) -> dict:
    """A face-down pile (the draw pile): one back and its count; ``note``
    says what is known of it ("face down", the default)."""
    note = note if note is not None else msg_in("a pile of cards", "face down")
    return {"id": zone_id, "kind": "stack", "area": "middle", "active": False, "title": title,
            "label": msg_n("{title} ({n} card, {note})", "{title} ({n} cards, {note})", count,
                           title=title, n=count, note=note),
            "cards": [back_card(title)] if count else [], "count": count}


def turned_up_zone(card: int, words: Message) -> dict:
    """The card turned up from the draw pile while it waits for its target (capture games)."""
    return {"id": "turned-up", "kind": "pile", "area": "middle", "active": False,
            "title": msg("Turned up"), "label": msg("Card turned up: {card}", card=words),
            "cards": [face_card(card)], "count": 1}


def captured_zone(zone_id: str, area: str, whose: Message, cards: Sequence[int], groups: list[dict]) -> dict:
    """A capture pile (capture games): ``whose`` is the owner's possessive
    (:func:`~hanafuda_core.seats.possessive`: "Your", "Computer's"; a side's
    for a game of teams), ``groups`` the cards by kind."""
    n = len(cards)
    return {"id": zone_id, "kind": "captured", "area": area, "active": False,
            "title": msg("{whose} captures", whose=whose),
            "label": msg_n("{whose} captured cards ({n} card)", "{whose} captured cards ({n} cards)", n,
                           whose=whose, n=n),
            "cards": [face_card(c) for c in cards], "count": n, "groups": groups}


def field_zone(cards: Sequence[int], draw_targets: set[str], *, show_legal: bool,
               words: Callable[[int], Message]) -> dict:
    """The field of a capture game; a field card the card turned up may take
    carries ``draw>CARD`` when that is in ``draw_targets``."""
    out = []
    for c in cards:
        act = f"draw>{ALL_CARDS[c].code}"
        if act in draw_targets:
            out.append(face_card(c, action=act, legal=show_legal,
                                 action_label=msg("Capture {card} with the card turned up", card=words(c))))
        else:
            out.append(face_card(c))
    n = len(out)
    return {"id": "field", "kind": "hand", "area": "middle", "active": False, "title": msg("Field"),
            "label": msg_n("Field ({n} card)", "Field ({n} cards)", n, n=n), "cards": out, "count": n}


def play_card(c: int, legal: Sequence[str], legal_set: set[str], *, show_legal: bool, name: Message,
              words: Callable[[int], Message], target_of: Callable[[str], int]) -> dict:
    """A hand card of a capture game on its player's turn: it carries its play;
    when it must name the field card it takes (two of its month), ``then``
    lists the plays by target (``target_of(action)``: the card it takes)."""
    code = ALL_CARDS[c].code
    targets = [t for t in legal if t.startswith(code + ">")]
    ok = show_legal and (code in legal_set or bool(targets))
    label = msg("Play {card} (legal move)", card=name) if ok else msg("Play {card}", card=name)
    card = face_card(c, action=code, action_label=label, legal=ok)
    if targets:  # two field cards of its month: pick the card, then the one it takes
        card["then"] = [{"card": t.partition(">")[2], "action": t,
                         "label": msg("Capture {target} with {card}", target=words(target_of(t)), card=words(c))}
                        for t in targets]
        card["actionLabel"] = msg("{play} — then choose the field card it captures", play=label)
    return card


def seat_order(me: int, seats: int) -> list[int]:
    """The other seats as the viewer sees them, from their right round the table."""
    return [(me + k) % seats for k in range(1, seats)]
