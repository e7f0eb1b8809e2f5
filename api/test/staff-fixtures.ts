import { randomBytes } from 'node:crypto';
import type { TestContext } from './harness.ts';
import { hashPassword } from '../src/lib/password.ts';

/** Test-only: staff accounts and signed-in cookies for the staff, Zapier and security tests. */
export const FIXTURE_PASSWORD = 'correct horse battery staple';
// NOTE: one real scrypt hash per test file, shared by every fixture user, keeps the tests fast without lowering the cost.
let hash: Promise<string> | undefined;

export async function createStaffUser(ctx: TestContext, role: 'staff' | 'admin' = 'staff') {
  hash ??= hashPassword(FIXTURE_PASSWORD);
  const email = `${role}-${randomBytes(4).toString('hex')}@sdpumpkin.test`;
  const [user] = await ctx.sql<{ id: string }[]>`
    INSERT INTO staff_users (email, name, password_hash, role) VALUES (${email}, ${`Test ${role}`}, ${await hash}, ${role}) RETURNING id`;
  return { id: user!.id, email, name: `Test ${role}`, role };
}

/** The site's own origin as the test app sees it (the harness's PUBLIC_URL), for the Origin check. */
export const SAME_ORIGIN = { origin: 'http://localhost' };
/** The Origin header of this context's own site (PUBLIC_URL, the only origin the Origin check trusts: ADR 164). */
export const sameOrigin = (ctx: TestContext) => ({ origin: new URL(ctx.env.PUBLIC_URL).origin });

export async function login(ctx: TestContext, email: string, password = FIXTURE_PASSWORD, headers: Record<string, string> = {}) {
  const res = await ctx.post('/api/auth/login', { email, password }, headers);
  const cookie = /sdp_session=([^;]*)/.exec(res.headers.get('set-cookie') ?? '')?.[1];
  return { res, cookie: cookie ? `sdp_session=${cookie}` : '' };
}

/** Sign in a new user of this role and return the Cookie header value. */
export async function signedIn(ctx: TestContext, role: 'staff' | 'admin' = 'staff') {
  const user = await createStaffUser(ctx, role);
  const { cookie } = await login(ctx, user.email);
  if (!cookie) throw new Error('fixture login failed');
  return { user, cookie };
}

// NOTE: tests read answers loosely and assert their exact shape; `any` keeps them free of casts.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type TestResponse = Omit<Response, 'json'> & { json(): Promise<any> };

/** app.request under BASE_PATH with a JSON body (if any), the cookie and PUBLIC_URL's origin (the only one the Origin check trusts). */
export async function call(
  ctx: TestContext,
  method: string,
  path: string,
  options: { cookie?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<TestResponse> {
  const headers: Record<string, string> = { ...sameOrigin(ctx), ...(options.cookie ? { cookie: options.cookie } : {}), ...options.headers };
  const body = options.body === undefined || method === 'GET' || method === 'HEAD' ? undefined : JSON.stringify(options.body);
  if (body !== undefined) headers['content-type'] = 'application/json';
  return ctx.app.request(`${ctx.env.BASE_PATH}${path}`, { method, headers, body });
}
