/** Escape text for HTML bodies and attribute values. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);
}

export const formatAmount = (cents: number, currency: string) =>
  (cents / 100).toLocaleString('en-US', { style: 'currency', currency: currency.toUpperCase() });
