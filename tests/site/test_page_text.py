"""The page's own interface texts in its language: the JSON a page carries
(``hanafuda_site.pagetext``) and the runtime's reading of it
(``site/assets/js/text.js``, run under Node with a stand-in for the page)."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "scripts"))

from sitegen import catalogs, pagetext  # noqa: E402

TEXT_JS = catalogs.SITEGEN / "site" / "assets" / "js" / "text.js"


def _key(m) -> str:
    key = "\u0000".join(m.id) if isinstance(m.id, tuple) else m.id
    return key if m.context is None else f"{m.context}\u0004{key}"


def test_a_japanese_page_carries_every_text_of_the_runtime_and_nothing_else():
    ja = pagetext.browser_text("ja")
    runtime = {_key(m) for m in catalogs.extract(catalogs.SITE)
               if m.id and any(where.endswith(".js") for where, _ in m.locations)}
    assert set(ja) - {""} == runtime
    assert ja[""] == {"language": "ja", "plural": {"other": 0}}
    assert ja["Undo"] == "元に戻す"
    assert ja["the board's information\u0004Score"] == "得点"
    assert ja["Weighed {n} decision.\u0000Weighed {n} decisions."] == ["{n}件の判断を検討しました。"]
    # the plugin's own texts are written into the markup at build time: not carried
    python_only = {_key(m) for m in catalogs.extract(catalogs.SITE)
                   if m.id and not any(where.endswith(".js") for where, _ in m.locations)}
    assert not python_only & set(ja)


def test_english_pages_and_languages_without_a_catalog_carry_nothing():
    assert pagetext.browser_text("en") is None
    assert pagetext.browser_text("xx") is None


def test_the_plural_categories_map_to_the_catalogs_forms():
    from babel.messages.catalog import Catalog

    english = Catalog(locale="en")  # nplurals=2; plural=(n != 1)
    assert pagetext.plural_forms("en", english) == {"one": 0, "other": 1}
    polish = Catalog(locale="pl")  # three forms: 1; 2-4, 22-24…; the rest
    assert pagetext.plural_forms("pl", polish) == {"many": 2, "one": 0, "few": 1}


def _node() -> str:
    node = shutil.which("node")
    if node is None:
        pytest.fail("`node` is not on PATH: text.js is tested under Node (20 or newer).", pytrace=False)
    return node


# Run text.js once for each page given (its #hf-text's text, or None for a
# page without it): each page imports its own copy of the module, as each page
# load does. The DOM nodes place() takes are stood in for by objects.
RUNNER = r"""
const [url, pagesJson] = process.argv.slice(-2);
const pages = JSON.parse(pagesJson);
const out = [];
console.warn = () => {};
for (let i = 0; i < pages.length; i += 1) {
  globalThis.document = {
    getElementById: (id) => (id === "hf-text" && pages[i] !== null ? { textContent: pages[i] } : null),
  };
  const { place, sentences, t, tc, tn } = await import(`${url}?page=${i}`);
  const bold = { node: "strong" };
  out.push({
    undo: t("Undo"),
    hint: t("Hint: {hint}", { hint: "play the Curtain" }),
    score: tc("the board's information", "Score"),
    computer: tc("the computer's level, a heading of the match's form", "Computer"),
    one: tn("Weighed {n} decision.", "Weighed {n} decisions.", 1),
    many: tn("Weighed {n} decision.", "Weighed {n} decisions.", 3),
    given: tn("{complete} You have done all {n} exercise of “{title}”.",
      "{complete} You have done all {n} exercises of “{title}”.", 2, { title: "Lights" }),
    unknown: t("A text no catalog has: {x}", { x: 1 }),
    placed: place(t("Starting a new match replaces the one in progress. {back}"), { back: { node: "button" } }),
    none: place(t("That was the last exercise: lesson complete. {link}"), { link: "" }),
    joined: sentences(bold, "the rest"),
    text: sentences("", "more").join(""),
  });
}
console.log(JSON.stringify(out));
"""


def _run(pages: list) -> list[dict]:
    done = subprocess.run([_node(), "--input-type=module", "-e", RUNNER, "--", TEXT_JS.as_uri(), json.dumps(pages)],
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout)


def test_the_runtime_writes_english_as_written_and_japanese_from_the_page():
    import jinja2

    # The page's JSON as templates/main.html writes it (Jinja's tojson: HTML-safe escapes).
    ja = jinja2.Environment().from_string("{{ x | tojson }}").render(x=pagetext.browser_text("ja"))
    english, japanese, damaged = _run([None, ja, "{not json"])
    assert english == damaged == {
        "undo": "Undo",
        "hint": "Hint: play the Curtain",
        "score": "Score",
        "computer": "Computer",
        "one": "Weighed 1 decision.",
        "many": "Weighed 3 decisions.",
        "given": "{complete} You have done all 2 exercises of “Lights”.",
        "unknown": "A text no catalog has: 1",
        "placed": ["Starting a new match replaces the one in progress. ", {"node": "button"}],
        "none": ["That was the last exercise: lesson complete. "],
        "joined": [{"node": "strong"}, " ", "the rest"],
        "text": " more",
    }
    assert japanese == {
        "undo": "元に戻す",
        "hint": "ヒント：play the Curtain",
        "score": "得点",
        "computer": "コンピューター",
        "one": "1件の判断を検討しました。",
        "many": "3件の判断を検討しました。",
        "given": "{complete}「Lights」の練習問題2問をすべて終えました。",
        "unknown": "A text no catalog has: 1",
        "placed": ["新しい対局を始めると、途中の対局は置き換えられます。", {"node": "button"}],
        "none": ["今のが最後の練習問題でした。レッスン完了です。"],
        "joined": [{"node": "strong"}, "the rest"],
        "text": "more",
    }
