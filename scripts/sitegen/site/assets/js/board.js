// Draws a card-table view model (hanafuda_core.board) into a container.
//
//   renderBoard(container, view, { onAction, after, end })
//
// `after` and `end` are the page's own elements (its messages), kept across
// renders: `after` goes right under the board's buttons, `end` after the
// score strip, before the moves log.
//
// `view` comes from the engine (see hanafuda_core/board.py for its keys).
// The markup is the same as board_html() writes at build time, so a board
// drawn into the page by the build is replaced in place. This file decides
// nothing about the game: every clickable card and button carries an action
// string from the view, and a click hands it to onAction(action, element) —
// legal or not, the engine judges it.
//
// Keyboard: cards and buttons are buttons (Tab, Enter, Space). Within a zone
// the cards use a roving tabindex: one card is in the tab order and the arrow
// keys (plus Home/End) move between them. Focus survives a re-render: the
// element with the same data-action is refocused, else the first card of
// the same zone, else the zone itself.

import { t, tc } from "./text.js";

const STATE = new WeakMap();

/** Create an element: attributes (class, booleans, strings) and optional text. */
export function el(tag, attrs = {}, text) {
  const node = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (v === null || v === undefined || v === false) continue;
    if (k === "class") node.className = v;
    else node.setAttribute(k, v === true ? "" : String(v));
  }
  if (text !== undefined) node.textContent = text;
  return node;
}

function svgInto(node, svg) {
  // The engine's SVG markup (generated from the deck data, no user input).
  node.insertAdjacentHTML("beforeend", svg || "");
}

function cardItem(card, zoneId, first) {
  const li = el("li", { class: "hf-zone__card" + (card.highlight ? " is-highlight" : ""), "data-card": card.code || null });
  if (card.action !== null && card.action !== undefined) {
    const b = el("button", {
      type: "button",
      class: "hf-card-btn" + (card.legal ? " is-legal" : "") + (card.selected ? " is-selected" : ""),
      "data-action": card.action,
      "data-zone": zoneId,
      tabindex: first ? "0" : "-1",
      "aria-label": card.actionLabel || card.label || card.action,
      "aria-pressed": card.selected ? "true" : null,
      "data-then": card.then ? JSON.stringify(card.then) : null,
    });
    svgInto(b, card.svg);
    li.append(b);
  } else {
    svgInto(li, card.svg);
  }
  return li;
}

function zoneNode(zone) {
  const node = el("div", {
    class: `hf-zone hf-zone--${zone.kind}` + (zone.active ? " is-active" : ""),
    "data-zone": zone.id,
    role: "group",
    "aria-label": zone.label,
  });
  const label = el("p", { class: "hf-zone__label", "aria-hidden": "true" }, zone.title || zone.label.split(" (")[0]);
  if (zone.count !== null && zone.count !== undefined) label.append(el("span", { class: "hf-zone__count" }, String(zone.count)));
  if (zone.groups) {
    const groups = el("div", { class: "hf-zone__groups" });
    for (const g of zone.groups) {
      const box = el("div", { class: "hf-group" + (g.complete ? " is-complete" : "") });
      const head = el("p", { class: "hf-group__label" }, `${g.title} `);
      head.append(el("span", { class: "hf-group__count" }, String(g.cards.length)));
      if (g.progress) head.append(el("span", { class: "hf-group__progress" }, g.progress));
      const list = el("ul", { class: "hf-zone__cards", role: "list" });
      for (const c of g.cards) list.append(cardItem(c, zone.id, false));
      box.append(head, list);
      groups.append(box);
    }
    node.append(label, groups);
    return node;
  }
  const list = el("ul", { class: "hf-zone__cards", role: "list" });
  const cards = zone.cards || [];
  const firstClickable = cards.findIndex((c) => c.action !== null && c.action !== undefined);
  cards.forEach((c, i) => list.append(cardItem(c, zone.id, i === firstClickable)));
  if (!cards.length) list.append(el("li", { class: "hf-zone__empty" }, tc("a zone of the table with no card", "empty")));
  node.append(label, list);
  return node;
}

// A card that needs a second choice (its `then` list, from the engine): picking
// it marks the listed cards elsewhere on the table as targets; picking a target
// sends that target's action. Nothing is decided here: the targets and their
// actions come from the view model.
function clearTargets(board) {
  for (const b of board.querySelectorAll(".hf-card-btn.is-target")) {
    const li = b.parentElement;
    li.replaceChildren(...b.childNodes);
  }
  for (const b of board.querySelectorAll(".hf-card-btn[data-then].is-selected")) {
    b.classList.remove("is-selected");
    b.removeAttribute("aria-pressed");
  }
}

