"""Koi-Koi goals: capture a card, complete a yaku, score the most, name the yaku.

Move goals are judged on the mover's captured cards; a turn is the hand card,
the turned-up card's target when it has a choice, and stop or koi-koi after a
new yaku (see :meth:`KoiKoiGame.ends_turn`).  Every answer is computed by
the engine (:mod:`hanafuda_core.games.koikoi.engine`).
"""

from __future__ import annotations

from ...cardset import bits as _bits, cards_words as _cards_words
from ...deck import CARDS
from ...goal import Goal, GoalError, card_list_parameter, player_parameter
from .engine import koikoi_advice



def _num(x: float) -> str:
    r = round(x, 1)
    return str(int(r)) if r == int(r) else f"{r:.1f}"


def _words(cards) -> str:
    """"the Moon (August)" or "the Moon (August) and the Curtain (March)";
    "nothing" for no card."""
    cards = list(cards)
    return _cards_words(cards) if cards else "nothing"



def _new_captures(start, pos) -> list[int]:
    p = start.turn
    return _bits(pos.captured[p] & ~start.captured[p])


def _done(pos, turn_ended: bool) -> bool:
    """No capture can follow: the turn is over, or only stop / koi-koi is left."""
    return turn_ended or pos.phase_name == "decide"


def _yaku_keys(pos, player) -> set[str]:
    return {s.key for s in pos.yaku(player)}


def _yaku_names(scores) -> str:
    return ", ".join(f"{s.name} ({s.points})" for s in scores)


class CaptureCard(Goal):
    """Capture all of the given `cards` this turn (with the hand card or the card turned up)."""

    type = "capture-card"
    required = ("cards",)

    def setup(self) -> None:
        self.cards = card_list_parameter(self)

    def prepare(self, start) -> None:
        taken = start.captured[0] | start.captured[1]
        done = [CARDS[c].code for c in self.cards if taken >> c & 1]
        if done:
            raise GoalError(f"cards: {' '.join(done)} already captured", "cards")

    def _missing(self, start, pos) -> list[int]:
        mine = pos.captured[start.turn]
        return [c for c in self.cards if not mine >> c & 1]

    def describe(self, start) -> str:
        return f"Capture {_words(self.cards)} this turn."

    def achieved(self, start, actions, pos, turn_ended) -> bool:
        return not self._missing(start, pos)

    def missed_reason(self, start, actions, pos, turn_ended) -> str:
        missing = self._missing(start, pos)
        new = _new_captures(start, pos)
        want = _words(missing)
        if _done(pos, turn_ended):
            if not new:
                return f"You captured nothing this turn, so {want} {'is' if len(missing) == 1 else 'are'} not yours."
            return f"You captured {_words(new)} this turn, not {want}."
        return (f"You captured {_words(new)} so far; from here {want} can no longer be captured this turn."
                if new else f"From here {want} can no longer be captured this turn.")

    def success_message(self, start, actions, pos) -> str:
        return f"Captured: {_words(_new_captures(start, pos))}."


class CompleteYaku(Goal):
    """Form a new yaku this turn; with `yaku` (a yaku key of the position's rules), that yaku."""

    type = "complete-yaku"
    allowed = ("yaku",)

    def setup(self) -> None:
        self.yaku = None
        self.key = self.spec.get("yaku")
        if self.key is not None and not isinstance(self.key, str):
            raise GoalError("yaku: give a yaku key, e.g. moon-viewing", "yaku")

    def prepare(self, start) -> None:
        if self.key is None:
            self.yaku = None
            return
        by_key = {y.key: y for y in start.scoring.yaku}
        if self.key not in by_key:
            raise GoalError(f"yaku: {self.key!r} is not a yaku of these rules; they have: "
                            f"{', '.join(by_key)}", "yaku")
        self.yaku = by_key[self.key]
        if self.key in _yaku_keys(start, start.turn):
            raise GoalError(f"yaku: the player to move already holds {self.yaku.name}", "yaku")

    def _made(self, start, pos) -> list:
        before = _yaku_keys(start, start.turn)
        return [s for s in pos.yaku(start.turn) if s.key not in before]

    def describe(self, start) -> str:
        if self.yaku is None:
            return "Complete a new yaku this turn."
        return f"Complete {self.yaku.name} this turn."

    def achieved(self, start, actions, pos, turn_ended) -> bool:
        made = self._made(start, pos)
        if self.yaku is None:
            return bool(made)
        return any(s.key == self.key for s in made)

    def missed_reason(self, start, actions, pos, turn_ended) -> str:
        made = self._made(start, pos)
        new = _new_captures(start, pos)
        got = f"You captured {_words(new)}" if new else "You captured nothing"
        if self.yaku is None:
            if _done(pos, turn_ended):
                return f"{got} this turn and made no new yaku."
            return f"{got} so far; from here no new yaku can be made this turn."
        y = self.yaku
        have = (pos.captured[start.turn] & (y.counted | y.required)).bit_count()
        need = f"{y.name} needs: {y.words} You hold {have} of its cards."
        also = f" You made {_yaku_names(made)}, but not {y.name}." if made else ""
        if _done(pos, turn_ended):
            return f"{got} this turn.{also} {need}"
        return f"{got} so far; from here {y.name} can no longer be made this turn.{also} {need}"

    def success_message(self, start, actions, pos) -> str:
        made = self._made(start, pos)
        return f"Yes: {_yaku_names(made)}."


def _points(pos, player) -> int:
    return pos.scoring.score_of(pos.captured[player])


