import { createServer, type Server } from 'node:http';
import { createRequire } from 'node:module';
import zapier from 'zapier-platform-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import App from '../index.js';
import { createQuote, joinWaitlist, payDeposit, renewLastYearsPorch, staffSession, startHookCatcher } from './live-api.ts';

/**
 * The Zapier app run by zapier-platform-core's own app tester (the code path Zapier runs, with its output checks) against the real
 * API and workers started by global-setup.ts: connect with a key, turn a Zap on (subscribe), make the event happen through the
 * site, the hook receives it, the record matches what polling lists, turn the Zap off (unsubscribe) and the next event stays away.
 */
const live = inject('zapierApi');
const appTester = zapier.createAppTester(App);
const catcher = await startHookCatcher();
afterAll(() => catcher.close());

type Row = Record<string, unknown> & { id: string };
type Trigger = (typeof App.triggers)[keyof typeof App.triggers];
let authData: { siteUrl: string; apiKey: string };
let staff: Awaited<ReturnType<typeof staffSession>>;
beforeAll(async () => {
  staff = await staffSession(live);
  authData = { siteUrl: live.baseUrl, apiKey: (await staff.newApiKey('Zapier tests')).key };
});

const run = <T>(method: unknown, bundle: Record<string, unknown> = {}) => appTester(method as never, { authData, ...bundle }) as Promise<T>;
const bodiesAt = (target: string) => catcher.received(target).map((c) => c.body as Row);
const receivedIds = (target: string) => bodiesAt(target).map((b) => b.id);
const tag = () => Math.random().toString(36).slice(2, 8);

async function orderStatus(orderId: string) {
  return (await staff.asStaff('GET', `/api/admin/orders/${orderId}`)).body.status;
}

async function deliveredOrder(email: string) {
  const orderId = await payDeposit(live, email);
  await expect.poll(() => orderStatus(orderId), { timeout: 30_000 }).toBe('deposit_paid');
  // NOTE: the live API runs on today's clock, long before next fall's delivery weeks: an admin marks it delivered early (ADR 072).
  await staff.asStaff('POST', `/api/admin/orders/${orderId}/deliver`, { early: true, reason: 'Zapier app test' });
  return orderId;
}

/** Each trigger with the way its event happens on the site; each returns the id Zapier will see. */
const scenarios: { key: string; happen: () => Promise<string> }[] = [
  { key: 'new_quote', happen: () => createQuote(live, `quote-${tag()}@example.com`) },
  { key: 'deposit_paid', happen: () => payDeposit(live, `deposit-${tag()}@example.com`) },
  { key: 'order_delivered', happen: () => deliveredOrder(`delivered-${tag()}@example.com`) },
  { key: 'renewal_accepted', happen: async () => (await renewLastYearsPorch(live, staff.asStaff, `renewal-${tag()}@example.com`)).orderId },
  { key: 'waitlist_signup', happen: () => joinWaitlist(live, `waitlist-${tag()}@example.com`) },
];

describe('Connecting the app (API-key authentication)', () => {
  it('accepts a key made on the Zapier page and labels the connection with its name and the site', async () => {
    const me = await run<{ ok: boolean; name: string }>(App.authentication.test);
    expect(me).toEqual({ ok: true, name: 'Zapier tests' });
    const label = await run(App.authentication.connectionLabel, { inputData: me });
    expect(label).toBe(`Zapier tests (${new URL(live.baseUrl).host})`);
  });

  it('refuses a wrong or revoked key with a message that says what to do', async () => {
    await expect(run(App.authentication.test, { authData: { ...authData, apiKey: 'sdp_live_not-a-real-key' } })).rejects.toThrow(
      /SD Pumpkin did not accept this API key \(.+\)\. Create a new key on the Zapier page/,
    );
    const revoked = await staff.newApiKey('Revoked at once');
    await staff.asStaff('DELETE', `/api/zapier/api-keys/${revoked.id}`);
    await expect(run(App.authentication.test, { authData: { ...authData, apiKey: revoked.key } })).rejects.toThrow(/did not accept this API key/);
  });
});

