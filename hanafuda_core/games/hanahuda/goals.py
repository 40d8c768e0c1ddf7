"""Palauan Hanahuda goals: capture cards, complete or deny a yaku, score the
most, trade, stop or play on, and the questions on classes, yaku and card points.

Move goals are judged on the capture pile of the mover's side (partners share
one); a turn is the hand card, the target of the card turned up when it has
a choice, and stop or play on after a stop-yaku (see
:func:`hanafuda_core.games.hanahuda.engine.ends_turn`).  Every answer is
computed by the engine.
"""

from __future__ import annotations

from ...cardset import bits
from ...families.capture import goals as ha
from ...goal import Goal, GoalError, card_list_parameter
from .engine import CLASSES, YAKU_BY_KEY, cards_words, active_yaku, card_points, card_words, class_of


def _player_side(goal: Goal, start) -> int:
    p = goal.spec.get("player", "to-move")
    if p == "to-move":
        return start.side(start.turn)
    if isinstance(p, bool) or not isinstance(p, int) or not 1 <= p <= start.seats:
        raise GoalError(f"player must be to-move or a player from 1 to {start.seats}", "player")
    return start.side(p - 1)


class _PalauGoal(ha.CaptureGoal):
    """Palauan Hanahuda's words and yaku for the shared capture goals (a turn in play only)."""

    turn_only = True
    cards_words = staticmethod(cards_words)

    def held(self, pos, side) -> list:
        return list(pos.yaku(side))

    def rule_yaku(self, start) -> list:
        return active_yaku(start.options)


class CaptureCard(_PalauGoal, ha.CaptureCardGoal):
    """Capture all of the given `cards` this turn (with the hand card or the card turned up)."""


class CompleteYaku(_PalauGoal, ha.CompleteYakuGoal):
    """Complete a new yaku this turn for your side; with `yaku` (a yaku key), that yaku."""

    made_word = "completed"

    def needs_words(self, yaku, pos, side) -> str:
        have = (pos.captured[side] & yaku.cards).bit_count()
        return (f"{yaku.name} needs {'all of' if yaku.all_needed else f'any {yaku.need} of'} "
                f"{cards_words(bits(yaku.cards))}; your side holds {have} of them.")


class ScoreMost(_PalauGoal, ha.ScoreMostGoal):
    """Reach the highest yaku score your side can have at the end of this turn (the solver computes the maximum)."""

    ended_words = "Your side ends the turn with"

    def points(self, pos, side) -> int:
        return pos.side_score(side)

    def best_words(self, start, actions, end) -> str:
        return f": {self.names(end.yaku(self.mover(start)))}"


class DenyYaku(_PalauGoal):
    """End your turn so that no other side can still complete `yaku` (a yaku key) this round: take a card it needs."""

    type = "deny-yaku"
    required = ("yaku",)

    def _open_for(self, pos, me: int) -> list[int]:
        """The sides other than ``me`` that can still make the yaku."""
        y = self.yaku
        out = []
        for s in range(pos.n_sides):
            if s == me:
                continue
            blocked = 0
            for t, c in enumerate(pos.captured):
                if t != s:
                    blocked |= c
            if (y.cards & ~blocked).bit_count() >= y.need:
                out.append(s)
        return out

    def prepare(self, start) -> None:
        self.yaku = ha.yaku_parameter(self, start, "boar-deer-butterflies")
        self.check_turn(start)
        if not self._open_for(start, start.side(start.turn)):
            raise GoalError(f"yaku: no other side can make {self.yaku.name} any more", "yaku")

    def describe(self, start) -> str:
        return f"Make sure no other side can complete {self.yaku.name} this round."

    def achieved(self, start, actions, pos, turn_ended) -> bool:
        return self.done(pos, turn_ended) and not self._open_for(pos, self.mover(start))

    def missed_reason(self, start, actions, pos, turn_ended) -> str:
        y = self.yaku
        needs = f"{y.name} needs {'all of' if y.all_needed else f'{y.need} of'} {cards_words(bits(y.cards))}"
        if self.done(pos, turn_ended):
            return f"{self.got(start, pos)} this turn, so another side can still complete {y.name}: {needs}."
        return f"{self.got(start, pos)} so far; from here the other sides keep their chance of {y.name}: {needs}."

    def success_message(self, start, actions, pos) -> str:
        return f"{self.got(start, pos)}: no other side can complete {self.yaku.name} any more."


