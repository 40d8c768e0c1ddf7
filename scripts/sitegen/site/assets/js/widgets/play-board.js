// "Play against the computer": a match run by hanafuda_core.play in the worker.
//
// This file only shows what the engine returns: the options form is built
// from play.options (labels, descriptions, choices), the table from the view
// model (board.js), and every click is forwarded as an action string; the
// engine decides what is legal and says why not.
//
// A game played by several numbers of players (the "games" call lists its
// seat counts) gets a "Players" choice before the match; the number chosen
// goes to play.new as `seats`, the learner sitting in seat 0.
//
// Config (data-hf-config, written by scripts/sitegen/widgets.py):
//   {"game": "<game key>", "seed"?: number, "openings"?: [deal numbers whose first
//    move the build recorded], "delay"?: ms before each of the computer's moves
//    (400; the widget's computer-pause option, the plugin's computer_pause)}
// The computer's level (the "play.levels" call: Beginner, Standard, Strong)
// is chosen on the form and saved with the match by the engine.
//
// After a round or a match, "Review my moves" asks the worker to weigh the
// learner's decisions one call at a time (review.start, review.step), so a
// progress bar moves while it works and the page never freezes; each
// decision where a better move was clearly worth more is listed, drawn as a
// board, and can be opened as a puzzle (review.puzzle, review.check).
//
// A seed in the address, e.g. play/#seed=7, deals the same match every time
// (it wins over the config's seed). The match is saved in localStorage under
// "hanafuda:play:<game>" after every change and offered for resuming on the
// next visit; a saved match that cannot be read is discarded with a notice.

import { el, renderBoard } from "../board.js";
import { markMatchFinished, markPlayStarted } from "../progress.js";
import { place, t, tc, tn } from "../text.js";

const STORE_VERSION = 1;

