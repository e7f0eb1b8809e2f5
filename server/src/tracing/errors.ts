import type { Env } from '../env.ts';
import { scrubValue } from './scrub.ts';

/**
 * Errors (docs/design.md §25, ADR 261): with SENTRY_DSN set, an unhandled error in a request (the API's onError, a 500) or in a
 * job (its last attempt failed) is sent to Sentry once, tagged with the request id or the job id, the release, and nothing
 * personal: no request body, headers, cookies or user, and every string of the event scrubbed (beforeSend). Unset, @sentry/node
 * is never loaded.
 */

type SentryModule = typeof import('@sentry/node');
let sentry: SentryModule | null = null;

/** What an error report says beside the error: which request or job it happened in. */
export type ErrorScope =
  | { requestId: string; route: string; method: string }
  | { jobId: string; queue: string; job: string; attempts: number };

/** The event as sent: only the error, its stack, tags and the release; every string scrubbed. */
export function scrubEvent<E extends { request?: unknown; user?: unknown; breadcrumbs?: unknown; server_name?: unknown }>(event: E): E {
  const { request: _request, user: _user, breadcrumbs: _breadcrumbs, server_name: _host, ...rest } = event;
  return scrubValue(rest, 12) as E;
}

/** Start reporting errors when SENTRY_DSN is set (once per process). `service` becomes the event's `service` tag. */
export async function startErrorReporting(env: Pick<Env, 'SENTRY_DSN' | 'SENTRY_RELEASE' | 'NODE_ENV'>, service: string): Promise<boolean> {
  if (!env.SENTRY_DSN || sentry) return sentry !== null;
  const module = await import('@sentry/node');
  module.init({
    dsn: env.SENTRY_DSN,
    release: env.SENTRY_RELEASE || 'sdpumpkin@unversioned',
    environment: env.NODE_ENV,
    sendDefaultPii: false,
    // NOTE: errors only. Traces are OpenTelemetry's own (tracing.ts): Sentry must not install a second tracer provider, nor its
    // default integrations (HTTP instrumentation, request data, breadcrumbs of console lines that may hold personal data).
    skipOpenTelemetrySetup: true,
    tracesSampleRate: undefined,
    defaultIntegrations: false,
    // NOTE: an uncaught exception or unhandled rejection is reported, then the process exits as Node's default would have.
    integrations: [module.linkedErrorsIntegration(), module.onUncaughtExceptionIntegration(), module.onUnhandledRejectionIntegration({ mode: 'strict' })],
    initialScope: { tags: { service } },
    beforeSend: (event) => scrubEvent(event),
  });
  sentry = module;
  return true;
}

/** Report one unhandled error (no-op while SENTRY_DSN is unset). */
export function reportError(err: unknown, scope: ErrorScope): void {
  if (!sentry) return;
  const tags = 'requestId' in scope
    ? { request_id: scope.requestId, route: scope.route, method: scope.method }
    : { job_id: scope.jobId, queue: scope.queue, job: scope.job, attempts: String(scope.attempts) };
  sentry.captureException(err, { tags });
}

/**
 * Stop reporting (a test that started it, before the next test file runs in the same process, ADR 318): what is queued is sent,
 * and the client is taken off the scope, so its uncaught-error handlers, which act only for the current client, do nothing more.
 */
export async function stopErrorReporting(timeoutMs = 2000): Promise<void> {
  const module = sentry;
  sentry = null;
  if (!module) return;
  await module.close(timeoutMs).catch(() => false);
  module.getCurrentScope().setClient(undefined);
  module.getIsolationScope().setClient(undefined);
  module.getGlobalScope().setClient(undefined);
}

/** Send what is queued before the process exits. */
export async function flushErrors(timeoutMs = 2000): Promise<void> {
  await sentry?.flush(timeoutMs);
}
