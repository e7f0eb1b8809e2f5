import * as v from 'valibot';

// The visit events of docs/design.md §21 (ADR 122), as the site sends them. Not exported from index.ts: the site's beacon is a few
// lines with no imports (web/src/lib/site-events.ts), and only the API reads this schema.

export const SITE_EVENT_KINDS = ['page_view', 'order_dialog_opened', 'checkout_started'] as const;
export type SiteEventKind = (typeof SITE_EVENT_KINDS)[number];

const short = (max: number, what: string) => v.pipe(v.string(what), v.maxLength(max, `${what} is too long`));

/** POST /api/events: one thing a visitor did on the site. */
export const siteEventSchema = v.object({
  kind: v.picklist(SITE_EVENT_KINDS, 'kind must be page_view, order_dialog_opened or checkout_started'),
  path: v.pipe(v.string('path must be the page path'), v.startsWith('/', 'path must start with /'), v.maxLength(300, 'path is too long')),
  referrer: v.optional(short(1000, 'referrer must be an address')),
  utm: v.optional(v.object({
    source: v.optional(short(100, 'utm.source must be text')),
    medium: v.optional(short(100, 'utm.medium must be text')),
    campaign: v.optional(short(100, 'utm.campaign must be text')),
  })),
});
export type SiteEvent = v.InferOutput<typeof siteEventSchema>;

/**
 * The screens behind a staff login (web/src/routes): a visit to one is staff at work, never a site visit (issue 36 item 16). The
 * database's is_staff_path() (migration 710) says the same for events already stored; a test holds the two equal.
 */
export const STAFF_PATHS = ['/dashboard', '/admin', '/zapier', '/login', '/orders', '/catalog', '/crew', '/run-sheet', '/pipeline', '/customers', '/insights', '/renewals', '/leads', '/gift-card-lookup'] as const;

/** Whether `path` is a staff screen or under one ("/orders/…"), not a public page that merely starts alike ("/renew/…"). */
export const isStaffPath = (path: string): boolean => STAFF_PATHS.some((p) => path === p || path.startsWith(`${p}/`));
