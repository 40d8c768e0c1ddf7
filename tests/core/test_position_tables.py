"""The "Writing down a position" tables of the rules pages, over every registered game
that has one: the example is a position the engine reads and writes back unchanged, and
the fields listed are the ones the engine reads, in its order."""

import html
import re

import pytest

from hanafuda_core import games
from hanafuda_core.game import PositionError
from hanafuda_core.pagetables import position_fields

WITH_TABLE = [k for k in games.keys() if f"{k}-position" in games.get(k).tables()]


def test_the_shedding_games_have_one():
    assert {"poka", "hiyoko", "isuri"} <= set(WITH_TABLE)


@pytest.mark.parametrize("key", WITH_TABLE)
def test_position_table_matches_the_engine(key):
    game = games.get(key)
    out = game.tables()[f"{key}-position"]()
    example = html.unescape(re.search(r'<pre class="hf-position-example"><code>(.*?)</code></pre>', out).group(1))
    # The example is a position the engine reads and writes back as it stands.
    assert game.position_text(game.parse_position(example)) == example
    rows = re.findall(r"<tr><td>(\d+)</td><td>(.*?)</td><td>(.*?)</td><td><code>(.*?)</code></td></tr>", out)
    parts = [p.strip() for p in example.split(";")]
    assert [int(r[0]) for r in rows] == list(range(1, len(parts) + 1))
    assert [html.unescape(r[3]) for r in rows] == parts
    assert all(r[2] for r in rows)
    # The fields, in the order the engine reads them (its error for a text of the wrong length lists them).
    with pytest.raises(PositionError) as err:
        game.parse_position(example + "; 0")
    named = [html.unescape(r[1]) for r in rows]
    assert f"({', '.join(named)})" in str(err.value)


def test_position_fields_marks_code_and_refuses_a_short_example():
    out = position_fields([("turn", "whose turn: `1` or `2`"), ("hand", "cards <in hand>")], "1; 3C1")
    assert "whose turn: <code>1</code> or <code>2</code>" in out and "cards &lt;in hand&gt;" in out
    with pytest.raises(ValueError, match="1 fields, the notation 2"):
        position_fields([("turn", "x"), ("hand", "y")], "1")
