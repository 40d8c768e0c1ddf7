"""The puzzle trainer: mined puzzles (a game's ``tutorials/mined/*.yaml``),
validated like every puzzle, served in chunks by rating, one trainer page per
game and one over every game.

* :func:`load_folders` — every game's mined puzzles (its built-in ones and
  a host's, sections.py), through the same loader and
  goals as the hand-written ones (``tutorials.load_file``: schema,
  legal positions, the goal reachable, the sample answer accepted); a damaged
  file stops the build with ``file:line: reason``.
* :func:`data_files` — ``trainer/data/<game>/index.json`` (every puzzle's id,
  rating, themes and chunk: what the trainer chooses from) and
  ``trainer/data/<game>/<n>.json`` (:data:`CHUNK` puzzles of neighbouring
  ratings: position, goal, texts), written into the site.
* :func:`page_markdown` — a trainer page: the widget (``assets/js/widgets/
  trainer.js``) and, readable without JavaScript, the themes explained.
* :func:`openings` — the puzzles whose first move is recorded
  (``answers.py``): the first puzzle of a new learner, and the puzzle
  the trainer would give first at each rating band of :data:`BANDS`.

Nothing here names a game: it loops over the registry. Nothing is kept at
module level: the plugin holds the loaded trainers for one build and passes
them in.
"""

from __future__ import annotations

import html
import json
from dataclasses import dataclass
from pathlib import Path

from hanafuda_core import games
from hanafuda_core.learning import trainer as core
from hanafuda_core.messages import ENGLISH, Language, Message, msg, msg_n, written

from . import tutorials

CHUNK = 24
"""Puzzles per chunk file (neighbouring ratings)."""
BANDS = tuple(range(900, 2300, 200))
"""Ratings at which the first puzzle offered is recorded (``openings``)."""
ALL = "all"
PAGE_DIR = "trainer"


@dataclass
class GameTrainer:
    game: object
    file: Path
    puzzles: list  # hanafuda_core.learning.tutorial.Puzzle, by rating

    @property
    def key(self) -> str:
        return self.game.key


def load_all(root: str | Path, chosen: tuple[str, ...] | None = None) -> list[GameTrainer]:
    """Every game's mined puzzles under ``root`` (``<game>/mined/*.yaml``, a
    host's tutorials folder); ``chosen``: only these games (every registered
    game when None)."""
    root = Path(root)
    return load_folders([(g.key, root / g.key) for g in games.all_games() if chosen is None or g.key in chosen])


def load_folders(folders: list[tuple[str, Path]], read=tutorials.load_file) -> list[GameTrainer]:
    """The mined puzzles (``mined/*.yaml``, their translations aside) of the tutorials ``folders``
    (``(game key, folder)``: a game's built-in tutorials, a host's), each
    game's by rating, in the registry's order.  A puzzle id used twice in a
    game's trainer is an error naming the files.  ``read`` loads a file (as
    ``tutorials.load_folders``: in another language, with its translation,
    ``translations.Reader``; None leaves the file out)."""
    files_of: dict[str, list[Path]] = {}
    for key, folder in folders:
        files_of.setdefault(key, []).extend(tutorials.tutorial_files(Path(folder) / "mined"))  # not their translations
    out = []
    for game in sorted((games.get(k) for k in files_of), key=lambda g: (g.info.order, g.key)):
        files = files_of[game.key]
        found, where = [], {}
        for file in files:
            tut = read(file)
            if tut is None:
                continue
            if tut.kind != "puzzles" or tut.game != game.key:
                raise tutorials.TutorialFileError(file, 1, f"a trainer file holds puzzles of {game.name} "
                                                  f"(kind: puzzles, game: {game.key})")
            for p in tut.puzzles:
                if p.rating is None or not p.themes:
                    raise tutorials.TutorialFileError(file, 1, f"puzzle '{p.id}' needs a rating and themes "
                                                      "to be in the trainer")
                if p.id in where:
                    raise tutorials.TutorialFileError(file, 1, f"puzzle id '{p.id}' is already used in the "
                                                      f"trainer by {where[p.id]}")
                where[p.id] = file
            found.extend(tut.puzzles)
        if found:
            found.sort(key=lambda p: (p.rating, p.id))
            out.append(GameTrainer(game, files[0], found))
    return out


