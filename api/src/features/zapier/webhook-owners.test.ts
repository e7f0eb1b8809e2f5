import { describe, expect, it } from 'vitest';
import { useTestContext } from '../../../test/harness.ts';
import { call, signedIn } from '../../../test/staff-fixtures.ts';

// A webhook receives every new quote or paid order: only an admin or a Zapier key may add one, and it stops when that owner
// goes (issue 13 item 5, ADR 018). The worker delivers only to active hooks (workers/src/jobs/deliver-webhook.ts).
const ctx = useTestContext();
const hook = (path: string) => ({ target_url: `http://127.0.0.1:9/${path}`, event: 'order.deposit_paid' });

async function state(id: string) {
  const [row] = await ctx.sql<{ active: boolean; deactivated_reason: string | null }[]>`
    SELECT active, deactivated_reason FROM zapier_subscriptions WHERE id = ${id}`;
  return row;
}

async function addedByAdmin(path: string) {
  const owner = await signedIn(ctx, 'admin');
  const res = await call(ctx, 'POST', '/api/zapier/webhooks', { cookie: owner.cookie, body: hook(path) });
  expect(res.status).toBe(201);
  return { owner, id: (await res.json()).id as string };
}

describe('who may manage webhooks', () => {
  it('refuses a staff-level user on every webhook call of the Zapier page, and writes nothing', async () => {
    const staff = await signedIn(ctx, 'staff');
    const { id } = await addedByAdmin('listed');
    const before = await ctx.sql`SELECT count(*)::int AS n FROM zapier_subscriptions`;
    expect((await call(ctx, 'POST', '/api/zapier/webhooks', { cookie: staff.cookie, body: hook('staff') })).status).toBe(403);
    expect((await call(ctx, 'GET', '/api/zapier/subscriptions', { cookie: staff.cookie })).status).toBe(403);
    expect((await call(ctx, 'DELETE', `/api/zapier/subscriptions/${id}`, { cookie: staff.cookie })).status).toBe(403);
    expect(await ctx.sql`SELECT count(*)::int AS n FROM zapier_subscriptions`).toEqual(before);
    expect(await state(id)).toEqual({ active: true, deactivated_reason: null });
  });
});

describe('a webhook lives as long as its owner', () => {
  it('stops when the admin who added it is disabled, demoted or removed', async () => {
    const disabled = await addedByAdmin('disabled');
    const demoted = await addedByAdmin('demoted');
    const removed = await addedByAdmin('removed');
    const kept = await addedByAdmin('kept');
    await ctx.sql`UPDATE staff_users SET active = false WHERE id = ${disabled.owner.user.id}`;
    await ctx.sql`UPDATE staff_users SET role = 'staff' WHERE id = ${demoted.owner.user.id}`;
    await ctx.sql`DELETE FROM staff_users WHERE id = ${removed.owner.user.id}`;
    expect(await state(disabled.id)).toEqual({ active: false, deactivated_reason: 'owner disabled' });
    expect(await state(demoted.id)).toEqual({ active: false, deactivated_reason: 'owner is no longer an admin' });
    expect(await state(removed.id)).toEqual({ active: false, deactivated_reason: 'owner removed' });
    expect(await state(kept.id)).toEqual({ active: true, deactivated_reason: null });
    const admin = await signedIn(ctx, 'admin');
    const listed = await (await call(ctx, 'GET', '/api/zapier/subscriptions', { cookie: admin.cookie })).json();
    const mine = new Set([disabled.id, demoted.id, removed.id, kept.id]);
    const live = listed.filter((s: { id: string; active: boolean }) => mine.has(s.id) && s.active).map((s: { id: string }) => s.id);
    expect(live).toEqual([kept.id]);
  });

  it('stops when the key that subscribed it is revoked or deleted, however that happens', async () => {
    const admin = await signedIn(ctx, 'admin');
    const newKey = async () => (await call(ctx, 'POST', '/api/zapier/api-keys', { cookie: admin.cookie, body: {} })).json();
    const subscribe = async (key: string, path: string) =>
      (await (await call(ctx, 'POST', '/api/zapier/webhooks', { headers: { 'x-api-key': key }, body: hook(path) })).json()).id as string;
    const revoked = await newKey();
    const deleted = await newKey();
    const revokedHook = await subscribe(revoked.key, 'revoked-by-sql');
    const deletedHook = await subscribe(deleted.key, 'deleted-by-sql');
    await ctx.sql`UPDATE api_keys SET revoked_at = now() WHERE id = ${revoked.id}`;
    await ctx.sql`DELETE FROM api_keys WHERE id = ${deleted.id}`;
    expect(await state(revokedHook)).toEqual({ active: false, deactivated_reason: 'api key revoked' });
    expect(await state(deletedHook)).toEqual({ active: false, deactivated_reason: 'api key revoked' });
  });

  it('never holds a live hook without an owner', async () => {
    const insert = ctx.sql`INSERT INTO zapier_subscriptions (target_url, event, active) VALUES ('http://127.0.0.1:9/nobody', 'quote.created', true)`;
    await expect(insert).rejects.toThrow(/zapier_subscriptions_live_owner/);
  });
});
