import { Hono } from 'hono';
import { quoteRequestSchema } from '@sdp/shared';
import type { AppEnv } from '../../lib/deps.ts';
import { ApiError } from '../../lib/errors.ts';
import { validate } from '../../lib/validate.ts';
import { createQuote } from './quotes.service.ts';
import { publicRoute } from '../../middleware/access.ts';

/** Custom quotes: the public request form (dialog, landing page and lead form all post here). */
export const quoteRoutes = new Hono<AppEnv>().post('/quotes', publicRoute(), validate('json', quoteRequestSchema), async (c) => {
  const quote = await createQuote(c.get('deps'), c.req.valid('json')).catch((err: unknown) => {
    // NOTE: the dialog shows the server's own text (docs/product-spec.md §8); the cause goes to the log, never to the browser.
    c.get('deps').logger.error('quote could not be stored', { requestId: c.get('requestId'), err });
    throw new ApiError('UNAVAILABLE', 'Failed to submit custom quote request');
  });
  return c.json(quote, 201);
});
