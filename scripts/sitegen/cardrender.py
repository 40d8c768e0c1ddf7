"""Cards drawn into a page at build time.

Each drawing on a page is a small ``<svg><use href="#hf-card-1B"/></svg>``;
the page carries every face it uses once, in a hidden sprite that the hook
adds to the page.  The deck page draws more than a hundred cards; this keeps
it small enough for instant navigation to feel instant.
"""

from __future__ import annotations

from hanafuda_core.art import card_use_svg, sprite
from hanafuda_core.deck import card as lookup


class PageCards:
    def __init__(self) -> None:
        self.used: set[int] = set()

    def draw(self, c, width: int | None = None) -> str:
        c = lookup(c)
        self.used.add(c.index)
        return card_use_svg(c, width=width)

    def sprite(self) -> str:
        return sprite(self.used)


_page = PageCards()


def start_page() -> None:
    global _page
    _page = PageCards()


def draw(c, width: int | None = None) -> str:
    return _page.draw(c, width)


def page_sprite() -> str:
    return _page.sprite()
