import { describe, expect, it } from 'vitest';
import { csvCell } from '@sdp/shared/csv';
import { buildQuotesCsv, quotesCsvFileName } from './quotes-csv.ts';
import { aQuote } from './test-quotes.ts';

describe('quotes CSV export', () => {
  it('has the columns of the spec, then the project description, then one quoted row per quote', () => {
    const csv = buildQuotesCsv([aQuote({ crmProvider: 'hubspot', crmContactId: '901', emailConfirmationSent: true, status: 'quoted' })]);
    const [header, row, end] = csv.split('\r\n');
    expect(header).toBe('Date,Customer Name,Email,Phone,Project Type,Status,CRM Provider,CRM Synced,Email Sent,Project Description');
    expect(row).toBe('"2026-11-22","Avery Lane","avery@example.com","(858) 555-0101","Business Display","quoted","hubspot","Yes","Yes","Storefront display for the season"');
    expect(end).toBe('');
  });

  it('writes pending for a missing status and No for what has not happened', () => {
    const row = buildQuotesCsv([aQuote({ status: undefined as never })]).split('\r\n')[1];
    expect(row).toBe('"2026-11-22","Avery Lane","avery@example.com","(858) 555-0101","Business Display","pending","","No","No","Storefront display for the season"');
  });

  it('carries the project description in one field, line breaks and all (issue 13, item 10)', () => {
    const csv = buildQuotesCsv([aQuote({ projectDescription: 'Two planters, "harvest" theme,\nand the entry' })]);
    expect(csv.split('\r\n')[1]?.endsWith(',"Two planters, ""harvest"" theme,\nand the entry"')).toBe(true);
  });

  it('dates a quote by its Pacific calendar day', () => {
    const row = buildQuotesCsv([aQuote({ createdAt: '2026-11-23T05:00:00.000Z' })]).split('\r\n')[1];
    expect(row?.startsWith('"2026-11-22",')).toBe(true);
  });

  it('doubles quotes and keeps commas and line breaks inside one field', () => {
    expect(csvCell('Jo "JJ" Smith, Jr.\nApt 2')).toBe('"Jo ""JJ"" Smith, Jr.\nApt 2"');
  });

  it('defuses values a spreadsheet would run as formulas', () => {
    for (const value of ['=HYPERLINK("x")', '+1 858 555 0101', '-2+3', '@SUM(A1)', '\tcmd', '\rcmd']) {
      expect(csvCell(value)).toBe(`"'${value.replace(/"/g, '""')}"`);
    }
    expect(csvCell('a=b')).toBe('"a=b"');
  });

  it('is named by the date', () => {
    expect(quotesCsvFileName(new Date('2026-11-22T20:00:00Z'))).toBe('quotes-2026-11-22.csv');
  });
});
