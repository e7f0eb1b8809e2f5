import { leadCalled, leadToQuote, listLeads } from '@sdp/server/leads/leads';
import { leadQuoteSchema } from '@sdp/shared/schemas/quote';
import type { LeadQuoteResponse } from '@sdp/shared/wire-leads';
import { Hono } from 'hono';
import type { AppEnv } from '../../lib/deps.ts';
import { validate } from '../../lib/validate.ts';
import { staff } from '../../middleware/access.ts';

/** Missed calls as leads on /leads (docs/design.md §26): the list, "call back" (mark called) and "turn into a quote". */
export const leadRoutes = new Hono<AppEnv>()
  .get('/admin/leads', staff(), async (c) => c.json(await listLeads(c.get('deps').sql), 200))
  .post('/admin/leads/:id/called', staff(), async (c) => c.json(await leadCalled(c.get('deps'), c.req.param('id'), c.get('user').id), 200))
  .post('/admin/leads/:id/quote', staff(), validate('json', leadQuoteSchema), async (c) => {
    const body: LeadQuoteResponse = await leadToQuote(c.get('deps'), c.req.param('id'), c.req.valid('json'));
    return c.json(body, 201);
  });
