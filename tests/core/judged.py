"""The judge's replies as an English page reads them: the calls of
:mod:`hanafuda_core.learning.judge` a page makes (start, move, view, answer,
solution), their messages written in English (as the JSON API writes them for
an English session), and the judge's other functions as they are.  Tests
that read the judge's words import this in its place (``import judged as
judge``)."""

from __future__ import annotations

from hanafuda_core.learning import judge as _judge
from hanafuda_core.learning.judge import (GoalError, answer_diagram, judge_actions, make_goal,  # noqa: F401
                                          solve)
from hanafuda_core.messages import ENGLISH, written


def start(*args, **kwargs) -> dict:
    return written(_judge.start(*args, **kwargs), ENGLISH)


def move(*args, **kwargs) -> dict:
    return written(_judge.move(*args, **kwargs), ENGLISH)


def view(*args, **kwargs) -> dict:
    return written(_judge.view(*args, **kwargs), ENGLISH)


def answer(*args, **kwargs) -> dict:
    return written(_judge.answer(*args, **kwargs), ENGLISH)


def solution(*args, **kwargs) -> dict:
    return written(_judge.solution(*args, **kwargs), ENGLISH)
