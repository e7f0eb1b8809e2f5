import type { MiddlewareHandler } from 'hono';
import { StripeApiError } from './api-error.ts';
import { parseStripeForm, type Params } from './form.ts';

export type ApiEnv = { Variables: { params: Params; keyType: 'secret' | 'publishable'; rawParams: string } };

/** Bearer (or Basic, as curl -u does) API key: sk_… for the server, pk_… for the few calls Stripe.js makes. */
export const authenticate: MiddlewareHandler<ApiEnv> = async (c, next) => {
  const header = c.req.header('authorization') ?? '';
  let key = '';
  if (header.startsWith('Bearer ')) key = header.slice(7).trim();
  else if (header.startsWith('Basic ')) key = Buffer.from(header.slice(6), 'base64').toString().split(':')[0] ?? '';
  if (!key) {
    throw new StripeApiError(401, 'invalid_request_error',
      'You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. \'Authorization: Bearer YOUR_SECRET_KEY\').');
  }
  if (/^(sk|rk)_(test|live)_\w+/.test(key)) c.set('keyType', 'secret');
  else if (/^pk_(test|live)_\w+/.test(key)) c.set('keyType', 'publishable');
  else throw new StripeApiError(401, 'invalid_request_error', `Invalid API Key provided: ${key.slice(0, 8)}${'*'.repeat(8)}`, { code: 'api_key_invalid' });
  await next();
};

/** Decode the form body (POST) or query string (GET) once, for every handler. */
export const decodeParams: MiddlewareHandler<ApiEnv> = async (c, next) => {
  const raw = c.req.method === 'GET' || c.req.method === 'DELETE' ? new URL(c.req.url).search.slice(1) : await c.req.text();
  const type = c.req.header('content-type') ?? '';
  if (raw && c.req.method === 'POST' && !type.includes('application/x-www-form-urlencoded')) {
    throw new StripeApiError(400, 'invalid_request_error', 'Invalid request: Stripe API requests must be form-encoded (application/x-www-form-urlencoded).');
  }
  c.set('rawParams', raw);
  c.set('params', parseStripeForm(raw));
  await next();
};

/** Reject calls a publishable key may not make (everything except what Stripe.js does with a client secret). */
export function requireSecretKey(c: { get(key: 'keyType'): 'secret' | 'publishable' }): void {
  if (c.get('keyType') !== 'secret') {
    throw new StripeApiError(403, 'invalid_request_error', 'This API call cannot be made with a publishable API key. Please use a secret API key.', {
      code: 'secret_key_required',
    });
  }
}

interface Stored { fingerprint: string; status: number; body: string }

/**
 * Idempotency-Key on POST: the same key and parameters replay the first answer (`Idempotent-Replayed: true`); the same key with other
 * parameters is a 400 idempotency_error; a second request while the first still runs is a 409, as Stripe answers.
 */
export function idempotency(): MiddlewareHandler<ApiEnv> {
  const stored = new Map<string, Stored | 'pending'>();
  return async (c, next) => {
    const key = c.req.header('idempotency-key');
    if (c.req.method !== 'POST' || !key) return next();
    const slot = `${c.req.header('authorization') ?? ''}\n${key}`;
    const fingerprint = `${c.req.path}\n${c.get('rawParams')}`;
    const previous = stored.get(slot);
    if (previous === 'pending') {
      throw new StripeApiError(409, 'idempotency_error', 'There is currently another in-progress request using this Idempotent Key (that probably means you submitted twice, and the other request is still going through): ' + key + '. Please try again later.');
    }
    if (previous) {
      if (previous.fingerprint !== fingerprint) {
        throw new StripeApiError(400, 'idempotency_error',
          `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`);
      }
      return new Response(previous.body, {
        status: previous.status,
        headers: { 'content-type': 'application/json', 'idempotent-replayed': 'true', 'idempotency-key': key },
      });
    }
    stored.set(slot, 'pending');
    try {
      await next();
    } finally {
      const res = c.res;
      if (res && res.status < 500) stored.set(slot, { fingerprint, status: res.status, body: await res.clone().text() });
      else stored.delete(slot);
    }
    c.header('idempotency-key', key);
  };
}
