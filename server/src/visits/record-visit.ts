import { sanDiegoDate } from '@sdp/shared/pacific-time';
import { createHmac, randomBytes } from 'node:crypto';
import { isbot } from 'isbot';
import { isStaffPath, type SiteEvent } from '@sdp/shared/site-events';
import { daySalt } from '../db/site-events.ts';
import type { Sql } from '../db/sql.ts';
import type { Redis } from 'ioredis';
import { admitVisit } from './address-limits.ts';
import { storeSiteEvent } from './group-insert.ts';

/** Who sent an event, as the request shows it; neither is stored (docs/design.md §21, ADR 122). */
export interface VisitOrigin { ip: string; userAgent: string; ourHosts: readonly string[] }

// NOTE: one salt per San Diego day per database, kept in memory, so a page view costs its share of one INSERT; the first event of a day
// (in each API process) reads or makes that day's salt and deletes the older ones.
const salts = new WeakMap<Sql, { day: string; salt: Buffer }>();

async function saltOf(sql: Sql, day: string): Promise<Buffer> {
  const known = salts.get(sql);
  if (known?.day === day) return known.salt;
  const salt = (await daySalt(sql, day, randomBytes(32))) ?? (await daySalt(sql, day, randomBytes(32)));
  if (!salt) throw new Error(`no visit salt for ${day}`);
  salts.set(sql, { day, salt });
  return salt;
}

/** The visitor of one day: the same address and browser hash alike that day only. */
export const visitorHash = (salt: Buffer, ip: string, userAgent: string) =>
  createHmac('sha256', salt).update(`${ip}\n${userAgent}`).digest('hex').slice(0, 32);

const hostOf = (address: string | undefined): string | null => {
  if (!address) return null;
  try {
    return new URL(address).hostname.toLowerCase().replace(/^www\./, '') || null;
  } catch {
    return null;
  }
};

/** Where the visit came from: its utm_source, else the referring site's host; our own pages and no referrer are 'direct'. */
export function visitSource(event: Pick<SiteEvent, 'referrer' | 'utm'>, ourHosts: readonly string[]): { source: string; referrerHost: string | null } {
  const host = hostOf(event.referrer);
  const referrerHost = host && !ourHosts.map((h) => h.toLowerCase().replace(/^www\./, '')).includes(host) ? host : null;
  const tagged = event.utm?.source?.trim().toLowerCase();
  return { source: tagged || referrerHost || 'direct', referrerHost };
}

/**
 * The day's visitor hash of the browser that made an order (ADR 112), so the insights' funnel joins its deposit to that day's visit
 * events; null for a bot or a request without a browser (nothing links it).
 */
export async function visitorOf(sql: Sql, ip: string, userAgent: string, now: Date): Promise<string | null> {
  if (!userAgent || isbot(userAgent)) return null;
  return visitorHash(await saltOf(sql, sanDiegoDate(now)), ip, userAgent);
}

/** Redis for the per-address visit limits (address-limits.ts), or null where limits are off (tests, the bench). */
export type VisitLimits = { redis: Redis | null; prefix: string } | null;

/**
 * Record one visit event unless a bot sent it (or no browser said what it is), it is a staff screen's, or its address is over its
 * hour's limits (address-limits.ts). Returns whether it was stored.
 */
export async function recordVisit(sql: Sql, event: SiteEvent, origin: VisitOrigin, now: Date, limits: VisitLimits = null): Promise<boolean> {
  if (!origin.userAgent || isbot(origin.userAgent) || isStaffPath(event.path)) return false;
  const salt = await saltOf(sql, sanDiegoDate(now));
  const visitor = visitorHash(salt, origin.ip, origin.userAgent);
  if (limits && !(await admitVisit(limits.redis, limits.prefix, salt, origin.ip, visitor, now))) return false;
  const { source, referrerHost } = visitSource(event, origin.ourHosts);
  await storeSiteEvent(sql, {
    at: now, kind: event.kind, path: event.path.split(/[?#]/)[0]!, visitor, source, referrerHost,
    utmMedium: event.utm?.medium?.trim().toLowerCase() || null, utmCampaign: event.utm?.campaign?.trim() || null,
  });
  return true;
}
