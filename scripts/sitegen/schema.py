"""The JSON Schema of tutorial files, as shipped with the package.

The schema is built by ``hanafuda_core.learning.tutorial.schema()`` from the
loader's own key tables and the games' goal types; ``tutorial.schema.json``
in the package's site data (docs/schemas/ in this project) is its output, kept
so that editors can point at it (a test checks that it is up to date); the
plugin adds it to every built site as ``schemas/tutorial.schema.json``.

    python -m hanafuda_site.schema            # print it
    python -m hanafuda_site.schema --write    # refresh the shipped copy
"""

from __future__ import annotations

import json
import sys

from .data import package_data

SITE_PATH = "schemas/tutorial.schema.json"
SHIPPED = package_data("site") / SITE_PATH


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
