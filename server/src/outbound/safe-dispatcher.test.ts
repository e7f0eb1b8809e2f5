import { startZapierSink, type ZapierSink } from '@sdp/dev/zapier-sink/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPrivateAddress } from './address-policy.ts';
import { postWebhook } from './post-webhook.ts';
import { createSafeDispatcher } from './safe-dispatcher.ts';
import { assertSafeWebhookTarget, OWN_SITE_TARGET, UnsafeTargetError, type ResolveHost } from './safe-target.ts';

let sink: ZapierSink;
beforeAll(async () => { sink = await startZapierSink(); });
afterAll(() => sink.close());

// IPv6 forms that carry an IPv4 address or a private range (issue 13, item 4).
const HIDDEN_PRIVATE = [
  '::127.0.0.1', '::a9fe:a9fe', '2002:7f00:1::1', '2002:a9fe:a9fe::1', '::ffff:0:7f00:1', '::ffff:0:a9fe:a9fe',
  '::ffff:127.0.0.1', '::ffff:a9fe:a9fe', '64:ff9b::7f00:1', '64:ff9b::a9fe:a9fe', 'fec0::1', 'fc00::1', 'fdff::1', 'fe80::1',
  '::', '::1', '2001::7f00:1', '2001:db8::1',
];

describe('webhook addresses', () => {
  it('refuses IPv6 forms that embed IPv4 or private ranges, as addresses and as URL literals', async () => {
    for (const ip of HIDDEN_PRIVATE) expect(isPrivateAddress(ip), ip).toBe(true);
    const strict = { allowPrivate: false, requireHttps: true };
    for (const ip of HIDDEN_PRIVATE) {
      await expect(assertSafeWebhookTarget(`https://[${ip}]/hook`, strict), ip).rejects.toThrow(/private or local/);
    }
  });

  it('lets public IPv6 and IPv4 through', () => {
    for (const ip of ['2606:4700:4700::1111', '2a00:1450:4001:80b::200e', '::ffff:8.8.8.8', '8.8.4.4']) expect(isPrivateAddress(ip), ip).toBe(false);
  });
});

describe('the delivery socket (DNS rebinding)', () => {
  /** A name that answers a public address the first time it is asked and loopback afterwards. */
  const rebinding = () => {
    const asked: string[] = [];
    const resolve: ResolveHost = async (host) => {
      asked.push(host);
      return asked.length === 1 ? ['93.184.215.14'] : ['127.0.0.1'];
    };
    return { asked, resolve };
  };
  const hookOn = (host: string, id: string) => sink.hookUrl(id).replace('127.0.0.1', host);

  it('refuses at connect a name whose check-time answer was public but whose connect-time answer is private', async () => {
    const dns = rebinding();
    const guard = { allowPrivate: false, requireHttps: false, resolve: dns.resolve };
    const attempt = postWebhook(hookOn('rebind.example', 'rebind'), { hello: 'world' }, {
      checkTarget: (url) => assertSafeWebhookTarget(url, guard),
      dispatcher: createSafeDispatcher(guard),
      timeoutMs: 2_000,
      headers: {},
    });
    await expect(attempt).rejects.toThrow(UnsafeTargetError);
    await expect(attempt).rejects.toThrow(/private or local/);
    // once by the check, once by the socket: it used the checked answer, not a lookup of its own (which finds no such name)
    expect(dns.asked).toEqual(['rebind.example', 'rebind.example']);
    expect(sink.requests('rebind')).toHaveLength(0);
  });

  it('refuses a private literal at connect even when the URL check let it pass', async () => {
    const passEverything = async (url: string | URL) => new URL(url);
    const attempt = postWebhook(hookOn('[::ffff:127.0.0.1]', 'literal'), {}, {
      checkTarget: passEverything,
      dispatcher: createSafeDispatcher({ allowPrivate: false }),
      timeoutMs: 2_000,
      headers: {},
    });
    await expect(attempt).rejects.toThrow(/private or local/);
    expect(sink.requests('literal')).toHaveLength(0);
  });

  it('reaches loopback when private targets are allowed (WEBHOOK_ALLOW_PRIVATE_TARGETS: tests, local runs)', async () => {
    const local = await postWebhook(sink.hookUrl('allowed'), { n: 2 }, {
      checkTarget: (url) => assertSafeWebhookTarget(url, { allowPrivate: true, requireHttps: false }),
      dispatcher: createSafeDispatcher({ allowPrivate: true }),
      timeoutMs: 2_000,
      headers: {},
    });
    expect(local.status).toBe(200);
    expect(sink.requests('allowed')[0]!.body).toEqual({ n: 2 });
  });

  it('refuses at connect an alias or a mapped spelling of our own API, even where private targets are allowed (issue 35, item 7)', async () => {
    // The sink stands in for our own API here: its port is the API's port.
    const ownSite = { publicUrl: 'http://localhost:5173', apiPort: Number(new URL(sink.hookUrl('x')).port) };
    // A hosts-file alias: the name answers loopback.
    const dispatcher = createSafeDispatcher({ allowPrivate: true, resolve: async (host) => (host === 'pumpkin.alias' ? ['127.0.0.1'] : []), ownSite });
    const passEverything = async (url: string | URL) => new URL(url);
    for (const [host, id] of [['pumpkin.alias', 'alias'], ['[::ffff:127.0.0.1]', 'mapped'], ['127.0.0.2', 'loopback2']] as const) {
      const attempt = postWebhook(hookOn(host, id), {}, { checkTarget: passEverything, dispatcher, timeoutMs: 2_000, headers: {} });
      await expect(attempt, host).rejects.toThrow(OWN_SITE_TARGET);
      expect(sink.requests(id)).toHaveLength(0);
    }
  });
});
