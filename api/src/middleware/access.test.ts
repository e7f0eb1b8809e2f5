import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from '../lib/deps.ts';
import { ApiError } from '../lib/errors.ts';
import { accessOf, publicRoute, requireDeclaredAccess } from './access.ts';

/** The shape of createApp in miniature: app-wide middleware, the fail-closed rule, feature groups mounted at '/', the JSON 404. */
function appWith(group: Hono<AppEnv>, groupOnError = false) {
  if (groupOnError) group.onError((_err, c) => c.json({ message: 'group error' }, 500));
  const api = new Hono<AppEnv>()
    .use(requireDeclaredAccess)
    .route('/', group)
    .all('*', publicRoute(), (c) => c.json({ message: 'No API route' }, 404));
  api.onError((err, c) => (err instanceof ApiError ? c.json({ message: err.message }, err.status) : c.json({ message: 'boom' }, 500)));
  return new Hono<AppEnv>().route('/api', api);
}

describe('fail-closed access', () => {
  it('refuses a route that declares no access with 401, before its handler runs', async () => {
    let ran = false;
    const app = appWith(new Hono<AppEnv>().post('/open-by-mistake', (c) => {
      ran = true;
      return c.json({ ok: true });
    }));
    const res = await app.request('/api/open-by-mistake', { method: 'POST' });
    expect(res.status).toBe(401);
    expect(ran).toBe(false);
  });

  it('lets a declared public route answer, and an unknown path get the JSON 404', async () => {
    const app = appWith(new Hono<AppEnv>().get('/open', publicRoute(), (c) => c.json({ ok: true })));
    expect((await app.request('/api/open')).status).toBe(200);
    expect((await app.request('/api/nowhere')).status).toBe(404);
  });

  it('refuses a route whose group middleware runs before any guard', async () => {
    const app = appWith(new Hono<AppEnv>().use('/reports/*', async (_c, next) => next()).get('/reports/all', publicRoute(), (c) => c.json({})));
    expect((await app.request('/api/reports/all')).status).toBe(401);
  });

  it('still recognises a guard when the group has its own error handler (Hono wraps its handlers)', async () => {
    const app = appWith(new Hono<AppEnv>().get('/open', publicRoute(), (c) => c.json({ ok: true })), true);
    expect((await app.request('/api/open')).status).toBe(200);
    expect(app.routes.filter((r) => r.path === '/api/open').map((r) => accessOf(r.handler))).toEqual(['public', undefined]);
  });
});
