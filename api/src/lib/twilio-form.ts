import type { Env } from '@sdp/server/env';
import { fromTwilio, textsEnabled } from '@sdp/server/texts/twilio';
import type { Context } from 'hono';
import type { AppEnv } from './deps.ts';
import { ApiError } from './errors.ts';

/** The URL Twilio posted to, as it signed it: our public URL (PUBLIC_URL + BASE_PATH), this path and its query. */
const signedUrl = (env: Env, c: Context<AppEnv>) => {
  const url = new URL(c.req.url);
  return `${env.PUBLIC_URL.replace(/\/$/, '')}${url.pathname}${url.search}`;
};

/**
 * The form Twilio posted, once its X-Twilio-Signature is checked by the SDK's validateRequest (docs/design.md §19, §26): 403 for
 * a missing or wrong signature, and before any database work, so forged posts cost one HMAC each. The texts' webhooks and the
 * voice webhooks both read their form here.
 */
export async function twilioForm(c: Context<AppEnv>): Promise<Record<string, string>> {
  const { env } = c.get('deps');
  if (!textsEnabled(env)) throw new ApiError('FORBIDDEN', 'Texts are not configured here');
  const type = c.req.header('content-type') ?? '';
  const params = type.includes('application/x-www-form-urlencoded') ? Object.fromEntries(new URLSearchParams(await c.req.text())) : {};
  if (!fromTwilio(env.TWILIO_AUTH_TOKEN, c.req.header('x-twilio-signature'), signedUrl(env, c), params)) {
    throw new ApiError('FORBIDDEN', 'Missing or invalid Twilio signature');
  }
  return params;
}

/** A TwiML answer (text/xml), as Twilio reads it. */
export const twimlResponse = (c: Context<AppEnv>, twiml: string) => c.body(twiml, 200, { 'content-type': 'text/xml' });
