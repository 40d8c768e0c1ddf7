"""The puzzle trainer: the learner's rating, which puzzle comes next, and
missed puzzles coming back (spaced repetition).

The browser keeps the learner's record as a text in its storage and hands it
to :func:`load`; everything that decides is here, in Python:

* the rating is Glicko-2 (:mod:`.rating`): each puzzle is a game against the
  puzzle's own rating (deviation :data:`PUZZLE_DEVIATION`), won by solving it;
* the next puzzle (:func:`choose`) is a missed puzzle whose turn has come
  back, else an unplayed puzzle among the :data:`NEAREST` closest to the
  learner's rating (a theme filter narrows the catalogue), taken in turn so
  that the sequence is fixed by the record (no chance involved);
* a missed puzzle comes back :data:`AGAIN_AFTER` puzzles later, and again
  after each miss, until it is solved;
* the record keeps the last :data:`HISTORY` ratings (the progress plot).

A record that cannot be read (not JSON, wrong shapes, impossible values)
gives a fresh start and a message saying so; nothing raises.
"""

from __future__ import annotations

import html
import json
import math
from typing import Any

from ..messages import ENGLISH, Language, Message, msg, msg_n
from .rating import Rating, expected, update

VERSION = 1
PUZZLE_DEVIATION = 80.0
NEAREST = 12
AGAIN_AFTER = 3
HISTORY = 40
RECENT = 300
"""How many solved puzzles are remembered (not offered again while others are near)."""
MAX_TEXT = 200_000


def fresh() -> dict:
    r = Rating()
    return {"version": VERSION, "rating": r.rating, "deviation": r.deviation, "volatility": r.volatility,
            "played": 0, "solved": 0, "streak": 0, "best": 0, "history": [round(r.rating)],
            "done": [], "again": [], "next": None}


def _number(v: Any, lo: float, hi: float) -> bool:
    return isinstance(v, (int, float)) and not isinstance(v, bool) and math.isfinite(v) and lo <= v <= hi


def _whole(v: Any, lo: int = 0, hi: int = 10**9) -> bool:
    return isinstance(v, int) and not isinstance(v, bool) and lo <= v <= hi


def load(text: Any) -> tuple[dict, Message | None]:
    """The record stored as ``text`` (None/empty: a new learner), and a message
    for the learner when it could not be read (then a fresh record)."""
    if text is None or text == "":
        return fresh(), None
    problem = msg("Your saved puzzle rating could not be read, so the trainer starts afresh at {rating}.",
                  rating=1500)
    if not isinstance(text, str) or len(text) > MAX_TEXT:
        return fresh(), problem
    try:
        data = json.loads(text)
    except (ValueError, RecursionError):
        return fresh(), problem
    if not isinstance(data, dict) or data.get("version") != VERSION:
        return fresh(), problem
    ok = (_number(data.get("rating"), 0, 4000) and _number(data.get("deviation"), 1, 350)
          and _number(data.get("volatility"), 0.0001, 1) and _whole(data.get("played"))
          and _whole(data.get("solved")) and _whole(data.get("streak")) and _whole(data.get("best"))
          and isinstance(data.get("history"), list) and all(_number(h, 0, 4000) for h in data["history"])
          and isinstance(data.get("done"), list) and all(isinstance(d, str) for d in data["done"])
          and isinstance(data.get("again"), list)
          and all(isinstance(a, dict) and isinstance(a.get("id"), str) and _whole(a.get("due"))
                  and set(a) == {"id", "due"} for a in data["again"])
          and (data.get("next") is None or isinstance(data.get("next"), str)))
    if not ok:
        return fresh(), problem
    state = fresh()
    state.update({k: data[k] for k in state})
    state["history"] = state["history"][-HISTORY:]
    state["done"] = state["done"][-RECENT:]
    return state, None


def dump(state: dict) -> str:
    return json.dumps(state, separators=(",", ":"), sort_keys=True)


def check_index(index: Any) -> list[dict]:
    """The catalogue the page sends: ``[{id, rating, themes}]``."""
    if not isinstance(index, list) or not index:
        raise ValueError("the puzzle catalogue is empty or damaged")
    for p in index:
        if not (isinstance(p, dict) and isinstance(p.get("id"), str) and _number(p.get("rating"), 0, 4000)
                and isinstance(p.get("themes"), list)):
            raise ValueError("the puzzle catalogue is damaged")
    return index


