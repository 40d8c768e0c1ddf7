#!/usr/bin/env node
// Compile the hanafuda_core wheel to bytecode inside the Pyodide the site ships.
//
//   node compile_engine.mjs WHEEL OUT_DIR PYODIDE_DIR
//
// A browser importing plain .py files compiles every module first, which costs
// more than half a second for the whole engine. Compiling here, with the very
// interpreter the site vendors (PYODIDE_DIR, a copy of the npm package), gives .pyc files whose
// magic number that interpreter accepts. They are "unchecked hash" pycs: valid
// whatever the files' timestamps after unpacking.
//
// Writes OUT_DIR/<package path>/__pycache__/<module>.<cache tag>.pyc and prints
// one JSON line: {"cacheTag": "cpython-314", "magic": "<hex>", "files": [...]}.
// Used by vendor.py (next to this file); exits non-zero with a message on failure.

import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

const [wheelPath, outDir, pyodideDir] = process.argv.slice(2);
if (!wheelPath || !outDir || !pyodideDir) {
  console.error("usage: node compile_engine.mjs WHEEL OUT_DIR PYODIDE_DIR");
  process.exit(2);
}

const { loadPyodide } = await import(pathToFileURL(path.join(pyodideDir, "pyodide.mjs")).href);
const pyodide = await loadPyodide({ indexURL: path.join(pyodideDir) + "/" });
const work = "/tmp/hanafuda-engine";
pyodide.unpackArchive(new Uint8Array(fs.readFileSync(wheelPath)), "wheel", { extractDir: work });
const result = JSON.parse(
  pyodide.runPython(`
import compileall, importlib.util, io, json, pathlib, py_compile, sys
from contextlib import redirect_stdout

root = pathlib.Path(${JSON.stringify(work)})
log = io.StringIO()
with redirect_stdout(log):
    ok = compileall.compile_dir(str(root), quiet=1, workers=1,
                                invalidation_mode=py_compile.PycInvalidationMode.UNCHECKED_HASH)
if not ok:
    raise SystemExit("compileall failed:\\n" + log.getvalue())
json.dumps({
    "cacheTag": sys.implementation.cache_tag,
    "magic": importlib.util.MAGIC_NUMBER.hex(),
    "files": sorted(p.relative_to(root).as_posix() for p in root.rglob("__pycache__/*.pyc")),
})
`),
);
for (const rel of result.files) {
  const target = path.join(outDir, rel);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.writeFileSync(target, pyodide.FS.readFile(`${work}/${rel}`));
}
console.log(JSON.stringify(result));
