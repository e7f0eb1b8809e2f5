import { mkdirSync, writeFileSync } from 'node:fs';
import { sendGiftCardsDueNow } from '@sdp/server/gift-cards/issue-gift-card';
import { describe, expect, it } from 'vitest';
import { useTestContext } from '../../api/test/harness.ts';
import { planJobs } from '../src/relay-plan.ts';
import { composeEmail } from '../src/messages/registry.ts';

// A gift card's e-mail (docs/design.md §27): planned from its `gift_card.send` event, to the recipient (else the buyer), with the
// code, the message, the printable card's link and the Civil Code 1749.5 promises; never once the card is void.
const ctx = useTestContext({ PUBLIC_URL: 'https://sdpumpkin.test' });

async function issuedCard(more: { recipient_email?: string | null; send_on?: string | null; status?: string } = {}) {
  const [card] = await ctx.sql<{ id: string }[]>`
    INSERT INTO gift_cards (code, status, amount_cents, balance_cents, buyer_name, buyer_email, recipient_name, recipient_email, message, send_on, issued_at)
    VALUES ('7KQ2M9XR4TWC8HND', ${more.status ?? 'active'}, 25000, 25000, 'Gale Giver', 'gale@example.com', 'Rae <Ceiver>', ${more.recipient_email === undefined ? 'rae@example.com' : more.recipient_email},
      'Happy fall & a porch to match!', ${more.send_on ?? null}, now())
    RETURNING id`;
  return card!.id;
}

describe('the gift card e-mail', () => {
  it('is planned from its event once the day comes, and carries the code, the message and the printable card', async () => {
    const id = await issuedCard({ send_on: '2026-12-20' });
    await sendGiftCardsDueNow({ sql: ctx.sql, redis: null, env: ctx.env }, new Date('2026-12-20T17:00:00Z'));
    const [event] = await ctx.sql`SELECT id, type, payload FROM outbox_events WHERE type = 'gift_card.send' AND payload->>'giftCardId' = ${id}`;
    const jobs = planJobs({ ...event, created_at: new Date(), dispatched_at: null } as never, [], 0);
    expect(jobs.map((j) => [j.queue, j.name])).toEqual([['email', 'gift_card']]);

    const mail = await composeEmail(ctx.sql, ctx.env, jobs[0]!.data as never);
    if (!mail || !('content' in mail)) throw new Error('the gift card e-mail did not render');
    expect(mail.to).toBe('rae@example.com');
    expect(mail.content.subject).toBe('Rae <Ceiver>, your SD Pumpkin gift card ($250.00)');
    expect(mail.content.html).toContain('SDP-7KQ2-M9XR-4TWC-8HND');
    expect(mail.content.html).toContain('Rae &#60;Ceiver&#62;');
    expect(mail.content.html).toContain('https://sdpumpkin.test/gift-cards/card/SDP-7KQ2-M9XR-4TWC-8HND');
    expect(mail.content.text).toContain('No expiry date and no fees, ever. A balance under $10 is paid out in cash on request');
    mkdirSync('/tmp/shots-giftcards', { recursive: true });
    writeFileSync('/tmp/shots-giftcards/gift-card-email.html', mail.content.html);

    await ctx.sql`UPDATE gift_cards SET status = 'void', balance_cents = 0 WHERE id = ${id}`;
    expect(await composeEmail(ctx.sql, ctx.env, jobs[0]!.data as never)).toEqual({ skip: 'the card is void' });
  });
});
