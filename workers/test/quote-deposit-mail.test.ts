import { createLogger } from '@sdp/server/logger';
import type { EmailJobData } from '@sdp/server/queues';
import type { Job } from 'bullmq';
import type { Transporter } from 'nodemailer';
import { describe, expect, it } from 'vitest';
import { useTestContext } from '../../api/test/harness.ts';
import { createEmailProcessor } from '../src/jobs/send-email.ts';

/** The deposit link of a quoted project (ADR 035): our own page, once per event, and never once the deposit is paid. */
const ctx = useTestContext();

function processor() {
  const sent: { to: string; subject: string; text: string; html: string }[] = [];
  const mailer = { sendMail: async (mail: (typeof sent)[number]) => (sent.push(mail), { messageId: `<m${sent.length}@test>` }) } as unknown as Transporter;
  return { sent, process: createEmailProcessor({ sql: ctx.sql, env: ctx.env, mailer, logger: createLogger('silent') }) };
}

async function offeredQuote() {
  const offer = { serviceType: 'white-glove', deliveryDate: '2027-10-11', address: '1 Civic Center Plaza', city: 'Carlsbad', zipCode: '92008',
    photoPermission: 'yes', specialInstructions: '', totalCents: 250_000, depositCents: 75_000, sentBy: 'Test staff' };
  const [quote] = await ctx.sql<{ id: string }[]>`
    INSERT INTO custom_quotes (customer_name, customer_email, customer_phone, project_type, project_description, status, amount_cents, offer, offered_at)
    VALUES ('Harbor HOA', 'board@harbor-hoa.example', '8585550142', 'hoa', 'Entrance display for the HOA', 'quoted', 250000, ${ctx.sql.json(offer)}, now())
    RETURNING id`;
  const [event] = await ctx.sql<{ id: string }[]>`
    INSERT INTO outbox_events (type, payload) VALUES ('quote.offer_sent', ${ctx.sql.json({ quoteId: quote!.id, offer: 1 })}) RETURNING id`;
  return { quoteId: quote!.id, eventId: event!.id };
}

const job = (quoteId: string, eventId: string) =>
  ({ id: `${eventId}:email:quote_deposit_link`, attemptsMade: 0, data: { eventId, kind: 'quote_deposit_link', subject: { type: 'quote', id: quoteId }, enqueuedAt: Date.now() } }) as unknown as Job<EmailJobData>;

describe('the quote deposit e-mail', () => {
  it('links to our deposit page (a signed token, not the quote id or a Checkout URL) with the quoted figures, once per event', async () => {
    const { quoteId, eventId } = await offeredQuote();
    const { sent, process } = processor();
    await process(job(quoteId, eventId));
    await process(job(quoteId, eventId)); // a retried job
    expect(sent).toHaveLength(1);
    const [mail] = sent;
    expect(mail!.to).toBe('board@harbor-hoa.example');
    const link = /(https?:\/\/\S+\/quote-deposit\/[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43})/.exec(mail!.text)?.[1];
    expect(link).toMatch(new RegExp(`^${ctx.env.PUBLIC_URL.replace(/\/$/, '')}${ctx.env.BASE_PATH}/quote-deposit/`));
    expect(mail!.text).not.toContain(quoteId);
    expect(mail!.text + mail!.html).not.toMatch(/checkout\.stripe\.com|cs_test_|\/c\/pay\//);
    expect(mail!.text).toContain('$2,500.00');
    expect(mail!.text).toContain('$750.00');
    expect(mail!.text).toContain('HOA Community');
  });

  it('is skipped once the quote\'s deposit is paid', async () => {
    const { quoteId, eventId } = await offeredQuote();
    const [pkg] = await ctx.sql<{ id: string }[]>`SELECT id FROM packages LIMIT 1`;
    await ctx.sql`
      INSERT INTO orders (status, flow, service_type, package_id, package_name, customer_name, customer_email, customer_phone, address, city,
        zip_code, delivery_date, base_cents, add_on_total_cents, subtotal_cents, total_cents, deposit_cents, balance_cents, quote_id)
      VALUES ('deposit_paid', 'hosted', 'white-glove', ${pkg!.id}, 'Custom project', 'Harbor HOA', 'board@harbor-hoa.example', '8585550142',
        '1 Civic Center Plaza', 'Carlsbad', '92008', '2027-10-11', 250000, 0, 250000, 250000, 75000, 175000, ${quoteId})`;
    const { sent, process } = processor();
    expect(await process(job(quoteId, eventId))).toEqual({ status: 'skipped', reason: 'the deposit of this quote is already paid' });
    expect(sent).toEqual([]);
  });
});
