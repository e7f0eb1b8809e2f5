#!/usr/bin/env bash
# The checks of `make test` (ADR 149, ADR 315). The e2e project (one Chromium against the built site, run file by file, mostly
# waiting on pages) runs in the foreground. Beside it, at a lower CPU priority (nice 10), the other vitest projects run in two
# halves (`--shard 1/2`, `--shard 2/2`), one file at a time each: their files mostly wait on PostgreSQL, Redis, child processes
# and timers, and one file at a time left that waiting unused. Typecheck and lint take what CPU is left over (nice 15).
# Nothing here is judged by how fast it ran: timings are `make bench`'s (ADR 170). Each lane writes its own report and exit
# codes; scripts/test-summary.mjs adds them up. The run's peak PostgreSQL connections are printed last (ADR 171).
set -uo pipefail
cd "$(dirname "$0")/.."
mkdir -p .tmp
rm -f .tmp/vitest-results.json .tmp/vitest-results-2.json .tmp/vitest-e2e.json .tmp/typecheck-exit-code .tmp/lint-exit-code \
  .tmp/beside.log .tmp/beside-2.log .tmp/checks.log .tmp/pg-connections.tsv

# PostgreSQL connections, sampled every 200 ms through the whole run; the peak is printed at the end (ADR 171).
node scripts/pg-connections.mjs sample .tmp/pg-connections.tsv &
sampler=$!

# NOTE: two halves at one file each are the two files at once the connection budget allows (MOST_FILES_AT_ONCE, ADR 171).
half() {
  nice -n 10 vitest run --project '!e2e' --shard "$1/2" --reporter=default --reporter=json --outputFile.json="$2"
}
half 1 .tmp/vitest-results.json > .tmp/beside.log 2>&1 &
first=$!
half 2 .tmp/vitest-results-2.json > .tmp/beside-2.log 2>&1 &
second=$!
(
  nice -n 15 npm --no-audit --no-fund run typecheck --workspaces --if-present; echo $? > .tmp/typecheck-exit-code
  nice -n 15 eslint --max-warnings 0 .; echo $? > .tmp/lint-exit-code
) > .tmp/checks.log 2>&1 &
checks=$!

vitest run --project e2e --reporter=default --reporter=json --outputFile.json=.tmp/vitest-e2e.json
wait "$first" "$second" "$checks"
echo
echo "==== typecheck and lint (they ran beside the e2e project; full log: .tmp/checks.log) ===="
cat .tmp/checks.log
for log in .tmp/beside.log .tmp/beside-2.log; do
  echo
  echo "==== the other projects, one half (ran beside the e2e project; full log: $log) ===="
  cat "$log"
done
kill "$sampler" 2>/dev/null
wait "$sampler" 2>/dev/null
echo
node scripts/pg-connections.mjs peak .tmp/pg-connections.tsv
