#!/usr/bin/env bash
# Does --timeout hold? Runs the solving commands with --timeout 2 and 5 on instances that take far
# longer (SAT4J needs about a minute for scripts/hard-instances/sigh-082.sudoku; the same puzzle
# with one little-killer total changed has no solution, and CaDiCaL needs about 15 s to prove it),
# and measures the wall time from process start to exit with the launcher, as a user would.
#
# The budget counts from the start of each puzzle's work (encoding included); the JVM's start-up
# and reading the puzzle come before it. So the table shows, besides the wall time, the start-up
# (median wall time of three runs of the same command on a classic 9x9 that the same solver answers
# in milliseconds, so the same classes are loaded) and the work time the command itself reports
# (--json "millis": from the start of the work on the puzzle to its answer).
#   over          (wall - start-up - timeout) / timeout
#   work/timeout  reported work time / timeout: this is what --timeout bounds, must be <= 1.10
# Exit status 1 when some run does not report 'timeout', exits non-zero, has work/timeout above
# 1.10, or a wall time above 1.1 x timeout + 1.5 s (the start-up allowance: about 0.5 s on an idle
# machine with the launcher's class-data archive, up to 1.5 s on two cores shared with builds).
#
# Usage: scripts/check-timeouts.sh [TIMEOUT...]      (default: 2 5)
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
printf '%-34s %7s %8s %9s %8s %8s %13s %6s  %s\n' command timeout wall start-up over work work/timeout exit status
for c in "${cases[@]}"; do
  IFS='|' read -r name template puzzle <<<"$c"
  if [[ "$template" == *cadical* ]] && ! command -v cadical >/dev/null; then continue; fi
  if [[ "$template" == *minisat* ]] && ! command -v minisat >/dev/null; then continue; fi
  read -r -a easy_args <<<"${template/PUZZLE/$easy} --json"
  startup=$(median3 "$(run "${easy_args[@]}")" "$(run "${easy_args[@]}")" "$(run "${easy_args[@]}")")
  for t in "${timeouts[@]}"; do
    read -r -a args <<<"${template/PUZZLE/$puzzle}"
    wall=$(run "${args[@]}" --timeout "$t" --json)
    rc=$(cat "$work/rc")
    said=""
    tail -n 1 "$work/out" | grep -q '"status":"timeout"' && said=timeout
    work_ms=$(tail -n 1 "$work/out" | grep -o '"millis":[0-9]*' | cut -d: -f2)
    work_ms=${work_ms:-0}
    over=$(awk -v w="$wall" -v s="$startup" -v t="$t" 'BEGIN { printf "%+.1f%%", 100 * (w - s - 1000 * t) / (1000 * t) }')
    ratio=$(awk -v m="$work_ms" -v t="$t" 'BEGIN { printf "%.3f", m / (1000 * t) }')
    printf '%-34s %6ss %7.2fs %8.2fs %8s %7.2fs %13s %6s  %s\n' "$name" "$t" "$(awk -v w="$wall" 'BEGIN{print w/1000}')" \
      "$(awk -v s="$startup" 'BEGIN{print s/1000}')" "$over" "$(awk -v m="$work_ms" 'BEGIN{print m/1000}')" "$ratio" "$rc" \
      "${said:-NO TIMEOUT REPORTED}"
    if [ -z "$said" ] || [ "$rc" != 0 ] || awk -v m="$work_ms" -v w="$wall" -v t="$t" \
        'BEGIN { exit !(m > 1100 * t || w > 1100 * t + 1500) }'; then
      status=1
    fi
  done
done
exit $status