class Trade(Goal):
    """Trade one of your three cards of a month for the top card of the draw pile (with `cards`: that card)."""

    type = "trade"
    allowed = ("cards",)

    def prepare(self, start) -> None:
        if start.phase_name != "trade":
            raise GoalError("the position must be in the trade phase", "type")
        self.card = None
        if "cards" in self.spec:
            cards = card_list_parameter(self)
            if len(cards) != 1 or not any(a.kind == "trade" and a.card == cards[0] for a in start.legal_actions()):
                raise GoalError("cards: name one card the player may trade", "cards")
            self.card = cards[0]

    def describe(self, start) -> str:
        if self.card is None:
            return "Trade one of your three cards of a month."
        return f"Trade {card_words(self.card)}."

    def achieved(self, start, actions, pos, turn_ended) -> bool:
        from .engine import HanahudaAction

        a = HanahudaAction.parse(actions[0])
        return a.kind == "trade" and (self.card is None or a.card == self.card)

    def missed_reason(self, start, actions, pos, turn_ended) -> str:
        from .engine import HanahudaAction

        a = HanahudaAction.parse(actions[0])
        if a.kind == "keep":
            return "You kept your hand: this time, trade a card away."
        return f"You traded {card_words(a.card)}, not {card_words(self.card)}."

    def success_message(self, start, actions, pos) -> str:
        from .engine import HanahudaAction

        a = HanahudaAction.parse(actions[0])
        got = pos.history[-1][3] if pos.history else None
        return f"You traded {card_words(a.card)}" + (f" and drew {card_words(got)}." if got is not None else ".")


def stop_or_play_on(pos) -> tuple[str, int, int, int]:
    """The better decision counting the cards as they are: ``(action, stop
    value, the side's yaku total, the best other side's total)``.  Stopping
    scores the stop-yaku and nothing for anyone else; playing on, if the round
    ended now, scores every side's yaku.  Play on only when it leaves the side
    further ahead."""
    s = pos.side(pos.turn)
    stop = pos.stop_value(s)
    mine = pos.side_score(s)
    theirs = max((pos.side_score(t) for t in range(pos.n_sides) if t != s), default=0)
    return ("continue" if mine - theirs > stop else "stop"), stop, mine, theirs


class StopOrPlayOn(ha.DecisionGoal):
    """After Six Brights or Seven Ribbons: make the better choice, judged by what each is worth. Stopping scores only the stop-yaku and nobody else scores; playing on is played out by the evaluator over many deals of the cards you cannot see (a fixed seed, enough deals that the margin is several standard errors). When the two are too close to call, both are accepted."""

    type = "stop-or-play-on"
    SEED = "stop-or-play-on"
    phase_error = "the position must be a stop-or-play-on decision (phase decide)"

    def prepare(self, start) -> None:
        super().prepare(start)
        _, self.stop, self.mine, self.theirs = stop_or_play_on(start)

    def describe(self, start) -> str:
        return "Stop the round or play on: make the better choice."

    def _why(self) -> str:
        v = self.verdict
        ev = v.evaluation
        on = ev.value_of("continue").mean
        others = "your opponent" if self._start.n_sides == 2 else "the other sides on average"
        text = (f"Stopping scores {self.stop} for your side and nothing for anyone else: you gain {self.stop} on "
                f"everybody. Playing on is worth about {round(on)} ahead of {others} (played out over "
                f"{ev.samples} deals of the cards you cannot see). With the cards as they are, your side holds "
                f"{self.mine} and the best other side {self.theirs}: a lead of {self.mine - self.theirs}.")
        if v.close:
            text += " The two are too close to call: either choice is fine."
        return text

    def missed_reason(self, start, actions, pos, turn_ended) -> str:
        better = "stopping" if self.verdict.evaluation.best == "stop" else "playing on"
        return f"Here {better} is better. {self._why()}"

    def success_message(self, start, actions, pos) -> str:
        return f"Right. {self._why()}"


