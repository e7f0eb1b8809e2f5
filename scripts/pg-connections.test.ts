import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describePeaks, peaks } from './pg-connections.mjs';

// Issue 35, item 17 (ADR 171): every `make test` prints the peak of PostgreSQL connections it saw, sampled every 200 ms.
const script = join(import.meta.dirname, 'pg-connections.mjs');
let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'sdp-pg-connections-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('the PostgreSQL connection sampler', () => {
  it('reads the peaks of a samples file, and says when there were none', () => {
    const p = peaks('# max_connections 100\n0\t5\t12\t3\n200\t14\t31\t20\n# 400 connection refused\n400\t9\t18\t9\n');
    expect(p).toEqual({ samples: 3, ours: 14, all: 31, suite: 20, maxConnections: 100 });
    expect(describePeaks(p)).toMatch(/^peak PostgreSQL connections: 14 \(this run's processes; the whole server: 31 of max_connections 100, 20 of them to sdp_\* databases; 3 samples/);
    expect(describePeaks(peaks(''))).toBe('peak PostgreSQL connections: not measured (no samples)');
  });

  it('sees connections opened while it samples, and stops on SIGTERM', async () => {
    const file = join(dir, 'samples.tsv');
    const sampler = spawn(process.execPath, [script, 'sample', file], { stdio: 'inherit' });
    // NOTE: connections are opened once the sampler has taken its first sample, so a slow start on a busy machine misses none.
    for (let tries = 0; !/^\d+\t/m.test(await readFile(file, 'utf8').catch(() => '')); tries += 1) {
      if (tries > 200) throw new Error('the sampler took no sample within 20 s');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const held = postgres(process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres', { max: 4, onnotice: () => {} });
    try {
      // Four connections held for a second: four slow queries at once.
      await Promise.all(Array.from({ length: 4 }, () => held`SELECT pg_sleep(1)`));
    } finally {
      await held.end();
    }
    sampler.kill('SIGTERM');
    const code = await new Promise((resolve) => sampler.once('exit', resolve));
    expect(code).toBe(0);
    const p = peaks(await readFile(file, 'utf8'));
    expect(p.samples).toBeGreaterThanOrEqual(3);
    // NOTE: the run is this test's process (it started the sampler), whose four connections count; other clients of the server do not.
    expect(p.ours).toBeGreaterThanOrEqual(4);
    expect(p.all).toBeGreaterThanOrEqual(p.ours);
    expect(p.maxConnections).toBeGreaterThan(0);
  });
});
