import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../../lib/deps.ts';
import { publicRoute } from '../../middleware/access.ts';

/** What the browser may know at run time: publishable keys and tag ids only — never a secret (docs/design.md §8). */
export function publicConfig(env: AppDeps['env']) {
  return {
    basePath: env.BASE_PATH,
    stripePublishableKey: env.STRIPE_PUBLISHABLE_KEY || null,
    // NOTE: with the local emulator (STRIPE_API_URL) the Stripe.js stand-in is served by the emulator itself.
    stripeJsUrl: env.STRIPE_API_URL ? `${env.STRIPE_API_URL.replace(/\/$/, '')}/js/v3` : 'https://js.stripe.com/v3',
    analytics: {
      gtmId: env.GTM_ID || null,
      gaMeasurementId: env.GA_MEASUREMENT_ID || null,
      metaPixelId: env.META_PIXEL_ID || null,
      googleAdsId: env.GOOGLE_ADS_ID || null,
      conversionLabels: {
        quote: env.GOOGLE_ADS_QUOTE_LABEL || null,
        order: env.GOOGLE_ADS_ORDER_LABEL || null,
        purchase: env.GOOGLE_ADS_PURCHASE_LABEL || null,
      },
    },
  };
}
export type PublicConfig = ReturnType<typeof publicConfig>;

/** GET /api/config: run-time settings for the SPA, so one build serves every environment. */
export const configRoutes = new Hono<AppEnv>().get('/config', publicRoute(), (c) => {
  c.header('Cache-Control', 'public, max-age=300');
  return c.json(publicConfig(c.get('deps').env));
});
