import { createLogger } from '@sdp/server/logger';
import { jobIdFor } from '@sdp/server/queues';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestContext } from '../../api/test/harness.ts';
import { call, signedIn } from '../../api/test/staff-fixtures.ts';
import { startWorkers, type RunningWorkers } from '../src/start-workers.ts';
import { addSubscription, insertPaidOrder } from './fixtures.ts';
import { FAST, quoteRequest, settle, useStandIns, waitUntil } from './stand-ins.ts';

const ctx = useTestContext();
const stand = useStandIns();
let workers: RunningWorkers;
const hooks = { a: '', b: '', off: '' };

beforeAll(async () => {
  ctx.configure(stand.env());
  hooks.a = await addSubscription(ctx.sql, stand.zapier.hookUrl('a'));
  hooks.b = await addSubscription(ctx.sql, stand.zapier.hookUrl('b'));
  hooks.off = await addSubscription(ctx.sql, stand.zapier.hookUrl('off'), 'quote.created', false);
  workers = await startWorkers({ env: ctx.env, logger: createLogger('silent'), tuning: FAST });
});
afterAll(() => workers?.stop());

const submitQuote = async (label: string) => {
  const body = quoteRequest(label);
  const res = await ctx.post('/api/quotes', body);
  expect(res.status).toBe(201);
  return { ...body, id: ((await res.json()) as { id: string }).id };
};
const mailsTo = (address: string) => stand.smtp.messages().filter((m) => m.to.includes(address));
const deliveries = (subscriptionId: string) =>
  ctx.sql`SELECT attempt, status, response_status, error FROM webhook_deliveries WHERE subscription_id = ${subscriptionId} ORDER BY attempt`;

