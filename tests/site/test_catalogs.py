"""The message catalogs (``hanafuda_site.catalogs``), the engine's and the
site's own: each template is what the code holds (every message call written
in the code is in it), every shipped language translates every message with
the source's parameters, a wrong catalog is reported with what is wrong, and
the compiled catalog writes the engine's text in its language."""

from __future__ import annotations

import json
import re
import shutil
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "scripts"))

from sitegen import catalogs  # noqa: E402

from hanafuda_core.learning import trainer  # noqa: E402
from hanafuda_core.messages import Language  # noqa: E402


@pytest.mark.parametrize("domain", catalogs.DOMAINS, ids=lambda d: d.name)
def test_the_template_is_what_the_code_holds(domain):
    assert domain.template.read_text(encoding="utf-8") == catalogs.template_text(domain), \
        "run: python -m hanafuda_site.catalogs --write"
    sample = {"hanafuda": "Your saved puzzle rating could not be read", "site": 'msgid "Show legal moves"'}
    assert sample[domain.name] in catalogs.template_text(domain)


def _template(domain) -> set:
    return {(m.id[0] if isinstance(m.id, tuple) else m.id, m.context) for m in catalogs.extract(domain) if m.id}


def _written_messages(folder: Path):
    """Every message call written with its texts in the Python code under
    ``folder``: (file, line, context, English)."""
    import ast

    for path in sorted(folder.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
                    and node.func.id in ("msg", "msg_n", "msg_in")):
                continue
            texts = [a.value if isinstance(a, ast.Constant) and isinstance(a.value, str) else None for a in node.args]
            context, text = (texts[0], texts[1]) if node.func.id == "msg_in" else (None, texts[0])
            yield path.relative_to(folder), node.lineno, context, text


@pytest.mark.parametrize("domain, folder, least", [(catalogs.ENGINE, catalogs.CORE, 800),
                                                   (catalogs.SITE, catalogs.SITEGEN, 0)], ids=["hanafuda", "site"])
def test_every_message_written_in_the_code_is_in_the_template(domain, folder, least):
    """Babel drops, without a word, a message written inside another call's
    arguments within a message's; the code's own calls are read here too."""
    template = _template(domain)
    written = list(_written_messages(folder))
    assert len(written) >= least
    missing = [f"{path}:{line} {text!r}" for path, line, context, text in written
               if text is not None and (text, context) not in template]
    assert not missing, "messages the template lacks (write the inner message in a variable first):\n" + "\n".join(missing)


JS = catalogs.SITEGEN / "site" / "assets" / "js"
_JS_STRING = re.compile(r'\s*"((?:[^"\\\n]|\\.)*)"\s*')
_JS_CALL = re.compile(r"(?<![\w$.])(function\s+)?(t|tn|tc)\(")


def _without_comments(text: str) -> str:
    """JavaScript without its comments (each kept as its newlines, so that lines keep their numbers)."""
    blank = lambda m: "\n" * m.group(0).count("\n")  # noqa: E731
    text = re.sub(r"/\*.*?\*/", blank, text, flags=re.S)
    return re.sub(r"^\s*//.*$", "", text, flags=re.M)


def _js_calls():
    """Every call of t, tn and tc in the runtime: (file, line, context, English
    or None when the call's texts are not string literals)."""
    for path in sorted(JS.rglob("*.js")):
        text = _without_comments(path.read_text(encoding="utf-8"))
        for call in _JS_CALL.finditer(text):
            if call.group(1):
                continue  # the function itself (text.js)
            name, at, strings = call.group(2), call.end(), []
            for _ in range(1 if name == "t" else 2):
                m = _JS_STRING.match(text, at)
                if not m:
                    break
                strings.append(json.loads(f'"{m.group(1)}"'))
                at = m.end() + (text[m.end()] == ",")
            line = text.count("\n", 0, call.start()) + 1
            wanted = 1 if name == "t" else 2
            if len(strings) < wanted:
                yield path.relative_to(JS), line, None, None
            else:
                yield path.relative_to(JS), line, strings[0] if name == "tc" else None, strings[-1 if name == "tc" else 0]


def test_every_text_the_runtime_writes_is_in_the_site_template():
    """Every t("…"), tn("…", "…", n) and tc("…", "…") of the browser's runtime
    is in the site's template (Babel drops a call written inside another's
    arguments), and every call's texts are string literals that Babel can read."""
    template = _template(catalogs.SITE)
    calls = list(_js_calls())
    assert len(calls) > 100
    unread = [f"{path}:{line}" for path, line, _, text in calls if text is None]
    assert not unread, "calls whose texts are not string literals:\n" + "\n".join(unread)
    missing = [f"{path}:{line} {text!r}" for path, line, context, text in calls if (text, context) not in template]
    assert not missing, "texts the template lacks (write the inner call in a variable first):\n" + "\n".join(missing)