def page(key: str) -> str:
    return f"{PAGE_DIR}/index.md" if key == ALL else f"{PAGE_DIR}/{key}.md"


def _puzzle_config(game_key: str, p, language: Language) -> dict:
    return written({**p.exercise.config(), "id": f"trainer:{game_key}:{p.id}", "title": p.title}, language)


def _entry(gt: GameTrainer, p, prefix: str, chunk: str) -> dict:
    return {"id": f"{prefix}{p.id}", "rating": p.rating,
            "themes": [gt.key] if prefix else list(p.themes), "chunk": chunk}


def _chunks(gt: GameTrainer):
    for n in range(0, len(gt.puzzles), CHUNK):
        yield n // CHUNK, gt.puzzles[n:n + CHUNK]


def index_data(trainers: list[GameTrainer], key: str) -> dict:
    """The catalogue of one trainer (``key``: a game, or :data:`ALL`)."""
    entries = []
    chosen = trainers if key == ALL else [t for t in trainers if t.key == key]
    for gt in chosen:
        prefix = f"{gt.key}:" if key == ALL else ""
        base = f"../{gt.key}/" if key == ALL else ""
        for n, chunk in _chunks(gt):
            for p in chunk:
                entries.append(_entry(gt, p, prefix, f"{base}{n}.json"))
    entries.sort(key=lambda e: (e["rating"], e["id"]))
    return {"puzzles": entries, "first": core.choose(core.fresh(), entries)}


def data_files(trainers: list[GameTrainer], language: Language = ENGLISH) -> dict[str, str]:
    """Site path -> JSON text of every trainer data file (its texts in ``language``)."""
    out = {}
    for gt in trainers:
        for n, chunk in _chunks(gt):
            data = {"puzzles": {p.id: {"title": p.title, "text": p.text, "rating": p.rating,
                                       "themes": p.themes,
                                       "labels": [language.write(gt.game.puzzle_themes[t].name) for t in p.themes],
                                       "difficulty": p.difficulty,
                                       "config": _puzzle_config(gt.key, p, language)} for p in chunk}}
            out[f"{PAGE_DIR}/data/{gt.key}/{n}.json"] = json.dumps(data, separators=(",", ":"), ensure_ascii=False)
        out[f"{PAGE_DIR}/data/{gt.key}/index.json"] = json.dumps(index_data(trainers, gt.key), separators=(",", ":"))
    if trainers:
        out[f"{PAGE_DIR}/data/{ALL}/index.json"] = json.dumps(index_data(trainers, ALL), separators=(",", ":"))
    return out


def _find(trainers: list[GameTrainer], entry_id: str, key: str):
    game_key, _, pid = entry_id.rpartition(":") if key == ALL else (key, "", entry_id)
    gt = next(t for t in trainers if t.key == game_key)
    return gt, next(p for p in gt.puzzles if p.id == pid)


def openings(trainers: list[GameTrainer], key: str, language: Language = ENGLISH) -> list[dict]:
    """The exercise configs whose first move the trainer page records."""
    entries = index_data(trainers, key)["puzzles"]
    ids = [core.choose(core.fresh(), entries)]
    for r in BANDS:
        state = core.fresh()
        state["rating"] = float(r)
        ids.append(core.choose(state, entries))
    out = []
    for i in dict.fromkeys(ids):
        gt, p = _find(trainers, i, key)
        out.append(_puzzle_config(gt.key, p, language))
    return out


def themes_of(trainers: list[GameTrainer], key: str, language: Language = ENGLISH) -> list[dict]:
    """The choices of a trainer's theme list: each game (the trainer over
    every game) or each theme its puzzles have, with what it asks."""
    say = language.write
    if key == ALL:
        return [{"value": t.key, "label": say(t.game.name_words),
                 "text": say(msg("Only {game} puzzles.", game=t.game.name_words))} for t in trainers]
    gt = next(t for t in trainers if t.key == key)
    used = {th for p in gt.puzzles for th in p.themes}
    return [{"value": k, "label": say(theme.name), "text": say(theme.asks)}
            for k, theme in gt.game.puzzle_themes.items() if k in used]


