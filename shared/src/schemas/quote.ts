import * as v from 'valibot';
import { FIELD_MESSAGES as M } from '../constants/messages.ts';
import { QUOTE_STATUSES } from '../constants/business.ts';
import { customerEmail, customerName, customerPhone, optionalText, trimmed } from './fields.ts';

export const PROJECT_TYPES = ['business', 'hoa', 'public', 'event', 'other'] as const;
export const PROJECT_TYPE_LABELS: Record<(typeof PROJECT_TYPES)[number], string> = {
  business: 'Business Display',
  hoa: 'HOA Community',
  public: 'Public Space',
  event: 'Special Event',
  other: 'Other',
};
/** A quote's project type as people say it ("hoa" -> "HOA Community"); landing-page types are already words. */
export function projectTypeLabel(projectType: string): string {
  return (PROJECT_TYPE_LABELS as Record<string, string>)[projectType] ?? projectType;
}

export const LANDING_PROJECT_TYPES = ['Full Service', 'Delivery + DIY Guide'] as const;
export const HALLOWEEN_PROJECT_TYPE = 'Halloween lead';

/** Quote dialog on the home page (docs/product-spec.md §5). */
export const quoteDialogFormSchema = v.object({
  customerName,
  customerEmail,
  customerPhone,
  projectType: v.picklist(PROJECT_TYPES, M.projectType),
  projectDescription: v.pipe(trimmed(5000), v.minLength(10, M.projectDescription)),
  textConsent: v.optional(v.boolean(), false),
});
export type QuoteDialogForm = v.InferInput<typeof quoteDialogFormSchema>;

/**
 * POST /api/quotes: one endpoint behind three forms (dialog, landing, Halloween lead), so the phone may be empty
 * (landing: "sent as empty string if missing") and the project type is free text within a bound.
 */
export const quoteRequestSchema = v.object({
  customerName,
  customerEmail,
  customerPhone: v.optional(v.union([v.literal(''), customerPhone], M.phone), ''),
  projectType: v.pipe(trimmed(80), v.nonEmpty(M.projectType)),
  projectDescription: v.pipe(trimmed(5000), v.minLength(10, M.projectDescription)),
  // NOTE: docs/design.md §19: the quote form's own unticked box; carried to the household with its words and time.
  textConsent: v.optional(v.boolean('textConsent must be true or false'), false),
});
export type QuoteRequest = v.InferOutput<typeof quoteRequestSchema>;

/** Landing page quote form: no enforced rules beyond the input types (docs/product-spec.md §5). */
export const landingQuoteFormSchema = v.object({
  name: v.pipe(trimmed(120), v.minLength(2, M.name)),
  email: customerEmail,
  phone: optionalText(40),
  message: optionalText(2000),
});
export type LandingQuoteForm = v.InferInput<typeof landingQuoteFormSchema>;

/** "Landing page quote request - {projectType}. Message: {message or 'No additional message'}" (docs/product-spec.md §7). */
export function landingQuoteDescription(projectType: string, message: string | undefined): string {
  const text = message?.trim() ? message.trim() : 'No additional message';
  return `Landing page quote request - ${projectType}. Message: ${text}`;
}

export const quoteStatusSchema = v.object({ status: v.picklist(QUOTE_STATUSES, 'Status must be pending, contacted, quoted or closed') });

/** "Turn into a quote" from a missed call's lead (docs/design.md §26, ADR 292): the request form's fields, without the caller's text consent, which only the caller gives. */
export const leadQuoteSchema = v.omit(quoteRequestSchema, ['textConsent']);
export type LeadQuoteRequest = v.InferOutput<typeof leadQuoteSchema>;
