import { createHash, timingSafeEqual } from 'node:crypto';
import type { Context, Env, Handler, MiddlewareHandler } from 'hono';
import { matchedRoutes } from 'hono/route';
import { COMPOSED_HANDLER } from 'hono/utils/constants';
import type { ApiKeyIdentity } from '../lib/api-keys.ts';
import type { AppEnv } from '../lib/deps.ts';
import { ApiError } from '../lib/errors.ts';
import type { SessionUser } from '../lib/session.ts';
import { API_KEY_HEADER, apiKeyIdentity, sessionUser, unauthorized } from './auth.ts';

/** Who may call a route (ADR 018). Every route declares one on its own chain, before its validators and handler. */
export type Access = 'public' | 'staff' | 'admin' | 'zapier-key' | 'zapier-key-or-admin' | 'metrics-token-or-admin';

const declared = new WeakMap<Handler | MiddlewareHandler, Access>();

/** What a guard adds to the handler's context: the user or the key it checked, no longer optional. */
type SignedIn = AppEnv & { Variables: { user: SessionUser } };
type WithApiKey = AppEnv & { Variables: { apiKey: ApiKeyIdentity } };

const forbidden = () => new ApiError('FORBIDDEN', 'You do not have permission to do this');

type Wrapped = (Handler | MiddlewareHandler) & { [COMPOSED_HANDLER]?: Wrapped };
/** `app.route()` wraps a sub-app's handlers when that app has its own onError; the guard is the function inside. */
function unwrap(handler: Wrapped): Wrapped {
  let inner = handler;
  while (inner[COMPOSED_HANDLER]) inner = inner[COMPOSED_HANDLER];
  return inner;
}

/** The access a registered handler declares, or undefined when it is not a guard. */
export const accessOf = (handler: Handler | MiddlewareHandler): Access | undefined => declared.get(unwrap(handler));

// NOTE: everything behind a login or a key is staff or personal data: never kept by a browser or proxy cache.
const noStore = (c: Context<AppEnv>) => c.header('Cache-Control', 'no-store');

/**
 * A guard: `check` throws the refusal, else the route's own middleware and handler run. `E` is what the guard promises the
 * handler (the user or key it checked); the cast states that promise, which `check` keeps by throwing otherwise.
 */
function guard<E extends Env = AppEnv>(access: Access, check: (c: Context<AppEnv>) => Promise<void>): MiddlewareHandler<E> {
  const middleware: MiddlewareHandler<AppEnv> = async (c, next) => {
    await check(c);
    await next();
  };
  declared.set(middleware, access);
  return middleware as unknown as MiddlewareHandler<E>;
}

async function signedIn(c: Context<AppEnv>, role: 'staff' | 'admin'): Promise<void> {
  noStore(c);
  const user = await sessionUser(c);
  if (!user) throw unauthorized();
  if (role === 'admin' && user.role !== 'admin') throw forbidden();
}

async function withApiKey(c: Context<AppEnv>): Promise<void> {
  noStore(c);
  if (!(await apiKeyIdentity(c))) throw unauthorized('A valid X-API-Key header is required');
}

const publicGuard = guard('public', async () => {});
const staffGuard = guard<SignedIn>('staff', (c) => signedIn(c, 'staff'));
const adminGuard = guard<SignedIn>('admin', (c) => signedIn(c, 'admin'));
const zapierKeyGuard = guard<WithApiKey>('zapier-key', withApiKey);
// NOTE: a request that carries X-API-Key is judged by the key alone, never by a session riding along (middleware/auth.ts).
const zapierKeyOrAdminGuard = guard('zapier-key-or-admin', (c) => (c.req.header(API_KEY_HEADER) !== undefined ? withApiKey(c) : signedIn(c, 'admin')));

/** The Prometheus scraper's bearer token (METRICS_TOKEN, compared in constant time), else an admin's session (ADR 263). */
async function metricsReader(c: Context<AppEnv>): Promise<void> {
  noStore(c);
  const token = c.get('deps').env.METRICS_TOKEN;
  const bearer = /^Bearer (.+)$/.exec(c.req.header('authorization') ?? '')?.[1];
  if (bearer !== undefined) {
    if (token && safeEqual(bearer, token)) return;
    throw unauthorized('A valid metrics token is required');
  }
  await signedIn(c, 'admin');
}

function safeEqual(given: string, expected: string): boolean {
  const a = createHash('sha256').update(given).digest();
  const b = createHash('sha256').update(expected).digest();
  return timingSafeEqual(a, b);
}
const metricsGuard = guard('metrics-token-or-admin', metricsReader);

/** Anyone: the customer's own calls, sign-in, health, and the JSON 404. */
export const publicRoute = () => publicGuard;
/** 401 without a live staff session (staff or admin). */
export const staff = () => staffGuard;
/** 401 without a session, 403 for a staff user who is not an admin. */
export const admin = () => adminGuard;
/** Zapier's own calls: 401 without a valid, unrevoked X-API-Key. */
export const zapierKey = () => zapierKeyGuard;
/** Webhook subscribe: Zapier with its key, or an admin on the Zapier page (ADR 018: webhooks carry every order). */
export const zapierKeyOrAdmin = () => zapierKeyOrAdminGuard;

/** GET /api/metrics: Prometheus with `Authorization: Bearer $METRICS_TOKEN`, or an admin signed in; 401 otherwise. */
export const metricsTokenOrAdmin = () => metricsGuard;

/**
 * The fail-closed rule, registered as the last app-wide middleware: the first route-specific handler a request meets must be
 * one of the guards above, else the answer is 401 before any validator or handler runs. A route added without declaring its
 * access is therefore closed, not public (ADR 018).
 */
export const requireDeclaredAccess: MiddlewareHandler<AppEnv> = async (c, next) => {
  const following = matchedRoutes(c)[c.req.routeIndex + 1];
  if (!following || accessOf(following.handler) === undefined) throw unauthorized();
  await next();
};
