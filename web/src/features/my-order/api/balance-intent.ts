import { unwrap } from '../../../lib/api-client.ts';
import { byToken } from './get-my-order.ts';

/** POST /api/my-order/{token}/balance-intent: the on-session PaymentIntent for the balance, as the pay-balance link makes it. */
export const createMyOrderBalanceIntent = (token: string) => unwrap(byToken['balance-intent'].$post({ param: { token } }));
