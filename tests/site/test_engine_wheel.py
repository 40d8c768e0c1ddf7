"""The engine's wheel carries the games the site selected (scripts/sitegen/build_wheel.py):
hanafuda_core without the other built-in games' packages, the package of a game
from another distribution, the generated declarations, and nothing but .py files."""

from __future__ import annotations

import io
import sys
import zipfile
from pathlib import Path

import pytest

from hanafuda_core import games

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "scripts"))
sys.path.insert(0, str(ROOT / "tests" / "core"))

from declared_game import KEY, write_distribution  # noqa: E402
from sitegen.build_wheel import GENERATED, wheel_bytes  # noqa: E402


def _members(games_selected) -> tuple[dict[str, bytes], list[str], dict]:
    """The wheel's files (but its dist-info), its top-level packages, and its generated declarations."""
    _, data = wheel_bytes(games=games_selected)
    with zipfile.ZipFile(io.BytesIO(data)) as zf:
        files = {n: zf.read(n) for n in zf.namelist()}
    info = {n.rpartition("/")[2]: files.pop(n) for n in list(files) if ".dist-info/" in n}
    declared: dict = {}
    exec(files[GENERATED], declared)
    return files, info["top_level.txt"].decode().split(), declared


def test_the_wheel_carries_the_selected_built_in_games_only():
    files, tops, declared = _members(("koikoi",))
    assert "hanafuda_core/games/koikoi/__init__.py" in files and "hanafuda_core/families/capture/__init__.py" in files
    assert not [n for n in files if n.startswith("hanafuda_core/games/poka/")]
    assert declared["GAMES"] == {"koikoi": "hanafuda_core.games.koikoi"}
    assert "hanafuda_core/games/installed.py" not in files  # the frozen declarations take its place
    assert tops == ["hanafuda_core"] and all(n.endswith(".py") for n in files)
    assert not (ROOT / GENERATED).exists()
    with pytest.raises(ValueError, match="no game is declared as 'nope'"):
        wheel_bytes(games=("koikoi", "nope"))


def test_the_wheel_carries_a_game_from_another_distribution(tmp_path, monkeypatch):
    monkeypatch.syspath_prepend(str(write_distribution(tmp_path)))
    games.rescan()
    try:
        files, tops, declared = _members(("poka", KEY))
    finally:
        monkeypatch.undo()
        games.rescan()
    assert tops == ["hanafuda_core", "hf_relay_extra"]
    assert {n for n in files if not n.startswith("hanafuda_core/")} == {"hf_relay_extra/__init__.py",
                                                                        "hf_relay_extra/names.py"}
    assert declared["GAMES"] == {"poka": "hanafuda_core.games.poka", KEY: "hf_relay_extra"}
    assert "hf_relay_extra" not in sys.modules  # found, not imported


def test_the_cache_keeps_the_engines_of_several_choices_of_games(tmp_path, monkeypatch):
    """Each choice of games has its own compiled engine; the cache keeps the
    most recently used ones (a site of one game does not evict the next site's
    two), and drops the least recently used past ``KEPT_ENGINES``."""
    from sitegen import vendor

    compiled: list[str] = []

    def fake_compiler(wheel_name, wheel, out, pyodide_dir, running=None):
        compiled.append(wheel_name)
        (out / "m.pyc").write_bytes(b"")
        (out / vendor.STDLIB).write_bytes(b"")
        return {"files": ["m.pyc"]}

    monkeypatch.setattr(vendor, "_compile_bytecode", fake_compiler)

    def wheel(n: int) -> bytes:
        buf = io.BytesIO()
        with zipfile.ZipFile(buf, "w") as zf:
            zf.writestr("m.py", f"N = {n}\n")
        return buf.getvalue()

    pyodide = ROOT / "node_modules" / "pyodide"
    for n in range(vendor.KEPT_ENGINES):
        vendor.compiled_engine(f"w{n}", wheel(n), pyodide, tmp_path)
    vendor.compiled_engine("w0", wheel(0), pyodide, tmp_path)  # used again: now the most recent
    assert compiled == [f"w{n}" for n in range(vendor.KEPT_ENGINES)]
    vendor.compiled_engine("new", wheel(99), pyodide, tmp_path)  # one more: the least recent (w1) goes
    vendor.compiled_engine("w0", wheel(0), pyodide, tmp_path)
    vendor.compiled_engine("w2", wheel(2), pyodide, tmp_path)
    vendor.compiled_engine("w1", wheel(1), pyodide, tmp_path)
    assert compiled[vendor.KEPT_ENGINES:] == ["new", "w1"]
    assert len(list((tmp_path / "engine-bytecode").iterdir())) == vendor.KEPT_ENGINES


def test_a_variant_brings_the_modules_of_the_game_it_derives_from():
    """Isuri subclasses Hiyoko: a site of Isuri alone gets Hiyoko's modules too, and no other game's."""
    files, _, declared = _members(("isuri",))
    in_wheel = {n.split("/")[2] for n in files if n.startswith("hanafuda_core/games/") and n.count("/") > 2}
    assert in_wheel == {"isuri", "hiyoko"} and declared["GAMES"] == {"isuri": "hanafuda_core.games.isuri"}


def test_the_games_a_package_imports_are_read_from_its_import_statements(tmp_path):
    """Relative and absolute imports of a built-in game's modules, as a variant in
    this project or a game from another distribution writes them."""
    from sitegen.build_wheel import _games_imported

    (tmp_path / "a.py").write_text("from ..hiyoko.game import HiyokoGame\nfrom .. import poka\n")
    (tmp_path / "b.py").write_text("import hanafuda_core.games.koikoi as kk\n"
                                   "from hanafuda_core.games.hanahuda import (\n    engine,\n)\n"
                                   "from hanafuda_core.games import isuri  # the text after is ignored\n")
    files = [("hanafuda_core/games/mine/a.py", tmp_path / "a.py"), ("other/b.py", tmp_path / "b.py")]
    builtin = {"hiyoko", "poka", "koikoi", "hanahuda", "isuri"}
    assert _games_imported(files, builtin) == builtin