function pickFirst(board, button) {
  const wasSelected = button.classList.contains("is-selected");
  clearTargets(board);
  if (wasSelected) return;
  button.classList.add("is-selected");
  button.setAttribute("aria-pressed", "true");
  const esc = (s) => (window.CSS && CSS.escape ? CSS.escape(s) : s);
  let first = null;
  for (const t of JSON.parse(button.dataset.then)) {
    const li = board.querySelector(`.hf-zone:not([data-zone="${esc(button.dataset.zone)}"]) .hf-zone__card[data-card="${esc(t.card)}"]`);
    if (!li || li.querySelector("button")) continue;
    const b = el("button", {
      type: "button",
      class: "hf-card-btn is-target",
      "data-action": t.action,
      "data-zone": li.closest(".hf-zone").dataset.zone,
      "aria-label": t.label || t.action,
    });
    b.append(...li.childNodes);
    li.append(b);
    first = first || b;
  }
  if (first) first.focus({ preventScroll: true });
}

function outcomeNode(outcome) {
  const tone = outcome && outcome.tone ? ` hf-board__outcome--${outcome.tone}` : "";
  const node = el("div", { class: `hf-board__outcome${tone}`, hidden: !outcome });
  if (outcome) {
    node.append(el("p", { class: "hf-board__outcome-title" }, outcome.title));
    node.append(el("p", { class: "hf-board__outcome-text" }, outcome.text));
  }
  return node;
}

function infoNode(info) {
  const dl = el("dl", { class: "hf-board__info" });
  for (const item of info) {
    const row = el("div", { class: "hf-board__info-item" });
    row.append(el("dt", {}, item.label), el("dd", {}, item.value));
    dl.append(row);
  }
  return dl;
}

function buttonsNode(buttons) {
  const group = el("div", { class: "hf-board__buttons", role: "group", "aria-label": tc("the board's buttons, for screen readers", "Actions") });
  for (const b of buttons) {
    group.append(
      el(
        "button",
        {
          type: "button",
          class: "md-button hf-board__btn" + (b.alt ? " hf-board__btn--alt" : ""),
          "data-action": b.action,
          "aria-disabled": b.enabled === false ? "true" : null,
          title: b.hint || null,
        },
        b.label,
      ),
    );
  }
  return group;
}

function focusInfo(container) {
  const active = document.activeElement;
  if (!active || !container.contains(active)) return null;
  const zoneEl = active.closest(".hf-zone");
  return {
    action: active.dataset.action || null,
    zone: active.dataset.zone || (zoneEl && zoneEl.dataset.zone) || null,
    inButtons: Boolean(active.closest(".hf-board__buttons")),
    isSummary: active.tagName === "SUMMARY",
  };
}

