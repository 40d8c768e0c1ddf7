// The puzzle trainer: one puzzle at a time, chosen near the learner's rating.
// Everything that decides (the rating, the next puzzle, missed puzzles coming
// back, reading a damaged record) is done by the engine's trainer
// (hanafuda_core/learning/trainer.py, calls "trainer.start" and
// "trainer.result"); this file fetches the catalogue and the chunk holding a
// puzzle, keeps the record the engine returns in localStorage, draws the
// engine's replies and forwards clicks. Each puzzle is the ordinary exercise
// widget, judged by the engine.

import { el } from "../board.js";
import exercise from "./exercise.js";
import { sentences, t, tc, tn } from "../text.js";

function load(key) {
  try {
    return localStorage.getItem(key);
  } catch (err) {
    return null; // storage blocked: the trainer still works, without memory
  }
}

function save(key, value) {
  try {
    localStorage.setItem(key, value);
  } catch (err) {
    /* storage full or blocked: the rating lives until the page closes */
  }
}

async function fetchJson(url) {
  const r = await fetch(url);
  if (!r.ok) throw new Error(`HTTP ${r.status}`);
  return r.json();
}

export default {
  async mount(body, { call, config, root }) {
    const indexUrl = new URL(config.index, location.href);
    const nextKey = `${config.store}:next`;
    const uid = root.id || "trainer";

    const notice = el("p", { class: "hf-trainer__notice", role: "alert" });
    notice.hidden = true;
    const rating = el("p", { class: "hf-trainer__rating", "aria-live": "polite" }, t("Your rating: {rating}", { rating: 1500 }));
    // Drawn as the engine's first reply will draw it, so the panel keeps its lines.
    const counts = el("p", { class: "hf-trainer__counts" },
      t("Streak: {streak} · best streak {best} · solved {solved} of {played}", { streak: 0, best: 0, solved: 0, played: 0 }));
    const plot = el("div", { class: "hf-trainer__plotbox" });
    const select = el("select", { id: `${uid}-theme`, class: "hf-trainer__theme" });
    select.append(el("option", { value: "" }, config.key === "all" ? t("Every game") : t("Every theme")));
    for (const option of config.themes || []) select.append(el("option", { value: option.value }, option.label));
    const filter = el("p", { class: "hf-trainer__filter" });
    // Translators: the label of the list of games (or themes) to draw puzzles from; in English a space before the list.
    filter.append(el("label", { for: select.id }, config.key === "all" ? t("Game: ") : t("Theme: ")), select);
    const panel = el("div", { class: "hf-trainer__panel" });
    panel.append(rating, counts, plot, filter);

    const heading = el("h2", { class: "hf-trainer__title", tabindex: "-1" });
    const meta = el("span", { class: "hf-trainer__meta" });
    const text = el("span", { class: "hf-trainer__text" });
    const exRoot = el("div", { class: "hf-exercise hf-trainer__exercise" });
    const goal = el("p", { class: "hf-exercise__goal" });
    const exBody = el("div", { class: "hf-widget__body" });
    exRoot.append(goal, exBody);
    const titleText = el("span", {});
    heading.append(titleText, " ", meta);
    const verdict = el("p", { class: "hf-trainer__verdict", role: "status" });
    const nextBtn = el("button", { type: "button", class: "md-button md-button--primary hf-trainer__next" }, t("Next puzzle →"));
    nextBtn.hidden = true;
    const stage = el("section", { class: "hf-trainer__stage", "aria-labelledby": `${uid}-title` });
    heading.id = `${uid}-title`;
    stage.append(heading, exRoot, verdict, nextBtn);
    body.replaceChildren(notice, panel, stage);

    function warn(message) {
      notice.hidden = !message;
      notice.textContent = message || "";
    }

    let index;
    try {
      index = await fetchJson(indexUrl);
      if (!index || !Array.isArray(index.puzzles) || !index.puzzles.length) throw new Error("empty");
    } catch (err) {
      warn(t("The list of puzzles could not be loaded. Check your connection and reload the page."));
      stage.hidden = panel.hidden = true;
      return;
    }
    const entries = new Map(index.puzzles.map((p) => [p.id, p]));
    const chunks = new Map();
    const broken = new Set(); // chunks that could not be loaded
    let store = load(config.store) || "";
    let theme = "";
    let current = null;
    let judged = true;
    let upcoming = null;
    let shown = 0;

    const catalogue = () => index.puzzles.filter((p) => !broken.has(p.chunk));

    // A change of the rating, signed: "+12", "−8".
    const signed = (change) => `${change >= 0 ? "+" : "−"}${Math.abs(change)}`;

    function summary(s) {
      rating.textContent = s.change === undefined ? t("Your rating: {rating}", { rating: s.rating })
        : t("Your rating: {rating} ({change})", { rating: s.rating, change: signed(s.change) });
      const shown = { streak: s.streak, best: s.best, solved: s.solved, played: s.played };
      counts.textContent = s.waiting
        ? tn("Streak: {streak} · best streak {best} · solved {solved} of {played} · {n} missed puzzle to come back",
          "Streak: {streak} · best streak {best} · solved {solved} of {played} · {n} missed puzzles to come back",
          s.waiting, shown)
        : t("Streak: {streak} · best streak {best} · solved {solved} of {played}", shown);
      plot.innerHTML = s.plot; // the engine's SVG markup (numbers only, no learner input)
    }

    function keep(r) {
      store = r.store;
      save(config.store, store);
      save(nextKey, r.next);
      upcoming = r.next;
      if (r.warning) warn(r.warning);
      summary(r.summary);
      root.dataset.rating = String(r.summary.rating);
      root.dataset.played = String(r.summary.played);
    }

    async function result(solved) {
      judged = true;
      const r = await call("trainer.result", { store, index: catalogue(), puzzle: current, solved, theme });
      keep(r);
      const now = { rating: r.summary.rating, change: signed(r.summary.change) };
      verdict.textContent = solved
        ? t("Solved. Your rating is now {rating} ({change}).", now)
        : t("Missed: this puzzle will come back in a few puzzles. Your rating is now {rating} ({change}). You can still finish it here.", now);
      root.dataset.result = solved ? "solved" : "missed";
      nextBtn.hidden = false;
    }

    // The exercise's calls pass through here: the first verdict is the result.
    function watching(name, args) {
      return call(name, args).then((r) => {
        let solved = null;
        if (!judged && name === "exercise.move" && (r.status === "success" || r.status === "missed")) {
          solved = r.status === "success";
        } else if (!judged && name === "exercise.solution") {
          solved = false;
        }
        if (solved !== null) {
          result(solved).catch((err) => {
            judged = false; // not recorded: the next verdict counts
            warn(t("Your result could not be recorded ({error}). Try again, or reload the page.", { error: err.message || err }));
          });
        }
        return r;
      });
    }

    async function chunkOf(entry) {
      if (!chunks.has(entry.chunk)) {
        chunks.set(entry.chunk, fetchJson(new URL(entry.chunk, indexUrl)).then((c) => {
          if (!c || typeof c.puzzles !== "object") throw new Error("damaged");
          return c;
        }));
      }
      return chunks.get(entry.chunk);
    }

    async function show(id) {
      const entry = entries.get(id);
      let data;
      try {
        const chunk = await chunkOf(entry);
        data = chunk.puzzles[id.split(":").pop()];
        if (!data || !data.config) throw new Error("missing");
      } catch (err) {
        chunks.delete(entry.chunk);
        broken.add(entry.chunk);
        warn(t("Some puzzles could not be loaded (offline, or a damaged file); the trainer goes on with the others."));
        if (!catalogue().length) return;
        const r = await call("trainer.start", { store, index: catalogue(), theme });
        keep(r);
        return show(r.next);
      }
      current = id;
      judged = false;
      shown += 1;
      delete root.dataset.result;
      root.dataset.puzzle = id;
      verdict.textContent = "";
      nextBtn.hidden = true;
      titleText.textContent = data.title;
      const themes = data.labels.join(tc("between a puzzle's themes", ", "));
      meta.textContent = t("rating {rating} · {themes}", { rating: data.rating, themes });
      // The puzzle's own text follows its goal, as the sentence after it.
      text.textContent = data.text ? sentences("", data.text).join("") : "";
      goal.replaceChildren(...sentences(el("strong", {}, t("Goal:")), data.config.goalText), text);
      exRoot.classList.remove("is-complete");
      await exercise.mount(exBody, { call: watching, config: data.config, root: exRoot });
      root.dataset.ready = String(shown);
    }

    nextBtn.addEventListener("click", async () => {
      if (!upcoming) return;
      await show(upcoming);
      heading.focus();
    });

    select.addEventListener("change", async () => {
      theme = select.value;
      const r = await call("trainer.start", { store, index: catalogue(), theme });
      keep(r);
      await show(r.next);
    });

    // The first puzzle at once: the one the engine chose last time (kept with
    // the record), or a new learner's first (written at build), both judged
    // from recorded answers while the engine starts.
    const stored = load(nextKey);
    await show(entries.has(stored) ? stored : index.first);
    // Then the engine reads the record (a damaged one is replaced, with a message).
    const r = await call("trainer.start", { store, index: catalogue(), theme });
    keep(r);
    root.dataset.engine = "ready";
  },
};
