"""The site build: generated content, vendored runtime, and authoring errors."""

from __future__ import annotations

import json
import re
import sys
import zipfile
from pathlib import Path

import pytest
import yaml

from hanafuda_core.deck import ALL_CARDS, CARDS

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "scripts"))

from sitegen import fences  # noqa: E402
from tests.conftest import build_site  # noqa: E402


def test_deck_page_draws_every_card(built_site):
    html = (built_site.directory / "deck" / "index.html").read_text()
    for c in CARDS:
        assert f'data-card="{c.code}"' in html
        assert c.name in html
    # The drill placeholder is there with its no-JavaScript fallback.
    assert 'data-hf-widget="name-that-card"' in html
    assert "needs JavaScript" in html


def test_no_external_urls_in_built_pages(built_site):
    for page in built_site.directory.rglob("*.html"):
        text = page.read_text()
        # Anything the browser loads by itself: src attributes and <link href> (links to
        # other sites that a reader may click are allowed).
        loaded = re.findall(r'\ssrc="(https?://[^"]+)"', text) + re.findall(r'<link[^>]*\shref="(https?://[^"]+)"', text)
        for url in loaded:
            assert url.startswith("http://127.0.0.1"), f"{page}: {url}"
        assert "fonts.googleapis" not in text and "fonts.gstatic" not in text


def test_runtime_is_vendored_with_a_matching_wheel(built_site):
    engine = built_site.directory / "assets" / "engine"
    manifest = json.loads((engine / "engine.json").read_text())
    wheel = engine / manifest["wheel"]
    assert wheel.exists()
    names = zipfile.ZipFile(wheel).namelist()
    assert "hanafuda_core/deck.pyc" in names and any(n.endswith("dist-info/RECORD") for n in names)
    pyodide = built_site.directory / "assets" / "pyodide"
    for name in ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip"):
        assert (pyodide / name).stat().st_size > 0
    assert manifest["pyodideFiles"] == ["pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip"]


def test_the_site_ships_the_trimmed_standard_library_and_no_lock_file(built_site):
    """The standard library is the one cut down to the engine's imports (tested in
    tests/pyodide/test_trimmed_stdlib.py), and the lock file's header travels in
    the manifest: Pyodide's package lock file (119 KB) is not shipped."""
    import sys

    sys.path.insert(0, str(ROOT / "scripts"))
    from sitegen.vendor import trimmed_stdlib

    PYODIDE_DIR = ROOT / "node_modules" / "pyodide"  # mkdocs.yml: the plugin's pyodide option

    pyodide = built_site.directory / "assets" / "pyodide"
    assert (pyodide / "python_stdlib.zip").read_bytes() == trimmed_stdlib(PYODIDE_DIR, ROOT / ".cache")[0]
    # what a browser downloads: the brotli copy, against Pyodide's own (deflated)
    # archive (0.23 of it at the best setting; 0.26 at the test builds' fast one)
    assert (pyodide / "python_stdlib.zip.br").stat().st_size < 0.3 * (PYODIDE_DIR / "python_stdlib.zip").stat().st_size
    assert not list(pyodide.glob("pyodide-lock.json*"))
    manifest = json.loads((built_site.directory / "assets" / "engine" / "engine.json").read_text())
    stock = json.loads((PYODIDE_DIR / "pyodide-lock.json").read_text())
    assert manifest["pyodideLock"] == {"info": stock["info"], "packages": {}}
    assert manifest["pyodideVersion"] == json.loads((ROOT / "package.json").read_text())["dependencies"]["pyodide"]


