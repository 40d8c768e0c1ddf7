"""Serve a built site folder on 127.0.0.1, optionally under a sub-path.

A plain static server with the MIME types Pyodide needs (``.mjs`` as
JavaScript, ``.wasm`` as WebAssembly) that, like a well-configured host,
sends the build's precompressed copies (``foo.br``/``foo.gz``, see
sitegen.precompress) to browsers that accept them and lets content-hashed
folders be cached for a year.  ``--prefix /docs/hanafuda/`` serves
the site under that sub-path, as a host might.

    python scripts/serve_site.py site --port 8000 [--prefix /sub/path/]
"""

from __future__ import annotations

import argparse
import datetime
import email.utils
import functools
import http.cookies
import http.server
import os
import re
import sys
import threading
from pathlib import Path

EXTRA_TYPES = {".mjs": "text/javascript", ".js": "text/javascript", ".wasm": "application/wasm", ".json": "application/json"}


# The cookie a test may set to mark the requests of one page (server.requests).
MARK = "hf-test-mark"

# Folders named by a hash of their content (sitegen.vendor): the engine wheel, the card faces.
HASHED = re.compile(r"/assets/(engine|cards)/[0-9a-f]{10,}/")


class Handler(http.server.SimpleHTTPRequestHandler):
    extensions_map = {**http.server.SimpleHTTPRequestHandler.extensions_map, **EXTRA_TYPES}
    prefix = "/"

    def send_head(self):
        log = getattr(self.server, "requests", None)
        if log is not None:
            # With the test's mark, if the browser sent one (a cookie named MARK):
            # tests tell which of their pages asked for what.
            mark = http.cookies.SimpleCookie(self.headers.get("Cookie", "")).get(MARK)
            log.append((f"{self.command} {self.path}", mark.value if mark else None))
        if getattr(self.server, "offline", False):
            # Simulated network failure: close the connection without an answer.
            self.close_connection = True
            return None
        gate = getattr(self.server, "gate", None)
        if gate:
            gate(self.path)  # tests may hold a request back (a slow network) until they release it
        broken = getattr(self.server, "broken", None)
        if broken and broken(self.path):
            self.send_error(404, "Not available (simulated failure)")
            return None
        return self._precompressed() or super().send_head()

    def _encodings(self) -> list[str]:
        accepted = {part.split(";")[0].strip().lower() for part in self.headers.get("Accept-Encoding", "").split(",")}
        return [(enc, ext) for enc, ext in (("br", ".br"), ("gzip", ".gz")) if enc in accepted]

    def _split(self):
        split = getattr(self.server, "split", None)
        return split(self.path) if split else None

    def copyfile(self, source, outputfile):
        cut = self._split()
        if not cut:
            return super().copyfile(source, outputfile)
        offset, wait = cut
        data = source.read()
        outputfile.write(data[:offset])
        outputfile.flush()
        wait()
        outputfile.write(data[offset:])

    def _precompressed(self):
        """The .br or .gz copy the build wrote next to a file, when the client accepts it."""
        if self._split():
            return None  # a page sent in two parts is sent as it is
        path = self.translate_path(self.path)
        if os.path.isdir(path) and self.path.split("?")[0].endswith("/"):
            path = os.path.join(path, "index.html")
        if not os.path.isfile(path):
            return None
        for encoding, ext in self._encodings():
            if not os.path.isfile(path + ext):
                continue
            modified = int(os.stat(path).st_mtime)
            if self._not_modified_since(modified):
                # The browser's copy is current: no body (as the plain server does).
                self.send_response(304)
                self.send_header("Last-Modified", self.date_time_string(modified))
                self.end_headers()
                return None
            f = open(path + ext, "rb")
            st = os.fstat(f.fileno())
            self.send_response(200)
            self.send_header("Content-Type", self.guess_type(path))
            self.send_header("Content-Encoding", encoding)
            self.send_header("Content-Length", str(st.st_size))
            self.send_header("Last-Modified", self.date_time_string(modified))
            self.end_headers()
            return f
        return None

    def _not_modified_since(self, modified: int) -> bool:
        since = self.headers.get("If-Modified-Since")
        if not since or self.headers.get("If-None-Match"):
            return False
        try:
            when = email.utils.parsedate_to_datetime(since)
        except (TypeError, ValueError, IndexError, OverflowError):
            return False
        if when.tzinfo is None:
            when = when.replace(tzinfo=datetime.timezone.utc)
        return modified <= when.timestamp()

    def end_headers(self):
        # Versioned runtime files (content-hashed folders) never change: cache them for a
        # year; everything else is checked with the server each time (Last-Modified).
        if self.command in ("GET", "HEAD"):
            immutable = HASHED.search(self.path.split("?")[0])
            self.send_header("Cache-Control", "public, max-age=31536000, immutable" if immutable else "no-cache")
            self.send_header("Vary", "Accept-Encoding")
        super().end_headers()

    def translate_path(self, path):
        if not path.startswith(self.prefix):
            return str(Path(self.directory) / "__outside_prefix__")
        return super().translate_path("/" + path[len(self.prefix):])

    def log_message(self, format, *args):
        if self.server.verbose:
            super().log_message(format, *args)


class Server(http.server.ThreadingHTTPServer):
    def handle_error(self, request, client_address):
        # A browser that leaves a page (or throttles, or is closed) drops its
        # connections mid-answer; that is not an error of the site.
        if isinstance(sys.exc_info()[1], (BrokenPipeError, ConnectionResetError, ConnectionAbortedError)):
            return
        super().handle_error(request, client_address)


def make_server(directory: str | Path, port: int = 0, prefix: str = "/", verbose: bool = False):
    """A ready ThreadingHTTPServer (port 0 picks a free port); call serve_forever()."""
    prefix = "/" + prefix.strip("/") + "/" if prefix.strip("/") else "/"
    handler = type("SiteHandler", (Handler,), {"prefix": prefix})
    server = Server(("127.0.0.1", port), functools.partial(handler, directory=str(directory)))
    server.verbose = verbose
    server.prefix = prefix
    # every request as ('METHOD /path', the value of its MARK cookie or None), in
    # order (tests count downloads with it)
    server.requests = []
    server.broken = None  # tests may set a predicate on the path to simulate missing files
    server.offline = False  # tests may set it to simulate a network failure (no answer at all)
    server.gate = None  # tests may set a function of the path that blocks until the request may go on
    # Tests may set a function of the path returning (offset, wait) or None: the file's
    # first offset bytes are sent, then the rest once wait() returns (a page arriving slowly).
    server.split = None
    server.daemon_threads = True
    return server


def serve_in_thread(directory, port=0, prefix="/"):
    server = make_server(directory, port, prefix)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("directory", nargs="?", default="site")
    ap.add_argument("--port", type=int, default=8000)
    ap.add_argument("--prefix", default="/")
    args = ap.parse_args()
    server = make_server(args.directory, args.port, args.prefix, verbose=True)
    host, port = server.server_address[:2]
    print(f"Serving {args.directory}/ at http://{host}:{port}{server.prefix} (Ctrl-C to stop)")
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass


if __name__ == "__main__":
    main()
