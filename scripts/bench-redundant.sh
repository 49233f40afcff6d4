#!/usr/bin/env bash
# 'satdoku redundant' vs. solving, measured in one JVM after a warm-up: for every unique 9x9
# variant instance under instances/ (or the folder given), the median time of a solve and of the
# redundancy answer, the ratio, and the ratio per clue. Target: at most (number of clues) solve-times,
# as a median over the instances.
# Usage: scripts/bench-redundant.sh [INSTANCES_DIR] [--min-millis M]
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
bench="$("$root/scripts/bench-jar.sh")"   # bench/target/benchmarks.jar, where the benchmark mains live
cd "$root"
exec java ${SATDOKU_JAVA_OPTS:-} -cp "$bench" dev.satdoku.bench.RedundancyBench "$@"
