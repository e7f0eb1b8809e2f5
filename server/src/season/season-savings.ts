import { discountRoom, toDecimal } from '@sdp/shared';
import { getCatalog } from '../catalog/catalog-cache.ts';
import type { Sql } from '../db/sql.ts';
import { badRequest } from '../domain-error.ts';

/** The season's savings as staff save them, in whole dollars; left out = unchanged (an older screen's save). */
export interface SeasonSavings { referralDiscount?: number | undefined; neighbourDiscount?: number | undefined }

/**
 * Refuse (400, naming the field) a referral discount, or a referral discount and neighbour saving together, that would take the
 * cheapest package in the catalog below a payable total (ADR 157): pricing caps them anyway, but staff would then be promising a
 * saving no customer gets. `current` is the season's saved amounts in cents, for a field left out.
 */
export async function assertSavingsPayable(sql: Sql, input: SeasonSavings, current: { referralCents: number; neighbourCents: number }): Promise<void> {
  const prices = [...(await getCatalog(sql)).packagesById.values()].flatMap((p) => Object.values(p.priceCents));
  if (prices.length === 0) return;
  const cheapest = Math.min(...prices);
  const room = discountRoom(cheapest);
  const referral = input.referralDiscount === undefined ? current.referralCents : input.referralDiscount * 100;
  const neighbour = input.neighbourDiscount === undefined ? current.neighbourCents : input.neighbourDiscount * 100;
  const most = `at most $${Math.floor(room / 100)}, so the cheapest package ($${toDecimal(cheapest)}) still has a deposit to pay`;
  if (referral > room) {
    const message = `The referral discount is too large: ${most}.`;
    throw badRequest(message, [{ path: 'referralDiscount', message }]);
  }
  if (referral + neighbour > room) {
    const message = `The neighbour saving and the referral discount together are too large: ${most}.`;
    throw badRequest(message, [{ path: input.neighbourDiscount === undefined ? 'referralDiscount' : 'neighbourDiscount', message }]);
  }
}
