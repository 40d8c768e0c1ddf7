"""Play a match against the computer: a session API for pages.

A :class:`PlaySession` is one match between the learner (player 0) and the
computer (player 1).  Pages drive it with action texts and draw the view
model it returns (see :mod:`hanafuda_core.board`); the rules stay here::

    s = PlaySession("poka", options="target=3", seed=7)
    s.view()["waiting"]          # "you" | "computer" | "round-over" | "match-over"
    s.act("3R")                  # {"ok": True, ...} or {"ok": False, "reason": "..."}
    s.computer_step()            # the computer plays ONE action
    s.undo()                     # back to the learner's previous decision
    s.next_round()
    text = s.to_text()           # save; PlaySession.from_text(text) restores

The game is replayed from its seed and the list of actions, so a saved text
is small, restores exactly (draws and reshuffles included) and an undo is
just a shorter list.  The session is game-agnostic: everything specific to a
game lives in an adapter registered in :data:`GAMES` (``poka`` and ``koikoi``;
a Koi-Koi session's options are its rules text, e.g. ``nintendo,rounds=6``).

Saved text, one ``key: value`` per line::

    hanafuda-play 1
    game: poka
    options: target=3
    seed: 7
    round: 3R 4A stop pass
    round: pass 1B
    scores: 1-0
    position: <the current position in Poka notation>

One ``round`` line per round dealt, holding its actions; ``scores`` and
``position`` are checked against the replay (a text whose moves do not lead
there is rejected).
"""

from __future__ import annotations

from typing import Any

from .board import koikoi_view, poka_view
from .deck import CARDS
from .rng import Rng

__all__ = ["PlaySession", "PlayError", "GAMES", "SAVE_HEADER", "describe_options"]

SAVE_HEADER = "hanafuda-play 1"
LEARNER = 0
COMPUTER = 1
NAMES = ("You", "Computer")
_MAX_SAVED = 200_000
_MAX_SEED = (1 << 64) - 1


class PlayError(ValueError):
    """A request the session cannot honour (unknown game, bad options, bad saved text)."""


# ---------------------------------------------------------------------------
# Game adapters


class _Game:
    """What the game adapters share: the dealer draw before the first round."""

    name = ""

    def dealer_draw(self, seed: int, names) -> str:
        from .dealer import choose_dealer

        d = choose_dealer(2, Rng(seed))
        parts = []
        for i, r in enumerate(d.rounds):
            drawn = ", ".join(f"{names[p]} {'draw' if names[p] == 'You' else 'draws'} {CARDS[c.index].code} "
                              f"({c.name})" for p, c in sorted(r.items()))
            parts.append(("Redraw: " if i else "Dealer draw: ") + drawn + ".")
        who = names[d.dealer]
        parts.append(f"{who} {'deal' if who == 'You' else 'deals'} first (the earlier month deals).")
        return " ".join(parts)


