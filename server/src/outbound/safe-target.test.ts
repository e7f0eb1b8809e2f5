import { describe, expect, it } from 'vitest';
import { isPrivateAddress } from './address-policy.ts';
import { assertSafeWebhookTarget, OWN_SITE_TARGET, safeTargetOptions } from './safe-target.ts';

const strict = { allowPrivate: false, requireHttps: true };

describe('webhook target safety', () => {
  it('refuses private, loopback, link-local, unique-local, CGNAT, multicast and unspecified addresses', () => {
    for (const ip of [
      '10.1.2.3', '172.16.0.1', '172.31.255.255', '192.168.1.1', '127.0.0.1', '127.255.0.9', '169.254.169.254', '100.64.0.1',
      '100.127.255.254', '224.0.0.1', '239.1.1.1', '0.0.0.0', '255.255.255.255',
      '::', '::1', 'fe80::1', 'fc00::1', 'fd12:3456::1', 'ff02::1', '::ffff:127.0.0.1', '::ffff:7f00:1', '::ffff:10.0.0.1', '64:ff9b::a00:1',
    ]) expect(isPrivateAddress(ip), ip).toBe(true);
  });

  it('lets public addresses through', () => {
    for (const ip of ['8.8.8.8', '1.1.1.1', '172.32.0.1', '100.128.0.1', '2606:4700:4700::1111', '::ffff:8.8.8.8']) {
      expect(isPrivateAddress(ip), ip).toBe(false);
    }
  });

  it('refuses a host that resolves to loopback, and IP literals in brackets', async () => {
    await expect(assertSafeWebhookTarget('https://localhost/hook', strict)).rejects.toThrow(/private or local/);
    await expect(assertSafeWebhookTarget('https://[::1]:8443/hook', strict)).rejects.toThrow(/private or local/);
    await expect(assertSafeWebhookTarget('https://169.254.169.254/latest/meta-data', strict)).rejects.toThrow(/private or local/);
  });

  it('refuses plain http in production, other schemes, credentials and garbage', async () => {
    await expect(assertSafeWebhookTarget('http://8.8.8.8/hook', strict)).rejects.toThrow(/must use https/);
    await expect(assertSafeWebhookTarget('ftp://8.8.8.8/hook', strict)).rejects.toThrow(/http or https/);
    await expect(assertSafeWebhookTarget('https://u:p@8.8.8.8/hook', strict)).rejects.toThrow(/credentials/);
    await expect(assertSafeWebhookTarget('not a url', strict)).rejects.toThrow(/not a valid URL/);
    await expect(assertSafeWebhookTarget('https://no-such-host.invalid/hook', strict)).rejects.toThrow(/does not resolve/);
  });

  it('accepts a public literal, and loopback when private targets are allowed (tests, local dev)', async () => {
    expect((await assertSafeWebhookTarget('https://8.8.8.8/hook', strict)).hostname).toBe('8.8.8.8');
    const url = await assertSafeWebhookTarget('http://127.0.0.1:9/hook', { allowPrivate: true, requireHttps: false });
    expect(url.port).toBe('9');
  });

  it('asks for https in production unless private targets are allowed', () => {
    const site = { PUBLIC_URL: 'https://sdpumpkin.com', PORT: 3000 };
    const ownSite = { publicUrl: 'https://sdpumpkin.com', apiPort: 3000 };
    expect(safeTargetOptions({ NODE_ENV: 'production', WEBHOOK_ALLOW_PRIVATE_TARGETS: false, ...site })).toEqual({ allowPrivate: false, requireHttps: true, ownSite });
    expect(safeTargetOptions({ NODE_ENV: 'production', WEBHOOK_ALLOW_PRIVATE_TARGETS: true, ...site })).toEqual({ allowPrivate: true, requireHttps: false, ownSite });
    expect(safeTargetOptions({ NODE_ENV: 'development', WEBHOOK_ALLOW_PRIVATE_TARGETS: false, ...site })).toEqual({ allowPrivate: false, requireHttps: false, ownSite });
  });

  it('refuses our own site and the API\'s own port, even where private targets are allowed (issue 25, item 19)', async () => {
    const prod = { allowPrivate: false, requireHttps: true, resolve: async (host: string) => (host === 'hooks.zapier.com' ? ['54.86.1.1'] : ['93.184.216.34']), ownSite: { publicUrl: 'https://sdpumpkin.com', apiPort: 3000 } };
    for (const target of ['https://sdpumpkin.com/api/quotes', 'https://SDPUMPKIN.com:8443/api/quotes']) {
      await expect(assertSafeWebhookTarget(target, prod)).rejects.toThrow(OWN_SITE_TARGET);
    }
    await expect(assertSafeWebhookTarget('https://hooks.zapier.com/hooks/catch/1/abc', prod)).resolves.toBeInstanceOf(URL);
    const local = { allowPrivate: true, requireHttps: false, ownSite: { publicUrl: 'http://localhost:5173', apiPort: 3000 } };
    for (const target of ['http://127.0.0.1:3000/api/quotes', 'http://localhost:3000/api/quotes', 'http://[::1]:3000/x', 'http://0.0.0.0:3000/', 'http://localhost:5173/api/quotes']) {
      await expect(assertSafeWebhookTarget(target, local), target).rejects.toThrow(OWN_SITE_TARGET);
    }
    // A stand-in on another local port (the Zapier sink in dev/) is still reachable.
    await expect(assertSafeWebhookTarget('http://127.0.0.1:12345/hooks/orders', local)).resolves.toBeInstanceOf(URL);
  });

  it('refuses another name or spelling of our own site, compared by resolved address (issue 35, item 7)', async () => {
    // A hosts-file alias and a second DNS name for the site; every other name is somewhere else.
    const names: Record<string, string[]> = {
      'pumpkin.alias': ['127.0.0.1'], 'mapped.alias': ['::ffff:127.0.0.1'], 'localhost': ['127.0.0.1', '::1'],
      'sdpumpkin.com': ['93.184.216.34'], 'orders.sdpumpkin-alias.net': ['93.184.216.34'], 'hooks.zapier.com': ['54.86.1.1'],
    };
    const resolve = async (host: string) => names[host] ?? [];
    const local = { allowPrivate: true, requireHttps: false, resolve, ownSite: { publicUrl: 'http://localhost:5173', apiPort: 3000 } };
    for (const target of [
      'http://[::ffff:127.0.0.1]:3000/api/quotes', 'http://[::ffff:7f00:1]:3000/api/quotes', 'http://127.0.0.2:3000/api/quotes',
      'http://pumpkin.alias:3000/api/quotes', 'http://mapped.alias:3000/api/quotes', 'http://pumpkin.alias:5173/api/quotes',
      'http://[::ffff:127.0.0.1]:5173/api/quotes', 'http://[::]:3000/',
    ]) await expect(assertSafeWebhookTarget(target, local), target).rejects.toThrow(OWN_SITE_TARGET);
    // This machine's other ports (the Zapier stand-in) stay reachable under any name.
    await expect(assertSafeWebhookTarget('http://pumpkin.alias:12345/hooks/orders', local)).resolves.toBeInstanceOf(URL);
    const prod = { allowPrivate: false, requireHttps: true, resolve, ownSite: { publicUrl: 'https://sdpumpkin.com', apiPort: 3000 } };
    for (const target of ['https://orders.sdpumpkin-alias.net/api/quotes', 'https://93.184.216.34/api/quotes', 'https://[::ffff:93.184.216.34]:8443/']) {
      await expect(assertSafeWebhookTarget(target, prod), target).rejects.toThrow(OWN_SITE_TARGET);
    }
    await expect(assertSafeWebhookTarget('https://hooks.zapier.com/hooks/catch/1/abc', prod)).resolves.toBeInstanceOf(URL);
  });
});
