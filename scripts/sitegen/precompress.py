"""Precompressed copies of the built site's files, for hosts that serve them.

Next to every text file and the Pyodide WebAssembly (``foo.wasm``) the build
writes ``foo.wasm.br`` (brotli) and ``foo.wasm.gz`` (gzip) when they save at
least a tenth (and next to the site's standard library and the engine's
wheel, zips the build stores uncompressed for this).  Hosts configured to serve precompressed files (nginx
``gzip_static``/``brotli_static``, Caddy ``precompressed``, and the bundled
``scripts/serve_site.py``) then send the small copy with
``Content-Encoding``; any other host ignores them.  The biggest win is the
WebAssembly: 9.6 MB becomes about 2.7 MB with brotli.

Brotli at its best setting takes half a minute on the WebAssembly, so the
copies of big files are kept in the cache folder (``.cache/precompressed/``) by the content's
hash; small files (the pages) use a faster setting.  A build for a preview or a
test (the plugin's ``compression: fast``) uses a fast setting for every file
(:data:`SETTINGS`).

What runs in parallel: brotli and zlib let go of Python's lock while they
compress, so a :class:`Compressor` makes the copies on a pool of threads
(one per core), the most costly first so that the threads finish together.
The plugin starts one when the build starts and hands it, early, the files
whose bytes are known before the pages are built (Pyodide's files, the
theme's big static files, then the standard library and the engine's wheel
once the engine is compiled, vendor.py): their slow copies are made while
the pages are built.  :func:`precompress` then hands it every file of the
built site and writes the copies.  A copy is looked up by the SHA-256 of the
file's bytes and the setting, so one made early serves only a file with the
very same bytes, and the copies written are those a one-by-one run writes.
"""

from __future__ import annotations

import gzip
import hashlib
import itertools
import os
import queue
import threading
from concurrent.futures import Future
from pathlib import Path

# .zip and .whl: the site's standard library and the engine's wheel, which the
# build stores uncompressed so that one brotli stream covers the whole archive;
# .mo: the engine's message catalogs (vendor.write_catalogs).
EXTENSIONS = {".html", ".js", ".mjs", ".css", ".json", ".svg", ".wasm", ".xml", ".txt", ".map", ".zip", ".whl", ".mo"}
MIN_SIZE = 1024
MAX_RATIO = 0.9
BIG = 256 * 1024


def _compressed(data: bytes, kind: str, cache: Path | None, quality: int = 11) -> bytes:
    digest = hashlib.sha256(data).hexdigest()
    return _compressed_as(data, digest, kind, cache, quality)


