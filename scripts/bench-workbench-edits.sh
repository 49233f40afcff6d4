#!/usr/bin/env bash
# The workbench's answer time after an edit, against references measured in the same run.
# Starts 'satdoku serve' once (through the launcher, the jar as a setter runs it), picks the 9x9
# instances of instances/variants (or the folder given) whose verdict is unique in under 2 s, up to
# PUZZLES of them spread over the folder, and warms the server on them (WARMUP rounds of verdicts and edits). Then, for each
# puzzle, it sends EDITS edits of each kind through POST /api/solve, as the page does:
#   add     a what-if given: the solution's digit typed into an empty cell ("edits": {"r4c5": 7});
#   remove  a what-if removal of one of the puzzle's givens ("edits": {"r1c3": 0});
#   rule    a rule added to the text: a sum of two adjacent empty cells with their solution total,
#           appended as a new line (a new puzzle text, as when the setter draws a rule).
# Each answer's round trip (HTTP and JSON included) and its server-side "millis" (encode, solve and
# check; "encodeMillis" and "solveMillis" split it) are kept; the rest of the round trip is reading the
# text, JSON and HTTP.
# References, in the same run and on the same puzzles: the first (cold) verdict of each puzzle, and
# each what-if given asked again with "incremental": false (re-encoded from the text, no warm solver).
# Prints per puzzle and overall the median and p90 round trip of each edit kind, the median server
# millis, the references and their ratio to the edits, and whether the 100 ms median target is met.
# Usage: scripts/bench-workbench-edits.sh [INSTANCES_DIR]   (env: PUZZLES=8, EDITS=10, WARMUP=2, LIMIT=60)
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
dir="${1:-$root/instances/variants}"
command -v python3 >/dev/null || { echo "bench-workbench-edits: python3 is needed" >&2; exit 2; }
. "$root/scripts/serve-for-bench.sh"
start_bench_server --max-seconds "${LIMIT:-60}"

DIR="$dir" URL="$url" python3 - <<'EOF'
import glob, json, os, random, statistics, time, urllib.request

folder, url = os.environ["DIR"], os.environ["URL"].rstrip("/")
puzzles, edits, warmup = (int(os.environ.get(k, d)) for k, d in (("PUZZLES", 8), ("EDITS", 10), ("WARMUP", 2)))

def post(path, body):
    req = urllib.request.Request(url + path, data=json.dumps(body).encode(), headers={"Content-Type": "application/json"})
    t0 = time.perf_counter()
    with urllib.request.urlopen(req, timeout=120) as r:
        answer = json.loads(r.read())
    return answer, (time.perf_counter() - t0) * 1000

def p90(xs):
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(round(0.9 * (len(xs) - 1))))]

def name(i):
    return f"r{i // 9 + 1}c{i % 9 + 1}"

