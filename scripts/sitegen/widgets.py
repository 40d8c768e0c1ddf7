"""Placeholders for interactive widgets.

Each widget is written into the page at build time as a container with a
readable fallback (JavaScript off, or the engine failing to load).  The
browser runtime finds ``[data-hf-widget]`` elements and mounts the widget in
place; the fallback stays visible until the widget is ready.
"""

from __future__ import annotations

import html
import json
from typing import Callable

from hanafuda_core.art import card_back_svg
from hanafuda_core.messages import ENGLISH, Language, listed, msg, msg_in


def _shell(name: str, title: str, fallback: str, config: dict | None = None) -> str:
    cfg = html.escape(json.dumps(config or {}), quote=True)
    return (
        f'<section class="hf-widget" data-hf-widget="{name}" data-hf-config="{cfg}" aria-label="{html.escape(title)}">'
        f'<h3 class="hf-widget__title">{html.escape(title)}</h3>'
        f'<div class="hf-widget__status" role="status" aria-live="polite"></div>'
        f'<div class="hf-widget__body">{fallback}</div>'
        f"</section>"
    )


def name_that_card(options: dict, language: Language = ENGLISH) -> str:
    say = language.write
    text = say(msg("This drill shows a card and asks for its month and kind. It runs the rules engine in your "
                   "browser and needs JavaScript; the tables on this page hold every answer."))
    fallback = f'<div class="hf-fallback">{card_back_svg(width=72)}<p>{html.escape(text)}</p></div>'
    return _shell("name-that-card", say(msg("Drill: name that card")), fallback, _drill_config({}, options))


MAX_COMPUTER_PAUSE = 5000
"""The longest pause before each of the computer's moves, in milliseconds."""


def computer_pause(value) -> int:
    """The pause before each of the computer's moves on a play board, in
    milliseconds (``computer-pause=MS``; the plugin's ``computer_pause`` for
    every board): a whole number from 0 to :data:`MAX_COMPUTER_PAUSE`."""
    text = str(value)
    if not text.isdigit() or int(text) > MAX_COMPUTER_PAUSE:
        raise ValueError(f"the pause before each of the computer's moves is a whole number of milliseconds "
                         f"from 0 to {MAX_COMPUTER_PAUSE}, not {text!r}")
    return int(text)


def play_board(options: dict, language: Language = ENGLISH) -> str:
    """Play a game against the computer: ``game=KEY``, and ``computer-pause=MS``
    (:func:`computer_pause`; 400 when left out).  Without JavaScript:
    the game's short text and an example table dealt from a fixed seed,
    drawn at build time."""
    from hanafuda_core import games
    from hanafuda_core.board import board_html

    from .cardrender import draw

    key = options.get("game")
    try:
        game = games.get(key)
    except games.UnknownGameError:
        raise ValueError(f"the play-board widget needs game=KEY, one of {', '.join(games.keys())}; "
                         f"got {key!r}") from None
    example = game.example_position(options.get("example-seed", f"{game.key}-play-example-7"))
    seats = len(game.scores_of(example))
    view = game.presenter.view(example, me=0, names=game.seat_names(seats, 0), interactive=False)
    board = board_html(view, interactive=False, draw=draw, language=language)
    intro = html.escape(language.write(game.site.play_intro)) if game.site.play_intro else ""
    fallback = f'<div class="hf-fallback hf-fallback--board"><p>{intro}</p>{board}</div>'
    config: dict = {"game": game.key}
    if options.get("computer-pause") is not None:
        try:
            config["delay"] = computer_pause(options["computer-pause"])
        except ValueError as e:
            raise ValueError(f"computer-pause: {e}") from None
    if options.get("seed") is not None:
        config["seed"] = int(options["seed"]) if str(options["seed"]).isdigit() else options["seed"]
    else:
        # Deals whose first move the build records (sitegen.answers): a match
        # started while the engine is still starting is one of them.
        from .answers import play_openings

        config["openings"] = play_openings(game.key)
    return _shell("play-board", language.write(msg("Play against the computer")), fallback, config)


def quiz(options: dict, language: Language = ENGLISH) -> str:
    """A rule drill (hanafuda_core.rule_drills), e.g. ``quiz=who-deals``.
    Without JavaScript: one worked example from a fixed seed, drawn at build time."""
    from hanafuda_core.rng import Rng
    from hanafuda_core.rule_drills import QUIZZES

    from .cardrender import draw

    name = options.get("quiz", "")
    if name not in QUIZZES:
        raise ValueError(f"the quiz widget needs quiz=NAME, one of {', '.join(QUIZZES)}; got {name!r}")
    q = QUIZZES[name]
    say = language.write
    example = q.question(Rng(options.get("example-seed", f"{name}-example")), language=language)
    right = sorted(q.correct(example["state"]))
    labels = {c["value"]: c["label"] for c in example["choices"]}
    verdict = q.check(example["state"], right[0], language=language)
    intro = say(msg("This drill asks questions like the one below, judged by the rules engine in your browser; "
                    "it needs JavaScript. An example:"))
    answer = say(msg_in("a drill's example: its answer, shown on request", "Answer"))
    choices = listed([labels[r] for r in right], choices=True)
    right_answer = say(msg_in("a drill's example: the right answer", "{answer}.", answer=choices))
    groups = "".join(
        f'<p class="hf-quiz__label">{html.escape(g["label"])}</p><ul class="hf-cards" role="list">'
        + "".join(
            f'<li>{draw(c["code"], 72)}'
            + (f'<span class="hf-quiz__caption">{html.escape(c["caption"])}</span>' if c.get("caption") else "")
            + "</li>"
            for c in g["cards"]
        )
        + "</ul>"
        for g in example["groups"]
    )
    fallback = (
        '<div class="hf-fallback hf-fallback--quiz">'
        f"<p>{html.escape(intro)}</p>{groups}"
        f'<p>{html.escape(example["prompt"])}</p>'
        f'<details><summary>{html.escape(answer)}</summary><p><strong>{html.escape(right_answer)}'
        f'</strong> {html.escape(verdict["explanation"])}</p></details></div>'
    )
    title = say(msg("Drill: {title}", title=q.title))
    return _shell("quiz", title, fallback, _drill_config({"quiz": name}, options))


def _drill_config(config: dict, options: dict) -> dict:
    """A drill's configuration: a fixed ``seed`` when the page gives one, else
    the seeds of its opening questions, whose answers the build records
    (sitegen.answers) so the first answer is judged before the engine is up."""
    from .answers import OPENINGS

    if options.get("seed") is not None:
        config["seed"] = int(options["seed"]) if str(options["seed"]).isdigit() else options["seed"]
    else:
        config["openings"] = list(range(1, OPENINGS + 1))
    return config


WIDGETS: dict[str, Callable[[dict, Language], str]] = {
    "name-that-card": name_that_card,
    "play-board": play_board,
    "quiz": quiz,
}


def render(name: str, options: dict, language: Language = ENGLISH) -> str:
    """The widget ``name`` with its ``options``, for a page in ``language``
    (its board; its own texts are English so far: docs/design/i18n.md)."""
    return WIDGETS[name](options, language)
