import { Hono } from 'hono';
import { publishNoteSchema, reviewNoteSchema, type PublishedTestimonial, type StaffReviewNote } from '@sdp/shared/review-notes';
import { publishedTestimonials, reviewNotes } from '@sdp/server/db/review-notes';
import { iso } from '@sdp/server/db/order-views';
import type { AppEnv } from '../../lib/deps.ts';
import { validate } from '../../lib/validate.ts';
import { publicRoute, staff } from '../../middleware/access.ts';
import { leaveNote, notePage, publishNote } from './review-notes.service.ts';

/**
 * Reviews (docs/design.md §21, ADR 124). The customer's note page, opened from the review request by a signed token (GET and POST
 * rate limited per client); staff read every note and publish one's words only when its customer gave permission, at the version
 * they read (issue 35, item 11); the site reads the published ones.
 */
export const reviewNoteRoutes = new Hono<AppEnv>()
  .get('/review-notes/:token', publicRoute(), async (c) => c.json(await notePage(c.get('deps'), c.req.param('token')), 200))
  .post('/review-notes/:token', publicRoute(), validate('json', reviewNoteSchema), async (c) =>
    c.json(await leaveNote(c.get('deps'), c.req.param('token'), c.req.valid('json')), 200))
  .get('/admin/review-notes', staff(), async (c) => {
    const notes: StaffReviewNote[] = (await reviewNotes(c.get('deps').sql)).map((n) => ({ ...n, updatedAt: n.updatedAt.toISOString(), publishedAt: iso(n.publishedAt) }));
    return c.json({ notes }, 200);
  })
  .put('/admin/review-notes/:orderId/published', staff(), validate('json', publishNoteSchema), async (c) => {
    const change = c.req.valid('json');
    await publishNote(c.get('deps'), c.req.param('orderId'), change, c.get('user').id);
    return c.json({ published: change.published }, 200);
  })
  .get('/testimonials', publicRoute(), async (c) => {
    const testimonials: PublishedTestimonial[] = (await publishedTestimonials(c.get('deps').sql, 12)).map((t) => ({ quote: t.note, name: t.displayName }));
    return c.json({ testimonials }, 200);
  });
