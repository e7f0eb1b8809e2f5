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
});
