import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { addOrderPhoto } from '@sdp/server/db/order-photos';
import { diskImageStore } from '@sdp/server/images/object-store';
import { findMissingImageObjects } from '@sdp/server/images/missing-objects';
import { storeUpload } from '@sdp/server/images/store-upload';
import { runDrill } from './restore-drill.ts';

// NOTE: the photographs live outside the database (ADR 240): the drill checks the restored image rows against the store.
const photos = mkdtempSync(join(tmpdir(), 'sdp-drill-photos-'));
const store = diskImageStore(photos);
afterAll(() => rmSync(photos, { recursive: true, force: true }));

// The restore drill (docs/design.md §24, ADR 231) as a test: a private cluster archiving through pgBackRest, real orders and payments,
// a dropped table, a point-in-time restore into a new cluster. `make drill` runs this file alone.
describe('restore drill', () => {
  it('restores to a noted time: every order and payment written before it, none after, and prints the RPO and RTO', async () => {
    const result = await runDrill({
      ordersBefore: 12, ordersAfter: 8, log: (line) => console.log(line),
      // An after photo on the first order, stored as the upload route stores it, before the noted time.
      afterWrites: async (sql, orderIds) => {
        const bytes = await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#c2410c' } }).jpeg().toBuffer();
        const { image } = await storeUpload(sql, store, bytes, null);
        await sql.begin((tx) => addOrderPhoto(tx, { orderId: orderIds[0]!, imageId: image.id, clientId: null, uploadedBytes: bytes.length, takenBy: null }));
      },
      everyImageHasItsObjects: async (restored) => (await findMissingImageObjects(restored, store)).missing.map((m) => m.id),
    });
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
    // Every image row restored still has its objects in the store.
    expect(result.imagesWithoutObjects).toEqual([]);
    // What the admin dashboard reads on this cluster: archiving configured and keeping up.
    expect(result.archiving).toMatchObject({ configured: true, warning: null });
    // NOTE: the bars (RPO <= 60 s, RTO <= 5 minutes) are make bench's (BENCH_ONLY=restore, ADR 170): make test gates no timing.
  }, 120_000);
});