class PokaGame(_Game):
    """Everything :class:`PlaySession` needs to know about Poka."""

    name = "poka"
    title = "Poka"

    LABELS = {
        "target": "Points to win the match",
        "jan_feb_all_at_once": "January/February cards all at once",
        "after_draw": "Who plays first after a draw",
        "teyaku_count": "A hand with two teyaku",
        "unequal_teyaku": "Both players hold teyaku of different values",
        "must_continue_chain": "Must keep discarding while you can",
        "may_pass_holding_ghost": "May pass while holding only ghosts",
    }
    CHOICE_LABELS = {
        "target": {5: "5 points (Go-mon Shobu)", 3: "3 points (San-mon Shobu)"},
        "after_draw": {"first-passer": "The player who passed first",
                       "second-passer": "The player who passed second",
                       "dealer": "The dealer"},
        "teyaku_count": {"best": "The best one counts", "sum": "Both count (sum)"},
        "unequal_teyaku": {"higher": "The higher one wins", "void": "Both are void"},
    }

    # -- options

    def describe_options(self) -> list[dict]:
        from .poka import PokaOptions

        out = []
        for o in PokaOptions.describe():
            is_bool = isinstance(o["default"], bool)
            labels = self.CHOICE_LABELS.get(o["name"], {})
            out.append({
                "name": o["name"],
                "code": o["code"],
                "label": self.LABELS.get(o["name"], o["name"].replace("_", " ").capitalize()),
                "description": o["description"],
                "default": o["default"],
                "input": "checkbox" if is_bool else "select",
                "choices": [{"value": c, "label": labels.get(c, "Yes" if c is True else "No" if c is False else str(c))}
                            for c in o["choices"]],
            })
        return out

    def parse_options(self, options: Any):
        from dataclasses import fields

        from .poka import PokaOptions

        if options is None:
            return PokaOptions()
        if isinstance(options, PokaOptions):
            return options
        if isinstance(options, str):
            try:
                return PokaOptions.from_text(options)
            except ValueError as e:
                raise PlayError(f"bad Poka options {options!r}: {e}") from None
        if not isinstance(options, dict):
            raise PlayError("options must be an object of option values or an options text such as 'target=3'")
        by_key = {}
        for f in fields(PokaOptions):
            by_key[f.name] = f
            by_key[f.metadata["code"]] = f
        values: dict = {}
        for key, raw in options.items():
            f = by_key.get(key)
            if f is None:
                raise PlayError(f"unknown Poka option {key!r}; the options are "
                                f"{', '.join(x.name for x in fields(PokaOptions))}")
            if f.name in values:
                raise PlayError(f"option {f.name!r} is given twice")
            values[f.name] = _coerce(f.name, f.default, raw)
        try:
            return PokaOptions(**values)
        except ValueError as e:
            raise PlayError(f"bad Poka options: {e}") from None

    def options_text(self, options) -> str:
        return options.to_text()

    # -- a match

    def new_match(self, options, seed: int):
        from .poka import Match

        return Match(options, Rng(seed))

    def to_move(self, match) -> int | None:
        """The player to act, None when the round is over."""
        pos = match.position
        if pos.outcome() is not None:
            return None
        return pos.turn

    def round_outcome(self, match):
        return match.position.outcome()

    def match_over(self, match) -> bool:
        out = match.position.outcome()
        return out is not None and out.match_winner is not None

    def explain_illegal(self, match, action: str) -> str | None:
        return match.position.explain_illegal(action)

    def push(self, match, action: str) -> str:
        from .poka import Action

        a = Action.parse(action)
        match.position.push(a)
        return a.text()

    def next_round(self, match) -> None:
        match.next_round()

    def choose(self, match, rng: Rng) -> str:
        from .poka import choose_action

        return choose_action(match.position, rng).text()

    def position_text(self, match) -> str:
        return match.position.to_text()

    def scores(self, match) -> tuple[int, int]:
        return match.position.scores

    def view(self, match, *, show_legal: bool, names) -> dict:
        return poka_view(match.position, me=LEARNER, names=names, show_legal=show_legal, interactive=True)

    def round_summary(self, match, number: int, names) -> str:
        out = match.position.outcome()
        from .board import _outcome_text

        return f"Round {number}: {_outcome_text(out, names)}"

    def round_header(self, match, number: int, names) -> str:
        pos = match.position
        who = names[pos.dealer]
        s = pos.scores
        return (f"Round {number}: {who} {'deal' if who == 'You' else 'deals'}; "
                f"score {names[0]} {s[0]} – {s[1]} {names[1]}.")

    def log_length(self, match, names) -> int:
        from .board import _log_lines

        return len(_log_lines(match.position, names))

    def log_since(self, match, start: int, names) -> list[str]:
        """The readable log lines added since the log had ``start`` lines."""
        from .board import _log_lines

        return _log_lines(match.position, names)[start:]


