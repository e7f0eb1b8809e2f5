import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import type { AppEnv } from '../lib/deps.ts';

/**
 * The client's address for rate limits. X-Forwarded-For is only believed when TRUST_PROXY says how many proxies of ours
 * sit in front: each appends the address it saw, so the entry that many places from the right is the one a client cannot forge.
 */
export function clientIp(c: Context<AppEnv>): string {
  const hops = c.get('deps').env.TRUST_PROXY;
  if (hops > 0) {
    const chain = (c.req.header('x-forwarded-for') ?? '').split(',').map((part) => part.trim()).filter(Boolean);
    const candidate = chain[chain.length - hops];
    if (candidate) return candidate;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // NOTE: app.request() in tests has no socket.
    return 'unknown';
  }
}
