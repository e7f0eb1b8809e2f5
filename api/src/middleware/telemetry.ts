import type { MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';
import { observeRequest } from '@sdp/server/telemetry/metrics';
import { startServerSpan, tracingOn } from '@sdp/server/tracing/tracing';
import type { AppDeps, AppEnv } from '../lib/deps.ts';

// NOTE: @hono/otel also records its own request histogram through the OpenTelemetry metrics API; ours is prom-client's
// (GET /api/metrics), so it is given a meter that records nothing.
const noMeter = { getMeter: () => ({ createHistogram: () => ({ record: () => {} }), createUpDownCounter: () => ({ add: () => {} }) }) };

/**
 * Every API request measured (docs/design.md §25): its duration by method, route pattern and status into
 * `http_request_duration_seconds`, and with tracing on a span named by its route (`GET /api/orders/:id`, @hono/otel) that the
 * work it causes continues. Both off: nothing runs.
 */
export function requestTelemetry(deps: AppDeps): MiddlewareHandler<AppEnv> {
  const chain: MiddlewareHandler<AppEnv>[] = [];
  if (tracingOn()) {
    // NOTE: @hono/otel is loaded with tracing only (about 0.3 s of CPU): a process, or a test file, without it never pays.
    let traced: Promise<MiddlewareHandler<AppEnv>> | null = null;
    const middleware = () =>
      (traced ??= import('@hono/otel').then(
        ({ httpInstrumentationMiddleware }) =>
          httpInstrumentationMiddleware({ captureActiveRequests: false, meterProvider: noMeter as never }) as unknown as MiddlewareHandler<AppEnv>,
      ));
    chain.push(async (c, next) => (await middleware())(c, next));
  }
  if (deps.env.HTTP_METRICS === 'on') {
    chain.push(async (c, next) => {
      const started = performance.now();
      await next();
      observeRequest(c.req.method, routePath(c), c.res.status, (performance.now() - started) / 1000);
    });
  }
  const [first, second] = chain;
  if (!first) return (_c, next) => next();
  if (!second) return first;
  return (c, next) => first(c, () => second(c, next) as Promise<void>);
}

type FastAnswer = (method: string, path: string) => Response | Promise<Response> | undefined;

/** With tracing on, one catalog answer in this many (the first after each 99) (the 100th, the 200th, ...) is traced; every one is counted in the metrics. */
export const CATALOG_TRACED_EVERY = 100;

/**
 * The answers given before the router (the catalog lists, server.ts) measured the same way, and with tracing on one in
 * CATALOG_TRACED_EVERY in a span of its own (`GET /api/packages`); their route is their path.
 */
export function measuredFastAnswer(deps: AppDeps, fast: FastAnswer): FastAnswer {
  const metrics = deps.env.HTTP_METRICS === 'on';
  const traced = tracingOn();
  let answered = 0;
  if (!metrics && !traced) return fast;
  return (method, path) => {
    const started = performance.now();
    const answer = fast(method, path);
    if (answer === undefined) return undefined;
    // NOTE: one cached answer in CATALOG_TRACED_EVERY gets a span (ADR 316): a span cost about 200 µs of CPU against the 80 µs of
    // the whole answer, and every one of them would say the same (no query, no job, nothing beneath it).
    const endSpan = traced && (answered = (answered + 1) % CATALOG_TRACED_EVERY) === 0 ? startServerSpan(method, path) : null;
    const done = (res: Response) => {
      if (metrics) observeRequest(method, path, res.status, (performance.now() - started) / 1000);
      endSpan?.(res.status);
      return res;
    };
    return answer instanceof Response ? done(answer) : answer.then(done);
  };
}
