"""Cards drawn into a page at build time.

Each card is a small ``<svg>`` that refers to its face in the site's card
sprite, ``assets/cards/<hash>/cards.svg`` (hanafuda_core.art.card_sprite; the
folder name changes with the drawings, so browsers never show stale faces).
The browser downloads and parses that one file once for the whole site; one
image file per face cost a document per distinct face on every page (about
a quarter of a second of processor time on the deck page), and a request
each.  The hook replaces :data:`BASE` with the folder's address relative to
each page.
"""

from __future__ import annotations

import hashlib
from functools import lru_cache

from hanafuda_core.art import SPRITE_NAME, card_ref, card_sprite

BASE = "@@hf-cards@@"


@lru_cache(maxsize=1)
def card_folder() -> tuple[str, dict[str, str]]:
    """(folder inside the site, {file name: content}) of the card faces."""
    files = {SPRITE_NAME: card_sprite()}
    digest = hashlib.sha256("".join(files[k] for k in sorted(files)).encode()).hexdigest()[:10]
    return f"assets/cards/{digest}", files


def draw(c, width: int | None = None) -> str:
    return card_ref(c, sprite=f"{BASE}/{SPRITE_NAME}", width=width)
