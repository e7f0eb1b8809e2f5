// What `make dev` runs and on which ports, from the environment alone (no side effects, so scripts/dev-settings.test.ts can
// read it): PORT moves the API, WEB_PORT the site (Vite), MAIL_SMTP_PORT and MAIL_UI_PORT the SMTP catcher, OSRM_STAND_IN_PORT the
// road router stand-in, WEATHER_STAND_IN_PORT the NWS stand-in, S3_STAND_IN_PORT the S3 stand-in, and every process and printed address follows, Vite's /api proxy included.

import { databaseLogins } from './database-logins.mjs';

const tsx = 'node_modules/.bin/tsx';
/** make dev's database when DATABASE_URL is not set (server/src/env.ts's default). */
export const DEV_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/sdpumpkin';

/** The most PostgreSQL connections `make dev`'s API, and its workers, each open (DATABASE_POOL_MAX; ADR 171). */
export const DEV_POOL_MAX = '6';

/**
 * @param {Record<string, string | undefined>} source the environment `make dev` was started with
 * @param {string} [appPassword] the app role's password when DATABASE_APP_PASSWORD is not set (scripts/app-password.mjs)
 */
export function devSettings(source, appPassword) {
  const ports = {
    api: source.PORT ?? '3000',
    web: source.WEB_PORT ?? '5173',
    mailSmtp: source.MAIL_SMTP_PORT ?? '1025',
    mailUi: source.MAIL_UI_PORT ?? '1080',
    stripe: source.STRIPE_EMULATOR_PORT ?? '12111',
    osrm: source.OSRM_STAND_IN_PORT ?? '5005',
    sms: source.SMS_EMULATOR_PORT ?? '12299',
    weather: source.WEATHER_STAND_IN_PORT ?? '12399',
    s3: source.S3_STAND_IN_PORT ?? '12599',
    otlp: source.OTLP_SINK_PORT ?? '4318',
    sentry: source.SENTRY_SINK_PORT ?? '9009',
  };
  const base = source.BASE_PATH ?? '';
  // NOTE: in development customers use Vite's port, so Stripe return URLs and the Origin check point there.
  // NOTE: one person clicking needs few connections; production's pools (20 + 26) would leave `make test` beside it little room under
  // PostgreSQL's default 100 (ADR 171). DATABASE_POOL_MAX set in the environment wins.
  const env = { NODE_ENV: 'development', PUBLIC_URL: `http://127.0.0.1:${ports.web}`, DATABASE_POOL_MAX: DEV_POOL_MAX, ...source, PORT: ports.api };
  // NOTE: the migration logs in as the owner (DATABASE_OWNER_URL), the API, workers and seed as the app role (ADR 250).
  const logins = databaseLogins({ DATABASE_URL: env.DATABASE_URL ?? DEV_DATABASE_URL, DATABASE_OWNER_URL: env.DATABASE_OWNER_URL }, env.DATABASE_APP_PASSWORD ?? appPassword);
  Object.assign(env, { DATABASE_URL: logins.appUrl, DATABASE_OWNER_URL: logins.ownerUrl });
  const processes = [];

  // Stripe: with no real keys, the emulator in dev/ stands in (docs/design.md §5) so an order can be placed and paid offline.
  if (!env.STRIPE_SECRET_KEY) {
    Object.assign(env, {
      STRIPE_SECRET_KEY: 'sk_test_emulator',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_emulator',
      STRIPE_WEBHOOK_SECRET: env.STRIPE_WEBHOOK_SECRET ?? 'whsec_dev_emulator',
      STRIPE_API_URL: `http://127.0.0.1:${ports.stripe}`,
    });
    processes.push({
      name: 'stripe',
      command: tsx,
      args: ['dev/src/stripe-emulator/main.ts'],
      env: { STRIPE_EMULATOR_PORT: ports.stripe, STRIPE_WEBHOOK_URL: `http://127.0.0.1:${ports.api}${base}/api/stripe/webhook` },
      color: 34,
    });
  }
  // Texts: with no Twilio account, the SMS stand-in in dev/ takes them and posts replies to our webhook (docs/design.md §19).
  if (!env.TWILIO_ACCOUNT_SID) {
    Object.assign(env, {
      TWILIO_ACCOUNT_SID: 'AC00000000000000000000000000000dev',
      TWILIO_AUTH_TOKEN: 'dev-twilio-auth-token',
      TWILIO_FROM: env.TWILIO_FROM ?? '+16195550100',
      TWILIO_API_URL: `http://127.0.0.1:${ports.sms}`,
      // NOTE: a stand-in business phone: the stand-in's calls (POST /__call) answer, ring busy or go unanswered on it (§26).
      BUSINESS_FORWARD_TO: env.BUSINESS_FORWARD_TO || '+16195550199',
    });
    processes.push({
      name: 'sms',
      command: tsx,
      args: ['dev/src/sms-emulator/main.ts'],
      // NOTE: posted to the public URL (Vite proxies /api), the address our webhook checks the signature against.
      env: { SMS_EMULATOR_PORT: ports.sms, SMS_INBOUND_URL: `${env.PUBLIC_URL}${base}/api/sms/inbound`, SMS_VOICE_URL: `${env.PUBLIC_URL}${base}/api/voice/incoming` },
      color: 31,
    });
  }
  // E-mail: with no SMTP_URL, the SMTP catcher takes the mail and shows it on MAIL_UI_PORT.
  if (!env.SMTP_URL) {
    env.SMTP_URL = `smtp://127.0.0.1:${ports.mailSmtp}`;
    processes.push({ name: 'mail', command: tsx, args: ['dev/src/smtp-catcher/main.ts'], env: { SMTP_PORT: ports.mailSmtp, HTTP_PORT: ports.mailUi }, color: 32 });
  }
  // Road times: with no ROUTING_URL, the OSRM stand-in answers from its road model (ADR 125), so the run sheet shows drive minutes
  // and arrival windows; ROUTING_URL= (set, empty) keeps straight lines.
  if (env.ROUTING_URL === undefined) {
    env.ROUTING_URL = `http://127.0.0.1:${ports.osrm}`;
    processes.push({ name: 'osrm', command: tsx, args: ['dev/src/osrm-stand-in/main.ts'], env: { OSRM_STAND_IN_PORT: ports.osrm }, color: 94 });
  }
  // Weather care: with no WEATHER_API_URL, the NWS stand-in answers with mild days (its POST /__forecast makes heat or wind);
  // WEATHER_API_URL= (set, empty) turns weather care off.
  if (env.WEATHER_API_URL === undefined) {
    env.WEATHER_API_URL = `http://127.0.0.1:${ports.weather}`;
    processes.push({ name: 'weather', command: tsx, args: ['dev/src/weather-stand-in/main.ts'], env: { WEATHER_STAND_IN_PORT: ports.weather }, color: 93 });
  }
  // Photographs: with no S3_BUCKET, the S3 stand-in in dev/ (s3rver) is the bucket (ADR 240); its objects are files under .data/s3.
  if (!env.S3_BUCKET) {
    Object.assign(env, {
      S3_BUCKET: 'sdp-uploads',
      S3_ENDPOINT: `http://127.0.0.1:${ports.s3}`,
      S3_REGION: 'us-east-1',
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    });
    processes.push({ name: 's3', command: tsx, args: ['dev/src/s3-stand-in/main.ts'], env: { S3_STAND_IN_PORT: ports.s3, S3_STAND_IN_DIR: '.data/s3' }, color: 96 });
  }
  // Traces: with no OTEL_EXPORTER_OTLP_ENDPOINT, the OTLP/HTTP sink in dev/ takes the spans (docs/design.md §25);
  // OTEL_EXPORTER_OTLP_ENDPOINT= (set, empty) turns tracing off.
  if (env.OTEL_EXPORTER_OTLP_ENDPOINT === undefined) {
    Object.assign(env, { OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${ports.otlp}`, OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json' });
    processes.push({ name: 'otlp', command: tsx, args: ['dev/src/otlp-sink/main.ts'], env: { OTLP_SINK_PORT: ports.otlp }, color: 90 });
  }
  // Errors: with no SENTRY_DSN, the Sentry sink in dev/ takes them; SENTRY_DSN= (set, empty) turns error reports off.
  if (env.SENTRY_DSN === undefined) {
    const key = 'devsentrykey0000000000000000000';
    Object.assign(env, { SENTRY_DSN: `http://${key}@127.0.0.1:${ports.sentry}/1`, SENTRY_RELEASE: env.SENTRY_RELEASE ?? 'sdpumpkin@dev' });
    processes.push({ name: 'sentry', command: tsx, args: ['dev/src/sentry-sink/main.ts'], env: { SENTRY_SINK_PORT: ports.sentry, SENTRY_SINK_KEY: key }, color: 91 });
  }
  processes.push(
    { name: 'api', command: tsx, args: ['watch', '--clear-screen=false', 'api/src/server.ts'], color: 33 },
    { name: 'workers', command: tsx, args: ['watch', '--clear-screen=false', 'workers/src/main.ts'], color: 35 },
    // NOTE: web/vite.config.ts reads WEB_PORT and proxies /api to API_PROXY_TARGET: the API on PORT, not a fixed 3000.
    { name: 'web', command: 'npm', args: ['run', 'dev', '-w', 'web', '--', '--host', '127.0.0.1', '--strictPort'],
      env: { WEB_PORT: ports.web, API_PROXY_TARGET: env.API_PROXY_TARGET ?? `http://127.0.0.1:${ports.api}` }, color: 36 },
  );
  for (const p of processes) p.env = { ...env, DATABASE_OWNER_URL: '', ...p.env };

  const site = `http://127.0.0.1:${ports.web}${base}`;
  /** @param {string | undefined} login the demo staff login the seed printed */
  const banner = (login) => `
  SD Pumpkin is starting:
    site (Vite)        ${site}/
    API                http://127.0.0.1:${ports.api}${base}/api/health
    staff dashboards   ${site}/login   ${login ? `(${login})` : ''}
    caught e-mail      ${processes.some((p) => p.name === 'mail') ? `http://127.0.0.1:${ports.mailUi}` : env.SMTP_URL}
    texts (Twilio)     ${processes.some((p) => p.name === 'sms') ? `stand-in at ${env.TWILIO_API_URL}/__messages` : 'real Twilio account'}
    Stripe             ${processes.some((p) => p.name === 'stripe') ? `emulator at ${env.STRIPE_API_URL} (card 4242 4242 4242 4242)` : 'real Stripe keys'}
    weather (NWS)      ${processes.some((p) => p.name === 'weather') ? `stand-in at ${env.WEATHER_API_URL} (mild days; POST /__forecast for heat or wind)` : env.WEATHER_API_URL || 'off'}
    photographs (S3)   ${processes.some((p) => p.name === 's3') ? `stand-in at ${env.S3_ENDPOINT}, bucket ${env.S3_BUCKET} (files under .data/s3)` : `bucket ${env.S3_BUCKET}`}
    road times         ${processes.some((p) => p.name === 'osrm') ? `OSRM stand-in at ${env.ROUTING_URL} (a road model, not a map)` : env.ROUTING_URL || 'straight lines'}
    traces (OTLP)      ${processes.some((p) => p.name === 'otlp') ? `sink at ${env.OTEL_EXPORTER_OTLP_ENDPOINT}/__sink/spans` : env.OTEL_EXPORTER_OTLP_ENDPOINT || 'off'}
    errors (Sentry)    ${processes.some((p) => p.name === 'sentry') ? `sink at http://127.0.0.1:${ports.sentry}/__sink/events` : env.SENTRY_DSN ? 'Sentry' : 'off'}
    readiness, metrics http://127.0.0.1:${ports.api}${base}/api/ready   ${base}/api/metrics (admins, or Bearer METRICS_TOKEN)
  Ports: PORT, WEB_PORT, MAIL_SMTP_PORT, MAIL_UI_PORT, STRIPE_EMULATOR_PORT, OSRM_STAND_IN_PORT, SMS_EMULATOR_PORT, WEATHER_STAND_IN_PORT,
  S3_STAND_IN_PORT, OTLP_SINK_PORT, SENTRY_SINK_PORT (README "Ports").
`;
  return { env, processes, banner };
}
