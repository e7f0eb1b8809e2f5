import { luhnValid } from '@sdp/shared/luhn';
/**
 * Personal data out of telemetry (docs/design.md §25): whatever a span attribute or an error report carries, e-mail addresses,
 * phone numbers, card numbers and tokens (the signed links' secrets, API keys) leave this process as a placeholder. One rule for
 * traces (tracing.ts) and errors (errors.ts), so what one hides the other cannot show.
 */

const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g;
// A North American number however written (+1 619 555 0100, (619) 555-0100, 6195550100), or any E.164 number.
const PHONE = /(?<![\w])(?:\+\d{7,15}|(?:\+?1[\s.-]?)?\(?\d{3}\)?[\s.-]?\d{3}[\s.-]?\d{4})(?![\w])/g;
// 13 to 19 digits, spaces or dashes between groups allowed; redacted when they pass the Luhn check (timestamps mostly do not).
const CARD_LIKE = /(?<!\d)\d(?:[ -]?\d){12,18}(?!\d)/g;
// Long runs of letters and digits (signed link tokens, session ids, API keys, JWTs); a UUID (a row's id) is not a secret.
const TOKEN_LIKE = /[A-Za-z0-9_\-.~+/=]{24,}/g;
const UUID_IN_TEXT = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;

/** A token-like run is a secret when, UUIDs (rows' ids) taken out, a piece of it between separators is long and mixes letters and
 * digits: a signed link's token or a key is, a job id (`<uuid>:email:order_recap`) or a route is not. */
const isSecretLike = (run: string) =>
  run.replace(UUID_IN_TEXT, '').split(/[:./]/).some((part) => part.length >= 20 && /\d/.test(part) && /[A-Za-z]/.test(part));

/** The text with every e-mail, phone, card number and token replaced by a placeholder. */
export function scrubText(text: string): string {
  if (text.length < 7) return text;
  return text
    .replace(EMAIL, '[email]')
    .replace(CARD_LIKE, (run) => (luhnValid(run.replace(/\D/g, '')) ? '[card]' : run))
    .replace(TOKEN_LIKE, (run) => (isSecretLike(run) ? '[token]' : run))
    .replace(PHONE, '[phone]');
}

/** A value with every string in it scrubbed (objects and arrays walked, at most `depth` levels). */
export function scrubValue<T>(value: T, depth = 8): T {
  if (typeof value === 'string') return scrubText(value) as T;
  if (depth <= 0 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item) => scrubValue(item, depth - 1)) as T;
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, scrubValue(v, depth - 1)])) as T;
}

/** The path of a URL (no query, no fragment) with its secret-looking segments scrubbed: what a span may say about a request. */
export function scrubUrl(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.origin}${scrubText(decodeURIComponent(parsed.pathname))}`;
  } catch {
    return scrubText(url.split('?')[0]!);
  }
}
