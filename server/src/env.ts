import * as v from 'valibot';

const bool = v.pipe(
  v.optional(v.picklist(['true', 'false', '1', '0', '']), 'false'),
  v.transform((value) => value === 'true' || value === '1'),
);
const optionalString = v.optional(v.string(), '');
const url = (fallback?: string) =>
  fallback === undefined ? v.pipe(v.string(), v.url('must be a URL')) : v.optional(v.pipe(v.string(), v.url('must be a URL')), fallback);
const optionalUrl = v.optional(v.union([v.literal(''), v.pipe(v.string(), v.url('must be a URL'))], 'must be a URL or empty'), '');
const int = (fallback: number, min: number, max: number) =>
  v.pipe(v.optional(v.string(), String(fallback)), v.transform(Number), v.integer('must be a whole number'), v.minValue(min), v.maxValue(max));

/** Every setting of docs/design.md §3; process.env is read here and nowhere else. */
export const envSchema = v.object({
  NODE_ENV: v.optional(v.picklist(['development', 'test', 'production']), 'development'),
  DATABASE_URL: url('postgres://postgres@127.0.0.1:5432/sdpumpkin'),
  // NOTE: the owner's login, for migrations only (ADR 250): it owns every table and keeps the app role (DATABASE_URL's user) at rows
  // only. Empty: `npm run db:migrate` migrates as DATABASE_URL and grants nothing; `make start` and `make dev` set it themselves.
  DATABASE_OWNER_URL: v.optional(
    v.union([v.literal(''), v.pipe(v.string(), v.regex(/^postgres(ql)?:\/\/[^/]+\/[\w-]+/, 'must be a postgres:// URL with a database'))], 'must be a postgres:// URL with a database or empty'),
    '',
  ),
  // NOTE: the most PostgreSQL connections one API or workers process opens (ADR 171). Unset: 20 for the API, and for the workers
  // three per job in flight plus two, at most 30 (server/src/db/sql.ts). `make dev` and the test suite's live stacks set it low.
  DATABASE_POOL_MAX: v.optional(v.pipe(v.string(), v.transform(Number), v.integer('must be a whole number'), v.minValue(1), v.maxValue(100))),
  REDIS_URL: url('redis://127.0.0.1:6379'),
  // NOTE: Redis behind Sentinel (docs/design.md §25, ADR 271): `host:port,host:port` of the sentinels and the name they watch;
  // every connection then asks them for the primary, and follows a failover. REDIS_URL's password and db still apply.
  REDIS_SENTINELS: v.optional(v.pipe(v.string(), v.regex(/^$|^[\w.-]+(:\d{1,5})?(,[\w.-]+(:\d{1,5})?)*$/, 'must be host:port[,host:port…]')), ''),
  REDIS_SENTINEL_NAME: v.optional(v.pipe(v.string(), v.regex(/^[\w.-]*$/, 'letters, digits, . - _ only')), 'sdpumpkin'),
  // NOTE: behind PgBouncer in transaction mode (ADR 272): false sends every statement unnamed (postgres.js `prepare: false`), as
  // a pooled server connection may not hold the statement a client prepared. Unset: true (a direct PostgreSQL).
  DATABASE_PREPARE: v.pipe(v.optional(v.picklist(['true', 'false', '1', '0', '']), 'true'), v.transform((value) => value !== 'false' && value !== '0')),
  // NOTE: a direct PostgreSQL URL for what a transaction-mode pooler cannot carry (ADR 272): the catalog cache's LISTEN. Unset:
  // DATABASE_URL.
  DATABASE_DIRECT_URL: optionalUrl,
  REDIS_PREFIX: v.optional(v.pipe(v.string(), v.regex(/^[\w:.-]*$/, 'letters, digits, : . - _ only')), 'sdp'),
  PORT: int(3000, 0, 65535),
  BASE_PATH: v.optional(v.picklist(['', '/sdpumpkin'], "must be '' or '/sdpumpkin'"), ''),
  PUBLIC_URL: url('http://127.0.0.1:3000'),
  SESSION_SECRET: v.pipe(v.optional(v.string(), 'dev-only-session-secret-change-me-0123456789'), v.minLength(32, 'must be at least 32 characters')),
  STRIPE_SECRET_KEY: optionalString,
  STRIPE_PUBLISHABLE_KEY: optionalString,
  STRIPE_WEBHOOK_SECRET: optionalString,
  STRIPE_API_URL: optionalUrl,
  // Texts (docs/design.md §19): all three of SID, token and sender, or no texts at all (e-mail only). TWILIO_FROM is a number
  // (+1…) or a Messaging Service (MG…). TWILIO_API_URL points the SDK at the stand-in in dev/ (unset in production).
  TWILIO_ACCOUNT_SID: v.optional(v.union([v.literal(''), v.pipe(v.string(), v.regex(/^AC\w{32}$/, 'must be AC followed by 32 characters'))], 'must be AC followed by 32 characters'), ''),
  TWILIO_AUTH_TOKEN: optionalString,
  TWILIO_FROM: v.optional(v.union([v.literal(''), v.pipe(v.string(), v.regex(/^(\+[1-9]\d{6,14}|MG\w{32})$/, 'must be a number in E.164 (+1…) or a Messaging Service SID (MG…)'))], 'must be a number in E.164 (+1…) or a Messaging Service SID (MG…)'), ''),
  TWILIO_API_URL: optionalUrl,
  // Missed calls (docs/design.md §26, ADR 290): the phone Twilio's voice webhook forwards callers to (E.164). Empty: no phone to
  // ring, so every call is answered with a message and counts as missed (a lead and a text back).
  BUSINESS_FORWARD_TO: v.optional(v.union([v.literal(''), v.pipe(v.string(), v.regex(/^\+[1-9]\d{6,14}$/, 'must be a number in E.164 (+1…)'))], 'must be a number in E.164 (+1…)'), ''),
  SMTP_URL: v.optional(v.pipe(v.string(), v.regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')), 'smtp://127.0.0.1:1025'),
  MAIL_FROM: v.optional(v.string(), 'SD Pumpkin <hello@sdpumpkin.com>'),
  STAFF_NOTIFY_EMAIL: v.optional(v.pipe(v.string(), v.email('must be an e-mail address')), 'staff@sdpumpkin.com'),
  CRM_PROVIDER: v.optional(v.picklist(['none', 'hubspot'], "must be 'none' or 'hubspot'"), 'none'),
  HUBSPOT_TOKEN: optionalString,
  HUBSPOT_API_URL: url('https://api.hubapi.com'),
  WORKER_CONCURRENCY: int(8, 1, 256),
  // NOTE: the workers' CPU niceness (ADR 098): on shared cores a customer's request goes before a background e-mail; 0 = as the API.
  WORKERS_NICE: int(10, 0, 19),
  WEBHOOK_ALLOW_PRIVATE_TARGETS: bool,
  // NOTE: number of reverse proxies in front of the API whose X-Forwarded-For is believed ('true' = 1); 0 = use the socket address.
  TRUST_PROXY: v.pipe(
    v.optional(v.string(), '0'),
    v.transform((x) => ({ true: 1, false: 0, '': 0 } as Record<string, number>)[x] ?? Number(x)),
    v.integer('must be true, false or a number of proxies'),
    v.minValue(0),
    v.maxValue(10),
  ),
  // NOTE: per client IP and endpoint, per minute; 0 turns the limit off. Unset: 30, except NODE_ENV=test where feature tests must not be throttled.
  PUBLIC_POST_RATE_LIMIT: v.optional(v.pipe(v.string(), v.transform(Number), v.integer('must be a whole number'), v.minValue(0), v.maxValue(100000))),
  // NOTE: live unpaid orders (each holding a delivery spot) per client address and per e-mail; 0 turns the cap off (ADR 020).
  // Unset: 3, except NODE_ENV=test where feature tests create many orders from one address.
  // Staff sign-in attempts per client address per 15 minutes (a whole office behind one address shares it); default 50.
  LOGIN_ATTEMPTS_PER_IP: v.optional(v.pipe(v.string(), v.transform(Number), v.integer('must be a whole number'), v.minValue(1), v.maxValue(100000))),
  UNPAID_HOLDS_PER_CLIENT: v.optional(v.pipe(v.string(), v.transform(Number), v.integer('must be a whole number'), v.minValue(0), v.maxValue(1000))),
  // NOTE: an OSRM server for the crew's drive times (docs/design.md §20, ADR 125); empty = straight lines between zip centres.
  ROUTING_URL: optionalUrl,
  // NOTE: how long the run sheet waits for the router before it falls back to straight lines.
  ROUTING_TIMEOUT_MS: int(2500, 100, 30000),
  // NOTE: the National Weather Service API for weather care (docs/design.md §19, ADR 130); empty = off. Unset: api.weather.gov,
  // except with a loopback PUBLIC_URL (tests, e2e, bench on this machine), where it is off unless set (server/src/weather/nws.ts).
  WEATHER_API_URL: v.optional(v.union([v.literal(''), v.pipe(v.string(), v.url('must be a URL'))], 'must be a URL or empty')),
  // NOTE: the San Diego hour (0-23) the daily weather care run starts, PDT or PST (ADR 137).
  WEATHER_CHECK_HOUR: int(6, 0, 23),
  WEB_DIST_DIR: optionalString,
  LOG_LEVEL: v.optional(v.picklist(['debug', 'info', 'warn', 'error', 'silent']), 'info'),
  /** Where staff uploads are stored (docs/design.md §13); relative paths are from the API's working directory. */
  UPLOADS_DIR: v.optional(v.pipe(v.string(), v.minLength(1, 'must be a directory path')), '.data/uploads'),
  // NOTE: S3-compatible object storage for the photographs (docs/design.md §24, ADR 240). S3_BUCKET set: every image object is kept
  // there (UPLOADS_DIR is then only what `make move-uploads` reads); unset: under UPLOADS_DIR, which one host alone sees and no
  // backup covers. S3_ENDPOINT empty = AWS itself; keys both or neither (neither = the SDK's own chain, e.g. an instance role).
  S3_BUCKET: v.optional(v.union([v.literal(''), v.pipe(v.string(), v.regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be a bucket name (3-63 of a-z 0-9 . -)'))], 'must be a bucket name (3-63 of a-z 0-9 . -)'), ''),
  S3_ENDPOINT: optionalUrl,
  S3_REGION: v.optional(v.pipe(v.string(), v.regex(/^[a-z0-9-]+$/, 'must be a region name such as us-west-2')), 'us-east-1'),
  // NOTE: true for MinIO, s3rver and most non-AWS services: the bucket goes in the path, not the host name.
  S3_FORCE_PATH_STYLE: bool,
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  GTM_ID: optionalString,
  GA_MEASUREMENT_ID: optionalString,
  META_PIXEL_ID: optionalString,
  GOOGLE_ADS_ID: optionalString,
  GOOGLE_ADS_QUOTE_LABEL: optionalString,
  GOOGLE_ADS_ORDER_LABEL: optionalString,
  GOOGLE_ADS_PURCHASE_LABEL: optionalString,
  /** The place's "write a review" link on Google (ADR 124); empty: the review request offers the private note only. */
  GOOGLE_REVIEW_URL: optionalUrl,
  // Telemetry (docs/design.md §25, issue 39). Traces go over OTLP/HTTP to this endpoint (`/v1/traces` is appended); unset = no
  // tracing at all (nothing loaded, nothing measured). Only the JSON encoding is shipped (ADR 260).
  OTEL_EXPORTER_OTLP_ENDPOINT: optionalUrl,
  OTEL_EXPORTER_OTLP_PROTOCOL: v.optional(v.picklist(['http/json'], "must be 'http/json' (the OTLP/HTTP JSON exporter is the one installed)"), 'http/json'),
  // Errors to Sentry (or any service speaking its envelope protocol); unset = off. The release names the build in each event.
  SENTRY_DSN: optionalUrl,
  SENTRY_RELEASE: optionalString,
  // The request duration histogram of GET /api/metrics; 'off' only to measure what it costs (make bench, ADR 263).
  HTTP_METRICS: v.optional(v.picklist(['on', 'off'], "must be 'on' or 'off'"), 'on'),
  // A bearer token that may read GET /api/metrics (Prometheus); admins may read it signed in. Empty: admins only.
  METRICS_TOKEN: v.optional(v.union([v.literal(''), v.pipe(v.string(), v.minLength(24, 'must be at least 24 characters'))], 'must be at least 24 characters or empty'), ''),
});
export type Env = v.InferOutput<typeof envSchema>;

/** Validate an environment; returns the settings or one line per bad value. */
export function parseEnv(source: Record<string, string | undefined>): { ok: true; env: Env } | { ok: false; problems: string[] } {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== undefined));
  const result = v.safeParse(envSchema, cleaned);
  if (result.success) {
    const refused = [...databaseRefusals(result.output), ...objectStorageProblems(result.output), ...productionRefusals(result.output)];
    return refused.length === 0 ? { ok: true, env: result.output } : { ok: false, problems: refused };
  }
  const problems = result.issues.map((issue) => {
    const key = issue.path?.map((p) => String(p.key)).join('.') ?? '(env)';
    return `${key}: ${issue.message}${issue.input === undefined ? '' : ` (got ${JSON.stringify(redact(key, issue.input))})`}`;
  });
  return { ok: false, problems };
}

/** Object storage settings that cannot work together (ADR 240). */
function objectStorageProblems(env: Env): string[] {
  const problems: string[] = [];
  if (!env.S3_BUCKET && (env.S3_ENDPOINT || env.S3_ACCESS_KEY_ID || env.S3_SECRET_ACCESS_KEY)) {
    problems.push('S3_BUCKET: required when S3_ENDPOINT or S3 keys are set (else photographs would silently stay on this disk)');
  }
  if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
    problems.push('S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: set both or neither (neither = the SDK finds credentials itself)');
  }
  return problems;
}

// NOTE: the schema's fallback and .env.example's placeholder: anyone can read both, so neither keys a real site's sessions.
const PUBLIC_SESSION_SECRETS = ['dev-only-session-secret-change-me-0123456789', 'change-me-to-a-long-random-string-of-32-plus-chars'];
const LOOPBACK_HOSTS = ['127.0.0.1', 'localhost', '[::1]'];
/** What card payments need; `make start` on this machine warns when they are missing (scripts/start-settings.mjs). */
export const STRIPE_SETTINGS = ['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET'] as const;

/**
 * Valid settings that must never reach a site customers use (ADR 022). A loopback PUBLIC_URL is the production build tried on
 * this machine (make start, e2e, bench): it may stay on http and send webhooks to local stand-ins.
 */
function productionRefusals(env: Env): string[] {
  if (env.NODE_ENV !== 'production') return [];
  const problems: string[] = [];
  if (PUBLIC_SESSION_SECRETS.includes(env.SESSION_SECRET)) problems.push('SESSION_SECRET: the published default is refused in production; set 32+ random characters');
  const url = new URL(env.PUBLIC_URL);
  if (LOOPBACK_HOSTS.includes(url.hostname)) return problems;
  if (url.protocol !== 'https:') problems.push(`PUBLIC_URL: must be https in production (got ${JSON.stringify(env.PUBLIC_URL)})`);
  if (env.WEBHOOK_ALLOW_PRIVATE_TARGETS) problems.push('WEBHOOK_ALLOW_PRIVATE_TARGETS: must be false in production (webhooks could reach internal addresses)');
  // NOTE: without them every checkout answers 503 "please call" and no deposit is ever taken (ADR 088).
  const stripe = STRIPE_SETTINGS.filter((key) => !env[key]);
  if (stripe.length > 0) problems.push(`${stripe.join(', ')}: required in production, else every checkout is refused (ADR 088)`);
  // NOTE: photographs on this host's disk are in no backup and unseen by a second host (docs/design.md §24, ADR 240).
  if (!env.S3_BUCKET) problems.push('S3_BUCKET: required in production, else the crew\'s photographs stay on this disk, outside every backup (ADR 240)');
  return problems;
}

/** The app must not log in as the owner: that is the one login that may drop a table (ADR 250). */
function databaseRefusals(env: Env): string[] {
  if (!env.DATABASE_OWNER_URL) return [];
  const app = decodeURIComponent(new URL(env.DATABASE_URL).username || 'postgres');
  const owner = decodeURIComponent(new URL(env.DATABASE_OWNER_URL).username || 'postgres');
  return app === owner ? [`DATABASE_URL: logs in as "${app}", the owner of DATABASE_OWNER_URL; the app needs a role of its own (README "Database roles")`] : [];
}

function redact(key: string, value: unknown) {
  return /SECRET|TOKEN|KEY|PASSWORD|OWNER_URL/.test(key) ? '***' : value;
}

let cached: Env | undefined;
/** The validated process environment; exits with one line per problem when it is not valid. */
export function loadEnv(): Env {
  if (cached) return cached;
  const parsed = parseEnv(process.env);
  if (!parsed.ok) {
    for (const line of parsed.problems) console.error(`config error: ${line}`);
    process.exit(1);
  }
  cached = parsed.env;
  return cached;
}
