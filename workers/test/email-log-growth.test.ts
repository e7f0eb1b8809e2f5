import { startSmtpCatcher, type SmtpCatcher } from '@sdp/dev/smtp-catcher/server';
import { createLogger } from '@sdp/server/logger';
import type { EmailJobData } from '@sdp/server/queues';
import { DelayedError, type Job } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestContext } from '../../api/test/harness.ts';
import { mostRowsRead, recordingSql } from '../../api/test/statement-reads.ts';
import { createEmailProcessor } from '../src/jobs/send-email.ts';
import { createMailer } from '../src/lib/mailer.ts';

// ADR 087: sending one e-mail must cost the same after a season of e-mails as on the first day; the log is never pruned.
const ctx = useTestContext();
let smtp: SmtpCatcher;
beforeAll(async () => {
  smtp = await startSmtpCatcher({ smtpPort: 0, httpPort: 0 });
  ctx.configure({ SMTP_URL: smtp.smtpUrl, STAFF_NOTIFY_EMAIL: 'staff@sdpumpkin.com' });
});
afterAll(() => smtp?.close());

describe('an e-mail job beside a long e-mail log', () => {
  it('reads a handful of log rows, not every e-mail ever sent', async () => {
    await ctx.sql`
      INSERT INTO email_log (kind, idempotency_key, to_address, subject, status)
      SELECT 'quote_notification', 'earlier-' || g, 'staff@sdpumpkin.com', 'New quote request', 'sent' FROM generate_series(1, 3000) g`;
    await ctx.analyze('email_log');
    const res = await ctx.post('/api/quotes', {
      customerName: 'Dana Whitfield', customerEmail: 'dana.log@example.com', customerPhone: '858-555-0100', projectType: 'hoa',
      projectDescription: 'Entrance displays for three gates of our HOA in Carmel Valley.',
    });
    const { id } = (await res.json()) as { id: string };
    const [event] = await ctx.sql<{ id: string }[]>`SELECT id FROM outbox_events WHERE payload->>'quoteId' = ${id}`;
    const job = { id: `${event!.id}:email:quote_notification`, name: 'quote_notification', attemptsMade: 0,
      data: { eventId: event!.id, kind: 'quote_notification', subject: { type: 'quote', id }, enqueuedAt: Date.now() } } as unknown as Job<EmailJobData>;

    const recording = recordingSql(ctx.databaseUrl);
    const mailer = createMailer(smtp.smtpUrl, 1);
    try {
      const process = createEmailProcessor({ sql: recording.sql, env: ctx.env, mailer, logger: createLogger('silent') });
      expect(await process(job)).toMatchObject({ status: 'sent' });
      expect(await mostRowsRead(ctx.sql, recording.statements, 'email_log')).toBeLessThanOrEqual(10);
    } finally {
      mailer.close();
      await recording.sql.end({ timeout: 5 });
    }
  });
});

// Issue 36 item 27 (ADR 197): quote -> mail is bound by the e-mail job's round trips to PostgreSQL, and ADR 148's lock added
// three (BEGIN, the lock, COMMIT) in front of the job's own. The job's reads now travel beside the lock instead of after it.
/** A quote just posted, and its confirmation job as the relay plans it. */
async function confirmationJob(email: string) {
  const res = await ctx.post('/api/quotes', {
    customerName: 'Dana Whitfield', customerEmail: email, customerPhone: '858-555-0100', projectType: 'hoa',
    projectDescription: 'Entrance displays for three gates of our HOA in Carmel Valley.',
  });
  const { id } = (await res.json()) as { id: string };
  const [event] = await ctx.sql<{ id: string }[]>`SELECT id FROM outbox_events WHERE payload->>'quoteId' = ${id}`;
  const delayed: number[] = [];
  const job = {
    id: `${event!.id}:email:quote_confirmation`, name: 'quote_confirmation', attemptsMade: 0,
    data: { eventId: event!.id, kind: 'quote_confirmation', subject: { type: 'quote', id }, enqueuedAt: Date.now() },
    moveToDelayed: async (at: number) => void delayed.push(at),
  } as unknown as Job<EmailJobData>;
  return { job, key: `${event!.id}:quote_confirmation`, delayed };
}

/** The statements a client sent, without postgres.js's one-off type lookups of a new connection. */
const sent = (statements: { query: string }[]) =>
  statements.map((s) => s.query.replace(/\s+/g, ' ').trim()).filter((q) => !q.includes('pg_catalog.pg_type'));

describe("a quote e-mail job's round trips", () => {
  it('sends a quote confirmation in at most seven statements, BEGIN and COMMIT included', async () => {
    const { job } = await confirmationJob('dana.trips@example.com');
    const recording = recordingSql(ctx.databaseUrl);
    const mailer = createMailer(smtp.smtpUrl, 1);
    try {
      const process = createEmailProcessor({ sql: recording.sql, env: ctx.env, mailer, logger: createLogger('silent') });
      expect(await process(job)).toMatchObject({ status: 'sent' });
      expect(sent(recording.statements).length).toBeLessThanOrEqual(7);
    } finally {
      mailer.close();
      await recording.sql.end({ timeout: 5 });
    }
  });

  it('asks for the lock, whether the key was sent and the quote without waiting for one answer to send the next', async () => {
    const { job, key, delayed } = await confirmationJob('dana.held@example.com');
    const recording = recordingSql(ctx.databaseUrl);
    const mailer = createMailer(smtp.smtpUrl, 1);
    const holder = await ctx.sql.reserve();
    try {
      // NOTE: another sender holds the key, so the job answers after the lock's round trip: whatever it sent by then went together.
      await holder`SELECT pg_advisory_lock(hashtextextended(${key}, 0))`;
      const process = createEmailProcessor({ sql: recording.sql, env: ctx.env, mailer, logger: createLogger('silent') });
      await expect(process(job)).rejects.toBeInstanceOf(DelayedError);
      expect(delayed).toHaveLength(1);
      const statements = sent(recording.statements);
      expect(statements.some((q) => q.includes('pg_try_advisory_xact_lock'))).toBe(true);
      expect(statements.some((q) => q.startsWith('SELECT 1 FROM email_log'))).toBe(true);
      // NOTE: the quote's read is sent whatever the lock answers (the old job never read it while the key was held); on a busy
      // machine the lock's answer may come back before the read has left, so the test waits for it rather than racing it.
      await expect.poll(() => sent(recording.statements).some((q) => q.startsWith('SELECT * FROM custom_quotes')), { timeout: 5_000 }).toBe(true);
      expect(await ctx.sql`SELECT 1 FROM email_log WHERE idempotency_key = ${key}`).toHaveLength(0);
    } finally {
      await holder`SELECT pg_advisory_unlock_all()`;
      holder.release();
      mailer.close();
      await recording.sql.end({ timeout: 5 });
    }
  });
});
