// Progress (completed lesson steps, solved puzzles) kept in localStorage,
// keyed by each lesson's and puzzle set's own id:
//
//   {"version": 2,
//    "tutorials": {"<game>/<tutorial id>": {"done":  {"<step id>": <timestamp>},
//                                           "shown": {"<step id>": <timestamp>}}},
//    "play": {"<game>": {"started": <timestamp>, "matches": n, "won": n, "last": <timestamp>}},
//    "legacy": {...}}
//
// An exercise's progress id is "<game>/<tutorial id>#<step id>" (written into
// its config by scripts/sitegen/tutorials.py); ids are lowercase words joined by
// hyphens, so "/" and "#" split them exactly and "poka/teyaku" never counts the
// steps of "poka/teyaku-at-the-deal". "shown": the learner looked at a solution
// (that step is not counted as done). "play": matches against the computer
// started and finished on each game's play page (the last step of its course).
//
// Version 1 kept one flat map of "<game>-<tutorial>-<step>" ids; those are set
// aside in "legacy" and moved to their tutorial when a page names its steps
// (adopt()), so that no prefix ever decides which tutorial an id belongs to.
// Anything unreadable is set aside (never thrown at the page) and the learner
// is told once.
//
// The saved text is read again whenever it changed (another tab of the site,
// or an earlier page of this one): a change is made to what is saved now, so
// two tabs never undo each other's progress, and a page reached by instant
// navigation shows the progress as saved.

import { t } from "./text.js";

const KEY = "hanafuda:progress";
const ID = /^([a-z0-9-]+\/[a-z0-9-]+)#([a-z0-9-]+)$/;
let notice = null;

function empty() {
  return { version: 2, tutorials: {}, play: {}, legacy: {} };
}

function isMap(x) {
  return Boolean(x) && typeof x === "object" && !Array.isArray(x);
}

function stamps(x) {
  const out = {};
  if (isMap(x)) for (const [k, v] of Object.entries(x)) if (typeof v === "number") out[k] = v;
  return out;
}

function read(raw) {
  if (raw == null) return empty();
  try {
    const data = JSON.parse(raw);
    if (!isMap(data)) throw new Error("unexpected shape");
    const state = empty();
    if (data.version === 2 && isMap(data.tutorials)) {
      for (const [key, tutorial] of Object.entries(data.tutorials)) {
        if (!isMap(tutorial)) continue;
        state.tutorials[key] = { done: stamps(tutorial.done), shown: stamps(tutorial.shown) };
      }
      state.legacy = stamps(data.legacy);
      if (isMap(data.play)) {
        for (const [game, p] of Object.entries(data.play)) {
          const n = stamps(p);
          if (n.started) state.play[game] = { started: n.started, matches: n.matches || 0, won: n.won || 0, last: n.last || n.started };
        }
      }
    } else if (isMap(data.done)) {
      state.legacy = stamps(data.done); // version 1
    } else {
      throw new Error("unexpected shape");
    }
    return state;
  } catch (err) {
    try {
      localStorage.setItem(`${KEY}:corrupt`, raw);
      localStorage.removeItem(KEY);
    } catch (e) { /* ignore */ }
    notice = t("Your saved progress could not be read and was reset (a copy is kept in this browser).");
    return empty();
  }
}

let state = empty();
let seen; // the saved text `state` was read from (undefined: not read yet)

/** The progress as saved now (read again only if the saved text changed). */
function current() {
  let raw;
  try {
    raw = localStorage.getItem(KEY);
  } catch (err) {
    return state; // storage disabled: progress lives in this tab only
  }
  if (raw !== seen) {
    state = read(raw);
    // An unreadable text found after the page's summaries were drawn: they say so now.
    if (notice) queueMicrotask(() => window.dispatchEvent(new CustomEvent("hf:progress")));
    try {
      seen = localStorage.getItem(KEY); // null if an unreadable text was set aside
    } catch (err) { /* ignore */ }
  }
  return state;
}

function write() {
  try {
    const text = JSON.stringify(state);
    localStorage.setItem(KEY, text);
    seen = text;
  } catch (err) { /* storage full or disabled: keep in memory */ }
}

// Another tab changed the saved progress: the summaries on this page are drawn again.
window.addEventListener("storage", (event) => {
  if (event.key === KEY || event.key === null) window.dispatchEvent(new CustomEvent("hf:progress"));
});

function changed() {
  write();
  window.dispatchEvent(new CustomEvent("hf:progress"));
}

function split(id) {
  const m = ID.exec(id || "");
  return m ? [m[1], m[2]] : [null, null];
}

function entry(key, create = false) {
  current();
  let t = state.tutorials[key];
  if (!t && create) t = state.tutorials[key] = { done: {}, shown: {} };
  return t;
}

export function takeNotice() {
  const n = notice;
  notice = null;
  return n;
}

