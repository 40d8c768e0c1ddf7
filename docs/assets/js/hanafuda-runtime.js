// Entry point, loaded on every page (a few KB). It starts the engine only
// when the page has a widget, and mounts widgets on every page view,
// including Material's instant navigation (document$).

import { call, onStatus, startEngine } from "./engine-client.js";
import { offlinePageView } from "./offline.js";
import { mountSummaries } from "./progress.js";
import { mountCourse } from "./course.js";

// Widget code is fetched only by pages that use it (pages without widgets load
// nothing but this file, engine-client.js (which starts nothing by itself),
// progress.js, course.js and offline.js).
const WIDGETS = {
  exercise: () => import("./widgets/exercise.js"),
  "name-that-card": () => import("./widgets/name-that-card.js"),
  "play-board": () => import("./widgets/play-board.js"),
  quiz: () => import("./widgets/quiz.js"),
};

function setStatus(el, status) {
  const box = el.querySelector(".hf-widget__status");
  if (!box) return;
  box.classList.toggle("hf-widget__status--error", Boolean(status.failed));
  if (status.failed) {
    box.innerHTML = "";
    const p = document.createElement("p");
    p.textContent =
      `The interactive part of this page could not start: ${status.failed}. ` +
      "Everything else on the page still works; reload to try again.";
    box.append(p);
  } else if (status.ready) {
    box.textContent = "";
  } else {
    box.innerHTML = "";
    const label = document.createElement("span");
    label.textContent = status.message || "Loading the rules engine…";
    const bar = document.createElement("progress");
    bar.setAttribute("aria-label", "Loading the rules engine");
    box.append(bar, " ", label);
  }
}

async function mountOne(el) {
  const name = el.dataset.hfWidget;
  const load = WIDGETS[name];
  el.dataset.hfMounted = "pending";
  if (!load) {
    setStatus(el, { failed: `unknown widget "${name}"` });
    return;
  }
  const stop = onStatus((s) => setStatus(el, s));
  try {
    const [{ default: widget }] = await Promise.all([load(), startEngine()]);
    let config = {};
    try {
      config = JSON.parse(el.dataset.hfConfig || "{}");
    } catch (err) {
      config = {};
    }
    const body = el.querySelector(".hf-widget__body");
    await widget.mount(body, { call, config, root: el });
    el.dataset.hfMounted = "ready";
    (window.__hanafudaRuntime.widgetsReady ||= []).push({ name, at: performance.now() });
    el.dispatchEvent(new CustomEvent("hf:ready", { bubbles: true }));
  } catch (err) {
    el.dataset.hfMounted = "failed";
    setStatus(el, { failed: err.message || String(err) });
  } finally {
    stop();
  }
}

function mountAll() {
  (window.__hanafudaRuntime.pageViews ||= []).push(performance.now());
  mountSummaries(document);
  mountCourse();
  const found = document.querySelectorAll("[data-hf-widget]:not([data-hf-mounted])");
  offlinePageView(found.length > 0);
  if (found.length === 0) return;
  startEngine().catch(() => {}); // failures are shown by each widget
  for (const el of found) mountOne(el);
}

if (window.document$ && typeof window.document$.subscribe === "function") {
  window.document$.subscribe(() => mountAll());
} else if (document.readyState === "loading") {
  document.addEventListener("DOMContentLoaded", mountAll);
} else {
  mountAll();
}
