"""The markup of the generated tables (``hanafuda_core.pagetables``): markup
with messages inside, written in a language only when it is shown, escaped as
each table escaped its text, with markup inside a message kept as markup."""

from __future__ import annotations

import gettext

import pytest

from hanafuda_core.messages import ENGLISH, Language, msg, msg_in, written
from hanafuda_core.pagetables import Gloss, Html, by_english, capital, joined_markup, markup, table


class _Shouting(gettext.NullTranslations):
    """A test language: every message in capitals (its parameters as they are)."""

    def gettext(self, message):
        return message.upper().replace("{CARDS}", "{cards}").replace("{NAME}", "{name}")

    def pgettext(self, context, message):
        return self.gettext(message)


LOUD = Language("xx", _Shouting())


def test_a_message_is_written_in_the_language_and_escaped():
    out = Html("<td>{text}</td>", text=msg("Don't <stop>"))
    assert str(out) == "<td>Don&#x27;t &lt;stop&gt;</td>"
    quoted = Html("<td>{text}</td>", quote=False, text=msg("Don't <stop>"))
    assert quoted.render(ENGLISH) == "<td>Don't &lt;stop&gt;</td>"
    assert out.render(LOUD) == "<td>DON&#x27;T &lt;STOP&gt;</td>"


def test_markup_is_kept_and_other_values_escaped():
    out = Html("{a}{b}{c}", a=markup("<br>"), b=Html("<em>{x}</em>", x="1 < 2"), c=3)
    assert str(out) == "<br><em>1 &lt; 2</em>3"
    assert markup("<svg>{x}</svg>").render(LOUD) == "<svg>{x}</svg>"  # no parameters: as it stands


def test_markup_inside_a_message_stays_markup():
    cards = Html("<code>{c}</code>", c="1B & 3B")
    out = Html("{note}", note=msg("Example: {cards}.", cards=cards))
    assert str(out) == "Example: <code>1B &amp; 3B</code>."
    assert out.render(LOUD) == "EXAMPLE: <code>1B &amp; 3B</code>."


def test_a_gloss_is_left_out_in_its_own_language():
    name = Html("<strong>{name}</strong>{gloss}", name=msg("Five Lights"), gloss=Gloss("xx", markup(" (五光)")))
    assert str(name) == "<strong>Five Lights</strong> (五光)"
    assert name.render(LOUD) == "<strong>FIVE LIGHTS</strong>"


def test_a_table_takes_messages_and_markup_and_is_written_at_the_edge():
    t = table([msg_in("a column", "Player's"), "<em>x</em>"], [[msg("a & b"), Html("{n}", n=msg("it's"))]], "c")
    assert written(t, ENGLISH) == ('<div class="hf-table-wrap"><table class="c"><thead><tr><th>Player\'s</th>'
                                   "<th><em>x</em></th></tr></thead><tbody><tr><td>a &amp; b</td><td>it&#x27;s</td>"
                                   "</tr></tbody></table></div>")
    assert "<th>PLAYER'S</th>" in written(t, LOUD)


def test_joined_markup_and_capital():
    assert str(joined_markup("<br>", ["<b>1</b>", msg("a<b"), Html("{x}", x=2)])) == "<b>1</b><br>a&lt;b<br>2"
    assert str(capital(msg("the defaults"))) == "The defaults"


def test_texts_kept_in_data_are_found_by_their_english():
    words = by_english(msg_in("a test", "Standard"), msg_in("a test", "Nagoya"))
    assert words["Nagoya"] == msg_in("a test", "Nagoya")
    with pytest.raises(KeyError):
        words["Kyoto"]
