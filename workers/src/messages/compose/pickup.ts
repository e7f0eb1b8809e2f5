import { findPickup } from '@sdp/server/db/order-pickups';
import { myOrderUrl } from '@sdp/server/orders/my-order-link';
import { toOrderPickup } from '@sdp/server/pickups/pickup-rules';
import { withTermsLink } from '../../lib/emails/layout.ts';
import { pickupThankYouEmail } from '../../lib/emails/pickup-emails.ts';
import { loadOrder } from '../../lib/subjects.ts';
import { termsUrl, type Composer } from '../composed.ts';

/** "Picked up, thank you" (docs/design.md §26) from the pick-up as it is now: nothing unless the crew really picked up. */
export const composePickupThankYou: Composer = async (deps, job) => {
  const order = await loadOrder(deps.sql, job.subject.id);
  if (!order) return null;
  const pickup = await findPickup(deps.sql, order.id);
  if (pickup?.status !== 'picked_up') return { skip: 'the pick-up is not done: nothing to thank for yet' };
  const content = pickupThankYouEmail(order, toOrderPickup(pickup), myOrderUrl(deps.env, order.id, order.linkVersion));
  return { to: order.customerEmail, content: withTermsLink(content, termsUrl(deps.env)), quoteId: null, orderId: order.id };
};
