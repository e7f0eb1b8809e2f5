import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { HonoAdapter } from '@bull-board/hono';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono, type Context } from 'hono';
import type { AppDeps, AppEnv } from '../../lib/deps.ts';
import { listFailedJobs, queuesOf, retryFailedJob } from './queues.service.ts';
import { admin } from '../../middleware/access.ts';

const boards = new WeakMap<AppDeps, Hono>();

/** The BullMQ board mounted at `${BASE_PATH}/api/admin/queues`, built once per app from the same Queue handles. */
function boardFor(deps: AppDeps): Hono {
  let board = boards.get(deps);
  if (!board) {
    const base = `${deps.env.BASE_PATH}/api/admin/queues`;
    const adapter = new HonoAdapter(serveStatic).setBasePath(base);
    createBullBoard({
      queues: [...queuesOf(deps).values()].map((queue) => new BullMQAdapter(queue)),
      serverAdapter: adapter,
      options: { uiConfig: { boardTitle: 'SD Pumpkin jobs' } },
    });
    board = new Hono().route(base, adapter.registerPlugin());
    boards.set(deps, board);
  }
  return board;
}

const serveBoard = (c: Context<AppEnv>) => boardFor(c.get('deps')).fetch(c.req.raw, c.env);

/** Failed jobs, their retry, and the BullMQ board: admin only, like everything under /admin (ADR 009). */
export const queueBoardRoutes = new Hono<AppEnv>()
  .get('/admin/failed-jobs', admin(), async (c) => c.json(await listFailedJobs(c.get('deps')), 200))
  .post('/admin/failed-jobs/:queue/:id/retry', admin(), async (c) => {
    await retryFailedJob(c.get('deps'), c.req.param('queue'), c.req.param('id'));
    return c.json({ ok: true }, 200);
  })
  .all('/admin/queues', admin(), serveBoard)
  .all('/admin/queues/*', admin(), serveBoard);
