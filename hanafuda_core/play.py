"""Play a match against the computer: a session API for pages.

A :class:`PlaySession` is one match of any registered game
(:mod:`hanafuda_core.games`) between the learner, in any seat, and computer
players in the other seats.  Pages drive it with action texts and draw the
view model it returns (see :mod:`hanafuda_core.board`); the rules stay in
the game::

    s = PlaySession("<game key>", options="...", seed=7, seats=2, learner=0, level="strong")
    s.view()["waiting"]          # "you" | "computer" | "round-over" | "match-over"
    s.act("3R")                  # {"ok": True, ...} or {"ok": False, "reason": "..."}
    s.computer_step()            # the computer plays ONE action (the seat to move)
    s.undo()                     # back to the learner's previous decision
    s.review_count()             # after a round: the learner's decisions to review
    s.review_step(i)             # weigh decision i (one call each: a progress bar)
    s.next_round()
    text = s.to_text()           # save; PlaySession.from_text(text) restores

The game is replayed from its seed and the list of actions, so a saved text
is small, restores exactly (draws and reshuffles included) and an undo is
just a shorter list.  The session never names a game: everything specific
lives in the game's :class:`~hanafuda_core.game.Game` object.

Saved text, one ``key: value`` per line::

    hanafuda-play 3
    game: <game key>
    options: target=3
    seed: 7
    seats: 2
    learner: 0
    level: strong
    round: 3R 4A stop pass
    round: pass 1B
    scores: 1-0
    position: <the current position in the game's notation>

One ``round`` line per round dealt, holding its actions; ``scores`` (one
number per seat) and ``position`` are checked against the replay (a text
whose moves do not lead there is rejected).  ``level`` is the computer's
level (:mod:`hanafuda_core.levels`), left out for the default (Standard), so
texts saved before there were levels read the same.  Version 1 texts (two
seats, the learner in seat 0) are still read; texts of versions 1 and 2 pass
through the game's :meth:`~hanafuda_core.game.Game.upgrade_saved` (a game
whose default rules changed in version 3 names the old ones there).
"""

from __future__ import annotations

from .errors import HanafudaError

from typing import Any

from . import games
from .game import Game
from .levels import DEFAULT_LEVEL
from .messages import ENGLISH, Language, Message, Writable, listed, msg, msg_in, sentences
from .names import card_name
from .seats import SeatName, by_seat, score_words
from .rng import Rng

__all__ = ["PlaySession", "PlayError", "SAVE_HEADER", "describe_options"]

SAVE_HEADER = "hanafuda-play 3"
_OLD_HEADERS = {"hanafuda-play 1": 1, "hanafuda-play 2": 2}
_MAX_SAVED = 200_000
_MAX_SEED = (1 << 64) - 1


class PlayError(HanafudaError):
    """A request the session cannot honour (unknown game, bad options, bad saved text)."""


class _SaidWithReason(Writable):
    """What the computer did, as the move log says it, with its reason in
    brackets before the last full stop: ``Computer plays the Moon (why: it
    captures the Geese, the most valuable capture available).``"""

    __slots__ = ("said", "why")

    def __init__(self, said: Message, why: Message):
        self.said, self.why = said, why

    def render(self, language: Language = ENGLISH) -> str:
        said = self.said.render(language).rstrip(".\u3002")  # the log's last full stop goes after the reason
        return msg_in("the computer's move, then why", "{said} (why: {why}).", said=said,
                      why=self.why).render(language)

    def __str__(self) -> str:
        return self.render(ENGLISH)


def game_named(name: Any) -> Game:
    """The registered game called ``name``; a :class:`PlayError` when there is none."""
    try:
        return games.get(name)
    except games.UnknownGameError as e:
        raise PlayError(str(e)) from None


def describe_options(game: str) -> list[dict]:
    """The options of a game as data for a form: name, label, description, default, input, choices."""
    return game_named(game).describe_options()


def _parse_options(game: Game, options: Any):
    try:
        return game.parse_options(options)
    except ValueError as e:
        raise PlayError(f"bad {game.name} options: {e}") from None


def _whole(value: Any, what: str, lo: int, hi: int) -> int:
    if isinstance(value, str) and 0 < len(value.strip()) <= 20 and value.strip().isascii() and value.strip().isdigit():
        value = int(value.strip())
    if isinstance(value, bool) or not isinstance(value, int) or not lo <= value <= hi:
        raise PlayError(f"{what} must be a whole number from {lo} to {hi}")
    return value


