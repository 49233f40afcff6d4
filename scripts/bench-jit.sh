#!/usr/bin/env bash
# Which JIT set-up the launcher should use per command: the client compiler only (C1,
# -XX:TieredStopAtLevel=1) against full tiered compilation (C1 then C2), both with the launcher's
# class-data sharing archive and serial collector, run alternately in each round so that a ratio
# compares two runs made under the same load.
#
# Usage: scripts/bench-jit.sh [--rounds R] [--startup-runs N] [--limit N] [--quick]
#   --rounds R        batch rounds per set and thread count (default 3)
#   --startup-runs N  whole-process 'solve' runs per puzzle and set-up (default 10)
#   --limit N         first N lines of each classic set (default 5000)
#   --quick           start-up only
#   --no-startup      batches and long solves only
# Prints, per measurement, the C1 and tiered figures and tiered/C1 (above 1: tiered is faster for
# rates, slower for times). Start-up is the minimum (what an idle machine gives) and the median of
# N runs of the whole process (JVM start, parse, encode, solve, prove unique, check, print).
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
data="${SATDOKU_CLASSIC:-$root/../shared/data/classic}"
rounds=3; runs=10; limit=5000; quick=0
while [ $# -gt 0 ]; do
  case "$1" in
    --rounds) rounds="$2"; shift 2 ;;
    --startup-runs) runs="$2"; shift 2 ;;
    --limit) limit="$2"; shift 2 ;;
    --quick) quick=1; shift ;;
    --no-startup) quick=batch; shift ;;
    *) echo "bench-jit: unknown option $1" >&2; exit 2 ;;
  esac
done
"$root/satdoku" --version >/dev/null   # builds the jar and records the archive
jar="$root/cli/target/satdoku.jar"
archive="$root/cli/target/satdoku.jsa"
cds=(); [ -f "$archive" ] && cds=(-XX:SharedArchiveFile="$archive" -Xlog:cds=off -Xlog:cds+dynamic=off)
c1=(-XX:TieredStopAtLevel=1 -XX:+UseSerialGC)
tiered=(-XX:+UseSerialGC)
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT

# wall SECONDS of one run: wall CONFIG ARGS...
wall() {
  local -n flags="$1"; shift
  local t0 t1
  t0=$(date +%s%N)
  java "${cds[@]}" "${flags[@]}" -jar "$jar" "$@" >/dev/null 2>"$tmp/err" || [ $? -le 2 ]
  t1=$(date +%s%N)
  echo $(( (t1 - t0) / 1000000 ))
}
stat() { python3 -c 'import statistics,sys; x=[float(a) for a in sys.argv[1:]]; print(f"{min(x):.0f} {statistics.median(x):.0f}")' "$@"; }

echo "machine: $(nproc) cores, $(java -version 2>&1 | head -1), load average $(cut -d' ' -f1-3 /proc/loadavg) at the start"
if [ "$quick" != batch ]; then
echo
echo "start-up: whole-process ./satdoku solve, $runs runs per set-up (alternating), ms"
echo
echo "| puzzle | C1 min | C1 median | tiered min | tiered median | tiered/C1 (median) |"
echo "|---|---:|---:|---:|---:|---:|"
for p in sigh-001 cmears-1-dune cmears-2-two-halves cmears-3-zippery; do
  f="$root/instances/variants/$p.sudoku"
  [ -f "$f" ] || continue
  wall c1 solve "$f" >/dev/null; wall tiered solve "$f" >/dev/null   # page cache
  a=(); b=()
  for ((i = 0; i < runs; i++)); do
    a+=("$(wall c1 solve "$f")"); b+=("$(wall tiered solve "$f")")
  done
  read -r amin amed < <(stat "${a[@]}"); read -r bmin bmed < <(stat "${b[@]}")
  echo "| $p | $amin | $amed | $bmin | $bmed | $(python3 -c "print(f'{$bmed / $amed:.2f}')") |"
done
echo
echo "load average $(cut -d' ' -f1-3 /proc/loadavg)"
fi
[ "$quick" = 1 ] && exit 0

# batch rate (in-process, from --summary) and whole-process wall rate: rate CONFIG FILE ARGS...
rate() {
  local cfg="$1" file="$2"; shift 2
  local -n flags="$cfg"
  local t0 t1 s
  t0=$(date +%s%N)
  s=$(java "${cds[@]}" "${flags[@]}" -jar "$jar" batch "$file" --summary "$@" 2>&1 >/dev/null | grep '^satdoku batch:')
  t1=$(date +%s%N)
  python3 - "$s" "$t0" "$t1" <<'PY'
import re, sys
s, t0, t1 = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
n = int(re.search(r'batch: (\d+) puzzles', s).group(1))
rate = float(re.search(r'([\d.]+) puzzles/s', s).group(1))
print(f"{rate:.0f} {n / ((t1 - t0) / 1e9):.0f}")
PY
}
echo
echo "batch, solve and prove unique (--count 2), first $limit lines, $rounds rounds, medians; rates in puzzles/s"
echo "(in-process from --summary; whole process from the wall clock)"
echo
echo "| set | threads | C1 /s | tiered /s | tiered/C1 | per round | C1 whole /s | tiered whole /s | tiered/C1 whole |"
echo "|---|---:|---:|---:|---:|---|---:|---:|---:|"
med() { python3 -c 'import statistics,sys; print(f"{statistics.median(float(a) for a in sys.argv[1:]):.2f}")' "$@"; }
for set in puzzles2_17_clue puzzles3_magictour_top1465 puzzles6_forum_hardest_1106 msolve_hardest_to_solve full_17_clue; do
  if [ "$set" = full_17_clue ]; then
    src="$data/puzzles2_17_clue"; [ -f "$src" ] || continue
    cp "$src" "$tmp/$set"
  else
    [ -f "$data/$set" ] || continue
    head -n "$limit" "$data/$set" > "$tmp/$set"
  fi
  for threads in 1 2; do
    a=(); b=(); aw=(); bw=(); r=()
    for ((i = 0; i < rounds; i++)); do
      read -r x xw < <(rate c1 "$tmp/$set" --threads "$threads" --count 2)
      read -r y yw < <(rate tiered "$tmp/$set" --threads "$threads" --count 2)
      a+=("$x"); b+=("$y"); aw+=("$xw"); bw+=("$yw"); r+=("$(python3 -c "print(f'{$y / $x:.2f}')")")
    done
    echo "| $set | $threads | $(med "${a[@]}") | $(med "${b[@]}") | $(med "${r[@]}") | ${r[*]} | $(med "${aw[@]}") | $(med "${bw[@]}") | $(python3 -c "print(f'{$(med "${bw[@]}") / $(med "${aw[@]}"):.2f}')") |"
  done
done
echo
echo "long variant solves (whole process, ms, $rounds rounds alternating, medians):"
echo
echo "| puzzle | C1 ms | tiered ms | tiered/C1 |"
echo "|---|---:|---:|---:|"
for p in variants/sigh-159 slow/sigh-174; do
  f="$root/instances/$p.sudoku"
  [ -f "$f" ] || continue
  a=(); b=()
  for ((i = 0; i < rounds; i++)); do
    a+=("$(wall c1 solve "$f" --timeout 120)"); b+=("$(wall tiered solve "$f" --timeout 120)")
  done
  echo "| $p | $(med "${a[@]}") | $(med "${b[@]}") | $(python3 -c "print(f'{$(med "${b[@]}") / $(med "${a[@]}"):.2f}')") |"
done
echo
echo "load average $(cut -d' ' -f1-3 /proc/loadavg) at the end"
