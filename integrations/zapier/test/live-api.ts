import { createServer, type Server } from 'node:http';
import postgres from 'postgres';
import Stripe from 'stripe';

/** What the global setup hands every test: the running API (from source), the Stripe emulator, the SMTP catcher and an admin account. */
export interface LiveApi {
  baseUrl: string;
  emulatorUrl: string;
  mailUrl: string;
  databaseUrl: string;
  staff: { email: string; name: string; password: string };
}

type Json = Record<string, unknown>;

/** A JSON call to the running API; the Origin header is the site's own, as the staff dashboard sends it. */
export async function callApi(live: LiveApi, method: string, path: string, options: { body?: unknown; headers?: Record<string, string> } = {}) {
  const res = await fetch(`${live.baseUrl}${path}`, {
    method,
    headers: { origin: live.baseUrl, ...(options.body === undefined ? {} : { 'content-type': 'application/json' }), ...options.headers },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}: ${text}`);
  return { res, body: (text ? JSON.parse(text) : null) as Json };
}

/** Sign the run's admin in and create a Zapier API key on the Zapier page's endpoint, as the business does before connecting. */
export async function staffSession(live: LiveApi) {
  const { res } = await callApi(live, 'POST', '/api/auth/login', { body: { email: live.staff.email, password: live.staff.password } });
  const cookie = /sdp_session=[^;]*/.exec(res.headers.get('set-cookie') ?? '')?.[0];
  if (!cookie) throw new Error('the admin could not sign in');
  const asStaff = (method: string, path: string, body?: unknown) => callApi(live, method, path, { body, headers: { cookie } });
  const newApiKey = async (name: string) => (await asStaff('POST', '/api/zapier/api-keys', { name })).body as { id: string; key: string };
  return { asStaff, newApiKey };
}

/** A custom quote the way the site's dialog sends one; returns its id. */
export async function createQuote(live: LiveApi, customerEmail: string) {
  const { body } = await callApi(live, 'POST', '/api/quotes', {
    body: {
      customerName: 'Dana Whitfield',
      customerEmail,
      customerPhone: '(858) 555-0100',
      projectType: 'hoa',
      projectDescription: 'Entrance displays for three gates, installed before October 1.',
    },
  });
  return body.id as string;
}

/**
 * A waitlist sign-up the way the site's form sends one. The API answers the same for a new and a known address (no enumeration),
 * so the id Zapier will see is read from the run's database.
 */
export async function joinWaitlist(live: LiveApi, email: string) {
  await callApi(live, 'POST', '/api/waitlist', { body: { name: 'Morgan Ellis', email, zipCode: '92130' } });
  const sql = postgres(live.databaseUrl, { max: 1 });
  try {
    const [row] = await sql<{ id: string }[]>`SELECT id FROM waitlist_entries WHERE email = ${email}`;
    return row!.id;
  } finally {
    await sql.end();
  }
}

/**
 * An order through the embedded checkout whose deposit is paid on the Stripe emulator with its test card, so the emulator's signed
 * webhook moves it to deposit_paid exactly as in production. Returns the order id.
 */
export async function payDeposit(live: LiveApi, customerEmail: string) {
  const [packages, season] = await Promise.all([
    callApi(live, 'GET', '/api/packages').then((r) => r.body as unknown as { id: string; name: string }[]),
    callApi(live, 'GET', '/api/season').then((r) => r.body as unknown as { deliveryDates: { date: string; spotsLeft: Record<string, number> }[] }),
  ]);
  const { body: created } = await callApi(live, 'POST', '/api/orders', {
    body: {
      packageId: packages.find((p) => p.name === 'Golden Harvest')!.id,
      serviceType: 'white-glove',
      customerName: 'Iris Chen',
      customerEmail,
      customerPhone: '(858) 555-0123',
      address: '77 Via Capri',
      city: 'La Jolla',
      zipCode: '92037',
      deliveryDate: season.deliveryDates.find((d) => (d.spotsLeft['white-glove'] ?? 0) > 0)!.date,
      photoPermission: 'yes',
      specialInstructions: '',
      addOnServices: [],
      addOnQuantities: {},
    },
  });
  const orderId = created.orderId as string;
  const owner = { 'x-order-secret': created.orderSecret as string };
  const { body: payment } = await callApi(live, 'POST', `/api/orders/${orderId}/update-payment`, { body: {}, headers: owner });
  await payOnEmulator(live, payment.clientSecret as string);
  return orderId;
}

/** Pay a PaymentIntent on the Stripe emulator with its test Visa, as Stripe.js does on the site; its signed webhook does the rest. */
async function payOnEmulator(live: LiveApi, clientSecret: string) {
  const { hostname, port } = new URL(live.emulatorUrl);
  const stripe = new Stripe('sk_test_zapier', { host: hostname, port: Number(port), protocol: 'http' });
  await stripe.paymentIntents.confirm(clientSecret.split('_secret_')[0]!, { payment_method: 'pm_card_visa' });
}

/** Ask `check` again until it answers something (tests wait on outcomes, never on fixed sleeps). */
async function waitFor<T>(label: string, check: () => Promise<T | null | undefined>, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== null && value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${label}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * A household comes back (docs/design.md §18): last season's porch (a deposit paid through the site, then moved back a year and
 * completed in the database, as its history would be, its spot this season given back), staff send the renewal offers, the
 * household opens the /renew link of the e-mail it received, accepts the held week and pays the deposit on the emulator. Returns
 * the renewed order's id (what Zapier's "Renewal Accepted" sees), its week and last season's.
 */
export async function renewLastYearsPorch(live: LiveApi, asStaff: (method: string, path: string, body?: unknown) => ReturnType<typeof callApi>, email: string) {
  const lastOrderId = await payDeposit(live, email);
  const sql = postgres(live.databaseUrl, { max: 1 });
  try {
    await waitFor('the deposit of last season\'s order', async () =>
      (await sql`SELECT 1 FROM orders WHERE id = ${lastOrderId} AND status = 'deposit_paid'`)[0]);
    await sql.begin(async (tx) => {
      const [order] = await tx<{ delivery_date: string; service_type: string }[]>`SELECT delivery_date, service_type FROM orders WHERE id = ${lastOrderId}`;
      await tx`UPDATE delivery_slots SET booked = booked - 1 WHERE delivery_date = ${order!.delivery_date} AND service_level = ${order!.service_type}`;
      await tx`UPDATE orders SET delivery_date = delivery_date - 364, status = 'completed', delivered_at = now(), completed_at = now(), balance_status = 'paid'
               WHERE id = ${lastOrderId}`;
    });
  } finally {
    await sql.end();
  }
  const { body: sent } = await asStaff('POST', '/api/admin/renewals/send');
  if (!((sent.offered as number) >= 1)) throw new Error(`no renewal offer was sent: ${JSON.stringify(sent)}`);
  const token = await waitFor(`the renewal e-mail to ${email}`, async () => {
    const mails = (await (await fetch(`${live.mailUrl}/api/messages`)).json()) as { to: string[]; text?: string }[];
    const mail = mails.find((m) => m.to.includes(email) && /\/renew\//.test(m.text ?? ''));
    return mail && /\/renew\/([\w.-]+)/.exec(mail.text!)![1];
  });
  const { body: offer } = await callApi(live, 'GET', `/api/renew/${token}`);
  const { body: accepted } = await callApi(live, 'POST', `/api/renew/${token}/accept`, { body: { deliveryDate: offer.deliveryDate, balanceConsent: true } });
  await payOnEmulator(live, accepted.clientSecret as string);
  return { orderId: accepted.orderId as string, lastOrderId, deliveryDate: offer.deliveryDate as string, lastDeliveryDate: offer.lastDeliveryDate as string };
}

/**
 * Stand-in for the URLs Zapier makes for each REST hook: records every POST body by path and answers 200 as Zapier's hooks do.
 */
export async function startHookCatcher() {
  const caught: { path: string; body: Json; headers: Record<string, string | string[] | undefined> }[] = [];
  const server: Server = createServer((req, res) => {
    let text = '';
    req.on('data', (chunk: Buffer) => (text += chunk.toString()));
    req.on('end', () => {
      caught.push({ path: req.url ?? '', body: JSON.parse(text || 'null') as Json, headers: req.headers });
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"status":"success"}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  let next = 0;
  return {
    /** A fresh hook URL, as Zapier makes one per Zap. */
    newTarget: (name: string) => `${origin}/hooks/catch/${name}-${++next}/`,
    received: (target: string) => caught.filter((c) => `${origin}${c.path}` === target),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
