#!/usr/bin/env bash
# The variant benchmark: every puzzle of the ISS hard collections, the ISS examples and
# instances/variants solved and proved unique (a) in a fresh process, 'java -jar satdoku.jar solve
# --json' (its in-process millis and the whole process's wall time), and (b) warm in one JVM after a
# warm-up (dev.satdoku.bench.VariantBench), next to the Interactive Sudoku Solver's own time (iss_ms
# in the JSONL, measured once on this project's machine type) with the ratio satdoku/ISS, per puzzle
# and as geometric means. Then the same with '--solver cadical' when cadical is installed.
#
# Timeouts are printed as '>LIMIT' and enter the means at the limit, a lower bound of the true time
# (so a mean with timeouts flatters satdoku); a second ratio mean over the puzzles every column
# finished is printed beside it. The load average is printed before and after every table: on a
# shared machine, compare tables only at similar load.
#
# Usage: scripts/bench-variants.sh [--timeout S (60)] [--no-cadical] [--no-warm] [--no-fresh]
#          [--warmup-millis M (5000)] [--encoding KEY=VALUE]... [--only TEXT] [--limit N]
#          [--solver NAME (sat4j; e.g. sat4j-portfolio)] [SET...]
# SET: a .jsonl file (fields input, solution, iss_ms) or a folder of .sudoku files; default: the three
# sets above. SATDOKU_JAVA_OPTS is passed to every JVM. The fresh process runs twice per puzzle: plain
# 'java -jar' (the JVM's defaults: tiered compilation, no archive), and as ./satdoku starts it
# ('launcher' columns: the options the launcher prints with SATDOKU_PRINT_JVM_OPTIONS, its class-data
# sharing archive recorded for the private jar copy, the client compiler only), which is what users run.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cadical=yes fresh=yes args=() sets=()
while [ $# -gt 0 ]; do
  case "$1" in
    --no-cadical) cadical=no ;;
    --no-fresh) fresh=no ;;
    --no-warm) args+=(--no-warm) ;;
    --timeout|--encoding|--only|--limit|--warmup-millis|--solver) args+=("$1" "$2"); shift ;;
    -h|--help) sed -n '2,21p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    -*) echo "bench-variants: unknown option $1" >&2; exit 2 ;;
    *) sets+=("$1") ;;
  esac
  shift
done
"$root/satdoku" --version >/dev/null   # builds cli/target/satdoku.jar when missing or stale
bench="$("$root/scripts/bench-jar.sh")"
cd "$root"
# Private copies, so that a rebuild during a long run (the jars are rebuilt in place) does not change
# what is measured halfway or break the running JVM.
copies="$(mktemp -d "${TMPDIR:-/tmp}/satdoku-bench-variants.XXXXXX")"
trap 'rm -rf "$copies"' EXIT
cp "$root/cli/target/satdoku.jar" "$copies/satdoku.jar"
cp "$bench" "$copies/benchmarks.jar"
jar="$copies/satdoku.jar"
bench="$copies/benchmarks.jar"
if [ ${#sets[@]} -eq 0 ]; then
  sets=(../shared/data/variant/iss-hard-collections.jsonl ../shared/data/variant/iss-examples.jsonl instances/variants)
fi
freshArg=()
if [ "$fresh" = yes ]; then
  # The launcher says how it starts the JVM (and records its archive for this copy of the jar).
  SATDOKU_PRINT_JVM_OPTIONS="$jar" "$root/satdoku" solve >"$copies/launcher-options"
  freshArg=(--fresh "$jar" --launcher-options "$copies/launcher-options")
fi
echo "== bench-variants $(date -u '+%Y-%m-%d %H:%M UTC'), $(nproc) cores, $(java -version 2>&1 | head -n 1)"
echo "== load average $(cut -d' ' -f1-3 /proc/loadavg) (the machine is shared; the figures below are only as quiet as it was)"
for set in "${sets[@]}"; do
  echo
  echo "== $set, SAT4J${args[*]:+ (${args[*]})}"
  java ${SATDOKU_JAVA_OPTS:-} -cp "$bench" dev.satdoku.bench.VariantBench "${freshArg[@]}" "${args[@]}" "$set"
  if [ "$cadical" = yes ] && command -v cadical >/dev/null; then
    echo
    echo "== $set, --solver cadical"
    java ${SATDOKU_JAVA_OPTS:-} -cp "$bench" dev.satdoku.bench.VariantBench "${freshArg[@]}" "${args[@]}" --solver cadical "$set"
  elif [ "$cadical" = yes ]; then
    echo "(cadical not installed: the --solver cadical table is skipped)"
  fi
done