class NameYaku(_PalauGoal, ha.NameYakuGoal):
    """Question: which yaku does a side hold, exclusions applied? (several or `none`; `player`: a player's number, default the player to move, whose side is meant)"""

    def prepare(self, start) -> None:
        self.side = _player_side(self, start)

    def asked(self, start) -> int:
        return self.side

    def describe(self, start) -> str:
        if self.spec.get("player", "to-move") == "to-move" or self.side == start.side(start.turn):
            who = "your team's" if start.seats == 4 else "your"
        elif start.seats == 4:
            who = "the other team's"
        else:
            who = f"player {self.spec['player']}'s"
        return f"Which yaku do {who} captured cards hold? Choose every one that counts, or none."

    def explain_answer(self, start) -> str:
        held = start.yaku(self.side)
        if not held:
            return "These captured cards hold no yaku yet."
        opts = start.options
        dropped = []
        keys = {y.key for y, _ in held}
        for y in active_yaku(opts):
            if y.key not in keys and y.held(start.captured[self.side]):
                dropped.append(y.name)
        text = f"They hold {self.names(held)}, {sum(p for _, p in held)} points in all."
        if dropped:
            text += (f" {'; '.join(dropped)} {'is' if len(dropped) == 1 else 'are'} held too but "
                     f"{'does' if len(dropped) == 1 else 'do'} not count: of the brights yaku, and of the "
                     f"viewing yaku, only the most valuable counts.")
        return text


class CardClass(Goal):
    """Question: which Palauan class is `cards` (one card) in: bright, animal, ribbon or chaff?"""

    type = "card-class"
    kind = "question"
    required = ("cards",)

    def setup(self) -> None:
        cards = card_list_parameter(self)
        if len(cards) != 1:
            raise GoalError("cards: name one card", "cards")
        self.card = cards[0]

    def describe(self, start) -> str:
        return f"In Palauan Hanahuda, what class is {card_words(self.card).split(' (')[0]} in?"

    def choices(self, start) -> list[dict]:
        return [{"value": k.key, "label": f"{k.plural.capitalize()} ({k.palauan})"} for k in CLASSES]

    def correct(self, start) -> set[str]:
        return {class_of(self.card).key}

    def explain_answer(self, start) -> str:
        k = class_of(self.card)
        text = f"{card_words(self.card)[0].upper() + card_words(self.card)[1:]}: one of the {k.plural} ({k.palauan})"
        if k.points:
            text += f", worth {k.points} in the card count"
        return text + "."


def card_point_choices(value: int) -> list[int]:
    """Four candidate answers around ``value`` (the engine's count), in order."""
    if value >= 10:
        return [value - 10, value, value + 10, value + 50]
    return [value, value + 10, value + 50, value + 60]


class CardPoints(Goal):
    """Question: how many card points (brights 50, animals 10, ribbons as the options say) do a side's captured cards hold? (`player`: default the player to move)"""

    type = "card-points"
    kind = "question"
    allowed = ("player",)

    def prepare(self, start) -> None:
        self.side = _player_side(self, start)
        self.value = card_points(start.captured[self.side], start.options)

    def describe(self, start) -> str:
        return "How many card points do these captured cards hold?"

    def choices(self, start) -> list[dict]:
        return [{"value": str(v), "label": str(v)} for v in card_point_choices(self.value)]

    def correct(self, start) -> set[str]:
        return {str(self.value)}

    def explain_answer(self, start) -> str:
        from .engine import ANIMALS, BRIGHTS, RIBBONS

        cap = start.captured[self.side]
        b, a, r = (cap & BRIGHTS).bit_count(), (cap & ANIMALS).bit_count(), (cap & RIBBONS).bit_count()
        text = f"{b} bright{'s' if b != 1 else ''} × 50 + {a} animal{'s' if a != 1 else ''} × 10"
        if start.options.ribbon_points:
            text += f" + {r} ribbon{'s' if r != 1 else ''} × {start.options.ribbon_points}"
        return f"{text} = {self.value}. Ribbons and chaff count nothing (unless ribbons are set to 5)."


GOALS = (CaptureCard, CompleteYaku, ScoreMost, DenyYaku, Trade, StopOrPlayOn, NameYaku, CardClass, CardPoints)

__all__ = [g.__name__ for g in GOALS] + ["GOALS", "stop_or_play_on", "card_point_choices", "YAKU_BY_KEY"]
