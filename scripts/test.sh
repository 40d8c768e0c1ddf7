#!/usr/bin/env bash
# Run every test: the core in CPython, the core inside Pyodide under Node,
# the site build, and the end-to-end tests in headless Chromium.
# Extra arguments go to pytest (e.g. scripts/test.sh -k notation).
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh --browser
export NO_MKDOCS_2_WARNING=1
exec .venv/bin/python -m pytest "$@"
