import { csvDocument } from '@sdp/shared/csv';
import type { CustomQuote } from '@sdp/shared/wire';
import { businessDate, projectTypeLabel } from '../../../lib/staff-format.ts';
import { quoteStatus } from './quote-stats.ts';

/** The export's columns: docs/product-spec.md §9's, in its order, then the project description staff need to answer a request (issue 13). */
export const QUOTE_CSV_COLUMNS = [
  'Date',
  'Customer Name',
  'Email',
  'Phone',
  'Project Type',
  'Status',
  'CRM Provider',
  'CRM Synced',
  'Email Sent',
  'Project Description',
] as const;

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

/** The quotes as a CSV document through the product's one writer (shared/src/csv.ts): bare headings, every text value quoted and defused. */
export function buildQuotesCsv(quotes: readonly CustomQuote[]): string {
  const rows = quotes.map((quote) => [
    businessDate(quote.createdAt),
    quote.customerName,
    quote.customerEmail,
    quote.customerPhone,
    projectTypeLabel(quote.projectType),
    quoteStatus(quote),
    quote.crmProvider ?? '',
    yesNo(Boolean(quote.crmContactId)),
    yesNo(quote.emailConfirmationSent),
    quote.projectDescription,
  ]);
  return csvDocument(QUOTE_CSV_COLUMNS, rows);
}

/** "quotes-2026-11-22.csv", named by today's Pacific date. */
export const quotesCsvFileName = (now: Date = new Date()) => `quotes-${businessDate(now)}.csv`;
