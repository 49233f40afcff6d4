#!/usr/bin/env bash
# What repairs cost ('satdoku explain'), measured in one JVM after a warm-up: every unique
# 9x9 variant instance under instances/variants (or the folder given) gets one planted wrong given
# (deterministic: the first empty cell gets the solution's digit plus one); prints per instance the
# median solve time of the original, the median time of the repair search and the ratio, the solver
# calls, and whether the planted given is among the size-1 repairs. Target: median ratio at most 20.
# Usage: scripts/bench-repairs.sh [INSTANCES_DIR] [--min-millis M]
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
bench="$("$root/scripts/bench-jar.sh")"   # bench/target/benchmarks.jar, where the benchmark mains live
cd "$root"
exec java ${SATDOKU_JAVA_OPTS:-} -cp "$bench" dev.satdoku.bench.RepairsBench "$@"
