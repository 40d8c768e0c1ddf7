"""A distribution installed for a test only: a ``*.dist-info`` folder whose
entry points (the group ``hanafuda.games``) declare games, beside the
packages that hold them, in a folder the test puts on ``sys.path``.

:func:`write_distribution` writes ``hanafuda-relay-extra``: the package
``hf_relay_extra`` registers Relay (tests/core/relay_game.py) again under the
key ``relay-declared`` and carries a data file beside its code;
``hf_broken`` raises on its second line; ``hf_silent`` registers nothing.
"""

from __future__ import annotations

from pathlib import Path

DISTRIBUTION = "hanafuda-relay-extra"
KEY = "relay-declared"
MODULES = {
    "hf_relay_extra/__init__.py": (
        "import dataclasses\n\n"
        "from hanafuda_core import games\n"
        "from relay_game import RelayGame\n\n"
        "from .names import NAME\n\n\n"
        "class DeclaredRelay(RelayGame):\n"
        f"    info = dataclasses.replace(RelayGame.info, key={KEY!r}, name=NAME)\n\n\n"
        "GAME = games.register(DeclaredRelay())\n"
    ),
    "hf_relay_extra/names.py": "NAME = 'Relay (declared)'\n",
    "hf_relay_extra/rules/intro.md": "# Not code: stays out of the engine's wheel\n",
    "hf_broken/__init__.py": "X = 1\nraise RuntimeError('broken on purpose')\n",
    "hf_silent/__init__.py": "X = 1\n",
}
GAMES = {KEY: "hf_relay_extra", "broken": "hf_broken", "silent": "hf_silent"}


def write_distribution(root: Path) -> Path:
    """Write the distribution into the folder ``root`` (to put on ``sys.path``); returns ``root``."""
    for rel, source in MODULES.items():
        path = root / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(source, encoding="utf-8")
    info = root / f"{DISTRIBUTION.replace('-', '_')}-1.0.dist-info"
    info.mkdir(parents=True, exist_ok=True)
    (info / "METADATA").write_text(f"Metadata-Version: 2.1\nName: {DISTRIBUTION}\nVersion: 1.0\n", encoding="utf-8")
    (info / "entry_points.txt").write_text(
        "[hanafuda.games]\n" + "".join(f"{key} = {module}\n" for key, module in GAMES.items()), encoding="utf-8")
    return root
