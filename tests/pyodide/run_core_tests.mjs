#!/usr/bin/env node
// Run the core's tests (tests/core) with pytest inside Pyodide (Python
// compiled to WebAssembly, the interpreter the site ships to the browser)
// under Node.  The core is installed from a freshly built wheel; pytest,
// Hypothesis and their dependencies from the pure-Python wheels of the very
// versions installed in CPython (tests/pyodide/fetch_wheels.py).
//
//   node tests/pyodide/run_core_tests.mjs [options] [-- PYTEST ARGS]
//
//   --wheel PATH           the hanafuda_core wheel to install (default: env
//                          HANAFUDA_WHEEL, else build one with
//                          `python scripts/sitegen/build_wheel.py TMPDIR`, python
//                          being env PYTHON, else .venv/bin/python)
//   --tests DIR            test directory to run (default tests/core)
//   --slow                 also run tests marked @pytest.mark.slow
//   --stdlib ZIP           start Pyodide with this standard library archive
//                          (the site's trimmed one, scripts/sitegen/trim_stdlib.py)
//                          instead of its own; for a test run, Pyodide's full
//                          archive is put behind it on sys.path (pytest and
//                          Hypothesis need more of the standard library than
//                          the engine) and the run FAILS if a module is taken
//                          from the full archive while engine code is on the
//                          stack: an import the site's archive would miss.
//                          With --eval, only the given archive is there.
//   --report-json FILE     write the per-test outcomes as JSON
//   --eval EXPR            instead of running tests: evaluate the Python
//                          expression EXPR (after installing the wheel) and
//                          print json.dumps(result) alone on stdout
//   -- ARGS                passed to pytest (e.g. -- -k notation -x -q; -- --all-cases
//                          runs every case of a parametrized test, not the first and
//                          one in four of the others: tests/pyodide/pyodide_plugin.py)
//
// Exit status: pytest's (0 passed, 1 a test failed, 2 interrupted or a usage
// error, 5 no tests collected), or 3 when the environment is broken (no
// Pyodide, a wheel does not install, not running on emscripten).

import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.resolve(HERE, '..', '..');
const PKG = 'hanafuda_core';
// Where the runner's plugin lives inside the Pyodide file system.
const RUNNER_DIR = '/hanafuda_pyodide_runner';
const REPORT = '/tmp/hanafuda-pyodide-report.json';

const EXIT_FAILED = 1;
const EXIT_ENV = 3;

class EnvError extends Error {}

function hostPython() {
  // env PYTHON, else the project's virtual environment, else python3
  const venv = path.join(ROOT, '.venv', 'bin', 'python');
  return process.env.PYTHON || (fs.existsSync(venv) ? venv : 'python3');
}

function usage() {
  // the comment block at the top of this file
  const lines = fs.readFileSync(fileURLToPath(import.meta.url), 'utf8').split('\n');
  const head = [];
  for (const l of lines.slice(lines[0].startsWith('#!') ? 1 : 0)) {
    if (!l.startsWith('//')) break;
    head.push(l.replace(/^\/\/ ?/, ''));
  }
  return head.join('\n');
}

