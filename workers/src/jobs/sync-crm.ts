import { projectTypeLabel } from '@sdp/shared';
import type { CrmSyncOutcome } from '@sdp/server/db/crm-sync';
import { householdSeasons } from '@sdp/server/db/customers';
import { recordOrderCrmSync } from '@sdp/server/db/orders';
import { recordQuoteCrmSync } from '@sdp/server/db/quotes';
import type { Sql } from '@sdp/server/db/sql';
import type { Logger } from '@sdp/server/logger';
import type { CrmJobData } from '@sdp/server/queues';
import type { Job } from 'bullmq';
import type { CrmAdapter, CrmContact } from '../lib/crm/interface.ts';
import { recordWaitlistCrmSync } from '@sdp/server/waitlist/waitlist-crm-sync';
import { loadOrder, loadQuote } from '../lib/subjects.ts';

function splitName(full: string): { firstName: string; lastName: string } {
  const [first = '', ...rest] = full.trim().split(/\s+/);
  return { firstName: first, lastName: rest.join(' ') };
}

async function contactFor(sql: Sql, subject: CrmJobData['subject']): Promise<CrmContact | null> {
  if (subject.type === 'quote') {
    const q = await loadQuote(sql, subject.id);
    return q && { email: q.customerEmail, phone: q.customerPhone, ...splitName(q.customerName), projectType: projectTypeLabel(q.projectType), lifecycleStage: 'lead' };
  }
  if (subject.type === 'waitlist') {
    const [w] = await sql<{ name: string; email: string }[]>`SELECT name, email FROM waitlist_entries WHERE id = ${subject.id} AND unsubscribed_at IS NULL`;
    return w ? { email: w.email, phone: '', ...splitName(w.name), projectType: '', lifecycleStage: 'subscriber' } : null;
  }
  const o = await loadOrder(sql, subject.id);
  if (!o) return null;
  // NOTE: the CRM hears of an order when its deposit is paid, and of a renewal when it is accepted (workers/src/relay-plan.ts): from
  // then on a customer, with the household's seasons booked read when the job runs, so a retry or a late job sends what is true now.
  const seasonsBooked = (await householdSeasons(sql, [o.id])).get(o.id) ?? [];
  return { email: o.customerEmail, phone: o.customerPhone, ...splitName(o.customerName), projectType: `${o.packageName} package`, lifecycleStage: 'customer', seasonsBooked };
}

// Each subject's owner remembers its CRM sync (a failure keeps an earlier success's provider and id: server/src/db/crm-sync.ts).
const RECORD_SYNC = { quote: recordQuoteCrmSync, order: recordOrderCrmSync, waitlist: recordWaitlistCrmSync } as const;

const record = (sql: Sql, subject: CrmJobData['subject'], outcome: CrmSyncOutcome) => RECORD_SYNC[subject.type](sql, subject.id, outcome);

/** Upsert the customer as a CRM contact and store the outcome on the quote, order or waitlist entry. Upserts are idempotent, so retries are safe. */
export function createCrmProcessor({ sql, crm, logger }: { sql: Sql; crm: CrmAdapter; logger: Logger }) {
  return async (job: Job<CrmJobData>) => {
    const contact = await contactFor(sql, job.data.subject);
    if (!contact) return { status: 'subject-gone' };
    try {
      const { warning, ...result } = await crm.upsertContact(contact);
      await record(sql, job.data.subject, result);
      if (warning) logger.warn('crm synced without a property', { jobId: job.id, provider: result.provider, warning });
      logger.info('crm synced', { jobId: job.id, provider: result.provider, latencyMs: Date.now() - job.data.enqueuedAt });
      return { status: 'synced', ...result };
    } catch (err) {
      await record(sql, job.data.subject, { error: (err as Error).message.slice(0, 500) });
      throw err;
    }
  };
}