class KoiKoiGame(_Game):
    """Everything :class:`PlaySession` needs to know about Koi-Koi.

    The options are a :class:`~hanafuda_core.koikoi.KoiKoiRules`: a preset
    and option values that override the preset's.  In the form every option
    starts at "the preset's choice" (``None``), so picking a preset alone
    plays it as published.
    """

    name = "koikoi"
    title = "Koi-Koi"

    LABELS = {
        "viewing_yaku": "Viewing yaku (Moon and Blossom Viewing)",
        "lightning_wild": "The Lightning is wild",
        "multiple_koikoi": "More than one koi-koi per round",
        "caller_second_yaku": "A koi-koi caller's next yaku",
        "double_at": "Double a round score of",
        "rounds": "Rounds in the match",
        "growing_yaku": "A growing yaku counts as new",
    }
    CHOICE_LABELS = {
        "caller_second_yaku": {"end": "Ends the round", "choose-again": "Stop or koi-koi again"},
        "double_at": {7: "7 points or more", 0: "Never double"},
        "rounds": {12: "12 (a full year)", 6: "6 (half a game)"},
    }
    PRESET_CHOICE = "The preset's choice"

    # -- options

    def describe_options(self) -> list[dict]:
        from .koikoi import OPTION_INFO, PRESETS

        presets = list(PRESETS.values())
        out = [{
            "name": "preset", "code": "preset",
            "label": "Rule set (preset)",
            "description": " ".join(f"{p.name}: {p.description}" for p in presets),
            "default": presets[0].key, "input": "select",
            "choices": [{"value": p.key, "label": p.name} for p in presets],
        }]
        for o in OPTION_INFO:
            labels = self.CHOICE_LABELS.get(o["name"], {})
            out.append({
                "name": o["name"],
                "code": o["code"],
                "label": self.LABELS.get(o["name"], o["name"].replace("_", " ").capitalize()),
                "description": o["description"],
                "default": None,
                "input": "select",
                "choices": [{"value": None, "label": self.PRESET_CHOICE}]
                + [{"value": c, "label": labels.get(c, "Yes" if c is True else "No" if c is False else str(c))}
                   for c in o["choices"]],
            })
        return out

    def parse_options(self, options: Any):
        from dataclasses import fields

        from .koikoi import KoiKoiOptions, KoiKoiRules

        if options is None:
            return KoiKoiRules()
        if isinstance(options, KoiKoiRules):
            return options
        if isinstance(options, str):
            try:
                return KoiKoiRules.from_text(options.strip() or "seed")
            except ValueError as e:
                raise PlayError(f"bad Koi-Koi rules {options!r}: {e}") from None
        if not isinstance(options, dict):
            raise PlayError("options must be an object of option values or a rules text such as 'seed,rounds=6'")
        by_key = {}
        for f in fields(KoiKoiOptions):
            by_key[f.name] = f
            by_key[f.metadata["code"]] = f
        preset = "seed"
        values: dict = {}
        for key, raw in options.items():
            if key == "preset":
                preset = raw if raw is not None else "seed"
                continue
            f = by_key.get(key)
            if f is None:
                raise PlayError(f"unknown Koi-Koi option {key!r}; the options are preset, "
                                f"{', '.join(x.name for x in fields(KoiKoiOptions))}")
            if f.name in values:
                raise PlayError(f"option {f.name!r} is given twice")
            if raw is None or raw == "":
                continue  # the preset's choice
            values[f.name] = _coerce(f.name, f.default, raw)
        try:
            return KoiKoiRules(preset, **values)
        except (TypeError, ValueError) as e:
            raise PlayError(f"bad Koi-Koi rules: {e}") from None

    def options_text(self, options) -> str:
        return options.to_text()

    # -- a match

    def new_match(self, options, seed: int):
        from .koikoi import KoiKoiMatch

        return KoiKoiMatch(options, Rng(seed))

    def to_move(self, match) -> int | None:
        pos = match.position
        if match.result is not None or pos.outcome() is not None:
            return None
        return pos.turn

    def round_outcome(self, match):
        return match.position.outcome()

    def match_over(self, match) -> bool:
        pos = match.position
        return match.result is not None or (
            pos.outcome() is not None and pos.round_no >= match.rules.options.rounds)

    def explain_illegal(self, match, action: str) -> str | None:
        from .board import _kk_names_text

        reason = match.position.explain_illegal(action)
        return None if reason is None else _kk_names_text(reason, NAMES)

    def push(self, match, action: str) -> str:
        pos = match.position
        a = pos.normalize(action)
        pos.push(a)
        return a.text()

    def next_round(self, match) -> None:
        match.next_round()

    def choose(self, match, rng: Rng) -> str:
        from .koikoi import choose_action

        return choose_action(match.position, rng).text()

    def position_text(self, match) -> str:
        return match.position.to_text()

    def scores(self, match) -> tuple[int, int]:
        out = match.position.outcome()
        return tuple(out.scores) if out is not None else tuple(match.position.scores)

    def view(self, match, *, show_legal: bool, names) -> dict:
        v = koikoi_view(match.position, me=LEARNER, names=names, show_legal=show_legal, interactive=True)
        if self.match_over(match) and v.get("outcome"):
            a, b = self.scores(match)
            if a == b:
                title = f"The match is a draw ({a}–{b})"
            else:
                title = f"{names[0] if a > b else names[1]} {'win' if a > b and names[0] == 'You' else 'wins'} " \
                        f"the match ({max(a, b)}–{min(a, b)})"
            v["outcome"] = {"title": title,
                            "text": f"Last round: {v['outcome']['text']} Final score: "
                                    f"{names[0]} {a} – {b} {names[1]}."}
        return v

    def round_summary(self, match, number: int, names) -> str:
        from .board import _kk_names_text

        out = match.position.outcome()
        return f"Round {number}: {_kk_names_text(out.explain(), names)}"

    def round_header(self, match, number: int, names) -> str:
        pos = match.position
        who = names[pos.dealer]
        s = pos.scores
        return (f"Round {number} of {match.rules.options.rounds}: {who} {'deal' if who == 'You' else 'deals'}; "
                f"score {names[0]} {s[0]} – {s[1]} {names[1]}.")

    def log_length(self, match, names) -> int:
        return len(match.position.history)

    def log_since(self, match, start: int, names) -> list[str]:
        from .board import _kk_log

        return _kk_log(match.position, names)[start:]