def title(trainers: list[GameTrainer], key: str) -> Message:
    """The trainer's title (``key``: a game, or :data:`ALL`)."""
    if key == ALL:
        return msg("Puzzle trainer")
    return msg("{game} puzzle trainer", game=next(t for t in trainers if t.key == key).game.name_words)


def page_markdown(trainers: list[GameTrainer], key: str, language: Language = ENGLISH) -> str:
    """A trainer page (``key``: a game, or :data:`ALL`) in ``language``: the
    widget, and, readable without JavaScript, how it works and its themes."""
    say = language.write
    chosen = trainers if key == ALL else [t for t in trainers if t.key == key]
    count = sum(len(t.puzzles) for t in chosen)
    # The page lives at trainer/<key>/ (or trainer/): its data is one or two levels up.
    rel = "../" if key != ALL else ""
    config = {"key": key, "index": f"{rel}data/{key}/index.json", "store": f"hanafuda:trainer:{key}",
              "first": index_data(trainers, key)["first"], "themes": themes_of(trainers, key, language),
              "openings": openings(trainers, key, language)}
    cfg = html.escape(json.dumps(config, ensure_ascii=False), quote=True)
    which = msg("every game") if key == ALL else chosen[0].game.name_words
    themes = "\n".join(f"- **{html.escape(t['label'])}**: {html.escape(t['text'])}" for t in config["themes"])
    if key == ALL:
        heading = say(msg("One game at a time"))
        others = "\n".join(f"- [{say(title(trainers, t.key))}]({t.key}.md)" for t in trainers)
        others = f"\n## {heading}\n\n{others}\n"
    else:
        link = "[" + say(msg("the puzzle trainer over every game")) + "](index.md)"
        others = "\n" + say(msg("All games mixed: {trainer}.", trainer=link)) + "\n"
    how = say(msg_n(
        "{n} puzzle from {games}, found by the rules engine in games the computer played against itself. "
        "In each, one move or a few moves meet the goal and the tempting ones fail; the engine proved every "
        "answer when this site was built, and judges every move you make.",
        "{n} puzzles from {games}, found by the rules engine in games the computer played against itself. "
        "In each, one move or a few moves meet the goal and the tempting ones fail; the engine proved every "
        "answer when this site was built, and judges every move you make.", count, n=count, games=which))
    rating = say(msg(
        "Each puzzle has a rating: how hard it is to find, estimated from how often random play and the "
        "computer player find it. Your own rating starts at 1500 and moves after every puzzle (the "
        "Glicko-2 system, as in chess puzzle sites): a solved puzzle raises it, a missed one lowers it, "
        "and the next puzzle is chosen near it. A puzzle you miss comes back a few puzzles later until "
        "you solve it. Looking at the solution counts as a miss. Your rating is kept in this browser only."))
    fallback = say(msg("Turn on JavaScript to train with these puzzles: the rules engine then checks every move."))
    widget = (
        f'<div class="hf-widget hf-trainer" data-hf-widget="trainer" data-hf-config="{cfg}" id="trainer-{key}">'
        f'<div class="hf-widget__status" role="status" aria-live="polite"></div>'
        f'<div class="hf-widget__body"><p class="hf-fallback-note">{html.escape(fallback)}</p></div></div>'
    )
    # The nav names every game's trainer "Puzzle trainer"; the page's own
    # title (its browser tab, templates/main.html) names its game.
    name = say(title(trainers, key))
    front = f"---\nhf_title: {json.dumps(name, ensure_ascii=False)}\n---\n\n"
    heading = say(msg("Themes"))
    return f"{front}# {name}\n\n{how}\n\n{rating}\n\n{widget}\n\n## {heading}\n\n{themes}\n{others}"
