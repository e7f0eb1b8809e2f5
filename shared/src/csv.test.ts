import { describe, expect, it } from 'vitest';
import { csvCell, csvDocument, defuseFormulas, toCsv } from './csv.ts';

/** The cells a reader that ignores quotes would see, splitting on any of the separators a spreadsheet may use. */
const naiveCells = (csv: string) => csv.split(/[,;\t\r\n]/).map((cell) => cell.replace(/^[ "]+/, ''));
const FORMULA_START = /^[=+\-@]/;

describe('the CSV writer', () => {
  it('quotes every text cell and leaves numbers bare, so sums still work', () => {
    expect(csvDocument(['Customer', 'Amount (USD)', 'Count'], [['Del Mar', '-50.00', 3], ['', null, 0]])).toBe(
      'Customer,Amount (USD),Count\r\n"Del Mar",-50.00,3\r\n"",,0\r\n');
    expect(csvCell('2026-10-01')).toBe('"2026-10-01"');
    expect(csvCell('Jo "JJ" Smith, Jr.\nApt 2')).toBe('"Jo ""JJ"" Smith, Jr.\nApt 2"');
  });

  it('defuses a formula at the start of a cell, as before', () => {
    for (const value of ['=HYPERLINK("x")', '+1 858 555 0101', '-2+3', '@SUM(A1)', '\tcmd', '\rcmd']) {
      expect(csvCell(value)).toBe(`"'${value.replace(/"/g, '""')}"`);
    }
    expect(csvCell('a=b')).toBe('"a=b"');
    expect(csvCell('Smith - Jones')).toBe('"Smith - Jones"');
  });

  it('defuses a formula after any separator inside a cell, not only at its start', () => {
    expect(defuseFormulas("x;=cmd|' /C calc'!A0")).toBe("x;'=cmd|' /C calc'!A0");
    expect(defuseFormulas('Ana,"=HYPERLINK(""http://evil.example"")"')).toBe('Ana,"\'=HYPERLINK(""http://evil.example"")"');
    expect(defuseFormulas('a, =1+1')).toBe("a, '=1+1");
    expect(defuseFormulas('\t=cmd')).toBe("'\t'=cmd");
    expect(defuseFormulas('line\r\n@SUM(A1)')).toBe("line\r\n'@SUM(A1)");
    expect(defuseFormulas('Two planters, "harvest" theme,\nand the entry')).toBe('Two planters, "harvest" theme,\nand the entry');
  });

  it('leaves no cell starting with a formula, however a reader splits the document', () => {
    const hostile = ["x;=cmd|' /C calc'!A0", 'a,"=1+1"', 'b\t+1', ' c\n-1+1', '"@SUM(A1:A9)"', "d; '=2", '=1;=2,=3'];
    const csv = toCsv(hostile, [{ heading: 'Name', cell: (value) => value }]);
    const starts = naiveCells(csv).filter((cell) => FORMULA_START.test(cell));
    expect(starts).toEqual([]);
  });

  it('writes a heading that would need it quoted and defused too', () => {
    expect(csvDocument(['Fall 2026 ($)', 'Community, zip', '=x'], [])).toBe('Fall 2026 ($),"Community, zip","\'=x"\r\n');
  });
});