def choose(state: dict, index: list[dict], theme: str | None = None) -> str:
    """The id of the next puzzle for this learner."""
    ids = {p["id"] for p in index}
    pool = [p for p in index if not theme or theme in p["themes"]] or index
    pool_ids = {p["id"] for p in pool}
    for item in state["again"]:
        if item["due"] <= state["played"] and item["id"] in pool_ids:
            return item["id"]
    waiting = {a["id"] for a in state["again"]}
    done = set(state["done"])
    fresh_pool = [p for p in pool if p["id"] not in done and p["id"] not in waiting] or \
        [p for p in pool if p["id"] not in waiting] or pool
    r = state["rating"]
    near = sorted(fresh_pool, key=lambda p: (abs(p["rating"] - r), p["id"]))[:NEAREST]
    near.sort(key=lambda p: p["id"])
    pick = near[state["played"] % len(near)]["id"]
    assert pick in ids
    return pick


def record(state: dict, puzzle: dict, solved: bool) -> dict:
    """The record after the learner solved (or missed) ``puzzle`` ({id, rating})."""
    s = dict(state)
    before = Rating(s["rating"], s["deviation"], s["volatility"])
    after = update(before, [(Rating(puzzle["rating"], PUZZLE_DEVIATION), 1.0 if solved else 0.0)])
    s["rating"], s["deviation"], s["volatility"] = after.rating, after.deviation, after.volatility
    s["played"] += 1
    pid = puzzle["id"]
    again = [a for a in s["again"] if a["id"] != pid]
    if solved:
        s["solved"] += 1
        s["streak"] += 1
        s["best"] = max(s["best"], s["streak"])
        s["done"] = ([d for d in s["done"] if d != pid] + [pid])[-RECENT:]
    else:
        s["streak"] = 0
        again.append({"id": pid, "due": s["played"] + AGAIN_AFTER})
    s["again"] = again
    s["history"] = (s["history"] + [round(after.rating)])[-HISTORY:]
    return s


def summary(state: dict, before: float | None = None, language: Language = ENGLISH) -> dict:
    """What the page shows: rating, its change, streak, counts and the plot
    (its text in ``language``)."""
    out = {"rating": round(state["rating"]), "deviation": round(state["deviation"]),
           "streak": state["streak"], "best": state["best"], "played": state["played"],
           "solved": state["solved"], "waiting": len(state["again"]),
           "plot": plot_svg(state["history"], language=language)}
    if before is not None:
        out["change"] = round(state["rating"]) - round(before)
    return out


def chance(state: dict, puzzle_rating: float) -> float:
    """The learner's expected chance of solving a puzzle so rated."""
    return expected(Rating(state["rating"], state["deviation"]), Rating(puzzle_rating, PUZZLE_DEVIATION))


def plot_svg(history: list[float], width: int = 200, height: int = 44, language: Language = ENGLISH) -> str:
    """The rating over the last puzzles as a small SVG line (with a text
    alternative in ``language``)."""
    pts = history[-HISTORY:] or [1500]
    lo, hi = min(pts), max(pts)
    if hi - lo < 100:
        mid = (hi + lo) / 2
        lo, hi = mid - 50, mid + 50
    pad = 5
    n = max(1, len(pts) - 1)

    def xy(i: int, v: float) -> str:
        x = pad + (width - 2 * pad) * i / n
        y = pad + (height - 2 * pad) * (hi - v) / (hi - lo)
        return f"{x:.1f},{y:.1f}"

    line = " ".join(xy(i, v) for i, v in enumerate(pts))
    if len(pts) > 1:
        label = msg_n("Your rating over the last puzzle: from {first} to {last} (lowest {lowest}, highest {highest}).",
                      "Your rating over the last {n} puzzles: from {first} to {last} (lowest {lowest}, "
                      "highest {highest}).", len(pts) - 1, n=len(pts) - 1, first=round(pts[0]),
                      last=round(pts[-1]), lowest=round(min(pts)), highest=round(max(pts)))
    else:
        label = msg("Your rating: {rating}. The plot fills in as you solve puzzles.", rating=round(pts[0]))
    label = html.escape(label.render(language))
    last = xy(len(pts) - 1, pts[-1]).split(",")
    return (f'<svg class="hf-trainer__plot" viewBox="0 0 {width} {height}" width="{width}" height="{height}" '
            f'role="img" aria-label="{label}"><title>{label}</title>'
            f'<rect x="0" y="0" width="{width}" height="{height}" rx="4" class="hf-trainer__plot-bg"/>'
            f'<polyline points="{line}" fill="none" stroke="currentColor" stroke-width="2"/>'
            f'<circle cx="{last[0]}" cy="{last[1]}" r="3.5" fill="currentColor"/></svg>')
