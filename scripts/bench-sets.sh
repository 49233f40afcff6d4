#!/usr/bin/env bash
# Classic-set benchmark: solve-and-prove-unique puzzles per second in one JVM, and the average CNF
# size before and after simplification, for every set in ../shared/data/classic (or DIR).
# Usage: scripts/bench-sets.sh [DIR] [--limit N] [--amo pairwise|sequential] [--no-simplify]
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
dir="${1:-$root/../shared/data/classic}"
[ $# -gt 0 ] && shift
if [ ! -d "$dir" ]; then
  echo "bench-sets: no puzzle sets at $dir (the classic sets live in ../shared/data/classic)" >&2
  exit 1
fi
bench="$("$root/scripts/bench-jar.sh")"   # bench/target/benchmarks.jar, where the benchmark mains live
echo "machine: $(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //'), $(java -version 2>&1 | head -1)"
exec java ${SATDOKU_JAVA_OPTS:-} -cp "$bench" dev.satdoku.bench.ClassicSetBenchmark "$dir" "$@"
