#!/usr/bin/env bash
# The CtC index benchmark: every puzzle of ../shared/data/iss-index/ctc-index-dev.jsonl (Cracking the
# Cryptic puzzles as ISS strings, with ISS's own result measured on this project's machine type in
# iss_local) run by satdoku in a fresh process per puzzle, as ./satdoku starts it, and compared with
# that stored result; ISS itself is never run. Per puzzle: read or refused (with the reason), the
# verdict and a unique solution against ISS's ('WRONG:' marks a difference), satdoku's in-process time
# (its own 'millis', encode and solve) and whole-process wall time against ISS's ms, and the ratio.
# At the end: how many were read and refused, and geometric means of the ratios over the puzzles with
# an ISS time, also over those every column finished. The load average is printed before and after.
#
# Usage: scripts/bench-iss-index.sh [--timeout S (60)] [--only ID] [--warm] [FILE]
#   --only ID   only the puzzles whose line number and id contain ID (e.g. --only KhMqGHuRWqs)
#   --warm      also solve each puzzle in one warmed-up JVM (the 'warm' columns)
#   FILE        another file of the same form (default ../shared/data/iss-index/ctc-index-dev.jsonl)
# SATDOKU_JAVA_OPTS is passed to every JVM.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
file="$root/../shared/data/iss-index/ctc-index-dev.jsonl" args=() warm=no
while [ $# -gt 0 ]; do
  case "$1" in
    --timeout|--only) [ $# -ge 2 ] || { echo "bench-iss-index: $1 needs a value" >&2; exit 2; }; args+=("$1" "$2"); shift ;;
    --warm) warm=yes ;;
    -h|--help) sed -n '2,16p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    -*) echo "bench-iss-index: unknown option $1" >&2; exit 2 ;;
    *) file="$1" ;;
  esac
  shift
done
if [ ! -f "$file" ]; then
  echo "bench-iss-index: no $file (the shared data sets are not beside this checkout); nothing to measure." >&2
  echo "Pass the path of a file of the same form (one JSON object per line: id, input, iss_local) to measure it." >&2
  exit 0
fi
file="$(cd "$(dirname "$file")" && pwd)/$(basename "$file")"
[ "$warm" = yes ] || args+=(--no-warm)
"$root/satdoku" --version >/dev/null   # builds cli/target/satdoku.jar when missing or stale
bench="$("$root/scripts/bench-jar.sh")"
cd "$root"
# Private copies: a rebuild during the run (the jars are rebuilt in place) must not change what is measured.
copies="$(mktemp -d "${TMPDIR:-/tmp}/satdoku-bench-iss-index.XXXXXX")"
trap 'rm -rf "$copies"' EXIT
cp "$root/cli/target/satdoku.jar" "$copies/satdoku.jar"
cp "$bench" "$copies/benchmarks.jar"
# The launcher says how it starts the JVM (and records its class-data archive for this copy of the jar).
SATDOKU_PRINT_JVM_OPTIONS="$copies/satdoku.jar" "$root/satdoku" solve >"$copies/launcher-options"
echo "== bench-iss-index $(date -u '+%Y-%m-%d %H:%M UTC'), $(nproc) cores, $(java -version 2>&1 | head -n 1)"
echo "== $file"
echo "== ISS times are iss_local.ms (ISS in a fresh Node process, counting to 2 solutions, on this machine type while it was loaded)"
# shellcheck disable=SC2086
java ${SATDOKU_JAVA_OPTS:-} -cp "$copies/benchmarks.jar" dev.satdoku.bench.VariantBench \
  --launcher-options "$copies/launcher-options" --fresh "$copies/satdoku.jar" "${args[@]}" "$file"
