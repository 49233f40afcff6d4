#!/usr/bin/env bash
# Throughput of the Spark job on Spark's local[2] master against `satdoku batch --threads 2`, on the
# same machine and file, in one run (both as whole processes, start-up included). Prints puzzles per
# hour for each and the ratio spark/batch, with the load average (figures taken on a busy machine
# are not comparable with idle ones).
# Usage: scripts/bench-spark.sh [LINES]   (default 20000 lines of ../shared/data/classic/puzzles2_17_clue,
#        or the 100-puzzle sample of instances/batch repeated when ../shared is absent)
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
lines="${1:-20000}"
work="$(mktemp -d "${TMPDIR:-/tmp}/satdoku-bench-spark.XXXXXX")"
trap 'rm -rf "$work"' EXIT
set17="$root/../shared/data/classic/puzzles2_17_clue"
if [ -f "$set17" ]; then
  awk -v n="$lines" '!/^#/ { print; if (++c >= n) exit }' "$set17" > "$work/in.txt"; src="first $lines puzzles of puzzles2_17_clue"
else
  while [ "$(wc -l < "$work/in.txt" 2>/dev/null || echo 0)" -lt "$lines" ]; do grep -v '^#' "$root/instances/batch/classic-sample.txt" >> "$work/in.txt"; done
  head -n "$lines" "$work/in.txt" > "$work/in2.txt"; mv "$work/in2.txt" "$work/in.txt"; src="instances/batch/classic-sample.txt repeated to $lines lines"
fi
n="$(wc -l < "$work/in.txt")"
"$root/satdoku" --version >/dev/null           # build the CLI jar before timing
"$root/scripts/spark-local.sh" --cores 2 "$work/in.txt" "$work/warm" >/dev/null 2>&1 || true  # build the Spark jar
rm -rf "$work/warm"
echo "input: $src ($n puzzles); load average before: $(cut -d' ' -f1-3 /proc/loadavg); cores: $(nproc)"
t0=$(date +%s.%N); "$root/satdoku" batch "$work/in.txt" --threads 2 --format jsonl -o "$work/batch.jsonl" --no-progress 2>/dev/null || true; t1=$(date +%s.%N)
between="$(cut -d' ' -f1-3 /proc/loadavg)"   # the load can change between the runs on a shared machine
"$root/scripts/spark-local.sh" --cores 2 "$work/in.txt" "$work/spark" >/dev/null 2>&1; t2=$(date +%s.%N)
got="$(cat "$work"/spark/part-* | wc -l)"; want="$(wc -l < "$work/batch.jsonl")"
[ "$got" = "$want" ] || { echo "bench-spark: spark wrote $got records, batch $want" >&2; exit 1; }
awk -v n="$n" -v b="$(echo "$t1 - $t0" | bc)" -v s="$(echo "$t2 - $t1" | bc)" 'BEGIN {
  printf "batch --threads 2   %8.1f s  %12.0f puzzles/hour\n", b, n / b * 3600
  printf "spark local[2]      %8.1f s  %12.0f puzzles/hour\n", s, n / s * 3600
  printf "spark / batch throughput: %.2f\n", b / s }'
echo "load average between the runs: $between; after: $(cut -d' ' -f1-3 /proc/loadavg)"
