"""The engine's message catalogs (``hanafuda_site.catalogs``): the template
is what the code holds, every shipped language translates every message with
the source's parameters, a wrong catalog is reported with what is wrong, and
the compiled catalog writes the engine's text in its language."""

from __future__ import annotations

import shutil
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "scripts"))

from sitegen import catalogs  # noqa: E402

from hanafuda_core.learning import trainer  # noqa: E402
from hanafuda_core.messages import Language  # noqa: E402


def test_the_template_is_what_the_code_holds():
    assert catalogs.TEMPLATE.read_text(encoding="utf-8") == catalogs.template_text(), \
        "run: python -m hanafuda_site.catalogs --write"
    assert "Your saved puzzle rating could not be read" in catalogs.template_text()


def _written_messages():
    """Every message call written with its texts in the core's code: (file, line, context, English)."""
    import ast

    for path in sorted(catalogs.CORE.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
                    and node.func.id in ("msg", "msg_n", "msg_in")):
                continue
            texts = [a.value if isinstance(a, ast.Constant) and isinstance(a.value, str) else None for a in node.args]
            context, text = (texts[0], texts[1]) if node.func.id == "msg_in" else (None, texts[0])
            yield path.relative_to(catalogs.CORE), node.lineno, context, text


def test_every_message_written_in_the_code_is_in_the_template():
    """Babel drops, without a word, a message written inside another call's
    arguments within a message's; the code's own calls are read here too."""
    template = {(m.id[0] if isinstance(m.id, tuple) else m.id, m.context) for m in catalogs.extract() if m.id}
    written = list(_written_messages())
    assert len(written) > 800
    missing = [f"{path}:{line} {text!r}" for path, line, context, text in written
               if text is not None and (text, context) not in template]
    assert not missing, "messages the template lacks (write the inner message in a variable first):\n" + "\n".join(missing)


def test_every_shipped_language_translates_every_message_with_its_parameters():
    assert "ja" in catalogs.languages()
    for code in catalogs.languages():
        assert catalogs.problems(code) == []


@pytest.fixture
def locale(tmp_path, monkeypatch):
    """A copy of the catalogs to spoil."""
    copy = tmp_path / "locale"
    shutil.copytree(catalogs.LOCALE, copy)
    monkeypatch.setattr(catalogs, "LOCALE", copy)
    return copy


def test_a_missing_or_wrong_translation_is_reported_with_the_message_and_where_it_is(locale):
    po = locale / "ja.po"
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
    code (its own, its family's, its parent's) writes it; a game's part has
    no other game's own message, and a variant's has its parent's."""
    import gettext
    import io

    from hanafuda_core.messages import Language

    parts = catalogs.split("ja")
    read = {name: gettext.GNUTranslations(io.BytesIO(data))._catalog for name, data in parts.items()}
    whole = gettext.GNUTranslations(io.BytesIO(catalogs.compiled("ja")))._catalog
    ids = {k for k in whole if k}
    assert ids == set().union(*(set(c) for c in read.values())) - {""}
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
