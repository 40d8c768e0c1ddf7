"""The site's standard library: the modules of Pyodide's own archive that the engine can import.

Runs INSIDE the pinned Pyodide (compile_engine.mjs, next to this file, executes it after
importing the whole engine), because the archive holds Python 3.14 sources
that only that interpreter is sure to parse.

Pyodide's ``python_stdlib.zip`` holds the whole standard library (614 files,
9.6 MB of source, 2.5 MB deflated); the engine and the worker that hosts it
need about a third of it.  The archive written here keeps:

* every standard-library module loaded once Pyodide has started, the engine's
  wheel is unpacked (as the browser worker does) and every module of its
  top-level packages imported (``hanafuda_core``, and the packages of games
  from other distributions: the wheel's ``top_level.txt``): Pyodide's own
  start-up (its event loop, FFI and package loader) and the engine's imports;
* every standard-library module named by an ``import`` anywhere in those
  packages (also inside functions: an import the engine makes late);
* ``EXTRA``: modules looked up by name at run time, which no import
  statement shows (text codecs);
* and, repeatedly, every module imported at the top level of a kept module
  (including ``from package import submodule``), but for ``WINDOWS_ONLY``.

An import that a kept module makes only inside a function is not followed
(following them all keeps twice as much: ``inspect`` -> ``dis``, ...); the
core's test suite runs inside Pyodide on this archive with the full one
behind it, and fails if any module is taken from the full one while engine
code is on the stack (tests/pyodide/run_core_tests.mjs ``--stdlib``).

Each kept source loses its comments and docstrings (``slim``): a docstring
becomes ``pass``, so ``__doc__`` is None as under ``python -OO``, a mode the
standard library is tested in; asserts stay, and every line keeps its number
(tracebacks point at the same lines as the full archive).  Members are stored
uncompressed (ZIP_STORED) and sorted, with fixed timestamps: the site serves
the archive compressed as a whole (brotli), which is far smaller than a zip of
separately deflated files.

Source or bytecode (``bytecode_pays``): Python compiles every source it imports,
and nearly every kept module is imported while Pyodide starts, so compiling
them is most of the start's processor time (in Node, about 3 s of processor
time with sources, 1.2 s with all of them as bytecode).  Bytecode is about twice the
size of the slimmed source, compressed (all of them: 0.68 MB against 0.34 MB
with brotli).  So a module goes as bytecode (``<module>.pyc``, which Python
imports from an archive without a source; compiled by this very interpreter,
with line numbers but no column ranges) only when the compiling it saves is
worth more than the bytes it adds on a slow mobile connection (the site's
benchmark, 1.6 Mbit/s, transfers 200 bytes a millisecond; Pyodide compiles
about 175 syntax-tree nodes a millisecond on the machine the benchmarks run
on): by that reckoning the engine is ready sooner on a fast connection and no
later on a slow one.
"""

from __future__ import annotations

import ast
import importlib.util
import io
import sys
import tokenize
import zipfile
import zlib
from pathlib import Path

# Looked up by name, not imported by a statement: the codecs Python uses for
# text (UTF-8 for JSON and the engine's strings, Latin-1 and ASCII for bytes
# conversions, CP437 for zip member names when unpacking the wheel).
EXTRA = (
    "encodings.aliases",
    "encodings.ascii",
    "encodings.cp437",
    "encodings.latin_1",
    "encodings.utf_8",
    "encodings.utf_8_sig",
)
# Imported only under ``if sys.platform == "win32":`` (asyncio's event loops for
# Windows, its code pages), which the closure below cannot tell: never on the web.
WINDOWS_ONLY = (
    "asyncio.proactor_events",
    "asyncio.windows_events",
    "asyncio.windows_utils",
    "encodings._win_cp_codecs",
)
_EPOCH = (1980, 1, 1, 0, 0, 0)
# What a module's bytecode is weighed with (bytecode_pays): the slow mobile
# profile's bytes a millisecond; the syntax-tree nodes Pyodide compiles a
# millisecond (measured in Node on the benchmarks' machine: the kept modules'
# 282,000 nodes over the 1.6 s of processor time their sources cost at start);
# and what the archive's brotli makes of bytes added to a deflated module
# (measured: all kept modules as bytecode add 0.50 MB deflated one by one,
# 0.33 MB to the archive with brotli).
BYTES_PER_MS = 200
NODES_PER_MS = 175
ARCHIVE_SHARE = 2 / 3


