// The learning path in the browser: marks each course map's items (not started,
// in progress, done) and its "Start here" / "Continue" button, the ticks next
// to finished lessons and puzzles in the side navigation, and the status at
// the end of a lesson, all from saved progress (progress.js). It knows no game:
// the courses come from the build (#hf-course-data in the head, written by
// templates/main.html from scripts/sitegen/course.py), and every page stays
// readable without it (the course maps are plain lists of links).

import { adopt, markShown, isDone, playProgress, tutorialProgress } from "./progress.js";
import { place, t, tn } from "./text.js";

let data = null;
let root = null;

// Material's instant navigation keeps the first page's head, so the data's URLs
// are relative to the site root, found from Material's config of that page.
function load() {
  if (data) return data;
  try {
    data = JSON.parse(document.getElementById("hf-course-data")?.textContent || "null");
  } catch (err) {
    data = null;
  }
  if (!data || !Array.isArray(data.games)) return (data = { games: [] });
  let base = ".";
  try {
    base = JSON.parse(document.getElementById("__config").textContent).base || ".";
  } catch (err) { /* not a Material page: links relative to this one */ }
  root = new URL(base.endsWith("/") ? base : `${base}/`, window.location.href);
  for (const game of data.games) {
    for (const item of game.items) {
      item.game = game;
      item.path = new URL(item.url, root).pathname;
      if (item.key) adopt(item.key, item.steps);
    }
  }
  return data;
}

function items(gameKey = "") {
  return load().games.filter((g) => !gameKey || g.key === gameKey).flatMap((g) => g.items);
}

function byKey(key) {
  return items().find((i) => i.key === key);
}

function progressOf(item) {
  if (item.kind === "play") return playProgress(item.game.key);
  return item.key ? tutorialProgress(item.key, item.steps) : null;
}

function href(item) {
  // Relative to the page being shown (instant navigation changes it).
  return new URL(item.path, window.location.href).href;
}

function h(tag, attrs = {}, ...children) {
  const node = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, v);
  node.append(...children);
  return node;
}

/** What the "Start here" / "Continue" button offers for a list of items
 * (`label`: which of the three, in English, as a key; the button's text is
 * written by nextText). */
export function nextUp(list) {
  const tracked = list.filter((i) => i.key);
  const progress = new Map(tracked.map((i) => [i, progressOf(i)]));
  const touched = tracked.filter((i) => progress.get(i).last > 0);
  if (!touched.length) return { item: list[0], label: "Start here" };
  // Carry on from the tutorial worked on last: it, or the first unfinished one after it.
  const latest = touched.reduce((a, b) => (progress.get(b).last > progress.get(a).last ? b : a));
  const from = list.indexOf(latest);
  const order = [...list.slice(from), ...list.slice(0, from)];
  const next = order.find((i) => i.key && progress.get(i).state !== "done");
  if (next) return { item: next, label: "Continue" };
  const play = list.find((i) => i.kind === "play" && i.game === latest.game) || list.find((i) => i.kind === "play");
  return { item: play || list[0], label: "All done" };
}

function stateText(item, p) {
  if (item.kind === "play") {
    if (p.state === "done") {
      return tn("Played · {n} match, {won} won", "Played · {n} matches, {won} won", p.matches, { won: p.won });
    }
    return p.state === "in-progress" ? t("Match in progress") : t("Not started");
  }
  if (p.state === "done") return t("Done");
  if (p.state === "in-progress") {
    return item.kind === "puzzles"
      ? t("In progress · {done} of {total} solved", { done: p.done, total: p.total })
      : t("In progress · {done} of {total} done", { done: p.done, total: p.total });
  }
  return t("Not started");
}

/** The course map's button: what it offers, and the item's title. */
function nextText(label, title) {
  if (label === "Start here") return t("Start here: {title}", { title });
  if (label === "Continue") return t("Continue: {title}", { title });
  return t("All done: {title}", { title });
}

function markCourseMaps() {
  for (const map of document.querySelectorAll("[data-hf-course]")) {
    const list = items(map.dataset.hfCourse);
    if (!list.length) continue;
    for (const li of map.querySelectorAll("[data-hf-key], [data-hf-play]")) {
      const item = li.dataset.hfKey ? list.find((i) => i.key === li.dataset.hfKey)
        : list.find((i) => i.kind === "play" && i.game.key === li.dataset.hfPlay);
      if (!item) continue;
      const p = progressOf(item);
      li.dataset.state = p.state;
      const box = li.querySelector("[data-hf-state]");
      if (box) box.textContent = stateText(item, p);
    }
    const button = map.querySelector("[data-hf-course-next]");
    if (button) {
      const { item, label } = nextUp(list);
      button.href = href(item);
      button.textContent = nextText(label, item.title);
      map.dataset.next = label === "Start here" ? "start" : label === "Continue" ? "continue" : "done";
    }
  }
}

