import { AsyncLocalStorage } from 'node:async_hooks';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { getPath } from 'hono/utils/url';
import { seasonAt } from '@sdp/server/season/season-rows';
import { createApp } from './app.ts';
import { catalogFastAnswer } from './features/catalog/catalog-fast-path.ts';
import { loadEnv } from '@sdp/server/env';
import { apiPoolMax, createSql, poolRoute } from '@sdp/server/db/sql';
import { createLogger } from '@sdp/server/logger';
import { createApiRedis, redisTarget } from '@sdp/server/redis';
import { createStripeClient } from '@sdp/server/stripe';
import { createWebHost, loadPageRenderer, resolveWebDist, saleEndedFromSeason } from './web-host.ts';
import { sitemapEntries } from './sitemap-entries.ts';
import { securityHeaders } from './middleware/security-headers.ts';
import { warmImagePipeline } from '@sdp/server/images/render-renditions';
import { startTracing, stopTracing } from '@sdp/server/tracing/tracing';
import { flushErrors, startErrorReporting } from '@sdp/server/tracing/errors';
import { publishRequestMetrics } from '@sdp/server/telemetry/metrics';
import { measuredFastAnswer } from './middleware/telemetry.ts';

const env = loadEnv();
const logger = createLogger(env.LOG_LEVEL, { service: 'api' });
// NOTE: before the app is built: its request middleware and queues read whether tracing is on (docs/design.md §25).
await startTracing(env, 'sdpumpkin-api');
await startErrorReporting(env, 'api');
const sql = createSql(env.DATABASE_URL, { max: apiPoolMax(env), ...poolRoute(env) });
const redis = createApiRedis(redisTarget(env));
redis.on('error', (err) => logger.warn('redis unavailable', { err: err.message }));
const stripe = createStripeClient(env);

const deps = { env, sql, redis, stripe, logger };
const root = new Hono().route('/', createApp(deps));
// NOTE: the catalog lists skip even the router (the first screen of every visit asks for them); see catalog-fast-path.ts.
const fast = measuredFastAnswer(deps, catalogFastAnswer(deps));
const stopPublishing = publishRequestMetrics(redis, env.REDIS_PREFIX);
const webDist = resolveWebDist(env.WEB_DIST_DIR);
if (webDist) {
  // NOTE: the public pages are rendered here, per request (ADR 057); their reads are answered by this process's own routes
  // and cached catalog, in memory, as if the browser had asked.
  const renderer = await loadPageRenderer(webDist, (error) =>
    logger.error('page renderer not loaded: pages are rendered by the browser', { err: error instanceof Error ? error.message : String(error) }),
  );
  // NOTE: a page's reads count as its visitor's (per-client limits, ADR 194): the renewal offer's read is limited per client, and
  // one bucket shared by every page render would refuse the households opening their links together at 9 AM.
  const visitor = new AsyncLocalStorage<{ env: unknown; forwardedFor: string | undefined }>();
  renderer?.setApiTransport(async (input, init) => {
    const request = new Request(new URL(String(input), 'http://page-render.internal'), init);
    const from = visitor.getStore();
    if (from?.forwardedFor) request.headers.set('x-forwarded-for', from.forwardedFor);
    return (await fast(request.method, getPath(request))) ?? root.fetch(request, from?.env);
  });
  // NOTE: the SPA host answers only what no API route did, so its middleware (compression, static files) never runs for /api.
  // NOTE: the page may show the sale only while one runs (docs/design.md §13): its end then, else the epoch (nothing to show).
  const readSaleEnd = async () => {
    const at = await seasonAt(sql, new Date());
    return at?.saleRunning ? new Date(at.season.saleEndsAt) : new Date(0);
  };
  const renderFailed = (error: unknown, path: string) =>
    logger.error('page render failed', { path, err: error instanceof Error ? error.message : String(error) });
  const web = createWebHost(webDist, env.BASE_PATH, securityHeaders(env), saleEndedFromSeason(readSaleEnd), env.PUBLIC_URL, new Date(), {
    renderer,
    onRenderError: renderFailed,
    sitemapEntries: () => sitemapEntries(sql),
  });
  root.notFound((c) => visitor.run({ env: c.env, forwardedFor: c.req.header('x-forwarded-for') }, () => web.fetch(c.req.raw, c.env)));
}

const fetch = (req: Request, ...rest: unknown[]) => fast(req.method, getPath(req)) ?? root.fetch(req, ...(rest as []));

// NOTE: the image codecs load now, not on the crew's first after photo of the day (issue 36, item 11).
warmImagePipeline().catch((error: unknown) => logger.warn('image pipeline not warmed', { err: error instanceof Error ? error.message : String(error) }));
const server = serve({ fetch, port: env.PORT, hostname: '0.0.0.0' }, (info) => {
  logger.info('api listening', { port: info.port, basePath: env.BASE_PATH, web: webDist ?? 'not built (API only)' });
});

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  logger.info('api stopping', { signal });
  // NOTE: let requests in flight finish before their pools close (else they end as 500s); bounded, as a client may hang.
  await new Promise<void>((resolve) => {
    server.close(() => resolve());
    setTimeout(resolve, 10_000).unref();
  });
  stopPublishing();
  await Promise.allSettled([sql.end({ timeout: 5 }), redis.quit(), stopTracing(), flushErrors()]);
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
