"""Count the collected test cases, by suite, and those that bear an assertion.

A case bears an assertion when its test function contains an ``assert``, a
``pytest.raises``/``fail``/``warns``, a Playwright wait (``wait_for*``, which
fails when the page never reaches the state), or calls (by name) a function
of the tests tree that does, transitively (a static reading: a helper named
like another is taken to be it).  The cases are pytest's own node ids:

    .venv/bin/python -m pytest --collect-only -q [--slow-share 0.34] > ids.txt
    python tests/count_cases.py ids.txt

so that a change to the suite can show it runs as many checks as before.
"""
import ast, sys, collections
from pathlib import Path

ROOT = Path(sys.argv[2] if len(sys.argv) > 2 else ".")
CHECKS = {"raises", "fail", "warns", "wait_for", "wait_for_selector", "wait_for_function", "wait_for_url",
          "wait_for_load_state", "fail_unless", "deprecated_call"}

def called_names(fn):
    out = set()
    for n in ast.walk(fn):
        if isinstance(n, ast.Call):
            f = n.func
            if isinstance(f, ast.Name): out.add(f.id)
            elif isinstance(f, ast.Attribute): out.add(f.attr)
    return out

def direct(fn):
    for n in ast.walk(fn):
        if isinstance(n, ast.Assert): return True
    return bool(called_names(fn) & CHECKS)

funcs = {}   # qualified (file, qual) -> node
byname = collections.defaultdict(list)
for p in (ROOT / "tests").rglob("*.py"):
    tree = ast.parse(p.read_text())
    def visit(node, prefix):
        for ch in ast.iter_child_nodes(node):
            if isinstance(ch, (ast.FunctionDef, ast.AsyncFunctionDef)):
                q = prefix + ch.name
                funcs[(str(p.relative_to(ROOT)), q)] = ch
                byname[ch.name].append(ch)
                visit(ch, q + ".")
            elif isinstance(ch, ast.ClassDef):
                visit(ch, prefix + ch.name + ".")
    visit(tree, "")

bearing = {id(f) for f in funcs.values() if direct(f)}
changed = True
while changed:
    changed = False
    for f in funcs.values():
        if id(f) in bearing: continue
        if any(id(g) in bearing for name in called_names(f) for g in byname.get(name, ())):
            bearing.add(id(f)); changed = True

ids = [l.strip() for l in open(sys.argv[1]) if "::" in l]
per = collections.Counter(); perb = collections.Counter(); missing = []
for nid in ids:
    path, *parts = nid.split("::")
    qual = ".".join(parts).split("[")[0]
    f = funcs.get((path, qual))
    suite = "/".join(path.split("/")[:2])
    per[suite] += 1
    if f is None: missing.append(nid); continue
    if id(f) in bearing: perb[suite] += 1
for s in sorted(per): print(f"{s:20} {per[s]:6} {perb[s]:6}")
print(f"{'total':20} {sum(per.values()):6} {sum(perb.values()):6}")
if missing: print("unresolved:", missing[:10], len(missing))
nb = [n for n in ids if (lambda f: f is not None and id(f) not in bearing)(funcs.get((n.split('::')[0], '.'.join(n.split('::')[1:]).split('[')[0])))]
print("not bearing:", len(nb)); [print("  ", n) for n in nb[:40]]
