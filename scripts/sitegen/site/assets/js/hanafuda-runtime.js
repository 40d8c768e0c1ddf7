// Entry point, loaded on every page (a few KB). It starts the engine only
// when the page has a widget, and mounts widgets on every page view,
// including Material's instant navigation (document$).

import { EngineError, call, onStatus, showsGame, startEngine, stats } from "./engine-client.js";
import { offlinePageView } from "./offline.js";
import { mountSummaries } from "./progress.js";
import { mountCourse } from "./course.js";
import { t } from "./text.js";

// Widget code is fetched only by pages that use it (pages without widgets load
// nothing but this file, engine-client.js (which starts nothing by itself),
// progress.js, course.js, offline.js and text.js).
const WIDGETS = {
  exercise: () => import("./widgets/exercise.js"),
  "name-that-card": () => import("./widgets/name-that-card.js"),
  "play-board": () => import("./widgets/play-board.js"),
  quiz: () => import("./widgets/quiz.js"),
  trainer: () => import("./widgets/trainer.js"),
};

function setStatus(el, status) {
  const box = el.querySelector(".hf-widget__status");
  if (!box) return;
  box.classList.toggle("hf-widget__status--error", Boolean(status.failed));
  if (status.failed) {
    box.innerHTML = "";
    const p = document.createElement("p");
    // Translators: {reason} is why, e.g. "the rules engine stopped (…)".
    p.textContent = t("The interactive part of this page could not start: {reason}. Everything else on the page still works; reload to try again.",
      { reason: status.failed });
    box.append(p);
  } else if (status.ready) {
    box.textContent = "";
  } else {
    box.innerHTML = "";
    const label = document.createElement("span");
    label.textContent = status.message || t("Loading the rules engine…");
    const bar = document.createElement("progress");
    bar.setAttribute("aria-label", t("Loading the rules engine"));
    box.append(bar, " ", label);
  }
}

// The engine's recorded answers (scripts/sitegen/answers.py): widget pages
// carry, next to the page, the engine's replies to the calls their widgets
// can make (a lesson's or puzzle's every line of play, a drill's and a play
// page's openings). While the engine is not running, a call whose exact text
// was recorded is answered from there; every other call, and every call once
// the engine is ready, goes to the engine. Widgets whose every call is
// recorded ("whole") never need it.
const answerFiles = new Map();

function loadAnswers(el) {
  return answersFile(el.dataset.hfAnswers);
}

function answersFile(name) {
  if (!name || stats.ready) return Promise.resolve(null);
  const url = new URL(name, location.href).href;
  if (!answerFiles.has(url)) {
    answerFiles.set(url, fetch(url).then((r) => (r.ok ? r.text() : null)).then((text) => {
      if (!text) return null;
      const { cards, placeholder } = JSON.parse(text);
      const data = JSON.parse(text.replaceAll(placeholder, new URL(cards, url).href));
      // Shared entries ({"#": i}) refer only to entries before them.
      const table = [];
      const dec = (v) => {
        if (Array.isArray(v)) return v.map(dec);
        if (v && typeof v === "object") {
          const keys = Object.keys(v);
          if (keys.length === 1 && keys[0] === "#") return table[v["#"]];
          return Object.fromEntries(keys.map((k) => [k, dec(v[k])]));
        }
        return v;
      };
      for (const entry of data.table) table.push(dec(entry));
      return {
        replies: new Map(Object.entries(data.answers).map(([k, v]) => [k, dec(v)])),
        whole: new Set(data.whole || []),
        diagrams: new Map(Object.entries(data.diagrams || {})),
      };
    }).catch(() => null));
  }
  return answerFiles.get(url);
}

// The text a call is looked up by: as answers.py's answer_key.
function stable(v) {
  if (Array.isArray(v)) return `[${v.map(stable).join(",")}]`;
  if (v && typeof v === "object") {
    const keys = Object.keys(v).filter((k) => v[k] !== undefined).sort();
    return `{${keys.map((k) => `${JSON.stringify(k)}:${stable(v[k])}`).join(",")}}`;
  }
  return JSON.stringify(v);
}

