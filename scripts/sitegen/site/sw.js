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

// A page never opened on this device, asked for without a network: a page of
// the site all the same. Its look is borrowed from a page kept here (the home
// page if it is kept): that page's stylesheets (kept with it, so they are
// served from this cache), its logo, the site's name, its palette (the
// learner's saved choice, as Material applies it) and its icon, written into
// the page itself so that the browser asks for nothing that could fail. With
// no page kept yet, a plain page with its own styles.
const escapeHTML = (t) => t.replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c]);

async function keptLook(cache) {
  let kept = await cache.match(SCOPE);
  if (!kept) {
    for (const request of await cache.keys()) {
      const r = await cache.match(request);
      if ((r.headers.get("content-type") || "").startsWith("text/html")) {
        kept = r;
        break;
      }
    }
  }
  if (!kept) return null;
  const html = await kept.text();
  const base = kept.url || SCOPE;
  const href = (tag) => {
    const m = /\bhref="([^"]*)"/.exec(tag);
    return m ? new URL(m[1].replace(/&amp;/g, "&"), base).href : null;
  };
  const links = html.match(/<link\b[^>]*>/g) || [];
  const sheets = links.filter((l) => /\brel="?stylesheet\b/.test(l)).map(href).filter((u) => u && inScope(u));
  const iconTag = links.find((l) => /\brel="?(?:shortcut )?icon\b/.test(l));
  let icon = "data:,";
  const iconURL = iconTag && href(iconTag);
  const iconFile = iconURL && (await cache.match(iconURL));
  if (iconFile) {
    const bytes = new Uint8Array(await iconFile.arrayBuffer());
    let bin = "";
    for (const b of bytes) bin += String.fromCharCode(b);
    icon = `data:${iconFile.headers.get("content-type") || "image/png"};base64,${btoa(bin)}`;
  }
  const logo = (/<a\b[^>]*\bmd-logo\b[^>]*>([\s\S]*?)<\/a>/.exec(html) || [])[1] || "";
  // (the name is the page's own markup, escaped as it is there)
  const name = ((/<div class="md-header__topic">\s*<span class="md-ellipsis">([^<]*)</.exec(html) || [])[1] || "").trim();
  const body = (/<body\b[^>]*>/.exec(html) || ["<body>"])[0];
  return { sheets, icon, logo, name, body };
}

async function offlinePage() {
  const home = SCOPE;
  const text = `<h1>You are offline</h1>
<p>This page has not been opened on this device yet, so there is no copy of it here.
Pages you have opened before still work without a network.</p>
<p><a href="${home}">Go to the home page</a> or go back.</p>`;
  let look = null;
  try {
    look = await keptLook(await caches.open(CACHE));
  } catch (err) {
    look = null;
  }
  let body;
  if (look) {
    const palette = `(() => {
  try {
    const saved = JSON.parse(localStorage.getItem(${JSON.stringify(new URL(SCOPE).pathname + ".__palette")}));
    const color = saved && saved.color ? saved.color : null;
    const dark = matchMedia("(prefers-color-scheme: dark)").matches;
    if (color && color.media !== "(prefers-color-scheme)") {
      for (const [k, v] of Object.entries(color)) document.body.setAttribute("data-md-color-" + k, v);
    } else if (dark) document.body.setAttribute("data-md-color-scheme", "slate");
  } catch (e) { /* storage unavailable: the page's own palette */ }
})();`;
    body = `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>You are offline${look.name ? ` - ${look.name}` : ""}</title>
<link rel="icon" href="${look.icon}">
${look.sheets.map((u) => `<link rel="stylesheet" href="${escapeHTML(u)}">`).join("\n")}
</head>
${look.body}<script>${palette}</script>
<header class="md-header md-header--shadow"><nav class="md-header__inner md-grid" aria-label="Header">
<a href="${home}" class="md-header__button md-logo" aria-label="${look.name || "Home"}">${look.logo}</a>
<div class="md-header__title"><div class="md-header__ellipsis"><div class="md-header__topic">
<span class="md-ellipsis">${look.name}</span></div></div></div></nav></header>
<div class="md-container"><main class="md-main"><div class="md-main__inner md-grid"><div class="md-content">
<article class="md-content__inner md-typeset">${text}</article></div></div></main></div>
</body></html>`;
  } else {
    body = `<!doctype html><html lang="en"><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>You are offline</title><link rel="icon" href="data:,">
<body style="font: 1rem/1.5 system-ui, sans-serif; max-width: 36rem; margin: 3rem auto; padding: 0 1rem">
${text}
</body></html>`;
  }
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
