import { createHmac, timingSafeEqual } from 'node:crypto';
import { isUuid } from '../db/is-uuid.ts';

/**
 * Tokens for the links we e-mail (ADR 026, ADR 035, ADR 080): base64url(the row's uuid bytes + its link version) + "." + an HMAC
 * of both under a key derived from SESSION_SECRET for one purpose only, so a token of one link can never pass as another's, or as
 * a session. The version is the row's `link_version`: raising it revokes every link signed before.
 *
 * One spelling only: base64url has spare bits in its last character (and decoders accept padding and the other alphabet), so
 * a token is accepted only when it is exactly what we would have signed. Tokens e-mailed before ADR 080 (22 characters, the
 * id alone, signed over the id alone) still open as version 0.
 */
export interface SignedLink {
  id: string;
  version: number;
}

const keyOf = (secret: string, purpose: string) => createHmac('sha256', secret).update(purpose).digest();
// NOTE: version 0 signs the id alone, exactly as the tokens e-mailed before ADR 080 were signed.
const mac = (secret: string, purpose: string, id: string, version: number) =>
  createHmac('sha256', keyOf(secret, purpose)).update(version === 0 ? id : `${id}:${version}`).digest('base64url');

const idBytes = (id: string) => Buffer.from(id.replaceAll('-', ''), 'hex');

function payloadOf(id: string, version: number): string {
  if (version === 0) return idBytes(id).toString('base64url');
  const bytes = Buffer.alloc(20);
  idBytes(id).copy(bytes);
  bytes.writeUInt32BE(version, 16);
  return bytes.toString('base64url');
}

/** The token of one row's link, at the row's current link version. */
export function signLink(secret: string, purpose: string, id: string, version: number): string {
  return `${payloadOf(id, version)}.${mac(secret, purpose, id, version)}`;
}

/** The row and version a token stands for, or null when it is malformed, spelt any other way than we sign, or forged. */
export function readLink(secret: string, purpose: string, token: string): SignedLink | null {
  const match = /^([A-Za-z0-9_-]{22}|[A-Za-z0-9_-]{27})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const bytes = Buffer.from(match[1]!, 'base64url');
  const hex = bytes.subarray(0, 16).toString('hex');
  const id = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
  const version = bytes.length === 20 ? bytes.readUInt32BE(16) : 0;
  if (!isUuid(id) || (bytes.length === 20 && version === 0)) return null;
  const expected = Buffer.from(signLink(secret, purpose, id, version));
  const given = Buffer.from(token);
  return expected.length === given.length && timingSafeEqual(expected, given) ? { id, version } : null;
}
