#!/usr/bin/env bash
# Step-by-step solving, measured in one JVM after a warm-up: for every 9x9 instance under
# instances/classic and instances/variants, the whole solve path and the first hint, each against
# the plain solve of the same puzzle measured in the same run (medians and worst per group; targets:
# classic paths median at most 2 s, variant paths at most 10 s, a hint at most 300 ms); then, on
# ../shared/data/ratings/se-unbiased-150.txt (skipped with a message when ../shared is absent), the
# Spearman rank correlation of the difficulty (hardest step) with Sudoku Explainer's rating (target 0.8).
# Usage: scripts/bench-steps.sh [--ratings FILE] [--limit N] [--timeout S] [--ratings-only]
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
bench="$("$root/scripts/bench-jar.sh")"   # bench/target/benchmarks.jar, where the benchmark mains live
cd "$root"
exec java ${SATDOKU_JAVA_OPTS:-} -cp "$bench" dev.satdoku.bench.StepsBench "$@"
