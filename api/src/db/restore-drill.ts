import { rmSync } from 'node:fs';
import { join } from 'node:path';
import postgres from 'postgres';
import * as v from 'valibot';
import { orderPayloadSchema } from '@sdp/shared';
import { createSql, type Sql } from '@sdp/server/db/sql';
import { parseEnv } from '@sdp/server/env';
import { createLogger } from '@sdp/server/logger';
import type { ServiceDeps } from '@sdp/server/deps';
import { createOrder } from '@sdp/server/orders/create-order';
import { applyPaymentOutcome } from '@sdp/server/orders/payment-transition';
import { restoreSummary, writtenRefs, type RestoreSummary } from '@sdp/server/db/restore-summary';
import { archiveNow, archiverStatus, type ArchiverStatus } from '@sdp/server/backup/archiver';
import {
  dataDir, ensureStanza, freePort, initSite, ownedTempDir, removeRestored, restoreInto, siteUrl, socketDir, startCluster, stopCluster, takeBackup,
  type BackupKind, type BackupSite,
} from '@sdp/server/backup/pgbackrest';
import { migrate } from './migrate.ts';
import { seedReferenceData } from './seed/seed.ts';

// The restore drill of docs/design.md §24 (ADR 231): on a private cluster with archiving on, the app's schema, orders and payments
// written by the app's own code, a time noted, more written, a table dropped, a restore to the time into a new cluster, and every
// order and payment from before the time found there and none from after. It measures what a disaster would cost: RPO and RTO.

/** The database URLs the drill's app writes through. The roles scope swaps `prepareRoles` for the owner/app role split. */
export interface DrillRoles { ownerUrl: string; appUrl: string }

export interface DrillHooks {
  /**
   * Given the superuser's URL of the drill's fresh database, set up the roles the app runs as and return their URLs (migrations
   * run as the owner, writes as the app). Default: the superuser for both.
   */
  prepareRoles?(adminUrl: string): Promise<DrillRoles>;
  /**
   * Every image row of the restored database still has its stored objects (photos in S3, docs/design.md §24). Return the ids of
   * image rows whose objects are missing; the drill fails when any is. Default: not checked (no object store in this drill).
   */
  everyImageHasItsObjects?(restored: Sql): Promise<string[]>;
}

export interface DrillOptions extends DrillHooks {
  /** Orders (each with its paid deposit) written before the noted time, and after it. */
  ordersBefore: number;
  ordersAfter: number;
  /** Optional: raise each week's capacity for a season's worth of orders (the drill's season, as staff would set it). */
  weekCapacity?: number;
  /** Orders written at once (the pool holds this many connections). */
  concurrency?: number;
  /** Extra work on the source after the writes before, e.g. photo rows; runs before the time is noted. */
  afterWrites?(sql: Sql, orderIds: string[]): Promise<void>;
  /** Take this backup after the writes before the time (the bench times a full of a season's data). */
  backupAfterWrites?: BackupKind;
  log?(line: string): void;
}

