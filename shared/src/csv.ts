// The product's one CSV writer (RFC 4180, CRLF line ends; ADR 166): the bookkeeping download, the staff quotes
// export and the insights downloads all write through it. Not in index.ts: only those three read it.

/** A cell as a caller gives it: text, a number, or nothing (an empty cell). */
export type CsvValue = string | number | null;

/** One column of a CSV: its heading and how a row gives its cell. */
export interface CsvColumn<Row> { heading: string; cell: (row: Row) => CsvValue }

// NOTE: a plain decimal ("-50.00", "3") is all a bare cell may be: a spreadsheet reads it as a number, never as a formula.
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

/**
 * Every place a spreadsheet, or a reader splitting on another separator (`;` in much of Europe, a tab, a line break), could start a
 * cell: the start of the text and just after any separator, past spaces and quotes. A formula's first character there (= + - @, a
 * tab or a carriage return) gets an apostrophe before it, so the text is read as text (OWASP's CSV injection advice).
 */
const CELL_START = /(?<=^|[,;\t\r\n])([ "']*)(?=[=+\-@\t\r])/g;

/** `text` with an apostrophe before every formula that could start a cell in it. */
export const defuseFormulas = (text: string): string => text.replace(CELL_START, "$1'");

/**
 * One CSV cell: a number (or a plain decimal string) bare, so sums still work; every other text quoted, inner quotes doubled, and
 * its formulas defused wherever a cell could start; null empty.
 */
export function csvCell(value: CsvValue): string {
  if (value === null) return '';
  const text = String(value);
  if (PLAIN_NUMBER.test(text)) return text;
  return `"${defuseFormulas(text).replaceAll('"', '""')}"`;
}

// NOTE: headings are the product's own words: bare when nothing in them needs quoting or defusing, as every one of them is today.
const headingCell = (heading: string) => (/[",\r\n]/.test(heading) || defuseFormulas(heading) !== heading ? csvCell(heading) : heading);

/** A CSV document: a heading row, then a row per record. */
export const csvDocument = (headings: readonly string[], rows: readonly (readonly CsvValue[])[]): string =>
  [headings.map(headingCell).join(','), ...rows.map((cells) => cells.map(csvCell).join(','))].join('\r\n') + '\r\n';

/** A CSV document of `rows` by columns. */
export const toCsv = <Row>(rows: readonly Row[], columns: readonly CsvColumn<Row>[]): string =>
  csvDocument(columns.map((c) => c.heading), rows.map((row) => columns.map((c) => c.cell(row))));
