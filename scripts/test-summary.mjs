// Print the closing line CI reads ("N passed, N failed") from vitest's JSON report, and exit non-zero on any failure.
// With a second argument (the file `make test` writes lint's exit code to), a failed lint counts as one failure.
import { readFileSync } from 'node:fs';

const file = process.argv[2] ?? '.tmp/vitest-results.json';
const lintFile = process.argv[3];
const lintFailed = lintFile && readExitCode(lintFile) !== '0' ? 1 : 0;
if (lintFailed) console.error('test-summary: lint failed (see its output above, or run `make lint`)');
let report;
try {
  report = JSON.parse(readFileSync(file, 'utf8'));
} catch (err) {
  console.error(`test-summary: no report at ${file} (${err.message})`);
  console.log(`0 passed, ${1 + lintFailed} failed`);
  process.exit(1);
}
const passed = report.numPassedTests ?? 0;
const failed =
  (report.numFailedTests ?? 0) + (report.numRuntimeErrorTestSuites ?? 0) + (report.success === false && !report.numFailedTests ? 1 : 0) + lintFailed;
const skipped = (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);

/** Lint's exit code as `make test` wrote it; a missing file means lint did not run, which is a failure too. */
function readExitCode(path) {
  try {
    return readFileSync(path, 'utf8').trim();
  } catch {
    return 'missing';
  }
}
