import type { LookupAddress, LookupOptions } from 'node:dns';
import { isIP } from 'node:net';
import { Agent, buildConnector } from 'undici';
import { isPrivateAddress } from './address-policy.ts';
import { reachesOwnSite, type OwnSite } from './own-site.ts';
import { OWN_SITE_TARGET, PRIVATE_TARGET, systemResolve, UnsafeTargetError, type ResolveHost } from './safe-target.ts';

type LookupCallback = (err: Error | null, address: string | LookupAddress[], family?: number) => void;

export interface SafeDispatcherOptions {
  allowPrivate: boolean;
  resolve?: ResolveHost;
  /** Refused at connect too, whatever name or spelling led there (issue 35, item 7). */
  ownSite?: OwnSite;
}

/**
 * The undici dispatcher for webhook deliveries. Checking a URL and then letting fetch resolve the name again leaves a
 * window for DNS rebinding, so here the socket's own lookup resolves the name, refuses it when any address is private or our
 * own site, and hands the checked addresses to the socket (it connects to nothing else). IP literals, which need no lookup, are
 * checked before connecting. With `allowPrivate` (WEBHOOK_ALLOW_PRIVATE_TARGETS: tests, local runs) only our own site is
 * refused; with that and no `ownSite` it is a plain Agent.
 */
export function createSafeDispatcher({ allowPrivate, resolve = systemResolve, ownSite }: SafeDispatcherOptions): Agent {
  if (allowPrivate && !ownSite) return new Agent();
  const refusal = async (host: string, addresses: string[], port: number): Promise<UnsafeTargetError | null> => {
    if (addresses.length === 0) return new UnsafeTargetError(`Webhook host ${host} does not resolve`);
    if (!allowPrivate && addresses.some(isPrivateAddress)) return new UnsafeTargetError(PRIVATE_TARGET);
    if (ownSite && (await reachesOwnSite(addresses, port, ownSite, resolve))) return new UnsafeTargetError(OWN_SITE_TARGET);
    return null;
  };
  // NOTE: the lookup is told the port it resolves for (our own site is an address and a port), so one connector per port.
  const connectors = new Map<number, buildConnector.connector>();
  const connectorFor = (port: number) => {
    const lookup = (hostname: string, options: LookupOptions, callback: LookupCallback) => {
      resolve(hostname).then(async (addresses) => {
        const refused = await refusal(hostname, addresses, port);
        if (refused) throw refused;
        const checked = addresses
          .map((address) => ({ address, family: isIP(address) }))
          .filter((entry) => !options.family || options.family === entry.family || options.family === `IPv${entry.family}`);
        if (checked.length === 0) throw new UnsafeTargetError(`Webhook host ${hostname} has no address of the family asked for`);
        if (options.all) callback(null, checked);
        else callback(null, checked[0]!.address, checked[0]!.family);
      }).catch((err: Error) => callback(err, ''));
    };
    let connector = connectors.get(port);
    if (!connector) connectors.set(port, (connector = buildConnector({ lookup } as buildConnector.BuildOptions)));
    return connector;
  };
  return new Agent({
    connect: (options, callback) => {
      const host = options.hostname.replace(/^\[|\]$/g, '');
      const port = Number(options.port || (options.protocol === 'https:' ? 443 : 80));
      if (!isIP(host)) {
        connectorFor(port)(options, callback);
        return;
      }
      refusal(host, [host], port).then((refused) => {
        if (refused) callback(refused, null);
        else connectorFor(port)(options, callback);
      }, (err: Error) => callback(err, null));
    },
  });
}
