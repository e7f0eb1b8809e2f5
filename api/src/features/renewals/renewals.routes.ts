import { renewalAcceptSchema, renewalExtendSchema } from '@sdp/shared/schemas/renewals';
import type { RenewalSendResult } from '@sdp/shared/wire-renewals';
import { acceptRenewal, declineRenewal, renewalOfferView } from '@sdp/server/renewals/renewal-offer';
import { extendRenewalHold, renewalSeasonView, resendRenewalOffer } from '@sdp/server/renewals/renewal-season';
import { sendRenewalOffers } from '@sdp/server/renewals/send-renewal-offers';
import { isUuid } from '@sdp/shared/uuid';
import { Hono } from 'hono';
import { currentTime, type AppEnv } from '../../lib/deps.ts';
import { renewalSeasonFor } from '../../lib/money-figures.ts';
import { ApiError, notFound } from '../../lib/errors.ts';
import { validate } from '../../lib/validate.ts';
import { publicRoute, staff } from '../../middleware/access.ts';

const OFFER_NOT_FOUND = 'Renewal offer not found';

/**
 * Renewals, "the same porch next year" (docs/design.md §18, ADR 111). The household's /renew/{token} page reads its offer, accepts
 * it (an order and its deposit's PaymentIntent) or says "not this year"; the token is the credential, rate limited per client
 * (middleware/public-rate-limits.ts). Staff read the renewal season, send the offers (the scheduler does at renewalOffersAt; each
 * household is offered once whichever fires first), send one again and extend one hold.
 */
export const renewalRoutes = new Hono<AppEnv>()
  .get('/renew/:token', publicRoute(), async (c) => c.json(await renewalOfferView(c.get('deps'), c.req.param('token')), 200))
  .post('/renew/:token/accept', publicRoute(), validate('json', renewalAcceptSchema), async (c) =>
    c.json(await acceptRenewal(c.get('deps'), c.req.param('token'), c.req.valid('json')), 200))
  .post('/renew/:token/decline', publicRoute(), async (c) => c.json(await declineRenewal(c.get('deps'), c.req.param('token')), 200))
  .get('/admin/renewals', staff(), async (c) => {
    const deps = c.get('deps');
    return c.json(renewalSeasonFor(c.get('user').role, await renewalSeasonView(deps.sql, currentTime(deps))), 200);
  })
  .post('/admin/renewals/send', staff(), async (c) => {
    const deps = c.get('deps');
    const sent = await sendRenewalOffers(deps, currentTime(deps), 'staff');
    if (!sent) throw new ApiError('UNAVAILABLE', 'No season is configured yet.');
    const body: RenewalSendResult = sent;
    return c.json(body, 200);
  })
  .post('/admin/renewals/:id/resend', staff(), async (c) => {
    const id = c.req.param('id');
    if (!isUuid(id)) throw notFound(OFFER_NOT_FOUND);
    await resendRenewalOffer(c.get('deps'), id);
    return c.json({ resent: true as const }, 200);
  })
  .post('/admin/renewals/:id/extend', staff(), validate('json', renewalExtendSchema), async (c) => {
    const id = c.req.param('id');
    if (!isUuid(id)) throw notFound(OFFER_NOT_FOUND);
    return c.json(await extendRenewalHold(c.get('deps'), id, c.req.valid('json').days), 200);
  });
