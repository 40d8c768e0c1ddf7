"""Precompressed copies in the built site (scripts/sitegen/precompress.py) and
the bundled server sending them, with cache headers (scripts/serve_site.py)."""

from __future__ import annotations

import gzip
import urllib.request

import brotli


def _get(url: str, encoding: str | None = None):
    req = urllib.request.Request(url, headers={"Accept-Encoding": encoding} if encoding else {})
    with urllib.request.urlopen(req) as r:
        return r.read(), r.headers


def test_copies_decompress_to_their_file(built_site):
    site = built_site.directory
    wasm = site / "assets" / "pyodide" / "pyodide.asm.wasm"
    assert brotli.decompress((site / "assets/pyodide/pyodide.asm.wasm.br").read_bytes()) == wasm.read_bytes()
    assert gzip.decompress((site / "assets/pyodide/pyodide.asm.wasm.gz").read_bytes()) == wasm.read_bytes()
    assert (site / "assets/pyodide/pyodide.asm.wasm.br").stat().st_size < 0.35 * wasm.stat().st_size
    copies = list(site.rglob("*.br"))
    assert len(copies) > 50
    for br in copies:
        original = br.with_name(br.name[:-3])
        assert original.is_file(), br
        data = original.read_bytes()
        assert brotli.decompress(br.read_bytes()) == data, br
        assert br.stat().st_size <= 0.9 * len(data)
        assert gzip.decompress(br.with_name(original.name + ".gz").read_bytes()) == data
    # The standard library and the engine's wheel are stored zips, for one brotli
    # stream over the whole archive: a third of the standard library's size.
    stdlib = site / "assets/pyodide/python_stdlib.zip"
    assert brotli.decompress((site / "assets/pyodide/python_stdlib.zip.br").read_bytes()) == stdlib.read_bytes()
    assert (site / "assets/pyodide/python_stdlib.zip.br").stat().st_size < 0.3 * stdlib.stat().st_size
    assert len(list(site.rglob("*.whl.br"))) == 1


def test_the_server_sends_the_copy_the_browser_accepts(built_site):
    url = built_site.url("assets/pyodide/pyodide.asm.wasm")
    plain = (built_site.directory / "assets/pyodide/pyodide.asm.wasm").read_bytes()
    body, headers = _get(url, "gzip, deflate, br, zstd")
    assert headers["Content-Encoding"] == "br" and headers["Content-Type"] == "application/wasm"
    assert int(headers["Content-Length"]) == len(body) < len(plain) and brotli.decompress(body) == plain
    assert "Accept-Encoding" in headers["Vary"]
    body, headers = _get(url, "gzip")
    assert headers["Content-Encoding"] == "gzip" and gzip.decompress(body) == plain
    body, headers = _get(url)
    assert headers["Content-Encoding"] is None and body == plain
    # A page by its folder address.
    body, headers = _get(built_site.url("deck/"), "br")
    assert headers["Content-Type"].startswith("text/html") and headers["Content-Encoding"] == "br"
    assert brotli.decompress(body) == (built_site.directory / "deck/index.html").read_bytes()


def test_cache_headers(built_site):
    import json

    manifest = json.loads((built_site.directory / "assets/engine/engine.json").read_text())
    _, headers = _get(built_site.url("assets/engine/" + manifest["wheel"]))
    assert headers["Cache-Control"] == "public, max-age=31536000, immutable"
    _, headers = _get(built_site.url("assets/" + manifest["cards"].removeprefix("../") + "cards.svg"))
    assert "immutable" in headers["Cache-Control"]
    for path in ("assets/engine/engine.json", "deck/", "assets/pyodide/pyodide.asm.wasm"):
        _, headers = _get(built_site.url(path), "br")
        assert headers["Cache-Control"] == "no-cache", path


def test_a_current_copy_is_revalidated_without_its_body(built_site):
    """A browser revalidating a file it holds (no-cache) gets 304 and no body,
    precompressed copies included, and the whole file once it has changed."""
    import os
    import urllib.error

    url = built_site.url("assets/pyodide/pyodide.asm.wasm")
    _, headers = _get(url, "br")
    stamp = headers["Last-Modified"]
    for encoding in ("br", "gzip", None):
        req = urllib.request.Request(url, headers={"If-Modified-Since": stamp,
                                                   **({"Accept-Encoding": encoding} if encoding else {})})
        try:
            urllib.request.urlopen(req)
            raise AssertionError(f"a current copy was sent again ({encoding})")
        except urllib.error.HTTPError as e:
            assert e.code == 304, encoding
            assert e.read() == b""
            assert "Accept-Encoding" in e.headers["Vary"]
    page = built_site.directory / "deck" / "index.html"
    _, headers = _get(built_site.url("deck/"), "br")
    before = page.stat()
    try:
        os.utime(page, (before.st_atime, before.st_mtime + 10))
        req = urllib.request.Request(built_site.url("deck/"), headers={"If-Modified-Since": headers["Last-Modified"],
                                                                       "Accept-Encoding": "br"})
        with urllib.request.urlopen(req) as r:
            assert r.status == 200 and brotli.decompress(r.read()) == page.read_bytes()
    finally:
        os.utime(page, (before.st_atime, before.st_mtime))