def _seed(seed: Any) -> int:
    from .rng import SeedError, parse_seed

    if seed is None:
        return Rng(None).next64() >> 11  # fits a JavaScript number exactly
    try:
        return parse_seed(seed)
    except SeedError as e:
        raise PlayError(str(e)) from None


def _level(game: Game, key: Any) -> str:
    from .levels import level

    if key is not None and not isinstance(key, str):
        raise PlayError("the computer's level is a name such as 'standard'")
    try:
        return level(game, key).key
    except ValueError as e:
        raise PlayError(str(e)) from None


# ---------------------------------------------------------------------------
# The session


class PlaySession:
    """A match of ``game`` between the learner (seat ``learner``) and the computer.

    ``options``: the game's options object, an options text or a dict of
    option values by name or code.  ``seed`` fixes the dealer draw, every
    deal and the computer's choices (a fresh one is drawn when None).
    ``seats``: how many players (one of the game's seat counts; default its
    first).  Every method returns ``{"ok": bool, "reason"?: str, "view": ...}``
    except :meth:`view` (the view model itself).
    """

    def __init__(self, game: str, options: Any = None, seed: Any = None, seats: Any = None,
                 learner: Any = 0, names: "tuple[SeatName, ...] | None" = None, level: Any = None):
        self.game = game_named(game)
        self.level = _level(self.game, level)
        self.options = _parse_options(self.game, options)
        self.seed = _seed(seed)
        try:
            self.seats = self.game.info.check_seats(seats)
        except ValueError as e:
            raise PlayError(str(e)) from None
        self.learner = _whole(learner, "the learner's seat", 0, self.seats - 1)
        self.names = tuple(names) if names is not None else self.game.seat_names(self.seats, self.learner)
        self.show_legal = False
        self.rounds: list[list[str]] = [[]]
        self._summaries: list[str] = []
        self._headers: list[str] = []
        self._replay(self.rounds)

    # -- state

    @property
    def game_name(self) -> str:
        return self.game.key

    @property
    def position(self):
        return self.match.position

    @property
    def waiting(self) -> str:
        """``you``, ``computer``, ``round-over`` or ``match-over``."""
        p = self.game.to_move(self.position)
        if p is None:
            return "match-over" if self.game.match_over(self.match) else "round-over"
        return "you" if p == self.learner else "computer"

    @property
    def level_record(self):
        """The computer's level (:class:`hanafuda_core.levels.Level`)."""
        from .levels import level

        return level(self.game, self.level)

    @property
    def round_number(self) -> int:
        return len(self.rounds)

    @property
    def can_undo(self) -> bool:
        return any(self._learner_moves(r) for r in range(len(self.rounds)))

    @property
    def moves(self) -> list[list[str]]:
        """The actions of every round so far (a copy)."""
        return [list(r) for r in self.rounds]

    @property
    def scores(self) -> tuple[int, ...]:
        return self.game.scores_of(self.position)

    def _learner_moves(self, r: int) -> list[int]:
        return [i for i, p in enumerate(self._players[r]) if p == self.learner]

    def _replay(self, rounds: list[list[str]], *, where: str = "") -> None:
        """Rebuild the match from the seed and the actions (checking each one)."""
        g = self.game
        match = g.new_match(self.options, self.seed, self.seats)
        players: list[list[int]] = []
        headers = [g.presenter.round_header(match, 1, self.names)]
        summaries: list[Message] = []
        for r, actions in enumerate(rounds):
            if r:
                if g.match_over(match):
                    raise PlayError(f"{where}the match ended in round {r}, yet round {r + 1} follows")
                if g.to_move(match.position) is not None:
                    raise PlayError(f"{where}round {r} is not over, yet round {r + 1} follows")
                summaries.append(g.presenter.round_summary(match, r, self.names))
                match.next_round()
                headers.append(g.presenter.round_header(match, r + 1, self.names))
            who: list[int] = []
            for i, a in enumerate(actions):
                p = g.to_move(match.position)
                if p is None:
                    raise PlayError(f"{where}round {r + 1} is already over before move {i + 1} ({a[:40]!r})")
                reason = g.explain_illegal(match.position, a)
                if reason is not None:
                    raise PlayError(f"{where}round {r + 1}, move {i + 1} ({a[:40]!r}) is not legal: {reason}")
                g.push(match.position, a)
                who.append(p)
            players.append(who)
        self.match = match
        self.rounds = [list(r) for r in rounds]
        self._players = players
        self._headers = headers
        self._summaries = summaries

    # -- views and answers

    def view(self, show_legal: bool | None = None) -> dict:
        """The view model (see :mod:`hanafuda_core.board`) plus ``waiting``,
        ``round``, ``canUndo``, ``seats`` and ``learner``."""
        if show_legal is not None:
            self.show_legal = bool(show_legal)
        g = self.game
        v = g.presenter.view(self.position, me=self.learner, names=self.names, show_legal=self.show_legal,
                   interactive=True)
        v["game"] = g.key
        v["waiting"] = self.waiting
        v["round"] = self.round_number
        v["canUndo"] = self.can_undo
        v["showLegal"] = self.show_legal
        v["seats"] = self.seats
        v["learner"] = self.learner
        v["names"] = [n.label for n in self.names]
        lv = self.level_record
        v["level"] = lv.to_dict()
        v["info"] = list(v.get("info") or []) + [{"label": msg_in("the computer's level, as a label", "Computer"),
                                                  "value": lv.label}]
        v["log"] = ([self._dealer_draw()] + self._summaries + [self._headers[-1]]
                    + g.presenter.log_lines(self.position, self.names))
        if v["waiting"] == "match-over":
            v["outcome"] = self._match_outcome(v.get("outcome"))
            v["status"] = v["outcome"]["text"]
        return v

    def _match_outcome(self, last: dict | None) -> dict:
        from .board import outcome_tone

        scores = self.scores
        best = max(scores)
        leaders = [p for p, x in enumerate(scores) if x == best]
        teams = self.game.info.teams(self.seats) or ()
        team = next((t for t in teams if set(leaders) <= set(t)), None)
        if team is not None and self.learner in team:
            title = msg("Your team wins the match")
        elif len(leaders) == 1 or team is not None:
            who = self.names[leaders[0]]
            title = by_seat(who, msg("You win the match"), msg("{who} wins the match", who=who.label))
        if len(leaders) == 1 or team is not None:
            tone = outcome_tone(leaders, self.learner, teams)
        else:
            title = msg("The match is a draw")
            tone = "draw"
        text = msg("Final score: {score}.", score=score_words(scores, self.names))
        if last:
            text = msg("Last round: {last} {final}", last=last["text"], final=text)
        return {"title": title, "text": text, "tone": tone}

    def _dealer_draw(self) -> Message:
        names = self.names
        d = self.game.match_type.draw_for_dealer(self.seats, Rng(self.seed))
        parts = []
        for i, r in enumerate(d.rounds):
            drawn = listed([by_seat(names[p], msg("You draw {card}", card=card_name(c)),
                                    msg("{who} draws {card}", who=names[p].label, card=card_name(c)))
                            for p, c in sorted(r.items())], commas_only=True)
            parts.append(msg("Redraw: {drawn}.", drawn=drawn) if i else msg("Dealer draw: {drawn}.", drawn=drawn))
        who = names[d.dealer]
        parts.append(by_seat(who, msg("You deal first (the earlier month deals)."),
                             msg("{who} deals first (the earlier month deals).", who=who.label)))
        return sentences(parts)

    def _answer(self, ok: bool = True, reason: Message | None = None, **extra) -> dict:
        out: dict = {"ok": ok}
        if reason is not None:
            out["reason"] = reason
        out.update(extra)
        out["view"] = self.view()
        return out

    def _not_your_turn(self) -> Message | None:
        w = self.waiting
        if w == "computer":
            return msg("It is the computer's turn; wait for it to play.")
        if w == "round-over":
            return msg("The round is over; start the next round.")
        if w == "match-over":
            return msg("The match is over; start a new match.")
        return None

    def act(self, action: Any) -> dict:
        """Apply the learner's action.  An illegal one changes nothing and
        comes back as ``{"ok": False, "reason": <the engine's explanation>}``."""
        if not isinstance(action, str) or not action.strip() or len(action) > 200:
            return self._answer(False, msg("That is not a move of this game."))
        reason = self._not_your_turn()
        if reason is None:
            reason = self.game.explain_illegal(self.position, action)
        if reason is not None:
            return self._answer(False, reason)
        text = self.game.push(self.position, action)
        self.rounds[-1].append(text)
        self._players[-1].append(self.learner)
        return self._answer(True, action=text)

    def computer_step(self) -> dict:
        """The computer plays one action for the seat to move (when it is not
        the learner's): the reply says what it did (``said``, as the move log
        says it), why (``why``: the computer's reason, naming the seats as
        the board does; None when it gives none) and both together (``text``)."""
        if self.waiting != "computer":
            return self._answer(False, msg("It is not the computer's turn."))
        seat = self.game.to_move(self.position)
        r = len(self.rounds)
        rng = Rng(f"{self.seed}/computer/{r}/{len(self.rounds[-1])}")
        text = self.game.computer.choose_level(self.position, rng, self.level)
        # the computer's reasons name the seats as the board does
        why = self.game.computer.explain_move(self.position, text, names=self.names)
        before = len(self.game.presenter.log_lines(self.position, self.names))
        text = self.game.push(self.position, text)
        self.rounds[-1].append(text)
        self._players[-1].append(seat)
        lines = self.game.presenter.log_lines(self.position, self.names)[before:]
        said = sentences(lines) if lines else ""
        line = _SaidWithReason(said, why) if said and why else said
        return self._answer(True, action=text, said=said, why=why, text=line)

    def hint(self) -> dict:
        """A suggested move for the learner, in words, with the reason: the
        Strong level's choice for the learner's seat (it reads only what the
        learner may see), with the evaluator's figures when it differs from
        the rule of thumb.  The hint's ``words`` (what to do), ``reason``
        (None when there is none) and ``text`` (both) are messages."""
        if self.waiting != "you":
            return self._answer(False, msg("A hint is for your own turn."))
        from .levels import strong_choice, strong_settings

        rng = Rng(f"{self.seed}/hint/{len(self.rounds)}/{len(self.rounds[-1])}")
        pos = self.position
        g = self.game
        evs: list = []
        settings = strong_settings(g)
        action = strong_choice(g, pos, rng, settings, evaluation=evs)
        reason = g.computer.explain_move(pos, action)
        if evs and len(evs[0].values) > 1:
            from .review import ends_words, rival_words

            v = evs[0].value_of(action)
            # scored by the match, a move's figure is the chance of winning the match, not points
            if settings.match_value:
                worth = msg("leaves your chance of winning the match at about {percent}%",
                            percent=round(100 * v.mean))
            else:
                worth = ends_words(v.mean, rival_words(g, self.seats))
            figures = msg("weighed over {n} deals of the cards you cannot see, it {worth}", n=evs[0].samples,
                          worth=worth)
            reason = (msg_in("a hint's reason, then the evaluator's figures", "{reason}; {figures}", reason=reason,
                             figures=figures) if reason else figures)
        words = g.presenter.action_phrase(pos, action).imperative
        if reason:
            text = msg_in("a hint: what to do, and why", "{move:capital}: {reason}.", move=words, reason=reason)
        else:
            text = msg_in("a hint: what to do", "{move:capital}.", move=words)
        return self._answer(True, hint={"action": action, "words": words, "reason": reason, "text": text})

    # -- review

    def review(self):
        """The :class:`~hanafuda_core.review.MatchReview` of the moves so far
        (kept until the moves change)."""
        from .review import MatchReview

        key = tuple(tuple(r) for r in self.rounds)
        if getattr(self, "_review_key", None) != key:
            self._review = MatchReview(self)
            self._review_key = key
        return self._review

    def undo(self) -> dict:
        """Back to the learner's previous decision: undo it and every computer
        move after it (across a round's end if need be)."""
        for r in range(len(self.rounds) - 1, -1, -1):
            mine = self._learner_moves(r)
            if mine:
                rounds = [list(x) for x in self.rounds[:r]] + [self.rounds[r][: mine[-1]]]
                undone = self.rounds[r][mine[-1]]
                self._replay(rounds)
                phrase = self.game.presenter.action_phrase(self.position, undone)
                return self._answer(True, undone=undone, undoneWords=phrase.imperative,
                                    text=msg("Took back {move} and every move after it.", move=phrase.gerund))
        return self._answer(False, msg("Nothing to undo: you have not played yet."))

    def next_round(self) -> dict:
        """Score the finished round and deal the next one."""
        w = self.waiting
        if w == "match-over":
            return self._answer(False, msg("The match is over; start a new match."))
        if w != "round-over":
            return self._answer(False, msg("The round is not over yet."))
        self._summaries.append(self.game.presenter.round_summary(self.match, len(self.rounds), self.names))
        self.match.next_round()
        self.rounds.append([])
        self._players.append([])
        self._headers.append(self.game.presenter.round_header(self.match, len(self.rounds), self.names))
        return self._answer(True)

    # -- saving

    def to_text(self) -> str:
        """The session as text (see the module notes); :meth:`from_text` restores it."""
        g = self.game
        lines = [SAVE_HEADER, f"game: {g.key}", f"options: {g.options_text(self.options)}",
                 f"seed: {self.seed}", f"seats: {self.seats}", f"learner: {self.learner}"]
        if self.level != DEFAULT_LEVEL:  # texts saved before there were levels read the same
            lines.append(f"level: {self.level}")
        lines += [f"round: {' '.join(r)}".rstrip() for r in self.rounds]
        lines += [f"scores: {'-'.join(map(str, self.scores))}", f"position: {g.position_text(self.position)}"]
        return "\n".join(lines) + "\n"

    @classmethod
    def from_text(cls, text: Any, names: tuple[str, ...] | None = None) -> "PlaySession":
        """Restore a session saved with :meth:`to_text`; raises :class:`PlayError`
        saying what is wrong with a damaged text."""
        if not isinstance(text, str):
            raise PlayError(f"a saved game is a text, not {type(text).__name__}")
        if len(text) > _MAX_SAVED:
            raise PlayError("the saved game is too long to be a saved game")
        lines = [ln.strip() for ln in text.strip().splitlines() if ln.strip()]
        if not lines or (lines[0] != SAVE_HEADER and lines[0] not in _OLD_HEADERS):
            raise PlayError(f"not a saved game: it should start with the line {SAVE_HEADER!r}")
        fields: dict[str, str] = {}
        rounds: list[list[str]] = []
        known = ("game", "options", "seed", "scores", "position", "seats", "learner", "level")
        for n, ln in enumerate(lines[1:], start=2):
            key, sep, value = ln.partition(":")
            key, value = key.strip(), value.strip()
            if not sep:
                raise PlayError(f"saved game, line {n}: expected 'name: value', got {ln[:60]!r}")
            if key == "round":
                rounds.append(value.split())
            elif key in known:
                if key in fields:
                    raise PlayError(f"saved game, line {n}: {key!r} is given twice")
                fields[key] = value
            else:
                raise PlayError(f"saved game, line {n}: unknown field {key[:40]!r}")
        for key in ("game", "options", "seed", "position"):
            if key not in fields:
                raise PlayError(f"saved game: the {key!r} line is missing")
        if not rounds:
            raise PlayError("saved game: no 'round' line")
        self = cls.__new__(cls)
        try:
            self.game = game_named(fields["game"])
            if lines[0] in _OLD_HEADERS:
                fields = self.game.upgrade_saved(_OLD_HEADERS[lines[0]], fields)
            self.options = _parse_options(self.game, fields["options"])
            self.seed = _seed(fields["seed"])
            self.seats = self.game.info.check_seats(_whole(fields.get("seats", "2"), "seats", 1, 16))
            self.learner = _whole(fields.get("learner", "0"), "the learner's seat", 0, self.seats - 1)
            self.level = _level(self.game, fields.get("level"))
        except ValueError as e:
            raise PlayError(f"saved game: {e}") from None
        self.names = tuple(names) if names is not None else self.game.seat_names(self.seats, self.learner)
        self.show_legal = False
        try:
            self._replay(rounds, where="saved game: ")
        except PlayError:
            raise
        except ValueError as e:  # an unreadable action
            raise PlayError(f"saved game: {e}") from None
        if self.game.position_text(self.position) != fields["position"]:
            raise PlayError("saved game: its moves do not lead to the position it records "
                            "(it was changed, or saved by another version of the site)")
        if "scores" in fields:
            s = "-".join(map(str, self.scores))
            if fields["scores"] != s:
                raise PlayError(f"saved game: the scores {fields['scores'][:40]!r} do not match its rounds ({s})")
        return self
