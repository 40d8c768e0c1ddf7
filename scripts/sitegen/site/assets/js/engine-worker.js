// Web Worker that hosts Pyodide and hanafuda_core, off the page's main thread.
// Messages in:  {type: "call", id, name, args, language, games}
//               {type: "language", code, games}   (the page's language and games, sent when the worker is made)
// Messages out: {type: "progress", stage, message}
//               {type: "ready", timings, versions} | {type: "failed", message}
//               {type: "result", id, response}   (response is the JSON text from hanafuda_core.webapi.call)
// The worker starts loading as soon as it is created; calls made before it is
// ready are answered once it is.

const here = new URL(".", import.meta.url);
const manifestURL = new URL("../engine/engine.json", here);
const t0 = performance.now();

function progress(stage, message) {
  postMessage({ type: "progress", stage, message });
}

async function fetchOk(url, what) {
  let response;
  try {
    response = await fetch(url, { cache: "no-cache" });
  } catch (err) {
    throw new Error(`could not download ${what} (${err.message})`);
  }
  if (!response.ok) throw new Error(`could not download ${what}: HTTP ${response.status} for ${url.pathname}`);
  return response;
}

// The engine manifest is fetched at once (boot() and the catalogs read it).
const manifestPromise = (async () => (await fetchOk(manifestURL, "the engine manifest")).json())();
manifestPromise.catch(() => {}); // reported by boot()

async function boot() {
  progress("runtime", "Loading the Python runtime…");
  // The engine's wheel is fetched once the runtime's WebAssembly has arrived
  // (Pyodide's file-system hook, below, runs after it is compiled and before
  // Python starts): on a slow connection the wheel would otherwise share the
  // bandwidth with the runtime's files, which Python needs first, and the
  // wheel arrives while Python starts instead.
  let runtimeArrived;
  const wheelMayStart = new Promise((resolve) => (runtimeArrived = resolve));
  const enginePromise = (async () => {
    const manifest = await manifestPromise;
    await wheelMayStart;
    const wheelURL = new URL(manifest.wheel, manifestURL);
    const buffer = await (await fetchOk(wheelURL, "the rules engine")).arrayBuffer();
    return { manifest, buffer };
  })();
  enginePromise.catch(() => {}); // reported below, after Pyodide
  // Pyodide hangs instead of failing when one of its files is missing, so check
  // them up front (HEAD requests: headers only) and fail with the file's name.
  // The site ships Pyodide's runtime with its standard library cut down to what
  // the engine imports (scripts/sitegen/trim_stdlib.py) and no package lock file: the
  // engine needs no Pyodide package, so the lock's header comes with the manifest.
  const indexURL = new URL("../pyodide/", here);
  Promise.all(
    ["pyodide.asm.wasm", "pyodide.asm.mjs", "python_stdlib.zip"].map(async (name) => {
      const url = new URL(name, indexURL);
      let response;
      try {
        response = await fetch(url, { method: "HEAD", cache: "no-cache" });
      } catch (err) {
        throw new Error(`could not download the Python runtime file ${name} (${err.message})`);
      }
      if (!response.ok) throw new Error(`the Python runtime file ${name} is missing (HTTP ${response.status})`);
    }),
  ).catch((err) => failStart(err));
  let loadPyodide;
  try {
    ({ loadPyodide } = await import(new URL("../pyodide/pyodide.mjs", here).href));
  } catch (err) {
    throw new Error(`could not load the Python runtime (${err.message})`);
  }
  // Pyodide's lock file header comes with the manifest (fetched meanwhile; a
  // missing manifest fails the start here, with its own message, once).
  const { pyodideLock } = await manifestPromise;
  const pyodide = await loadPyodide({
    indexURL: indexURL.href,
    stdLibURL: new URL("python_stdlib.zip", indexURL).href,
    lockFileContents: pyodideLock,
    packageBaseUrl: indexURL.href,
    packages: [],
    stdout: () => {},
    stderr: (line) => console.warn("[python]", line),
    fsInit: async () => runtimeArrived(),
  });
  const tBoot = performance.now();
  progress("engine", "Loading the rules engine…");
  const { manifest, buffer } = await enginePromise;
  // The wheel holds the engine's bytecode only (scripts/sitegen/compile_engine.mjs):
  // Python imports it from the archive as it is (zipimport), with nothing to unpack.
  const wheelPath = "/lib/hanafuda/" + manifest.wheel.split("/").pop();
  pyodide.FS.mkdirTree("/lib/hanafuda");
  pyodide.FS.writeFile(wheelPath, new Uint8Array(buffer));
  pyodide.runPython(`import sys; sys.path.insert(0, ${JSON.stringify(wheelPath)})`);
  const tUnpacked = performance.now();
  const webapi = pyodide.pyimport("hanafuda_core.webapi");
  // Boards drawn at run time refer to the faces in the site's card sprite
  // (downloaded once) instead of carrying every face inline.
  // The Strong computer thinks at most this long per move (it stops earlier
  // when its fixed number of samples is done).
  const settings = { thinkMs: 250 };
  if (manifest.cards) settings.cardBase = new URL(manifest.cards, manifestURL).href;
  webapi.call("configure", JSON.stringify(settings));
  const ping = JSON.parse(webapi.call("ping", "{}"));
  if (!ping.ok || ping.result.platform !== "emscripten") {
    throw new Error("the rules engine did not start correctly");
  }
  const tReady = performance.now();
  return {
    webapi,
    pyodide,
    manifest,
    info: {
      timings: { boot: tBoot - t0, unpacked: tUnpacked - t0, ready: tReady - t0 },
      versions: { engine: ping.result.version, python: ping.result.python, pyodide: manifest.pyodideVersion },
    },
  };
}

