#!/usr/bin/env bash
# The workbench's verdict time against the command line's, measured in the same run.
# Starts 'satdoku serve' once (through the launcher, as a setter would), warms it up, then for every
# 9x9 instance in instances/variants (or the folder given) asks POST /api/solve REPEAT times and takes
# the median round trip (HTTP included), and times the whole-process CLI answering the same question
# ('./satdoku solve FILE --timeout LIMIT', JVM start-up included) CLI_REPEAT times (median). Both sides
# give up after LIMIT seconds (60, the server's default); a question slower than 2 s is asked once.
# Prints one line per instance and a summary: the median over instances of each, and how many
# verdicts took under 100 ms.
# What-if: then, for each instance whose verdict is unique, WHATIF questions each typing the solution's
# digit into another empty cell (as a setter tries a given), asked both ways in alternation: from the
# puzzle's warm solver (the default) and re-encoded ("incremental": false); one untimed what-if first
# makes the warm solver. Prints the medians (server-side millis and round trip) and the load average.
# Usage: scripts/bench-serve.sh [INSTANCES_DIR]   (env: REPEAT=5, CLI_REPEAT=1, WARMUP=2, LIMIT=60, WHATIF=5)
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
dir="${1:-$root/instances/variants}"
command -v python3 >/dev/null || { echo "bench-serve: python3 is needed" >&2; exit 2; }
. "$root/scripts/serve-for-bench.sh"
start_bench_server --max-seconds "${LIMIT:-60}"

ROOT="$root" DIR="$dir" URL="$url" python3 - <<'EOF'
import glob, json, os, statistics, subprocess, time, urllib.request

root, folder, url = os.environ["ROOT"], os.environ["DIR"], os.environ["URL"].rstrip("/")
repeat, cli_repeat, warmup = (int(os.environ.get(k, d)) for k, d in (("REPEAT", 5), ("CLI_REPEAT", 1), ("WARMUP", 2)))
limit = os.environ.get("LIMIT", "60")

def post(path, body):
    req = urllib.request.Request(url + path, data=json.dumps(body).encode(), headers={"Content-Type": "application/json"})
    with urllib.request.urlopen(req, timeout=120) as r:
        return json.loads(r.read())

files = []
for f in sorted(glob.glob(os.path.join(folder, "*.sudoku"))):
    text = open(f, encoding="utf-8").read()
    if post("/api/puzzle", {"puzzle": text})["size"] == 9:
        files.append((f, text))
slow = set()
for _ in range(warmup):  # the JIT compiles the solver's hot paths on these
    for f, text in files:
        if f in slow:
            continue
        t0 = time.perf_counter()
        post("/api/solve", {"puzzle": text, "session": "bench"})
        if time.perf_counter() - t0 > 2:
            slow.add(f)

print(f"{len(files)} 9x9 instances; warm-up done ({warmup} rounds)", flush=True)
print(f"{'instance':34} {'verdict':9} {'serve ms':>9} {'solve ms':>9} {'CLI ms':>8} {'CLI/serve':>9}")
serve_all, cli_all, under = [], [], 0
for f, text in files:
    rounds, status, inner = [], None, []
    for _ in range(1 if f in slow else repeat):
        t0 = time.perf_counter()
        a = post("/api/solve", {"puzzle": text, "session": "bench"})
        rounds.append((time.perf_counter() - t0) * 1000)
        status, inner = a["status"], inner + [a["millis"]]
    cli = []
    for _ in range(cli_repeat):
        t0 = time.perf_counter()
        p = subprocess.run([os.path.join(root, "satdoku"), "solve", f, "--timeout", limit], capture_output=True, text=True)
        cli.append((time.perf_counter() - t0) * 1000)
        said = {"unique": ["unique solution"], "multiple": ["solutions", "more than one"], "none": ["no solution"],
                "timeout": ["timeout"]}
        if p.returncode != 0 or not any(w in p.stdout for w in said.get(status, [status])):
            print(f"  warning: the CLI said something else for {f}: {p.stdout.splitlines()[:1]} {p.stderr.strip()[:200]}")
    s, c = statistics.median(rounds), statistics.median(cli)
    serve_all.append(s); cli_all.append(c); under += s < 100
    print(f"{os.path.basename(f):34} {status:9} {s:9.1f} {statistics.median(inner):9.0f} {c:8.0f} {c / s:9.1f}", flush=True)

whatif = int(os.environ.get("WHATIF", 5))
if whatif > 0:
    print()
    print(f"what-if: {whatif} typed givens per unique instance, warm solver vs re-encoding (server ms, round trip ms)")
    print(f"{'instance':34} {'warm ms':>8} {'cold ms':>8} {'warm rt':>8} {'cold rt':>8} {'cold/warm':>9}")
    warm_all, cold_all, warm_rt_all, cold_rt_all, not_warm = [], [], [], [], 0
    for f, text in files:
        if f in slow:
            continue
        a = post("/api/solve", {"puzzle": text, "session": "bench"})
        if a["status"] != "unique":
            continue
        solution, givens = a["solutions"][0]["digits"], post("/api/puzzle", {"puzzle": text})["givens"]
        cells = [i for i in range(81) if givens[i] == 0][: whatif + 1]
        edit = lambda i: {f"r{i // 9 + 1}c{i % 9 + 1}": solution[i]}
        post("/api/solve", {"puzzle": text, "session": "bench", "edits": edit(cells[0])})  # makes the warm solver
        warm, cold, warm_rt, cold_rt = [], [], [], []
        for i in cells[1:]:
            for incremental, ms, rt in ((True, warm, warm_rt), (False, cold, cold_rt)):
                t0 = time.perf_counter()
                b = post("/api/solve", {"puzzle": text, "session": "bench", "edits": edit(i), "incremental": incremental})
                rt.append((time.perf_counter() - t0) * 1000)
                ms.append(b["millis"])
                if b["status"] != "unique":
                    print(f"  warning: {f} with {edit(i)} answered {b['status']}")
                if incremental and not b.get("incremental"):
                    not_warm += 1
        w, c = statistics.median(warm), statistics.median(cold)
        warm_all.append(w); cold_all.append(c)
        warm_rt_all.append(statistics.median(warm_rt)); cold_rt_all.append(statistics.median(cold_rt))
        print(f"{os.path.basename(f):34} {w:8.1f} {c:8.1f} {warm_rt_all[-1]:8.1f} {cold_rt_all[-1]:8.1f} {c / max(w, 0.5):9.1f}", flush=True)
    if warm_all:
        print(f"what-if over {len(warm_all)} unique instances: median server time warm {statistics.median(warm_all):.1f} ms, "
              f"re-encoded {statistics.median(cold_all):.1f} ms; round trip warm {statistics.median(warm_rt_all):.1f} ms, "
              f"re-encoded {statistics.median(cold_rt_all):.1f} ms; {not_warm} what-ifs fell back to re-encoding")

print()
print(f"load average (1, 5, 15 min) at the end: {' '.join(f'{x:.2f}' for x in os.getloadavg())} on {os.cpu_count()} cores")
print(f"{len(files)} 9x9 instances; median verdict: served {statistics.median(serve_all):.1f} ms, "
      f"CLI {statistics.median(cli_all):.0f} ms ({statistics.median(cli_all) / statistics.median(serve_all):.0f}x); "
      f"{under} of {len(files)} served under 100 ms")
EOF
