import type { ApiKeyListing, IssuedApiKey } from '@sdp/shared';
import type { Sql } from '@sdp/server/db/sql';
import { generateApiKey } from '../../lib/api-keys.ts';
import { notFound } from '../../lib/errors.ts';
import { isUuid } from '@sdp/server/db/is-uuid';
import type { ApiKeyRow } from '@sdp/server/db/rows';

export type { ApiKeyListing, IssuedApiKey };

const toListing = (r: ApiKeyRow): ApiKeyListing => ({
  id: r.id,
  name: r.name,
  prefix: r.key_prefix,
  createdAt: r.created_at.toISOString(),
  lastUsedAt: r.last_used_at?.toISOString() ?? null,
  revokedAt: r.revoked_at?.toISOString() ?? null,
});

export async function listApiKeys(sql: Sql): Promise<ApiKeyListing[]> {
  const rows = await sql<ApiKeyRow[]>`SELECT * FROM api_keys ORDER BY created_at DESC, id DESC LIMIT 200`;
  return rows.map(toListing);
}

/** A new key for Zapier (POST /api/zapier/api-keys). */
export async function issueApiKey(sql: Sql, name: string, createdBy: string): Promise<IssuedApiKey> {
  const { key, hash, prefix } = generateApiKey();
  const [row] = await sql<ApiKeyRow[]>`
    INSERT INTO api_keys (name, key_hash, key_prefix, created_by) VALUES (${name}, ${hash}, ${prefix}, ${createdBy}) RETURNING *`;
  return { ...toListing(row!), key };
}

/**
 * Replace a live key with a new secret under the same name. The old one stops working at once; Zapier's subscriptions move to
 * the new key so it can still unsubscribe them.
 */
export async function rotateApiKey(sql: Sql, id: string, rotatedBy: string): Promise<IssuedApiKey> {
  if (!isUuid(id)) throw notFound('API key not found');
  return sql.begin(async (tx) => {
    const [old] = await tx<{ name: string }[]>`SELECT name FROM api_keys WHERE id = ${id} AND revoked_at IS NULL FOR UPDATE`;
    if (!old) throw notFound('API key not found');
    const issued = await issueApiKey(tx as unknown as Sql, old.name, rotatedBy);
    // NOTE: the hooks move before the old key is revoked: revoking stops the hooks still on it (migration 310, ADR 018).
    await tx`UPDATE zapier_subscriptions SET api_key_id = ${issued.id} WHERE api_key_id = ${id}`;
    await tx`UPDATE api_keys SET revoked_at = now() WHERE id = ${id}`;
    return issued;
  });
}

/**
 * Revoke a key. Its subscriptions stop in the same statement (a trigger of migration 310): revoking Zapier's access must also
 * stop data flowing out to it, whichever way the key is revoked.
 */
export async function revokeApiKey(sql: Sql, id: string): Promise<void> {
  if (!isUuid(id)) throw notFound('API key not found');
  const [key] = await sql`UPDATE api_keys SET revoked_at = coalesce(revoked_at, now()) WHERE id = ${id} RETURNING id`;
  if (!key) throw notFound('API key not found');
}