describe('a new quote', () => {
  it('produces one customer mail, one staff mail, one CRM upsert and one delivery per active hook', async () => {
    const started = Date.now();
    const quote = await submitQuote('first');
    await stand.smtp.waitFor(() => mailsTo(quote.customerEmail).length === 1);
    const mailLatencyMs = Date.now() - started;
    await waitUntil(async () => (await ctx.sql`SELECT 1 FROM custom_quotes WHERE id = ${quote.id} AND crm_synced_at IS NOT NULL
      AND email_confirmation_sent AND email_notification_sent`).length === 1, 30_000, 'quote flags');
    await stand.zapier.waitFor(() => stand.zapier.requests('a').length === 1 && stand.zapier.requests('b').length === 1);
    await settle(); // anything duplicated would arrive now

    const [customerMail] = mailsTo(quote.customerEmail);
    expect(mailsTo(quote.customerEmail)).toHaveLength(1);
    expect(customerMail!.subject).toBe('We received your custom quote request - SD Pumpkin');
    expect(customerMail!.html).toContain('SD Pumpkin by Home Hygge');
    expect(customerMail!.html).toContain('(858) 255-0282');
    expect(customerMail!.text).toContain('within 24 hours');
    const staffMails = mailsTo('staff@sdpumpkin.com').filter((m) => m.text.includes(quote.customerEmail));
    expect(staffMails).toHaveLength(1);
    // NOTE: the project type by its label, not the code (issue 13, item 10).
    expect(staffMails[0]!.subject).toBe(`New quote request: ${quote.customerName} (HOA Community)`);

    const upserts = stand.crm.calls().filter((c) => c.path.endsWith('/batch/upsert'));
    expect(upserts).toHaveLength(1);
    const contact = stand.crm.contacts().find((c) => c.properties.email === quote.customerEmail);
    const [row] = await ctx.sql`SELECT crm_provider, crm_contact_id, crm_error FROM custom_quotes WHERE id = ${quote.id}`;
    expect(row).toEqual({ crm_provider: 'hubspot', crm_contact_id: contact!.id, crm_error: null });
    // A quote makes a lead, with its project type in words (ADR 045).
    expect(contact!.properties).toMatchObject({ lifecyclestage: 'lead', sdp_project_type: 'HOA Community', firstname: 'Dana' });

    expect(stand.zapier.requests('off')).toHaveLength(0);
    expect(stand.zapier.requests('a')[0]!.body).toEqual({
      id: quote.id, customerName: quote.customerName, customerEmail: quote.customerEmail, customerPhone: quote.customerPhone,
      projectType: 'hoa', projectDescription: quote.projectDescription, status: 'pending', createdAt: expect.any(String),
    });
    expect(await deliveries(hooks.a)).toEqual([{ attempt: 1, status: 'delivered', response_status: 200, error: null }]);
    const [sent] = await ctx.sql`SELECT count(*) FROM email_log WHERE quote_id = ${quote.id} AND status = 'sent'`;
    expect(sent!.count).toBe(2);
    console.log(`quote.created -> customer mail accepted: ${mailLatencyMs} ms (one sample, includes the API call)`);
  });

  it('is delivered to a hook that answers 500 twice on the third attempt', async () => {
    const flaky = await addSubscription(ctx.sql, stand.zapier.hookUrl('flaky'));
    stand.zapier.script('flaky', [500, 500]);
    await submitQuote('flaky');
    await waitUntil(async () => (await deliveries(flaky)).length === 3, 30_000, 'three attempts');
    expect(await deliveries(flaky)).toEqual([
      { attempt: 1, status: 'failed', response_status: 500, error: 'Target answered 500' },
      { attempt: 2, status: 'failed', response_status: 500, error: 'Target answered 500' },
      { attempt: 3, status: 'delivered', response_status: 200, error: null },
    ]);
    await ctx.sql`UPDATE zapier_subscriptions SET active = false WHERE id = ${flaky}`;
  });

  it('refuses at delivery a hook aimed at the site\'s own API (one stored before the subscribe check), once, without a retry loop', async () => {
    const own = await addSubscription(ctx.sql, `http://127.0.0.1:${ctx.env.PORT}/api/quotes`);
    await submitQuote('own-site');
    await waitUntil(async () => (await deliveries(own)).length === 1, 30_000, 'the refused delivery');
    await settle(600);
    expect(await deliveries(own)).toEqual([
      { attempt: 1, status: 'failed', response_status: null, error: 'Webhook URL points to this site itself: a hook there would call itself in a loop' },
    ]);
    await ctx.sql`UPDATE zapier_subscriptions SET active = false WHERE id = ${own}`;
  });

  it('deactivates a hook that answers 410 and stops calling it', async () => {
    const gone = await addSubscription(ctx.sql, stand.zapier.hookUrl('gone'));
    stand.zapier.setGone('gone');
    await submitQuote('gone');
    await waitUntil(async () => (await ctx.sql`SELECT 1 FROM zapier_subscriptions WHERE id = ${gone} AND NOT active`).length, 30_000, 'deactivation');
    const [sub] = await ctx.sql`SELECT deactivated_reason, deactivated_at FROM zapier_subscriptions WHERE id = ${gone}`;
    expect(sub!.deactivated_reason).toBe('Target answered 410 Gone');
    await submitQuote('after-gone');
    await settle(600);
    expect(await deliveries(gone)).toEqual([{ attempt: 1, status: 'gone', response_status: 410, error: null }]);
    expect(stand.zapier.requests('gone')).toHaveLength(1);
  });

  it('records a CRM refusal (4xx) without retrying, and retries a 429', async () => {
    stand.crm.failNext(400);
    const refused = await submitQuote('crm-400');
    await waitUntil(async () => (await ctx.sql`SELECT crm_error FROM custom_quotes WHERE id = ${refused.id}`)[0]?.crm_error, 30_000, 'crm_error');
    await settle();
    const [row] = await ctx.sql`SELECT crm_error, crm_synced_at FROM custom_quotes WHERE id = ${refused.id}`;
    expect(row).toMatchObject({ crm_error: expect.stringMatching(/HubSpot answered 400/), crm_synced_at: null });
    const callsBefore = stand.crm.calls().length;
    stand.crm.failNext(429);
    const limited = await submitQuote('crm-429');
    await waitUntil(async () => (await ctx.sql`SELECT 1 FROM custom_quotes WHERE id = ${limited.id} AND crm_synced_at IS NOT NULL AND crm_error IS NULL`).length, 30_000, 'crm retry');
    expect(stand.crm.calls().length - callsBefore).toBe(2);
  });
});

