import { randomBytes } from 'node:crypto';
import type { Sql } from '@sdp/server/db/sql';
import { sha256 } from './session.ts';

export interface ApiKeyIdentity {
  id: string;
  name: string;
}

// NOTE: a recognisable prefix lets secret scanners (and people) tell an SD Pumpkin key from other tokens.
const KEY_PREFIX = 'sdpk_';
const SHOWN_PREFIX_LENGTH = KEY_PREFIX.length + 6;

/** A new secret key: shown once to the admin; only its sha256 and a short prefix (to recognise it in the list) are stored. */
export function generateApiKey(): { key: string; hash: string; prefix: string } {
  const key = `${KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
  return { key, hash: sha256(key), prefix: key.slice(0, SHOWN_PREFIX_LENGTH) };
}

/** The live key behind an X-API-Key value, or null for an unknown or revoked one. */
export async function findApiKey(sql: Sql, key: string): Promise<ApiKeyIdentity | null> {
  if (!key.startsWith(KEY_PREFIX) || key.length > 200) return null;
  const [row] = await sql<(ApiKeyIdentity & { stale: boolean })[]>`
    SELECT id, name, last_used_at IS NULL OR last_used_at <= now() - interval '1 minute' AS stale
    FROM api_keys WHERE key_hash = ${sha256(key)} AND revoked_at IS NULL`;
  if (!row) return null;
  if (row.stale) await sql`UPDATE api_keys SET last_used_at = now() WHERE id = ${row.id}`;
  return { id: row.id, name: row.name };
}
