import { crewDayTimesSchema, crewParamSchema } from '@sdp/shared/schemas/crew';
import type { CrewFeeds } from '@sdp/shared/wire-crew';
import { crewDayTimes, crewFeeds, crewOfFeedSecret, reissueCrewFeed, saveCrewDayTimes } from '@sdp/server/db/crew-calendar';
import { seasonAt } from '@sdp/server/season/season-rows';
import { Hono } from 'hono';
import { currentTime, type AppDeps, type AppEnv } from '../../lib/deps.ts';
import { ApiError } from '../../lib/errors.ts';
import { validate } from '../../lib/validate.ts';
import { admin, publicRoute, staff } from '../../middleware/access.ts';
import { crewFeed } from './crew-feed.ts';

/** A feed secret as issued (32 random bytes, base64url): anything else is not looked up. */
const SECRET = /^[A-Za-z0-9_-]{43}$/;

const feedUrl = (deps: AppDeps, secret: string) => `${deps.env.PUBLIC_URL.replace(/\/+$/, '')}${deps.env.BASE_PATH}/api/crew-feed/${secret}.ics`;

async function listFeeds(deps: AppDeps): Promise<CrewFeeds> {
  const crews = (await seasonAt(deps.sql, currentTime(deps)))?.season.crews ?? 1;
  const rows = await crewFeeds(deps.sql, crews);
  return { feeds: rows.map((r) => ({ crew: r.crew, url: feedUrl(deps, r.secret), issuedAt: r.issuedAt.toISOString() })) };
}

const noCalendar = () => new ApiError('NOT_FOUND', 'There is no calendar at this address. Ask the office for the current one.');

/**
 * The crew's calendars (docs/design.md §20, ADR 127): each crew's .ics feed at a secret address phones subscribe to (anonymous,
 * rate limited per client like the other token links, 404 on a wrong secret); staff see the addresses and issue a new secret, after
 * which the old address answers 404. How the day is timed (start, minutes per stop) is read by staff and set by admins (ADR 126).
 */
export const crewCalendarRoutes = new Hono<AppEnv>()
  .get('/admin/crew-feeds', staff(), async (c) => c.json(await listFeeds(c.get('deps')), 200))
  .post('/admin/crew-feeds/:crew/reissue', staff(), validate('param', crewParamSchema), async (c) => {
    const deps = c.get('deps');
    const { crew } = c.req.valid('param');
    const crews = (await seasonAt(deps.sql, currentTime(deps)))?.season.crews ?? 1;
    if (crew > crews) {
      const message = `There ${crews === 1 ? 'is 1 crew' : `are ${crews} crews`} this season.`;
      throw new ApiError('UNPROCESSABLE', message, { issues: [{ path: 'crew', message }] });
    }
    await reissueCrewFeed(deps.sql, crew, c.get('user').id);
    return c.json(await listFeeds(deps), 200);
  })
  .get('/admin/crew-day-times', staff(), async (c) => c.json(await crewDayTimes(c.get('deps').sql), 200))
  .put('/admin/crew-day-times', admin(), validate('json', crewDayTimesSchema), async (c) => {
    const { sql } = c.get('deps');
    await saveCrewDayTimes(sql, c.req.valid('json'));
    return c.json(await crewDayTimes(sql), 200);
  })
  // NOTE: the secret is the whole credential, so it is never logged: errors log the route's pattern (app.ts), never the path.
  .get('/crew-feed/:file', publicRoute(), async (c) => {
    const deps = c.get('deps');
    const file = c.req.param('file');
    const secret = file.endsWith('.ics') ? file.slice(0, -'.ics'.length) : '';
    const crew = SECRET.test(secret) ? await crewOfFeedSecret(deps.sql, secret) : null;
    if (crew === null) throw noCalendar();
    const body = await crewFeed(deps, crew);
    return c.body(body, 200, {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': `inline; filename="sd-pumpkin-crew-${crew}.ics"`,
    });
  });