def _compressed_as(data: bytes, digest: str, kind: str, cache: Path | None, quality: int) -> bytes:
    """``data`` (whose SHA-256 is ``digest``) compressed, from the cache when it holds it."""
    cached = cache / f"{digest}.{kind}{'' if quality == 11 else quality}" if cache is not None else None
    if cached is not None and cached.exists():
        return cached.read_bytes()
    if cached is None or len(data) < BIG:  # only big files are worth keeping between builds
        return _compress(data, kind, quality)
    import fcntl

    cache.mkdir(parents=True, exist_ok=True)
    # Builds running at once take turns on a copy: one makes it, the others read it.
    with open(cache / f"{cached.name}.lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        if cached.exists():
            return cached.read_bytes()
        out = _compress(data, kind, quality)
        # A name of its own: the threads (and other builds) write next to each other.
        tmp = cached.with_name(f"{cached.name}.{os.getpid()}.{threading.get_native_id()}.tmp")
        tmp.write_bytes(out)
        tmp.replace(cached)
    return out


def _compress(data: bytes, kind: str, quality: int) -> bytes:
    """Brotli at ``quality``, or gzip at its best level (a gzip copy is quick to make)."""
    if kind == "br":
        import brotli

        return brotli.compress(data, quality=quality)
    return gzip.compress(data, compresslevel=9, mtime=0)


def wanted(name: str, size: int) -> bool:
    """Whether a file of the site with this name and size gets compressed copies."""
    return Path(name).suffix in EXTENSIONS and size >= MIN_SIZE


SETTINGS = ("best", "fast")
"""The plugin's ``compression`` choices.  ``best``: brotli's best setting for
the big files, kept between builds (the engine's wheel, which changes with
every change to the engine, at 10: half the time of 11 for 2 % more bytes),
and a faster one for the many small files that change with every build (the
pages, a few % larger).  ``fast``: brotli at 6 for every file.  Measured on
this site with an empty cache: the build takes 14.6 s instead of 34.7 s (25 s
of processor time instead of 62 s); Pyodide's WebAssembly is 3.15 MB instead
of 2.74 MB (15 % more bytes)."""


def _settings(name: str, size: int, setting: str = "best") -> tuple[tuple[str, int], ...]:
    """The copies of a file: (kind, quality), the quality also naming the cached copy."""
    if setting == "fast":
        quality = 6
    elif size < BIG:
        quality = 8
    else:
        quality = 10 if name.endswith(".whl") else 11
    return ("br", quality), ("gz", quality)


def _cost(kind: str, quality: int, size: int) -> float:
    """A rough measure of the time a copy takes (the pool starts the costliest first)."""
    if kind == "br" and size >= BIG and quality >= 10:
        return size * (1.0 if quality == 11 else 0.5)
    return size / 20


class Compressor:
    """Brotli and gzip copies made on a pool of daemon threads.

    :meth:`submit` starts a file's copies (once per distinct content), the
    costliest queued first; :meth:`copies` waits for them.  The threads are
    daemons: a build that fails does not wait for a copy nobody will write
    (:meth:`cancel` drops the queued ones)."""

    def __init__(self, cache_dir: str | Path | None = None, workers: int | None = None, setting: str = "best"):
        if setting not in SETTINGS:
            raise ValueError(f"compression {setting!r}: choose one of {', '.join(SETTINGS)}")
        self.setting = setting
        self.cache = Path(cache_dir) / "precompressed" if cache_dir is not None else None
        self._jobs: dict[tuple[str, str, int], Future] = {}
        self._lock = threading.Lock()
        self._queue: queue.PriorityQueue = queue.PriorityQueue()
        self._order = itertools.count()
        self._cancelled = False
        count = max(1, workers or os.cpu_count() or 1)
        self._threads = [threading.Thread(target=self._work, name=f"precompress-{i}", daemon=True)
                         for i in range(count)]
        for t in self._threads:
            t.start()

    def submit(self, name: str, data: bytes) -> list[tuple[str, Future]]:
        """Start the copies of a file called ``name`` holding ``data``:
        ``[(kind, future of the compressed bytes)]``."""
        digest = hashlib.sha256(data).hexdigest()
        out = []
        for kind, quality in _settings(name, len(data), self.setting):
            key = (digest, kind, quality)
            with self._lock:
                job = self._jobs.get(key)
                if job is None:
                    job = self._jobs[key] = Future()
                    self._queue.put((-_cost(kind, quality, len(data)), next(self._order), (key, data, job)))
            out.append((kind, job))
        return out

    def copies(self, name: str, data: bytes) -> dict[str, bytes]:
        """``{"br": ..., "gz": ...}``: the copies of a file (made now unless submitted before)."""
        return {kind: job.result() for kind, job in self.submit(name, data)}

    def _work(self) -> None:
        while True:
            _, _, item = self._queue.get()
            if item is None:
                return
            (digest, kind, quality), data, job = item
            if self._cancelled:
                job.cancel()
            if not job.set_running_or_notify_cancel():
                continue
            try:
                job.set_result(_compressed_as(data, digest, kind, self.cache, quality))
            except BaseException as e:  # handed to whoever waits for the copy
                job.set_exception(e)

    def cancel(self) -> None:
        """Drop the copies not started yet, and any asked for later (a failed
        build); the threads then end."""
        with self._lock:
            self._cancelled = True
            for job in self._jobs.values():
                job.cancel()
        self.close()

    def close(self) -> None:
        """Let the threads end once the queue is done, and forget the copies made."""
        with self._lock:
            self._jobs = {}
        for _ in self._threads:
            self._queue.put((float("inf"), next(self._order), None))


def precompress(site_dir: str | Path, cache_dir: str | Path | None = None,
                compressor: Compressor | None = None) -> dict[str, int]:
    """Write the .br and .gz copies; returns {"files": n, "bytes": original, "br": compressed}.
    Big files' copies are kept in ``cache_dir``/precompressed (when given) between builds.
    ``compressor``: the pool that made some of the copies already (it keeps its
    own cache folder); one is made for this call when none is given."""
    site = Path(site_dir)
    pool = compressor or Compressor(cache_dir)
    try:
        todo = []
        for path in sorted(site.rglob("*")):
            if not path.is_file() or path.suffix not in EXTENSIONS:
                continue
            data = path.read_bytes()
            if len(data) < MIN_SIZE:
                continue
            todo.append((path, len(data), pool.submit(path.name, data)))
        stats = {"files": 0, "bytes": 0, "br": 0}
        for path, size, jobs in todo:
            kept = False
            for kind, job in jobs:
                out = job.result()
                target = path.with_name(f"{path.name}.{kind}")
                if len(out) <= MAX_RATIO * size:
                    target.write_bytes(out)
                    kept = True
                    if kind == "br":
                        stats["br"] += len(out)
                elif target.exists():
                    target.unlink()
            if kept:
                stats["files"] += 1
                stats["bytes"] += size
    except BaseException:
        if compressor is None:
            pool.cancel()
        raise
    if compressor is None:
        pool.close()
    return stats
