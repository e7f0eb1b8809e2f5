import type Stripe from 'stripe';

/** Stripe's list envelope. The emulator answers every list in one page (`has_more: false`). */
export const listOf = <T>(data: T[], url: string): Stripe.ApiList<T> => ({ object: 'list', data, has_more: false, url });
