// The site's service worker: keeps what a learner has opened so that it works
// without a network. Registered by assets/js/offline.js; its scope is the
// folder this file is served from, so the site works under any sub-path.
//
// Network first: while online every request goes to the server as usual (a
// new deployment shows at once) and a copy of each good answer is stored;
// when the network fails, the stored copy answers. Pages keep themselves and
// their files; once the rules engine has run, the page asks for the engine's
// files (the Python runtime and the engine wheel) to be kept as well. Pages
// without widgets never cause the runtime to be downloaded.

const SCOPE = self.registration.scope;
const CACHE = `hanafuda-offline:${new URL(SCOPE).pathname}`;
const MANIFEST = new URL("assets/engine/engine.json", SCOPE).href;

// A new version takes over at once for the next page opened. Pages already
// open are not claimed: a page still loading when the worker starts would
// fetch its stylesheets and fonts a second time, through the worker. Such a
// page is kept all the same (offline.js sends its files to "keep").
self.addEventListener("install", () => self.skipWaiting());

function inScope(url) {
  return url.startsWith(SCOPE);
}

function withoutHash(url) {
  const u = new URL(url);
  u.hash = "";
  return u.href;
}

// The same file, unchanged: do not write megabytes again on every visit.
function sameFile(a, b) {
  for (const h of ["etag", "last-modified"]) {
    const x = a.headers.get(h);
    if (x) return x === b.headers.get(h) && a.headers.get("content-length") === b.headers.get("content-length");
  }
  return false;
}

// A plain answer from this site (a redirected one cannot answer a page load).
function storable(response) {
  return response.status === 200 && response.type === "basic" && !response.redirected;
}

async function remember(cache, request, response) {
  const old = await cache.match(request);
  if (old && sameFile(old, response)) return;
  await cache.put(request, response);
}

function offlinePage() {
  const home = SCOPE;
  const body = `<!doctype html><html lang="en"><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Offline</title>
<body style="font: 1rem/1.5 system-ui, sans-serif; max-width: 36rem; margin: 3rem auto; padding: 0 1rem">
<h1>You are offline</h1>
<p>This page has not been opened on this device yet, so there is no copy of it here.
Pages you have opened before still work without a network.</p>
<p><a href="${home}">Go to the home page</a> or go back.</p>
</body></html>`;
  return new Response(body, { status: 503, headers: { "Content-Type": "text/html; charset=utf-8" } });
}

async function networkFirst(event) {
  const request = event.request;
  try {
    const response = await fetch(request);
    if (storable(response) && request.method === "GET" && !request.headers.has("range")) {
      const copy = response.clone();
      event.waitUntil(caches.open(CACHE).then((cache) => remember(cache, request, copy)).catch(() => {}));
    }
    return response;
  } catch (err) {
    const cache = await caches.open(CACHE);
    const stored = await cache.match(request, { ignoreMethod: true });
    if (stored) {
      // HEAD (the engine checks its files before starting): headers only.
      return request.method === "HEAD" ? new Response(null, { status: stored.status, headers: stored.headers }) : stored;
    }
    if (request.mode === "navigate") return offlinePage();
    throw err;
  }
}

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if ((request.method !== "GET" && request.method !== "HEAD") || !inScope(request.url)) return;
  event.respondWith(networkFirst(event));
});

// Keep the given URLs: files the page has already loaded, so they are taken
// from the browser's HTTP cache as they are ("force-cache"), not downloaded
// again.
async function keep(urls) {
  const cache = await caches.open(CACHE);
  let kept = 0;
  for (const url of new Set(urls.map(withoutHash).filter(inScope))) {
    try {
      if (!(await cache.match(url))) {
        const response = await fetch(url, { cache: "force-cache" });
        if (!storable(response)) continue;
        await cache.put(url, response);
      }
      kept += 1;
    } catch (err) {
      /* offline or gone: the next visit tries again */
    }
  }
  return kept;
}

// The engine's files as the page that asks has just run them: its manifest is
// taken from the browser's HTTP cache, not asked of the server a second time.
async function engineFiles() {
  const manifest = await (await fetch(MANIFEST, { cache: "force-cache" })).json();
  const pyodide = new URL(manifest.pyodide, MANIFEST);
  return [
    MANIFEST,
    new URL(manifest.wheel, MANIFEST).href,
    ...manifest.pyodideFiles.map((name) => new URL(name, pyodide).href),
  ];
}

self.addEventListener("message", (event) => {
  const msg = event.data || {};
  const reply = (answer) => event.source && event.source.postMessage({ type: "offline", ...answer });
  if (msg.type === "keep" && Array.isArray(msg.urls)) {
    event.waitUntil(keep(msg.urls).then((kept) => reply({ page: msg.page, kept })));
  } else if (msg.type === "keep-engine") {
    event.waitUntil(
      (async () => {
        const urls = await engineFiles();
        const kept = await keep(urls);
        await keep(msg.urls || []);
        return kept === urls.length;
      })().then(
        (engine) => reply({ engine }),
        () => reply({ engine: false }),
      ),
    );
  }
});
