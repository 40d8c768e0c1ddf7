"""The order in which a page with widgets starts.

Material's JavaScript bundle takes 120–210 ms of processor time to evaluate
on a 2-core machine, and as a plain script at the end of the page it runs
before the widgets' modules: the learner's board waited for it.  On pages
with widgets the build replaces that script with a small loader that adds it
once the runtime has drawn the widgets in view and the browser has painted
them (``hf:widgets-drawn``, sent by assets/js/hanafuda-runtime.js; after two
seconds if the runtime never says so), and then only at a quiet moment: the
learner has touched nothing for :data:`QUIET_MS` and the browser is idle.  A
learner answering move after move would otherwise see a verdict wait for it
(on the slow mobile network the bundle arrives a second later, in the middle
of a lesson: docs/design/page-load.md).  A learner who reaches for the page
around the widgets (a link, the header, the sidebar, the search) starts it at
once, so that instant navigation is there for the link they follow.  The page
is readable and its links work meanwhile.  Material starts on ``DOMContentLoaded``, which has passed by
then, so the loader announces it again for the bundle, and then lets the page
restore what was held back for Material (the search worker,
templates/main.html).

Material's instant navigation, as it starts, rewrites every relative ``href``
and ``src`` in the page to its absolute form (``el.href = el.href``), so that
the head it compares on each navigation matches the next page's.  Before the
first paint (where Material normally starts) that costs nothing; here, after
the widgets are painted, it re-requested every stylesheet of the page (a link
whose ``href`` changes is loaded again) and the browser dropped their rules
until they came back: for a frame or two the page lost its styles (a layout
shift of 0.3 to 2.0), and colours measured then were wrong.  So, before the
bundle runs, the head's stylesheet links keep their attribute (they stay as
they are) and read as absolute to Material, which then keeps them on
navigation as it would have; the head's other links (the icon, preloads) are
made absolute (a relative one kept would be read again against the next page's
address when the address changes: the icon was asked for at a wrong address).
"""

from __future__ import annotations

import json
import re

BUNDLE = re.compile(r'<script src="([^"]*assets/javascripts/bundle\.[0-9a-f]+\.min\.js)"></script>')
FALLBACK_MS = 2000
QUIET_MS = 400
"""How long the learner has touched nothing (no pointer, key or wheel) before Material starts."""

LOADER = """<script>
  /* Material's bundle, once the widgets are drawn, at a quiet moment (scripts/sitegen/startup.py). */
  (function () {
    var started = false;
    window.__hanafudaMaterialLater = true;
    function keepHeadLinks() {
      var href = Object.getOwnPropertyDescriptor(HTMLLinkElement.prototype, "href");
      var outer = Object.getOwnPropertyDescriptor(Element.prototype, "outerHTML");
      if (!href || !outer) return;
      [].forEach.call(document.querySelectorAll("head > link[href]"), function (link) {
        var absolute = link.href;
        if (link.rel !== "stylesheet") {
          /* Only a stylesheet loads again when its address is rewritten; the others
             (the icon, preloads) become absolute, as Material would make them, so
             that the browser does not read them against the next page's address. */
          link.setAttribute("href", absolute);
          return;
        }
        var seen = link.cloneNode(false);
        seen.setAttribute("href", absolute);  /* a detached copy: loads nothing */
        Object.defineProperty(link, "href", {
          configurable: true,
          get: function () { return absolute; },
          set: function (value) { if (String(value) !== absolute) href.set.call(link, value); }
        });
        Object.defineProperty(link, "outerHTML", {
          configurable: true,
          get: function () { return outer.get.call(seen); },
          set: function (value) { outer.set.call(link, value); }
        });
      });
    }
    function start() {
      if (started) return;
      started = true;
      touches.forEach(function (type) { document.removeEventListener(type, touched, {capture: true}); });
      keepHeadLinks();
      var script = document.createElement("script");
      script.src = %(src)s;
      script.onload = function () {
        document.dispatchEvent(new Event("DOMContentLoaded"));
        if (window.__hanafudaMaterialStarted) window.__hanafudaMaterialStarted();
      };
      document.body.appendChild(script);
    }
    /* At a quiet moment: nothing touched for a while, and the browser idle. */
    var last = performance.now(), waiting = false;
    function whenQuiet() {
      if (started || waiting) return;
      var wait = last + %(quiet)d - performance.now();
      waiting = true;
      if (wait > 0) return setTimeout(function () { waiting = false; whenQuiet(); }, wait);
      (window.requestIdleCallback || setTimeout)(function () {
        waiting = false;
        if (performance.now() - last >= %(quiet)d) start(); else whenQuiet();
      }, {timeout: 500});
    }
    var around = "a[href], .md-header, .md-sidebar, .md-tabs, .md-search, .md-footer";
    var touches = ["pointerdown", "pointermove", "pointerover", "keydown", "wheel", "touchstart", "focusin", "click"];
    function touched(event) {
      last = performance.now();
      if (event.type === "pointermove" || event.type === "wheel" || event.type === "keydown") return;
      var t = event.target;  /* reaching for the page around the widgets */
      if (t && t.closest && t.closest(around) && !t.closest("[data-hf-widget]")) start();
    }
    touches.forEach(function (type) { document.addEventListener(type, touched, {capture: true, passive: true}); });
    document.addEventListener("hf:widgets-drawn", whenQuiet);
    setTimeout(whenQuiet, %(fallback)d);
  })();
</script>"""


class StartupError(RuntimeError):
    pass


def material_after_widgets(html: str) -> str:
    """``html`` (a page with widgets) with Material's bundle loaded after them."""
    found = BUNDLE.findall(html)
    if len(found) != 1:
        raise StartupError(f"expected Material's bundle script once in the page, found it {len(found)} times")
    return BUNDLE.sub(lambda m: LOADER % {"src": json.dumps(m.group(1)), "fallback": FALLBACK_MS, "quiet": QUIET_MS},
                      html)
