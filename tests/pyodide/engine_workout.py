"""Run inside Pyodide on the site's trimmed standard library ALONE
(tests/pyodide/test_trimmed_stdlib.py): everything the browser's worker asks
of the engine, and more, so that a module missing from the archive fails here.

Executed with ``exec`` by ``run_core_tests.mjs --eval``; leaves ``RESULT``.
"""

import importlib
import json
import pkgutil
import sys

import hanafuda_core
from hanafuda_core import games, webapi
from hanafuda_core.rng import Rng

MODULES = sorted(m.name for m in pkgutil.walk_packages(hanafuda_core.__path__, "hanafuda_core."))
for _name in MODULES:
    importlib.import_module(_name)


def call(name, **args):
    reply = json.loads(webapi.call(name, json.dumps(args)))
    if not reply.get("ok"):
        raise AssertionError(f"{name}({args}) -> {reply}")
    return reply["result"]


def match(game, seed):
    """A whole match between computer players, through the shared Game interface."""
    m = game.new_match(None, Rng(seed), game.info.seat_counts[0])
    rng = Rng(seed)
    moves = 0
    while True:
        pos = m.position
        while game.to_move(pos) is not None:
            game.push(pos, game.computer.choose(pos, rng))
            moves += 1
        if game.match_over(m):
            return moves
        m.next_round()


call("configure", cardBase="../cards/")
played = {}
for g in call("games"):
    key = g["key"]
    game = games.get(key)
    played[key] = {"moves": match(game, 7), "tables": len(game.site.tables())}
    call("play.options", game=key)
    new = call("play.new", game=key, seed=11)
    sid = new["session"]
    for _ in range(6):  # the computer's moves and the learner's hints, as on a play page
        call("play.hint", session=sid)
        call("play.computer", session=sid)
        call("play.view", session=sid)
    call("play.restore", saved=new["saved"], game=key)
question = call("drill.name-that-card.question", seed=3)
call("cards.svg", cards="1B 3B 8B")
errors = json.loads(webapi.call("no.such.endpoint", "{}"))  # the error path formats its reply too

RESULT = {
    "platform": sys.platform,
    "modules": MODULES,
    "games": played,
    "question": sorted(question),
    "error": errors.get("ok"),
    "archives": sorted({m.__file__.split(".zip/", 1)[0] + ".zip" for m in list(sys.modules.values())
                        if ".zip/" in (getattr(m, "__file__", None) or "")}),
    "path": [p for p in sys.path if p.endswith(".zip")],
}
