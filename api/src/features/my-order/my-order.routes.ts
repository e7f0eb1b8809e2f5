import { myOrderCardSchema, myOrderDetailsSchema, myOrderLinkSchema, myOrderRescheduleSchema, toDecimal, type MyOrderView } from '@sdp/shared';
import { Hono, type Context } from 'hono';
import { currentTime, type AppEnv } from '../../lib/deps.ts';
import { requireStripe } from '@sdp/server/stripe-calls';
import { validate } from '../../lib/validate.ts';
import { publicRoute } from '../../middleware/access.ts';
import { clientIp } from '../../middleware/client-ip.ts';
import { balanceIntent } from '@sdp/server/orders/on-session-balance';
import { saveReplacedCard, startCardSetup } from './card-setup.ts';
import { cancelByCustomer } from './customer-cancel.ts';
import { editDetails, reschedule } from './customer-changes.ts';
import { LINK_ACCEPTED, requestMyOrderLink } from './link-request.ts';
import { orderOfMyOrderToken } from '@sdp/server/orders/my-order-token';
import { myOrderView } from './my-order-view.ts';
import { changePickup } from './change-pickup.ts';

/** The order as its page shows it, read after the change the route made (so every answer is the page's new state). */
async function currentView(c: Context<AppEnv>): Promise<MyOrderView> {
  const deps = c.get('deps');
  const { order, season } = await orderOfMyOrderToken(deps, c.req.param('token')!);
  return myOrderView(deps.sql, order, season, currentTime(deps), deps.stripe);
}

/**
 * The customer's own order page (docs/design.md §12, ADR 046), behind the signed my-order link every customer e-mail carries. Public: the
 * token is the credential, and a token that does not open a live order is the same 404 whatever the reason. The POSTs are rate limited per
 * address like every public POST (middleware/public-rate-limits.ts). Each change answers the order's new view.
 */
export const myOrderRoutes = new Hono<AppEnv>()
  // NOTE: declared before /:token routes so "link" is never read as a token.
  .post('/my-order/link', publicRoute(), validate('json', myOrderLinkSchema), async (c) => {
    await requestMyOrderLink(c.get('deps'), c.req.valid('json'), { ip: clientIp(c) });
    return c.json(LINK_ACCEPTED, 202);
  })
  .get('/my-order/:token', publicRoute(), async (c) => c.json(await currentView(c), 200))
  .patch('/my-order/:token', publicRoute(), validate('json', myOrderDetailsSchema), async (c) => {
    const { pickupDate, ...details } = c.req.valid('json');
    // NOTE: the pick-up day changes after delivery too (docs/design.md §26), when the phone and instructions no longer can.
    if (pickupDate !== undefined) await changePickup(c.get('deps'), c.req.param('token'), pickupDate);
    if (details.customerPhone !== undefined || details.specialInstructions !== undefined) await editDetails(c.get('deps'), c.req.param('token'), details);
    return c.json(await currentView(c), 200);
  })
  .post('/my-order/:token/reschedule', publicRoute(), validate('json', myOrderRescheduleSchema), async (c) => {
    const { deliveryDate, total } = c.req.valid('json');
    await reschedule(c.get('deps'), c.req.param('token'), deliveryDate, total ?? null);
    return c.json(await currentView(c), 200);
  })
  .post('/my-order/:token/cancel', publicRoute(), async (c) => {
    await cancelByCustomer(c.get('deps'), c.req.param('token'));
    return c.json(await currentView(c), 200);
  })
  .post('/my-order/:token/balance-intent', publicRoute(), async (c) => {
    const deps = c.get('deps');
    requireStripe(deps);
    const result = await deps.sql.begin(async (tx) => {
      const { order } = await orderOfMyOrderToken(deps, c.req.param('token'), { tx, lock: true });
      return balanceIntent(deps, tx, order);
    });
    return c.json({ clientSecret: result.clientSecret, amount: toDecimal(result.amount), savedCard: result.savedCard }, 200);
  })
  .post('/my-order/:token/card-setup', publicRoute(), async (c) => c.json(await startCardSetup(c.get('deps'), c.req.param('token')), 200))
  .post('/my-order/:token/card', publicRoute(), validate('json', myOrderCardSchema), async (c) => {
    await saveReplacedCard(c.get('deps'), c.req.param('token'), c.req.valid('json').setupIntent);
    return c.json(await currentView(c), 200);
  });
