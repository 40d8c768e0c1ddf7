"""Whatever a tutorial file holds, the loader answers with ``file:line: reason``.

Each case an author may run into is a named test below: a file that is not
UTF-8, a NUL or control character, YAML tags, complex keys, looping aliases,
deep nesting, syntax errors (reported at the line to fix, not where PyYAML
gave up), empty values.  Then Hypothesis mutates every real tutorial file
(deletes, duplicates and swaps lines, inserts tags, NUL bytes, bytes that are
not UTF-8, changes indentation and values) and checks that the loader either
loads it or raises ``TutorialFileError`` naming the file and a line inside it.
"""

from __future__ import annotations

import re
import sys
import tempfile
from pathlib import Path

import pytest
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

ROOT = Path(__file__).resolve().parents[2]
sys.path[:0] = [str(ROOT), str(ROOT / "scripts")]

from sitegen import tutorials  # noqa: E402
from tests.project_tutorials import tutorial_files, tutorial_folder, tutorial_folders  # noqa: E402

GOOD = """\
id: sample
game: poka
kind: lesson
title: Sample
summary: A sample lesson.
steps:
  - id: chain
    title: A chain
    text: Play the longest chain.
    position: "7C1 8C1 9R 3C1 5A 12C2; 2A 2C2 3R 4A 10C2 12C3; 6C1; ?; 1; -; 0; 0; 0-0; 1; -"
    goal: {type: longest-chain}
    answer: 7C1 8C1 9R
    hints: [Start with July.]
    explanation: July, August, September.
"""

_BREAK = re.compile("\r\n|[\r\n\x85\u2028\u2029]")


def lines_in(data: bytes) -> int:
    """Lines of a file as an editor numbers them (counted here independently of the loader)."""
    pieces = _BREAK.split(data.decode("utf-8", "replace"))
    if len(pieces) > 1 and pieces[-1] == "":
        pieces.pop()
    return len(pieces)


def check_error(err: tutorials.TutorialFileError, file: Path, data: bytes) -> None:
    """The error names the file and a line that exists in it."""
    assert 1 <= err.line <= lines_in(data), f"line {err.line} is outside the file: {err}"
    assert str(err).startswith(f"{file}:{err.line}: "), str(err)
    assert err.message and "Traceback" not in err.message


def load(folder: Path, data: bytes | str, name: str = "01-sample.yaml", game: str = "poka"):
    if isinstance(data, str):
        data = data.encode("utf-8")
    (folder / game).mkdir(exist_ok=True)
    f = folder / game / name
    f.write_bytes(data)
    return f, data


def error_of(tmp_path: Path, data: bytes | str) -> tutorials.TutorialFileError:
    f, data = load(tmp_path, data)
    with pytest.raises(tutorials.TutorialFileError) as info:
        tutorials.load_file(f)
    check_error(info.value, f, data)
    return info.value


def replaced(old: str, new: str) -> str:
    assert old in GOOD, old
    return GOOD.replace(old, new, 1)


def test_the_sample_loads(tmp_path):
    f, _ = load(tmp_path, GOOD)
    assert tutorials.load_file(f).id == "sample"


# ---------------------------------------------------------------------------
# Named cases: encoding and characters


def test_file_not_in_utf8(tmp_path):
    data = replaced("title: Sample", "title: Sampl\u00e9").encode("latin-1")
    err = error_of(tmp_path, data)
    assert err.line == 4
    assert err.message == "the file is not UTF-8 text (byte 0xe9 at line 4): save it as UTF-8"


def test_file_in_utf16(tmp_path):
    err = error_of(tmp_path, GOOD.encode("utf-16"))
    assert err.line == 1 and "UTF-16" in err.message and "save it as UTF-8" in err.message


def test_nul_byte(tmp_path):
    err = error_of(tmp_path, replaced("text: Play", "text: Pl\0ay"))
    assert err.line == 9
    assert "a NUL byte (line 9, column 13)" in err.message and "remove it" in err.message


def test_control_character(tmp_path):
    err = error_of(tmp_path, replaced("text: Play", "text: Pl\x07ay"))
    assert err.line == 9 and "control character U+0007" in err.message


def test_byte_order_mark_and_crlf_line_endings_load(tmp_path):
    f, _ = load(tmp_path, b"\xef\xbb\xbf" + GOOD.replace("\n", "\r\n").encode())
    assert tutorials.load_file(f).id == "sample"


