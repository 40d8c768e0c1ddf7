"""Assets the browser runtime needs, copied into the built site.

* Pyodide, from a local copy of the npm package (the plugin's ``pyodide``
  option, node_modules/pyodide by default; never from a CDN), with its
  standard library cut down to what the engine imports (trim_stdlib.py,
  next to this file: 0.73 MB with brotli instead of 2.5 MB) and without its
  package lock file (the engine installs no Pyodide package; the manifest
  carries the lock file's ``info`` for ``loadPyodide``).
* The hanafuda_core wheel, built from the working tree with the games the
  site selected (build_wheel.py: ``games``, every declared game by default), as bytecode
  compiled by that same Pyodide (so the browser imports the engine without
  compiling it; no sources: 0.32 MB with brotli instead of 0.62 MB), under a content-hashed folder so browsers never run a
  stale engine.
* The card faces, one small SVG file each, under a content-hashed folder.
* Each language's compiled catalog of the engine's messages, under a
  content-hashed name (a page fetches its own language's only).
* ``engine.json``, the manifest the runtime reads to find them all.

What runs in parallel: the plugin starts compiling the engine when the build
starts (:class:`EngineJob`: a thread waiting on the Node process), so that it
runs while the pages are built, and collects it in on_post_build
(:func:`vendor`).  Builds running at once take turns on the cache entry (a
lock file, :func:`compiled_engine`).
"""

from __future__ import annotations

import hashlib
import io
import json
import os
import shutil
import subprocess
import tempfile
import threading
import zipfile
from dataclasses import dataclass
from pathlib import Path

from .build_wheel import GENERATED, compiled_for, wheel_bytes, wheel_sources

HERE = Path(__file__).resolve().parent
COMPILER = HERE / "compile_engine.mjs"
TRIMMER = HERE / "trim_stdlib.py"
# Copied as they are from the npm package.
PYODIDE_FILES = (
    "pyodide.mjs",
    "pyodide.asm.mjs",
    "pyodide.asm.wasm",
)
# Written by the build: the trimmed standard library (compiled_engine()).
STDLIB = "python_stdlib.zip"


class VendorError(RuntimeError):
    pass


def pyodide_version(pyodide_dir: Path) -> str:
    pkg = Path(pyodide_dir) / "package.json"
    if not pkg.exists():
        raise VendorError(
            f"Pyodide is not installed ({pkg} is missing). Run `npm ci` "
            "(the README's commands do this for you), or point the hanafuda plugin's "
            "`pyodide` option at a folder holding the npm package pyodide."
        )
    return json.loads(pkg.read_text())["version"]


def copy_pyodide(site_dir: Path, pyodide_dir: Path) -> Path:
    version = pyodide_version(pyodide_dir)
    target = site_dir / "assets" / "pyodide"
    target.mkdir(parents=True, exist_ok=True)
    for stale in ("pyodide-lock.json",):  # left by an older build into the same folder
        for old in target.glob(stale + "*"):
            old.unlink()
    for name in PYODIDE_FILES:
        src = Path(pyodide_dir) / name
        if not src.exists():
            raise VendorError(f"{src} is missing from the pyodide {version} package; run `npm ci`.")
        dst = target / name
        if not dst.exists() or dst.stat().st_size != src.stat().st_size or dst.stat().st_mtime < src.stat().st_mtime:
            shutil.copy2(src, dst)
    return target


def write_cards(site_dir: Path) -> str:
    from .cardrender import card_folder

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


