import { describe, expect, it } from 'vitest';
import { useTestContext } from '../../api/test/harness.ts';
import { quoteRequest, settle, useStandIns, useWorkers, waitUntil } from './stand-ins.ts';

const ctx = useTestContext();
const stand = useStandIns();
useWorkers(ctx, stand, { CRM_PROVIDER: 'none' });

describe('an SMTP server that refuses, then accepts', () => {
  it('gets each mail once, after it is back; the failures are logged and shown on the quote', async () => {
    stand.smtp.setRefusing(true);
    const body = quoteRequest('smtp');
    const { id } = (await (await ctx.post('/api/quotes', body)).json()) as { id: string };
    const failures = () => ctx.sql`SELECT kind, error FROM email_log WHERE quote_id = ${id} AND status = 'failed'`;
    await waitUntil(async () => (await failures()).length >= 4, 30_000, 'two failed attempts per mail');
    const [during] = await ctx.sql`SELECT email_confirmation_sent, email_error, crm_provider FROM custom_quotes WHERE id = ${id}`;
    expect(during).toMatchObject({ email_confirmation_sent: false, email_error: expect.stringMatching(/451/), crm_provider: 'none' });
    expect(stand.smtp.messages()).toHaveLength(0);

    stand.smtp.setRefusing(false);
    await waitUntil(async () => (await ctx.sql`SELECT 1 FROM custom_quotes WHERE id = ${id} AND email_confirmation_sent AND email_notification_sent`).length, 15_000, 'mail sent');
    await settle(600);
    expect(stand.smtp.messages().filter((m) => m.to.includes(body.customerEmail))).toHaveLength(1);
    expect(stand.smtp.messages().filter((m) => m.to.includes('staff@sdpumpkin.com'))).toHaveLength(1);
    const sent = await ctx.sql`SELECT kind FROM email_log WHERE quote_id = ${id} AND status = 'sent' ORDER BY kind`;
    expect(sent.map((r) => r.kind)).toEqual(['quote_confirmation', 'quote_notification']);
    const [after] = await ctx.sql`SELECT email_error FROM custom_quotes WHERE id = ${id}`;
    expect(after!.email_error).toBeNull();
  });
});
