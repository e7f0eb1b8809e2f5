import { describe, expect, it } from 'vitest';
import { useTestContext } from '../../api/test/harness.ts';
import { call, signedIn } from '../../api/test/staff-fixtures.ts';
import { quoteRequest, settle, useStandIns, useWorkers, waitUntil } from './stand-ins.ts';

// The quote form mails any address it is given (ADR 022): the customer's copy carries none of the sender's text, and an
// address gets at most three confirmations a day, while every quote is still stored and sent to staff.
const ctx = useTestContext();
const stand = useStandIns();
useWorkers(ctx, stand);

const LURE = 'URGENT: your account is suspended. Verify your card at https://evil.example/login within 24 hours.';
const mailsTo = (address: string) => stand.smtp.messages().filter((m) => m.to.some((to) => to.toLowerCase() === address.toLowerCase()));
const staffMailsAbout = (address: string) => mailsTo('staff@sdpumpkin.com').filter((m) => m.text.includes(address));

async function submitQuote(body: Record<string, string>) {
  const res = await ctx.post('/api/quotes', body);
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

describe('the customer confirmation of a quote', () => {
  it('does not repeat the description, the project type or more than a plain first name', async () => {
    const body = { ...quoteRequest('lure'), customerName: 'Dana https://evil.example/pay', projectType: 'Call 1-900-555-0199 now', projectDescription: LURE };
    await submitQuote(body);
    await stand.smtp.waitFor(() => mailsTo(body.customerEmail).length === 1 && staffMailsAbout(body.customerEmail).length === 1);
    const [customer] = mailsTo(body.customerEmail);
    for (const part of [customer!.html, customer!.text, customer!.subject]) {
      expect(part).not.toContain('evil.example');
      expect(part).not.toContain('suspended');
      expect(part).not.toContain('1-900');
    }
    expect(customer!.text).toContain('Thank you, Dana\n');
    expect(customer!.text).toContain('within 24 hours');
    // Staff still see everything the customer wrote.
    expect(staffMailsAbout(body.customerEmail)[0]!.text).toContain(LURE);

    const bare = { ...quoteRequest('lure-name'), customerName: 'https://evil.example', projectType: 'hoa' };
    await submitQuote(bare);
    await stand.smtp.waitFor(() => mailsTo(bare.customerEmail).length === 1);
    const [second] = mailsTo(bare.customerEmail);
    expect(second!.text).toMatch(/^Thank you\n/);
    expect(second!.text).toContain('Project type: HOA Community');
    expect(second!.html).not.toContain('evil.example');
  });

  it('goes out at most three times a day per address; later quotes are stored and still reach staff', async () => {
    const address = quoteRequest('flood').customerEmail;
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) ids.push(await submitQuote({ ...quoteRequest(`flood${i}`), customerEmail: i % 2 ? address.toUpperCase() : address }));
    await stand.smtp.waitFor(() => staffMailsAbout(address).length + staffMailsAbout(address.toUpperCase()).length === 5);
    await waitUntil(async () => (await ctx.sql`SELECT 1 FROM custom_quotes WHERE id IN ${ctx.sql(ids)} AND email_notification_sent`).length === 5);
    await settle();
    expect(mailsTo(address)).toHaveLength(3);
    const rows = await ctx.sql`SELECT confirmation_withheld, email_confirmation_sent FROM custom_quotes WHERE id IN ${ctx.sql(ids)} ORDER BY created_at`;
    expect(rows.map((r) => [r.confirmation_withheld, r.email_confirmation_sent])).toEqual([
      [false, true], [false, true], [false, true], [true, false], [true, false],
    ]);

    // Staff may still send one on purpose.
    const { cookie } = await signedIn(ctx);
    expect((await call(ctx, 'POST', '/api/resend-email', { cookie, body: { type: 'quote', id: ids[4] } })).status).toBe(202);
    await stand.smtp.waitFor(() => mailsTo(address).length === 4);

    // A day after the first three, the address is confirmed again.
    await ctx.sql`UPDATE custom_quotes SET created_at = created_at - interval '25 hours' WHERE id IN ${ctx.sql(ids)}`;
    await submitQuote({ ...quoteRequest('flood-next-day'), customerEmail: address });
    await stand.smtp.waitFor(() => mailsTo(address).length === 5);
  });
});
