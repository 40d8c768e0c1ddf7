"""Koi-Koi as the shared modules see it: its facts, its site content, its
presenter and its :class:`hanafuda_core.game.Game`; the hooks every capture
game reads alike come from
:class:`hanafuda_core.families.capture.game.CaptureGame`.

The options are a :class:`~hanafuda_core.games.koikoi.engine.KoiKoiOptions`:
a preset and option values that override the preset's.  On the play page's
form every option starts at "the preset's choice", so picking a preset alone
plays it as published; changing single rules makes a custom set, saved with
the match as the preset and the changes.
"""

from __future__ import annotations

from typing import Iterator, Sequence

from ...deck import CARDS
from ...families.capture.game import CaptureComputer, CaptureGame
from ...families.capture.phrases import play_phrase, take_turned_up_phrase
from ...game import GameInfo, SiteContent
from ...presenter import Presenter
from ...rng import Rng
from ...messages import Message, msg, msg_in
from ...names import the_card
from ...phrases import ActionPhrase
from ...seats import SeatName, by_seat, exercise_names, score_words
from . import engine
from .goals import CaptureCard, CompleteYaku, NameYaku, ScoreMost, StopOrKoikoi



def _tables() -> dict:
    from .tables import KOIKOI_TABLES

    return KOIKOI_TABLES


class KoiKoiPresenter(Presenter):
    """Koi-Koi's actions in words, board views and move log."""

    def action_phrase(self, pos, action: str) -> ActionPhrase:
        a = pos.normalize(action)
        if a.kind == "stop":
            return ActionPhrase(msg_in("an action: what to do", "stop"), msg_in("an action: doing it", "stopping"),
                                msg_in("an action: done", "stopped"))
        if a.kind == "koikoi":
            return ActionPhrase(msg_in("an action: what to do", "call koi-koi"),
                                msg_in("an action: doing it", "calling koi-koi"),
                                msg_in("an action: done", "called koi-koi"))
        if a.kind == "draw":
            t = the_card(CARDS[a.target])
            return take_turned_up_phrase(t)
        c = the_card(CARDS[a.card])
        if a.target is not None:
            t = the_card(CARDS[a.target])
            return play_phrase(c, t)
        return play_phrase(c)

    def view(self, pos, *, me: int, names: Sequence[SeatName], show_legal: bool = False, interactive: bool = True,
             reveal: bool = False) -> dict:
        from .view import koikoi_view

        return koikoi_view(pos, me=me, names=(names[me], names[1 - me]), reveal_opponent=reveal,
                           show_legal=show_legal, interactive=interactive)

    def exercise_view(self, pos, *, me: int, show_legal: bool = False, interactive: bool = True,
                      question: bool = False) -> dict:
        from .view import koikoi_view

        # Match bookkeeping (score, round) is noise in an exercise; the yaku held,
        # koi-koi calls and rule options stay.  A question keeps the cards but
        # drops the verdicts: the yaku held is what it may ask.
        names = exercise_names(2, me)
        view = koikoi_view(pos, me=me, names=(names[me], names[1 - me]), reveal_opponent=True,
                           show_legal=show_legal, interactive=interactive and not question,
                           info="question" if question else "exercise")
        if question:  # the status line must not hint at the answer, nor speak of moves
            view["outcome"] = None
            if pos.outcome() is not None:
                view["status"] = msg("The round is over.")
            elif pos.phase_name == "decide":
                view["status"] = msg("A new yaku was made this turn.")
            else:
                view["status"] = msg("Look at the position, then answer the question.")
        return view

    def log_lines(self, pos, names: Sequence[SeatName]) -> list[Message]:
        from .view import log_lines

        return log_lines(pos, names)

    def round_header(self, match, number: int, names: Sequence[SeatName]) -> Message:
        pos = match.position
        o = match.rules.options
        who = names[pos.dealer]
        score = score_words(pos.scores, names)
        if o.rounds:
            return by_seat(who, msg("Round {n} of {rounds}: You deal; score {score}.", n=number, rounds=o.rounds,
                                    score=score),
                           msg("Round {n} of {rounds}: {who} deals; score {score}.", n=number, rounds=o.rounds,
                               who=who.label, score=score))
        return by_seat(who, msg("Round {n} (first to {target} points): You deal; score {score}.", n=number,
                                target=o.target, score=score),
                       msg("Round {n} (first to {target} points): {who} deals; score {score}.", n=number,
                           target=o.target, who=who.label, score=score))


