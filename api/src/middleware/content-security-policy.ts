import type { Env } from '@sdp/server/env';

type CspEnv = Pick<Env, 'PUBLIC_URL' | 'STRIPE_API_URL' | 'GTM_ID' | 'GA_MEASUREMENT_ID' | 'META_PIXEL_ID' | 'GOOGLE_ADS_ID'>;

// Stripe's documented CSP for Stripe.js, Checkout redirects and the Payment Element.
const STRIPE = {
  script: ['https://js.stripe.com', 'https://*.js.stripe.com'],
  frame: ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
  connect: ['https://api.stripe.com'],
  img: ['https://*.stripe.com'],
};

// Hosts each configured tag loads from and beacons to; a tag whose id is empty adds nothing.
const GOOGLE_TAG = {
  script: ['https://www.googletagmanager.com'],
  connect: ['https://www.googletagmanager.com', 'https://*.google-analytics.com', 'https://*.analytics.google.com'],
  img: ['https://www.googletagmanager.com', 'https://*.google-analytics.com'],
  frame: ['https://www.googletagmanager.com'],
};
const GOOGLE_ADS = {
  script: ['https://www.googleadservices.com', 'https://googleads.g.doubleclick.net'],
  connect: ['https://www.google.com', 'https://googleads.g.doubleclick.net', 'https://www.googleadservices.com'],
  img: ['https://www.google.com', 'https://googleads.g.doubleclick.net'],
  // NOTE: Ads conversion tracking loads a td.doubleclick.net frame.
  frame: ['https://td.doubleclick.net'],
};
const META_PIXEL = {
  script: ['https://connect.facebook.net'],
  connect: ['https://www.facebook.com', 'https://connect.facebook.net'],
  img: ['https://www.facebook.com'],
  frame: [] as string[],
};

/**
 * The Content-Security-Policy directives the SPA works under: scripts only from us, Stripe and the configured tags; styles
 * from us plus inline (the dialog and toast primitives inject <style> elements); no plugins, no framing of the site.
 */
export function cspDirectives(env: CspEnv): Record<string, string[]> {
  const tags = [
    ...(env.GTM_ID || env.GA_MEASUREMENT_ID || env.GOOGLE_ADS_ID ? [GOOGLE_TAG] : []),
    ...(env.GOOGLE_ADS_ID || env.GTM_ID ? [GOOGLE_ADS] : []),
    ...(env.META_PIXEL_ID ? [META_PIXEL] : []),
  ];
  // NOTE: the Stripe emulator of dev/ and the tests serves the API and a Stripe.js stand-in at `${STRIPE_API_URL}/js/v3`.
  const emulator = env.STRIPE_API_URL ? [new URL(env.STRIPE_API_URL).origin] : [];
  const from = (kind: 'script' | 'connect' | 'img' | 'frame') => tags.flatMap((t) => t[kind]);
  const unique = (list: string[]) => [...new Set(list)];
  const https = new URL(env.PUBLIC_URL).protocol === 'https:';
  return {
    'default-src': ["'self'"],
    'script-src': unique(["'self'", ...STRIPE.script, ...emulator, ...from('script')]),
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': unique(["'self'", 'data:', 'blob:', ...STRIPE.img, ...from('img')]),
    'font-src': ["'self'", 'data:'],
    'media-src': ["'self'"],
    'connect-src': unique(["'self'", ...STRIPE.connect, ...emulator, ...from('connect')]),
    'frame-src': unique([...STRIPE.frame, ...emulator, ...from('frame')]),
    'frame-ancestors': ["'none'"],
    'form-action': ["'self'"],
    'base-uri': ["'self'"],
    'object-src': ["'none'"],
    ...(https ? { 'upgrade-insecure-requests': [] } : {}),
  };
}

/** The policy as one header value, for the API's responses and the web host's HTML (the same policy everywhere). */
export function contentSecurityPolicy(env: CspEnv): string {
  return Object.entries(cspDirectives(env))
    .map(([name, values]) => [name, ...values].join(' '))
    .join('; ');
}