def _modules(zf: zipfile.ZipFile) -> tuple[dict[str, str], set[str]]:
    """{dotted module name: member name} of the archive's sources, and the packages."""
    names, packages = {}, set()
    for member in zf.namelist():
        if not member.endswith(".py"):
            continue
        mod = member[:-3].replace("/", ".")
        if mod.endswith(".__init__"):
            mod = mod[: -len(".__init__")]
            packages.add(mod)
        names[mod] = member
    return names, packages


def _with_parents(names) -> set[str]:
    out = set()
    for name in names:
        parts = name.split(".")
        out.update(".".join(parts[:k]) for k in range(1, len(parts) + 1))
    return out


def _main_guard(node) -> bool:
    """``if __name__ == "__main__":``"""
    test = getattr(node, "test", None) if isinstance(node, ast.If) else None
    return (isinstance(test, ast.Compare) and isinstance(test.left, ast.Name) and test.left.id == "__name__"
            and len(test.comparators) == 1 and isinstance(test.comparators[0], ast.Constant)
            and test.comparators[0].value == "__main__")


def imports(source: bytes | str, module: str, is_package: bool, top_level_only: bool) -> set[str]:
    """Every module an ``import`` statement of ``source`` may load (with parent packages).

    ``from a import b`` counts ``a`` and ``a.b`` (b may be a submodule);
    relative imports are resolved against ``module``.  With ``top_level_only``,
    statements inside functions and under ``if __name__ == "__main__":`` are left
    out (class bodies, other ``if`` and ``try`` blocks at the top level are kept:
    they run on import)."""
    found: set[str] = set()

    def visit(node, top: bool) -> None:
        for child in ast.iter_child_nodes(node):
            if top_level_only and _main_guard(child):  # runs as a script, never on import
                for other in child.orelse:
                    visit(ast.Module(body=[other], type_ignores=[]), top)
                continue
            inside = not top or isinstance(child, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda))
            if isinstance(child, ast.Import) and (top or not top_level_only):
                found.update(a.name for a in child.names)
            elif isinstance(child, ast.ImportFrom) and (top or not top_level_only):
                if child.level:
                    base = module if is_package else module.rpartition(".")[0]
                    for _ in range(child.level - 1):
                        base = base.rpartition(".")[0]
                    name = base + ("." + child.module if child.module else "")
                else:
                    name = child.module
                found.add(name)
                found.update(f"{name}.{a.name}" for a in child.names if a.name != "*")
            visit(child, not inside)

    visit(ast.parse(source), True)
    return _with_parents(found)


def engine_imports(package_dir: Path) -> set[str]:
    """Every module named by an import statement anywhere in the package's
    sources (``package_dir``: a package's folder, or a top-level module's file)."""
    out: set[str] = set()
    package_dir = Path(package_dir)
    root = package_dir.parent
    for path in sorted(package_dir.rglob("*.py")) if package_dir.is_dir() else [package_dir]:
        rel = path.relative_to(root).with_suffix("").as_posix().replace("/", ".")
        is_package = rel.endswith(".__init__")
        if is_package:
            rel = rel[: -len(".__init__")]
        out |= imports(path.read_bytes(), rel, is_package, top_level_only=False)
    return out


def keep_set(zf: zipfile.ZipFile, roots: set[str]) -> set[str]:
    """``roots`` (those in the archive) and, repeatedly, what kept modules import at the top level."""
    names, packages = _modules(zf)
    keep: set[str] = set()
    todo = sorted(r for r in _with_parents(roots) if r in names)
    while todo:
        mod = todo.pop()
        if mod in keep or mod in WINDOWS_ONLY:
            continue
        keep.add(mod)
        for dep in imports(zf.read(names[mod]), mod, mod in packages, top_level_only=True):
            if dep in names and dep not in keep:
                todo.append(dep)
    return keep


