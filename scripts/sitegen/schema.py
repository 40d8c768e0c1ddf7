"""The JSON Schema of tutorial files, as shipped with the package.

The schema is built by ``hanafuda_core.learning.tutorial.schema()`` from the
loader's own key tables and the games' goal types; ``tutorial.schema.json``
next to this file is its output, kept in the package so that editors can
point at it (a test checks that it is up to date). The plugin also writes it
into every built site as ``schemas/tutorial.schema.json``.

    python -m hanafuda_site.schema            # print it
    python -m hanafuda_site.schema --write    # refresh the shipped copy
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

SHIPPED = Path(__file__).resolve().parent / "tutorial.schema.json"
SITE_PATH = "schemas/tutorial.schema.json"


def schema_text() -> str:
    from hanafuda_core.learning.tutorial import schema

    return json.dumps(schema(), indent=1, ensure_ascii=False) + "\n"


def main(argv: list[str]) -> int:
    if argv == ["--write"]:
        SHIPPED.write_text(schema_text(), encoding="utf-8")
        print(SHIPPED)
        return 0
    if argv:
        print(__doc__.strip().splitlines()[-2:], file=sys.stderr)
        return 2
    sys.stdout.write(schema_text())
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
