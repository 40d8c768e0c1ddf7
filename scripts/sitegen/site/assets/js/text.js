// The page's own interface texts (buttons, statuses, labels) in the page's
// language. The English is written in the code, and is the message's id:
//
//   t("Undo")                                   a text
//   t("Hint: {hint}", { hint })                 with named parameters
//   tn("{n} match", "{n} matches", n)           chosen by a count ({n} is the count unless given)
//   tc("a zone with no card", "empty")          the same English meaning something else elsewhere
//
// Babel reads these calls from the code into the site's catalog
// (scripts/sitegen/locale/site.pot, python -m hanafuda_site.catalogs): the
// English and the context must be written as string literals in the call.
// A page in another language carries its translations in its head
// (<script type="application/json" id="hf-text">, templates/main.html, from
// scripts/sitegen/pagetext.py): {"<id>": "<text>", "<context>\u0004<id>":
// "<text>", "<singular>\u0000<plural>": ["<form>", ...], "": {"language",
// "plural": {"<plural category>": <form index>}}}. It is read once: Material's
// instant navigation keeps the first page's head, and a change of language
// loads the whole page. A text with no translation is written in English, as
// is every text of a page without translations (the English pages).
//
// The texts the engine sends (its view models, verdicts, reasons) are written
// by the engine in the page's language already: they never go through here.

let loaded = null;

function data() {
  if (loaded) return loaded;
  let read = null;
  try {
    const node = typeof document === "undefined" ? null : document.getElementById("hf-text");
    read = node ? JSON.parse(node.textContent) : null;
  } catch (err) {
    console.warn("[hanafuda] the page's texts could not be read: the interface is in English", err);
    read = null;
  }
  const texts = read && typeof read === "object" && !Array.isArray(read) ? read : {};
  const meta = texts[""] || {};
  let rules = null;
  if (meta.language && meta.plural) {
    try {
      rules = new Intl.PluralRules(meta.language);
    } catch (err) {
      rules = null;
    }
  }
  loaded = { texts, plural: meta.plural || {}, rules };
  return loaded;
}

/** `text` with each `{name}` of `params` written in; a `{name}` not given stays as it is (see place()). */
function fill(text, params) {
  if (!params) return text;
  return text.replace(/\{([A-Za-z_][A-Za-z0-9_]*)\}/g, (whole, name) =>
    Object.prototype.hasOwnProperty.call(params, name) ? String(params[name]) : whole,
  );
}

function translated(key) {
  const found = data().texts[key];
  return typeof found === "string" && found ? found : null;
}

/** The text `text` in the page's language, with its parameters. */
export function t(text, params) {
  return fill(translated(text) ?? text, params);
}

/** The text of `context` whose English is `text` (the same English may need two translations). */
export function tc(context, text, params) {
  return fill(translated(`${context}\u0004${text}`) ?? text, params);
}

/**
 * The form for the count `n` of a text whose English is `singular` (n = 1) or
 * `plural`; `{n}` is the count unless `params` gives it. A language's forms
 * are chosen by its plural category (Intl.PluralRules) mapped by the build
 * to the catalog's forms.
 */
export function tn(singular, plural, n, params) {
  const all = { n, ...params };
  const { texts, plural: index, rules } = data();
  const forms = texts[`${singular}\u0000${plural}`];
  if (Array.isArray(forms) && forms.length && rules) {
    const form = forms[index[rules.select(n)] ?? forms.length - 1];
    if (typeof form === "string" && form) return fill(form, all);
  }
  return fill(n === 1 ? singular : plural, all); // English, the source
}

/**
 * A translated text whose `{name}`s are DOM nodes (a link, a button, a bold
 * sentence) or strings written in now: the list of its parts, for
 * `element.append(...parts)`. Give the text to t() without these names, which
 * it leaves for here: place(t("… the next one is {link}."), { link: a }).
 */
export function place(text, parts) {
  const out = [];
  let at = 0;
  for (const m of text.matchAll(/\{([A-Za-z_][A-Za-z0-9_]*)\}/g)) {
    if (!Object.prototype.hasOwnProperty.call(parts, m[1])) continue;
    if (m.index > at) out.push(text.slice(at, m.index));
    const part = parts[m[1]];
    if (part !== null && part !== undefined && part !== "") out.push(part);
    at = m.index + m[0].length;
  }
  if (at < text.length) out.push(text.slice(at));
  return out;
}

/**
 * Two sentences one after the other (text or DOM nodes), as the page's
 * language writes them: English puts a space between them, Japanese does not.
 * The list of parts, for `element.append(...parts)`.
 */
export function sentences(first, second) {
  // Translators: two sentences, or a sentence in bold and what follows it; in English a space between them.
  return place(tc("two sentences, one after the other", "{first} {second}"), { first, second });
}