// A call with a set of choices (a question's answer) is recorded as the
// engine's decision diagram over the choices (answers.py's ask_every_set):
// walked to the recorded answer that gets the same reply as this set.
function recordedReply(recorded, name, args) {
  const reply = recorded.replies.get(`${name} ${stable(args)}`);
  if (reply) return reply;
  for (const [arg, chosen] of Object.entries(args)) {
    if (!Array.isArray(chosen)) continue;
    const diagram = recorded.diagrams.get(`${name} ${stable({ ...args, [arg]: undefined })}`);
    if (!diagram || diagram.arg !== arg) continue;
    const set = new Set(chosen);
    if (!chosen.every((v) => diagram.nodes.some((node) => node[0] === v))) return undefined;
    let at = 0;
    while (typeof at === "number") {
      const [value, ifChosen, ifNot] = diagram.nodes[at];
      at = set.has(value) ? ifChosen : ifNot;
    }
    return recorded.replies.get(`${name} ${stable({ ...args, [arg]: at })}`);
  }
  return undefined;
}

// A recorded match (a play page) is recorded up to the learner's first move:
// once a recorded reply has changed it, every call about it goes to the
// engine, which restores the match from the saved text of that reply. A call
// the record cannot answer starts the engine; should the engine fail, the
// widget says so then.
function answering(recorded, el) {
  const moved = new Set();
  return (name, args = {}) => {
    if (!stats.ready && !(args.session && moved.has(args.session))) {
      const reply = recordedReply(recorded, name, args);
      if (reply) {
        stats.recordedAnswers = (stats.recordedAnswers || 0) + 1;
        if (args.session && reply.ok && reply.result.ok) moved.add(args.session);
        if (reply.ok) return Promise.resolve(structuredClone(reply.result));
        return Promise.reject(new EngineError(reply.error));
      }
    }
    stats.liveAnswers = (stats.liveAnswers || 0) + 1;
    return call(name, args).catch((err) => {
      if (stats.failed) setStatus(el, { failed: stats.failed });
      throw err;
    });
  };
}

// Each widget's drawing, once started (mountOne).
const drawing = new WeakMap();

function mountOne(el) {
  if (!drawing.has(el)) drawing.set(el, draw(el));
  return drawing.get(el);
}

async function draw(el) {
  const name = el.dataset.hfWidget;
  const load = WIDGETS[name];
  el.dataset.hfMounted = "pending";
  if (!load) {
    setStatus(el, { failed: `unknown widget "${name}"` });
    return;
  }
  const stop = onStatus((s) => setStatus(el, s));
  const hash = shownHash;
  try {
    let config = {};
    try {
      config = JSON.parse(el.dataset.hfConfig || "{}");
    } catch (err) {
      config = {};
    }
    showsGame(config.game);  // the engine's texts for this game, in the page's language
    // With recorded answers the widget starts at once; without, when the engine is ready.
    const [{ default: widget }, recorded] = await Promise.all([load(), loadAnswers(el)]);
    if (!recorded) await startEngine();
    const body = el.querySelector(".hf-widget__body");
    await widget.mount(body, {
      call: recorded ? answering(recorded, el) : call, config, root: el, engineReady: () => stats.ready, hash,
    });
    el.dataset.hfMounted = "ready";
    if (recorded && !stats.ready) {
      // Started before the engine: no loading bar over a board that works. A
      // failure of the engine is shown at once where the widget will need it
      // (a match, the next drill question), and never where it will not.
      setStatus(el, { ready: true });
      stop();
      const watch = recorded.whole.has(config.id) ? () => {} : onStatus((s) => {
        if (s.failed) setStatus(el, s);
        if (s.failed || s.ready) queueMicrotask(() => watch());
      });
      el.dataset.hfAnswered = "recorded";
    }
    (window.__hanafudaRuntime.widgetsReady ||= []).push({ name, id: el.id, at: performance.now() });
    el.dispatchEvent(new CustomEvent("hf:ready", { bubbles: true }));
  } catch (err) {
    el.dataset.hfMounted = "failed";
    setStatus(el, { failed: err.message || String(err) });
  } finally {
    stop();
  }
}

