import { unwrap } from '../../../lib/api-client.ts';
import { byToken } from './get-my-order.ts';

/** What the customer chose in the tip chooser: no tip, a percent of the order's total, or an amount in dollars. */
export type TipChoice = { kind: 'none' } | { kind: 'percent'; percent: 10 | 15 | 20 } | { kind: 'amount'; amount: string };

/** POST /api/my-order/{token}/tip: the PaymentIntent for a tip (with the balance, or on its own with the saved or a new card). */
export async function createTip(token: string, choice: Exclude<TipChoice, { kind: 'none' }>, card: 'saved' | 'new') {
  const json = choice.kind === 'percent' ? { percent: choice.percent, card } : { amount: choice.amount, card };
  const answer = await unwrap(byToken.tip.$post({ param: { token }, json }));
  // NOTE: no client secret: this tip was already paid (a second tab, a double tap); nothing more to charge.
  if (!answer.clientSecret) throw new Error('Your tip has already been paid. Thank you!');
  return { ...answer, clientSecret: answer.clientSecret };
}
