"""Koi-Koi goals: capture a card, complete a yaku, score the most, name the yaku.

Move goals are judged on the mover's captured cards; a turn is the hand card,
the turned-up card's target when it has a choice, and stop or koi-koi after a
new yaku (see :meth:`KoiKoiGame.ends_turn`).  Every answer is computed by
the engine (:mod:`hanafuda_core.games.koikoi.engine`).
"""

from __future__ import annotations

from ...cardset import bits as _bits
from ...deck import CARDS
from ...families.capture import goals as ha
from ...goal import GoalError, player_parameter
from ...messages import Message, listed, msg, msg_in, msg_n
from ...names import cards_words as _cards_words
from .computer import advice_words
from .yaku import yaku_name, yaku_needs


def _num(x: float) -> str:
    r = round(x, 1)
    return str(int(r)) if r == int(r) else f"{r:.1f}"


def _words(cards) -> Message:
    """"the Moon (August)" or "the Moon (August) and the Curtain (March)";
    "nothing" for no card."""
    cards = list(cards)
    return _cards_words(cards) if cards else msg_in("no card, in a goal's verdict", "nothing")


class _KoiKoiGoal(ha.CaptureGoal):
    """Koi-Koi's words and yaku for the shared capture goals."""

    cards_words = staticmethod(_words)
    yaku_name = staticmethod(yaku_name)

    @staticmethod
    def yaku_label(yaku) -> Message:
        """"Five Lights (10)", "Tane (1+)": the points of a yaku that grows with each further card with a plus."""
        if yaku.per_extra:
            return msg_in("a yaku and its points", "{yaku} ({points}+)", yaku=yaku_name(yaku), points=yaku.points)
        return msg_in("a yaku and its points", "{yaku} ({points})", yaku=yaku_name(yaku), points=yaku.points)

    def held(self, pos, side) -> list:
        return [(s.yaku, s.points) for s in pos.yaku(side)]

    def rule_yaku(self, start) -> list:
        return start.scoring.yaku


class CaptureCard(_KoiKoiGoal, ha.CaptureCardGoal):
    """Capture all of the given `cards` this turn (with the hand card or the card turned up)."""

    def listed(self, cards) -> str:
        return " ".join(CARDS[c].code for c in cards)

    def missed_nothing(self, want: Message, missing: int, done: bool) -> Message:
        if done:
            return msg_n("You captured nothing this turn, so {cards} is not yours.",
                         "You captured nothing this turn, so {cards} are not yours.", missing, cards=want)
        return msg("From here {cards} can no longer be captured this turn.", cards=want)


class CompleteYaku(_KoiKoiGoal, ha.CompleteYakuGoal):
    """Form a new yaku this turn; with `yaku` (a yaku key of the position's rules), that yaku."""

    def setup(self) -> None:
        key = self.spec.get("yaku")
        if key is not None and not isinstance(key, str):
            raise GoalError("yaku: give a yaku key, e.g. moon-viewing", "yaku")

    def needs_words(self, yaku, pos, side) -> Message:
        have = (pos.captured[side] & (yaku.counted | yaku.required)).bit_count()
        return msg("{yaku} needs: {needs} You hold {n} of its cards.", yaku=yaku_name(yaku), needs=yaku_needs(yaku),
                   n=have)


class ScoreMost(_KoiKoiGoal, ha.ScoreMostGoal):
    """Reach the highest yaku score possible this turn (the solver computes the maximum)."""

    def points(self, pos, side) -> int:
        return pos.scoring.score_of(pos.captured[side])

    decisions = ("stop", "koikoi")


class NameYaku(_KoiKoiGoal, ha.NameYakuGoal):
    """Question: which yaku do a player's captured cards hold under the position's rules? (several or `none`; `player: 1|2`, default the player to move)"""

    def setup(self) -> None:
        self.player = player_parameter(self)

    def asked(self, start) -> int:
        return start.turn if self.player == "to-move" else self.player - 1

    def describe(self, start) -> Message:
        if self.player == "to-move":
            return msg("Which yaku do your captured cards hold? Choose all that count, or none.")
        return msg("Which yaku do player {n}'s captured cards hold? Choose all that count, or none.", n=self.player)

    def explain_answer(self, start) -> Message:
        p = self.asked(start)
        held = start.yaku(p)
        if not start.captured[p]:
            return msg("The captured cards (no cards) hold no yaku yet.")
        cards = _cards_words(_bits(start.captured[p]))
        if not held:
            return msg("The captured cards ({cards}) hold no yaku yet.", cards=cards)
        parts = listed([msg_in("a yaku held, its points and what it needs", "{yaku} ({n} points: {needs})",
                               yaku=yaku_name(s.yaku), n=s.points, needs=yaku_needs(s.yaku)) for s in held],
                       commas_only=True)
        return msg("The captured cards ({cards}) hold {yaku}. Together: {score}.", cards=cards, yaku=parts,
                   score=start.score(p).explanation())


class StopOrKoikoi(ha.DecisionGoal):
    """After a new yaku, make the sound choice between stop and koi-koi, judged by what each is worth: stopping scores the points now; koi-koi is played out by the evaluator over many deals of the cards you cannot see (a fixed seed, enough deals that the margin is several standard errors). When the two are too close to call, both are accepted."""

    type = "stop-or-koikoi"
    SEED = "stop-or-koikoi"
    phase_error = "stop-or-koikoi needs a position where a new yaku waits for stop or koi-koi"

    def describe(self, start) -> Message:
        return msg("Stop or call koi-koi: make the sound choice.")

    def figures(self, start) -> Message:
        """The choice in words, with the figures."""
        v = self.verdict
        ev = v.evaluation
        pts = start.score(start.turn).total
        stop = msg_n("Stopping scores {n} point now", "Stopping scores {n} points now", pts, n=pts)
        if "koikoi" not in [x.action for x in ev.values]:
            return msg_in("the figures of stop or koi-koi", "{stop}; koi-koi is not allowed here", stop=stop)
        k = _num(ev.value_of("koikoi").mean)
        kk = msg("koi-koi is worth about {value} on average here (your points minus the opponent's, "
                 "played out over {n} deals of the cards you cannot see)", value=k, n=ev.samples)
        advice, why = advice_words(start)
        if v.close:
            return msg_in("the figures of stop or koi-koi", "{stop}; {koikoi}: too close to call, so either "
                          "choice is sound", stop=stop, koikoi=kk)
        if advice.text() == ev.best:
            return msg_in("the figures of stop or koi-koi", "{stop}; {koikoi}, because {why}", stop=stop,
                          koikoi=kk, why=why)
        return msg_in("the figures of stop or koi-koi", "{stop}; {koikoi}. (The rule of thumb says otherwise "
                      "here — {why} — but played out, it does not hold.)", stop=stop, koikoi=kk, why=why)

    def missed_reason(self, start, actions, pos, turn_ended) -> Message:
        if actions and actions[0] == "koikoi":
            return msg("Koi-koi is the weaker choice here. {figures}.", figures=self.figures(start))
        return msg("Stopping is the weaker choice here. {figures}.", figures=self.figures(start))

    def success_message(self, start, actions, pos) -> Message:
        if self.verdict.close:
            return msg("Fine. {figures}.", figures=self.figures(start))
        if self.verdict.evaluation.best == "stop":
            return msg("Stop is the sound choice. {figures}.", figures=self.figures(start))
        return msg("Koi-koi is the sound choice. {figures}.", figures=self.figures(start))
