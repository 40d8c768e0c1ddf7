import json, time
from .conftest import wait_for_instant_navigation, wait_for_material
from .test_accessibility import site_pages, axe_violations, BOOT

def test_instant(new_context, built_site):
    ctx, guard = new_context(color_scheme="light")
    page = ctx.new_page()
    log = []
    cur = {"name": "(start)"}
    page.on("console", lambda m: log.append((cur["name"], f"{m.type}: {m.text}")) if m.type in ("warning", "error") else None)
    page.on("pageerror", lambda e: log.append((cur["name"], f"pageerror: {e}")))
    page.on("response", lambda r: log.append((cur["name"], f"HTTP {r.status} {r.url}")) if r.status >= 400 else None)
    page.goto(built_site.url(""))
    wait_for_instant_navigation(page)
    t0 = time.time()
    times = {}
    for path in site_pages(built_site)[1:]:
        cur["name"] = path
        t = time.time()
        served = len(built_site.requests)
        url = built_site.url(path)
        page.evaluate("(u) => window.location$.next(new URL(u))", url)
        page.wait_for_function("(u) => location.href === u", arg=url, timeout=BOOT)
        try:
            page.wait_for_function(
                "() => [...document.querySelectorAll('[data-hf-widget]')].every((e) => e.dataset.hfMounted === 'ready')",
                timeout=30000)
        except Exception:
            st = page.evaluate("() => [...document.querySelectorAll('[data-hf-widget]')].map((e) => [e.dataset.hfWidget, e.id, e.dataset.hfMounted])")
            log.append((path, "NOT READY " + json.dumps(st)[:500]))
            with open("/tmp/instant.txt", "w") as f:
                for n, m in log:
                    f.write(f"{n}: {m}\n")
            raise
        start = page.locator('[data-play="start"]')
        if start.count():
            start.click()
            page.wait_for_selector(".hf-play[data-waiting]", timeout=BOOT)
        v = axe_violations(page)
        if v:
            log.append((path, "AXE " + json.dumps(v)[:300]))
        req = built_site.requests[served:]
        times[path] = (round(time.time() - t, 2), len(req), page.evaluate("performance.getEntriesByType('navigation').length"))
    with open("/tmp/instant.txt", "w") as f:
        f.write(f"total {time.time()-t0:.1f}\n")
        for k, v in times.items():
            f.write(f"{k} {v}\n")
        for n, m in log:
            f.write(f"{n}: {m}\n")
