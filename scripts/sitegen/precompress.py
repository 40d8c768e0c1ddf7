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
hash; small files (the pages) use a faster setting.
"""

from __future__ import annotations

import gzip
import hashlib
from pathlib import Path

# .zip and .whl: the site's standard library and the engine's wheel, which the
# build stores uncompressed so that one brotli stream covers the whole archive.
EXTENSIONS = {".html", ".js", ".mjs", ".css", ".json", ".svg", ".wasm", ".xml", ".txt", ".map", ".zip", ".whl"}
MIN_SIZE = 1024
MAX_RATIO = 0.9
BIG = 256 * 1024


def _compressed(data: bytes, kind: str, cache: Path | None, quality: int = 11) -> bytes:
    digest = hashlib.sha256(data).hexdigest()
    cached = cache / f"{digest}.{kind}{'' if quality == 11 else quality}" if cache is not None else None
    if cached is not None and cached.exists():
        return cached.read_bytes()
    if kind == "br":
        import brotli

        # The best setting for the big files, kept between builds; a faster one for
        # the many small files that change with every build (pages), a few % larger.
        out = brotli.compress(data, quality=quality if len(data) >= BIG else 8)
    else:
        out = gzip.compress(data, compresslevel=9, mtime=0)
    if cached is not None and len(data) >= BIG:  # only big files are worth keeping between builds
        cache.mkdir(parents=True, exist_ok=True)
        tmp = cached.with_suffix(".tmp")
        tmp.write_bytes(out)
        tmp.replace(cached)
    return out


def precompress(site_dir: str | Path, cache_dir: str | Path | None = None) -> dict[str, int]:
    """Write the .br and .gz copies; returns {"files": n, "bytes": original, "br": compressed}.
    Big files' copies are kept in ``cache_dir``/precompressed (when given) between builds."""
    site = Path(site_dir)
    cache = Path(cache_dir) / "precompressed" if cache_dir is not None else None
    stats = {"files": 0, "bytes": 0, "br": 0}
    for path in sorted(site.rglob("*")):
        if not path.is_file() or path.suffix not in EXTENSIONS:
            continue
        data = path.read_bytes()
        if len(data) < MIN_SIZE:
            continue
        kept = False
        for kind in ("br", "gz"):
            # The engine's wheel changes with every change to the engine: quality 10
            # takes half the time of 11 for 2 % more bytes.
            out = _compressed(data, kind, cache, 10 if path.suffix == ".whl" else 11)
            target = path.with_name(f"{path.name}.{kind}")
            if len(out) <= MAX_RATIO * len(data):
                target.write_bytes(out)
                kept = True
                if kind == "br":
                    stats["br"] += len(out)
            elif target.exists():
                target.unlink()
        if kept:
            stats["files"] += 1
            stats["bytes"] += len(data)
    return stats
