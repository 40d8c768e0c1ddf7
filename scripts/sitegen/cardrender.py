"""Cards drawn into a page at build time.

Each drawing is a small ``<svg><use xlink:href="…/cards.<hash>.svg#hf-card-1B"/></svg>``
pointing into one sprite file with all 48 faces, which the browser downloads
once and caches for the whole site.  Card-heavy pages (the deck, lessons)
stay small, which keeps instant navigation fast.  The hook replaces
:data:`SPRITE` with the sprite's address relative to each page.
"""

from __future__ import annotations

import hashlib
from functools import lru_cache

from hanafuda_core.art import card_use_svg, sprite_document

SPRITE = "@@hf-sprite@@"


@lru_cache(maxsize=1)
def sprite_file() -> tuple[str, str]:
    """(path inside the site, content) of the sprite; the name carries a content hash."""
    content = sprite_document()
    digest = hashlib.sha256(content.encode()).hexdigest()[:10]
    return f"assets/cards.{digest}.svg", content


def draw(c, width: int | None = None) -> str:
    return card_use_svg(c, href=SPRITE, width=width)
