#!/usr/bin/env bash
# Does --timeout hold? Runs the solving commands with --timeout 2 and 5 on instances that take far
# longer (SAT4J needs about a minute for scripts/hard-instances/sigh-082.sudoku; the same puzzle
# with one little-killer total changed has no solution, and CaDiCaL needs about 15 s to prove it),
# and measures the wall time from process start to exit with the launcher, as a user would.
#
# The budget counts from the start of each puzzle's work (encoding included); the JVM's start-up
# and reading the puzzle come before it. So the table shows the start-up separately: the median
# wall time of three runs of the same command on a classic 9x9 that the same solver answers in
# milliseconds (so the solver's classes are loaded as in the long run). "over" is
# (wall - start-up - timeout) / timeout, which must stay within 10%; "wall/timeout" is the raw
# ratio, start-up included.
#
# Usage: scripts/check-timeouts.sh [TIMEOUT...]      (default: 2 5)
# Exit status 1 when some run overshoots by more than 10% or does not report a timeout.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"
./satdoku --version >/dev/null   # builds the jar (and its start-up archive) when missing or stale
timeouts=("$@")
[ ${#timeouts[@]} -eq 0 ] && timeouts=(2 5)

work="$(mktemp -d "${TMPDIR:-/tmp}/satdoku-timeouts.XXXXXX")"
trap 'rm -rf "$work"' EXIT
hard=scripts/hard-instances/sigh-082.sudoku
broken="$work/sigh-082-broken.sudoku"
sed 's/^littlekiller 47 r2c0 dr/littlekiller 46 r2c0 dr/' "$hard" > "$broken"
easy=instances/classic/9x9-forum-hardest.sudoku
empty16="$(printf '%*s' 256 '' | tr ' ' '.')"

# name | command with PUZZLE standing for the puzzle | the hard puzzle
cases=(
  "solve|solve PUZZLE|$hard"
  "count (one hard call)|count PUZZLE|$hard"
  "count --limit 0 (enumeration)|count PUZZLE --limit 0|$empty16"
  "solve --all (enumeration)|solve PUZZLE --all|$empty16"
  "candidates|candidates PUZZLE|$hard"
  "explain (unsat)|explain PUZZLE|$broken"
  "solve --solver cadical (unsat)|solve PUZZLE --solver cadical|$broken"
  "explain --solver minisat (unsat)|explain PUZZLE --solver minisat|$broken"
)

millis() { date +%s%N | cut -c1-13; }

# Wall time in ms of one run; its exit status and output land in $work.
run() {
  local t0 t1
  t0=$(millis)
  set +e
  # shellcheck disable=SC2086
  ./satdoku "$@" >"$work/out" 2>"$work/err"
  echo $? >"$work/rc"
  set -e
  t1=$(millis)
  echo $((t1 - t0))
}

median3() { printf '%s\n' "$@" | sort -n | sed -n 2p; }

status=0
printf '%-34s %7s %8s %9s %8s %12s %6s  %s\n' command timeout wall start-up over wall/timeout exit status
for c in "${cases[@]}"; do
  IFS='|' read -r name template puzzle <<<"$c"
  if [[ "$template" == *cadical* ]] && ! command -v cadical >/dev/null; then continue; fi
  if [[ "$template" == *minisat* ]] && ! command -v minisat >/dev/null; then continue; fi
  read -r -a easy_args <<<"${template/PUZZLE/$easy}"
  startup=$(median3 "$(run "${easy_args[@]}")" "$(run "${easy_args[@]}")" "$(run "${easy_args[@]}")")
  for t in "${timeouts[@]}"; do
    read -r -a args <<<"${template/PUZZLE/$puzzle}"
    wall=$(run "${args[@]}" --timeout "$t")
    rc=$(cat "$work/rc")
    said=""
    grep -q 'timeout' "$work/out" && said=timeout
    over=$(awk -v w="$wall" -v s="$startup" -v t="$t" 'BEGIN { printf "%+.1f%%", 100 * (w - s - 1000 * t) / (1000 * t) }')
    ratio=$(awk -v w="$wall" -v t="$t" 'BEGIN { printf "%.2f", w / (1000 * t) }')
    printf '%-34s %6ss %7.2fs %8.2fs %8s %12s %6s  %s\n' "$name" "$t" "$(awk -v w="$wall" 'BEGIN{print w/1000}')" \
      "$(awk -v s="$startup" 'BEGIN{print s/1000}')" "$over" "$ratio" "$rc" "${said:-NO TIMEOUT REPORTED}"
    if [ -z "$said" ] || [ "$rc" != 0 ] || awk -v w="$wall" -v s="$startup" -v t="$t" 'BEGIN { exit !(w - s > 1100 * t) }'; then
      status=1
    fi
  done
done
exit $status
