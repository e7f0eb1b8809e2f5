// Print the closing line CI reads ("N passed, N failed") from vitest's JSON reports, and exit non-zero on any failure.
// The first argument is one report, or several joined by commas (`make test` runs the e2e project beside the others, each with its
// own report); a missing report (a runner that crashed) counts as one failure. The second argument, optional, names the files
// `make test` writes the exit codes of typecheck and lint to (comma-joined); each check that failed, or never wrote its code,
// counts as one failure. The failed tests are named on stderr, above the closing line.
import { readFileSync } from 'node:fs';

const files = (process.argv[2] ?? '.tmp/vitest-results.json').split(',').filter(Boolean);
// NOTE: `lint-exit-code` names the check `lint`: `make <check>` runs it alone.
const checksFailed = (process.argv[3] ?? '').split(',').filter(Boolean).filter((file) => {
  if (readExitCode(file) === '0') return false;
  const check = file.split('/').pop().replace(/-exit-code$/, '');
  console.error(`test-summary: ${check} failed (see its output above, or run \`make ${check}\`)`);
  return true;
}).length;
let passed = 0;
let failed = checksFailed;
let skipped = 0;
for (const file of files) {
  let report;
  try {
    report = JSON.parse(readFileSync(file, 'utf8'));
  } catch (err) {
    console.error(`test-summary: no report at ${file} (${err.message})`);
    failed += 1;
    continue;
  }
  passed += report.numPassedTests ?? 0;
  failed += (report.numFailedTests ?? 0) + (report.numRuntimeErrorTestSuites ?? 0) + (report.success === false && !report.numFailedTests ? 1 : 0);
  skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  for (const line of failures(report)) console.error(`test-summary: FAILED ${line}`);
}
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);

/** "file > test: first line of the message" for each failed test, and each file that failed outside a test. */
function failures(report) {
  const lines = [];
  for (const suite of report.testResults ?? []) {
    const file = String(suite.name ?? '').replace(`${process.cwd()}/`, '');
    const tests = (suite.assertionResults ?? []).filter((t) => t.status === 'failed');
    for (const t of tests) lines.push(`${file} > ${t.fullName ?? t.title}: ${firstLine(t.failureMessages?.[0])}`);
    if (suite.status === 'failed' && tests.length === 0) lines.push(`${file}: ${firstLine(suite.message)}`);
  }
  return lines;
}

function firstLine(text) {
  return String(text ?? '').split('\n').find((l) => l.trim())?.trim().slice(0, 300) ?? '';
}

/** A check's exit code as `make test` wrote it; a missing file means the check did not run, which is a failure too. */
function readExitCode(path) {
  try {
    return readFileSync(path, 'utf8').trim();
  } catch {
    return 'missing';
  }
}