describe('a waitlist sign-up', () => {
  it('syncs one CRM contact and delivers the polled shape to each waitlist hook, once, however often the address signs up', async () => {
    const hook = await addSubscription(ctx.sql, stand.zapier.hookUrl('waitlist'), 'waitlist.joined');
    const body = { name: 'Riley Waitlist', email: 'riley.waitlist@example.com', zipCode: '92024' };
    expect((await ctx.post('/api/waitlist', body)).status).toBe(201);
    expect((await ctx.post('/api/waitlist', body)).status).toBe(201);
    await waitUntil(async () => (await ctx.sql`SELECT 1 FROM waitlist_entries WHERE email = ${body.email} AND crm_synced_at IS NOT NULL`).length, 30_000, 'crm sync');
    await stand.zapier.waitFor(() => stand.zapier.requests('waitlist').length === 1);
    await settle();
    const contact = stand.crm.contacts().find((c) => c.properties.email === body.email);
    expect(contact?.properties).toMatchObject({ firstname: 'Riley', lastname: 'Waitlist' });
    const [row] = await ctx.sql`SELECT id, crm_provider, crm_contact_id FROM waitlist_entries WHERE email = ${body.email}`;
    expect(row).toMatchObject({ crm_provider: 'hubspot', crm_contact_id: contact!.id });
    expect(contact?.properties).toMatchObject({ lifecyclestage: 'subscriber' });
    expect(contact?.properties).not.toHaveProperty('sdp_project_type');
    expect(stand.zapier.requests('waitlist')).toHaveLength(1);
    expect(stand.zapier.requests('waitlist')[0]!.body).toEqual({ id: row!.id, ...body, createdAt: expect.any(String) });
    expect(stand.zapier.requests('waitlist')[0]!.headers['x-sdp-event']).toBe('waitlist.joined');
    // The one "you're on the list" e-mail (issue 25, item 14), not one per sign-up.
    expect(mailsTo(body.email).map((m) => m.subject)).toEqual([expect.stringMatching(/^You're on the list for fall \d{4} - SD Pumpkin$/)]);
    await ctx.sql`UPDATE zapier_subscriptions SET active = false WHERE id = ${hook}`;
  });
});

describe('booking opens', () => {
  it('e-mails each waitlisted person once, even when staff open booking twice, with an unsubscribe link that works', async () => {
    const admin = (await signedIn(ctx, 'admin')).cookie;
    const people = ['opal.wait@example.com', 'piers.wait@example.com'];
    for (const email of people) expect((await ctx.post('/api/waitlist', { name: 'Opal Wait', email })).status).toBe(201);
    const selling = (await ctx.sql<{ year: number }[]>`SELECT year FROM season ORDER BY year LIMIT 1`)[0]!.year;
    for (let press = 0; press < 2; press++) {
      expect((await call(ctx, 'POST', '/api/season/open-booking', { cookie: admin, body: { year: selling } })).status).toBe(200);
    }
    // NOTE: each also had the "you're on the list" e-mail when joining (issue 25, item 14); these are the booking-open ones.
    const bookingMails = (p: string) => mailsTo(p).filter((m) => m.subject.startsWith('Booking for fall'));
    await stand.smtp.waitFor(() => people.every((p) => bookingMails(p).length >= 1));
    await settle(); // a second e-mail would arrive now
    for (const p of people) expect(bookingMails(p)).toHaveLength(1);
    const [mail] = bookingMails(people[0]!);
    const { year } = (await ctx.sql`SELECT max(season_year) AS year FROM waitlist_notices`)[0]!;
    expect(mail!.subject).toBe(`Booking for fall ${year} is open - SD Pumpkin`);
    expect(mail!.text).toContain('Opal, you asked us to tell you when booking opens');
    // The button and the text link go to the booking form, not the home page (issue 25, item 14).
    expect(mail!.text).toContain(`Reserve: ${ctx.env.PUBLIC_URL}/reserve\n`);
    expect(mail!.html).toContain(`href="${ctx.env.PUBLIC_URL}/reserve"`);
    const link = /Unsubscribe: (\S+)/.exec(mail!.text)![1]!;
    const token = link.slice(link.lastIndexOf('/') + 1);
    expect(link).toBe(`${ctx.env.PUBLIC_URL}/waitlist/unsubscribe/${token}`);
    expect(mail!.html).toContain(`href="${link}"`);
    const res = await ctx.post(`/api/waitlist/unsubscribe/${token}`, {});
    expect(res.status).toBe(200);
    const rows = await ctx.sql`SELECT email, unsubscribed_at IS NOT NULL AS off FROM waitlist_entries WHERE email = ANY(${people}) ORDER BY email`;
    expect(rows).toEqual([{ email: people[0], off: true }, { email: people[1], off: false }]);
    const [logged] = await ctx.sql`SELECT count(*)::int AS n FROM email_log WHERE kind = 'booking_open' AND status = 'sent' AND to_address = ANY(${people})`;
    expect(logged!.n).toBe(2);
  });
});

describe('a paid deposit', () => {
  it('sends the order recap with package, add-ons, totals, deposit, balance, date and address; syncs the CRM; notifies order hooks', async () => {
    const orderHook = await addSubscription(ctx.sql, stand.zapier.hookUrl('orders'), 'order.deposit_paid');
    const { orderId } = await insertPaidOrder(ctx.sql, 'morgan@example.com');
    await stand.smtp.waitFor(() => mailsTo('morgan@example.com').length === 1);
    await waitUntil(async () => (await ctx.sql`SELECT 1 FROM orders WHERE id = ${orderId} AND email_recap_sent AND crm_synced_at IS NOT NULL`).length, 30_000, 'order flags');
    const [mail] = mailsTo('morgan@example.com');
    expect(mail!.subject).toBe('Your SD Pumpkin order is confirmed - Golden Harvest');
    // A paid deposit makes a customer, with the package as the project (ADR 045).
    expect(stand.crm.contacts().find((c) => c.properties.email === 'morgan@example.com')?.properties)
      .toMatchObject({ lifecyclestage: 'customer', sdp_project_type: 'Golden Harvest package' });
    for (const text of ['Golden Harvest (White-Glove Service)', 'Hay Bales x 2', 'Seasonal Removal', 'Discount (SPOOKY15)', 'Total',
      'Deposit paid (30%)', 'Balance due at delivery', '123 Ocean View Dr', 'La Jolla, CA 92037', 'Gate code 4411']) {
      expect(mail!.text).toContain(text);
    }
    const [order] = await ctx.sql`SELECT total_cents, deposit_cents, balance_cents, delivery_date FROM orders WHERE id = ${orderId}`;
    const dollars = (c: number) => `$${(c / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;
    expect(mail!.text).toContain(`Deposit paid (30%): ${dollars(order!.deposit_cents)}`);
    expect(mail!.text).toContain(`Balance due at delivery: ${dollars(order!.balance_cents)}`);
    expect(mail!.html).toContain(new Date(`${order!.delivery_date}T12:00:00Z`).toLocaleDateString('en-US', { month: 'long', timeZone: 'UTC' }));
    await stand.zapier.waitFor(() => stand.zapier.requests('orders').length === 1);
    expect(stand.zapier.requests('orders')[0]!.body).toMatchObject({ id: orderId, status: 'deposit_paid', totalAmount: (order!.total_cents / 100).toFixed(2), city: 'La Jolla' });
    expect(await deliveries(orderHook)).toHaveLength(1);
  });
});

describe('resend and re-dispatch', () => {
  it('resends the quote confirmation as a new mail, once', async () => {
    const quote = await submitQuote('resend');
    await stand.smtp.waitFor(() => mailsTo(quote.customerEmail).length === 1);
    const { cookie } = await signedIn(ctx);
    expect((await call(ctx, 'POST', '/api/resend-email', { cookie, body: { type: 'quote', id: quote.id } })).status).toBe(202);
    await stand.smtp.waitFor(() => mailsTo(quote.customerEmail).length === 2);
    await settle();
    expect(mailsTo(quote.customerEmail)).toHaveLength(2);
  });

  it('adds nothing when an event is dispatched again: job ids are deterministic', async () => {
    const quote = await submitQuote('redispatch');
    await waitUntil(async () => (await ctx.sql`SELECT 1 FROM custom_quotes WHERE id = ${quote.id} AND crm_synced_at IS NOT NULL
      AND email_confirmation_sent AND email_notification_sent`).length, 30_000, 'first dispatch done');
    // NOTE: the hooks' deliveries are part of the first dispatch too; one still on its way would be counted as a second one.
    const delivered = (hook: string) => stand.zapier.requests(hook).some((r) => (r.body as { id: string }).id === quote.id);
    await stand.zapier.waitFor(() => delivered('a') && delivered('b'));
    const [event] = await ctx.sql<{ id: string }[]>`SELECT id FROM outbox_events WHERE payload->>'quoteId' = ${quote.id}`;
    const counts = async () => Object.fromEntries(await Promise.all(Object.entries(workers.queues).map(async ([n, q]) => [n, await q.getJobCountByTypes('completed', 'failed', 'wait', 'active', 'delayed')])));
    const before = await counts();
    const callsBefore = stand.crm.calls().length;
    const hookBefore = stand.zapier.requests('a').length;

    await ctx.sql`UPDATE outbox_events SET dispatched_at = NULL WHERE id = ${event!.id}`;
    await workers.relay!.drain();
    await settle();
    expect((await ctx.sql`SELECT dispatched_at FROM outbox_events WHERE id = ${event!.id}`)[0]!.dispatched_at).not.toBeNull();
    expect(await counts()).toEqual(before);
    expect(await workers.queues.email.getJob(jobIdFor(event!.id, 'email', 'quote_confirmation'))).toBeTruthy();
    expect(mailsTo(quote.customerEmail)).toHaveLength(1);
    expect(stand.crm.calls().length).toBe(callsBefore);
    expect(stand.zapier.requests('a').length).toBe(hookBefore);
  });
});
