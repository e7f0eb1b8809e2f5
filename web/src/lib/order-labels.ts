import type { BalanceStatus, OrderStatus } from '@sdp/shared/constants/business';
import { formatUsd, toCents } from '@sdp/shared/money';
import type { PillTone } from '../components/ui/status-pill.tsx';
import { ORDER_STATUS } from './sync-state.ts';

export const usd = (amount: string) => formatUsd(toCents(amount), { alwaysCents: true });

export const STATUS_LABEL = Object.fromEntries(Object.entries(ORDER_STATUS).map(([k, v]) => [k, v.label])) as Record<OrderStatus, string>;
export const STATUS_TONE = Object.fromEntries(Object.entries(ORDER_STATUS).map(([k, v]) => [k, v.tone])) as Record<OrderStatus, PillTone>;

export const BALANCE_LABEL: Record<BalanceStatus, string> = {
  none: 'Balance not started',
  scheduled: 'Balance scheduled',
  processing: 'Balance charging',
  paid: 'Balance paid',
  action_required: 'Balance needs the customer',
  failed: 'Balance failed',
};

export const BALANCE_TONE: Record<BalanceStatus, PillTone> = {
  none: 'neutral',
  scheduled: 'waiting',
  processing: 'waiting',
  paid: 'good',
  action_required: 'bad',
  failed: 'bad',
};

/** Balances staff must chase: the card asked for the customer (3-D Secure) or was declined (docs/design.md §11). */
export const needsAttention = (balanceStatus: BalanceStatus) => balanceStatus === 'failed' || balanceStatus === 'action_required';
