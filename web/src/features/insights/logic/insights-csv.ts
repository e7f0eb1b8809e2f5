/** One column of a CSV: its heading and how a row gives its cell. */
export interface CsvColumn<Row> { heading: string; cell: (row: Row) => string | number | null }

/**
 * RFC 4180 CSV of `rows` (CRLF line ends, fields quoted when they hold a comma, quote or line break). A text cell that a spreadsheet
 * would run as a formula (= + - @, tab, carriage return first) is prefixed with an apostrophe (OWASP's CSV injection advice); numbers
 * stay numbers.
 */
export function toCsv<Row>(rows: readonly Row[], columns: readonly CsvColumn<Row>[]): string {
  const field = (value: string | number | null) => {
    if (value === null) return '';
    if (typeof value === 'number') return String(value);
    const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
    return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
  };
  return [columns.map((c) => field(c.heading)), ...rows.map((row) => columns.map((c) => field(c.cell(row))))].map((line) => line.join(',')).join('\r\n') + '\r\n';
}

/** Offer a CSV as a download named `filename` (the browser saves it; nothing leaves the page). */
export function downloadCsv(filename: string, csv: string): void {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