// Resolves once the browser has painted what the page shows now (the next
// animation frame, then a task after it), or after a moment in a hidden tab,
// where animation frames wait for the tab to be shown.
function afterPaint() {
  return new Promise((resolve) => {
    const done = () => setTimeout(resolve, 0);
    requestAnimationFrame(done);
    setTimeout(done, 100);
  });
}

// Resolves when the browser is idle (or after ms at the latest).
function idle(ms) {
  return new Promise((resolve) =>
    window.requestIdleCallback ? requestIdleCallback(() => resolve(), { timeout: ms }) : setTimeout(resolve, 0),
  );
}

// The widgets out of view are drawn one at a time when the browser is idle,
// so that none of them delays the answer to a learner's first move.
const IDLE_WAIT_MS = 150;

async function mountLater(widgets) {
  for (const el of widgets) {
    await idle(IDLE_WAIT_MS);
    // Instant navigation may have replaced the page meanwhile.
    if (el.isConnected && !el.dataset.hfMounted) await mountOne(el);
  }
}

// Where the learner's view starts, from the top of the window: a page opened
// at a fragment (a bookmarked puzzle) is scrolled there by the browser once it
// has laid the page out, which may come after the widgets are counted.
function viewTop() {
  const id = decodeURIComponent(shownHash.slice(1));
  const target = id && document.getElementById(id);
  if (!target || window.scrollY !== 0) return 0;
  const room = document.documentElement.scrollHeight - window.innerHeight;
  return Math.max(0, Math.min(target.getBoundingClientRect().top, room));
}

function inView(el, top = 0) {
  const box = el.getBoundingClientRect();
  return box.top - top < window.innerHeight && box.bottom - top > 0;
}

function mountAll() {
  (window.__hanafudaRuntime.pageViews ||= []).push(performance.now());
  mountSummaries(document);
  mountCourse();
  const widgets = [...document.querySelectorAll("[data-hf-widget]")];
  offlinePageView(widgets.length > 0);
  if (widgets.length === 0) return;
  // The widgets the learner sees are drawn first, from the engine's recorded
  // answers where the page has them; when none is in view yet, all of them.
  // (The page's first widget may be drawn already: mountWhileParsing.)
  // Then the engine starts (Python: seconds of processor time, in a worker;
  // on a page whose record answers everything, only once all is drawn and idle);
  // once they are painted, Material's bundle is added (it waits for
  // hf:widgets-drawn, scripts/sitegen/startup.py) and the other widgets are
  // drawn while the browser is idle: none of it slows the page's first paint
  // or the answer to a first move. A widget without recorded answers, or a
  // call they cannot answer, starts the engine at once (engine-client.js).
  // Failures are shown by each widget.
  const started = widgets.filter((el) => drawing.has(el));
  const all = widgets.filter((el) => !drawing.has(el));
  const top = viewTop();
  const seen = all.filter((el) => inView(el, top));
  const first = seen.length || started.length ? seen : all;
  let whole = false;
  Promise.all([...started, ...first].map(mountOne))
    .then(() => answeredWhole(widgets))
    .then((answered) => {
      whole = answered;
      if (!whole) startEngine().catch(() => {});
    })
    .then(afterPaint)
    .then(() => {
      document.dispatchEvent(new Event("hf:widgets-drawn"));
      return mountLater(all.filter((el) => !first.includes(el)));
    })
    .then(() => {
      // A page whose record answers everything its widgets can ask (a lesson,
      // a page of puzzles) starts Python only once it is drawn and the browser
      // is idle, in the background (for its live engine later, and offline use).
      if (whole) idle(ENGINE_IDLE_WAIT_MS).then(() => startEngine().catch(() => {}));
    });
}

const ENGINE_IDLE_WAIT_MS = 2000;

// A widget's id in its recorded answers: its configuration's (an exercise's progress id).
function configId(el) {
  try {
    return JSON.parse(el.dataset.hfConfig || "{}").id;
  } catch (err) {
    return undefined;
  }
}

// Whether the recorded answers of every widget of the page answer everything it can ask.
function answeredWhole(widgets) {
  return Promise.all(widgets.map(loadAnswers)).then((records) =>
    records.every((recorded, i) => recorded && recorded.whole.has(configId(widgets[i]))),
  );
}

