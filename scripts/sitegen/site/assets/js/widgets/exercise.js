// A lesson step or a puzzle: a position, a goal, and the engine as judge.
// This file draws what the engine returns (board view, verdicts, choices)
// and forwards clicks; it never decides whether a move is legal or good.

import { el, renderBoard } from "../board.js";
import { isDone, markDone } from "../progress.js";
import { solutionNote, solvedNote } from "../course.js";
import { sentences, t } from "../text.js";

function btn(label, action, extra = {}) {
  return el("button", { type: "button", class: "md-button hf-tool", "data-tool": action, ...extra }, label);
}

export default {
  async mount(body, { call, config, root }) {
    const exercise = { game: config.game, position: config.position, goal: config.goal };
    const id = config.id;
    let actions = [];
    let showLegal = false;
    let finished = false;
    let hintsShown = 0;
    let wrongAnswers = 0;
    const started = await call("exercise.start", { exercise });

    const boardBox = el("div", { class: "hf-exercise__board" });
    const message = el("div", { class: "hf-feedback", role: "status", "aria-live": "polite" });
    const explanation = el("div", { class: "hf-exercise__explanation" });
    explanation.hidden = true;
    const hints = el("ol", { class: "hf-exercise__hints" });
    const tools = el("div", { class: "hf-exercise__tools" });
    const badge = el("p", { class: "hf-done-badge" }, t("✓ Completed"));
    badge.hidden = !isDone(id);

    const legalBtn = btn(t("Show legal moves"), "legal", { "aria-pressed": "false" });
    const undoBtn = btn(t("Undo"), "undo");
    const hintBtn = btn(t("Hint"), "hint");
    const solveBtn = btn(t("Show a solution"), "solution");
    const resetBtn = btn(t("Start again"), "reset");
    if (started.kind === "move") tools.append(legalBtn, undoBtn);
    if (config.hints.length) tools.append(hintBtn);
    tools.append(solveBtn, resetBtn);

    let choiceBox = null;
    if (started.kind === "question") {
      choiceBox = el("fieldset", { class: "hf-choices" });
      choiceBox.append(el("legend", {}, started.goalText));
      for (const c of started.choices) {
        choiceBox.append(
          el("button", { type: "button", class: "md-button hf-choice", "data-choice": c.value, "aria-pressed": "false" }, c.label),
        );
      }
      choiceBox.append(btn(t("Check"), "check", { class: "md-button md-button--primary hf-tool" }));
    }

    body.replaceChildren(badge, boardBox, ...(choiceBox ? [choiceBox] : []), message, explanation, hints, tools);

    function draw(view) {
      renderBoard(boardBox, view, { onAction: (a) => play(a) });
    }

    function say(kind, text) {
      message.className = `hf-feedback${kind ? ` hf-feedback--${kind}` : ""}`;
      message.replaceChildren();
      if (!text) return;
      const lead = { right: t("Well done."), wrong: t("Not quite."), illegal: t("Not allowed."), info: "" }[kind] || "";
      if (lead) message.append(...sentences(el("strong", {}, lead), text));
      else message.append(text);
    }

    function succeed(text) {
      finished = true;
      say("right", text);
      explanation.hidden = false;
      explanation.replaceChildren(el("p", {}, config.explanation));
      markDone(id);
      addNote(solvedNote(id)); // the solved count, or "lesson complete"
      badge.hidden = false;
      root.classList.add("is-complete");
    }

    // Notes from the learning path (course.js) under the verdict.
    function addNote(note) {
      if (note) message.append(note);
    }

    // One judgement at a time: clicks while the engine is thinking are ignored.
    async function busy(fn) {
      if (root.dataset.busy) return;
      root.dataset.busy = "true";
      try {
        await fn();
      } finally {
        delete root.dataset.busy;
      }
    }

    function play(action) {
      if (finished) return;
      return busy(() => judgeMove(action));
    }

    // Calls may be answered out of order (one from the engine's recorded
    // answers at once, an earlier one by the engine as it starts): only the
    // answer to the latest call that draws the board is drawn.
    let asked = 0;
    async function latest(name, args) {
      const ticket = ++asked;
      const r = await call(name, args);
      return ticket === asked ? r : null;
    }

    async function judgeMove(action) {
      const r = await latest("exercise.move", { exercise, actions: [...actions, action], showLegal });
      if (!r) return;
      actions = r.actions;
      draw(r.view);
      if (r.status === "illegal") say("illegal", r.message);
      // Translators: "Undo" is the button of that name.
      else if (r.status === "missed") say("wrong", t("{message} Use Undo to take the move back and try again.", { message: r.message }));
      else if (r.status === "success") succeed(r.message);
      else say("info", t("Good — keep going."));
      undoBtn.disabled = actions.length === 0;
    }

    async function refresh() {
      const r = await latest("exercise.view", { exercise, actions, showLegal: showLegal && !finished });
      if (r) draw(r.view);
    }

    tools.addEventListener("click", async (event) => {
      const b = event.target.closest("button[data-tool]");
      if (!b) return;
      const tool = b.dataset.tool;
      if (tool === "legal") {
        showLegal = !showLegal;
        b.setAttribute("aria-pressed", String(showLegal));
        await refresh();
      } else if (tool === "undo" && actions.length) {
        actions = actions.slice(0, -1);
        finished = false;
        explanation.hidden = true;
        say("", "");
        undoBtn.disabled = actions.length === 0;
        await refresh();
      } else if (tool === "hint") {
        if (hintsShown < config.hints.length) hints.append(el("li", {}, config.hints[hintsShown++]));
        hintBtn.disabled = hintsShown >= config.hints.length;
      } else if (tool === "reset") {
        actions = [];
        finished = false;
        explanation.hidden = true;
        say("", "");
        if (choiceBox) for (const c of choiceBox.querySelectorAll("[data-choice]")) c.setAttribute("aria-pressed", "false");
        await refresh();
      } else if (tool === "solution") {
        const s = await latest("exercise.solution", { exercise });
        if (!s) return;
        finished = true;
        if (s.view) draw(s.view);
        say("info", s.steps ? t("One solution: {steps}. {message}", { steps: s.steps, message: s.message }) : `${s.message}`);
        addNote(solutionNote(id)); // not counted as solved
        explanation.hidden = false;
        explanation.replaceChildren(el("p", {}, config.explanation));
      }
    });

    if (choiceBox) {
      choiceBox.addEventListener("click", async (event) => {
        const b = event.target.closest("button");
        if (!b) return;
        if (b.dataset.choice) {
          const pressed = b.getAttribute("aria-pressed") === "true";
          if (!started.multiple) for (const c of choiceBox.querySelectorAll("[data-choice]")) c.setAttribute("aria-pressed", "false");
          b.setAttribute("aria-pressed", String(!pressed));
        } else if (b.dataset.tool === "check") {
          const answer = [...choiceBox.querySelectorAll('[data-choice][aria-pressed="true"]')].map((c) => c.dataset.choice);
          if (!answer.length) {
            say("illegal", t("Choose an answer first."));
            return;
          }
          const r = await call("exercise.answer", { exercise, answer });
          if (r.status === "success") succeed(r.message);
          else {
            // The first wrong answer gets a hint; later ones the engine's reasoning.
            wrongAnswers += 1;
            const hint = config.hints[0];
            if (wrongAnswers === 1 && hint) {
              say("wrong", t("{message} Hint: {hint}", { message: r.message, hint }));
              if (!hintsShown) { hints.append(el("li", {}, hint)); hintsShown = 1; hintBtn.disabled = hintsShown >= config.hints.length; }
            } else say("wrong", sentences(String(r.message), String(r.explanation)).join(""));
          }
        }
      });
    }

    undoBtn.disabled = true;
    draw(started.view);
    root.querySelector(".hf-exercise__goal")?.setAttribute("data-goal", started.goalText);
  },
};
