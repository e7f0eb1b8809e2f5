import type { FieldPath, UseFormReturn } from 'react-hook-form';
import { ApiError } from '../../../lib/api-fetch.ts';
import type { SeasonForm } from './season-form.ts';

const SAME_NAME = new Set<string>([
  'bookingOpensAt', 'saleStartsAt', 'saleEndsAt', 'promoBannerEndsAt', 'bookingDeadline', 'peakSeasonAt', 'freeChangeDays',
  'refundableDepositPercent', 'renewalOffersAt', 'renewalHoldDays', 'referralDiscount', 'neighbourDiscount',
] satisfies (keyof SeasonForm)[]);
const LEVEL_FIELD = { 'white-glove': 'whiteGlove', 'drop-off': 'dropOff' } as const;

/**
 * The form field an API issue about a season save is at (issue 36 item 1): the API names the body's field (`renewalOffersAt`,
 * `deliveryDates`, `capacity.2027-10-04.drop-off`), the form shows it at its own (`dates.0.dropOff`). Null when the form has no
 * such field (a toast says it instead).
 */
export function seasonFieldOf(path: string, form: Pick<SeasonForm, 'dates'>): FieldPath<SeasonForm> | null {
  const [head, date, level] = path.split('.');
  if (head && SAME_NAME.has(head)) return head as keyof SeasonForm;
  if (head === 'deliveryDates') return 'dates';
  if (head === 'pickupDates') return 'pickupDates';
  if (head !== 'capacity') return null;
  const row = form.dates.findIndex((r) => r.date === date);
  if (row < 0) return 'dates';
  return level === 'white-glove' || level === 'drop-off' ? `dates.${row}.${LEVEL_FIELD[level]}` : `dates.${row}.date`;
}

/** Show each issue of a refused season save at its field, the first one focused. */
export function showSeasonIssues(form: UseFormReturn<SeasonForm>, error: unknown): void {
  if (!(error instanceof ApiError)) return;
  error.issues.forEach((issue, i) => {
    const field = seasonFieldOf(issue.path, form.getValues());
    if (field) form.setError(field, { type: 'server', message: issue.message }, { shouldFocus: i === 0 });
  });
}