// On pages with widgets this module runs while the page is still being parsed
// (templates/main.html loads it early): when the page opens at its top, its
// first widget is drawn as soon as the parser has read past it, instead of
// after the whole page (a page of nine puzzles is 160 KB of markup, which the
// browser lays out and paints in several rounds as it reads).
function parsedPast(el) {
  for (let node = el; node; node = node.parentNode) if (node.nextSibling) return true;
  return false;
}

function mountWhileParsing() {
  if (document.readyState !== "loading" || location.hash) return;
  let fetching = false;
  const look = () => {
    const el = document.querySelector("[data-hf-widget]");
    if (!el) return false;
    if (!fetching) {
      // Its code and recorded answers, while the parser reads the widget.
      fetching = true;
      WIDGETS[el.dataset.hfWidget]?.().catch(() => {});
      loadAnswers(el);
    }
    if (!parsedPast(el)) return false;
    mountOne(el);
    return true;
  };
  if (look()) return;
  const watch = new MutationObserver(() => {
    if (look()) watch.disconnect();
  });
  watch.observe(document.documentElement, { childList: true, subtree: true });
  document.addEventListener("DOMContentLoaded", () => watch.disconnect(), { once: true });
}

// Each page is mounted once: the first as soon as it is parsed (this module runs
// then), without waiting for Material's own start-up at DOMContentLoaded; later
// ones when Material's instant navigation has swapped in their content (its
// document$ also announces the first page, which is then already mounted).
const mountedPages = new WeakSet();

// The fragment of the address the learner opened, for the widgets that read
// one (a play page's #seed=) and for the puzzle a page is opened at. Not read
// from the address bar later: Material's anchor tracking rewrites the address
// 250 ms after the page scrolls (the page left as well as the page shown),
// taking a fragment off or putting a section's in, and a followed link's
// address is in the bar while its page is still being fetched. So it is the
// fragment of the link followed (Material's location$ announces it as the
// learner clicks, or goes back), and on a page load the address's own.
let followed = null;
let shownHash = location.hash;

function mountPage() {
  const page = document.querySelector("[data-md-component=container]") || document.body;
  if (mountedPages.has(page)) return;
  mountedPages.add(page);
  shownHash = followed && followed.pathname === location.pathname ? followed.hash : location.hash;
  mountAll();
}

// Material's bundle runs before this module, or on pages with widgets after
// they are drawn (scripts/sitegen/startup.py), announcing DOMContentLoaded again.
function followNavigation() {
  if (window.document$ && typeof window.document$.subscribe === "function") {
    window.location$?.subscribe?.((url) => {
      followed = url instanceof URL ? url : null;
    });
    window.document$.subscribe(mountPage);
    document.removeEventListener("DOMContentLoaded", followNavigation);
    return true;
  }
  return false;
}

// "Skip to the exercise" (scripts/sitegen/access.py): the widget (tabindex="-1")
// takes the focus, which also moves the sequential focus starting point there,
// so that the next Tab reaches its first control. Material's instant navigation
// handles same-page links itself (it re-plays them as a fragment navigation
// later, which the focus did not survive), so this link's click is taken in the
// capture phase, before Material's listener on the body, and not passed on.
// Once started, Material rewrites the link's href to the full address, so the
// link is matched by its class and its address compared with this page's.
document.addEventListener(
  "click",
  (event) => {
    const link = event.target.closest?.("a.md-skip[href*='#']");
    const here = link && link.origin === location.origin && link.pathname === location.pathname;
    const target = here && document.getElementById(decodeURIComponent(link.hash.slice(1)));
    if (!target) return;
    event.preventDefault();
    event.stopPropagation();
    target.focus();
  },
  true,
);

// The first page's answers, named in its head (templates/main.html): fetched
// now, while the parser reads the page up to its first widget.
answersFile(document.querySelector('meta[name="hf-answers"]')?.content);
mountWhileParsing();
if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", mountPage, { once: true });
else mountPage();
if (!followNavigation()) document.addEventListener("DOMContentLoaded", followNavigation);
