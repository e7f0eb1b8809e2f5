import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { HTTPException } from 'hono/http-exception';
import { requestId } from 'hono/request-id';
import { DomainError } from '@sdp/server/domain-error';
import { isTooManyClients } from '@sdp/server/db/sql';
import { ApiError, apiErrorResponse, errorResponse } from './lib/errors.ts';
import type { AppDeps, AppEnv } from './lib/deps.ts';
import { catalogRoutes } from './features/catalog/catalog.routes.ts';
import { catalogFastPath } from './features/catalog/catalog-fast-path.ts';
import { seasonRoutes } from './features/season/season.routes.ts';
import { healthRoutes } from './features/health/health.routes.ts';
import { configRoutes } from './features/config/config.routes.ts';
import { promoRoutes } from './features/promo/promo.routes.ts';
import { neighbourWeeksRoutes } from './features/neighbour-weeks/neighbour-weeks.routes.ts';
import { orderRoutes } from './features/orders/orders.routes.ts';
import { giftCardRoutes } from './features/gift-cards/gift-cards.routes.ts';
import { stripeWebhookRoutes } from './features/stripe-webhook/stripe-webhook.routes.ts';
import { smsRoutes } from './features/sms/sms.routes.ts';
import { voiceRoutes } from './features/voice/voice.routes.ts';
import { leadRoutes } from './features/leads/leads.routes.ts';
import { quoteRoutes } from './features/quotes/quotes.routes.ts';
import { waitlistRoutes } from './features/waitlist/waitlist.routes.ts';
import { unsubscribeRoutes } from './features/waitlist/unsubscribe.routes.ts';
import { rejoinRoutes } from './features/waitlist/rejoin.routes.ts';
import { seasonAdminRoutes } from './features/season/season-admin.routes.ts';
import { emailRoutes } from './features/emails/emails.routes.ts';
import { authRoutes } from './features/auth/auth.routes.ts';
import { dashboardRoutes } from './features/dashboard/dashboard.routes.ts';
import { backupRoutes } from './features/backups/backups.routes.ts';
import { adminMoneyRoutes } from './features/money/admin-money.routes.ts';
import { disputeRoutes } from './features/disputes/disputes.routes.ts';
import { callListRoutes } from './features/call-list/call-list.routes.ts';
import { crewScheduleRoutes, isAfterPhotoUpload } from './features/crew-schedule/crew-schedule.routes.ts';
import { crewCalendarRoutes } from './features/crew-schedule/crew-calendar.routes.ts';
import { quotePipelineRoutes } from './features/quote-pipeline/quote-pipeline.routes.ts';
import { payBalanceRoutes } from './features/pay-balance/pay-balance.routes.ts';
import { myOrderRoutes } from './features/my-order/my-order.routes.ts';
import { orderLinkRoutes } from './features/order-links/order-links.routes.ts';
import { zapierRoutes } from './features/zapier/zapier.routes.ts';
import { queueBoardRoutes } from './features/admin/queues.routes.ts';
import { catalogAdminRoutes, IMAGE_UPLOAD_PATH } from './features/catalog-admin/catalog-admin.routes.ts';
import { imageRoutes } from './features/images/images.routes.ts';
import { customerRoutes } from './features/customers/customers.routes.ts';
import { renewalRoutes } from './features/renewals/renewals.routes.ts';
import { insightsRoutes } from './features/insights/insights.routes.ts';
import { siteEventRoutes } from './features/site-events/site-events.routes.ts';
import { bookkeepingRoutes } from './features/bookkeeping/bookkeeping.routes.ts';
import { tipsRoutes } from './features/tips/tips.routes.ts';
import { reviewNoteRoutes } from './features/reviews/review-notes.routes.ts';
import { noStoreByDefault } from './middleware/no-store.ts';
import { publicRoute, requireDeclaredAccess } from './middleware/access.ts';
import { securityMiddleware } from './middleware/security.ts';
import { requestTelemetry } from './middleware/telemetry.ts';
import { reportError } from '@sdp/server/tracing/errors';

const limitBody = bodyLimit({ maxSize: 100 * 1024, onError: () => { throw new ApiError('PAYLOAD_TOO_LARGE', 'Request body is too large'); } });

const isUpload = (path: string) => path.endsWith(`/api${IMAGE_UPLOAD_PATH}`) || isAfterPhotoUpload(path);

