#!/usr/bin/env bash
# Regenerates the rule tables of docs/format.md from the rule catalogue (each rule's RuleType: syntax,
# reference text, aliases), the way scripts/encodings-report.py regenerates docs/encodings.md.
# FormatReferenceTest fails whenever the tables and the catalogue differ; this runs it in the mode
# that rewrites the tables first.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
mvn -B -q -pl encoder -am test -Dtest=FormatReferenceTest -Dsurefire.failIfNoSpecifiedTests=false -Dsatdoku.writeFormatDocs=true
git --no-pager diff --stat -- docs/format.md
