import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TLSSocket } from 'node:tls';
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Env } from '@sdp/server/env';
import { createApp } from '../src/app.ts';
import { envWith } from './env-with.ts';
import { freePort } from './free-port.ts';
import { useTestContext } from './harness.ts';
import { createStaffUser, FIXTURE_PASSWORD } from './staff-fixtures.ts';

// deploy/Caddyfile in front of the API (docs/design.md §24, ADR 241), with Caddy's own local CA (`tls internal`) on ephemeral ports:
// HTTP goes to HTTPS, HSTS is sent, the session cookie is `__Host-` and Secure, and per-client limits see each client's own address
// through TRUST_PROXY, which a client cannot forge (neither through Caddy nor straight at an API that trusts no proxy).
const ROOT = join(import.meta.dirname, '..', '..');
const LIMIT = 3;
const ctx = useTestContext();
const work = mkdtempSync(join(tmpdir(), 'sdp-caddy-'));
const servers: ServerType[] = [];
let caddy: ChildProcess | undefined;
let caddyLog = '';
let ports: { http: number; https: number };
let ca: Buffer;


/** An API process's HTTP server on an ephemeral port, as `make start` runs it (a real socket, so the peer's address is real). */
async function startApi(env: Env): Promise<number> {
  const app = createApp({ ...ctx.deps, env });
  return new Promise((resolve) => {
    servers.push(serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info) => resolve(info.port)));
  });
}

type Answer = { status: number; headers: IncomingMessage['headers']; body: string; issuer?: string };
type Call = { method?: string; path: string; headers?: Record<string, string>; body?: string; from?: string };

function collect(req: ReturnType<typeof httpRequest>, body: string | undefined, tls: boolean): Promise<Answer> {
  return new Promise((resolve, reject) => {
    req.once('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const issuer = tls ? String((res.socket as TLSSocket).getPeerCertificate().issuer?.CN) : undefined;
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString(), issuer });
      });
    });
    req.once('error', reject);
    req.end(body);
  });
}

/** Through Caddy over HTTPS, trusting only Caddy's local CA (from its data dir), from the given client address. */
const viaHttps = ({ method = 'GET', path, headers = {}, body, from = '127.0.0.1' }: Call) =>
  collect(
    httpsRequest({
      host: '127.0.0.1', port: ports.https, servername: 'localhost', ca, method, path, localAddress: from, agent: false,
      headers: { host: `localhost:${ports.https}`, ...headers },
    }),
    body,
    true,
  );

const viaHttp = (path: string) =>
  collect(httpRequest({ host: '127.0.0.1', port: ports.http, path, agent: false, headers: { host: `localhost:${ports.http}` } }), undefined, false);

const direct = (port: number, { method = 'GET', path, headers = {}, body }: Call) =>
  collect(httpRequest({ host: '127.0.0.1', port, method, path, agent: false, headers }), body, false);

async function waitForCaddy(): Promise<void> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      ca = readFileSync(join(work, 'data', 'caddy', 'pki', 'authorities', 'local', 'root.crt'));
      if ((await viaHttps({ path: '/api/health' })).status === 200) return;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline || caddy?.exitCode !== null) throw new Error(`caddy did not come up:\n${caddyLog.slice(-3000)}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

beforeAll(async () => {
  // NOTE: a fresh machine gets caddy from the project's own script (apt as root), one that has it does nothing.
  execFileSync('bash', [join(ROOT, 'scripts/ensure-caddy.sh')], { stdio: 'inherit' });
  ports = { http: await freePort(), https: await freePort() };
  const behindCaddy = envWith(ctx, { PUBLIC_URL: `https://localhost:${ports.https}`, TRUST_PROXY: '1', PUBLIC_POST_RATE_LIMIT: String(LIMIT) });
  const apiPort = await startApi(behindCaddy);
  caddy = spawn('caddy', ['run', '--adapter', 'caddyfile', '--config', join(ROOT, 'deploy/Caddyfile')], {
    cwd: work,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      PATH: process.env.PATH,
      HOME: work,
      XDG_DATA_HOME: join(work, 'data'),
      XDG_CONFIG_HOME: join(work, 'config'),
      // NOTE: the port in the site's address, as a site on a port other than 443 gives it (the redirect then keeps it).
      SDP_SITE_ADDRESS: `localhost:${ports.https}`,
      SDP_TLS: 'internal',
      SDP_HTTP_PORT: String(ports.http),
      SDP_UPSTREAMS: `127.0.0.1:${apiPort}`,
      SDP_CADDY_ADMIN: 'off',
    },
  });
  const keep = (chunk: Buffer) => void (caddyLog = (caddyLog + chunk.toString()).slice(-20_000));
  caddy.stdout?.on('data', keep);
  caddy.stderr?.on('data', keep);
  await waitForCaddy();
}, 120_000);

