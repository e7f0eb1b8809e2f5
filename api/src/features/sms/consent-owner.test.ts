import { beforeAll, describe, expect, it } from 'vitest';
import { readJson, useTestContext } from '../../../test/harness.ts';
import { insertMessageOrder } from '../../../test/message-orders.ts';
import { call, signedIn } from '../../../test/staff-fixtures.ts';
import { inboundText, textConsent, TWILIO_TEST } from '../../../test/text-fixtures.ts';

// Consent belongs to its owner (docs/design.md §22, issue 35 item 4, ADR 160): text consent is each number's own, given on a form
// that carried that number; a public form naming a household's e-mail only adds a phone or porch, marked, and changes nothing else.
const ctx = useTestContext();
beforeAll(() => ctx.configure(TWILIO_TEST));

let numbers = 0;
const freshNumber = () => `+1760555${String(2000 + (numbers += 1)).padStart(4, '0')}`;
const digits = (e164: string) => e164.slice(2);

const numberConsent = async (phone: string) =>
  (await ctx.sql<{ consent: boolean; words: string; source: string }[]>`SELECT consent, words, source FROM phone_text_consents WHERE phone = ${phone}`)[0] ?? null;
const household = async (email: string) => (await ctx.sql<{ id: string; name: string; phones: string[]; public_form_phones: string[]; marketing_consent: boolean }[]>`
  SELECT id, name, phones, public_form_phones, marketing_consent FROM customers WHERE email = ${email} AND merged_into IS NULL`)[0]!;
const staffText = async (orderId: string, cookie: string) => call(ctx, 'POST', `/api/admin/orders/${orderId}/texts`, { cookie, body: { body: 'See you Monday.' } });
const strangersQuote = (email: string, phone: string) => ctx.post('/api/quotes', {
  customerName: 'Mallory Stranger', customerEmail: email.toUpperCase(), customerPhone: phone, projectType: 'hoa',
  projectDescription: 'Entrance displays for the three gates of our HOA, please.', textConsent: true,
});

describe('a stranger who types a household\'s e-mail', () => {
  it('switches texts on for their own number only: the household keeps its name, its number stays silent, staff cannot text it', async () => {
    const { cookie } = await signedIn(ctx, 'staff');
    const victim = freshNumber();
    const stranger = freshNumber();
    const { orderId, email } = await insertMessageOrder(ctx.sql, { deliveryDate: '2026-10-05' });
    await ctx.sql`UPDATE orders SET customer_phone = ${victim} WHERE id = ${orderId}`;

    expect((await strangersQuote(email, stranger)).status).toBe(201);

    const after = await household(email);
    expect(after).toMatchObject({ name: 'Sam Hart', phones: expect.arrayContaining([digits(stranger)]), public_form_phones: expect.arrayContaining([digits(stranger)]) });
    expect(await numberConsent(victim)).toBeNull();
    expect(await numberConsent(stranger)).toMatchObject({ consent: true, source: 'quote' });
    const refused = await staffText(orderId, cookie);
    expect(refused.status).toBe(409);
    expect(await ctx.sql`SELECT 1 FROM text_messages WHERE phone = ${victim}`).toHaveLength(0);

    // Staff see whose number is whose: the stranger's came with a public form.
    const detail = await readJson(await call(ctx, 'GET', `/api/admin/customers/${after.id}`, { cookie }));
    expect(detail.phoneDetails).toEqual(expect.arrayContaining([
      expect.objectContaining({ phone: digits(victim), texts: 'none', consentWords: null }),
      expect.objectContaining({ phone: digits(stranger), texts: 'welcome', addedByPublicForm: true }),
    ]));
  });

  it('STOP and START from the stranger\'s phone act on that phone only, never on the household\'s own number', async () => {
    const { cookie } = await signedIn(ctx, 'staff');
    const owner = freshNumber();
    const stranger = freshNumber();
    const { orderId, email } = await insertMessageOrder(ctx.sql, { deliveryDate: '2026-10-05' });
    await textConsent(ctx.sql, orderId, owner);
    expect((await strangersQuote(email, stranger)).status).toBe(201);

    await inboundText(ctx, stranger, 'STOP');
    expect(await numberConsent(owner)).toMatchObject({ consent: true, words: 'Text me about my delivery' });
    expect(await numberConsent(stranger)).toMatchObject({ consent: false, words: 'Replied STOP', source: 'reply' });
    expect((await staffText(orderId, cookie)).status).toBe(201);

    await inboundText(ctx, owner, 'STOP');
    await inboundText(ctx, stranger, 'START');
    expect(await numberConsent(owner)).toMatchObject({ consent: false, words: 'Replied STOP' });
    const refused = await staffText(orderId, cookie);
    expect([refused.status, (await readJson(refused)).message]).toEqual([409, 'This number replied STOP: no texts until it sends START.']);
  });

  it('consent ticked on one order does not reach another number on the household\'s next order', async () => {
    const { cookie } = await signedIn(ctx, 'staff');
    const first = freshNumber();
    const second = freshNumber();
    const { orderId, email } = await insertMessageOrder(ctx.sql, { deliveryDate: '2026-10-05' });
    await textConsent(ctx.sql, orderId, first);
    const next = await insertMessageOrder(ctx.sql, { deliveryDate: '2026-10-12' });
    await ctx.sql`UPDATE orders SET customer_email = ${email}, customer_phone = ${second} WHERE id = ${next.orderId}`;

    expect((await staffText(orderId, cookie)).status).toBe(201);
    expect((await staffText(next.orderId, cookie)).status).toBe(409);
    expect(await numberConsent(second)).toBeNull();
  });

  it('a stranger\'s order or waitlist sign-up keeps a household\'s name and its "no" to marketing', async () => {
    const { cookie } = await signedIn(ctx, 'staff');
    expect((await ctx.post('/api/waitlist', { name: 'Ava Reyes', email: 'ava.reyes@example.com' })).status).toBe(201);
    await ctx.sql`UPDATE waitlist_entries SET unsubscribed_at = now() WHERE email = 'ava.reyes@example.com'`;
    const work = await insertMessageOrder(ctx.sql, { deliveryDate: '2026-10-05' });
    const ava = await household('ava.reyes@example.com');
    const merged = await call(ctx, 'POST', `/api/admin/customers/${ava.id}/merge`, { cookie, body: { otherId: (await household(work.email)).id } });
    expect(merged.status).toBe(200);
    expect(await household('ava.reyes@example.com')).toMatchObject({ name: 'Ava Reyes', marketing_consent: false });

    // The work address, merged into Ava's record, has no waitlist entry of its own: a stranger signs it up.
    expect((await ctx.post('/api/waitlist', { name: 'Mallory Stranger', email: work.email.toUpperCase() })).status).toBe(201);
    expect(await household('ava.reyes@example.com')).toMatchObject({ name: 'Ava Reyes', marketing_consent: false });

    const { email } = await insertMessageOrder(ctx.sql, { deliveryDate: '2026-10-12' });
    await ctx.sql`UPDATE orders SET customer_name = 'Mallory Stranger', address = '9 Elsewhere Ln' WHERE customer_email = ${email}`;
    const porches = (await readJson(await call(ctx, 'GET', `/api/admin/customers/${(await household(email)).id}`, { cookie }))).addresses;
    expect(await household(email)).toMatchObject({ name: 'Sam Hart' });
    expect(porches.map((p: { address: string; addedByPublicForm: boolean }) => [p.address, p.addedByPublicForm]))
      .toEqual(expect.arrayContaining([['9 Elsewhere Ln', true]]));
  });
});
