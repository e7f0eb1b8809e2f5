import { customerMergeSchema, customerNotesSchema, customerSearchSchema } from '@sdp/shared/schemas/customers';
import { customerDetail, mergeCustomers, savePorchNotes, searchCustomers } from '@sdp/server/db/customers';
import type { Sql } from '@sdp/server/db/sql';
import { isUuid } from '@sdp/shared/uuid';
import { Hono } from 'hono';
import type { AppEnv } from '../../lib/deps.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { customerDetailFor, customerListFor } from '../../lib/money-figures.ts';
import { validate } from '../../lib/validate.ts';
import { staff } from '../../middleware/access.ts';

const NOT_FOUND = 'Customer not found';

async function requireCustomer(sql: Sql, id: string) {
  const detail = isUuid(id) ? await customerDetail(sql, id) : undefined;
  if (!detail) throw notFound(NOT_FOUND);
  return detail;
}

/**
 * The household records (docs/design.md §18, ADR 110): staff search them, read one with every season's orders, keep the crew's porch
 * notes and merge two records of one household. Records are made by the database as orders, quotes and sign-ups come in.
 */
export const customerRoutes = new Hono<AppEnv>()
  .get('/admin/customers', staff(), validate('query', customerSearchSchema), async (c) =>
    c.json(customerListFor(c.get('user').role, await searchCustomers(c.get('deps').sql, c.req.valid('query').q)), 200))
  .get('/admin/customers/:id', staff(), async (c) =>
    c.json(customerDetailFor(c.get('user').role, await requireCustomer(c.get('deps').sql, c.req.param('id'))), 200))
  .patch('/admin/customers/:id', staff(), validate('json', customerNotesSchema), async (c) => {
    const { sql } = c.get('deps');
    const id = c.req.param('id');
    if (!isUuid(id) || !(await savePorchNotes(sql, id, c.req.valid('json').porchNotes))) throw notFound(NOT_FOUND);
    return c.json(customerDetailFor(c.get('user').role, await requireCustomer(sql, id)), 200);
  })
  .post('/admin/customers/:id/merge', staff(), validate('json', customerMergeSchema), async (c) => {
    const { sql } = c.get('deps');
    const id = c.req.param('id');
    if (!isUuid(id)) throw notFound(NOT_FOUND);
    const outcome = await mergeCustomers(sql, id, c.req.valid('json').otherId);
    if (outcome === 'not_found') throw notFound(NOT_FOUND);
    if (outcome === 'same') throw badRequest('These are the same customer');
    return c.json(customerDetailFor(c.get('user').role, await requireCustomer(sql, id)), 200);
  });
