import { startSmtpCatcher, type SmtpCatcher } from '@sdp/dev/smtp-catcher/server';
import { createLogger } from '@sdp/server/logger';
import type { EmailJobData } from '@sdp/server/queues';
import type { Job } from 'bullmq';
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
    await ctx.sql`ANALYZE email_log`;
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
