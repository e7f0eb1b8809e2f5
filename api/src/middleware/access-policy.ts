import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../lib/deps.ts';
import { requireAdmin, requireApiKey, requireApiKeyOrStaff, requireStaff } from './auth.ts';

interface AccessRule {
  methods?: readonly string[];
  path: RegExp;
  guard: MiddlewareHandler<AppEnv>;
}

const WRITES = ['POST', 'PUT', 'PATCH', 'DELETE'] as const;
const under = (prefix: string) => new RegExp(`^${prefix}(/|$)`);

/**
 * Who may call what, in one table (first match wins), paths relative to `${BASE_PATH}/api`. It lives here rather than in each
 * feature because a `use('*')` inside a group mounted at '/' would also run for every public route, and because some staff
 * endpoints belong to other features (resend-email, season writes). Anything not listed is public.
 */
const RULES: AccessRule[] = [
  { path: under('/custom-quotes'), guard: requireStaff },
  // NOTE: only the list is staff data; POST /orders and /orders/:id/* are the customer's own checkout calls.
  { methods: ['GET', 'HEAD'], path: /^\/orders\/?$/, guard: requireStaff },
  { path: under('/resend-email'), guard: requireStaff },
  { path: under('/integrations'), guard: requireStaff },
  { path: under('/admin'), guard: requireAdmin },
  { path: under('/season/settings'), guard: requireAdmin },
  { methods: WRITES, path: under('/season'), guard: requireAdmin },
  { path: under('/zapier/api-keys'), guard: requireAdmin },
  { path: under('/zapier/subscriptions'), guard: requireStaff },
  { methods: ['POST'], path: /^\/zapier\/webhooks\/?$/, guard: requireApiKeyOrStaff },
  { path: under('/zapier'), guard: requireApiKey },
];

/** The guard for a request, or null when the endpoint is public. */
export function guardFor(method: string, apiPath: string): MiddlewareHandler<AppEnv> | null {
  // NOTE: match on a canonical form so `//admin` or `/Admin` cannot slip past a rule even if a router ever accepted them.
  const path = apiPath.replace(/\/{2,}/g, '/').toLowerCase();
  const rule = RULES.find((r) => (!r.methods || r.methods.includes(method)) && r.path.test(path));
  return rule?.guard ?? null;
}
