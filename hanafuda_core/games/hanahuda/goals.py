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
from ...messages import Message, msg, msg_in, msg_n, sentences
from .cards import class_palauan, class_plural, short_words
from .engine import CLASSES, YAKU_BY_KEY, cards_words, active_yaku, card_points, card_words, class_of
from .yaku import yaku_name


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
    yaku_name = staticmethod(yaku_name)

    @staticmethod
    def yaku_label(yaku) -> Message:
        return msg_in("a yaku and its points", "{yaku} ({points})", yaku=yaku_name(yaku), points=yaku.points)

    def held(self, pos, side) -> list:
        return list(pos.yaku(side))

    def rule_yaku(self, start) -> list:
        return active_yaku(start.options)


class CaptureCard(_PalauGoal, ha.CaptureCardGoal):
    """Capture all of the given `cards` this turn (with the hand card or the card turned up)."""


class CompleteYaku(_PalauGoal, ha.CompleteYakuGoal):
    """Complete a new yaku this turn for your side; with `yaku` (a yaku key), that yaku."""

    def needs_words(self, yaku, pos, side) -> Message:
        have = (pos.captured[side] & yaku.cards).bit_count()
        cards = cards_words(bits(yaku.cards))
        if yaku.all_needed:
            return msg("{yaku} needs all of {cards}; your side holds {n} of them.", yaku=yaku_name(yaku),
                       cards=cards, n=have)
        return msg("{yaku} needs any {need} of {cards}; your side holds {n} of them.", yaku=yaku_name(yaku),
                   need=yaku.need, cards=cards, n=have)

    def no_new_yaku(self, got: Message | None, done: bool) -> Message:
        if done:
            return (msg("You captured {cards} this turn and completed no new yaku.", cards=got) if got
                    else msg("You captured nothing this turn and completed no new yaku."))
        return (msg("You captured {cards} so far; from here no new yaku can be completed this turn.", cards=got)
                if got else msg("You captured nothing so far; from here no new yaku can be completed this turn."))


class ScoreMost(_PalauGoal, ha.ScoreMostGoal):
    """Reach the highest yaku score your side can have at the end of this turn (the solver computes the maximum)."""

    def points(self, pos, side) -> int:
        return pos.side_score(side)

    def ended_words(self, points: int, held: list) -> Message:
        if not held:
            return msg_n("Your side ends the turn with {n} point (no yaku)",
                         "Your side ends the turn with {n} points (no yaku)", points, n=points)
        return msg_n("Your side ends the turn with {n} point ({held})",
                     "Your side ends the turn with {n} points ({held})", points, n=points, held=self.names(held))

    def best_words(self, start, actions, end) -> Message:
        return msg("the most this turn was {n}: {held}", n=self.best, held=self.names(end.yaku(self.mover(start))))


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

    def describe(self, start) -> Message:
        return msg("Make sure no other side can complete {yaku} this round.", yaku=yaku_name(self.yaku))

    def achieved(self, start, actions, pos, turn_ended) -> bool:
        return self.done(pos, turn_ended) and not self._open_for(pos, self.mover(start))

    def missed_reason(self, start, actions, pos, turn_ended) -> Message:
        y = self.yaku
        name = yaku_name(y)
        cards = cards_words(bits(y.cards))
        needs = (msg("{yaku} needs all of {cards}", yaku=name, cards=cards) if y.all_needed
                 else msg("{yaku} needs {need} of {cards}", yaku=name, need=y.need, cards=cards))
        got = self.got(start, pos)
        if self.done(pos, turn_ended):
            if got:
                return msg("You captured {cards} this turn, so another side can still complete {yaku}: {needs}.",
                           cards=got, yaku=name, needs=needs)
            return msg("You captured nothing this turn, so another side can still complete {yaku}: {needs}.",
                       yaku=name, needs=needs)
        if got:
            return msg("You captured {cards} so far; from here the other sides keep their chance of {yaku}: {needs}.",
                       cards=got, yaku=name, needs=needs)
        return msg("You captured nothing so far; from here the other sides keep their chance of {yaku}: {needs}.",
                   yaku=name, needs=needs)

    def success_message(self, start, actions, pos) -> Message:
        got = self.got(start, pos)
        if got:
            return msg("You captured {cards}: no other side can complete {yaku} any more.", cards=got,
                       yaku=yaku_name(self.yaku))
        return msg("You captured nothing: no other side can complete {yaku} any more.", yaku=yaku_name(self.yaku))


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

    def describe(self, start) -> Message:
        if self.card is None:
            return msg("Trade one of your three cards of a month.")
        return msg("Trade {card}.", card=card_words(self.card))

    def achieved(self, start, actions, pos, turn_ended) -> bool:
        from .engine import HanahudaAction

        a = HanahudaAction.parse(actions[0])
        return a.kind == "trade" and (self.card is None or a.card == self.card)

    def missed_reason(self, start, actions, pos, turn_ended) -> Message:
        from .engine import HanahudaAction

        a = HanahudaAction.parse(actions[0])
        if a.kind == "keep":
            return msg("You kept your hand: this time, trade a card away.")
        return msg("You traded {card}, not {wanted}.", card=card_words(a.card), wanted=card_words(self.card))

    def success_message(self, start, actions, pos) -> Message:
        from .engine import HanahudaAction

        a = HanahudaAction.parse(actions[0])
        got = pos.history[-1][3] if pos.history else None
        if got is not None:
            return msg("You traded {card} and drew {drawn}.", card=card_words(a.card), drawn=card_words(got))
        return msg("You traded {card}.", card=card_words(a.card))


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

    def describe(self, start) -> Message:
        return msg("Stop the round or play on: make the better choice.")

    def _why(self) -> list[Message]:
        v = self.verdict
        ev = v.evaluation
        on = round(ev.value_of("continue").mean)
        out = [msg("Stopping scores {n} for your side and nothing for anyone else: you gain {n} on everybody.",
                   n=self.stop)]
        if self._start.n_sides == 2:
            out.append(msg("Playing on is worth about {n} ahead of your opponent (played out over {deals} deals of "
                           "the cards you cannot see).", n=on, deals=ev.samples))
        else:
            out.append(msg("Playing on is worth about {n} ahead of the other sides on average (played out over "
                           "{deals} deals of the cards you cannot see).", n=on, deals=ev.samples))
        out.append(msg("With the cards as they are, your side holds {mine} and the best other side {theirs}: a lead "
                       "of {lead}.", mine=self.mine, theirs=self.theirs, lead=self.mine - self.theirs))
        if v.close:
            out.append(msg("The two are too close to call: either choice is fine."))
        return out

    def missed_reason(self, start, actions, pos, turn_ended) -> Message:
        better = (msg("Here stopping is better.") if self.verdict.evaluation.best == "stop"
                  else msg("Here playing on is better."))
        return sentences([better] + self._why())

    def success_message(self, start, actions, pos) -> Message:
        return sentences([msg("Right.")] + self._why())


