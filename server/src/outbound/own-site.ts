import { networkInterfaces } from 'node:os';
import ipaddr from 'ipaddr.js';

/** Our own site and API (issue 25, item 19): a hook aimed at them would loop (a quote hook posting quotes). */
export interface OwnSite { publicUrl: string; apiPort: number }

const THIS_MACHINE = 'this machine';
const bare = (host: string) => host.replace(/^\[|\]$/g, '').split('%')[0]!.toLowerCase();

/** This machine's own interface addresses, normalised (read each time: an interface may come up after start). */
function interfaceAddresses(): Set<string> {
  const found = new Set<string>();
  for (const entries of Object.values(networkInterfaces())) {
    for (const entry of entries ?? []) found.add(normalised(entry.address));
  }
  return found;
}

/** One spelling per address: an IPv4-mapped IPv6 address as the IPv4 address it carries, IPv6 in full. */
function normalised(address: string): string {
  const parsed = ipaddr.process(bare(address));
  return parsed.kind() === 'ipv4' ? parsed.toString() : (parsed as ipaddr.IPv6).toNormalizedString();
}

/**
 * Where a connection to this address lands: "this machine" for loopback (all of 127/8 and ::1), the unspecified address and any
 * address of our own interfaces (whatever the spelling: [::ffff:127.0.0.1], 127.0.0.2, a hosts-file alias's answer), else the
 * address itself.
 */
export function placeOf(address: string): string {
  if (!ipaddr.isValid(bare(address))) return address;
  const parsed = ipaddr.process(bare(address));
  if (parsed.range() === 'loopback' || parsed.range() === 'unspecified') return THIS_MACHINE;
  const text = normalised(address);
  return interfaceAddresses().has(text) ? THIS_MACHINE : text;
}

const portOf = (url: URL) => Number(url.port || (url.protocol === 'https:' ? 443 : 80));

/**
 * Whether a connection to `port` on any of `addresses` (what the target's name resolved to) reaches our own site: the API's own
 * port on this machine, or PUBLIC_URL's addresses (on this machine: at its port only; elsewhere, as a proxy or a host of ours: any
 * port). Compared by resolved address, not by name (issue 35, item 7): another name for the site is still the site.
 */
export async function reachesOwnSite(addresses: readonly string[], port: number, own: OwnSite, resolve: (host: string) => Promise<string[]>): Promise<boolean> {
  const places = new Set(addresses.map(placeOf));
  if (places.has(THIS_MACHINE) && port === own.apiPort) return true;
  const site = new URL(own.publicUrl);
  const siteHost = bare(site.hostname);
  const siteAddresses = ipaddr.isValid(siteHost) ? [siteHost] : await resolve(siteHost).catch(() => [] as string[]);
  for (const place of new Set(siteAddresses.map(placeOf))) {
    if (places.has(place) && (place !== THIS_MACHINE || port === portOf(site))) return true;
  }
  return false;
}