describe.each(scenarios)('Trigger $key', ({ key, happen }) => {
  const trigger = (): Trigger => App.triggers[key];

  it('subscribes, receives the event through its hook, and stops after unsubscribing', async () => {
    const target = catcher.newTarget(key);
    const witness = catcher.newTarget(`${key}-witness`);
    const subscribeData = await run<{ id: string }>(trigger().operation.performSubscribe, { targetUrl: target });
    const witnessData = await run<{ id: string }>(trigger().operation.performSubscribe, { targetUrl: witness });
    expect(subscribeData.id).toMatch(/^[0-9a-f-]{36}$/);

    const first = await happen();
    await expect.poll(() => receivedIds(target), { timeout: 30_000 }).toEqual([first]);
    const [pushed] = bodiesAt(target);
    const fromHook = await run<Row[]>(trigger().operation.perform, { cleanedRequest: pushed });
    expect(fromHook).toEqual([pushed]);

    // Polling (the fallback, and what the Zap editor shows as samples) lists the same record first, with the same id.
    const polled = await run<Row[]>(trigger().operation.performList);
    expect(polled[0]).toEqual(fromHook[0]);

    await run(trigger().operation.performUnsubscribe, { subscribeData });
    const second = await happen();
    await expect.poll(() => receivedIds(witness), { timeout: 30_000 }).toEqual([first, second]);
    expect(receivedIds(target)).toEqual([first]);
    await run(trigger().operation.performUnsubscribe, { subscribeData: witnessData });

    // Newest first, and the ids polled before are the same ids in the same order after.
    const again = await run<Row[]>(trigger().operation.performList);
    expect(again.map((r) => r.id)).toEqual([second, ...polled.map((r) => r.id)].slice(0, 100));
  });

  it('shows a Zapier user labels, not column names, for every field a record carries, and a sample of the same shape', async () => {
    const [record] = await run<Row[]>(trigger().operation.performList);
    const fields = trigger().operation.outputFields as { key: string; label: string }[];
    const topLevel = new Set(fields.map((f) => f.key.split('[]')[0]));
    expect([...topLevel].sort()).toEqual(Object.keys(record!).sort());
    expect(Object.keys(trigger().operation.sample).sort()).toEqual(Object.keys(record!).sort());
    for (const field of fields) {
      // Words a person reads: capitalised, no camelCase, underscores or line-item brackets.
      expect(field.label, field.key).toMatch(/^[A-Z][A-Za-z ()-]*$/);
      expect(field.label, field.key).not.toMatch(/[a-z][A-Z]/);
    }
  });
});

describe('Trigger renewal_accepted: what makes it a renewal', () => {
  it("carries this season's order with last season's delivery date and the seasons the household booked", async () => {
    const email = `renewal-fields-${tag()}@example.com`;
    const renewed = await renewLastYearsPorch(live, staff.asStaff, email);
    const list = () => run<Row[]>(App.triggers.renewal_accepted.operation.performList);
    await expect.poll(async () => (await list()).map((r) => r.id), { timeout: 30_000 }).toContain(renewed.orderId);
    const [polled, ...older] = await list();
    const year = Number(renewed.deliveryDate.slice(0, 4));
    expect(polled).toMatchObject({
      id: renewed.orderId, status: 'deposit_paid', customerEmail: email, deliveryDate: renewed.deliveryDate,
      previousDeliveryDate: renewed.lastDeliveryDate, seasonsBooked: 2, bookedYears: `${year - 1}, ${year}`,
    });
    expect(Number(renewed.lastDeliveryDate.slice(0, 4))).toBe(year - 1);
    // An order that is not a renewal (last season's, or anyone's first booking) is never listed.
    expect([polled, ...older].map((r) => r!.id)).not.toContain(renewed.lastOrderId);
    expect(older.every((r) => (r.seasonsBooked as number) >= 2 && r.previousDeliveryDate !== null)).toBe(true);
  });
});

describe('Turning a Zap off after the hook is gone', () => {
  it('succeeds when an admin already disconnected the hook on the Zapier page', async () => {
    const subscribeData = await run<{ id: string }>(App.triggers.new_quote.operation.performSubscribe, { targetUrl: catcher.newTarget('gone') });
    await staff.asStaff('DELETE', `/api/zapier/subscriptions/${subscribeData.id}`);
    await expect(run(App.triggers.new_quote.operation.performUnsubscribe, { subscribeData })).resolves.toMatchObject({ ok: true });
  });
});

describe('The app definition', () => {
  it('passes the platform schema Zapier validates on `zapier push`', async () => {
    // NOTE: the CLI's validate step; core exports it only to require() (its package exports `./src/*` for require alone).
    const schema = createRequire(import.meta.url)('zapier-platform-core/src/tools/schema') as {
      compileApp(app: unknown): unknown;
      validateApp(app: unknown): unknown[];
    };
    expect(schema.validateApp(schema.compileApp(App))).toEqual([]);
  });

  it("carries the API's own message when it refuses a call", async () => {
    // `${site}/api` as the Site address makes every path /api/api/..., which the API answers with its JSON 404.
    await expect(run(App.triggers.new_quote.operation.performList, { authData: { ...authData, siteUrl: `${live.baseUrl}/api` } })).rejects.toThrow(
      'SD Pumpkin answered 404: No API route for GET /api/api/zapier/quotes',
    );
  });

  it('refuses to connect to a Site address that is not an SD Pumpkin site', async () => {
    const elsewhere: Server = createServer((req, res) => res.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><title>Welcome</title>'));
    await new Promise<void>((resolve) => elsewhere.listen(0, '127.0.0.1', resolve));
    try {
      const siteUrl = `http://127.0.0.1:${(elsewhere.address() as { port: number }).port}`;
      await expect(run(App.authentication.test, { authData: { ...authData, siteUrl } })).rejects.toThrow(
        `${siteUrl} did not answer as an SD Pumpkin site (no JSON from /api/zapier/me). Check the Site address.`,
      );
      await expect(run(App.triggers.deposit_paid.operation.performList, { authData: { ...authData, siteUrl } })).rejects.toThrow(/did not answer as an SD Pumpkin site/);
    } finally {
      await new Promise((resolve) => elsewhere.close(resolve));
    }
  });
});

