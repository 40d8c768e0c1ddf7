"""The label outlines in the core are what scripts/card_glyphs.py writes from the pinned font."""

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "scripts"))

import card_glyphs  # noqa: E402

from hanafuda_core import glyphs  # noqa: E402
from hanafuda_core.deck import CARDS  # noqa: E402


def test_glyph_module_is_generated_from_the_pinned_font():
    assert card_glyphs.FONT.is_file(), "run scripts/setup.sh (npm ci installs the font)"
    assert (ROOT / "hanafuda_core" / "glyphs.py").read_text(encoding="utf-8") == card_glyphs.module_text()


def test_every_label_character_has_an_outline():
    shown = {ch for c in CARDS for ch in f"{c.month}{c.kind.letter}"}
    assert set(glyphs.GLYPHS) == shown
    for ch, (width, d) in glyphs.GLYPHS.items():
        assert 0 < width < glyphs.UNITS_PER_EM, ch
        assert d.startswith("M") and d.endswith("Z") and set(d) <= set("MLQCZ0123456789.- "), ch


def test_check_mode_reports_a_stale_module(tmp_path, monkeypatch, capsys):
    stale = tmp_path / "glyphs.py"
    stale.write_text(card_glyphs.module_text().replace("UNITS_PER_EM = 1000", "UNITS_PER_EM = 999"), encoding="utf-8")
    monkeypatch.setattr(card_glyphs, "OUT", stale)
    monkeypatch.setattr(card_glyphs, "ROOT", tmp_path)
    assert card_glyphs.main(["--check"]) == 1
    assert "out of date" in capsys.readouterr().err
    stale.write_text(card_glyphs.module_text(), encoding="utf-8")
    assert card_glyphs.main(["--check"]) == 0
