// Progress (completed lesson steps, solved puzzles) kept in localStorage.
// Stored as {"version": 1, "done": {"<exercise id>": <timestamp>}}.
// Anything unreadable is set aside (never thrown at the page) and the
// learner is told once.

const KEY = "hanafuda:progress";
let notice = null;

function read() {
  let raw = null;
  try {
    raw = localStorage.getItem(KEY);
  } catch (err) {
    return { version: 1, done: {} }; // storage disabled: progress lives for this page view only
  }
  if (raw == null) return { version: 1, done: {} };
  try {
    const data = JSON.parse(raw);
    if (!data || typeof data !== "object" || typeof data.done !== "object" || data.done === null || Array.isArray(data.done)) {
      throw new Error("unexpected shape");
    }
    const done = {};
    for (const [id, at] of Object.entries(data.done)) {
      if (typeof id === "string" && typeof at === "number") done[id] = at;
    }
    return { version: 1, done };
  } catch (err) {
    try {
      localStorage.setItem(`${KEY}:corrupt`, raw);
      localStorage.removeItem(KEY);
    } catch (e) { /* ignore */ }
    notice = "Your saved progress could not be read and was reset (a copy is kept in this browser).";
    return { version: 1, done: {} };
  }
}

let state = read();

function write() {
  try {
    localStorage.setItem(KEY, JSON.stringify(state));
  } catch (err) { /* storage full or disabled: keep in memory */ }
}

export function takeNotice() {
  const n = notice;
  notice = null;
  return n;
}

export function isDone(id) {
  return Boolean(state.done[id]);
}

export function markDone(id) {
  if (!state.done[id]) {
    state.done[id] = Date.now();
    write();
    window.dispatchEvent(new CustomEvent("hf:progress"));
  }
}

export function countDone(prefix) {
  return Object.keys(state.done).filter((id) => id.startsWith(prefix)).length;
}

export function reset(prefix = "") {
  for (const id of Object.keys(state.done)) if (id.startsWith(prefix)) delete state.done[id];
  write();
  window.dispatchEvent(new CustomEvent("hf:progress"));
}

/** Draw the "n of m done" summaries ([data-hf-progress]) and their reset buttons. */
export function mountSummaries(root = document) {
  for (const el of root.querySelectorAll("[data-hf-progress]")) {
    if (el.dataset.hfMountedSummary) continue;
    el.dataset.hfMountedSummary = "1";
    const prefix = el.dataset.hfProgress.replace("/", "-") + "-";
    const total = Number(el.dataset.hfTotal || 0);
    const text = document.createElement("span");
    const button = document.createElement("button");
    button.type = "button";
    button.className = "md-button hf-reset";
    button.textContent = "Reset progress";
    button.addEventListener("click", () => {
      if (window.confirm("Forget your progress on this page?")) {
        reset(prefix);
        window.location.reload();
      }
    });
    const note = document.createElement("p");
    note.className = "hf-notice";
    const n = takeNotice();
    if (n) note.textContent = n;
    const draw = () => {
      const done = countDone(prefix);
      text.textContent = `${done} of ${total} done`;
      el.classList.toggle("is-complete", done >= total && total > 0);
      button.hidden = done === 0;
    };
    el.replaceChildren(text, " ", button);
    if (n) el.append(note);
    draw();
    window.addEventListener("hf:progress", draw);
  }
}
