import { crmSyncColumns, type CrmSyncOutcome } from '../db/crm-sync.ts';
import type { Sql } from '../db/sql.ts';

/** Remember how the waitlist entry's CRM sync went (workers/src/jobs/sync-crm.ts). */
export async function recordWaitlistCrmSync(sql: Sql, entryId: string, outcome: CrmSyncOutcome): Promise<void> {
  await sql`UPDATE waitlist_entries SET ${crmSyncColumns(sql, outcome)} WHERE id = ${entryId}`;
}
