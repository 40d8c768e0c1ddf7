#!/usr/bin/env node
// Run the core's pytest-style tests inside Pyodide (Python compiled to
// WebAssembly, the interpreter the site ships to the browser) under Node.
//
//   node tests/pyodide/run_core_tests.mjs [options] [WHEEL]
//
//   WHEEL / --wheel PATH   the hanafuda_core wheel to install (default: env
//                          HANAFUDA_WHEEL, else build one with
//                          `python3 scripts/build_wheel.py TMPDIR`; the
//                          interpreter can be chosen with env PYTHON)
//   --tests DIR            test directory to run (default tests/core)
//   --filter SUBSTR        run only tests whose id contains SUBSTR
//                          (case-insensitive; repeatable, any match)
//   --slow                 also run tests marked @pytest.mark.slow
//   -v, --verbose          one line per test, with its duration
//   --durations N          list the N slowest tests
//   --collect-only         list the test ids, run nothing
//   --report-json FILE     write the per-test outcomes as JSON
//   --eval EXPR            instead of running tests: evaluate the Python
//                          expression EXPR (after installing the wheel) and
//                          print json.dumps(result) alone on stdout
//
// Exit status: 0 all selected tests passed (or were skipped), 1 a test failed
// or a module did not import, 2 the environment is broken (no Pyodide, the
// wheel does not install, not running on emscripten), 5 no tests collected.

import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.resolve(HERE, '..', '..');
const PKG = 'hanafuda_core';
// Where the runner's own Python files live inside the Pyodide file system.
const RUNNER_DIR = '/hanafuda_pyodide_runner';

const EXIT_FAILED = 1;
const EXIT_ENV = 2;
const EXIT_NO_TESTS = 5;

class EnvError extends Error {}

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
      filter: { type: 'string', multiple: true },
      slow: { type: 'boolean', default: false },
      verbose: { type: 'boolean', short: 'v', default: false },
      durations: { type: 'string' },
      'collect-only': { type: 'boolean', default: false },
      'report-json': { type: 'string' },
      eval: { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (positionals.length > 1) throw new EnvError(`too many arguments: ${positionals.join(' ')}`);
  if (values.wheel && positionals.length) throw new EnvError('give the wheel either as --wheel or as an argument');
  const durations = values.durations === undefined ? 0 : Number(values.durations);
  if (!Number.isInteger(durations) || durations < 0) throw new EnvError('--durations needs a whole number');
  return { ...values, durations, wheel: values.wheel ?? positionals[0] };
}

// ---------------------------------------------------------------- the wheel

