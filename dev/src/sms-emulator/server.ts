import { randomBytes } from 'node:crypto';
import { Hono, type Context } from 'hono';
import { listenHttp } from '../lib/listen-http.ts';
import { FINAL_OUTCOME, MAGIC_FROM, MAGIC_TO } from './magic-numbers.ts';
import { twilioSignature } from './signature.ts';
import { waitForRecords } from '../lib/wait-for-records.ts';
import { CALL_OUTCOMES, callParams, dialCallStatus, newCallSid, readTwiml, type CallOutcome, type EmulatedCall } from './calls.ts';

export type SmsStatus = 'queued' | 'sent' | 'delivered' | 'undelivered' | 'failed' | 'received';

export interface EmulatedMessage {
  sid: string;
  accountSid: string;
  direction: 'outbound-api' | 'inbound';
  to: string;
  from: string;
  body: string;
  status: SmsStatus;
  errorCode: number | null;
  statusCallback: string | null;
  dateCreated: Date;
}

/** One webhook the stand-in posted (status callback or inbound text), with our side's answer. */
export interface PostedWebhook { url: string; params: Record<string, string>; signature: string; status: number | null; body: string }

export interface SmsEmulatorOptions {
  port?: number;
  hostname?: string;
  accountSid?: string;
  authToken?: string;
  /** Where `POST /__inbound` posts the text (as Twilio posts to a number's messaging webhook); null: nowhere. */
  inboundUrl?: string | null;
  /** Where `POST /__call` posts a call (as Twilio posts to a number's voice URL); null: nowhere. */
  voiceUrl?: string | null;
  /** Wait between a message's status callbacks (queued, sent, delivered). */
  callbackDelayMs?: number;
}

export interface SmsEmulator {
  url: string;
  accountSid: string;
  authToken: string;
  messages(): EmulatedMessage[];
  webhooks(): PostedWebhook[];
  /** Accept the next `n` messages, then cut the connection before answering (a crash between Twilio's acceptance and ours). */
  dropNextResponses(n: number): void;
  /** Take each message at once but answer only after `ms`, or when called again with 0 (0: at once): a worker can be killed while it waits. */
  holdResponses(ms: number): void;
  /** While held, status callbacks wait (as Twilio's can come late); released, the waiting ones are posted in order. */
  holdCallbacks(held: boolean): void;
  /** Post an inbound text to the inbound URL, signed; resolves with our webhook's answer. */
  inbound(text: { from: string; to: string; body: string }): Promise<PostedWebhook & { sid: string }>;
  /**
   * A call to our number, made as Twilio makes it: posted signed to the voice URL, its TwiML read, and when that dials a number
   * with an `action`, the forwarded phone does `outcome` and DialCallStatus is posted, signed, to the action URL.
   */
  call(call: { from: string; to: string; outcome: CallOutcome }): Promise<EmulatedCall>;
  calls(): EmulatedCall[];
  /** Resolves when every status callback posted so far has been answered. */
  idle(): Promise<void>;
  waitFor(predicate: (messages: EmulatedMessage[]) => boolean, timeoutMs?: number): Promise<EmulatedMessage[]>;
  close(): Promise<void>;
}

const DEV_ACCOUNT_SID = 'AC00000000000000000000000000000dev';
const DEV_AUTH_TOKEN = 'dev-twilio-auth-token';
const E164 = /^\+[1-9]\d{6,14}$/;

const newSid = (prefix: string) => prefix + randomBytes(16).toString('hex');
const twilioError = (c: Context, status: number, code: number, message: string) =>
  c.json({ code, message, more_info: `https://www.twilio.com/docs/errors/${code}`, status }, status as 400);