@pytest.mark.parametrize("newline", ["\r\n", "\r"], ids=["crlf", "cr"])
def test_lines_are_right_with_other_line_endings(tmp_path, newline):
    err = error_of(tmp_path, replaced("answer: 7C1 8C1 9R", "answer: 7C1 9R").replace("\n", newline))
    assert err.line == 12 and "move 2 (9R) is illegal" in err.message


def test_empty_file_and_comments_only(tmp_path):
    assert "empty" in error_of(tmp_path, "").message
    assert "empty" in error_of(tmp_path, "# nothing yet\n# still nothing\n").message


def test_file_that_cannot_be_read(tmp_path):
    (tmp_path / "poka" / "01-sample.yaml").mkdir(parents=True)
    with pytest.raises(tutorials.TutorialFileError) as info:
        tutorials.load_file(tmp_path / "poka" / "01-sample.yaml")
    assert info.value.line == 1 and "cannot be read" in info.value.message


# ---------------------------------------------------------------------------
# Named cases: YAML features a tutorial does not use


@pytest.mark.parametrize(
    "value, shown",
    [("!!int 5", "!!int"), ("!!float 1", "!!float"), ("!!timestamp 1", "!!timestamp"), ("!!str Sample", "!!str"),
     ("!foo Sample", "!foo"), ("! Sample", "!"), ("!!python/object/apply:os.system [echo]", "!!python/object/apply:os.system")],
    ids=["int", "float", "timestamp", "str", "custom", "non-specific", "python-object"],
)
def test_tags_are_refused(tmp_path, value, shown):
    err = error_of(tmp_path, replaced("title: Sample", f"title: {value}"))
    assert err.line == 4
    assert err.message.startswith(f"YAML tags such as '{shown}' are not allowed")


def test_tag_on_a_list_item(tmp_path):
    err = error_of(tmp_path, replaced("hints: [Start with July.]", "hints:\n      - !!binary aGk="))
    assert err.line == 14 and "'!!binary'" in err.message


@pytest.mark.parametrize(
    "line, expected",
    [("{a: 1}: Sample", 4), ("[a, b]: Sample", 4), ("? [a, b]\n: Sample", 4), ("? {a: b}\n: Sample", 4)],
    ids=["mapping-key", "list-key", "explicit-list-key", "explicit-mapping-key"],
)
def test_complex_keys(tmp_path, line, expected):
    err = error_of(tmp_path, replaced("title: Sample", line))
    assert err.line == expected and "a key must be a single word" in err.message


@pytest.mark.parametrize(
    "old, new, line",
    [("    hints: [Start with July.]", "    hints: &h [*h]", 13),
     ("    goal: {type: longest-chain}", "    goal: &g {type: *g}", 11),
     ("steps:", "steps: &s\n  - *s", 7)],
    ids=["list-in-itself", "mapping-in-itself", "block-list-in-itself"],
)
def test_recursive_aliases(tmp_path, old, new, line):
    err = error_of(tmp_path, replaced(old, new))
    assert err.line == line and "would repeat forever" in err.message


def test_plain_aliases_still_work(tmp_path):
    text = replaced("    hints: [Start with July.]", "    hints: &h [Start with July.]")
    text = text.replace("    explanation: July, August, September.", "    explanation: &e July, August, September.")
    f, _ = load(tmp_path, text)
    assert tutorials.load_file(f).steps[0].exercise.hints == ["Start with July."]


def test_alias_bomb_stops(tmp_path):
    text = "a: &a [x, x, x, x, x, x, x, x, x, x]\n"
    for prev, name in zip("abcdefgh", "bcdefghi"):
        text += f"{name}: &{name} [{', '.join(['*' + prev] * 10)}]\n"
    err = error_of(tmp_path, text)
    assert "too many values" in err.message


def test_undefined_alias(tmp_path):
    err = error_of(tmp_path, replaced("hints: [Start with July.]", "hints: *nope"))
    assert err.line == 13 and "no anchor" in err.message


def test_duplicate_anchor(tmp_path):
    err = error_of(tmp_path, replaced("title: Sample", "title: &t Sample").replace("summary: A", "summary: &t A"))
    assert err.line == 5 and "already defined" in err.message


def test_merge_key(tmp_path):
    err = error_of(tmp_path, replaced("    hints: [Start with July.]", "    <<: {hints: [Start with July.]}"))
    assert err.line == 13 and "merge keys" in err.message


def test_second_document(tmp_path):
    err = error_of(tmp_path, replaced("steps:", "---\nsteps:"))
    assert err.line == 6 and "second document" in err.message


# ---------------------------------------------------------------------------
# Named cases: nesting


