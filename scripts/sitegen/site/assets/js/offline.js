// Offline use: registers the site's service worker (sw.js at the site's root)
// and asks it to keep each page the learner opens, with its files, and the
// rules engine once it has run on a page with a widget. See docs/sw.js.
//
// Registration and copying wait until the page is quiet (a few idle seconds
// after the load event; on a page with widgets, after the engine is ready or
// has failed, or ten seconds after the load when the engine is slower) so
// that they never compete with the page or with Python's start.

import { engineSettled, stats } from "./engine-client.js";

const ROOT = new URL("../../", import.meta.url);
const WORKER_SCRIPT = new URL("./engine-worker.js", import.meta.url).href;

const state = (stats.offline = { registered: false, pages: [], engine: false, error: null });
const sent = new Set();
let ready = null;
let engineKept = false;

function supported() {
  return "serviceWorker" in navigator && window.isSecureContext && /^https?:$/.test(location.protocol);
}

function pageURL() {
  const u = new URL(location.href);
  u.hash = "";
  return u.href;
}

// Copying the runtime for offline use (12 MB) must not slow what the learner
// does next, so it waits for a few idle seconds after the page has settled.
const SETTLE_MS = 3000;

function idle() {
  return new Promise((resolve) => {
    setTimeout(() => (window.requestIdleCallback ? requestIdleCallback(() => resolve(), { timeout: 2000 }) : resolve()), SETTLE_MS);
  });
}

// On a page with widgets, once the engine has started (or failed), or a while
// after the load when it is slow to come: a lesson's recorded answers judge
// every move, so the page is worth keeping offline without the engine.
const ENGINE_WAIT_MS = 10000;

function quiet(hasWidgets) {
  const loaded =
    document.readyState === "complete"
      ? Promise.resolve()
      : new Promise((resolve) => window.addEventListener("load", resolve, { once: true }));
  if (!hasWidgets) return loaded.then(idle);
  const slow = loaded.then(() => new Promise((resolve) => setTimeout(resolve, ENGINE_WAIT_MS)));
  return Promise.race([engineSettled(), slow]).then(idle);
}

async function post(message) {
  const registration = await ready;
  if (registration && registration.active) registration.active.postMessage(message);
}

function keepPage(page) {
  // The page, the files it loaded, and its icon (fetched by the browser itself,
  // it is not among them): the service worker's offline page shows it.
  const icon = document.querySelector('link[rel~="icon"]')?.href;
  const urls = [page, ...performance.getEntriesByType("resource").map((e) => e.name), ...(icon ? [icon] : [])].filter(
    (u) => u.startsWith(ROOT.href) && !sent.has(u),
  );
  urls.forEach((u) => sent.add(u));
  if (urls.length) post({ type: "keep", page, urls });
}

function keepEngine() {
  if (engineKept) return;
  engineKept = true;
  post({ type: "keep-engine", urls: [WORKER_SCRIPT] });
}

/** Called on every page view; the first call registers the service worker. */
export function offlinePageView(hasWidgets) {
  if (!supported()) return;
  if (!ready) {
    performance.setResourceTimingBufferSize(2000);
    navigator.serviceWorker.addEventListener("message", (event) => {
      const msg = event.data || {};
      if (msg.type !== "offline") return;
      if (msg.page) state.pages.push(msg.page);
      if (msg.engine !== undefined) state.engine = msg.engine;
    });
    ready = quiet(hasWidgets)
      .then(() => navigator.serviceWorker.register(new URL("sw.js", ROOT), { scope: ROOT.href }))
      .then(() => navigator.serviceWorker.ready)
      .then((registration) => {
        state.registered = true;
        return registration;
      })
      .catch((err) => {
        state.error = String(err && err.message ? err.message : err);
        return null;
      });
  }
  const page = pageURL(); // this view's address (the learner may have moved on by then)
  // Its fonts are among its files: asked for only once the page is laid out
  // (a Japanese page's subset is its largest file after the engine), so the
  // worker keeps them once they are in, not by asking the server again.
  quiet(hasWidgets).then(() => document.fonts.ready).then(() => keepPage(page));
  if (hasWidgets) engineSettled().then(idle).then(() => stats.ready && keepEngine());
}