def _compile_bytecode(wheel_name: str, wheel: bytes, out: Path, pyodide_dir: Path,
                      running: list | None = None) -> dict:
    """Run the compiler under Node; ``running`` (a list) is given its process
    while it runs, so that a failed build can stop it (:class:`EngineJob`)."""
    node = shutil.which("node")
    if node is None:
        raise VendorError("`node` is not on PATH: the build compiles the engine with the vendored Pyodide "
                          "under Node.js. Install Node.js and run `npm ci` (scripts/setup.sh does both).")
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / wheel_name
        path.write_bytes(wheel)
        with subprocess.Popen([node, str(COMPILER), str(path), str(out), str(Path(pyodide_dir).resolve())],
                              cwd=tmp, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True) as proc:
            if running is not None:
                running.append(proc)
            try:
                stdout, stderr = proc.communicate(timeout=600)
            except subprocess.TimeoutExpired:
                proc.kill()
                proc.communicate()
                raise VendorError(f"{COMPILER.name} did not finish in 600 s") from None
            finally:
                if running is not None:
                    running.remove(proc)
    if proc.returncode != 0:
        raise VendorError(f"{COMPILER.name} failed (exit {proc.returncode}):\n{stderr.strip() or stdout.strip()}")
    return json.loads(stdout.strip().splitlines()[-1])


def _cache_key(wheel: bytes, pyodide_dir: Path) -> str:
    return hashlib.sha256(wheel + pyodide_version(pyodide_dir).encode() + COMPILER.read_bytes()
                          + TRIMMER.read_bytes()).hexdigest()[:16]


KEPT_ENGINES = 8
"""Compiled engines kept in the cache, the most recently used: one per choice of
games (this machine's sites, a test suite's host sites), about 4 MB each."""


def _compile_into(entry: Path, wheel_name: str, wheel: bytes, pyodide_dir: Path, running: list | None) -> None:
    bytecode_cache = entry.parent
    if (entry / "info.json").is_file() and (entry / STDLIB).is_file():
        os.utime(entry)  # used now: the last to go
        return
    staging = Path(tempfile.mkdtemp(prefix=f"{entry.name}.", dir=bytecode_cache))
    try:
        info = _compile_bytecode(wheel_name, wheel, staging, pyodide_dir, running)
        (staging / "info.json").write_text(json.dumps(info, indent=1))
        others = sorted((p for p in bytecode_cache.iterdir() if p != staging),
                        key=lambda p: p.stat().st_mtime, reverse=True)
        for old in others[KEPT_ENGINES - 1:]:  # the least recently used (and any staging left by a killed build)
            shutil.rmtree(old, ignore_errors=True)
        os.replace(staging, entry)
    finally:
        shutil.rmtree(staging, ignore_errors=True)


