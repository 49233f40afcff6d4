#!/usr/bin/env bash
# Start-up of a fresh process, two builds of the satdoku jar against each other: each started as the
# ./satdoku launcher starts it (its JVM options and a class-data sharing archive recorded for that
# jar, from SATDOKU_PRINT_JVM_OPTIONS=JAR), run alternately so that both see the same load. Prints
# per build the CPU time (user + system, from the kernel's accounting of the process) and the wall
# time of each run, their minimum and median, and candidate/reference. On a machine that others load,
# wall times vary with the load while CPU time stays close to the work the process did, so compare
# CPU time there and wall time on an idle machine.
#
# Usage: scripts/bench-startup.sh [--runs N] REFERENCE.jar CANDIDATE.jar [SATDOKU ARGS...]
#   --runs N   runs per build (default 10), after one unmeasured run of each (page cache)
#   ARGS       the satdoku command line (default: solve instances/variants/sigh-017.sudoku)
# Copy a build aside first (cp cli/target/satdoku.jar /tmp/before/), since the launcher rebuilds
# cli/target/satdoku.jar; each jar's archive is written beside it.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
runs=10
if [ "${1:-}" = --runs ]; then runs="$2"; shift 2; fi
[ $# -ge 2 ] || { sed -n '2,/^set -euo/p' "$0" | sed '$d; s/^# \{0,1\}//' >&2; exit 2; }
ref="$1"; cand="$2"; shift 2
[ $# -gt 0 ] || set -- solve "$root/instances/variants/sigh-017.sudoku"
for jar in "$ref" "$cand"; do
  [ -f "$jar" ] || { echo "bench-startup: no jar at $jar" >&2; exit 2; }
done
# The options each jar runs with; recording its archive happens here, outside the measured runs.
ref_opts="$(SATDOKU_PRINT_JVM_OPTIONS="$ref" "$root/satdoku")"
cand_opts="$(SATDOKU_PRINT_JVM_OPTIONS="$cand" "$root/satdoku")"

echo "machine: $(nproc) cores, $(java -version 2>&1 | head -1), load average $(cut -d' ' -f1-3 /proc/loadavg) at the start, $(date -u '+%Y-%m-%d %H:%M UTC')"
echo "command: satdoku $*"
echo "reference: $ref ($(echo "$ref_opts" | tr '\n' ' '))"
echo "candidate: $cand ($(echo "$cand_opts" | tr '\n' ' '))"
python3 - "$runs" "$ref" "$cand" "$ref_opts" "$cand_opts" "$@" <<'EOF'
import os, statistics, subprocess, sys, time

runs = int(sys.argv[1])
jars = {"reference": sys.argv[2], "candidate": sys.argv[3]}
opts = {"reference": sys.argv[4].split(), "candidate": sys.argv[5].split()}
args = sys.argv[6:]

def run(name):
    """(wall seconds, user + system CPU seconds) of one whole process."""
    start = time.monotonic()
    proc = subprocess.Popen(["java", *opts[name], "-jar", jars[name], *args],
                            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    _, status, usage = os.wait4(proc.pid, 0)
    wall = time.monotonic() - start
    proc.returncode = os.waitstatus_to_exitcode(status)
    err = proc.stderr.read().decode(errors="replace")
    proc.stderr.close()
    # 0: found what it looked for; 1 and 2 are still a whole run (no solution, usage); 3 is a bug.
    if proc.returncode not in (0, 1, 2):
        sys.exit(f"bench-startup: {name} exited with {proc.returncode}: {err.strip()}")
    return wall, usage.ru_utime + usage.ru_stime

for name in jars:
    run(name)
times = {name: [] for name in jars}
for _ in range(runs):
    for name in jars:
        times[name].append(run(name))

print()
print(f"{runs} runs each, alternating; seconds")
print()
print("| build | CPU min | CPU median | wall min | wall median | CPU per run | wall per run |")
print("|---|---:|---:|---:|---:|---|---|")
med = {}
for name, t in times.items():
    wall = [w for w, _ in t]
    cpu = [c for _, c in t]
    med[name] = (statistics.median(cpu), statistics.median(wall))
    print(f"| {name} | {min(cpu):.3f} | {med[name][0]:.3f} | {min(wall):.3f} | {med[name][1]:.3f} "
          f"| {' '.join(f'{c:.2f}' for c in cpu)} | {' '.join(f'{w:.2f}' for w in wall)} |")
print()
print(f"candidate/reference (medians): CPU {med['candidate'][0] / med['reference'][0]:.2f}, "
      f"wall {med['candidate'][1] / med['reference'][1]:.2f}")
EOF
echo "load average $(cut -d' ' -f1-3 /proc/loadavg) at the end"