def test_deep_flow_nesting(tmp_path):
    err = error_of(tmp_path, replaced("hints: [Start with July.]", "hints: " + "[" * 5000 + "]" * 5000))
    assert err.line == 13 and "nested too deeply" in err.message


def test_deep_block_nesting(tmp_path):
    deep = "".join(" " * (6 + i) + "-\n" for i in range(3000))
    err = error_of(tmp_path, replaced("    hints: [Start with July.]\n", "    hints:\n" + deep))
    assert 14 <= err.line <= 60 and "nested too deeply" in err.message


def test_deep_nesting_through_aliases(tmp_path):
    text = "x: &a " + "[" * 30 + "1" + "]" * 30 + "\n" + "y: " + "[" * 20 + "*a" + "]" * 20 + "\n"
    err = error_of(tmp_path, text)
    assert err.line == 1 and "nested too deeply" in err.message


# ---------------------------------------------------------------------------
# Named cases: syntax errors at the line to fix


@pytest.mark.parametrize(
    "old, new, line, message",
    [
        ("title: Sample", "title Sample", 4, "a key is missing its ':'"),
        ("steps:", "steps: [", 6, "the '[' on this line is not closed with ']'"),
        ("goal: {type: longest-chain}", "goal: {type: longest-chain", 11, "the '{' on this line is not closed with '}'"),
        ("goal: {type: longest-chain}", "goal: {type: longest-chain}}", 11, "a '}' here has nothing to close"),
        ('1; -"\n', "1; -\n", 10, "the quote opened on this line is never closed"),
        ("answer: 7C1 8C1 9R", 'answer: "7C1 8C1 9R"', 10, "closes only on line 12"),
        ("    text: Play the longest chain.", "    text: Play: the longest chain.", 9, "a ': ' is not allowed here"),
        ("    title: A chain", "\ttitle: A chain", 8, "indent with spaces"),
        ("    title: A chain", "   title: A chain", 8, "does not line up"),
        ('text: Play the longest chain.', 'text: "Play \\q"', 9, "unknown escape"),
    ],
    ids=["missing-colon", "unclosed-list", "unclosed-mapping", "extra-brace", "quote-never-closed",
         "quote-closed-lines-later", "colon-in-plain-text", "tab-indent", "bad-indent", "bad-escape"],
)
def test_syntax_errors_point_at_the_line_to_fix(tmp_path, old, new, line, message):
    if old == "answer: 7C1 8C1 9R":  # the quote left open is the one on line 10
        new_text = replaced('1; -"\n', "1; -\n").replace(old, new)
    else:
        new_text = replaced(old, new)
    err = error_of(tmp_path, new_text)
    assert err.line == line, str(err)
    assert err.message.startswith("not valid YAML: ") and message in err.message


# ---------------------------------------------------------------------------
# Named cases: values


@pytest.mark.parametrize("value", ["null", "~", ""], ids=["null", "tilde", "nothing"])
def test_empty_goal_points_at_the_goal_line(tmp_path, value):
    err = error_of(tmp_path, replaced("goal: {type: longest-chain}", f"goal: {value}".rstrip()))
    assert err.line == 11 and "'goal' is empty" in err.message


def test_goal_type_that_is_a_list(tmp_path):
    # found by the mutation test below: a TypeError (unhashable list) inside the goal lookup
    err = error_of(tmp_path, replaced("{type: longest-chain}", "{type: [longest-chain]}"))
    assert err.line == 11 and "'type' must be a goal name" in err.message


def test_invalid_date(tmp_path):
    err = error_of(tmp_path, replaced("title: Sample", "title: 2024-13-45"))
    assert err.line == 4 and "looks like a date" in err.message


def test_huge_number(tmp_path):
    err = error_of(tmp_path, replaced("title: Sample", "title: " + "9" * 5000))
    assert err.line == 4 and "too long" in err.message


# ---------------------------------------------------------------------------
# The real build names the file and line too


@pytest.mark.parametrize(
    "data, where, message",
    [(GOOD.replace("title: Sample", "title: Sampl\u00e9").encode("latin-1"), ":4: ", "not UTF-8 text"),
     (GOOD.replace("title: Sample", "title: Sam\0ple").encode(), ":4: ", "a NUL byte")],
    ids=["not-utf8", "nul-byte"],
)
def test_the_build_names_file_and_line(tmp_path, monkeypatch, data, where, message):
    import yaml

    from tests.conftest import build_site

    tut = tmp_path / "tutorials"
    (tut / "poka").mkdir(parents=True)  # the host's one file, added to the game's own
    (tut / "poka" / "99-sample.yaml").write_bytes(data)
    from tests.conftest import project_config

    config = project_config()
    cfg = tmp_path / "mkdocs.yml"
    cfg.write_text(yaml.safe_dump(config, allow_unicode=True))
    monkeypatch.setenv("HANAFUDA_TUTORIALS", str(tut))
    result = build_site(tmp_path / "site", "http://127.0.0.1:1/", config=cfg)
    out = result.stdout + result.stderr
    assert result.returncode != 0
    assert "99-sample.yaml" + where in out and message in out and "Traceback" not in out, out


