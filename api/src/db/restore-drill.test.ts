import { describe, expect, it } from 'vitest';
import { runDrill } from './restore-drill.ts';

// The restore drill (docs/design.md §24, ADR 231) as a test: a private cluster archiving through pgBackRest, real orders and payments,
// a dropped table, a point-in-time restore into a new cluster. `make drill` runs this file alone.
describe('restore drill', () => {
  it('restores to a noted time: every order and payment written before it, none after, and prints the RPO and RTO', async () => {
    const result = await runDrill({ ordersBefore: 12, ordersAfter: 8, log: (line) => console.log(line) });
    console.log(`restore drill: RPO ${result.rpoSeconds.toFixed(1)} s (bar 60 s), RTO ${result.rtoSeconds.toFixed(1)} s (bar 300 s); ` +
      `full backup ${result.fullBackupSeconds.toFixed(1)} s, restore ${result.restoreSeconds.toFixed(1)} s`);
    expect(result.written.before).toEqual({ orders: 12, payments: 12 });
    expect(result.missingBefore).toBe(0);
    expect(result.presentAfter).toBe(0);
    expect(result.restored.orders).toBe(12);
    // Each order's deposit succeeded: the ledger holds exactly the deposits written before the time.
    expect(result.restored.payments).toBe(12);
    expect(result.restored.collectedCents).toBeGreaterThan(0);
    expect(result.restored.newestOrder!.createdAt < result.notedAt).toBe(true);
    // What the admin dashboard reads on this cluster: archiving configured and keeping up.
    expect(result.archiving).toMatchObject({ configured: true, warning: null });
    // NOTE: the bars (RPO <= 60 s, RTO <= 5 minutes) are make bench's (BENCH_ONLY=restore, ADR 170): make test gates no timing.
  }, 120_000);
});