class KoiKoiComputer(CaptureComputer):
    """Koi-Koi's computer player: the engine's rules of thumb."""

    standard = staticmethod(engine.choose_action)
    random = staticmethod(engine.random_action)
    rollout = staticmethod(engine.rollout_action)
    reasons = staticmethod(engine.explain_move)
    # the capture family's words, as a message (that module still writes them as a plain string)
    def rearrange(self, pos, hidden, assignment, rng):
        new = super().rearrange(pos, hidden, assignment, rng)
        if new.at_deal:  # the hands dealt decide the hand yaku announced at the deal
            new.refresh()
        return new

    def strong_settings(self):
        from ...levels import StrongSettings

        # a rollout is scored by the chance of winning the match (strong_value):
        # see docs/design/computer-levels.md, "Koi-Koi: scored by the match"
        return StrongSettings(rollouts=1000, max_samples=128, match_value=True)

    def strong_value(self, pos, seat: int) -> float:
        """What the end of a rollout is worth to the Strong level: the chance
        of winning the match, since the higher total after the last round
        wins (equal totals: a draw, worth ½), not the most points.  After the
        last round: 1, ½ or 0; before it, the chance that the rounds still to
        play do not make up the lead, each round's net points drawn from what
        two rule-of-thumb players score under the rule set's preset
        (:data:`ROUND_NETS`, heavy-tailed: most rounds are won by a few points,
        a few by twenty or more, the doubling at 7 included), added up exactly
        (:func:`match_chance`).  The stop or koi-koi call is weighed by the
        same value, as every other decision.  A match played to a target
        score counts the round's net points, as other games do."""
        if not pos.is_over():
            return self.rollout_value(pos, seat)  # a rollout cut short
        opts = pos.rules.options
        if not opts.rounds or opts.target:
            return self.rollout_value(pos, seat)
        _, _, pts = pos.outcome_summary()
        lead = pos.scores[seat] + pts[seat] - pos.scores[1 - seat] - pts[1 - seat]
        return match_chance(lead, opts.rounds - pos.round_no, pos.rules.preset.key)


ROUND_NETS: dict[str, dict[int, int]] = {
    "seed": {0: 66, 1: 1300, 2: 325, 3: 75, 4: 17, 5: 1051, 6: 628, 10: 3, 12: 4, 14: 279, 16: 55, 18: 11,
             20: 74, 22: 40, 24: 27, 26: 11, 28: 4, 30: 1, 32: 18, 34: 5, 36: 4, 38: 2},
    "nintendo-leaflet": {0: 75, 1: 1300, 2: 323, 3: 65, 4: 18, 5: 1327, 6: 356, 10: 1, 12: 2, 14: 166, 16: 157,
                         18: 25, 20: 110, 22: 17, 24: 15, 26: 11, 28: 2, 30: 12, 32: 10, 34: 3, 36: 4, 40: 1},
    "modern": {0: 69, 1: 1184, 2: 289, 3: 60, 4: 285, 5: 965, 6: 620, 8: 4, 12: 4, 14: 248, 16: 52, 18: 27,
               20: 70, 22: 47, 24: 26, 26: 10, 28: 5, 30: 3, 32: 18, 34: 7, 36: 3, 38: 1, 40: 1, 42: 1, 52: 1},
    "hanafuda-flash": {1: 1715, 2: 406, 3: 109, 4: 403, 5: 156, 6: 784, 7: 170, 8: 164, 9: 20, 10: 39, 11: 11,
                       12: 12, 13: 1, 14: 5, 15: 2, 16: 1, 18: 2},
    "koikoi-japan": {1: 2326, 2: 409, 3: 105, 4: 36, 5: 683, 6: 184, 7: 130, 8: 37, 9: 25, 10: 16, 11: 10, 12: 17,
                     13: 2, 14: 6, 15: 6, 16: 1, 17: 1, 18: 1, 19: 1, 21: 1, 23: 1, 28: 1, 32: 1},
    "first-game": {0: 142, 1: 1882, 2: 551, 3: 129, 4: 41, 5: 218, 6: 586, 7: 288, 8: 93, 9: 32, 10: 10, 11: 6,
                   12: 7, 13: 8, 14: 6, 15: 1},
}
"""How a round ends between two rule-of-thumb players, by preset: the
round's net points, either way (how many of 4000 rounds of Standard against
Standard ended with that margin, any round of the match; measured once,
``scripts/bench_levels.py`` docs in docs/design/computer-levels.md).  A
custom rule set counts as its preset."""

_CHANCES: dict[str, list[tuple[list[float], list[float]]]] = {}


