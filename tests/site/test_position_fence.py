"""The build-time ``position`` fence: a Poka position drawn as a static board."""


def test_position_fence_draws_a_static_board():
    import sys
    from pathlib import Path

    sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "scripts"))
    from sitegen import cardrender, fences

    page = (
        "Intro\n\n"
        '```position game=poka caption="Player 1 to play"\n'
        "3C1 7C1 8C1 9R 9C2 11A; 2A 2C2 3R 4A 10C2 12C3; 2C1; ?; 1; 12; 0; 0; 0-0; 1; -\n"
        "```\n"
    )
    out = fences.render_page(page)
    assert '<figure class="hf-figure hf-board-figure"><div class="hf-board" data-game="poka"' in out
    assert "<figcaption>Player 1 to play</figcaption>" in out
    assert "Player 2&#x27;s hand" in out and "face down" not in out  # both hands are shown
    assert "<button" not in out
    assert f'xlink:href="{cardrender.BASE}/cards.svg#card-2A"' in out  # faces refer to the site's card sprite


def test_position_fence_reports_a_bad_position_with_its_line():
    import sys
    from pathlib import Path

    import pytest

    sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "scripts"))
    from sitegen import fences

    page = "Intro\n\ntext\n\n```position game=poka\n3C1 7C1; 2A; 2C1; ?; 1; 12; 0; 0; 0-0; 1; -\n```\n"
    with pytest.raises(fences.FenceError) as e:
        fences.render_page(page)
    assert e.value.line == 6
    assert "bad Poka position" in str(e.value) and "first turn" in str(e.value)
    with pytest.raises(fences.FenceError, match="needs game=KEY, one of .*poka.*; got 'chess'"):
        fences.render_page("```position game=chess\nx\n```\n")
    with pytest.raises(fences.FenceError, match="empty 'position' fence"):
        fences.render_page("```position game=poka\n\n```\n")
    with pytest.raises(fences.FenceError, match="needs game=KEY"):
        fences.render_page("```position\n1C1; -; 2C1; ?; 1; 12; 0; 0; 0-0; 1; -\n```\n")
