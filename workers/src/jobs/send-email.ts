import { createHash } from 'node:crypto';
import type { Env } from '@sdp/server/env';
import type { Sql, TransactionSql } from '@sdp/server/db/sql';
import type { PendingQuery, Row } from 'postgres';
import type { Logger } from '@sdp/server/logger';
import type { EmailJobData, EmailKind } from '@sdp/server/queues';
import { UnrecoverableError, type Job } from 'bullmq';
import type { Transporter } from 'nodemailer';
import type Stripe from 'stripe';
import type { ComposedEmail, SkippedEmail } from '../messages/composed.ts';
import { composeEmail } from '../messages/registry.ts';
import { systemClock, type Clock } from '@sdp/server/clock';
import { recapDelivered } from '@sdp/server/db/order-messages';
import { quoteEmailDelivered } from '@sdp/server/db/quotes';
import { oneSenderAtATime } from '../lib/one-sender.ts';

const WITHHELD = 'the address had its quote confirmations for the day (ADR 022)';

/**
 * `now`: the time the e-mails' words read (the waitlist's season year); tests pass a fixed clock. An e-mail job only e-mails:
 * whether a message goes as a text was decided by the relay (relay-plan.ts, messages/registry.ts) before this job existed.
 */
export interface EmailDeps { sql: Sql; env: Env; mailer: Transporter; logger: Logger; stripe?: Stripe | null; now?: Clock }

/**
 * Set the "sent" flag an e-mail kind has on its row (the dashboards show them), after `first` (an email_log change) in the same
 * statement: one round trip, atomic without BEGIN/COMMIT. Mailing is bound by round trips, not by rendering (ADR 015).
 */
function markDelivery(sql: Sql, kind: EmailKind, id: string, error: string | null, first?: PendingQuery<Row[]>) {
  const logFirst = first ? sql`WITH logged AS (${first}) ` : sql``;
  if (kind === 'order_recap') return sql`${logFirst}${recapDelivered(sql, id, error)}`;
  if (kind === 'quote_confirmation') return sql`${logFirst}${quoteEmailDelivered(sql, 'confirmation', id, error)}`;
  if (kind === 'quote_notification') return sql`${logFirst}${quoteEmailDelivered(sql, 'notification', id, error)}`;
  // NOTE: the e-mails of docs/design.md §11 have no flag of their own: email_log is their record, and the order's timeline reads it.
  return first ? sql`${first}` : sql`SELECT 1`;
}

/**
 * Send one e-mail at most once per idempotency key `${eventId}:${kind}`: a 'sent' row in email_log means done, whatever
 * BullMQ retries or a restarted worker replays. Temporary SMTP failures throw (BullMQ retries with backoff); a 5xx is permanent.
 */
export function createEmailProcessor(deps: EmailDeps) {
  const { sql, env, stripe = null, now = systemClock } = deps;
  const send = createSend(deps);
  return async (job: Job<EmailJobData>, token?: string) => {
    const key = `${job.data.eventId}:${job.data.kind}`;
    // NOTE: composing only reads, so it runs beside the lock's round trips instead of after them (ADR 197); whether the key was
    // sent is asked under the lock, in the lock's round trip, since another sender may have committed it just before.
    const composed = composeEmail(sql, env, job.data, stripe, now());
    composed.catch(() => {}); // a job that finds its key held never reads it
    // NOTE: one job per key at a time (ADR 148): a replay mid-send must not take the live 'sending' row for a dead worker's.
    const alreadySent = async (tx: TransactionSql) => (await tx`SELECT 1 FROM email_log WHERE idempotency_key = ${key} AND status = 'sent'`).length > 0;
    return oneSenderAtATime(sql, key, job, token, async (done: boolean) => send(job, key, done, await composed), alreadySent);
  };
}

function createSend({ sql, env, mailer, logger }: EmailDeps) {
  return async (job: Job<EmailJobData>, key: string, done: boolean, mail: ComposedEmail | SkippedEmail | null) => {
    const { kind, subject } = job.data;
    if (done) {
      await markDelivery(sql, kind, subject.id, null);
      return { status: 'already-sent' };
    }
    if (!mail) return { status: 'subject-gone' };
    if ('skip' in mail) {
      logger.info('email skipped', { jobId: job.id, kind, reason: mail.skip });
      return { status: 'skipped', reason: mail.skip };
    }
    // NOTE: the automatic confirmation (job name = kind, workers/src/relay-plan.ts) is withheld; a staff resend is deliberate and sends.
    if (mail.withheld && job.name === kind) {
      logger.info('email skipped', { jobId: job.id, kind, reason: WITHHELD });
      return { status: 'skipped', reason: WITHHELD };
    }

    // A 'sending' row left by a worker that died mid-send: that attempt is over (the SMTP server never answered it 250).
    const [log] = await sql<{ id: string }[]>`
      WITH stale AS (
        UPDATE email_log SET status = 'failed', error = 'Worker stopped before the SMTP server answered', updated_at = now()
        WHERE idempotency_key = ${key} AND status = 'sending'
      )
      INSERT INTO email_log (kind, idempotency_key, order_id, quote_id, waitlist_entry_id, to_address, subject, status)
      VALUES (${kind}, ${key}, ${mail.orderId}, ${mail.quoteId}, ${mail.waitlistEntryId ?? null}, ${mail.to}, ${mail.content.subject}, 'sending') RETURNING id`;
    try {
      const info = await mailer.sendMail({
        from: env.MAIL_FROM,
        to: mail.to,
        ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
        ...(mail.headers ? { headers: mail.headers } : {}),
        subject: mail.content.subject,
        html: mail.content.html,
        text: mail.content.text,
        // NOTE: one Message-ID per idempotency key, so a receiving system can drop the copy if a crash after the SMTP
        // server's acceptance but before our 'sent' row ever makes us send again.
        messageId: `<${createHash('sha256').update(key).digest('hex').slice(0, 32)}@sdpumpkin.com>`,
      });
      await markDelivery(sql, kind, subject.id, null,
        sql`UPDATE email_log SET status = 'sent', message_id = ${info.messageId}, error = NULL, updated_at = now() WHERE id = ${log!.id}`);
      logger.info('email sent', { jobId: job.id, kind, attempt: job.attemptsMade + 1, latencyMs: Date.now() - job.data.enqueuedAt });
      return { status: 'sent', messageId: info.messageId };
    } catch (err) {
      const message = (err as Error).message.slice(0, 500);
      await markDelivery(sql, kind, subject.id, message,
        sql`UPDATE email_log SET status = 'failed', error = ${message}, updated_at = now() WHERE id = ${log!.id}`);
      const code = (err as { responseCode?: number }).responseCode;
      if (code !== undefined && code >= 500) throw new UnrecoverableError(`SMTP refused permanently: ${message}`);
      throw err;
    }
  };
}
