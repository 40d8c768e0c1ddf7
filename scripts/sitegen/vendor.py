"""Assets the browser runtime needs, copied into the built site.

* Pyodide, from the pinned npm package in node_modules (never from a CDN).
* The hanafuda_core wheel, built from the working tree, under a
  content-hashed folder so browsers never run a stale engine.
* The card faces, one small SVG file each, under a content-hashed folder.
* ``engine.json``, the manifest the runtime reads to find them all.
"""

from __future__ import annotations

import hashlib
import json
import shutil
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "scripts"))

from build_wheel import wheel_bytes  # noqa: E402

PYODIDE_DIR = ROOT / "node_modules" / "pyodide"
PYODIDE_FILES = (
    "pyodide.mjs",
    "pyodide.asm.mjs",
    "pyodide.asm.wasm",
    "python_stdlib.zip",
    "pyodide-lock.json",
)


class VendorError(RuntimeError):
    pass


def pyodide_version() -> str:
    pkg = PYODIDE_DIR / "package.json"
    if not pkg.exists():
        raise VendorError(
            f"Pyodide is not installed ({pkg} is missing). Run `npm ci` in {ROOT} "
            "(the README's commands do this for you)."
        )
    return json.loads(pkg.read_text())["version"]


def copy_pyodide(site_dir: Path) -> Path:
    version = pyodide_version()
    target = site_dir / "assets" / "pyodide"
    target.mkdir(parents=True, exist_ok=True)
    for name in PYODIDE_FILES:
        src = PYODIDE_DIR / name
        if not src.exists():
            raise VendorError(f"{src} is missing from the pyodide {version} package; run `npm ci`.")
        dst = target / name
        if not dst.exists() or dst.stat().st_size != src.stat().st_size or dst.stat().st_mtime < src.stat().st_mtime:
            shutil.copy2(src, dst)
    return target


def write_cards(site_dir: Path) -> str:
    from sitegen.cardrender import card_folder

    folder, files = card_folder()
    target = site_dir / folder
    if target.parent.exists():
        for old in target.parent.iterdir():
            if old != target:
                shutil.rmtree(old)
    target.mkdir(parents=True, exist_ok=True)
    for name, content in files.items():
        (target / name).write_text(content, encoding="utf-8")
    return folder


def write_engine(site_dir: Path, cards: str) -> dict:
    name, data = wheel_bytes()
    digest = hashlib.sha256(data).hexdigest()[:12]
    engine_dir = site_dir / "assets" / "engine"
    if engine_dir.exists():
        shutil.rmtree(engine_dir)
    (engine_dir / digest).mkdir(parents=True)
    (engine_dir / digest / name).write_bytes(data)
    manifest = {
        "wheel": f"{digest}/{name}",
        "sha256": hashlib.sha256(data).hexdigest(),
        "pyodide": "../pyodide/",
        "cards": "../" + cards.split("assets/", 1)[1] + "/",
        "pyodideVersion": pyodide_version(),
    }
    (engine_dir / "engine.json").write_text(json.dumps(manifest, indent=1))
    return manifest


def vendor(site_dir: str | Path) -> dict:
    site = Path(site_dir)
    copy_pyodide(site)
    return write_engine(site, write_cards(site))
