#!/usr/bin/env bash
# Build the site and serve it on http://127.0.0.1:${PORT:-8000}/ (Ctrl-C stops).
#   scripts/serve.sh          build once into site/, then serve the static files
#   scripts/serve.sh --live   mkdocs' live-reloading server, for writing pages
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh
export NO_MKDOCS_2_WARNING=1
PORT=${PORT:-8000}
export HANAFUDA_SITE_URL="http://127.0.0.1:${PORT}/"
if [ "${1:-}" = "--live" ]; then
  exec .venv/bin/mkdocs serve -a "127.0.0.1:${PORT}"
fi
.venv/bin/mkdocs build --strict
exec .venv/bin/python scripts/serve_site.py site --port "$PORT"
