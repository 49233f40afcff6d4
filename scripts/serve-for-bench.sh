# Sourced by the workbench benchmarks (bash): starts 'satdoku serve' on a free port through the
# launcher, as a setter runs it, stops it when the sourcing script exits, and sets $url to its address.
# Needs $root (the repository); passes "$@" of start_bench_server to serve (e.g. --max-seconds 60).
start_bench_server() {
  "$root/satdoku" --version >/dev/null   # builds the jar when missing or stale
  bench_log="$(mktemp "${TMPDIR:-/tmp}/satdoku-serve-bench.XXXXXX")"
  "$root/satdoku" serve --port 0 "$@" >"$bench_log" 2>&1 &
  bench_server=$!
  trap 'kill "$bench_server" 2>/dev/null || true; wait "$bench_server" 2>/dev/null || true; rm -f "$bench_log"' EXIT
  for _ in $(seq 1 100); do
    grep -q "http://" "$bench_log" && break
    sleep 0.1
  done
  url="$(grep -o 'http://[^ ]*' "$bench_log" | head -n 1)"
  [ -n "$url" ] || { echo "$(basename "$0"): the server did not start:" >&2; cat "$bench_log" >&2; exit 1; }
}
