#!/usr/bin/env bash
# Larger grids: makes a hard 16x16 and a hard 25x25 puzzle (a random valid grid from a fixed seed,
# givens removed in random order while the solution stays unique, until none can go or the budget
# for making it runs out), times solving and proving each unique in-process (5 runs), and as a
# whole './satdoku solve' process with hyperfine when it is installed.
# Usage: scripts/bench-large.sh [SEED] [BUDGET_SECONDS]   (defaults 1 and 60)
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
seed="${1:-1}"
budget="${2:-60}"
"$root/satdoku" --version >/dev/null   # builds the jar if needed (the whole-process timings use it)
bench="$("$root/scripts/bench-jar.sh")"   # bench/target/benchmarks.jar, where the benchmark mains live
out="$(mktemp -d)"
trap 'rm -rf "$out"' EXIT
echo "machine: $(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //'), load average $(cut -d' ' -f1-3 /proc/loadavg)"
for n in 16 25; do
  java -XX:+UseSerialGC -cp "$bench" dev.satdoku.bench.LargeGridBenchmark "$n" "$seed" "$budget" "$out/$n.txt"
  echo "  puzzle: $(cat "$out/$n.txt")"
  if command -v hyperfine >/dev/null 2>&1; then
    hyperfine -N -w 1 -r 5 "$root/satdoku solve $out/$n.txt" 2>/dev/null | grep -E 'Time|Range' | sed 's/^/  whole process: /'
  fi
done
