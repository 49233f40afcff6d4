#!/usr/bin/env bash
# The skyscraper and renban encodings side by side in one run: every value of --skyscraper on
# scripts/skyscraper-puzzles.jsonl (ISS's skyscraper puzzles with published solutions), and every value
# of --renban on ISS's hard renban collection (../shared/data/variant/iss-hard-collections.jsonl, when
# present) and the four instances/variants puzzles with renban lines. Each table is scripts/bench-variants.sh's (SAT4J, solve and
# prove unique, fresh process and warm in one JVM, SAT4J conflicts), one per encoding value, with the load
# average before and after each: on a shared machine compare tables taken at similar load, and trust
# the conflict counts (load-independent) over the times.
#
# Usage: scripts/bench-skyscraper-renban.sh [--timeout S (60)] [--no-fresh] [--skyscraper-only | --renban-only]
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"
timeout=60 fresh=() which=both
while [ $# -gt 0 ]; do
  case "$1" in
    --timeout) timeout="$2"; shift ;;
    --no-fresh) fresh=(--no-fresh) ;;
    --skyscraper-only) which=skyscraper ;;
    --renban-only) which=renban ;;
    -h|--help) sed -n '2,10p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) echo "bench-skyscraper-renban: unknown option $1" >&2; exit 2 ;;
  esac
  shift
done
bench=(scripts/bench-variants.sh --no-cadical --timeout "$timeout" "${fresh[@]}")
if [ "$which" != renban ]; then
  for encoding in counted linked; do
    "${bench[@]}" --encoding "skyscraper=$encoding" scripts/skyscraper-puzzles.jsonl
  done
fi
if [ "$which" != skyscraper ]; then
  hard=../shared/data/variant/iss-hard-collections.jsonl
  renbanSet="$(mktemp -d "${TMPDIR:-/tmp}/satdoku-renban.XXXXXX")"
  trap 'rm -rf "$renbanSet"' EXIT
  for name in variants/sigh-006 slow/sigh-174 variants/cmears-2-two-halves variants/cmears-3-zippery; do
    cp "instances/$name.sudoku" "instances/$name.expected" "$renbanSet/"
  done
  for encoding in window pairs range; do
    if [ -f "$hard" ]; then
      "${bench[@]}" --encoding "renban=$encoding" --only HARD_RENBAN "$hard"
    fi
    "${bench[@]}" --encoding "renban=$encoding" "$renbanSet"
  done
fi
