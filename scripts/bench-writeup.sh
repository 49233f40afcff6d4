#!/usr/bin/env bash
# The three puzzles of the "Solving variant sudoku in MiniZinc" write-up, timed two ways next to the
# write-up's CP times (0.2 s, 0.27 s, 1.2 s, its own hardware): in-process after a warm-up (SAT4J,
# median; dev.satdoku.bench.WriteupBench), and the whole process 'satdoku solve PUZZLE' (JVM start, parse,
# encode, solve, prove unique, check, print) timed by hyperfine.
# Usage: scripts/bench-writeup.sh [--min-millis M]
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
"$root/satdoku" --version >/dev/null   # builds cli/target/satdoku.jar when missing or stale
bench="$("$root/scripts/bench-jar.sh")"   # bench/target/benchmarks.jar, where the benchmark mains live
cd "$root"
jar="$root/cli/target/satdoku.jar"
java ${SATDOKU_JAVA_OPTS:-} -cp "$bench" dev.satdoku.bench.WriteupBench "$@"
echo
if ! command -v hyperfine >/dev/null; then
  echo "hyperfine not installed (apt-get install hyperfine): whole-process timings skipped"
  exit 0
fi
tmp="$(mktemp -d "${TMPDIR:-/tmp}/satdoku-writeup.XXXXXX")"
trap 'rm -rf "$tmp"' EXIT
echo "whole process, 'java -jar satdoku.jar solve PUZZLE' (hyperfine, mean of 10 runs after 2 warm-ups):"
printf '  %-30s %10s %10s %8s\n' "puzzle" "mean s" "stddev s" "CP (s)"
for entry in "cmears-1-dune:0.2" "cmears-2-two-halves:0.27" "cmears-3-zippery:1.2"; do
  name="${entry%%:*}"; cp="${entry##*:}"
  hyperfine -N --warmup 2 --runs 10 --export-json "$tmp/h.json" \
    "java ${SATDOKU_JAVA_OPTS:-} -jar $jar solve instances/variants/$name.sudoku" >/dev/null 2>&1
  read -r mean sd < <(python3 -c "import json; r=json.load(open('$tmp/h.json'))['results'][0]; print('%.3f %.3f' % (r['mean'], r['stddev']))")
  printf '  %-30s %10s %10s %8s\n' "$name" "$mean" "$sd" "$cp"
done