def compiled_engine(wheel_name: str, wheel: bytes, pyodide_dir: Path, cache_dir: Path | None = None,
                    running: list | None = None) -> tuple[dict[str, bytes], dict, bytes]:
    """The engine's .pyc files for the vendored Pyodide and the site's standard
    library: ``({path in wheel: bytes}, info, python_stdlib.zip)``.

    Compiling starts Pyodide under Node (a few seconds), so the result is
    kept in the cache folder (``<cache_dir>/engine-bytecode``) under a key made
    of the wheel, the Pyodide version, the compiler and the trimmer; a build
    with unchanged code reuses it.  Builds and test workers running at once
    take turns (a lock file): one compiles, the others reuse its result.
    Without a cache folder it is compiled in a temporary one.  ``running``:
    see :func:`_compile_bytecode`.  Every ``.py`` file of the wheel (whatever
    its top-level package) gets its ``.pyc``."""
    import fcntl

    if cache_dir is None:
        with tempfile.TemporaryDirectory() as tmp:
            return compiled_engine(wheel_name, wheel, pyodide_dir, Path(tmp), running)
    bytecode_cache = Path(cache_dir) / "engine-bytecode"
    bytecode_cache.mkdir(parents=True, exist_ok=True)
    entry = bytecode_cache / _cache_key(wheel, pyodide_dir)
    with open(Path(cache_dir) / "engine-bytecode.lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        _compile_into(entry, wheel_name, wheel, pyodide_dir, running)
        info = json.loads((entry / "info.json").read_text())
        files = {rel: (entry / rel).read_bytes() for rel in info["files"]}
        stdlib = (entry / STDLIB).read_bytes()
    with zipfile.ZipFile(io.BytesIO(wheel)) as zf:
        missing = [name for name in zf.namelist() if name.endswith(".py") and name + "c" not in files]
    if missing:
        raise VendorError(f"no bytecode was compiled for {', '.join(missing)}")
    return files, info, stdlib


def engine_bytecode(wheel_name: str, wheel: bytes, pyodide_dir: Path,
                    cache_dir: Path | None = None) -> tuple[dict[str, bytes], dict]:
    """The engine's .pyc files for the vendored Pyodide: ``({path in wheel: bytes}, info)``."""
    files, info, _ = compiled_engine(wheel_name, wheel, pyodide_dir, cache_dir)
    return files, info


def trimmed_stdlib(pyodide_dir: str | Path, cache_dir: str | Path | None = None,
                   games: tuple[str, ...] | None = None) -> tuple[bytes, dict]:
    """The site's standard library archive for the engine of the working tree with
    the ``games`` selected (None: every declared game), and its description
    ``{"modules": [...], "size": n}`` (built with the bytecode, cached alike)."""
    name, plain = wheel_bytes(games=compiled_for(games))
    _, info, stdlib = compiled_engine(name, plain, Path(pyodide_dir), Path(cache_dir) if cache_dir else None)
    return stdlib, info["stdlib"]


def lockfile_info(pyodide_dir: Path) -> dict:
    """The ``info`` of the pinned Pyodide's lock file (ABI, platform, Python version)."""
    return json.loads((Path(pyodide_dir) / "pyodide-lock.json").read_text())["info"]


@dataclass(frozen=True)
class Engine:
    """The engine as the site ships it: ``info`` and ``stdlib`` from
    :func:`compiled_engine`, and the site's wheel (``wheel_name``, ``wheel``)."""

    info: dict
    stdlib: bytes
    wheel_name: str
    wheel: bytes


def site_engine(pyodide_dir: Path, cache_dir: Path | None = None, running: list | None = None,
                games: tuple[str, ...] | None = None) -> Engine:
    """The engine of the working tree with the ``games`` selected (None: every
    declared game), compiled for the site (:func:`compiled_engine`)."""
    name, plain = wheel_bytes(games=compiled_for(games))
    bytecode, info, stdlib = compiled_engine(name, plain, pyodide_dir, cache_dir, running)
    # Bytecode in place of the sources (compile_engine.mjs), of the site's own
    # modules only. Stored, not deflated: the site serves the wheel brotli-compressed
    # as a whole (precompress.py), far smaller than a zip of separately deflated files.
    own = {rel + "c" for rel, _ in wheel_sources(games)[0] if rel != GENERATED}
    name, data = wheel_bytes({rel: pyc for rel, pyc in bytecode.items() if rel in own}, stored=True,
                             sources=False, games=games)
    return Engine(info, stdlib, name, data)


class _Processes:
    """The compiler's running processes (``running`` of :func:`_compile_bytecode`);
    once stopped, a process started later is stopped at once."""

    def __init__(self):
        self._lock = threading.Lock()
        self._procs: list = []
        self._stopped = False

    def append(self, proc) -> None:
        with self._lock:
            self._procs.append(proc)
            if self._stopped:
                proc.kill()

    def remove(self, proc) -> None:
        with self._lock:
            self._procs.remove(proc)

    def stop(self) -> None:
        with self._lock:
            self._stopped = True
            for proc in self._procs:
                proc.kill()


class EngineJob:
    """:func:`site_engine` on a thread of its own, started when the build starts
    (the plugin's on_config) and collected when the site's files are written
    (:meth:`result`), so that compiling under Node (half a minute on a loaded
    machine) runs while the pages are built.  ``then(engine)`` runs on that
    thread once the engine is ready (the plugin starts its compressed copies).
    :meth:`cancel` stops the compiler of a build that failed.  ``games``: the
    games the site selected (None: every declared game)."""

    def __init__(self, pyodide_dir: Path, cache_dir: Path | None = None, then=None,
                 games: tuple[str, ...] | None = None):
        from concurrent.futures import Future

        self._running = _Processes()
        self._future: Future = Future()
        self._args = (Path(pyodide_dir), Path(cache_dir) if cache_dir else None)
        self._then = then
        self._games = tuple(games) if games is not None else None
        self._thread = threading.Thread(target=self._run, name="engine-bytecode", daemon=True)
        self._thread.start()

    def _run(self) -> None:
        try:
            engine = site_engine(*self._args, self._running, games=self._games)
            if self._then is not None:
                self._then(engine)
            self._future.set_result(engine)
        except BaseException as e:  # raised again by result()
            self._future.set_exception(e)

    def result(self) -> Engine:
        return self._future.result()

    def cancel(self) -> None:
        self._running.stop()
        # A moment for the thread to clear its staging folder from the cache
        # (it may be waiting for another build's compiler: not for long).
        self._thread.join(timeout=2)


def write_engine(site_dir: Path, cards: str, pyodide_dir: Path, cache_dir: Path | None = None,
                 engine: Engine | None = None, games: tuple[str, ...] | None = None) -> dict:
    """Write the standard library, the engine's wheel, its catalogs and its
    manifest; ``engine``: the one compiled already (compiled now when None),
    with the ``games`` selected (every declared game when None)."""
    engine = engine or site_engine(pyodide_dir, cache_dir, games=games)
    info, name, data = engine.info, engine.wheel_name, engine.wheel
    (site_dir / "assets" / "pyodide" / STDLIB).write_bytes(engine.stdlib)
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
        "pyodideLock": {"info": lockfile_info(pyodide_dir), "packages": {}},
        "stdlibModules": len(info["stdlib"]["modules"]),
        "cards": "../" + cards.split("assets/", 1)[1] + "/",
        "pyodideVersion": pyodide_version(pyodide_dir),
        "bytecode": info["cacheTag"],
        "catalogs": write_catalogs(engine_dir, games),
    }
    (engine_dir / "engine.json").write_text(json.dumps(manifest, indent=1))
    return manifest


