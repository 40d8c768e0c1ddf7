"""The "Writing down a position" tables of the rules pages, over every registered game:
the example is a position the engine reads and writes back unchanged, and the fields
listed are the ones the engine reads, in its order."""

import html
import re

import pytest

from hanafuda_core import games
from hanafuda_core.game import PositionError
from hanafuda_core.pagetables import position_fields

# The games the core ships (each has a rules page); not the test-only games tests register.
SHIPPED = [k for k in games.keys() if type(games.get(k)).__module__.startswith("hanafuda_core.games.")]


def test_every_shipped_game_is_checked():
    assert {"poka", "hiyoko", "isuri", "koikoi", "hanahuda"} <= set(SHIPPED)


@pytest.mark.parametrize("key", SHIPPED)
def test_position_table_matches_the_engine(key):
    game = games.get(key)
    tables = game.site.tables()
    assert f"{key}-position" in tables, "every game's rules page says how to write down a position"
    out = str(tables[f"{key}-position"]())  # the table in English (markup with messages)
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
    out = str(position_fields([("turn", "whose turn: `1` or `2`"), ("hand", "cards <in hand>")], "1; 3C1"))
    assert "whose turn: <code>1</code> or <code>2</code>" in out and "cards &lt;in hand&gt;" in out
    with pytest.raises(ValueError, match="1 fields, the notation 2"):
        position_fields([("turn", "x"), ("hand", "y")], "1")


@pytest.mark.parametrize("key", SHIPPED)
def test_rule_options_table_says_how_to_write_each_option(key):
    """The options in a position (Koi-Koi: after the rule set's key) are written as the
    rules page's options table shows: each example, put into the table's example
    position, is read and written back as it stands, with that option changed."""
    game = games.get(key)
    out = str(game.site.tables()[f"{key}-options"]())
    assert "<th>In notation</th>" in out
    shown = [html.unescape(x) for x in re.findall(r'<code style="white-space:nowrap">(.*?)</code>', out)]
    example = html.unescape(re.search(r'<pre class="hf-position-example"><code>(.*?)</code></pre>',
                                      str(game.site.tables()[f"{key}-position"]())).group(1))
    head, _, last = example.rpartition(";")
    assert len(shown) == out.count("<tr>") - 1 > 0  # one per option (the first row is the header)
    accepted = 0
    for text in shown:
        # The options field: "-" for the defaults, or the rule set's key and its changes
        # (the option replaces the example's own setting of it, if any).
        code = text.split("=")[0]
        kept = [part for part in last.strip().split(",") if part != "-" and part.split("=")[0] != code]
        field = ",".join(kept + [text])
        try:
            pos = game.parse_position(f"{head}; {field}")
        except PositionError as e:
            assert "needs" in str(e) or "lets" in str(e), (text, str(e))  # a value that needs another option
            continue
        accepted += 1
        assert set(game.position_text(pos).rpartition(";")[2].strip().split(",")) == set(field.split(","))
    assert accepted >= len(shown) - 1
