"""Assets the browser runtime needs, copied into the built site.

* Pyodide, from the pinned npm package in node_modules (never from a CDN),
  with its standard library cut down to what the engine imports
  (scripts/trim_stdlib.py: 0.73 MB with brotli instead of 2.5 MB) and
  without its package lock file (the engine installs no Pyodide package;
  the manifest carries the lock file's ``info`` for ``loadPyodide``).
* The hanafuda_core wheel, built from the working tree, with its bytecode
  compiled by that same Pyodide (so the browser imports the engine without
  compiling it), under a content-hashed folder so browsers never run a
  stale engine.
* The card faces, one small SVG file each, under a content-hashed folder.
* ``engine.json``, the manifest the runtime reads to find them all.
"""

from __future__ import annotations

import hashlib
import json
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "scripts"))

from build_wheel import wheel_bytes  # noqa: E402

PYODIDE_DIR = ROOT / "node_modules" / "pyodide"
COMPILER = ROOT / "scripts" / "compile_engine.mjs"
BYTECODE_CACHE = ROOT / ".cache" / "engine-bytecode"
TRIMMER = ROOT / "scripts" / "trim_stdlib.py"
# Copied as they are from the npm package.
PYODIDE_FILES = (
    "pyodide.mjs",
    "pyodide.asm.mjs",
    "pyodide.asm.wasm",
)
# Written by the build: the trimmed standard library (engine_bytecode()).
STDLIB = "python_stdlib.zip"


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
    for stale in ("pyodide-lock.json",):  # left by an older build into the same folder
        for old in target.glob(stale + "*"):
            old.unlink()
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


def _compile_bytecode(wheel_name: str, wheel: bytes, out: Path) -> dict:
    node = shutil.which("node")
    if node is None:
        raise VendorError("`node` is not on PATH: the build compiles the engine with the vendored Pyodide "
                          "under Node.js. Install Node.js and run `npm ci` (scripts/setup.sh does both).")
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / wheel_name
        path.write_bytes(wheel)
        try:
            proc = subprocess.run([node, str(COMPILER), str(path), str(out)], cwd=ROOT, capture_output=True,
                                  text=True, timeout=600)
        except subprocess.TimeoutExpired:
            raise VendorError(f"{COMPILER.name} did not finish in 600 s") from None
    if proc.returncode != 0:
        raise VendorError(f"{COMPILER.name} failed (exit {proc.returncode}):\n{proc.stderr.strip() or proc.stdout.strip()}")
    return json.loads(proc.stdout.strip().splitlines()[-1])


def _compile_into(entry: Path, key: str, wheel_name: str, wheel: bytes) -> None:
    if not (entry / "info.json").is_file() or not (entry / STDLIB).is_file():
        staging = Path(tempfile.mkdtemp(prefix=f"{key}.", dir=BYTECODE_CACHE))
        try:
            info = _compile_bytecode(wheel_name, wheel, staging)
            (staging / "info.json").write_text(json.dumps(info, indent=1))
            for old in BYTECODE_CACHE.iterdir():  # keep one entry: the cache only serves the next build
                if old != staging:
                    shutil.rmtree(old, ignore_errors=True)
            os.replace(staging, entry)
        finally:
            shutil.rmtree(staging, ignore_errors=True)


def engine_bytecode(wheel_name: str, wheel: bytes) -> tuple[dict[str, bytes], dict]:
    """The engine's .pyc files for the vendored Pyodide: ``({path in wheel: bytes}, info)``.

    Compiling starts Pyodide under Node (a few seconds), so the result is
    kept in .cache/ under a key made of the wheel, the Pyodide version and
    the compiler script; a build with unchanged code reuses it.  Builds and
    test workers running at once take turns (a lock file): one compiles, the
    others reuse its result."""
    import fcntl

    entry = _cache_entry(wheel_name, wheel)
    key = entry.name
    BYTECODE_CACHE.mkdir(parents=True, exist_ok=True)
    with open(BYTECODE_CACHE.parent / "engine-bytecode.lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        _compile_into(entry, key, wheel_name, wheel)
    info = json.loads((entry / "info.json").read_text())
    files = {rel: (entry / rel).read_bytes() for rel in info["files"]}
    tag = info["cacheTag"]
    missing = [
        p.relative_to(ROOT).as_posix() for p in sorted((ROOT / "hanafuda_core").rglob("*.py"))
        if (p.parent / "__pycache__" / f"{p.stem}.{tag}.pyc").relative_to(ROOT).as_posix() not in files
    ]
    if missing:
        raise VendorError(f"no bytecode was compiled for {', '.join(missing)}")
    return files, info


def trimmed_stdlib() -> tuple[bytes, dict]:
    """The site's standard library archive for the engine of the working tree, and its
    description ``{"modules": [...], "size": n}`` (built with the bytecode, cached alike)."""
    name, plain = wheel_bytes()
    _, info = engine_bytecode(name, plain)
    return (_cache_entry(name, plain) / STDLIB).read_bytes(), info["stdlib"]


def _cache_entry(wheel_name: str, wheel: bytes) -> Path:
    key = hashlib.sha256(wheel + pyodide_version().encode() + COMPILER.read_bytes()
                         + TRIMMER.read_bytes()).hexdigest()[:16]
    return BYTECODE_CACHE / key


def lockfile_info() -> dict:
    """The ``info`` of the pinned Pyodide's lock file (ABI, platform, Python version)."""
    return json.loads((PYODIDE_DIR / "pyodide-lock.json").read_text())["info"]


def write_engine(site_dir: Path, cards: str) -> dict:
    name, plain = wheel_bytes()
    bytecode, info = engine_bytecode(name, plain)
    shutil.copyfile(_cache_entry(name, plain) / STDLIB, site_dir / "assets" / "pyodide" / STDLIB)
    # Stored, not deflated: the site serves the wheel brotli-compressed as a whole
    # (precompress.py), far smaller than a zip of separately deflated files.
    name, data = wheel_bytes(bytecode, stored=True)
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
        "pyodideFiles": [*PYODIDE_FILES, STDLIB],
        # loadPyodide({lockFileContents}): no package is loaded from the lock file,
        # so the site ships none and the worker passes this instead.
        "pyodideLock": {"info": lockfile_info(), "packages": {}},
        "stdlibModules": len(info["stdlib"]["modules"]),
        "cards": "../" + cards.split("assets/", 1)[1] + "/",
        "pyodideVersion": pyodide_version(),
        "bytecode": info["cacheTag"],
    }
    (engine_dir / "engine.json").write_text(json.dumps(manifest, indent=1))
    return manifest


def vendor(site_dir: str | Path) -> dict:
    site = Path(site_dir)
    copy_pyodide(site)
    return write_engine(site, write_cards(site))
