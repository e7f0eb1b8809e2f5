import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

// NOTE: IPv6 is allowed only inside global unicast 2000::/3, minus the ranges that carry an IPv4 address or reach one
// through a translator (6to4 2002::/16, Teredo 2001::/32); outside it live ::/96 (IPv4-compatible, ::, ::1), NAT64
// 64:ff9b::/96, ::ffff:0:0:0/96, fec0::/10, fc00::/7, fe80::/10 and multicast. A mapped ::ffff:a.b.c.d is judged by the
// IPv4 address it carries (docs/decisions/017-webhook-connect-time-check.md).
const globalUnicast = ipaddr.parseCIDR('2000::/3');

/** True when a webhook must not reach this IP literal: anything but a public unicast address (or not an IP at all). */
export function isPrivateAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, '');
  const family = isIP(bare);
  if (family === 0) return true;
  // ipaddr.js reads the deprecated IPv4-compatible form ::a.b.c.d as mapped; it lies in ::/96, refused as a whole.
  if (/^::\d+\.\d+\.\d+\.\d+$/.test(bare)) return true;
  const parsed = ipaddr.parse(bare);
  if (parsed.kind() === 'ipv4') return parsed.range() !== 'unicast';
  const v6 = parsed as ipaddr.IPv6;
  if (v6.isIPv4MappedAddress()) return v6.toIPv4Address().range() !== 'unicast';
  return !v6.match(globalUnicast) || v6.range() !== 'unicast';
}