export interface DrillResult {
  /** Seconds of writes the archive did not yet hold when the table was dropped: what a lost host would have lost (RPO). */
  rpoSeconds: number;
  /** The largest such lag seen while the orders were written (sampled each second): the RPO had the host died at the worst moment. */
  worstLagSeconds: number;
  /** Seconds from the disaster to a restored, checked database (restore + replay + the check): RTO. */
  rtoSeconds: number;
  restoreSeconds: number;
  /** The time noted between the writes before and after, on the cluster's clock: the restore's target. */
  notedAt: Date;
  fullBackupSeconds: number;
  /** Seconds the backup after the writes took (backupAfterWrites), else null. */
  seasonBackupSeconds: number | null;
  /** The archive's state just before the drop, as the admin dashboard would show it. */
  archiving: ArchiverStatus;
  written: { before: { orders: number; payments: number }; after: { orders: number; payments: number } };
  restored: RestoreSummary;
  /** Orders and payments written before the time that the restore lacks, and written after it that the restore has (both 0). */
  missingBefore: number;
  presentAfter: number;
  imagesWithoutObjects: string[] | null;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Superuser for both roles: the default until least-privilege roles are set up (the roles scope). */
export const superuserForBoth = async (adminUrl: string): Promise<DrillRoles> => ({ ownerUrl: adminUrl, appUrl: adminUrl });

interface Written { orderIds: string[]; paymentRefs: string[] }

/** Orders through createOrder (the API's path for POST /api/create-stripe-checkout) and their deposits through THE payment transition. */
async function writeOrders(deps: ServiceDeps, count: number, tag: string, concurrency: number): Promise<Written> {
  const [season] = await deps.sql<{ delivery_dates: string[] }[]>`SELECT delivery_dates FROM season ORDER BY year DESC LIMIT 1`;
  const [pkg] = await deps.sql<{ id: string }[]>`SELECT id FROM packages WHERE active ORDER BY sort_order LIMIT 1`;
  const weeks = [...season!.delivery_dates].sort();
  const written: Written = { orderIds: [], paymentRefs: [] };
  let next = 0;
  const one = async (i: number) => {
    // NOTE: parsed by the API's own schema, as POST /api/create-stripe-checkout parses a browser's body.
    const payload = v.parse(orderPayloadSchema, {
      packageId: pkg!.id, customerName: `Drill Customer ${tag}${i}`, customerEmail: `drill.${tag}${i}@example.com`, customerPhone: '(858) 555-0100',
      address: `${100 + i} Harvest Lane`, city: 'San Diego', zipCode: '92126', deliveryDate: weeks[i % weeks.length]!,
      serviceType: i % 3 === 0 ? 'white-glove' : 'drop-off', photoPermission: 'yes', specialInstructions: '',
    });
    const order = await createOrder(deps, payload, 'hosted', { ip: `10.${tag.charCodeAt(0)}.${(i >> 8) & 255}.${i & 255}` });
    const sessionId = `cs_drill_${tag}_${i}_${order.orderId.slice(0, 8)}`;
    await applyPaymentOutcome(deps, {
      ref: { orderId: order.orderId },
      outcome: { kind: 'paid', checkoutSessionId: sessionId, amountCents: order.breakdown.depositAmount },
      event: { id: `evt_drill_${tag}_${i}_${order.orderId.slice(0, 8)}`, type: 'checkout.session.completed', objectId: sessionId },
    });
    written.orderIds.push(order.orderId);
    written.paymentRefs.push(sessionId);
  };
  await Promise.all(Array.from({ length: concurrency }, async () => {
    while (next < count) await one(next++);
  }));
  return written;
}

export async function runDrill(options: DrillOptions): Promise<DrillResult> {
  const log = options.log ?? (() => {});
  const concurrency = options.concurrency ?? 4;
  const dir = ownedTempDir('sdp-drill-');
  const site: BackupSite = { dir: join(dir, 'site'), port: await freePort() };
  const restored = { dir: join(dir, 'restored'), port: 0 };
  const pools: Sql[] = [];
  const open = (url: string, max = 2) => {
    const sql = createSql(url, { max });
    pools.push(sql);
    return sql;
  };
  try {
    await initSite(site);
    await startCluster(dataDir(site), site.port, socketDir(site));
    const admin = postgres(siteUrl(site), { max: 1, onnotice: () => {} });
    await admin.unsafe('CREATE DATABASE sdpumpkin').finally(() => admin.end());
    const roles = await (options.prepareRoles ?? superuserForBoth)(siteUrl(site, 'sdpumpkin'));
    const owner = open(roles.ownerUrl, 1);
    await migrate(owner);
    await seedReferenceData(owner, { season: 'next', resetSeason: true });
    if (options.weekCapacity) await owner`UPDATE delivery_slots SET capacity = ${options.weekCapacity}`;
    log(`drill: cluster on port ${site.port} migrated and seeded`);

    await ensureStanza(site);
    const full = await takeBackup(site, 'full');
    log(`drill: full backup ${full.label} in ${full.seconds.toFixed(1)} s`);

    const parsed = parseEnv({ ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'silent', DATABASE_URL: roles.appUrl, PUBLIC_URL: 'http://localhost' });
    if (!parsed.ok) throw new Error(`drill env invalid:\n${parsed.problems.join('\n')}`);
    const app = open(roles.appUrl, concurrency);
    const deps: ServiceDeps = { env: parsed.env, sql: app, redis: null, stripe: null, logger: createLogger('silent') };

    // NOTE: while orders are written, the archive's lag is sampled each second: what a host lost at that moment would have lost.
    let worstLagSeconds = 0;
    const sampler = setInterval(() => {
      void archiverStatus(owner, new Date()).then((s) => {
        if (s.lastArchivedAt) worstLagSeconds = Math.max(worstLagSeconds, (Date.now() - s.lastArchivedAt.getTime()) / 1000);
      }, () => {});
    }, 1_000);
    const before = await writeOrders(deps, options.ordersBefore, 'b', concurrency).finally(() => clearInterval(sampler));
    await options.afterWrites?.(app, before.orderIds);
    const seasonBackup = options.backupAfterWrites ? await takeBackup(site, options.backupAfterWrites) : null;
    if (seasonBackup) log(`drill: ${options.backupAfterWrites} backup with the data in ${seasonBackup.seconds.toFixed(1)} s`);
    // NOTE: the noted time sits strictly between the last commit before it and the first after it, on the cluster's own clock.
    await sleep(200);
    const [clock] = await app<{ noted: Date }[]>`SELECT clock_timestamp() AS noted`;
    const noted = clock!.noted;
    await sleep(200);
    log(`drill: ${before.orderIds.length} orders before ${noted.toISOString()}`);
    const after = await writeOrders(deps, options.ordersAfter, 'a', concurrency);

    const archiving = await archiverStatus(owner, new Date());
    // The disaster: a table dropped (a bad migration, a wrong console). RPO: what the archive lacked at that moment.
    await owner`DROP TABLE payments CASCADE`;
    const disasterAt = Date.now();
    const rpoSeconds = archiving.lastArchivedAt ? (disasterAt - archiving.lastArchivedAt.getTime()) / 1000 : Number.POSITIVE_INFINITY;
    log(`drill: payments dropped; the archive was ${rpoSeconds.toFixed(1)} s behind`);

    // The operator's first step while the server still runs: close the current segment so the archive holds the noted time.
    await archiveNow(owner);
    restored.port = await freePort();
    const restoreSeconds = await restoreInto(site, noted, restored);
    const check = open(siteUrl(restored, 'sdpumpkin'));
    const summary = await restoreSummary(check);
    const refs = await writtenRefs(check);
    const missingBefore = before.orderIds.filter((id) => !refs.orderIds.has(id)).length + before.paymentRefs.filter((r) => !refs.paymentRefs.has(r)).length;
    const presentAfter = after.orderIds.filter((id) => refs.orderIds.has(id)).length + after.paymentRefs.filter((r) => refs.paymentRefs.has(r)).length;
    const imagesWithoutObjects = options.everyImageHasItsObjects ? await options.everyImageHasItsObjects(check) : null;
    const rtoSeconds = (Date.now() - disasterAt) / 1000;
    log(`drill: restored in ${restoreSeconds.toFixed(1)} s, checked ${rtoSeconds.toFixed(1)} s after the drop`);
    return {
      rpoSeconds, worstLagSeconds, rtoSeconds, restoreSeconds, notedAt: noted, fullBackupSeconds: full.seconds, seasonBackupSeconds: seasonBackup?.seconds ?? null, archiving,
      written: {
        before: { orders: before.orderIds.length, payments: before.paymentRefs.length },
        after: { orders: after.orderIds.length, payments: after.paymentRefs.length },
      },
      restored: summary, missingBefore, presentAfter, imagesWithoutObjects,
    };
  } finally {
    await Promise.all(pools.map((p) => p.end({ timeout: 5 })));
    await removeRestored(restored.dir).catch(() => {});
    await stopCluster(dataDir(site)).catch(() => {});
    rmSync(dir, { recursive: true, force: true });
  }
}
