import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { apiPoolMax, WORKERS_POOL_MIN, workersPoolMax } from '../server/src/db/sql.ts';
import { POSTGRES_MAX_CONNECTIONS, processPlan, RESERVED_CONNECTIONS } from './start-settings.mjs';

// Issue 39 item 6: every process's pool against PostgreSQL's max_connections, for the process counts docs/operations.md documents.
// The table there is the one this test reads: a row changed by hand without the settings following it fails here.
const documented = () => {
  const text = readFileSync('docs/operations.md', 'utf8');
  const table = text.slice(text.indexOf('<!-- connections-table -->'), text.indexOf('<!-- /connections-table -->'));
  return [...table.matchAll(/^\| (\d+) \| (\d+) \| (\d+) \| (\d+) \| (\d+) \|$/gm)].map((m) => m.slice(1).map(Number) as [number, number, number, number, number]);
};

describe("make start's processes and PostgreSQL's connections", () => {
  it('uses the pools of server/src/db/sql.ts when one API and one workers process run', () => {
    const plan = processPlan({});
    expect([plan.api, plan.workers, plan.shrunk]).toEqual([1, 1, false]);
    expect(plan.apiPool).toBe(apiPoolMax({}));
    expect(plan.workersPool).toBe(workersPoolMax({ WORKER_CONCURRENCY: 8 }));
  });

  it('documents several shapes, each within max_connections less the reserve, as processPlan computes them', () => {
    const rows = documented();
    expect(rows.length).toBeGreaterThanOrEqual(3);
    for (const [api, workers, apiPool, workersPool, total] of rows) {
      const plan = processPlan({ API_PROCESSES: String(api), WORKER_PROCESSES: String(workers) });
      expect([plan.apiPool, plan.workersPool, plan.total], `${api} API + ${workers} workers`).toEqual([apiPool, workersPool, total]);
      // NOTE: each API process: its pool and the catalog cache's LISTEN; each workers process: its pool.
      expect(total).toBe(api * (apiPool + 1) + workers * workersPool);
      expect(total, `${api} API + ${workers} workers`).toBeLessThanOrEqual(POSTGRES_MAX_CONNECTIONS - RESERVED_CONNECTIONS);
      expect(workersPool).toBeGreaterThanOrEqual(WORKERS_POOL_MIN);
      expect(apiPool).toBeGreaterThanOrEqual(4);
    }
    expect(rows.some(([api, workers]) => api === 2 && workers === 2), 'the shape the scale test runs').toBe(true);
  });

  it('says so when DATABASE_POOL_MAX set by hand does not fit', () => {
    const plan = processPlan({ API_PROCESSES: '4', WORKER_PROCESSES: '4', DATABASE_POOL_MAX: '20' });
    expect(plan.fits).toBe(false);
    expect(() => processPlan({ API_PROCESSES: '0' })).toThrow(/API_PROCESSES/);
  });
});