def _best(adapter, pos, player) -> tuple[int, list[str]]:
    best, how = _points(pos, player), []
    for actions, end in adapter.turn_sequences(pos):
        pts = _points(end, player)
        if pts > best:
            best, how = pts, [a for a in actions if a not in ("stop", "koikoi")]
    return best, how


class ScoreMost(Goal):
    """Reach the highest yaku score possible this turn (the solver computes the maximum)."""

    type = "score-most"

    def prepare(self, start) -> None:
        self.best, self.how = _best(self.adapter, start, start.turn)
        if self.best <= _points(start, start.turn):
            raise GoalError("no turn here adds any yaku points", "type")

    def describe(self, start) -> str:
        return "Score as many yaku points as you can this turn."

    def achieved(self, start, actions, pos, turn_ended) -> bool:
        return _points(pos, start.turn) >= self.best

    def missed_reason(self, start, actions, pos, turn_ended) -> str:
        p = start.turn
        pts = _points(pos, p)
        held = _yaku_names(pos.yaku(p)) or "no yaku"
        best = f"the most this turn was {self.best} (for example: {self.game.actions_words(start, self.how)})"
        if _done(pos, turn_ended):
            return f"Your turn ended with {pts} point{'s' if pts != 1 else ''} ({held}); {best}."
        reach, _ = _best(self.adapter, pos, p)
        return f"After this, at most {reach} point{'s' if reach != 1 else ''} can be reached this turn; {best}."

    def success_message(self, start, actions, pos) -> str:
        return f"{self.best} points: {_yaku_names(pos.yaku(start.turn))}, the most possible this turn."


class NameYaku(Goal):
    """Question: which yaku do a player's captured cards hold under the position's rules? (several or `none`; `player: 1|2`, default the player to move)"""

    type = "name-yaku"
    kind = "question"
    multiple = True
    allowed = ("player",)

    def setup(self) -> None:
        self.player = player_parameter(self)

    def _p(self, start) -> int:
        return start.turn if self.player == "to-move" else self.player - 1

    def describe(self, start) -> str:
        who = "your captured cards" if self.player == "to-move" else f"player {self.player}'s captured cards"
        return f"Which yaku do {who} hold? Choose all that count, or none."

    def choices(self, start) -> list[dict]:
        out = [{"value": y.key, "label": f"{y.name} ({y.points_text})"} for y in start.scoring.yaku]
        out.append({"value": "none", "label": "None"})
        return out

    def correct(self, start) -> set[str]:
        return _yaku_keys(start, self._p(start)) or {"none"}

    def explain_answer(self, start, answer) -> str:
        p = self._p(start)
        held = start.yaku(p)
        cards = _cards_words(_bits(start.captured[p])) if start.captured[p] else "no cards"
        if not held:
            return f"The captured cards ({cards}) hold no yaku yet."
        b = start.score(p)
        parts = ", ".join(f"{s.name} ({s.points} points: {s.yaku.words})" for s in held)
        return f"The captured cards ({cards}) hold {parts}. Together: {b.explain()}."


class StopOrKoikoi(Goal):
    """After a new yaku, make the sound choice between stop and koi-koi, judged by what each is worth: stopping scores the points now; koi-koi is played out by the evaluator over many deals of the cards you cannot see (a fixed seed, enough deals that the margin is several standard errors). When the two are too close to call, both are accepted."""

    type = "stop-or-koikoi"
    SEED = "stop-or-koikoi"

    def prepare(self, start) -> None:
        if start.phase_name != "decide":
            raise GoalError("stop-or-koikoi needs a position where a new yaku waits for stop or koi-koi", "type")
        self._start = start
        self._verdict = None

    @property
    def verdict(self):
        """The evaluator's judgement (:func:`hanafuda_core.evaluation.judge`), weighed once, when first needed."""
        if self._verdict is None:
            from ...evaluation import judge

            self._verdict = judge(self.game, self._start, self.game.legal_actions(self._start), self.SEED)
        return self._verdict

    def describe(self, start) -> str:
        return "Stop or call koi-koi: make the sound choice."

    @staticmethod
    def _word(action: str) -> str:
        return "Stop" if action == "stop" else "Koi-koi"

    def figures(self, start) -> str:
        """The choice in words, with the figures."""
        v = self.verdict
        ev = v.evaluation
        pts = start.score(start.turn).total
        stop = f"Stopping scores {pts} point{'s' if pts != 1 else ''} now"
        if "koikoi" not in [x.action for x in ev.values]:
            return stop + "; koi-koi is not allowed here"
        k = ev.value_of("koikoi").mean
        kk = (f"koi-koi is worth about {_num(k)} on average here (your points minus the opponent's, "
              f"played out over {ev.samples} deals of the cards you cannot see)")
        advice, why = koikoi_advice(start)
        if v.close:
            return f"{stop}; {kk}: too close to call, so either choice is sound"
        if advice.text() == ev.best:
            return f"{stop}; {kk}, because {why}"
        return f"{stop}; {kk}. (The rule of thumb says otherwise here — {why} — but played out, it does not hold.)"

    def achieved(self, start, actions, pos, turn_ended) -> bool:
        return bool(actions) and actions[0] in self.verdict.accepted

    def missed_reason(self, start, actions, pos, turn_ended) -> str:
        chosen = "Koi-koi" if actions and actions[0] == "koikoi" else "Stopping"
        return f"{chosen} is the weaker choice here. {self.figures(start)}."

    def success_message(self, start, actions, pos) -> str:
        if self.verdict.close:
            return f"Fine. {self.figures(start)}."
        return f"{self._word(self.verdict.evaluation.best)} is the sound choice. {self.figures(start)}."
