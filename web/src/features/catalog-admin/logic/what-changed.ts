/** How one field reads in a "what changed" line: its label, and money fields with a dollar sign. */
export interface FieldWords {
  label: string;
  money?: boolean;
}

const show = (value: unknown, money = false): string =>
  typeof value === 'boolean' ? (value ? 'yes' : 'no') : value === null || value === undefined || value === '' ? 'none' : money ? `$${String(value)}` : String(value);

/**
 * The fields a Save changed, in words for its confirmation ("Price $12.00 → $15.00; Offered yes → no"), or "Nothing changed."
 * Only the fields named in `words` are compared, in their order.
 */
export function whatChanged<T extends Record<string, unknown>>(before: T, after: T, words: Partial<Record<keyof T, FieldWords>>): string {
  const lines = (Object.entries(words) as [keyof T, FieldWords][]).flatMap(([key, { label, money }]) =>
    String(before[key] ?? '') === String(after[key] ?? '') ? [] : [`${label} ${show(before[key], money)} → ${show(after[key], money)}`],
  );
  return lines.length ? `${lines.join('; ')}.` : 'Nothing changed.';
}
