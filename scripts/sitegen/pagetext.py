"""The page's own interface texts in the page's language, for the browser.

The runtime's buttons, statuses and labels (``site/assets/js``) are written in
English in the code, through ``t``, ``tn`` and ``tc`` (``site/assets/js/text.js``);
their translations are in the site's catalog (:data:`hanafuda_site.catalogs.SITE`).
A page in another language carries them in its head, as JSON
(``<script type="application/json" id="hf-text">``, ``templates/main.html``,
from ``config.extra.hf_text``), which text.js reads once::

    {"": {"language": "ja", "plural": {"other": 0}},
     "Undo": "元に戻す",                                   # a text
     "a zone of the table with no card\\u0004empty": "なし",  # a text with its context
     "Weighed {n} decision.\\u0000Weighed {n} decisions.": ["{n}件の判断を検討しました。"]}

A plural text gives its forms; ``plural`` maps each plural category of the
language (``Intl.PluralRules`` in the browser, the CLDR's, as Babel has them
here) to the catalog's form for it (gettext's ``Plural-Forms``). Only the
runtime's messages go in: the plugin's own (``msg`` in ``scripts/sitegen``)
are written into the pages' markup at build time and are not needed there.
"""

from __future__ import annotations

import gettext

from babel import Locale
from babel.messages.catalog import Catalog

from . import catalogs
from .languages import SOURCE

_COUNTS = [*range(0, 1001), 10 ** 5, 10 ** 6, 10 ** 7]
"""The counts the plural categories are matched on (integers: every count the runtime shows is one)."""


def _runtime_messages() -> set:
    """The site's messages written in the browser's runtime (a JS file), as ``(id, context)``."""
    return {(m.id, m.context) for m in catalogs.extract(catalogs.SITE)
            if m.id and any(where.endswith(".js") for where, _ in m.locations)}


def plural_forms(code: str, catalog: Catalog) -> dict[str, int]:
    """Each plural category of ``code`` (CLDR's, which ``Intl.PluralRules``
    gives in the browser) mapped to the catalog's form for the counts in it."""
    category = Locale.parse(code).plural_form
    form = gettext.c2py(catalog.plural_expr)
    out: dict[str, int] = {}
    for n in _COUNTS:
        out.setdefault(category(n), form(n))
    return out


def browser_text(code: str) -> dict | None:
    """The JSON ``config.extra.hf_text`` for the pages in ``code`` (None for
    English, the source, and for a language the site has no catalog of: its
    pages' runtime speaks English)."""
    if code == SOURCE or code not in catalogs.languages(catalogs.SITE):
        return None
    catalog = catalogs.read(code, catalogs.SITE)
    wanted = _runtime_messages()
    out: dict = {"": {"language": code, "plural": plural_forms(code, catalog)}}
    for m in catalog:
        if not m.id or m.fuzzy or (m.id, m.context) not in wanted:
            continue
        if isinstance(m.id, tuple):
            forms = list(m.string) if isinstance(m.string, tuple) else [m.string]
            if not all(forms):
                continue
            key, value = "\u0000".join(m.id), forms
        else:
            if not m.string:
                continue
            key, value = m.id, m.string
        out[key if m.context is None else f"{m.context}\u0004{key}"] = value
    return out
