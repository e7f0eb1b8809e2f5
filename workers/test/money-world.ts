import { afterEach, beforeAll, beforeEach } from 'vitest';
import { signedIn } from '../../api/test/staff-fixtures.ts';
import { expectMoneyInvariant } from '../../api/test/money-fixtures.ts';
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

/**
 * Each test with the API's clock a month before the season (every deadline ahead; the workers read their own clock), and the money
 * invariant checked once Stripe's webhooks have landed. Returns the season's delivery dates, oldest first, read before each test.
 */
export function monthBeforeSeason({ ctx, stripe }: Pick<MoneyWorld, 'ctx' | 'stripe'>): { dates: string[] } {
  const season = { dates: [] as string[] };
  beforeEach(async () => {
    season.dates = [...(await ctx.sql<{ delivery_dates: string[] }[]>`SELECT delivery_dates FROM season ORDER BY year DESC LIMIT 1`)[0]!.delivery_dates].sort();
    const monthBefore = new Date(Date.parse(`${season.dates[0]}T09:00:00-07:00`) - 30 * 86_400_000);
    ctx.deps.now = () => monthBefore;
  });
  afterEach(async () => {
    ctx.deps.now = undefined;
    await stripe.emulator.idle();
    await expectMoneyInvariant(ctx);
  });
  return season;
}
