"""Pages with widgets load Material's bundle after the widgets are drawn
(scripts/sitegen/startup.py); other pages load it as Material does."""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "scripts"))
from sitegen import startup  # noqa: E402


def test_widget_pages_load_material_after_their_widgets(built_site):
    page = built_site.directory / "poka" / "lessons" / "following" / "index.html"
    html = page.read_text("utf-8")
    assert not startup.BUNDLE.search(html)
    (src,) = re.findall(r"script\.src = (\"[^\"]+\");", html)
    assert (page.parent / json.loads(src)).resolve().is_file()
    assert 'addEventListener("hf:widgets-drawn", whenQuiet)' in html
    assert f"last + {startup.QUIET_MS} - performance.now()" in html
    # The loader comes before the runtime, so it hears the runtime's signal.
    assert html.index("__hanafudaMaterialLater") < html.index('assets/js/hanafuda-runtime.js" type="module"')


def test_other_pages_load_material_as_it_does(built_site):
    html = (built_site.directory / "notation" / "index.html").read_text("utf-8")
    assert len(startup.BUNDLE.findall(html)) == 1 and "__hanafudaMaterialLater = true" not in html


def test_a_page_without_the_bundle_is_a_build_error():
    with pytest.raises(startup.StartupError, match="found it 0 times"):
        startup.material_after_widgets("<html><body></body></html>")
