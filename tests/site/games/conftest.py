"""The teaching content of the game a test module is about (its ``KEY``):
``loaded`` (its tutorial files), ``lessons``, ``puzzles``."""

from __future__ import annotations

import pytest

from .shared import game_tutorials


@pytest.fixture(scope="module")
def loaded(request):
    return game_tutorials(request.module.KEY)


@pytest.fixture(scope="module")
def lessons(loaded):
    return [x.tutorial for x in loaded if x.tutorial.kind == "lesson"]


@pytest.fixture(scope="module")
def puzzles(loaded):
    return [p for x in loaded if x.tutorial.kind == "puzzles" for p in x.tutorial.puzzles]
