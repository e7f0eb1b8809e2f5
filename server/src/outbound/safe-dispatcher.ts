import type { LookupAddress, LookupOptions } from 'node:dns';
import { isIP } from 'node:net';
import { Agent, buildConnector } from 'undici';
import { isPrivateAddress } from './address-policy.ts';
import { PRIVATE_TARGET, systemResolve, UnsafeTargetError, type ResolveHost } from './safe-target.ts';

type LookupCallback = (err: Error | null, address: string | LookupAddress[], family?: number) => void;

/**
 * The undici dispatcher for webhook deliveries. Checking a URL and then letting fetch resolve the name again leaves a
 * window for DNS rebinding, so here the socket's own lookup resolves the name, refuses it when any address is private, and
 * hands the checked addresses to the socket (it connects to nothing else). IP literals, which need no lookup, are checked
 * before connecting. With `allowPrivate` (WEBHOOK_ALLOW_PRIVATE_TARGETS: tests, local runs) it is a plain Agent.
 */
export function createSafeDispatcher({ allowPrivate, resolve = systemResolve }: { allowPrivate: boolean; resolve?: ResolveHost }): Agent {
  if (allowPrivate) return new Agent();
  const lookup = (hostname: string, options: LookupOptions, callback: LookupCallback) => {
    resolve(hostname).then(
      (addresses) => {
        if (addresses.length === 0) throw new UnsafeTargetError(`Webhook host ${hostname} does not resolve`);
        if (addresses.some(isPrivateAddress)) throw new UnsafeTargetError(PRIVATE_TARGET);
        const checked = addresses
          .map((address) => ({ address, family: isIP(address) }))
          .filter((entry) => !options.family || options.family === entry.family || options.family === `IPv${entry.family}`);
        if (checked.length === 0) throw new UnsafeTargetError(`Webhook host ${hostname} has no address of the family asked for`);
        if (options.all) callback(null, checked);
        else callback(null, checked[0]!.address, checked[0]!.family);
      },
    ).catch((err: Error) => callback(err, ''));
  };
  const connect = buildConnector({ lookup } as buildConnector.BuildOptions);
  return new Agent({
    connect: (options, callback) => {
      const host = options.hostname.replace(/^\[|\]$/g, '');
      if (isIP(host) && isPrivateAddress(host)) {
        callback(new UnsafeTargetError(PRIVATE_TARGET), null);
        return;
      }
      connect(options, callback);
    },
  });
}
