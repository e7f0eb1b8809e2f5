#!/usr/bin/env bash
# The checks of `make test` (ADR 149). The e2e project (one Chromium against the built site, run file by file: the long pole, and
# mostly waiting on pages) runs in the foreground. Beside it, at a lower CPU priority (nice 10), run typecheck, lint and every
# other vitest project. Nothing here is judged by how fast it ran: timings are `make bench`'s (ADR 170). Each side writes its own
# report and exit codes; scripts/test-summary.mjs adds them up. The run's peak PostgreSQL connections are printed last (ADR 171).
set -uo pipefail
cd "$(dirname "$0")/.."
mkdir -p .tmp
rm -f .tmp/vitest-results.json .tmp/vitest-e2e.json .tmp/typecheck-exit-code .tmp/lint-exit-code .tmp/beside.log .tmp/pg-connections.tsv

# PostgreSQL connections, sampled every 200 ms through the whole run; the peak is printed at the end (ADR 171).
node scripts/pg-connections.mjs sample .tmp/pg-connections.tsv &
sampler=$!

(
  nice -n 10 npm --no-audit --no-fund run typecheck --workspaces --if-present; echo $? > .tmp/typecheck-exit-code
  nice -n 10 eslint --max-warnings 0 .; echo $? > .tmp/lint-exit-code
  nice -n 10 vitest run --project '!e2e' --reporter=default --reporter=json --outputFile.json=.tmp/vitest-results.json
) > .tmp/beside.log 2>&1 &
beside=$!

vitest run --project e2e --reporter=default --reporter=json --outputFile.json=.tmp/vitest-e2e.json
wait "$beside"
echo
echo "==== typecheck, lint and the other projects (they ran beside the e2e project; full log: .tmp/beside.log) ===="
cat .tmp/beside.log
kill "$sampler" 2>/dev/null
wait "$sampler" 2>/dev/null
echo
node scripts/pg-connections.mjs peak .tmp/pg-connections.tsv
