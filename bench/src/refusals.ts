import { createServer, type Server } from 'node:http';
import { TOO_MANY_HOLDS } from '@sdp/server/orders/unpaid-hold-cap';
import { hubspotCrm } from '../../workers/src/lib/crm/hubspot.ts';
import { throughput } from './load.ts';
import { verdict, type Figure } from './report.ts';
import type { Stack } from './stack.ts';
import { median, ms } from './stats.ts';

// The timing bars `make test` used to hold beside its behaviour checks (ADR 170): how fast the site refuses what it must refuse.
// The tests still prove what is refused and how (api/src/features/sms/sms.test.ts, api/src/features/orders/unpaid-hold-flood.test.ts,
// workers/src/lib/crm/hubspot.test.ts); here the same work is timed, medians of several rounds, on the production build.
const ROUNDS = 3;
const FORGED_POSTS = 1_000;
const FORGED_AT_ONCE = 50;
const FORGED_BAR_MS = 20_000;
const FLOOD_ORDERS = 200;
const FLOOD_AT_ONCE = 10;
const FLOOD_HOLDS = 3;
const FLOOD_BAR_MS = 45_000;
const HUBSPOT_TIMEOUT_MS = 300;
const HUBSPOT_BAR_MS = 5_000;

/** The refusals' own API: Twilio's signature checked, the cap on unpaid holds on, the client address from X-Forwarded-For. */
const REFUSING_ENV = {
  TWILIO_ACCOUNT_SID: `AC${'0'.repeat(32)}`,
  TWILIO_AUTH_TOKEN: 'bench-twilio-token',
  TWILIO_FROM: '+16195550100',
  // NOTE: nothing is sent from here; a send would find nobody listening rather than reach Twilio.
  TWILIO_API_URL: 'http://127.0.0.1:9',
  UNPAID_HOLDS_PER_CLIENT: String(FLOOD_HOLDS),
  TRUST_PROXY: '1',
};

async function timed<T>(work: () => Promise<T>): Promise<{ ms: number; result: T }> {
  const started = performance.now();
  const result = await work();
  return { ms: performance.now() - started, result };
}

/** 1,000 posts to the Twilio webhooks with no or a forged signature, 50 at a time: all 403, before any database work. */
async function forgedTwilioPosts(apiUrl: string, helloUrl: string): Promise<Figure> {
  const post = (n: number) => fetch(`${apiUrl}${n % 2 ? '/api/sms/status' : '/api/sms/inbound'}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...(n % 5 === 0 ? {} : { 'x-twilio-signature': `forged${n}=` }) },
    body: new URLSearchParams(n % 3 === 0 ? { junk: 'x'.repeat(n % 700) } : { From: '+16195550000', Body: `forged ${n}`, MessageSid: `SM${String(n).padStart(32, '0')}`, MessageStatus: 'delivered' }).toString(),
  }).then(async (res) => {
    await res.arrayBuffer();
    return res.status;
  });
  await throughput(helloUrl, 2);
  const rounds: { ms: number; others: number; helloRps: number }[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    const { ms: took, result: statuses } = await timed(async () => {
      const all: number[] = [];
      for (let start = 0; start < FORGED_POSTS; start += FORGED_AT_ONCE) {
        all.push(...(await Promise.all(Array.from({ length: FORGED_AT_ONCE }, (_, i) => post(start + i)))));
      }
      return all;
    });
    rounds.push({ ms: took, others: statuses.filter((s) => s !== 403).length, helloRps: await throughput(helloUrl, 2) });
  }
  const took = median(rounds.map((r) => r.ms));
  const ratio = median(rounds.map((r) => FORGED_POSTS / (r.ms / 1000) / r.helloRps));
  const others = rounds.reduce((sum, r) => sum + r.others, 0);
  return {
    name: `${FORGED_POSTS} forged Twilio posts, ${FORGED_AT_ONCE} at once`,
    value: `${ms(took)} = ${(ratio * 100).toFixed(0)} % of bare Hono hello's rate; ${others} not 403`,
    bar: `<= ${FORGED_BAR_MS / 1000} s, all 403`,
    verdict: verdict(took <= FORGED_BAR_MS && others === 0),
    data: { rounds, ratio },
  };
}