rng = random.Random(2026)
chosen = []
files = sorted(glob.glob(os.path.join(folder, "*.sudoku")))
# Spread over the folder (every k-th file first, then the rest), so that the puzzles are of several sources and rule kinds.
stride = max(1, len(files) // max(1, puzzles))
order = [f for i, f in enumerate(files) if i % stride == 0] + [f for i, f in enumerate(files) if i % stride != 0]
for f in order:
    if len(chosen) == puzzles:
        break
    text = open(f, encoding="utf-8").read()
    info, _ = post("/api/puzzle", {"puzzle": text})
    if info["size"] != 9 or info["rows"] != 9 or info["cols"] != 9:
        continue
    # The first verdict of a fresh server on this puzzle: the cold reference.
    a, cold = post("/api/solve", {"puzzle": text, "session": "cold"})
    if a["status"] != "unique" or cold > 2000:
        continue
    own = [i for i, g in enumerate(info["givens"]) if g is not None]
    chosen.append({"file": f, "text": text, "solution": a["solutions"][0], "cold": cold, "own": own})
if not chosen:
    raise SystemExit("bench-workbench-edits: no 9x9 instance with a unique verdict under 2 s in " + folder)

def questions(p, n):
    sol, text, own = p["solution"], p["text"], p["own"]
    empty = [i for i in range(81) if i not in own]
    out = []
    for k in range(n):
        c = rng.choice(empty)
        out.append(("add", {"puzzle": text, "session": "edit", "edits": {name(c): sol[c]}}))
        if own:
            g = rng.choice(own)
            out.append(("remove", {"puzzle": text, "session": "edit", "edits": {name(g): 0}}))
        pairs = [(a, a + 1) for a in empty if a % 9 < 8 and a + 1 in empty]
        a = rng.choice(pairs) if pairs else (0, 1)
        rule = f"sum {sol[a[0]] + sol[a[1]]} {name(a[0])} {name(a[1])}"
        out.append(("rule", {"puzzle": text.rstrip("\n") + "\n" + rule + "\n", "session": "edit"}))
    return out

for _ in range(warmup):  # the JIT compiles the encoder's and the solver's hot paths on these
    for p in chosen:
        for kind, q in questions(p, 2):
            post("/api/solve", q)

kinds = ("add", "remove", "rule")
print(f"{len(chosen)} 9x9 puzzles, {edits} edits of each kind each; warm-up done ({warmup} rounds)", flush=True)
print(f"{'puzzle':28} " + " ".join(f"{k + ' med/p90 ms':>19}" for k in kinds) + f" {'server ms':>9} {'cold ms':>8} {'re-encoded':>10} {'re-enc/add':>10}")
all_rt = {k: [] for k in kinds}
all_server_kind = {k: [] for k in kinds}
split = {k: ([], []) for k in kinds}
all_server, all_every, all_cold, all_reenc, incremental_seen = [], [], [], [], 0
for p in chosen:
    rt = {k: [] for k in kinds}
    server, reenc = [], []
    for kind, q in questions(p, edits):
        a, ms = post("/api/solve", q)
        if a["status"] not in ("unique", "multiple", "none"):
            print(f"  warning: {os.path.basename(p['file'])} {kind}: {a['status']}")
        rt[kind].append(ms)
        server.append(a["millis"])
        all_server_kind[kind].append(a["millis"])
        split[kind][0].append(a.get("encodeMillis", 0))
        split[kind][1].append(a.get("solveMillis", 0))
        incremental_seen += bool(a.get("incremental"))
        if kind == "add":
            again = dict(q, incremental=False)
            b, ms2 = post("/api/solve", again)
            if b["status"] != a["status"]:
                raise SystemExit(f"bench-workbench-edits: {p['file']} {q['edits']}: warm '{a['status']}' but re-encoded '{b['status']}'")
            reenc.append(ms2)
    every = [x for k in kinds for x in rt[k]]
    cols = " ".join(f"{statistics.median(rt[k]):9.1f}/{p90(rt[k]):9.1f}" if rt[k] else f"{'-':>19}" for k in kinds)
    print(f"{os.path.basename(p['file']):28} {cols} {statistics.median(server):9.1f} {p['cold']:8.0f} {statistics.median(reenc):10.1f} "
          f"{statistics.median(reenc) / statistics.median(rt['add']):10.2f}", flush=True)
    for k in kinds:
        all_rt[k] += rt[k]
    all_server += server
    all_every += every
    all_cold.append(p["cold"])
    all_reenc += reenc

print()
for k in (k for k in kinds if all_rt[k]):
    print(f"overall {k:7}: median {statistics.median(all_rt[k]):7.1f} ms, p90 {p90(all_rt[k]):7.1f} ms ({len(all_rt[k])} edits); "
          f"server-side median {statistics.median(all_server_kind[k]):.1f} ms (encode {statistics.median(split[k][0]):.1f}, "
          f"solve and check {statistics.median(split[k][1]):.1f}), p90 {p90(all_server_kind[k]):.1f} ms")
med = statistics.median(all_every)
print(f"overall all    : median {med:7.1f} ms, p90 {p90(all_every):7.1f} ms; server-side (encode, solve, check) median "
      f"{statistics.median(all_server):.1f} ms, so reading, JSON and HTTP about {med - statistics.median(all_server):.1f} ms")
print(f"references     : first cold verdict median {statistics.median(all_cold):.0f} ms ({statistics.median(all_cold) / med:.1f}x an edit); "
      f"what-if given re-encoded median {statistics.median(all_reenc):.1f} ms ({statistics.median(all_reenc) / statistics.median(all_rt['add']):.2f}x warm)")
print(f"warm solver answered {incremental_seen} of {len(all_every)} edits")
print(f"target 100 ms median: {'met' if med < 100 else 'MISSED'} ({med:.1f} ms)")
print(f"load average: {os.getloadavg()[0]:.2f} {os.getloadavg()[1]:.2f} {os.getloadavg()[2]:.2f} ({os.cpu_count()} cores)")
EOF
