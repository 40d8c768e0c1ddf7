"""Cards drawn into a page at build time.

Each card is an ``<img>`` of its own small SVG file in ``assets/cards/<hash>/``
(the folder name changes with the drawings, so browsers never show stale
faces).  The browser downloads each face once for the whole site and draws it
as an image, which keeps card-heavy pages (the deck, lessons) light enough
for instant navigation to feel instant.  The hook replaces :data:`BASE` with
the folder's address relative to each page.
"""

from __future__ import annotations

import hashlib
from functools import lru_cache

from hanafuda_core.art import card_files, card_img

BASE = "@@hf-cards@@"


@lru_cache(maxsize=1)
def card_folder() -> tuple[str, dict[str, str]]:
    """(folder inside the site, {file name: content}) of the card faces."""
    files = card_files()
    digest = hashlib.sha256("".join(files[k] for k in sorted(files)).encode()).hexdigest()[:10]
    return f"assets/cards/{digest}", files


def draw(c, width: int | None = None) -> str:
    return card_img(c, base=BASE, width=width, lazy=True)
