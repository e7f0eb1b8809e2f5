import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import twilio from 'twilio';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmsEmulator, type SmsEmulator } from './server.ts';

// The stand-in's calls (docs/design.md §26) as Twilio makes them: each webhook signed so the SDK's validateRequest accepts it, the
// TwiML answer read, and the Dial's outcome posted to its action (a relative action resolved against the voice URL).
let emulator: SmsEmulator;
let receiver: { url: string; close(): void };
const received: { path: string; valid: boolean; params: Record<string, string> }[] = [];

beforeAll(async () => {
  const app = new Hono().post('*', async (c) => {
    const params = Object.fromEntries(new URLSearchParams(await c.req.text()));
    const valid = twilio.validateRequest(emulator.authToken, c.req.header('x-twilio-signature') ?? '', c.req.url, params);
    const path = new URL(c.req.url).pathname;
    received.push({ path, valid, params });
    const response = new twilio.twiml.VoiceResponse();
    if (path === '/voice/incoming') response.dial({ action: '/voice/status', timeout: 18 }).number('+18585550282');
    else if (params.DialCallStatus !== 'completed') response.say('Sorry we missed you.');
    return c.text(response.toString(), 200, { 'content-type': 'text/xml' });
  });
  receiver = await new Promise((resolve) => {
    const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info) =>
      resolve({ url: `http://127.0.0.1:${info.port}`, close: () => server.close() }));
  });
  emulator = await startSmsEmulator({ inboundUrl: null, voiceUrl: `${receiver.url}/voice/incoming` });
});
afterAll(async () => {
  await emulator.close();
  receiver.close();
});

describe('calls', () => {
  it.each([['answered', 'completed', []], ['busy', 'busy', ['Sorry we missed you.']], ['no-answer', 'no-answer', ['Sorry we missed you.']]] as const)(
    '%s: posts the call signed, dials the TwiML number, then posts DialCallStatus %s signed to the action', async (outcome, dialStatus, said) => {
      received.length = 0;
      const call = await emulator.call({ from: '+16195550123', to: '+16195550100', outcome });
      expect(call).toMatchObject({ dialled: '+18585550282', said, incoming: { status: 200 }, action: { status: 200 } });
      expect(received.map((r) => [r.path, r.valid, r.params.CallSid, r.params.DialCallStatus])).toEqual([
        ['/voice/incoming', true, call.sid, undefined],
        ['/voice/status', true, call.sid, dialStatus],
      ]);
      expect(received[0]!.params).toMatchObject({ From: '+16195550123', To: '+16195550100', CallStatus: 'ringing', Direction: 'inbound' });
    });

  it('answers a bad request to /__call with 400 and lists the calls made', async () => {
    expect((await fetch(`${emulator.url}/__call`, { method: 'POST', body: JSON.stringify({ from: '+1619' }) })).status).toBe(400);
    const { calls } = await (await fetch(`${emulator.url}/__calls`)).json() as { calls: { outcome: string }[] };
    expect(calls.map((c) => c.outcome)).toEqual(['no-answer', 'busy', 'answered']);
  });
});
