import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

// Issue 35, item 17 (docs/design.md §22, ADR 170): CI refused a good change because Lighthouse's performance score fell on a busy
// machine. `make test` gates what is deterministic; a bar on how long something took belongs to `make bench` (medians, ratios).
// This scan finds such bars in every project's tests: an upper bound (toBeLessThan, toBeLessThanOrEqual) on a clock reading, a
// variable made from one, or a value named as a duration; and a comparison of Lighthouse's performance score, LCP or TBT.
const ROOT = join(import.meta.dirname, '..');
const PROJECTS = ['shared', 'server', 'api', 'workers', 'dev', 'web', 'e2e', 'integrations', 'scripts'];

/**
 * Tests `make test` never runs, where a timing bar may stay: opted into by an environment variable that neither the Makefile nor
 * scripts/run-suite.sh sets.
 */
const MEASURED_ON_REQUEST: Record<string, string> = {
  'e2e/src/crew-offline.test.ts': "it.runIf(process.env.E2E_TIMINGS === '1')",
};

const CLOCK = /\b(?:performance\.now|Date\.now|process\.hrtime(?:\.bigint)?)\(/;
// NOTE: a variable or call named so, not a property (an OSRM leg's `.duration` is data the test made).
const DURATION_WORD = /(?<![.\w])(?:ms|millis|elapsed|took|duration|durationMs|latency|latencyMs|median|p50|p95|p99|seconds)\b/i;
const UPPER_BOUND = /\bexpect\((.*)\)\s*\.\s*(?:not\s*\.\s*)?toBeLessThan(?:OrEqual)?\(/;
const LIGHTHOUSE_TIMING = /(?:\b(?:performance|lcpMs|tbtMs)\s*[<>]=?)|(?:[<>]=?\s*[\w.]*\.(?:performance|lcpMs|tbtMs)\b)/;

/** The lines of a test file that hold a timing bar, as "line: text". */
export function timingBars(source: string): string[] {
  const lines = source.split('\n');
  // Variables made from a clock reading (`const started = performance.now()`, `const ms = Date.now() - started`), and arrays
  // such readings are pushed into (`times.push(performance.now() - t0)`).
  const clockVariables = new Set<string>();
  for (const line of lines) {
    const assigned = /\b(?:const|let|var)\s+(\w+)\s*=\s*(.*)$/.exec(line);
    if (assigned && (CLOCK.test(assigned[2]!) || [...clockVariables].some((v) => new RegExp(`\\b${v}\\b`).test(assigned[2]!)))) {
      // NOTE: a clock reading inside a string (a unique e-mail address) is a name, not a time.
      if (!/^[`'"]/.test(assigned[2]!.trim())) clockVariables.add(assigned[1]!);
    }
    const pushed = /\b(\w+)(?:\[[^\]]*\])?\.push\((.*)\)/.exec(line);
    if (pushed && (CLOCK.test(pushed[2]!) || [...clockVariables].some((v) => new RegExp(`\\b${v}\\b`).test(pushed[2]!)))) clockVariables.add(pushed[1]!);
  }
  const bars: string[] = [];
  lines.forEach((line, i) => {
    const bound = UPPER_BOUND.exec(line);
    const subject = bound?.[1] ?? '';
    const timed = bound !== null && (CLOCK.test(subject) || DURATION_WORD.test(subject) || [...clockVariables].some((v) => new RegExp(`\\b${v}\\b`).test(subject)));
    if (timed || LIGHTHOUSE_TIMING.test(line)) bars.push(`${i + 1}: ${line.trim()}`);
  });
  return bars;
}

function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name.startsWith('.')) return [];
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return testFiles(path);
    return /\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('timing bars in make test', () => {
  it('finds the kinds of bar that failed on a busy machine, and leaves alone what is not one', () => {
    const offenders = [
      `const started = Date.now();\nawait flood();\nconst elapsed = Date.now() - started;\nexpect(elapsed).toBeLessThan(45_000);`,
      `const started = performance.now();\nawait posts();\nconst ms = performance.now() - started;\nexpect(ms).toBeLessThan(20_000);`,
      `const started = Date.now();\nawait call();\nexpect(Date.now() - started).toBeLessThan(5_000);`,
      `const t0 = performance.now();\ntimes.push(performance.now() - t0);\nexpect(Math.max(...times)).toBeLessThanOrEqual(100);`,
      `expect(median(offline)).toBeLessThan(15_000);`,
      `const performanceBar = route === '/' ? 95 : 90;\nconst noisy = [m.performance < performanceBar && 'slow'];`,
      `if (m.lcpMs > LCP_MS) missed.push('LCP');`,
    ];
    for (const source of offenders) expect(timingBars(source), source).not.toEqual([]);
    const fine = [
      `const started = Date.now();\nawait page.goto('/login');\nexpect(Date.now() - started).toBeGreaterThan(250);`, // a delay that must happen
      `expect(lifetime).toBeLessThanOrEqual(32 * 60);`, // a Checkout Session's lifetime, set by the server
      `expect(leg.duration / leg.distance).toBeLessThan(180);`, // a road model's figures
      `expect(c.now()).toBeLessThanOrEqual(30_000);`, // a controlled clock
      `const email = \`x.\${Date.now().toString(36)}@example.com\`;\nexpect(email.length).toBeLessThan(80);`,
      `expect(m.accessibility).toBe(100);\nexpect(totalKb).toBeLessThanOrEqual(BUDGET_KB);`,
    ];
    for (const source of fine) expect(timingBars(source), source).toEqual([]);
  });

  it('holds none in any project, but in tests make test never runs', () => {
    const found: Record<string, string[]> = {};
    for (const project of PROJECTS) {
      for (const file of testFiles(join(ROOT, project))) {
        const path = relative(ROOT, file);
        if (path === 'scripts/timing-bars.test.ts') continue; // its own examples
        const bars = timingBars(readFileSync(file, 'utf8'));
        if (bars.length > 0 && !(path in MEASURED_ON_REQUEST)) found[path] = bars;
      }
    }
    expect(found, 'time these in make bench (bench/src/), medians over several runs (ADR 170)').toEqual({});
  });

  it('keeps the tests that may time things out of make test', () => {
    const suite = readFileSync(join(ROOT, 'scripts/run-suite.sh'), 'utf8') + readFileSync(join(ROOT, 'Makefile'), 'utf8');
    for (const [file, optIn] of Object.entries(MEASURED_ON_REQUEST)) {
      expect(readFileSync(join(ROOT, file), 'utf8'), file).toContain(optIn);
      const variable = /process\.env\.(\w+)/.exec(optIn)![1]!;
      expect(suite, `${variable} set by make test`).not.toContain(variable);
    }
  });
});
