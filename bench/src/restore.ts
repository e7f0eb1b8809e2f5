import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { addOrderPhoto } from '@sdp/server/db/order-photos';
import { diskImageStore, type ImageStore } from '@sdp/server/images/object-store';
import { findMissingImageObjects } from '@sdp/server/images/missing-objects';
import { storeUpload } from '@sdp/server/images/store-upload';
import { runDrill, type DrillResult } from '../../api/src/db/restore-drill.ts';
import { verdict, type Figure } from './report.ts';
import { median } from './stats.ts';

// The restore drill on a season's data (docs/design.md §24, ADR 231): 5,000 orders with their deposits and an after photo each,
// written through the app's own code on the private cluster archiving through pgBackRest; then a table dropped and a restore to a
// time noted before the last orders. Bars: data lost <= 60 s of writes (RPO), restore and check <= 5 minutes (RTO).
const SEASON_ORDERS = Number(process.env.BENCH_SEASON_ORDERS ?? 5_000);
const ROUNDS = Number(process.env.BENCH_DRILL_ROUNDS ?? 1);

/** One after photo per order: a few real uploads (stored as the upload route stores them), each order's photo row pointing at one. */
async function photoRows(sql: Parameters<typeof storeUpload>[0], store: ImageStore, orderIds: string[]): Promise<void> {
  const images: string[] = [];
  for (const [i, colour] of ['#c2410c', '#92400e', '#365314', '#1e3a8a', '#7c2d12'].entries()) {
    const bytes = await sharp({ create: { width: 1200 + i, height: 900, channels: 3, background: colour } }).jpeg().toBuffer();
    images.push((await storeUpload(sql, store, bytes, null)).image.id);
  }
  for (const [i, orderId] of orderIds.entries()) {
    await sql.begin((tx) => addOrderPhoto(tx, { orderId, imageId: images[i % images.length]!, clientId: null, uploadedBytes: 180_000, takenBy: null }));
  }
}

export async function restoreDrillOnASeason(): Promise<Figure[]> {
  const runs: DrillResult[] = [];
  const uploads = mkdtempSync(join(tmpdir(), 'sdp-bench-uploads-'));
  const store = diskImageStore(uploads);
  try {
    for (let round = 0; round < ROUNDS; round += 1) {
      runs.push(await runDrill({
        ordersBefore: SEASON_ORDERS, ordersAfter: 50, weekCapacity: SEASON_ORDERS, concurrency: 4,
        afterWrites: (sql, orderIds) => photoRows(sql, store, orderIds),
        everyImageHasItsObjects: async (restored) => (await findMissingImageObjects(restored, store)).missing.map((m) => m.id),
        backupAfterWrites: 'full', log: (line) => console.log(`  ${line}`),
      }));
    }
  } finally {
    rmSync(uploads, { recursive: true, force: true });
  }
  const rpo = median(runs.map((r) => r.rpoSeconds));
  const worst = Math.max(...runs.map((r) => r.worstLagSeconds));
  const rto = median(runs.map((r) => r.rtoSeconds));
  const backup = median(runs.map((r) => r.seasonBackupSeconds ?? Number.NaN));
  const exact = runs.every((r) => r.missingBefore === 0 && r.presentAfter === 0 && r.imagesWithoutObjects?.length === 0);
  const last = runs.at(-1)!;
  return [
    {
      name: `restore drill, ${SEASON_ORDERS} orders: RPO`,
      value: `${rpo.toFixed(1)} s not yet archived at the drop, worst ${worst.toFixed(1)} s while writing (${exact ? 'all before the time restored, none after' : 'ROWS WRONG'})`,
      bar: '<= 60 s',
      verdict: verdict(rpo <= 60 && exact),
      data: { runs: runs.map(({ restored, ...r }) => ({ ...r, restored: { ...restored, newestOrder: restored.newestOrder?.createdAt } })) },
    },
    {
      name: `restore drill, ${SEASON_ORDERS} orders: RTO`,
      value: `${rto.toFixed(1)} s from the drop to a restored, checked database (restore ${median(runs.map((r) => r.restoreSeconds)).toFixed(1)} s)`,
      bar: '<= 300 s',
      verdict: verdict(rto <= 300 && exact),
      data: { rtoSeconds: runs.map((r) => r.rtoSeconds), restoredOrders: last.restored.orders, restoredPayments: last.restored.payments },
    },
    {
      name: `  full backup of the season (pgBackRest)`,
      value: `${backup.toFixed(1)} s`,
      bar: 'none (reported)',
      verdict: 'INFO',
      data: { seconds: runs.map((r) => r.seasonBackupSeconds) },
    },
  ];
}