/** 200 scripted orders from one address with rotating e-mails, 10 at a time, half hosted, half embedded: 3 held, the rest 429. */
async function unpaidHoldFlood(stack: Stack, apiUrl: string): Promise<Figure> {
  const [pkg] = await stack.sql<{ id: string }[]>`SELECT id FROM packages WHERE name = 'Golden Harvest'`;
  const dates = (await stack.sql<{ delivery_date: string }[]>`SELECT DISTINCT delivery_date FROM delivery_slots ORDER BY delivery_date`).map((r) => r.delivery_date);
  const order = (round: number, i: number) => fetch(`${apiUrl}${i % 2 ? '/api/orders' : '/api/create-stripe-checkout'}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': `203.0.113.${10 + round}` },
    body: JSON.stringify({
      packageId: pkg!.id, serviceType: i % 2 ? 'drop-off' : 'white-glove', customerName: 'Bench Flood', customerEmail: `bot${i}.round${round}@example${i % 7}.com`,
      customerPhone: '(858) 555-0100', address: '123 Harvest Lane', city: 'San Diego', zipCode: '92126', deliveryDate: dates[i % dates.length],
      photoPermission: 'yes', specialInstructions: '',
    }),
  }).then(async (res) => ({ status: res.status, message: ((await res.json()) as { message?: string }).message }));
  const rounds: { ms: number; held: number; refused: number }[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    const { ms: took, result } = await timed(async () => {
      const all: { status: number; message?: string }[] = [];
      for (let start = 0; start < FLOOD_ORDERS; start += FLOOD_AT_ONCE) {
        all.push(...(await Promise.all(Array.from({ length: FLOOD_AT_ONCE }, (_, k) => order(round, start + k)))));
      }
      return all;
    });
    rounds.push({
      ms: took,
      held: result.filter((r) => r.status === 200 || r.status === 201).length,
      refused: result.filter((r) => r.status === 429 && r.message === TOO_MANY_HOLDS).length,
    });
  }
  const took = median(rounds.map((r) => r.ms));
  const right = rounds.every((r) => r.held === FLOOD_HOLDS && r.refused === FLOOD_ORDERS - FLOOD_HOLDS);
  return {
    name: `${FLOOD_ORDERS} scripted unpaid orders from one address`,
    value: `${ms(took)}, ${ms(took / FLOOD_ORDERS)} an order; held ${rounds.map((r) => r.held).join('/')}, refused ${rounds.map((r) => r.refused).join('/')}`,
    bar: `<= ${FLOOD_BAR_MS / 1000} s, ${FLOOD_HOLDS} held`,
    verdict: verdict(took <= FLOOD_BAR_MS && right),
    data: { rounds },
  };
}

/** A HubSpot that never answers: how long until the CRM call gives up with its retryable error (timeout 300 ms). */
async function silentHubspot(): Promise<Figure> {
  const silent: Server = createServer(() => {});
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(silent.address() as { port: number }).port}`;
  const times: number[] = [];
  try {
    for (let round = 0; round < 5; round += 1) {
      const { ms: took, result } = await timed(() =>
        hubspotCrm({ apiUrl: url, token: 'pat-bench', timeoutMs: HUBSPOT_TIMEOUT_MS })
          .upsertContact({ email: `silent${round}@example.com`, firstName: 'Dana', lastName: 'Whitfield', phone: '(858) 555-0100', projectType: 'HOA Community', lifecycleStage: 'lead' })
          .then(() => 'answered', (err: Error) => err.message));
      if (!/did not answer within/.test(result)) throw new Error(`the silent HubSpot call ended otherwise: ${result}`);
      times.push(took);
    }
  } finally {
    silent.closeAllConnections();
    await new Promise((resolve) => silent.close(resolve));
  }
  const took = median(times);
  return {
    name: `silent HubSpot, timeout ${HUBSPOT_TIMEOUT_MS} ms`,
    value: `gives up after ${ms(took)} = ${(took / HUBSPOT_TIMEOUT_MS).toFixed(1)} x the timeout (median of ${times.length})`,
    bar: `<= ${HUBSPOT_BAR_MS / 1000} s`,
    verdict: verdict(took <= HUBSPOT_BAR_MS),
    data: { times },
  };
}

/** The three refusal timings, on an API process of their own beside the stack's. */
export async function refusals(stack: Stack): Promise<Figure[]> {
  const api = await stack.startApi(REFUSING_ENV);
  try {
    return [await forgedTwilioPosts(api.url, stack.helloUrl), await unpaidHoldFlood(stack, api.url), await silentHubspot()];
  } finally {
    await api.stop();
  }
}
