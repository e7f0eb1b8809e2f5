import type { Env } from '@sdp/server/env';
import type { Sql } from '@sdp/server/db/sql';
import { findOffer } from '@sdp/server/db/renewals';
import { findOrder } from '@sdp/server/db/orders';
import type { Logger } from '@sdp/server/logger';
import { renewalOfferView } from '@sdp/server/renewals/renewal-offer';
import { renewalToken, renewalUrl } from '@sdp/server/renewals/renewal-link';
import type Stripe from 'stripe';
import { createLogger } from '@sdp/server/logger';
import { renewalOfferEmail } from '../../lib/emails/renewal-emails.ts';
import type { ComposedEmail, Composer, SkippedEmail } from '../composed.ts';

/** Composing reads only; what it would log (a Stripe call failing) the job's own log already says. */
const quietLogger = createLogger('error');

/**
 * The renewal offer's e-mail (docs/design.md §18, ADR 111), from the same view the /renew page shows, so the e-mail and the page
 * never disagree on a price or a week. Skipped once the offer is no longer held (accepted, declined or lapsed before it went out).
 */
export const composeRenewalEmail: Composer = ({ sql, env, stripe, now }, job) => renewalEmail({ sql, env, stripe, logger: quietLogger }, job.subject.id, now);

async function renewalEmail(
  deps: { sql: Sql; env: Env; stripe: Stripe | null; logger: Logger },
  offerId: string,
  now: Date,
): Promise<ComposedEmail | SkippedEmail | null> {
  const offer = await findOffer(deps.sql, offerId);
  if (!offer) return null;
  const last = await findOrder(deps.sql, offer.last_order_id);
  if (!last) return null;
  const token = renewalToken(deps.env.SESSION_SECRET, offer.id, offer.link_version);
  const view = await renewalOfferView({ ...deps, redis: null, now: () => now }, token);
  if (view.status !== 'held') return { skip: `the offer is ${view.status}` };
  return {
    to: last.customer_email,
    content: renewalOfferEmail(view, offer.season_year, renewalUrl(deps.env, offer.id, offer.link_version)),
    quoteId: null,
    // NOTE: on last year's order, so its timeline shows the offer went out.
    orderId: last.id,
  };
}
