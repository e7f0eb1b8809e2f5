import { ZAPIER_EVENTS, type SubscriptionView } from '@sdp/shared';
import * as v from 'valibot';
import type { Env } from '@sdp/server/env';
import type { Sql } from '@sdp/server/db/sql';
import { ApiError, badRequest, notFound } from '../../lib/errors.ts';
import { isUuid } from '@sdp/server/db/is-uuid';
import { assertSafeWebhookTarget, UnsafeTargetError, safeTargetOptions } from '@sdp/server/outbound/safe-target';

const URL_REQUIRED = 'Please enter your Zapier webhook URL first.';
// NOTE: a ceiling on live hooks, so a leaked key cannot make every quote fan out to thousands of URLs.
const MAX_ACTIVE = 50;

/** Zapier's REST-hook subscribe body (docs/product-spec.md §7: target_url, event, active). */
export const subscribeSchema = v.object({
  // NOTE: optional-then-nonEmpty so a missing URL gets the page's own message rather than valibot's generic one.
  target_url: v.pipe(v.optional(v.string(URL_REQUIRED), ''), v.trim(), v.nonEmpty(URL_REQUIRED), v.maxLength(2000, 'Webhook URL is too long')),
  event: v.optional(v.picklist(ZAPIER_EVENTS, `Event must be one of: ${ZAPIER_EVENTS.join(', ')}`), 'quote.created'),
  active: v.optional(v.boolean('active must be true or false'), true),
});

export type { SubscriptionView };

type Owner = { apiKeyId: string } | { staffUserId: string };

/**
 * Subscribe a target URL to an event for its owner (the key or the admin who asked; it stops when they go, ADR 018). The URL
 * must be https in production and resolve only to public addresses (SSRF); the same live subscription asked for twice is
 * answered with the existing id.
 */
export async function subscribe(sql: Sql, env: Env, input: v.InferOutput<typeof subscribeSchema>, owner: Owner) {
  try {
    await assertSafeWebhookTarget(input.target_url, safeTargetOptions(env));
  } catch (err) {
    if (err instanceof UnsafeTargetError) throw badRequest(err.message, [{ path: 'target_url', message: err.message }]);
    throw err;
  }
  const [existing] = await sql<{ id: string }[]>`
    SELECT id FROM zapier_subscriptions WHERE target_url = ${input.target_url} AND event = ${input.event} AND active`;
  if (existing && input.active) return { id: existing.id, created: false };
  const [live] = await sql<{ count: number }[]>`SELECT count(*) AS count FROM zapier_subscriptions WHERE active`;
  if (input.active && live!.count >= MAX_ACTIVE) throw new ApiError('CONFLICT', 'Too many active webhooks; disconnect one first');
  const [row] = await sql<{ id: string }[]>`
    INSERT INTO zapier_subscriptions (target_url, event, active, api_key_id, created_by, deactivated_at)
    VALUES (${input.target_url}, ${input.event}, ${input.active}, ${'apiKeyId' in owner ? owner.apiKeyId : null},
            ${'staffUserId' in owner ? owner.staffUserId : null}, ${input.active ? null : new Date()})
    RETURNING id`;
  return { id: row!.id, created: true };
}

/** Stop a subscription. Zapier may only unsubscribe hooks made with its own key; an admin may disconnect any. */
export async function unsubscribe(sql: Sql, id: string, reason: string, apiKeyId?: string): Promise<void> {
  if (!isUuid(id)) throw notFound('Subscription not found');
  const rows = await sql`
    UPDATE zapier_subscriptions
    SET active = false, deactivated_at = coalesce(deactivated_at, now()), deactivated_reason = coalesce(deactivated_reason, ${reason})
    WHERE id = ${id} ${apiKeyId ? sql`AND api_key_id = ${apiKeyId}` : sql``}
    RETURNING id`;
  if (rows.length === 0) throw notFound('Subscription not found');
}

/** A `zapier_subscriptions` row with its last delivery attempt (d_*: null when it never fired). */
type SubscriptionRow = {
  id: string; target_url: string; event: SubscriptionView['event']; active: boolean; created_at: Date; api_key_id: string | null; created_by: string | null;
  deactivated_reason: string | null; d_status: string | null; d_response_status: number | null; d_error: string | null; d_at: Date | null;
};

/** Subscriptions for the Zapier page, newest first, each with its last delivery attempt. */
export async function listSubscriptions(sql: Sql): Promise<SubscriptionView[]> {
  const rows = await sql<SubscriptionRow[]>`
    SELECT s.*, d.status AS d_status, d.response_status AS d_response_status, d.error AS d_error, d.created_at AS d_at
    FROM zapier_subscriptions s
    LEFT JOIN LATERAL (
      SELECT * FROM webhook_deliveries wd WHERE wd.subscription_id = s.id ORDER BY wd.created_at DESC LIMIT 1
    ) d ON true
    ORDER BY s.created_at DESC, s.id DESC
    LIMIT 200`;
  return rows.map((r) => ({
    id: r.id,
    targetUrl: r.target_url,
    event: r.event,
    active: r.active,
    createdAt: r.created_at.toISOString(),
    createdVia: r.api_key_id || !r.created_by ? 'api-key' : 'staff',
    deactivatedReason: r.deactivated_reason,
    lastDelivery: r.d_status && r.d_at
      ? { status: r.d_status, responseStatus: r.d_response_status, error: r.d_error, at: r.d_at.toISOString() }
      : null,
  }));
}
