#!/usr/bin/env bash
# Classic throughput against the reference: satdoku batch and ../shared/bench/cadical-anchor.sh
# (CaDiCaL in-process, complete encoding, givens as assumptions) on the same files in the same
# run, solve and prove unique (count to 2), one thread. Prints a Markdown table: set, satdoku
# rate, anchor rate, ratio; then the --threads 2 scaling and the full 17-clue file under -Xmx256m.
#
# Usage: scripts/bench-classic.sh [--limit N] [--rounds R] [--quick]
#   SATDOKU_BATCH_ARGS="--reuse-solver classic" scripts/bench-classic.sh ...  adds options to every
#   satdoku batch run (an A/B of a batch option against the same anchor)
#   --limit N   first N lines of each set (default 5000)
#   --rounds R  satdoku and the anchor run back to back R times per set (default 3); the table shows
#               the median of each and the median of the per-round ratios (the machine is shared,
#               so only ratios within a round mean much)
#   --quick     skip the scaling and memory runs
# Rates are in-process on both sides: the anchor times its solving loop, satdoku batch --summary
# times from the first line read to the last result written (reading, parsing, encoding, solving,
# checking, writing; JIT warm-up included, JVM start excluded). The wall-clock rate of the whole
# satdoku process is shown too. Needs Java 17 and Maven (for ./satdoku), g++ and libcadical-dev
# (installed here with apt-get when missing).
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
data="${SATDOKU_CLASSIC:-$root/../shared/data/classic}"
anchor="${SATDOKU_ANCHOR:-$root/../shared/bench/cadical-anchor.sh}"
limit=5000
rounds=3
quick=0
while [ $# -gt 0 ]; do
  case "$1" in
    --limit) limit="$2"; shift 2 ;;
    --rounds) rounds="$2"; shift 2 ;;
    --quick) quick=1; shift ;;
    *) echo "bench-classic: unknown option $1" >&2; exit 2 ;;
  esac
done
sets=(puzzles2_17_clue puzzles3_magictour_top1465 puzzles6_forum_hardest_1106 msolve_hardest_to_solve)

[ -d "$data" ] || { echo "bench-classic: no classic sets at $data (they live in ../shared/data/classic)" >&2; exit 1; }
[ -x "$anchor" ] || { echo "bench-classic: no reference harness at $anchor" >&2; exit 1; }
if ! command -v g++ >/dev/null 2>&1 || [ ! -f /usr/include/cadical.hpp ]; then
  SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO="sudo"
  $SUDO apt-get install -y -q g++ libcadical-dev >/dev/null 2>&1 \
    || { $SUDO apt-get update -q >/dev/null && $SUDO apt-get install -y -q g++ libcadical-dev >/dev/null; }
fi
"$root/satdoku" --version >/dev/null   # builds the jar and the start-up archive if needed

tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT

# satdoku batch FILE ARGS...: prints "inprocess_rate wall_rate puzzles unique"
satdoku_rate() {
  local file="$1"; shift
  local t0 t1 summary
  t0=$(date +%s.%N)
  # shellcheck disable=SC2086  # SATDOKU_BATCH_ARGS is a list of options, split on blanks on purpose
  summary=$("$root/satdoku" batch "$file" --summary "$@" ${SATDOKU_BATCH_ARGS:-} 2>&1 >/dev/null | grep '^satdoku batch:')
  t1=$(date +%s.%N)
  python3 - "$summary" "$t0" "$t1" <<'PY'
import re, sys
s, t0, t1 = sys.argv[1], float(sys.argv[2]), float(sys.argv[3])
n = int(re.search(r'batch: (\d+) puzzles', s).group(1))
rate = float(re.search(r'([\d.]+) puzzles/s', s).group(1))
unique = re.search(r'unique=(\d+)', s)
print(f"{rate:.1f} {n / (t1 - t0):.1f} {n} {unique.group(1) if unique else 0}")
PY
}

median() { python3 -c 'import statistics,sys; print(f"{statistics.median(float(x) for x in sys.argv[1:]):.2f}")' "$@"; }

echo "machine: $(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //'), $(java -version 2>&1 | head -1), load average $(cut -d' ' -f1-3 /proc/loadavg)"
echo "first $limit lines of each set, solve and prove unique (count to 2), one thread, $rounds rounds (medians)${SATDOKU_BATCH_ARGS:+, satdoku batch $SATDOKU_BATCH_ARGS}"
echo
echo "| set | puzzles | satdoku /s | anchor /s | ratio | ratios per round | satdoku /s wall-clock |"
echo "|---|---:|---:|---:|---:|---|---:|"
for set in "${sets[@]}"; do
  if [ ! -f "$data/$set" ]; then
    echo "| $set | skipped: $data/$set is missing | | | | | |"
    continue
  fi
  head -n "$limit" "$data/$set" > "$tmp/$set"
  ours=(); theirs=(); ratios=(); walls=(); n=0
  for ((r = 0; r < rounds; r++)); do
    read -r rate wall n unique < <(satdoku_rate "$tmp/$set" --threads 1 --count 2)
    [ "$unique" = "$n" ] || echo "bench-classic: $set: only $unique of $n puzzles unique" >&2
    ref=$("$anchor" "$tmp/$set" | sed -n 's/.*rate=\([0-9.]*\).*/\1/p')
    ours+=("$rate"); theirs+=("$ref"); walls+=("$wall")
    ratios+=("$(python3 -c "print(f'{$rate / $ref:.2f}')")")
  done
  echo "| $set | $n | $(median "${ours[@]}") | $(median "${theirs[@]}") | $(median "${ratios[@]}") | ${ratios[*]} | $(median "${walls[@]}") |"
done

[ "$quick" = 1 ] && exit 0

echo
echo "threads (same files, satdoku only, $rounds rounds, median of the per-round ratios):"
echo
echo "| set | 1 thread /s | 2 threads /s | scaling |"
echo "|---|---:|---:|---:|"
for set in puzzles2_17_clue msolve_hardest_to_solve; do
  [ -f "$tmp/$set" ] || continue
  ones=(); twos=(); scale=()
  for ((r = 0; r < rounds; r++)); do
    read -r one _ _ _ < <(satdoku_rate "$tmp/$set" --threads 1)
    read -r two _ _ _ < <(satdoku_rate "$tmp/$set" --threads 2)
    ones+=("$one"); twos+=("$two"); scale+=("$(python3 -c "print(f'{$two / $one:.2f}')")")
  done
  echo "| $set | $(median "${ones[@]}") | $(median "${twos[@]}") | $(median "${scale[@]}") (${scale[*]}) |"
done

echo
full="$data/puzzles2_17_clue"
if [ -f "$full" ]; then
  peak="$tmp/peak"
  t0=$(date +%s.%N)
  summary=$(SATDOKU_JAVA_OPTS="-Xmx256m ${SATDOKU_JAVA_OPTS:-}" /usr/bin/time -f '%M' -o "$peak" \
      "$root/satdoku" batch "$full" --summary 2>&1 >/dev/null | grep '^satdoku batch:' || true)
  t1=$(date +%s.%N)
  echo "memory: full 17-clue file with -Xmx256m, default threads: ${summary:-FAILED}; peak RSS $(( $(cat "$peak" 2>/dev/null || echo 0) / 1024 )) MiB; $(python3 -c "print(f'{$t1 - $t0:.1f}')") s wall-clock"
fi
