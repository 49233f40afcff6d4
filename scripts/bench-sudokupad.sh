#!/usr/bin/env bash
# SudokuPad links read by their drawing and rules text: for each puzzle of the development set
# (../shared/data/sudokupad/sudoku-bench-scl-dev.jsonl, published puzzles with their solutions), prints
# how satdoku read the link, its verdict (qualified when the reading is incomplete) and whether a unique
# solution equals the published one; then the totals. A unique solution that differs from the published
# one is a wrong reading and makes the script exit 1, as does an incomplete reading whose verdict does
# not say so.
#
# Usage: scripts/bench-sudokupad.sh [FILE.jsonl] [--timeout SECONDS]
#   SATDOKU_SUDOKUPAD=path  the data set (default ../shared/data/sudokupad/sudoku-bench-scl-dev.jsonl)
# Needs Java 17 and Maven (for ./satdoku) and python3.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
data="${SATDOKU_SUDOKUPAD:-$root/../shared/data/sudokupad/sudoku-bench-scl-dev.jsonl}"
timeout=60
while [ $# -gt 0 ]; do
  case "$1" in
    --timeout) timeout="$2"; shift 2 ;;
    -*) echo "bench-sudokupad: unknown option $1" >&2; exit 2 ;;
    *) data="$1"; shift ;;
  esac
done
if [ ! -f "$data" ]; then
  echo "bench-sudokupad: skipped: no data set at $data (it lives in ../shared/data/sudokupad)" >&2
  exit 0
fi
"$root/satdoku" --version >/dev/null
python3 - "$root/satdoku" "$data" "$timeout" <<'PY'
import json, subprocess, sys

satdoku, data, timeout = sys.argv[1], sys.argv[2], sys.argv[3]
total = matched = wrong = unqualified = incomplete = 0
for raw in open(data, encoding="utf-8"):
    if not raw.strip():
        continue
    entry = json.loads(raw)
    total += 1
    run = subprocess.run([satdoku, "solve", "--json", "--timeout", timeout, entry["input"]],
                         capture_output=True, text=True)
    text = subprocess.run([satdoku, "count", "--timeout", timeout, entry["input"]],
                          capture_output=True, text=True)
    print("== " + entry["id"])
    if run.returncode not in (0, 10, 20) or not run.stdout.strip():
        print("   error: " + (run.stderr.strip().splitlines() or ["no output"])[-1])
        continue
    answer = json.loads(run.stdout.strip().splitlines()[-1])
    for w in answer.get("warnings", []):
        if w.startswith("read as:"):
            print("   " + w)
    # the verdict is count's first line; cells where solutions differ follow it
    verdict = text.stdout.strip().splitlines()[0] if text.stdout.strip() else answer["status"]
    verdict = verdict.split(": ", 1)[1] if ": " in verdict else verdict
    print("   verdict: " + verdict)
    complete = answer.get("complete", True)
    if not complete:
        incomplete += 1
        if "of the rules read" not in verdict:
            unqualified += 1
            print("   INCOMPLETE READING WITHOUT A QUALIFIED VERDICT")
    if answer["status"] == "unique":
        solution = "".join(str(d) for d in answer["solutions"][0]["digits"])
        if solution == entry["solution"]:
            matched += 1
            print("   unique, equal to the published solution")
        else:
            wrong += 1
            print("   UNIQUE BUT DIFFERENT FROM THE PUBLISHED SOLUTION")
print()
print(f"{total} puzzles: {matched} unique and equal to the published solution, {wrong} unique and different, "
      f"{incomplete} read incompletely ({unqualified} of them without a qualified verdict)")
sys.exit(1 if wrong or unqualified else 0)
PY
