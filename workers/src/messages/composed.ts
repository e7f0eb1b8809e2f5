import type { Env } from '@sdp/server/env';
import type { Sql } from '@sdp/server/db/sql';
import type { EmailJobData } from '@sdp/server/queues';
import type Stripe from 'stripe';
import type { EmailContent } from '../lib/emails/layout.ts';

/** An e-mail built from the rows as they are when its job runs: whom to, what it says, and the row its log hangs on. */
export interface ComposedEmail {
  to: string;
  replyTo?: string;
  content: EmailContent;
  quoteId: string | null;
  orderId: string | null;
  /** A quote confirmation past its address's daily share (ADR 022): only a staff resend sends it. */
  withheld?: boolean;
  waitlistEntryId?: string;
  /** Extra headers (List-Unsubscribe on the waitlist e-mails). */
  headers?: Record<string, string>;
}

/** An e-mail that must not go out in the subject's current state (the reason is logged and returned as the job's result). */
export interface SkippedEmail {
  skip: string;
}

/** What a composer reads with: the database, the settings, Stripe (the card on file), and the time its words speak of. */
export interface ComposeDeps { sql: Sql; env: Env; stripe: Stripe | null; now: Date }

/** The part of an e-mail job a composer reads: ids only, never names or addresses. */
export type ComposeJob = Pick<EmailJobData, 'eventId' | 'kind' | 'subject' | 'refundId' | 'disputeId'>;

/** One kind's e-mail; null when its subject no longer exists. */
export type Composer = (deps: ComposeDeps, job: ComposeJob) => Promise<ComposedEmail | SkippedEmail | null>;

/** The site's own address, under BASE_PATH. */
export const siteUrl = (env: Env) => `${env.PUBLIC_URL.replace(/\/$/, '')}${env.BASE_PATH}`;
/** The terms page every customer e-mail about an order links. */
export const termsUrl = (env: Env) => `${siteUrl(env)}/terms`;
/** The order's page on the staff side (the staff e-mails' button). */
export const staffOrderUrl = (env: Env, orderId: string) => `${siteUrl(env)}/orders/${orderId}`;
