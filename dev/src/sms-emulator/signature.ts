import { createHmac } from 'node:crypto';

/**
 * `X-Twilio-Signature` as Twilio computes it for a form-encoded webhook: HMAC-SHA1 with the account's auth token over the full
 * URL followed by every POST parameter, sorted by name, as name + value; base64. Written here from Twilio's description (not
 * taken from the SDK) so the tests can prove the SDK's validateRequest agrees with it.
 */
export function twilioSignature(authToken: string, url: string, params: Record<string, string>): string {
  const data = Object.keys(params).sort().reduce((acc, key) => acc + key + params[key], url);
  return createHmac('sha1', authToken).update(Buffer.from(data, 'utf8')).digest('base64');
}
