#!/usr/bin/env bash
# Run every test: the core in CPython, the core inside Pyodide under Node,
# the site build, and the end-to-end tests in headless Chromium.
# Extra arguments go to pytest (e.g. scripts/test.sh -k notation).
# The tests run on one process per core (a browser test's work is done by the
# browser's own processes: a process more only makes them compete), a test file at a time each (pytest-xdist
# --dist loadfile: a file's module-scoped fixtures are set up once; HANAFUDA_TEST_WORKERS=N picks
# another number, 0 runs them in this process); tests/conftest.py builds the
# site once for all of them and orders the run, longest first, so that the
# processes end together (the sweeps of every page, half of the pages
# each, are units of their own). Of the tests marked slow (long
# randomized runs: further blocks of seeds) a fixed third runs here
# (--slow-share 0.34); pass --slow-share 1 to run them all. Every run ends with
# its slowest tests and the time by suite (tests/conftest.py), to see where it goes.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh --browser
export NO_MKDOCS_2_WARNING=1
workers=${HANAFUDA_TEST_WORKERS:-$(nproc)}
if [ "$workers" = "0" ]; then
  exec .venv/bin/python -m pytest --slow-share 0.34 --durations=25 "$@"
fi
exec .venv/bin/python -m pytest -n "$workers" --dist loadfile --slow-share 0.34 --durations=25 "$@"