def test_vendored_wheel_records_every_file_and_carries_bytecode(built_site):
    import base64
    import hashlib

    engine = built_site.directory / "assets" / "engine"
    manifest = json.loads((engine / "engine.json").read_text())
    tag = manifest["bytecode"]
    assert tag == "cpython-" + "".join(manifest["pyodideVersion"].split(".")[0][:3])  # 314.x -> cpython-314
    with zipfile.ZipFile(engine / manifest["wheel"]) as zf:
        names = set(zf.namelist())
        record = next(n for n in names if n.endswith(".dist-info/RECORD"))
        rows = [line.split(",") for line in zf.read(record).decode().splitlines()]
        assert {r[0] for r in rows} == names
        for name, digest, size in rows:
            if name == record:
                continue
            data = zf.read(name)
            assert digest == "sha256=" + base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
            assert int(size) == len(data)
    # bytecode in place of every source (sourceless: the .pyc where the .py would be)
    # but the module that reads the installed distributions' entry points, whose place the
    # generated declarations of the games take (hanafuda_core/games/_declared.py, as source)
    from sitegen.build_wheel import GENERATED, INSTALLED

    from hanafuda_core import games

    # every module but the built-in game packages the site does not declare (the wheel leaves them out)
    dropped = tuple(f"hanafuda_core/games/{p.name}/" for p in (ROOT / "hanafuda_core" / "games").iterdir()
                    if (p / "__init__.py").is_file() and p.name not in games.declarations())
    sources = sorted({p.relative_to(ROOT).as_posix() for p in (ROOT / "hanafuda_core").rglob("*.py")
                      if not p.relative_to(ROOT).as_posix().startswith(dropped)} - {INSTALLED})
    assert sorted(n[:-1] for n in names if n.endswith(".pyc")) == sources
    assert [n for n in names if n.endswith(".py") or "__pycache__" in n] == [GENERATED]


# In Pyodide: import every module of the site's wheel and count the modules
# compiled from source (the wheel holds bytecode only, which is used only if
# its magic number is the interpreter's). A throwaway source-only module checks the counter.
_IMPORT_PROBE = """
import importlib, importlib.machinery, importlib.util, pathlib, pkgutil, sys, tempfile
compiled = []
_orig = importlib.machinery.SourceFileLoader.source_to_code
def _count(self, data, path, *args, **kwargs):
    compiled.append(path)
    return _orig(self, data, path, *args, **kwargs)
importlib.machinery.SourceFileLoader.source_to_code = _count
for name in [m for m in sys.modules if m == "hanafuda_core" or m.startswith("hanafuda_core.")]:
    del sys.modules[name]
import hanafuda_core
modules = ["hanafuda_core"] + [m.name for m in pkgutil.walk_packages(hanafuda_core.__path__, "hanafuda_core.")]
for name in modules:
    importlib.import_module(name)
engine_compiled = list(compiled)
probe = tempfile.mkdtemp()
pathlib.Path(probe, "hf_probe_module.py").write_text("X = 1\\n")
sys.path.insert(0, probe)
import hf_probe_module
pyc = hanafuda_core.deck.__file__
from hanafuda_core import notation, webapi
try:
    notation.parse_cards("not a card")
except Exception as err:
    lines = [frame.lineno for frame in __import__("traceback").extract_tb(err.__traceback__)]
result = {"modules": len(modules), "engine_compiled": engine_compiled, "probe_compiled": len(compiled) - len(engine_compiled),
          "magic_ok": pyc.endswith(".pyc") and pathlib.Path(pyc).read_bytes()[:4] == importlib.util.MAGIC_NUMBER,
          "function_doc": webapi.call.__doc__, "class_doc": webapi.ApiError.__doc__, "lines": lines}
"""


def test_engine_imports_from_its_bytecode_in_pyodide(built_site):
    from tests.pyodide.node_pyodide import run_runner

    engine = built_site.directory / "assets" / "engine"
    wheel = engine / json.loads((engine / "engine.json").read_text())["wheel"]
    expr = f"(lambda ns: (exec({_IMPORT_PROBE!r}, ns), ns['result'])[1])({{}})"
    proc = run_runner("--eval", expr, str(wheel))
    assert proc.returncode == 0, proc.stderr
    result = json.loads(proc.stdout.strip().splitlines()[-1])
    assert result["modules"] >= 20
    assert result["probe_compiled"] == 1  # the counter sees a source compile
    # only the generated declarations of the games, a few lines, are compiled from source
    assert [c.rsplit("site-packages/", 1)[-1] for c in result["engine_compiled"]] == ["hanafuda_core/games/_declared.py"]
    assert result["magic_ok"]
    # slimmed: functions lose their docstrings, classes keep theirs (a goal's
    # description is its class's), tracebacks keep their line numbers
    assert result["function_doc"] is None
    assert result["class_doc"]
    assert len(result["lines"]) >= 2 and all(isinstance(n, int) and n > 0 for n in result["lines"])


