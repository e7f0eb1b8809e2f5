import { myOrderToken } from '@sdp/server/orders/my-order-link';
import { REPLY_WORDS } from '@sdp/server/texts/reply-words';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { readJson, useTestContext } from '../../../test/harness.ts';
import { insertMessageOrder } from '../../../test/message-orders.ts';
import { earlyClock, myOrder, seasonDates } from '../../../test/my-order-fixtures.ts';
import { call, signedIn } from '../../../test/staff-fixtures.ts';
import { inboundText, textConsent, TWILIO_TEST } from '../../../test/text-fixtures.ts';

// Links and phones (docs/design.md §22, issue 35 item 5, ADR 161): a revoked link never comes back through a text, a phone change
// is told to the phone it replaced, and no text staff can read back carries a working link.
const ctx = useTestContext();
beforeAll(() => ctx.configure(TWILIO_TEST));
beforeEach(() => earlyClock(ctx));

const OWNER = '+17605553001';
const HOLDER = '+17605553002';
const textsTo = (phone: string) => ctx.sql<{ direction: string; kind: string; body: string; link: string | null }[]>`
  SELECT direction, kind, body, link FROM text_messages WHERE phone = ${phone} ORDER BY created_at, id`;
const lastOut = async (phone: string) => (await textsTo(phone)).filter((t) => t.direction === 'out').at(-1)!;

describe('a forwarded order link', () => {
  it('whose holder set their phone: the owner\'s phone and e-mail hear of it, and after staff revoke the links, R brings the holder no link', async () => {
    const { cookie } = await signedIn(ctx, 'staff');
    const { orderId } = await insertMessageOrder(ctx.sql, { deliveryDate: (await seasonDates(ctx))[1]! });
    await textConsent(ctx.sql, orderId, OWNER);
    const forwarded = myOrderToken(ctx.env.SESSION_SECRET, orderId, 0);

    expect((await myOrder(ctx, 'PATCH', forwarded, { customerPhone: HOLDER })).status).toBe(200);
    expect(await lastOut(OWNER)).toMatchObject({ kind: 'phone_changed', body: REPLY_WORDS.phone_changed });
    expect(await ctx.sql`SELECT 1 FROM outbox_events WHERE type = 'order.details_changed' AND payload->>'orderId' = ${orderId}`).toHaveLength(1);

    // Before any revoke the page's own phone gets its link, stored masked: staff read no working link back.
    await inboundText(ctx, HOLDER, 'R');
    const linked = await lastOut(HOLDER);
    expect(linked.kind).toBe('change_week');
    expect(linked.link).toBe(`${ctx.env.PUBLIC_URL.replace(/\/$/, '')}${ctx.env.BASE_PATH}/my-order/${forwarded}`);
    expect(linked.body).not.toContain(forwarded);
    const conversation = await readJson(await call(ctx, 'GET', `/api/admin/orders/${orderId}/texts`, { cookie }));
    expect(JSON.stringify(conversation)).not.toContain(forwarded);
    expect(conversation.texts.at(-1).body).toMatch(/\/my-order\/•+$/);

    expect((await call(ctx, 'POST', `/api/admin/orders/${orderId}/revoke-links`, { cookie })).status).toBe(200);
    await inboundText(ctx, HOLDER, 'R');
    const refused = await lastOut(HOLDER);
    expect(refused).toMatchObject({ kind: 'link_by_email', body: REPLY_WORDS.link_by_email, link: null });
    expect(refused.body).not.toMatch(/my-order/);

    // The owner, with the new e-mailed link, puts their own phone back: R brings them a working link again.
    const fresh = myOrderToken(ctx.env.SESSION_SECRET, orderId, 1);
    expect((await myOrder(ctx, 'PATCH', fresh, { customerPhone: OWNER })).status).toBe(200);
    await inboundText(ctx, OWNER, 'R');
    expect((await lastOut(OWNER)).link).toContain(`/my-order/${fresh}`);
  });

  it('a phone change tells the old phone only when that number agreed to texts', async () => {
    const { orderId } = await insertMessageOrder(ctx.sql, { deliveryDate: (await seasonDates(ctx))[1]! });
    const silent = '+17605553011';
    await ctx.sql`UPDATE orders SET customer_phone = ${silent} WHERE id = ${orderId}`;
    expect((await myOrder(ctx, 'PATCH', myOrderToken(ctx.env.SESSION_SECRET, orderId, 0), { customerPhone: '+17605553012' })).status).toBe(200);
    expect(await textsTo(silent)).toEqual([]);
  });
});