class NameYaku(_PalauGoal, ha.NameYakuGoal):
    """Question: which yaku does a side hold, exclusions applied? (several or `none`; `player`: a player's number, default the player to move, whose side is meant)"""

    def prepare(self, start) -> None:
        self.side = _player_side(self, start)

    def asked(self, start) -> int:
        return self.side

    def describe(self, start) -> Message:
        if self.spec.get("player", "to-move") == "to-move" or self.side == start.side(start.turn):
            if start.seats == 4:
                return msg("Which yaku do your team's captured cards hold? Choose every one that counts, or none.")
            return msg("Which yaku do your captured cards hold? Choose every one that counts, or none.")
        if start.seats == 4:
            return msg("Which yaku do the other team's captured cards hold? Choose every one that counts, or none.")
        return msg("Which yaku do player {n}'s captured cards hold? Choose every one that counts, or none.",
                   n=self.spec["player"])

    def explain_answer(self, start) -> Message:
        held = start.yaku(self.side)
        if not held:
            return msg("These captured cards hold no yaku yet.")
        opts = start.options
        dropped = []
        keys = {y.key for y, _ in held}
        for y in active_yaku(opts):
            if y.key not in keys and y.held(start.captured[self.side]):
                dropped.append(yaku_name(y))
        text = msg("They hold {held}, {n} points in all.", held=self.names(held), n=sum(p for _, p in held))
        if not dropped:
            return text
        names = dropped[0]
        for d in dropped[1:]:
            names = msg_in("yaku one after another, separated by semicolons", "{first}; {next}", first=names, next=d)
        return sentences([text, msg_n(
            "{yaku} is held too but does not count: of the brights yaku, and of the viewing yaku, only the most "
            "valuable counts.",
            "{yaku} are held too but do not count: of the brights yaku, and of the viewing yaku, only the most "
            "valuable counts.", len(dropped), yaku=names)])


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

    def describe(self, start) -> Message:
        return msg("In Palauan Hanahuda, what class is {card} in?", card=short_words(self.card))

    def choices(self, start) -> list[dict]:
        return [{"value": k.key, "label": msg_in("a card class of Palauan Hanahuda, with its Palauan name",
                                                 "{cls} ({palauan})", cls=class_plural(k, title=True),
                                                 palauan=class_palauan(k))} for k in CLASSES]

    def correct(self, start) -> set[str]:
        return {class_of(self.card).key}

    def explain_answer(self, start) -> Message:
        k = class_of(self.card)
        card = card_words(self.card, capital=True)
        if k.points:
            return msg("{card}: one of the {cls} ({palauan}), worth {points} in the card count.", card=card,
                       cls=class_plural(k), palauan=class_palauan(k), points=k.points)
        return msg("{card}: one of the {cls} ({palauan}).", card=card, cls=class_plural(k), palauan=class_palauan(k))


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

    def describe(self, start) -> Message:
        return msg("How many card points do these captured cards hold?")

    def choices(self, start) -> list[dict]:
        return [{"value": str(v), "label": msg_in("a number as an answer", "{n}", n=v)}
                for v in card_point_choices(self.value)]

    def correct(self, start) -> set[str]:
        return {str(self.value)}

    def explain_answer(self, start) -> Message:
        from .engine import ANIMALS, BRIGHTS, RIBBONS

        cap = start.captured[self.side]
        b, a, r = (cap & BRIGHTS).bit_count(), (cap & ANIMALS).bit_count(), (cap & RIBBONS).bit_count()
        total = msg_in("card points added up", "{first} + {next}",
                       first=msg_n("{n} bright × 50", "{n} brights × 50", b, n=b),
                       next=msg_n("{n} animal × 10", "{n} animals × 10", a, n=a))
        if start.options.ribbon_points:
            total = msg_in("card points added up", "{first} + {next}", first=total,
                           next=msg_n("{n} ribbon × {points}", "{n} ribbons × {points}", r, n=r,
                                      points=start.options.ribbon_points))
        return msg("{sum} = {total}. Ribbons and chaff count nothing (unless ribbons are set to 5).", sum=total,
                   total=self.value)


GOALS = (CaptureCard, CompleteYaku, ScoreMost, DenyYaku, Trade, StopOrPlayOn, NameYaku, CardClass, CardPoints)

__all__ = [g.__name__ for g in GOALS] + ["GOALS", "stop_or_play_on", "card_point_choices", "YAKU_BY_KEY"]
