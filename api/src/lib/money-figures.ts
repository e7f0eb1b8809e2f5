import type { CustomerDetail, CustomerList } from '@sdp/shared/wire-customers';
import type { RenewalSeason } from '@sdp/shared/wire-renewals';
import { maySeeMoney, type StaffRole } from '@sdp/shared/staff-roles';

// NOTE: the one rule for money on staff answers (ADR 181): a role that may not see money gets the answer without the fields, not
// zeros or nulls a screen could show. Screens that are nothing but money (insights, stats, bookkeeping) are admin() routes instead.
// `api/src/money-figures.test.ts` walks every staff GET route as crew and fails on any figure it finds.

/** The renewal season without renewed revenue for the crew. */
export function renewalSeasonFor(role: StaffRole, season: RenewalSeason): RenewalSeason {
  if (maySeeMoney(role)) return season;
  const { renewedRevenue: _revenue, ...rest } = season;
  return rest;
}

/** The household search without what each household paid. */
export function customerListFor(role: StaffRole, list: CustomerList): CustomerList {
  if (maySeeMoney(role)) return list;
  return { ...list, customers: list.customers.map(({ collected: _collected, ...customer }) => customer) };
}

/** The household record without what it paid, over all its orders or per order (its orders' prices stay: the crew works them). */
export function customerDetailFor(role: StaffRole, detail: CustomerDetail): CustomerDetail {
  if (maySeeMoney(role)) return detail;
  const { collected: _collected, orders, ...rest } = detail;
  return { ...rest, orders: orders.map(({ collected: _paid, ...order }) => order) };
}
