"""End to end: the engine answers in the page's language.

A page whose language is Japanese (here the Poka play page, served with
``<html lang="ja">``, as the site's Japanese pages will be) makes its
engine fetch the Japanese catalog of the engine's messages, the shared part
and Poka's and no other, while the engine starts; an illegal card is then
refused with the engine's reason in Japanese, exactly as the engine writes
it with the shipped parts.
"""

from __future__ import annotations

import re
import sys

from hanafuda_core.messages import Language
from hanafuda_core.play import PlaySession

from tests.conftest import ROOT
from tests.e2e.conftest import open_play, wait_for_turn

sys.path.insert(0, str(ROOT / "scripts"))

from sitegen import catalogs  # noqa: E402

SEED = 13  # the computer deals and passes; then the learner holds both legal and illegal cards


def test_a_page_in_japanese_gets_the_engines_words_in_japanese(page, built_site):
    def in_japanese(route):
        response = route.fetch()
        route.fulfill(response=response, body=response.text().replace('<html lang="en"', '<html lang="ja"', 1))

    page.route(re.compile(r".*/games/poka-play/(#.*)?$"), in_japanese)
    fetched: list[str] = []
    page.on("request", lambda r: fetched.append(r.url) if "/assets/engine/locale/" in r.url else None)
    widget = open_play(page, built_site, "poka", SEED)
    assert page.evaluate("document.documentElement.lang") == "ja"
    page.locator('[data-play="start"]').click()
    assert wait_for_turn(page, "you") == "you"

    mirror = PlaySession("poka", seed=SEED)
    while mirror.waiting == "computer":
        mirror.computer_step()
    pos = mirror.match.position
    legal = {a.text() for a in pos.legal_actions() if a.kind == "discard"}
    illegal = next(c.code for c in pos.hand(0) if c.code not in legal)
    widget.locator(f'.hf-card-btn[data-action="{illegal}"]').click()
    alert = widget.locator(".hf-play__message[role=alert]")
    alert.wait_for()
    parts = catalogs.split("ja", ("poka",))
    ja = Language.from_catalogs("ja", [parts[catalogs.SHARED], parts["poka"]])
    assert alert.inner_text() == pos.explain_illegal(illegal).render(ja)
    assert not re.search("[A-Za-z]", alert.inner_text())
    got = sorted(re.search(r"/locale/ja-(\w+)\.[0-9a-f]{12}\.mo$", url)[1] for url in fetched)
    assert got == ["poka", "shared"], fetched