function markNavigation() {
  const tracked = new Map(items().filter((i) => i.key).map((i) => [i.path, i]));
  for (const a of document.querySelectorAll(".md-nav--primary a.md-nav__link[href]")) {
    const link = a.getAttribute("href");
    if (link.includes("#") || a.closest(".md-nav--secondary")) continue; // a page's table of contents
    const item = tracked.get(new URL(link, window.location.href).pathname);
    if (!item) continue;
    const done = progressOf(item).state === "done";
    a.classList.toggle("hf-nav--done", done);
    let mark = a.querySelector(".hf-nav-mark");
    if (done && !mark) {
      mark = h("span", { class: "hf-nav-mark", title: t("Done") }, h("span", { "aria-hidden": "true" }, "✓"),
        // Translators: after a lesson's name in the side navigation, for screen readers (the leading space separates them in English).
        h("span", { class: "hf-sr-only" }, t(" (done)")));
      a.append(mark);
    } else if (!done && mark) {
      mark.remove();
    }
  }
}

function markLessonEnds() {
  for (const end of document.querySelectorAll("[data-hf-lesson-end]")) {
    const item = byKey(end.dataset.hfLessonEnd);
    const box = end.querySelector("[data-hf-state]");
    if (!item || !box) continue;
    const p = progressOf(item);
    end.dataset.state = p.state;
    if (p.state === "done") {
      // Translators: {complete} is "Lesson complete." in bold.
      box.replaceChildren(...place(tn("{complete} You have done all {n} exercise of “{title}”.",
        "{complete} You have done all {n} exercises of “{title}”.", p.total, { title: item.title }),
      { complete: h("strong", {}, t("Lesson complete.")) }));
      continue;
    }
    const left = item.steps.filter((s) => !isDone(`${item.key}#${s}`));
    const first = document.getElementById(`${item.key.replace("/", "-")}-${left[0]}`);
    const counts = { done: p.done, total: p.total };
    if (first) {
      let title = left[0];
      try {
        title = JSON.parse(first.dataset.hfConfig || "{}").title || title;
      } catch (err) { /* keep the id */ }
      // Translators: {link} is the next exercise's title, a link to it.
      box.replaceChildren(...place(t("{done} of {total} exercises done. Finish the rest to complete the lesson: the next one is {link}.",
        counts), { link: h("a", { href: `#${first.id}` }, title) }));
    } else {
      box.replaceChildren(t("{done} of {total} exercises done. Finish the rest to complete the lesson.", counts));
    }
  }
}

function markAll() {
  markCourseMaps();
  markNavigation();
  markLessonEnds();
}

/** Mark the page (every page view; instant navigation included). */
export function mountCourse() {
  load();
  markAll();
}

window.addEventListener("hf:progress", () => markAll());

// --- For the exercise widget (widgets/exercise.js): the notes it adds to its feedback.

/** After an exercise is done: the solved count (puzzles), or "lesson complete" at a lesson's last one. */
export function solvedNote(id) {
  const item = byKey(String(id).split("#")[0]);
  if (!item) return null;
  const p = progressOf(item);
  if (item.kind === "puzzles") {
    const counts = { done: p.done, total: p.total };
    return h("p", { class: "hf-feedback__more" }, p.state === "done"
      ? t("Solved: {done} of {total} puzzles on this page. That was the last one: every puzzle here is solved.", counts)
      : t("Solved: {done} of {total} puzzles on this page.", counts));
  }
  if (p.state === "done") {
    const end = document.getElementById("what-you-learned");
    // Translators: {link} is a link to the lesson's last section (or nothing, on a lesson without one).
    return h("p", { class: "hf-feedback__more" }, ...place(t("That was the last exercise: lesson complete. {link}"),
      { link: end ? h("a", { href: "#what-you-learned" }, t("What you learned, and what comes next ↓")) : "" }));
  }
  return null;
}

/** After "Show a solution": remembered, not counted; says so. */
export function solutionNote(id) {
  if (isDone(id)) return null; // solved before: it stays solved
  markShown(id);
  const item = byKey(String(id).split("#")[0]);
  // Translators: “Start again” is the exercise's button of that name.
  return h("p", { class: "hf-feedback__more hf-feedback__solution-used" }, item?.kind === "puzzles"
    ? t("You looked at a solution, so this puzzle is not counted as solved. Press “Start again” to do it yourself.")
    : t("You looked at a solution, so this exercise is not counted as done. Press “Start again” to do it yourself."));
}
