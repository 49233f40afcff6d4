#!/usr/bin/env bash
# Runs the Spark job through a real spark-submit on a real Spark standalone cluster on this machine,
# and checks that it writes what `satdoku batch --format jsonl` writes.
#
# No Spark distribution is needed: Spark's jars come from Maven Central (the version the spark module
# builds against), linked into a Spark home (spark/target/spark-home/jars, the layout of a
# distribution's jars/ folder). Every JVM is then started the way Spark's own bin/spark-class does it:
# org.apache.spark.launcher.Main prints the java command for a class (class path from SPARK_HOME,
# the module options Java 17 needs, memory) and the script runs that command. So this is what
# sbin/start-master.sh, sbin/start-worker.sh and bin/spark-submit would run, minus their shell.
#
#   1. a Master (org.apache.spark.deploy.master.Master) on 127.0.0.1, on a port it picks;
#   2. one Worker (org.apache.spark.deploy.worker.Worker, --cores C) registered with it; the
#      Worker starts the executors as JVMs of their own (CoarseGrainedExecutorBackend), so every
#      task and result crosses process boundaries, serialised, as on a cluster;
#   3. org.apache.spark.deploy.SparkSubmit --master spark://127.0.0.1:PORT --deploy-mode client
#      --class dev.satdoku.spark.SparkBatch spark/target/satdoku-spark.jar IN OUT [job options];
#   4. `satdoku batch IN --format jsonl [job options]`; the Spark part files, concatenated in name
#      order, must equal batch's output line for line, every field but the timing `micros`;
#   5. the Worker and the Master are stopped (also on failure or Ctrl-C).
#
# Usage: scripts/spark-standalone.sh [--cores C] [IN [job options]]
#        (IN defaults to instances/batch/classic-sample.txt, the 100-puzzle sample)
# Exit status: 0 when the records match, 1 when they differ, 3 when the cluster or a build failed.
# Logs of the Master, the Worker, the executors and the driver are kept in the folder it prints
# when something fails; SATDOKU_KEEP=1 keeps them always.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cores=2
if [ "${1:-}" = "--cores" ]; then cores="$2"; shift 2; fi
in="${1:-$root/instances/batch/classic-sample.txt}"
[ $# -gt 0 ] && shift
in="$(cd "$(dirname "$in")" && pwd)/$(basename "$in")"
jar="$root/spark/target/satdoku-spark.jar"
home="$root/spark/target/spark-home"

die() { echo "spark-standalone: $*" >&2; exit 3; }
command -v mvn >/dev/null 2>&1 || die "Maven (mvn) is needed to build $jar and fetch Spark's jars"

# The job's jar, rebuilt when a pom or main source is newer (as scripts/spark-local.sh does).
if [ ! -f "$jar" ] || [ -n "$(find "$root"/pom.xml "$root"/*/pom.xml "$root"/*/src/main -newer "$jar" -type f -print 2>/dev/null | head -n 1)" ]; then
  echo "spark-standalone: building $jar ..." >&2
  (cd "$root" && mvn -q -B -P spark -DskipTests -Dmaven.javadoc.skip=true -Dmaven.source.skip=true package -pl spark -am) \
    >&2 || die "build of $jar failed"
fi

# Spark's jars, exactly what spark-sql_2.13 at the spark module's version depends on, resolved by a
# pom of their own (the project's dependency management must not change the versions a cluster has).
version="$(sed -n 's:.*<spark.version>\(.*\)</spark.version>.*:\1:p' "$root/spark/pom.xml" | head -n 1)"
[ -n "$version" ] || die "no <spark.version> in spark/pom.xml"
if [ "$(cat "$home/VERSION" 2>/dev/null)" != "$version" ]; then
  echo "spark-standalone: fetching Spark $version's jars into $home ..." >&2
  rm -rf "$home"
  mkdir -p "$home/jars" "$home/conf" "$home/resolve"
  cat > "$home/resolve/pom.xml" <<EOF
<project xmlns="http://maven.apache.org/POM/4.0.0">
  <modelVersion>4.0.0</modelVersion>
  <groupId>local.satdoku</groupId><artifactId>spark-jars</artifactId><version>1</version><packaging>pom</packaging>
  <dependencies>
    <dependency><groupId>org.apache.spark</groupId><artifactId>spark-sql_2.13</artifactId><version>$version</version></dependency>
  </dependencies>
</project>
EOF
  (cd "$home/resolve" && mvn -q -B org.apache.maven.plugins:maven-dependency-plugin:3.8.1:build-classpath \
      -Dmdep.outputFile="$home/resolve/classpath.txt") >&2 || die "could not resolve Spark $version's jars"
  tr ':' '\n' < "$home/resolve/classpath.txt" | while IFS= read -r j; do ln -s "$j" "$home/jars/"; done
  echo "$version" > "$home/VERSION"
fi

work="$(mktemp -d "${TMPDIR:-/tmp}/satdoku-spark-standalone.XXXXXX")"
pids=()
finish() {
  local status=$?
  # Stop what this script started, by process id: the Worker first (it ends its executors), then
  # the Master.
  local i
  for ((i = ${#pids[@]} - 1; i >= 0; i--)); do
    kill "${pids[i]}" 2>/dev/null || true
    wait "${pids[i]}" 2>/dev/null || true
  done
  if [ "$status" -ne 0 ] || [ "${SATDOKU_KEEP:-0}" = 1 ]; then
    echo "spark-standalone: logs kept in $work" >&2
  else
    rm -rf "$work"
  fi
}
trap finish EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

export SPARK_HOME="$home" SPARK_SCALA_VERSION=2.13 SPARK_LOCAL_IP=127.0.0.1 SPARK_LOCAL_DIRS="$work/local"
export SPARK_CONF_DIR="$home/conf" SPARK_WORKER_DIR="$work/worker"

# Fills the array `cmd` with the java command Spark's launcher builds for a class and its arguments.
# The launcher writes any message, a NUL and a newline, then the command's words each ended by NUL.
cmd=()
launch() {
  local out="$work/launch.out" words
  java -Xmx128m -cp "$home/jars/*" org.apache.spark.launcher.Main "$@" > "$out" || die "Spark's launcher refused: $*"
  mapfile -d '' -t words < "$out"
  [ ${#words[@]} -ge 2 ] || die "Spark's launcher printed no command for $1"
  [ -z "${words[0]}" ] || echo "${words[0]}" >&2
  cmd=("${words[@]:1}")
  cmd[0]="${cmd[0]#$'\n'}"
}

# Waits (up to S seconds) for a line matching a pattern in a log, or the process ending.
await() {
  local log="$1" pattern="$2" pid="$3" seconds="$4" t=0
  until grep -q -E "$pattern" "$log" 2>/dev/null; do
    kill -0 "$pid" 2>/dev/null || { sed 's/^/    /' "$log" >&2; die "$(basename "$log" .log) ended before: $pattern"; }
    [ "$t" -lt $((seconds * 5)) ] || { sed 's/^/    /' "$log" >&2; die "$(basename "$log" .log) not ready after ${seconds}s"; }
    sleep 0.2; t=$((t + 1))
  done
}

echo "spark-standalone: Spark $version standalone cluster on 127.0.0.1 (1 worker, $cores cores); load average $(cut -d' ' -f1-3 /proc/loadavg)" >&2
launch org.apache.spark.deploy.master.Master --host 127.0.0.1 --port 0 --webui-port 0
"${cmd[@]}" > "$work/master.log" 2>&1 &
pids+=($!)
await "$work/master.log" 'Starting Spark master at spark://' $! 120
url="$(grep -o -E 'spark://127\.0\.0\.1:[0-9]+' "$work/master.log" | head -n 1)"
[ -n "$url" ] || die "no master URL in $work/master.log"
await "$work/master.log" 'I have been elected leader' "${pids[0]}" 120

launch org.apache.spark.deploy.worker.Worker --host 127.0.0.1 --port 0 --webui-port 0 --cores "$cores" --memory 3g \
  --work-dir "$work/worker" "$url"
"${cmd[@]}" > "$work/worker.log" 2>&1 &
pids+=($!)
await "$work/worker.log" 'Successfully registered with master' $! 120
echo "spark-standalone: master $url, worker registered" >&2

out="$work/spark-out"
launch org.apache.spark.deploy.SparkSubmit --master "$url" --deploy-mode client \
  --class dev.satdoku.spark.SparkBatch --executor-memory 1g --total-executor-cores "$cores" \
  --conf spark.ui.enabled=false "$jar" "$in" "$out" "$@"
echo "spark-standalone: spark-submit --master $url --class dev.satdoku.spark.SparkBatch satdoku-spark.jar $(basename "$in") OUT $*" >&2
t0=$(date +%s.%N)
if ! "${cmd[@]}" > "$work/driver.log" 2>&1; then
  sed 's/^/    /' "$work/driver.log" | tail -n 40 >&2
  die "spark-submit failed"
fi
t1=$(date +%s.%N)
grep -q 'ExecutorAdded\|Granted executor ID\|Executor added' "$work/driver.log" \
  || die "the driver log shows no executor of the cluster (the job did not run on the standalone cluster)"
executors="$(find "$work/worker" -mindepth 2 -maxdepth 2 -type d | wc -l)"

"$root/satdoku" batch "$in" --format jsonl -o "$work/batch.jsonl" --no-progress "$@" 2>"$work/batch.err" || {
  code=$?; [ "$code" -eq 1 ] || { cat "$work/batch.err" >&2; die "satdoku batch failed (exit $code)"; }
}

strip() { sed -E 's/,"micros":[0-9]+//' "$@"; }
find "$out" -maxdepth 1 -name 'part-*' | sort | xargs cat | strip > "$work/spark.records"
strip "$work/batch.jsonl" > "$work/batch.records"
n="$(wc -l < "$work/batch.records")"
if ! cmp -s "$work/batch.records" "$work/spark.records"; then
  echo "spark-standalone: the Spark job's records differ from batch's ($(wc -l < "$work/spark.records") against $n):" >&2
  diff "$work/batch.records" "$work/spark.records" | head -n 20 >&2
  exit 1
fi
echo "spark-standalone: $n records, equal to 'satdoku batch --format jsonl' line for line (all fields but micros);" \
  "spark-submit took $(echo "$t1 - $t0" | bc) s on $executors executor(s); load average $(cut -d' ' -f1-3 /proc/loadavg)"