def write_catalogs(engine_dir: Path, games: tuple[str, ...] | None = None) -> dict[str, dict[str, str]]:
    """Each language's compiled catalog of the engine's messages
    (:mod:`.catalogs`), in parts: the shared messages and each game's (of
    ``games``; every declared game when None), each under a content-hashed
    name in ``locale/``.  The worker of a page fetches its language's shared
    part and the parts of the page's games, and no other.  Returns
    ``{code: {part: path}}`` for the manifest."""
    from . import catalogs

    out: dict[str, dict[str, str]] = {}
    (engine_dir / "locale").mkdir(exist_ok=True)
    for code in catalogs.languages():
        out[code] = {}
        for part, data in catalogs.split(code, games).items():
            name = f"{code}-{part}.{hashlib.sha256(data).hexdigest()[:12]}.mo"
            (engine_dir / "locale" / name).write_bytes(data)
            out[code][part] = f"locale/{name}"
    return out


def vendor(site_dir: str | Path, pyodide_dir: str | Path, cache_dir: str | Path | None = None,
           engine: EngineJob | None = None, games: tuple[str, ...] | None = None) -> dict:
    """Copy Pyodide (from the local folder ``pyodide_dir``), the engine and the
    cards into the site; ``cache_dir`` keeps the compiled engine between builds;
    ``engine``: the compiling started when the build started (with the same
    games); else it is compiled now; ``games``: the games selected (None:
    every declared game), whose catalogs are written."""
    site = Path(site_dir)
    copy_pyodide(site, Path(pyodide_dir))
    cards = write_cards(site)
    return write_engine(site, cards, Path(pyodide_dir), Path(cache_dir) if cache_dir else None,
                        engine.result() if engine is not None else None, games)
