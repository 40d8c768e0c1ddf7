"""Koi-Koi as the shared modules see it: its facts, its site content, its
presenter and its :class:`hanafuda_core.game.Game`.

The options are a :class:`~hanafuda_core.games.koikoi.engine.KoiKoiRules`:
a preset and option values that override the preset's.  On the play page's
form every option starts at "the preset's choice", so picking a preset alone
plays it as published; changing single rules makes a custom set, saved with
the match as the preset and the changes.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Sequence

from ...cardset import mask
from ...deck import CARDS
from ...game import Computer, Game, GameInfo, SiteContent
from ...options import OptionError
from ...presenter import Presenter
from ...rng import Rng
from ...words import ActionPhrase, score_words, verb
from . import engine
from .goals import CaptureCard, CompleteYaku, NameYaku, ScoreMost, StopOrKoikoi

PRESET_CHOICE = "The rule set's choice"


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


class KoiKoiComputer(Computer):
    """Koi-Koi's computer player: the engine's rules of thumb, and rollouts on its own actions."""

    standard_words = ("Plays by rules of thumb: it values a capture by the yaku it builds and blocks, and "
                      "weighs what a card left on the field gives away.")

    players = engine

    def rearrange(self, pos, hidden, assignment, rng):
        new = super().rearrange(pos, hidden, assignment, rng)
        if new.at_deal:  # the hands dealt decide the hand yaku announced at the deal
            new.refresh()
        return new

    def strong_settings(self):
        from ...levels import StrongSettings

        return StrongSettings(rollouts=1000, max_samples=128)

    def play_out(self, pos, rng: Rng) -> None:
        while not pos.is_over():
            pos.push_unchecked(engine.rollout_action(pos, rng))


class KoiKoiGame(Game):
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
    options_type = engine.KoiKoiRules
    position_type = engine.KoiKoiPosition
    match_type = engine.KoiKoiMatch
    goals = (CaptureCard, CompleteYaku, ScoreMost, NameYaku, StopOrKoikoi)

    from .puzzles import THEMES as puzzle_themes

    def puzzle_candidates(self, pos):
        from .puzzles import candidates

        return candidates(pos)

    def puzzle_note(self, pos) -> str:
        from .puzzles import note

        return note(pos)

    # -- options

    def describe_options(self) -> list[dict]:
        presets = list(engine.PRESETS.values())
        out = [{
            "name": "preset", "code": "preset", "label": "Rule set",
            "description": "A named set of rules, each from a source named on the rules page; the "
                           "single rules below start at its choices.",
            "default": presets[0].key, "input": "select",
            "choices": [{"value": p.key, "label": p.name, "description": p.description} for p in presets],
        }]
        for o in engine.KoiKoiOptions.describe():
            out.append(dict(o, default=None, input="select",
                            choices=[{"value": None, "label": PRESET_CHOICE}] + o["choices"],
                            # the form names the preset's value in the first choice
                            default_from={"option": "preset",
                                          "values": {p.key: getattr(p.options, o["name"]) for p in presets}}))
        return out

    def presets(self) -> dict[str, str]:
        return {k: p.name for k, p in engine.PRESETS.items()}

    def position_preset(self, pos) -> str | None:
        return pos.rules.preset.key

    def parse_options(self, value: Any) -> engine.KoiKoiRules:
        if isinstance(value, str):
            try:
                return engine.KoiKoiRules.from_text(value.strip() or "seed")
            except OptionError:
                raise
            except ValueError as e:
                raise OptionError(str(e)) from None
        if isinstance(value, Mapping):
            form = dict(value)
            preset = form.pop("preset", None) or "seed"
            if not isinstance(preset, str) or preset not in engine.PRESETS:
                raise OptionError(f"unknown rule set; the rule sets are {', '.join(engine.PRESETS)}")
            try:
                return engine.KoiKoiRules(preset, **engine.KoiKoiOptions.form_values(form))
            except OptionError:
                raise
            except (TypeError, ValueError) as e:
                raise OptionError(str(e)) from None
        return super().parse_options(value)

    # -- positions

    def parse_action(self, pos, action: str):
        return pos.normalize(action)

    def ends_turn(self, action: str, after) -> bool:
        # Same rule as engine.turn_sequences: the turn is over when the other
        # player is to move or the round is over.  A play leaves the turn open
        # while the card turned up waits for its target ('draw' phase) or a
        # new yaku waits for stop / koi-koi ('decide' phase); koi-koi passes
        # the turn, stop ends the round.
        if after.outcome() is not None:
            return True
        a = engine.Action.parse(action)
        if a.kind in ("stop", "koikoi"):
            return True
        return after.phase_name == "play"

    def turn_sequences(self, pos, limit: int | None = None):
        for actions, end in engine.turn_sequences(pos, limit):
            yield [a.text() for a in actions], end

    def card_places(self, pos) -> dict[str, int]:
        places = {"hand-0": pos.hands[0], "hand-1": pos.hands[1], "field": pos.field,
                  "captured-0": pos.captured[0], "captured-1": pos.captured[1]}
        places["draw"] = mask(pos.draw)
        if pos.pending is not None:
            places["turned-up"] = 1 << pos.pending
        return places

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
