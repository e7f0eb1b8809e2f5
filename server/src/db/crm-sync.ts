import type { Sql } from './sql.ts';

// Orders, quotes and waitlist entries each remember their last CRM sync in the same four columns; each owner writes its own
// (recordOrderCrmSync, recordQuoteCrmSync, recordWaitlistCrmSync) with this one SET list (workers/src/jobs/sync-crm.ts).

/** What a CRM upsert came to: the provider and its contact id (null for the `none` adapter), or why it failed. */
export type CrmSyncOutcome = { provider: string; contactId: string | null } | { error: string };

/** The columns a sync's outcome sets. NOTE: a failure keeps an earlier successful sync's provider and id; only the error changes. */
export function crmSyncColumns(sql: Sql, outcome: CrmSyncOutcome) {
  const ok = 'provider' in outcome;
  const provider = ok ? outcome.provider : null;
  const contactId = ok ? outcome.contactId : null;
  const error = ok ? null : outcome.error;
  return sql`crm_provider = COALESCE(${provider}, crm_provider), crm_contact_id = COALESCE(${contactId}, crm_contact_id),
    crm_synced_at = CASE WHEN ${ok} THEN now() ELSE crm_synced_at END, crm_error = ${error}, updated_at = now()`;
}
