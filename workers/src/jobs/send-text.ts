import { systemClock, type Clock } from '@sdp/server/clock';
import type { Env } from '@sdp/server/env';
import type { Sql } from '@sdp/server/db/sql';
import type { Logger } from '@sdp/server/logger';
import { afterEventClaimEnds, withEvents } from '@sdp/server/outbox';
import type { TextJobData } from '@sdp/server/queues';
import { optOut, textConsentOf } from '@sdp/server/texts/text-consents';
import { sendableBody } from '@sdp/server/texts/text-link';
import { failText, markAccepted, markSending, skipText, textById } from '@sdp/server/texts/text-messages';
import { createTextSender, twilioRefusal, type TextSender } from '@sdp/server/texts/twilio';
import { DelayedError, type Job } from 'bullmq';
import type { Redis } from 'ioredis';
import { oneSenderAtATime } from '../lib/one-sender.ts';
import { textConsent } from '../messages/registry.ts';
import { whyNoLongerDue } from '../messages/still-due.ts';

export interface TextDeps { sql: Sql; env: Env; logger: Logger; now?: Clock; redis?: Redis | null; sender?: TextSender | null }

/** Twilio's code for a number that replied STOP to our sender: the carrier's opt-out, recorded as ours. */
const UNSUBSCRIBED = 21610;

/** Where Twilio posts this text's status callbacks: our webhook, naming the text so a callback that beats the worker's answer finds it (ADR 136). */
export const statusCallbackUrl = (env: Env, textId: string) => `${env.PUBLIC_URL.replace(/\/$/, '')}${env.BASE_PATH}/api/sms/status?text=${textId}`;

/**
 * Send one text at most once (docs/design.md §19, ADR 117). The row's state is the guard: a text already taken by Twilio is done;
 * one left 'sending' by an attempt that died (a killed worker, a lost answer) is first looked for at Twilio (findSent) and only
 * sent when Twilio never got it. Outside 08:00-21:00 San Diego time the job waits (delayed) until send_after; then its reason is
 * checked again, and a text whose reason went meanwhile (an offer renewed) ends 'skipped' with why (ADR 176). A refusal by
 * Twilio, or consent gone meanwhile, ends the text and its e-mail goes instead (text.failed).
 */
export function createTextProcessor({ sql, env, logger, now = systemClock, redis = null, sender }: TextDeps) {
  const twilio = sender === undefined ? createTextSender(env) : sender;
  const outbox = { sql, redis, env };
  const fail = (id: string, status: 'failed' | 'cancelled', why: string, code: number | null = null) =>
    withEvents(outbox, (tx) => failText(tx, id, status, why, code));

  // NOTE: one job per text at a time (ADR 148): a stalled job handed to a second worker must not send beside the first.
  return (job: Job<TextJobData>, token?: string) => oneSenderAtATime(sql, `text:${job.data.subject.id}`, job, token, () => sendOne(job, token));

  async function sendOne(job: Job<TextJobData>, token?: string) {
    let text = await textById(sql, job.data.subject.id);
    if (!text) {
      // NOTE: the relay records the text and adds this job in one transaction, the job first: wait for its commit, then look again.
      await afterEventClaimEnds(sql, job.data.eventId);
      text = await textById(sql, job.data.subject.id);
      if (!text) return { status: 'gone' };
    }
    // NOTE: a sid stored by a status callback (ADR 136) means Twilio has the text, even while the row still says 'sending'.
    if ((text.status !== 'waiting' && text.status !== 'sending') || text.twilio_sid) return { status: 'already', textStatus: text.status };
    if (!twilio) {
      await fail(text.id, 'cancelled', 'Texts are off (no Twilio settings)');
      return { status: 'texts-off' };
    }
    const wait = text.send_after.getTime() - now().getTime();
    if (wait > 0) {
      // NOTE: quiet hours: back to the delayed set until 08:00 San Diego time, not a failed attempt.
      await job.moveToDelayed(Date.now() + wait, token);
      throw new DelayedError();
    }
    // NOTE: its reason is asked again now (ADR 176): an offer renewed or declined, an order cancelled while it waited for 08:00.
    const skipped = text.status === 'waiting' ? await whyNoLongerDue(sql, text, now()) : null;
    if (skipped) {
      await skipText(sql, text.id, skipped);
      logger.info('text skipped', { jobId: job.id, textId: text.id, kind: text.kind, reason: skipped });
      return { status: 'skipped', reason: skipped };
    }
    // NOTE: the consent its kind needs (messages/registry.ts): our answers to STOP, START and HELP go even to a number that just
    // opted out; the texts we start need the number's own consent, not only a number that has not said STOP (§19, §22).
    const rule = textConsent(text.kind);
    if (rule !== 'always') {
      const { optedOut, consent } = await textConsentOf(sql, text.phone);
      if (optedOut || (rule === 'own-consent' && !consent)) {
        await fail(text.id, 'cancelled', optedOut ? 'The number replied STOP before the text went' : 'No consent to texts');
        return { status: 'no-consent' };
      }
    }
    try {
      if (text.status === 'sending' && text.sending_at) {
        const earlier = await twilio.findSent(text.phone, sendableBody(text), text.sending_at);
        if (earlier) {
          await markAccepted(sql, text.id, earlier.sid, earlier.status, text.sending_at);
          logger.info('text found sent by an earlier attempt', { jobId: job.id, textId: text.id, sid: earlier.sid });
          return { status: 'recovered', sid: earlier.sid };
        }
      }
      // NOTE: wall time, not the business clock: findSent compares it with Twilio's own dateCreated.
      if (!(await markSending(sql, text.id, new Date()))) return { status: 'already' };
      const sent = await twilio.send(text.phone, sendableBody(text), statusCallbackUrl(env, text.id));
      await markAccepted(sql, text.id, sent.sid, sent.status, new Date());
      logger.info('text sent', { jobId: job.id, textId: text.id, kind: text.kind, latencyMs: Date.now() - job.data.enqueuedAt });
      return { status: 'sent', sid: sent.sid };
    } catch (err) {
      const refusal = twilioRefusal(err);
      if (!refusal || (refusal.status ?? 500) >= 500 || refusal.status === 429) {
        // NOTE: Twilio unreachable through the last attempt: the e-mail goes rather than nothing (the text may have gone too).
        if (job.attemptsMade + 1 >= (job.opts.attempts ?? 1)) {
          await fail(text.id, 'failed', `No answer from Twilio after ${job.attemptsMade + 1} attempts: ${(err as Error).message}`);
          logger.warn('text given up', { jobId: job.id, textId: text.id });
          return { status: 'gave-up' };
        }
        throw err; // it may have gone: the retry looks first
      }
      await withEvents(outbox, async (tx) => {
        await failText(tx, text.id, 'failed', `Twilio refused: ${refusal.message}`, refusal.code);
        if (refusal.code === UNSUBSCRIBED) await optOut(tx, text.phone, 'STOP (carrier)', now());
      });
      logger.warn('text refused', { jobId: job.id, textId: text.id, code: refusal.code });
      return { status: 'refused', code: refusal.code };
    }
  }
}