def slim(source: bytes) -> bytes:
    """The source without comments and docstrings, every line at its number.

    A comment is cut from its line (an encoding declaration on the first two
    lines stays); a docstring is cut too, or replaced by ``pass`` when it is
    the only statement of its class or function.  Should the result not
    compile, the source is kept as it is."""
    text = source.decode("utf-8")
    lines = text.splitlines(keepends=True)
    comments = [tok for tok in tokenize.generate_tokens(io.StringIO(text).readline)
                if tok.type == tokenize.COMMENT and not (tok.start[0] <= 2 and "coding" in tok.string)]
    for tok in reversed(comments):  # tokenize's columns count characters
        (row, col), (_, end) = tok.start, tok.end
        line = lines[row - 1]
        lines[row - 1] = line[:col].rstrip() + line[end:]
    blines = [line.encode("utf-8") for line in lines]
    docs = []
    for node in ast.walk(ast.parse("".join(lines))):
        if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)) and node.body:
            first = node.body[0]
            if (isinstance(first, ast.Expr) and isinstance(first.value, ast.Constant)
                    and isinstance(first.value.value, str)):
                alone = len(node.body) == 1 and not isinstance(node, ast.Module)
                docs.append((first.lineno, first.col_offset, first.end_lineno, first.end_col_offset,
                             b"pass" if alone else b""))
    for row, col, end_row, end_col, repl in sorted(docs, reverse=True):  # ast's columns count bytes
        head, tail = blines[row - 1][:col], blines[end_row - 1][end_col:]
        blines[row - 1:end_row] = [head + repl + tail] + [b"\n"] * (end_row - row)
    out = b"".join(blines)
    try:
        compile(out, "<slim>", "exec", dont_inherit=True)
    except SyntaxError:
        return source
    return out


def bytecode(source: bytes, member: str) -> bytes:
    """The module's ``.pyc`` (an unchecked hash-based one: valid whatever the
    archive's timestamps), compiled by the running interpreter."""
    from importlib._bootstrap_external import _code_to_hash_pyc

    code = compile(source, member, "exec", dont_inherit=True)
    return _code_to_hash_pyc(code, importlib.util.source_hash(source), False)


def bytecode_pays(source: bytes, compiled: bytes) -> bool:
    """Whether the compiling the bytecode saves (by the source's syntax-tree
    nodes) is worth more than the bytes it adds to the compressed archive (from
    the module's deflated sizes) on the slow mobile profile."""
    nodes = sum(1 for _ in ast.walk(ast.parse(source)))
    extra = (len(zlib.compress(compiled, 9)) - len(zlib.compress(source, 9))) * ARCHIVE_SHARE
    return nodes / NODES_PER_MS > extra / BYTES_PER_MS


def trimmed_archive(full: str | Path, roots: set[str]) -> tuple[bytes, list[str], list[str]]:
    """(the archive's bytes, the kept modules, those kept as bytecode) for the given root modules."""
    with zipfile.ZipFile(full) as zf:
        names, _ = _modules(zf)
        keep = keep_set(zf, roots)
        compiled = []
        buf = io.BytesIO()
        with zipfile.ZipFile(buf, "w", zipfile.ZIP_STORED) as out:
            for module in sorted(keep, key=names.get):
                member, data = names[module], slim(zf.read(names[module]))
                pyc = bytecode(data, member)
                if bytecode_pays(data, pyc):
                    member, data = member + "c", pyc
                    compiled.append(module)
                info = zipfile.ZipInfo(member, _EPOCH)
                info.external_attr = 0o644 << 16
                out.writestr(info, data)
    return buf.getvalue(), sorted(keep), sorted(compiled)


def main(full: str, *package_dirs: str) -> dict:
    """Inside Pyodide, with the engine imported: write the archive to ``/tmp`` and
    describe it.  ``package_dirs``: the folders (or files) of the wheel's top-level
    packages (or modules)."""
    loaded = {name for name, mod in list(sys.modules.items()) if mod is not None}
    roots = loaded | set(EXTRA)
    for package_dir in package_dirs:
        roots |= engine_imports(Path(package_dir))
    data, kept, compiled = trimmed_archive(full, roots)
    Path("/tmp/python_stdlib.zip").write_bytes(data)
    return {"path": "/tmp/python_stdlib.zip", "modules": kept, "bytecode": compiled, "size": len(data)}
