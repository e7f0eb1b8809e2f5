import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { useTestContext } from '../../../test/harness.ts';
import { createStaffAccount } from './staff-accounts.ts';
import { login } from '../../../test/staff-fixtures.ts';

const ctx = useTestContext();
const run = promisify(execFile);
const CLI = fileURLToPath(new URL('../../cli/staff-create.ts', import.meta.url));

describe('staff accounts', () => {
  it('creates an account that can sign in, refusing short passwords and existing e-mails', async () => {
    const short = await createStaffAccount(ctx.sql, { email: 'ann@sdpumpkin.test', name: 'Ann', password: 'short' });
    expect(short).toEqual({ ok: false, problems: ['password must be at least 12 characters'] });
    const made = await createStaffAccount(ctx.sql, { email: 'Ann@SDPumpkin.test', name: 'Ann', password: 'twelve chars!', role: 'admin' });
    expect(made).toMatchObject({ ok: true, account: { email: 'ann@sdpumpkin.test', role: 'admin', created: true } });
    expect((await login(ctx, 'ann@sdpumpkin.test', 'twelve chars!')).res.status).toBe(200);
    const again = await createStaffAccount(ctx.sql, { email: 'ann@sdpumpkin.test', name: 'Ann', password: 'another password' });
    expect(again.ok).toBe(false);
  });

  it('resets an existing account with update, ending its sessions', async () => {
    await createStaffAccount(ctx.sql, { email: 'bo@sdpumpkin.test', name: 'Bo', password: 'first password' });
    const { cookie } = await login(ctx, 'bo@sdpumpkin.test', 'first password');
    const reset = await createStaffAccount(ctx.sql, { email: 'bo@sdpumpkin.test', name: 'Bo B', password: 'second password' }, { update: true });
    expect(reset).toMatchObject({ ok: true, account: { created: false, name: 'Bo B' } });
    expect((await ctx.app.request('/api/auth/user', { headers: { cookie } })).status).toBe(401);
    expect((await login(ctx, 'bo@sdpumpkin.test', 'second password')).res.status).toBe(200);
  });

  it('runs as `npm run staff:create` and refuses a short password', async () => {
    const env = { ...process.env, DATABASE_URL: ctx.databaseUrl };
    const tsx = ['--import', 'tsx', CLI];
    const ok = await run(process.execPath, [...tsx, '--email', 'cli@sdpumpkin.test', '--name', 'Cli', '--password', 'long enough pw', '--role', 'admin'], { env });
    expect(ok.stdout).toContain('created admin cli@sdpumpkin.test');
    const bad = await run(process.execPath, [...tsx, '--email', 'x@sdpumpkin.test', '--name', 'X', '--password', 'short'], { env }).catch((e) => e);
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain('password must be at least 12 characters');
    const noTty = await run(process.execPath, [...tsx, '--email', 'y@sdpumpkin.test'], { env }).catch((e) => e);
    expect(noTty.stderr).toContain('missing --name, --password');
  });
});
