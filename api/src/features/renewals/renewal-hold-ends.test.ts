import { sendRenewalOffers } from '@sdp/server/renewals/send-renewal-offers';
import { renewalSeasonView } from '@sdp/server/renewals/renewal-season';
import { addDays, pacificDateTime } from '@sdp/shared/pacific-time';
import { beforeAll, describe, expect, it } from 'vitest';
import { readJson, useTestContext } from '../../../test/harness.ts';
import { insertMessageOrder } from '../../../test/message-orders.ts';
import { call, signedIn } from '../../../test/staff-fixtures.ts';

// Issue 36 item 21 (ADR 174): a hold ended at the minute staff pressed "Send renewal offers" ("until Wednesday, July 22 at
// 3:21 AM"). Holds end at 9 PM San Diego time on their last day, whenever the offers went out and however the hold is extended.
const ctx = useTestContext();
let year = 0;
let first = '';
let staff = '';
let clock = new Date(0);

beforeAll(async () => {
  const [season] = await ctx.sql<{ year: number; delivery_dates: string[] }[]>`SELECT year, delivery_dates FROM season ORDER BY year DESC LIMIT 1`;
  year = season!.year;
  first = [...season!.delivery_dates].sort()[0]!;
  ctx.deps.now = () => clock;
  staff = (await signedIn(ctx)).cookie;
});

describe('a renewal hold ends in the San Diego evening', () => {
  it('offers sent at 3:21 AM on July 1 are held until 9:00 PM on July 22; an extension of 7 days until 9:00 PM on July 29', async () => {
    await insertMessageOrder(ctx.sql, { deliveryDate: addDays(first, -364), status: 'completed', deliveredAt: `${year - 1}-10-01T17:00:00Z` });
    clock = new Date(`${year}-07-01T03:21:00-07:00`);
    expect((await sendRenewalOffers(ctx.deps, clock, 'staff'))?.offered).toBe(1);
    const [offer] = (await renewalSeasonView(ctx.sql, clock)).offers;
    expect(pacificDateTime(offer!.holdUntil)).toBe(`Jul 22, ${year}, 9:00 PM PT`);

    clock = new Date(`${year}-07-10T15:47:00-07:00`);
    const extended = await call(ctx, 'POST', `/api/admin/renewals/${offer!.id}/extend`, { cookie: staff, body: { days: 7 } });
    expect(pacificDateTime((await readJson(extended)).holdUntil)).toBe(`Jul 29, ${year}, 9:00 PM PT`);
  });

  it('a hold already past when extended runs from today, to 9:00 PM', async () => {
    const [offer] = (await renewalSeasonView(ctx.sql, clock)).offers;
    clock = new Date(`${year}-08-02T10:05:00-07:00`);
    const extended = await call(ctx, 'POST', `/api/admin/renewals/${offer!.id}/extend`, { cookie: staff, body: { days: 3 } });
    expect(pacificDateTime((await readJson(extended)).holdUntil)).toBe(`Aug 5, ${year}, 9:00 PM PT`);
  });
});
