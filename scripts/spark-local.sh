#!/usr/bin/env bash
# Runs the Spark job (spark/target/satdoku-spark.jar) on this machine without a Spark installation:
# the same main class spark-submit would start, on Spark's local[N] master, with the Spark jars Maven
# fetched for the spark module. On a cluster use spark-submit instead (see docs/spark.md).
# Usage: scripts/spark-local.sh [--cores N] IN OUT [--first | --count K] [--timeout S] [--format jsonl|parquet]
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cores=2
if [ "${1:-}" = "--cores" ]; then cores="$2"; shift 2; fi
jar="$root/spark/target/satdoku-spark.jar"
cpfile="$root/spark/target/spark-classpath.txt"
if [ ! -f "$jar" ] || [ ! -f "$cpfile" ] || [ -n "$(find "$root"/pom.xml "$root"/*/pom.xml "$root"/*/src/main -newer "$jar" -type f -print 2>/dev/null | head -n 1)" ]; then
  command -v mvn >/dev/null 2>&1 || { echo "spark-local: Maven (mvn) is needed to build $jar" >&2; exit 3; }
  echo "spark-local: building $jar ..." >&2
  log="$(mktemp "${TMPDIR:-/tmp}/satdoku-spark-build.XXXXXX")"
  trap 'rm -f "$log"' EXIT
  # One reactor run: the classpath goal needs the freshly packaged satdoku modules. Every module writes
  # the file in turn; spark, the last, leaves its Spark jars (scope provided) in it.
  if ! (cd "$root" && mvn -q -B -P spark -DskipTests -Dmaven.javadoc.skip=true -Dmaven.source.skip=true package \
        dependency:build-classpath -Dmdep.outputFile="$cpfile" -Dmdep.includeScope=provided -pl spark -am) >"$log" 2>&1; then
    sed 's/\x1b\[[0-9;]*m//g' "$log" >&2
    echo "spark-local: build failed (see the Maven output above)" >&2
    exit 3
  fi
fi
# What Spark needs opened on Java 17 (spark-submit passes the same options).
opens=()
for p in java.lang java.lang.invoke java.lang.reflect java.io java.net java.nio java.util java.util.concurrent \
         java.util.concurrent.atomic sun.nio.ch sun.nio.cs sun.security.action sun.util.calendar; do
  opens+=("--add-opens=java.base/$p=ALL-UNNAMED")
done
# Loopback only: by default Spark binds the driver's RPC and block-manager ports on the address the host
# name resolves to, reachable from the network; a local run has no peer outside this machine.
export SPARK_LOCAL_IP=127.0.0.1
exec java "${opens[@]}" -Djdk.reflect.useDirectMethodHandle=false -Dio.netty.tryReflectionSetAccessible=true \
  -Dspark.master="local[$cores]" -Dspark.ui.enabled=false \
  -Dspark.driver.bindAddress=127.0.0.1 -Dspark.driver.host=127.0.0.1 -Dlog4j2.level=warn \
  -cp "$jar:$(cat "$cpfile")" dev.satdoku.spark.SparkBatch "$@"
