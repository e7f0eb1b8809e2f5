import { describe, expect, it } from 'vitest';
import { runDrill } from './restore-drill.ts';

// The restore drill (docs/design.md §24, ADR 231) as a test: a private cluster archiving through pgBackRest, real orders and payments,
// a dropped table, a point-in-time restore into a new cluster. `make drill` runs this file alone.
describe('restore drill', () => {
  it('restores to a noted time: every order and payment written before it, none after, within the RPO and RTO bars', async () => {
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
    expect(result.restored.newestOrder?.createdAt.getTime()).toBeLessThan(Date.now());
    // What the admin dashboard reads on this cluster: archiving configured and keeping up.
    expect(result.archiving).toMatchObject({ configured: true, warning: null });
    expect(result.rpoSeconds).toBeLessThanOrEqual(60);
    expect(result.rtoSeconds).toBeLessThanOrEqual(300);
  }, 120_000);
});
