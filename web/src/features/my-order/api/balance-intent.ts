import { unwrap } from '../../../lib/api-client.ts';
import { byToken } from './get-my-order.ts';

/** POST /api/my-order/{token}/balance-intent: the on-session PaymentIntent for the balance, made as the pay-balance link makes it. */
export const createMyOrderBalanceIntent = (token: string) => unwrap(byToken['balance-intent'].$post({ param: { token } }));

/** POST /api/my-order/{token}/card-setup: a SetupIntent for Stripe.js to confirm with the new card (no money moves). */
export const createCardSetup = (token: string) => unwrap(byToken['card-setup'].$post({ param: { token } }));
