"""The browser tests wait on the page's own state, never on time: a pause that
is long enough on an idle machine fails on a busy one, and one long enough
for a busy machine slows every run.  (A state wait may have a timeout: that
is how long the test lets the page take to get there, not a pause.)"""

from __future__ import annotations

import re
from pathlib import Path

HERE = Path(__file__).resolve().parent
PAUSES = re.compile(r"\bwait_for_timeout\(|\btime\.sleep\(|\basyncio\.sleep\(|\bsleep\(|setTimeout\(\s*\w+\s*,")


def test_no_browser_test_pauses_for_a_while():
    found = []
    for path in sorted(HERE.rglob("*.py")):
        if path == Path(__file__).resolve():
            continue
        for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1):
            if PAUSES.search(line):
                found.append(f"{path.relative_to(HERE.parent.parent)}:{n}: {line.strip()}")
    assert not found, "waits on time in the browser tests:\n" + "\n".join(found)


def test_the_check_sees_a_pause():
    for line in ('page.wait_for_timeout(300)', 'time.sleep(1)',
                 'page.evaluate("() => new Promise((r) => setTimeout(r, 500))")'):
        assert PAUSES.search(line), line
    assert not PAUSES.search('page.wait_for_function("() => window.ready", timeout=60_000)')