function parseCli(argv) {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      wheel: { type: 'string' },
      tests: { type: 'string' },
      slow: { type: 'boolean', default: false },
      stdlib: { type: 'string' },
      'report-json': { type: 'string' },
      eval: { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  const dash = argv.indexOf('--');
  const own = dash < 0 ? positionals : positionals.slice(0, positionals.length - (argv.length - dash - 1));
  if (own.length > 1) throw new EnvError(`too many arguments: ${own.join(' ')}`);
  if (values.wheel && own.length) throw new EnvError('give the wheel either as --wheel or as an argument');
  return { ...values, wheel: values.wheel ?? own[0], pytestArgs: dash < 0 ? [] : argv.slice(dash + 1) };
}

// ---------------------------------------------------------------- the wheel

function buildWheel(log) {
  const python = hostPython();
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hanafuda-wheel-'));
  const script = path.join(ROOT, 'scripts', 'sitegen', 'build_wheel.py');
  const r = spawnSync(python, [script, outDir], { cwd: ROOT, encoding: 'utf8' });
  if (r.error) throw new EnvError(`could not run ${python} ${script}: ${r.error.message}`);
  if (r.status !== 0) {
    throw new EnvError(`${python} ${script} failed (exit ${r.status}):\n${r.stdout}${r.stderr}`);
  }
  const wheels = fs.readdirSync(outDir).filter((f) => f.endsWith('.whl'));
  if (wheels.length !== 1) throw new EnvError(`expected one wheel in ${outDir}, found: ${wheels.join(', ') || 'none'}`);
  const wheel = path.join(outDir, wheels[0]);
  log(`wheel: ${wheels[0]} (built from source into ${outDir})`);
  return { wheel, cleanup: () => fs.rmSync(outDir, { recursive: true, force: true }) };
}

function resolveWheel(opt, log) {
  const given = opt || process.env.HANAFUDA_WHEEL;
  if (!given) return buildWheel(log);
  const wheel = path.resolve(given);
  if (!fs.existsSync(wheel)) throw new EnvError(`wheel not found: ${wheel}`);
  if (!/\.whl$/.test(wheel)) throw new EnvError(`not a wheel (.whl): ${wheel}`);
  log(`wheel: ${wheel}${opt ? '' : ' (from HANAFUDA_WHEEL)'}`);
  return { wheel, cleanup: () => {} };
}

function testWheels() {
  // pytest, Hypothesis and their dependencies, as pure-Python wheels.
  const python = hostPython();
  const script = path.join(HERE, 'fetch_wheels.py');
  const r = spawnSync(python, [script], { cwd: ROOT, encoding: 'utf8' });
  if (r.error) throw new EnvError(`could not run ${python} ${script}: ${r.error.message}`);
  if (r.status !== 0) throw new EnvError(`${script} failed (exit ${r.status}):\n${r.stdout}${r.stderr}`);
  return JSON.parse(r.stdout);
}

// ---------------------------------------------------------------- Pyodide

async function startPyodide(stdlib) {
  let mod;
  try {
    mod = await import('pyodide');
  } catch (e) {
    throw new EnvError(
      `cannot load the 'pyodide' npm package (${e.code || e.message}); run \`npm ci\` in ${ROOT}`,
    );
  }
  // The package directory holds pyodide.asm.wasm and python_stdlib.zip.
  const entry = typeof import.meta.resolve === 'function'
    ? fileURLToPath(import.meta.resolve('pyodide'))
    : path.join(ROOT, 'node_modules', 'pyodide', 'pyodide.mjs');
  const indexURL = path.dirname(entry) + path.sep;
  // Until the test run redirects it, Python's output goes to stderr so that
  // --eval can keep stdout for its JSON.
  if (stdlib && !fs.existsSync(stdlib)) throw new EnvError(`standard library archive not found: ${stdlib}`);
  const pyodide = await mod.loadPyodide({
    indexURL,
    ...(stdlib ? { stdLibURL: path.resolve(stdlib) } : {}),
    stdout: (line) => process.stderr.write(line + '\n'),
    stderr: (line) => process.stderr.write(line + '\n'),
  });
  return { pyodide, version: mod.version, indexURL };
}

function rawWriter(stream) {
  // Unbuffered pass-through, so the progress dots appear as tests finish.
  return {
    write(buf) {
      stream.write(Buffer.from(buf));
      return buf.length;
    },
  };
}

function wheelName(file) {
  return path.basename(file).split('-')[0].toLowerCase().replace(/_/g, '-');
}

async function installWheels(pyodide, wheels) {
  const errors = [];
  let thrown = null;
  try {
    await pyodide.loadPackage(wheels, {
      messageCallback: () => {},
      errorCallback: (msg) => errors.push(msg),
      checkIntegrity: false,
    });
  } catch (e) {
    thrown = e;
  }
  // loadPackage() reports most failures through errorCallback and resolves
  // anyway, so check the result explicitly.
  const loaded = new Set(Object.keys(pyodide.loadedPackages).map((n) => n.toLowerCase().replace(/_/g, '-')));
  const missing = wheels.filter((w) => !loaded.has(wheelName(w)));
  if (thrown || errors.length || missing.length) {
    throw new EnvError(
      'installing wheels into Pyodide failed:\n' +
        [...errors, thrown ? String(thrown.message || thrown) : null,
          ...missing.map((w) => `not loaded: ${path.basename(w)}`)].filter(Boolean).join('\n'),
    );
  }
  return importCore(pyodide);
}

function unpackLikeTheSite(pyodide, wheel) {
  // As the browser's worker installs the engine: the wheel unpacked into
  // site-packages (Pyodide's package loader needs modules the site's trimmed
  // standard library leaves out).
  const sitePackages = pyodide.runPython('import site; site.getsitepackages()[0]');
  pyodide.unpackArchive(new Uint8Array(fs.readFileSync(wheel)), 'wheel', { extractDir: sitePackages });
  return importCore(pyodide, false);
}

function importCore(pyodide, invalidate = true) {
  // Import the core from site-packages (not from some stray copy on sys.path).
  // (The browser's worker imports right after unpacking, without refreshing the
  // import system's caches, which would need importlib.metadata.)
  return pyodide.runPython(`
import importlib, os, site, sys
${invalidate ? 'importlib.invalidate_caches()' : ''}
import ${PKG}
_f = os.path.realpath(${PKG}.__file__)
_sp = [os.path.realpath(p) for p in site.getsitepackages()]
if not any(_f.startswith(p + os.sep) for p in _sp):
    raise RuntimeError(f"${PKG} imported from {_f}, not from the wheel in {_sp}")
_f`);
}

function copyTree(pyodide, hostDir, fsDir) {
  // Mirror hostDir at fsDir inside Pyodide's in-memory file system.
  const FS = pyodide.FS;
  FS.mkdirTree(fsDir);
  let n = 0;
  for (const entry of fs.readdirSync(hostDir, { withFileTypes: true })) {
    if (entry.name === '__pycache__' || entry.name === '.pytest_cache' || entry.name === 'node_modules') continue;
    const src = path.join(hostDir, entry.name);
    const dst = `${fsDir}/${entry.name}`;
    const stat = entry.isSymbolicLink() ? fs.statSync(src, { throwIfNoEntry: false }) : entry;
    if (!stat) continue; // dangling link
    if (stat.isDirectory()) n += copyTree(pyodide, src, dst);
    else if (stat.isFile()) {
      FS.writeFile(dst, new Uint8Array(fs.readFileSync(src)));
      n += 1;
    }
  }
  return n;
}

// Where Pyodide's full standard library goes when the run starts on the
// site's trimmed one (--stdlib), and the modules engine code took from it.
const FULL_STDLIB = '/lib/python_stdlib_full.zip';

function behindFullStdlib(pyodide, indexURL) {
  pyodide.FS.writeFile(FULL_STDLIB, new Uint8Array(fs.readFileSync(path.join(indexURL, 'python_stdlib.zip'))));
  pyodide.runPython(`
import importlib.machinery, os, site, sys

class _TrimmedStdlibAudit:
    """Records every module of the full archive imported while a frame of the
    engine (site-packages/hanafuda_core) is on the stack: found there (a meta
    path finder) or already loaded by the test tools (every import statement
    goes through builtins.__import__)."""
    full = ${JSON.stringify(FULL_STDLIB)}
    trimmed = next(p for p in sys.path if p.endswith(".zip"))
    engine = os.path.join(site.getsitepackages()[0], "${PKG}") + os.sep
    missed = {}

    @classmethod
    def behind(cls, locations):
        """A package's folders, each in the trimmed archive followed by the same in the full one."""
        for entry in list(locations):
            if entry.startswith(cls.trimmed + "/") and cls.full + entry[len(cls.trimmed):] not in locations:
                locations.append(cls.full + entry[len(cls.trimmed):])

    @classmethod
    def find_spec(cls, name, path=None, target=None):
        spec = importlib.machinery.PathFinder.find_spec(name, path, target)
        if spec is not None and spec.submodule_search_locations is not None:
            cls.behind(spec.submodule_search_locations)
        if spec is not None and (spec.origin or "").startswith(cls.full):
            cls.check(name)
        return spec

    @classmethod
    def check(cls, name):
        frame = sys._getframe(2)
        while frame is not None:
            if frame.f_code.co_filename.startswith(cls.engine):
                cls.missed.setdefault(name, f"{frame.f_code.co_filename}:{frame.f_lineno}")
                return
            frame = frame.f_back

    @classmethod
    def wrap(cls, original):
        from importlib._bootstrap import _resolve_name

        def __import__(name, globals=None, locals=None, fromlist=(), level=0):
            module = original(name, globals, locals, fromlist, level)
            try:
                if level:
                    package = (globals or {}).get("__package__") or ((globals or {}).get("__spec__").parent)
                    name = _resolve_name(name, package, level)
                for dotted in (name, *(f"{name}.{item}" for item in fromlist or ())):
                    found = sys.modules.get(dotted)
                    if (getattr(found, "__file__", None) or "").startswith(cls.full):
                        cls.check(dotted)
            except Exception:  # an unusual caller: the import itself succeeded
                pass
            return module

        return __import__

sys.path.append(${JSON.stringify(FULL_STDLIB)})
for _mod in list(sys.modules.values()):  # packages already imported from the trimmed archive
    if isinstance(getattr(_mod, "__path__", None), list):
        _TrimmedStdlibAudit.behind(_mod.__path__)
sys.meta_path.insert(sys.meta_path.index(importlib.machinery.PathFinder), _TrimmedStdlibAudit)
import builtins
builtins.__import__ = _TrimmedStdlibAudit.wrap(builtins.__import__)
sys.modules["_trimmed_stdlib_audit"] = _TrimmedStdlibAudit
`);
}

function trimmedStdlibMisses(pyodide) {
  return JSON.parse(pyodide.runPython(
    'import json, sys; json.dumps(sys.modules["_trimmed_stdlib_audit"].missed)'));
}

// ---------------------------------------------------------------- main

function pyErrorText(e) {
  // A PythonError's message is the Python traceback; anything else, its stack.
  return e && e.type && e.message ? e.message : String((e && e.stack) || e);
}

function copyTests(pyodide, testsDir) {
  // The tests at the same absolute path as on the host (so pytest's node ids
  // match CPython's), the parent packages' __init__.py files and the pytest
  // configuration, but no parent conftest.py and no copy of the core: it must
  // come from the wheel.
  let n = copyTree(pyodide, testsDir, testsDir);
  for (let d = path.dirname(testsDir); fs.existsSync(path.join(d, '__init__.py')); d = path.dirname(d)) {
    pyodide.FS.writeFile(`${d}/__init__.py`, new Uint8Array(fs.readFileSync(path.join(d, '__init__.py'))));
    n += 1;
    if (path.dirname(d) === d) break;
  }
  pyodide.FS.writeFile(`${ROOT}/pyproject.toml`, new Uint8Array(fs.readFileSync(path.join(ROOT, 'pyproject.toml'))));
  pyodide.FS.mkdirTree(RUNNER_DIR);
  pyodide.FS.writeFile(`${RUNNER_DIR}/pyodide_plugin.py`,
    new Uint8Array(fs.readFileSync(path.join(HERE, 'pyodide_plugin.py'))));
  return n + 1;
}

async function main() {
  let opts;
  try {
    opts = parseCli(process.argv.slice(2));
  } catch (e) {
    process.stderr.write(`${e.message}\n\n${usage()}\n`);
    return EXIT_ENV;
  }
  if (opts.help) {
    process.stdout.write(usage() + '\n');
    return 0;
  }
  const evalMode = opts.eval !== undefined;
  // In --eval mode stdout carries only the JSON result.
  const log = (msg) => (evalMode ? process.stderr : process.stdout).write(msg + '\n');

  const testsDir = opts.tests ? path.resolve(opts.tests) : path.join(ROOT, 'tests', 'core');
  if (!evalMode && !fs.existsSync(testsDir)) throw new EnvError(`test directory not found: ${testsDir}`);

  let cleanup = () => {};
  try {
    const t0 = performance.now();
    const built = resolveWheel(opts.wheel, log);
    cleanup = built.cleanup;
    const wheels = [built.wheel, ...(evalMode ? [] : testWheels())];
    const { pyodide, version, indexURL } = await startPyodide(opts.stdlib);
    if (opts.stdlib && !evalMode) behindFullStdlib(pyodide, indexURL);
    const platform = pyodide.runPython('import sys; sys.platform');
    if (platform !== 'emscripten') {
      throw new EnvError(`the interpreter is not Pyodide: sys.platform is '${platform}', expected 'emscripten'`);
    }
    const where = evalMode && opts.stdlib ? unpackLikeTheSite(pyodide, built.wheel) : await installWheels(pyodide, wheels);
    cleanup();
    cleanup = () => {};

    if (evalMode) {
      try {
        const json = pyodide.runPython(
          `import json as _j; _j.dumps(eval(compile(${JSON.stringify(opts.eval)}, "<--eval>", "eval"), {"__name__": "__pyodide_eval__"}))`,
        );
        process.stdout.write(json + '\n');
        return 0;
      } catch (e) {
        process.stderr.write(`--eval failed:\n${pyErrorText(e)}\n`);
        return EXIT_FAILED;
      }
    }

    const nFiles = copyTests(pyodide, testsDir);
    log(`Pyodide ${version} (Node ${process.version}); ${PKG} from ${where}; ` +
        `${nFiles} test files copied; ready in ${((performance.now() - t0) / 1000).toFixed(1)}s`);
    pyodide.setStdout(rawWriter(process.stdout));
    pyodide.setStderr(rawWriter(process.stderr));
    const args = ['-p', 'pyodide_plugin', '-p', 'no:cacheprovider', '--rootdir', ROOT,
      '-c', `${ROOT}/pyproject.toml`, ...(opts.slow ? ['--run-slow'] : []),
      ...(opts['report-json'] ? ['--report-json', REPORT] : []), testsDir, ...opts.pytestArgs];
    pyodide.globals.set('_pytest_args', pyodide.toPy(args));
    const status = pyodide.runPython(`
import os, sys
sys.path.insert(0, ${JSON.stringify(RUNNER_DIR)})
os.chdir(${JSON.stringify(ROOT)})
import pytest
int(pytest.main(list(_pytest_args)))`);
    if (opts['report-json']) {
      if (!pyodide.FS.analyzePath(REPORT).exists) throw new EnvError('pytest wrote no report');
      fs.writeFileSync(path.resolve(opts['report-json']), pyodide.FS.readFile(REPORT));
    }
    if (opts.stdlib) {
      const missed = Object.entries(trimmedStdlibMisses(pyodide));
      if (missed.length) {
        process.stdout.write('\nThe engine imported modules missing from the trimmed standard library ' +
          `(${opts.stdlib}):\n` + missed.map(([m, where]) => `  ${m} (from ${where})`).join('\n') + '\n');
        return EXIT_FAILED;
      }
      process.stdout.write(`\nstandard library: ${opts.stdlib}; no engine import was missing from it\n`);
    }
    return status;
  } catch (e) {
    if (e instanceof EnvError) process.stderr.write(`error: ${e.message}\n`);
    else process.stderr.write(`error: the Pyodide test run crashed:\n${pyErrorText(e)}\n`);
    return EXIT_ENV;
  } finally {
    cleanup();
  }
}

process.exit(await main());