/** A message as Twilio's API returns it (snake_case, RFC 2822 dates, strings for counts). */
function resource(m: EmulatedMessage) {
  const uri = `/2010-04-01/Accounts/${m.accountSid}/Messages/${m.sid}.json`;
  return {
    account_sid: m.accountSid, api_version: '2010-04-01', body: m.body, date_created: m.dateCreated.toUTCString(),
    date_sent: m.status === 'queued' ? null : m.dateCreated.toUTCString(), date_updated: new Date().toUTCString(),
    direction: m.direction, error_code: m.errorCode, error_message: null, from: m.from, messaging_service_sid: null,
    num_media: '0', num_segments: String(Math.max(1, Math.ceil(m.body.length / 160))), price: null, price_unit: 'USD',
    sid: m.sid, status: m.status, subresource_uris: { media: uri.replace('.json', '/Media.json') }, to: m.to, uri,
  };
}

/**
 * A local stand-in for Twilio's Messages API (docs/design.md §19): `POST /2010-04-01/Accounts/{sid}/Messages.json`
 * (form-encoded, Basic auth with the account SID and auth token), Twilio's error codes for its magic test numbers, status
 * callbacks to each message's StatusCallback and inbound texts to `inboundUrl`, both signed as Twilio signs
 * (`X-Twilio-Signature`). `GET /__messages` lists every message, newest first.
 */
