import { availableParallelism } from 'node:os';

/**
 * How many PostgreSQL connections `make test` may hold at once (ADR 171). A fresh clone on a many-core machine, with other clients
 * of the same server, once ran out ("sorry, too many clients already"): every test file, every workers process and every live
 * stack opened pools sized for production. Each pool the suite opens takes its size from here, and
 * scripts/suite-connections.test.ts adds them up against max_connections with a `make dev` running beside the suite.
 */
export const SUITE_POOLS = {
  /** A test file's own client (useTestContext's `ctx.sql`): its requests to the in-process app and its own reads. */
  testFile: 3,
  /** A short-lived admin client (CREATE / DROP DATABASE): one per file while it makes or drops its database. */
  admin: 1,
  /**
   * Workers a test file starts, in-process or as a child process (DATABASE_POOL_MAX); a file runs two at most at once. Six leaves
   * room for two jobs at once per queue (workersConcurrency in server/src/db/sql.ts).
   */
  testWorkers: 6,
  testWorkersPerFile: 2,
  /** The API process of a live stack (e2e, zapier) (DATABASE_POOL_MAX): requests beyond it wait for a connection. */
  liveStackApi: 4,
  /** The workers process of a live stack: two jobs at once per queue. */
  liveStackWorkers: 6,
  /** The catalog cache's LISTEN: one connection of its own in each API process, beside its pool. */
  listen: 1,
  /** What the files of a live stack open beside it (e2e: useRunDatabase and the API's own client in one file; zapier: live-api). */
  liveStackFiles: { e2e: 2, zapier: 1 },
} as const;

/** At most this many test files run at once outside the e2e project (vitest's maxWorkers; the e2e project runs one at a time). */
export const MOST_FILES_AT_ONCE = 2;
export const filesAtOnce = (cores = availableParallelism()): number => Math.max(1, Math.min(cores - 1, MOST_FILES_AT_ONCE));

/** Environment for a process the suite starts (a live stack's API and workers, a test's workers child): its pool's bound. */
export const poolEnv = (max: number): { DATABASE_POOL_MAX: string } => ({ DATABASE_POOL_MAX: String(max) });

/** The most connections the whole suite can hold at once, by where they come from (each part's worst case, all at the same time). */
export function suiteConnectionBound(files = MOST_FILES_AT_ONCE) {
  const p = SUITE_POOLS;
  const perFile = p.testFile + p.admin + p.testWorkersPerFile * p.testWorkers;
  const liveStack = p.liveStackApi + p.listen + p.liveStackWorkers;
  const parts = {
    [`${files} test files at once x ${perFile}`]: files * perFile,
    [`e2e live stack (API + workers + LISTEN) and its file's clients`]: liveStack + p.liveStackFiles.e2e,
    [`zapier live stack and live-api`]: liveStack + p.liveStackFiles.zapier,
  };
  return { parts, total: Object.values(parts).reduce((sum, n) => sum + n, 0) };
}