// Pyodide does not always reject when its WebAssembly module fails to load
// (the failure surfaces as an unhandled rejection inside the worker), so any
// error before the engine is ready counts as a failed start.
let settled = false;
let failStart;
const startFailure = new Promise((_, reject) => (failStart = reject));
for (const type of ["unhandledrejection", "error"]) {
  self.addEventListener(type, (event) => {
    if (settled) return;
    const reason = event.reason ?? event.error ?? event.message;
    failStart(new Error(`the Python runtime failed to start (${reason && reason.message ? reason.message : reason})`));
  });
}

const engine = Promise.race([boot(), startFailure]);
engine.then(() => (settled = true), () => (settled = true));

engine.then(
  ({ info }) => postMessage({ type: "ready", ...info }),
  (err) => postMessage({ type: "failed", message: String(err && err.message ? err.message : err) }),
);

// The language the engine writes its texts in: the page's, when the site
// ships a catalog of the engine's messages in it (the manifest's "catalogs"),
// else English, the engine's own. A catalog comes in parts: the shared
// messages and each game's. A page asks in its language with each call,
// naming the games its widgets show; each part is fetched once, when first
// needed (the page's own while the engine starts), and a part that cannot be
// had leaves the engine writing as it did (with a warning), never failing
// the call.
let speaking = "en";
let given = new Set();  // the parts of the catalog the engine was last given
const parts = new Map();

function partBytes(code, part) {
  const key = `${code}-${part}`;
  if (!parts.has(key)) {
    parts.set(key, (async () => {
      const manifest = await manifestPromise;
      const file = manifest.catalogs && manifest.catalogs[code] && manifest.catalogs[code][part];
      if (!file) return null;
      const url = new URL(file, manifestURL);
      return new Uint8Array(await (await fetchOk(url, `the engine's ${code} texts`)).arrayBuffer());
    })().catch((err) => {
      console.warn(`[hanafuda] ${err.message}: the engine writes in ${speaking}`);
      return null;
    }));
  }
  return parts.get(key);
}

/** The parts of language ``code``'s catalog a call needs: the shared one and
 * its games' (the page's, and the one the call itself names). */
function partsFor(code, games, args) {
  const named = [args && args.game, args && args.exercise && args.exercise.game];
  return ["shared", ...new Set([...(games || []), ...named].filter((g) => typeof g === "string"))];
}

async function speak(code, games, args) {
  const { webapi, pyodide, manifest } = await engine;
  const shipped = code && manifest.catalogs && manifest.catalogs[code];
  const want = shipped ? code : "en";
  if (want === "en") {
    if (speaking !== "en") webapi.call("configure", JSON.stringify({ language: "en" }));
    speaking = "en";
    given = new Set();
    return;
  }
  const needed = partsFor(want, games, args).filter((p) => shipped[p]);
  if (want === speaking && needed.every((p) => given.has(p))) return;
  const all = want === speaking ? [...new Set([...given, ...needed])] : needed;
  const bytes = await Promise.all(all.map((p) => partBytes(want, p)));
  const got = all.filter((p, i) => bytes[i]);
  if (!got.length) return;
  pyodide.FS.mkdirTree("/lib/hanafuda/locale");
  const paths = got.map((p) => {
    const path = `/lib/hanafuda/locale/${want}-${p}.mo`;
    pyodide.FS.writeFile(path, bytes[all.indexOf(p)]);
    return path;
  });
  const answer = JSON.parse(webapi.call("configure", JSON.stringify({ language: want, catalogs: paths })));
  if (answer.ok) {
    speaking = want;
    given = new Set(got);
  } else console.warn(`[hanafuda] ${answer.error.message}: the engine writes in ${speaking}`);
}

onmessage = async (event) => {
  const msg = event.data;
  if (msg && msg.type === "language") {
    if (msg.code && msg.code !== "en") for (const p of partsFor(msg.code, msg.games)) partBytes(msg.code, p);
    return;
  }
  if (!msg || msg.type !== "call") return;
  let response;
  try {
    const { webapi } = await engine;
    await speak(msg.language, msg.games, msg.args);
    response = webapi.call(msg.name, JSON.stringify(msg.args ?? {}));
  } catch (err) {
    response = JSON.stringify({ ok: false, error: { type: "EngineUnavailable", message: String(err && err.message ? err.message : err) } });
  }
  postMessage({ type: "result", id: msg.id, response });
};
