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

/**
 * One CSV field: always quoted, inner quotes doubled. A value a spreadsheet would run as a formula (starting with = + - @, tab
 * or carriage return) gets a leading apostrophe, so a customer's name can never execute in staff's spreadsheet.
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
}

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

/** The quotes as a CSV document (RFC 4180: CRLF line ends); the header is bare (plain words), every value is quoted. */
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
  return [QUOTE_CSV_COLUMNS.join(','), ...rows.map((row) => row.map(csvCell).join(','))].join('\r\n') + '\r\n';
}

/** "quotes-2026-11-22.csv", named by today's Pacific date. */
export const quotesCsvFileName = (now: Date = new Date()) => `quotes-${businessDate(now)}.csv`;