def _coerce(name: str, default, raw):
    if isinstance(default, bool):
        if isinstance(raw, bool):
            return raw
        low = str(raw).strip().lower()
        if low in ("true", "yes", "on", "1"):
            return True
        if low in ("false", "no", "off", "0", ""):
            return False
        raise PlayError(f"option {name!r} is yes or no, got {raw!r}")
    if isinstance(default, int):
        if isinstance(raw, bool):
            raise PlayError(f"option {name!r} needs a number, got {raw!r}")
        if isinstance(raw, int):
            return raw
        if isinstance(raw, str) and raw.strip().isdigit():
            return int(raw.strip())
        raise PlayError(f"option {name!r} needs a number, got {raw!r}")
    if not isinstance(raw, str):
        raise PlayError(f"option {name!r} needs a text value, got {raw!r}")
    return raw.strip()


GAMES: dict[str, Any] = {"poka": PokaGame(), "koikoi": KoiKoiGame()}


def _game(name: Any) -> Any:
    g = GAMES.get(name) if isinstance(name, str) else None
    if g is None:
        raise PlayError(f"unknown game {name!r}; the computer plays {', '.join(sorted(GAMES))}")
    return g


def describe_options(game: str = "poka") -> list[dict]:
    """The options of a game as data for a form: name, label, description, default, input, choices."""
    return _game(game).describe_options()


def _seed(seed: Any) -> int:
    if seed is None:
        return Rng(None).next64() >> 11  # fits a JavaScript number exactly
    if isinstance(seed, bool):
        raise PlayError(f"seed must be a whole number, got {seed!r}")
    if isinstance(seed, str) and seed.strip().isdigit():
        seed = int(seed.strip())
    if not isinstance(seed, int) or not 0 <= seed <= _MAX_SEED:
        raise PlayError(f"seed must be a whole number from 0 to 2**64 - 1, got {seed!r}")
    return seed


# ---------------------------------------------------------------------------
# The session


