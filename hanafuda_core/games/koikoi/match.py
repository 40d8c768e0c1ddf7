"""A whole game (:class:`KoiKoiMatch`), and whole games and random rounds played out."""

from __future__ import annotations

from typing import Callable, Sequence

from ...families import capture as ha
from ...game import IllegalActionError, Match as _Match, MatchOutcome
from ...rng import Rng
from .rules import DEFAULT_RULES, KoiKoiOptions
from .actions import PHASE_PLAY, PHASE_STOP, PLAYS, KoiKoiAction, KoiKoiOutcome
from .position import KoiKoiPosition, dealt_hand_cards
from .computer import random_action, random_play


# A whole game


class KoiKoiMatch(_Match):
    """A game of ``rules.options.rounds`` rounds (12, or 6), or to a target score.

    ``KoiKoiMatch(rules, rng, dealer)``: ``rng`` is an :class:`Rng` or a
    seed; when ``dealer`` is None the first dealer is chosen by drawing cards.
    Play the current round with ``match.position`` / ``match.push``; when it
    has an outcome call :meth:`next_round` to score it and deal the next one
    (the round winner deals; after a round without a winner the same dealer
    deals again).  Everything else is :class:`hanafuda_core.game.Match`.
    """

    error = IllegalActionError

    @property
    def rules(self) -> KoiKoiOptions:
        return self.options

    def default_options(self) -> KoiKoiOptions:
        return DEFAULT_RULES

    def deal(self, dealer: int, round_no: int) -> "KoiKoiPosition":
        return KoiKoiPosition.deal(self.rng, dealer, self.options, self.scores, round_no)

    def next_dealer(self, out: KoiKoiOutcome) -> int:
        return out.next_dealer

    def finished(self, out: KoiKoiOutcome) -> MatchOutcome | None:
        if not out.final:
            return None
        a, b = self.scores
        t = self.options.options.target
        why = "target" if t and max(a, b) >= t else "rounds"
        return MatchOutcome(None if a == b else (0 if a > b else 1), self.scores, len(self.rounds), why)

    @property
    def balance(self) -> list[int]:
        """The scores as zero-sum balances (each player's points taken from the other)."""
        return ha.settle(self.scores)


def play_match(rng: Rng | int | str | None = None, rules: KoiKoiOptions = DEFAULT_RULES,
               players: Sequence[Callable[[KoiKoiPosition, Rng], KoiKoiAction]] | None = None,
               dealer: int | None = None, record: bool = True) -> KoiKoiMatch:
    """Play a whole game; ``players[p](position, rng)`` chooses player p's
    actions (default: :func:`random_action` for both)."""
    m = KoiKoiMatch(rules, rng, dealer, record=record)
    r = m.rng
    if players is None:
        players = (random_action, random_action)
    while m.result is None:
        pos = m.position
        while not pos.is_over():
            pos.push_unchecked(players[pos.turn](pos, r))
        m.next_round()
    return m


def play_random_round(rng: Rng, rules: KoiKoiOptions = DEFAULT_RULES, dealer: int = 0, round_no: int = 1
                      ) -> tuple[str, int | None, tuple[int, int]]:
    """Deal and play one round with both players choosing uniformly at random
    (:func:`random_action`, pushed without checks): the simulations' and the
    benchmark's random round.  Returns ``(reason, winner, points)`` like
    :class:`KoiKoiOutcome`."""
    pos, deck = KoiKoiPosition.deal_with_deck(rng, dealer, rules, round_no=round_no)
    if pos.dealt is None:  # (a dealt hand ends the round at once)
        # Each hand as a list in deck order, the card played taken out of it:
        # the random player's k-th hand card without reading the bit set.
        hands = dealt_hand_cards(deck, dealer)
        push = pos.push_unchecked
        below = rng.below
        rng.reserve(18)  # about what a round draws
        wild = ha.LIGHTNING if pos.wild else -1  # a card with targets other than its month's
        plays_of, play, stop = PLAYS, PHASE_PLAY, PHASE_STOP  # (local names: the hot loop)
        while True:
            phase = pos.phase
            if phase == play:
                cards = hands[pos.turn]
                n = len(cards)
                if n > 1:
                    c = cards.pop(below(n))
                elif n:
                    c = cards.pop()
                else:  # both hands are empty: the cards ran out
                    break
                if c == wild:
                    push(random_play(pos, c, rng))
                else:  # random_play, written out
                    plays = plays_of[c][(pos.field >> (c & 60)) & 15]
                    push(plays[0] if len(plays) == 1 else plays[below(2)])
            elif phase < stop:  # the turned-up card's target, or stop / koi-koi
                pos.push_unchecked(random_action(pos, rng))
            else:
                break
    return pos.outcome_summary()