export async function startSmsEmulator(options: SmsEmulatorOptions = {}): Promise<SmsEmulator> {
  const accountSid = options.accountSid ?? DEV_ACCOUNT_SID;
  const authToken = options.authToken ?? DEV_AUTH_TOKEN;
  const inboundUrl = options.inboundUrl === undefined ? 'http://127.0.0.1:3000/api/sms/inbound' : options.inboundUrl;
  const voiceUrl = options.voiceUrl === undefined ? 'http://127.0.0.1:3000/api/voice/incoming' : options.voiceUrl;
  const calls: EmulatedCall[] = [];
  const delay = options.callbackDelayMs ?? 0;
  const messages: EmulatedMessage[] = [];
  const posted: PostedWebhook[] = [];
  const inFlight = new Set<Promise<unknown>>();
  let drops = 0;
  let holdMs = 0;
  let closed = false;
  // Each gate is a promise that resolves when its hold ends; null while nothing is held.
  let responseGate: { opened: Promise<void>; open(): void } | null = null;
  let callbackGate: { opened: Promise<void>; open(): void } | null = null;
  const gate = () => {
    let open = () => {};
    const opened = new Promise<void>((resolve) => { open = resolve; });
    return { opened, open };
  };

  async function postSigned(url: string, params: Record<string, string>): Promise<PostedWebhook> {
    const signature = twilioSignature(authToken, url, params);
    const record: PostedWebhook = { url, params, signature, status: null, body: '' };
    try {
      const res = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-twilio-signature': signature, 'user-agent': 'TwilioProxy/1.1', 'i-twilio-idempotency-token': newSid('') },
        body: new URLSearchParams(params).toString(),
        signal: AbortSignal.timeout(10_000),
      });
      record.status = res.status;
      record.body = await res.text();
    } catch (err) {
      record.body = (err as Error).message;
    }
    posted.push(record);
    return record;
  }

  /** queued, sent, then delivered (or the magic number's failure), each posted in turn once the previous was answered. */
  async function runCallbacks(m: EmulatedMessage) {
    const outcome = FINAL_OUTCOME[m.to];
    const steps: { status: SmsStatus; errorCode: number | null }[] = [
      { status: 'queued', errorCode: null },
      ...(outcome?.status === 'failed' ? [] : [{ status: 'sent' as const, errorCode: null }]),
      outcome ? { status: outcome.status, errorCode: outcome.errorCode } : { status: 'delivered', errorCode: null },
    ];
    for (const step of steps) {
      if (delay) await new Promise((resolve) => setTimeout(resolve, delay));
      if (callbackGate) await callbackGate.opened;
      if (closed) return;
      m.status = step.status;
      m.errorCode = step.errorCode;
      if (!m.statusCallback) continue;
      await postSigned(m.statusCallback, {
        AccountSid: m.accountSid, ApiVersion: '2010-04-01', From: m.from, To: m.to, MessageSid: m.sid, SmsSid: m.sid,
        MessageStatus: step.status, SmsStatus: step.status, ...(step.errorCode ? { ErrorCode: String(step.errorCode) } : {}),
      });
    }
  }

  const track = (p: Promise<unknown>) => {
    const tracked = p.finally(() => inFlight.delete(tracked));
    inFlight.add(tracked);
  };

  const app = new Hono();
  app.use('/2010-04-01/*', async (c, next) => {
    const header = c.req.header('authorization') ?? '';
    const [user, pass] = header.startsWith('Basic ') ? Buffer.from(header.slice(6), 'base64').toString().split(':') : [];
    if (user !== accountSid || pass !== authToken) return twilioError(c, 401, 20003, 'Authenticate');
    await next();
  });
  app.post('/2010-04-01/Accounts/:sid/Messages.json', async (c) => {
    if (c.req.param('sid') !== accountSid) return twilioError(c, 404, 20404, 'The requested resource was not found');
    const form = new URLSearchParams(await c.req.text());
    const to = form.get('To') ?? '';
    const from = form.get('From') ?? form.get('MessagingServiceSid') ?? '';
    const body = form.get('Body') ?? '';
    if (!to) return twilioError(c, 400, 21604, "A 'To' phone number is required.");
    if (!from) return twilioError(c, 400, 21603, "A 'From' phone number is required.");
    if (!body) return twilioError(c, 400, 21602, 'Message body is required.');
    if (body.length > 1600) return twilioError(c, 400, 21617, 'The concatenated message body exceeds the 1600 character limit.');
    const refusal = MAGIC_FROM[from] ?? MAGIC_TO[to];
    if (refusal) return twilioError(c, refusal.status, refusal.code, refusal.message);
    if (!E164.test(to)) return twilioError(c, 400, 21211, `The 'To' number ${to} is not a valid phone number.`);
    const m: EmulatedMessage = {
      sid: newSid('SM'), accountSid, direction: 'outbound-api', to, from, body, status: 'queued', errorCode: null,
      statusCallback: form.get('StatusCallback'), dateCreated: new Date(),
    };
    messages.push(m);
    track(runCallbacks(m));
    if (holdMs > 0) {
      const release = responseGate ??= gate();
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([release.opened, new Promise((resolve) => { timer = setTimeout(resolve, holdMs); })]);
      clearTimeout(timer);
    }
    if (drops > 0) {
      drops -= 1;
      // NOTE: the message is taken (and will be delivered); the client only never hears so.
      const incoming = (c.env as { incoming?: { socket?: { destroy(): void } } } | undefined)?.incoming;
      incoming?.socket?.destroy();
      return new Response(null, { status: 500 });
    }
    return c.json({ ...resource(m), status: 'queued' }, 201);
  });
  app.get('/2010-04-01/Accounts/:sid/Messages.json', (c) => {
    const to = c.req.query('To');
    const list = messages.filter((m) => !to || m.to === to).toReversed().map(resource);
    return c.json({ messages: list, end: Math.max(0, list.length - 1), first_page_uri: c.req.path, next_page_uri: null, page: 0, page_size: 50, previous_page_uri: null, start: 0, uri: c.req.path });
  });
  app.get('/2010-04-01/Accounts/:sid/Messages/:messageSid{SM[0-9a-f]+\\.json}', (c) => {
    const sid = c.req.param('messageSid').replace('.json', '');
    const m = messages.find((x) => x.sid === sid);
    return m ? c.json(resource(m)) : twilioError(c, 404, 20404, `The requested resource /2010-04-01/Accounts/${accountSid}/Messages/${sid}.json was not found`);
  });
  app.get('/__messages', (c) => c.json({ messages: messages.toReversed().map((m) => ({ sid: m.sid, to: m.to, from: m.from, body: m.body, status: m.status, direction: m.direction, errorCode: m.errorCode })) }));
  app.post('/__inbound', async (c) => {
    const text = await c.req.json().catch(() => null) as { from?: string; to?: string; body?: string } | null;
    if (!text?.from || !text.to || typeof text.body !== 'string') return c.json({ error: 'bad_request', message: 'send { from, to, body }' }, 400);
    return c.json(await inbound({ from: text.from, to: text.to, body: text.body }));
  });

  app.post('/__call', async (c) => {
    const body = await c.req.json().catch(() => null) as { from?: string; to?: string; outcome?: string } | null;
    const outcome = (body?.outcome ?? 'answered') as CallOutcome;
    if (!body?.from || !body.to || !CALL_OUTCOMES.includes(outcome)) return c.json({ error: 'bad_request', message: `send { from, to, outcome: ${CALL_OUTCOMES.join(' | ')} }` }, 400);
    return c.json(await call({ from: body.from, to: body.to, outcome }));
  });
  app.get('/__calls', (c) => c.json({ calls: calls.toReversed() }));

  async function call({ from, to, outcome }: { from: string; to: string; outcome: CallOutcome }): Promise<EmulatedCall> {
    const sid = newCallSid();
    const params = callParams(accountSid, sid, from, to);
    const record: EmulatedCall = {
      sid, from, to, outcome, dialled: null, said: [], incoming: { url: voiceUrl ?? '', params, status: null, body: 'no voice URL' }, action: null, startedAt: new Date(),
    };
    calls.push(record);
    if (!voiceUrl) return record;
    const answer = await postSigned(voiceUrl, params);
    record.incoming = answer;
    const twiml = answer.status === 200 ? readTwiml(answer.body) : { dial: null, said: [] };
    record.said.push(...twiml.said);
    if (!twiml.dial) return record;
    record.dialled = twiml.dial.number;
    if (!twiml.dial.action) return record;
    // NOTE: Twilio resolves a relative action against the URL it posted to, and posts the call's parameters with the Dial's outcome.
    const action = new URL(twiml.dial.action, voiceUrl).href;
    const answered = outcome === 'answered';
    record.action = await postSigned(action, {
      ...params, CallStatus: answered ? 'completed' : 'in-progress', DialCallStatus: dialCallStatus(outcome),
      ...(outcome === 'canceled' ? {} : { DialCallSid: newCallSid() }), DialCallDuration: answered ? '42' : '0', DialBridged: String(answered),
    });
    if (record.action.status === 200) record.said.push(...readTwiml(record.action.body).said);
    return record;
  }

  async function inbound(text: { from: string; to: string; body: string }) {
    const m: EmulatedMessage = {
      sid: newSid('SM'), accountSid, direction: 'inbound', to: text.to, from: text.from, body: text.body, status: 'received',
      errorCode: null, statusCallback: null, dateCreated: new Date(),
    };
    messages.push(m);
    if (!inboundUrl) return { sid: m.sid, url: '', params: {}, signature: '', status: null, body: 'no inbound URL' };
    const result = await postSigned(inboundUrl, {
      AccountSid: accountSid, ApiVersion: '2010-04-01', Body: text.body, From: text.from, To: text.to, MessageSid: m.sid,
      SmsMessageSid: m.sid, SmsSid: m.sid, SmsStatus: 'received', NumMedia: '0', NumSegments: '1',
    });
    return { sid: m.sid, ...result };
  }

  const http = await listenHttp(app, options.port ?? 0, options.hostname);
  return {
    url: http.url,
    accountSid,
    authToken,
    messages: () => messages.toReversed(),
    webhooks: () => [...posted],
    dropNextResponses: (n) => { drops = n; },
    holdResponses: (ms) => {
      holdMs = ms;
      if (ms === 0) {
        responseGate?.open();
        responseGate = null;
      }
    },
    holdCallbacks: (held) => {
      if (held) callbackGate ??= gate();
      else {
        callbackGate?.open();
        callbackGate = null;
      }
    },
    inbound,
    call,
    calls: () => calls.toReversed(),
    idle: async () => { while (inFlight.size > 0) await Promise.allSettled([...inFlight]); },
    waitFor: (predicate, timeoutMs = 10_000) => waitForRecords(() => messages.toReversed(), predicate, { timeoutMs, stand: 'sms emulator', noun: 'messages', pollMs: 20 }),
    close: async () => {
      closed = true;
      responseGate?.open();
      callbackGate?.open();
      await http.close();
    },
  };
}
