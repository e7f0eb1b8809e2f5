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
const staffNotes = async (cookie: string): Promise<{ orderId: string; note: string; version: number }[]> =>
  (await (await call(ctx, 'GET', '/api/admin/review-notes', { cookie })).json()).notes;

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
    // As the staff screen does: publishing sends the version of the note on the list staff read (issue 35, item 11).
    const publish = async (orderId: string, published: boolean) => {
      const version = (await staffNotes(cookie)).find((n) => n.orderId === orderId)?.version ?? 1;
      return call(ctx, 'PUT', `/api/admin/review-notes/${orderId}/published`, { cookie, body: published ? { published, version } : { published } });
    };
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

  it('are published only at the version staff read: words the customer changed since answer 409 and stay off the site', async () => {
    const { cookie } = await signedIn(ctx, 'staff');
    const publish = (orderId: string, body: unknown) => call(ctx, 'PUT', `/api/admin/review-notes/${orderId}/published`, { cookie, body });
    const { orderId } = await delivered();
    await note(token(orderId), { note: 'Loved the porch.', displayName: 'Sam H.', sharePermission: true });
    const read = (await staffNotes(cookie)).find((n) => n.orderId === orderId)!;
    expect(read).toMatchObject({ note: 'Loved the porch.', version: 1 });

    // The customer rewrites the note (permission still ticked) while the staff member reads the old words.
    await note(token(orderId), { note: 'Loved the porch. Also, call my cousin at 619-555-0199!', displayName: 'Sam H.', sharePermission: true });
    const stale = await publish(orderId, { published: true, version: read.version });
    expect(stale.status).toBe(409);
    expect((await stale.json()).message).toMatch(/changed this note after you read it/);
    expect(await testimonials()).toEqual([]);

    const missing = await publish(orderId, { published: true });
    expect(missing.status).toBe(400);
    expect((await missing.json()).message).toMatch(/version of the note you read/);

    const fresh = (await staffNotes(cookie)).find((n) => n.orderId === orderId)!;
    expect(fresh.version).toBe(2);
    expect((await publish(orderId, { published: true, version: fresh.version })).status).toBe(200);
    expect(await testimonials()).toEqual([{ quote: 'Loved the porch. Also, call my cousin at 619-555-0199!', name: 'Sam H.' }]);
    // Taking it down needs no version: nothing unread can go on the site that way.
    expect((await publish(orderId, { published: false })).status).toBe(200);
    expect(await testimonials()).toEqual([]);
  });

  it('stay behind a session: 401 without one', async () => {
    expect((await call(ctx, 'GET', '/api/admin/review-notes')).status).toBe(401);
    expect((await call(ctx, 'PUT', '/api/admin/review-notes/00000000-0000-4000-8000-000000000000/published', { body: { published: true } })).status).toBe(401);
  });
});
