import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const script = join(import.meta.dirname, 'test-summary.mjs');
let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'sdp-summary-'));
  await writeFile(join(dir, 'report.json'), JSON.stringify({ success: true, numPassedTests: 3, numFailedTests: 0 }));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

/** The closing line and exit code of the summary for a passing report, given lint's exit code as `make test` writes it. */
async function summary(lintExitCode: string | null): Promise<{ line: string; code: number }> {
  const args = [script, join(dir, 'report.json')];
  if (lintExitCode !== null) {
    await writeFile(join(dir, 'lint-exit-code'), `${lintExitCode}\n`);
    args.push(join(dir, 'lint-exit-code'));
  }
  try {
    const { stdout } = await run(process.execPath, args);
    return { line: stdout.trim(), code: 0 };
  } catch (error) {
    const failed = error as { stdout: string; code: number };
    return { line: failed.stdout.trim(), code: failed.code };
  }
}

describe('make test summary', () => {
  it('passes when the tests pass and lint is clean', async () => {
    expect(await summary('0')).toEqual({ line: '3 passed, 0 failed', code: 0 });
    expect(await summary(null)).toEqual({ line: '3 passed, 0 failed', code: 0 });
  });

  it('a lint failure still prints the closing line, counts as a failure and fails the run', async () => {
    expect(await summary('1')).toEqual({ line: '3 passed, 1 failed', code: 1 });
  });

  it('counts each failed or missing check (typecheck, lint) as one failure', async () => {
    await writeFile(join(dir, 'typecheck-exit-code'), '2\n');
    await writeFile(join(dir, 'lint-exit-code'), '0\n');
    const failed = await run(process.execPath, [script, join(dir, 'report.json'), `${join(dir, 'typecheck-exit-code')},${join(dir, 'lint-exit-code')}`])
      .catch((e) => e as { stdout: string; stderr: string; code: number });
    expect([failed.stdout.trim(), (failed as { code?: number }).code]).toEqual(['3 passed, 1 failed', 1]);
    expect(failed.stderr).toContain('test-summary: typecheck failed');
    const missing = await run(process.execPath, [script, join(dir, 'report.json'), join(dir, 'never-written-exit-code')]).catch((e) => e as { stdout: string });
    expect(missing.stdout.trim()).toBe('3 passed, 1 failed');
  });

  it('adds up several reports (the e2e project runs beside the others), names each failed test, and counts a missing report', async () => {
    await writeFile(join(dir, 'e2e.json'), JSON.stringify({
      success: false, numPassedTests: 5, numFailedTests: 1, numPendingTests: 1,
      testResults: [{ name: join(process.cwd(), 'e2e/src/x.test.ts'), status: 'failed', assertionResults: [
        { status: 'passed', fullName: 'x works' },
        { status: 'failed', fullName: 'x pays', failureMessages: ['Error: page.waitForURL: Timeout 20000ms exceeded.\n  at ...'] },
      ] }],
    }));
    const both = await run(process.execPath, [script, `${join(dir, 'report.json')},${join(dir, 'e2e.json')}`]).catch((e) => e as { stdout: string; stderr: string; code: number });
    expect([both.stdout.trim(), (both as { code?: number }).code]).toEqual(['8 passed, 1 failed, 1 skipped', 1]);
    expect(both.stderr).toContain('test-summary: FAILED e2e/src/x.test.ts > x pays: Error: page.waitForURL: Timeout 20000ms exceeded.');
    const missing = await run(process.execPath, [script, `${join(dir, 'report.json')},${join(dir, 'none.json')}`]).catch((e) => e as { stdout: string; code: number });
    expect([missing.stdout.trim(), (missing as { code?: number }).code]).toEqual(['3 passed, 1 failed', 1]);
  });
});
