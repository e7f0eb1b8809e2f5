import { createHmac } from 'node:crypto';
import type { Redis } from 'ioredis';
import { clientKey } from '../client-key.ts';

/**
 * Per client address (an IPv4 address, an IPv6 /64) and hour, what is stored of its visit events (issue 35, item 8; ADR 122
 * amended): at most 20 browsers (visitor hashes) and 600 events. A new User-Agent is a new visitor hash, so a script rotating
 * them is held by the first count; the second holds one browser sending without end. A household, an office or a phone network
 * sharing an address browses well inside both.
 */
export const VISIT_LIMITS = { visitorsPerHour: 20, eventsPerHour: 600 };
const HOUR_MS = 3_600_000;

// NOTE: one round trip, atomic: the visitor joins the hour's set unless it is new and the set is full; the event counts only then.
const ADMIT = `
local added = redis.call('SADD', KEYS[1], ARGV[1])
if added == 1 and redis.call('SCARD', KEYS[1]) > tonumber(ARGV[2]) then
  redis.call('SREM', KEYS[1], ARGV[1])
  return 0
end
redis.call('PEXPIRE', KEYS[1], ARGV[4])
local events = redis.call('INCR', KEYS[2])
redis.call('PEXPIRE', KEYS[2], ARGV[4])
if events > tonumber(ARGV[3]) then return 0 end
return 1`;

/**
 * Whether a visit event from `ip` by `visitor` may be stored this hour. The address is keyed by an HMAC under the day's salt, so
 * Redis holds no address either. Fails open (ADR 007): without Redis every event is stored, as before.
 */
export async function admitVisit(redis: Redis | null, prefix: string, salt: Buffer, ip: string, visitor: string, now: Date): Promise<boolean> {
  if (!redis || redis.status !== 'ready') return true;
  const address = createHmac('sha256', salt).update(`address\n${clientKey(ip)}`).digest('base64url').slice(0, 22);
  const hour = Math.floor(now.getTime() / HOUR_MS);
  const keys = [`${prefix}:visits:${address}:${hour}:visitors`, `${prefix}:visits:${address}:${hour}:events`];
  try {
    const admitted = await redis.eval(ADMIT, 2, ...keys, visitor, VISIT_LIMITS.visitorsPerHour, VISIT_LIMITS.eventsPerHour, HOUR_MS);
    return admitted === 1;
  } catch {
    return true;
  }
}
