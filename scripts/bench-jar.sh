#!/usr/bin/env bash
# Prints the path of the benchmarks jar (bench/target/benchmarks.jar: the JMH benchmarks and the
# benchmark mains that scripts/bench-*.sh run), building it first when it is missing or older than
# any module's main sources or pom. The benchmarks live in their own module, built only with
# -P bench, so that they do not ship in the satdoku jar. Build output goes to stderr on failure.
# Usage: jar="$(scripts/bench-jar.sh)"
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
jar="$root/bench/target/benchmarks.jar"
if [ ! -f "$jar" ] || [ -n "$(find "$root"/pom.xml "$root"/*/pom.xml "$root"/*/src/main -newer "$jar" -type f -print 2>/dev/null | head -n 1)" ]; then
  command -v mvn >/dev/null 2>&1 || { echo "bench-jar: Maven (mvn) is needed to build $jar" >&2; exit 3; }
  echo "bench-jar: building $jar (first run, or the sources changed)..." >&2
  log="$(mktemp "${TMPDIR:-/tmp}/satdoku-bench-build.XXXXXX")"
  trap 'rm -f "$log"' EXIT
  if ! (cd "$root" && mvn -q -B -P bench -DskipTests -Dmaven.javadoc.skip=true -Dmaven.source.skip=true package -pl bench -am) >"$log" 2>&1; then
    sed 's/\x1b\[[0-9;]*m//g' "$log" >&2
    echo "bench-jar: build failed (see the Maven output above)" >&2
    exit 3
  fi
fi
echo "$jar"
