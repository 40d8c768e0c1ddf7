"""Accessibility touches on every built page (WCAG 2.1 AA; axe-core finds nothing).

* Pages with an exercise or a board: Material's "Skip to content" link becomes
  "Skip to the exercise" (or "the board") and leads to the page's first widget,
  which takes the focus: from the top of the page, Tab, Enter and Tab reach its
  first control.
* A widget's title (an ``h3``) follows the page's headings without skipping a
  level: under the page's title alone (a play page) it is an ``h2``.
* Generated tables that scroll sideways on a phone (``hf-table-wrap``) can be
  scrolled from the keyboard: they take the focus and are named regions; so
  can code blocks (they take the focus).
* Pages whose first screen shows Japanese (or Korean) text preload the subset
  of that script's font (fonts.py): assets/css/site.css declares it
  ``font-display: optional``, so a page never reflows when the font arrives
  (no layout shift), and a preloaded font arrives before the first paint.
  Pages whose text of that script comes later (or only inside a long table
  laid out when scrolled near, or in a widget's no-JavaScript fallback,
  replaced when the widget starts) do not preload its font: a preloaded font
  that no text uses is a wasted download and a console warning.
"""

from __future__ import annotations

import html
import re

from mkdocs.utils import get_relative_url

from hanafuda_core.messages import ENGLISH, Language, msg, msg_in

from . import fonts

SKIP = re.compile(r'<a href="[^"]*" class="md-skip">\s*([^<]*?)\s*</a>')
WIDGET = re.compile(r'<(section|div)\b([^>]*\bdata-hf-widget="([\w-]+)"[^>]*)>')
TABLE_WRAP = '<div class="hf-table-wrap">'
# Text of a script this far into the article counts as being on the first screen.
FIRST_SCREEN = 4000


def _skip_link(page_html: str, say) -> str:
    found = WIDGET.search(page_html)
    if not found or not SKIP.search(page_html):
        return page_html
    tag, attrs, kind = found.groups()
    ident = re.search(r'\bid="([^"]+)"', attrs)
    if ident:
        target = ident.group(1)
        new_attrs = attrs
    else:
        target = "hf-first-widget"
        new_attrs = f' id="{target}"{attrs}'
    if "tabindex=" not in new_attrs:
        new_attrs += ' tabindex="-1"'
    page_html = page_html[: found.start()] + f"<{tag}{new_attrs}>" + page_html[found.end():]
    label = html.escape(say(msg("Skip to the board")) if kind == "play-board" else say(msg("Skip to the exercise")))
    return SKIP.sub(f'<a href="#{html.escape(target, quote=True)}" class="md-skip">{label}</a>', page_html, count=1)


HEADING = re.compile(r'<(/?)h([1-6])\b([^>]*)>')


def _widget_headings(page_html: str) -> str:
    out, last, pos, fixing = [], 0, 0, []
    for m in HEADING.finditer(page_html):
        closing, level, attrs = m.group(1), int(m.group(2)), m.group(3)
        new = level
        if closing:
            new = fixing.pop() if fixing else level
        else:
            if 'class="hf-widget__title"' in attrs and level > last + 1:
                new = last + 1
            fixing.append(new)
            last = new
        out.append(page_html[pos:m.start()])
        out.append(f"<{closing}h{new}{attrs}>")
        pos = m.end()
    out.append(page_html[pos:])
    return "".join(out)


def _scrollable_tables(page_html: str, say) -> str:
    label = html.escape(say(msg("Table (scrolls sideways)")), quote=True)
    return page_html.replace(TABLE_WRAP, f'<div class="hf-table-wrap" tabindex="0" role="region" aria-label="{label}">')


def _font_preload(page_html: str, page_url: str, script: fonts.Script, edition: str) -> str:
    href = get_relative_url(script.font_of(edition), page_url)
    link = f'<link rel="preload" href="{html.escape(href, quote=True)}" as="font" type="font/woff2" crossorigin>'
    if "data-hf-widget=" in page_html:
        # A page with widgets: its preloads are the widgets' (a preloaded font
        # there was reported unused while the widgets started, and on a
        # Japanese page it came twice).
        return page_html
    if f'<html lang="{script.lang}"' in page_html[:200]:
        # A page in the script's language: its whole text is drawn with the font.
        return page_html.replace("</title>", "</title>\n    " + link, 1)
    article = page_html.find("<article")
    if article < 0:
        return page_html
    first = page_html.find(f'lang="{script.lang}"', article)
    if first < 0 or first - article > FIRST_SCREEN:
        return page_html
    for later in (TABLE_WRAP, "data-hf-widget="):  # laid out later, or replaced by a widget
        at = page_html.find(later, article)
        if 0 <= at < first:
            return page_html
    return page_html.replace("</title>", "</title>\n    " + link, 1)


_CODE_BLOCK = re.compile(r"(<pre\b[^>]*>(?:<span></span>)?<code)(?![^>]*\btabindex=)")


def _scrollable_code(page_html: str) -> str:
    """Code blocks take the focus, so that one wider than the page can be
    scrolled from the keyboard before Material's script (which marks the ones
    that overflow) has run on it."""
    return _CODE_BLOCK.sub(r'\1 tabindex="0"', page_html)


def _named_toggles(page_html: str, say) -> str:
    """Material's hidden checkboxes that open the navigation drawer and the
    search get names of their own (they are also labelled by the header's
    buttons, which axe does not always see as their labels)."""
    drawer = html.escape(say(msg_in("the hidden toggle of the navigation drawer", "Navigation")), quote=True)
    search = html.escape(say(msg_in("the hidden toggle of the search", "Search")), quote=True)
    return (page_html
            .replace('type="checkbox" id="__drawer"', f'type="checkbox" id="__drawer" aria-label="{drawer}"', 1)
            .replace('type="checkbox" id="__search"', f'type="checkbox" id="__search" aria-label="{search}"', 1))


def improve(page_html: str, page_url: str, scripts=(), edition: str = "", language: Language = ENGLISH) -> str:
    """The page with the touches above; ``page_url``: its address from the
    site's root; ``scripts``: the fonts.Script of each script the page's text
    shows; ``edition``: another language's pages, drawn with their own font
    subsets (fonts.Script.font_of), or ``""``; ``language``: the page's, of
    the names and labels added."""
    say = language.write
    for script in scripts:
        page_html = _font_preload(page_html, page_url, script, edition)
        if edition:
            href = get_relative_url(script.font_of(edition), page_url)
            page_html = page_html.replace("</head>", f"<style>{script.face_css(href, edition)}</style>\n</head>", 1)
    page_html = _skip_link(page_html, say)
    page_html = _widget_headings(page_html)
    page_html = _named_toggles(page_html, say)
    return _scrollable_code(_scrollable_tables(page_html, say))
