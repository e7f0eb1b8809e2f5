import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import twilio from 'twilio';
import type RequestClient from 'twilio/lib/base/RequestClient.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmsEmulator, type SmsEmulator } from './server.ts';

// The stand-in proved against Twilio's own SDK: it sends through it, and validateRequest accepts the stand-in's signatures.

/** The SDK's HTTP client with api.twilio.com swapped for the stand-in (what server/src/texts does with TWILIO_API_URL). */
class StandInClient extends twilio.RequestClient {
  constructor(private readonly base: string) { super(); }
  override request<T>(opts: RequestClient.RequestOptions<T>) {
    const uri = new URL(opts.uri);
    const base = new URL(this.base);
    uri.protocol = base.protocol;
    uri.host = base.host;
    return super.request<T>({ ...opts, uri: uri.href });
  }
}

let emulator: SmsEmulator;
let receiver: { url: string; close(): void };
const received: { path: string; signature: string; params: Record<string, string> }[] = [];

beforeAll(async () => {
  const app = new Hono().post('*', async (c) => {
    received.push({ path: new URL(c.req.url).pathname, signature: c.req.header('x-twilio-signature') ?? '', params: Object.fromEntries(new URLSearchParams(await c.req.text())) });
    return c.text('<Response/>', 200, { 'content-type': 'text/xml' });
  });
  receiver = await new Promise((resolve) => {
    const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info) =>
      resolve({ url: `http://127.0.0.1:${info.port}`, close: () => server.close() }));
  });
  emulator = await startSmsEmulator({ inboundUrl: `${receiver.url}/api/sms/inbound` });
});
afterAll(async () => {
  await emulator.close();
  receiver.close();
});

const client = (token = emulator.authToken) => twilio(emulator.accountSid, token, { httpClient: new StandInClient(emulator.url), autoRetry: false });
const FROM = '+16195550100';

describe('SMS stand-in through the twilio SDK', () => {
  it('takes a message, answers queued with a sid, then posts queued, sent, delivered to its StatusCallback, signed', async () => {
    const callback = `${receiver.url}/api/sms/status?m=42`;
    const message = await client().messages.create({ to: '+16195551234', from: FROM, body: 'Your pumpkins arrive Monday', statusCallback: callback });
    expect(message.sid).toMatch(/^SM[0-9a-f]{32}$/);
    expect(message.status).toBe('queued');
    expect(message.to).toBe('+16195551234');
    await emulator.idle();
    const callbacks = received.filter((r) => r.params.MessageSid === message.sid);
    expect(callbacks.map((r) => r.params.MessageStatus)).toEqual(['queued', 'sent', 'delivered']);
    for (const r of callbacks) expect(twilio.validateRequest(emulator.authToken, r.signature, callback, r.params)).toBe(true);
    expect((await client().messages(message.sid).fetch()).status).toBe('delivered');
    const listed = await fetch(`${emulator.url}/__messages`).then((r) => r.json() as Promise<{ messages: unknown[] }>);
    expect(listed.messages[0]).toMatchObject({ sid: message.sid, to: '+16195551234', from: FROM, body: 'Your pumpkins arrive Monday', status: 'delivered' });
  });

  it("refuses a wrong auth token with Twilio's 20003, and the magic test numbers with their codes", async () => {
    await expect(client('wrong-token').messages.create({ to: '+16195551234', from: FROM, body: 'x' })).rejects.toMatchObject({ status: 401, code: 20003 });
    const codes: Record<string, number> = { '+15005550001': 21211, '+15005550002': 21612, '+15005550003': 21408, '+15005550004': 21610, '+15005550009': 21614, '619-555-1234': 21211 };
    for (const [to, code] of Object.entries(codes)) {
      await expect(client().messages.create({ to, from: FROM, body: 'x' })).rejects.toMatchObject({ status: 400, code });
    }
    await expect(client().messages.create({ to: '+16195551234', from: '+15005550008', body: 'x' })).rejects.toMatchObject({ code: 21611 });
    await expect(client().messages.create({ to: '+16195551234', from: FROM, body: '' })).rejects.toMatchObject({ code: 21602 });
  });

  it('ends a message to the stand-in numbers for carrier trouble in undelivered (30003) or failed (30008)', async () => {
    const callback = `${receiver.url}/api/sms/status`;
    const undelivered = await client().messages.create({ to: '+15005550010', from: FROM, body: 'x', statusCallback: callback });
    const failed = await client().messages.create({ to: '+15005550011', from: FROM, body: 'x', statusCallback: callback });
    await emulator.idle();
    const statuses = (sid: string) => received.filter((r) => r.params.MessageSid === sid).map((r) => `${r.params.MessageStatus}${r.params.ErrorCode ? `:${r.params.ErrorCode}` : ''}`);
    expect(statuses(undelivered.sid)).toEqual(['queued', 'sent', 'undelivered:30003']);
    expect(statuses(failed.sid)).toEqual(['queued', 'failed:30008']);
  });

  it("posts an inbound text signed so the SDK's validateRequest accepts it, and refuses it once tampered with", async () => {
    const res = await fetch(`${emulator.url}/__inbound`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ from: '+16195551234', to: FROM, body: 'C' }) });
    const { sid } = (await res.json()) as { sid: string };
    const post = received.find((r) => r.params.MessageSid === sid)!;
    expect(post.path).toBe('/api/sms/inbound');
    expect(post.params).toMatchObject({ From: '+16195551234', To: FROM, Body: 'C', AccountSid: emulator.accountSid });
    const url = `${receiver.url}/api/sms/inbound`;
    expect(twilio.validateRequest(emulator.authToken, post.signature, url, post.params)).toBe(true);
    expect(twilio.validateRequest(emulator.authToken, post.signature, url, { ...post.params, Body: 'STOP' })).toBe(false);
    expect(twilio.validateRequest('another-token', post.signature, url, post.params)).toBe(false);
    expect(twilio.validateRequest(emulator.authToken, post.signature, `${url}?x=1`, post.params)).toBe(false);
  });

  it('can take a message and cut the line before answering (the client never learns the sid)', async () => {
    emulator.dropNextResponses(1);
    const before = emulator.messages().length;
    await expect(client().messages.create({ to: '+16195557777', from: FROM, body: 'lost answer' })).rejects.toThrow();
    expect(emulator.messages().length).toBe(before + 1);
    const listed = await client().messages.list({ to: '+16195557777' });
    expect(listed.map((m) => m.body)).toEqual(['lost answer']);
  });

  it('can hold its answer and its status callbacks: the callbacks may come first, and both go once released', async () => {
    const callback = `${receiver.url}/api/sms/status?text=held`;
    emulator.holdResponses(60_000);
    emulator.holdCallbacks(true);
    const answer = client().messages.create({ to: '+16195558888', from: FROM, body: 'held', statusCallback: callback });
    const taken = (await emulator.waitFor((ms) => ms.some((m) => m.body === 'held'))).find((m) => m.body === 'held');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(received.filter((r) => r.params.MessageSid === taken!.sid)).toEqual([]);
    emulator.holdCallbacks(false);
    await emulator.idle();
    expect(received.filter((r) => r.params.MessageSid === taken!.sid).map((r) => r.params.MessageStatus)).toEqual(['queued', 'sent', 'delivered']);
    emulator.holdResponses(0);
    expect((await answer).sid).toBe(taken!.sid);
  });
});
