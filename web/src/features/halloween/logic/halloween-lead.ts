import { HALLOWEEN_PROJECT_TYPE, type QuoteRequest } from '@sdp/shared/schemas/quote';
import type { LeadForm } from '@sdp/shared/schemas/lead';

/**
 * The next Halloween to count down to (docs/product-spec.md §4): October 31 of `now`'s year, or of the next year once it has begun.
 * Midnight Pacific; October 31 is always daylight time (UTC-7), since DST ends in November.
 */
export function halloweenTarget(now: Date): string {
  const thisYear = now.getUTCFullYear();
  const target = (year: number) => `${year}-10-31T00:00:00-07:00`;
  return now.getTime() < new Date(target(thisYear)).getTime() ? target(thisYear) : target(thisYear + 1);
}

export const HALLOWEEN_SERVICE_TYPES = ['Full Halloween Installation', 'Halloween Add-On to My Fall Porch', 'Delivery Only', 'Not sure yet'] as const;

/**
 * The quote a lead becomes (POST /api/quotes): project type "Halloween lead", a description of at least 10 characters. A lead, not a
 * booking: no text consent box here (docs/design.md §19 asks it on the forms that book), so the server's default (no texts) stands.
 */
export function leadQuoteRequest(lead: LeadForm): Omit<QuoteRequest, 'textConsent'> {
  const service = lead.serviceType?.trim() || 'Not sure yet';
  const message = lead.message?.trim() || 'No additional message';
  return {
    customerName: lead.name.trim(),
    customerEmail: lead.email.trim(),
    customerPhone: lead.phone?.trim() ?? '',
    projectType: HALLOWEEN_PROJECT_TYPE,
    projectDescription: `Halloween lead - ${service}. Message: ${message}`,
  };
}