function button(label, attrs = {}, primary = false) {
  return el("button", { type: "button", class: "md-button" + (primary ? " md-button--primary" : ""), ...attrs }, label);
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function storage() {
  try {
    return window.localStorage;
  } catch (err) {
    return null;
  }
}

function seedFromHash(hash) {
  const m = /(?:^#|[&#;])seed=(\d{1,15})(?:$|[&;])/.exec(hash || "");
  return m ? Number(m[1]) : null;
}

/** What the form says of a saved match: its round, its score (when the board shows one), whether it is over. */
function resumeText(round, score, finished) {
  if (score === null) {
    return finished ? t("You have a match in progress: round {round} (finished).", { round })
      : t("You have a match in progress: round {round}.", { round });
  }
  return finished ? t("You have a match in progress: round {round}, {score} (finished).", { round, score })
    : t("You have a match in progress: round {round}, {score}.", { round, score });
}

export default {
  async mount(body, { call, config, engineReady = () => true, hash = "" }) {
    const game = config.game;
    const key = `hanafuda:play:${game}`;
    const delay = Number.isFinite(config.delay) ? config.delay : 400;
    const optionInfo = await call("play.options", { game });
    const levels = await call("play.levels", { game });
    const listed = (await call("games")).find((g) => g.key === game);
    const seatCounts = listed && Array.isArray(listed.seats) ? listed.seats : [];

    let session = null;
    let saved = null; // the engine's saved text of the current match
    let view = null;
    let showLegal = false;
    let busy = false; // a call of ours is in flight
    let computerRunning = false;

    // -- layout
    const wrap = el("div", { class: "hf-play", "data-game": game });
    const notice = el("p", { class: "hf-play__notice", role: "status" });
    const setup = el("div", { class: "hf-play__setup" });
    const gameBox = el("div", { class: "hf-play__game", hidden: true });
    const toolbar = el("div", { class: "hf-play__toolbar", role: "group", "aria-label": t("Match controls") });
    const legalBtn = button(t("Show legal moves"), { "data-play": "legal", "aria-pressed": "false" });
    const undoBtn = button(t("Undo"), { "data-play": "undo", title: t("Take back your last move (and the computer's answer)") });
    const hintBtn = button(t("Hint"), { "data-play": "hint", title: t("Suggest a move, with the reason") });
    const newBtn = button(t("New match"), { "data-play": "new" });
    toolbar.append(legalBtn, hintBtn, undoBtn, newBtn);
    const message = el("div", { class: "hf-play__message hf-feedback hf-feedback--wrong", role: "alert" });
    // The hint asked for, under the board's buttons, whole (it pushes down only
    // the score strip); what the computer did goes after the score strip.
    const hint = el("p", { class: "hf-play__hint", "aria-live": "polite" });
    const last = el("p", { class: "hf-play__last", "aria-live": "polite" });
    const boardBox = el("div", { class: "hf-play__board" });
    const after = el("div", { class: "hf-play__after" });
    const nextBtn = button(t("Next round"), { "data-play": "next-round" }, true);
    const againBtn = button(t("Play a new match"), { "data-play": "new" }, true);
    const reviewBtn = button(t("Review my moves"), { "data-play": "review" });
    after.append(nextBtn, againBtn, reviewBtn);
    const reviewBox = el("section", { class: "hf-review", hidden: true, "aria-label": t("Review of your moves") });
    // Messages go inside the board under its buttons, in space kept for them:
    // the table never moves.
    gameBox.append(toolbar, boardBox, after);
    wrap.append(notice, setup, gameBox, reviewBox);

    // A board drawn at build time (the no-JavaScript example) is not the
    // learner's game: start from an empty body.
    body.replaceChildren(wrap);

    // -- saving
    function save() {
      const s = storage();
      if (!s || !saved) return;
      try {
        s.setItem(key, JSON.stringify({ v: STORE_VERSION, game, saved, showLegal }));
      } catch (err) {
        /* storage full or disabled: the game goes on unsaved */
      }
    }

    function forget() {
      try {
        storage()?.removeItem(key);
      } catch (err) {
        /* ignore */
      }
    }

    function readSaved() {
      const s = storage();
      let raw = null;
      try {
        raw = s ? s.getItem(key) : null;
      } catch (err) {
        return null;
      }
      if (raw === null) return null;
      try {
        const data = JSON.parse(raw);
        if (!data || typeof data !== "object" || typeof data.saved !== "string") throw new Error("no saved text");
        return data;
      } catch (err) {
        forget();
        notice.textContent = t("A saved match could not be read, so it was discarded.");
        return null;
      }
    }

    // -- talking to the engine
    function apply(result) {
      session = result.session;
      if (result.saved) saved = result.saved;
      // A match played to its end here counts on the course map (a finished
      // match restored from storage was counted when it ended).
      if (view && view.waiting !== "match-over" && result.view.waiting === "match-over") {
        markMatchFinished(game, result.view.outcome?.tone === "win");
      }
      view = result.view;
      save();
      draw();
      return result;
    }

    async function send(name, args = {}) {
      try {
        return apply(await call(name, { session, ...args }));
      } catch (err) {
        // The worker may have lost the session (e.g. a new engine): restore it once.
        if (saved && err.detail && err.detail.code === "session-closed") {
          apply(await call("play.restore", { game, saved, showLegal }));
          return apply(await call(name, { session, ...args }));
        }
        throw err;
      }
    }

    function showError(err) {
      message.textContent = t("Something went wrong: {error}", { error: err.message || err });
    }

    // -- drawing
    function draw() {
      if (!view) return;
      wrap.dataset.waiting = view.waiting;
      wrap.dataset.session = session || "";
      legalBtn.setAttribute("aria-pressed", String(showLegal));
      const board = renderBoard(boardBox, view, { onAction, after: [message, hint], end: [last] });
      const computerMoving = view.waiting === "computer";
      board.setAttribute("aria-busy", String(computerMoving));
      undoBtn.disabled = !view.canUndo || computerMoving || busy;
      hintBtn.disabled = view.waiting !== "you" || busy;
      nextBtn.hidden = view.waiting !== "round-over";
      againBtn.hidden = view.waiting !== "match-over";
      after.hidden = nextBtn.hidden && againBtn.hidden;
      reviewBtn.hidden = after.hidden;
      reviewBtn.disabled = busy;
      // "Next round" / "Play a new match" sit in the outcome box, under the result.
      const outcome = board.querySelector(".hf-board__outcome");
      if (outcome && !after.hidden) outcome.append(after);
      else gameBox.append(after);
    }

    async function onAction(action) {
      if (busy || computerRunning || !view || view.waiting !== "you") return;
      busy = true;
      try {
        const r = await send("play.act", { action });
        if (r.ok) {
          message.textContent = "";
          hint.textContent = "";
          last.textContent = "";
        } else {
          message.textContent = r.reason;
        }
      } catch (err) {
        showError(err);
      } finally {
        busy = false;
        draw();
      }
      afterChange();
    }

    function afterChange() {
      // A board the learner has left (instant navigation to another page) does
      // nothing more: the computer's turn waits in the saved match.
      if (!view || !wrap.isConnected) return;
      if (view.waiting === "computer") runComputer();
      else if (view.waiting === "round-over" || view.waiting === "match-over") {
        if (wrap.contains(document.activeElement) || document.activeElement === document.body) {
          (view.waiting === "round-over" ? nextBtn : againBtn).focus({ preventScroll: true });
        }
      }
    }

    async function runComputer() {
      if (computerRunning) return;
      computerRunning = true;
      wrap.classList.add("is-computer-moving");
      const said = [];
      try {
        while (view && view.waiting === "computer" && wrap.isConnected) {
          await sleep(delay);
          if (!wrap.isConnected) break;
          const r = await send("play.computer");
          if (!r.ok) break;
          if (r.text) said.push(r.text);
          last.textContent = said.join(" ");
        }
      } catch (err) {
        showError(err);
      } finally {
        computerRunning = false;
        wrap.classList.remove("is-computer-moving");
        draw();
      }
      afterChange();
    }

    async function control(what) {
      if (busy) return;
      busy = true;
      try {
        if (what === "legal") {
          showLegal = !showLegal;
          await send("play.view", { showLegal });
        } else if (what === "undo") {
          if (computerRunning) return;
          const r = await send("play.undo");
          message.textContent = r.ok ? "" : r.reason;
          if (r.ok) hint.textContent = "";
          last.textContent = r.ok ? r.text : "";
        } else if (what === "hint") {
          const r = await send("play.hint");
          if (r.ok) {
            message.textContent = "";
            hint.textContent = t("Hint: {hint}", { hint: r.hint.text });
          } else message.textContent = r.reason;
        } else if (what === "next-round") {
          const r = await send("play.next-round");
          message.textContent = r.ok ? "" : r.reason;
          hint.textContent = "";
          last.textContent = "";
        }
      } catch (err) {
        showError(err);
      } finally {
        busy = false;
        draw();
      }
      if (what === "next-round") {
        boardBox.querySelector(".hf-card-btn, .hf-board__btn")?.focus({ preventScroll: true });
      }
      // The hint asked for is brought into view (on a phone it may start under the screen's edge).
      if (what === "hint" && hint.textContent) hint.scrollIntoView({ block: "nearest" });
      afterChange();
    }

    toolbar.addEventListener("click", (e) => {
      const b = e.target.closest("[data-play]");
      if (!b) return;
      if (b.dataset.play === "new") showSetup(true);
      else control(b.dataset.play);
    });
    after.addEventListener("click", (e) => {
      const b = e.target.closest("[data-play]");
      if (!b) return;
      if (b.dataset.play === "new") showSetup(true);
      else if (b.dataset.play === "review") runReview();
      else control(b.dataset.play);
    });

    // -- reviewing the learner's moves (everything is weighed in the worker)
    let reviewing = false;

    function closeReview() {
      reviewing = false;
      reviewBox.hidden = true;
      reviewBox.replaceChildren();
      gameBox.hidden = false;
      reviewBtn.focus({ preventScroll: true });
    }

    function showItem(detail, item, items) {
      const i = items.indexOf(item);
      detail.replaceChildren();
      // every text comes whole from the engine (review.step): the page only places it
      const head = el("h3", { class: "hf-review__title", tabindex: "-1" },
        t("{title} ({number} of {count})", { title: item.title, number: i + 1, count: items.length }));
      const board = el("div", { class: "hf-review__board" });
      const facts = el("dl", { class: "hf-review__facts" });
      item.facts.forEach((f) => facts.append(el("dt", {}, f.term), el("dd", {}, f.text)));
      const reason = el("p", { class: "hf-review__reason" }, item.reason);
      const feedback = el("p", { class: "hf-review__feedback", role: "status", "aria-live": "polite" });
      const nav = el("div", { class: "hf-review__nav" });
      const prev = button(t("Previous"), { "data-review": "prev", disabled: i === 0 });
      const next = button(t("Next"), { "data-review": "next", disabled: i === items.length - 1 });
      const puzzle = button(t("Find the better move (puzzle)"), { "data-review": "puzzle" }, true);
      nav.append(prev, next, puzzle);
      detail.append(head, board, facts, reason, nav, feedback);
      renderBoard(board, item.view, {});
      prev.addEventListener("click", () => showItem(detail, items[i - 1], items));
      next.addEventListener("click", () => showItem(detail, items[i + 1], items));
      puzzle.addEventListener("click", async () => {
        const p = await call("review.puzzle", { session, index: item.index });
        facts.hidden = true;
        reason.hidden = true;
        puzzle.hidden = true;
        feedback.textContent = t("Which move was better? Play it on the board.");
        let answering = false;
        renderBoard(board, p.view, {
          onAction: async (action) => {
            if (answering) return;
            answering = true;
            try {
              const r = await call("review.check", { session, index: item.index, action });
              feedback.textContent = r.text;
              feedback.className = "hf-review__feedback hf-feedback " + (r.correct ? "hf-feedback--right" : "hf-feedback--wrong");
              if (r.correct) {
                facts.hidden = false;
                reason.hidden = false;
              }
            } finally {
              answering = false;
            }
          },
        });
        board.querySelector(".hf-card-btn, .hf-board__btn")?.focus({ preventScroll: true });
      });
      head.focus({ preventScroll: true });
    }

    async function runReview() {
      if (reviewing || busy || !session) return;
      reviewing = true;
      gameBox.hidden = true;
      reviewBox.hidden = false;
      const title = el("h2", { class: "hf-review__heading", tabindex: "-1" }, t("Review of your moves"));
      const label = el("p", { class: "hf-review__progress-label", id: `hf-review-progress-${game}` }, t("Weighing your decisions…"));
      const bar = el("progress", { class: "hf-review__progress", max: "1", value: "0", "aria-labelledby": label.id });
      const summary = el("p", { class: "hf-review__summary", role: "status", "aria-live": "polite" });
      const list = el("ol", { class: "hf-review__list" });
      const detail = el("div", { class: "hf-review__detail" });
      const back = button(t("Back to the match"), { "data-review": "back" });
      back.addEventListener("click", closeReview);
      reviewBox.replaceChildren(title, label, bar, summary, list, detail, el("div", { class: "hf-review__back" }, ""));
      reviewBox.lastChild.append(back);
      title.focus({ preventScroll: true });
      const items = [];
      try {
        const { count } = await call("review.start", { session });
        bar.max = Math.max(1, count);
        for (let i = 0; i < count && reviewing; i += 1) {
          label.textContent = t("Weighing your decisions: {done} of {count}", { done: i, count });
          bar.value = i;
          const r = await call("review.step", { session, index: i });
          if (r.item) items.push(r.item);
        }
        if (!reviewing) return;
        bar.value = bar.max;
        label.textContent = tn("Weighed {n} decision.", "Weighed {n} decisions.", count);
        if (!items.length) {
          summary.textContent = count
            ? t("None of your moves was clearly worse than the best one: well played.")
            : t("You have not made a decision yet.");
        } else {
          summary.textContent = t("{found} of your {count} decisions had a move worth clearly more:",
            { found: items.length, count });
          items.forEach((item) => {
            const b = el("button", { type: "button", class: "hf-review__pick" }, item.line);
            b.addEventListener("click", () => showItem(detail, item, items));
            const li = el("li", {});
            li.append(b);
            list.append(li);
          });
          showItem(detail, items[0], items);
        }
      } catch (err) {
        summary.textContent = t("The review could not be completed: {error}", { error: err.message || err });
      }
    }

    // -- starting
    async function start(args, how) {
      busy = true;
      notice.textContent = "";
      try {
        const r = await call(how, { game, showLegal, ...args });
        if (how === "play.new") markPlayStarted(game);
        message.textContent = "";
        hint.textContent = "";
        last.textContent = "";
        setup.hidden = true;
        gameBox.hidden = false;
        apply(r);
      } finally {
        busy = false;
      }
      draw();
      boardBox.querySelector(".hf-card-btn, .hf-board__btn, .hf-board__status")?.focus({ preventScroll: true });
      afterChange();
    }

    function seatsChoice() {
      // Only for games with several seat counts: how many players sit at the table.
      const id = `hf-play-${game}-seats-${Math.random().toString(36).slice(2, 8)}`;
      const fieldset = el("fieldset", { class: "hf-play__table" });
      fieldset.append(el("legend", {}, t("Players")));
      const row = el("div", { class: "hf-play__seats" });
      const select = el("select", { id, name: "seats", "aria-describedby": `${id}-desc` });
      seatCounts.forEach((n) => {
        const others = n - 1;
        select.append(el("option", { value: String(n) }, others === 1
          ? t("{n} players (you and the computer)", { n })
          : t("{n} players (you and {others} computer players)", { n, others })));
      });
      row.append(el("label", { for: id }, t("Number of players")), select,
        el("p", { class: "hf-play__option-desc", id: `${id}-desc` },
          t("You sit at the bottom of the table; the computer plays every other seat.")));
      fieldset.append(row);
      return fieldset;
    }

    function levelChoice() {
      // The computer's level: the engine's levels, the Standard one first chosen.
      const id = `hf-play-${game}-level-${Math.random().toString(36).slice(2, 8)}`;
      const fieldset = el("fieldset", { class: "hf-play__table hf-play__level" });
      fieldset.append(el("legend", {}, tc("the computer's level, a heading of the match's form", "Computer")));
      const row = el("div", { class: "hf-play__seats" });
      const select = el("select", { id, name: "level", "aria-describedby": `${id}-desc` });
      levels.forEach((lv) => {
        const opt = el("option", { value: lv.key }, lv.label);
        if (lv.key === "standard") opt.selected = true;
        select.append(opt);
      });
      const desc = el("p", { class: "hf-play__option-desc hf-play__choice-desc", id: `${id}-desc`, "aria-live": "polite" });
      const show = () => { desc.textContent = (levels.find((lv) => lv.key === select.value) || {}).description || ""; };
      select.addEventListener("change", show);
      show();
      row.append(el("label", { for: id }, t("Level")), select, desc);
      fieldset.append(row);
      return fieldset;
    }

    function optionRow(o) {
      const id = `hf-play-${game}-${o.name}-${Math.random().toString(36).slice(2, 8)}`;
      const row = el("div", { class: "hf-play__option" });
      const desc = el("p", { class: "hf-play__option-desc", id: `${id}-desc` }, o.description);
      if (o.input === "checkbox") {
        const input = el("input", { type: "checkbox", id, name: o.name, "aria-describedby": `${id}-desc` });
        input.checked = Boolean(o.default);
        const label = el("label", { for: id }, o.label);
        row.classList.add("hf-play__option--check");
        row.append(input, label, desc);
        return row;
      }
      const label = el("label", { for: id }, o.label);
      const select = el("select", { id, name: o.name, "aria-describedby": `${id}-desc` });
      o.choices.forEach((c, j) => {
        const opt = el("option", { value: String(j) }, c.label);
        if (JSON.stringify(c.value) === JSON.stringify(o.default)) opt.selected = true;
        select.append(opt);
      });
      row.append(label, select, desc);
      // A choice may describe itself (e.g. a named rule set): shown under the list.
      if (o.choices.some((c) => c.description)) {
        const chosen = el("p", { class: "hf-play__option-desc hf-play__choice-desc", "aria-live": "polite" });
        const show = () => { chosen.textContent = o.choices[Number(select.value)].description || ""; };
        select.addEventListener("change", show);
        show();
        row.append(chosen);
      }
      return row;
    }

    function optionsForm() {
      const form = el("form", { class: "hf-play__options" });
      if (seatCounts.length > 1) form.append(seatsChoice());
      if (levels.length) form.append(levelChoice());
      const fieldset = el("fieldset");
      fieldset.append(el("legend", {}, t("Rules for this match")));
      // Options with a group go in boxes that open under the others (a long list of
      // single rules, e.g. the house rules of a game with named rule sets).
      const groups = new Map();
      optionInfo.forEach((o) => {
        if (!o.group) fieldset.append(optionRow(o));
        else {
          if (!groups.has(o.group)) groups.set(o.group, []);
          groups.get(o.group).push(o);
        }
      });
      let more = null;
      let moreCount = null;
      if (groups.size) {
        more = el("details", { class: "hf-play__more" });
        moreCount = el("span", { class: "hf-play__more-count" });
        const summary = el("summary", {}, t("Change single rules"));
        summary.append(moreCount);
        more.append(summary);
        groups.forEach((list, name) => {
          const box = el("fieldset", { class: "hf-play__group" });
          box.append(el("legend", {}, name));
          list.forEach((o) => box.append(optionRow(o)));
          more.append(box);
        });
        fieldset.append(more);
      }
      form.append(fieldset);

      // "The preset's choice" names the value it stands for, following the list it depends on.
      function followDefaults() {
        optionInfo.forEach((o) => {
          const from = o.default_from;
          if (!from || o.input === "checkbox") return;
          const src = form.elements.namedItem(from.option);
          const owner = optionInfo.find((x) => x.name === from.option);
          if (!src || !owner) return;
          const key = owner.choices[Number(src.value)].value;
          const value = from.values[key];
          const shown = o.choices.find((c) => c.value !== null && JSON.stringify(c.value) === JSON.stringify(value));
          const first = form.elements.namedItem(o.name).options[0];
          const base = o.choices[0].label;
          // Translators: an option's first choice ("The preset's choice") and the value it stands for now.
          first.textContent = shown ? t("{choice}: {value}", { choice: base, value: shown.label }) : base;
        });
        if (moreCount) {
          const changed = optionInfo.filter((o) => o.group && o.input !== "checkbox"
            && JSON.stringify(o.choices[Number(form.elements.namedItem(o.name).value)].value) !== JSON.stringify(o.default)).length;
          // Translators: after "Change single rules" (the leading space separates them in English).
          moreCount.textContent = changed ? t(" ({n} changed: a custom set)", { n: changed }) : "";
        }
      }
      form.addEventListener("change", followDefaults);
      followDefaults();
      const seed = seedFromHash(window.location.hash) ?? seedFromHash(hash) ?? (config.seed ?? null);
      // No deal number asked for: a random deal, or, while the engine is still
      // starting, one of the deals whose first move the build recorded.
      const opening = () => (seed === null && !engineReady() && config.openings?.length
        ? config.openings[Math.floor(Math.random() * config.openings.length)] : seed);
      const buttons = el("div", { class: "hf-play__start" });
      buttons.append(button(t("Start the match"), { type: "submit", "data-play": "start" }, true));
      if (seed !== null) buttons.append(el("span", { class: "hf-play__seed" }, t("Deal number {seed}", { seed })));
      form.append(buttons);
      form.addEventListener("submit", async (e) => {
        e.preventDefault();
        if (busy) return;
        const options = {};
        for (const o of optionInfo) {
          const input = form.elements.namedItem(o.name);
          options[o.name] = o.input === "checkbox" ? input.checked : o.choices[Number(input.value)].value;
        }
        const seatsInput = form.elements.namedItem("seats");
        const seats = seatsInput ? Number(seatsInput.value) : null;
        const levelInput = form.elements.namedItem("level");
        const level = levelInput ? levelInput.value : null;
        try {
          const dealt = opening();
          const args = seats ? { options, seed: dealt, seats } : { options, seed: dealt };
          if (level) args.level = level;
          await start(args, "play.new");
        } catch (err) {
          notice.textContent = t("The match could not start: {error}", { error: err.message || err });
        }
      });
      return form;
    }

    function showSetup(offerBack) {
      setup.replaceChildren();
      if (offerBack && session && view && view.waiting !== "match-over") {
        const back = button(t("Back to the current match"), { "data-play": "back" });
        back.addEventListener("click", () => {
          setup.hidden = true;
          gameBox.hidden = false;
          boardBox.querySelector(".hf-card-btn, .hf-board__btn")?.focus({ preventScroll: true });
        });
        const p = el("p", { class: "hf-play__resume" });
        // Translators: {back} is the button "Back to the current match".
        p.append(...place(t("Starting a new match replaces the one in progress. {back}"), { back }));
        setup.append(p);
      }
      setup.append(optionsForm());
      setup.hidden = false;
      gameBox.hidden = true;
      setup.querySelector("select, input, button")?.focus({ preventScroll: true });
    }

    // -- on load: offer the saved match, else the options form
    const stored = readSaved();
    if (stored) {
      showLegal = Boolean(stored.showLegal);
      let restored = null;
      try {
        restored = await call("play.restore", { game, saved: stored.saved, showLegal });
      } catch (err) {
        forget();
        notice.textContent = t("Your saved match could not be restored ({error}), so it was discarded.", { error: err.message || err });
      }
      if (restored) {
        // The board's score, as the engine labels it in the page's language.
        // Translators: the same words as the engine's label "Score" on the board.
        const scoreLabel = tc("the board's information", "Score");
        const score = (restored.view.info || []).find((i) => i.label === scoreLabel);
        const panel = el("div", { class: "hf-play__resume" });
        const text = el("p", {}, resumeText(restored.view.round, score ? String(score.value) : null, restored.view.waiting === "match-over"));
        const resume = button(t("Resume the match"), { "data-play": "resume" }, true);
        const fresh = button(t("Start a new match"), { "data-play": "fresh" });
        resume.addEventListener("click", () => {
          setup.hidden = true;
          gameBox.hidden = false;
          apply(restored);
          boardBox.querySelector(".hf-card-btn, .hf-board__btn, .hf-board__status")?.focus({ preventScroll: true });
          afterChange();
        });
        fresh.addEventListener("click", () => {
          setup.replaceChildren(optionsForm());
          setup.querySelector("select, input, button")?.focus({ preventScroll: true });
        });
        const row = el("div", { class: "hf-play__start" });
        row.append(resume, fresh);
        panel.append(text, row);
        setup.replaceChildren(panel);
        return;
      }
    }
    setup.replaceChildren(optionsForm());
  },
};
