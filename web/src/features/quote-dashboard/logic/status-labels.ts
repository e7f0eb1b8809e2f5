import { QUOTE_STATUSES, type QuoteStatus } from '@sdp/shared/constants/business';

export const QUOTE_STATUS_LABELS: Record<QuoteStatus, string> = {
  pending: 'Pending',
  contacted: 'Contacted',
  quoted: 'Quoted',
  closed: 'Closed',
};

export const QUOTE_STATUS_OPTIONS = QUOTE_STATUSES.map((value) => ({ value, label: QUOTE_STATUS_LABELS[value] }));