function restoreFocus(board, info) {
  if (!info) return;
  const esc = (s) => (window.CSS && CSS.escape ? CSS.escape(s) : s.replace(/"/g, '\\"'));
  let target = null;
  if (info.isSummary) target = board.querySelector(".hf-board__log summary");
  if (!target && info.action) target = board.querySelector(`[data-action="${esc(info.action)}"]`);
  if (!target && info.zone) {
    const zone = board.querySelector(`.hf-zone[data-zone="${esc(info.zone)}"]`);
    if (zone) {
      target = zone.querySelector(".hf-card-btn");
      if (!target) {
        zone.setAttribute("tabindex", "-1");
        target = zone;
      }
    }
  }
  if (!target && info.inButtons) target = board.querySelector(".hf-board__buttons button");
  if (!target && info.inButtons) {
    // The buttons are gone (the turn passed): wait in the player's own zone.
    const own = board.querySelector(".hf-board__area--bottom .hf-zone");
    if (own) {
      target = own.querySelector(".hf-card-btn");
      if (!target) {
        own.setAttribute("tabindex", "-1");
        target = own;
      }
    }
  }
  if (!target) {
    const status = board.querySelector(".hf-board__status");
    status.setAttribute("tabindex", "-1");
    target = status;
  }
  if (target.classList.contains("hf-card-btn")) setRoving(target);
  target.focus({ preventScroll: true });
}

function setRoving(button) {
  const list = button.closest(".hf-zone__cards");
  if (!list) return;
  for (const b of list.querySelectorAll(".hf-card-btn")) b.setAttribute("tabindex", b === button ? "0" : "-1");
}

function onKeydown(event) {
  const button = event.target.closest && event.target.closest(".hf-card-btn");
  if (!button) return;
  const list = button.closest(".hf-zone__cards");
  const buttons = [...list.querySelectorAll(".hf-card-btn")];
  const i = buttons.indexOf(button);
  let next = null;
  if (event.key === "ArrowRight" || event.key === "ArrowDown") next = buttons[(i + 1) % buttons.length];
  else if (event.key === "ArrowLeft" || event.key === "ArrowUp") next = buttons[(i - 1 + buttons.length) % buttons.length];
  else if (event.key === "Home") next = buttons[0];
  else if (event.key === "End") next = buttons[buttons.length - 1];
  if (!next) return;
  event.preventDefault();
  setRoving(next);
  next.focus();
}

/**
 * Draw `view` into `container` (replacing a board drawn at build time, or a
 * previous render). `onAction(action, element)` is called for every click or
 * key press on a card or a button that carries an action.
 */
export function renderBoard(container, view, { onAction, after, end } = {}) {
  let state = STATE.get(container);
  const focus = focusInfo(container);
  let board = container.querySelector(":scope > .hf-board");
  if (!state || !board) {
    if (!board) {
      board = el("div", { class: "hf-board" });
      container.replaceChildren(board);
    }
    state = { onAction };
    STATE.set(container, state);
    board.addEventListener("click", (event) => {
      const target = event.target.closest("[data-action]");
      if (!target || !board.contains(target) || target.closest(".hf-zone__card, .hf-board__buttons") === null) {
        if (!event.target.closest(".hf-card-btn")) clearTargets(board);
        return;
      }
      if (target.dataset.then) {
        pickFirst(board, target);
        return;
      }
      if (target.classList.contains("hf-card-btn")) setRoving(target);
      clearTargets(board);
      if (state.onAction) state.onAction(target.dataset.action, target);
    });
    board.addEventListener("keydown", onKeydown);
  }
  state.onAction = onAction;
  board.dataset.game = view.game || "";
  board.dataset.waiting = view.waiting || "";
  if (view.layout) board.dataset.layout = view.layout;
  else delete board.dataset.layout;

  // The status line keeps its element so screen readers announce changes.
  let status = board.querySelector(":scope > .hf-board__status");
  // The moves log keeps its element too: a learner's focus on its summary (and
  // the keyboard focus ring) survives the next move, and its open state stays.
  let details = board.querySelector(":scope > .hf-board__log");
  if (!status) status = el("p", { class: "hf-board__status", role: "status", "aria-live": "polite" });
  if (status.textContent !== (view.status || "")) status.textContent = view.status || "";

  // The table first; everything that changes length between turns (status,
  // outcome, buttons, the page's messages, the score strip, the log) comes
  // after, so the table never moves. The markup is in the order seen.
  const parts = [];
  const table = el("div", { class: "hf-board__table" });
  for (const area of ["top", "middle", "bottom"]) {
    const zones = (view.zones || []).filter((z) => (z.area || "middle") === area);
    if (!zones.length) continue;
    const row = el("div", { class: `hf-board__area hf-board__area--${area}` });
    for (const z of zones) row.append(zoneNode(z));
    table.append(row);
  }
  parts.push(table, status, outcomeNode(view.outcome), buttonsNode(view.buttons || []));
  // The page's own messages: what answers the learner's click (a refused move,
  // a hint) right under the buttons; what the computer did after the score
  // strip, where its length moves nothing but the moves log.
  for (const node of after || []) parts.push(node);
  if ((view.info || []).length) parts.push(infoNode(view.info));
  for (const node of end || []) parts.push(node);
  const log = view.log || [];
  if (!log.length && details) {
    details.remove();
    details = null;
  } else if (log.length) {
    if (!details) {
      details = el("details", { class: "hf-board__log" });
      details.append(el("summary"), el("ol"));
    }
    const [summary, ol] = details.children;
    if (!details.dataset.hfToggle) {
      // Opening the list shows the latest moves (also on a log drawn at build time).
      details.dataset.hfToggle = "1";
      details.addEventListener("toggle", () => {
        if (details.open) ol.scrollTop = ol.scrollHeight;
      });
    }
    const label = t("Moves ({n})", { n: log.length });
    if (summary.textContent !== label) summary.textContent = label;
    ol.replaceChildren(...log.map((line) => el("li", {}, line)));
    if (details.open) requestAnimationFrame(() => (ol.scrollTop = ol.scrollHeight));
    parts.push(details);
  }
  // Replace everything but the status element and the log (the last part: it
  // stays where it is, at the end), in order.
  const at = parts.indexOf(status);
  if (status.parentNode !== board) {
    board.replaceChildren(...parts);
  } else {
    const kept = [status, details, ...(after || []), ...(end || [])];
    for (const child of [...board.children]) if (!kept.includes(child)) child.remove();
    board.prepend(...parts.slice(0, at));
    const rest = parts.slice(at + 1).filter((node) => node !== details || node.parentNode !== board);
    status.after(...rest);
  }
  restoreFocus(board, focus);
  return board;
}
