import { createHmac } from 'node:crypto';
import type { Sql } from '@sdp/server/db/sql';
import { SESSION_IDLE_MS, sessionIdHash } from '../../lib/session.ts';

// NOTE: the session's last_seen_at is written at most once a minute (lib/session.ts), so the idle end we can promise is a minute short.
const TOUCH_PRECISION_MS = 60 * 1000;

/** What the crew's phone seals its kept run sheet and outbox with (ADR 168), and how long the session behind it can last. */
export interface PhoneKey {
  /** 32 bytes, base64url: an AES-GCM key, the same for one staff member until their password changes. */
  key: string;
  /** A short name of the key (not the key): the phone tells a key of another sign-in from its own. */
  keyId: string;
  /** The session ends this long after its last request (idle), less the minute the server may not have written down. */
  idleMs: number;
  /** And at the latest this long from now, whatever happens (absolute). */
  endsInMs: number;
}

/**
 * The key of the run sheet kept on a crew phone, handed out only with a live session (ADR 168): derived from SESSION_SECRET, the
 * staff member and their password hash, so the same person signing in again reads what their phone sealed (a "Delivered" waiting
 * for signal is not lost), another person cannot, and a password change or a new SESSION_SECRET makes the old copies unreadable.
 * Null when the session is not live.
 */
export async function phoneKey(sql: Sql, secret: string, token: string): Promise<PhoneKey | null> {
  const [row] = await sql<{ id: string; passwordHash: string; endsInMs: number }[]>`
    SELECT u.id, u.password_hash AS "passwordHash",
      GREATEST(0, floor(extract(epoch FROM s.expires_at - now()) * 1000))::float8 AS "endsInMs"
    FROM sessions s JOIN staff_users u ON u.id = s.user_id
    WHERE s.id_hash = ${sessionIdHash(secret, token)}
      AND s.expires_at > now()
      AND s.last_seen_at > now() - make_interval(secs => ${SESSION_IDLE_MS / 1000})
      AND u.active`;
  if (!row) return null;
  const key = createHmac('sha256', secret).update(`kept-on-phone\0${row.id}\0${row.passwordHash}`).digest();
  const keyId = createHmac('sha256', key).update('key-id').digest('base64url').slice(0, 12);
  return { key: key.toString('base64url'), keyId, idleMs: SESSION_IDLE_MS - TOUCH_PRECISION_MS, endsInMs: row.endsInMs };
}
