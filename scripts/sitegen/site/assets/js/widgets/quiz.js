// Rule drills ("Who deals?", "Which card do you capture?"): the engine makes
// the question and judges the answer (hanafuda_core.rule_drills). This file
// only draws what the engine returns and forwards the learner's choice; the
// question's state goes back to the engine unchanged.

import { el } from "../board.js";
import { sentences, t } from "../text.js";

export default {
  async mount(body, { call, config }) {
    const quiz = config.quiz;
    // A fixed seed, or one of the openings whose answers the build recorded.
    const seed = config.seed ?? config.openings?.[Math.floor(Math.random() * config.openings.length)];
    let question = await call("quiz.question", seed != null ? { quiz, seed } : { quiz });
    const score = { right: 0, asked: 0 };
    let done = false;

    body.innerHTML = "";
    const wrap = el("div", { class: "hf-drill hf-quiz", "data-quiz": quiz });
    const cards = el("div", { class: "hf-quiz__cards" });
    const form = el("div", { class: "hf-drill__form" });
    const prompt = el("p", { class: "hf-drill__prompt" });
    const choices = el("fieldset", { class: "hf-choices" });
    const actions = el("div", { class: "hf-drill__actions" });
    const next = el("button", { type: "button", class: "md-button hf-choice", "data-action": "next", hidden: true }, t("Next question"));
    actions.append(next);
    const feedback = el("div", { class: "hf-feedback", role: "status", "aria-live": "polite" });
    const tally = el("p", { class: "hf-drill__tally" });
    form.append(prompt, choices, actions, feedback, tally);
    wrap.append(cards, form);
    body.append(wrap);

    function render() {
      wrap.dataset.state = JSON.stringify(question.state);
      cards.replaceChildren();
      for (const group of question.groups) {
        const box = el("div", { class: "hf-quiz__group", role: "group", "aria-label": group.label });
        box.append(el("p", { class: "hf-quiz__label", "aria-hidden": "true" }, group.label));
        const list = el("ul", { class: "hf-cards", role: "list" });
        for (const c of group.cards) {
          const li = el("li", { "data-card": c.code });
          li.insertAdjacentHTML("beforeend", c.html); // engine-made card markup
          if (c.caption) li.append(el("span", { class: "hf-quiz__caption" }, c.caption));
          list.append(li);
        }
        box.append(list);
        cards.append(box);
      }
      prompt.textContent = question.prompt;
      choices.replaceChildren(el("legend", {}, t("Your answer")));
      for (const ch of question.choices) {
        choices.append(
          el("button", { type: "button", class: "md-button hf-choice", "data-choice": "answer", "data-value": ch.value, "aria-pressed": "false" }, ch.label),
        );
      }
      feedback.textContent = "";
      feedback.className = "hf-feedback";
      next.hidden = true;
      done = false;
      tally.textContent = score.asked ? t("{right} of {asked} right so far.", score) : "";
    }

    wrap.addEventListener("click", async (event) => {
      const target = event.target.closest("button");
      if (!target) return;
      if (target.dataset.choice && !done) {
        for (const b of choices.querySelectorAll("[data-choice]")) b.setAttribute("aria-pressed", String(b === target));
        const verdict = await call("quiz.check", { quiz, state: question.state, answer: target.dataset.value });
        score.asked += 1;
        if (verdict.correct) score.right += 1;
        feedback.className = `hf-feedback ${verdict.correct ? "hf-feedback--right" : "hf-feedback--wrong"}`;
        const strong = el("strong", {}, verdict.verdict);
        feedback.replaceChildren(...(verdict.explanation ? sentences(strong, verdict.explanation) : [strong]));
        tally.textContent = t("{right} of {asked} right so far.", score);
        if (verdict.correct) {
          done = true;
          next.hidden = false;
          next.focus();
        }
        return;
      }
      if (target.dataset.action === "next") {
        question = await call("quiz.question", { quiz });
        render();
        choices.querySelector("[data-choice]")?.focus();
      }
    });

    render();
  },
};
