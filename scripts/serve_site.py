"""Serve a built site folder on 127.0.0.1, optionally under a sub-path.

A plain static server with the MIME types Pyodide needs (``.mjs`` as
JavaScript, ``.wasm`` as WebAssembly).  ``--prefix /docs/hanafuda/`` serves
the site under that sub-path, as a host might.

    python scripts/serve_site.py site --port 8000 [--prefix /sub/path/]
"""

from __future__ import annotations

import argparse
import functools
import http.server
import threading
from pathlib import Path

EXTRA_TYPES = {".mjs": "text/javascript", ".js": "text/javascript", ".wasm": "application/wasm", ".json": "application/json"}


class Handler(http.server.SimpleHTTPRequestHandler):
    extensions_map = {**http.server.SimpleHTTPRequestHandler.extensions_map, **EXTRA_TYPES}
    prefix = "/"

    def send_head(self):
        log = getattr(self.server, "requests", None)
        if log is not None:
            log.append(f"{self.command} {self.path}")
        if getattr(self.server, "offline", False):
            # Simulated network failure: close the connection without an answer.
            self.close_connection = True
            return None
        broken = getattr(self.server, "broken", None)
        if broken and broken(self.path):
            self.send_error(404, "Not available (simulated failure)")
            return None
        return super().send_head()

    def translate_path(self, path):
        if not path.startswith(self.prefix):
            return str(Path(self.directory) / "__outside_prefix__")
        return super().translate_path("/" + path[len(self.prefix):])

    def log_message(self, format, *args):
        if self.server.verbose:
            super().log_message(format, *args)


def make_server(directory: str | Path, port: int = 0, prefix: str = "/", verbose: bool = False):
    """A ready ThreadingHTTPServer (port 0 picks a free port); call serve_forever()."""
    prefix = "/" + prefix.strip("/") + "/" if prefix.strip("/") else "/"
    handler = type("SiteHandler", (Handler,), {"prefix": prefix})
    server = http.server.ThreadingHTTPServer(("127.0.0.1", port), functools.partial(handler, directory=str(directory)))
    server.verbose = verbose
    server.prefix = prefix
    server.requests = []  # every request as 'METHOD /path', in order (tests count downloads with it)
    server.broken = None  # tests may set a predicate on the path to simulate missing files
    server.offline = False  # tests may set it to simulate a network failure (no answer at all)
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
