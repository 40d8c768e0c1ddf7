"""End to end: every built page passes axe-core's WCAG 2.0/2.1 A and AA rules,
in the light and the dark palette, with its widgets drawn (a play page after
its match has started); no page logs a warning or an error to the console, or
fetches a file twice.

axe-core is the npm package pinned in package.json (node_modules/axe-core),
injected into each page from the local disk: nothing is fetched from
elsewhere.
"""

from __future__ import annotations

import collections
import json
from pathlib import Path
from urllib.parse import urlparse

import pytest

ROOT = Path(__file__).resolve().parents[2]
AXE = ROOT / "node_modules" / "axe-core" / "axe.min.js"
TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]
BOOT = 90_000


def site_pages(site) -> list[str]:
    """Every page of the built site, as paths under its root ('' for the home page)."""
    found = []
    for index in sorted(site.directory.rglob("index.html")):
        rel = index.parent.relative_to(site.directory).as_posix()
        found.append("" if rel == "." else rel + "/")
    return found


def open_page(page, url: str) -> None:
    """Load a page and wait until it is as a learner sees it: its widgets drawn,
    a play page's match started."""
    page.goto(url)
    page.wait_for_function(
        "() => [...document.querySelectorAll('[data-hf-widget]')].every((e) => e.dataset.hfMounted === 'ready')",
        timeout=BOOT)
    start = page.locator('[data-play="start"]')
    if start.count():
        start.click()
        page.wait_for_selector(".hf-play[data-waiting]", timeout=BOOT)
    page.wait_for_load_state("load")


def axe_violations(page) -> list[dict]:
    page.add_script_tag(path=str(AXE))
    result = page.evaluate("(tags) => axe.run(document, {runOnly: {type: 'tag', values: tags}})", TAGS)
    return [{"rule": v["id"], "help": v["help"], "nodes": [n["target"] for n in v["nodes"]][:5],
             "why": v["nodes"][0]["failureSummary"]} for v in result["violations"]]


def test_axe_core_is_the_pinned_package():
    pinned = json.loads((ROOT / "package.json").read_text())["dependencies"]["axe-core"]
    installed = json.loads((ROOT / "node_modules" / "axe-core" / "package.json").read_text())["version"]
    assert installed == pinned and pinned.startswith("4.11."), (pinned, installed)


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_every_page_passes_axe_core(new_context, built_site, scheme):
    ctx, guard = new_context(color_scheme=scheme)
    page = ctx.new_page()
    console: list[str] = []
    page.on("console", lambda m: console.append(f"{m.type}: {m.text}") if m.type in ("warning", "error") else None)
    page.on("pageerror", lambda e: console.append(f"pageerror: {e}"))
    failures: dict[str, list] = {}
    noisy: dict[str, list[str]] = {}
    twice: dict[str, list[str]] = {}
    for path in site_pages(built_site):
        console.clear()
        first_call = len(guard.calls)
        open_page(page, built_site.url(path))
        if scheme == "dark":
            assert page.locator("body").get_attribute("data-md-color-scheme") == "slate"
        found = axe_violations(page)
        if found:
            failures[path or "(home)"] = found
        if console:
            noisy[path or "(home)"] = list(console)
        fetched = collections.Counter(urlparse(u).path for m, u, by_sw in guard.calls[first_call:]
                                      if m == "GET" and not by_sw)
        again = sorted(u for u, n in fetched.items() if n > 1)
        if again:
            twice[path or "(home)"] = again
    assert not failures, "axe-core violations:\n" + json.dumps(failures, indent=1)[:20_000]
    assert not noisy, "console warnings or errors:\n" + json.dumps(noisy, indent=1)[:10_000]
    assert not twice, "files fetched twice by one page:\n" + json.dumps(twice, indent=1)[:10_000]
