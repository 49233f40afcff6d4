#!/usr/bin/env bash
# Connectivity encodings compared on shading puzzles (default: the yin-yang puzzle cmears-3-zippery):
# CNF size, SAT4J in-process "solve and prove unique" after a warm-up (median, conflicts), then
# CaDiCaL on the DIMACS of each encoding, as a separate process timed by hyperfine: the satisfiable
# CNF (find the solution) and the CNF with that solution blocked (prove it unique).
# Usage: scripts/bench-connectivity.sh [PUZZLE...] [--min-millis M]
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
bench="$("$root/scripts/bench-jar.sh")"   # bench/target/benchmarks.jar, where the benchmark mains live
cd "$root"
tmp="$(mktemp -d "${TMPDIR:-/tmp}/satdoku-connectivity.XXXXXX")"
trap 'rm -rf "$tmp"' EXIT
java ${SATDOKU_JAVA_OPTS:-} -cp "$bench" dev.satdoku.bench.ConnectivityBench --dimacs "$tmp" "$@"
if ! command -v cadical >/dev/null || ! command -v hyperfine >/dev/null; then
  echo "CaDiCaL or hyperfine not installed (apt-get install cadical hyperfine): external timings skipped"
  exit 0
fi
echo "CaDiCaL $(cadical --version) on the DIMACS of each encoding (hyperfine, mean of 10 runs after 2 warm-ups):"
printf '  %-40s %10s %10s %s\n' "CNF" "mean ms" "conflicts" "result"
for cnf in "$tmp"/*.cnf; do
  hyperfine -N -i --warmup 2 --runs 10 --export-json "$tmp/h.json" "cadical -q $cnf" >/dev/null 2>&1
  mean=$(python3 -c "import json; print('%.1f' % (json.load(open('$tmp/h.json'))['results'][0]['mean'] * 1000))")
  out=$(cadical "$cnf" 2>&1 || true)
  conflicts=$(awk '/^c conflicts:/ {print $3; exit}' <<<"$out")
  result=$(awk '/^s / {print $2; exit}' <<<"$out")
  printf '  %-40s %10s %10s %s\n' "$(basename "$cnf")" "$mean" "${conflicts:-?}" "$result"
done
