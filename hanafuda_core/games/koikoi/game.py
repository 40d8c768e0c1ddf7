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

from typing import Sequence

from ...deck import CARDS
from ...families.capture.game import CaptureComputer, CaptureGame
from ...game import GameInfo, SiteContent
from ...presenter import Presenter
from ...rng import Rng
from ...words import ActionPhrase, score_words, verb
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
            return ActionPhrase("stop")
        if a.kind == "koikoi":
            return ActionPhrase("call", "koi-koi")
        if a.kind == "draw":
            return ActionPhrase("take", f"the {CARDS[a.target].name}", "with the card turned up")
        if a.target is not None:
            return ActionPhrase("play", f"the {CARDS[a.card].name}", f"onto the {CARDS[a.target].name}")
        return ActionPhrase("play", f"the {CARDS[a.card].name}")

    def view(self, pos, *, me: int, names: Sequence[str], show_legal: bool = False, interactive: bool = True,
             reveal: bool = False) -> dict:
        from .view import koikoi_view

        return koikoi_view(pos, me=me, names=(names[me], names[1 - me]), reveal_opponent=reveal,
                           show_legal=show_legal, interactive=interactive)

    def exercise_view(self, pos, *, me: int, show_legal: bool = False, interactive: bool = True,
                      question: bool = False) -> dict:
        view = super().exercise_view(pos, me=me, show_legal=show_legal, interactive=interactive, question=question)
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

    def log_lines(self, pos, names: Sequence[str]) -> list[str]:
        from .view import log_lines

        return log_lines(pos, names)

    def round_header(self, match, number: int, names: Sequence[str]) -> str:
        pos = match.position
        o = match.rules.options
        of = f" of {o.rounds}" if o.rounds else f" (first to {o.target} points)"
        return (f"Round {number}{of}: {verb(names[pos.dealer], 'deal', 'deals')}; "
                f"score {score_words(pos.scores, names)}.")


class KoiKoiComputer(CaptureComputer):
    """Koi-Koi's computer player: the engine's rules of thumb."""

    standard = staticmethod(engine.choose_action)
    random = staticmethod(engine.random_action)
    rollout = staticmethod(engine.rollout_action)
    reasons = staticmethod(engine.explain_move)

    def rearrange(self, pos, hidden, assignment, rng):
        new = super().rearrange(pos, hidden, assignment, rng)
        if new.at_deal:  # the hands dealt decide the hand yaku announced at the deal
            new.refresh()
        return new

    def strong_settings(self):
        from ...levels import StrongSettings

        return StrongSettings(rollouts=1000, max_samples=128)


class KoiKoiGame(CaptureGame):
    info = GameInfo(key="koikoi", name="Koi-Koi", order=20, seat_counts=(2,))
    site = SiteContent(
        blurb=("The best-known two-player capture game: match cards by month, build yaku, "
               "then stop and score or call koi-koi and play on."),
        play_intro=("Here you play Koi-Koi against the computer: pick the rules, then play a card from your hand "
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

    def presets(self) -> dict[str, str]:
        return {k: p.name for k, p in engine.PRESETS.items()}

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
