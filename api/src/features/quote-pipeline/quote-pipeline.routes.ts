import { quoteStatusSchema } from '@sdp/shared';
import { quoteDepositCheckoutSchema, quoteDetailsSchema, quoteOfferSchema } from '@sdp/shared/schemas/quote-pipeline';
import { Hono } from 'hono';
import { currentTime, type AppEnv } from '../../lib/deps.ts';
import { validate } from '../../lib/validate.ts';
import { publicRoute, staff } from '../../middleware/access.ts';
import { clientIp } from '../../middleware/client-ip.ts';
import { quoteList } from '@sdp/server/db/quotes';
import { setQuoteStatus } from './custom-quotes.ts';
import { startQuoteCheckout, quoteDepositView } from './quote-deposit.ts';
import { dueQuotes, quoteOwners, saveQuoteDetails } from './quote-details.ts';
import { sendQuoteOffer } from './quote-offer.ts';

/**
 * The quote pipeline (ADR 035): staff list quotes and set their status, work a quote (amount, notes, follow-up, owner) and turn it into an order offer; the customer
 * pays its deposit from the e-mailed link (public, signed token, rate-limited like every public POST).
 */
export const quotePipelineRoutes = new Hono<AppEnv>()
  .get('/custom-quotes', staff(), async (c) => c.json(await quoteList(c.get('deps').sql), 200))
  .put('/custom-quotes/:id/status', staff(), validate('json', quoteStatusSchema), async (c) => {
    return c.json(await setQuoteStatus(c.get('deps'), c.req.param('id'), c.req.valid('json').status), 200);
  })
  .get('/custom-quotes/due', staff(), async (c) => {
    const deps = c.get('deps');
    return c.json(await dueQuotes(deps.sql, currentTime(deps)), 200);
  })
  .patch('/custom-quotes/:id', staff(), validate('json', quoteDetailsSchema), async (c) =>
    c.json(await saveQuoteDetails(c.get('deps').sql, c.req.param('id'), c.req.valid('json')), 200))
  .post('/custom-quotes/:id/offer', staff(), validate('json', quoteOfferSchema), async (c) =>
    c.json(await sendQuoteOffer(c.get('deps'), c.req.param('id'), c.req.valid('json'), c.get('user')), 200))
  .get('/staff-users', staff(), async (c) => c.json(await quoteOwners(c.get('deps').sql), 200))
  .get('/quote-deposit/:token', publicRoute(), async (c) => c.json(await quoteDepositView(c.get('deps'), c.req.param('token')), 200))
  .post('/quote-deposit/:token/checkout', publicRoute(), validate('json', quoteDepositCheckoutSchema), async (c) =>
    c.json(await startQuoteCheckout(c.get('deps'), c.req.param('token'), c.req.valid('json').balanceConsent, { ip: clientIp(c) }), 200));
