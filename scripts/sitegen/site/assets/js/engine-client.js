// The page side of the rules engine: one Web Worker per tab, started on
// first use and kept for the life of the tab (Material's instant navigation
// swaps page content without reloading, so module state survives).

import { t } from "./text.js";

const listeners = new Set();
const pending = new Map();
let worker = null;
let readyPromise = null;
let nextId = 1;

// Inspectable state (used by the end-to-end tests and the benchmark).
export const stats = (window.__hanafudaRuntime = window.__hanafudaRuntime || {
  workersStarted: 0,
  ready: false,
  failed: null,
  timings: null,
  stage: null,
  message: null,
});

export class EngineError extends Error {
  constructor(error) {
    super(error && error.message ? error.message : String(error));
    this.name = (error && error.type) || "EngineError";
    this.detail = error;
  }
}

export function onStatus(fn) {
  listeners.add(fn);
  fn({ stage: stats.stage, message: stats.message, ready: stats.ready, failed: stats.failed });
  return () => listeners.delete(fn);
}

function emit() {
  const s = { stage: stats.stage, message: stats.message, ready: stats.ready, failed: stats.failed };
  for (const fn of listeners) fn(s);
}

let settle;
const settled = new Promise((resolve) => (settle = resolve));

/** Resolves once the engine is ready or has failed, without starting it. */
export function engineSettled() {
  return settled;
}

/** Start the engine (once per tab) and resolve when it is ready. */
export function startEngine() {
  if (readyPromise) return readyPromise;
  readyPromise = new Promise((resolve, reject) => {
    stats.workersStarted += 1;
    stats.stage = "starting";
    stats.message = t("Starting the rules engine…");
    emit();
    stats.startedAt = performance.now();
    try {
      worker = new Worker(new URL("./engine-worker.js", import.meta.url), { type: "module", name: "hanafuda-engine" });
    } catch (err) {
      fail(t("this browser cannot start the rules engine ({error})", { error: err.message }));
      return;
    }
    // The engine fetches its texts in the page's language while it starts.
    worker.postMessage({ type: "language", code: pageLanguage(), games: [...pageGames] });
    // The site search waits for the engine on pages with widgets
    // (templates/main.html); let it go when the engine has failed, or a
    // moment after it is ready, so that building the search index does not
    // slow the learner's first moves either. (Opening the search starts it
    // at once.)
    const releaseSearch = () => window.__hanafudaStartDeferred && window.__hanafudaStartDeferred();
    const SEARCH_AFTER_READY_MS = 2000;
    function fail(message) {
      // Offline, the search index cannot come either: it waits until the browser is online.
      if (navigator.onLine) releaseSearch();
      else window.addEventListener("online", releaseSearch, { once: true });
      settle();
      stats.failed = message;
      stats.stage = "failed";
      stats.message = message;
      emit();
      for (const { reject: rej } of pending.values()) rej(new EngineError({ message }));
      pending.clear();
      reject(new EngineError({ message }));
    }
    worker.onerror = (event) => {
      event.preventDefault();
      fail(t("the rules engine stopped ({error})", { error: event.message || "worker error" }));
    };
    worker.onmessage = (event) => {
      const msg = event.data;
      if (msg.type === "progress") {
        stats.stage = msg.stage;
        stats.message = stageText(msg.stage, msg.message);
        emit();
      } else if (msg.type === "ready") {
        stats.ready = true;
        stats.readyAt = performance.now();
        stats.stage = "ready";
        stats.message = null;
        stats.timings = msg.timings;
        stats.versions = msg.versions;
        setTimeout(releaseSearch, SEARCH_AFTER_READY_MS);
        emit();
        settle();
        resolve(stats);
      } else if (msg.type === "failed") {
        fail(msg.message);
      } else if (msg.type === "result") {
        const p = pending.get(msg.id);
        if (!p) return;
        pending.delete(msg.id);
        let response;
        try {
          response = JSON.parse(msg.response);
        } catch (err) {
          p.reject(new EngineError({ message: t("unreadable answer from the engine") }));
          return;
        }
        if (response.ok) p.resolve(response.result);
        else p.reject(new EngineError(response.error));
      }
    };
  });
  return readyPromise;
}

// What the loading bar says at each stage of the worker's start (the worker,
// which has no page, says it in English).
function stageText(stage, english) {
  if (stage === "runtime") return t("Loading the Python runtime…");
  if (stage === "engine") return t("Loading the rules engine…");
  return english;
}

// For developers and the benchmark: call the engine from the browser console,
// e.g. await hanafudaEngine.call("ping").
window.hanafudaEngine = { call: (...args) => call(...args) };

const pageGames = new Set();

/** Say which game a widget of the page shows (its config's "game"): the
 * engine fetches that game's part of its texts' catalog with the shared
 * part, and no other game's. */
export function showsGame(key) {
  if (typeof key === "string" && key) pageGames.add(key);
}

/** The page's language ("en", "ja"): the engine answers each call in it. */
export function pageLanguage() {
  return (document.documentElement.lang || "en").split("-")[0].toLowerCase();
}

/** Call an endpoint of hanafuda_core.webapi; resolves with its result,
 * its texts written in the page's language. */
export async function call(name, args = {}) {
  await startEngine();
  return new Promise((resolve, reject) => {
    const id = nextId++;
    pending.set(id, { resolve, reject });
    worker.postMessage({ type: "call", id, name, args, language: pageLanguage(), games: [...pageGames] });
  });
}
