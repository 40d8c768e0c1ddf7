#!/usr/bin/env bash
# Install what the site and the tests need, idempotently:
#   - a Python virtual environment in .venv with the project and its dev extras;
#   - the pinned npm packages (self-hosted Pyodide, the Japanese and Korean fonts) with `npm ci`;
#   - with --browser: Debian's chromium, for the end-to-end tests.
# Missing system tools (python3-venv, nodejs/npm, chromium) come from apt-get.
set -euo pipefail
cd "$(dirname "$0")/.."

want_browser=0
[ "${1:-}" = "--browser" ] && want_browser=1

SUDO=""
[ "$(id -u)" -ne 0 ] && command -v sudo >/dev/null 2>&1 && SUDO="sudo"
apt_updated=0
apt_install() {
  echo "setup: installing $* with apt-get" >&2
  if [ $apt_updated -eq 0 ]; then $SUDO apt-get update -qq >/dev/null || true; apt_updated=1; fi
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "$@" >/dev/null
}

# npm ci runs while pip installs (the two touch different folders); pip compiles no
# bytecode (Python compiles each module the first time it is imported, the few a run uses).
command -v npm >/dev/null 2>&1 || apt_install nodejs npm
npm_job=""
trap '[ -z "$npm_job" ] || wait "$npm_job"' EXIT
if [ ! -f node_modules/.package-lock.json ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  { npm ci --no-audit --no-fund --loglevel=error 2>&1 | grep -v 'Unknown user config' || true; } &
  npm_job=$!
fi

PY=${PYTHON:-python3}
command -v "$PY" >/dev/null 2>&1 || apt_install python3 python3-venv
if [ ! -x .venv/bin/python ]; then
  "$PY" -m venv .venv 2>/dev/null || { apt_install python3-venv; rm -rf .venv; "$PY" -m venv .venv; }
fi
stamp=.venv/.installed
if [ ! -f "$stamp" ] || [ pyproject.toml -nt "$stamp" ]; then
  .venv/bin/python -m pip install -q --disable-pip-version-check --no-compile -e ".[dev]" 2>&1 | grep -v "is ignored: it is neither" || true
  .venv/bin/python -c "import mkdocs, material, pytest, playwright" 
  touch "$stamp"
fi

if [ -n "$npm_job" ]; then
  wait "$npm_job"
  npm_job=""
  [ -f node_modules/pyodide/pyodide.mjs ] || { echo "setup: npm ci did not install pyodide" >&2; exit 1; }
  for font in noto-sans-jp noto-sans-kr; do
    [ -f node_modules/@fontsource/$font/LICENSE ] || { echo "setup: npm ci did not install @fontsource/$font" >&2; exit 1; }
  done
fi

if [ $want_browser -eq 1 ] && ! command -v chromium >/dev/null 2>&1; then
  apt_install chromium
fi
