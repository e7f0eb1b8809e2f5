import { describe, expect, it } from 'vitest';
import config from '../vitest.config.ts';
import { filesAtOnce, MOST_FILES_AT_ONCE, SUITE_POOLS, suiteConnectionBound } from '../api/test/connection-budget.ts';
import { DEV_POOL_MAX, devSettings } from './dev-settings.mjs';

// Issue 35, item 17 (ADR 171): a `make test` on a fresh clone, with other PostgreSQL clients present, failed 62 tests with "sorry,
// too many clients already". Every pool of the suite is bounded (api/test/connection-budget.ts); here they are added up.
const POSTGRES_DEFAULT_MAX_CONNECTIONS = 100;
/** "Well under": the suite and a `make dev` together leave a quarter of the server to every other client. */
const SHARE = 0.75;

type Proc = { name: string; env: Record<string, string> };
const devProcess = (source: Record<string, string>, name: string) => (devSettings(source).processes as Proc[]).find((p) => p.name === name)!;

describe("the suite's PostgreSQL connections", () => {
  it('run at most a few test files at once, whatever the number of cores', () => {
    expect(config.test?.maxWorkers).toBe(filesAtOnce());
    expect(filesAtOnce(64)).toBe(MOST_FILES_AT_ONCE);
    expect(filesAtOnce(2)).toBe(1);
    expect(filesAtOnce(1)).toBe(1);
  });

  it('give make dev a small pool per process unless DATABASE_POOL_MAX says otherwise', () => {
    for (const name of ['api', 'workers']) {
      expect(devProcess({}, name).env.DATABASE_POOL_MAX, name).toBe(DEV_POOL_MAX);
      expect(devProcess({ DATABASE_POOL_MAX: '15' }, name).env.DATABASE_POOL_MAX, name).toBe('15');
    }
  });

  it(`add up, with a make dev beside them and the sampler, to at most ${SHARE * 100} % of PostgreSQL's default max_connections`, () => {
    const { parts, total } = suiteConnectionBound();
    const dev = 2 * Number(DEV_POOL_MAX) + SUITE_POOLS.listen;
    const sampler = 1;
    console.info(`suite bound: ${Object.entries(parts).map(([what, n]) => `${what}: ${n}`).join('; ')}; total ${total}; ` +
      `make dev ${dev}; sampler ${sampler}; together ${total + dev + sampler} of ${POSTGRES_DEFAULT_MAX_CONNECTIONS}`);
    expect(total + dev + sampler).toBeLessThanOrEqual(SHARE * POSTGRES_DEFAULT_MAX_CONNECTIONS);
  });
});
