#!/usr/bin/env bash
# Setter questions vs. solving, measured in one JVM after a warm-up: for every 9x9 instance
# under instances/ (or the folder given), the median time of a solve, a uniqueness check (count,
# limit 2) and true candidates, with the ratios per instance and overall. Targets: candidates at most
# 10 solve-times and uniqueness at most 3 on the variant (non-classic) instances.
# Usage: scripts/bench-setter.sh [INSTANCES_DIR] [--min-millis M]
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
bench="$("$root/scripts/bench-jar.sh")"   # bench/target/benchmarks.jar, where the benchmark mains live
cd "$root"
exec java ${SATDOKU_JAVA_OPTS:-} -cp "$bench" dev.satdoku.bench.SetterBench "$@"