def test_wheel_is_reproducible():
    from sitegen.build_wheel import wheel_bytes

    assert wheel_bytes() == wheel_bytes()


def test_cards_fence_renders_svg():
    out = fences.render_page("Text\n\n```cards caption=\"Two\"\n1B moon\n```\n")
    assert re.findall(r"data-card=\"(\w+)\"", out) == ["1B", "8B"]
    assert "<figcaption>Two</figcaption>" in out


def test_other_fences_are_left_alone():
    src = "```python\nprint('1B 13A')\n```\n"
    assert fences.render_page(src) == src


@pytest.mark.parametrize(
    "page, line, message",
    [
        ("# T\n\n```cards\n1B 13A\n```\n", 4, "the month must be 1 to 12"),
        ("# T\n\n```cards\n1B 2A\n3R 1B\n```\n", 5, "appears twice"),
        ("# T\n\n```cards\n```\n", 3, "empty 'cards' fence"),
        ("# T\n\n```cards\n1B\n", 3, "never closed"),
        ("# T\n\n```hanafuda-table\nno-such-table\n```\n", 3, "unknown table 'no-such-table'"),
        ("# T\n\n```widget\nno-such-widget\n```\n", 3, "unknown widget"),
    ],
)
def test_fence_errors_name_the_line(page, line, message):
    with pytest.raises(fences.FenceError) as info:
        fences.render_page(page)
    assert info.value.line == line
    assert message in str(info.value)


def test_bad_card_fails_the_real_build_with_page_and_line(tmp_path):
    """This project's configuration (its theme, Markdown extensions and plugin),
    built by MkDocs on a page of its own with a wrong card: the build fails
    naming the page, the line and the month's cards.  (The games' sections are
    left out: the page's fence is what is built and judged.)"""
    docs = tmp_path / "docs"
    docs.mkdir()
    (docs / "index.md").write_text("# Home\n")
    (docs / "broken.md").write_text("---\ntitle: Broken\n---\n# Broken\n\nSome text.\n\n```cards\n1B 2B\n```\n")
    from tests.conftest import project_config

    config = project_config()
    config["docs_dir"] = str(docs)
    for key in ("nav", "not_in_nav"):
        config.pop(key, None)
    for plugin in config["plugins"]:
        if isinstance(plugin, dict) and "hanafuda" in plugin:
            plugin["hanafuda"]["sections"] = []
    cfg = tmp_path / "mkdocs.yml"
    cfg.write_text(yaml.safe_dump(config, allow_unicode=True))
    result = build_site(tmp_path / "site", "http://127.0.0.1:1/", config=cfg)
    assert result.returncode != 0
    out = result.stdout + result.stderr
    assert "docs/broken.md:9:" in out, out
    assert "the February cards are 2A 2R 2C1 2C2" in out


def test_cards_refer_to_one_cached_sprite_of_faces(built_site):
    import xml.etree.ElementTree as ET

    (folder,) = list((built_site.directory / "assets" / "cards").iterdir())
    assert {f.name for f in folder.iterdir()} == {"cards.svg", "cards.svg.br", "cards.svg.gz"}
    sprite = ET.fromstring((folder / "cards.svg").read_text())
    assert [s.get("id") for s in sprite] == [f"card-{c.code}" for c in ALL_CARDS]
    deck = (built_site.directory / "deck" / "index.html").read_text()
    assert f'aria-label="{CARDS[0].label}" data-card="1B"' in deck
    assert f'<use xlink:href="../assets/cards/{folder.name}/cards.svg#card-1B"/>' in deck
    home = (built_site.directory / "index.html").read_text()
    assert f'xlink:href="assets/cards/{folder.name}/cards.svg#card-8B"' in home
    assert "@@hf-cards@@" not in deck + home
    manifest = json.loads((built_site.directory / "assets" / "engine" / "engine.json").read_text())
    assert manifest["cards"] == f"../cards/{folder.name}/"