/** Move version-1 ids of this tutorial's steps to it (exact ids, no prefixes). */
export function adopt(key, steps) {
  if (!Object.keys(current().legacy).length) return;
  let moved = false;
  for (const step of steps) {
    const old = `${key.replace("/", "-")}-${step}`;
    if (old in state.legacy) {
      const t = entry(key, true);
      t.done[step] = t.done[step] || state.legacy[old];
      delete state.legacy[old];
      moved = true;
    }
  }
  if (moved) write();
}

export function isDone(id) {
  const [key, step] = split(id);
  return Boolean(key && entry(key)?.done[step]);
}

export function markDone(id) {
  const [key, step] = split(id);
  if (!key) return;
  const t = entry(key, true);
  if (!t.done[step]) {
    t.done[step] = Date.now();
    changed();
  }
}

/** The learner looked at a solution: remembered, but not counted as done. */
export function markShown(id) {
  const [key, step] = split(id);
  if (!key) return;
  const t = entry(key, true);
  if (!t.shown[step]) {
    t.shown[step] = Date.now();
    changed();
  }
}

/**
 * One tutorial's progress over its current steps: {done, shown, total, state, last}.
 * state: "not-started", "in-progress" or "done"; last: the latest timestamp (0 if none).
 */
export function tutorialProgress(key, steps) {
  const t = entry(key) || { done: {}, shown: {} };
  const done = steps.filter((s) => t.done[s]).length;
  const shown = steps.filter((s) => t.shown[s] && !t.done[s]).length;
  const total = steps.length;
  const last = Math.max(0, ...Object.values(t.done), ...Object.values(t.shown));
  let st = "not-started";
  if (total > 0 && done >= total) st = "done";
  else if (done > 0 || shown > 0) st = "in-progress";
  return { done, shown, total, state: st, last };
}

/** A match against the computer was started on a game's play page. */
export function markPlayStarted(game) {
  const p = current().play[game] || (state.play[game] = { started: Date.now(), matches: 0, won: 0, last: 0 });
  p.last = Date.now();
  changed();
}

/** A match against the computer was played to its end (won: the learner's side won). */
export function markMatchFinished(game, won) {
  const p = current().play[game] || (state.play[game] = { started: Date.now(), matches: 0, won: 0, last: 0 });
  p.matches += 1;
  if (won) p.won += 1;
  p.last = Date.now();
  changed();
}

/**
 * Play progress of one game: {state, matches, won, last}; state "done" once a
 * match was finished, "in-progress" while one is started (or saved), else "not-started".
 */
export function playProgress(game) {
  const p = current().play[game] || { started: 0, matches: 0, won: 0, last: 0 };
  let saved = false;
  try {
    saved = localStorage.getItem(`hanafuda:play:${game}`) != null;
  } catch (err) { /* storage disabled */ }
  let st = "not-started";
  if (p.matches > 0) st = "done";
  else if (p.started || saved) st = "in-progress";
  return { state: st, matches: p.matches, won: p.won, last: p.last };
}

/** Forget one tutorial's progress (exactly that key). */
export function reset(key) {
  delete current().tutorials[key];
  changed();
}

function stepsOf(el) {
  return (el.dataset.hfSteps || "").split(/\s+/).filter(Boolean);
}

/** Draw the "n of m done" summaries ([data-hf-progress]) and their reset buttons. */
export function mountSummaries(root = document) {
  for (const el of root.querySelectorAll("[data-hf-progress]")) {
    if (el.dataset.hfMountedSummary) continue;
    el.dataset.hfMountedSummary = "1";
    const key = el.dataset.hfProgress;
    const steps = stepsOf(el);
    const puzzles = el.dataset.hfKind === "puzzles";
    adopt(key, steps);
    const text = document.createElement("span");
    const button = document.createElement("button");
    button.type = "button";
    button.className = "md-button hf-reset";
    button.textContent = t("Reset progress");
    button.addEventListener("click", () => {
      const title = document.querySelector("h1")?.textContent.trim() || t("this page");
      if (window.confirm(t("Forget your progress on “{title}”?", { title }))) {
        reset(key);
        window.location.reload();
      }
    });
    const note = document.createElement("p");
    note.className = "hf-notice";
    const draw = () => {
      if (!el.isConnected) {
        window.removeEventListener("hf:progress", draw); // the page was left (instant navigation)
        return;
      }
      const p = tutorialProgress(key, steps);
      const n = takeNotice();
      if (n) {
        note.textContent = n;
        el.append(note);
      }
      const counts = { done: p.done, total: p.total, shown: p.shown };
      if (!puzzles) text.textContent = t("{done} of {total} done", counts);
      else if (p.shown) text.textContent = t("{done} of {total} solved · solution shown for {shown} (not counted)", counts);
      else text.textContent = t("{done} of {total} solved", counts);
      el.classList.toggle("is-complete", p.state === "done");
      // Only when there is something to forget.
      button.hidden = p.done === 0 && p.shown === 0;
    };
    el.replaceChildren(text, " ", button);
    draw();
    window.addEventListener("hf:progress", draw);
  }
}
