import { describe, expect, it } from 'vitest';
import { toCsv } from '@sdp/shared/csv';

describe('toCsv', () => {
  const columns = [
    { heading: 'Community', cell: (r: { key: string; cents: number }) => r.key },
    { heading: 'Revenue ($)', cell: (r: { key: string; cents: number }) => (r.cents / 100).toFixed(2) },
    { heading: 'Orders', cell: (r: { key: string; cents: number }) => r.cents % 7 },
  ];

  it('writes a heading and a row per record, CRLF, numbers as they are, text quoted (issue 35, item 13)', () => {
    expect(toCsv([{ key: 'Del Mar', cents: 182_500 }], columns)).toBe('Community,Revenue ($),Orders\r\n"Del Mar",1825.00,3\r\n');
  });

  it('quotes commas, quotes and line breaks, and defuses what a spreadsheet would run as a formula', () => {
    const csv = toCsv([{ key: 'Rancho Santa Fe, "The Covenant"', cents: 0 }, { key: '=HYPERLINK("http://x")', cents: 0 }, { key: '-2+3', cents: 0 }, { key: 'a\nb', cents: 0 }], columns);
    expect(csv.split('\r\n').slice(1, 5)).toEqual([
      '"Rancho Santa Fe, ""The Covenant""",0.00,0',
      '"\'=HYPERLINK(""http://x"")",0.00,0',
      '"\'-2+3",0.00,0',
      '"a\nb",0.00,0',
    ]);
  });
});