afterAll(async () => {
  if (caddy && caddy.exitCode === null) {
    const exited = new Promise((resolve) => caddy!.once('exit', resolve));
    caddy.kill('SIGTERM');
    await Promise.race([exited, new Promise((r) => setTimeout(r, 5_000))]);
    if (caddy.exitCode === null) caddy.kill('SIGKILL');
  }
  for (const server of servers) {
    (server as unknown as { closeAllConnections?: () => void }).closeAllConnections?.();
    await new Promise((resolve) => server.close(resolve));
  }
  rmSync(work, { recursive: true, force: true });
});

describe('TLS in front: deploy/Caddyfile', () => {
  it('answers over HTTPS with a certificate of its local CA, sends HSTS, and sends plain HTTP to HTTPS', async () => {
    const health = await viaHttps({ path: '/api/health' });
    expect(health.status).toBe(200);
    expect(health.issuer).toMatch(/Caddy Local Authority/);
    expect(health.headers['strict-transport-security']).toMatch(/max-age=\d{7,}/);

    const plain = await viaHttp('/checkout?week=3');
    expect([301, 308]).toContain(plain.status);
    expect(plain.headers.location).toBe(`https://localhost:${ports.https}/checkout?week=3`);
  });

  it('the staff session cookie is __Host- prefixed, Secure, HttpOnly, on Path=/ and without a Domain', async () => {
    const user = await createStaffUser(ctx, 'admin');
    const res = await viaHttps({
      method: 'POST',
      path: '/api/auth/login',
      headers: { 'content-type': 'application/json', origin: `https://localhost:${ports.https}` },
      body: JSON.stringify({ email: user.email, password: FIXTURE_PASSWORD }),
    });
    expect(res.status, res.body).toBe(200);
    const cookie = ([] as string[]).concat(res.headers['set-cookie'] ?? []).find((c) => c.includes('sdp_session='));
    expect(cookie).toMatch(/^__Host-sdp_session=/);
    expect(cookie).toMatch(/;\s*Secure/i);
    expect(cookie).toMatch(/;\s*HttpOnly/i);
    expect(cookie).toMatch(/;\s*Path=\/(;|$)/);
    expect(cookie).not.toMatch(/Domain=/i);
  });

  it('per-client limits key on the client address Caddy saw: a forged X-Forwarded-For changes nothing, another client has its own', async () => {
    const post = (from: string, forged: string) =>
      viaHttps({
        method: 'POST',
        path: '/api/validate-promo-code',
        from,
        headers: { 'content-type': 'application/json', origin: `https://localhost:${ports.https}`, 'x-forwarded-for': forged },
        body: '{}',
      });
    const first: number[] = [];
    for (let i = 1; i <= LIMIT + 1; i++) first.push((await post('127.0.0.1', `203.0.113.${i}`)).status);
    expect(first.slice(0, LIMIT)).not.toContain(429);
    expect(first[LIMIT]).toBe(429);
    // Another address (a second household): its own allowance, though both reach the API from Caddy's one socket.
    expect((await post('127.0.0.2', '203.0.113.1')).status).not.toBe(429);
  });

  it('an API that trusts no proxy (TRUST_PROXY=0) keys on the socket address, whatever X-Forwarded-For a client sends', async () => {
    const port = await startApi(envWith(ctx, { TRUST_PROXY: '0', PUBLIC_POST_RATE_LIMIT: String(LIMIT), REDIS_PREFIX: `${ctx.redisPrefix}:direct` }));
    const statuses: number[] = [];
    for (let i = 1; i <= LIMIT + 1; i++) {
      const res = await direct(port, {
        method: 'POST',
        path: '/api/validate-promo-code',
        headers: { 'content-type': 'application/json', origin: 'http://localhost', 'x-forwarded-for': `198.51.100.${i}` },
        body: '{}',
      });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, LIMIT)).not.toContain(429);
    expect(statuses[LIMIT]).toBe(429);
  });
});
