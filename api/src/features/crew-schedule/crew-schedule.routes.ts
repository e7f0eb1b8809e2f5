import { crewAssignmentSchema, crewDayMoveSchema, runSheetQuerySchema } from '@sdp/shared/schemas/crew';
import { Hono } from 'hono';
import type { AppEnv } from '../../lib/deps.ts';
import { validate } from '../../lib/validate.ts';
import { staff } from '../../middleware/access.ts';
import { assignCrew } from './assign-crew.ts';
import { loadRunSheet } from './run-sheet.ts';
import { loadSchedule } from './schedule.ts';
import { loadFreshnessChecks, markFreshnessCheckDone } from './freshness-checks.ts';
import { freshnessChecksQuerySchema } from '@sdp/shared/wire-weather';
import { sendOnMyWay } from './on-my-way.ts';
import { bodyLimit } from 'hono/body-limit';
import { isUuid } from '@sdp/server/db/is-uuid';
import { MAX_UPLOAD_BYTES, UPLOAD_ERRORS } from '@sdp/server/images/store-upload';
import { ApiError } from '../../lib/errors.ts';
import { movePhotoToGallery, uploadAfterPhoto } from './after-photos.ts';
import { moveCrewDay, undoCrewDayMove } from './move-crew-day.ts';
import { pickupDoneSchema } from '@sdp/shared/schemas/crew';
import { completePickup } from './complete-pickup.ts';
import { loadPickupList } from './pickup-list.ts';

/** The after-photo upload path, which app.ts exempts from the 100 KB JSON body limit (it has its own, below). */
export const isAfterPhotoUpload = (path: string) => /\/api\/admin\/orders\/[^/]+\/photos$/.test(path);

const PHOTO_KIND_MESSAGE = 'kind must be "after" or "porch_cleared"';

const photoLimit = bodyLimit({
  maxSize: MAX_UPLOAD_BYTES + 64 * 1024,
  onError: () => {
    throw new ApiError('PAYLOAD_TOO_LARGE', UPLOAD_ERRORS.tooLarge, { issues: [{ path: 'file', message: UPLOAD_ERRORS.tooLarge }] });
  },
});

/** The crew's week (docs/design.md §12a, ADR 033): the schedule, crew assignments and run sheets, for every staff member. */
export const crewScheduleRoutes = new Hono<AppEnv>()
  .get('/admin/schedule', staff(), async (c) => c.json(await loadSchedule(c.get('deps').sql), 200))
  // Weather care's freshness checks (docs/design.md §19, ADR 131): homes to look at the morning after heat or strong wind.
  .get('/admin/freshness-checks', staff(), validate('query', freshnessChecksQuerySchema), async (c) => c.json(await loadFreshnessChecks(c.get('deps'), c.req.valid('query').from), 200))
  // A check done: the crew looked at the porch (ADR 138); ticking it again answers the first tick.
  .post('/admin/freshness-checks/:id/done', staff(), async (c) => c.json(await markFreshnessCheckDone(c.get('deps'), c.req.param('id'), c.get('user')), 200))
  .put('/admin/orders/:id/crew', staff(), validate('json', crewAssignmentSchema), async (c) => {
    const { sql } = c.get('deps');
    await assignCrew(sql, c.req.param('id'), c.req.valid('json'), c.get('user'));
    return c.json(await loadSchedule(sql), 200);
  })
  // Move a day (docs/design.md §26, ADR 285-287): a crew day, or one crew of it, to another day with a reason; undo within 10 minutes.
  .post('/admin/crew-days/move', staff(), validate('json', crewDayMoveSchema), async (c) =>
    c.json(await moveCrewDay(c.get('deps'), c.req.valid('json'), c.get('user')!), 201))
  .post('/admin/crew-days/move/:id/undo', staff(), async (c) => c.json(await undoCrewDayMove(c.get('deps'), c.req.param('id'), c.get('user')!), 200))
  .get('/admin/run-sheet', staff(), validate('query', runSheetQuerySchema), async (c) => {
    const { date, crew } = c.req.valid('query');
    return c.json(await loadRunSheet(c.get('deps'), date, crew), 200);
  })
  // "On my way" from a run-sheet stop (docs/design.md §20, ADR 133): once per order per day; a second tap answers 200 with `already`.
  .post('/admin/orders/:id/on-my-way', staff(), async (c) => c.json(await sendOnMyWay(c.get('deps'), c.req.param('id'), c.get('user')!), 200))
  // After photos (ADR 134): multipart `file`, and `clientId`, the id the phone made for this photo (a retry adds nothing; the id
  // sent again with another photo, or for another order, is a 409: issue 35, item 12).
  .post('/admin/orders/:id/photos', staff(), photoLimit, async (c) => {
    const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
    const file = form.file;
    if (!(file instanceof File)) throw new ApiError('BAD_REQUEST', UPLOAD_ERRORS.missing, { issues: [{ path: 'file', message: UPLOAD_ERRORS.missing }] });
    const clientId = typeof form.clientId === 'string' && isUuid(form.clientId) ? form.clientId : null;
    // `kind=porch_cleared`: the emptied porch at a pick-up (docs/design.md §26); anything else is refused rather than taken for an after photo.
    if (form.kind !== undefined && form.kind !== 'after' && form.kind !== 'porch_cleared') {
      throw new ApiError('BAD_REQUEST', PHOTO_KIND_MESSAGE, { issues: [{ path: 'kind', message: PHOTO_KIND_MESSAGE }] });
    }
    const kind = form.kind === 'porch_cleared' ? 'porch_cleared' : 'after';
    const result = await uploadAfterPhoto(c.get('deps'), c.req.param('id'), Buffer.from(await file.arrayBuffer()), clientId, c.get('user')!, kind);
    return c.json(result, result.added ? 201 : 200);
  })
  // Pick-up as crew work (docs/design.md §26): who is not yet picked up, and the crew closing a pick-up stop (photo first, then pounds).
  .get('/admin/pickups', staff(), async (c) => c.json(await loadPickupList(c.get('deps')), 200))
  .post('/admin/orders/:id/pickup/done', staff(), validate('json', pickupDoneSchema), async (c) =>
    c.json(await completePickup(c.get('deps'), c.req.param('id'), c.req.valid('json'), c.get('user')!), 200))
  // With the customer's photo permission, one tap makes a hidden gallery pair of an after photo (ADR 135).
  .post('/admin/order-photos/:id/gallery', staff(), async (c) => {
    const made = await movePhotoToGallery(c.get('deps'), c.req.param('id'), c.get('user')!);
    return c.json(made, made.already ? 200 : 201);
  });
