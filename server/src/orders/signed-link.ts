import { createHmac, timingSafeEqual } from 'node:crypto';
import { isUuid } from '../db/is-uuid.ts';

/**
 * Tokens for the links we e-mail (ADR 026, ADR 035): base64url(the row's uuid bytes) + "." + an HMAC of the id under a key derived
 * from SESSION_SECRET for one purpose only, so a token of one link can never pass as another's, or as a session.
 */
const keyOf = (secret: string, purpose: string) => createHmac('sha256', secret).update(purpose).digest();
const mac = (secret: string, purpose: string, id: string) => createHmac('sha256', keyOf(secret, purpose)).update(id).digest('base64url');

export function signedIdToken(secret: string, purpose: string, id: string): string {
  return `${Buffer.from(id.replaceAll('-', ''), 'hex').toString('base64url')}.${mac(secret, purpose, id)}`;
}

/** The id a token stands for, or null when it is malformed or its signature does not match. */
export function idOfSignedToken(secret: string, purpose: string, token: string): string | null {
  const match = /^([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const hex = Buffer.from(match[1]!, 'base64url').toString('hex');
  const id = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
  if (!isUuid(id)) return null;
  const expected = Buffer.from(mac(secret, purpose, id));
  const given = Buffer.from(match[2]!);
  return expected.length === given.length && timingSafeEqual(expected, given) ? id : null;
}
