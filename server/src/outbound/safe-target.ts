import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { isPrivateAddress } from './address-policy.ts';
import { reachesOwnSite, type OwnSite } from './own-site.ts';

export const PRIVATE_TARGET = 'Webhook URL points to a private or local network address';

/** Thrown when a webhook target may not be called; the message is safe to show to staff. */
export class UnsafeTargetError extends Error {
  override readonly name = 'UnsafeTargetError';
}

export interface SafeTargetOptions {
  /** Tests and local development call stand-ins on 127.0.0.1 (WEBHOOK_ALLOW_PRIVATE_TARGETS). */
  allowPrivate: boolean;
  /** Production refuses plain http (docs/design.md §7). */
  requireHttps: boolean;
  /** Resolve a host name to its addresses; tests inject one (default: the system resolver, as the socket uses). */
  resolve?: ResolveHost;
  /** Our own site and API (issue 25, item 19): a hook aimed at them would loop (a quote hook posting quotes), so they are refused always. */
  ownSite?: OwnSite;
}

export const OWN_SITE_TARGET = 'Webhook URL points to this site itself: a hook there would call itself in a loop';

const LOCAL_NAMES = new Set(['localhost', '127.0.0.1', '::1', '0.0.0.0', '::']);
const isLocalName = (host: string) => LOCAL_NAMES.has(host) || host.endsWith('.localhost') || /^127\./.test(host);
const portOf = (url: URL) => Number(url.port || (url.protocol === 'https:' ? 443 : 80));

/**
 * Whether a target is our own site: PUBLIC_URL's host (any port, unless it is a local name, then its port only) or the API's own
 * listening port on a local address. Checked even where private targets are allowed (tests, local runs).
 */
function namesOwnSite(url: URL, own: OwnSite): boolean {
  const host = url.hostname.replace(/^\[|\]$/g, '').toLowerCase();
  const site = new URL(own.publicUrl);
  const siteHost = site.hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (isLocalName(host) && portOf(url) === own.apiPort) return true;
  if (host !== siteHost) return false;
  return !isLocalName(siteHost) || portOf(url) === portOf(site);
}

/** A host name -> every address it resolves to. */
export type ResolveHost = (host: string) => Promise<string[]>;
export const systemResolve: ResolveHost = async (host) => (await lookup(host, { all: true, verbatim: true })).map((entry) => entry.address);

/**
 * Check a webhook target before every call (subscribe time, delivery time, each redirect): http(s) only, no credentials in
 * the URL, no address the host resolves to is our own site (own-site.ts: by address, so an alias or [::ffff:127.0.0.1] is
 * caught too), and every address must be public. Returns the parsed URL. The name may resolve differently a moment later
 * (DNS rebinding): the delivery's socket checks again what it connects to (safe-dispatcher.ts).
 */
export async function assertSafeWebhookTarget(target: string | URL, options: SafeTargetOptions): Promise<URL> {
  let url: URL;
  try {
    url = new URL(target);
  } catch {
    throw new UnsafeTargetError('Webhook URL is not a valid URL');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new UnsafeTargetError('Webhook URL must use http or https');
  if (options.requireHttps && url.protocol !== 'https:') throw new UnsafeTargetError('Webhook URL must use https');
  if (url.username || url.password) throw new UnsafeTargetError('Webhook URL must not contain credentials');
  if (options.ownSite && namesOwnSite(url, options.ownSite)) throw new UnsafeTargetError(OWN_SITE_TARGET);

  const host = url.hostname.replace(/^\[|\]$/g, '');
  const resolve = options.resolve ?? systemResolve;
  // NOTE: null when the name does not resolve: where private targets are allowed, that is for the socket to find out.
  const addresses = isIP(host) ? [host] : await resolve(host).catch(() => null);
  if (options.ownSite && addresses && (await reachesOwnSite(addresses, portOf(url), options.ownSite, resolve))) {
    throw new UnsafeTargetError(OWN_SITE_TARGET);
  }
  if (options.allowPrivate) return url;
  if (!addresses || addresses.length === 0) throw new UnsafeTargetError(`Webhook host ${host} does not resolve`);
  if (addresses.some(isPrivateAddress)) throw new UnsafeTargetError(PRIVATE_TARGET);
  return url;
}

/** The guard's settings for a deployment: https only in production, unless private targets are allowed (tests, local runs). */
export function safeTargetOptions(env: { NODE_ENV: string; WEBHOOK_ALLOW_PRIVATE_TARGETS: boolean; PUBLIC_URL: string; PORT: number }): SafeTargetOptions {
  return {
    allowPrivate: env.WEBHOOK_ALLOW_PRIVATE_TARGETS,
    requireHttps: env.NODE_ENV === 'production' && !env.WEBHOOK_ALLOW_PRIVATE_TARGETS,
    ownSite: { publicUrl: env.PUBLIC_URL, apiPort: env.PORT },
  };
}
