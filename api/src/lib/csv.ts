/**
 * One CSV cell (RFC 4180). Text that a spreadsheet would run as a formula (starting with = + - @, a tab or a carriage return) is
 * prefixed with an apostrophe (OWASP's CSV injection advice); a cell with a comma, quote or line break is quoted.
 */
export function csvText(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** A CSV document: a header row and rows of cells already written with `csvText` (or numbers we made), CRLF line ends. */
export const csvDocument = (header: readonly string[], rows: readonly (readonly string[])[]) =>
  [header.map(csvText), ...rows].map((cells) => cells.join(',')).join('\r\n') + '\r\n';
