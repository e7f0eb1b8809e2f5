import type { Sql } from '@sdp/server/db/sql';
import type { Logger } from '@sdp/server/logger';
import type { CrmJobData } from '@sdp/server/queues';
import type { Job } from 'bullmq';
import type { CrmAdapter, CrmContact } from '../lib/crm/interface.ts';
import { loadOrder, loadQuote } from '../lib/subjects.ts';

function splitName(full: string): { firstName: string; lastName: string } {
  const [first = '', ...rest] = full.trim().split(/\s+/);
  return { firstName: first, lastName: rest.join(' ') };
}

async function contactFor(sql: Sql, subject: CrmJobData['subject']): Promise<CrmContact | null> {
  if (subject.type === 'quote') {
    const q = await loadQuote(sql, subject.id);
    return q && { email: q.customerEmail, phone: q.customerPhone, ...splitName(q.customerName) };
  }
  const o = await loadOrder(sql, subject.id);
  return o && { email: o.customerEmail, phone: o.customerPhone, ...splitName(o.customerName) };
}

async function record(sql: Sql, subject: CrmJobData['subject'], fields: { provider: string; contactId: string | null } | { error: string }) {
  const ok = 'provider' in fields;
  const provider = ok ? fields.provider : null;
  const contactId = ok ? fields.contactId : null;
  const error = ok ? null : fields.error;
  // NOTE: a failure keeps an earlier successful sync's provider and id; only the error changes.
  if (subject.type === 'quote') {
    await sql`UPDATE custom_quotes SET crm_provider = COALESCE(${provider}, crm_provider), crm_contact_id = COALESCE(${contactId}, crm_contact_id),
      crm_synced_at = CASE WHEN ${ok} THEN now() ELSE crm_synced_at END, crm_error = ${error}, updated_at = now() WHERE id = ${subject.id}`;
  } else {
    await sql`UPDATE orders SET crm_provider = COALESCE(${provider}, crm_provider), crm_contact_id = COALESCE(${contactId}, crm_contact_id),
      crm_synced_at = CASE WHEN ${ok} THEN now() ELSE crm_synced_at END, crm_error = ${error}, updated_at = now() WHERE id = ${subject.id}`;
  }
}

/** Upsert the customer as a CRM contact and store the outcome on the quote or order. Upserts are idempotent, so retries are safe. */
export function createCrmProcessor({ sql, crm, logger }: { sql: Sql; crm: CrmAdapter; logger: Logger }) {
  return async (job: Job<CrmJobData>) => {
    const contact = await contactFor(sql, job.data.subject);
    if (!contact) return { status: 'subject-gone' };
    try {
      const result = await crm.upsertContact(contact);
      await record(sql, job.data.subject, result);
      logger.info('crm synced', { jobId: job.id, provider: result.provider, latencyMs: Date.now() - job.data.enqueuedAt });
      return { status: 'synced', ...result };
    } catch (err) {
      await record(sql, job.data.subject, { error: (err as Error).message.slice(0, 500) });
      throw err;
    }
  };
}
