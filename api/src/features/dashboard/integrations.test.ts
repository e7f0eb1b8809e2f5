import { describe, expect, it } from 'vitest';
import { useTestContext } from '../../../test/harness.ts';
import { call, signedIn } from '../../../test/staff-fixtures.ts';

/** Issue 13, item 10: without a CRM the dashboards say "Not configured" rather than "CRM sync rate 0.0%"; the API tells them. */
const ctx = useTestContext();

describe('whether a CRM is configured', () => {
  it('GET /integrations tells any staff member, and /admin/stats tells admins', async () => {
    const { cookie: staff } = await signedIn(ctx, 'staff');
    const { cookie: admin } = await signedIn(ctx, 'admin');
    ctx.configure({ CRM_PROVIDER: 'none' });
    expect(await (await call(ctx, 'GET', '/api/integrations', { cookie: staff })).json()).toEqual({ crm: { configured: false, provider: null }, zapier: { connected: false } });
    expect(((await (await call(ctx, 'GET', '/api/admin/stats', { cookie: admin })).json()) as { crmConfigured: boolean }).crmConfigured).toBe(false);

    ctx.configure({ CRM_PROVIDER: 'hubspot', HUBSPOT_TOKEN: 'pat-test' });
    expect(await (await call(ctx, 'GET', '/api/integrations', { cookie: staff })).json()).toEqual({ crm: { configured: true, provider: 'hubspot' }, zapier: { connected: false } });
    expect(((await (await call(ctx, 'GET', '/api/admin/stats', { cookie: admin })).json()) as { crmConfigured: boolean }).crmConfigured).toBe(true);
  });

  it('says whether a Zapier hook is connected, so an order says nothing about Zapier without one (issue 36, item 15)', async () => {
    const { cookie: staff } = await signedIn(ctx, 'staff');
    const { user: owner } = await signedIn(ctx, 'admin');
    const connected = async () => ((await (await call(ctx, 'GET', '/api/integrations', { cookie: staff })).json()) as { zapier: { connected: boolean } }).zapier.connected;
    await ctx.sql`DELETE FROM zapier_subscriptions`;
    expect(await connected()).toBe(false);
    const [hook] = await ctx.sql<{ id: string }[]>`
      INSERT INTO zapier_subscriptions (target_url, event, created_by)
      VALUES ('https://hooks.zapier.com/hooks/catch/1/abc', 'order.deposit_paid', ${owner.id}) RETURNING id`;
    expect(await connected()).toBe(true);
    await ctx.sql`UPDATE zapier_subscriptions SET active = false, deactivated_at = now() WHERE id = ${hook!.id}`;
    expect(await connected()).toBe(false);
  });

  it('is staff data: 401 without a session', async () => {
    const res = await call(ctx, 'GET', '/api/integrations', {});
    expect(res.status).toBe(401);
  });
});
