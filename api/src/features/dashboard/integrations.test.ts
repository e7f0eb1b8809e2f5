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
    expect(await (await call(ctx, 'GET', '/api/integrations', { cookie: staff })).json()).toEqual({ crm: { configured: false, provider: null } });
    expect(((await (await call(ctx, 'GET', '/api/admin/stats', { cookie: admin })).json()) as { crmConfigured: boolean }).crmConfigured).toBe(false);

    ctx.configure({ CRM_PROVIDER: 'hubspot', HUBSPOT_TOKEN: 'pat-test' });
    expect(await (await call(ctx, 'GET', '/api/integrations', { cookie: staff })).json()).toEqual({ crm: { configured: true, provider: 'hubspot' } });
    expect(((await (await call(ctx, 'GET', '/api/admin/stats', { cookie: admin })).json()) as { crmConfigured: boolean }).crmConfigured).toBe(true);
  });

  it('is staff data: 401 without a session', async () => {
    const res = await call(ctx, 'GET', '/api/integrations', {});
    expect(res.status).toBe(401);
  });
});
