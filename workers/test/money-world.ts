import { beforeAll } from 'vitest';
import { signedIn } from '../../api/src/features/auth/staff-fixtures.ts';
import { useTestContext, type TestContext } from '../../api/test/harness.ts';
import { useStripeEmulator, type StripeTestHandle } from '../../api/test/stripe-emulator.ts';
import { useStandIns, useWorkers, type StandIns } from './stand-ins.ts';

export interface MoneyWorld { ctx: TestContext; stand: StandIns; stripe: StripeTestHandle; staff: { cookie: string } }

/**
 * Everything the balance tests run against (docs/design.md §11): the API, PostgreSQL, Redis, the workers, the Stripe emulator sending
 * signed webhooks to the API over HTTP, the SMTP catcher and the Zapier sink; delivery weeks without a capacity limit; a staff session.
 */
export function useMoneyWorld(): MoneyWorld {
  const ctx = useTestContext();
  const stand = useStandIns();
  const stripe = useStripeEmulator(ctx);
  useWorkers(ctx, stand);
  const staff = { cookie: '' };
  beforeAll(async () => {
    await ctx.sql`UPDATE delivery_slots SET capacity = 10000`;
    staff.cookie = (await signedIn(ctx, 'staff')).cookie;
  });
  return { ctx, stand, stripe, staff };
}
