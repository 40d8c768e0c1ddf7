"""What the per-game site tests share: the paths (the repository and its
``scripts`` folder on ``sys.path``, so ``sitegen`` imports), the readers of a
game's rules page and of its generated tables, and the game's teaching content
(the fixtures ``loaded``, ``lessons`` and ``puzzles`` of ``conftest.py`` come
from :func:`game_tutorials`) with the check that learners read no notation."""

from __future__ import annotations

import re
import sys
from pathlib import Path
from typing import Callable, Iterator

from hanafuda_core.notation import CODE_IN_TEXT as CODE

ROOT = Path(__file__).resolve().parents[3]
for _p in (ROOT, ROOT / "scripts"):
    if str(_p) not in sys.path:
        sys.path.insert(0, str(_p))


def page_readers(path: Path, squeeze: bool = False) -> tuple[Callable[[], str], Callable[..., str]]:
    """``(page(), section(title, text=None))`` for a docs page: its text, and
    the text of its ``## title`` section (of ``text`` when given; white space
    folded with ``squeeze``)."""

    def page() -> str:
        return path.read_text(encoding="utf-8")

    def section(title: str, text: str | None = None) -> str:
        text = text or page()
        start = text.index(f"\n## {title}\n")
        end = text.find("\n## ", start + 1)
        out = text[start: end if end != -1 else len(text)]
        return " ".join(out.split()) if squeeze else out

    return page, section


def rows(table_html: str) -> list[str]:
    """The body rows of a generated table."""
    return table_html.split("<tbody>", 1)[1].split("<tr>")[1:]


def drawn(html: str) -> list[str]:
    """The codes of the cards drawn in some HTML, in order."""
    return re.findall(r'data-card="(\w+)"', html)


def game_tutorials(key: str) -> list:
    """The loaded tutorial files of one game."""
    from tests.project_tutorials import project_tutorials

    return [x for x in project_tutorials() if x.tutorial.game == key]


def exercises(lessons, puzzles) -> Iterator[tuple[str, object]]:
    """``(id, exercise)`` of every lesson step with an exercise, then of every puzzle."""
    for t in lessons:
        for s in t.steps:
            if s.exercise:
                yield s.id, s.exercise
    for p in puzzles:
        yield p.id, p.exercise


def assert_no_notation(key: str, lessons, puzzles, solution_parts: tuple[str, ...] = ("message",)) -> None:
    """No card code in what a learner reads: the lessons' prose (code blocks
    aside), the puzzles' texts, every exercise's explanation, goal and hints,
    the board's status, and the judge's solution (``solution_parts`` of it)
    or its answer to a question."""
    from tests.core import judged as judge

    def prose(text):
        """The text without its fenced blocks (they draw cards from notation), but with their captions."""
        captions = " ".join(re.findall(r'^```\w+[^\n]*?caption="([^"]*)"', text, flags=re.M))
        return re.sub(r"^```.*?^```", "", text, flags=re.M | re.S) + " " + captions

    for t in lessons:
        for s in t.steps:
            assert not CODE.search(prose(s.text)), (t.id, s.id)
    for p in puzzles:
        assert not CODE.search(p.text + p.title)
    for where, ex in exercises(lessons, puzzles):
        for text in [ex.explanation, str(ex.goal_text)] + ex.hints:
            assert not CODE.search(text), (where, text)
        cfg = {"game": key, "position": ex.position, "goal": ex.goal_spec}
        view = judge.start(cfg)["view"]
        assert not CODE.search(view["status"]), (where, view["status"])
        if ex.goal.kind == "move":
            sol = judge.solution(cfg)
            said = "".join(sol[k] for k in solution_parts)
            assert not CODE.search(said), (where, sol["message"])
        else:
            assert not CODE.search(judge.answer(cfg, ex.answer)["message"]), where