@pytest.mark.parametrize("domain", catalogs.DOMAINS, ids=lambda d: d.name)
def test_every_shipped_language_translates_every_message_with_its_parameters(domain):
    assert "ja" in catalogs.languages(domain)
    for code in catalogs.languages(domain):
        assert catalogs.problems(code, domain) == []


def test_the_runtime_finds_the_score_by_the_engines_own_label():
    """The play page finds a saved match's score on the board by its label,
    which the engine writes: the site's Japanese for it is the engine's."""
    site = catalogs.read("ja", catalogs.SITE).get("Score", context="the board's information").string
    on_boards = [m for m in catalogs.read("ja") if m.id == "Score"
                 and any(where.endswith("/view.py") for where, _ in m.locations)]  # the board's labels
    assert len(on_boards) >= 3 and {m.string for m in on_boards} == {site}


@pytest.fixture
def locale(tmp_path, monkeypatch):
    """A copy of the catalogs to spoil (each domain's), by domain name."""
    copies = {}
    for domain in catalogs.DOMAINS:
        copies[domain.name] = tmp_path / domain.name
        shutil.copytree(domain.locale, copies[domain.name])
        monkeypatch.setattr(domain, "locale", copies[domain.name])
    return copies


def test_a_missing_or_wrong_translation_is_reported_with_the_message_and_where_it_is(locale):
    site = locale["site"] / "ja.po"
    site.write_text(site.read_text(encoding="utf-8").replace('msgstr "元に戻す"', 'msgstr ""')
                    .replace("{done}件", "{count}件"), encoding="utf-8")
    found = catalogs.problems("ja", catalogs.SITE)
    assert any(p.startswith("ja: not translated: 'Undo' (scripts/sitegen/site/assets/js/widgets/") for p in found)
    assert any("has the parameters ['count'], the source ['count', 'done']" in p and "play-board.js:" in p
               for p in found)
    po = locale["hanafuda"] / "ja.po"
    text = po.read_text(encoding="utf-8")
    po.write_text(text.replace("{rating}から始め直します", "{score}から始め直します")
                  .replace('msgstr "現在のレーティングは{rating}です。問題を解くごとにグラフが描かれていきます。"', 'msgstr ""'),
                  encoding="utf-8")
    found = catalogs.problems("ja")
    assert any("has the parameters ['score'], the source ['rating']" in p and "trainer.py:" in p for p in found)
    assert any(p.startswith("ja: not translated: 'Your rating: {rating}.") for p in found)
    po.write_text(text + '\nmsgid "A sentence the code no longer has."\nmsgstr "もうない文。"\n', encoding="utf-8")
    assert catalogs.problems("ja") == ["ja: a translation of no message: 'A sentence the code no longer has.'"]


def test_the_compiled_catalog_writes_the_trainers_text_in_japanese():
    ja = Language.from_catalog("ja", catalogs.compiled("ja"))
    _, problem = trainer.load("not a record")
    assert problem.render(ja) == "保存されていたパズルのレーティングを読み込めなかったため、1500から始め直します。"
    plot = trainer.summary(trainer.fresh(), language=ja)["plot"]
    assert 'aria-label="現在のレーティングは1500です。' in plot and "Your rating" not in plot


def test_the_deck_drill_speaks_japanese_with_the_cards_traditional_names():
    import re

    from hanafuda_core.deck import CARDS
    from hanafuda_core.drills import NameThatCard

    ja = Language.from_catalog("ja", catalogs.compiled("ja"))
    crane = next(c for c in CARDS if c.name == "Crane and Sun")
    right = NameThatCard.check(crane.code, 1, "bright", language=ja)
    assert right["verdict"] == "正解です。これは松に鶴、睦月（松）の光札です。"
    wrong = NameThatCard.check(crane.code, 3, "chaff", language=ja)
    assert wrong["verdict"] == "残念、ちがいます。"
    assert wrong["explanation"] == ("松は睦月（1月）の札です。弥生は桜です。カス札ではありません。"
                                    "光札は大きな特別な絵柄の札で、20点です。この札は松に鶴です。")
    assert wrong["cardLabel"] == "睦月（松）：松に鶴、光札、20点"
    question = NameThatCard(5).question(language=ja)
    words = [question["prompt"]] + [c["label"] for c in question["months"] + question["kinds"]]
    assert not [w for w in words if re.search("[A-Za-z]", w)], words
    assert question["months"][0]["label"] == "1月・松"