# ---------------------------------------------------------------------------
# Property: mutations of every real tutorial file

FILES = sorted(f"{p.parents[1].name}/{p.name}" for p in tutorial_files())
TAGS = ["!!int", "!!float", "!!timestamp", "!!str", "!!map", "!!seq", "!foo", "!", "!!python/name:os.system"]
BYTES = [b"\0", b"\xe9", b"\xff\xfe", b"\x80", b"\xc3", b"\x07", b"\t", b"\r", b"\xc2\x85", b"\xe2\x80\xa8"]
VALUES = [b"null", b"~", b"", b"[]", b"{}", b"yes", b"1.5", b".inf", b"2024-13-45", b"9" * 5000, b"[a]", b"{a: b}",
          b"&a [*a]", b"*nope", b"{type: [x]}", b"{type: 5}", b"[[[[[[]]]]]]", b"'", b'"', b"[", b"{", b"<<", b"=",
          b"? a", b"- x", b"a: b: c", b"|", b">", b"%", b"@", b"`", b"&", b"*", b"!"]

_line = st.integers(0, 10_000)  # taken modulo the file's line count
MUTATION = st.one_of(
    st.tuples(st.just("delete"), _line),
    st.tuples(st.just("duplicate"), _line),
    st.tuples(st.just("swap"), _line, _line),
    st.tuples(st.just("tag"), _line, st.sampled_from(TAGS)),
    st.tuples(st.just("insert"), _line, st.integers(0, 200), st.sampled_from(BYTES) | st.binary(max_size=3)),
    st.tuples(st.just("indent"), _line, st.integers(-4, 4)),
    st.tuples(st.just("value"), _line, st.sampled_from(VALUES)),
    st.tuples(st.just("truncate"), st.integers(0, 100_000)),
)


def mutate(data: bytes, mutations) -> bytes:
    lines = data.split(b"\n")
    for m in mutations:
        kind = m[0]
        if kind == "truncate":
            text = b"\n".join(lines)
            lines = text[: m[1] % (len(text) + 1)].split(b"\n")
            continue
        i = m[1] % len(lines)
        line = lines[i]
        if kind == "delete" and len(lines) > 1:
            del lines[i]
        elif kind == "duplicate":
            lines.insert(i, line)
        elif kind == "swap":
            j = m[2] % len(lines)
            lines[i], lines[j] = lines[j], line
        elif kind == "tag":  # before the value of a key or a list item
            for sep in (b": ", b"- "):
                if sep in line:
                    lines[i] = line.replace(sep, sep + m[2].encode() + b" ", 1)
                    break
            else:
                lines[i] = m[2].encode() + b" " + line
        elif kind == "insert":
            at = m[2] % (len(line) + 1)
            lines[i] = line[:at] + m[3] + line[at:]
        elif kind == "indent":
            lines[i] = b" " * m[2] + line if m[2] >= 0 else line[min(-m[2], len(line) - len(line.lstrip(b" "))):]
        elif kind == "value":
            key, sep, _ = line.partition(b": ")
            lines[i] = (key + sep if sep else line.rstrip() + b" ") + m[2]
    return b"\n".join(lines)