def _chances(key: str, left: int) -> tuple[list[float], list[float]]:
    """For ``left`` rounds still to play under preset ``key``, each round's
    net points drawn from :data:`ROUND_NETS` (either player alike): two
    lists whose entry ``i`` is the chance that the net points of those
    rounds, to one player, are exactly ``i - left * most`` (``most``: the
    largest margin of a round), and at least that.  Built by adding one
    round at a time, in a fixed order: the same figures in every Python."""
    tables = _CHANCES.get(key)
    if tables is None:
        tables = _CHANCES[key] = [([1.0], [1.0])]  # no round left: a net of 0
    if len(tables) > left:
        return tables[left]
    counts = ROUND_NETS.get(key, ROUND_NETS["seed"])
    most = max(counts)
    total = 2 * sum(counts.values())
    step: dict[int, float] = {}
    for net, n in counts.items():
        step[net] = step.get(net, 0.0) + n / total
        step[-net] = step.get(-net, 0.0) + n / total
    moves = sorted(step.items())
    while len(tables) <= left:
        k = len(tables)
        before = tables[-1][0]  # spans -(k-1)·most..(k-1)·most
        pmf = [0.0] * (2 * k * most + 1)
        for i, p in enumerate(before):
            if p:
                for net, q in moves:
                    pmf[i + most + net] += p * q
        tail = [0.0] * (len(pmf) + 1)
        for i in range(len(pmf) - 1, -1, -1):
            tail[i] = tail[i + 1] + pmf[i]
        tables.append((pmf, tail))
    return tables[left]


def match_chance(lead: int, left: int, key: str = "seed") -> float:
    """The chance of winning a Koi-Koi match (a draw counts ½) for a player
    ``lead`` points ahead with ``left`` rounds still to play, each round's
    net points as between two rule-of-thumb players under preset ``key``
    (:data:`ROUND_NETS`): 1, ½ or 0 when no round is left."""
    if left <= 0:
        return 1.0 if lead > 0 else 0.5 if lead == 0 else 0.0
    span = left * max(ROUND_NETS.get(key, ROUND_NETS["seed"]))
    if lead > span:
        return 1.0
    if lead < -span:
        return 0.0
    pmf, tail = _chances(key, left)
    # a win: the rounds left bring the other player fewer than ``lead`` net points
    at = span - lead  # the index of a net of -lead, to this player
    return min(1.0, tail[at + 1] + 0.5 * pmf[at])


class KoiKoiGame(CaptureGame):
    info = GameInfo(key="koikoi", name="Koi-Koi", order=20, seat_counts=(2,))
    site = SiteContent(
        blurb=msg_in("a game in one sentence",
                     "The best-known two-player capture game: match cards by month, build yaku, "
                     "then stop and score or call koi-koi and play on."),
        play_intro=msg_in("a play page without JavaScript",
                          "Here you play Koi-Koi against the computer: pick the rules, then play a card from your hand "
                          "each turn to capture a field card of its month, and stop or call koi-koi when you make a "
                          "yaku. The game runs the rules engine in your browser and needs JavaScript. This is how a "
                          "table looks at the start of a round:"),
        tables=_tables)
    presenter_type = KoiKoiPresenter
    computer_type = KoiKoiComputer
    options_type = engine.KoiKoiOptions
    position_type = engine.KoiKoiPosition
    match_type = engine.KoiKoiMatch
    goals = (CaptureCard, CompleteYaku, ScoreMost, NameYaku, StopOrKoikoi)
    puzzle_brights = engine.LIGHTS

    from .puzzles import THEMES as puzzle_themes

    # -- options (the rule set, its own protocol: :class:`.rules.KoiKoiOptions`)

    def presets(self) -> dict[str, Message]:
        return {k: p.name_words for k, p in engine.PRESETS.items()}

    def position_preset(self, pos) -> str | None:
        return pos.rules.preset.key

    # -- the engine's figures (scripts/bench_engine.py)

    def benchmarks(self) -> dict:
        piles = []
        rng = Rng(1)
        for i in range(2000):
            deck = list(range(48))
            rng.shuffle(deck)
            m = 0
            for c in deck[: i % 25]:
                m |= 1 << c
            piles.append(m)
        rules = engine.DEFAULT_RULES

        def evals(_):
            for m in piles:
                rules.yaku_of(m)
            return len(piles)

        def fast_round(seed):
            engine.play_random_round(Rng(seed))
            return 1

        return {"random rounds/s (simulation path)": fast_round, "yaku evaluations/s": evals}

    # -- the site

    def example_position(self, seed):
        return engine.KoiKoiPosition.deal(seed, dealer=0)

    # -- words

    def data_messages(self) -> Iterator[Message]:
        """Each yaku's name (and an old yaku's own description), the card
        names a sentence starts with that are made from the deck's data, and
        the rule sets' names and descriptions and the koi-koi schedules'
        labels (:func:`.rules.data_messages`)."""
        from ...families.capture.field import first_card_names
        from .rules import data_messages as rules_messages
        from .yaku import data_messages

        yield from data_messages()
        yield from first_card_names()
        yield from rules_messages()