def test_a_session_in_japanese_gets_the_engines_texts_in_japanese(tmp_path):
    import json

    from hanafuda_core import webapi

    def call(name, **args):
        return json.loads(webapi.call(name, json.dumps(args)))

    mo = tmp_path / "ja-shared.mo"  # the drills and the trainer need the shared part alone
    mo.write_bytes(catalogs.split("ja", ())[catalogs.SHARED])
    try:
        assert call("configure", language="ja", catalogs=[str(mo)])["result"]["language"] == "ja"
        checked = call("drill.name-that-card.check", card="1B", month=1, kind="bright")["result"]
        assert checked["verdict"].startswith("正解です。これは松に鶴")
        started = call("trainer.start", store="damaged", index=[{"id": "a", "rating": 1500, "themes": []}])
        assert started["result"]["warning"].startswith("保存されていたパズルのレーティング")
        # a catalog that cannot be read: a clear error, and the session keeps its language
        (tmp_path / "bad.mo").write_bytes(b"not a catalog")
        for path in (tmp_path / "bad.mo", tmp_path / "missing.mo"):
            bad = call("configure", language="ko", catalogs=[str(mo), str(path)])
            assert not bad["ok"] and "the catalogs of the language 'ko' could not be read" in bad["error"]["message"]
        assert call("drill.name-that-card.check", card="1B", month=1, kind="bright")["result"]["verdict"][:3] == "正解で"
    finally:
        assert call("configure", language="en")["result"]["language"] == "en"
    assert call("drill.name-that-card.check", card="1B", month=1, kind="bright")["result"]["verdict"].startswith("Right")


def test_the_common_rules_drills_speak_japanese_for_every_question_and_answer():
    import re

    from hanafuda_core.rng import Rng
    from hanafuda_core.rule_drills import QUIZZES

    ja = Language.from_catalog("ja", catalogs.compiled("ja"))
    for quiz in QUIZZES.values():
        for seed in range(60):
            q = quiz.question(Rng(seed), language=ja)
            shown = [q["title"], q["prompt"]] + [c["label"] for c in q["choices"]] + [
                g["label"] for g in q["groups"]] + [c["label"] for g in q["groups"] for c in g["cards"]]
            for choice in q["choices"]:
                verdict = quiz.check(q["state"], choice["value"], language=ja)
                shown += [verdict["verdict"], verdict["explanation"]]
            english = [t for t in shown if re.search("[A-Za-z]", t)]
            assert not english, (quiz.name, seed, english[:3])
    crane_first = QUIZZES["who-deals"].check({"cards": ["1B", "3B"]}, 1, language=ja)
    assert crane_first["explanation"] == ("引かれた札でいちばん早い月は睦月（松）で、それを引いたのは"
                                          "プレイヤー1だけです（松に鶴（光札、20点））。プレイヤー1が親です。")


def test_a_catalog_is_split_into_the_shared_part_and_each_games_part():
    """Every message is in the shared part or in the part of each game whose
    code (its own, its family's, its parent's) writes it, but those only the
    build writes (the tables'); a game's part has no other game's own
    message, and a variant's has its parent's."""
    import gettext
    import io

    from hanafuda_core.messages import Language

    parts = catalogs.split("ja")
    read = {name: gettext.GNUTranslations(io.BytesIO(data))._catalog for name, data in parts.items()}
    whole = gettext.GNUTranslations(io.BytesIO(catalogs.compiled("ja")))._catalog
    build_only = {f"{m.context}\x04{m.id}" if m.context else m.id for m in catalogs.extract()
                  if m.id and all(loc.endswith(catalogs.BUILD_ONLY) for loc, _ in m.locations)}
    ids = {k if isinstance(k, str) else k[0] for k in whole if k}
    shipped = {k if isinstance(k, str) else k[0] for c in read.values() for k in c if k}
    assert build_only and ids - {b if isinstance(b, str) else b[0] for b in build_only} == shipped
    assert not shipped & {b for b in build_only if isinstance(b, str)}  # the tables' words stay in the build
    assert len(parts[catalogs.SHARED]) < len(catalogs.compiled("ja")) / 4
    koikoi, gostop, isuri = read["koikoi"], read["gostop"], read["isuri"]
    assert "play {card} and take the top card of the stock" in str(list(gostop))  # Go-Stop's own
    assert not any("top card of the stock" in str(k) for k in koikoi)
    assert set(read["hiyoko"]) <= set(isuri)  # Isuri is a variant of Hiyoko
    assert not set(koikoi) & set(read[catalogs.SHARED]) - {""}
    # what a page of a game reads: the shared part and its own
    ja = Language.from_catalogs("ja", [parts[catalogs.SHARED], parts["koikoi"]])
    from hanafuda_core.messages import msg_in
    assert msg_in("an action: what to do", "call koi-koi").render(ja) == "こいこいを宣言する"