class PlaySession:
    """A match of ``game`` between the learner (player 0) and the computer.

    ``options``: the game's options object, an options text (``"target=3"``)
    or a dict of option values by name or code.  ``seed`` fixes the dealer
    draw, every deal and the computer's choices (a fresh one is drawn when
    None).  Every method returns ``{"ok": bool, "reason"?: str, "view": ...}``
    except :meth:`view` (the view model itself).
    """

    def __init__(self, game: str = "poka", options: Any = None, seed: Any = None,
                 names: tuple[str, str] = NAMES):
        self.game = _game(game)
        self.options = self.game.parse_options(options)
        self.seed = _seed(seed)
        self.names = tuple(names)
        self.show_legal = False
        self.rounds: list[list[str]] = [[]]
        self._summaries: list[str] = []
        self._headers: list[str] = []
        self._replay(self.rounds)

    # -- state

    @property
    def game_name(self) -> str:
        return self.game.name

    @property
    def waiting(self) -> str:
        """``you``, ``computer``, ``round-over`` or ``match-over``."""
        p = self.game.to_move(self.match)
        if p is None:
            return "match-over" if self.game.match_over(self.match) else "round-over"
        return "you" if p == LEARNER else "computer"

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

    def _learner_moves(self, r: int) -> list[int]:
        return [i for i, p in enumerate(self._players[r]) if p == LEARNER]

    def _replay(self, rounds: list[list[str]], *, where: str = "") -> None:
        """Rebuild the match from the seed and the actions (checking each one)."""
        g = self.game
        match = g.new_match(self.options, self.seed)
        players: list[list[int]] = []
        headers = [g.round_header(match, 1, self.names)]
        summaries: list[str] = []
        for r, actions in enumerate(rounds):
            if r:
                if g.match_over(match):
                    raise PlayError(f"{where}the match ended in round {r}, yet round {r + 1} follows")
                if g.to_move(match) is not None:
                    raise PlayError(f"{where}round {r} is not over, yet round {r + 1} follows")
                summaries.append(g.round_summary(match, r, self.names))
                g.next_round(match)
                headers.append(g.round_header(match, r + 1, self.names))
            who: list[int] = []
            for i, a in enumerate(actions):
                p = g.to_move(match)
                if p is None:
                    raise PlayError(f"{where}round {r + 1} is already over before move {i + 1} ({a!r})")
                reason = g.explain_illegal(match, a)
                if reason is not None:
                    raise PlayError(f"{where}round {r + 1}, move {i + 1} ({a!r}) is not legal: {reason}")
                g.push(match, a)
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
        ``round`` and ``canUndo``."""
        if show_legal is not None:
            self.show_legal = bool(show_legal)
        v = self.game.view(self.match, show_legal=self.show_legal, names=self.names)
        v["waiting"] = self.waiting
        v["round"] = self.round_number
        v["canUndo"] = self.can_undo
        v["showLegal"] = self.show_legal
        v["log"] = ([self.game.dealer_draw(self.seed, self.names)] + self._summaries
                    + [self._headers[-1]] + v["log"])
        if v["waiting"] == "match-over":
            v["status"] = v["outcome"]["text"] if v.get("outcome") else v["status"]
        return v

    def _answer(self, ok: bool = True, reason: str | None = None, **extra) -> dict:
        out = {"ok": ok}
        if reason is not None:
            out["reason"] = reason
        out.update(extra)
        out["view"] = self.view()
        return out

    def _not_your_turn(self) -> str | None:
        w = self.waiting
        if w == "computer":
            return "It is the computer's turn; wait for it to play."
        if w == "round-over":
            return "The round is over; start the next round."
        if w == "match-over":
            return "The match is over; start a new match."
        return None

    def act(self, action: str) -> dict:
        """Apply the learner's action.  An illegal one changes nothing and
        comes back as ``{"ok": False, "reason": <the engine's explanation>}``."""
        if not isinstance(action, str):
            return self._answer(False, f"an action is a text such as 3R, stop or pass, not {action!r}")
        reason = self._not_your_turn()
        if reason is None:
            reason = self.game.explain_illegal(self.match, action)
        if reason is not None:
            return self._answer(False, reason)
        text = self.game.push(self.match, action)
        self.rounds[-1].append(text)
        self._players[-1].append(LEARNER)
        return self._answer(True, action=text)

    def computer_step(self) -> dict:
        """The computer plays one action (when it is its turn)."""
        if self.waiting != "computer":
            return self._answer(False, "It is not the computer's turn.")
        r = len(self.rounds)
        rng = Rng(f"{self.seed}/computer/{r}/{len(self.rounds[-1])}")
        text = self.game.choose(self.match, rng)
        before = self.game.log_length(self.match, self.names)
        self.game.push(self.match, text)
        self.rounds[-1].append(text)
        self._players[-1].append(COMPUTER)
        said = self.game.log_since(self.match, before, self.names)
        return self._answer(True, action=text, said=" ".join(said))

    def undo(self) -> dict:
        """Back to the learner's previous decision: undo it and every computer
        move after it (across a round's end if need be)."""
        for r in range(len(self.rounds) - 1, -1, -1):
            mine = self._learner_moves(r)
            if mine:
                rounds = [list(x) for x in self.rounds[:r]] + [self.rounds[r][: mine[-1]]]
                undone = self.rounds[r][mine[-1]]
                self._replay(rounds)
                return self._answer(True, undone=undone)
        return self._answer(False, "Nothing to undo: you have not played yet.")

    def next_round(self) -> dict:
        """Score the finished round and deal the next one."""
        w = self.waiting
        if w == "match-over":
            return self._answer(False, "The match is over; start a new match.")
        if w != "round-over":
            return self._answer(False, "The round is not over yet.")
        self._summaries.append(self.game.round_summary(self.match, len(self.rounds), self.names))
        self.game.next_round(self.match)
        self.rounds.append([])
        self._players.append([])
        self._headers.append(self.game.round_header(self.match, len(self.rounds), self.names))
        return self._answer(True)

    # -- saving

    def to_text(self) -> str:
        """The session as text (see the module notes); :meth:`from_text` restores it."""
        s = self.game.scores(self.match)
        lines = [SAVE_HEADER, f"game: {self.game.name}", f"options: {self.game.options_text(self.options)}",
                 f"seed: {self.seed}"]
        lines += [f"round: {' '.join(r)}".rstrip() for r in self.rounds]
        lines += [f"scores: {s[0]}-{s[1]}", f"position: {self.game.position_text(self.match)}"]
        return "\n".join(lines) + "\n"

    @classmethod
    def from_text(cls, text: Any, names: tuple[str, str] = NAMES) -> "PlaySession":
        """Restore a session saved with :meth:`to_text`; raises :class:`PlayError`
        saying what is wrong with a damaged text."""
        if not isinstance(text, str):
            raise PlayError(f"a saved game is a text, not {type(text).__name__}")
        if len(text) > _MAX_SAVED:
            raise PlayError("the saved game is too long to be a saved game")
        lines = [ln.strip() for ln in text.strip().splitlines() if ln.strip()]
        if not lines or lines[0] != SAVE_HEADER:
            raise PlayError(f"not a saved game: it should start with the line {SAVE_HEADER!r}")
        fields: dict[str, str] = {}
        rounds: list[list[str]] = []
        for n, ln in enumerate(lines[1:], start=2):
            key, sep, value = ln.partition(":")
            key, value = key.strip(), value.strip()
            if not sep:
                raise PlayError(f"saved game, line {n}: expected 'name: value', got {ln[:60]!r}")
            if key == "round":
                rounds.append(value.split())
            elif key in ("game", "options", "seed", "scores", "position"):
                if key in fields:
                    raise PlayError(f"saved game, line {n}: {key!r} is given twice")
                fields[key] = value
            else:
                raise PlayError(f"saved game, line {n}: unknown field {key!r}")
        for key in ("game", "options", "seed", "position"):
            if key not in fields:
                raise PlayError(f"saved game: the {key!r} line is missing")
        if not rounds:
            raise PlayError("saved game: no 'round' line")
        if not fields["seed"].isdigit():
            raise PlayError(f"saved game: the seed must be a whole number, got {fields['seed']!r}")
        self = cls.__new__(cls)
        try:
            self.game = _game(fields["game"])
        except PlayError as e:
            raise PlayError(f"saved game: {e}") from None
        try:
            self.options = self.game.parse_options(fields["options"])
        except PlayError as e:
            raise PlayError(f"saved game: {e}") from None
        self.seed = _seed(fields["seed"])
        self.names = tuple(names)
        self.show_legal = False
        try:
            self._replay(rounds, where="saved game: ")
        except PlayError:
            raise
        except ValueError as e:  # an unreadable action
            raise PlayError(f"saved game: {e}") from None
        if self.game.position_text(self.match) != fields["position"]:
            raise PlayError("saved game: its moves do not lead to the position it records "
                            "(it was changed, or saved by another version of the site)")
        if "scores" in fields:
            s = self.game.scores(self.match)
            if fields["scores"] != f"{s[0]}-{s[1]}":
                raise PlayError(f"saved game: the scores {fields['scores']!r} do not match its rounds "
                                f"({s[0]}-{s[1]})")
        return self