function buildWheel(log) {
  const python = process.env.PYTHON || 'python3';
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hanafuda-wheel-'));
  const script = path.join(ROOT, 'scripts', 'build_wheel.py');
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

// ---------------------------------------------------------------- Pyodide

async function startPyodide() {
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
  const pyodide = await mod.loadPyodide({
    indexURL,
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

async function installWheel(pyodide, wheel) {
  const errors = [];
  let thrown = null;
  try {
    await pyodide.loadPackage(wheel, {
      messageCallback: () => {},
      errorCallback: (msg) => errors.push(msg),
      checkIntegrity: false,
    });
  } catch (e) {
    thrown = e;
  }
  // loadPackage() reports most failures through errorCallback and resolves
  // anyway, so check the result explicitly.
  if (thrown || errors.length || !(PKG in pyodide.loadedPackages)) {
    throw new EnvError(
      `installing ${wheel} into Pyodide failed:\n` +
        [...errors, thrown ? String(thrown.message || thrown) : null].filter(Boolean).join('\n') +
        (PKG in pyodide.loadedPackages ? '' : `\n(${PKG} is not in pyodide.loadedPackages)`),
    );
  }
  // Import it from site-packages (not from some stray copy on sys.path).
  const where = pyodide.runPython(`
import importlib, os, site, sys, sysconfig
importlib.invalidate_caches()
import ${PKG}
_f = os.path.realpath(${PKG}.__file__)
_sp = [os.path.realpath(p) for p in [*site.getsitepackages(), sysconfig.get_paths()["purelib"]]]
if not any(_f.startswith(p + os.sep) for p in _sp):
    raise RuntimeError(f"${PKG} imported from {_f}, not from the wheel in {_sp}")
_f`);
  return where;
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

function installRunner(pyodide) {
  pyodide.FS.mkdirTree(RUNNER_DIR);
  for (const f of ['pytest_shim.py', 'pyodide_runner.py']) {
    pyodide.FS.writeFile(`${RUNNER_DIR}/${f}`, new Uint8Array(fs.readFileSync(path.join(HERE, f))));
  }
  pyodide.runPython(`
import sys
if ${JSON.stringify(RUNNER_DIR)} not in sys.path:
    sys.path.insert(0, ${JSON.stringify(RUNNER_DIR)})
`);
  return pyodide.pyimport('pyodide_runner');
}

function pyErrorText(e) {
  // A PythonError's message is the Python traceback; anything else, its stack.
  return e && e.type && e.message ? e.message : String((e && e.stack) || e);
}

// ---------------------------------------------------------------- main

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
  if (!evalMode && !fs.existsSync(testsDir)) {
    process.stderr.write(`test directory not found: ${testsDir}\n`);
    return EXIT_NO_TESTS;
  }

  let cleanup = () => {};
  try {
    const t0 = performance.now();
    const built = resolveWheel(opts.wheel, log);
    cleanup = built.cleanup;
    const { pyodide, version } = await startPyodide();
    const platform = pyodide.runPython('import sys; sys.platform');
    const pyVersion = pyodide.runPython('import platform; platform.python_version()');
    if (platform !== 'emscripten') {
      throw new EnvError(`the interpreter is not Pyodide: sys.platform is '${platform}', expected 'emscripten'`);
    }
    const where = await installWheel(pyodide, built.wheel);
    cleanup();
    cleanup = () => {};
    const runner = installRunner(pyodide);
    const startup = (performance.now() - t0) / 1000;

    if (evalMode) {
      try {
        process.stdout.write(runner.evaluate(opts.eval) + '\n');
        return 0;
      } catch (e) {
        process.stderr.write(`--eval failed:\n${pyErrorText(e)}\n`);
        return EXIT_FAILED;
      }
    }

    log(`platform ${platform} -- Python ${pyVersion}, Pyodide ${version} (Node ${process.version})`);
    log(`${PKG} from ${where}`);
    let nFiles = copyTree(pyodide, testsDir, testsDir);
    // If the test directory is inside packages (tests/__init__.py), bring
    // those __init__.py files along so that modules get pytest's names
    // (tests.core.test_x), but nothing else from the parent directories.
    for (let d = path.dirname(testsDir); fs.existsSync(path.join(d, '__init__.py')); d = path.dirname(d)) {
      pyodide.FS.writeFile(`${d}/__init__.py`, new Uint8Array(fs.readFileSync(path.join(d, '__init__.py'))));
      nFiles += 1;
      if (path.dirname(d) === d) break;
    }
    const shown = path.relative(ROOT, testsDir);
    log(`tests: ${shown && !shown.startsWith('..') ? shown : testsDir} (${nFiles} files copied)` +
        (opts.slow ? ', slow tests included' : '') +
        (opts.filter ? `, filter: ${opts.filter.join(' | ')}` : ''));
    pyodide.setStdout(rawWriter(process.stdout));
    pyodide.setStderr(rawWriter(process.stderr));

    const cfg = {
      tests_dir: testsDir,
      display_root: ROOT,
      filters: opts.filter ?? [],
      slow: opts.slow,
      verbose: opts.verbose,
      durations: opts.durations,
      collect_only: opts['collect-only'],
      pyodide_version: version,
      startup_seconds: startup,
    };
    const result = JSON.parse(runner.main(JSON.stringify(cfg)));
    if (opts['report-json']) {
      fs.writeFileSync(path.resolve(opts['report-json']), JSON.stringify(result, null, 2) + '\n');
    }
    if (result.collected === 0) {
      process.stderr.write(`no tests collected in ${testsDir}` +
        (result.deselected ? ` (${result.deselected} deselected by --filter)` : '') + '\n');
      return EXIT_NO_TESTS;
    }
    return result.failed_total > 0 ? EXIT_FAILED : 0;
  } catch (e) {
    if (e instanceof EnvError) process.stderr.write(`error: ${e.message}\n`);
    else process.stderr.write(`error: the Pyodide test run crashed:\n${pyErrorText(e)}\n`);
    return EXIT_ENV;
  } finally {
    cleanup();
  }
}

process.exit(await main());
