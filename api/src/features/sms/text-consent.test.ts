import { TEXT_CONSENT_WORDS } from '@sdp/shared/constants/text-consent';
import { describe, expect, it } from 'vitest';
import { useTestContext } from '../../../test/harness.ts';
import { orderPayload, readJson } from '../../../test/stripe-order-fixtures.ts';
import { useStripeEmulator } from '../../../test/stripe-emulator.ts';

// docs/design.md §19: the separate, unticked "Text me about my delivery" box; its words and time stored on the booking and, since
// consent belongs to its number (§22, ADR 160), on the consent record of the number that form carried.
const ctx = useTestContext();
useStripeEmulator(ctx, { webhooks: false });

const household = async (email: string) => (await ctx.sql<{ text_consent: boolean; text_consent_words: string | null; text_consent_at: Date | null }[]>`
  SELECT coalesce(t.consent, false) AS text_consent, t.words AS text_consent_words, t.at AS text_consent_at
  FROM (SELECT customer_phone FROM orders WHERE customer_email = ${email} UNION ALL SELECT customer_phone FROM custom_quotes WHERE customer_email = ${email} LIMIT 1) form
  LEFT JOIN phone_text_consents t ON t.phone = phone_e164(form.customer_phone)`)[0]!;

describe('the text consent box', () => {
  it('an order with the box ticked stores its words and time, and its number consents', async () => {
    const email = 'ticked.box@example.com';
    const res = await ctx.post('/api/orders', await orderPayload(ctx, { customerEmail: email, textConsent: true }));
    expect(res.status).toBe(201);
    const { orderId } = await readJson(res);
    const [order] = await ctx.sql`SELECT text_consent_words, text_consent_at FROM orders WHERE id = ${orderId}`;
    expect(order!.text_consent_words).toBe(TEXT_CONSENT_WORDS);
    expect(order!.text_consent_at).toBeInstanceOf(Date);
    expect(await household(email)).toEqual({ text_consent: true, text_consent_words: TEXT_CONSENT_WORDS, text_consent_at: order!.text_consent_at });
  });

  it('unticked (or left out) is no consent, and a non-boolean is a 400', async () => {
    const email = 'unticked.box@example.com';
    expect((await ctx.post('/api/orders', await orderPayload(ctx, { customerEmail: email, customerPhone: '(619) 555-0188' }))).status).toBe(201);
    expect(await household(email)).toMatchObject({ text_consent: false, text_consent_words: null });
    const bad = await ctx.post('/api/orders', await orderPayload(ctx, { customerEmail: email, textConsent: 'yes' }));
    expect(bad.status).toBe(400);
    expect((await readJson(bad)).message).toContain('textConsent must be true or false');
  });

  it('the custom-quote form carries its own box the same way', async () => {
    const email = 'quote.box@example.com';
    const res = await ctx.post('/api/quotes', {
      customerName: 'Dana Whitfield', customerEmail: email, customerPhone: '858-555-0100', projectType: 'hoa',
      projectDescription: 'Entrance displays for 3 gates of our HOA in Carmel Valley.', textConsent: true,
    });
    expect(res.status).toBe(201);
    expect(await household(email)).toMatchObject({ text_consent: true, text_consent_words: TEXT_CONSENT_WORDS });
  });
});
