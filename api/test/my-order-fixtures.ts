import { myOrderToken } from '@sdp/server/orders/my-order-link';
import { addDays } from '@sdp/shared/pacific-time';
import { afterEach, beforeAll, beforeEach } from 'vitest';
import { useTestContext, type TestContext } from './harness.ts';
import { expectMoneyInvariant } from './money-fixtures.ts';
import { useStripeEmulator } from './stripe-emulator.ts';
import { call, signedIn } from './staff-fixtures.ts';

/** Test-only helpers for the customer's order page (ADR 046). */
export const tokenOf = (ctx: TestContext, orderId: string) => myOrderToken(ctx.env.SESSION_SECRET, orderId, 0);

/** The season's delivery dates, oldest first (the test template seeds the next October's four Mondays). */
export async function seasonDates(ctx: TestContext): Promise<string[]> {
  const [row] = await ctx.sql<{ delivery_dates: string[] }[]>`SELECT delivery_dates FROM season ORDER BY year DESC LIMIT 1`;
  return [...row!.delivery_dates].sort();
}

/** Fix the API's clock at a San Diego wall time (PDT, UTC-7, in September and October). */
export function setClock(ctx: TestContext, isoLocal: string): void {
  ctx.deps.now = () => new Date(`${isoLocal}-07:00`);
}

/** A quiet day well before the season: booking is open and every deadline is ahead. */
export async function earlyClock(ctx: TestContext): Promise<void> {
  setClock(ctx, `${addDays((await seasonDates(ctx))[0]!, -30)}T09:00:00`);
}

/** Spots booked in one week at one service level. */
export async function booked(ctx: TestContext, date: string, level = 'white-glove'): Promise<number> {
  const [row] = await ctx.sql<{ booked: number }[]>`SELECT booked FROM delivery_slots WHERE delivery_date = ${date} AND service_level = ${level}`;
  return row!.booked;
}

/** The customer's calls, as the page makes them (no cookie: the token is the credential). */
export const myOrder = (ctx: TestContext, method: string, path: string, body?: unknown) => call(ctx, method, `/api/my-order/${path}`, { body });

/**
 * A test file's world: its own database and the Stripe emulator; each test starts with room in every week and the clock a month before
 * the season, and ends with the money invariant checked once Stripe's webhooks have landed.
 */
export function useMyOrderWorld() {
  const ctx = useTestContext();
  const stripe = useStripeEmulator(ctx);
  beforeEach(async () => {
    await ctx.sql`UPDATE delivery_slots SET capacity = 100`;
    await earlyClock(ctx);
  });
  afterEach(async () => {
    ctx.deps.now = undefined;
    await stripe.emulator.idle();
    await expectMoneyInvariant(ctx);
  });
  return { ctx, stripe };
}

/** useMyOrderWorld with a staff member of `role` signed in and the season's delivery dates, both read once before the file's tests. */
export function useMyOrderWorldAs(role: 'staff' | 'admin') {
  const world = useMyOrderWorld();
  const session = { cookie: '', dates: [] as string[] };
  beforeAll(async () => {
    session.cookie = (await signedIn(world.ctx, role)).cookie;
    session.dates = await seasonDates(world.ctx);
  });
  return { ...world, session };
}
