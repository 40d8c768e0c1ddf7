"""Relay: a small game that exists only in the tests, for 3 seats or 4 in two teams.

It proves that the shared modules (the registry, play sessions, the board,
the conformance suite) work for any number of seats and for partnerships
without naming a game: it is registered by ``tests/core/conftest.py`` and
never touches shared code.

Rules: the sixteen cards of January to April and the May bright are
shuffled; each seat gets 5 (three seats) or 4 (four seats) and the rest
starts a face-up pile.  In turn (seat 0, 1, 2, ...)
each player plays a hand card onto the pile; a card of the same month as the
top card captures the whole pile into the player's capture pile (shared by
partners).  When the hands are empty the round is scored: one point per
captured card, to the player or the team.  First to ``target`` points wins.

Position notation: ``hands (one per seat, '|' between); pile; captured
(one per team or seat, '|'); turn; dealer; scores (one per seat, '-'); options``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

from hanafuda_core.cardset import bits, index, mask
from hanafuda_core.deck import CARDS, MONTH_MASKS
from hanafuda_core.game import Computer, Game, GameInfo, Match, Outcome, PositionError, SiteContent
from hanafuda_core.presenter import Presenter, face_card, other_hand_zone, own_hand_zone, seat_order
from hanafuda_core.messages import Message, msg, msg_in, msg_n
from hanafuda_core.names import card_words
from hanafuda_core.phrases import ActionPhrase
from hanafuda_core.seats import SeatName, by_seat, numbered_names, score_words
from hanafuda_core.notation import format_cards, parse_cards
from hanafuda_core.options import OptionSet, option

CARDS_IN_PLAY = MONTH_MASKS[0] | MONTH_MASKS[1] | MONTH_MASKS[2] | MONTH_MASKS[3] | (1 << 16)


class RelayError(PositionError):
    pass


@dataclass(frozen=True)
class RelayOptions(OptionSet):
    target: int = option(12, code="target", label=msg_in("a rule option's label", "Points to win"), choices=(12, 6),
                         range=(1, 99), doc=msg_in("a rule option's description", "Points needed to win the match."))


@dataclass(frozen=True)
class RelayOutcome(Outcome):
    reason: str
    points: tuple[int, ...]
    scores: tuple[int, ...]
    target: int

    @property
    def winners(self) -> tuple[int, ...]:
        best = max(self.points)
        return tuple(p for p, x in enumerate(self.points) if x == best and best > 0)

    @property
    def seat_points(self) -> tuple[int, ...]:
        return self.points

    @property
    def match_over(self) -> bool:
        return max(self.scores) >= self.target

    def explain(self, names: Sequence[SeatName] | None = None) -> Message:
        names = names if names is not None else numbered_names(len(self.points))
        parts = [by_seat(names[p], msg("You score {n}", n=x), msg("{who} scores {n}", who=names[p].label, n=x))
                 for p, x in enumerate(self.points) if x]
        if not parts:
            return msg("Nobody scores.")
        said = parts[0]
        for part in parts[1:]:
            said = msg_in("Relay: one seat's score after another", "{first}; {next}", first=said, next=part)
        return msg("{scores}.", scores=said)


def _team_of(seat: int, seats: int) -> int:
    return seat % 2 if seats == 4 else seat


class RelayPosition:
    def __init__(self, hands, pile, captured, turn, dealer, scores, options):
        self.hands = list(hands)
        self.pile = list(pile)
        self.captured = list(captured)
        self.turn = turn
        self.dealer = dealer
        self.scores = tuple(scores)
        self.options = options
        self._stack: list = []

    @property
    def seats(self) -> int:
        return len(self.hands)

    @classmethod
    def deal(cls, rng, dealer: int, seats: int, scores, options) -> "RelayPosition":
        deck = bits(CARDS_IN_PLAY)
        rng.shuffle(deck)
        per = 16 // seats
        hands = [mask(deck[i * per:(i + 1) * per]) for i in range(seats)]
        pile = deck[seats * per:]
        teams = 2 if seats == 4 else seats
        return cls(hands, pile, [0] * teams, dealer, dealer, scores, options)

    def copy(self) -> "RelayPosition":
        c = RelayPosition(self.hands, self.pile, self.captured, self.turn, self.dealer, self.scores, self.options)
        c._stack = list(self._stack)
        return c

    # -- rules

    def legal_actions(self) -> list[str]:
        if self.outcome() is not None:
            return []
        return [CARDS[c].code for c in bits(self.hands[self.turn])]

    def explain_illegal(self, action) -> str | None:
        if self.outcome() is not None:
            return msg("The round is over.")
        try:
            if not isinstance(action, str):
                raise ValueError(action)
            c = index(action)
        except ValueError:
            return msg("That is not a card of this game: play a card from your hand.")
        if not self.hands[self.turn] >> c & 1:
            return msg("Player {n} does not hold {card}.", n=self.turn + 1, card=card_words(c))
        return None

    def push(self, action, check: bool = True) -> None:
        if check:
            reason = self.explain_illegal(action)
            if reason:
                raise RelayError(reason)
        c = index(action)
        p = self.turn
        before = (list(self.pile), list(self.captured), self.turn)
        self.hands[p] &= ~(1 << c)
        if self.pile and self.pile[-1] >> 2 == c >> 2:
            t = _team_of(p, self.seats)
            self.captured[t] |= mask(self.pile) | (1 << c)
            self.pile = []
        else:
            self.pile.append(c)
        self.turn = (p + 1) % self.seats
        self._stack.append((c, p, before))

    def push_unchecked(self, action) -> None:
        self.push(action, check=False)

    def is_over(self) -> bool:
        return not any(self.hands)

    def pop(self) -> None:
        c, p, (pile, captured, turn) = self._stack.pop()
        self.hands[p] |= 1 << c
        self.pile, self.captured, self.turn = pile, captured, turn

    @property
    def move_stack(self) -> list[str]:
        return [CARDS[c].code for c, _, _ in self._stack]

    def outcome(self) -> RelayOutcome | None:
        if any(self.hands):
            return None
        n = self.seats
        points = tuple(self.captured[_team_of(p, n)].bit_count() for p in range(n))
        scores = tuple(s + x for s, x in zip(self.scores, points))
        return RelayOutcome("hands-empty", points, scores, self.options.target)

    # -- notation

    def to_text(self) -> str:
        hands = " | ".join(format_cards(bits(h)) or "-" for h in self.hands)
        caps = " | ".join(format_cards(bits(c)) or "-" for c in self.captured)
        pile = format_cards(self.pile) or "-"
        return (f"{hands}; {pile}; {caps}; {self.turn + 1}; {self.dealer + 1}; "
                f"{'-'.join(map(str, self.scores))}; {self.options.to_text()}")

    @classmethod
    def from_text(cls, text: str) -> "RelayPosition":
        try:
            hands, pile, caps, turn, dealer, scores, opts = (x.strip() for x in text.split(";"))
            hands = [mask(c.index for c in parse_cards(h.replace("-", ""))) for h in hands.split("|")]
            caps = [mask(c.index for c in parse_cards(h.replace("-", ""))) for h in caps.split("|")]
            pile = [c.index for c in parse_cards(pile.replace("-", ""))]
            pos = cls(hands, pile, caps, int(turn) - 1, int(dealer) - 1, tuple(int(x) for x in scores.split("-")),
                      RelayOptions.from_text(opts))
        except (ValueError, IndexError) as e:
            raise RelayError(f"not a Relay position: {e}") from None
        if len(hands) not in (3, 4) or len(pos.scores) != len(hands):
            raise RelayError("not a Relay position: 3 or 4 hands and one score per seat")
        return pos


class RelayMatch(Match):
    def default_options(self):
        return RelayOptions()

    def deal(self, dealer: int, round_no: int):
        return RelayPosition.deal(self.rng, dealer, self.seats, self.scores, self.options)


class RelayPresenter(Presenter):
    def action_phrase(self, pos, action: str) -> ActionPhrase:
        c = card_words(index(action))
        return ActionPhrase(msg_in("an action: what to do", "play {card}", card=c),
                            msg_in("an action: doing it", "playing {card}", card=c),
                            msg_in("an action: done", "played {card}", card=c))

    def view(self, pos, *, me, names, show_legal=False, interactive=True, reveal=False) -> dict:
        out = pos.outcome()
        zones = [other_hand_zone(names[p], p, bits(pos.hands[p]), shown=reveal or out is not None,
                                 active=out is None and pos.turn == p) for p in seat_order(me, pos.seats)]
        n = len(pos.pile)
        zones.append({"id": "pile", "kind": "pile", "area": "middle", "active": False, "title": msg("Pile"),
                      "label": msg_n("Pile ({n} card)", "Pile ({n} cards)", n, n=n),
                      "cards": [face_card(c) for c in pos.pile[-3:]], "count": len(pos.pile)})
        mine = interactive and out is None and pos.turn == me
        hand = [face_card(c, action=CARDS[c].code if mine else None, action_label=msg("Play {card}", card=CARDS[c].name),
                          legal=show_legal and mine) for c in bits(pos.hands[me])]
        zones.append(own_hand_zone(names[me], me, hand, active=out is None and pos.turn == me))
        scores = out.scores if out is not None else pos.scores
        return {
            "game": self.game.key, "zones": zones, "buttons": [],
            "status": (out.explain(names) if out is not None
                       else by_seat(names[pos.turn], msg("You play next."),
                                    msg("{who} plays next.", who=names[pos.turn].label))),
            "info": [{"label": msg("Score"), "value": score_words(scores, names)}],
            "log": self.log_lines(pos, names),
            "outcome": None if out is None else {"title": msg("Round over"), "text": out.explain(names)},
            "waiting": ("round-over" if out is not None else "you" if pos.turn == me else "computer"),
        }

    def log_lines(self, pos, names) -> list[Message]:
        return [by_seat(names[p], msg("You play {card}.", card=CARDS[c].name),
                        msg("{who} plays {card}.", who=names[p].label, card=CARDS[c].name))
                for c, p, _ in pos._stack]


class RelayComputer(Computer):
    def standard(self, pos, rng) -> str:
        # Capture when possible, else the lowest card.
        top = pos.pile[-1] if pos.pile else None
        hand = bits(pos.hands[pos.turn])
        for c in hand:
            if top is not None and c >> 2 == top >> 2:
                return CARDS[c].code
        return CARDS[hand[0]].code


class RelayGame(Game):
    info = GameInfo(key="relay", name="Relay", order=999, seat_counts=(3, 4), partnerships={4: ((0, 2), (1, 3))})
    site = SiteContent(blurb="A test game for three seats, or four in two teams.")
    presenter_type = RelayPresenter
    computer_type = RelayComputer
    options_type = RelayOptions
    position_type = RelayPosition
    match_type = RelayMatch

    def ends_turn(self, action: str, after) -> bool:
        return True

    def turn_sequences(self, pos, limit=None):
        for a in self.legal_actions(pos):
            yield [a], self.apply(pos, a)

    def card_places(self, pos) -> dict[str, int]:
        places = {f"hand-{p}": h for p, h in enumerate(pos.hands)}
        places["pile"] = mask(pos.pile)
        places.update({f"captured-{t}": c for t, c in enumerate(pos.captured)})
        return places

    def deck(self, pos) -> int:
        return CARDS_IN_PLAY