/** The routes under /api, chained so their request and response types reach the SPA's client (AppType, docs/design.md §10). */
function apiRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    // NOTE: first, so a request's span and duration cover everything below, the catalog's fast answers included (ADR 263).
    .use(requestTelemetry(deps))
    .use(catalogFastPath(deps))
    .use(requestId())
    .use(async (c, next) => {
      c.set('deps', deps);
      await next();
    })
    .use(noStoreByDefault)
    // NOTE: the Stripe webhook needs its raw body and is small; 100 KB covers every JSON form with room to spare. GET and HEAD
    // skip it: its `c.req.raw.body` check builds a full Request per call, which cost /api/packages a third of its throughput.
    // The photograph upload has its own, larger limit (catalog-admin.routes.ts).
    .use((c, next) => (c.req.method === 'GET' || c.req.method === 'HEAD' || isUpload(c.req.path) ? next() : limitBody(c, next)))
    .use(securityMiddleware)
    // NOTE: last of the app-wide middleware: a route that does not declare its access is refused here (ADR 018).
    .use(requireDeclaredAccess)
    .route('/', healthRoutes)
    .route('/', configRoutes)
    .route('/', catalogRoutes)
    .route('/', seasonRoutes)
    .route('/', promoRoutes)
    .route('/', neighbourWeeksRoutes)
    .route('/', orderRoutes)
    .route('/', giftCardRoutes)
    .route('/', stripeWebhookRoutes)
    .route('/', smsRoutes)
    .route('/', voiceRoutes)
    .route('/', leadRoutes)
    .route('/', quoteRoutes)
    .route('/', waitlistRoutes)
    .route('/', unsubscribeRoutes)
    .route('/', rejoinRoutes)
    .route('/', seasonAdminRoutes)
    .route('/', emailRoutes)
    .route('/', authRoutes)
    .route('/', dashboardRoutes)
    .route('/', adminMoneyRoutes)
    .route('/', disputeRoutes)
    .route('/', callListRoutes)
    .route('/', payBalanceRoutes)
    .route('/', myOrderRoutes)
    .route('/', orderLinkRoutes)
    .route('/', crewScheduleRoutes)
    .route('/', crewCalendarRoutes)
    .route('/', quotePipelineRoutes)
    .route('/', zapierRoutes)
    .route('/', queueBoardRoutes)
    .route('/', backupRoutes)
    .route('/', catalogAdminRoutes)
    .route('/', imageRoutes)
    .route('/', customerRoutes)
    .route('/', renewalRoutes)
    .route('/', insightsRoutes)
    .route('/', siteEventRoutes)
    .route('/', bookkeepingRoutes)
    .route('/', tipsRoutes)
    .route('/', reviewNoteRoutes)
    // NOTE: registered last so it only answers what no route above did, and so /api/* never falls through to the SPA host.
    .all('*', publicRoute(), (c) => errorResponse(c, 404, { message: `No API route for ${c.req.method} ${c.req.path}`, code: 'NOT_FOUND' }));
}

/** What a client is told while PostgreSQL has no free connection. */
export const DATABASE_BUSY = 'We are very busy right now. Please try again in a minute.';

/** The API as a Hono app; server.ts serves it, tests call app.request(). */
export function createApp(deps: AppDeps) {
  const api = apiRoutes(deps);
  api.onError((err, c) => {
    if (err instanceof DomainError) return apiErrorResponse(c, err);
    if (err instanceof HTTPException && err.status < 500) {
      return errorResponse(c, err.status, { message: err.status === 400 ? 'Malformed request body' : err.message || 'Request refused' });
    }
    // NOTE: a database with no free connection is an outage, not a fault of this request: said plainly to the client (503, try
    // again) and to whoever reads the log, never a bare 500 (ADR 171).
    if (isTooManyClients(err)) {
      deps.logger.error('PostgreSQL refused a connection: too many clients (max_connections or a connection limit reached)', {
        requestId: c.get('requestId'), path: c.req.routePath, method: c.req.method,
      });
      return apiErrorResponse(c, new ApiError('UNAVAILABLE', DATABASE_BUSY, { headers: { 'Retry-After': '30' } }));
    }
    // NOTE: the route's pattern, not the path: the signed tokens of the e-mailed links (my-order, pay-balance…) are secrets.
    deps.logger.error('unhandled error', { requestId: c.get('requestId'), path: c.req.routePath, method: c.req.method, err });
    reportError(err, { requestId: c.get('requestId'), route: c.req.routePath, method: c.req.method });
    return errorResponse(c, 500, { message: 'Something went wrong on our side. Please try again.', code: 'INTERNAL' });
  });

  const basePath = deps.env.BASE_PATH;
  return new Hono<AppEnv>().route(`${basePath}/api`, api);
}

export type App = ReturnType<typeof createApp>;
/** What `hc<AppType>` in web/src/lib/api-client.ts is typed from: paths relative to `${BASE_PATH}/api`. */
export type AppType = ReturnType<typeof apiRoutes>;
