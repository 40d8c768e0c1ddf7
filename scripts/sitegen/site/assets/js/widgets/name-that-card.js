// "Name that card": the engine picks a card and judges the answer.
// This file only draws what the engine returns and forwards the choices.

import { sentences, t, tc } from "../text.js";

function button(label, attrs = {}) {
  const b = document.createElement("button");
  b.type = "button";
  b.className = "md-button hf-choice";
  b.textContent = label;
  for (const [k, v] of Object.entries(attrs)) b.setAttribute(k, v);
  return b;
}

function group(legendText, name, options) {
  const fieldset = document.createElement("fieldset");
  fieldset.className = "hf-choices";
  const legend = document.createElement("legend");
  legend.textContent = legendText;
  fieldset.append(legend);
  for (const opt of options) {
    const b = button(opt.label, { "data-choice": name, "data-value": String(opt.value), "aria-pressed": "false" });
    fieldset.append(b);
  }
  return fieldset;
}

export default {
  async mount(body, { call, config }) {
    // A fixed seed, or one of the openings whose answers the build recorded.
    const seed = config.seed ?? config.openings?.[Math.floor(Math.random() * config.openings.length)];
    let question = await call("drill.name-that-card.question", seed != null ? { seed } : {});
    let answer = { month: null, kind: null };
    let score = { right: 0, asked: 0 };

    body.innerHTML = "";
    const wrap = document.createElement("div");
    wrap.className = "hf-drill";
    const cardBox = document.createElement("div");
    cardBox.className = "hf-drill__card";
    const form = document.createElement("div");
    form.className = "hf-drill__form";
    const prompt = document.createElement("p");
    prompt.className = "hf-drill__prompt";
    const months = document.createElement("div");
    const kinds = document.createElement("div");
    const actions = document.createElement("div");
    actions.className = "hf-drill__actions";
    const check = button(t("Check"), { "data-action": "check" });
    check.classList.add("md-button--primary");
    const next = button(t("Next card"), { "data-action": "next" });
    next.hidden = true;
    actions.append(check, next);
    const feedback = document.createElement("div");
    feedback.className = "hf-feedback";
    feedback.setAttribute("role", "status");
    feedback.setAttribute("aria-live", "polite");
    const tally = document.createElement("p");
    tally.className = "hf-drill__tally";
    form.append(prompt, months, kinds, actions, feedback, tally);
    wrap.append(cardBox, form);
    body.append(wrap);

    function render() {
      cardBox.innerHTML = question.svg;
      cardBox.dataset.card = question.card;
      prompt.textContent = question.prompt;
      months.replaceChildren(group(tc("a card's month, the name of a set of choices", "Month"), "month", question.months));
      kinds.replaceChildren(group(tc("a card's kind, the name of a set of choices", "Kind"), "kind", question.kinds));
      answer = { month: null, kind: null };
      feedback.textContent = "";
      feedback.className = "hf-feedback";
      check.hidden = false;
      check.disabled = true;
      next.hidden = true;
      tally.textContent = score.asked ? t("{right} of {asked} right so far.", score) : "";
    }

    wrap.addEventListener("click", async (event) => {
      const target = event.target.closest("button");
      if (!target) return;
      if (target.dataset.choice) {
        answer[target.dataset.choice] = target.dataset.value;
        for (const b of wrap.querySelectorAll(`[data-choice="${target.dataset.choice}"]`)) {
          b.setAttribute("aria-pressed", String(b === target));
        }
        check.disabled = !(answer.month && answer.kind);
        return;
      }
      if (target.dataset.action === "check") {
        const verdict = await call("drill.name-that-card.check", {
          card: question.card,
          month: Number(answer.month),
          kind: answer.kind,
        });
        score.asked += 1;
        if (verdict.correct) score.right += 1;
        feedback.className = `hf-feedback ${verdict.correct ? "hf-feedback--right" : "hf-feedback--wrong"}`;
        feedback.replaceChildren();
        const strong = document.createElement("strong");
        strong.textContent = verdict.verdict;
        feedback.append(...(verdict.explanation ? sentences(strong, verdict.explanation) : [strong]));
        tally.textContent = t("{right} of {asked} right so far.", score);
        if (verdict.correct) {
          check.hidden = true;
          next.hidden = false;
          next.focus();
        }
        return;
      }
      if (target.dataset.action === "next") {
        question = await call("drill.name-that-card.question", { avoid: question.card });
        render();
        wrap.querySelector("[data-choice]")?.focus();
      }
    });

    render();
  },
};
