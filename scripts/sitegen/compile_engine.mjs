#!/usr/bin/env node
// Compile the hanafuda_core wheel to bytecode inside the Pyodide the site ships.
//
//   node compile_engine.mjs WHEEL OUT_DIR PYODIDE_DIR
//
// A browser importing plain .py files compiles every module first, which costs
// more than half a second for the whole engine. Compiling here, with the very
// interpreter the site vendors (PYODIDE_DIR, a copy of the npm package), gives .pyc files whose
// magic number that interpreter accepts. The site's wheel carries them in place
// of the sources ("sourceless": <module>.pyc next to where <module>.py would be,
// which Python imports as it is), "unchecked hash" pycs valid whatever the
// files' timestamps after unpacking, and slimmed for the download: no column
// ranges (line numbers stay) and no module or function docstrings (classes keep
// theirs). With brotli the engine's wheel is 0.62 MB with sources and bytecode,
// 0.49 MB as bytecode only, 0.32 MB slimmed.
//
// It also writes the site's standard library, OUT_DIR/python_stdlib.zip: the
// modules of Pyodide's own archive that its start-up and the engine import
// (trim_stdlib.py, next to this file, run here after unpacking the wheel as the
// browser's worker does and importing every module of the engine: of each
// top-level package the wheel's top_level.txt lists, hanafuda_core and the
// packages of games from other distributions).
//
// Writes OUT_DIR/<package path>/<module>.pyc and
// OUT_DIR/python_stdlib.zip, and prints one JSON line: {"cacheTag": "cpython-314",
// "magic": "<hex>", "files": [...], "stdlib": {"modules": [...], "size": n}}.
// Used by vendor.py (next to this file); exits non-zero with a message on failure.

import fs from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const HERE = path.dirname(fileURLToPath(import.meta.url));

const [wheelPath, outDir, pyodideDir] = process.argv.slice(2);
if (!wheelPath || !outDir || !pyodideDir) {
  console.error("usage: node compile_engine.mjs WHEEL OUT_DIR PYODIDE_DIR");
  process.exit(2);
}

const { loadPyodide } = await import(pathToFileURL(path.join(pyodideDir, "pyodide.mjs")).href);
// PYTHONNODEBUGRANGES: the bytecode keeps line numbers but not the column
// ranges that tracebacks underline (a third of the compressed engine).
const pyodide = await loadPyodide({ indexURL: path.join(pyodideDir) + "/", env: { PYTHONNODEBUGRANGES: "1" } });
const work = "/tmp/hanafuda-engine";
pyodide.unpackArchive(new Uint8Array(fs.readFileSync(wheelPath)), "wheel", { extractDir: work });

// What the engine needs of the standard library: import all of it first (from
// source, leaving no bytecode behind), then keep what is loaded.
const tools = "/tmp/hanafuda-tools";
pyodide.FS.mkdirTree(tools);
pyodide.FS.writeFile(`${tools}/trim_stdlib.py`, new Uint8Array(fs.readFileSync(path.join(HERE, "trim_stdlib.py"))));
const stdlib = JSON.parse(
  pyodide.runPython(`
import sys
sys.dont_write_bytecode = True
sys.path.insert(0, ${JSON.stringify(work)})
import importlib, pathlib, pkgutil
_tops = [t for f in sorted(pathlib.Path(${JSON.stringify(work)}).glob("*.dist-info/top_level.txt"))
         for t in f.read_text().split()] or ["hanafuda_core"]
_places = []
for _top in _tops:
    _pkg = importlib.import_module(_top)
    if hasattr(_pkg, "__path__"):
        for _m in pkgutil.walk_packages(_pkg.__path__, _top + "."):
            importlib.import_module(_m.name)
        _places += list(_pkg.__path__)
    else:
        _places.append(_pkg.__file__)
from hanafuda_core import webapi as _w
assert '"ok": true' in _w.call("ping", "{}")
sys.path.insert(0, ${JSON.stringify(tools)})
import json, trim_stdlib
_info = trim_stdlib.main("/lib/python" + "".join(map(str, sys.version_info[:2])) + ".zip", *_places)
sys.path.remove(${JSON.stringify(tools)})
sys.path.remove(${JSON.stringify(work)})
sys.dont_write_bytecode = False
json.dumps(_info)
`),
);
fs.mkdirSync(outDir, { recursive: true });
fs.writeFileSync(path.join(outDir, "python_stdlib.zip"), pyodide.FS.readFile(stdlib.path));
delete stdlib.path;
const result = JSON.parse(
  pyodide.runPython(`
import ast, importlib._bootstrap_external as _bx, importlib.util, json, pathlib, sys

def slim(tree):
    # Docstrings of modules and functions go (as under python -OO); a class keeps
    # its own: the engine reads some (a goal's description).
    for node in ast.walk(tree):
        if isinstance(node, (ast.Module, ast.FunctionDef, ast.AsyncFunctionDef)):
            body = node.body
            if (body and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant)
                    and isinstance(body[0].value.value, str)):
                node.body = body[1:] or [ast.copy_location(ast.Pass(), body[0])]
    return tree

root = pathlib.Path(${JSON.stringify(work)})
files = []
for src in sorted(root.rglob("*.py")):
    rel = src.relative_to(root)
    data = src.read_bytes()
    code = compile(slim(ast.parse(data, rel.as_posix())), rel.as_posix(), "exec", dont_inherit=True)
    target = src.with_suffix(".pyc")
    target.write_bytes(_bx._code_to_hash_pyc(code, importlib.util.source_hash(data), False))
    files.append(target.relative_to(root).as_posix())
json.dumps({
    "cacheTag": sys.implementation.cache_tag,
    "magic": importlib.util.MAGIC_NUMBER.hex(),
    "files": files,
})
`),
);
for (const rel of result.files) {
  const target = path.join(outDir, rel);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.writeFileSync(target, pyodide.FS.readFile(`${work}/${rel}`));
}
result.stdlib = stdlib;
console.log(JSON.stringify(result));