def test_the_server_is_quiet_about_connections_the_browser_drops(capsys):
    """A browser leaving a page drops its downloads mid-answer: no traceback for
    that, but any other failure of a request is still reported."""
    from pathlib import Path

    from serve_site import make_server  # scripts/ is on the path (tests/conftest.py)

    server = make_server(Path(__file__).parent)
    try:
        for dropped in (BrokenPipeError(32, "Broken pipe"), ConnectionResetError(104, "reset")):
            try:
                raise dropped
            except OSError:
                server.handle_error(None, ("127.0.0.1", 1))
        assert capsys.readouterr().err == ""
        try:
            raise PermissionError(13, "Permission denied")
        except OSError:
            server.handle_error(None, ("127.0.0.1", 1))
        assert "PermissionError" in capsys.readouterr().err
    finally:
        server.server_close()


def _text(n: int, seed: int) -> bytes:
    import random

    rnd = random.Random(seed)
    words = [bytes(rnd.choice(b"abcdefghij") for _ in range(rnd.randint(2, 9))) for _ in range(400)]
    out = bytearray()
    while len(out) < n:
        out += rnd.choice(words) + b" "
    return bytes(out[:n])


def test_the_pool_writes_the_copies_a_one_by_one_run_writes(tmp_path):
    """Copies made on the threads, some of them early, are byte for byte the
    ones made one file after another; a copy made early serves only a file with
    the same bytes, and each distinct content is compressed once."""
    from sitegen import precompress

    site = tmp_path / "site"
    files = {"assets/big.js": _text(300_000, 1), "assets/engine.whl": _text(280_000, 2),
             "page/index.html": _text(5000, 3), "tiny.css": _text(500, 4), "same.js": _text(300_000, 1),
             "data.bin": _text(5000, 5)}
    for name, data in files.items():
        (site / name).parent.mkdir(parents=True, exist_ok=True)
        (site / name).write_bytes(data)
    pool = precompress.Compressor(tmp_path / "cache", workers=2)
    early = pool.submit("big.js", files["assets/big.js"])
    stale = pool.submit("big.js", _text(300_000, 9))  # a file changed since: never written
    assert pool.submit("other.js", files["assets/big.js"]) == early
    stats = precompress.precompress(site, compressor=pool)
    pool.close()
    assert stats["files"] == 4
    for name, data in files.items():
        copies = sorted(p.name for p in (site / name).parent.glob((site / name).name + ".*"))
        if name in ("tiny.css", "data.bin"):
            assert copies == [], name
            continue
        quality = 10 if name.endswith(".whl") else 11 if len(data) >= precompress.BIG else 8
        assert (site / f"{name}.br").read_bytes() == precompress._compressed(data, "br", None, quality), name
        assert (site / f"{name}.gz").read_bytes() == precompress._compressed(data, "gz", None, quality), name
    assert stale[0][1].result() != (site / "assets/big.js.br").read_bytes()
    # The big files' copies are kept between builds, named as before.
    kept = sorted(p.name.split(".", 1)[1] for p in (tmp_path / "cache" / "precompressed").iterdir()
                  if not p.name.endswith(".lock"))
    assert kept == ["br", "br", "br10", "gz", "gz", "gz10"]


def test_the_fast_setting_compresses_every_file_quickly(tmp_path):
    """``compression: fast`` (previews and test builds): brotli at one quick
    setting for every file, cached apart from the best copies; an unknown
    setting is refused."""
    import pytest
    from sitegen import precompress

    data = _text(300_000, 1)
    best = precompress.Compressor(tmp_path / "cache", workers=1)
    fast = precompress.Compressor(tmp_path / "cache", workers=1, setting="fast")
    try:
        best_br, fast_br = best.copies("big.js", data)["br"], fast.copies("big.js", data)["br"]
        assert brotli.decompress(fast_br) == data and fast_br == brotli.compress(data, quality=6)
        assert best_br == brotli.compress(data, quality=11) != fast_br
    finally:
        best.close()
        fast.close()
    kept = sorted(p.name.split(".", 1)[1] for p in (tmp_path / "cache" / "precompressed").iterdir()
                  if not p.name.endswith(".lock"))
    assert kept == ["br", "br6", "gz", "gz6"]
    with pytest.raises(ValueError, match="choose one of best, fast"):
        precompress.Compressor(None, workers=1, setting="quick")
