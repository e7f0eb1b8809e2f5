import { crewAssignmentSchema, runSheetQuerySchema } from '@sdp/shared/schemas/crew';
import { Hono } from 'hono';
import type { AppEnv } from '../../lib/deps.ts';
import { validate } from '../../lib/validate.ts';
import { staff } from '../../middleware/access.ts';
import { assignCrew } from './assign-crew.ts';
import { loadRunSheet } from './run-sheet.ts';
import { loadSchedule } from './schedule.ts';

/** The crew's week (docs/design.md §12a, ADR 033): the schedule, crew assignments and run sheets, for every staff member. */
export const crewScheduleRoutes = new Hono<AppEnv>()
  .get('/admin/schedule', staff(), async (c) => c.json(await loadSchedule(c.get('deps').sql), 200))
  .put('/admin/orders/:id/crew', staff(), validate('json', crewAssignmentSchema), async (c) => {
    const { sql } = c.get('deps');
    await assignCrew(sql, c.req.param('id'), c.req.valid('json'), c.get('user'));
    return c.json(await loadSchedule(sql), 200);
  })
  .get('/admin/run-sheet', staff(), validate('query', runSheetQuerySchema), async (c) => {
    const { date, crew } = c.req.valid('query');
    return c.json(await loadRunSheet(c.get('deps').sql, date, crew), 200);
  });
