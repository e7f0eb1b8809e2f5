import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

/** Thrown when a webhook target may not be called; the message is safe to show to staff. */
export class UnsafeTargetError extends Error {
  override readonly name = 'UnsafeTargetError';
}

// Addresses a webhook must never reach: they would let a subscriber probe our own network (SSRF).
const blocked = new BlockList();
for (const [net, bits] of [
  ['0.0.0.0', 8], // "this network", unspecified
  ['10.0.0.0', 8], ['172.16.0.0', 12], ['192.168.0.0', 16], // private
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local (cloud metadata lives here)
  ['192.0.0.0', 24], ['198.18.0.0', 15], // IETF protocol assignments, benchmarking
  ['224.0.0.0', 4], ['240.0.0.0', 4], // multicast, reserved + broadcast
] as const) blocked.addSubnet(net, bits, 'ipv4');
for (const [net, bits] of [
  ['::', 128], ['::1', 128], // unspecified, loopback
  ['fe80::', 10], // link-local
  ['fc00::', 7], // unique-local
  ['ff00::', 8], // multicast
  ['64:ff9b::', 96], ['64:ff9b:1::', 48], // NAT64: would reach any IPv4 address, private ones included
] as const) blocked.addSubnet(net, bits, 'ipv6');

/** True when an IP literal is private, loopback, link-local, unique-local, CGNAT, multicast or unspecified. */
export function isPrivateAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return blocked.check(address, 'ipv4');
  if (family !== 6) return true;
  // NOTE: IPv4-mapped (::ffff:a.b.c.d) and IPv4-compatible forms are judged by the IPv4 address they carry.
  const mapped = /^::(?:ffff:)?(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return blocked.check(mapped[1]!, 'ipv4');
  const hexMapped = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/i.exec(address);
  if (hexMapped) {
    const hi = parseInt(hexMapped[1]!, 16);
    const lo = parseInt(hexMapped[2]!, 16);
    return blocked.check(`${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`, 'ipv4');
  }
  return blocked.check(address, 'ipv6');
}

export interface SafeTargetOptions {
  /** Tests and local development call stand-ins on 127.0.0.1 (WEBHOOK_ALLOW_PRIVATE_TARGETS). */
  allowPrivate: boolean;
  /** Production refuses plain http (design §7). */
  requireHttps: boolean;
}

/**
 * Check a webhook target before every call (subscribe time, delivery time, each redirect): http(s) only, no credentials in
 * the URL, and every address the host resolves to must be public. Returns the parsed URL.
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
  if (options.allowPrivate) return url;

  const host = url.hostname.replace(/^\[|\]$/g, '');
  let addresses: string[];
  try {
    addresses = isIP(host) ? [host] : (await lookup(host, { all: true, verbatim: true })).map((entry) => entry.address);
  } catch {
    throw new UnsafeTargetError(`Webhook host ${host} does not resolve`);
  }
  if (addresses.length === 0) throw new UnsafeTargetError(`Webhook host ${host} does not resolve`);
  if (addresses.some(isPrivateAddress)) throw new UnsafeTargetError('Webhook URL points to a private or local network address');
  return url;
}

/** The guard's settings for a deployment: https only in production, unless private targets are allowed (tests, local runs). */
export function safeTargetOptions(env: { NODE_ENV: string; WEBHOOK_ALLOW_PRIVATE_TARGETS: boolean }): SafeTargetOptions {
  return { allowPrivate: env.WEBHOOK_ALLOW_PRIVATE_TARGETS, requireHttps: env.NODE_ENV === 'production' && !env.WEBHOOK_ALLOW_PRIVATE_TARGETS };
}