@settings(max_examples=200, deadline=None, derandomize=True, database=None,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(st.sampled_from(FILES), st.lists(MUTATION, min_size=1, max_size=3))
@example("poka/01-following.yaml", [("value", 19, b"{type: [x]}")])  # was a TypeError in the goal lookup
@example("poka/01-following.yaml", [("insert", 15, 10, b"\xe9")])  # was UnicodeDecodeError
@example("poka/01-following.yaml", [("insert", 6, 0, b"\0")])  # was ReaderError
@example("poka/01-following.yaml", [("tag", 6, "!!timestamp")])  # was AttributeError
@example("poka/01-following.yaml", [("tag", 6, "!foo")])  # was ConstructorError
@example("poka/01-following.yaml", [("value", 6, b"&a [*a]")])  # was RecursionError
@example("poka/01-following.yaml", [("value", 6, b"2024-13-45")])  # was ValueError
@example("poka/01-following.yaml", [("value", 6, b"9" * 5000)])  # was ValueError (int digit limit)
@example("poka/01-following.yaml", [("value", 6, b"{a: b}: c")])  # was TypeError (unhashable key)
@example("koikoi/01-matching.yaml", [("tag", 0, "!!int")])  # was ValueError from int()
@example("koikoi/01-matching.yaml", [("tag", 0, "!!map")])  # was ConstructorError
@example("koikoi/01-matching.yaml", [("truncate", 120), ("insert", 3, 5, b'"')])
def test_mutated_tutorial_files(name, mutations):
    data = mutate((tutorial_folder(name.split("/")[0]) / name.split("/")[1]).read_bytes(), mutations)
    with tempfile.TemporaryDirectory() as d:
        game, file_name = name.split("/")
        f, data = load(Path(d), data, file_name, game)
        try:
            tutorials.load_file(f)
        except tutorials.TutorialFileError as err:
            check_error(err, f, data)


@settings(max_examples=120, deadline=None, derandomize=True, database=None)
@given(st.text(alphabet=st.sampled_from(list("ab: -[]{}!&*#'\"\n\t?,|>0\\%@\x00\u2028")), max_size=80))
@example("a: &x [*x]")
@example("[a]: b")
def test_random_yaml_like_text(text):
    data = text.encode("utf-8", "surrogatepass")
    with tempfile.TemporaryDirectory() as d:
        f, data = load(Path(d), data)
        try:
            tutorials.load_file(f)
        except tutorials.TutorialFileError as err:
            check_error(err, f, data)


def _reference(text: str):
    """read_yaml's answer from the pure-Python loader alone: (data, lines), or an error."""
    loader = tutorials._Loader(text)
    try:
        node = loader.get_single_node()
        return tutorials._plain(node) if node is not None else "empty"
    except Exception as e:  # noqa: BLE001 - any refusal is one outcome
        return f"refused: {type(e).__name__}"
    finally:
        loader.dispose()


def _fast(text: str):
    try:
        return tutorials._fast_read(text)
    except Exception:  # noqa: BLE001 - refused: the reference loader reads it
        return None


needs_libyaml = pytest.mark.skipif(tutorials._FastLoader is None, reason="PyYAML without libyaml")


@needs_libyaml
def test_libyaml_reads_every_tutorial_file_as_the_reference_loader():
    files = sorted(f for _, folder in tutorial_folders() for f in folder.rglob("*.yaml"))
    assert len(files) > 20
    for f in files:
        text = f.read_text("utf-8")
        fast = _fast(text)
        assert fast is not None, f"{f} is not read through libyaml"
        assert repr(fast) == repr(_reference(text)), f


@needs_libyaml
@pytest.mark.parametrize("text", [
    "a:\tb\n", "a\t: b\n", "a: b\tc\n",  # PyYAML refuses tabs where libyaml takes them
    "a: x\ufeffy\n",  # a byte order mark inside the text
    "a: |#\n  b\n", "- >-#\n",  # a comment right after a block scalar's header
    "{type: c? d}\n", "[a?b]\n",  # libyaml reads on past '?' in a flow collection
    "---\n", "a:\n- \n",  # empty values: libyaml gives them another line
])
def test_text_the_loaders_may_read_differently_goes_to_the_reference_loader(text):
    assert _fast(text) is None
    # ... and read_yaml answers as the reference loader does
    with tempfile.TemporaryDirectory() as d:
        f, _ = load(Path(d), text)
        try:
            got = tutorials.read_yaml(f)
        except tutorials.TutorialFileError:
            got = None
    ref = _reference(text)
    assert got is None if isinstance(ref, str) else repr(got) == repr(ref)


@needs_libyaml
@settings(max_examples=400, deadline=None, derandomize=True, database=None)
@given(st.lists(st.sampled_from(
    list("ab1: -[]{}?#&*!|>'\"%@`\\\n.=~^$()+/,") + ["- ", ": ", "\n  ", "\n- ", "key: ", "---", "&x ", "*x",
                                                    "? ", "\r\n", "\u2028", "é", "1.5", "null", "!!str "]),
    max_size=40).map("".join))
def test_libyaml_reads_a_text_as_the_reference_loader_or_leaves_it_to_it(text):
    """A text read through libyaml gives the very data and lines the reference
    loader gives (the errors always come from the reference loader)."""
    fast = _fast(text)
    if fast is not None:
        assert repr(fast) == repr(_reference(text))
