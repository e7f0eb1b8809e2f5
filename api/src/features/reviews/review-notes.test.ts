import { describe, expect, it } from 'vitest';
import { reviewNoteToken } from '@sdp/server/reviews/review-note-link';
import { myOrderToken } from '@sdp/server/orders/my-order-link';
import { useTestContext } from '../../../test/harness.ts';
import { insertMessageOrder } from '../../../test/message-orders.ts';
import { call, signedIn } from '../../../test/staff-fixtures.ts';

// docs/design.md §21 (ADR 124): the private note of the review request, and testimonials only with the customer's permission.
const ctx = useTestContext({ GOOGLE_REVIEW_URL: 'https://g.page/r/sd-pumpkin-review/review' });
const delivered = () => insertMessageOrder(ctx.sql, { deliveryDate: '2027-09-27', status: 'delivered', deliveredAt: '2027-09-28T20:00:00Z' });
const token = (orderId: string, version = 0) => reviewNoteToken(ctx.env.SESSION_SECRET, orderId, version);
const note = (t: string, body: unknown) => call(ctx, 'POST', `/api/review-notes/${t}`, { body });
const testimonials = async () => (await (await call(ctx, 'GET', '/api/testimonials')).json()).testimonials;

describe('the private note page', () => {
  it('shows whose porch it is, keeps one note per order, and outboxes each note', async () => {
    const { orderId } = await delivered();
    const page = await (await call(ctx, 'GET', `/api/review-notes/${token(orderId)}`)).json();
    expect(page).toEqual({ firstName: 'Sam', packageName: 'Autumn Glow', suggestedName: 'Sam H., San Diego', googleReviewUrl: 'https://g.page/r/sd-pumpkin-review/review', note: null });
    expect(await (await note(token(orderId), { note: 'Lovely porch.', displayName: 'Sam H.', sharePermission: false })).json()).toEqual({ created: true });
    expect(await (await note(token(orderId), { note: '  Lovely porch, the kids loved it.  ', displayName: 'Sam H.', sharePermission: true })).json()).toEqual({ created: false });
    expect((await (await call(ctx, 'GET', `/api/review-notes/${token(orderId)}`)).json()).note).toEqual({ note: 'Lovely porch, the kids loved it.', displayName: 'Sam H.', sharePermission: true });
    const [events] = await ctx.sql<{ n: number }[]>`SELECT count(*)::int AS n FROM outbox_events WHERE type = 'order.review_note_left' AND payload->>'orderId' = ${orderId}`;
    expect(events!.n).toBe(2);
  });

  it('opens only with its own token at the order\'s link version, and only once the porch was delivered', async () => {
    const { orderId } = await delivered();
    const pending = await insertMessageOrder(ctx.sql, { deliveryDate: '2027-10-04' });
    for (const t of [myOrderToken(ctx.env.SESSION_SECRET, orderId, 0), token(orderId, 1), token(pending.orderId), `${token(orderId)}x`, 'nope']) {
      const res = await call(ctx, 'GET', `/api/review-notes/${t}`);
      expect(res.status).toBe(404);
      expect((await res.json()).message).toMatch(/not valid/);
    }
    const bad = await note(token(orderId), { note: ' ', displayName: 'Sam', sharePermission: 'yes' });
    expect(bad.status).toBe(400);
    expect((await bad.json()).issues.map((i: { path: string }) => i.path).sort()).toEqual(['note', 'sharePermission']);
  });
});

describe('testimonials', () => {
  it('are published by staff only from a note whose customer gave permission, and come down when the customer changes it', async () => {
    const { cookie } = await signedIn(ctx, 'staff');
    const publish = (orderId: string, published: boolean) => call(ctx, 'PUT', `/api/admin/review-notes/${orderId}/published`, { cookie, body: { published } });
    const privateOne = await delivered();
    const shared = await delivered();
    await note(token(privateOne.orderId), { note: 'Two pumpkins were soft by the weekend.', displayName: 'Sam H.', sharePermission: false });
    await note(token(shared.orderId), { note: 'The porch stopped traffic on our street.', displayName: 'Sam H., Ocean Beach', sharePermission: true });

    const list = (await (await call(ctx, 'GET', '/api/admin/review-notes', { cookie })).json()).notes;
    expect(list.map((n: { orderId: string; sharePermission: boolean }) => [n.orderId, n.sharePermission])).toEqual(
      expect.arrayContaining([[privateOne.orderId, false], [shared.orderId, true]]));

    const refused = await publish(privateOne.orderId, true);
    expect(refused.status).toBe(409);
    expect((await refused.json()).message).toMatch(/did not give permission/);
    expect((await publish(shared.orderId, true)).status).toBe(200);
    expect(await testimonials()).toEqual([{ quote: 'The porch stopped traffic on our street.', name: 'Sam H., Ocean Beach' }]);

    await note(token(shared.orderId), { note: 'The porch stopped traffic on our street.', displayName: 'Sam H., Ocean Beach', sharePermission: false });
    expect(await testimonials()).toEqual([]);
    expect((await publish(shared.orderId, true)).status).toBe(409);
    expect((await publish('00000000-0000-4000-8000-000000000000', true)).status).toBe(404);
    expect((await publish('not-an-id', true)).status).toBe(404);
  });

  it('stay behind a session: 401 without one', async () => {
    expect((await call(ctx, 'GET', '/api/admin/review-notes')).status).toBe(401);
    expect((await call(ctx, 'PUT', '/api/admin/review-notes/00000000-0000-4000-8000-000000000000/published', { body: { published: true } })).status).toBe(401);
  });
});
